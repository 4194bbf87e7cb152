//! What operators see of each request: an id (`x-request-id`) carried by every log line the
//! request causes, and the counts and latencies behind `GET /metrics`.

use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tracing::Span;

use crate::AppState;
use crate::error::ApiError;

/// The header that carries a request's id, both ways.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Longest incoming request id kept.
const MAX_ID_LEN: usize = 128;

/// Whether an incoming id can be kept (one set by the load balancer, say): 1 to 128 letters,
/// digits and `-_.:`, so it cannot forge log lines or blow up their size.
fn sane(v: &HeaderValue) -> bool {
    let b = v.as_bytes();
    !b.is_empty()
        && b.len() <= MAX_ID_LEN
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.' | b':'))
}

/// Gives every request an id: the caller's when sane, else a new UUID; the answer carries it
/// back in `x-request-id`.
pub async fn request_id(mut req: Request, next: Next) -> Response {
    let id = match req.headers().get(&REQUEST_ID) {
        Some(v) if sane(v) => v.clone(),
        _ => HeaderValue::from_str(&uuid::Uuid::new_v4().to_string()).expect("a UUID is ASCII"),
    };
    req.headers_mut().insert(REQUEST_ID, id.clone());
    let mut res = next.run(req).await;
    res.headers_mut().insert(REQUEST_ID, id);
    res
}

/// The span every log line of a request is written in: its id, method and route.
pub fn span<B>(req: &axum::http::Request<B>) -> Span {
    let id = req
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("-");
    tracing::info_span!(
        "request",
        id = %id,
        method = %req.method(),
        route = %route(req),
    )
}

/// The route template a request matched (`/api/products/{id}`), or one of two fixed names for
/// the rest, so that metrics and logs never grow a series per raw path.
pub fn route<B>(req: &axum::http::Request<B>) -> &str {
    match req.extensions().get::<MatchedPath>() {
        Some(p) => p.as_str(),
        None if req.uri().path().starts_with("/api/") || req.uri().path() == "/api" => {
            "/api (no such endpoint)"
        }
        None => "web app",
    }
}

fn method_label(m: &Method) -> &'static str {
    match *m {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// Counts each answer by method, route and status, and how long it took.
pub async fn track(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = method_label(req.method());
    let route = route(&req).to_owned();
    let res = next.run(req).await;
    state
        .shop
        .metrics
        .http_request(method, &route, res.status().as_u16(), started.elapsed());
    res
}

/// A handler that panicked: the cause goes to the log (in the request's span, so with its id)
/// and the client gets the usual 500 answer.
pub fn panicked(cause: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let cause = cause
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| cause.downcast_ref::<&str>().copied())
        .unwrap_or("(no message)");
    tracing::error!(cause, "request handler panicked");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "Something went wrong on our side. Please try again.",
    )
    .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_short_ids_are_kept() {
        for ok in ["abc", "0b7c1f9e-1d2a-4c4e-9a57-3f4e0c7f1a2b", "lb-1:42.7_x"] {
            assert!(sane(&HeaderValue::from_static(ok)), "{ok}");
        }
        let long = "a".repeat(129);
        for bad in ["", "a b", "x\"y", "id\\n", long.as_str()] {
            assert!(!sane(&HeaderValue::from_str(bad).unwrap()), "{bad}");
        }
    }
}
