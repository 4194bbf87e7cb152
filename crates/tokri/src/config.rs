//! Configuration from the environment (and `.env`), checked at start: a missing or bad value
//! stops the program with one line naming the variable.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::Args;
use tokri_api::serve::ServeSettings;
use tokri_shop::mail::Mailer;
use tokri_shop::media::{BucketSettings, BucketStorage, MediaSettings};
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
    /// Most database connections this instance opens [default: SQLite 8; PostgreSQL twice the
    /// cores and one, 5 to 16]. Give the database's cores when it runs on a machine of its own.
    #[arg(
        long = "database-max-connections",
        env = "TOKRI_DATABASE_MAX_CONNECTIONS",
        global = true
    )]
    pub database_max_connections: Option<String>,
    /// Base URL of links in emails [default: http://{addr}].
    #[arg(long = "public-url", env = "TOKRI_PUBLIC_URL", global = true)]
    pub public_url: Option<String>,
    /// Token signing key, at least 32 bytes [default: generated once into {data}/jwt-secret;
    /// required on PostgreSQL, where every instance must sign with the same key].
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
    /// Allow the sandbox provider (free play-money payments) on a shop whose public URL is
    /// https, i.e. looks real (1 or 0); without it `serve` refuses to start there.
    #[arg(
        long = "sandbox-in-production",
        env = "TOKRI_SANDBOX_IN_PRODUCTION",
        default_value = "0",
        global = true
    )]
    pub sandbox_in_production: String,
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
    /// The WhatsApp Cloud API's base URL with its version (the owner sets the keys in admin →
    /// Notifications; this only changes for a stand-in server).
    #[arg(
        long = "whatsapp-api-base",
        env = "TOKRI_WHATSAPP_API_BASE",
        default_value = tokri_shop::settings::WHATSAPP_API_BASE,
        global = true
    )]
    pub whatsapp_api_base: String,
    /// The shop's bank account for corporate orders paid by bank transfer, as companies are to
    /// read it ("Tokri Fresh LLP · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234"); without
    /// it bank transfer is not offered.
    #[arg(long = "bank-transfer", env = "TOKRI_BANK_TRANSFER", global = true)]
    pub bank_transfer: Option<String>,
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
    /// Proxies whose X-Forwarded-For/Forwarded headers tell the client's address, as a comma
    /// list of addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); from other peers those
    /// headers are ignored [default: none].
    #[arg(long = "trusted-proxies", env = "TOKRI_TRUSTED_PROXIES", global = true)]
    pub trusted_proxies: Option<String>,
    /// Folder for uploaded pictures [default: {data}/media]; ignored with TOKRI_MEDIA_S3_BUCKET.
    #[arg(long = "media-dir", env = "TOKRI_MEDIA_DIR", global = true)]
    pub media_dir: Option<PathBuf>,
    /// Keep uploaded pictures in this S3-compatible bucket (shared by every instance) instead of
    /// a folder.
    #[arg(long = "media-s3-bucket", env = "TOKRI_MEDIA_S3_BUCKET", global = true)]
    pub media_s3_bucket: Option<String>,
    /// Endpoint of an S3-compatible service such as MinIO or R2 [default: AWS].
    #[arg(
        long = "media-s3-endpoint",
        env = "TOKRI_MEDIA_S3_ENDPOINT",
        global = true
    )]
    pub media_s3_endpoint: Option<String>,
    /// Region of the bucket [default: us-east-1].
    #[arg(long = "media-s3-region", env = "TOKRI_MEDIA_S3_REGION", global = true)]
    pub media_s3_region: Option<String>,
    /// Access key id for the bucket.
    #[arg(
        long = "media-s3-access-key-id",
        env = "TOKRI_MEDIA_S3_ACCESS_KEY_ID",
        global = true
    )]
    pub media_s3_access_key_id: Option<String>,
    /// Secret access key for the bucket.
    #[arg(
        long = "media-s3-secret-access-key",
        env = "TOKRI_MEDIA_S3_SECRET_ACCESS_KEY",
        global = true,
        hide_env_values = true
    )]
    pub media_s3_secret_access_key: Option<String>,
    /// Seconds a client has to send a request's headers (from connecting, or from the first
    /// byte of its next request on a kept-alive connection); slower ones are disconnected.
    #[arg(
        long = "header-timeout",
        env = "TOKRI_HEADER_TIMEOUT",
        default_value = "10",
        global = true
    )]
    pub header_timeout: String,
    /// Seconds a kept-alive connection may wait for its next request before it is closed.
    #[arg(
        long = "idle-timeout",
        env = "TOKRI_IDLE_TIMEOUT",
        default_value = "75",
        global = true
    )]
    pub idle_timeout: String,
    /// Seconds a request may take before it is answered 503.
    #[arg(
        long = "request-timeout",
        env = "TOKRI_REQUEST_TIMEOUT",
        default_value = "30",
        global = true
    )]
    pub request_timeout: String,
    /// Most connections open at once; past it new connections are answered 503 and closed
    /// [default: 10000, or the open-file limit less 128 when that is lower].
    #[arg(long = "max-connections", env = "TOKRI_MAX_CONNECTIONS", global = true)]
    pub max_connections: Option<String>,
    /// Most connections open at once from one client address (trusted proxies excepted); past
    /// it its new connections are answered 429 and closed [default: a tenth of
    /// TOKRI_MAX_CONNECTIONS].
    #[arg(
        long = "max-connections-per-client",
        env = "TOKRI_MAX_CONNECTIONS_PER_CLIENT",
        global = true
    )]
    pub max_connections_per_client: Option<String>,
    /// Bearer token that GET /metrics (Prometheus text format) asks for, at least 16 bytes;
    /// without it /metrics answers 404.
    #[arg(
        long = "metrics-token",
        env = "TOKRI_METRICS_TOKEN",
        global = true,
        hide_env_values = true
    )]
    pub metrics_token: Option<String>,
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
    /// Most database connections (`None`: the store's default for the database and cores).
    pub database_max_connections: Option<u32>,
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
    /// Connection limits and timeouts.
    pub http: HttpConfig,
    /// The sandbox may run behind an https public URL.
    pub sandbox_in_production: bool,
}

