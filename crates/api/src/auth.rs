//! Who is calling: bearer-token extractors and the client's address.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::StatusCode;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use tokri_store::accounts::UserRow;

use crate::AppState;
use crate::error::ApiError;

pub use crate::input::ApiJson;

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Any signed-in user (customer, guest or admin).
#[derive(Debug, Clone)]
pub struct CurrentUser(pub UserRow);

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let token =
            bearer(parts).ok_or_else(|| ApiError::unauthorized("Please log in to continue."))?;
        Ok(CurrentUser(state.shop.accounts.authenticate(token).await?))
    }
}

/// A signed-in admin: 401 without a valid token, 403 for any other role.
#[derive(Debug, Clone)]
pub struct AdminUser(pub UserRow);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let CurrentUser(user) = CurrentUser::from_request_parts(parts, state).await?;
        if user.role != tokri_domain::Role::Admin {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "You do not have permission to do this (admins only).",
            ));
        }
        Ok(AdminUser(user))
    }
}

/// The client's IP address, for rate limits: the socket peer, or — only when the peer is one
/// of `TOKRI_TRUSTED_PROXIES` — the address the proxies forwarded.
#[derive(Debug, Clone)]
pub struct ClientAddr(pub String);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Some(peer) = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
        else {
            return Ok(ClientAddr("local".into()));
        };
        let trusted = &state.shop.settings.trusted_proxies;
        let header_values = |name: &str| -> Vec<&str> {
            parts
                .headers
                .get_all(name)
                .iter()
                .filter_map(|v| v.to_str().ok())
                .collect()
        };
        let ip = client_ip(
            peer,
            &header_values("x-forwarded-for"),
            &header_values("forwarded"),
            trusted,
        );
        Ok(ClientAddr(ip.to_string()))
    }
}

/// The client's address behind trusted proxies. Each proxy appends the address it received
/// from, so the list is read from the right: the first address that is not a trusted proxy is
/// the client (anything left of it was written by that client and proves nothing). A peer that
/// is not trusted is the client, whatever it sends. `X-Forwarded-For` is read first, then the
/// `for=` parameters of `Forwarded` (RFC 7239).
pub fn client_ip(
    peer: IpAddr,
    forwarded_for: &[&str],
    forwarded: &[&str],
    trusted: &[ipnet::IpNet],
) -> IpAddr {
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|n| n.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let mut chain: Vec<IpAddr> = forwarded_for
        .iter()
        .flat_map(|v| v.split(','))
        .filter_map(|s| parse_forwarded_ip(s.trim()))
        .collect();
    if chain.is_empty() {
        chain = forwarded
            .iter()
            .flat_map(|v| v.split([',', ';']))
            .filter_map(|p| {
                let (k, v) = p.trim().split_once('=')?;
                k.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| parse_forwarded_ip(v.trim().trim_matches('"')))
                    .flatten()
            })
            .collect();
    }
    chain
        .iter()
        .rev()
        .find(|ip| !is_trusted(ip))
        .or(chain.first())
        .copied()
        .unwrap_or(peer)
}

/// An address as proxies write it: `1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:80` or `2001:db8::1`.
fn parse_forwarded_ip(s: &str) -> Option<IpAddr> {
    if let Ok(ip) = s.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(sock) = s.parse::<SocketAddr>() {
        return Some(sock.ip());
    }
    s.strip_prefix('[')
        .and_then(|r| r.split(']').next())
        .and_then(|r| r.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nets(list: &[&str]) -> Vec<ipnet::IpNet> {
        list.iter().map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn forwarded_headers_from_an_untrusted_peer_are_ignored() {
        let peer: IpAddr = "203.0.113.5".parse().unwrap();
        let ip = client_ip(peer, &["1.1.1.1"], &["for=2.2.2.2"], &nets(&["10.0.0.0/8"]));
        assert_eq!(ip, peer);
        assert_eq!(client_ip(peer, &["1.1.1.1"], &[], &[]), peer);
    }

    #[test]
    fn behind_trusted_proxies_the_rightmost_untrusted_address_is_the_client() {
        let lb: IpAddr = "10.0.0.2".parse().unwrap();
        let trusted = nets(&["10.0.0.0/8", "127.0.0.1/32"]);
        // The client wrote a fake first entry; nginx appended the real one.
        let ip = client_ip(lb, &["6.6.6.6, 198.51.100.7", "10.0.0.9"], &[], &trusted);
        assert_eq!(ip, "198.51.100.7".parse::<IpAddr>().unwrap());
        let ip = client_ip(
            lb,
            &[],
            &["for=\"[2001:db8::7]:4711\";proto=https, for=10.0.0.3"],
            &trusted,
        );
        assert_eq!(ip, "2001:db8::7".parse::<IpAddr>().unwrap());
        assert_eq!(client_ip(lb, &["garbage"], &[], &trusted), lb);
    }
}
