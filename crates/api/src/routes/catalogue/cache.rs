//! The public catalogue's answers, kept encoded in memory. The catalogue is read far more often
//! than it changes, so its JSON is built and compressed once and served from memory until it
//! changes: at once after a catalogue write in this process or a notice of one from another
//! instance (the catalogue version), and otherwise when a short look finds it changed (stock that
//! orders took elsewhere, a banner whose time came, a tool's edit): every few seconds the cache
//! reads the catalogue's stamp (`Catalogue::stamp`, a few milliseconds) and rebuilds only when
//! it differs from the snapshot's, at most once per ten times a build takes, so a catalogue of
//! 10,000 products is neither rebuilt back to back nor rebuilt while nothing changed.
//!
//! A rebuild is per product: it compares each product's mark (`Catalogue::product_marks`: its
//! last edit, reviews, and each pack's stock and units held) with the snapshot's rows and reads
//! again only the products whose mark moved, keeping the rest, the search index and the list's
//! orders when only stock and ratings moved, and the product pages already made of products
//! that did not change. The catalogue is read whole when a category changed, a product was
//! added, most products changed, and every [`MAX_AGE`]. The whole list's answer
//! (`GET /api/products`, megabytes for 10,000 products, which the web app never asks for) is
//! serialised and compressed when a client first asks for it, on the blocking pool.

use std::collections::{HashMap, HashSet};
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
    /// When its products were last read whole (a patched snapshot keeps its predecessor's).
    whole_at: Instant,
    /// Whether this snapshot read them whole.
    read_whole: bool,
    /// Milliseconds after `built` that the stamp was last found unchanged.
    checked_ms: AtomicU64,
    /// How long building it took.
    took: Duration,
    /// `GET /api/products`, made when first asked for ([`Snapshot::products`]).
    products: tokio::sync::OnceCell<Arc<Encoded>>,
    /// `GET /api/categories`.
    pub categories: Encoded,
    /// `GET /api/banners`.
    pub banners: Encoded,
    /// The home carousel's first banner: (picture, the words it is shown with), for the home
    /// page's first screen.
    pub first_banner: Option<(String, String)>,
    /// The storefront's products in list order (search answers and page heads); rows that did
    /// not change are shared with the snapshot before.
    product_rows: Vec<Arc<ProductRow>>,
    /// Position in `product_rows` by product id.
    product_at: Arc<HashMap<String, usize>>,
    /// Search over `product_rows` (names, categories, descriptions).
    pub product_search: Arc<SearchIndex>,
    /// `product_rows` with their sorted orders, for pages of the list.
    pub product_list: Arc<browse::Catalogue>,
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
        self.product_at.get(id).map(|&i| &*self.product_rows[i])
    }

    /// The product at position `i` of the list (as the search index and the list's orders
    /// name them).
    pub fn row(&self, i: usize) -> &ProductRow {
        &self.product_rows[i]
    }

    /// The storefront's products in list order.
    pub fn rows(&self) -> impl Iterator<Item = &ProductRow> {
        self.product_rows.iter().map(|p| &**p)
    }

    /// How many products the storefront shows.
    pub fn product_count(&self) -> usize {
        self.product_rows.len()
    }

    /// `GET /api/products`: serialised and compressed on the blocking pool when first asked
    /// for at this snapshot (or kept from the snapshot before when no product changed).
    pub async fn products(&self) -> ShopResult<Arc<Encoded>> {
        self.products
            .get_or_try_init(|| async {
                let rows = self.product_rows.clone();
                tokio::task::spawn_blocking(move || Arc::new(Encoded::new(&ProductList(&rows))))
                    .await
                    .map_err(|e| tokri_shop::ShopError::Internal(format!("product list: {e}")))
            })
            .await
            .cloned()
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
    /// Snapshots built so far, and of them those that read the catalogue whole.
    builds: AtomicU64,
    whole_builds: AtomicU64,
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
            whole_builds: AtomicU64::new(0),
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

    /// Snapshots built since the cache was made that read the catalogue whole (the others
    /// read again only the products that changed).
    pub fn whole_builds(&self) -> u64 {
        self.whole_builds.load(Ordering::Acquire)
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
        let old = self.current();
        if let Some(s) = old.as_ref().filter(|s| s.version == version) {
            return Ok(s.clone());
        }
        let snapshot = self.build(shop, version, old.as_deref()).await?;
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
            && old.whole_at.elapsed() < MAX_AGE
            && shop.catalogue.stamp(shop.clock.now_ms()).await? == old.stamp;
        if unchanged {
            old.still_fresh();
        } else {
            let fresh = self.build(shop, version, Some(old)).await?;
            self.store(fresh);
        }
        Ok(())
    }

    async fn build(
        &self,
        shop: &Shop,
        version: u64,
        old: Option<&Snapshot>,
    ) -> ShopResult<Snapshot> {
        let snapshot = build(shop, version, old, self.after_build).await?;
        self.builds.fetch_add(1, Ordering::AcqRel);
        shop.metrics
            .catalogue_built(snapshot.read_whole, snapshot.took);
        if snapshot.read_whole {
            self.whole_builds.fetch_add(1, Ordering::AcqRel);
        }
        Ok(snapshot)
    }

    fn store(&self, snapshot: Snapshot) -> Arc<Snapshot> {
        let snapshot = Arc::new(snapshot);
        *self.current.write().unwrap_or_else(|e| e.into_inner()) = Some(snapshot.clone());
        snapshot
    }
}

