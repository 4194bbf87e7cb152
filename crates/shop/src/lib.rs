//! Tokri's use cases, one module per feature, and the outside services they call.
//! HTTP lives in `tokri-api`, SQL in `tokri-store`; this crate holds what the shop does.

pub mod accounts;
pub mod admin;
pub mod catalogue;
pub mod checkout;
pub mod clock;
pub mod corporate;
pub mod delivery;
mod error;
pub mod google;
pub mod help;
pub mod invoices;
pub mod jobs;
pub mod mail;
pub mod media;
pub mod metrics;
pub mod notifications;
pub mod pages;
pub mod payments;
pub mod privacy;
pub mod promotions;
pub mod ratelimit;
pub mod refunds;
pub mod reports;
pub mod reviews;
pub mod settings;
mod smtp;
pub mod tls;
pub mod tokens;
pub mod whatsapp;

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
    /// Delivery days, slots and served PIN codes.
    pub delivery: Arc<delivery::Delivery>,
    /// The shop owner's work.
    pub admin: admin::Admin,
    /// Sign-up, sign-in and the customer's own data.
    pub accounts: accounts::Accounts,
    /// GST invoices: settings and downloads.
    pub invoices: invoices::Invoices,
    /// Outgoing mail: the queue in the database and its sender.
    pub mail: Arc<mail::MailQueue>,
    pub media: media::Media,
    /// This instance's counters (`GET /metrics`).
    pub metrics: Arc<metrics::Metrics>,
    /// The footer's text pages.
    pub pages: pages::Pages,
    /// Complaints ("Help with an order").
    pub help: help::Help,
    /// A person's consents, their data and its erasure.
    pub privacy: privacy::Privacy,
    /// Coupons and automatic offers.
    pub promotions: Arc<promotions::Promotions>,
    /// Refunds and credit notes.
    pub refunds: Arc<refunds::Refunds>,
    /// Product reviews.
    pub reviews: reviews::Reviews,
    /// The accountant's exports: orders CSV and GSTR-1.
    pub reports: reports::Reports,
    /// Owner alerts, customer updates, WhatsApp.
    pub notifications: Arc<notifications::Notifications>,
    /// "Now", for every use case (a [`clock::TestClock`] in tests).
    pub clock: Arc<dyn clock::Clock>,
}

impl Shop {
    /// Wires the use cases over a store. Mail is queued in the store; nothing is sent until
    /// the sender runs ([`mail::MailQueue::spawn`], or a [`mail::MailQueue::drain`]).
    pub fn new(store: Store, settings: Settings, mailer: mail::Mailer) -> Self {
        Self::with_clock(store, settings, mailer, Arc::new(clock::SystemClock))
    }

