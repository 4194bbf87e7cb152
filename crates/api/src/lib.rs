//! Tokri's HTTP layer: the router, request and response types, errors, OpenAPI and the
//! embedded web app. Handlers are thin: parse, call a use case in `tokri-shop`, map to JSON.

pub mod auth;
pub mod client;
pub mod encoded;
pub mod error;
pub mod input;
pub mod openapi;
pub mod routes;
pub mod seo;
pub mod serve;
pub mod spa;
pub mod telemetry;
pub mod time_fmt;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderValue, StatusCode, header};
use axum::routing::get;
use tokri_shop::Shop;
use tokri_shop::payments::PaymentProvider;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{NotForContentType, Predicate, SizeAbove};
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

pub use routes::catalogue::cache::CatalogueCache;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The use cases.
    pub shop: Arc<Shop>,
    /// Serialised catalogue answers.
    pub catalogue_cache: Arc<CatalogueCache>,
    /// Longest time a request may take before it is answered 503.
    pub request_timeout: Duration,
}

impl AppState {
    /// State over a shop.
    pub fn new(shop: Shop) -> Self {
        AppState {
            shop: Arc::new(shop),
            catalogue_cache: Arc::new(CatalogueCache::new(CATALOGUE_TTL)),
            request_timeout: REQUEST_TIMEOUT,
        }
    }
}

/// The shortest time the catalogue's cached answers live (see [`CatalogueCache`]).
pub const CATALOGUE_TTL: Duration = Duration::from_secs(5);

/// Default [`AppState::request_timeout`].
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// Largest request body accepted.
pub const BODY_LIMIT: usize = 1024 * 1024;

/// Content-Security-Policy: our own origin, plus what Razorpay Checkout and Google sign-in need.
pub const CSP: &str = "default-src 'self'; \
    script-src 'self' https://checkout.razorpay.com https://accounts.google.com/gsi/client; \
    style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; \
    img-src 'self' data: https:; \
    font-src 'self' data:; \
    connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com https://accounts.google.com/gsi/; \
    frame-src https://api.razorpay.com https://checkout.razorpay.com https://accounts.google.com/gsi/; \
    object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// Every route under `/api`, each declared once by its feature's `routes()` with its OpenAPI
/// description, so the router and the document cannot disagree. `sandbox` adds the sandbox
/// provider's "pay" route.
pub fn api_routes(sandbox: bool) -> OpenApiRouter<AppState> {
    let api = OpenApiRouter::new()
        .merge(routes::system::routes())
        .merge(routes::catalogue::routes())
        .merge(routes::pages::routes())
        .merge(routes::accounts::routes())
        .merge(routes::orders::routes())
        .merge(routes::delivery::routes())
        .merge(routes::invoices::routes())
        .merge(routes::seller::routes())
        .merge(routes::help::routes())
        .merge(routes::privacy::routes())
        .merge(routes::promotions::routes())
        .merge(routes::refunds::routes())
        .merge(routes::reports::routes())
        .merge(routes::reviews::routes())
        .merge(routes::notifications::routes())
        .merge(routes::checkout::routes())
        .merge(routes::corporate::routes())
        .merge(routes::payments::routes(sandbox))
        .merge(routes::admin::routes())
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        // Picture uploads read and limit their larger bodies themselves.
        .merge(routes::media::routes())
        .fallback(|| async { error::ApiError::not_found("No such API endpoint.") });
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi()).nest("/api", api)
}

/// The whole application.
pub fn router(state: AppState) -> Router {
    let request_timeout = state.request_timeout;
    let https = state.shop.settings.public_url.starts_with("https://");
    // Both must say sandbox: with Razorpay configured the sandbox routes do not exist.
    let sandbox = matches!(state.shop.checkout.provider(), PaymentProvider::Sandbox(_))
        && state.shop.settings.payment_provider
            == tokri_shop::settings::PaymentProviderKind::Sandbox;
    let (api, _) = api_routes(sandbox).split_for_parts();
    let api = api
        .method_not_allowed_fallback(|| async {
            error::ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed.")
        })
        .layer(axum::middleware::from_fn(input::refuse_control_chars))
        // Answers that depend on the caller (tokens, profiles, orders, admin) must never be
        // stored by a browser or proxy; the public catalogue sets its own caching.
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ));

    // Answers made for each request are gzipped at level 4: a brotli encoder costs more to set
    // up than a few kilobytes take to send (brotli's own default quality, 11, took
    // milliseconds). Answers made once — the catalogue's, the web app's files and pages — carry
    // brotli already, and this layer leaves them as they are.
    let compression = CompressionLayer::new()
        .br(false)
        .gzip(true)
        .quality(tower_http::CompressionLevel::Precise(4))
        .compress_when(
            SizeAbove::new(1024)
                .and(NotForContentType::GRPC)
                .and(NotForContentType::IMAGES)
                .and(NotForContentType::SSE),
        );
    let mut app = Router::new()
        .merge(api)
        .route("/media/{name}", get(routes::media::get_media))
        .route("/metrics", get(routes::system::get_metrics))
        .route("/sitemap.xml", get(spa::sitemap))
        .route("/robots.txt", get(spa::robots))
        .route(
            "/sandbox/checkout.js",
            if sandbox {
                get(routes::payments::get_sandbox_checkout_js)
            } else {
                get(spa::not_found)
            },
        )
        .fallback(spa::serve)
        .with_state(state.clone())
        .layer(compression)
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            request_timeout,
        ))
        .layer(axum::middleware::map_response(error::json_errors))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ));
    if https {
        app = app.layer(SetResponseHeaderLayer::overriding(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        ));
    }
    // Outermost first: the request id, the span of every log line, the counts, and a panic
    // turned into a logged 500 (which the counts see).
    app.layer(CatchPanicLayer::custom(telemetry::panicked))
        .layer(axum::middleware::from_fn_with_state(
            state,
            telemetry::track,
        ))
        .layer(TraceLayer::new_for_http().make_span_with(telemetry::span))
        .layer(axum::middleware::from_fn(telemetry::request_id))
}
