//! Attempt counting for sign-in and password-reset requests (per instance, in memory).

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// At most `limit` attempts per key within `window`.
#[derive(Debug)]
pub struct RateLimiter {
    limit: usize,
    window: Duration,
    hits: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl RateLimiter {
    /// A limiter of `limit` attempts per `window`.
    pub fn new(limit: usize, window: Duration) -> Self {
        RateLimiter {
            limit,
            window,
            hits: Mutex::new(HashMap::new()),
        }
    }

    /// Records an attempt for `key`; false when the key is over its limit (the attempt is not
    /// recorded then).
    pub fn allow(&self, key: &str) -> bool {
        let now = Instant::now();
        let mut hits = self.hits.lock().unwrap_or_else(|e| e.into_inner());
        if hits.len() > 50_000 {
            let window = self.window;
            hits.retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < window));
        }
        let q = hits.entry(key.to_string()).or_default();
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            q.pop_front();
        }
        if q.len() >= self.limit {
            return false;
        }
        q.push_back(now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_refused_past_its_limit_and_others_are_not() {
        let r = RateLimiter::new(2, Duration::from_secs(60));
        assert!(r.allow("a"));
        assert!(r.allow("a"));
        assert!(!r.allow("a"));
        assert!(r.allow("b"));
    }
}
