//! Product reviews: customers rate what was delivered to them, the owner approves or hides,
//! the product page shows approved reviews and the rating.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use tokri_domain::review::ReviewStatus;
use tokri_store::reviews::{ReviewRow, Written};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, CurrentUser};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::next_page_headers;
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(write_review))
        .routes(routes!(list_product_reviews))
        .routes(routes!(list_own_reviews))
        .routes(routes!(list_reviews))
        .routes(routes!(update_review))
}

/// A review as the product page shows it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PublicReview)]
pub struct PublicReviewResponse {
    #[serde(rename = "_id")]
    pub id: String,
    /// The buyer's first name.
    pub author: String,
    /// 1–5.
    pub rating: i64,
    pub text: String,
    /// When written or last edited (RFC 3339).
    pub date: String,
    /// Always true: only buyers whose order was delivered can review.
    pub verified_purchase: bool,
    /// The buyer's photo (the 1280 px WebP; `-320.webp` and `-640.webp` are its smaller
    /// copies), if any.
    pub photo: Option<String>,
}

/// A product's rating and a page of its approved reviews (newest first; the next page's cursor
/// is in `X-Next-Cursor`).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductReviews)]
pub struct ProductReviewsResponse {
    /// Average of the approved ratings to one decimal; null without any.
    pub average: Option<f64>,
    /// How many approved reviews.
    pub count: i64,
    pub reviews: Vec<PublicReviewResponse>,
}

/// A review as its writer and the owner see it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Review)]
pub struct ReviewResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub product_id: String,
    pub product_name: String,
    pub order_id: String,
    pub author: String,
    pub rating: i64,
    pub text: String,
    /// "pending" (waits for the owner), "approved" (shown) or "hidden".
    pub status: String,
    /// The buyer's photo (a media URL), if any.
    pub photo: Option<String>,
    /// RFC 3339.
    pub created_at: String,
    pub updated_at: String,
}

impl From<&ReviewRow> for ReviewResponse {
    fn from(r: &ReviewRow) -> Self {
        ReviewResponse {
            id: r.id.clone(),
            product_id: r.product_id.clone(),
            product_name: r.product_name.clone(),
            order_id: r.order_id.clone(),
            author: r.author.clone(),
            rating: r.rating,
            text: r.body.clone(),
            status: r.status.as_str().into(),
            photo: r.photo.clone(),
            created_at: rfc3339(r.created_at),
            updated_at: rfc3339(r.updated_at),
        }
    }
}

/// A rating with an optional text.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = ReviewRequest)]
pub struct ReviewRequest {
    /// 1–5 stars.
    #[serde(default)]
    pub rating: i64,
    /// Up to 2,000 characters; may be empty.
    #[serde(default)]
    pub text: String,
}

/// Rates a product the caller received (an order with it was delivered to them). Writing again
/// edits the review, which then waits for the owner's approval again. 201 for a new review,
/// 200 for an edit.
#[utoipa::path(put, path = "/products/{id}/review", tag = "reviews", security(("bearer" = [])), request_body = ReviewRequest,
    params(("id" = String, Path, description = "Product id")),
    responses((status = 201, body = ReviewResponse), (status = 200, description = "The earlier review, edited", body = ReviewResponse),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, description = "No delivered order with this product", body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn write_review(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<ReviewRequest>,
) -> ApiResult<(StatusCode, Json<ReviewResponse>)> {
    let (review, written) = state
        .shop
        .reviews
        .write(&user, &id, req.rating, &req.text)
        .await?;
    let status = match written {
        Written::New => StatusCode::CREATED,
        Written::Edited => StatusCode::OK,
    };
    Ok((status, Json(ReviewResponse::from(&review))))
}

/// Which page.
#[derive(Debug, Deserialize, IntoParams)]
pub struct ReviewPageQuery {
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 20).
    pub limit: Option<i64>,
}

