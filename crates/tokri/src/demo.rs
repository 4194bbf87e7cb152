//! The demo catalogue shipped with Tokri, seeded into an empty database.

use std::collections::HashMap;

use anyhow::{Context, Result, bail};
use serde::Deserialize;
use tokri_domain::{Background, Money, new_id};
use tokri_store::Store;
use tokri_store::catalogue::{BannerWrite, CategoryWrite, ProductWrite};

const CATALOGUE: &str = include_str!("../demo/catalogue.json");

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
    bg: String,
    sort_order: Option<i64>,
    layout: String,
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

/// Seeds the demo catalogue when the database has no categories and no products.
/// Answers whether it seeded.
pub async fn seed_if_empty(store: &Store) -> Result<bool> {
    if store.count_categories().await? > 0 || store.count_products().await? > 0 {
        return Ok(false);
    }
    let demo: DemoCatalogue =
        serde_json::from_str(CATALOGUE).context("demo/catalogue.json is malformed")?;
    let mut ids = HashMap::new();
    for c in &demo.categories {
        if Background::parse(&c.bg).is_none() {
            bail!(
                "demo category {} has an unknown background {}",
                c.name,
                c.bg
            );
        }
        let id = new_id();
        store
            .create_category(
                &id,
                &CategoryWrite {
                    name: c.name.clone(),
                    slug: c.slug.clone(),
                    image: c.image.clone(),
                    bg: c.bg.clone(),
                    active: true,
                    sort_order: c.sort_order,
                    layout: c.layout.clone(),
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
        store
            .create_product(
                &new_id(),
                &ProductWrite {
                    name: p.name.clone(),
                    description: p.description.clone(),
                    price_paise: price.paise(),
                    category_id: category_id.clone(),
                    weight: p.weight.clone(),
                    origin: p.origin.clone(),
                    images: p.images.clone(),
                    stock: Some(p.stock),
                    active: Some(true),
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
    Ok(true)
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
}
