//! The shop owner's work: categories, products, banners, orders and the dashboard. Every
//! rule is checked here, whatever the admin screens already checked.

use std::collections::BTreeMap;
use std::sync::Arc;

use tokri_domain::calendar::{day_ms, ist_date, ist_day_floor, ist_day_start};
use tokri_domain::declaration::{DeclarationDraft, check_declaration, missing_for_sale};
use tokri_domain::form::SentPrice;
use tokri_domain::paging;
use tokri_domain::variant::{OPTION_NAME_MAX, check_net, check_variants};
use tokri_domain::{Background, FieldErrors, Layout, Money, OrderStatus, new_id, slugify};
use tokri_store::Store;
use tokri_store::catalogue::{
    BannerRow, BannerWrite, CategoryRow, CategoryWrite, ProductFilter, ProductRow, ProductWrite,
    VariantWrite,
};
use tokri_store::orders::{OrderFilter, OrderRow, PageStart, TopProductRow};

use crate::catalogue::Catalogue;
use crate::clock::Clock;
use crate::{ShopError, ShopResult};

/// Admin order list page size (SPEC §9).
pub const ORDERS_PAGE_SIZE: i64 = 20;
/// Products per page of the admin's product list unless it asks for another size (at most
/// 100): a product with its pictures and variants costs as much to read and write out as an
/// order, so a page of 25 costs about what the order list's 20 do (50 took 75 ms p99 at 32
/// connections on a shop of 10,000 products), and the list shows "Show more products" after it.
pub const PRODUCTS_PAGE_SIZE: i64 = 25;
/// Refund-due orders listed on the dashboard.
pub const REFUNDS_LISTED: i64 = 20;

/// Category fields as sent; missing fields keep their value on update.
#[derive(Debug, Clone, Default)]
pub struct CategoryInput {
    pub name: Option<String>,
    /// Slug; empty means "from the name".
    pub slug: Option<String>,
    /// Picture URL.
    pub image: Option<String>,
    /// Background class.
    pub bg: Option<Background>,
    /// Shown on the storefront.
    pub active: Option<bool>,
    /// Position; None means "default" (create) or "keep" (update).
    pub sort_order: Option<i64>,
    /// Product-page layout.
    pub layout: Option<Layout>,
}

/// Product fields as sent.
#[derive(Debug, Clone, Default)]
pub struct ProductInput {
    pub name: Option<String>,
    pub description: Option<String>,
    /// Picture URLs, main first (blank entries dropped).
    pub images: Vec<String>,
    /// Price in rupees.
    pub price: SentPrice,
    /// Category id.
    pub category_id: Option<String>,
    /// Weight text.
    pub weight: Option<String>,
    /// Origin text.
    pub origin: Option<String>,
    /// Units in the crate: not sent keeps it, `Some(None)` stops counting.
    pub stock: Option<Option<i64>>,
    /// Shown on the storefront: not sent keeps it.
    pub active: Option<bool>,
    /// HSN code (blank for none): not sent keeps it.
    pub hsn_code: Option<String>,
    /// GST rate in percent: not sent keeps it.
    pub gst_rate: Option<i64>,
    /// The name of the choice between variants ("Pack"): not sent keeps it.
    pub option_name: Option<String>,
    /// Every variant in order; not sent means the single-price form (`price` and `stock`).
    pub variants: Option<Vec<tokri_domain::variant::VariantDraft>>,
    /// Pack declarations: not sent keeps them.
    pub declaration: Option<DeclarationDraftInput>,
    /// The single-price form's net quantity and its unit (`g`, `ml`, `unit`): a unit sent sets
    /// both (blank clears them); none sent keeps them.
    pub net_quantity: Option<f64>,
    pub net_unit: Option<String>,
}

/// Pack declarations as sent.
#[derive(Debug, Clone, Default)]
pub struct DeclarationDraftInput {
    /// Sold pre-packed.
    pub packed: bool,
    pub generic_name: String,
    /// `manufacturer`, `packer` or `importer`.
    pub packer_role: String,
    /// Name and address.
    pub packer: String,
    pub best_before: String,
}