/// The storefront's product list as `GET /api/products` answers it.
struct ProductList<'a>(&'a [Arc<ProductRow>]);

impl serde::Serialize for ProductList<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|p| ProductResponse::from(&**p)))
    }
}

/// The products of a new snapshot: read whole, or the old snapshot's with the changed ones
/// read again and what still holds of it.
enum Products {
    Whole(Vec<ProductRow>),
    Patched {
        /// The old snapshot's rows, in its order, with changed ones replaced and those no
        /// longer shown left out.
        rows: Vec<Arc<ProductRow>>,
        /// When the rows were last read whole (the old snapshot's).
        whole_at: Instant,
        /// The old snapshot's positions, search index and orders, when none was left out and
        /// the replaced rows' words and prices are as before.
        kept: Option<Kept>,
        /// The old snapshot's pages of products still shown and unchanged, by path.
        pages: HashMap<String, Arc<Encoded>>,
    },
}

/// What a snapshot's products are found and listed by.
struct Kept {
    product_at: Arc<HashMap<String, usize>>,
    product_search: Arc<SearchIndex>,
    product_list: Arc<browse::Catalogue>,
    /// The whole list's answer, when it was made and no product changed.
    products: Option<Arc<Encoded>>,
}

impl Kept {
    /// Positions, search index and orders of `rows`, the whole list's answer not made yet.
    fn of(rows: &[Arc<ProductRow>]) -> Self {
        Kept {
            product_at: Arc::new(
                rows.iter()
                    .enumerate()
                    .map(|(i, p)| (p.id.clone(), i))
                    .collect(),
            ),
            product_search: Arc::new(SearchIndex::build(rows.iter().map(|p| SearchDoc {
                name: &p.name,
                category: &p.category_name,
                description: &p.description,
            }))),
            product_list: Arc::new(browse::Catalogue::new(rows.iter().map(|p| browse::Item {
                id: &p.id,
                name: &p.name,
                category_id: &p.category_id,
                price_paise: p.price_paise,
            }))),
            products: None,
        }
    }
}

/// Whether `new` reads the same as `old` to the search index and the list's sorted orders.
fn same_words_and_price(old: &ProductRow, new: &ProductRow) -> bool {
    old.name == new.name
        && old.category_id == new.category_id
        && old.category_name == new.category_name
        && old.description == new.description
        && old.price_paise == new.price_paise
}

async fn build(
    shop: &Shop,
    version: u64,
    old: Option<&Snapshot>,
    after: Option<fn()>,
) -> ShopResult<Snapshot> {
    let started = Instant::now();
    let now = shop.clock.now_ms();
    // Read first: a change made while the rest is read shows in a later stamp, so it is not
    // missed (at worst the next look reads once more).
    let stamp = shop.catalogue.stamp(now).await?;
    let categories = shop.catalogue.list_categories().await?;
    let banners = shop.catalogue.list_banners(now).await?;
    // A category's edit shows in every one of its products' rows: read them whole then, and
    // every [`MAX_AGE`] whatever the marks say.
    let patchable = old.filter(|o| o.whole_at.elapsed() < MAX_AGE && o.category_rows == categories);
    let products = match patchable {
        Some(old) => patch(shop, old).await?,
        None => None,
    };
    let products = match products {
        Some(patched) => patched,
        None => Products::Whole(shop.catalogue.list_products().await?),
    };
    // Serialising, compressing and indexing thousands of products takes a while: on the
    // blocking pool, so the workers that answer requests never wait on it.
    let snapshot = tokio::task::spawn_blocking(move || {
        let snapshot = encode(version, stamp, started, products, categories, banners);
        if snapshot.read_whole
            && let Some(hook) = after
        {
            hook();
        }
        snapshot
    })
    .await
    .map_err(|e| tokri_shop::ShopError::Internal(format!("catalogue snapshot: {e}")))?;
    tracing::debug!(
        products = snapshot.product_rows.len(),
        whole = snapshot.read_whole,
        took_ms = snapshot.took.as_millis() as u64,
        "catalogue snapshot built"
    );
    Ok(snapshot)
}

