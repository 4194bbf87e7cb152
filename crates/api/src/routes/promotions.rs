//! Promotions: the storefront's running offers, and the owner's coupons and automatic offers.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use tokri_domain::promo::{Benefit, Offer, OfferInput};
use tokri_domain::{FieldErrors, Money};
use tokri_shop::promotions::OfferView;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::next_page_headers;
use crate::time_fmt::{parse_rfc3339, rfc3339};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_running_offers))
        .routes(routes!(list_promotions, create_promotion))
        .routes(routes!(get_promotion, update_promotion))
}

/// An automatic offer running now, as the storefront shows it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RunningOffer)]
pub struct RunningOfferResponse {
    #[serde(rename = "_id")]
    pub id: String,
    /// "10% off hampers above ₹2,999".
    pub title: String,
    /// percent, fixed or freeDelivery.
    pub kind: String,
    pub percent: Option<i64>,
    /// Amount off, rupees.
    pub amount: Option<f64>,
    /// Most taken off, rupees.
    pub max_discount: Option<f64>,
    /// The covered lines must be worth this much, rupees.
    pub min_subtotal: Option<f64>,
    /// Until when (RFC 3339); null without an end.
    pub ends_at: Option<String>,
    /// all, categories or products.
    pub scope: String,
    /// Category ids or product ids (empty for all).
    pub targets: Vec<String>,
}

/// What an offer gives, as the API names it: (kind, percent, amount, cap).
fn benefit_parts(b: Benefit) -> (String, Option<i64>, Option<f64>, Option<f64>) {
    match b {
        Benefit::Percent { percent, cap } => {
            (b.kind().into(), Some(percent), None, cap.map(Money::rupees))
        }
        Benefit::Fixed(a) => (b.kind().into(), None, Some(a.rupees()), None),
        Benefit::FreeDelivery => (b.kind().into(), None, None, None),
    }
}

impl From<&Offer> for RunningOfferResponse {
    fn from(o: &Offer) -> Self {
        let (kind, percent, amount, max_discount) = benefit_parts(o.benefit);
        RunningOfferResponse {
            id: o.id.clone(),
            title: o.title.clone(),
            kind,
            percent,
            amount,
            max_discount,
            min_subtotal: o.min_subtotal.map(Money::rupees),
            ends_at: o.ends_at.map(rfc3339),
            scope: o.scope.kind().into(),
            targets: o.scope.targets().to_vec(),
        }
    }
}

/// The automatic offers running now (no code needed), for the badges on product cards and
/// pages. No sign-in needed.
#[utoipa::path(get, path = "/offers", tag = "promotions",
    responses((status = 200, body = [RunningOfferResponse])))]
pub async fn list_running_offers(
    State(state): State<AppState>,
) -> ApiResult<Json<Vec<RunningOfferResponse>>> {
    let offers = state.shop.promotions.running_offers().await?;
    Ok(Json(offers.iter().map(Into::into).collect()))
}

/// A promotion as the owner sees it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Promotion)]
pub struct PromotionResponse {
    #[serde(rename = "_id")]
    pub id: String,
    /// Upper case; null for an automatic offer.
    pub code: Option<String>,
    pub title: String,
    /// percent, fixed or freeDelivery.
    pub kind: String,
    /// 1–100 for percent.
    pub percent: Option<i64>,
    /// Amount off for fixed, rupees.
    pub amount: Option<f64>,
    /// Most a percentage takes off, rupees.
    pub max_discount: Option<f64>,
    /// The covered lines must be worth this much, rupees.
    pub min_subtotal: Option<f64>,
    pub starts_at: Option<String>,
    pub ends_at: Option<String>,
    pub max_uses: Option<i64>,
    pub max_uses_per_customer: Option<i64>,
    pub first_order_only: bool,
    /// all, categories or products.
    pub scope: String,
    pub targets: Vec<String>,
    pub active: bool,
    /// Orders that carry it now (an unpaid order that expired or was cancelled gave its use
    /// back).
    pub uses: i64,
    /// Paid orders that carry it.
    pub paid_orders: i64,
    /// Those orders' totals, rupees.
    pub revenue: f64,
    /// The discount it gave on them, rupees.
    pub discount_given: f64,
    pub created_at: String,
}

impl From<&OfferView> for PromotionResponse {
    fn from(v: &OfferView) -> Self {
        let o = &v.record.offer;
        let (kind, percent, amount, max_discount) = benefit_parts(o.benefit);
        PromotionResponse {
            id: o.id.clone(),
            code: o.code.clone(),
            title: o.title.clone(),
            kind,
            percent,
            amount,
            max_discount,
            min_subtotal: o.min_subtotal.map(Money::rupees),
            starts_at: o.starts_at.map(rfc3339),
            ends_at: o.ends_at.map(rfc3339),
            max_uses: o.max_uses,
            max_uses_per_customer: o.max_per_customer,
            first_order_only: o.first_order_only,
            scope: o.scope.kind().into(),
            targets: o.scope.targets().to_vec(),
            active: o.active,
            uses: v.record.uses,
            paid_orders: v.stats.paid_orders,
            revenue: Money::from_paise(v.stats.revenue_paise).rupees(),
            discount_given: Money::from_paise(v.stats.discount_paise).rupees(),
            created_at: rfc3339(o.created_at),
        }
    }
}

