//! Categories, products with their ordered images, and banners.

use std::collections::HashMap;

use sqlx::Row;
use sqlx::any::AnyRow;

use tokri_domain::declaration::{Declaration, NetQuantity, NetUnit, PackerRole};
use tokri_domain::{Background, Layout};

use crate::{Result, Store, StoreError, bool_int, decode_enum, now_ms};

/// A category as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct CategoryRow {
    pub id: String,
    /// Display name.
    pub name: String,
    /// Unique slug.
    pub slug: String,
    /// Picture URL.
    pub image: Option<String>,
    /// Background class.
    pub bg: Background,
    /// Shown on the storefront.
    pub active: bool,
    /// Position; missing sorts last.
    pub sort_order: Option<i64>,
    /// Product-page layout.
    pub layout: Layout,
    /// Created, Unix ms.
    pub created_at: i64,
    /// Last changed, Unix ms.
    pub updated_at: i64,
}

/// Fields of a category to write.
#[derive(Debug, Clone, PartialEq)]
pub struct CategoryWrite {
    /// Display name.
    pub name: String,
    /// Unique slug.
    pub slug: String,
    /// Picture URL.
    pub image: Option<String>,
    /// Background class.
    pub bg: Background,
    /// Shown on the storefront.
    pub active: bool,
    pub sort_order: Option<i64>,
    /// Product-page layout.
    pub layout: Layout,
}

/// A product as stored, with its category's name and its images in order.
#[derive(Debug, Clone, PartialEq)]
pub struct ProductRow {
    pub id: String,
    pub name: String,
    pub description: String,
    /// Price in paise.
    pub price_paise: i64,
    /// Category id.
    pub category_id: String,
    /// Category name.
    pub category_name: String,
    /// Category slug.
    pub category_slug: String,
    /// Category's product-page layout.
    pub category_layout: Layout,
    /// Weight text.
    pub weight: String,
    /// Origin text.
    pub origin: String,
    /// Image URLs, main first.
    pub images: Vec<String>,
    /// Created, Unix ms.
    pub created_at: i64,
    /// Last changed by the owner, Unix ms.
    pub updated_at: i64,
    /// The owner's name for the choice between variants ("Pack", "Weight"); "" for one variant.
    pub option_name: String,
    /// Variants in the owner's order; at least one.
    pub variants: Vec<VariantRow>,
    /// The owner's own switch.
    pub active: bool,
    /// Whether the product's category is active.
    pub category_active: bool,
    /// HSN code and GST rate (invoices).
    pub tax: crate::invoices::ProductTax,
    /// Pack declarations (loose produce: not packed, blank).
    pub declaration: Declaration,
    /// Its approved reviews' stars added up, and how many (issue 23).
    pub rating_sum: i64,
    pub rating_count: i64,
}

/// One variant of a product as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantRow {
    pub id: String,
    /// "12 pieces", "1 kg"; "" for a product's single variant.
    pub label: String,
    /// Price in paise.
    pub price_paise: i64,
    /// Compare-at price (MRP) in paise.
    pub mrp_paise: Option<i64>,
    /// Units in the crate; None when not counted.
    pub stock: Option<i64>,
    /// Units held by unpaid orders.
    pub reserved: i64,
    pub sku: String,
    pub weight_grams: Option<i64>,
    /// Net quantity declared for the pack (pre-packed products).
    pub net: Option<NetQuantity>,
}

impl VariantRow {
    /// Units a customer can still buy; None when not counted.
    pub fn available(&self) -> Option<i64> {
        self.stock.map(|s| (s - self.reserved).max(0))
    }
}

/// Sums over variants when every one is counted; None otherwise.
fn sum_counted(variants: &[VariantRow], of: impl Fn(&VariantRow) -> Option<i64>) -> Option<i64> {
    variants.iter().map(of).sum()
}

impl ProductRow {
    /// Units a customer can still buy over all variants; None when any variant is not counted.
    pub fn available(&self) -> Option<i64> {
        sum_counted(&self.variants, VariantRow::available)
    }

    /// Units in the crate over all variants; None when any variant is not counted.
    pub fn stock_on_hand(&self) -> Option<i64> {
        sum_counted(&self.variants, |v| v.stock)
    }

    /// Units held by unpaid orders over all variants.
    pub fn reserved(&self) -> i64 {
        self.variants.iter().map(|v| v.reserved).sum()
    }

    /// The variant a cart line means: the one named, or the only one when none is named.
    /// None when the id is not one of this product's variants, or none is named and there are
    /// several.
    pub fn variant(&self, id: Option<&str>) -> Option<&VariantRow> {
        match id {
            Some(id) => self.variants.iter().find(|v| v.id == id),
            None if self.variants.len() == 1 => self.variants.first(),
            None => None,
        }
    }

    /// Shown on the storefront: the product and its category are both active.
    pub fn visible(&self) -> bool {
        self.active && self.category_active
    }
}

