//! Payment provider endpoints: the sandbox's checkout script and Pay button, and Razorpay's
//! webhook.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiResult, ErrorResponse};

/// This feature's routes (under `/api`), each with its OpenAPI description. The sandbox's
/// "pay" route exists only while the sandbox is the payment provider.
pub fn routes(sandbox: bool) -> OpenApiRouter<AppState> {
    let routes = OpenApiRouter::new().routes(routes!(create_razorpay_webhook));
    if sandbox {
        routes.routes(routes!(create_sandbox_payment))
    } else {
        routes
    }
}

/// What Razorpay Checkout gives its success handler.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = SandboxPaymentResponse)]
pub struct SandboxPaymentResponse {
    /// Payment id.
    pub razorpay_payment_id: String,
    /// Provider order id.
    pub razorpay_order_id: String,
    /// hex(HMAC_SHA256(order_id|payment_id, secret)).
    pub razorpay_signature: String,
}

const CHECKOUT_JS: &str = include_str!("../sandbox-checkout.js");

/// The sandbox checkout script (defines `window.Razorpay`).
pub async fn get_sandbox_checkout_js() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        CHECKOUT_JS,
    )
        .into_response()
}

/// The sandbox's Pay button: pays a provider order in play money.
#[utoipa::path(post, path = "/payments/sandbox/{orderId}/pay", tag = "payments",
    params(("orderId" = String, Path, description = "Provider order id")),
    responses((status = 200, body = SandboxPaymentResponse), (status = 404, body = ErrorResponse)))]
pub async fn create_sandbox_payment(
    State(state): State<AppState>,
    Path(order_id): Path<String>,
) -> ApiResult<Json<SandboxPaymentResponse>> {
    let (payment_id, order_id, signature) = state.shop.checkout.sandbox_pay(&order_id).await?;
    Ok(Json(SandboxPaymentResponse {
        razorpay_payment_id: payment_id,
        razorpay_order_id: order_id,
        razorpay_signature: signature,
    }))
}

/// Razorpay's webhook: verified over the raw body, deduplicated by event id, answered fast.
#[utoipa::path(post, path = "/payments/razorpay/webhook", tag = "payments",
    request_body(content = String, description = "Razorpay event JSON", content_type = "application/json"),
    responses((status = 200, description = "Accepted"), (status = 400, body = ErrorResponse)))]
pub async fn create_razorpay_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<StatusCode> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    state
        .shop
        .checkout
        .razorpay_webhook(
            &body,
            header("x-razorpay-signature").unwrap_or(""),
            header("x-razorpay-event-id"),
        )
        .await?;
    Ok(StatusCode::OK)
}
