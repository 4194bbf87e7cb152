//! The one error type of the HTTP layer and its JSON shape.

use axum::Json;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use tokri_domain::FieldErrors;
use tokri_shop::ShopError;
use utoipa::ToSchema;

/// The body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ErrorResponse)]
pub struct ErrorResponse {
    /// What went wrong, for people.
    pub message: String,
    /// Field → message, for validation errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::HashMap<String, String>>)]
    pub errors: Option<FieldErrors>,
    /// What went wrong, for programs, where the web app tells cases apart: `coupon_unknown`,
    /// `coupon_inactive`, `coupon_not_yet_valid`, `coupon_expired`, `coupon_minimum_not_reached`,
    /// `coupon_used_up`, `coupon_already_used`, `coupon_first_order_only`,
    /// `coupon_not_for_these_products`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
}

/// An error answer: a status and a message for people.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
    errors: Option<FieldErrors>,
    code: Option<String>,
}

impl ApiError {
    /// An answer with this status and message.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            errors: None,
            code: None,
        }
    }

    /// 400.
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    /// 401.
    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, message)
    }

    /// 404.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }

    /// Adds a message for one field (`errors.{field}`).
    pub fn with_field(mut self, field: &str, message: &str) -> Self {
        self.errors
            .get_or_insert_with(FieldErrors::new)
            .insert(field.into(), message.into());
        self
    }

    /// The status of this answer.
    pub fn status(&self) -> StatusCode {
        self.status
    }
}

impl From<ShopError> for ApiError {
    fn from(e: ShopError) -> Self {
        let (status, errors) = match &e {
            ShopError::Invalid { errors, .. } => (
                StatusCode::BAD_REQUEST,
                (!errors.is_empty()).then(|| errors.clone()),
            ),
            ShopError::Unauthorized(_) => (StatusCode::UNAUTHORIZED, None),
            ShopError::Forbidden(_) => (StatusCode::FORBIDDEN, None),
            ShopError::NotFound(_) => (StatusCode::NOT_FOUND, None),
            ShopError::Conflict(_) => (StatusCode::CONFLICT, None),
            ShopError::Coupon(_) => (StatusCode::BAD_REQUEST, None),
            ShopError::TooManyRequests(_) => (StatusCode::TOO_MANY_REQUESTS, None),
            ShopError::Upstream(_) => (StatusCode::BAD_GATEWAY, None),
            ShopError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, None),
        };
        let message = match &e {
            ShopError::Internal(detail) => {
                tracing::error!(error = %detail, "internal error");
                "Something went wrong on our side. Please try again.".to_string()
            }
            ShopError::Upstream(detail) => {
                tracing::warn!(error = %detail, "outside service failed");
                e.to_string()
            }
            other => other.to_string(),
        };
        let code = match &e {
            ShopError::Coupon(p) => Some(format!("coupon_{}", p.code())),
            _ => None,
        };
        ApiError {
            status,
            message,
            errors,
            code,
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> Self {
        let status = match &r {
            JsonRejection::MissingJsonContentType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            JsonRejection::BytesRejection(_) => StatusCode::PAYLOAD_TOO_LARGE,
            _ => StatusCode::BAD_REQUEST,
        };
        let message = match &r {
            JsonRejection::MissingJsonContentType(_) => {
                "Send the body as JSON (Content-Type: application/json).".into()
            }
            JsonRejection::JsonSyntaxError(_) => "The request body is not valid JSON.".into(),
            JsonRejection::JsonDataError(e) => {
                format!("The request body has a wrong field: {}", e.body_text())
            }
            _ => "The request body could not be read.".into(),
        };
        ApiError::new(status, message)
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> Self {
        ApiError::bad_request(format!("Bad query string: {}", r.body_text()))
    }
}

impl From<PathRejection> for ApiError {
    fn from(_: PathRejection) -> Self {
        ApiError::not_found("Not found.")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(ErrorResponse {
                message: self.message,
                errors: self.errors,
                code: self.code,
            }),
        )
            .into_response()
    }
}

/// Result of a handler.
pub type ApiResult<T> = Result<T, ApiError>;

/// Makes every error answer JSON `{"message": …}`: the ones made outside our handlers (the
/// body limit's 413, the timeout's empty 503, plain-text rejections) carry a message for people
/// instead of plain text or nothing. JSON answers and HTML pages pass unchanged.
pub async fn json_errors(res: Response) -> Response {
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let kind = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    if kind.starts_with("application/json") || kind.starts_with("text/html") {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let text = if kind.starts_with("text/plain")
        && parts.headers.get(header::CONTENT_ENCODING).is_none()
    {
        axum::body::to_bytes(body, 4096)
            .await
            .ok()
            .map(|b| String::from_utf8_lossy(&b).trim().to_string())
            .filter(|s| !s.is_empty())
    } else {
        None
    };
    let message = match status {
        StatusCode::PAYLOAD_TOO_LARGE => format!(
            "The request is too large: at most {} MB is accepted.",
            crate::BODY_LIMIT / (1024 * 1024)
        ),
        StatusCode::REQUEST_TIMEOUT => "The request took too long to arrive.".to_string(),
        StatusCode::SERVICE_UNAVAILABLE if text.is_none() => {
            "The shop took too long to answer. Please try again.".to_string()
        }
        StatusCode::METHOD_NOT_ALLOWED => "Method not allowed.".to_string(),
        _ => text.unwrap_or_else(|| {
            status
                .canonical_reason()
                .unwrap_or("Something went wrong.")
                .to_string()
        }),
    };
    for name in [
        header::CONTENT_LENGTH,
        header::CONTENT_ENCODING,
        header::CONTENT_TYPE,
    ] {
        parts.headers.remove(name);
    }
    let mut res = (
        status,
        Json(ErrorResponse {
            message,
            errors: None,
            code: None,
        }),
    )
        .into_response();
    parts.headers.extend(res.headers_mut().drain());
    *res.headers_mut() = parts.headers;
    res
}
