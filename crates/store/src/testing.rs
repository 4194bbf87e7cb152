//! Fresh, migrated databases for tests: a SQLite file in a temporary folder always, and a
//! PostgreSQL schema of its own when `TOKRI_TEST_POSTGRES_URL` is set.

use tokri_domain::{Address, PaymentMethod};

use crate::accounts::NewUser;
use crate::catalogue::{CategoryWrite, ProductWrite};
use crate::orders::{NewOrder, OrderItemRow};
use crate::{Result, Store};

/// A migrated store for one test, and what keeps it alive.
pub struct TestStore {
    /// The store.
    pub store: Store,
    /// "sqlite" or "postgres", for assertion messages.
    pub label: &'static str,
    /// Temporary folder of a SQLite store (kept for the test's life).
    pub dir: Option<std::path::PathBuf>,
    /// PostgreSQL schema of a PostgreSQL store.
    pub schema: Option<String>,
}

impl Drop for TestStore {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// One fresh store per configured backend: SQLite, then PostgreSQL when
/// `TOKRI_TEST_POSTGRES_URL` is set. Each is empty and migrated.
pub async fn fresh_stores() -> Result<Vec<TestStore>> {
    let mut out = vec![fresh_sqlite().await?];
    if let Ok(url) = std::env::var("TOKRI_TEST_POSTGRES_URL")
        && !url.trim().is_empty()
    {
        out.push(fresh_postgres(&url).await?);
    }
    Ok(out)
}

/// A fresh SQLite store in its own temporary folder: a copy of a migrated template, made once
/// per migration set (migrating in every test cost each a fifth of a second).
pub async fn fresh_sqlite() -> Result<TestStore> {
    let dir = new_temp_dir()?;
    std::fs::copy(sqlite_template().await?, dir.join("tokri.db")).map_err(io_error)?;
    let store = Store::connect(&format!("sqlite://{}/tokri.db", dir.display())).await?;
    // Nothing is pending; checks the copy's history as a shop's start does.
    store.migrate().await?;
    Ok(TestStore {
        store,
        label: "sqlite",
        dir: Some(dir),
        schema: None,
    })
}

/// A new, empty folder of the test's own in the temporary folder.
fn new_temp_dir() -> Result<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!("tokri-test-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).map_err(io_error)?;
    Ok(dir)
}

fn io_error(e: std::io::Error) -> crate::StoreError {
    crate::StoreError::Config(e.to_string())
}

/// A migrated SQLite database in the temporary folder, named by a hash of the migrations, so
/// test processes and runs share it until a migration changes.
async fn sqlite_template() -> Result<&'static std::path::PathBuf> {
    static TEMPLATE: tokio::sync::OnceCell<std::path::PathBuf> = tokio::sync::OnceCell::const_new();
    TEMPLATE
        .get_or_try_init(|| async {
            let path = std::env::temp_dir().join(format!(
                "tokri-test-template-{:016x}.db",
                migrations_hash(crate::migrations::SQLITE)
            ));
            if path.exists() {
                return Ok(path);
            }
            let dir = new_temp_dir()?;
            let store = Store::connect(&format!("sqlite://{}/tokri.db", dir.display())).await?;
            store.migrate().await?;
            // One self-contained file, written aside and renamed into place: a process copying
            // the template never sees half of it.
            let part = dir.join("template.db");
            sqlx::query(&format!("VACUUM INTO '{}'", part.display()))
                .execute(store.pool())
                .await?;
            store.close().await;
            std::fs::rename(&part, &path).map_err(io_error)?;
            let _ = std::fs::remove_dir_all(&dir);
            Ok(path)
        })
        .await
}

