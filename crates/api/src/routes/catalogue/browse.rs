//! A page of the storefront's products (issue 22): what the home, all-products, category and
//! search pages show, a page at a time, from the cached catalogue. `GET /api/products` keeps
//! answering the whole list for clients that want it.

use axum::Json;
use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use tokri_domain::Money;
use tokri_domain::browse::{Browse, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, Sort};
use utoipa::{IntoParams, ToSchema};

use super::ProductResponse;
use crate::AppState;
use crate::error::{ApiError, ApiResult, ErrorResponse};

/// The highest page number read.
const MAX_PAGE: usize = 1_000_000;
/// The most product ids one `ids` filter names.
const MAX_IDS: usize = 500;

/// Which products, in which order, which page.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct BrowseQuery {
    /// Only these categories: ids, comma-separated.
    pub category_id: Option<String>,
    /// Only products matching this search (as `GET /api/search`), best match first.
    pub q: Option<String>,
    /// Only these products (a customer's favourites): ids, comma-separated, at most 500.
    pub ids: Option<String>,
    /// Lowest price in rupees (inclusive).
    pub min_price: Option<String>,
    /// Highest price in rupees (inclusive).
    pub max_price: Option<String>,
    /// `featured` (the shop's order, or the search's), `price-asc`, `price-desc` or `name`.
    pub sort: Option<String>,
    /// Page from 1; past the last page answers the last page.
    pub page: Option<String>,
    /// Products a page: 1 to 60, default 24.
    pub limit: Option<String>,
}

/// A page of the storefront's products.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductPage)]
pub struct ProductPageResponse {
    /// The products of this page, as `GET /api/products` answers them.
    pub products: Vec<ProductResponse>,
    /// Each product's place in the shop's whole list (0 = newest), for its New and Best
    /// Seller badges.
    pub positions: Vec<usize>,
    /// Matching products in all.
    pub total: usize,
    /// Products the storefront shows, matching or not (the "of Y" of "Showing X of Y
    /// products").
    pub all: usize,
    /// This page.
    pub page: usize,
    /// Number of pages (at least 1).
    pub pages: usize,
}

fn price(raw: Option<&str>, name: &str) -> ApiResult<Option<i64>> {
    let Some(s) = raw.map(str::trim).filter(|s| !s.is_empty()) else {
        return Ok(None);
    };
    s.parse::<f64>()
        .ok()
        .filter(|v| *v >= 0.0)
        .and_then(|v| Money::parse_rupees(v.max(0.01)).map(|m| Some(m.paise())))
        .ok_or_else(|| {
            ApiError::bad_request(format!("{name} must be a price in rupees, 0 or more."))
        })
}

/// A whole number from 1 to `max` from a query parameter; `default` when it is missing.
pub(super) fn whole(raw: Option<&str>, name: &str, default: usize, max: usize) -> ApiResult<usize> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(default),
        Some(s) => s
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=max).contains(n))
            .ok_or_else(|| {
                ApiError::bad_request(format!("{name} must be a whole number from 1 to {max}."))
            }),
    }
}

fn list(raw: Option<&str>) -> Vec<&str> {
    raw.map(|s| {
        s.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect()
    })
    .unwrap_or_default()
}

/// A page of the storefront's products, filtered and sorted.
#[utoipa::path(get, path = "/products/page", tag = "catalogue", params(BrowseQuery),
    responses((status = 200, body = ProductPageResponse), (status = 400, body = ErrorResponse)))]
pub async fn browse_products(
    State(state): State<AppState>,
    Query(q): Query<BrowseQuery>,
) -> ApiResult<Json<ProductPageResponse>> {
    let sort = match q.sort.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Sort::Featured,
        Some(s) => Sort::parse(s).ok_or_else(|| {
            ApiError::bad_request("sort must be featured, price-asc, price-desc or name.")
        })?,
    };
    let only = q.ids.as_deref().map(|s| list(Some(s)));
    if only.as_ref().is_some_and(|ids| ids.len() > MAX_IDS) {
        return Err(ApiError::bad_request("ids names at most 500 products."));
    }
    let asked = Browse {
        categories: list(q.category_id.as_deref()),
        only,
        min_paise: price(q.min_price.as_deref(), "minPrice")?,
        max_paise: price(q.max_price.as_deref(), "maxPrice")?,
        sort,
        page: whole(q.page.as_deref(), "page", 1, MAX_PAGE)?,
        size: whole(
            q.limit.as_deref(),
            "limit",
            DEFAULT_PAGE_SIZE,
            MAX_PAGE_SIZE,
        )?,
    };
    let snap = state.catalogue_cache.snapshot(&state.shop).await?;
    // The index reads a query to its first 100 characters itself.
    let query = q.q.unwrap_or_default();
    let hits = (!query.trim().is_empty()).then(|| snap.product_search.search(&query, usize::MAX));
    let page = snap.product_list.browse(hits.as_deref(), &asked);
    Ok(Json(ProductPageResponse {
        products: page
            .positions
            .iter()
            .map(|&i| ProductResponse::from(snap.row(i)))
            .collect(),
        positions: page.positions,
        total: page.total,
        all: snap.product_count(),
        page: page.page,
        pages: page.pages,
    }))
}
