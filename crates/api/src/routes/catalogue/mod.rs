//! Public catalogue: products, categories, banners.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokri_domain::declaration::{Declaration, unit_sale_price};
use tokri_domain::{Money, id::is_id};
use tokri_store::catalogue::{BannerRow, CategoryRow, ProductRow, VariantRow};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::time_fmt::rfc3339;

mod browse;
pub mod cache;
mod search;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_products))
        .routes(routes!(get_product))
        .routes(routes!(list_categories))
        .routes(routes!(list_banners))
        .routes(routes!(search::search))
        .routes(routes!(browse::browse_products))
}

/// A product's category, as product lists show it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = CategoryRef)]
pub struct CategoryRefResponse {
    /// Category id.
    #[serde(rename = "_id")]
    pub id: String,
    /// Category name.
    pub name: String,
}

/// One variant of a product: a pack, weight or size with its own price and stock.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Variant)]
pub struct VariantResponse {
    /// Variant id (a cart line names it as `variantId`).
    #[serde(rename = "_id")]
    pub id: String,
    /// "12 pieces", "1 kg"; "" for a product's single variant.
    pub label: String,
    /// Price in rupees.
    pub price: f64,
    /// Compare-at price (MRP) in rupees; null when none.
    pub mrp: Option<f64>,
    /// Units a customer can still buy; null when the shop does not count this variant.
    pub stock: Option<i64>,
    /// Stock-keeping unit ("" when none).
    pub sku: String,
    /// Weight in grams; null when not given.
    pub weight_grams: Option<i64>,
    /// The declared net quantity of the pack; null when none is declared.
    pub net_quantity: Option<NetQuantityResponse>,
    /// The unit sale price computed from the price and the net quantity ("₹0.24 per g", per kg
    /// from 1 kg, per unit for counted goods); null without a net quantity.
    pub unit_price: Option<String>,
    /// Admin answers only: units in the crate (null when not counted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stock_on_hand: Option<Option<i64>>,
    /// Admin answers only: units held by unpaid orders.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserved: Option<i64>,
}

impl VariantResponse {
    fn of(v: &VariantRow, admin: bool) -> Self {
        VariantResponse {
            id: v.id.clone(),
            label: v.label.clone(),
            price: Money::from_paise(v.price_paise).rupees(),
            mrp: v.mrp_paise.map(|m| Money::from_paise(m).rupees()),
            stock: v.available(),
            sku: v.sku.clone(),
            weight_grams: v.weight_grams,
            net_quantity: v.net.map(|n| NetQuantityResponse {
                amount: n.amount(),
                unit: n.unit().as_str().to_string(),
                label: n.to_string(),
            }),
            unit_price: v
                .net
                .map(|n| unit_sale_price(Money::from_paise(v.price_paise), n).to_string()),
            stock_on_hand: admin.then_some(v.stock),
            reserved: admin.then_some(v.reserved),
        }
    }
}

/// A declared net quantity.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = NetQuantity)]
pub struct NetQuantityResponse {
    /// In `unit`s: grams, millilitres or pieces.
    pub amount: i64,
    /// `g`, `ml` or `unit`.
    pub unit: String,
    /// As a label reads: "500 g", "1.5 kg", "750 ml", "12 units".
    pub label: String,
}

/// What the label of a pre-packed product says (Legal Metrology rules 6(10), 6(11)).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Declaration)]
pub struct DeclarationResponse {
    /// Sold pre-packed; false for loose produce (then nothing else is declared).
    pub packed: bool,
    /// The common or generic name.
    pub generic_name: String,
    /// `manufacturer`, `packer` or `importer`.
    pub packer_role: String,
    /// "Manufactured by", "Packed by" or "Imported by".
    pub packer_label: String,
    /// Their name and address.
    pub packer: String,
    pub best_before: String,
}

impl From<&Declaration> for DeclarationResponse {
    fn from(d: &Declaration) -> Self {
        DeclarationResponse {
            packed: d.packed,
            generic_name: d.generic_name.clone(),
            packer_role: d.packer_role.as_str().to_string(),
            packer_label: d.packer_role.label().to_string(),
            packer: d.packer.clone(),
            best_before: d.best_before.clone(),
        }
    }
}

/// The MRP shown beside the "from" price: the cheapest variant's.
fn from_mrp(p: &ProductRow) -> Option<f64> {
    p.variants
        .iter()
        .min_by_key(|v| v.price_paise)
        .and_then(|v| v.mrp_paise)
        .map(|m| Money::from_paise(m).rupees())
}

