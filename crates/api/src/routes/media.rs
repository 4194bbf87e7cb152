//! Pictures: the admin's upload, and serving the stored variants.

use axum::Json;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use http_body_util::{BodyExt, LengthLimitError, Limited};
use serde::{Deserialize, Serialize};
use tokri_shop::media::{MAX_UPLOAD_BYTES, PictureError};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, CurrentUser};
use crate::error::{ApiError, ApiResult, ErrorResponse};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_media))
        .routes(routes!(update_review_photo, delete_review_photo))
}

/// The raw body of a picture upload, refused past [`MAX_UPLOAD_BYTES`] (declared or sent).
async fn upload_bytes(headers: &HeaderMap, body: Body) -> ApiResult<Vec<u8>> {
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            PictureError::TooLarge.to_string(),
        )
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_UPLOAD_BYTES) {
        return Err(too_large());
    }
    let bytes = Limited::new(body, MAX_UPLOAD_BYTES)
        .collect()
        .await
        .map_err(|e| {
            if e.is::<LengthLimitError>() {
                too_large()
            } else {
                ApiError::bad_request("The upload was interrupted. Please try again.")
            }
        })?
        .to_bytes();
    Ok(bytes.to_vec())
}

/// Puts a photo on the caller's review of the product (JPEG, PNG or WebP up to 10 MB, the raw
/// request body), through the same checks as the admin's pictures; the review waits for the
/// owner's approval again. 409 before the caller reviewed the product.
#[utoipa::path(put, path = "/products/{id}/review/photo", tag = "reviews", security(("bearer" = [])),
    params(("id" = String, Path, description = "Product id")),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The photo"),
    responses((status = 200, body = crate::routes::reviews::ReviewResponse), (status = 400, body = ErrorResponse),
        (status = 401, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse), (status = 413, body = ErrorResponse)))]
pub async fn update_review_photo(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Body,
) -> ApiResult<Json<crate::routes::reviews::ReviewResponse>> {
    let bytes = upload_bytes(&headers, body).await?;
    let review = state
        .shop
        .reviews
        .set_photo(&user, &id, Some(bytes), &state.shop.media)
        .await?;
    Ok(Json((&review).into()))
}

/// Takes the photo off the caller's review of the product.
#[utoipa::path(delete, path = "/products/{id}/review/photo", tag = "reviews", security(("bearer" = [])),
    params(("id" = String, Path, description = "Product id")),
    responses((status = 200, body = crate::routes::reviews::ReviewResponse), (status = 401, body = ErrorResponse),
        (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn delete_review_photo(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<crate::routes::reviews::ReviewResponse>> {
    let review = state
        .shop
        .reviews
        .set_photo(&user, &id, None, &state.shop.media)
        .await?;
    Ok(Json((&review).into()))
}

/// An uploaded picture.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = UploadedPicture)]
pub struct UploadedPictureResponse {
    /// URL to store as the image; the storefront derives the smaller widths from it.
    pub url: String,
    /// Width of the largest variant, in pixels.
    pub width: u32,
    /// Height of the largest variant, in pixels.
    pub height: u32,
}

/// Uploads a product, category or banner picture: JPEG, PNG or WebP up to 10 MB, sent as the
/// raw request body. The server checks the bytes, strips metadata and stores WebP copies
/// 320, 640 and 1280 pixels wide.
#[utoipa::path(post, path = "/admin/media", tag = "admin", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The picture file"),
    responses((status = 201, body = UploadedPictureResponse), (status = 400, body = ErrorResponse),
        (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 413, body = ErrorResponse)))]
pub async fn create_media(
    State(state): State<AppState>,
    AdminUser(_admin): AdminUser,
    headers: HeaderMap,
    body: Body,
) -> ApiResult<(StatusCode, Json<UploadedPictureResponse>)> {
    let bytes = upload_bytes(&headers, body).await?;
    let p = state.shop.media.upload(bytes).await?;
    Ok((
        StatusCode::CREATED,
        Json(UploadedPictureResponse {
            url: p.url,
            width: p.width,
            height: p.height,
        }),
    ))
}

/// A stored picture variant (WebP), or its JPEG copy for link previews (`….jpg`, made when
/// first asked for). Names are content hashes, so the answer never changes and is cached for a
/// year.
pub async fn get_media(
    State(state): State<AppState>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let etag = format!("\"{name}\"");
    let Some(bytes) = state.shop.media.read(&name).await? else {
        return Err(ApiError::not_found("No such picture."));
    };
    let kind = if name.ends_with(".jpg") {
        "image/jpeg"
    } else {
        "image/webp"
    };
    let caching = [
        (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
        (header::CONTENT_TYPE, kind),
    ];
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes())
    {
        return Ok((StatusCode::NOT_MODIFIED, caching, [(header::ETAG, etag)]).into_response());
    }
    Ok((caching, [(header::ETAG, etag)], bytes).into_response())
}