/// FNV-1a over the migrations' names and text.
fn migrations_hash(files: &[(&str, &str)]) -> u64 {
    files
        .iter()
        .flat_map(|(name, sql)| name.bytes().chain(sql.bytes()))
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// A fresh PostgreSQL schema, in a database of this test process's own on the server of
/// `url` (made at its first test). A database that has held thousands of tests' schemas
/// carries their catalogue rows and files, and migrating in it took three times as long.
pub async fn fresh_postgres(url: &str) -> Result<TestStore> {
    let url = process_database(url).await?;
    let schema = format!("t_{}", uuid::Uuid::new_v4().simple());
    let admin = Store::connect(url).await?;
    sqlx::query(&format!("CREATE SCHEMA \"{schema}\""))
        .execute(admin.pool())
        .await?;
    admin.close().await;
    let store = Store::connect_with(url, Some(schema.clone())).await?;
    store.migrate().await?;
    Ok(TestStore {
        store,
        label: "postgres",
        dir: None,
        schema: Some(schema),
    })
}

/// The URL of this process's test database, `tokri_t_<unix seconds>_<random>`, made on first
/// use. Test databases and schemas (of earlier versions of this harness) left by runs over an
/// hour ago are dropped on the side.
pub(crate) async fn process_database(url: &str) -> Result<&'static str> {
    static DATABASE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    DATABASE
        .get_or_try_init(|| async {
            let now = crate::now_ms() / 1000;
            let name = format!("tokri_t_{now}_{}", uuid::Uuid::new_v4().simple());
            let admin = Store::connect(url).await?;
            sqlx::query(&format!("CREATE DATABASE \"{name}\""))
                .execute(admin.pool())
                .await?;
            admin.close().await;
            let base = url.to_string();
            // Dropping a database waits for a checkpoint (a second or two each): not on the
            // tests' way. A process that ends first leaves the rest to the next run.
            std::thread::spawn(move || {
                if let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    rt.block_on(drop_old_test_data(&base, now - 3600));
                }
            });
            Ok(with_database(url, &name))
        })
        .await
        .map(String::as_str)
}

/// Runs `drop` for each name `list` answers whose time (Unix seconds, after the prefix ending
/// in `t_`) is before `before`.
async fn drop_each(admin: &Store, list: &str, before: i64, drop: impl Fn(&str) -> String) {
    let names: Vec<String> = sqlx::query_scalar(list)
        .fetch_all(admin.pool())
        .await
        .unwrap_or_default();
    for name in names {
        let made = name
            .split_once("t_")
            .and_then(|(_, rest)| rest.split('_').next())
            .and_then(|t| t.parse::<i64>().ok());
        if made.is_some_and(|t| t < before) {
            let _ = sqlx::query(&drop(&name)).execute(admin.pool()).await;
        }
    }
}

/// `url` naming the database `name` instead of its own.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let start = base.find("://").map_or(0, |i| i + 3);
    let base = match base[start..].find('/') {
        Some(slash) => &base[..start + slash],
        None => base,
    };
    if query.is_empty() {
        format!("{base}/{name}")
    } else {
        format!("{base}/{name}?{query}")
    }
}

/// Drops the test databases and test schemas (in `url`'s own database) made before `before`
/// (Unix seconds).
async fn drop_old_test_data(url: &str, before: i64) {
    let Ok(admin) = Store::connect(url).await else {
        return;
    };
    drop_each(
        &admin,
        "SELECT datname::text FROM pg_database WHERE datname LIKE 'tokri\\_t\\_%'",
        before,
        |name| format!("DROP DATABASE IF EXISTS \"{name}\""),
    )
    .await;
    drop_each(
        &admin,
        "SELECT nspname::text FROM pg_namespace WHERE nspname LIKE 't\\_%'",
        before,
        |name| format!("DROP SCHEMA IF EXISTS \"{name}\" CASCADE"),
    )
    .await;
    admin.close().await;
}

/// A second pool on the database of `t`, as another instance of the shop would open it.
pub async fn another_store(t: &TestStore) -> Result<Store> {
    match (&t.dir, &t.schema) {
        (Some(dir), _) => Store::connect(&format!("sqlite://{}/tokri.db", dir.display())).await,
        (None, Some(schema)) => {
            let url = std::env::var("TOKRI_TEST_POSTGRES_URL")
                .map_err(|_| crate::StoreError::Config("TOKRI_TEST_POSTGRES_URL".into()))?;
            Store::connect_with(process_database(&url).await?, Some(schema.clone())).await
        }
        (None, None) => Err(crate::StoreError::Config("no test database".into())),
    }
}

/// Runs a query that answers one BIGINT, for tests that inspect or poke the database.
pub async fn scalar_i64(store: &Store, sql: &str) -> Result<i64> {
    Ok(sqlx::query_scalar(sql).fetch_one(store.pool()).await?)
}

/// Runs raw SQL (one or more statements, no parameters) on a test store, for tests that stage
/// what the product never does, such as a failure in the middle of a transaction.
pub async fn execute_raw(store: &Store, sql: &str) -> Result<()> {
    use sqlx::Executor;
    store.pool().execute(sql).await?;
    Ok(())
}

