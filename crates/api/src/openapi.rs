//! The OpenAPI description. Each feature's `routes()` declares its routes once, with their
//! handlers' `#[utoipa::path]`, and builds both the router and this document from them.

use std::sync::OnceLock;

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

/// What the document says about the API as a whole; the paths come from the routers.
#[derive(OpenApi)]
#[openapi(
    info(title = "Tokri API", description = "Online shop for fresh fruit and gift hampers."),
    modifiers(&BearerAuth),
    tags(
        (name = "system", description = "Health and start-up configuration"),
        (name = "catalogue", description = "Public catalogue"),
        (name = "pages", description = "The shop's text pages (contact, FAQ, shipping, privacy, terms)"),
        (name = "accounts", description = "Sign-in, sessions, profile and addresses"),
        (name = "orders", description = "Placing orders and following them"),
        (name = "delivery", description = "Delivery days, slots and served PIN codes"),
        (name = "payments", description = "Payment provider callbacks"),
        (name = "help", description = "Complaints: help with an order, and the owner's answers"),
        (name = "privacy", description = "Personal data: the notice, consents, export and erasure"),
        (name = "promotions", description = "Coupons and automatic offers"),
        (name = "refunds", description = "Refunds and GST credit notes"),
        (name = "reviews", description = "Product reviews by buyers, approved by the owner"),
        (name = "notifications", description = "WhatsApp's webhook (the owner's notification settings are under admin)"),
        (name = "admin", description = "The shop owner's area (admin role)"),
    )
)]
pub struct ApiDoc;

/// The whole document: every route the server can serve (the sandbox's included).
pub fn document() -> utoipa::openapi::OpenApi {
    let (_, doc) = crate::api_routes(true).split_for_parts();
    doc
}

/// The document as pretty JSON, built once.
pub fn openapi_json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| document().to_pretty_json().expect("OpenAPI serialises"))
}

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}
