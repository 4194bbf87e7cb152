//! Catalogue search (issue 22): what the navbar suggests as a customer types, and the results
//! page. Answered from the cached catalogue's search index, so a search reads no database.

use axum::Json;
use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{CategoryResponse, ProductResponse};
use crate::AppState;
use crate::error::{ApiResult, ErrorResponse};

/// The most products one search answers.
const MAX_RESULTS: usize = 100;
/// Products answered when no limit is asked for (a suggestion list).
const DEFAULT_RESULTS: usize = 8;
/// Categories answered at most.
const MAX_CATEGORIES: usize = 4;

/// Search query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// What the customer typed: words of a product's name, category or description; word
    /// starts and small typos are forgiven. Only the first 100 characters are read.
    pub q: Option<String>,
    /// Products to answer: 1 to 100, default 8.
    pub limit: Option<String>,
}

/// Products and categories matching a search, best first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SearchResults)]
pub struct SearchResponse {
    /// The query as read.
    pub query: String,
    /// Matching products, best match first (an exact name first).
    pub products: Vec<ProductResponse>,
    /// Matching products in all (more than `products` when the limit cut them).
    pub total: usize,
    /// Matching categories (at most 4), best first.
    pub categories: Vec<CategoryResponse>,
}

/// Searches the storefront's products and categories.
#[utoipa::path(get, path = "/search", tag = "catalogue", params(SearchQuery),
    responses((status = 200, body = SearchResponse), (status = 400, body = ErrorResponse)))]
pub async fn search(
    State(state): State<AppState>,
    Query(q): Query<SearchQuery>,
) -> ApiResult<Json<SearchResponse>> {
    let limit = super::browse::whole(q.limit.as_deref(), "limit", DEFAULT_RESULTS, MAX_RESULTS)?;
    let query: String =
        q.q.unwrap_or_default()
            .chars()
            .filter(|c| !c.is_control())
            .take(tokri_domain::search::MAX_QUERY_CHARS)
            .collect();
    let snap = state.catalogue_cache.snapshot(&state.shop).await?;
    let hits = snap.product_search.search(&query, usize::MAX);
    let categories = snap.category_search.search(&query, MAX_CATEGORIES);
    Ok(Json(SearchResponse {
        total: hits.len(),
        products: hits
            .into_iter()
            .take(limit)
            .map(|i| ProductResponse::from(snap.row(i)))
            .collect(),
        categories: categories
            .into_iter()
            .map(|i| CategoryResponse::from(&snap.category_rows[i]))
            .collect(),
        query: query.trim().to_string(),
    }))
}
