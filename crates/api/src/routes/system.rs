//! Health and the web app's start-up configuration.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;
use crate::error::{ApiResult, ErrorResponse};

/// Health answer.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Health)]
pub struct HealthResponse {
    /// "ok" when the database answers.
    pub status: String,
}

/// The shop's contact details.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ShopContact)]
pub struct ShopContactResponse {
    /// Shop name.
    pub name: String,
    /// Phone.
    pub phone: String,
    /// Email.
    pub email: String,
    /// Postal address.
    pub address: String,
    /// Opening hours.
    pub hours: String,
}

/// What the web app needs at start.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopConfig)]
pub struct ShopConfigResponse {
    /// "sandbox" or "razorpay".
    pub payment_provider: String,
    /// Script that defines `window.Razorpay`.
    pub checkout_script_url: String,
    /// Google OAuth client id, or null when Google sign-in is off.
    pub google_client_id: Option<String>,
    /// Contact details.
    pub shop: ShopContactResponse,
}

/// Whether the server and its database are up.
#[utoipa::path(get, path = "/api/health", tag = "system",
    responses((status = 200, body = HealthResponse), (status = 503, body = ErrorResponse)))]
pub async fn get_health(State(state): State<AppState>) -> ApiResult<Json<HealthResponse>> {
    state.shop.store.ping().await.map_err(|e| {
        tracing::error!(error = %e, "health check: database unreachable");
        crate::error::ApiError::new(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            "The database is unreachable.",
        )
    })?;
    Ok(Json(HealthResponse {
        status: "ok".into(),
    }))
}

/// Payment provider, Google client id and contact details for the web app.
#[utoipa::path(get, path = "/api/config", tag = "system",
    responses((status = 200, body = ShopConfigResponse)))]
pub async fn get_config(State(state): State<AppState>) -> Json<ShopConfigResponse> {
    let s = &state.shop.settings;
    Json(ShopConfigResponse {
        payment_provider: s.payment_provider.as_str().into(),
        checkout_script_url: s.checkout_script_url().into(),
        google_client_id: s.google_client_id.clone(),
        shop: ShopContactResponse {
            name: s.contact.name.clone(),
            phone: s.contact.phone.clone(),
            email: s.contact.email.clone(),
            address: s.contact.address.clone(),
            hours: s.contact.hours.clone(),
        },
    })
}
