//! Deployment settings the use cases need (read from the environment by the binary).

use serde::Serialize;

/// Which payment provider takes the money.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentProviderKind {
    /// Built-in offline sandbox.
    Sandbox,
    Razorpay,
}

impl PaymentProviderKind {
    /// Name used in configuration and `/api/config`.
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentProviderKind::Sandbox => "sandbox",
            PaymentProviderKind::Razorpay => "razorpay",
        }
    }
}

/// The shop's contact details, shown in the footer and on the About page.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ShopContact {
    /// Shop name.
    pub name: String,
    pub phone: String,
    pub email: String,
    /// Postal address.
    pub address: String,
    /// Opening hours.
    pub hours: String,
}

impl Default for ShopContact {
    fn default() -> Self {
        ShopContact {
            name: "Tokri".into(),
            phone: "+91 98220 12345".into(),
            email: "hello@tokri.in".into(),
            address: "Shop 4, Market Yard Road, Gultekdi, Pune, Maharashtra 411037".into(),
            hours: "Mon-Sun 6AM-10PM".into(),
        }
    }
}

/// A secret value that never shows in logs or debug output.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a secret.
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }

    /// The secret itself.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(..)")
    }
}

/// Razorpay credentials.
#[derive(Debug, Clone)]
pub struct RazorpaySettings {
    /// Key id (public).
    pub key_id: String,
    /// Key secret.
    pub key_secret: Secret,
    /// Webhook secret.
    pub webhook_secret: Option<Secret>,
    /// API base URL.
    pub api_base: String,
}

/// Meta's Graph API, at the version the WhatsApp client was written against.
pub const WHATSAPP_API_BASE: &str = "https://graph.facebook.com/v21.0";

/// Settings of one deployment.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Signs session tokens (at least 32 bytes).
    pub jwt_secret: Secret,
    /// Where Google's ID-token keys are published.
    pub google_jwks_url: String,
    /// Base of links in emails, without a trailing slash.
    pub public_url: String,
    /// Payment provider.
    pub payment_provider: PaymentProviderKind,
    /// Razorpay credentials, when Razorpay is the provider.
    pub razorpay: Option<RazorpaySettings>,
    /// Google OAuth client id; sign-in with Google is hidden without it.
    pub google_client_id: Option<String>,
    /// Contact details.
    pub contact: ShopContact,
    /// Proxies (load balancers) whose `X-Forwarded-For` / `Forwarded` headers name the client;
    /// from any other peer those headers are ignored, since a client could write them.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Where uploaded pictures are kept.
    pub media: crate::media::MediaSettings,
    /// Bearer token that `GET /metrics` asks for; without one the page does not exist.
    pub metrics_token: Option<Secret>,
    /// The WhatsApp Cloud API's base, with its version (Meta's Graph API; a stand-in in tests).
    pub whatsapp_api_base: String,
    /// The shop's bank account as companies are told to pay it (corporate orders paid by bank
    /// transfer); None when the shop takes no bank transfers.
    pub bank_transfer: Option<String>,
    /// The argon2id cost of new password hashes: DESIGN §2's unless a test shop asks for less.
    pub password_cost: crate::accounts::PasswordCost,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            jwt_secret: Secret::new("tokri-development-secret-do-not-use-in-production"),
            google_jwks_url: "https://www.googleapis.com/oauth2/v3/certs".into(),
            public_url: "http://127.0.0.1:8080".into(),
            payment_provider: PaymentProviderKind::Sandbox,
            razorpay: None,
            google_client_id: None,
            contact: ShopContact::default(),
            trusted_proxies: Vec::new(),
            media: Default::default(),
            metrics_token: None,
            whatsapp_api_base: WHATSAPP_API_BASE.into(),
            bank_transfer: None,
            password_cost: crate::accounts::PasswordCost::DESIGN,
        }
    }
}

impl Settings {
    /// Where the web app loads the checkout script from.
    pub fn checkout_script_url(&self) -> &'static str {
        match self.payment_provider {
            PaymentProviderKind::Sandbox => "/sandbox/checkout.js",
            PaymentProviderKind::Razorpay => "https://checkout.razorpay.com/v1/checkout.js",
        }
    }
}
