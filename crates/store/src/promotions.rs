//! Promotions: coupon codes and automatic offers, their uses, and the offers each order got.
//!
//! A coupon's limit holds under many buyers at once because its use is taken by one guarded
//! update of the offer's `uses` inside the order's transaction (`uses < max_uses`): on
//! PostgreSQL the row lock makes the orders carrying one coupon take turns, on SQLite writers
//! take turns anyway. The per-customer count and the first-order check are read after that
//! update, so they see every order that took the coupon before.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use tokri_domain::Money;
use tokri_domain::promo::{Benefit, CouponProblem, Offer, Scope, Usage};

use crate::{Result, Store, StoreError};

/// An offer with its uses now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferRecord {
    pub offer: Offer,
    /// Orders that carry it now.
    pub uses: i64,
}

/// What an offer brought in, over paid orders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OfferStats {
    pub paid_orders: i64,
    pub revenue_paise: i64,
    pub discount_paise: i64,
}

/// An offer an order got, as it was when the order was placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderOfferRow {
    pub offer_id: String,
    /// The coupon's code; None for an automatic offer.
    pub code: Option<String>,
    pub title: String,
    pub discount_paise: i64,
    pub free_delivery: bool,
    /// Checked again in the order's transaction.
    pub max_per_customer: Option<i64>,
    pub first_order_only: bool,
}

const OFFER_COLUMNS: &str = "id, code, title, kind, percent, amount_paise, max_discount_paise, min_subtotal_paise, \
     starts_at, ends_at, max_uses, max_per_customer, first_order_only, scope, targets, active, uses, created_at";

fn offer_from(r: &AnyRow) -> std::result::Result<OfferRecord, sqlx::Error> {
    let money = |c: &str| -> std::result::Result<Option<Money>, sqlx::Error> {
        Ok(r.try_get::<Option<i64>, _>(c)?.map(Money::from_paise))
    };
    let kind: String = r.try_get("kind")?;
    let benefit = match kind.as_str() {
        "percent" => Benefit::Percent {
            percent: r.try_get::<Option<i64>, _>("percent")?.unwrap_or(0),
            cap: money("max_discount_paise")?,
        },
        "fixed" => Benefit::Fixed(money("amount_paise")?.unwrap_or(Money::ZERO)),
        "freeDelivery" => Benefit::FreeDelivery,
        other => {
            return Err(sqlx::Error::Decode(
                format!("unknown offer kind {other:?}").into(),
            ));
        }
    };
    let targets: String = r.try_get("targets")?;
    let targets: Vec<String> = targets
        .split(',')
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect();
    let scope_kind: String = r.try_get("scope")?;
    let scope = Scope::from_parts(&scope_kind, targets)
        .ok_or_else(|| sqlx::Error::Decode(format!("unknown offer scope {scope_kind:?}").into()))?;
    Ok(OfferRecord {
        offer: Offer {
            id: r.try_get("id")?,
            code: r.try_get("code")?,
            title: r.try_get("title")?,
            benefit,
            min_subtotal: money("min_subtotal_paise")?,
            starts_at: r.try_get("starts_at")?,
            ends_at: r.try_get("ends_at")?,
            max_uses: r.try_get("max_uses")?,
            max_per_customer: r.try_get("max_per_customer")?,
            first_order_only: r.try_get::<i64, _>("first_order_only")? == 1,
            scope,
            active: r.try_get::<i64, _>("active")? == 1,
            created_at: r.try_get("created_at")?,
        },
        uses: r.try_get("uses")?,
    })
}

/// The columns an offer writes, in the order of [`bind_offer`]'s placeholders $2..$16.
fn bind_offer<'q>(
    q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    o: &'q Offer,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let (percent, amount, cap) = match o.benefit {
        Benefit::Percent { percent, cap } => (Some(percent), None, cap.map(Money::paise)),
        Benefit::Fixed(a) => (None, Some(a.paise()), None),
        Benefit::FreeDelivery => (None, None, None),
    };
    q.bind(o.code.clone())
        .bind(o.title.clone())
        .bind(o.benefit.kind())
        .bind(percent)
        .bind(amount)
        .bind(cap)
        .bind(o.min_subtotal.map(Money::paise))
        .bind(o.starts_at)
        .bind(o.ends_at)
        .bind(o.max_uses)
        .bind(o.max_per_customer)
        .bind(i64::from(o.first_order_only))
        .bind(o.scope.kind())
        .bind(o.scope.targets().join(","))
        .bind(i64::from(o.active))
}

