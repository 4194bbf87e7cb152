//! The admin area's API. Every handler takes [`AdminUser`]: 401 without a valid token, 403
//! for any role but admin.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokri_domain::form::{self, SentPrice};
use tokri_domain::variant::VariantDraft;
use tokri_domain::{Background, Layout, Money, OrderStatus, PaymentMethod, PaymentStatus};
use tokri_shop::admin::{
    BannerInput, CategoryInput, DeclarationDraftInput, OrdersQuery, ProductInput,
};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::catalogue::{BannerResponse, CategoryResponse, ProductDetailResponse};
use crate::routes::orders::OrderResponse;
use crate::routes::{MessageResponse, message};
use crate::time_fmt::parse_rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_admin_profile))
        .routes(routes!(get_stats))
        .routes(routes!(list_admin_categories, create_category))
        .routes(routes!(update_category, delete_category))
        .routes(routes!(list_admin_products, create_product))
        .routes(routes!(get_admin_product, update_product, delete_product))
        .routes(routes!(list_admin_banners, create_banner))
        .routes(routes!(update_banner, delete_banner))
        .routes(routes!(list_admin_orders))
        .routes(routes!(get_admin_order))
        .routes(routes!(update_order_status))
        .routes(routes!(update_order_refund))
}

/// The admin's own profile.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = AdminProfile)]
pub struct AdminProfileResponse {
    pub email: String,
    /// Always "admin".
    pub role: tokri_domain::Role,
    pub name: String,
}

/// The signed-in admin.
#[utoipa::path(get, path = "/admin/profile", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = AdminProfileResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_admin_profile(AdminUser(user): AdminUser) -> Json<AdminProfileResponse> {
    Json(AdminProfileResponse {
        email: user.email,
        role: user.role,
        name: user.name,
    })
}

// ---- categories ----

/// Category fields; fields not sent keep their value on update.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CategoryRequest)]
pub struct CategoryRequest {
    /// Name (required).
    pub name: Option<String>,
    /// Slug; empty = generated from the name.
    pub slug: Option<String>,
    /// Picture URL.
    pub image: Option<String>,
    /// One of the six background classes.
    #[schema(value_type = Option<tokri_domain::Background>)]
    pub bg: Option<String>,
    /// Shown on the storefront (default true).
    pub active: Option<bool>,
    /// Number ≥ 0; blank = count + 1 on create, unchanged on update.
    #[schema(value_type = Option<f64>)]
    pub sort_order: Option<Value>,
    /// standard or giftBox.
    #[schema(value_type = Option<tokri_domain::Layout>)]
    pub layout: Option<String>,
}

impl TryFrom<CategoryRequest> for CategoryInput {
    type Error = ApiError;

    fn try_from(r: CategoryRequest) -> ApiResult<Self> {
        Ok(CategoryInput {
            name: r.name,
            slug: r.slug,
            image: r.image,
            bg: parsed(
                r.bg.as_deref(),
                Background::parse,
                "Background must be one of yellow-50, orange-50, amber-50, pink-50, green-50, purple-50.",
            )?,
            active: r.active,
            sort_order: sort_order(r.sort_order.as_ref())?,
            layout: parsed(
                r.layout.as_deref(),
                Layout::parse,
                "Layout must be standard or giftBox.",
            )?,
        })
    }
}

fn sort_order(sent: Option<&Value>) -> ApiResult<Option<i64>> {
    form::sort_order(sent).map_err(ApiError::bad_request)
}

/// Parses an optional sent name into its enum, answering `message` for any other name.
fn parsed<T>(
    sent: Option<&str>,
    parse: fn(&str) -> Option<T>,
    message: &str,
) -> ApiResult<Option<T>> {
    sent.map(|s| parse(s.trim()).ok_or_else(|| ApiError::bad_request(message)))
        .transpose()
}

/// Every category, active or not.
#[utoipa::path(get, path = "/admin/categories", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = [CategoryResponse]), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_admin_categories(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<Vec<CategoryResponse>>> {
    let list = state.shop.admin.list_categories().await?;
    Ok(Json(list.iter().map(CategoryResponse::from).collect()))
}