/// Banner fields as sent; missing fields keep their value on update.
#[derive(Debug, Clone, Default)]
pub struct BannerInput {
    pub title: Option<String>,
    /// Call-to-action label.
    pub label: Option<String>,
    /// Picture URL.
    pub image: Option<String>,
    /// Link (internal path or http(s) address).
    pub link: Option<String>,
    /// Category: not sent keeps it; `Some(None)` (null or empty) unassigns.
    pub category_id: Option<Option<String>>,
    /// Switched on.
    pub active: Option<bool>,
    /// Position; None means "default" (create) or "keep" (update).
    pub sort_order: Option<i64>,
    /// Start, Unix ms: not sent keeps it; `Some(None)` (sent empty or invalid) clears it.
    pub start_at: Option<Option<i64>>,
    /// End, like the start.
    pub end_at: Option<Option<i64>>,
}

/// Admin order list query.
#[derive(Debug, Clone, Default)]
pub struct OrdersQuery {
    /// Exact status; None lists all.
    pub status: Option<OrderStatus>,
    /// What was typed in the search: read by [`tokri_domain::OrderSearch`].
    pub search: Option<String>,
    /// First IST day, `YYYY-MM-DD`.
    pub start_date: Option<String>,
    /// Last IST day, `YYYY-MM-DD` (inclusive).
    pub end_date: Option<String>,
    /// Delivery day, `YYYY-MM-DD`.
    pub delivery_date: Option<String>,
    /// Page from 1; below 1 is the first page and past the end the last one.
    pub page: Option<i64>,
    /// Page size (1..=100, default 20).
    pub limit: Option<i64>,
    /// Include online orders that were never paid (hidden by default).
    pub include_unpaid: bool,
    /// Where the page starts: the `next` of the page before (then `page` is not used).
    pub cursor: Option<String>,
    /// Only orders with this payment status.
    pub payment_status: Option<tokri_domain::PaymentStatus>,
    /// Only orders paid this way.
    pub pay_method: Option<tokri_domain::PaymentMethod>,
    /// Only orders delivered to this PIN code.
    pub pin_code: Option<String>,
    /// Only orders delivered in this slot (slot id).
    pub delivery_slot: Option<String>,
    /// Only gift orders.
    pub gifts_only: bool,
}

/// One page of orders.
#[derive(Debug, Clone)]
pub struct OrdersPage {
    /// The orders.
    pub orders: Vec<OrderRow>,
    /// This page.
    pub page: i64,
    /// Number of pages (at least 1).
    pub pages: i64,
    /// Matching orders in all (a lower bound when `total_exact` is false).
    pub total: i64,
    /// False when more orders match than were counted (`ORDER_COUNT_CAP`).
    pub total_exact: bool,
    /// The cursor of the next page, when there is one.
    pub next: Option<String>,
}

/// Money and count over a period.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Period {
    /// Paid orders.
    pub orders: i64,
    /// Money taken, paise.
    pub revenue_paise: i64,
    /// Discounts given on those orders, paise.
    pub discount_paise: i64,
}

/// The dashboard's figures.
#[derive(Debug, Clone)]
pub struct Stats {
    /// Today (IST).
    pub today: Period,
    /// Last 7 days including today.
    pub last7: Period,
    /// Last 30 days including today.
    pub last30: Period,
    /// Orders per status (all six, zero when none).
    pub by_status: Vec<(OrderStatus, i64)>,
    /// Orders waiting for payment.
    pub unpaid: i64,
    /// Best sellers over 30 days.
    pub top_products: Vec<TopProductRow>,
    /// (IST date, revenue paise, orders) for each of the last 30 days, oldest first.
    pub daily: Vec<(String, i64, i64)>,
    /// Orders whose refund is due.
    pub refunds_due: i64,
    /// The first of them, oldest flag first.
    pub refund_orders: Vec<OrderRow>,
}

