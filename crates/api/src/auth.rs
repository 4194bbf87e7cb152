//! Who is calling: bearer-token extractors and the client's address.

use std::net::SocketAddr;

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
        if user.role != "admin" {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "You do not have permission to do this (admins only).",
            ));
        }
        Ok(AdminUser(user))
    }
}

/// The client's IP address, for rate limits.
#[derive(Debug, Clone)]
pub struct ClientAddr(pub String);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        // The socket peer; a forwarding proxy's headers are not trusted, since any client could set them.
        let ip = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip().to_string())
            .unwrap_or_else(|| "local".into());
        Ok(ClientAddr(ip))
    }
}
