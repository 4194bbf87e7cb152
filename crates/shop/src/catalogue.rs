//! The public catalogue: products, categories and banners as the storefront sees them.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokri_domain::id::is_id;
use tokri_store::Store;
use tokri_store::catalogue::{BannerRow, CategoryRow, ProductFilter, ProductMark, ProductRow};
use tokri_store::changes::Change;

use crate::{ShopError, ShopResult};

/// Reads of the public catalogue, and a version that every catalogue write raises so caches
/// built on top (the HTTP layer's serialised lists) know when to rebuild: writes in this
/// process at once, writes by other instances when their notice arrives
/// ([`Catalogue::follow_changes`]).
#[derive(Debug)]
pub struct Catalogue {
    store: Store,
    version: AtomicU64,
    metrics: Arc<crate::metrics::Metrics>,
}

impl Catalogue {
    /// Catalogue over a store.
    pub fn new(store: Store, metrics: Arc<crate::metrics::Metrics>) -> Self {
        Catalogue {
            store,
            version: AtomicU64::new(1),
            metrics,
        }
    }

    /// Raised on every catalogue write in this process and every notice of one elsewhere.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Marks cached catalogue views stale after a write in this process.
    pub fn changed(&self) {
        self.invalidate("write");
    }

    fn invalidate(&self, source: &'static str) {
        self.version.fetch_add(1, Ordering::AcqRel);
        self.metrics.catalogue_invalidated(source);
    }

    /// On PostgreSQL, listens for catalogue writes made by any instance (or by hand) and
    /// marks the cached views stale as each one commits, so every instance serves an admin's
    /// change at once; after a lost connection, once listening again, it marks them stale too,
    /// since notices were missed meanwhile. Answers the listening task, or `None` on SQLite,
    /// where this process makes every write itself. Fails when it cannot start listening.
    pub async fn follow_changes(
        self: &Arc<Self>,
    ) -> ShopResult<Option<tokio::task::JoinHandle<()>>> {
        let Some(mut changes) = self.store.catalogue_changes().await? else {
            return Ok(None);
        };
        let catalogue = Arc::clone(self);
        Ok(Some(tokio::spawn(async move {
            loop {
                match changes.next().await {
                    Change::Catalogue => catalogue.invalidate("notify"),
                    Change::Missed => catalogue.invalidate("missed"),
                }
            }
        })))
    }

    /// Figures that change with anything the storefront shows of the catalogue at `now_ms`
    /// (see [`Store::catalogue_stamp`]): equal figures mean a rebuilt view would be the same.
    pub async fn stamp(&self, now_ms: i64) -> ShopResult<Vec<i64>> {
        Ok(self.store.catalogue_stamp(now_ms).await?)
    }

    /// Every product the storefront shows (product and category active), newest first.
    pub async fn list_products(&self) -> ShopResult<Vec<ProductRow>> {
        Ok(self
            .store
            .list_products(&ProductFilter {
                visible_only: true,
                ..ProductFilter::default()
            })
            .await?)
    }

    /// The mark of every product the storefront shows, by id: what a cache compares to re-read
    /// only the products that changed (see [`Store::visible_product_marks`]).
    pub async fn product_marks(&self) -> ShopResult<HashMap<String, ProductMark>> {
        Ok(self.store.visible_product_marks().await?)
    }

    /// The products of `ids` that the storefront shows, in no particular order (hidden and
    /// unknown ones are left out).
    pub async fn visible_products(&self, ids: &[String]) -> ShopResult<Vec<ProductRow>> {
        let mut products = self.store.get_products(ids).await?;
        products.retain(ProductRow::visible);
        Ok(products)
    }

    /// One product the storefront shows; unknown, malformed and hidden (inactive product or
    /// category) ids are "Product not found."
    pub async fn get_product(&self, id: &str) -> ShopResult<ProductRow> {
        let not_found = || ShopError::NotFound("Product not found.".into());
        if !is_id(id) {
            return Err(not_found());
        }
        let p = self
            .store
            .get_product(id)
            .await
            .map_err(ShopError::not_found("Product"))?;
        if !p.visible() {
            return Err(not_found());
        }
        Ok(p)
    }

    /// Active categories by sort order.
    pub async fn list_categories(&self) -> ShopResult<Vec<CategoryRow>> {
        Ok(self.store.list_categories(true).await?)
    }

    /// Banners that are active and inside their window at `now_ms`.
    pub async fn list_banners(&self, now_ms: i64) -> ShopResult<Vec<BannerRow>> {
        Ok(self.store.list_banners(Some(now_ms)).await?)
    }
}