/// What changes about a product the storefront shows: its owner's edits (`updated_at`, bumped
/// by every write of the product, its variants and pictures), its reviews, and each variant's
/// stock and units held (orders, in the owner's variant order). Equal marks mean the product
/// reads the same, so a cached catalogue re-reads only the products whose mark moved
/// ([`Store::visible_product_marks`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductMark {
    pub updated_at: i64,
    pub rating_sum: i64,
    pub rating_count: i64,
    /// (variant id, stock, reserved).
    pub variants: Vec<(String, Option<i64>, i64)>,
}

impl ProductMark {
    /// Whether `row` reads as this mark says.
    pub fn is_of(&self, row: &ProductRow) -> bool {
        self.updated_at == row.updated_at
            && self.rating_sum == row.rating_sum
            && self.rating_count == row.rating_count
            && self.variants.len() == row.variants.len()
            && self
                .variants
                .iter()
                .zip(&row.variants)
                .all(|((id, stock, reserved), v)| {
                    *id == v.id && *stock == v.stock && *reserved == v.reserved
                })
    }
}

/// A variant to write: `id` is an existing variant of the product (updated) or a new id.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantWrite {
    pub id: String,
    pub label: String,
    /// Price in paise (> 0).
    pub price_paise: i64,
    pub mrp_paise: Option<i64>,
    /// Units in the crate: `None` keeps what is stored (new variants are not counted),
    /// `Some(None)` stops counting, `Some(Some(n))` sets the count.
    pub stock: Option<Option<i64>>,
    pub sku: String,
    pub weight_grams: Option<i64>,
    pub net: Option<NetQuantity>,
}

impl VariantWrite {
    /// The one variant of a product sold in a single pack: no label, `price_paise`, and the
    /// count as [`VariantWrite::stock`] reads it.
    pub fn single(id: impl Into<String>, price_paise: i64, stock: Option<Option<i64>>) -> Self {
        VariantWrite {
            id: id.into(),
            label: String::new(),
            price_paise,
            mrp_paise: None,
            stock,
            sku: String::new(),
            weight_grams: None,
            net: None,
        }
    }
}

/// Fields of a product to write.
#[derive(Debug, Clone, PartialEq)]
pub struct ProductWrite {
    pub name: String,
    pub description: String,
    /// The owner's name for the choice between variants.
    pub option_name: String,
    /// Every variant, in order (at least one): variants of the product not listed are removed
    /// (past orders keep their lines). The product's price becomes the lowest variant price.
    pub variants: Vec<VariantWrite>,
    /// Existing category id.
    pub category_id: String,
    /// Weight text.
    pub weight: String,
    /// Origin text.
    pub origin: String,
    /// Image URLs, main first.
    pub images: Vec<String>,
    /// Shown on the storefront; `None` keeps what is stored (new products are active).
    pub active: Option<bool>,
    /// HSN code and GST rate; `None` keeps what is stored (new products: no code, 0 %).
    pub tax: Option<crate::invoices::ProductTax>,
    /// Pack declarations; `None` keeps what is stored (new products: loose, none).
    pub declaration: Option<Declaration>,
}

/// A banner as stored, with its category's slug.
#[derive(Debug, Clone, PartialEq)]
pub struct BannerRow {
    pub id: String,
    pub title: String,
    /// Call-to-action label.
    pub label: String,
    /// Picture URL.
    pub image: String,
    /// Link target.
    pub link: String,
    /// Assigned category.
    pub category_id: Option<String>,
    /// Assigned category's slug.
    pub category_slug: Option<String>,
    /// Switched on.
    pub active: bool,
    /// Position; missing sorts last.
    pub sort_order: Option<i64>,
    /// Shown from, Unix ms.
    pub start_at: Option<i64>,
    /// Shown until, Unix ms.
    pub end_at: Option<i64>,
    /// Created, Unix ms.
    pub created_at: i64,
}

/// Fields of a banner to write.
#[derive(Debug, Clone, PartialEq)]
pub struct BannerWrite {
    pub title: String,
    /// Call-to-action label.
    pub label: String,
    /// Picture URL.
    pub image: String,
    /// Link target.
    pub link: String,
    /// Assigned category.
    pub category_id: Option<String>,
    /// Switched on.
    pub active: bool,
    pub sort_order: Option<i64>,
    /// Shown from, Unix ms.
    pub start_at: Option<i64>,
    /// Shown until, Unix ms.
    pub end_at: Option<i64>,
}

/// Filters for product lists.
#[derive(Debug, Clone, Default)]
pub struct ProductFilter {
    /// Case-insensitive part of the name.
    pub search: Option<String>,
    /// Only this category.
    pub category_id: Option<String>,
    /// Only products the storefront shows (product and category active).
    pub visible_only: bool,
    /// Only products after this one (creation time, id) in the list's order: the next page.
    pub after: Option<(i64, String)>,
}

