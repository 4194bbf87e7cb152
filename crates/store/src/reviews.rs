//! Product reviews: written by a customer with a delivered order of the product, one per product
//! per customer (a second one edits the first), waiting for the owner's approval. Each change
//! keeps the product's rating (`products.rating_sum`, `rating_count`: approved reviews only) in
//! its own transaction.

use sqlx::Row;
use sqlx::any::AnyRow;
use tokri_domain::review::{ReviewInput, ReviewStatus};

use crate::{Result, Store, StoreError, decode_enum};

/// A review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewRow {
    pub id: String,
    pub product_id: String,
    /// The product's name (for the owner's list).
    pub product_name: String,
    pub user_id: String,
    pub order_id: String,
    pub rating: i64,
    pub body: String,
    /// The buyer's first name.
    pub author: String,
    pub status: ReviewStatus,
    /// The buyer's photo (a media URL), if any.
    pub photo: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What writing a review did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Written {
    /// A new review.
    New,
    /// The customer's earlier review of the product, edited (waiting for approval again).
    Edited,
}

const COLUMNS: &str = "r.id, r.product_id, p.name AS product_name, r.user_id, r.order_id, r.rating, \
     r.body, r.author, r.status, r.photo, r.created_at, r.updated_at";

fn review_from(r: &AnyRow) -> std::result::Result<ReviewRow, sqlx::Error> {
    Ok(ReviewRow {
        id: r.try_get("id")?,
        product_id: r.try_get("product_id")?,
        product_name: r.try_get("product_name")?,
        user_id: r.try_get("user_id")?,
        order_id: r.try_get("order_id")?,
        rating: r.try_get("rating")?,
        body: r.try_get("body")?,
        author: r.try_get("author")?,
        status: decode_enum(r, "status", ReviewStatus::parse)?,
        photo: r.try_get("photo")?,
        created_at: r.try_get("created_at")?,
        updated_at: r.try_get("updated_at")?,
    })
}