/// Creates a category.
#[utoipa::path(post, path = "/admin/categories", tag = "admin", security(("bearer" = [])), request_body = CategoryRequest,
    responses((status = 201, body = CategoryResponse), (status = 400, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn create_category(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<CategoryRequest>,
) -> ApiResult<(StatusCode, Json<CategoryResponse>)> {
    let c = state.shop.admin.create_category(&req.try_into()?).await?;
    Ok((StatusCode::CREATED, Json(CategoryResponse::from(&c))))
}

/// Updates a category.
#[utoipa::path(put, path = "/admin/categories/{id}", tag = "admin", security(("bearer" = [])), request_body = CategoryRequest,
    params(("id" = String, Path, description = "Category id")),
    responses((status = 200, body = CategoryResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn update_category(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<CategoryRequest>,
) -> ApiResult<Json<CategoryResponse>> {
    let c = state
        .shop
        .admin
        .update_category(&id, &req.try_into()?)
        .await?;
    Ok(Json(CategoryResponse::from(&c)))
}

/// Deletes a category that no product uses.
#[utoipa::path(delete, path = "/admin/categories/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Category id")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn delete_category(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.admin.delete_category(&id).await?;
    Ok(message("Category deleted."))
}

// ---- products ----

/// Product list filters.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ProductQuery {
    /// Part of the name.
    pub search: Option<String>,
    /// Category id.
    pub category_id: Option<String>,
    /// The `X-Next-Cursor` of the page before; without it, the first page.
    pub cursor: Option<String>,
    /// Page size (default and at most 100).
    pub limit: Option<String>,
}

/// Product fields.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductRequest)]
pub struct ProductRequest {
    /// Name (required).
    pub name: Option<String>,
    pub description: Option<String>,
    /// Picture URLs, main first (a single URL is accepted too).
    #[schema(value_type = Vec<String>)]
    pub image: Option<Value>,
    /// Price in rupees (> 0).
    #[schema(value_type = f64)]
    pub price: Option<Value>,
    /// Category id (required).
    pub category_id: Option<String>,
    /// Weight or pack size.
    pub weight: Option<String>,
    pub origin: Option<String>,
    /// Units in the crate (whole number from 0); null stops counting; left out keeps the
    /// stored value (new products are not counted).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<i64>)]
    pub stock: Option<Value>,
    /// Shown on the storefront; left out keeps the stored value (new products are active).
    pub active: Option<bool>,
    /// HSN code (4, 6 or 8 digits; blank for none); left out keeps the stored value.
    pub hsn_code: Option<String>,
    /// GST rate in percent; left out keeps the stored value (new products: 0).
    #[schema(value_type = Option<tokri_domain::tax::GstRate>)]
    pub gst_rate: Option<i64>,
    /// The name of the choice between variants ("Pack", "Weight", "Size"; at most 30
    /// characters); left out keeps the stored value.
    pub option_name: Option<String>,
    /// Every variant in order (1–20). Listed variants with an `_id` are updated, those without
    /// are added, the product's other variants are removed (past orders keep their lines); the
    /// product's `price` becomes the lowest variant price and `price`/`stock` sent beside are
    /// ignored. Left out: the single-price form (`price`, `stock`) for a product of one variant.
    pub variants: Option<Vec<VariantRequest>>,
    /// Pack declarations (Legal Metrology rules 6(10), 6(11)); left out keeps the stored ones.
    /// A pre-packed product that is shown needs them all, a country of origin, and a net
    /// quantity and an MRP on every variant: otherwise 400 naming each missing field (save it
    /// with `active: false` while filling them in).
    pub declaration: Option<DeclarationRequest>,
    /// The single-price form's net quantity: a whole number of `netUnit`.
    #[schema(value_type = Option<f64>)]
    #[serde(default)]
    pub net_quantity: Option<Value>,
    /// `g`, `ml` or `unit`; blank clears the net quantity; left out keeps it.
    pub net_unit: Option<String>,
}

/// A product's pack declarations as the admin sends them.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeclarationRequest)]
pub struct DeclarationRequest {
    /// Sold pre-packed (false: loose produce, weighed or counted at sale).
    #[serde(default)]
    pub packed: bool,
    /// The common or generic name.
    #[serde(default)]
    pub generic_name: String,
    /// `manufacturer`, `packer` (default) or `importer`.
    #[serde(default)]
    pub packer_role: String,
    /// Their name and address.
    #[serde(default)]
    pub packer: String,
    /// "Best before 5 days from packing".
    #[serde(default)]
    pub best_before: String,
}

/// One variant as the admin sends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = VariantRequest)]
pub struct VariantRequest {
    /// An existing variant's id to update it; left out adds a variant.
    #[serde(rename = "_id", default)]
    pub id: Option<String>,
    /// "12 pieces", "1 kg" (required when there are several variants; unique).
    #[serde(default)]
    pub label: String,
    /// Price in rupees (> 0).
    #[schema(value_type = f64)]
    #[serde(default)]
    pub price: Option<Value>,
    /// Compare-at price (MRP) in rupees, at least the price; null or left out for none.
    #[schema(value_type = Option<f64>)]
    #[serde(default)]
    pub mrp: Option<Value>,
    /// Units in the crate (whole number from 0); null stops counting; left out keeps the
    /// stored value (new variants are not counted).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<i64>)]
    pub stock: Option<Value>,
    /// Stock-keeping unit (optional, at most 40 characters).
    #[serde(default)]
    pub sku: Option<String>,
    /// Weight in grams (optional).
    #[schema(value_type = Option<f64>)]
    #[serde(default)]
    pub weight_grams: Option<Value>,
    /// Declared net quantity: a whole number of `netUnit` (pre-packed products).
    #[schema(value_type = Option<f64>)]
    #[serde(default)]
    pub net_quantity: Option<Value>,
    /// `g`, `ml` or `unit`; blank or left out for none.
    #[serde(default)]
    pub net_unit: Option<String>,
}

/// A sent optional number: None for a value left out, null or blank; a number (or a number in
/// a string) as read by [`form::number`]; anything else as NaN, which the variant rules refuse
/// by field.
fn optional_number(v: Option<&Value>) -> Option<f64> {
    match v {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(v) => Some(form::number(v).unwrap_or(f64::NAN)),
    }
}

impl VariantRequest {
    fn draft(self) -> VariantDraft {
        VariantDraft {
            id: self.id.filter(|i| !i.is_empty()),
            label: self.label,
            price: optional_number(self.price.as_ref()),
            mrp: optional_number(self.mrp.as_ref()),
            stock: self.stock.map(|v| optional_number(Some(&v))),
            sku: self.sku.unwrap_or_default(),
            weight_grams: optional_number(self.weight_grams.as_ref()),
            net_quantity: optional_number(self.net_quantity.as_ref()),
            net_unit: self.net_unit.unwrap_or_default(),
        }
    }
}

impl TryFrom<ProductRequest> for ProductInput {
    type Error = ApiError;

    fn try_from(r: ProductRequest) -> ApiResult<Self> {
        let images = match r.image {
            Some(Value::Array(a)) => a
                .into_iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect(),
            Some(Value::String(s)) => vec![s],
            _ => Vec::new(),
        };
        Ok(ProductInput {
            name: r.name,
            description: r.description,
            images,
            price: SentPrice::read(r.price.as_ref()),
            category_id: r.category_id,
            weight: r.weight,
            origin: r.origin,
            stock: r
                .stock
                .map(|v| form::stock_count(&v))
                .transpose()
                .map_err(ApiError::bad_request)?,
            active: r.active,
            hsn_code: r.hsn_code,
            gst_rate: r.gst_rate,
            option_name: r.option_name,
            variants: r
                .variants
                .map(|vs| vs.into_iter().map(VariantRequest::draft).collect()),
            declaration: r.declaration.map(|d| DeclarationDraftInput {
                packed: d.packed,
                generic_name: d.generic_name,
                packer_role: d.packer_role,
                packer: d.packer,
                best_before: d.best_before,
            }),
            net_quantity: optional_number(r.net_quantity.as_ref()),
            net_unit: r.net_unit,
        })
    }
}

/// Products by name and category, newest first: 25 (or `limit`, at most 100), and in the
/// `X-Next-Cursor` header (and a `Link: rel="next"`) the cursor of the next ones when there are
/// more.
#[utoipa::path(get, path = "/admin/products", tag = "admin", security(("bearer" = [])), params(ProductQuery),
    responses(
        (status = 200, body = [ProductDetailResponse], headers(
            ("X-Next-Cursor" = String, description = "The `cursor` of the next page; absent on the last page."),
            ("Link" = String, description = "`</api/admin/products?cursor=…>; rel=\"next\"` when there is a next page."),
        )),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_admin_products(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<ProductQuery>,
) -> ApiResult<(axum::http::HeaderMap, Json<Vec<ProductDetailResponse>>)> {
    let limit = number(&q.limit, "limit")?;
    let page = state
        .shop
        .admin
        .list_products(
            q.search.clone(),
            q.category_id.clone(),
            q.cursor.as_deref(),
            limit,
        )
        .await?;
    let query: Vec<(&str, &str)> = [
        ("search", &q.search),
        ("categoryId", &q.category_id),
        ("limit", &q.limit),
    ]
    .into_iter()
    .filter_map(|(name, value)| Some((name, value.as_deref().filter(|v| !v.trim().is_empty())?)))
    .collect();
    let headers = crate::routes::next_page_headers(
        "/api/admin/products",
        &query,
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(
            page.items
                .iter()
                .map(ProductDetailResponse::for_admin)
                .collect(),
        ),
    ))
}

/// Creates a product.
#[utoipa::path(post, path = "/admin/products", tag = "admin", security(("bearer" = [])), request_body = ProductRequest,
    responses((status = 201, body = ProductDetailResponse), (status = 400, body = ErrorResponse)))]