const CATEGORY_COLUMNS: &str =
    "id, name, slug, image, bg, active, sort_order, layout, created_at, updated_at";

fn category_from(row: &AnyRow) -> std::result::Result<CategoryRow, sqlx::Error> {
    Ok(CategoryRow {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        slug: row.try_get("slug")?,
        image: row.try_get("image")?,
        bg: decode_enum(row, "bg", Background::parse)?,
        active: row.try_get::<i64, _>("active")? != 0,
        sort_order: row.try_get("sort_order")?,
        layout: decode_enum(row, "layout", Layout::parse)?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

const PRODUCT_SELECT: &str = "SELECT p.id, p.name, p.description, p.price_paise, p.category_id, \
     c.name AS category_name, c.slug AS category_slug, c.layout AS category_layout, \
     p.weight, p.origin, p.created_at, p.updated_at, p.option_name, p.active, c.active AS category_active, \
     p.hsn_code, p.gst_rate, p.packed, p.generic_name, p.packer_role, p.packer, p.best_before, \
     p.rating_sum, p.rating_count \
     FROM products p JOIN categories c ON c.id = p.category_id";

fn product_from(row: &AnyRow) -> std::result::Result<ProductRow, sqlx::Error> {
    Ok(ProductRow {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        description: row.try_get("description")?,
        price_paise: row.try_get("price_paise")?,
        category_id: row.try_get("category_id")?,
        category_name: row.try_get("category_name")?,
        category_slug: row.try_get("category_slug")?,
        category_layout: decode_enum(row, "category_layout", Layout::parse)?,
        weight: row.try_get("weight")?,
        origin: row.try_get("origin")?,
        images: Vec::new(),
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
        option_name: row.try_get("option_name")?,
        variants: Vec::new(),
        active: row.try_get::<i64, _>("active")? != 0,
        category_active: row.try_get::<i64, _>("category_active")? != 0,
        tax: crate::invoices::product_tax_from(row)?,
        declaration: Declaration {
            packed: row.try_get::<i64, _>("packed")? != 0,
            generic_name: row.try_get("generic_name")?,
            packer_role: decode_enum(row, "packer_role", PackerRole::parse)?,
            packer: row.try_get("packer")?,
            best_before: row.try_get("best_before")?,
        },
        rating_sum: row.try_get("rating_sum")?,
        rating_count: row.try_get("rating_count")?,
    })
}

const IMAGES_SQL: &str =
    "SELECT product_id, url FROM product_images {where} ORDER BY product_id, position";

fn image_from(row: &AnyRow) -> std::result::Result<String, sqlx::Error> {
    row.try_get("url")
}

const VARIANTS_SQL: &str = "SELECT product_id, id, label, price_paise, mrp_paise, stock, reserved, \
     sku, weight_grams, net_quantity, net_unit FROM product_variants {where} ORDER BY product_id, position";

fn variant_from(row: &AnyRow) -> std::result::Result<VariantRow, sqlx::Error> {
    Ok(VariantRow {
        id: row.try_get("id")?,
        label: row.try_get("label")?,
        price_paise: row.try_get("price_paise")?,
        mrp_paise: row.try_get("mrp_paise")?,
        stock: row.try_get("stock")?,
        reserved: row.try_get("reserved")?,
        sku: row.try_get("sku")?,
        weight_grams: row.try_get("weight_grams")?,
        net: {
            let amount: Option<i64> = row.try_get("net_quantity")?;
            let unit: Option<String> = row.try_get("net_unit")?;
            match (amount, unit.as_deref().and_then(NetUnit::parse)) {
                (Some(a), Some(u)) => NetQuantity::new(a, u),
                _ => None,
            }
        },
    })
}

const BANNER_SELECT: &str = "SELECT b.id, b.title, b.label, b.image, b.link, b.category_id, \
     c.slug AS category_slug, b.active, b.sort_order, b.start_at, b.end_at, b.created_at \
     FROM banners b LEFT JOIN categories c ON c.id = b.category_id";

fn banner_from(row: &AnyRow) -> std::result::Result<BannerRow, sqlx::Error> {
    Ok(BannerRow {
        id: row.try_get("id")?,
        title: row.try_get("title")?,
        label: row.try_get("label")?,
        image: row.try_get("image")?,
        link: row.try_get("link")?,
        category_id: row.try_get("category_id")?,
        category_slug: row.try_get("category_slug")?,
        active: row.try_get::<i64, _>("active")? != 0,
        sort_order: row.try_get("sort_order")?,
        start_at: row.try_get("start_at")?,
        end_at: row.try_get("end_at")?,
        created_at: row.try_get("created_at")?,
    })
}

/// `%part%` for LIKE, with the pattern characters of `part` escaped.
fn like_pattern(part: &str) -> String {
    let escaped = part
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// The lowest price of the variants: the product's "from" price.
fn lowest_price(variants: &[VariantWrite]) -> i64 {
    variants.iter().map(|v| v.price_paise).min().unwrap_or(0)
}

async fn write_images(tx: &mut sqlx::AnyConnection, id: &str, images: &[String]) -> Result<()> {
    for (i, url) in images.iter().enumerate() {
        sqlx::query("INSERT INTO product_images (product_id, position, url) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(i as i64)
            .bind(url)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

/// Makes the product's variants exactly `variants`, in order: listed ones are updated (their
/// count kept unless a new one is given) or added, others removed. Units held by unpaid orders
/// stay with the variants that remain.
async fn write_variants(
    tx: &mut sqlx::AnyConnection,
    product_id: &str,
    variants: &[VariantWrite],
) -> Result<()> {
    let keep: Vec<&str> = variants.iter().map(|v| v.id.as_str()).collect();
    let placeholders: Vec<String> = (2..keep.len() + 2).map(|i| format!("${i}")).collect();
    let sql = format!(
        "DELETE FROM product_variants WHERE product_id = $1 AND id NOT IN ({})",
        placeholders.join(", ")
    );
    let mut q = sqlx::query(&sql).bind(product_id);
    for id in &keep {
        q = q.bind(*id);
    }
    q.execute(&mut *tx).await?;
    for (i, v) in variants.iter().enumerate() {
        let done = sqlx::query(
            "UPDATE product_variants SET position = $3, label = $4, price_paise = $5, mrp_paise = $6, \
             stock = CASE WHEN $7 = 1 THEN $8 ELSE stock END, sku = $9, weight_grams = $10, \
             net_quantity = $11, net_unit = $12 WHERE id = $1 AND product_id = $2",
        )
        .bind(&v.id)
        .bind(product_id)
        .bind(i as i64)
        .bind(&v.label)
        .bind(v.price_paise)
        .bind(v.mrp_paise)
        .bind(i64::from(v.stock.is_some()))
        .bind(v.stock.flatten())
        .bind(&v.sku)
        .bind(v.weight_grams)
        .bind(v.net.map(NetQuantity::amount))
        .bind(v.net.map(|n| n.unit().as_str()))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            sqlx::query(
                "INSERT INTO product_variants (id, product_id, position, label, price_paise, mrp_paise, stock, reserved, sku, weight_grams, net_quantity, net_unit) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11)",
            )
            .bind(&v.id)
            .bind(product_id)
            .bind(i as i64)
            .bind(&v.label)
            .bind(v.price_paise)
            .bind(v.mrp_paise)
            .bind(v.stock.flatten())
            .bind(&v.sku)
            .bind(v.weight_grams)
            .bind(v.net.map(NetQuantity::amount))
            .bind(v.net.map(|n| n.unit().as_str()))
            .execute(&mut *tx)
            .await?;
        }
    }
    Ok(())
}

impl Store {
    /// Categories by sort order (missing = 9999), then name.
    pub async fn list_categories(&self, active_only: bool) -> Result<Vec<CategoryRow>> {
        let sql = format!(
            "SELECT {CATEGORY_COLUMNS} FROM categories {} \
             ORDER BY COALESCE(sort_order, 9999), name, id",
            if active_only { "WHERE active = 1" } else { "" }
        );
        let rows = sqlx::query(&sql).fetch_all(self.pool()).await?;
        Ok(rows
            .iter()
            .map(category_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// One category.
    pub async fn get_category(&self, id: &str) -> Result<CategoryRow> {
        let sql = format!("SELECT {CATEGORY_COLUMNS} FROM categories WHERE id = $1");
        self.fetch_by_id(&sql, id, category_from).await
    }

    /// How many categories exist.
    pub async fn count_categories(&self) -> Result<i64> {
        self.count_rows("categories").await
    }

    /// Whether a slug is taken by a category other than `except`.
    pub async fn category_slug_taken(&self, slug: &str, except: Option<&str>) -> Result<bool> {
        let n: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM categories WHERE slug = $1 AND id <> $2")
                .bind(slug)
                .bind(except.unwrap_or(""))
                .fetch_one(self.pool())
                .await?;
        Ok(n > 0)
    }

    /// Creates a category with a new id.
    pub async fn create_category(&self, id: &str, c: &CategoryWrite) -> Result<CategoryRow> {
        let now = now_ms();
        sqlx::query(
            "INSERT INTO categories (id, name, slug, image, bg, active, sort_order, layout, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
        )
        .bind(id)
        .bind(&c.name)
        .bind(&c.slug)
        .bind(&c.image)
        .bind(c.bg.as_str())
        .bind(bool_int(c.active))
        .bind(c.sort_order)
        .bind(c.layout.as_str())
        .bind(now)
        .execute(self.pool())
        .await
        .map_err(slug_conflict)?;
        self.get_category(id).await
    }

    /// Replaces a category's fields.
    pub async fn update_category(&self, id: &str, c: &CategoryWrite) -> Result<CategoryRow> {
        let done = sqlx::query(
            "UPDATE categories SET name = $2, slug = $3, image = $4, bg = $5, active = $6, \
             sort_order = $7, layout = $8, updated_at = $9 WHERE id = $1",
        )
        .bind(id)
        .bind(&c.name)
        .bind(&c.slug)
        .bind(&c.image)
        .bind(c.bg.as_str())
        .bind(bool_int(c.active))
        .bind(c.sort_order)
        .bind(c.layout.as_str())
        .bind(now_ms())
        .execute(self.pool())
        .await
        .map_err(slug_conflict)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        self.get_category(id).await
    }

    /// Deletes a category no product uses; banners pointing at it become unassigned.
    pub async fn delete_category(&self, id: &str) -> Result<()> {
        let mut tx = self.pool().begin().await?;
        let used: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM products WHERE category_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
        if used > 0 {
            tx.rollback().await?;
            return Err(StoreError::Conflict(format!(
                "This category is used by {used} product{}. Move or delete them first.",
                if used == 1 { "" } else { "s" }
            )));
        }
        sqlx::query("UPDATE banners SET category_id = NULL WHERE category_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let done = sqlx::query("DELETE FROM categories WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        tx.commit().await?;
        Ok(())
    }

    /// Products, newest first, with images.
    pub async fn list_products(&self, filter: &ProductFilter) -> Result<Vec<ProductRow>> {
        Ok(self.products_where(filter, None).await?.0)
    }

    /// A page of at most `limit` products, newest first (by creation time, then id), after
    /// `filter.after` when given; and whether more follow.
    pub async fn list_products_page(
        &self,
        filter: &ProductFilter,
        limit: i64,
    ) -> Result<(Vec<ProductRow>, bool)> {
        self.products_where(filter, Some(limit)).await
    }

    async fn products_where(
        &self,
        filter: &ProductFilter,
        limit: Option<i64>,
    ) -> Result<(Vec<ProductRow>, bool)> {
        use crate::orders::{BindValue, bind_next, bound};
        let mut binds: Vec<BindValue> = Vec::new();
        let mut sql = format!("{PRODUCT_SELECT} WHERE 1 = 1");
        if filter.visible_only {
            sql.push_str(" AND p.active = 1 AND c.active = 1");
        }
        if let Some(s) = &filter.search {
            let p = bind_next(&mut binds, BindValue::Text(like_pattern(s)));
            sql.push_str(&format!(" AND LOWER(p.name) LIKE {p} ESCAPE '\\'"));
        }
        if let Some(c) = &filter.category_id {
            let p = bind_next(&mut binds, BindValue::Text(c.clone()));
            sql.push_str(&format!(" AND p.category_id = {p}"));
        }
        if let Some((at, id)) = &filter.after {
            let at = bind_next(&mut binds, BindValue::Int(*at));
            let id = bind_next(&mut binds, BindValue::Text(id.clone()));
            sql.push_str(&format!(
                " AND (p.created_at < {at} OR (p.created_at = {at} AND p.id > {id}))"
            ));
        }
        sql.push_str(" ORDER BY p.created_at DESC, p.id");
        if let Some(limit) = limit {
            // Written in, not bound: PostgreSQL then keeps one plan (see `list_orders`).
            sql.push_str(&format!(" LIMIT {}", limit + 1));
        }
        // The products and their details on one connection (each statement through the pool
        // is a hand-over of a connection and back).
        let mut conn = self.pool().acquire().await?;
        let rows = bound(sqlx::query(&sql), &binds)
            .fetch_all(&mut *conn)
            .await?;
        let mut products: Vec<ProductRow> = rows
            .iter()
            .map(product_from)
            .collect::<std::result::Result<_, _>>()?;
        let more = limit.is_some_and(|limit| products.len() as i64 > limit);
        if let Some(limit) = limit {
            products.truncate(limit.max(0) as usize);
        }
        fill_details(&mut conn, &mut products, limit.is_none()).await?;
        Ok((products, more))
    }

    /// One product with images and variants.
    pub async fn get_product(&self, id: &str) -> Result<ProductRow> {
        let sql = format!("{PRODUCT_SELECT} WHERE p.id = $1");
        let p = self.fetch_by_id(&sql, id, product_from).await?;
        let mut one = [p];
        fill_details(&mut *self.pool().acquire().await?, &mut one, false).await?;
        let [p] = one;
        Ok(p)
    }

    /// Products by id with images and variants, in no particular order; ids that name no
    /// product are left out. One read for the products and one each for their details, all on
    /// one connection.
    pub async fn get_products(&self, ids: &[String]) -> Result<Vec<ProductRow>> {
        let mut products = Vec::with_capacity(ids.len());
        let mut conn = self.pool().acquire().await?;
        for list in crate::in_lists(ids.iter().map(String::as_str)) {
            let sql = format!("{PRODUCT_SELECT} WHERE p.id IN ({})", list.placeholders);
            for r in crate::bind_in_list(sqlx::query(&sql), &list)
                .fetch_all(&mut *conn)
                .await?
            {
                products.push(product_from(&r)?);
            }
        }
        fill_details(&mut conn, &mut products, false).await?;
        Ok(products)
    }

    /// Creates a product with its variants; `created_at` lets seeding keep its order.
    pub async fn create_product(
        &self,
        id: &str,
        p: &ProductWrite,
        created_at: i64,
    ) -> Result<ProductRow> {
        let declaration = p.declaration.clone().unwrap_or_default();
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "INSERT INTO products (id, name, description, price_paise, category_id, weight, origin, created_at, updated_at, active, hsn_code, gst_rate, option_name, \
             packed, generic_name, packer_role, packer, best_before) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)",
        )
        .bind(id)
        .bind(&p.name)
        .bind(&p.description)
        .bind(lowest_price(&p.variants))
        .bind(&p.category_id)
        .bind(&p.weight)
        .bind(&p.origin)
        .bind(created_at)
        .bind(i64::from(p.active.unwrap_or(true)))
        .bind(p.tax.as_ref().map(|t| t.hsn_text()).unwrap_or_default())
        .bind(p.tax.as_ref().map(|t| t.rate.percent()).unwrap_or(0))
        .bind(&p.option_name)
        .bind(i64::from(declaration.packed))
        .bind(&declaration.generic_name)
        .bind(declaration.packer_role.as_str())
        .bind(&declaration.packer)
        .bind(&declaration.best_before)
        .execute(&mut *tx)
        .await
        .map_err(category_missing)?;
        write_images(&mut tx, id, &p.images).await?;
        write_variants(&mut tx, id, &p.variants).await?;
        tx.commit().await?;
        self.get_product(id).await
    }

    /// Replaces a product's fields, images and variants. Past orders keep their own snapshot.
    pub async fn update_product(&self, id: &str, p: &ProductWrite) -> Result<ProductRow> {
        let mut tx = self.pool().begin().await?;
        let done = sqlx::query(
            "UPDATE products SET name = $2, description = $3, price_paise = $4, category_id = $5, \
             weight = $6, origin = $7, updated_at = $8, active = COALESCE($9, active), \
             hsn_code = COALESCE($10, hsn_code), gst_rate = COALESCE($11, gst_rate), option_name = $12, \
             packed = COALESCE($13, packed), generic_name = COALESCE($14, generic_name), \
             packer_role = COALESCE($15, packer_role), packer = COALESCE($16, packer), \
             best_before = COALESCE($17, best_before) WHERE id = $1",
        )
        .bind(id)
        .bind(&p.name)
        .bind(&p.description)
        .bind(lowest_price(&p.variants))
        .bind(&p.category_id)
        .bind(&p.weight)
        .bind(&p.origin)
        .bind(now_ms())
        .bind(p.active.map(i64::from))
        .bind(p.tax.as_ref().map(|t| t.hsn_text()))
        .bind(p.tax.as_ref().map(|t| t.rate.percent()))
        .bind(&p.option_name)
        .bind(p.declaration.as_ref().map(|d| i64::from(d.packed)))
        .bind(p.declaration.as_ref().map(|d| d.generic_name.clone()))
        .bind(p.declaration.as_ref().map(|d| d.packer_role.as_str()))
        .bind(p.declaration.as_ref().map(|d| d.packer.clone()))
        .bind(p.declaration.as_ref().map(|d| d.best_before.clone()))
        .execute(&mut *tx)
        .await
        .map_err(category_missing)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        sqlx::query("DELETE FROM product_images WHERE product_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        write_images(&mut tx, id, &p.images).await?;
        write_variants(&mut tx, id, &p.variants).await?;
        tx.commit().await?;
        self.get_product(id).await
    }

    /// For each `(old, new)`, points every product picture and category picture at `old` to
    /// `new` instead (banners and orders' snapshots keep theirs), in one transaction. Answers
    /// how many pictures changed.
    pub async fn replace_picture_urls(&self, replacements: &[(String, String)]) -> Result<u64> {
        let mut tx = self.pool().begin().await?;
        let mut changed = 0;
        let now = now_ms();
        for (old, new) in replacements {
            // The products whose pictures change count as edited (`updated_at`), so a cached
            // catalogue here or on another instance sees the change.
            sqlx::query(
                "UPDATE products SET updated_at = $2 \
                 WHERE id IN (SELECT product_id FROM product_images WHERE url = $1)",
            )
            .bind(old)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            for sql in [
                "UPDATE product_images SET url = $2 WHERE url = $1",
                "UPDATE categories SET image = $2 WHERE image = $1",
            ] {
                changed += sqlx::query(sql)
                    .bind(old)
                    .bind(new)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            }
        }
        tx.commit().await?;
        Ok(changed)
    }

    /// Deletes a product (its images go with it; orders keep their snapshot).
    pub async fn delete_product(&self, id: &str) -> Result<()> {
        let done = sqlx::query("DELETE FROM products WHERE id = $1")
            .bind(id)
            .execute(self.pool())
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// How many products exist.
    pub async fn count_products(&self) -> Result<i64> {
        self.count_rows("products").await
    }

    /// Banners by sort order (missing = 9999). With `visible_at`, only active banners whose
    /// window contains that moment.
    pub async fn list_banners(&self, visible_at: Option<i64>) -> Result<Vec<BannerRow>> {
        let mut sql = BANNER_SELECT.to_string();
        if visible_at.is_some() {
            sql.push_str(
                " WHERE b.active = 1 AND (b.start_at IS NULL OR b.start_at <= $1) \
                 AND (b.end_at IS NULL OR b.end_at > $1)",
            );
        }
        sql.push_str(" ORDER BY COALESCE(b.sort_order, 9999), b.created_at, b.id");
        let mut q = sqlx::query(&sql);
        if let Some(t) = visible_at {
            q = q.bind(t);
        }
        let rows = q.fetch_all(self.pool()).await?;
        Ok(rows
            .iter()
            .map(banner_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// The mark of every product the storefront shows (product and category active), by id:
    /// two narrow reads, of products and of variants, a few milliseconds for 10,000 products.
    pub async fn visible_product_marks(&self) -> Result<HashMap<String, ProductMark>> {
        let rows = sqlx::query(
            "SELECT p.id, p.updated_at, p.rating_sum, p.rating_count \
             FROM products p JOIN categories c ON c.id = p.category_id \
             WHERE p.active = 1 AND c.active = 1",
        )
        .fetch_all(self.pool())
        .await?;
        let mut marks = HashMap::with_capacity(rows.len());
        // Columns by position: ten thousand rows or more, each name looked up costs.
        for r in &rows {
            marks.insert(
                r.try_get::<String, _>(0)?,
                ProductMark {
                    updated_at: r.try_get(1)?,
                    rating_sum: r.try_get(2)?,
                    rating_count: r.try_get(3)?,
                    variants: Vec::new(),
                },
            );
        }
        let variants = sqlx::query(
            "SELECT product_id, id, stock, reserved FROM product_variants ORDER BY product_id, position",
        )
        .fetch_all(self.pool())
        .await?;
        for r in &variants {
            let product: String = r.try_get(0)?;
            if let Some(mark) = marks.get_mut(&product) {
                mark.variants
                    .push((r.try_get(1)?, r.try_get(2)?, r.try_get(3)?));
            }
        }
        Ok(marks)
    }

    /// Figures that change whenever what the storefront shows of the catalogue changes: counts,
    /// the latest edit of products, categories and banners, stock and units held (weighted, so
    /// one product's unit taken and another's given back do not cancel), ratings, and which
    /// banners are inside their window at `now_ms`. A cache compares them to know whether a
    /// rebuild would change anything (a few milliseconds for 10,000 products, against a
    /// second for the rebuild).
    pub async fn catalogue_stamp(&self, now_ms: i64) -> Result<Vec<i64>> {
        const VISIBLE: &str = "b.active = 1 AND (b.start_at IS NULL OR b.start_at <= $1) \
             AND (b.end_at IS NULL OR b.end_at > $1)";
        let sql = format!(
            "SELECT \
             (SELECT COUNT(*) FROM products), \
             (SELECT COALESCE(MAX(updated_at), 0) FROM products), \
             (SELECT CAST(COALESCE(SUM(CAST(rating_count AS BIGINT) * 1000003 + rating_sum), 0) AS BIGINT) \
              FROM products), \
             (SELECT COUNT(*) FROM product_variants), \
             (SELECT CAST(COALESCE(SUM(CAST(COALESCE(stock, -1) AS BIGINT) * 7919 + reserved), 0) AS BIGINT) \
              FROM product_variants), \
             (SELECT CAST(COALESCE(SUM(CAST(COALESCE(stock, -1) AS BIGINT) * COALESCE(stock, -1) \
                                      + 31 * CAST(reserved AS BIGINT) * reserved), 0) AS BIGINT) \
              FROM product_variants), \
             (SELECT COUNT(*) FROM categories), \
             (SELECT COALESCE(MAX(updated_at), 0) FROM categories), \
             (SELECT COUNT(*) FROM banners), \
             (SELECT COALESCE(MAX(updated_at), 0) FROM banners), \
             (SELECT COUNT(*) FROM banners b WHERE {VISIBLE}), \
             (SELECT CAST(COALESCE(SUM(CAST(COALESCE(b.start_at, 0) AS BIGINT) % 1000003 \
                                      + CAST(COALESCE(b.end_at, 0) AS BIGINT) % 1000033), 0) AS BIGINT) \
              FROM banners b WHERE {VISIBLE})"
        );
        let row = sqlx::query(&sql)
            .bind(now_ms)
            .fetch_one(self.pool())
            .await?;
        (0..12)
            .map(|i| row.try_get::<i64, _>(i).map_err(Into::into))
            .collect()
    }

    /// One banner.
    pub async fn get_banner(&self, id: &str) -> Result<BannerRow> {
        let sql = format!("{BANNER_SELECT} WHERE b.id = $1");
        self.fetch_by_id(&sql, id, banner_from).await
    }

    /// How many banners exist.
    pub async fn count_banners(&self) -> Result<i64> {
        self.count_rows("banners").await
    }

    /// Creates a banner.
    pub async fn create_banner(&self, id: &str, b: &BannerWrite) -> Result<BannerRow> {
        let now = now_ms();
        sqlx::query(
            "INSERT INTO banners (id, title, label, image, link, category_id, active, sort_order, start_at, end_at, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)",
        )
        .bind(id)
        .bind(&b.title)
        .bind(&b.label)
        .bind(&b.image)
        .bind(&b.link)
        .bind(&b.category_id)
        .bind(bool_int(b.active))
        .bind(b.sort_order)
        .bind(b.start_at)
        .bind(b.end_at)
        .bind(now)
        .execute(self.pool())
        .await
        .map_err(category_missing)?;
        self.get_banner(id).await
    }

    /// Replaces a banner's fields.
    pub async fn update_banner(&self, id: &str, b: &BannerWrite) -> Result<BannerRow> {
        let done = sqlx::query(
            "UPDATE banners SET title = $2, label = $3, image = $4, link = $5, category_id = $6, \
             active = $7, sort_order = $8, start_at = $9, end_at = $10, updated_at = $11 WHERE id = $1",
        )
        .bind(id)
        .bind(&b.title)
        .bind(&b.label)
        .bind(&b.image)
        .bind(&b.link)
        .bind(&b.category_id)
        .bind(bool_int(b.active))
        .bind(b.sort_order)
        .bind(b.start_at)
        .bind(b.end_at)
        .bind(now_ms())
        .execute(self.pool())
        .await
        .map_err(category_missing)?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        self.get_banner(id).await
    }

    /// Deletes a banner.
    pub async fn delete_banner(&self, id: &str) -> Result<()> {
        let done = sqlx::query("DELETE FROM banners WHERE id = $1")
            .bind(id)
            .execute(self.pool())
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }
}

fn slug_conflict(e: sqlx::Error) -> StoreError {
    if StoreError::is_unique_violation(&e) {
        StoreError::Conflict("A category with this slug already exists.".into())
    } else {
        e.into()
    }
}

fn category_missing(e: sqlx::Error) -> StoreError {
    if StoreError::is_foreign_key_violation(&e) {
        StoreError::Conflict("The chosen category does not exist.".into())
    } else {
        e.into()
    }
}

/// Fills in pictures and variants on `conn`: of the whole catalogue at once when `whole` (a
/// list of every product), else of these products only.
async fn fill_details(
    conn: &mut sqlx::AnyConnection,
    products: &mut [ProductRow],
    whole: bool,
) -> Result<()> {
    let of = if whole { None } else { Some(&*products) };
    let mut images = rows_by_product(conn, IMAGES_SQL, of, image_from).await?;
    let mut variants = rows_by_product(conn, VARIANTS_SQL, of, variant_from).await?;
    for p in products {
        p.images = images.remove(&p.id).unwrap_or_default();
        p.variants = variants.remove(&p.id).unwrap_or_default();
    }
    Ok(())
}

/// Rows of `sql` (which selects `product_id` and orders by it) grouped by product: of these
/// products (500 ids per query), or of all products.
async fn rows_by_product<T>(
    conn: &mut sqlx::AnyConnection,
    sql: &str,
    of: Option<&[ProductRow]>,
    map: fn(&AnyRow) -> std::result::Result<T, sqlx::Error>,
) -> Result<HashMap<String, Vec<T>>> {
    let mut grouped: HashMap<String, Vec<T>> = HashMap::new();
    let mut rows = Vec::new();
    match of {
        None => {
            let sql = sql.replace("{where}", "");
            rows.extend(sqlx::query(&sql).fetch_all(&mut *conn).await?);
        }
        Some(products) => {
            for list in crate::in_lists(products.iter().map(|p| p.id.as_str())) {
                let sql = sql.replace(
                    "{where}",
                    &format!("WHERE product_id IN ({})", list.placeholders),
                );
                rows.extend(
                    crate::bind_in_list(sqlx::query(&sql), &list)
                        .fetch_all(&mut *conn)
                        .await?,
                );
            }
        }
    }
    for r in &rows {
        grouped
            .entry(r.try_get("product_id")?)
            .or_default()
            .push(map(r)?);
    }
    Ok(grouped)
}
