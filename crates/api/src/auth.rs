//! Who is calling: bearer-token extractors and the client's address.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::StatusCode;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use tokri_store::accounts::UserRow;

use crate::AppState;
use crate::client::{client_ip, client_net};
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

/// The signed-in user when the request carries a bearer token (an invalid one is 401, so a
/// lapsed session is told), else nobody.
#[derive(Debug, Clone)]
pub struct MaybeUser(pub Option<UserRow>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        match bearer(parts) {
            Some(token) => Ok(MaybeUser(Some(
                state.shop.accounts.authenticate(token).await?,
            ))),
            None => Ok(MaybeUser(None)),
        }
    }
}

/// The signed-in user when the request carries a valid bearer token, else nobody: for reads
/// that only refine their answer for a known customer (a cart's quote), where a lapsed session
/// must not stop the answer.
#[derive(Debug, Clone)]
pub struct SignedInIfValid(pub Option<UserRow>);

impl FromRequestParts<AppState> for SignedInIfValid {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(SignedInIfValid(match bearer(parts) {
            Some(token) => state.shop.accounts.authenticate(token).await.ok(),
            None => None,
        }))
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

/// The client, for rate limits: the socket peer, or — only when the peer is one of
/// `TOKRI_TRUSTED_PROXIES` — the address the proxies forwarded; an IPv6 client is its /64
/// ([`crate::client::client_net`]), so one network cannot multiply its attempts by rotating
/// addresses.
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
        Ok(ClientAddr(client_net(ip).to_string()))
    }
}