/// A product in lists.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Product)]
pub struct ProductResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub description: String,
    /// Price in rupees: the lowest of its variants' prices.
    pub price: f64,
    /// Main picture URL; null when the product has none.
    pub image: Option<String>,
    /// The category.
    pub category_id: Option<CategoryRefResponse>,
    /// Weight or pack size.
    pub weight: String,
    /// Where it comes from.
    pub origin: String,
    /// When it was added (RFC 3339).
    pub created_at: String,
    /// Units a customer can still buy over all variants; null when the shop does not count
    /// every variant.
    pub stock: Option<i64>,
    /// The owner's name for the choice between variants ("Pack"); "" for one variant.
    pub option_name: String,
    /// The variants in the owner's order; at least one.
    pub variants: Vec<VariantResponse>,
    /// The cheapest variant's compare-at price (MRP) in rupees; null when none.
    pub mrp: Option<f64>,
    /// Its approved reviews' average and count; left out while it has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingResponse>,
}

/// A product's rating from its approved reviews.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[schema(as = ProductRating)]
pub struct RatingResponse {
    /// 1–5, to one decimal.
    pub average: f64,
    /// How many approved reviews.
    pub count: i64,
}

impl RatingResponse {
    /// The rating of a product, None while it has no approved review.
    pub fn of(p: &ProductRow) -> Option<Self> {
        tokri_domain::review::average(p.rating_sum, p.rating_count).map(|average| RatingResponse {
            average,
            count: p.rating_count,
        })
    }
}

impl From<&ProductRow> for ProductResponse {
    fn from(p: &ProductRow) -> Self {
        ProductResponse {
            id: p.id.clone(),
            name: p.name.clone(),
            description: p.description.clone(),
            price: Money::from_paise(p.price_paise).rupees(),
            image: p.images.first().cloned(),
            category_id: Some(CategoryRefResponse {
                id: p.category_id.clone(),
                name: p.category_name.clone(),
            }),
            weight: p.weight.clone(),
            origin: p.origin.clone(),
            created_at: rfc3339(p.created_at),
            stock: p.available(),
            option_name: p.option_name.clone(),
            variants: p
                .variants
                .iter()
                .map(|v| VariantResponse::of(v, false))
                .collect(),
            mrp: from_mrp(p),
            rating: RatingResponse::of(p),
        }
    }
}

/// The category of a product on its detail page.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = ProductCategory)]
pub struct ProductCategoryResponse {
    /// Category id.
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub slug: String,
    /// Product-page layout.
    pub layout: tokri_domain::Layout,
}

/// A product on its detail page: the list fields plus every picture and the category.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductDetail)]
pub struct ProductDetailResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub description: String,
    /// Price in rupees.
    pub price: f64,
    /// Main picture URL; null when the product has none.
    pub image: Option<String>,
    /// Every picture, main first.
    pub images: Vec<String>,
    /// The category.
    pub category_id: Option<CategoryRefResponse>,
    /// The category with its layout.
    pub category: Option<ProductCategoryResponse>,
    /// Weight or pack size.
    pub weight: String,
    /// Where it comes from.
    pub origin: String,
    /// When it was added (RFC 3339).
    pub created_at: String,
    /// Units a customer can still buy over all variants; null when the shop does not count
    /// every variant.
    pub stock: Option<i64>,
    /// The owner's name for the choice between variants ("Pack"); "" for one variant.
    pub option_name: String,
    /// The variants in the owner's order; at least one.
    pub variants: Vec<VariantResponse>,
    /// The cheapest variant's compare-at price (MRP) in rupees; null when none.
    pub mrp: Option<f64>,
    /// Admin answers only: units in the crate (null when not counted).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock_on_hand: Option<Option<i64>>,
    /// Admin answers only: units held by unpaid orders.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reserved: Option<i64>,
    /// Admin answers only: shown on the storefront (the product's own switch).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub active: Option<bool>,
    /// Admin answers only: whether its category is active (an inactive category hides it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category_active: Option<bool>,
    /// Admin answers only: HSN code for invoices ("" when not set).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hsn_code: Option<String>,
    /// Admin answers only: GST rate in percent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gst_rate: Option<tokri_domain::tax::GstRate>,
    /// The pack declarations (`packed` false for loose produce).
    pub declaration: DeclarationResponse,
    /// Its approved reviews' average and count; left out while it has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingResponse>,
}

impl ProductDetailResponse {
    /// The admin's view: also the count in the crate, the held units and the switches.
    pub fn for_admin(p: &ProductRow) -> Self {
        ProductDetailResponse {
            stock_on_hand: Some(p.stock_on_hand()),
            reserved: Some(p.reserved()),
            variants: p
                .variants
                .iter()
                .map(|v| VariantResponse::of(v, true))
                .collect(),
            active: Some(p.active),
            category_active: Some(p.category_active),
            hsn_code: Some(p.tax.hsn_text()),
            gst_rate: Some(p.tax.rate),
            ..Self::from(p)
        }
    }
}

