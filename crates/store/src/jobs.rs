//! Background jobs that one instance at a time runs, however many instances share the database.
//!
//! Every instance offers to run a job (the payment reconciler, a mail sender…) on its own timer
//! and asks for a [`JobLease`] first. On PostgreSQL the lease is a session advisory lock held on
//! a connection set aside for the job's whole run, so a second instance asking meanwhile is told
//! no; if the holder dies, PostgreSQL ends its session and the lock with it. On SQLite one
//! process owns the file, so a lease is a name in this process's set of running jobs.
//!
//! A lease is also refused when the job last started less than its interval ago (the
//! `job_runs` table), so a job meant to run once a minute runs once a minute for the whole
//! shop, not once a minute per instance.

use std::collections::HashSet;
use std::future::Future;
use std::sync::{LazyLock, Mutex};
use std::time::Duration;

use sqlx::Any;
use sqlx::pool::PoolConnection;

use crate::{Backend, Result, Store, now_ms};

/// Jobs running in this process on SQLite stores, as "{database url}\n{job}".
static LOCAL_JOBS: LazyLock<Mutex<HashSet<String>>> = LazyLock::new(Default::default);

/// A start this close to the interval counts as due, so timer jitter never skips a run.
const DUE_SLACK_MS: i64 = 1_000;

/// The right to run one job now, in this instance only. Give it back with
/// [`JobLease::release`] when the run ends; dropped without that (a panic, a cancelled task),
/// it still frees the job: on PostgreSQL by closing the connection that holds the lock.
pub struct JobLease {
    job: String,
    store: Store,
    hold: Hold,
}

enum Hold {
    /// SQLite: the key in [`LOCAL_JOBS`].
    Local(String),
    /// PostgreSQL: the connection holding advisory lock `key` (None once given back).
    Postgres {
        conn: Option<PoolConnection<Any>>,
        key: i64,
    },
}

impl std::fmt::Debug for JobLease {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JobLease").field("job", &self.job).finish()
    }
}

/// FNV-1a: the same advisory lock key in every build and instance (std's hasher promises no
/// stability across Rust versions, and instances of two versions meet during an upgrade).
fn lock_key(schema: &str, job: &str) -> i64 {
    let h = format!("tokri job\0{schema}\0{job}")
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    i64::from_ne_bytes(h.to_ne_bytes())
}

impl Store {
    /// Takes `job` for this instance when no instance runs it now and its last run started at
    /// least `every` ago (`Duration::ZERO`: whenever it is free). `None` means another instance
    /// has it or it is not due: skip this turn.
    pub async fn try_lease(&self, job: &str, every: Duration) -> Result<Option<JobLease>> {
        self.try_lease_at(job, every, now_ms()).await
    }

    /// [`Store::try_lease`] as of `now` (Unix ms), which is recorded as the run's start.
    pub async fn try_lease_at(
        &self,
        job: &str,
        every: Duration,
        now: i64,
    ) -> Result<Option<JobLease>> {
        let hold = match self.backend {
            Backend::Sqlite => {
                let key = format!("{}\n{job}", self.url);
                let mut running = LOCAL_JOBS.lock().unwrap_or_else(|e| e.into_inner());
                if !running.insert(key.clone()) {
                    return Ok(None);
                }
                Hold::Local(key)
            }
            Backend::Postgres => {
                let key = lock_key(self.schema.as_deref().unwrap_or(""), job);
                let mut conn = self.pool().acquire().await?;
                let got: i64 = sqlx::query_scalar(
                    "SELECT CAST(CASE WHEN pg_try_advisory_lock($1) THEN 1 ELSE 0 END AS BIGINT)",
                )
                .bind(key)
                .fetch_one(&mut *conn)
                .await?;
                if got == 0 {
                    return Ok(None);
                }
                Hold::Postgres {
                    conn: Some(conn),
                    key,
                }
            }
        };
        // From here a failure drops the lease, which frees the job.
        let lease = JobLease {
            job: job.to_string(),
            store: self.clone(),
            hold,
        };
        let every_ms = i64::try_from(every.as_millis()).unwrap_or(i64::MAX);
        let last: Option<i64> =
            sqlx::query_scalar("SELECT started_at FROM job_runs WHERE name = $1")
                .bind(job)
                .fetch_optional(self.pool())
                .await?;
        if last.is_some_and(|t| now.saturating_add(DUE_SLACK_MS) < t.saturating_add(every_ms)) {
            lease.unlock().await;
            return Ok(None);
        }
        sqlx::query(
            "INSERT INTO job_runs (name, started_at, finished_at) VALUES ($1, $2, NULL) \
             ON CONFLICT (name) DO UPDATE SET started_at = excluded.started_at, finished_at = NULL",
        )
        .bind(job)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(Some(lease))
    }