/// A write's error, told as "code taken" when the unique code index refused it.
fn code_taken_or(e: sqlx::Error, code: Option<&str>) -> StoreError {
    if StoreError::is_unique_violation(&e) {
        StoreError::Conflict(format!(
            "The code {} is already used by another promotion.",
            code.unwrap_or_default()
        ))
    } else {
        e.into()
    }
}

impl Store {
    /// Stores a new offer; a code another offer has is refused (Conflict).
    pub async fn create_offer(&self, o: &Offer, now: i64) -> Result<OfferRecord> {
        let q = sqlx::query(
            "INSERT INTO offers (id, code, title, kind, percent, amount_paise, max_discount_paise, min_subtotal_paise, \
             starts_at, ends_at, max_uses, max_per_customer, first_order_only, scope, targets, active, uses, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0, $17, $17)",
        )
        .bind(o.id.clone());
        bind_offer(q, o)
            .bind(now)
            .execute(self.pool())
            .await
            .map_err(|e| code_taken_or(e, o.code.as_deref()))?;
        self.get_offer(&o.id).await
    }

    /// Replaces an offer's terms (its uses and creation time stay).
    pub async fn update_offer(&self, o: &Offer, now: i64) -> Result<OfferRecord> {
        let q = sqlx::query(
            "UPDATE offers SET code = $2, title = $3, kind = $4, percent = $5, amount_paise = $6, max_discount_paise = $7, \
             min_subtotal_paise = $8, starts_at = $9, ends_at = $10, max_uses = $11, max_per_customer = $12, \
             first_order_only = $13, scope = $14, targets = $15, active = $16, updated_at = $17 WHERE id = $1",
        )
        .bind(o.id.clone());
        let done = bind_offer(q, o)
            .bind(now)
            .execute(self.pool())
            .await
            .map_err(|e| code_taken_or(e, o.code.as_deref()))?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        self.get_offer(&o.id).await
    }

    /// One offer.
    pub async fn get_offer(&self, id: &str) -> Result<OfferRecord> {
        let row = sqlx::query(&format!("SELECT {OFFER_COLUMNS} FROM offers WHERE id = $1"))
            .bind(id)
            .fetch_optional(self.pool())
            .await?
            .ok_or(StoreError::NotFound)?;
        Ok(offer_from(&row)?)
    }

    /// The coupon with this (upper-case) code.
    pub async fn offer_by_code(&self, code: &str) -> Result<Option<OfferRecord>> {
        let row = sqlx::query(&format!(
            "SELECT {OFFER_COLUMNS} FROM offers WHERE code = $1"
        ))
        .bind(code)
        .fetch_optional(self.pool())
        .await?;
        Ok(row.as_ref().map(offer_from).transpose()?)
    }