/// How the server treats connections and requests.
#[derive(Debug, Clone)]
pub struct HttpConfig {
    /// TOKRI_HEADER_TIMEOUT.
    pub header_timeout: Duration,
    /// TOKRI_IDLE_TIMEOUT.
    pub idle_timeout: Duration,
    /// TOKRI_REQUEST_TIMEOUT.
    pub request_timeout: Duration,
    /// TOKRI_MAX_CONNECTIONS, when set.
    pub max_connections: Option<usize>,
    /// TOKRI_MAX_CONNECTIONS_PER_CLIENT, when set.
    pub max_connections_per_client: Option<usize>,
}

impl HttpConfig {
    /// The server's settings for a process allowed `open_files` open files.
    pub fn serve_settings(&self, open_files: u64) -> ServeSettings {
        let mut s = ServeSettings::for_open_files(open_files);
        s.header_timeout = self.header_timeout;
        s.idle_timeout = self.idle_timeout;
        s.shutdown_grace = self.request_timeout + Duration::from_secs(5);
        s.after_crowd = Some(crate::allocator::give_back_free_memory);
        if let Some(max) = self.max_connections {
            s.max_connections = max;
            s.max_connections_per_client = (max / 10).max(1);
        }
        if let Some(per_client) = self.max_connections_per_client {
            s.max_connections_per_client = per_client;
        }
        s
    }
}

/// A positive number of seconds (fractions allowed, at most a day).
fn seconds(name: &str, value: &str) -> Result<Duration> {
    match value.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => Ok(Duration::from_secs_f64(s)),
        _ => bail!("{name}: {value:?} must be a number of seconds above 0, like 10 or 0.5"),
    }
}

/// A whole number of at least 1, when set.
fn count(name: &str, value: &Option<String>) -> Result<Option<usize>> {
    match non_empty(value) {
        None => Ok(None),
        Some(v) => match v.parse::<usize>() {
            Ok(n) if n >= 1 => Ok(Some(n)),
            _ => bail!("{name}: {v:?} must be a whole number of at least 1"),
        },
    }
}

impl Config {
    /// The mailer: SMTP when configured, else the outbox folder.
    pub fn mailer(&self) -> Result<Mailer> {
        match &self.smtp_url {
            Some(url) => Mailer::smtp(url, &self.mail_from).map_err(|e| anyhow::anyhow!(e)),
            None => Ok(Mailer::outbox(self.data_dir.join("outbox"))),
        }
    }

