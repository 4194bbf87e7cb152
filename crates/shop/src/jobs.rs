//! Background work. Every instance offers to do each job on its own timer; the store's job
//! leases ([`tokri_store::Store::try_lease`]) let one instance at a time do it, and only once
//! per interval for the whole shop, however many instances share the database.

use std::sync::Arc;
use std::time::Duration;

use crate::{Shop, ShopResult};

/// The payment reconciler's job name (its lease and its row in `job_runs`).
pub const RECONCILER: &str = "payment-reconciler";

/// How often the reconciler runs, for the whole shop.
pub const RECONCILE_EVERY: Duration = Duration::from_secs(60);

/// How often each instance offers to run the reconciler: well under its interval, so when the
/// instance that usually runs it stops, another takes over within this long.
pub const RECONCILE_OFFER_EVERY: Duration = Duration::from_secs(15);

impl Shop {
    /// Runs the payment reconciler ([`crate::checkout::Checkout::reconcile`]) when no other
    /// instance is running it and its last run started at least [`RECONCILE_EVERY`] ago.
    /// Answers (settled, cancelled) when it ran here, `None` when it was not this instance's turn.
    pub async fn reconcile_if_due(&self, now_ms: i64) -> ShopResult<Option<(usize, u64)>> {
        let Some(lease) = self
            .store
            .try_lease_at(RECONCILER, RECONCILE_EVERY, now_ms)
            .await?
        else {
            return Ok(None);
        };
        let result = self.checkout.reconcile(now_ms).await;
        self.metrics.reconciler_run(result.is_ok());
        if let Err(e) = lease.release().await {
            tracing::warn!(error = %e, "the reconciler's lease was not given back cleanly");
        }
        result.map(Some)
    }
}

/// Offers to run the payment reconciler every [`RECONCILE_OFFER_EVERY`], for ever: settles
/// orders whose payment went through while the customer left, and cancels unpaid orders older
/// than a day.
pub async fn run_reconciler(shop: Arc<Shop>) {
    let mut tick = tokio::time::interval(RECONCILE_OFFER_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match shop.reconcile_if_due(shop.clock.now_ms()).await {
            Ok(None | Some((0, 0))) => {}
            Ok(Some((settled, cancelled))) => {
                tracing::info!(settled, cancelled, "payments reconciled");
            }
            Err(e) => tracing::warn!(error = %e, "payment reconciliation failed"),
        }
    }
}

/// The morning messages' job name (its lease).
pub const MORNING: &str = "morning-messages";

/// How often the morning messages are looked at, for the whole shop: the summary and the gift
/// recipients' messages go within this long of the owner's hour.
pub const MORNING_EVERY: Duration = Duration::from_secs(60);

impl Shop {
    /// Queues the morning's messages ([`crate::notifications::Notifications::morning`]) when
    /// no other instance is at it and it last ran at least [`MORNING_EVERY`] ago. Answers how
    /// many were queued, `None` when it was not this instance's turn.
    pub async fn morning_if_due(&self, now_ms: i64) -> ShopResult<Option<usize>> {
        let Some(lease) = self
            .store
            .try_lease_at(MORNING, MORNING_EVERY, now_ms)
            .await?
        else {
            return Ok(None);
        };
        let result = self.notifications.morning(now_ms).await;
        if let Err(e) = lease.release().await {
            tracing::warn!(error = %e, "the morning job's lease was not given back cleanly");
        }
        result.map(Some)
    }
}

/// Offers to queue the morning's messages every [`RECONCILE_OFFER_EVERY`], for ever.
pub async fn run_morning(shop: Arc<Shop>) {
    let mut tick = tokio::time::interval(RECONCILE_OFFER_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match shop.morning_if_due(shop.clock.now_ms()).await {
            Ok(None | Some(0)) => {}
            Ok(Some(n)) => tracing::info!(queued = n, "morning messages queued"),
            Err(e) => tracing::warn!(error = %e, "queueing the morning messages failed"),
        }
    }
}