    /// The active automatic offers whose window has not closed at `now` (one small indexed
    /// read; the quote decides which apply).
    pub async fn automatic_offers(&self, now: i64) -> Result<Vec<Offer>> {
        let rows = sqlx::query(&format!(
            "SELECT {OFFER_COLUMNS} FROM offers WHERE code IS NULL AND active = 1 \
             AND (ends_at IS NULL OR ends_at > $1) ORDER BY created_at, id"
        ))
        .bind(now)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| offer_from(r).map(|o| o.offer).map_err(Into::into))
            .collect()
    }

    /// A page of offers, newest first, after `after` (time, id); `active` keeps to active
    /// (true) or inactive (false) ones; and whether more follow.
    pub async fn list_offers(
        &self,
        active: Option<bool>,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<OfferRecord>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, String::new()));
        let filter = match active {
            Some(_) => " AND active = $4",
            None => " AND $4 = $4",
        };
        let sql = format!(
            "SELECT {OFFER_COLUMNS} FROM offers \
             WHERE (created_at < $1 OR (created_at = $1 AND id > $2)){filter} \
             ORDER BY created_at DESC, id LIMIT $3"
        );
        let rows = sqlx::query(&sql)
            .bind(at)
            .bind(id)
            .bind(limit + 1)
            .bind(i64::from(active.unwrap_or(true)))
            .fetch_all(self.pool())
            .await?;
        crate::keyset_page(&rows, limit, offer_from)
    }

    /// Paid orders, their revenue and the discount given, per offer of `ids`.
    pub async fn offer_stats(
        &self,
        ids: &[String],
    ) -> Result<std::collections::HashMap<String, OfferStats>> {
        if ids.is_empty() {
            return Ok(Default::default());
        }
        let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT r.offer_id, COUNT(*) AS n, CAST(COALESCE(SUM(o.total_paise), 0) AS BIGINT) AS revenue, \
             CAST(COALESCE(SUM(r.discount_paise), 0) AS BIGINT) AS discount \
             FROM order_offers r JOIN orders o ON o.id = r.order_id \
             WHERE r.offer_id IN ({}) AND o.payment_status = 'paid' \
             AND (o.refund_reason IS NULL OR o.refund_reason <> 'cancelled') GROUP BY r.offer_id",
            placeholders.join(", ")
        );
        let mut q = sqlx::query(&sql);
        for id in ids {
            q = q.bind(id.clone());
        }
        let rows = q.fetch_all(self.pool()).await?;
        let mut out = std::collections::HashMap::new();
        for r in rows {
            out.insert(
                r.try_get::<String, _>("offer_id")?,
                OfferStats {
                    paid_orders: r.try_get("n")?,
                    revenue_paise: r.try_get("revenue")?,
                    discount_paise: r.try_get("discount")?,
                },
            );
        }
        Ok(out)
    }

    /// What is known of a coupon's use: its uses, and the customer's uses and earlier orders
    /// when the customer is known.
    pub async fn coupon_usage(&self, offer: &OfferRecord, user_id: Option<&str>) -> Result<Usage> {
        let mut usage = Usage {
            uses: offer.uses,
            ..Usage::default()
        };
        // Only what the coupon's terms ask about is read: most coupons have neither a
        // per-customer limit nor the first-order rule, and a busy customer has many orders.
        if let Some(user) = user_id
            && (offer.offer.max_per_customer.is_some() || offer.offer.first_order_only)
        {
            let mut conn = self.pool().acquire().await?;
            if offer.offer.max_per_customer.is_some() {
                usage.customer_uses = Some(customer_uses(&mut conn, &offer.offer.id, user).await?);
            }
            if offer.offer.first_order_only {
                usage.ordered_before = Some(ordered_before(&mut conn, user, "").await?);
            }
        }
        Ok(usage)
    }
}

async fn customer_uses(conn: &mut AnyConnection, offer_id: &str, user_id: &str) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM order_offers WHERE offer_id = $1 AND user_id = $2 AND released_at IS NULL",
    )
    .bind(offer_id)
    .bind(user_id)
    .fetch_one(&mut *conn)
    .await?)
}

/// Whether the customer has an order other than `except` that counts: paid online or placed
/// for cash on delivery, and not cancelled (an abandoned online payment does not count).
async fn ordered_before(conn: &mut AnyConnection, user_id: &str, except: &str) -> Result<bool> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM orders WHERE user_id = $1 AND id <> $2 AND status <> 'Cancelled' \
         AND (payment_status = 'paid' OR pay_method = 'cod') LIMIT 1",
    )
    .bind(user_id)
    .bind(except)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(found.is_some())
}