/// A product's rating and its approved reviews, newest first.
#[utoipa::path(get, path = "/products/{id}/reviews", tag = "reviews", params(("id" = String, Path, description = "Product id"), ReviewPageQuery),
    responses((status = 200, body = ProductReviewsResponse, headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn list_product_reviews(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<ReviewPageQuery>,
) -> ApiResult<(HeaderMap, Json<ProductReviewsResponse>)> {
    let r = state
        .shop
        .reviews
        .for_product(&id, q.cursor.as_deref(), q.limit)
        .await?;
    let limit = q.limit.map(|l| l.to_string());
    let query: Vec<(&str, &str)> = limit.iter().map(|l| ("limit", l.as_str())).collect();
    let headers = next_page_headers(
        &format!("/api/products/{id}/reviews"),
        &query,
        r.page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(ProductReviewsResponse {
            average: r.average,
            count: r.count,
            reviews: r
                .page
                .items
                .iter()
                .map(|x| PublicReviewResponse {
                    id: x.id.clone(),
                    author: x.author.clone(),
                    rating: x.rating,
                    text: x.body.clone(),
                    date: rfc3339(x.updated_at),
                    verified_purchase: true,
                    photo: x.photo.clone(),
                })
                .collect(),
        }),
    ))
}

/// The caller's own reviews (what they already rated), newest first.
#[utoipa::path(get, path = "/account/reviews", tag = "reviews", security(("bearer" = [])),
    responses((status = 200, body = [ReviewResponse]), (status = 401, body = ErrorResponse)))]
pub async fn list_own_reviews(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<Vec<ReviewResponse>>> {
    let own = state.shop.reviews.own(&user).await?;
    Ok(Json(own.iter().map(ReviewResponse::from).collect()))
}

/// Which reviews the owner's list shows.
#[derive(Debug, Deserialize, IntoParams)]
pub struct AdminReviewQuery {
    /// pending, approved or hidden; all when left out.
    pub status: Option<String>,
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 20).
    pub limit: Option<i64>,
}

fn status_named(s: &str) -> ApiResult<ReviewStatus> {
    ReviewStatus::parse(s.trim())
        .ok_or_else(|| ApiError::bad_request("Status must be pending, approved or hidden."))
}

/// Reviews for the owner to approve or hide, newest first; the next page's cursor is in
/// `X-Next-Cursor`.
#[utoipa::path(get, path = "/admin/reviews", tag = "reviews", security(("bearer" = [])), params(AdminReviewQuery),
    responses((status = 200, body = [ReviewResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_reviews(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<AdminReviewQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<ReviewResponse>>)> {
    let status = q.status.as_deref().map(status_named).transpose()?;
    let page = state
        .shop
        .reviews
        .list(status, q.cursor.as_deref(), q.limit)
        .await?;
    let mut query: Vec<(&str, String)> = Vec::new();
    if let Some(s) = status {
        query.push(("status", s.as_str().to_string()));
    }
    if let Some(l) = q.limit {
        query.push(("limit", l.to_string()));
    }
    let pairs: Vec<(&str, &str)> = query.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let headers = next_page_headers(
        "/api/admin/reviews",
        &pairs,
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(page.items.iter().map(ReviewResponse::from).collect()),
    ))
}

/// The owner's decision on a review.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = ReviewStatusRequest)]
pub struct ReviewStatusRequest {
    /// approved (shown and counted), hidden, or pending.
    #[serde(default)]
    pub status: String,
}

/// Approves or hides a review; the product's rating follows.
#[utoipa::path(patch, path = "/admin/reviews/{id}", tag = "reviews", security(("bearer" = [])), request_body = ReviewStatusRequest,
    params(("id" = String, Path, description = "Review id")),
    responses((status = 200, body = ReviewResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_review(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<ReviewStatusRequest>,
) -> ApiResult<Json<ReviewResponse>> {
    let status = status_named(&req.status)?;
    let review = state.shop.reviews.set_status(&id, status).await?;
    Ok(Json(ReviewResponse::from(&review)))
}
