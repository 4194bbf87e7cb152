//! The owner's checkout settings (cash on delivery) and recording the cash a courier collected.

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use tokri_domain::{CodPolicy, Money};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::orders::OrderResponse;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_cash_payment))
        .routes(routes!(get_checkout_settings, update_checkout_settings))
}

/// Whether customers may pay cash on delivery, and up to what order total.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CashOnDelivery)]
pub struct CashOnDeliveryDto {
    /// Customers may choose cash on delivery.
    pub enabled: bool,
    /// Largest order total (rupees) payable in cash; null for no limit.
    pub max_amount: Option<f64>,
}

impl From<CodPolicy> for CashOnDeliveryDto {
    fn from(p: CodPolicy) -> Self {
        CashOnDeliveryDto {
            enabled: p.enabled,
            max_amount: p.max.map(Money::rupees),
        }
    }
}

impl CashOnDeliveryDto {
    fn parse(&self) -> ApiResult<CodPolicy> {
        let max = match self.max_amount {
            None => None,
            Some(r) => Some(
                Money::parse_rupees(r)
                    .filter(|m| m.paise() > 0)
                    .ok_or_else(|| {
                        ApiError::bad_request(
                            "The cash-on-delivery limit must be an amount above ₹0 with at most two decimals, or empty for no limit.",
                        )
                    })?,
            ),
        };
        Ok(CodPolicy {
            enabled: self.enabled,
            max,
        })
    }
}

/// Checkout settings.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CheckoutSettings)]
pub struct CheckoutSettingsDto {
    /// Cash on delivery.
    pub cash_on_delivery: CashOnDeliveryDto,
}

/// The checkout settings.
#[utoipa::path(get, path = "/admin/settings/checkout", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = CheckoutSettingsDto), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_checkout_settings(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<CheckoutSettingsDto>> {
    let cod = state.shop.checkout.cod_policy().await?;
    Ok(Json(CheckoutSettingsDto {
        cash_on_delivery: cod.into(),
    }))
}

/// Replaces the checkout settings.
#[utoipa::path(put, path = "/admin/settings/checkout", tag = "admin", security(("bearer" = [])), request_body = CheckoutSettingsDto,
    responses((status = 200, body = CheckoutSettingsDto), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn update_checkout_settings(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<CheckoutSettingsDto>,
) -> ApiResult<Json<CheckoutSettingsDto>> {
    let policy = req.cash_on_delivery.parse()?;
    let cod = state.shop.checkout.set_cod_policy(policy).await?;
    Ok(Json(CheckoutSettingsDto {
        cash_on_delivery: cod.into(),
    }))
}

/// Records the cash collected on delivery for a cash-on-delivery order (idempotent).
#[utoipa::path(post, path = "/admin/orders/{id}/cash-payment", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = OrderResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn create_cash_payment(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<OrderResponse>> {
    let order = state.shop.checkout.record_cash_payment(&id).await?;
    Ok(Json(OrderResponse::from(&order)))
}