    /// Waits (up to `limit`) until no other instance holds `job`, then takes it: for work every
    /// instance must see done before going on, once, such as seeding an empty database at
    /// start. `None` when `limit` passed first.
    pub async fn wait_for_lease(&self, job: &str, limit: Duration) -> Result<Option<JobLease>> {
        let until = std::time::Instant::now() + limit;
        loop {
            if let Some(lease) = self.try_lease(job, Duration::ZERO).await? {
                return Ok(Some(lease));
            }
            if std::time::Instant::now() >= until {
                return Ok(None);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Runs `work` when [`Store::try_lease`] gives `job` to this instance, and answers its
    /// result; `None` when another instance has the job or it is not due.
    pub async fn run_exclusive<T, Fut>(
        &self,
        job: &str,
        every: Duration,
        work: impl FnOnce() -> Fut,
    ) -> Result<Option<T>>
    where
        Fut: Future<Output = T>,
    {
        let Some(lease) = self.try_lease(job, every).await? else {
            return Ok(None);
        };
        let out = work().await;
        if let Err(e) = lease.release().await {
            tracing::warn!(job, error = %e, "job finished but its lease was not given back cleanly");
        }
        Ok(Some(out))
    }

    /// When `job` last started and finished (Unix ms), if it ever ran.
    pub async fn last_job_run(&self, job: &str) -> Result<Option<(i64, Option<i64>)>> {
        use sqlx::Row;
        let row = sqlx::query("SELECT started_at, finished_at FROM job_runs WHERE name = $1")
            .bind(job)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => Some((r.try_get("started_at")?, r.try_get("finished_at")?)),
            None => None,
        })
    }
}

impl JobLease {
    /// The job this lease is for.
    pub fn job(&self) -> &str {
        &self.job
    }

    /// Records the end of the run and frees the job for the next turn.
    pub async fn release(self) -> Result<()> {
        let finished = sqlx::query("UPDATE job_runs SET finished_at = $2 WHERE name = $1")
            .bind(&self.job)
            .bind(now_ms())
            .execute(self.store.pool())
            .await;
        self.unlock().await;
        finished?;
        Ok(())
    }

    /// Frees the job: gives the advisory lock back (or closes its connection), and drops a
    /// local hold.
    async fn unlock(mut self) {
        if let Hold::Postgres { conn, key } = &mut self.hold
            && let Some(mut c) = conn.take()
        {
            let unlocked: std::result::Result<i64, _> = sqlx::query_scalar(
                "SELECT CAST(CASE WHEN pg_advisory_unlock($1) THEN 1 ELSE 0 END AS BIGINT)",
            )
            .bind(*key)
            .fetch_one(&mut *c)
            .await;
            if !matches!(unlocked, Ok(1)) {
                // Never hand a connection that may still hold the lock back to the pool.
                c.close_on_drop();
            }
        }
        // Drop frees a local hold.
    }
}

impl Drop for JobLease {
    fn drop(&mut self) {
        match &mut self.hold {
            Hold::Local(key) => {
                LOCAL_JOBS
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .remove(key.as_str());
            }
            Hold::Postgres { conn, .. } => {
                if let Some(mut c) = conn.take() {
                    // Closing the session ends its advisory locks.
                    c.close_on_drop();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::lock_key;

    #[test]
    fn lock_keys_are_stable_and_differ_by_job_and_schema() {
        assert_eq!(lock_key("", "a"), lock_key("", "a"));
        assert_ne!(lock_key("", "a"), lock_key("", "b"));
        assert_ne!(lock_key("s1", "a"), lock_key("s2", "a"));
    }
}