/// Takes the order's offers inside its transaction, before the order row is written: each
/// offer's use (refused when it is used up or was switched off meanwhile), then the
/// customer's own limit and the first-order rule, read after the use is taken.
pub(crate) async fn take(
    conn: &mut AnyConnection,
    offers: &[OrderOfferRow],
    user_id: &str,
    order_id: &str,
) -> Result<()> {
    // In id order, so two orders taking the same offers cannot deadlock on PostgreSQL.
    let mut sorted: Vec<&OrderOfferRow> = offers.iter().collect();
    sorted.sort_by(|a, b| a.offer_id.cmp(&b.offer_id));
    for o in sorted {
        let done = sqlx::query(
            "UPDATE offers SET uses = uses + 1 WHERE id = $1 AND active = 1 \
             AND (max_uses IS NULL OR uses < max_uses)",
        )
        .bind(&o.offer_id)
        .execute(&mut *conn)
        .await?;
        if done.rows_affected() == 0 {
            let active: Option<i64> = sqlx::query_scalar("SELECT active FROM offers WHERE id = $1")
                .bind(&o.offer_id)
                .fetch_optional(&mut *conn)
                .await?;
            return Err(StoreError::Coupon(if active == Some(1) {
                CouponProblem::UsedUp
            } else {
                CouponProblem::Inactive
            }));
        }
        if let Some(max) = o.max_per_customer
            && customer_uses(conn, &o.offer_id, user_id).await? >= max
        {
            return Err(StoreError::Coupon(CouponProblem::AlreadyUsed));
        }
        if o.first_order_only && ordered_before(conn, user_id, order_id).await? {
            return Err(StoreError::Coupon(CouponProblem::FirstOrderOnly));
        }
    }
    Ok(())
}

/// Records the offers an order got (after the order row).
pub(crate) async fn record(
    conn: &mut AnyConnection,
    offers: &[OrderOfferRow],
    user_id: &str,
    order_id: &str,
) -> Result<()> {
    for (i, o) in offers.iter().enumerate() {
        sqlx::query(
            "INSERT INTO order_offers (order_id, offer_id, position, user_id, code, title, discount_paise, free_delivery) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(order_id)
        .bind(&o.offer_id)
        .bind(i as i64)
        .bind(user_id)
        .bind(&o.code)
        .bind(&o.title)
        .bind(o.discount_paise)
        .bind(i64::from(o.free_delivery))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// An order that will not be paid (expired or cancelled unpaid) gives its offers' uses back,
/// once.
pub(crate) async fn release(conn: &mut AnyConnection, order_id: &str, now: i64) -> Result<()> {
    let mut ids: Vec<String> = sqlx::query_scalar(
        "UPDATE order_offers SET released_at = $2 WHERE order_id = $1 AND released_at IS NULL RETURNING offer_id",
    )
    .bind(order_id)
    .bind(now)
    .fetch_all(&mut *conn)
    .await?;
    ids.sort();
    for id in ids {
        sqlx::query("UPDATE offers SET uses = uses - 1 WHERE id = $1 AND uses > 0")
            .bind(id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The offers of the orders `ids` got, by order, in their order.
pub(crate) async fn of_orders(
    conn: &mut sqlx::AnyConnection,
    ids: &[String],
) -> Result<std::collections::HashMap<String, Vec<OrderOfferRow>>> {
    let mut out: std::collections::HashMap<String, Vec<OrderOfferRow>> = Default::default();
    for list in crate::in_lists(ids.iter().map(String::as_str)) {
        let sql = format!(
            "SELECT order_id, offer_id, code, title, discount_paise, free_delivery FROM order_offers \
             WHERE order_id IN ({}) ORDER BY order_id, position",
            list.placeholders
        );
        for r in crate::bind_in_list(sqlx::query(&sql), &list)
            .fetch_all(&mut *conn)
            .await?
        {
            out.entry(r.try_get("order_id")?)
                .or_default()
                .push(OrderOfferRow {
                    offer_id: r.try_get("offer_id")?,
                    code: r.try_get("code")?,
                    title: r.try_get("title")?,
                    discount_paise: r.try_get("discount_paise")?,
                    free_delivery: r.try_get::<i64, _>("free_delivery")? == 1,
                    max_per_customer: None,
                    first_order_only: false,
                });
        }
    }
    Ok(out)
}
