//! Configuration from the environment (and `.env`), checked at start: a missing or bad value
//! stops the program with one line naming the variable.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::Args;
use tokri_shop::mail::Mailer;
use tokri_shop::settings::{PaymentProviderKind, RazorpaySettings, Secret, Settings, ShopContact};

/// Settings shared by every command; each can be given as a flag or as its environment variable.
#[derive(Debug, Clone, Args)]
pub struct ConfigArgs {
    /// Listen address (host:port).
    #[arg(
        long = "addr",
        env = "TOKRI_ADDR",
        default_value = "127.0.0.1:8080",
        global = true
    )]
    pub addr: String,
    /// Folder for the SQLite file, generated secrets and the mail outbox.
    #[arg(
        long = "data-dir",
        env = "TOKRI_DATA_DIR",
        default_value = "./data",
        global = true
    )]
    pub data_dir: PathBuf,
    /// Database URL: sqlite://PATH or postgres://USER@HOST/DB [default: sqlite://{data}/tokri.db].
    #[arg(long = "database-url", env = "TOKRI_DATABASE_URL", global = true)]
    pub database_url: Option<String>,
    /// Base URL of links in emails [default: http://{addr}].
    #[arg(long = "public-url", env = "TOKRI_PUBLIC_URL", global = true)]
    pub public_url: Option<String>,
    /// Token signing key, at least 32 bytes [default: generated once into {data}/jwt-secret].
    #[arg(
        long = "jwt-secret",
        env = "TOKRI_JWT_SECRET",
        global = true,
        hide_env_values = true
    )]
    pub jwt_secret: Option<String>,
    /// Seed the demo catalogue into an empty database (1 or 0).
    #[arg(long = "demo", env = "TOKRI_DEMO", default_value = "1", global = true)]
    pub demo: String,
    /// Make sure an admin with this email exists at start (with TOKRI_ADMIN_PASSWORD).
    #[arg(long = "admin-email", env = "TOKRI_ADMIN_EMAIL", global = true)]
    pub admin_email: Option<String>,
    /// Password for TOKRI_ADMIN_EMAIL.
    #[arg(
        long = "admin-password",
        env = "TOKRI_ADMIN_PASSWORD",
        global = true,
        hide_env_values = true
    )]
    pub admin_password: Option<String>,
    /// Send mail through this SMTP server (smtp://user:pass@host:port or smtps://…); without it
    /// mail is written to {data}/outbox/*.eml.
    #[arg(
        long = "smtp-url",
        env = "TOKRI_SMTP_URL",
        global = true,
        hide_env_values = true
    )]
    pub smtp_url: Option<String>,
    /// Sender of the shop's mail.
    #[arg(
        long = "mail-from",
        env = "TOKRI_MAIL_FROM",
        default_value = "Tokri <no-reply@tokri.local>",
        global = true
    )]
    pub mail_from: String,
    /// Payment provider: sandbox (offline, built in) or razorpay.
    #[arg(
        long = "payment-provider",
        env = "TOKRI_PAYMENT_PROVIDER",
        default_value = "sandbox",
        global = true
    )]
    pub payment_provider: String,
    /// Razorpay key id.
    #[arg(long = "razorpay-key-id", env = "TOKRI_RAZORPAY_KEY_ID", global = true)]
    pub razorpay_key_id: Option<String>,
    /// Razorpay key secret.
    #[arg(
        long = "razorpay-key-secret",
        env = "TOKRI_RAZORPAY_KEY_SECRET",
        global = true,
        hide_env_values = true
    )]
    pub razorpay_key_secret: Option<String>,
    /// Razorpay webhook secret.
    #[arg(
        long = "razorpay-webhook-secret",
        env = "TOKRI_RAZORPAY_WEBHOOK_SECRET",
        global = true,
        hide_env_values = true
    )]
    pub razorpay_webhook_secret: Option<String>,
    /// Razorpay API base URL.
    #[arg(
        long = "razorpay-api-base",
        env = "TOKRI_RAZORPAY_API_BASE",
        default_value = "https://api.razorpay.com",
        global = true
    )]
    pub razorpay_api_base: String,
    /// Google OAuth client id; Google sign-in is hidden without it.
    #[arg(
        long = "google-client-id",
        env = "TOKRI_GOOGLE_CLIENT_ID",
        global = true
    )]
    pub google_client_id: Option<String>,
    /// Where Google's ID-token signing keys are fetched from.
    #[arg(
        long = "google-jwks-url",
        env = "TOKRI_GOOGLE_JWKS_URL",
        default_value = "https://www.googleapis.com/oauth2/v3/certs",
        global = true
    )]
    pub google_jwks_url: String,
    /// Log format: pretty or json [default: pretty in a terminal, json otherwise].
    #[arg(long = "log-format", env = "TOKRI_LOG_FORMAT", global = true)]
    pub log_format: Option<String>,
}

/// Checked configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// Listen address.
    pub addr: SocketAddr,
    /// Data folder.
    pub data_dir: PathBuf,
    /// Database URL.
    pub database_url: String,
    /// Seed demo data.
    pub demo: bool,
    /// Admin to ensure at start.
    pub admin: Option<(String, String)>,
    /// Use-case settings.
    pub settings: Settings,
    /// SMTP URL, when mail goes by SMTP.
    pub smtp_url: Option<String>,
    /// Sender of mail.
    pub mail_from: String,
}

