//! Stock that never oversells, per variant. A counted variant has `stock` units in the crate, of which
//! `reserved` are held by unpaid orders; a customer can buy `stock - reserved`. Placing an
//! order reserves its units (a guarded `UPDATE`, so concurrent buyers cannot pass zero), paying
//! turns them into sold units, cancelling or expiring gives them back. Each order line records
//! the units it holds (`order_items.held`), and every step runs inside the transaction that
//! changes the order, after its `UPDATE orders` row lock, so it happens exactly once.

use sqlx::{AnyConnection, Row};

use crate::{Result, StoreError};

/// One line to reserve.
pub(crate) struct Want<'a> {
    pub variant_id: &'a str,
    pub qty: i64,
    /// Whether the variant was counted when the order was priced. Uncounted variants are
    /// skipped: a count the owner sets in the instant between pricing and storing the order
    /// starts with the next order.
    pub counted: bool,
}

/// Reserves `wants` (merged per variant) in the caller's transaction and answers the units
/// each line now holds (0 for variants that are not counted). Refuses with a Conflict that
/// names the product and variant when fewer units are left than wanted. Variants are locked in
/// id order so two orders never wait on each other.
pub(crate) async fn reserve(conn: &mut AnyConnection, wants: &[Want<'_>]) -> Result<Vec<i64>> {
    let mut order: Vec<usize> = (0..wants.len()).collect();
    order.sort_by(|&a, &b| wants[a].variant_id.cmp(wants[b].variant_id));
    let mut held = vec![0; wants.len()];
    for i in order {
        let w = &wants[i];
        if !w.counted {
            continue;
        }
        let done = sqlx::query(
            "UPDATE product_variants SET reserved = reserved + $2 \
             WHERE id = $1 AND stock IS NOT NULL AND stock - reserved >= $2",
        )
        .bind(w.variant_id)
        .bind(w.qty)
        .execute(&mut *conn)
        .await?;
        if done.rows_affected() == 1 {
            held[i] = w.qty;
            continue;
        }
        let row = sqlx::query(
            "SELECT p.name, v.label, v.stock, v.reserved FROM product_variants v \
             JOIN products p ON p.id = v.product_id WHERE v.id = $1",
        )
        .bind(w.variant_id)
        .fetch_optional(&mut *conn)
        .await?
        .ok_or_else(|| {
            StoreError::Conflict(
                "A product in your cart is no longer available. Please review your cart.".into(),
            )
        })?;
        let stock: Option<i64> = row.try_get("stock")?;
        let Some(stock) = stock else {
            continue; // not counted
        };
        let name = tokri_domain::variant::line_name(
            &row.try_get::<String, _>("name")?,
            &row.try_get::<String, _>("label")?,
        );
        let left = (stock - row.try_get::<i64, _>("reserved")?).max(0);
        return Err(StoreError::Conflict(sold_out_message(&name, left)));
    }
    Ok(held)
}

/// What a buyer is told when the crate is (nearly) empty.
pub fn sold_out_message(name: &str, left: i64) -> String {
    if left == 0 {
        format!("Sold out: {name} is no longer in stock. Please remove it from your cart.")
    } else {
        format!("Sold out: only {left} of {name} left. Please lower the quantity in your cart.")
    }
}

/// What the order's lines still hold, then marks them as holding nothing.
async fn take_held(conn: &mut AnyConnection, order_id: &str) -> Result<Vec<(String, i64)>> {
    let rows = sqlx::query(
        "SELECT variant_id, held FROM order_items WHERE order_id = $1 AND held > 0 ORDER BY variant_id",
    )
    .bind(order_id)
    .fetch_all(&mut *conn)
    .await?;
    let held = rows
        .iter()
        .map(|r| Ok((r.try_get("variant_id")?, r.try_get("held")?)))
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
    if !held.is_empty() {
        sqlx::query("UPDATE order_items SET held = 0 WHERE order_id = $1 AND held > 0")
            .bind(order_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(held)
}

/// The order was paid: its held units leave the crate. Never below zero (the owner may have
/// lowered the count meanwhile). Answers whether any counted variant changed.
pub(crate) async fn sell_held(conn: &mut AnyConnection, order_id: &str) -> Result<bool> {
    let held = take_held(conn, order_id).await?;
    for (variant_id, qty) in &held {
        sqlx::query(
            "UPDATE product_variants SET \
             stock = CASE WHEN stock >= $2 THEN stock - $2 ELSE 0 END, \
             reserved = CASE WHEN reserved >= $2 THEN reserved - $2 ELSE 0 END \
             WHERE id = $1 AND stock IS NOT NULL",
        )
        .bind(variant_id)
        .bind(qty)
        .execute(&mut *conn)
        .await?;
    }
    Ok(!held.is_empty())
}

/// The order was cancelled or expired unpaid: its held units can be bought again.
pub(crate) async fn release_held(conn: &mut AnyConnection, order_id: &str) -> Result<bool> {
    let held = take_held(conn, order_id).await?;
    for (variant_id, qty) in &held {
        sqlx::query(
            "UPDATE product_variants SET reserved = CASE WHEN reserved >= $2 THEN reserved - $2 ELSE 0 END \
             WHERE id = $1",
        )
        .bind(variant_id)
        .bind(qty)
        .execute(&mut *conn)
        .await?;
    }
    Ok(!held.is_empty())
}