    /// What only `serve` checks: a shop on an https public URL is taken for a real one, and
    /// the sandbox (which hands out payments for free) is refused there unless
    /// TOKRI_SANDBOX_IN_PRODUCTION=1 says it is on purpose (a demo, a staging copy).
    pub fn check_serve(&self) -> Result<()> {
        if self.settings.payment_provider == PaymentProviderKind::Sandbox
            && self.settings.public_url.starts_with("https://")
            && !self.sandbox_in_production
        {
            bail!(
                "TOKRI_PAYMENT_PROVIDER: the sandbox takes no real money, but TOKRI_PUBLIC_URL ({}) is https, like a real shop. \
                 Set TOKRI_PAYMENT_PROVIDER=razorpay with its keys, or TOKRI_SANDBOX_IN_PRODUCTION=1 to run the sandbox there on purpose.",
                self.settings.public_url
            );
        }
        Ok(())
    }
}

fn flag(name: &str, value: &str) -> Result<bool> {
    match value.trim() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" | "" => Ok(false),
        other => bail!("{name}: {other:?} must be 1 or 0"),
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
        let sandbox_in_production =
            flag("TOKRI_SANDBOX_IN_PRODUCTION", &self.sandbox_in_production)?;
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
        let trusted_proxies = parse_proxies(self.trusted_proxies.as_deref().unwrap_or(""))?;
        let media = match non_empty(&self.media_s3_bucket) {
            Some(bucket) => {
                let b = BucketSettings {
                    bucket,
                    endpoint: non_empty(&self.media_s3_endpoint),
                    region: non_empty(&self.media_s3_region),
                    access_key_id: non_empty(&self.media_s3_access_key_id),
                    secret_access_key: non_empty(&self.media_s3_secret_access_key).map(Secret::new),
                };
                BucketStorage::new(&b)
                    .map_err(|e| anyhow::anyhow!("TOKRI_MEDIA_S3_BUCKET: {e}"))?;
                MediaSettings::Bucket(b)
            }
            None => MediaSettings::Folder(
                self.media_dir
                    .clone()
                    .unwrap_or_else(|| data_dir.join("media")),
            ),
        };
        let metrics_token = non_empty(&self.metrics_token);
        if let Some(t) = &metrics_token
            && (t.len() < 16 || !t.bytes().all(|b| b.is_ascii_graphic()))
        {
            bail!("TOKRI_METRICS_TOKEN: must be at least 16 printable characters without spaces");
        }
        if let Some(f) = &self.log_format
            && f != "pretty"
            && f != "json"
        {
            bail!("TOKRI_LOG_FORMAT: {f:?} must be pretty or json");
        }
        let http = HttpConfig {
            header_timeout: seconds("TOKRI_HEADER_TIMEOUT", &self.header_timeout)?,
            idle_timeout: seconds("TOKRI_IDLE_TIMEOUT", &self.idle_timeout)?,
            request_timeout: seconds("TOKRI_REQUEST_TIMEOUT", &self.request_timeout)?,
            max_connections: count("TOKRI_MAX_CONNECTIONS", &self.max_connections)?,
            max_connections_per_client: count(
                "TOKRI_MAX_CONNECTIONS_PER_CLIENT",
                &self.max_connections_per_client,
            )?,
        };
        Ok(Config {
            http,
            addr,
            data_dir,
            database_url,
            database_max_connections: count(
                "TOKRI_DATABASE_MAX_CONNECTIONS",
                &self.database_max_connections,
            )?
            .map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
            demo,
            admin,
            smtp_url: non_empty(&self.smtp_url),
            mail_from: self.mail_from.clone(),
            sandbox_in_production,
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
                trusted_proxies,
                media,
                metrics_token: metrics_token.map(Secret::new),
                whatsapp_api_base: self
                    .whatsapp_api_base
                    .trim()
                    .trim_end_matches('/')
                    .to_string(),
                bank_transfer: non_empty(&self.bank_transfer),
                // Always DESIGN §2's: no setting weakens the server's password hashes.
                password_cost: tokri_shop::accounts::PasswordCost::DESIGN,
            },
        })
    }
}

/// `TOKRI_TRUSTED_PROXIES`: addresses (one host each) and CIDR ranges, comma separated.
fn parse_proxies(list: &str) -> Result<Vec<ipnet::IpNet>> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<ipnet::IpNet>()
                .or_else(|_| s.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                .map_err(|_| {
                    anyhow::anyhow!(
                        "TOKRI_TRUSTED_PROXIES: {s:?} is not an address or CIDR range like 10.0.0.0/8"
                    )
                })
        })
        .collect()
}

