//! The demo catalogue shipped with Tokri, seeded into an empty database.

use std::collections::HashMap;

use anyhow::{Context, Result};
use futures_util::{StreamExt, TryStreamExt};
use rust_embed::RustEmbed;
use serde::Deserialize;
use tokri_domain::declaration::{Declaration, NetQuantity, NetUnit, PackerRole};
use tokri_domain::delivery::{SlotHours, TimeOfDay, parse_pincode_list};
use tokri_domain::tax::{GstRate, HsnCode};
use tokri_domain::{Background, Layout, Money, new_id};
use tokri_shop::Shop;
use tokri_store::Store;
use tokri_store::catalogue::{BannerWrite, CategoryWrite, ProductWrite, VariantWrite};
use tokri_store::invoices::ProductTax;

mod pages;
pub use pages::seed_pages;

const CATALOGUE: &str = include_str!("../demo/catalogue.json");

/// The drawings of the demo's products and categories (vector pictures, also in the web app).
/// Banners stay vector pictures: their headline is text, and drawing text needs fonts the
/// machine may not have.
#[derive(RustEmbed)]
#[folder = "../../web/public/images/"]
#[include = "products/*.svg"]
#[include = "categories/*.svg"]
struct Drawings;

/// Width the drawings are drawn at before the media pipeline makes its copies (it never
/// enlarges, so the 1280 copy is this size too; cards and product pages show ≤ 640 px).
const DRAWING_WIDTH: u32 = 640;
/// Where the seeded catalogue's drawings are, before [`upload_pictures`] replaces them.
const DRAWINGS_URL: &str = "/images/";

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoCatalogue {
    categories: Vec<DemoCategory>,
    products: Vec<DemoProduct>,
    banners: Vec<DemoBanner>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoCategory {
    key: String,
    name: String,
    slug: String,
    image: Option<String>,
    bg: Background,
    sort_order: Option<i64>,
    #[serde(default)]
    layout: Layout,
}

#[derive(Deserialize)]
struct DemoProduct {
    name: String,
    description: String,
    price: f64,
    category: String,
    weight: String,
    origin: String,
    images: Vec<String>,
    /// Units in the crate; most demo products are not counted.
    #[serde(default)]
    stock: Option<i64>,
    /// HSN code (six-digit HS heading) for invoices.
    hsn: String,
    /// GST rate in percent.
    #[serde(rename = "gstRate")]
    gst_rate: GstRate,
    /// The choice between variants ("Pack"), for a product sold in several.
    #[serde(rename = "optionName", default)]
    option_name: String,
    /// Packs, weights or sizes; none means one variant at `price` with `stock`.
    #[serde(default)]
    variants: Vec<DemoVariant>,
    /// The one variant's MRP and declared net quantity (pre-packed products).
    #[serde(default)]
    mrp: Option<f64>,
    #[serde(rename = "netQuantity", default)]
    net_quantity: Option<i64>,
    #[serde(rename = "netUnit", default)]
    net_unit: String,
    /// Pack declarations of a product sold pre-packed.
    #[serde(default)]
    declaration: Option<DemoDeclaration>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoDeclaration {
    generic_name: String,
    packer_role: String,
    packer: String,
    best_before: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoVariant {
    label: String,
    price: f64,
    #[serde(default)]
    mrp: Option<f64>,
    #[serde(default)]
    stock: Option<i64>,
    #[serde(default)]
    sku: String,
    #[serde(default)]
    weight_grams: Option<i64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoBanner {
    title: String,
    label: String,
    image: String,
    link: String,
    category: Option<String>,
    sort_order: Option<i64>,
}

/// Seeds the demo catalogue when the database has no categories and no products, with its
/// drawings' URLs (served by the web app) as pictures until [`upload_pictures`] replaces them.
/// Answers whether it seeded.
pub async fn seed_if_empty(store: &Store) -> Result<bool> {
    if store.count_categories().await? > 0 || store.count_products().await? > 0 {
        return Ok(false);
    }
    let demo: DemoCatalogue =
        serde_json::from_str(CATALOGUE).context("demo/catalogue.json is malformed")?;
    let mut ids = HashMap::new();
    for c in &demo.categories {
        let id = new_id();
        store
            .create_category(
                &id,
                &CategoryWrite {
                    name: c.name.clone(),
                    slug: c.slug.clone(),
                    image: c.image.clone(),
                    bg: c.bg,
                    active: true,
                    sort_order: c.sort_order,
                    layout: c.layout,
                },
            )
            .await?;
        ids.insert(c.key.clone(), id);
    }
    // Newest first is the shop's order, so the first product of the file gets the latest time.
    let base = tokri_store::now_ms();
    for (i, p) in demo.products.iter().enumerate() {
        let category_id = ids.get(&p.category).with_context(|| {
            format!(
                "demo product {} has unknown category {}",
                p.name, p.category
            )
        })?;
        let price = Money::parse_rupees(p.price)
            .with_context(|| format!("demo product {} has a bad price", p.name))?;
        let hsn = HsnCode::parse(&p.hsn)
            .with_context(|| format!("demo product {} has a bad HSN code", p.name))?;
        let id = new_id();
        let net = match (p.net_quantity, NetUnit::parse(&p.net_unit)) {
            (Some(a), Some(u)) => Some(
                NetQuantity::new(a, u)
                    .with_context(|| format!("demo product {} has a bad net quantity", p.name))?,
            ),
            _ => None,
        };
        let variants = if p.variants.is_empty() {
            vec![VariantWrite {
                id: id.clone(),
                label: String::new(),
                price_paise: price.paise(),
                mrp_paise: p
                    .mrp
                    .map(|m| {
                        Money::parse_rupees(m)
                            .map(Money::paise)
                            .with_context(|| format!("demo product {} has a bad MRP", p.name))
                    })
                    .transpose()?,
                stock: Some(p.stock),
                sku: String::new(),
                weight_grams: None,
                net,
            }]
        } else {
            let rupees = |r: f64| {
                Money::parse_rupees(r)
                    .map(Money::paise)
                    .with_context(|| format!("demo product {} has a bad variant price", p.name))
            };
            p.variants
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    Ok(VariantWrite {
                        id: if i == 0 { id.clone() } else { new_id() },
                        label: v.label.clone(),
                        price_paise: rupees(v.price)?,
                        mrp_paise: v.mrp.map(rupees).transpose()?,
                        stock: Some(v.stock),
                        sku: v.sku.clone(),
                        weight_grams: v.weight_grams,
                        net: None,
                    })
                })
                .collect::<Result<Vec<_>>>()?
        };
        store
            .create_product(
                &id,
                &ProductWrite {
                    name: p.name.clone(),
                    description: p.description.clone(),
                    option_name: p.option_name.clone(),
                    variants,
                    category_id: category_id.clone(),
                    weight: p.weight.clone(),
                    origin: p.origin.clone(),
                    images: p.images.clone(),
                    active: Some(true),
                    tax: Some(ProductTax {
                        hsn: Some(hsn),
                        rate: p.gst_rate,
                    }),
                    declaration: p.declaration.as_ref().map(|d| Declaration {
                        packed: true,
                        generic_name: d.generic_name.clone(),
                        packer_role: PackerRole::parse(&d.packer_role).unwrap_or_default(),
                        packer: d.packer.clone(),
                        best_before: d.best_before.clone(),
                    }),
                },
                base - i as i64,
            )
            .await?;
    }
    for b in &demo.banners {
        let category_id = match &b.category {
            Some(key) => Some(
                ids.get(key)
                    .with_context(|| format!("demo banner {} has unknown category {key}", b.title))?
                    .clone(),
            ),
            None => None,
        };
        store
            .create_banner(
                &new_id(),
                &BannerWrite {
                    title: b.title.clone(),
                    label: b.label.clone(),
                    image: b.image.clone(),
                    link: b.link.clone(),
                    category_id,
                    active: true,
                    sort_order: b.sort_order,
                    start_at: None,
                    end_at: None,
                },
            )
            .await?;
    }
    seed_delivery(store).await?;
    Ok(true)
}

/// Orders one demo slot takes per day.
const DEMO_SLOT_CAPACITY: i64 = 25;
/// The demo's delivery slots (IST hours).
const DEMO_SLOTS: [(i64, i64); 3] = [(7, 11), (11, 15), (17, 21)];
/// The demo shop delivers in Pune.
const DEMO_PINCODES: &str = "411001-411062";

/// The demo's delivery days and area: slots 7–11, 11–15 and 17–21 with room for
/// [`DEMO_SLOT_CAPACITY`] orders each, the 12:00 same-day cut-off every shop starts with, and
/// Pune's PIN codes 411001–411062 without an extra fee.
async fn seed_delivery(store: &Store) -> Result<()> {
    for (start, end) in DEMO_SLOTS {
        let hours = TimeOfDay::from_minutes(start * 60)
            .zip(TimeOfDay::from_minutes(end * 60))
            .and_then(|(s, e)| SlotHours::new(s, e))
            .context("demo slot hours")?;
        store
            .create_slot(&new_id(), hours, DEMO_SLOT_CAPACITY, true)
            .await?;
    }
    let pincodes = parse_pincode_list(DEMO_PINCODES)
        .map_err(anyhow::Error::msg)?
        .pincodes;
    store.add_pincodes(&pincodes, Money::ZERO).await?;
    Ok(())
}

/// Sends every product and category picture of the freshly seeded demo catalogue through the
/// media pipeline, like an owner's upload, then points the catalogue at the stored copies in one
/// write (the drawings are served meanwhile). Runs after the shop answers, so a fresh shop
/// starts in well under a second; takes a few seconds.
pub async fn upload_pictures(shop: std::sync::Arc<Shop>) {
    let demo: DemoCatalogue = match serde_json::from_str(CATALOGUE) {
        Ok(demo) => demo,
        Err(e) => return tracing::error!("demo/catalogue.json is malformed: {e}"),
    };
    let mut paths: Vec<String> = demo
        .products
        .iter()
        .flat_map(|p| p.images.iter().cloned())
        .chain(demo.categories.iter().filter_map(|c| c.image.clone()))
        .collect();
    paths.sort();
    paths.dedup();
    let started = std::time::Instant::now();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let shop = &shop;
    let uploaded: Result<Vec<(String, String)>> = futures_util::stream::iter(paths)
        .map(|path| async move {
            let url = upload_picture(shop, &path)
                .await
                .with_context(|| format!("demo picture {path}"))?;
            anyhow::Ok((path, url))
        })
        .buffer_unordered(cores)
        .try_collect()
        .await;
    let replaced = match uploaded {
        Ok(pairs) => shop
            .store
            .replace_picture_urls(&pairs)
            .await
            .map_err(Into::into),
        Err(e) => Err(e),
    };
    match replaced {
        Ok(pictures) => {
            shop.catalogue.changed();
            tracing::info!(
                pictures,
                seconds = started.elapsed().as_secs_f32(),
                "the demo pictures are served from media"
            );
        }
        Err(e) => tracing::warn!("the demo keeps its drawings: {e:#}"),
    }
}

/// Draws the picture at `path` and uploads it; answers the URL to keep.
async fn upload_picture(shop: &Shop, path: &str) -> Result<String> {
    let svg = path
        .strip_prefix(DRAWINGS_URL)
        .and_then(Drawings::get)
        .context("not in web/public/images")?;
    let png = tokio::task::spawn_blocking(move || drawn(&svg.data, DRAWING_WIDTH)).await??;
    let picture = shop
        .media
        .upload(png)
        .await
        .map_err(|e| anyhow::anyhow!("cannot store it: {e}"))?;
    Ok(picture.url)
}

/// A vector drawing as a PNG `width` pixels wide.
fn drawn(svg: &[u8], width: u32) -> Result<Vec<u8>> {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_data(svg, &usvg::Options::default())?;
    let size = tree.size();
    let scale = width as f32 / size.width();
    let height = (size.height() * scale).round().max(1.0) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(width, height).context("the drawing has no size")?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap.encode_png()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_catalogue_has_six_categories_and_enough_products_in_each() {
        let demo: DemoCatalogue = serde_json::from_str(CATALOGUE).unwrap();
        assert_eq!(demo.categories.len(), 6);
        assert!(demo.products.len() >= 36);
        for c in &demo.categories {
            let n = demo.products.iter().filter(|p| p.category == c.key).count();
            assert!(n >= 5, "{} has {n} products", c.name);
        }
        assert!(demo.products.iter().any(|p| p.price >= 1999.0));
        assert!(demo.products.iter().any(|p| p.price < 1999.0));
        assert_eq!(demo.banners.len(), 3);
    }

    #[tokio::test]
    async fn the_demo_shop_delivers_in_pune_in_three_slots() {
        use tokri_domain::PinCode;
        use tokri_domain::delivery::DeliveryDate;
        use tokri_store::delivery::PincodeService;
        for db in tokri_store::testing::fresh_stores().await.unwrap() {
            assert!(seed_if_empty(&db.store).await.unwrap(), "{}", db.label);
            let today = DeliveryDate::of_instant(tokri_store::now_ms());
            let setup = db.store.delivery_setup(today).await.unwrap();
            let slots: Vec<(String, i64, bool)> = setup
                .slots
                .iter()
                .map(|s| (s.hours.label(), s.capacity, s.active))
                .collect();
            assert_eq!(
                slots,
                [
                    ("7–11".to_string(), 25, true),
                    ("11–15".to_string(), 25, true),
                    ("17–21".to_string(), 25, true)
                ]
            );
            assert_eq!(setup.cutoff.hhmm(), "12:00");
            let (pins, total) = db.store.list_pincodes(None, 0, 100).await.unwrap();
            assert_eq!(total, 62, "{}", db.label);
            assert_eq!(pins[0].pincode.as_str(), "411001");
            assert_eq!(pins[61].pincode.as_str(), "411062");
            let service = |p: &str| {
                let store = db.store.clone();
                let pin = PinCode::parse(p).unwrap();
                async move { store.pincode_service(&pin).await.unwrap() }
            };
            assert_eq!(service("411030").await, PincodeService::Served(Money::ZERO));
            assert_eq!(service("411063").await, PincodeService::NotServed);
        }
    }

    #[test]
    fn every_product_and_category_drawing_exists_and_draws() {
        let demo: DemoCatalogue = serde_json::from_str(CATALOGUE).unwrap();
        let paths = demo
            .products
            .iter()
            .flat_map(|p| p.images.clone())
            .chain(demo.categories.iter().filter_map(|c| c.image.clone()));
        for path in paths {
            let svg = Drawings::get(path.strip_prefix(DRAWINGS_URL).unwrap())
                .unwrap_or_else(|| panic!("{path} is missing"));
            let png = drawn(&svg.data, 48).unwrap();
            let picture = image::load_from_memory(&png).unwrap();
            assert_eq!(picture.width(), 48, "{path}");
            // Drawn, not blank: the drawings all have a coloured background.
            assert!(picture.to_rgba8().pixels().any(|p| p.0[3] > 0), "{path}");
        }
    }
}
