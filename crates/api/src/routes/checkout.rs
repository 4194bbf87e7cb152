//! The cart's price from the server, the owner's checkout settings (cash on delivery) and
//! recording the cash a courier collected.

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use tokri_domain::{CodPolicy, Money};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, SignedInIfValid};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::orders::{CartLineRequest, OrderResponse};

/// A cart to price.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CartQuoteRequest)]
pub struct CartQuoteRequest {
    /// The cart's lines, as an order sends them.
    #[serde(default)]
    pub items: Vec<CartLineRequest>,
    /// The delivery PIN code when known: its delivery area's extra fee is added.
    #[serde(default)]
    pub pin_code: Option<String>,
    /// A coupon code to try (any case). Its outcome is in the answer's `coupon`; a coupon that
    /// cannot be used leaves the totals as they are.
    #[serde(default)]
    pub coupon: Option<String>,
}

/// An offer that applied to a cart or an order.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AppliedOffer)]
pub struct AppliedOfferDto {
    /// The promotion's id.
    #[serde(rename = "_id")]
    pub id: String,
    /// The coupon's code; null for an automatic offer.
    pub code: Option<String>,
    pub title: String,
    /// Goods discount it gave, rupees (0 for free delivery).
    pub amount: f64,
    /// It made delivery free.
    pub free_delivery: bool,
}

/// Why a coupon cannot be used.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = CouponProblem)]
pub struct CouponProblemDto {
    /// unknown, inactive, not_yet_valid, expired, minimum_not_reached, used_up, already_used,
    /// first_order_only or not_for_these_products.
    #[schema(value_type = String, example = "minimum_not_reached")]
    pub code: String,
    /// For people ("This coupon needs ₹2,999 of eligible products; add ₹500 more.").
    pub message: String,
}

/// What became of the coupon asked for.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = CouponOutcome)]
pub struct CouponOutcomeDto {
    /// The code as the shop knows it (upper case).
    pub code: String,
    pub applied: bool,
    /// Why it did not apply; null when it did.
    pub problem: Option<CouponProblemDto>,
}

impl From<&tokri_domain::promo::CouponOutcome> for CouponOutcomeDto {
    fn from(c: &tokri_domain::promo::CouponOutcome) -> Self {
        CouponOutcomeDto {
            code: c.code.clone(),
            applied: c.problem.is_none(),
            problem: c.problem.as_ref().map(|p| CouponProblemDto {
                code: p.code().to_string(),
                message: p.message(),
            }),
        }
    }
}

/// One priced cart line.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CartQuoteLine)]
pub struct CartQuoteLineDto {
    pub product_id: String,
    /// The variant meant (the product's only one when the line named none); "" when unknown.
    pub variant_id: String,
    /// Product name ("" when the product is gone).
    pub name: String,
    /// "12 pieces"; "" for a product of one variant.
    pub variant_label: String,
    /// Main picture URL.
    pub image: Option<String>,
    /// Unit price now, rupees.
    pub unit_price: f64,
    /// Compare-at price (MRP) now, rupees.
    pub mrp: Option<f64>,
    pub qty: i64,
    /// Unit price × quantity, rupees (0 for a line with a problem).
    pub line_total: f64,
    /// Units left; null when not counted.
    pub available: Option<i64>,
    /// Why this line cannot be ordered as it is (gone, no variant chosen, too few left); such
    /// lines are left out of the totals. Null when it can.
    pub problem: Option<String>,
    /// The line's share of the discounts, rupees.
    pub discount: f64,
}

/// The cart as the server prices it: an order placed now costs `total` (plus nothing else).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CartQuote)]
pub struct CartQuoteDto {
    pub lines: Vec<CartQuoteLineDto>,
    /// Sum of the line totals, rupees.
    pub subtotal: f64,
    /// Goods discount of the offers and the coupon together, rupees.
    pub discount: f64,
    /// Delivery fee with the PIN code's area fee, rupees: the free-delivery rule compares the
    /// subtotal less the discount, and a free-delivery offer makes it 0.
    pub delivery_fee: f64,
    /// Subtotal less discount, plus delivery, rupees.
    pub total: f64,
    /// Saved against the MRP over all lines, rupees.
    pub mrp_savings: f64,
    /// Value (after discounts) from which delivery is free (before any area fee), rupees.
    pub free_delivery_from: f64,
    /// The offers that applied.
    pub offers: Vec<AppliedOfferDto>,
    /// The coupon asked for and what became of it; null when none was asked for.
    pub coupon: Option<CouponOutcomeDto>,
}

/// Prices a cart as an order would be priced, without storing anything or holding stock. No
/// sign-in needed.
#[utoipa::path(post, path = "/cart/quote", tag = "orders", request_body = CartQuoteRequest,
    responses((status = 200, body = CartQuoteDto), (status = 400, body = ErrorResponse)))]
pub async fn create_cart_quote(
    State(state): State<AppState>,
    SignedInIfValid(user): SignedInIfValid,
    ApiJson(req): ApiJson<CartQuoteRequest>,
) -> ApiResult<Json<CartQuoteDto>> {
    let cart = CartLineRequest::parse_all(req.items)?;
    let pin = req
        .pin_code
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty());
    let q = state
        .shop
        .checkout
        .quote_cart(
            &cart,
            pin,
            req.coupon.as_deref(),
            user.as_ref().map(|u| u.id.as_str()),
        )
        .await?;
    Ok(Json(CartQuoteDto {
        lines: q
            .lines
            .into_iter()
            .map(|l| CartQuoteLineDto {
                product_id: l.product_id,
                variant_id: l.variant_id,
                name: l.name,
                variant_label: l.variant_label,
                image: l.image,
                unit_price: l.unit_price.rupees(),
                mrp: l.mrp.map(Money::rupees),
                qty: l.qty,
                line_total: l.line_total.rupees(),
                available: l.available,
                problem: l.problem,
                discount: l.discount.rupees(),
            })
            .collect(),
        subtotal: q.quote.subtotal.rupees(),
        discount: q.quote.discount.rupees(),
        delivery_fee: q.quote.delivery.rupees(),
        total: q.quote.total.rupees(),
        mrp_savings: q.quote.mrp_savings.rupees(),
        free_delivery_from: tokri_domain::DeliveryRule::STANDARD.free_from.rupees(),
        offers: q
            .quote
            .applied
            .iter()
            .map(|a| AppliedOfferDto {
                id: a.offer_id.clone(),
                code: a.code.clone(),
                title: a.title.clone(),
                amount: a.amount.rupees(),
                free_delivery: a.free_delivery,
            })
            .collect(),
        coupon: q.quote.coupon.as_ref().map(Into::into),
    }))
}

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_cart_quote))
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
