//! The only crate that speaks SQL. One [`Store`] serves SQLite (embedded, the default) and
//! PostgreSQL (for several instances), through sqlx's `Any` driver with one set of queries:
//! ids and text are TEXT, times are Unix milliseconds, money is integer paise and booleans
//! are 0/1 integers, so every query reads the same on both backends.

pub mod accounts;
pub mod catalogue;
pub mod changes;
pub mod checkout;
pub mod delivery;
mod error;
pub mod help;
pub mod invoices;
pub mod jobs;
pub mod limits;
pub mod messages;
mod migrations;
pub mod orders;
pub mod outbox;
pub mod pages;
pub mod privacy;
pub mod promotions;
pub mod refunds;
pub mod reviews;
mod sqlite_config;
pub mod stock;
#[cfg(any(test, feature = "testing"))]
pub mod testing;

pub use error::StoreError;

use std::sync::Arc;
use std::time::Duration;

use sqlx::Row;
use sqlx::any::AnyRow;
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Connection, Executor};

/// Result of a store call.
pub type Result<T> = std::result::Result<T, StoreError>;

/// Which database a [`Store`] runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// Embedded SQLite file.
    Sqlite,
    /// PostgreSQL server.
    Postgres,
}

/// Access to the shop's database.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// The URL the pool was opened with (may hold a password: never logged).
    url: Arc<str>,
    /// The PostgreSQL schema every connection uses, when not the default.
    schema: Option<Arc<str>>,
    /// Turns of this process's order writers on SQLite ([`Store::write_turn`]).
    write_turns: Arc<tokio::sync::Mutex<()>>,
}

/// How the connection pool is used right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStats {
    /// Connections open (idle or in use).
    pub open: u32,
    /// Open connections waiting in the pool.
    pub idle: u32,
    /// Most connections the pool opens.
    pub max: u32,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("backend", &self.backend)
            .finish()
    }
}

/// How many connections a store opens at most on a machine of `cores` cores, unless told.
///
/// SQLite: eight (each is a thread reading the file; one writes at a time). PostgreSQL: twice
/// the cores and one, 5 to 16 (the usual rule for a database's connections: its cores kept busy
/// while some connections wait on the disk or the network). The server's cores stand in for the
/// database's, which are the same machine's on a small shop; TOKRI_DATABASE_MAX_CONNECTIONS
/// sets it when the database has cores of its own. Measured on 2 cores with the database on
/// the same machine (decisions.md, "PostgreSQL gets a pool sized to the cores"): 5 connections
/// answered the grown shop's reads 10–40% faster, with p99 at about half of 16's, and took more
/// orders a second.
pub fn default_pool_size(backend: Backend, cores: usize) -> u32 {
    match backend {
        Backend::Sqlite => 8,
        Backend::Postgres => u32::try_from(cores.saturating_mul(2).saturating_add(1))
            .unwrap_or(u32::MAX)
            .clamp(5, 16),
    }
}

/// A pooled connection idle this long is pinged before it is handed out (a broken one is
/// dropped and another taken); one in use more recently is handed out as it is.
pub const PING_IDLE_AFTER: Duration = Duration::from_secs(10);

impl Store {
    /// Opens a pool on `url` (`sqlite://path` or `postgres://…`). SQLite files are created if
    /// missing and run in WAL mode with a busy timeout and foreign keys on.
    pub async fn connect(url: &str) -> Result<Store> {
        Self::connect_with(url, None).await
    }

    /// Like [`Store::connect`], and on PostgreSQL every connection uses `schema` as its search
    /// path (used by tests to get a fresh database per test).
    pub async fn connect_with(url: &str, schema: Option<String>) -> Result<Store> {
        Self::connect_pooled(url, schema, None).await
    }

