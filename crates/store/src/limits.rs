//! Attempt counters for rate limits, in the database so every instance on one database sees
//! the same counts. A sliding window, estimated from fixed windows: a key's hits in the window
//! that holds `now`, plus its hits in the window before, weighted by how much of that window
//! the last `window_ms` still covers. A fixed window alone would let twice the limit through
//! around each boundary (the end of one window and the start of the next), and would forget
//! every attempt at the boundary, whatever its age.

use crate::{Result, Store, now_ms};

/// How often, in hits, expired counters are swept.
const SWEEP_EVERY: u64 = 1000;

static HITS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn window_start(now: i64, window_ms: i64) -> i64 {
    now - now.rem_euclid(window_ms.max(1))
}

/// The hits of the last `window_ms` before `now`: `current` (this fixed window's) plus the
/// part of `previous` the sliding window still covers, rounded up so that hits just before a
/// boundary are never forgotten at it.
fn sliding(current: i64, previous: i64, now: i64, window_ms: i64) -> i64 {
    let window = window_ms.max(1);
    let left = window - (now - window_start(now, window));
    let carried = (i128::from(previous.max(0)) * i128::from(left) + i128::from(window) - 1)
        / i128::from(window);
    current + i64::try_from(carried).unwrap_or(i64::MAX - current)
}

impl Store {
    /// Counts one hit for `key` and answers the hits of the last `window_ms`, this one
    /// included. One upsert on the current fixed window, so parallel hits on either database
    /// each see a different count, and a read of the window before.
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
        // Kept for two windows: the next one still reads it.
        .bind(start + 2 * window_ms)
        .fetch_one(self.pool())
        .await?;
        let previous = self.window_hits(key, start - window_ms).await?;
        if HITS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1
        {
            sqlx::query("DELETE FROM rate_limits WHERE expires_at < $1")
                .bind(now)
                .execute(self.pool())
                .await?;
        }
        Ok(sliding(hits, previous, now, window_ms))
    }

    /// Takes back one hit of `key` (an attempt that turned out not to count, such as a correct
    /// password): from the current window, or from the one before when the hit was counted
    /// there just before the boundary.
    pub async fn forgive_rate_limit(&self, key: &str, window_ms: i64) -> Result<()> {
        let start = window_start(now_ms(), window_ms);
        for window in [start, start - window_ms] {
            let done = sqlx::query(
                "UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND window_start = $2 AND hits > 0",
            )
            .bind(key)
            .bind(window)
            .execute(self.pool())
            .await?;
            if done.rows_affected() > 0 {
                break;
            }
        }
        Ok(())
    }

    /// The hits of `key` in the last `window_ms`, without counting one.
    pub async fn rate_limit_hits(&self, key: &str, window_ms: i64) -> Result<i64> {
        let now = now_ms();
        let start = window_start(now, window_ms);
        let current = self.window_hits(key, start).await?;
        let previous = self.window_hits(key, start - window_ms).await?;
        Ok(sliding(current, previous, now, window_ms))
    }

    async fn window_hits(&self, key: &str, window_start: i64) -> Result<i64> {
        let hits: Option<i64> =
            sqlx::query_scalar("SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2")
                .bind(key)
                .bind(window_start)
                .fetch_optional(self.pool())
                .await?;
        Ok(hits.unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::{sliding, window_start};

    #[test]
    fn windows_start_at_multiples_of_their_length() {
        assert_eq!(window_start(125_000, 60_000), 120_000);
        assert_eq!(window_start(120_000, 60_000), 120_000);
        assert_eq!(window_start(119_999, 60_000), 60_000);
    }

    #[test]
    fn the_window_before_counts_for_the_part_the_sliding_window_still_covers() {
        let w = 60_000;
        // (current, previous, now) → hits of the last minute.
        for (current, previous, now, expected) in [
            // Just after a boundary nothing of the minute before is forgotten.
            (1, 10, 120_001, 11),
            (0, 10, 120_000, 10),
            // Half-way, half of it counts (rounded up).
            (3, 10, 150_000, 8),
            (3, 9, 150_000, 8),
            // At the end of the window almost nothing of it is left.
            (3, 10, 179_999, 4),
            (3, 0, 179_999, 3),
        ] {
            assert_eq!(
                sliding(current, previous, now, w),
                expected,
                "{current} {previous} {now}"
            );
        }
    }
}