/// Admin use cases.
#[derive(Debug)]
pub struct Admin {
    store: Store,
    catalogue: Arc<Catalogue>,
    notifications: Arc<crate::notifications::Notifications>,
    clock: Arc<dyn Clock>,
}

fn trimmed(s: &Option<String>) -> String {
    s.as_deref().unwrap_or("").trim().to_string()
}

/// A number ≥ 0 from a JSON number or numeric string; None when blank or not a number.
/// Accepts site paths ("/images/x.svg") and http(s) addresses; refuses script and data URLs.
fn check_url(field: &str, url: &str) -> ShopResult<()> {
    let ok = (url.starts_with('/') && !url.starts_with("//"))
        || url.starts_with("https://")
        || url.starts_with("http://");
    if url.len() > 2000 || !ok || url.chars().any(char::is_whitespace) {
        return Err(ShopError::invalid(format!(
            "The {field} must be a path starting with / or an http(s) address."
        )));
    }
    Ok(())
}

fn short_text(field: &str, s: &str, max: usize) -> ShopResult<()> {
    if s.chars().count() > max {
        return Err(ShopError::invalid(format!(
            "The {field} is too long (at most {max} characters)."
        )));
    }
    Ok(())
}

impl Admin {
    /// Admin over a store; catalogue writes tell the catalogue so its caches refresh.
    pub fn new(
        store: Store,
        catalogue: Arc<Catalogue>,
        notifications: Arc<crate::notifications::Notifications>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Admin {
            store,
            catalogue,
            notifications,
            clock,
        }
    }

    // ---- categories ----

    /// Every category, active or not, by sort order.
    pub async fn list_categories(&self) -> ShopResult<Vec<CategoryRow>> {
        Ok(self.store.list_categories(false).await?)
    }

    async fn category_write(
        &self,
        input: &CategoryInput,
        existing: Option<&CategoryRow>,
    ) -> ShopResult<CategoryWrite> {
        let name = match (&input.name, existing) {
            (None, Some(e)) => e.name.clone(),
            (n, _) => trimmed(n),
        };
        if name.is_empty() {
            return Err(ShopError::invalid("Category name cannot be empty."));
        }
        short_text("name", &name, 100)?;
        let slug = match (&input.slug, existing) {
            (None, Some(e)) => e.slug.clone(),
            (s, _) if trimmed(s).is_empty() => slugify(&name),
            (s, _) => slugify(&trimmed(s)),
        };
        if slug.is_empty() {
            return Err(ShopError::invalid(
                "The slug needs at least one letter or digit.",
            ));
        }
        if self
            .store
            .category_slug_taken(&slug, existing.map(|e| e.id.as_str()))
            .await?
        {
            return Err(ShopError::Conflict(
                "A category with this slug already exists.".into(),
            ));
        }
        let image = match (&input.image, existing) {
            (None, Some(e)) => e.image.clone(),
            (i, _) => Some(trimmed(i)).filter(|s| !s.is_empty()),
        };
        if let Some(i) = &image {
            check_url("image URL", i)?;
        }
        let bg = match (input.bg, existing) {
            (Some(b), _) => b,
            (None, Some(e)) => e.bg,
            (None, None) => Background::Yellow50,
        };
        let sort_order = match (input.sort_order, existing) {
            (Some(n), _) => Some(n),
            (None, Some(e)) => e.sort_order,
            (None, None) => Some(self.store.count_categories().await? + 1),
        };
        let layout = match (input.layout, existing) {
            (Some(l), _) => l,
            (None, Some(e)) => e.layout,
            (None, None) => Layout::Standard,
        };
        Ok(CategoryWrite {
            name,
            slug,
            image,
            bg,
            active: input.active.or(existing.map(|e| e.active)).unwrap_or(true),
            sort_order,
            layout,
        })
    }

    /// Creates a category.
    pub async fn create_category(&self, input: &CategoryInput) -> ShopResult<CategoryRow> {
        let w = self.category_write(input, None).await?;
        let c = self.store.create_category(&new_id(), &w).await?;
        self.catalogue.changed();
        Ok(c)
    }

