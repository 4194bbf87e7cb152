//! The public catalogue: products, categories and banners as the storefront sees them.

use std::sync::atomic::{AtomicU64, Ordering};

use tokri_domain::id::is_id;
use tokri_store::Store;
use tokri_store::catalogue::{BannerRow, CategoryRow, ProductFilter, ProductRow};

use crate::{ShopError, ShopResult};

/// Reads of the public catalogue, and a version that every catalogue write raises so caches
/// built on top (the HTTP layer's serialised lists) know when to rebuild.
#[derive(Debug)]
pub struct Catalogue {
    store: Store,
    version: AtomicU64,
}

impl Catalogue {
    /// Catalogue over a store.
    pub fn new(store: Store) -> Self {
        Catalogue {
            store,
            version: AtomicU64::new(1),
        }
    }

    /// Raised on every catalogue write in this process.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }

    /// Marks cached catalogue views stale.
    pub fn changed(&self) {
        self.version.fetch_add(1, Ordering::AcqRel);
    }

    /// Every product, newest first.
    pub async fn list_products(&self) -> ShopResult<Vec<ProductRow>> {
        Ok(self.store.list_products(&ProductFilter::default()).await?)
    }

    /// One product; unknown or malformed ids are "Product not found."
    pub async fn get_product(&self, id: &str) -> ShopResult<ProductRow> {
        if !is_id(id) {
            return Err(ShopError::NotFound("Product not found.".into()));
        }
        self.store
            .get_product(id)
            .await
            .map_err(ShopError::not_found("Product"))
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
