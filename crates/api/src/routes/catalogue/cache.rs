//! The public catalogue's answers, kept encoded in memory. The catalogue is read far more often
//! than it changes, so its JSON is built and compressed once and served from memory until it
//! changes: at once after a catalogue write in this process or a notice of one from another
//! instance (the catalogue version), and otherwise when a short look finds it changed (stock that
//! orders took elsewhere, a banner whose time came, a tool's edit): every few seconds the cache
//! reads the catalogue's stamp (`Catalogue::stamp`, a few milliseconds) and rebuilds only when
//! it differs from the snapshot's, at most once per ten times a build takes, so a catalogue of
//! 10,000 products is neither rebuilt back to back nor rebuilt while nothing changed.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use tokri_domain::browse;
use tokri_domain::search::{SearchDoc, SearchIndex};
use tokri_shop::{Shop, ShopResult};
use tokri_store::catalogue::{CategoryRow, ProductRow};

use super::{BannerResponse, CategoryResponse, ProductResponse};
use crate::encoded::Encoded;

/// The cached catalogue at one version.
#[derive(Debug)]
pub struct Snapshot {
    version: u64,
    /// The catalogue's stamp when it was read.
    stamp: Vec<i64>,
    built: Instant,
    /// Milliseconds after `built` that the stamp was last found unchanged.
    checked_ms: AtomicU64,
    /// How long building it took.
    took: Duration,
    /// `GET /api/products`.
    pub products: Encoded,
    /// `GET /api/categories`.
    pub categories: Encoded,
    /// `GET /api/banners`.
    pub banners: Encoded,
    /// The home carousel's first banner: (picture, the words it is shown with), for the home
    /// page's first screen.
    pub first_banner: Option<(String, String)>,
    /// The storefront's products in list order (search answers and page heads).
    pub product_rows: Vec<ProductRow>,
    /// Position in `product_rows` by product id.
    product_at: HashMap<String, usize>,
    /// Search over `product_rows` (names, categories, descriptions).
    pub product_search: SearchIndex,
    /// `product_rows` with their sorted orders, for pages of the list.
    pub product_list: browse::Catalogue,
    /// The active categories by sort order.
    pub category_rows: Vec<CategoryRow>,
    /// Search over `category_rows` (names).
    pub category_search: SearchIndex,
    /// Storefront pages with their heads, by path, as they are first asked for (at most
    /// [`MAX_PAGES`]; others are made for each request).
    pages: Mutex<HashMap<String, Arc<Encoded>>>,
}

/// Pages a snapshot keeps made (a few kilobytes each, in three encodings).
const MAX_PAGES: usize = 1_000;

/// The longest a snapshot is served without a rebuild, however unchanged its stamp: a bound on
/// what a change the stamp cannot see (two that cancel out) may leave unseen.
const MAX_AGE: Duration = Duration::from_secs(600);

impl Snapshot {
    /// How long since it was built, or last found unchanged.
    fn since_checked(&self) -> Duration {
        self.built.elapsed().saturating_sub(Duration::from_millis(
            self.checked_ms.load(Ordering::Acquire),
        ))
    }

