//! Tokri's HTTP layer: the router, request and response types, errors, OpenAPI and the
//! embedded web app. Handlers are thin: parse, call a use case in `tokri-shop`, map to JSON.

pub mod auth;
pub mod cache;
pub mod error;
pub mod input;
pub mod openapi;
pub mod routes;
pub mod serve;
pub mod spa;
pub mod telemetry;
pub mod time_fmt;

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderValue, StatusCode, header};
use axum::routing::{get, patch, post, put};
use tokri_shop::Shop;
use tokri_shop::payments::PaymentProvider;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{NotForContentType, Predicate, SizeAbove};
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

pub use cache::CatalogueCache;

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
            catalogue_cache: Arc::new(CatalogueCache::new(Duration::from_secs(5))),
            request_timeout: REQUEST_TIMEOUT,
        }
    }
}

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

/// The whole application.
pub fn router(state: AppState) -> Router {
    let request_timeout = state.request_timeout;
    let https = state.shop.settings.public_url.starts_with("https://");
    // Both must say sandbox: with Razorpay configured the sandbox routes do not exist.
    let sandbox = matches!(state.shop.checkout.provider(), PaymentProvider::Sandbox(_))
        && state.shop.settings.payment_provider
            == tokri_shop::settings::PaymentProviderKind::Sandbox;
    use routes::admin as adm;
    let mut api = Router::new()
        .route("/health", get(routes::system::get_health))
        .route("/config", get(routes::system::get_config))
        .route(
            "/openapi.json",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "application/json")],
                    openapi::openapi_json(),
                )
            }),
        )
        .route("/products", get(routes::catalogue::list_products))
        .route("/products/{id}", get(routes::catalogue::get_product))
        .route("/categories", get(routes::catalogue::list_categories))
        .route("/banners", get(routes::catalogue::list_banners))
        .merge(routes::pages::routes())
        .route("/auth/signup", post(routes::accounts::create_signup))
        .route("/auth/login", post(routes::accounts::create_login))
        .route("/auth/google", post(routes::accounts::create_google_login))
        .route("/auth/logout", post(routes::accounts::create_logout))
        .route(
            "/auth/forgot-password",
            post(routes::accounts::create_forgot_password),
        )
        .route(
            "/auth/reset-password",
            post(routes::accounts::create_reset_password),
        )
        .route(
            "/auth/guest-checkout",
            post(routes::accounts::create_guest_checkout),
        )
        .route("/user/profile", get(routes::accounts::get_profile))
        .route(
            "/user/addresses",
            get(routes::accounts::list_addresses).post(routes::accounts::create_address),
        )
        .route(
            "/user/addresses/{id}",
            put(routes::accounts::update_address).delete(routes::accounts::delete_address),
        )
        .route(
            "/orders",
            get(routes::orders::list_orders).post(routes::orders::create_order),
        )
        .route(
            "/orders/verify-payment",
            post(routes::orders::create_payment_verification),
        )
        .route("/orders/{id}", get(routes::orders::get_order))
        .route(
            "/orders/{id}/invoice",
            get(routes::invoices::get_order_invoice),
        )
        .route(
            "/payments/razorpay/webhook",
            post(routes::payments::create_razorpay_webhook),
        )
        .route("/admin/profile", get(adm::get_admin_profile))
        .route("/admin/stats", get(adm::get_stats))
        .route(
            "/admin/categories",
            get(adm::list_admin_categories).post(adm::create_category),
        )
        .route(
            "/admin/categories/{id}",
            put(adm::update_category).delete(adm::delete_category),
        )
        .route(
            "/admin/products",
            get(adm::list_admin_products).post(adm::create_product),
        )
        .route(
            "/admin/products/{id}",
            put(adm::update_product).delete(adm::delete_product),
        )
        .route(
            "/admin/banners",
            get(adm::list_admin_banners).post(adm::create_banner),
        )
        .route(
            "/admin/banners/{id}",
            put(adm::update_banner).delete(adm::delete_banner),
        )
        .route("/admin/orders", get(adm::list_admin_orders))
        .route("/admin/orders/{id}", get(adm::get_admin_order))
        .route("/admin/orders/{id}/status", patch(adm::update_order_status))
        .route("/admin/orders/{id}/refund", patch(adm::update_order_refund))
        .route(
            "/admin/orders/{id}/cash-payment",
            post(routes::checkout::create_cash_payment),
        )
        .route(
            "/admin/settings/checkout",
            get(routes::checkout::get_checkout_settings)
                .put(routes::checkout::update_checkout_settings),
        )
        .route(
            "/admin/orders/{id}/invoice",
            get(routes::invoices::get_admin_order_invoice),
        )
        .route(
            "/admin/invoice-settings",
            get(routes::invoices::get_invoice_settings)
                .put(routes::invoices::update_invoice_settings),
        )
        .merge(routes::delivery::router());
    if sandbox {
        api = api.route(
            "/payments/sandbox/{order_id}/pay",
            post(routes::payments::create_sandbox_payment),
        );
    }
    let api = api
        .fallback(|| async { error::ApiError::not_found("No such API endpoint.") })
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

    let compression = CompressionLayer::new().br(true).gzip(true).compress_when(
        SizeAbove::new(1024)
            .and(NotForContentType::GRPC)
            .and(NotForContentType::IMAGES)
            .and(NotForContentType::SSE),
    );
    // The one route with a larger body: picture uploads, which read and limit it themselves.
    let media_upload = Router::new()
        .route("/api/admin/media", post(routes::media::create_media))
        .with_state(state.clone());
    let mut app = Router::new()
        .nest("/api", api)
        .route("/media/{name}", get(routes::media::get_media))
        .route("/metrics", get(routes::system::get_metrics))
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
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .merge(media_upload)
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
