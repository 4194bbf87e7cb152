//! Promotions: the owner's coupons and automatic offers, and what a cart may get. The rules
//! (what applies, how a discount is shared over lines) are in `tokri_domain::promo`; the
//! quote applies them; the store takes each use in the order's transaction.

use std::sync::Arc;

use tokri_domain::new_id;
use tokri_domain::paging::{self, Page};
use tokri_domain::promo::{CouponAsk, Offer, OfferInput, Usage, check_offer, normalize_code};
use tokri_store::Store;
use tokri_store::promotions::{OfferRecord, OfferStats};

use crate::clock::Clock;
use crate::{ShopError, ShopResult};

/// Offers in a page of the owner's list unless the client asks for another size.
pub const PAGE_SIZE: i64 = 50;

/// An offer in the owner's list: its terms, uses and what it brought in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferView {
    pub record: OfferRecord,
    pub stats: OfferStats,
}

/// The offers a cart may get, loaded for one quote.
#[derive(Debug, Clone, Default)]
pub struct CartOffers {
    pub automatic: Vec<Offer>,
    /// The coupon asked for: None when none was; Err(code) when no coupon has that code.
    pub coupon: Option<Result<(Offer, Usage), String>>,
}

impl CartOffers {
    /// The coupon as the quote takes it.
    pub fn ask(&self) -> Option<CouponAsk<'_>> {
        self.coupon.as_ref().map(|c| match c {
            Ok((offer, usage)) => CouponAsk::Known(offer, *usage),
            Err(code) => CouponAsk::Unknown(code.clone()),
        })
    }
}

/// Promotions use cases.
#[derive(Debug, Clone)]
pub struct Promotions {
    store: Store,
    clock: Arc<dyn Clock>,
}

impl Promotions {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        Promotions { store, clock }
    }

    /// The automatic offers running now, for the storefront's badges.
    pub async fn running_offers(&self) -> ShopResult<Vec<Offer>> {
        let now = self.clock.now_ms();
        Ok(self
            .store
            .automatic_offers(now)
            .await?
            .into_iter()
            .filter(|o| o.running(now))
            .collect())
    }

    /// The offers a cart may get at `now`: the automatic ones, and the coupon typed (any
    /// case) with what is known of its use by `user_id`. An empty code asks for none.
    pub async fn for_cart(
        &self,
        coupon: Option<&str>,
        user_id: Option<&str>,
        now: i64,
    ) -> ShopResult<CartOffers> {
        let automatic = self.store.automatic_offers(now).await?;
        let typed = coupon.map(str::trim).filter(|c| !c.is_empty());
        let coupon = match typed {
            None => None,
            Some(raw) => {
                let code = raw.to_ascii_uppercase();
                match normalize_code(raw) {
                    None => Some(Err(code.chars().take(40).collect())),
                    Some(code) => match self.store.offer_by_code(&code).await? {
                        None => Some(Err(code)),
                        Some(record) => {
                            let usage = self.store.coupon_usage(&record, user_id).await?;
                            Some(Ok((record.offer, usage)))
                        }
                    },
                }
            }
        };
        Ok(CartOffers { automatic, coupon })
    }

    /// A page of the owner's offers, newest first; `active` keeps to active or inactive ones.
    pub async fn list(
        &self,
        active: Option<bool>,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<OfferView>> {
        let limit = paging::page_size(limit, PAGE_SIZE);
        let filter = match active {
            Some(true) => "active",
            Some(false) => "inactive",
            None => "all",
        };
        let scope = paging::scope(&["offers", filter, &limit.to_string()]);
        let cursor = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let (rows, more) = self
            .store
            .list_offers(active, cursor.as_ref().map(|c| (c.at, c.id.clone())), limit)
            .await?;
        let ids: Vec<String> = rows.iter().map(|r| r.offer.id.clone()).collect();
        let mut stats = self.store.offer_stats(&ids).await?;
        let items = rows
            .into_iter()
            .map(|record| OfferView {
                stats: stats.remove(&record.offer.id).unwrap_or_default(),
                record,
            })
            .collect();
        let page = cursor.as_ref().map_or(1, |c| c.page);
        Ok(Page::of(items, more, page, scope, |v: &OfferView| {
            (v.record.offer.created_at, v.record.offer.id.clone())
        }))
    }

    /// One offer with its figures.
    pub async fn get(&self, id: &str) -> ShopResult<OfferView> {
        let record = self
            .store
            .get_offer(id)
            .await
            .map_err(ShopError::not_found("Promotion"))?;
        self.view(record).await
    }

    async fn view(&self, record: OfferRecord) -> ShopResult<OfferView> {
        let stats = self
            .store
            .offer_stats(std::slice::from_ref(&record.offer.id))
            .await?
            .remove(&record.offer.id)
            .unwrap_or_default();
        Ok(OfferView { record, stats })
    }

    /// Makes an offer from what the owner wrote.
    pub async fn create(&self, input: OfferInput) -> ShopResult<OfferView> {
        let now = self.clock.now_ms();
        let offer = check_offer(input, new_id(), now).map_err(ShopError::fields)?;
        let record = self.store.create_offer(&offer, now).await?;
        tracing::info!(offer = %offer.id, code = ?offer.code, "promotion created");
        self.view(record).await
    }

    /// Replaces an offer's terms; its uses stay.
    pub async fn update(&self, id: &str, input: OfferInput) -> ShopResult<OfferView> {
        let existing = self
            .store
            .get_offer(id)
            .await
            .map_err(ShopError::not_found("Promotion"))?;
        let offer = check_offer(input, existing.offer.id, existing.offer.created_at)
            .map_err(ShopError::fields)?;
        let record = self
            .store
            .update_offer(&offer, self.clock.now_ms())
            .await
            .map_err(ShopError::not_found("Promotion"))?;
        self.view(record).await
    }
}
