//! Orders with their item and address snapshots, payments and webhook events.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::{Result, Store, StoreError, now_ms};

/// One bought line, as it was when ordered.
#[derive(Debug, Clone, PartialEq)]
pub struct OrderItemRow {
    /// Product id (the product may since be gone).
    pub product_id: String,
    /// Name then.
    pub name: String,
    /// Picture then.
    pub image: Option<String>,
    /// Category name then.
    pub category: String,
    /// Unit price then, paise.
    pub price_paise: i64,
    /// Quantity.
    pub qty: i64,
}

/// The address an order ships to, as it was when ordered.
#[derive(Debug, Clone, PartialEq)]
pub struct ShippingRow {
    /// Recipient.
    pub name: String,
    /// Mobile.
    pub mobile: String,
    /// Street.
    pub street: String,
    /// City.
    pub city: String,
    /// State.
    pub state: String,
    /// PIN code.
    pub zip: String,
    /// Country.
    pub country: String,
}

/// An order as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct OrderRow {
    /// Id.
    pub id: String,
    /// Buyer.
    pub user_id: String,
    /// Buyer's name now (else as ordered).
    pub customer_name: String,
    /// Buyer's email now (else as ordered).
    pub customer_email: String,
    /// Status name.
    pub status: String,
    /// Sum of lines, paise.
    pub subtotal_paise: i64,
    /// Delivery fee, paise.
    pub delivery_paise: i64,
    /// Total, paise.
    pub total_paise: i64,
    /// Currency code.
    pub currency: String,
    /// Ship-to snapshot.
    pub shipping: ShippingRow,
    /// Payment provider name.
    pub provider: String,
    /// The provider's order id.
    pub provider_order_id: Option<String>,
    /// unpaid or paid.
    pub payment_status: String,
    /// The settling payment's id.
    pub payment_id: Option<String>,
    /// How it was paid (card, upi, …).
    pub payment_method: Option<String>,
    /// When paid, Unix ms.
    pub paid_at: Option<i64>,
    /// Created, Unix ms.
    pub created_at: i64,
    /// Lines.
    pub items: Vec<OrderItemRow>,
}

/// A new order.
#[derive(Debug, Clone)]
pub struct NewOrder {
    /// Id.
    pub id: String,
    /// Buyer.
    pub user_id: String,
    /// Buyer's name.
    pub customer_name: String,
    /// Buyer's email.
    pub customer_email: String,
    /// Sum of lines, paise.
    pub subtotal_paise: i64,
    /// Delivery fee, paise.
    pub delivery_paise: i64,
    /// Total, paise.
    pub total_paise: i64,
    /// Ship-to.
    pub shipping: ShippingRow,
    /// Payment provider name.
    pub provider: String,
    /// The provider's order id.
    pub provider_order_id: String,
    /// Lines.
    pub items: Vec<OrderItemRow>,
}

/// What a settle call did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// The order became paid now.
    Now,
    /// It was paid already (by this or another payment).
    Already,
}

/// Filters for the admin order list.
#[derive(Debug, Clone, Default)]
pub struct OrderFilter {
    /// Exact status.
    pub status: Option<String>,
    /// Id prefix, or part of the customer's name or email.
    pub search: Option<String>,
    /// Created at or after, Unix ms.
    pub from: Option<i64>,
    /// Created before, Unix ms.
    pub until: Option<i64>,
}

const ORDER_SELECT: &str = "SELECT o.id, o.user_id, COALESCE(u.name, o.customer_name) AS customer_name, \
     COALESCE(u.email, o.customer_email) AS customer_email, o.status, o.subtotal_paise, o.delivery_paise, \
     o.total_paise, o.currency, o.ship_name, o.ship_mobile, o.ship_street, o.ship_city, o.ship_state, \
     o.ship_zip, o.ship_country, o.provider, o.provider_order_id, o.payment_status, o.payment_id, \
     o.payment_method, o.paid_at, o.created_at \
     FROM orders o LEFT JOIN users u ON u.id = o.user_id";

