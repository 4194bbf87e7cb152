//! The OpenAPI description, generated from the handlers and their types.

use utoipa::OpenApi;

use utoipa::Modify;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};

use crate::routes::{
    accounts, admin, catalogue, checkout, invoices, media, orders, pages, payments, system,
};

/// Tokri's API.
#[derive(OpenApi)]
#[openapi(
    info(title = "Tokri API", description = "Online shop for fresh fruit and gift hampers."),
    paths(
        system::get_health,
        system::get_config,
        catalogue::list_products,
        catalogue::get_product,
        catalogue::list_categories,
        catalogue::list_banners,
        pages::get_page,
        pages::list_admin_pages,
        pages::get_admin_page,
        pages::update_page,
        pages::create_page_preview,
        accounts::create_signup,
        accounts::create_login,
        accounts::create_google_login,
        accounts::create_logout,
        accounts::create_forgot_password,
        accounts::create_reset_password,
        accounts::create_guest_checkout,
        accounts::get_profile,
        accounts::list_addresses,
        accounts::create_address,
        accounts::update_address,
        accounts::delete_address,
        orders::create_order,
        orders::create_payment_verification,
        orders::list_orders,
        orders::get_order,
        payments::create_sandbox_payment,
        payments::create_razorpay_webhook,
        admin::get_admin_profile,
        admin::get_stats,
        admin::list_admin_categories,
        admin::create_category,
        admin::update_category,
        admin::delete_category,
        admin::list_admin_products,
        admin::create_product,
        admin::update_product,
        admin::delete_product,
        admin::list_admin_banners,
        admin::create_banner,
        admin::update_banner,
        admin::delete_banner,
        admin::list_admin_orders,
        admin::get_admin_order,
        admin::update_order_status,
        media::create_media,
        admin::update_order_refund,
        checkout::create_cash_payment,
        checkout::get_checkout_settings,
        checkout::update_checkout_settings,
        invoices::get_order_invoice,
        invoices::get_admin_order_invoice,
        invoices::get_invoice_settings,
        invoices::update_invoice_settings,
    ),
    modifiers(&BearerAuth),
    tags(
        (name = "system", description = "Health and start-up configuration"),
        (name = "catalogue", description = "Public catalogue"),
        (name = "pages", description = "The shop's text pages (contact, FAQ, shipping, privacy, terms)"),
        (name = "accounts", description = "Sign-in, sessions, profile and addresses"),
        (name = "orders", description = "Placing orders and following them"),
        (name = "payments", description = "Payment provider callbacks"),
        (name = "admin", description = "The shop owner's area (admin role)"),
    )
)]
pub struct ApiDoc;

/// The document as pretty JSON.
pub fn openapi_json() -> String {
    ApiDoc::openapi()
        .merge_from(crate::routes::delivery::DeliveryDoc::openapi())
        .to_pretty_json()
        .expect("OpenAPI serialises")
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