    /// Notes that the catalogue was found unchanged now.
    fn still_fresh(&self) {
        let ms = u64::try_from(self.built.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.checked_ms.store(ms, Ordering::Release);
    }

    /// The page made for `path` at this snapshot, if it was kept.
    pub fn page(&self, path: &str) -> Option<Arc<Encoded>> {
        self.pages
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(path)
            .cloned()
    }

    /// Keeps the page made for `path` (while fewer than [`MAX_PAGES`] are kept) and answers it.
    pub fn keep_page(&self, path: &str, page: Encoded) -> Arc<Encoded> {
        let page = Arc::new(page);
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if pages.len() < MAX_PAGES {
            pages.insert(path.to_string(), page.clone());
        }
        page
    }

    /// A product the storefront shows.
    pub fn product(&self, id: &str) -> Option<&ProductRow> {
        self.product_at.get(id).map(|&i| &self.product_rows[i])
    }

    /// An active category by its slug, else by its name (any case), as category pages find
    /// them.
    pub fn category(&self, slug_or_name: &str) -> Option<&CategoryRow> {
        let key = slug_or_name.trim().to_lowercase();
        self.category_rows
            .iter()
            .find(|c| c.slug == key)
            .or_else(|| {
                self.category_rows
                    .iter()
                    .find(|c| c.name.to_lowercase() == key)
            })
    }
}

/// The cache of catalogue answers.
#[derive(Debug)]
pub struct CatalogueCache {
    current: RwLock<Option<Arc<Snapshot>>>,
    rebuild: tokio::sync::Mutex<()>,
    refreshing: AtomicBool,
    ttl: Duration,
    /// Snapshots built so far.
    builds: AtomicU64,
    /// Called on the blocking thread after each build (see [`CatalogueCache::after_build`]).
    after_build: Option<fn()>,
}

impl CatalogueCache {
    /// A cache whose snapshots are refreshed after `ttl`.
    pub fn new(ttl: Duration) -> Self {
        CatalogueCache {
            current: RwLock::new(None),
            rebuild: tokio::sync::Mutex::new(()),
            refreshing: AtomicBool::new(false),
            ttl,
            builds: AtomicU64::new(0),
            after_build: None,
        }
    }

    /// Calls `hook` on the blocking thread once each build is done and what it read and wrote
    /// on the way is freed. The binary hands that memory back to the system there: a build of
    /// 10,000 products leaves about 30 MB free in the allocator's heaps (the rows read, the
    /// list's JSON as it grew), which it would otherwise go on holding. Builds are seconds
    /// apart at least, so this costs the busy heaps nothing.
    pub fn after_build(mut self, hook: fn()) -> Self {
        self.after_build = Some(hook);
        self
    }

    fn current(&self) -> Option<Arc<Snapshot>> {
        self.current
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Snapshots built since the cache was made.
    pub fn builds(&self) -> u64 {
        self.builds.load(Ordering::Acquire)
    }

    /// The current snapshot. After a catalogue write in this process (or a notice of one) the
    /// next request rebuilds it (one request at a time); when it was last checked longer ago
    /// than the time-to-live, requests keep getting it while one background task looks at the
    /// catalogue's stamp and rebuilds only if it changed, so readers never wait on a rebuild.
    pub async fn snapshot(self: &Arc<Self>, shop: &Arc<Shop>) -> ShopResult<Arc<Snapshot>> {
        let version = shop.catalogue.version();
        if let Some(s) = self.current().filter(|s| s.version == version) {
            // A big catalogue is looked at less often: at most a tenth of the time goes to it.
            let ttl = self.ttl.max(s.took * 10);
            if s.since_checked() >= ttl && !self.refreshing.swap(true, Ordering::AcqRel) {
                let (cache, shop, old) = (self.clone(), shop.clone(), s.clone());
                tokio::spawn(async move {
                    if let Err(e) = cache.refresh(&shop, &old).await {
                        tracing::warn!(error = %e, "catalogue cache refresh failed");
                    }
                    cache.refreshing.store(false, Ordering::Release);
                });
            }
            return Ok(s);
        }
        let _one_builder = self.rebuild.lock().await;
        if let Some(s) = self.current().filter(|s| s.version == version) {
            return Ok(s);
        }
        let snapshot = self.build(shop, version).await?;
        Ok(self.store(snapshot))
    }

    /// Rebuilds `old` in the background if the catalogue changed since it was built.
    async fn refresh(&self, shop: &Shop, old: &Snapshot) -> ShopResult<()> {
        let _one_builder = self.rebuild.lock().await;
        let version = shop.catalogue.version();
        if self
            .current()
            .is_some_and(|s| s.version != old.version || s.built > old.built)
        {
            // Rebuilt meanwhile by a request after a write.
            return Ok(());
        }
        let unchanged = version == old.version
            && old.built.elapsed() < MAX_AGE
            && shop.catalogue.stamp(shop.clock.now_ms()).await? == old.stamp;
        if unchanged {
            old.still_fresh();
        } else {
            let fresh = self.build(shop, version).await?;
            self.store(fresh);
        }
        Ok(())
    }

    async fn build(&self, shop: &Shop, version: u64) -> ShopResult<Snapshot> {
        let snapshot = build(shop, version, self.after_build).await?;
        self.builds.fetch_add(1, Ordering::AcqRel);
        Ok(snapshot)
    }

    fn store(&self, snapshot: Snapshot) -> Arc<Snapshot> {
        let snapshot = Arc::new(snapshot);
        *self.current.write().unwrap_or_else(|e| e.into_inner()) = Some(snapshot.clone());
        snapshot
    }
}

/// The storefront's product list as `GET /api/products` answers it.
struct ProductList<'a>(&'a [ProductRow]);

impl serde::Serialize for ProductList<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(ProductResponse::from))
    }
}

