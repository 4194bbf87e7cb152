//! Product reviews (issue 23, part 4): a customer whose order was delivered rates each product
//! in it, 1 to 5 stars with an optional text; one review per product per customer (writing
//! again edits it); new and edited reviews wait for the owner, who approves or hides them; the
//! product page shows approved ones under the buyer's first name as verified purchases.

use std::sync::Arc;

use tokri_domain::paging::{self, Page};
use tokri_domain::review::{ReviewStatus, parse_review, shown_name};
use tokri_store::Store;
use tokri_store::accounts::UserRow;
use tokri_store::reviews::{ReviewRow, Written};

use crate::clock::Clock;
use crate::{ShopError, ShopResult};

/// The reviews a page holds unless asked otherwise.
const PAGE_SIZE: i64 = 20;

/// A product's approved reviews and its rating.
#[derive(Debug, Clone)]
pub struct ProductReviews {
    /// Average of the approved ratings to one decimal; None without any.
    pub average: Option<f64>,
    pub count: i64,
    pub page: Page<ReviewRow>,
}

/// The review use cases.
#[derive(Debug)]
pub struct Reviews {
    store: Store,
    /// Told when a product's rating changes: cards, pages and their JSON-LD show it.
    catalogue: Arc<crate::catalogue::Catalogue>,
    clock: Arc<dyn Clock>,
}

fn product_not_found() -> ShopError {
    ShopError::NotFound("Product not found.".into())
}

impl Reviews {
    pub(crate) fn new(
        store: Store,
        catalogue: Arc<crate::catalogue::Catalogue>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Reviews {
            store,
            catalogue,
            clock,
        }
    }

    /// Writes the customer's review of a product they received; a second one edits the first.
    /// Refused (403) before an order with the product was delivered to them.
    pub async fn write(
        &self,
        user: &UserRow,
        product_id: &str,
        rating: i64,
        text: &str,
    ) -> ShopResult<(ReviewRow, Written)> {
        if !tokri_domain::id::is_id(product_id) {
            return Err(product_not_found());
        }
        let input = parse_review(rating, text).map_err(|p| ShopError::invalid(p.message()))?;
        self.store
            .product_rating(product_id)
            .await
            .map_err(ShopError::not_found("Product"))?;
        let Some(order_id) = self
            .store
            .delivered_order_with(&user.id, product_id)
            .await?
        else {
            return Err(ShopError::Forbidden(
                "You can review a product once an order with it has been delivered to you.".into(),
            ));
        };
        let written = self
            .store
            .write_review(
                product_id,
                &user.id,
                &order_id,
                &shown_name(&user.name),
                &input,
                self.clock.now_ms(),
            )
            .await?;
        if written.1 == Written::Edited {
            // An approved review that was edited left the product's rating until approved again.
            self.catalogue.changed();
        }
        Ok(written)
    }

    /// Puts a photo on the customer's review of a product (after they wrote one): the picture
    /// goes through the media pipeline (checked, metadata stripped, WebP copies), and the review
    /// waits for the owner's approval again. `bytes` None takes the photo off.
    pub async fn set_photo(
        &self,
        user: &UserRow,
        product_id: &str,
        bytes: Option<Vec<u8>>,
        media: &crate::media::Media,
    ) -> ShopResult<ReviewRow> {
        if !tokri_domain::id::is_id(product_id) {
            return Err(product_not_found());
        }
        let no_review = || {
            ShopError::Conflict(
                "Rate the product first; then you can add a photo to your review.".into(),
            )
        };
        // Only a buyer with a review may store a picture.
        if !self.store.has_review(product_id, &user.id).await? {
            return Err(no_review());
        }
        let url = match bytes {
            Some(b) => Some(media.upload(b).await?.url),
            None => None,
        };
        let review = self
            .store
            .set_review_photo(product_id, &user.id, url.as_deref(), self.clock.now_ms())
            .await?
            .ok_or_else(no_review)?;
        self.catalogue.changed();
        Ok(review)
    }

    /// The customer's own reviews.
    pub async fn own(&self, user: &UserRow) -> ShopResult<Vec<ReviewRow>> {
        Ok(self.store.own_reviews(&user.id).await?)
    }

    /// A product's approved reviews (newest first) and its rating.
    pub async fn for_product(
        &self,
        product_id: &str,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<ProductReviews> {
        if !tokri_domain::id::is_id(product_id) {
            return Err(product_not_found());
        }
        let (sum, count) = self
            .store
            .product_rating(product_id)
            .await
            .map_err(ShopError::not_found("Product"))?;
        let limit = paging::page_size(limit, PAGE_SIZE);
        let scope = paging::scope(&["reviews", product_id, &limit.to_string()]);
        let after = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let number = after.as_ref().map_or(1, |c| c.page);
        let (items, more) = self
            .store
            .product_reviews(product_id, after.map(|c| (c.at, c.id)), limit)
            .await?;
        Ok(ProductReviews {
            average: tokri_domain::review::average(sum, count),
            count,
            page: Page::of(items, more, number, scope, |r| (r.updated_at, r.id.clone())),
        })
    }

    /// The owner's list: reviews with `status` (all when None), newest first.
    pub async fn list(
        &self,
        status: Option<ReviewStatus>,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<ReviewRow>> {
        let limit = paging::page_size(limit, PAGE_SIZE);
        let scope = paging::scope(&[
            "admin-reviews",
            status.map_or("all", ReviewStatus::as_str),
            &limit.to_string(),
        ]);
        let after = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let number = after.as_ref().map_or(1, |c| c.page);
        let (items, more) = self
            .store
            .list_reviews(status, after.map(|c| (c.at, c.id)), limit)
            .await?;
        Ok(Page::of(items, more, number, scope, |r| {
            (r.updated_at, r.id.clone())
        }))
    }

    /// The owner approves or hides a review (or puts it back to waiting).
    pub async fn set_status(&self, id: &str, status: ReviewStatus) -> ShopResult<ReviewRow> {
        if !tokri_domain::id::is_id(id) {
            return Err(ShopError::NotFound("Review not found.".into()));
        }
        let review = self
            .store
            .set_review_status(id, status)
            .await
            .map_err(ShopError::not_found("Review"))?;
        // The product's rating may have changed (and an edited review may have left it).
        self.catalogue.changed();
        Ok(review)
    }
}
