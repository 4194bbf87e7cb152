//! Google sign-in: ID tokens checked against Google's published keys (JWKS), which are cached
//! for as long as their Cache-Control allows.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode, decode_header};
use serde::Deserialize;
use tokio::sync::RwLock;

use crate::{ShopError, ShopResult};

/// The accepted issuers of Google ID tokens.
pub const ISSUERS: [&str; 2] = ["accounts.google.com", "https://accounts.google.com"];

/// What a verified Google ID token says about the person.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct GoogleIdentity {
    /// Google's stable account id.
    pub sub: String,
    /// Email, if shared.
    #[serde(default)]
    pub email: Option<String>,
    /// Whether Google verified that email.
    #[serde(default, deserialize_with = "bool_or_string")]
    pub email_verified: bool,
    /// Display name.
    #[serde(default)]
    pub name: Option<String>,
}

fn bool_or_string<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum B {
        B(bool),
        S(String),
    }
    Ok(match B::deserialize(d)? {
        B::B(b) => b,
        B::S(s) => s == "true",
    })
}

#[derive(Debug, Deserialize)]
struct Jwks {
    keys: Vec<Jwk>,
}

#[derive(Debug, Deserialize)]
struct Jwk {
    kid: String,
    n: String,
    e: String,
    #[serde(default)]
    kty: String,
}

struct CachedKeys {
    keys: HashMap<String, (String, String)>,
    until: Instant,
    fetched: Instant,
}

/// Shortest time between two key-set fetches made because a token named an unknown key id:
/// made-up key ids must not turn every sign-in attempt into a request to Google.
pub const UNKNOWN_KID_REFRESH: Duration = Duration::from_secs(60);

/// Verifies Google ID tokens for one client id.
pub struct GoogleVerifier {
    client_id: String,
    jwks_url: String,
    http: reqwest::Client,
    cache: RwLock<Option<CachedKeys>>,
    fetching: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for GoogleVerifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoogleVerifier")
            .field("client_id", &self.client_id)
            .finish()
    }
}

fn max_age(headers: &reqwest::header::HeaderMap) -> Duration {
    let secs = headers
        .get(reqwest::header::CACHE_CONTROL)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.split(',').find_map(|p| {
                p.trim()
                    .strip_prefix("max-age=")
                    .and_then(|n| n.trim().parse::<u64>().ok())
            })
        })
        .unwrap_or(300);
    Duration::from_secs(secs.min(24 * 3600))
}

impl GoogleVerifier {
    /// A verifier for `client_id` with keys from `jwks_url`.
    pub fn new(client_id: String, jwks_url: String) -> Self {
        let http = crate::tls::http_client()
            .timeout(Duration::from_secs(10))
            .build()
            .expect("HTTP client");
        GoogleVerifier {
            client_id,
            jwks_url,
            http,
            cache: RwLock::new(None),
            fetching: tokio::sync::Mutex::new(()),
        }
    }

    async fn key(&self, kid: &str, refresh: bool) -> ShopResult<Option<(String, String)>> {
        if let Some(c) = self.cache.read().await.as_ref() {
            let fresh = c.until > Instant::now();
            let refreshed_lately = c.fetched.elapsed() < UNKNOWN_KID_REFRESH;
            if fresh && (!refresh || refreshed_lately) {
                return Ok(c.keys.get(kid).cloned());
            }
        }
        // One fetch at a time: parallel tokens with unknown key ids wait for it and then
        // find the fresh set above instead of fetching again.
        let _one = self.fetching.lock().await;
        if let Some(c) = self.cache.read().await.as_ref()
            && c.until > Instant::now()
            && (!refresh || c.fetched.elapsed() < UNKNOWN_KID_REFRESH)
        {
            return Ok(c.keys.get(kid).cloned());
        }
        let res = self
            .http
            .get(&self.jwks_url)
            .send()
            .await
            .map_err(|e| ShopError::Upstream(format!("Google keys: {e}")))?;
        if !res.status().is_success() {
            return Err(ShopError::Upstream(format!(
                "Google keys: HTTP {}",
                res.status()
            )));
        }
        let until = Instant::now() + max_age(res.headers());
        let jwks: Jwks = res
            .json()
            .await
            .map_err(|e| ShopError::Upstream(format!("Google keys: {e}")))?;
        let keys: HashMap<_, _> = jwks
            .keys
            .into_iter()
            .filter(|k| k.kty.is_empty() || k.kty == "RSA")
            .map(|k| (k.kid, (k.n, k.e)))
            .collect();
        let found = keys.get(kid).cloned();
        *self.cache.write().await = Some(CachedKeys {
            keys,
            until,
            fetched: Instant::now(),
        });
        Ok(found)
    }

    /// Checks an ID token: RS256 signature by a current Google key, audience = our client id,
    /// a Google issuer, not expired.
    pub async fn verify(&self, id_token: &str) -> ShopResult<GoogleIdentity> {
        let refused = || ShopError::Unauthorized("Google login failed".into());
        let header = decode_header(id_token).map_err(|_| refused())?;
        if header.alg != Algorithm::RS256 {
            return Err(refused());
        }
        let kid = header.kid.ok_or_else(refused)?;
        let (n, e) = match self.key(&kid, false).await? {
            Some(k) => k,
            // Google rotates keys; a new kid means our copy is old.
            None => self.key(&kid, true).await?.ok_or_else(refused)?,
        };
        let key = DecodingKey::from_rsa_components(&n, &e).map_err(|_| refused())?;
        let mut v = Validation::new(Algorithm::RS256);
        v.algorithms = vec![Algorithm::RS256];
        v.set_audience(&[self.client_id.as_str()]);
        v.set_issuer(&ISSUERS);
        v.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
        decode::<GoogleIdentity>(id_token, &key, &v)
            .map(|d| d.claims)
            .map_err(|_| refused())
    }
}