/// Moves an approved review's rating out of (`sign` -1) or into (+1) its product's rating.
async fn count(
    conn: &mut sqlx::AnyConnection,
    product_id: &str,
    rating: i64,
    sign: i64,
) -> Result<()> {
    sqlx::query(
        "UPDATE products SET rating_sum = rating_sum + $2, rating_count = rating_count + $3 WHERE id = $1",
    )
    .bind(product_id)
    .bind(sign * rating)
    .bind(sign)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

impl Store {
    /// The customer's delivered order holding the product, newest first; None when there is
    /// none (a review is refused).
    pub async fn delivered_order_with(
        &self,
        user_id: &str,
        product_id: &str,
    ) -> Result<Option<String>> {
        Ok(sqlx::query_scalar(
            "SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id \
             WHERE o.user_id = $1 AND o.status = 'Delivered' AND i.product_id = $2 \
             ORDER BY o.created_at DESC LIMIT 1",
        )
        .bind(user_id)
        .bind(product_id)
        .fetch_optional(self.pool())
        .await?)
    }

    /// Writes the customer's review of a product (after a delivered `order_id`): a new one, or
    /// an edit of their earlier one, which then waits for approval again (and leaves the
    /// product's rating until it is approved).
    pub async fn write_review(
        &self,
        product_id: &str,
        user_id: &str,
        order_id: &str,
        author: &str,
        input: &ReviewInput,
        now: i64,
    ) -> Result<(ReviewRow, Written)> {
        let mut tx = self.pool().begin().await?;
        // Locks the customer's earlier review of the product, if any (on SQLite: the write
        // lock, before anything is read), so two edits at once take turns.
        sqlx::query(
            "UPDATE reviews SET updated_at = updated_at WHERE product_id = $1 AND user_id = $2",
        )
        .bind(product_id)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
        let old = sqlx::query(
            "SELECT id, rating, status FROM reviews WHERE product_id = $1 AND user_id = $2",
        )
        .bind(product_id)
        .bind(user_id)
        .fetch_optional(&mut *tx)
        .await?;
        let (id, written) = match old {
            Some(r) => {
                let id: String = r.try_get("id")?;
                let was = decode_enum(&r, "status", ReviewStatus::parse)?;
                // The row is locked: this edit is the only one.
                sqlx::query(
                    "UPDATE reviews SET rating = $2, body = $3, author = $4, status = 'pending', updated_at = $5, order_id = $6 \
                     WHERE id = $1",
                )
                .bind(&id)
                .bind(input.rating)
                .bind(&input.text)
                .bind(author)
                .bind(now)
                .bind(order_id)
                .execute(&mut *tx)
                .await?;
                if was == ReviewStatus::Approved {
                    count(&mut tx, product_id, r.try_get("rating")?, -1).await?;
                }
                (id, Written::Edited)
            }
            None => {
                let id = tokri_domain::new_id();
                sqlx::query(
                    "INSERT INTO reviews (id, product_id, user_id, order_id, rating, body, author, status, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $8)",
                )
                .bind(&id)
                .bind(product_id)
                .bind(user_id)
                .bind(order_id)
                .bind(input.rating)
                .bind(&input.text)
                .bind(author)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(|e| {
                    if StoreError::is_unique_violation(&e) {
                        StoreError::Conflict("You have just reviewed this product. Please try again.".into())
                    } else {
                        e.into()
                    }
                })?;
                (id, Written::New)
            }
        };
        tx.commit().await?;
        Ok((self.get_review(&id).await?, written))
    }

    /// Puts `photo` on (or, with None, takes it off) the customer's review of a product; the
    /// review waits for the owner's approval again (and leaves the product's rating until
    /// then). None when the customer has no review of it.
    pub async fn set_review_photo(
        &self,
        product_id: &str,
        user_id: &str,
        photo: Option<&str>,
        now: i64,
    ) -> Result<Option<ReviewRow>> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "UPDATE reviews SET updated_at = updated_at WHERE product_id = $1 AND user_id = $2",
        )
        .bind(product_id)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
        let Some(old) = sqlx::query(
            "SELECT id, rating, status FROM reviews WHERE product_id = $1 AND user_id = $2",
        )
        .bind(product_id)
        .bind(user_id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let id: String = old.try_get("id")?;
        sqlx::query(
            "UPDATE reviews SET photo = $2, status = 'pending', updated_at = $3 WHERE id = $1",
        )
        .bind(&id)
        .bind(photo)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if decode_enum(&old, "status", ReviewStatus::parse)? == ReviewStatus::Approved {
            count(&mut tx, product_id, old.try_get("rating")?, -1).await?;
        }
        tx.commit().await?;
        Ok(Some(self.get_review(&id).await?))
    }

    /// Whether the customer has reviewed the product.
    pub async fn has_review(&self, product_id: &str, user_id: &str) -> Result<bool> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM reviews WHERE product_id = $1 AND user_id = $2",
        )
        .bind(product_id)
        .bind(user_id)
        .fetch_one(self.pool())
        .await?;
        Ok(n > 0)
    }

    /// One review.
    pub async fn get_review(&self, id: &str) -> Result<ReviewRow> {
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = $1"
        ))
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        .ok_or(StoreError::NotFound)?;
        Ok(review_from(&row)?)
    }

    /// The owner approves, hides or (back to) pending a review; the product's rating follows,
    /// once, also when two owners click at once.
    pub async fn set_review_status(&self, id: &str, status: ReviewStatus) -> Result<ReviewRow> {
        let mut tx = self.pool().begin().await?;
        let locked = sqlx::query("UPDATE reviews SET updated_at = updated_at WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if locked.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        let row = sqlx::query("SELECT product_id, rating, status FROM reviews WHERE id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
        let was = decode_enum(&row, "status", ReviewStatus::parse)?;
        if was != status {
            let product_id: String = row.try_get("product_id")?;
            let rating: i64 = row.try_get("rating")?;
            sqlx::query("UPDATE reviews SET status = $2 WHERE id = $1")
                .bind(id)
                .bind(status.as_str())
                .execute(&mut *tx)
                .await?;
            if was == ReviewStatus::Approved {
                count(&mut tx, &product_id, rating, -1).await?;
            }
            if status == ReviewStatus::Approved {
                count(&mut tx, &product_id, rating, 1).await?;
            }
        }
        tx.commit().await?;
        self.get_review(id).await
    }

    /// A product's approved reviews, newest first, a page at a time after (updated_at, id).
    pub async fn product_reviews(
        &self,
        product_id: &str,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<ReviewRow>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, String::new()));
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id \
             WHERE r.product_id = $1 AND r.status = 'approved' \
             AND (r.updated_at < $2 OR (r.updated_at = $2 AND r.id > $3)) \
             ORDER BY r.updated_at DESC, r.id LIMIT $4"
        ))
        .bind(product_id)
        .bind(at)
        .bind(id)
        .bind(limit + 1)
        .fetch_all(self.pool())
        .await?;
        crate::keyset_page(&rows, limit, review_from)
    }

    /// Reviews with `status` (all when None), newest first, a page at a time: the owner's list.
    pub async fn list_reviews(
        &self,
        status: Option<ReviewStatus>,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<ReviewRow>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, String::new()));
        let filter = if status.is_some() {
            "r.status = $4"
        } else {
            "$4 = $4"
        };
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id \
             WHERE {filter} AND (r.updated_at < $1 OR (r.updated_at = $1 AND r.id > $2)) \
             ORDER BY r.updated_at DESC, r.id LIMIT $3"
        ))
        .bind(at)
        .bind(id)
        .bind(limit + 1)
        .bind(status.map_or("all", ReviewStatus::as_str))
        .fetch_all(self.pool())
        .await?;
        crate::keyset_page(&rows, limit, review_from)
    }

    /// The customer's own reviews (at most 200, newest first): what they already rated.
    pub async fn own_reviews(&self, user_id: &str) -> Result<Vec<ReviewRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id \
             WHERE r.user_id = $1 ORDER BY r.updated_at DESC, r.id LIMIT 200"
        ))
        .bind(user_id)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(review_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// A product's rating: (sum, count) of its approved reviews.
    pub async fn product_rating(&self, product_id: &str) -> Result<(i64, i64)> {
        let row = sqlx::query("SELECT rating_sum, rating_count FROM products WHERE id = $1")
            .bind(product_id)
            .fetch_optional(self.pool())
            .await?
            .ok_or(StoreError::NotFound)?;
        Ok((row.try_get("rating_sum")?, row.try_get("rating_count")?))
    }
}