impl Config {
    /// The mailer: SMTP when configured, else the outbox folder.
    pub fn mailer(&self) -> Result<Mailer> {
        match &self.smtp_url {
            Some(url) => Mailer::smtp(url, &self.mail_from).map_err(|e| anyhow::anyhow!(e)),
            None => Ok(Mailer::outbox(self.data_dir.join("outbox"))),
        }
    }
}

fn non_empty(v: &Option<String>) -> Option<String> {
    v.as_ref()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
}

impl ConfigArgs {
    /// Checks every value; the error names the variable.
    pub fn check(&self) -> Result<Config> {
        let addr: SocketAddr = self.addr.trim().parse().map_err(|_| {
            anyhow::anyhow!(
                "TOKRI_ADDR: {:?} is not a listen address like 127.0.0.1:8080",
                self.addr
            )
        })?;
        let data_dir = self.data_dir.clone();
        if data_dir.as_os_str().is_empty() {
            bail!("TOKRI_DATA_DIR: must name a folder");
        }
        let database_url = match non_empty(&self.database_url) {
            Some(url) => {
                if !(url.starts_with("sqlite:")
                    || url.starts_with("postgres://")
                    || url.starts_with("postgresql://"))
                {
                    bail!("TOKRI_DATABASE_URL: {url:?} must start with sqlite:// or postgres://");
                }
                url
            }
            None => format!("sqlite://{}", data_dir.join("tokri.db").display()),
        };
        let public_url = non_empty(&self.public_url)
            .unwrap_or_else(|| format!("http://{addr}"))
            .trim_end_matches('/')
            .to_string();
        if !(public_url.starts_with("http://") || public_url.starts_with("https://")) {
            bail!("TOKRI_PUBLIC_URL: {public_url:?} must start with http:// or https://");
        }
        let demo = match self.demo.trim() {
            "1" | "true" | "yes" | "on" => true,
            "0" | "false" | "no" | "off" => false,
            other => bail!("TOKRI_DEMO: {other:?} must be 1 or 0"),
        };
        let admin = match (
            non_empty(&self.admin_email),
            self.admin_password.clone().filter(|p| !p.is_empty()),
        ) {
            (Some(e), Some(p)) => Some((e, p)),
            (None, None) => None,
            (Some(_), None) => {
                bail!("TOKRI_ADMIN_PASSWORD: must be set together with TOKRI_ADMIN_EMAIL")
            }
            (None, Some(_)) => {
                bail!("TOKRI_ADMIN_EMAIL: must be set together with TOKRI_ADMIN_PASSWORD")
            }
        };
        let payment_provider = match self.payment_provider.trim() {
            "sandbox" => PaymentProviderKind::Sandbox,
            "razorpay" => {
                for (name, v) in [
                    ("TOKRI_RAZORPAY_KEY_ID", &self.razorpay_key_id),
                    ("TOKRI_RAZORPAY_KEY_SECRET", &self.razorpay_key_secret),
                ] {
                    if non_empty(v).is_none() {
                        bail!("{name}: must be set when TOKRI_PAYMENT_PROVIDER=razorpay");
                    }
                }
                PaymentProviderKind::Razorpay
            }
            other => bail!("TOKRI_PAYMENT_PROVIDER: {other:?} must be sandbox or razorpay"),
        };
        if let Some(f) = &self.log_format
            && f != "pretty"
            && f != "json"
        {
            bail!("TOKRI_LOG_FORMAT: {f:?} must be pretty or json");
        }
        Ok(Config {
            addr,
            data_dir,
            database_url,
            demo,
            admin,
            smtp_url: non_empty(&self.smtp_url),
            mail_from: self.mail_from.clone(),
            settings: Settings {
                razorpay: (payment_provider == PaymentProviderKind::Razorpay).then(|| {
                    RazorpaySettings {
                        key_id: non_empty(&self.razorpay_key_id).unwrap_or_default(),
                        key_secret: Secret::new(
                            non_empty(&self.razorpay_key_secret).unwrap_or_default(),
                        ),
                        webhook_secret: non_empty(&self.razorpay_webhook_secret).map(Secret::new),
                        api_base: self.razorpay_api_base.trim().to_string(),
                    }
                }),
                jwt_secret: Secret::new(String::new()),
                google_jwks_url: self.google_jwks_url.clone(),
                public_url,
                payment_provider,
                google_client_id: non_empty(&self.google_client_id),
                contact: ShopContact::default(),
            },
        })
    }
}

/// The token signing key: TOKRI_JWT_SECRET, or one generated once into the data folder.
pub fn jwt_secret(args: &ConfigArgs, data_dir: &Path) -> Result<String> {
    if let Some(s) = non_empty(&args.jwt_secret) {
        if s.len() < 32 {
            bail!("TOKRI_JWT_SECRET: must be at least 32 bytes long");
        }
        return Ok(s);
    }
    let path = data_dir.join("jwt-secret");
    if let Ok(s) = std::fs::read_to_string(&path) {
        let s = s.trim().to_string();
        if s.len() >= 32 {
            return Ok(s);
        }
    }
    let mut bytes = [0u8; 32];
    rand::fill(&mut bytes);
    let secret = hex::encode(bytes);
    write_private(&path, &secret)
        .with_context(|| format!("TOKRI_DATA_DIR: cannot write {}", path.display()))?;
    Ok(secret)
}

fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(path)?;
        f.write_all(contents.as_bytes())
    }
    #[cfg(not(unix))]
    {
        std::fs::write(path, contents)
    }
}