/// `old`'s products with those whose mark moved read again, those no longer shown left out;
/// `None` when a whole read is the better way (a new product, which has its place in the
/// list's order to find, or most of the catalogue changed).
async fn patch(shop: &Shop, old: &Snapshot) -> ShopResult<Option<Products>> {
    let marks = shop.catalogue.product_marks().await?;
    let mut changed = Vec::new();
    for (id, mark) in &marks {
        match old.product(id) {
            None => return Ok(None),
            Some(p) if !mark.is_of(p) => changed.push(id.clone()),
            Some(_) => {}
        }
    }
    if changed.len() * 2 > marks.len() {
        return Ok(None);
    }
    let mut fresh: HashMap<String, ProductRow> = shop
        .catalogue
        .visible_products(&changed)
        .await?
        .into_iter()
        .map(|p| (p.id.clone(), p))
        .collect();
    let changed: HashSet<String> = changed.into_iter().collect();
    let mut same_words_and_prices = true;
    let mut removed = 0;
    let mut rows = Vec::with_capacity(marks.len());
    for p in &old.product_rows {
        if !marks.contains_key(&p.id) {
            removed += 1;
        } else if let Some(new) = fresh.remove(&p.id) {
            same_words_and_prices &= same_words_and_price(p, &new);
            rows.push(Arc::new(new));
        } else if changed.contains(&p.id) {
            // Hidden or deleted since the marks were read.
            removed += 1;
        } else {
            rows.push(p.clone());
        }
    }
    let kept = (removed == 0 && same_words_and_prices).then(|| Kept {
        product_at: old.product_at.clone(),
        product_search: old.product_search.clone(),
        product_list: old.product_list.clone(),
        products: old.products.get().cloned().filter(|_| changed.is_empty()),
    });
    let unchanged = |id: &str| marks.contains_key(id) && !changed.contains(id);
    let pages = old
        .pages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|(path, _)| {
            path.strip_prefix("/product/")
                .is_some_and(|id| unchanged(id.trim_end_matches('/')))
        })
        .map(|(path, page)| (path.clone(), page.clone()))
        .collect();
    Ok(Some(Products::Patched {
        rows,
        whole_at: old.whole_at,
        kept,
        pages,
    }))
}

fn encode(
    version: u64,
    stamp: Vec<i64>,
    started: Instant,
    products: Products,
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
    let category_search = SearchIndex::build(categories.iter().map(|c| SearchDoc {
        name: &c.name,
        category: "",
        description: "",
    }));
    // What a patch leaves as it was is kept: with only stock and ratings moved (the orders of a
    // busy day) the rows replaced are all there is to do.
    let read_whole = matches!(products, Products::Whole(_));
    let (rows, kept, whole_at, pages) = match products {
        Products::Whole(rows) => (
            rows.into_iter().map(Arc::new).collect(),
            None,
            Instant::now(),
            HashMap::new(),
        ),
        Products::Patched {
            rows,
            whole_at,
            kept,
            pages,
        } => (rows, kept, whole_at, pages),
    };
    let Kept {
        product_at,
        product_search,
        product_list,
        products,
    } = kept.unwrap_or_else(|| Kept::of(&rows));
    Snapshot {
        version,
        stamp,
        built: Instant::now(),
        whole_at,
        read_whole,
        checked_ms: AtomicU64::new(0),
        took: started.elapsed(),
        products: tokio::sync::OnceCell::new_with(products),
        categories: Encoded::new(&category_list),
        banners: Encoded::new(&banners),
        first_banner,
        product_at,
        product_rows: rows,
        product_search,
        product_list,
        category_rows: categories,
        category_search,
        pages: Mutex::new(pages),
    }
}
