//! The built web app, embedded in the binary (read from `web/dist` at run time in debug
//! builds). Every GET outside `/api` and `/sandbox` answers a file of the build, or
//! `index.html` so the app's own router can handle the path.

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use crate::AppState;
use crate::encoded::{Encoded, accepted};
use crate::error::ApiError;
use crate::seo;

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

/// Answers a GET or HEAD for a path outside the API: a file of the build, else the web app's
/// page with the route's own head (404 for a product, category or page that is not there).
pub async fn serve(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
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
    if let Some(template) = WebApp::get("index.html") {
        page(&state, path, &template.data, &headers).await
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "The web app is not built. Run `make run` (or `npm run build` in web/).",
        )
            .into_response()
    }
}

/// The web app's page for `path` with its head, made once per catalogue snapshot (and kept,
/// compressed, for the pages asked for most). Without a catalogue (the database down) the page
/// is still answered, with the shop's plain head, so the app can show its own message.
async fn page(state: &AppState, path: &str, template: &[u8], headers: &HeaderMap) -> Response {
    let template = String::from_utf8_lossy(template);
    let settings = &state.shop.settings;
    let base = settings.public_url.trim_end_matches('/');
    let snap = match state.catalogue_cache.snapshot(&state.shop).await {
        Ok(snap) => snap,
        Err(e) => {
            tracing::warn!(error = %e, "page head without the catalogue");
            return Encoded::html(template.into_owned()).respond(headers);
        }
    };
    if let Some(kept) = snap.page(path) {
        return kept.respond(headers);
    }
    let head = seo::head_for(path, &snap, &settings.contact, base);
    let html = seo::render(&template, &head, &settings.contact.name, base);
    if head.found {
        snap.keep_page(path, Encoded::html(html)).respond(headers)
    } else {
        (
            StatusCode::NOT_FOUND,
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            html,
        )
            .into_response()
    }
}

/// `GET /sitemap.xml`.
pub async fn sitemap(State(state): State<AppState>) -> Response {
    let base = state
        .shop
        .settings
        .public_url
        .trim_end_matches('/')
        .to_string();
    match state.catalogue_cache.snapshot(&state.shop).await {
        Ok(snap) => (
            [
                (header::CONTENT_TYPE, "application/xml; charset=utf-8"),
                (header::CACHE_CONTROL, "public, max-age=3600"),
            ],
            seo::sitemap(&snap, &base),
        )
            .into_response(),
        Err(e) => ApiError::from(e).into_response(),
    }
}

/// `GET /robots.txt`.
pub async fn robots(State(state): State<AppState>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        seo::robots(state.shop.settings.public_url.trim_end_matches('/')),
    )
        .into_response()
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