async fn build(shop: &Shop, version: u64, after: Option<fn()>) -> ShopResult<Snapshot> {
    let started = Instant::now();
    let now = shop.clock.now_ms();
    // Read first: a change made while the rest is read shows in a later stamp, so it is not
    // missed (at worst the next look rebuilds once more).
    let stamp = shop.catalogue.stamp(now).await?;
    let products = shop.catalogue.list_products().await?;
    let categories = shop.catalogue.list_categories().await?;
    let banners = shop.catalogue.list_banners(now).await?;
    // Serialising, compressing and indexing thousands of products takes a while: on the
    // blocking pool, so the workers that answer requests never wait on it.
    tokio::task::spawn_blocking(move || {
        let snapshot = encode(version, stamp, started, products, categories, banners);
        if let Some(hook) = after {
            hook();
        }
        snapshot
    })
    .await
    .map_err(|e| tokri_shop::ShopError::Internal(format!("catalogue snapshot: {e}")))
}

fn encode(
    version: u64,
    stamp: Vec<i64>,
    started: Instant,
    products: Vec<ProductRow>,
    categories: Vec<CategoryRow>,
    banners: Vec<tokri_store::catalogue::BannerRow>,
) -> Snapshot {
    let category_list: Vec<CategoryResponse> =
        categories.iter().map(CategoryResponse::from).collect();
    let first_banner = banners.first().map(|b| {
        let alt = [b.title.as_str(), b.label.as_str()]
            .into_iter()
            .find(|t| !t.trim().is_empty())
            .unwrap_or("Tokri offer")
            .to_string();
        (b.image.clone(), alt)
    });
    let banners: Vec<BannerResponse> = banners.iter().map(BannerResponse::from).collect();
    let product_search = SearchIndex::build(products.iter().map(|p| SearchDoc {
        name: &p.name,
        category: &p.category_name,
        description: &p.description,
    }));
    let product_list = browse::Catalogue::new(products.iter().map(|p| browse::Item {
        id: &p.id,
        name: &p.name,
        category_id: &p.category_id,
        price_paise: p.price_paise,
    }));
    let category_search = SearchIndex::build(categories.iter().map(|c| SearchDoc {
        name: &c.name,
        category: "",
        description: "",
    }));
    // Written out product by product: the list's answers never all exist at once (for 10,000
    // products they took 15 MB more at every build).
    let products_encoded = Encoded::new(&ProductList(&products));
    Snapshot {
        version,
        stamp,
        built: Instant::now(),
        checked_ms: AtomicU64::new(0),
        took: started.elapsed(),
        products: products_encoded,
        categories: Encoded::new(&category_list),
        banners: Encoded::new(&banners),
        first_banner,
        product_at: products
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.clone(), i))
            .collect(),
        product_rows: products,
        product_search,
        product_list,
        category_rows: categories,
        category_search,
        pages: Mutex::default(),
    }
}
