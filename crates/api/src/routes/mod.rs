//! HTTP routes, one module per feature.

pub mod accounts;
pub mod admin;
pub mod catalogue;
pub mod checkout;
pub mod corporate;
pub mod delivery;
pub mod help;
pub mod invoices;
pub mod media;
pub mod notifications;
pub mod orders;
pub mod pages;
pub mod payments;
pub mod privacy;
pub mod promotions;
pub mod refunds;
pub mod reports;
pub mod reviews;
pub mod seller;
pub mod system;

use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A message for people.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = MessageResponse)]
pub struct MessageResponse {
    /// The message.
    pub message: String,
}

/// Answers a message.
pub(crate) fn message(m: &str) -> Json<MessageResponse> {
    Json(MessageResponse { message: m.into() })
}

/// The header naming the next page of a paged list that answers a plain JSON array (the spec's
/// lists stay arrays; the cursor of the next page travels beside them).
pub const NEXT_CURSOR_HEADER: &str = "x-next-cursor";

/// `X-Next-Cursor` and `Link: <path?query&cursor=…>; rel="next"` for the next page of a list
/// at `path` asked with `query` (name, value pairs), when there is one.
pub(crate) fn next_page_headers(
    path: &str,
    query: &[(&str, &str)],
    next: Option<String>,
) -> axum::http::HeaderMap {
    let mut headers = axum::http::HeaderMap::new();
    let Some(next) = next else {
        return headers;
    };
    // The cursor needs no encoding (digits, hex, hyphens and tildes); the rest is encoded.
    let link = match serde_urlencoded::to_string(query) {
        Ok(q) if q.is_empty() => format!("<{path}?cursor={next}>; rel=\"next\""),
        Ok(q) => format!("<{path}?{q}&cursor={next}>; rel=\"next\""),
        Err(_) => return headers,
    };
    // A cursor is digits, hex, hyphens and tildes, and the query is percent-encoded: both are
    // always valid header values.
    if let (Ok(cursor), Ok(link)) = (
        axum::http::HeaderValue::from_str(&next),
        axum::http::HeaderValue::from_str(&link),
    ) {
        headers.insert(NEXT_CURSOR_HEADER, cursor);
        headers.insert(axum::http::header::LINK, link);
    }
    headers
}