    /// Updates a category; fields not sent keep their value.
    pub async fn update_category(
        &self,
        id: &str,
        input: &CategoryInput,
    ) -> ShopResult<CategoryRow> {
        let existing = self
            .store
            .get_category(id)
            .await
            .map_err(ShopError::not_found("Category"))?;
        let w = self.category_write(input, Some(&existing)).await?;
        let c = self.store.update_category(id, &w).await?;
        self.catalogue.changed();
        Ok(c)
    }

    /// Deletes a category no product uses (409 otherwise; nothing is deleted).
    pub async fn delete_category(&self, id: &str) -> ShopResult<()> {
        self.store
            .delete_category(id)
            .await
            .map_err(ShopError::not_found("Category"))?;
        self.catalogue.changed();
        Ok(())
    }

    // ---- products ----

    /// A page of products by name part and category, newest first: the first page, or the
    /// one `cursor` (the `next` of the page before) opens; `limit` is the page size (default
    /// [`PRODUCTS_PAGE_SIZE`], at most [`paging::MAX_PAGE_SIZE`]).
    pub async fn list_products(
        &self,
        search: Option<String>,
        category_id: Option<String>,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<paging::Page<ProductRow>> {
        let limit = paging::page_size(limit, PRODUCTS_PAGE_SIZE);
        let mut filter = ProductFilter {
            search: search
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty()),
            category_id: category_id.filter(|s| !s.trim().is_empty()),
            visible_only: false,
            after: None,
        };
        let scope = paging::scope(&["admin-products", &format!("{filter:?}"), &limit.to_string()]);
        let cursor = paging::read_cursor(cursor, scope).map_err(invalid_cursor)?;
        filter.after = cursor.as_ref().map(|c| (c.at, c.id.clone()));
        let (items, more) = self.store.list_products_page(&filter, limit).await?;
        let page = cursor.as_ref().map_or(1, |c| c.page);
        Ok(paging::Page::of(items, more, page, scope, |p| {
            (p.created_at, p.id.clone())
        }))
    }

    /// One product as the admin sees it (also one the storefront hides), for its edit form.
    pub async fn get_product(&self, id: &str) -> ShopResult<ProductRow> {
        self.store
            .get_product(id)
            .await
            .map_err(ShopError::not_found("Product"))
    }

    /// Checks the sent fields into what to store: for a new product with id `id`, or over the
    /// stored product `existing`.
    async fn product_write(
        &self,
        id: &str,
        input: &ProductInput,
        existing: Option<&ProductRow>,
    ) -> ShopResult<ProductWrite> {
        let name = trimmed(&input.name);
        let category_id = trimmed(&input.category_id);
        let priced = input.variants.is_some() || input.price != SentPrice::Missing;
        if name.is_empty() || !priced || category_id.is_empty() {
            return Err(ShopError::invalid(
                "Product Name, Price, and Category are required.",
            ));
        }
        short_text("name", &name, 150)?;
        let (option_name, variants) = self.variants_write(id, input, existing)?;
        if self.store.get_category(&category_id).await.is_err() {
            return Err(ShopError::invalid("The chosen category does not exist."));
        }
        let images: Vec<String> = input
            .images
            .iter()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        if images.is_empty() {
            return Err(ShopError::invalid("A main product image is required."));
        }
        if images.len() > 12 {
            return Err(ShopError::invalid("A product can have at most 12 images."));
        }
        for i in &images {
            check_url("image URL", i)?;
        }
        let description = trimmed(&input.description);
        short_text("description", &description, 5000)?;
        let weight = trimmed(&input.weight);
        let origin = trimmed(&input.origin);
        short_text("weight", &weight, 100)?;
        short_text("origin", &origin, 100)?;
        let declaration = input
            .declaration
            .as_ref()
            .map(|d| {
                check_declaration(&DeclarationDraft {
                    packed: d.packed,
                    generic_name: &d.generic_name,
                    packer_role: &d.packer_role,
                    packer: &d.packer,
                    best_before: &d.best_before,
                })
            })
            .transpose()
            .map_err(ShopError::fields)?;
        // A pre-packed product goes on sale only with every declaration (Legal Metrology rule
        // 6(10)); it may be saved hidden while they are being filled in.
        let shown = input.active.or(existing.map(|p| p.active)).unwrap_or(true);
        let effective = declaration
            .clone()
            .or_else(|| existing.map(|p| p.declaration.clone()))
            .unwrap_or_default();
        if shown {
            let packs: Vec<_> = variants
                .iter()
                .map(|v| (v.net, v.mrp_paise.map(Money::from_paise)))
                .collect();
            let missing = missing_for_sale(&effective, &origin, &packs);
            if !missing.is_empty() {
                return Err(ShopError::fields(missing));
            }
        }
        Ok(ProductWrite {
            name,
            description,
            option_name,
            variants,
            category_id,
            weight,
            origin,
            images,
            active: input.active,
            tax: None,
            declaration,
        })
    }

