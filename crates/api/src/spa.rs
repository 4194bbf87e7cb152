//! The built web app, embedded in the binary (read from `web/dist` at run time in debug
//! builds). Every GET outside `/api` and `/sandbox` answers a file of the build, or
//! `index.html` so the app's own router can handle the path.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use crate::encoded::accepted;
use crate::error::ApiError;

#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[allow_missing = true]
struct WebApp;

/// Whether a built web app is present.
pub fn has_web_app() -> bool {
    WebApp::get("index.html").is_some()
}

/// A plain 404.
pub async fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "Not found").into_response()
}

/// Answers a GET or HEAD for a path outside the API.
pub async fn serve(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    if path.starts_with("/api/") || path == "/api" || path.starts_with("/sandbox/") {
        return ApiError::not_found("No such API endpoint.").into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let rel = path.trim_start_matches('/');
    if !rel.is_empty()
        && WebApp::get(rel).is_some()
        && !rel.ends_with(".br")
        && !rel.ends_with(".gz")
    {
        return file(rel, &headers);
    }
    let last = rel.rsplit('/').next().unwrap_or("");
    if last.contains('.') {
        // A missing file (an old asset, a typo): a plain 404, not the app.
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    if WebApp::get("index.html").is_some() {
        file("index.html", &headers)
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "The web app is not built. Run `make run` (or `npm run build` in web/).",
        )
            .into_response()
    }
}

fn file(rel: &str, req: &HeaderMap) -> Response {
    let cache = if rel.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else if rel == "index.html" {
        "no-cache"
    } else {
        "public, max-age=86400"
    };
    let mime = mime_guess::from_path(rel).first_or_octet_stream();
    let (br, gzip) = accepted(req);
    let pick = [("br", br), ("gzip", gzip)]
        .into_iter()
        .filter(|(_, ok)| *ok)
        .find_map(|(enc, _)| {
            let ext = if enc == "br" { "br" } else { "gz" };
            WebApp::get(&format!("{rel}.{ext}")).map(|f| (Some(enc), f))
        });
    let Some((encoding, content)) = pick.or_else(|| WebApp::get(rel).map(|f| (None, f))) else {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    };
    let etag = format!("\"{}\"", hex_prefix(&content.metadata.sha256_hash()));
    let mut builder = Response::builder()
        .header(
            header::CONTENT_TYPE,
            HeaderValue::from_str(mime.as_ref())
                .unwrap_or(HeaderValue::from_static("application/octet-stream")),
        )
        .header(header::CACHE_CONTROL, cache)
        .header(header::VARY, "accept-encoding")
        .header(header::ETAG, &etag);
    if req
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes())
    {
        return builder
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
            .unwrap_or_default();
    }
    if let Some(enc) = encoding {
        builder = builder.header(header::CONTENT_ENCODING, enc);
    }
    builder
        .body(Body::from(content.data.into_owned()))
        .unwrap_or_default()
}

fn hex_prefix(hash: &[u8; 32]) -> String {
    hash[..12].iter().map(|b| format!("{b:02x}")).collect()
}
