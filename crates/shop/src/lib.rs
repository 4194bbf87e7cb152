//! Tokri's use cases, one module per feature, and the outside services they call.
//! HTTP lives in `tokri-api`, SQL in `tokri-store`; this crate holds what the shop does.

pub mod accounts;
pub mod admin;
pub mod catalogue;
pub mod checkout;
mod error;
pub mod google;
pub mod mail;
pub mod payments;
pub mod ratelimit;
pub mod settings;
pub mod tokens;

pub use error::{ShopError, ShopResult};
pub use settings::{Secret, Settings, ShopContact};

use std::sync::Arc;

use tokri_store::Store;

/// Everything the shop can do, shared by all requests.
#[derive(Debug)]
pub struct Shop {
    /// The database.
    pub store: Store,
    /// Deployment settings.
    pub settings: Settings,
    /// Public catalogue.
    pub catalogue: Arc<catalogue::Catalogue>,
    /// Cart to paid order.
    pub checkout: checkout::Checkout,
    /// The shop owner's work.
    pub admin: admin::Admin,
    /// Sign-up, sign-in and the customer's own data.
    pub accounts: accounts::Accounts,
    /// Outgoing mail.
    pub mailer: Arc<mail::Mailer>,
}

impl Shop {
    /// Wires the use cases over a store.
    pub fn new(store: Store, settings: Settings, mailer: mail::Mailer) -> Self {
        let mailer = Arc::new(mailer);
        let catalogue = Arc::new(catalogue::Catalogue::new(store.clone()));
        let provider = Arc::new(match &settings.razorpay {
            Some(r) if settings.payment_provider == settings::PaymentProviderKind::Razorpay => {
                payments::PaymentProvider::Razorpay(payments::razorpay::Razorpay::new(
                    r.key_id.clone(),
                    r.key_secret.expose().to_string(),
                    r.webhook_secret.as_ref().map(|s| s.expose().to_string()),
                    r.api_base.clone(),
                ))
            }
            _ => payments::PaymentProvider::Sandbox(payments::sandbox::Sandbox::new(
                payments::hmac_hex(
                    settings.jwt_secret.expose().as_bytes(),
                    b"tokri sandbox payments",
                ),
            )),
        });
        Shop {
            checkout: checkout::Checkout::new(
                store.clone(),
                provider,
                mailer.clone(),
                settings.public_url.clone(),
            ),
            admin: admin::Admin::new(store.clone(), catalogue.clone()),
            catalogue,
            accounts: accounts::Accounts::new(store.clone(), &settings, mailer.clone()),
            mailer,
            store,
            settings,
        }
    }
}