    /// The option name and variants to store: the sent list, or the single-price form on a
    /// product of one variant (which keeps that variant's other fields).
    fn variants_write(
        &self,
        id: &str,
        input: &ProductInput,
        existing: Option<&ProductRow>,
    ) -> ShopResult<(String, Vec<VariantWrite>)> {
        let stored_option = existing.map(|p| p.option_name.clone()).unwrap_or_default();
        let option_sent = input.option_name.clone().unwrap_or(stored_option);
        let Some(drafts) = &input.variants else {
            let SentPrice::Valid(price) = input.price else {
                return Err(ShopError::invalid(
                    "Price must be more than zero, in rupees with at most two decimals.",
                ));
            };
            let only = match existing.map(|p| p.variants.as_slice()) {
                None | Some([]) => None,
                Some([only]) => Some(only),
                Some(_) => {
                    return Err(ShopError::fields(FieldErrors::from([(
                        "variants".to_string(),
                        "This product has several variants: send the whole list of variants to change their prices.".to_string(),
                    )])));
                }
            };
            let net = match &input.net_unit {
                None => only.and_then(|v| v.net),
                Some(unit) => check_net(input.net_quantity, unit).map_err(|e| {
                    ShopError::fields(FieldErrors::from([("netQuantity".to_string(), e)]))
                })?,
            };
            let option = option_sent.trim().to_string();
            if option.chars().count() > OPTION_NAME_MAX {
                return Err(ShopError::fields(FieldErrors::from([(
                    "optionName".to_string(),
                    format!("The option name can have at most {OPTION_NAME_MAX} characters."),
                )])));
            }
            return Ok((
                option,
                vec![VariantWrite {
                    id: only.map_or_else(|| id.to_string(), |v| v.id.clone()),
                    label: only.map(|v| v.label.clone()).unwrap_or_default(),
                    price_paise: price.paise(),
                    mrp_paise: only.and_then(|v| v.mrp_paise),
                    stock: input.stock,
                    sku: only.map(|v| v.sku.clone()).unwrap_or_default(),
                    weight_grams: only.and_then(|v| v.weight_grams),
                    net,
                }],
            ));
        };
        let (option, specs) = check_variants(&option_sent, drafts).map_err(ShopError::fields)?;
        let mut errors = FieldErrors::new();
        let mut first_new = existing.is_none();
        let writes = specs
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                let id = match v.id {
                    Some(vid) => {
                        if !existing.is_some_and(|p| p.variants.iter().any(|x| x.id == vid)) {
                            errors.insert(
                                format!("variants.{i}._id"),
                                "This variant is not one of this product's variants.".into(),
                            );
                        }
                        vid
                    }
                    // A new product's first variant takes the product's id, as migrated ones do.
                    None if std::mem::take(&mut first_new) => id.to_string(),
                    None => new_id(),
                };
                VariantWrite {
                    id,
                    label: v.label,
                    price_paise: v.price.paise(),
                    mrp_paise: v.mrp.map(Money::paise),
                    stock: v.stock,
                    sku: v.sku,
                    weight_grams: v.weight_grams,
                    net: v.net,
                }
            })
            .collect();
        if !errors.is_empty() {
            return Err(ShopError::fields(errors));
        }
        Ok((option, writes))
    }

    /// Creates a product.
    pub async fn create_product(&self, input: &ProductInput) -> ShopResult<ProductRow> {
        let id = new_id();
        let mut w = self.product_write(&id, input, None).await?;
        w.tax = crate::invoices::product_tax(input.hsn_code.as_deref(), input.gst_rate, None)?;
        let p = self
            .store
            .create_product(&id, &w, self.clock.now_ms())
            .await?;
        self.catalogue.changed();
        Ok(p)
    }

    /// Replaces a product's fields; past orders keep what they snapshotted.
    pub async fn update_product(&self, id: &str, input: &ProductInput) -> ShopResult<ProductRow> {
        let existing = self
            .store
            .get_product(id)
            .await
            .map_err(ShopError::not_found("Product"))?;
        let mut w = self.product_write(id, input, Some(&existing)).await?;
        w.tax = crate::invoices::product_tax(
            input.hsn_code.as_deref(),
            input.gst_rate,
            Some(&existing.tax),
        )?;
        let p = self.store.update_product(id, &w).await?;
        self.catalogue.changed();
        Ok(p)
    }

    /// Deletes a product.
    pub async fn delete_product(&self, id: &str) -> ShopResult<()> {
        self.store
            .delete_product(id)
            .await
            .map_err(ShopError::not_found("Product"))?;
        self.catalogue.changed();
        Ok(())
    }

    // ---- banners ----

    /// Every banner by sort order, whatever its window.
    pub async fn list_banners(&self) -> ShopResult<Vec<BannerRow>> {
        Ok(self.store.list_banners(None).await?)
    }

    async fn banner_write(
        &self,
        input: &BannerInput,
        existing: Option<&BannerRow>,
    ) -> ShopResult<BannerWrite> {
        let image = match (&input.image, existing) {
            (None, Some(e)) => e.image.clone(),
            (i, _) => trimmed(i),
        };
        if image.is_empty() {
            return Err(ShopError::invalid("Image URL is required for a banner."));
        }
        check_url("image URL", &image)?;
        let link = match (&input.link, existing) {
            (None, Some(e)) => e.link.clone(),
            (l, _) => trimmed(l),
        };
        if !link.is_empty() {
            check_url("link", &link)?;
        }
        let category_id = match (&input.category_id, existing) {
            (None, Some(e)) => e.category_id.clone(),
            (None, None) => None,
            (Some(c), _) => c
                .as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string),
        };
        if let Some(c) = &category_id
            && self.store.get_category(c).await.is_err()
        {
            return Err(ShopError::invalid("The chosen category does not exist."));
        }
        let sort_order = match (input.sort_order, existing) {
            (Some(n), _) => Some(n),
            (None, Some(e)) => e.sort_order,
            (None, None) => Some(self.store.count_banners().await? + 1),
        };
        let title = match (&input.title, existing) {
            (None, Some(e)) => e.title.clone(),
            (t, _) => trimmed(t),
        };
        let label = match (&input.label, existing) {
            (None, Some(e)) => e.label.clone(),
            (l, _) => trimmed(l),
        };
        short_text("title", &title, 200)?;
        short_text("label", &label, 100)?;
        let start_at = input.start_at.unwrap_or(existing.and_then(|e| e.start_at));
        let end_at = input.end_at.unwrap_or(existing.and_then(|e| e.end_at));
        if let (Some(s), Some(e)) = (start_at, end_at)
            && e <= s
        {
            return Err(ShopError::invalid("The end must be after the start."));
        }
        Ok(BannerWrite {
            title,
            label,
            image,
            link,
            category_id,
            active: input.active.or(existing.map(|e| e.active)).unwrap_or(true),
            sort_order,
            start_at,
            end_at,
        })
    }

    /// Creates a banner.
    pub async fn create_banner(&self, input: &BannerInput) -> ShopResult<BannerRow> {
        let w = self.banner_write(input, None).await?;
        let b = self.store.create_banner(&new_id(), &w).await?;
        self.catalogue.changed();
        Ok(b)
    }

    /// Updates a banner; fields not sent keep their value.
    pub async fn update_banner(&self, id: &str, input: &BannerInput) -> ShopResult<BannerRow> {
        let existing = self
            .store
            .get_banner(id)
            .await
            .map_err(ShopError::not_found("Banner"))?;
        let w = self.banner_write(input, Some(&existing)).await?;
        let b = self.store.update_banner(id, &w).await?;
        self.catalogue.changed();
        Ok(b)
    }

    /// Deletes a banner.
    pub async fn delete_banner(&self, id: &str) -> ShopResult<()> {
        self.store
            .delete_banner(id)
            .await
            .map_err(ShopError::not_found("Banner"))?;
        self.catalogue.changed();
        Ok(())
    }

    // ---- orders ----

    /// A page of orders, newest first.
    pub async fn list_orders(&self, q: &OrdersQuery) -> ShopResult<OrdersPage> {
        let status = q.status;
        let day = |d: &Option<String>, field: &str| -> ShopResult<Option<i64>> {
            match d.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
                Some(s) => ist_day_start(s).map(Some).ok_or_else(|| {
                    ShopError::invalid(format!("The {field} must be a date like 2026-11-22."))
                }),
                None => Ok(None),
            }
        };
        let from = day(&q.start_date, "start date")?;
        let until = day(&q.end_date, "end date")?.map(|d| d + day_ms());
        let delivery_date = match q.delivery_date.as_deref().map(str::trim) {
            Some(s) if !s.is_empty() => Some(
                tokri_domain::delivery::DeliveryDate::parse(s).ok_or_else(|| {
                    ShopError::invalid("The delivery date must be a date like 2026-11-22.")
                })?,
            ),
            _ => None,
        };
        let limit = paging::page_size(q.limit, ORDERS_PAGE_SIZE);
        let text = |s: &Option<String>| {
            s.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        let pin_code = match text(&q.pin_code) {
            Some(pin) => Some(
                tokri_domain::PinCode::parse(&pin)
                    .ok_or_else(|| ShopError::invalid("The PIN code must be 6 digits."))?
                    .as_str()
                    .to_string(),
            ),
            None => None,
        };
        let filter = OrderFilter {
            status,
            search: q
                .search
                .as_deref()
                .and_then(tokri_domain::OrderSearch::parse),
            from,
            until,
            include_unpaid: q.include_unpaid,
            delivery_date,
            delivery_slot: text(&q.delivery_slot),
            payment_status: q.payment_status,
            pay_method: q.pay_method,
            pin_code,
            gifts_only: q.gifts_only,
        };
        // A cursor belongs to this filter and page size only.
        let scope = paging::scope(&["admin-orders", &format!("{filter:?}"), &limit.to_string()]);
        let query = self.store.order_query(filter).await?;
        let count = self.store.count_orders(&query).await?;
        let counted_pages = ((count.n + limit - 1) / limit).max(1);
        let cursor = paging::read_cursor(q.cursor.as_deref(), scope).map_err(invalid_cursor)?;
        let (page, start) = match &cursor {
            Some(c) => (
                c.page,
                PageStart::After {
                    at: c.at,
                    id: &c.id,
                },
            ),
            None => {
                // Below 1 is page 1 and past the end is the last page (when the total is
                // known); the clamp keeps the offset representable whatever page is asked for.
                let asked = q.page.unwrap_or(1).clamp(1, i64::MAX / limit);
                let page = if count.exact {
                    asked.min(counted_pages)
                } else {
                    asked
                };
                (page, PageStart::Offset((page - 1) * limit))
            }
        };
        let (orders, more) = self.store.list_orders(&query, start, limit).await?;
        let paging::Page {
            items: orders,
            next,
        } = paging::Page::of(orders, more, page, scope, |o| (o.created_at, o.id.clone()));
        let pages = if count.exact {
            counted_pages.max(page)
        } else {
            counted_pages.max(page + i64::from(more))
        };
        Ok(OrdersPage {
            orders,
            page,
            pages,
            total: count.n,
            total_exact: count.exact,
            next: next.map(|c| c.encode()),
        })
    }

    /// One order.
    pub async fn get_order(&self, id: &str) -> ShopResult<OrderRow> {
        if !tokri_domain::id::is_id(id) {
            return Err(ShopError::NotFound("Order not found.".into()));
        }
        self.store
            .get_order(id)
            .await
            .map_err(ShopError::not_found("Order"))
    }

    /// Sets an order's status to one of the six values.
    /// The customer hears of it (and a gift's recipient, as it goes out) as
    /// [`crate::notifications::Notifications::status_changed`] says, once per status.
    pub async fn set_order_status(&self, id: &str, status: OrderStatus) -> ShopResult<OrderRow> {
        let before = self.get_order(id).await?;
        let notify = self.notifications.settings().await?;
        let messages = if before.status == status {
            Vec::new()
        } else {
            self.notifications.status_changed(&notify, &before, status)
        };
        let order = self.store.set_order_status(id, status, &messages).await?;
        if !messages.is_empty() {
            self.notifications.queued();
        }
        if status == OrderStatus::Cancelled {
            // An unpaid order gave its held units back.
            self.catalogue.changed();
        }
        Ok(order)
    }

    /// Marks an order's due refund as made (the admin returned the money at the provider).
    pub async fn mark_refunded(&self, id: &str) -> ShopResult<OrderRow> {
        self.get_order(id).await?;
        if !self.store.mark_refunded(id).await? {
            return Err(ShopError::Conflict("This order has no refund due.".into()));
        }
        Ok(self.store.get_order(id).await?)
    }

    /// The dashboard's figures at `now`.
    pub async fn stats(&self, now: i64) -> ShopResult<Stats> {
        let today = ist_day_floor(now);
        let start30 = today - 29 * day_ms();
        let start7 = today - 6 * day_ms();
        let (first_day, week_day, today_day) =
            (ist_date(start30), ist_date(start7), ist_date(today));
        let mut daily: BTreeMap<String, (i64, i64)> = (0..30)
            .map(|i| (ist_date(start30 + i * day_ms()), (0, 0)))
            .collect();
        let (mut t, mut w, mut m) = (Period::default(), Period::default(), Period::default());
        // Days are `YYYY-MM-DD`, so they compare as text.
        for sale in self.store.sales_days_since(&first_day).await? {
            for (p, since) in [
                (&mut t, &today_day),
                (&mut w, &week_day),
                (&mut m, &first_day),
            ] {
                if sale.day >= *since {
                    p.orders += sale.orders;
                    p.revenue_paise += sale.revenue_paise;
                    p.discount_paise += sale.discount_paise;
                }
            }
            let e = daily.entry(sale.day).or_default();
            e.0 += sale.revenue_paise;
            e.1 += sale.orders;
        }
        let (refund_orders, refunds_due) = self.store.refund_due_orders(REFUNDS_LISTED).await?;
        let tallies = self.store.order_tallies().await?;
        let counts = tokri_store::orders::by_status(&tallies);
        Ok(Stats {
            today: t,
            last7: w,
            last30: m,
            by_status: OrderStatus::ALL
                .into_iter()
                .map(|s| {
                    let n = counts.iter().find(|(c, _)| *c == s).map_or(0, |(_, n)| *n);
                    (s, n)
                })
                .collect(),
            unpaid: tokri_store::orders::unpaid(&tallies),
            refunds_due,
            refund_orders,
            top_products: self.store.top_products_since(&first_day, 5).await?,
            daily: daily.into_iter().map(|(d, (r, n))| (d, r, n)).collect(),
        })
    }
}

/// A refused cursor is the client's mistake: 400 with the cursor's own message.
pub(crate) fn invalid_cursor(e: paging::CursorError) -> ShopError {
    ShopError::invalid(e.to_string())
}