impl From<&ProductRow> for ProductDetailResponse {
    fn from(p: &ProductRow) -> Self {
        let base = ProductResponse::from(p);
        ProductDetailResponse {
            id: base.id,
            name: base.name,
            description: base.description,
            price: base.price,
            image: base.image,
            images: p.images.clone(),
            category_id: base.category_id,
            category: Some(ProductCategoryResponse {
                id: p.category_id.clone(),
                name: p.category_name.clone(),
                slug: p.category_slug.clone(),
                layout: p.category_layout,
            }),
            weight: base.weight,
            origin: base.origin,
            created_at: base.created_at,
            stock: base.stock,
            option_name: base.option_name,
            variants: base.variants,
            mrp: base.mrp,
            stock_on_hand: None,
            reserved: None,
            active: None,
            category_active: None,
            hsn_code: None,
            gst_rate: None,
            declaration: DeclarationResponse::from(&p.declaration),
            rating: base.rating,
        }
    }
}

/// A category.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Category)]
pub struct CategoryResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub slug: String,
    /// Picture URL.
    pub image: Option<String>,
    /// Background class.
    pub bg: tokri_domain::Background,
    /// Shown on the storefront.
    pub active: bool,
    /// Position (missing sorts last).
    pub sort_order: Option<i64>,
    /// Product-page layout.
    pub layout: tokri_domain::Layout,
}

impl From<&CategoryRow> for CategoryResponse {
    fn from(c: &CategoryRow) -> Self {
        CategoryResponse {
            id: c.id.clone(),
            name: c.name.clone(),
            slug: c.slug.clone(),
            image: c.image.clone(),
            bg: c.bg,
            active: c.active,
            sort_order: c.sort_order,
            layout: c.layout,
        }
    }
}

/// A banner.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Banner)]
pub struct BannerResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    /// Call-to-action label.
    pub label: String,
    /// Picture URL.
    pub img: String,
    /// Link target.
    pub link: String,
    /// Slug of the assigned category.
    pub category_slug: Option<String>,
    /// Assigned category.
    pub category_id: Option<String>,
    /// Switched on.
    pub active: bool,
    /// Position (missing sorts last).
    pub sort_order: Option<i64>,
    /// Shown from (RFC 3339).
    pub start_at: Option<String>,
    /// Shown until (RFC 3339).
    pub end_at: Option<String>,
}

impl From<&BannerRow> for BannerResponse {
    fn from(b: &BannerRow) -> Self {
        BannerResponse {
            id: b.id.clone(),
            title: b.title.clone(),
            label: b.label.clone(),
            img: b.image.clone(),
            link: b.link.clone(),
            category_slug: b.category_slug.clone(),
            category_id: b.category_id.clone(),
            active: b.active,
            sort_order: b.sort_order,
            start_at: b.start_at.map(rfc3339),
            end_at: b.end_at.map(rfc3339),
        }
    }
}

/// Every product, newest first.
#[utoipa::path(get, path = "/products", tag = "catalogue",
    responses((status = 200, description = "All products", body = [ProductResponse])))]
pub async fn list_products(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let snap = state.catalogue_cache.snapshot(&state.shop).await?;
    Ok(snap.products().await?.respond(&headers))
}

/// One product with all its pictures.
#[utoipa::path(get, path = "/products/{id}", tag = "catalogue",
    params(("id" = String, Path, description = "Product id")),
    responses((status = 200, body = ProductDetailResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_product(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    if !is_id(&id) {
        return Err(ApiError::not_found("Product not found."));
    }
    // Serialised when asked for (a few kilobytes; the answer's compression is the router's):
    // encoding 10,000 products' details at every catalogue rebuild would cost seconds.
    let snap = state.catalogue_cache.snapshot(&state.shop).await?;
    if let Some(found) = snap.product(&id) {
        return Ok(Json(ProductDetailResponse::from(found)).into_response());
    }
    // Made by another instance since the snapshot: ask the database.
    let p = state.shop.catalogue.get_product(&id).await?;
    Ok(Json(ProductDetailResponse::from(&p)).into_response())
}

/// Active categories by sort order (missing = last).
#[utoipa::path(get, path = "/categories", tag = "catalogue",
    responses((status = 200, body = [CategoryResponse])))]
pub async fn list_categories(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let snap = state.catalogue_cache.snapshot(&state.shop).await?;
    Ok(snap.categories.respond(&headers))
}

/// Active banners inside their validity window, by sort order.
#[utoipa::path(get, path = "/banners", tag = "catalogue",
    responses((status = 200, body = [BannerResponse])))]
pub async fn list_banners(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let snap = state.catalogue_cache.snapshot(&state.shop).await?;
    Ok(snap.banners.respond(&headers))
}