fn order_from(r: &AnyRow) -> std::result::Result<OrderRow, sqlx::Error> {
    Ok(OrderRow {
        id: r.try_get("id")?,
        user_id: r.try_get("user_id")?,
        customer_name: r.try_get("customer_name")?,
        customer_email: r.try_get("customer_email")?,
        status: r.try_get("status")?,
        subtotal_paise: r.try_get("subtotal_paise")?,
        delivery_paise: r.try_get("delivery_paise")?,
        total_paise: r.try_get("total_paise")?,
        currency: r.try_get("currency")?,
        shipping: ShippingRow {
            name: r.try_get("ship_name")?,
            mobile: r.try_get("ship_mobile")?,
            street: r.try_get("ship_street")?,
            city: r.try_get("ship_city")?,
            state: r.try_get("ship_state")?,
            zip: r.try_get("ship_zip")?,
            country: r.try_get("ship_country")?,
        },
        provider: r.try_get("provider")?,
        provider_order_id: r.try_get("provider_order_id")?,
        payment_status: r.try_get("payment_status")?,
        payment_id: r.try_get("payment_id")?,
        payment_method: r.try_get("payment_method")?,
        paid_at: r.try_get("paid_at")?,
        created_at: r.try_get("created_at")?,
        items: Vec::new(),
    })
}

