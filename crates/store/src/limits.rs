//! Attempt counters for rate limits, in the database so every instance on one database sees
//! the same counts. Fixed windows: a key's hits in the window that holds `now`.

use crate::{Result, Store, now_ms};

/// How often, in hits, expired counters are swept.
const SWEEP_EVERY: u64 = 1000;

static HITS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn window_start(now: i64, window_ms: i64) -> i64 {
    now - now.rem_euclid(window_ms.max(1))
}

impl Store {
    /// Counts one hit for `key` in the current window of `window_ms` and answers the window's
    /// hits including this one. One upsert, so parallel hits on either database each see a
    /// different count.
    pub async fn hit_rate_limit(&self, key: &str, window_ms: i64) -> Result<i64> {
        let now = now_ms();
        let start = window_start(now, window_ms);
        let hits: i64 = sqlx::query_scalar(
            "INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES ($1, $2, 1, $3) \
             ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 \
             RETURNING hits",
        )
        .bind(key)
        .bind(start)
        .bind(start + window_ms)
        .fetch_one(self.pool())
        .await?;
        if HITS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1
        {
            sqlx::query("DELETE FROM rate_limits WHERE expires_at < $1")
                .bind(now)
                .execute(self.pool())
                .await?;
        }
        Ok(hits)
    }

    /// Takes back one hit of `key` in the current window (an attempt that turned out not to
    /// count, such as a correct password).
    pub async fn forgive_rate_limit(&self, key: &str, window_ms: i64) -> Result<()> {
        let start = window_start(now_ms(), window_ms);
        sqlx::query(
            "UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND window_start = $2 AND hits > 0",
        )
        .bind(key)
        .bind(start)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// The hits of `key` in the current window of `window_ms`, without counting one.
    pub async fn rate_limit_hits(&self, key: &str, window_ms: i64) -> Result<i64> {
        let start = window_start(now_ms(), window_ms);
        let hits: Option<i64> =
            sqlx::query_scalar("SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2")
                .bind(key)
                .bind(start)
                .fetch_optional(self.pool())
                .await?;
        Ok(hits.unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::window_start;

    #[test]
    fn windows_start_at_multiples_of_their_length() {
        assert_eq!(window_start(125_000, 60_000), 120_000);
        assert_eq!(window_start(120_000, 60_000), 120_000);
        assert_eq!(window_start(119_999, 60_000), 60_000);
    }
}