pub async fn create_product(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<ProductRequest>,
) -> ApiResult<(StatusCode, Json<ProductDetailResponse>)> {
    let p = state.shop.admin.create_product(&req.try_into()?).await?;
    Ok((
        StatusCode::CREATED,
        Json(ProductDetailResponse::for_admin(&p)),
    ))
}

/// One product as the admin sees it, whatever page of the list it is on (also one the storefront
/// hides): what the edit form starts from.
#[utoipa::path(get, path = "/admin/products/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Product id")),
    responses((status = 200, body = ProductDetailResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_admin_product(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<ProductDetailResponse>> {
    let p = state.shop.admin.get_product(&id).await?;
    Ok(Json(ProductDetailResponse::for_admin(&p)))
}

/// Replaces a product.
#[utoipa::path(put, path = "/admin/products/{id}", tag = "admin", security(("bearer" = [])), request_body = ProductRequest,
    params(("id" = String, Path, description = "Product id")),
    responses((status = 200, body = ProductDetailResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_product(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<ProductRequest>,
) -> ApiResult<Json<ProductDetailResponse>> {
    let p = state
        .shop
        .admin
        .update_product(&id, &req.try_into()?)
        .await?;
    Ok(Json(ProductDetailResponse::for_admin(&p)))
}

/// Deletes a product.
#[utoipa::path(delete, path = "/admin/products/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Product id")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse)))]
pub async fn delete_product(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.admin.delete_product(&id).await?;
    Ok(message("Product deleted."))
}

// ---- banners ----

/// Banner fields.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = BannerRequest)]
pub struct BannerRequest {
    pub title: Option<String>,
    /// Call-to-action label.
    pub label: Option<String>,
    /// Picture URL (required on create).
    #[serde(alias = "imageUrl")]
    pub img: Option<String>,
    /// Internal path or http(s) address.
    pub link: Option<String>,
    /// Category id, or null to unassign.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub category_id: Option<Value>,
    /// Switched on.
    pub active: Option<bool>,
    /// Number ≥ 0; blank = count + 1 on create, unchanged on update.
    #[schema(value_type = Option<f64>)]
    pub sort_order: Option<Value>,
    /// Start (RFC 3339, or `YYYY-MM-DDTHH:MM` read as IST); empty or invalid = none.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub start_at: Option<Value>,
    /// End, like the start.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub end_at: Option<Value>,
}

/// Tells a field sent as null (`Some(Value::Null)`) from a field not sent (`None`).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(d).map(Some)
}

/// RFC 3339, or a `datetime-local` value read in the shop's time zone; else None.
fn banner_time(v: &Value) -> Option<i64> {
    let s = v.as_str()?.trim();
    if s.is_empty() {
        return None;
    }
    parse_rfc3339(s).or_else(|| {
        let (date, time) = s.split_once('T')?;
        let day = tokri_domain::calendar::ist_day_start(date)?;
        let mut hm = time.split(':');
        let h: i64 = hm.next()?.parse().ok()?;
        let m: i64 = hm.next()?.get(..2)?.parse().ok()?;
        ((0..24).contains(&h) && (0..60).contains(&m)).then_some(day + (h * 60 + m) * 60_000)
    })
}

impl TryFrom<BannerRequest> for BannerInput {
    type Error = ApiError;

    fn try_from(r: BannerRequest) -> ApiResult<Self> {
        Ok(BannerInput {
            start_at: r.start_at.as_ref().map(banner_time),
            end_at: r.end_at.as_ref().map(banner_time),
            title: r.title,
            label: r.label,
            image: r.img,
            link: r.link,
            category_id: r.category_id.map(|v| v.as_str().map(str::to_string)),
            active: r.active,
            sort_order: sort_order(r.sort_order.as_ref())?,
        })
    }
}

/// Every banner, whatever its window.
#[utoipa::path(get, path = "/admin/banners", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = [BannerResponse]), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_admin_banners(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<Vec<BannerResponse>>> {
    let list = state.shop.admin.list_banners().await?;
    Ok(Json(list.iter().map(BannerResponse::from).collect()))
}

/// Creates a banner; the answer is the saved banner.
#[utoipa::path(post, path = "/admin/banners", tag = "admin", security(("bearer" = [])), request_body = BannerRequest,
    responses((status = 201, body = BannerResponse), (status = 400, body = ErrorResponse)))]
pub async fn create_banner(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<BannerRequest>,
) -> ApiResult<(StatusCode, Json<BannerResponse>)> {
    let b = state.shop.admin.create_banner(&req.try_into()?).await?;
    Ok((StatusCode::CREATED, Json(BannerResponse::from(&b))))
}

/// Updates a banner; the answer is the saved banner.
#[utoipa::path(put, path = "/admin/banners/{id}", tag = "admin", security(("bearer" = [])), request_body = BannerRequest,
    params(("id" = String, Path, description = "Banner id")),
    responses((status = 200, body = BannerResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_banner(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<BannerRequest>,
) -> ApiResult<Json<BannerResponse>> {
    let b = state
        .shop
        .admin
        .update_banner(&id, &req.try_into()?)
        .await?;
    Ok(Json(BannerResponse::from(&b)))
}

/// Deletes a banner.
#[utoipa::path(delete, path = "/admin/banners/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Banner id")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse)))]
pub async fn delete_banner(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.admin.delete_banner(&id).await?;
    Ok(message("Banner deleted."))
}

// ---- orders ----

/// Order list filters.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct OrderQuery {
    /// Exact status ("All" or empty = any).
    #[param(value_type = Option<tokri_domain::OrderStatus>)]
    pub status: Option<String>,
    /// An order id or number ("3f2a9c1e" or "#3f2a9c1e"), a customer's email or a delivery
    /// mobile number (each found exactly); else the start of an id or part of the customer's
    /// name or email.
    pub search: Option<String>,
    /// First IST day, YYYY-MM-DD.
    pub start_date: Option<String>,
    /// Last IST day, YYYY-MM-DD (inclusive).
    pub end_date: Option<String>,
    /// Delivery day, YYYY-MM-DD.
    pub delivery_date: Option<String>,
    /// Page from 1; past the last page answers the last page.
    pub page: Option<String>,
    /// Page size (default 20, at most 100).
    pub limit: Option<String>,
    /// "true" to include online orders that were never paid (hidden by default).
    pub include_unpaid: Option<String>,
    /// The `nextCursor` of the page before: the next page by keyset (then `page` is not used).
    pub cursor: Option<String>,
    /// Only orders with this payment status.
    #[param(value_type = Option<PaymentStatus>)]
    pub payment_status: Option<String>,
    /// Only orders paid this way.
    #[param(value_type = Option<PaymentMethod>)]
    pub payment_method: Option<String>,
    /// Only orders delivered to this PIN code.
    pub pin_code: Option<String>,
    /// Only orders delivered in this slot (slot id).
    pub delivery_slot: Option<String>,
    /// "true" for gift orders only.
    pub gift: Option<String>,
}

/// A page of orders.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderPage)]
pub struct OrderPageResponse {
    /// The orders, newest first.
    pub orders: Vec<OrderResponse>,
    /// This page (the last one when a later page was asked for).
    pub page: i64,
    /// Number of pages (at least 1).
    pub pages: i64,
    /// Matching orders in all; a lower bound (10,000) when `totalExact` is false.
    pub total: i64,
    /// False when more orders match a search or date filter than are counted (10,000).
    pub total_exact: bool,
    /// The cursor of the next page (pass it as `cursor`), absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<String>,
}

/// A true/false query parameter: absent, empty, "false" or "0" is false.
fn flag(s: &Option<String>, name: &str) -> ApiResult<bool> {
    match s.as_deref().map(str::trim) {
        None | Some("" | "false" | "0") => Ok(false),
        Some("true" | "1") => Ok(true),
        Some(_) => Err(crate::error::ApiError::bad_request(format!(
            "{name} must be true or false."
        ))),
    }
}

fn number(s: &Option<String>, what: &str) -> ApiResult<Option<i64>> {
    match s.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(v) => v.parse::<i64>().map(Some).map_err(|_| {
            crate::error::ApiError::bad_request(format!("The {what} must be a whole number."))
        }),
        None => Ok(None),
    }
}

/// Orders by status, search and IST dates, 20 a page.
#[utoipa::path(get, path = "/admin/orders", tag = "admin", security(("bearer" = [])), params(OrderQuery),
    responses((status = 200, body = OrderPageResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_admin_orders(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<OrderQuery>,
) -> ApiResult<Json<OrderPageResponse>> {
    let page = state
        .shop
        .admin
        .list_orders(&OrdersQuery {
            page: number(&q.page, "page")?,
            limit: number(&q.limit, "limit")?,
            status: parsed(
                q.status
                    .as_deref()
                    .map(str::trim)
                    .filter(|s| !s.is_empty() && *s != "All"),
                OrderStatus::parse,
                "Unknown order status.",
            )?,
            search: q.search,
            start_date: q.start_date,
            end_date: q.end_date,
            include_unpaid: flag(&q.include_unpaid, "includeUnpaid")?,
            delivery_date: q.delivery_date,
            cursor: q.cursor,
            payment_status: parsed(
                q.payment_status
                    .as_deref()
                    .map(str::trim)
                    .filter(|s| !s.is_empty()),
                PaymentStatus::parse,
                "Unknown payment status.",
            )?,
            pay_method: parsed(
                q.payment_method
                    .as_deref()
                    .map(str::trim)
                    .filter(|s| !s.is_empty()),
                PaymentMethod::parse,
                "Unknown payment method.",
            )?,
            pin_code: q.pin_code,
            delivery_slot: q.delivery_slot,
            gifts_only: flag(&q.gift, "gift")?,
        })
        .await?;
    Ok(Json(OrderPageResponse {
        orders: page.orders.iter().map(OrderResponse::from).collect(),
        page: page.page,
        pages: page.pages,
        total: page.total,
        total_exact: page.total_exact,
        next_cursor: page.next,
    }))
}

/// One order with the customer's name and email.
#[utoipa::path(get, path = "/admin/orders/{id}", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = OrderResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_admin_order(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<OrderResponse>> {
    let order = state.shop.admin.get_order(&id).await?;
    Ok(Json(OrderResponse::detailed(&state, &order).await?))
}

/// New status.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = OrderStatusRequest)]
pub struct OrderStatusRequest {
    /// One of the six statuses.
    #[serde(default)]
    #[schema(value_type = tokri_domain::OrderStatus)]
    pub status: String,
}

/// Sets an order's status.
#[utoipa::path(patch, path = "/admin/orders/{id}/status", tag = "admin", security(("bearer" = [])), request_body = OrderStatusRequest,
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = OrderResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_order_status(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<OrderStatusRequest>,
) -> ApiResult<Json<OrderResponse>> {
    Ok(Json(OrderResponse::from(
        &state
            .shop
            .admin
            .set_order_status(&id, status_named(&req.status)?)
            .await?,
    )))
}

fn status_named(s: &str) -> ApiResult<OrderStatus> {
    OrderStatus::parse(s.trim()).ok_or_else(|| {
        ApiError::bad_request(
            "Status must be one of Pending, Processing, Shipped, Delivered, Cancelled, Refunded.",
        )
    })
}

/// Marks the refund of an order as made.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = OrderRefundRequest)]
pub struct OrderRefundRequest {
    /// Must be true: the money went back to the customer (at the payment provider).
    #[serde(default)]
    pub refunded: bool,
}

/// Marks an order's due refund as made, once the money went back at the payment provider.
#[utoipa::path(patch, path = "/admin/orders/{id}/refund", tag = "admin", security(("bearer" = [])), request_body = OrderRefundRequest,
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = OrderResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn update_order_refund(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<OrderRefundRequest>,
) -> ApiResult<Json<OrderResponse>> {
    if !req.refunded {
        return Err(crate::error::ApiError::bad_request(
            "Send refunded: true once the money went back to the customer.",
        ));
    }
    Ok(Json(OrderResponse::from(
        &state.shop.admin.mark_refunded(&id).await?,
    )))
}

// ---- dashboard ----

/// Paid orders and money over a period.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = StatsPeriod)]
pub struct PeriodResponse {
    /// Paid orders.
    pub orders: i64,
    /// Money taken, rupees.
    pub revenue: f64,
    /// Discounts given on those orders, rupees.
    pub discounts: f64,
}

/// Orders with one status.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = StatusCount)]
pub struct StatusCountResponse {
    pub status: OrderStatus,
    /// How many.
    pub count: i64,
}

/// A best seller.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = TopProduct)]
pub struct TopProductResponse {
    /// Product id.
    pub product_id: String,
    pub name: String,
    /// Units sold.
    pub qty: i64,
    /// Money taken, rupees.
    pub revenue: f64,
}

/// One day's takings.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DailyRevenue)]
pub struct DailyResponse {
    /// IST date, YYYY-MM-DD.
    pub date: String,
    /// Money taken, rupees.
    pub revenue: f64,
    /// Paid orders.
    pub orders: i64,
}

/// The dashboard's figures (IST days).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminStats)]
pub struct StatsResponse {
    pub today: PeriodResponse,
    /// Last 7 days.
    pub last7_days: PeriodResponse,
    /// Last 30 days.
    pub last30_days: PeriodResponse,
    /// Orders per status.
    pub by_status: Vec<StatusCountResponse>,
    /// Orders waiting for payment.
    pub unpaid_orders: i64,
    /// Best sellers over 30 days.
    pub top_products: Vec<TopProductResponse>,
    /// Revenue per day for 30 days, oldest first.
    pub daily: Vec<DailyResponse>,
    /// Orders with a refund due (a payment after cancellation, or a second payment).
    pub refunds_due: i64,
    /// The first 20 of them, oldest first.
    pub refund_orders: Vec<OrderResponse>,
}

/// Figures for the dashboard.
#[utoipa::path(get, path = "/admin/stats", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = StatsResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_stats(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<StatsResponse>> {
    let s = state.shop.admin.stats(state.shop.clock.now_ms()).await?;
    let period = |p: tokri_shop::admin::Period| PeriodResponse {
        orders: p.orders,
        revenue: Money::from_paise(p.revenue_paise).rupees(),
        discounts: Money::from_paise(p.discount_paise).rupees(),
    };
    Ok(Json(StatsResponse {
        today: period(s.today),
        last7_days: period(s.last7),
        last30_days: period(s.last30),
        by_status: s
            .by_status
            .into_iter()
            .map(|(status, count)| StatusCountResponse { status, count })
            .collect(),
        unpaid_orders: s.unpaid,
        top_products: s
            .top_products
            .into_iter()
            .map(|t| TopProductResponse {
                product_id: t.product_id,
                name: t.name,
                qty: t.qty,
                revenue: Money::from_paise(t.revenue_paise).rupees(),
            })
            .collect(),
        daily: s
            .daily
            .into_iter()
            .map(|(date, r, n)| DailyResponse {
                date,
                revenue: Money::from_paise(r).rupees(),
                orders: n,
            })
            .collect(),
        refunds_due: s.refunds_due,
        refund_orders: s.refund_orders.iter().map(OrderResponse::from).collect(),
    }))
}
