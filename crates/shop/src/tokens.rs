//! Session tokens: HS256 JWTs with an expiry and the user's token epoch, so raising the epoch
//! (logout, password reset) revokes every token issued before.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};

/// How long a session token lasts.
pub const TOKEN_TTL_SECS: i64 = 7 * 24 * 3600;

/// What a token says.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Claims {
    /// User id.
    pub sub: String,
    /// Role when issued (the stored role is what counts).
    pub role: String,
    /// The user's token epoch when issued.
    pub epoch: i64,
    /// Issued at, Unix seconds.
    pub iat: i64,
    /// Expires at, Unix seconds.
    pub exp: i64,
}

/// Signs and checks session tokens.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl std::fmt::Debug for TokenKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenKeys(..)")
    }
}

impl TokenKeys {
    /// Keys from the shop's secret.
    pub fn new(secret: &[u8]) -> Self {
        TokenKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    /// A token for a user.
    pub fn issue(&self, user_id: &str, role: &str, epoch: i64, now_secs: i64) -> String {
        let claims = Claims {
            sub: user_id.into(),
            role: role.into(),
            epoch,
            iat: now_secs,
            exp: now_secs + TOKEN_TTL_SECS,
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .expect("HS256 signing cannot fail")
    }

    /// The claims of a well-signed, unexpired HS256 token; every other algorithm is refused.
    pub fn check(&self, token: &str) -> Option<Claims> {
        let mut v = Validation::new(Algorithm::HS256);
        v.algorithms = vec![Algorithm::HS256];
        v.leeway = 0;
        v.set_required_spec_claims(&["exp", "sub"]);
        decode::<Claims>(token, &self.decoding, &v)
            .ok()
            .map(|d| d.claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64
    }

    #[test]
    fn issued_tokens_check_with_the_same_key_only() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef");
        let t = keys.issue("u1", "customer", 3, now());
        let c = keys.check(&t).unwrap();
        assert_eq!((c.sub.as_str(), c.epoch), ("u1", 3));
        let other = TokenKeys::new(b"another-secret-another-secret-xx");
        assert!(other.check(&t).is_none());
    }

    #[test]
    fn expired_and_unsigned_tokens_are_refused() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef");
        let old = keys.issue("u1", "customer", 0, now() - TOKEN_TTL_SECS - 10);
        assert!(keys.check(&old).is_none());
        // alg "none": header {"alg":"none","typ":"JWT"}, same claims, no signature.
        let t = keys.issue("u1", "admin", 0, now());
        let payload = t.split('.').nth(1).unwrap();
        let none = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}.");
        assert!(keys.check(&none).is_none());
        assert!(keys.check("garbage").is_none());
    }
}