    /// Like [`Store::connect_with`], with at most `max_connections` open connections
    /// (`None`: [`default_pool_size`]).
    pub async fn connect_pooled(
        url: &str,
        schema: Option<String>,
        max_connections: Option<u32>,
    ) -> Result<Store> {
        install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(StoreError::Config(format!(
                "unsupported database URL scheme in {:?}; use sqlite:// or postgres://",
                url.split(':').next().unwrap_or("")
            )));
        };
        let url = match backend {
            Backend::Sqlite if !url.contains("mode=") => {
                format!("{url}{}mode=rwc", if url.contains('?') { "&" } else { "?" })
            }
            _ => url.to_string(),
        };
        if backend == Backend::Sqlite {
            sqlite_config::before_first_connection();
        }
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        let max = max_connections.unwrap_or_else(|| default_pool_size(backend, cores));
        let schema: Option<Arc<str>> = schema.map(Into::into);
        let connect_schema = schema.clone();
        let pool = AnyPoolOptions::new()
            .max_connections(max)
            .min_connections(1)
            .acquire_timeout(Duration::from_secs(10))
            // sqlx pings every connection it hands out (and again when it is given back): on
            // PostgreSQL a round trip to the server, on SQLite a hop to the connection's thread,
            // for each statement. Only a connection idle for a while is asked whether it still
            // answers; one in use a moment ago did (decisions.md, "A connection is pinged only
            // after it idled").
            .test_before_acquire(false)
            .before_acquire(|conn, meta| {
                Box::pin(async move {
                    if meta.idle_for >= PING_IDLE_AFTER {
                        conn.ping().await?;
                    }
                    Ok(true)
                })
            })
            .after_connect(move |conn, _| {
                let schema = connect_schema.clone();
                Box::pin(async move {
                    match backend {
                        Backend::Sqlite => {
                            conn.execute("PRAGMA journal_mode = WAL").await?;
                            conn.execute("PRAGMA busy_timeout = 5000").await?;
                            conn.execute("PRAGMA foreign_keys = ON").await?;
                            conn.execute("PRAGMA synchronous = NORMAL").await?;
                        }
                        Backend::Postgres => {
                            if let Some(s) = schema {
                                conn.execute(format!("SET search_path TO \"{s}\"").as_str())
                                    .await?;
                            }
                        }
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await?;
        Ok(Store {
            pool,
            backend,
            url: url.into(),
            schema,
            write_turns: Arc::default(),
        })
    }

    /// Waits for this process's turn to write an order on SQLite (on PostgreSQL at once, with
    /// nothing to hold). SQLite takes one writer at a time; one that finds the database locked
    /// sleeps in its busy handler (a millisecond, then two, then five…) and tries again, and
    /// under a rush of orders nearly every order slept so. Taking turns here, in arrival order,
    /// a writer waits exactly as long as the one before it writes. Hold the turn until the
    /// transaction commits, and take no other turn meanwhile.
    pub(crate) async fn write_turn(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match self.backend {
            Backend::Sqlite => Some(self.write_turns.lock().await),
            Backend::Postgres => None,
        }
    }

    /// Applies pending migrations for this backend.
    pub async fn migrate(&self) -> Result<()> {
        let files = match self.backend {
            Backend::Sqlite => migrations::SQLITE,
            Backend::Postgres => migrations::POSTGRES,
        };
        migrations::migrator(files).await?.run(&self.pool).await?;
        Ok(())
    }

    /// The backend in use.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// How many connections are open, idle and allowed.
    pub fn pool_stats(&self) -> PoolStats {
        PoolStats {
            open: self.pool.size(),
            idle: u32::try_from(self.pool.num_idle()).unwrap_or(u32::MAX),
            max: self.pool.options().get_max_connections(),
        }
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> Result<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Copies a SQLite database into `path` with `VACUUM INTO` (a consistent snapshot).
    pub async fn backup_sqlite(&self, path: &str) -> Result<()> {
        if self.backend != Backend::Sqlite {
            return Err(StoreError::Config(
                "backup copies the SQLite file; on PostgreSQL use pg_dump".into(),
            ));
        }
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Closes the pool, waiting for connections to be returned.
    pub async fn close(&self) {
        self.pool.close().await;
    }

    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Runs `sql` with `id` bound to `$1` and maps the one row it finds, or answers NotFound.
    pub(crate) async fn fetch_by_id<T>(
        &self,
        sql: &str,
        id: &str,
        map: fn(&AnyRow) -> std::result::Result<T, sqlx::Error>,
    ) -> Result<T> {
        let row = sqlx::query(sql)
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.as_ref()
            .map(map)
            .transpose()?
            .ok_or(StoreError::NotFound)
    }

    /// How many rows `table` holds.
    pub(crate) async fn count_rows(&self, table: &'static str) -> Result<i64> {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(self.pool())
            .await?;
        Ok(n)
    }
}

/// Milliseconds since the Unix epoch, now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Ids to read with `IN (…)`, a list per query: at most [`IN_LIST_MAX`] each (SQLite takes at
/// most 32,766 parameters), each padded to a power of two by repeating its last id (`IN`
/// ignores repeats). A connection then prepares and keeps about ten statements per query
/// instead of one for every count of ids, which on a busy list cost a fresh prepare per read
/// and filled every connection's statement cache.
pub(crate) struct InList {
    /// `$1, $2, …`.
    pub placeholders: String,
    /// The ids to bind, in placeholder order.
    pub ids: Vec<String>,
}

/// The most ids in one [`InList`].
pub(crate) const IN_LIST_MAX: usize = 512;

/// `ids` as [`InList`]s.
pub(crate) fn in_lists<'a>(ids: impl IntoIterator<Item = &'a str>) -> Vec<InList> {
    let ids: Vec<&str> = ids.into_iter().collect();
    ids.chunks(IN_LIST_MAX)
        .map(|chunk| {
            let len = chunk.len().next_power_of_two().min(IN_LIST_MAX);
            let last = chunk[chunk.len() - 1];
            let ids: Vec<String> = (0..len)
                .map(|i| chunk.get(i).copied().unwrap_or(last).to_string())
                .collect();
            let placeholders = (1..=len)
                .map(|i| format!("${i}"))
                .collect::<Vec<_>>()
                .join(", ");
            InList { placeholders, ids }
        })
        .collect()
}

/// Binds an [`InList`]'s ids to `q`, in order.
pub(crate) fn bind_in_list<'q>(
    mut q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    list: &InList,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    for id in &list.ids {
        q = q.bind(id.clone());
    }
    q
}

/// A page of a keyset list read with `LIMIT limit + 1`: the first `limit` rows decoded, and
/// whether there are more after them.
pub(crate) fn keyset_page<T>(
    rows: &[AnyRow],
    limit: i64,
    decode: fn(&AnyRow) -> std::result::Result<T, sqlx::Error>,
) -> Result<(Vec<T>, bool)> {
    let keep = usize::try_from(limit.max(0)).unwrap_or(0);
    let items = rows
        .iter()
        .take(keep)
        .map(decode)
        .collect::<std::result::Result<Vec<_>, _>>()?;
    Ok((items, rows.len() > keep))
}

/// Reads a text column holding one of an enum's names; any other value is a decode error
/// (the migrations' CHECK constraints keep them out).
pub(crate) fn decode_enum<T>(
    r: &AnyRow,
    column: &str,
    parse: fn(&str) -> Option<T>,
) -> std::result::Result<T, sqlx::Error> {
    let raw: String = r.try_get(column)?;
    parse(&raw).ok_or_else(|| bad_value(&format!("{column} {raw:?}")))
}

/// Reads an address from the columns `{prefix}name`, `{prefix}mobile`, … of a row.
pub(crate) fn address_from(
    r: &AnyRow,
    prefix: &str,
) -> std::result::Result<tokri_domain::Address, sqlx::Error> {
    let col = |c: &str| r.try_get::<String, _>(format!("{prefix}{c}").as_str());
    Ok(tokri_domain::Address {
        name: col("name")?,
        mobile: col("mobile")?,
        street: col("street")?,
        city: col("city")?,
        state: col("state")?,
        zip: col("zip")?,
        country: col("country")?,
    })
}

/// A stored value that does not make sense.
pub(crate) fn bad_value(what: &str) -> sqlx::Error {
    sqlx::Error::Decode(format!("bad {what} in the database").into())
}

pub(crate) fn bool_int(b: bool) -> i64 {
    i64::from(b)
}

#[cfg(test)]
mod in_list_tests {
    use super::*;

    #[test]
    fn an_in_list_is_padded_to_a_power_of_two_with_its_last_id_and_cut_at_the_maximum() {
        let ids: Vec<String> = (0..1100).map(|i| format!("id{i}")).collect();
        for (n, want) in [
            (1, vec![1]),
            (3, vec![4]),
            (8, vec![8]),
            (9, vec![16]),
            (512, vec![512]),
            (513, vec![512, 1]),
            (1100, vec![512, 512, 128]),
        ] {
            let lists = in_lists(ids[..n].iter().map(String::as_str));
            let lens: Vec<usize> = lists.iter().map(|l| l.ids.len()).collect();
            assert_eq!(lens, want, "{n} ids");
            for l in &lists {
                assert_eq!(l.placeholders.split(", ").count(), l.ids.len(), "{n}");
            }
            let mut all: Vec<&String> = lists.iter().flat_map(|l| &l.ids).collect();
            all.dedup();
            assert_eq!(all.len(), n, "{n}: every id once, then repeats of the last");
        }
        assert!(in_lists(std::iter::empty()).is_empty());
    }
}

#[cfg(test)]
mod tests {
    use super::{Backend, default_pool_size};

    #[test]
    fn postgres_pools_follow_the_cores_between_five_and_sixteen_and_sqlite_keeps_eight() {
        for (backend, cores, want) in [
            (Backend::Postgres, 1, 5),
            (Backend::Postgres, 2, 5),
            (Backend::Postgres, 4, 9),
            (Backend::Postgres, 7, 15),
            (Backend::Postgres, 8, 16),
            (Backend::Postgres, 64, 16),
            (Backend::Sqlite, 2, 8),
            (Backend::Sqlite, 64, 8),
        ] {
            assert_eq!(
                default_pool_size(backend, cores),
                want,
                "{backend:?} on {cores} cores"
            );
        }
    }
}

#[cfg(test)]
mod pool_tests {
    use super::Store;

    /// A connection PostgreSQL dropped while the pool held it (a restart, an administrator's
    /// `pg_terminate_backend`) costs at most the one statement that found it so: the pool does
    /// not ping connections used a moment ago, but closes one that failed and opens another.
    #[tokio::test]
    async fn a_connection_the_database_dropped_is_replaced_after_at_most_one_failed_statement() {
        let Ok(url) = std::env::var("TOKRI_TEST_POSTGRES_URL") else {
            return;
        };
        if url.trim().is_empty() {
            return;
        }
        let url = crate::testing::process_database(&url).await.unwrap();
        let store = Store::connect_pooled(url, None, Some(1)).await.unwrap();
        let admin = Store::connect(url).await.unwrap();
        let pid = |s: &Store| {
            let pool = s.pool().clone();
            async move {
                sqlx::query_scalar::<_, i32>("SELECT pg_backend_pid()")
                    .fetch_one(&pool)
                    .await
            }
        };
        let before = pid(&store).await.unwrap();
        let ended: bool = sqlx::query_scalar("SELECT pg_terminate_backend($1)")
            .bind(before)
            .fetch_one(admin.pool())
            .await
            .unwrap();
        assert!(ended, "the store's connection was not ended");
        // Wait until PostgreSQL has let the connection go.
        for _ in 0..100 {
            let left: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM pg_stat_activity WHERE pid = $1")
                    .bind(before)
                    .fetch_one(admin.pool())
                    .await
                    .unwrap();
            if left == 0 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        let after = match pid(&store).await {
            Ok(p) => p,
            // The statement that met the dropped connection; the next has a new one.
            Err(_) => pid(&store)
                .await
                .expect("the pool kept a dropped connection"),
        };
        assert_ne!(after, before, "the answer came from the ended connection");
        store.close().await;
        admin.close().await;
    }
}