fn like_escape(s: &str) -> String {
    s.to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

impl Store {
    /// Stores a new unpaid order with its lines, in one transaction, and answers it as stored.
    pub async fn create_order(&self, o: NewOrder) -> Result<OrderRow> {
        let mut tx = self.pool().begin().await?;
        let now = now_ms();
        sqlx::query(
            "INSERT INTO orders (id, user_id, status, subtotal_paise, delivery_paise, total_paise, currency, \
             customer_name, customer_email, ship_name, ship_mobile, ship_street, ship_city, ship_state, ship_zip, \
             ship_country, provider, provider_order_id, payment_status, created_at, updated_at) \
             VALUES ($1, $2, 'Pending', $3, $4, $5, 'INR', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'unpaid', $17, $17)",
        )
        .bind(&o.id)
        .bind(&o.user_id)
        .bind(o.subtotal_paise)
        .bind(o.delivery_paise)
        .bind(o.total_paise)
        .bind(&o.customer_name)
        .bind(&o.customer_email)
        .bind(&o.shipping.name)
        .bind(&o.shipping.mobile)
        .bind(&o.shipping.street)
        .bind(&o.shipping.city)
        .bind(&o.shipping.state)
        .bind(&o.shipping.zip)
        .bind(&o.shipping.country)
        .bind(&o.provider)
        .bind(&o.provider_order_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        for (i, it) in o.items.iter().enumerate() {
            sqlx::query(
                "INSERT INTO order_items (order_id, position, product_id, name, image, category, price_paise, qty) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&o.id)
            .bind(i as i64)
            .bind(&it.product_id)
            .bind(&it.name)
            .bind(&it.image)
            .bind(&it.category)
            .bind(it.price_paise)
            .bind(it.qty)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(OrderRow {
            id: o.id,
            user_id: o.user_id,
            customer_name: o.customer_name,
            customer_email: o.customer_email,
            status: "Pending".into(),
            subtotal_paise: o.subtotal_paise,
            delivery_paise: o.delivery_paise,
            total_paise: o.total_paise,
            currency: "INR".into(),
            shipping: o.shipping,
            provider: o.provider,
            provider_order_id: Some(o.provider_order_id),
            payment_status: "unpaid".into(),
            payment_id: None,
            payment_method: None,
            paid_at: None,
            created_at: now,
            items: o.items,
        })
    }

    async fn with_items(&self, mut orders: Vec<OrderRow>) -> Result<Vec<OrderRow>> {
        if orders.is_empty() {
            return Ok(orders);
        }
        // One query for all lines of these orders; placeholders are numbered for both backends.
        let placeholders: Vec<String> = (1..=orders.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT order_id, product_id, name, image, category, price_paise, qty FROM order_items \
             WHERE order_id IN ({}) ORDER BY order_id, position",
            placeholders.join(", ")
        );
        let mut q = sqlx::query(&sql);
        for o in &orders {
            q = q.bind(o.id.clone());
        }
        let rows = q.fetch_all(self.pool()).await?;
        let mut by_order: std::collections::HashMap<String, Vec<OrderItemRow>> = Default::default();
        for r in rows {
            by_order
                .entry(r.try_get("order_id")?)
                .or_default()
                .push(OrderItemRow {
                    product_id: r.try_get("product_id")?,
                    name: r.try_get("name")?,
                    image: r.try_get("image")?,
                    category: r.try_get("category")?,
                    price_paise: r.try_get("price_paise")?,
                    qty: r.try_get("qty")?,
                });
        }
        for o in &mut orders {
            o.items = by_order.remove(&o.id).unwrap_or_default();
        }
        Ok(orders)
    }

    /// One order with its lines.
    pub async fn get_order(&self, id: &str) -> Result<OrderRow> {
        let sql = format!("{ORDER_SELECT} WHERE o.id = $1");
        let order = self.fetch_by_id(&sql, id, order_from).await?;
        Ok(self.with_items(vec![order]).await?.remove(0))
    }

    /// The order a provider order id belongs to.
    pub async fn find_order_by_provider_order_id(
        &self,
        provider_order_id: &str,
    ) -> Result<Option<OrderRow>> {
        let id: Option<String> =
            sqlx::query_scalar("SELECT id FROM orders WHERE provider_order_id = $1")
                .bind(provider_order_id)
                .fetch_optional(self.pool())
                .await?;
        match id {
            Some(id) => Ok(Some(self.get_order(&id).await?)),
            None => Ok(None),
        }
    }

    /// A user's orders, newest first.
    pub async fn list_orders_for_user(&self, user_id: &str) -> Result<Vec<OrderRow>> {
        let sql = format!("{ORDER_SELECT} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id");
        let rows = sqlx::query(&sql)
            .bind(user_id)
            .fetch_all(self.pool())
            .await?;
        let orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        self.with_items(orders).await
    }

    /// A page of orders for the admin list, newest first, and how many match in all.
    pub async fn list_orders(
        &self,
        f: &OrderFilter,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<OrderRow>, i64)> {
        let mut conds = vec!["1 = 1".to_string()];
        let mut binds: Vec<BindValue> = Vec::new();
        let next = |binds: &mut Vec<BindValue>, v: BindValue| {
            binds.push(v);
            format!("${}", binds.len())
        };
        if let Some(s) = &f.status {
            let p = next(&mut binds, BindValue::Text(s.clone()));
            conds.push(format!("o.status = {p}"));
        }
        if let Some(s) = &f.search {
            let prefix = next(&mut binds, BindValue::Text(format!("{}%", like_escape(s))));
            let part = next(&mut binds, BindValue::Text(format!("%{}%", like_escape(s))));
            conds.push(format!(
                "(LOWER(o.id) LIKE {prefix} ESCAPE '\\' OR LOWER(COALESCE(u.name, o.customer_name)) LIKE {part} ESCAPE '\\' \
                 OR LOWER(COALESCE(u.email, o.customer_email)) LIKE {part} ESCAPE '\\')"
            ));
        }
        if let Some(t) = f.from {
            let p = next(&mut binds, BindValue::Int(t));
            conds.push(format!("o.created_at >= {p}"));
        }
        if let Some(t) = f.until {
            let p = next(&mut binds, BindValue::Int(t));
            conds.push(format!("o.created_at < {p}"));
        }
        let filter = conds.join(" AND ");
        let count_sql = format!(
            "SELECT COUNT(*) FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE {filter}"
        );
        let mut cq = sqlx::query_scalar::<_, i64>(&count_sql);
        for b in &binds {
            cq = match b {
                BindValue::Text(s) => cq.bind(s.clone()),
                BindValue::Int(i) => cq.bind(*i),
            };
        }
        let total = cq.fetch_one(self.pool()).await?;
        let lim = next(&mut binds, BindValue::Int(limit));
        let off = next(&mut binds, BindValue::Int(offset));
        let sql = format!(
            "{ORDER_SELECT} WHERE {filter} ORDER BY o.created_at DESC, o.id LIMIT {lim} OFFSET {off}"
        );
        let mut q = sqlx::query(&sql);
        for b in &binds {
            q = match b {
                BindValue::Text(s) => q.bind(s.clone()),
                BindValue::Int(i) => q.bind(*i),
            };
        }
        let rows = q.fetch_all(self.pool()).await?;
        let orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok((self.with_items(orders).await?, total))
    }

    /// Sets an order's status.
    pub async fn set_order_status(&self, id: &str, status: &str) -> Result<OrderRow> {
        let done = sqlx::query("UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1")
            .bind(id)
            .bind(status)
            .bind(now_ms())
            .execute(self.pool())
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        self.get_order(id).await
    }

    /// Records a captured payment and marks the order paid (Pending becomes Processing), once:
    /// a second call, or a call for an order already paid, changes nothing and says `Already`.
    pub async fn settle_order(
        &self,
        order_id: &str,
        provider: &str,
        payment_id: &str,
        method: Option<&str>,
        amount_paise: i64,
        currency: &str,
    ) -> Result<Settled> {
        let mut tx = self.pool().begin().await?;
        let now = now_ms();
        sqlx::query(
            "INSERT INTO payments (id, order_id, provider, provider_payment_id, status, amount_paise, currency, method, created_at) \
             VALUES ($1, $2, $3, $4, 'captured', $5, $6, $7, $8) ON CONFLICT (provider_payment_id) DO NOTHING",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(order_id)
        .bind(provider)
        .bind(payment_id)
        .bind(amount_paise)
        .bind(currency)
        .bind(method)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let done = sqlx::query(
            "UPDATE orders SET payment_status = 'paid', payment_id = $2, payment_method = $3, paid_at = $4, \
             status = CASE WHEN status = 'Pending' THEN 'Processing' ELSE status END, updated_at = $4 \
             WHERE id = $1 AND payment_status <> 'paid'",
        )
        .bind(order_id)
        .bind(payment_id)
        .bind(method)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(if done.rows_affected() == 1 {
            Settled::Now
        } else {
            Settled::Already
        })
    }

    /// Records a failed payment attempt (the order stays unpaid).
    pub async fn record_failed_payment(
        &self,
        order_id: &str,
        provider: &str,
        payment_id: &str,
        amount_paise: i64,
        currency: &str,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO payments (id, order_id, provider, provider_payment_id, status, amount_paise, currency, method, created_at) \
             VALUES ($1, $2, $3, $4, 'failed', $5, $6, NULL, $7) ON CONFLICT (provider_payment_id) DO NOTHING",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(order_id)
        .bind(provider)
        .bind(payment_id)
        .bind(amount_paise)
        .bind(currency)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Unpaid orders created between `from` and `until` that have a provider order.
    pub async fn unpaid_orders_between(&self, from: i64, until: i64) -> Result<Vec<OrderRow>> {
        let sql = format!(
            "{ORDER_SELECT} WHERE o.payment_status = 'unpaid' AND o.status = 'Pending' \
             AND o.provider_order_id IS NOT NULL AND o.created_at >= $1 AND o.created_at < $2 ORDER BY o.created_at LIMIT 200"
        );
        let rows = sqlx::query(&sql)
            .bind(from)
            .bind(until)
            .fetch_all(self.pool())
            .await?;
        Ok(rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// Cancels unpaid Pending orders created before `before`; answers how many.
    pub async fn cancel_unpaid_before(&self, before: i64) -> Result<u64> {
        let done = sqlx::query(
            "UPDATE orders SET status = 'Cancelled', updated_at = $2 \
             WHERE payment_status = 'unpaid' AND status = 'Pending' AND created_at < $1",
        )
        .bind(before)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected())
    }

    /// Records a webhook event id; false when it was seen before.
    pub async fn record_webhook_event(
        &self,
        event_id: &str,
        provider: &str,
        kind: &str,
    ) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO webhook_events (event_id, provider, kind, received_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (event_id) DO NOTHING",
        )
        .bind(event_id)
        .bind(provider)
        .bind(kind)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Forgets a webhook event id (when handling it failed, so a retry is processed).
    pub async fn forget_webhook_event(&self, event_id: &str) -> Result<()> {
        sqlx::query("DELETE FROM webhook_events WHERE event_id = $1")
            .bind(event_id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// A captured payment's order, amount and currency, by the provider's payment id.
    pub async fn find_payment(
        &self,
        provider_payment_id: &str,
    ) -> Result<Option<(String, i64, String, String)>> {
        let row = sqlx::query("SELECT order_id, amount_paise, currency, status FROM payments WHERE provider_payment_id = $1")
            .bind(provider_payment_id)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => Some((
                r.try_get("order_id")?,
                r.try_get("amount_paise")?,
                r.try_get("currency")?,
                r.try_get("status")?,
            )),
            None => None,
        })
    }
}

/// A product's sales, for the dashboard.
#[derive(Debug, Clone, PartialEq)]
pub struct TopProductRow {
    /// Product id.
    pub product_id: String,
    /// Name as last sold.
    pub name: String,
    /// Units sold.
    pub qty: i64,
    /// Money taken, paise.
    pub revenue_paise: i64,
}

impl Store {
    /// (paid at, total paise) of every order paid since `from`.
    pub async fn paid_since(&self, from: i64) -> Result<Vec<(i64, i64)>> {
        let rows = sqlx::query("SELECT paid_at, total_paise FROM orders WHERE payment_status = 'paid' AND paid_at >= $1")
            .bind(from)
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("paid_at")?, r.try_get("total_paise")?)))
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How many orders have each status.
    pub async fn count_orders_by_status(&self) -> Result<Vec<(String, i64)>> {
        let rows = sqlx::query("SELECT status, COUNT(*) AS n FROM orders GROUP BY status")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("status")?, r.try_get("n")?)))
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How many orders wait for payment.
    pub async fn count_unpaid_orders(&self) -> Result<i64> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(*) FROM orders WHERE payment_status = 'unpaid' AND status = 'Pending'",
        )
        .fetch_one(self.pool())
        .await?)
    }

    /// Best-selling products by units in orders paid since `from`.
    pub async fn top_products_since(&self, from: i64, limit: i64) -> Result<Vec<TopProductRow>> {
        let rows = sqlx::query(
            "SELECT i.product_id, MAX(i.name) AS name, CAST(SUM(i.qty) AS BIGINT) AS qty, \
             CAST(SUM(i.qty * i.price_paise) AS BIGINT) AS revenue \
             FROM order_items i JOIN orders o ON o.id = i.order_id \
             WHERE o.payment_status = 'paid' AND o.paid_at >= $1 \
             GROUP BY i.product_id ORDER BY qty DESC, name LIMIT $2",
        )
        .bind(from)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(TopProductRow {
                    product_id: r.try_get("product_id")?,
                    name: r.try_get("name")?,
                    qty: r.try_get("qty")?,
                    revenue_paise: r.try_get("revenue")?,
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }
}

enum BindValue {
    Text(String),
    Int(i64),
}
