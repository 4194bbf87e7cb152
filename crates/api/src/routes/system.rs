//! Health, the web app's start-up configuration, and the operator's metrics.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ApiResult, ErrorResponse};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_health))
        .routes(routes!(get_config))
        .routes(routes!(get_openapi))
}

/// Health answer.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = Health)]
pub struct HealthResponse {
    /// "ok" when the database answers.
    pub status: String,
}

/// The shop's contact details.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = ShopContact)]
pub struct ShopContactResponse {
    /// Shop name.
    pub name: String,
    pub phone: String,
    pub email: String,
    /// Postal address.
    pub address: String,
    /// Opening hours.
    pub hours: String,
}

/// What the web app needs at start.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
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
    /// Whether customers may pay cash on delivery, and up to what total.
    pub cash_on_delivery: crate::routes::checkout::CashOnDeliveryDto,
    /// The seller's FSSAI licence or registration number (every page's footer shows it), null
    /// until the owner enters it.
    pub fssai: Option<String>,
    /// The shop sends WhatsApp messages: the checkout offers "Send me order updates on
    /// WhatsApp" and a gift's "tell the recipient".
    pub whatsapp_updates: bool,
    /// The shop's bank account for corporate orders paid by bank transfer; null when the shop
    /// takes none (the option is then not offered).
    pub bank_transfer: Option<String>,
}

/// This API's OpenAPI document.
#[utoipa::path(get, path = "/openapi.json", tag = "system",
    responses((status = 200, description = "The OpenAPI 3.1 document", content_type = "application/json")))]
pub async fn get_openapi() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "application/json")],
        crate::openapi::openapi_json(),
    )
}

/// Whether the server and its database are up.
#[utoipa::path(get, path = "/health", tag = "system",
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
#[utoipa::path(get, path = "/config", tag = "system",
    responses((status = 200, body = ShopConfigResponse)))]
pub async fn get_config(State(state): State<AppState>) -> ApiResult<Json<ShopConfigResponse>> {
    let s = &state.shop.settings;
    let cod = state.shop.checkout.cod_policy().await?;
    let business = state.shop.invoices.settings().await?;
    Ok(Json(ShopConfigResponse {
        fssai: business.fssai.as_ref().map(|f| f.as_str().to_string()),
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
        cash_on_delivery: cod.into(),
        whatsapp_updates: tokri_shop::notifications::Notifications::whatsapp_on(
            &state.shop.notifications.settings().await?,
        ),
        bank_transfer: s.bank_transfer.clone(),
    }))
}

/// This instance's counters in Prometheus' text format, for the operator's scraper: 404 unless
/// `TOKRI_METRICS_TOKEN` is set, 401 unless the request carries it as a bearer token. Not part
/// of the API document: it is for operators, not for the web app.
pub async fn get_metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(token) = &state.shop.settings.metrics_token else {
        return ApiError::not_found("Not found.").into_response();
    };
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .map(|(_, t)| t.trim())
        .unwrap_or("");
    if !same_secret(given.as_bytes(), token.expose().as_bytes()) {
        let mut res =
            ApiError::unauthorized("The metrics token is missing or wrong.").into_response();
        res.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Bearer realm=\"tokri metrics\""),
        );
        return res;
    }
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        state.shop.metrics_page().await,
    )
        .into_response()
}

/// Compares two secrets in time that does not depend on where they differ.
fn same_secret(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
