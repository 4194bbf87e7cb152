//! `tokri`: the whole shop in one binary.

mod config;
mod demo;

use std::time::Duration;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use tokri_shop::Shop;
use tokri_shop::accounts::AdminOutcome;
use tokri_store::Store;

use crate::config::{Config, ConfigArgs};

/// Tokri: online shop for fresh fruit and gift hampers.
///
/// Every setting can be given as a flag or as the environment variable shown with it
/// (a `.env` file in the working folder is read too). The log filter is TOKRI_LOG
/// (default `info`, e.g. `tokri=debug,info`).
#[derive(Debug, Parser)]
#[command(name = "tokri", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    config: ConfigArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the shop: migrate the database, seed the demo catalogue into an empty one, and serve
    /// the API and web app until SIGTERM or Ctrl-C (in-flight requests are finished).
    Serve,
    /// Apply database migrations and exit.
    Migrate,
    /// Administrator accounts.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Print the OpenAPI document of the API.
    Openapi,
    /// Copy the SQLite database to FILE (a consistent snapshot, safe while serving).
    Backup {
        /// Where to write the copy; must not exist.
        file: std::path::PathBuf,
    },
}

#[derive(Debug, Subcommand)]
enum AdminCommand {
    /// Create an admin, or make the registered account with this email an admin and set its
    /// password. Running it again is harmless.
    Create {
        /// Admin's email.
        #[arg(long)]
        email: String,
        /// Admin's password (at least 6 characters).
        #[arg(long)]
        password: String,
    },
}

fn main() {
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    if let Err(e) = run(cli) {
        eprintln!("tokri: {e:#}");
        std::process::exit(1);
    }
}

fn run(cli: Cli) -> Result<()> {
    if let Command::Openapi = cli.command {
        println!("{}", tokri_api::openapi::openapi_json());
        return Ok(());
    }
    let config = cli.config.check()?;
    init_logging(cli.config.log_format.as_deref());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async move {
        match cli.command {
            Command::Serve => serve(config, &cli.config).await,
            Command::Migrate => {
                let store = open_store(&config).await?;
                store.close().await;
                println!("Database is up to date.");
                Ok(())
            }
            Command::Admin {
                command: AdminCommand::Create { email, password },
            } => {
                let store = open_store(&config).await?;
                let shop = Shop::new(store.clone(), config.settings.clone(), config.mailer()?);
                let (user, outcome) = shop.accounts.ensure_admin(&email, &password).await?;
                store.close().await;
                let what = match outcome {
                    AdminOutcome::Created => "Created admin",
                    AdminOutcome::Promoted => "Promoted to admin",
                    AdminOutcome::Updated => "Admin already existed; password set for",
                };
                println!("{what} {}", user.email);
                Ok(())
            }
            Command::Backup { file } => {
                if file.exists() {
                    anyhow::bail!("{} already exists", file.display());
                }
                let store = open_store(&config).await?;
                store.backup_sqlite(&file.to_string_lossy()).await?;
                store.close().await;
                println!("Backed up to {}", file.display());
                Ok(())
            }
            Command::Openapi => unreachable!("handled above"),
        }
    })
}

fn init_logging(format: Option<&str>) {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_env("TOKRI_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,tower_http=info,sqlx=warn"));
    let json = match format {
        Some("json") => true,
        Some(_) => false,
        None => !std::io::stderr().is_terminal(),
    };
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if json {
        builder.json().init();
    } else {
        builder.init();
    }
}

async fn open_store(config: &Config) -> Result<Store> {
    if config.database_url.starts_with("sqlite:") {
        std::fs::create_dir_all(&config.data_dir).with_context(|| {
            format!(
                "TOKRI_DATA_DIR: cannot create {}",
                config.data_dir.display()
            )
        })?;
    }
    let store = Store::connect(&config.database_url)
        .await
        .with_context(|| "TOKRI_DATABASE_URL: cannot open the database")?;
    store
        .migrate()
        .await
        .context("cannot apply database migrations")?;
    Ok(store)
}

async fn serve(mut config: Config, args: &ConfigArgs) -> Result<()> {
    std::fs::create_dir_all(&config.data_dir).with_context(|| {
        format!(
            "TOKRI_DATA_DIR: cannot create {}",
            config.data_dir.display()
        )
    })?;
    config.settings.jwt_secret =
        tokri_shop::Secret::new(config::jwt_secret(args, &config.data_dir)?);
    let mailer = config.mailer()?;
    let store = open_store(&config).await?;
    if config.demo {
        let seeded = demo::seed_if_empty(&store)
            .await
            .context("cannot seed the demo catalogue")?;
        if seeded {
            tracing::info!("seeded the demo catalogue");
        }
    }
    let shop = Shop::new(store.clone(), config.settings.clone(), mailer);
    if let Some((email, password)) = &config.admin {
        let (_, outcome) = shop
            .accounts
            .ensure_admin(email, password)
            .await
            .map_err(|e| anyhow::anyhow!("TOKRI_ADMIN_EMAIL/TOKRI_ADMIN_PASSWORD: {e}"))?;
        tracing::info!(?outcome, %email, "admin ensured");
    }
    if !tokri_api::spa::has_web_app() {
        tracing::warn!("the web app is not built; only the API is served");
    }
    let state = tokri_api::AppState::new(shop);
    let mailer = state.shop.mailer.clone();
    tokio::spawn(reconcile_payments(state.shop.clone()));
    let app = tokri_api::router(state);
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .with_context(|| format!("TOKRI_ADDR: cannot listen on {}", config.addr))?;
    let local = listener.local_addr()?;
    tracing::info!(addr = %local, "Tokri is serving");
    println!("Tokri is running at http://{local}");
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown_signal())
    .await?;
    let unsent = mailer.drain(Duration::from_secs(10)).await;
    if unsent > 0 {
        tracing::warn!(unsent, "stopping with mail still being sent");
    }
    tracing::info!("finishing: closing the database");
    let _ = tokio::time::timeout(Duration::from_secs(5), store.close()).await;
    Ok(())
}

/// Every minute: settle orders whose payment went through while the customer left, and cancel
/// unpaid orders older than a day.
async fn reconcile_payments(shop: std::sync::Arc<Shop>) {
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    loop {
        tick.tick().await;
        match shop.checkout.reconcile(tokri_store::now_ms()).await {
            Ok((0, 0)) => {}
            Ok((settled, cancelled)) => tracing::info!(settled, cancelled, "payments reconciled"),
            Err(e) => tracing::warn!(error = %e, "payment reconciliation failed"),
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutdown requested; finishing in-flight requests");
}