/// A promotion as the owner writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PromotionInput)]
pub struct PromotionRequest {
    /// 3–20 letters, digits, - or _ (any case; kept in upper case); null or "" for an
    /// automatic offer.
    #[serde(default)]
    pub code: Option<String>,
    #[serde(default)]
    pub title: String,
    /// percent, fixed or freeDelivery.
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub percent: Option<i64>,
    /// Rupees.
    #[serde(default)]
    pub amount: Option<f64>,
    /// Rupees.
    #[serde(default)]
    pub max_discount: Option<f64>,
    /// Rupees.
    #[serde(default)]
    pub min_subtotal: Option<f64>,
    /// RFC 3339 (the admin sends India's time with +05:30).
    #[serde(default)]
    pub starts_at: Option<String>,
    #[serde(default)]
    pub ends_at: Option<String>,
    #[serde(default)]
    pub max_uses: Option<i64>,
    #[serde(default)]
    pub max_uses_per_customer: Option<i64>,
    #[serde(default)]
    pub first_order_only: bool,
    /// all (default), categories or products.
    #[serde(default)]
    pub scope: Option<String>,
    #[serde(default)]
    pub targets: Vec<String>,
    #[serde(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

impl PromotionRequest {
    /// The offer's input, or every field that is wrong: those that cannot be read (amounts,
    /// times) with those the offer's rules refuse.
    fn parse(self) -> Result<OfferInput, FieldErrors> {
        let mut errors = FieldErrors::new();
        let mut money = |field: &str, v: Option<f64>| -> Option<Money> {
            let v = v?;
            match Money::parse_rupees(v) {
                Some(m) => Some(m),
                None => {
                    errors.insert(
                        field.into(),
                        "Give an amount in rupees, at most two decimals.".into(),
                    );
                    None
                }
            }
        };
        let amount = money("amount", self.amount);
        let max_discount = money("maxDiscount", self.max_discount);
        let min_subtotal = money("minSubtotal", self.min_subtotal);
        let mut time = |field: &str, v: Option<&str>| -> Option<i64> {
            let v = v.map(str::trim).filter(|s| !s.is_empty())?;
            match parse_rfc3339(v) {
                Some(ms) => Some(ms),
                None => {
                    errors.insert(field.into(), "Give a date and time.".into());
                    None
                }
            }
        };
        let starts_at = time("startsAt", self.starts_at.as_deref());
        let ends_at = time("endsAt", self.ends_at.as_deref());
        let input = OfferInput {
            code: self.code,
            title: self.title,
            kind: self.kind,
            percent: self.percent,
            amount,
            max_discount,
            min_subtotal,
            starts_at,
            ends_at,
            max_uses: self.max_uses,
            max_per_customer: self.max_uses_per_customer,
            first_order_only: self.first_order_only,
            scope: self.scope.unwrap_or_else(|| "all".into()),
            targets: self.targets,
            active: self.active,
        };
        if errors.is_empty() {
            return Ok(input);
        }
        if let Err(rules) = tokri_domain::promo::check_offer(input, String::new(), 0) {
            for (field, message) in rules {
                errors.entry(field).or_insert(message);
            }
        }
        Err(errors)
    }
}

fn invalid(errors: FieldErrors) -> ApiError {
    tokri_shop::ShopError::fields(errors).into()
}

/// Which promotions the list shows.
#[derive(Debug, Deserialize, IntoParams)]
pub struct PromotionQuery {
    /// true for active ones, false for inactive ones; all when left out.
    pub active: Option<bool>,
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 50).
    pub limit: Option<i64>,
}

/// The promotions, newest first, with their uses and what they brought in; the next page's
/// cursor is in `X-Next-Cursor`.
#[utoipa::path(get, path = "/admin/promotions", tag = "promotions", security(("bearer" = [])), params(PromotionQuery),
    responses((status = 200, body = [PromotionResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_promotions(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<PromotionQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<PromotionResponse>>)> {
    let page = state
        .shop
        .promotions
        .list(q.active, q.cursor.as_deref(), q.limit)
        .await?;
    let mut query: Vec<(&str, String)> = Vec::new();
    if let Some(a) = q.active {
        query.push(("active", a.to_string()));
    }
    if let Some(l) = q.limit {
        query.push(("limit", l.to_string()));
    }
    let pairs: Vec<(&str, &str)> = query.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let headers = next_page_headers(
        "/api/admin/promotions",
        &pairs,
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(page.items.iter().map(PromotionResponse::from).collect()),
    ))
}

/// Makes a coupon (with a code) or an automatic offer (without).
#[utoipa::path(post, path = "/admin/promotions", tag = "promotions", security(("bearer" = [])), request_body = PromotionRequest,
    responses((status = 201, body = PromotionResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn create_promotion(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<PromotionRequest>,
) -> ApiResult<(StatusCode, Json<PromotionResponse>)> {
    let input = req.parse().map_err(invalid)?;
    let v = state.shop.promotions.create(input).await?;
    Ok((StatusCode::CREATED, Json(PromotionResponse::from(&v))))
}

/// One promotion with its figures.
#[utoipa::path(get, path = "/admin/promotions/{id}", tag = "promotions", security(("bearer" = [])),
    params(("id" = String, Path, description = "Promotion id")),
    responses((status = 200, body = PromotionResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse),
        (status = 404, body = ErrorResponse)))]
pub async fn get_promotion(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<PromotionResponse>> {
    let v = state.shop.promotions.get(&id).await?;
    Ok(Json(PromotionResponse::from(&v)))
}

/// Replaces a promotion's terms (switch it off with `active: false`); its uses stay.
#[utoipa::path(put, path = "/admin/promotions/{id}", tag = "promotions", security(("bearer" = [])), request_body = PromotionRequest,
    params(("id" = String, Path, description = "Promotion id")),
    responses((status = 200, body = PromotionResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn update_promotion(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<PromotionRequest>,
) -> ApiResult<Json<PromotionResponse>> {
    let input = req.parse().map_err(invalid)?;
    let v = state.shop.promotions.update(&id, input).await?;
    Ok(Json(PromotionResponse::from(&v)))
}