/// An online order of one Kiwi (₹100, delivery ₹119) by the customer "u1" of
/// [`seed_buyer_and_kiwi`], to 12 FC Road, Pune 411004, created at `created_at`, with no delivery
/// slot and no gift: tests change what they need.
pub fn kiwi_order(created_at: i64) -> NewOrder {
    NewOrder {
        id: uuid::Uuid::new_v4().to_string(),
        created_at,
        user_id: "u1".into(),
        customer_name: "Asha".into(),
        customer_email: "asha@example.in".into(),
        subtotal_paise: 10_000,
        delivery_paise: 11_900,
        total_paise: 21_900,
        shipping: Address {
            name: "Asha".into(),
            mobile: "9822012345".into(),
            street: "12 FC Road".into(),
            city: "Pune".into(),
            state: "Maharashtra".into(),
            zip: "411004".into(),
            country: "India".into(),
        },
        provider: "sandbox".into(),
        provider_order_id: Some(format!("order_{}", uuid::Uuid::new_v4())),
        billing: None,
        pay_method: PaymentMethod::Online,
        gift: None,
        cart_key: None,
        delivery: None,
        items: vec![OrderItemRow {
            product_id: "p1".into(),
            variant_id: "p1".into(),
            variant_label: String::new(),
            name: "Kiwi".into(),
            image: None,
            category: "Exotic".into(),
            price_paise: 10_000,
            qty: 1,
            held: 0,
            tax: Default::default(),
            discount_paise: 0,
        }],
        discount_paise: 0,
        coupon_code: None,
        offers: Vec::new(),
        whatsapp_updates: false,
        business: None,
    }
}

/// The customer "u1" (Asha), the category "c1" (Exotic) and the product "p1" (Kiwi, ₹100,
/// stock not counted), for tests that place orders in the store directly.
pub async fn seed_buyer_and_kiwi(s: &Store) -> Result<()> {
    s.create_user(&NewUser {
        id: "u1",
        name: "Asha",
        email: "asha@example.in",
        email_norm: "asha@example.in",
        password_hash: None,
        role: tokri_domain::Role::Customer,
        google_sub: None,
        email_verified: false,
    })
    .await?;
    s.create_category(
        "c1",
        &CategoryWrite {
            name: "Exotic".into(),
            slug: "exotic".into(),
            image: None,
            bg: tokri_domain::Background::Green50,
            active: true,
            sort_order: None,
            layout: tokri_domain::Layout::Standard,
        },
    )
    .await?;
    s.create_product(
        "p1",
        &ProductWrite {
            name: "Kiwi".into(),
            description: String::new(),
            option_name: String::new(),
            variants: vec![crate::catalogue::VariantWrite::single("p1", 10_000, None)],
            category_id: "c1".into(),
            weight: "3 pcs".into(),
            origin: "NZ".into(),
            images: vec![],
            active: None,
            tax: None,
            declaration: None,
        },
        1,
    )
    .await?;
    Ok(())
}

/// Every `table.column` of `store` whose text holds `needle` (case-insensitive), searching all
/// tables: what a test of erasure asks to find nothing of.
pub async fn text_found(store: &Store, needle: &str) -> Result<Vec<String>> {
    use sqlx::{Column, Row};
    let tables: Vec<String> = match store.backend() {
        crate::Backend::Sqlite => {
            sqlx::query_scalar(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations'",
            )
            .fetch_all(store.pool())
            .await?
        }
        crate::Backend::Postgres => {
            sqlx::query_scalar(
                "SELECT CAST(table_name AS TEXT) FROM information_schema.tables WHERE table_schema = current_schema() \
                 AND table_name <> '_sqlx_migrations'",
            )
            .fetch_all(store.pool())
            .await?
        }
    };
    let needle = needle.to_lowercase();
    let mut found = Vec::new();
    for table in tables {
        let rows = sqlx::query(&format!("SELECT * FROM {table}"))
            .fetch_all(store.pool())
            .await?;
        for row in rows {
            for (i, col) in row.columns().iter().enumerate() {
                if let Ok(Some(text)) = row.try_get::<Option<String>, _>(i)
                    && text.to_lowercase().contains(&needle)
                {
                    found.push(format!("{table}.{}", col.name()));
                }
            }
        }
    }
    found.sort();
    found.dedup();
    Ok(found)
}