/// The token signing key: TOKRI_JWT_SECRET, or on SQLite one generated once into the data
/// folder. On PostgreSQL it must be given: several instances share that database, and one that
/// made up its own key would refuse every session the others signed (and sign sessions they
/// refuse), so an instance started without it would quietly split the shop in two.
pub fn jwt_secret(args: &ConfigArgs, data_dir: &Path, postgres: bool) -> Result<String> {
    if let Some(s) = non_empty(&args.jwt_secret) {
        if s.len() < 32 {
            bail!("TOKRI_JWT_SECRET: must be at least 32 bytes long");
        }
        return Ok(s);
    }
    if postgres {
        bail!(
            "TOKRI_JWT_SECRET: must be set when TOKRI_DATABASE_URL is PostgreSQL, to the same value on every instance (e.g. `openssl rand -hex 32`)"
        );
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_are_positive_seconds_and_counts_at_least_one() {
        assert_eq!(seconds("T", "10").unwrap(), Duration::from_secs(10));
        assert_eq!(seconds("T", " 0.5 ").unwrap(), Duration::from_millis(500));
        for bad in ["0", "-1", "ten", "", "NaN", "inf", "100000"] {
            let e = seconds("TOKRI_HEADER_TIMEOUT", bad)
                .unwrap_err()
                .to_string();
            assert!(e.starts_with("TOKRI_HEADER_TIMEOUT: "), "{bad}: {e}");
        }
        assert_eq!(count("C", &None).unwrap(), None);
        assert_eq!(count("C", &Some(" 500 ".into())).unwrap(), Some(500));
        for bad in ["0", "-3", "1.5", "many"] {
            assert!(count("C", &Some(bad.into())).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_per_client_cap_follows_the_total_unless_set() {
        let mut http = HttpConfig {
            header_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(75),
            request_timeout: Duration::from_secs(30),
            max_connections: None,
            max_connections_per_client: None,
        };
        let s = http.serve_settings(1024);
        assert_eq!((s.max_connections, s.max_connections_per_client), (896, 89));
        let s = http.serve_settings(1 << 20);
        assert_eq!(
            (s.max_connections, s.max_connections_per_client),
            (10_000, 1_000)
        );
        http.max_connections = Some(300);
        let s = http.serve_settings(1 << 20);
        assert_eq!((s.max_connections, s.max_connections_per_client), (300, 30));
        http.max_connections_per_client = Some(7);
        assert_eq!(http.serve_settings(1 << 20).max_connections_per_client, 7);
    }

    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        config: ConfigArgs,
    }

    fn args(list: &[&str]) -> ConfigArgs {
        let mut all = vec!["tokri"];
        all.extend_from_slice(list);
        Cli::parse_from(all).config
    }

    #[test]
    fn postgres_needs_a_shared_jwt_secret_and_sqlite_makes_its_own() {
        let dir = tempfile::tempdir().unwrap();
        let e = jwt_secret(&args(&[]), dir.path(), true).unwrap_err();
        assert!(
            e.to_string().starts_with("TOKRI_JWT_SECRET: must be set"),
            "{e}"
        );
        let given = "k".repeat(32);
        assert_eq!(
            jwt_secret(&args(&["--jwt-secret", &given]), dir.path(), true).unwrap(),
            given
        );
        let made = jwt_secret(&args(&[]), dir.path(), false).unwrap();
        assert_eq!(made.len(), 64);
        assert_eq!(jwt_secret(&args(&[]), dir.path(), false).unwrap(), made);
    }

    #[test]
    fn the_database_pool_size_is_a_count_or_the_stores_default() {
        assert_eq!(args(&[]).check().unwrap().database_max_connections, None);
        let set = args(&["--database-max-connections", "12"]).check().unwrap();
        assert_eq!(set.database_max_connections, Some(12));
        let e = args(&["--database-max-connections", "0"])
            .check()
            .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("TOKRI_DATABASE_MAX_CONNECTIONS: "),
            "{e}"
        );
    }

    #[test]
    fn a_metrics_token_must_be_long_and_printable() {
        assert!(
            args(&["--metrics-token", "short"])
                .check()
                .unwrap_err()
                .to_string()
                .starts_with("TOKRI_METRICS_TOKEN")
        );
        assert!(
            args(&["--metrics-token", "has spaces in it, sixteen+"])
                .check()
                .is_err()
        );
        let c = args(&["--metrics-token", "0123456789abcdef"])
            .check()
            .unwrap();
        assert_eq!(
            c.settings.metrics_token.unwrap().expose(),
            "0123456789abcdef"
        );
        assert!(args(&[]).check().unwrap().settings.metrics_token.is_none());
    }
}
