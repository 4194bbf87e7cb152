//! `tokri`: the whole shop in one binary.

mod allocator;
mod config;
mod datadir;
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
    allocator::return_large_blocks_at_once();
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
                // The copy holds everything the database does: private from its first byte.
                datadir::create_new_private_file(&file)
                    .with_context(|| format!("cannot create {}", file.display()))?;
                if let Err(e) = store.backup_sqlite(&file.to_string_lossy()).await {
                    let _ = std::fs::remove_file(&file);
                    return Err(e.into());
                }
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
    open_store_prepared(config, false).await
}

/// Opens the store; unless `prepared` (serve made the data folder private already), makes a
/// SQLite store's folder and files private first.
async fn open_store_prepared(config: &Config, prepared: bool) -> Result<Store> {
    if !prepared && config.database_url.starts_with("sqlite:") {
        datadir::prepare(&config.data_dir, &config.database_url)?;
    }
    let store = Store::connect_pooled(&config.database_url, None, config.database_max_connections)
        .await
        .with_context(|| "TOKRI_DATABASE_URL: cannot open the database")?;
    store
        .migrate()
        .await
        .context("cannot apply database migrations")?;
    Ok(store)
}

async fn serve(mut config: Config, args: &ConfigArgs) -> Result<()> {
    let open_files = tokri_api::serve::raise_open_file_limit();
    config.check_serve()?;
    datadir::prepare(&config.data_dir, &config.database_url)?;
    let postgres = !config.database_url.starts_with("sqlite:");
    config.settings.jwt_secret =
        tokri_shop::Secret::new(config::jwt_secret(args, &config.data_dir, postgres)?);
    let mailer = config.mailer()?;
    let store = open_store_prepared(&config, true).await?;
    let shop = Shop::new(store.clone(), config.settings.clone(), mailer);
    // Instances started together on an empty database seed it once: one at a time.
    let start_up = store
        .wait_for_lease("start-up", Duration::from_secs(60))
        .await?
        .context("another instance has been starting up for 60 s; is it stuck?")?;
    let mut seeded = false;
    if config.demo {
        seeded = demo::seed_if_empty(&store)
            .await
            .context("cannot seed the demo catalogue")?;
        if seeded {
            tracing::info!("seeded the demo catalogue");
            let pages = demo::seed_pages(&store).await?;
            tracing::info!(pages, "seeded the demo pages");
        }
    }
    if let Some((email, password)) = &config.admin {
        let (_, outcome) = shop
            .accounts
            .ensure_admin(email, password)
            .await
            .map_err(|e| anyhow::anyhow!("TOKRI_ADMIN_EMAIL/TOKRI_ADMIN_PASSWORD: {e}"))?;
        tracing::info!(?outcome, %email, "admin ensured");
    }
    // The words orders are searched by, for accounts made before they were kept (issue 27).
    let indexed = store
        .index_unindexed_accounts()
        .await
        .context("cannot index the accounts' words")?;
    if indexed > 0 {
        tracing::info!(
            indexed,
            "indexed the words of accounts for the order search"
        );
    }
    start_up.release().await?;
    if !tokri_api::spa::has_web_app() {
        tracing::warn!("the web app is not built; only the API is served");
    }
    let mut state = tokri_api::AppState::new(shop);
    state.request_timeout = config.http.request_timeout;
    state.catalogue_cache = std::sync::Arc::new(
        tokri_api::CatalogueCache::new(tokri_api::CATALOGUE_TTL)
            .after_build(allocator::give_back_free_memory),
    );
    let mail = state.shop.mail.clone();
    // Sends what an earlier run left at once, then whatever is queued.
    let mail_sender = mail.spawn();
    let serve_settings = config.http.serve_settings(open_files);
    tracing::info!(
        open_files,
        max_connections = serve_settings.max_connections,
        max_connections_per_client = serve_settings.max_connections_per_client,
        "connection limits"
    );
    if state
        .shop
        .catalogue
        .follow_changes()
        .await
        .context("cannot listen for catalogue changes (LISTEN tokri_catalogue)")?
        .is_some()
    {
        tracing::info!("following catalogue changes made by other instances");
    }
    tokio::spawn(tokri_shop::jobs::run_reconciler(state.shop.clone()));
    // WhatsApp messages (waiting until the owner sets the keys), and the morning's messages.
    state.shop.notifications.whatsapp.spawn();
    tokio::spawn(tokri_shop::jobs::run_morning(state.shop.clone()));
    if seeded {
        tokio::spawn(demo::upload_pictures(state.shop.clone()));
    }
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .with_context(|| format!("TOKRI_ADDR: cannot listen on {}", config.addr))?;
    let local = listener.local_addr()?;
    tracing::info!(addr = %local, "Tokri is serving");
    let stop = shutdown_signal();
    println!("Tokri is running at http://{local}");
    tokri_api::serve::serve(listener, state, serve_settings, stop).await;
    // The last pass first: it waits for a pass the sender is in the middle of (one pass at a
    // time), so a mail the sender has claimed is finished, not cut off with its claim still
    // held (which would leave it unsent until the claim ran out after the next start).
    let unsent = mail.drain(Duration::from_secs(10)).await;
    mail_sender.abort();
    if unsent > 0 {
        tracing::warn!(
            unsent,
            "stopping with mail unsent; it stays queued and is sent after the next start"
        );
    }
    tracing::info!("finishing: closing the database");
    let _ = tokio::time::timeout(Duration::from_secs(5), store.close()).await;
    Ok(())
}

/// Installs the stop-signal handlers now (before the shop says it is running, so a service
/// manager's early SIGTERM is a clean stop rather than a kill) and answers a future that
/// completes on Ctrl-C or SIGTERM.
#[cfg(unix)]
fn shutdown_signal() -> impl std::future::Future<Output = ()> + Send + 'static {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate()).ok();
    let mut int = signal(SignalKind::interrupt()).ok();
    async move {
        let term = async {
            match term.as_mut() {
                Some(s) => drop(s.recv().await),
                None => std::future::pending::<()>().await,
            }
        };
        let int = async {
            match int.as_mut() {
                Some(s) => drop(s.recv().await),
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            () = term => {},
            () = int => {},
        }
        tracing::info!("shutdown requested; finishing in-flight requests");
    }
}

/// Completes on Ctrl-C.
#[cfg(not(unix))]
fn shutdown_signal() -> impl std::future::Future<Output = ()> + Send + 'static {
    async {
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("shutdown requested; finishing in-flight requests");
    }
}
