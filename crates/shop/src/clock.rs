//! "Now", injected: use cases that decide by the time of day ask a [`Clock`], so tests set the
//! time instead of waiting for it.

use std::sync::atomic::{AtomicI64, Ordering};

/// Tells the current time.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;
}

/// The system's clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        tokri_store::now_ms()
    }
}

/// A clock that stands still until told to move (for tests).
#[derive(Debug)]
pub struct TestClock(AtomicI64);

impl TestClock {
    /// A clock showing `now_ms`.
    pub fn at(now_ms: i64) -> Self {
        TestClock(AtomicI64::new(now_ms))
    }

    /// Shows `now_ms` from now on.
    pub fn set(&self, now_ms: i64) {
        self.0.store(now_ms, Ordering::SeqCst);
    }

    /// Moves the time forward by `ms`.
    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for TestClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_clock_moves_only_when_told() {
        let clock = TestClock::at(1_000);
        assert_eq!(clock.now_ms(), 1_000);
        clock.advance(500);
        assert_eq!(clock.now_ms(), 1_500);
        clock.set(42);
        assert_eq!(clock.now_ms(), 42);
        assert!(SystemClock.now_ms() > 1_700_000_000_000);
    }
}