    /// [`Shop::new`] telling time by `clock`.
    pub fn with_clock(
        store: Store,
        settings: Settings,
        mailer: mail::Mailer,
        clock: Arc<dyn clock::Clock>,
    ) -> Self {
        let delivery = Arc::new(delivery::Delivery::new(store.clone(), clock.clone()));
        let mail = Arc::new(
            mail::MailQueue::new(store.clone(), mailer).with_withdraw_links(
                settings.public_url.clone(),
                privacy::withdraw_link_key(&settings),
            ),
        );
        // Bucket settings are checked when the configuration is read.
        let media =
            media::Media::new(&settings.media).unwrap_or_else(|e| panic!("media storage: {e}"));
        let metrics = Arc::new(metrics::Metrics::default());
        let help_mail = mail.clone();
        let catalogue = Arc::new(catalogue::Catalogue::new(store.clone(), metrics.clone()));
        // The kind of provider decides; Razorpay without credentials is a Razorpay whose every
        // call fails, never a sandbox that hands out free payments.
        let provider = Arc::new(match settings.payment_provider {
            settings::PaymentProviderKind::Razorpay => {
                let r = settings
                    .razorpay
                    .clone()
                    .unwrap_or(settings::RazorpaySettings {
                        key_id: String::new(),
                        key_secret: Secret::new(""),
                        webhook_secret: None,
                        api_base: "https://api.razorpay.com".into(),
                    });
                payments::PaymentProvider::Razorpay(payments::razorpay::Razorpay::new(
                    r.key_id,
                    r.key_secret.expose().to_string(),
                    r.webhook_secret.as_ref().map(|s| s.expose().to_string()),
                    r.api_base,
                ))
            }
            settings::PaymentProviderKind::Sandbox => payments::PaymentProvider::Sandbox(
                payments::sandbox::Sandbox::new(payments::hmac_hex(
                    settings.jwt_secret.expose().as_bytes(),
                    b"tokri sandbox payments",
                )),
            ),
        });
        let promotions = Arc::new(promotions::Promotions::new(store.clone(), clock.clone()));
        let notifications = Arc::new(notifications::Notifications::new(
            store.clone(),
            mail.clone(),
            Arc::new(whatsapp::WhatsappQueue::new(
                store.clone(),
                &settings.whatsapp_api_base,
            )),
            settings.public_url.clone(),
            settings.contact.name.clone(),
            clock.clone(),
        ));
        let refunds = Arc::new(refunds::Refunds::new(
            store.clone(),
            provider.clone(),
            notifications.clone(),
            settings.public_url.clone(),
            clock.clone(),
        ));
        let reviews = reviews::Reviews::new(store.clone(), catalogue.clone(), clock.clone());
        Shop {
            checkout: checkout::Checkout {
                refunds: refunds.clone(),
                promotions: promotions.clone(),
                store: store.clone(),
                provider,
                mail: mail.clone(),
                public_url: settings.public_url.clone(),
                bank_transfer: settings.bank_transfer.clone(),
                catalogue: catalogue.clone(),
                metrics: metrics.clone(),
                delivery: delivery.clone(),
                notifications: notifications.clone(),
                clock: clock.clone(),
            },
            delivery,
            admin: admin::Admin::new(
                store.clone(),
                catalogue.clone(),
                notifications.clone(),
                clock.clone(),
            ),
            catalogue,
            accounts: accounts::Accounts::new(
                store.clone(),
                &settings,
                mail.clone(),
                clock.clone(),
            ),
            invoices: invoices::Invoices::new(store.clone(), clock.clone()),
            mail,
            media,
            metrics,
            pages: pages::Pages::new(store.clone(), clock.clone()),
            help: help::Help::new(
                store.clone(),
                help_mail,
                clock.clone(),
                settings.public_url.clone(),
                settings.contact.name.clone(),
            ),
            privacy: privacy::Privacy::new(store.clone(), &settings, clock.clone()),
            promotions,
            refunds,
            reviews,
            reports: reports::Reports::new(store.clone()),
            notifications,
            store,
            settings,
            clock,
        }
    }

    /// The `GET /metrics` page: this instance's counters with the mailer's counts, the mail
    /// backlog and the database pool's use read now. A backlog that cannot be read (the
    /// database is away) shows as none waiting; the page itself still answers.
    pub async fn metrics_page(&self) -> String {
        let mail = self.mail.stats();
        let pool = self.store.pool_stats();
        let (backlog, oldest) = match self.store.mail_backlog().await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!(error = %e, "reading the mail backlog failed");
                (0, None)
            }
        };
        let (wa_backlog, wa_oldest) = match self.store.whatsapp_backlog().await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!(error = %e, "reading the WhatsApp backlog failed");
                (0, None)
            }
        };
        let now = self.clock.now_ms();
        let waited =
            |oldest: Option<i64>| oldest.map_or(0.0, |at| (now - at).max(0) as f64 / 1000.0);
        self.metrics.render(&metrics::Gauges {
            mails_queued: mail.queued,
            mails_sent: mail.sent,
            mails_failed: mail.failed,
            mail_backlog: backlog,
            mail_oldest_wait_seconds: waited(oldest),
            whatsapp_backlog: wa_backlog,
            whatsapp_oldest_wait_seconds: waited(wa_oldest),
            db_open: pool.open,
            db_idle: pool.idle,
            db_max: pool.max,
        })
    }
}
