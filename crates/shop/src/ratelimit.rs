//! Rate limits: attempt counters kept in the database, so every instance on one database
//! counts together (a limit per instance would multiply with the number of instances).

use std::time::Duration;

use sha2::{Digest, Sha256};
use tokri_store::Store;

use crate::ShopResult;

/// At most `limit` counted attempts per key within a fixed window.
#[derive(Debug, Clone)]
pub struct RateLimiter {
    store: Store,
    name: &'static str,
    limit: i64,
    window_ms: i64,
}

impl RateLimiter {
    /// A limiter called `name` (keys of different limiters never mix) of `limit` attempts per
    /// `window`.
    pub fn new(store: Store, name: &'static str, limit: i64, window: Duration) -> Self {
        RateLimiter {
            store,
            name,
            limit,
            window_ms: i64::try_from(window.as_millis()).unwrap_or(i64::MAX),
        }
    }

    fn key(&self, key: &str) -> String {
        // Hashed, so the table holds no emails or addresses and every key has one length.
        hex::encode(Sha256::digest(format!("{}\u{1f}{key}", self.name)))
    }

    /// Counts an attempt for `key`; false when it is over the limit.
    pub async fn allow(&self, key: &str) -> ShopResult<bool> {
        let hits = self
            .store
            .hit_rate_limit(&self.key(key), self.window_ms)
            .await?;
        Ok(hits <= self.limit)
    }

    /// Whether `key` has used up its attempts (nothing is counted).
    pub async fn exhausted(&self, key: &str) -> ShopResult<bool> {
        let hits = self
            .store
            .rate_limit_hits(&self.key(key), self.window_ms)
            .await?;
        Ok(hits >= self.limit)
    }

    /// Takes back one counted attempt of `key` (one that turned out not to count).
    pub async fn forgive(&self, key: &str) -> ShopResult<()> {
        self.store
            .forgive_rate_limit(&self.key(key), self.window_ms)
            .await?;
        Ok(())
    }

    /// Counts an attempt for `key` without asking.
    pub async fn record(&self, key: &str) -> ShopResult<()> {
        self.store
            .hit_rate_limit(&self.key(key), self.window_ms)
            .await?;
        Ok(())
    }
}
