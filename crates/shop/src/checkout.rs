//! Checkout: pricing a cart on the server, opening the payment, and settling it — from the
//! customer's confirmation, the provider's webhook, or the reconciler — exactly once.

use std::collections::BTreeMap;
use std::sync::Arc;

use sha2::{Digest, Sha256};
use tokri_domain::calendar::{DAY_MS, MINUTE_MS};
use tokri_domain::checkout::PAYMENT_WINDOW_MS;
use tokri_domain::paging::{self, Page};

use crate::clock::Clock;
use tokri_domain::quote::{LineInput, Promotions, Quote, merge_lines, quote};
use tokri_domain::variant::{choose_variant_message, line_name};
use tokri_domain::{
    Address, CodPolicy, DeliveryRule, FieldErrors, Gift, Money, OrderStatus, PaymentMethod,
    PaymentStatus, Quantity, new_id,
};
use tokri_store::Store;
use tokri_store::accounts::UserRow;
use tokri_store::catalogue::{ProductRow, VariantRow};
use tokri_store::orders::{
    CapturedPayment, GiftRow, NewOrder, OrderItemRow, OrderRow, RefundReason, Settled,
    WebhookEventRef,
};

use crate::mail::{Mail, MailQueue, html_escape, html_layout};
use crate::payments::{PaymentProvider, ProviderPayment};
use crate::{ShopError, ShopResult};

#[derive(Debug, serde::Deserialize)]
struct WebhookEvent {
    event: String,
    #[serde(default)]
    payload: WebhookPayload,
}

#[derive(Debug, Default, serde::Deserialize)]
struct WebhookPayload {
    #[serde(default)]
    payment: Option<WebhookEntity>,
    #[serde(default)]
    refund: Option<RefundWebhookEntity>,
}

#[derive(Debug, serde::Deserialize)]
struct RefundWebhookEntity {
    entity: crate::payments::razorpay::RefundEntity,
}

#[derive(Debug, serde::Deserialize)]
struct WebhookEntity {
    entity: crate::payments::razorpay::PaymentEntity,
}

/// Most units of one product in an order.
pub const MAX_QTY: i64 = Quantity::MAX;
/// Most lines in an order.
pub const MAX_LINES: usize = tokri_domain::quote::MAX_LINES;
/// A customer's orders per page of `GET /api/orders` unless the client asks for another size
/// (at most 100): a screenful, as the admin's list; "Show older orders" reads the next page.
pub const OWN_ORDERS_PAGE_SIZE: i64 = 20;

/// One cart line as sent: a product id, the variant when the client names it, and a quantity
/// (anything else sent is ignored).
#[derive(Debug, Clone)]
pub struct CartLine {
    /// Product id.
    pub product_id: String,
    /// Variant id; None means the product's only variant.
    pub variant_id: Option<String>,
    pub qty: Quantity,
}

/// What a buyer is told when a line's product or variant is gone or hidden.
const GONE: &str = "A product in your cart is no longer available. Please review your cart.";

/// A cart line's product and variant, equal when the variant is.
struct ByVariant<'a>(&'a ProductRow, &'a VariantRow);

impl PartialEq for ByVariant<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.1.id == other.1.id
    }
}

impl Clone for ByVariant<'_> {
    fn clone(&self) -> Self {
        ByVariant(self.0, self.1)
    }
}

/// The quote's input for a variant of a product: its price and MRP now.
pub(crate) fn line_input<'a>(p: &'a ProductRow, v: &VariantRow, qty: i64) -> LineInput<'a> {
    LineInput {
        unit_price: Money::from_paise(v.price_paise),
        mrp: v.mrp_paise.map(Money::from_paise),
        qty,
        product_id: &p.id,
        category_id: &p.category_id,
    }
}

/// One line of a cart's quote, as the cart summary shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct QuoteLineView {
    pub product_id: String,
    /// The variant meant (the product's only one when none was named); "" when unknown.
    pub variant_id: String,
    pub name: String,
    pub variant_label: String,
    pub image: Option<String>,
    pub unit_price: Money,
    pub mrp: Option<Money>,
    pub qty: i64,
    /// Unit price × quantity (zero for a line with a problem).
    pub line_total: Money,
    /// Units left; None when not counted.
    pub available: Option<i64>,
    /// Why the line cannot be ordered as it is; such lines are left out of the totals.
    pub problem: Option<String>,
    /// The line's share of the discounts.
    pub discount: Money,
}

/// A cart priced by the server for its summary: the lines and the quote of those that can be
/// ordered.
#[derive(Debug, Clone, PartialEq)]
pub struct CartQuote {
    pub lines: Vec<QuoteLineView>,
    pub quote: Quote,
}

/// How the customer wants the order: paid online or in cash, and whether it is a gift.
#[derive(Debug, Clone, Default)]
pub struct OrderOptions {
    /// Online or cash on delivery.
    pub pay_method: PaymentMethod,
    /// The buyer's own address for the invoice when the order goes elsewhere (a gift), already
    /// validated (or the field errors to answer).
    pub billing: Option<Result<Address, FieldErrors>>,
    /// Gift details, already validated (or the field errors to answer).
    pub gift: Option<Result<Gift, FieldErrors>>,
    /// The delivery day and slot asked for.
    pub delivery: Option<crate::delivery::DeliveryChoice>,
    /// The coupon code typed, if any.
    pub coupon: Option<String>,
    /// The buyer ticked "Send me order updates on WhatsApp".
    pub whatsapp_updates: bool,
    /// The sender of a gift asked that its recipient hear of it on the delivery day.
    pub notify_recipient: bool,
    /// The business bought for (its GSTIN on the invoice), already validated (or the field
    /// errors to answer).
    pub business: Option<Result<tokri_domain::business::BusinessBuyer, FieldErrors>>,
}

/// A placed order and, for an online one, what the checkout script needs to open the payment
/// window.
#[derive(Debug, Clone)]
pub struct OpenedPayment {
    /// Our order.
    pub order: OrderRow,
    /// The provider's order id (None for cash on delivery).
    pub provider_order_id: Option<String>,
    /// Public key id.
    pub key: String,
    /// Whether an open unpaid order for the same cart was reused.
    pub reused: bool,
}

/// Fingerprint of an order request: the merged lines, the address, the gift and the method.
/// Pressing Pay again with the same fingerprint reuses the open order.
fn cart_key(
    lines: &BTreeMap<String, i64>,
    address: &Address,
    billing: Option<&Address>,
    gift: Option<&Gift>,
    delivery: Option<&crate::delivery::DeliveryChoice>,
    method: PaymentMethod,
    coupon: Option<&str>,
) -> String {
    let mut h = Sha256::new();
    for (id, qty) in lines {
        h.update(format!("{id}:{qty}\u{1f}"));
    }
    for a in std::iter::once(address).chain(billing) {
        for part in [
            &a.name, &a.mobile, &a.street, &a.city, &a.state, &a.zip, &a.country,
        ] {
            h.update(part.as_bytes());
            h.update([0x1f]);
        }
    }
    if let Some(g) = gift {
        h.update(format!(
            "gift\u{1f}{}\u{1f}{}\u{1f}{}\u{1f}{}\u{1f}{}",
            g.recipient_name,
            g.recipient_mobile.as_str(),
            g.message,
            g.hide_prices,
            g.sender_name
        ));
    }
    if let Some(d) = delivery {
        h.update(format!("delivery\u{1f}{}\u{1f}{}", d.date, d.slot_id));
    }
    h.update(method.as_str());
    if let Some(c) = coupon {
        h.update(format!("\u{1f}coupon\u{1f}{c}"));
    }
    hex::encode(h.finalize())
}

/// Checkout use cases.
#[derive(Debug)]
pub struct Checkout {
    pub(crate) store: Store,
    pub(crate) provider: Arc<PaymentProvider>,
    pub(crate) mail: Arc<MailQueue>,
    pub(crate) public_url: String,
    /// The shop's bank account for corporate orders paid by bank transfer (None: not offered).
    pub(crate) bank_transfer: Option<String>,
    /// Told when units left change, so the storefront's "Only N left" follows.
    pub(crate) catalogue: Arc<crate::catalogue::Catalogue>,
    /// Coupons and automatic offers.
    pub(crate) promotions: Arc<crate::promotions::Promotions>,
    /// Refunds (Razorpay's `refund.*` webhooks arrive with the payment ones).
    pub(crate) refunds: Arc<crate::refunds::Refunds>,
    pub(crate) metrics: Arc<crate::metrics::Metrics>,
    /// Served PIN codes and delivery slots.
    pub(crate) delivery: Arc<crate::delivery::Delivery>,
    /// Who hears of an order.
    pub(crate) notifications: Arc<crate::notifications::Notifications>,
    pub(crate) clock: Arc<dyn Clock>,
}

/// What the customer is told when their payment arrived for an order that was cancelled.
pub const PAID_AFTER_CANCEL: &str =
    "This order was cancelled before your payment arrived. Your payment will be refunded.";

impl Checkout {
    /// The provider in use.
    pub fn provider(&self) -> &PaymentProvider {
        &self.provider
    }

    /// Prices the cart from the catalogue (never from the client), snapshots lines and address,
    /// stores an unpaid order and opens it at the provider. The address must be in a served
    /// area (its extra fee is added to delivery) and the delivery day and slot must have room.
    pub async fn place_order(
        &self,
        user: &UserRow,
        cart: &[CartLine],
        address: Result<Address, FieldErrors>,
        options: OrderOptions,
    ) -> ShopResult<OpenedPayment> {
        let address = address.map_err(ShopError::fields)?;
        let billing = options.billing.transpose().map_err(ShopError::fields)?;
        let gift = options.gift.transpose().map_err(ShopError::fields)?;
        let business = options.business.transpose().map_err(ShopError::fields)?;
        let area_fee = self.delivery.area_fee(&address.zip).await?;
        if cart.len() > MAX_LINES {
            return Err(ShopError::invalid(format!(
                "An order can have at most {MAX_LINES} different products."
            )));
        }
        let products = self.cart_products(cart).await?;
        // Each line names a variant of a product the storefront shows.
        let mut chosen = Vec::with_capacity(cart.len());
        for line in cart {
            let product = products
                .get(&line.product_id)
                .filter(|p| p.visible())
                .ok_or_else(|| ShopError::invalid(GONE))?;
            let variant = match product.variant(line.variant_id.as_deref()) {
                Some(v) => v,
                None if line.variant_id.is_none() => {
                    return Err(ShopError::invalid(choose_variant_message(
                        &product.name,
                        &product.option_name,
                    )));
                }
                None => return Err(ShopError::invalid(GONE)),
            };
            chosen.push(((product, variant), line.qty.get()));
        }
        let merged = merge_lines(
            chosen
                .into_iter()
                .map(|((p, v), qty)| (ByVariant(p, v), qty)),
        )
        .map_err(|e| ShopError::invalid(e.to_string()))?;
        let qty_of: BTreeMap<String, i64> = merged
            .iter()
            .map(|(ByVariant(_, v), qty)| (v.id.clone(), *qty))
            .collect();
        let coupon = options
            .coupon
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(str::to_ascii_uppercase);
        let key = cart_key(
            &qty_of,
            &address,
            billing.as_ref(),
            gift.as_ref(),
            options.delivery.as_ref(),
            options.pay_method,
            coupon.as_deref(),
        );
        // Pay pressed again for the same cart: the open order still holds its units, so it is
        // looked up before the units left are checked.
        let open = match options.pay_method {
            PaymentMethod::Online => {
                self.store
                    .find_open_order(&user.id, &key, self.clock.now_ms() - PAYMENT_WINDOW_MS)
                    .await?
            }
            PaymentMethod::Cod => None,
        };
        let mut items = Vec::with_capacity(merged.len());
        for (ByVariant(product, variant), qty) in &merged {
            // Checked again, atomically, when the order is stored; this answers before the
            // provider is asked to open a payment.
            if open.is_none()
                && let Some(left) = variant.available()
                && left < *qty
            {
                return Err(ShopError::Conflict(tokri_store::stock::sold_out_message(
                    &line_name(&product.name, &variant.label),
                    left,
                )));
            }
            items.push(OrderItemRow {
                product_id: product.id.clone(),
                variant_id: variant.id.clone(),
                variant_label: variant.label.clone(),
                name: product.name.clone(),
                image: product.images.first().cloned(),
                category: product.category_name.clone(),
                price_paise: variant.price_paise,
                qty: *qty,
                held: if variant.stock.is_some() { *qty } else { 0 },
                tax: product.tax.clone(),
                discount_paise: 0,
            });
        }
        let inputs: Vec<LineInput> = merged
            .iter()
            .map(|(ByVariant(p, v), qty)| line_input(p, v, *qty))
            .collect();
        let (priced, offers) = self
            .price(&inputs, area_fee, coupon.as_deref(), Some(&user.id))
            .await?;
        // A coupon asked for that cannot be used refuses the order: the customer sees why
        // rather than paying more than they expect.
        if let Some(outcome) = &priced.coupon
            && let Some(problem) = &outcome.problem
        {
            return Err(ShopError::Coupon(problem.clone()));
        }
        for (item, line) in items.iter_mut().zip(&priced.lines) {
            item.discount_paise = line.discount.paise();
        }
        let order_offers: Vec<tokri_store::promotions::OrderOfferRow> = priced
            .applied
            .iter()
            .map(|a| {
                let terms = offers
                    .automatic
                    .iter()
                    .chain(offers.coupon.iter().flatten().map(|(o, _)| o))
                    .find(|o| o.id == a.offer_id);
                tokri_store::promotions::OrderOfferRow {
                    offer_id: a.offer_id.clone(),
                    code: a.code.clone(),
                    title: a.title.clone(),
                    discount_paise: a.amount.paise(),
                    free_delivery: a.free_delivery,
                    max_per_customer: terms.and_then(|o| o.max_per_customer),
                    first_order_only: terms.is_some_and(|o| o.first_order_only),
                }
            })
            .collect();
        let totals = tokri_domain::Totals {
            subtotal: priced.subtotal,
            delivery: priced.delivery,
            total: priced.total,
        };
        // The open order of the same request already holds its delivery place.
        if let Some(open) = open
            && open.total_paise == totals.total.paise()
            && let Some(poid) = open.provider_order_id.clone()
        {
            return Ok(OpenedPayment {
                order: open,
                provider_order_id: Some(poid),
                key: self.provider.key_id().to_string(),
                reused: true,
            });
        }
        let slot = self.delivery.choose(options.delivery).await?;
        let id = new_id();
        let (provider, provider_order_id) = match options.pay_method {
            PaymentMethod::Cod => {
                self.store
                    .cod_policy()
                    .await?
                    .check(totals.total)
                    .map_err(ShopError::invalid)?;
                ("cod".to_string(), None)
            }
            PaymentMethod::Online => {
                // Opened at the provider first (the receipt is our id), so a provider failure
                // stores nothing.
                let opened = self
                    .provider
                    .create_order(&id, totals.total.paise())
                    .await?;
                (self.provider.name().to_string(), Some(opened.id))
            }
        };
        let cod = options.pay_method == PaymentMethod::Cod;
        // A cash-on-delivery order is confirmed as it is placed: its messages need the
        // owner's settings.
        let notify = if cod {
            Some(self.notifications.settings().await?)
        } else {
            None
        };
        let mut gift_row = gift.as_ref().map(GiftRow::from);
        if let Some(g) = &mut gift_row {
            g.notify_recipient = options.notify_recipient;
        }
        let order = self
            .store
            .create_order(
                NewOrder {
                    id,
                    created_at: self.clock.now_ms(),
                    user_id: user.id.clone(),
                    customer_name: user.name.clone(),
                    customer_email: user.email.clone(),
                    subtotal_paise: totals.subtotal.paise(),
                    delivery_paise: totals.delivery.paise(),
                    total_paise: totals.total.paise(),
                    shipping: address,
                    billing,
                    provider,
                    provider_order_id: provider_order_id.clone(),
                    pay_method: options.pay_method,
                    gift: gift_row,
                    cart_key: Some(key),
                    delivery: slot,
                    items,
                    discount_paise: priced.discount.paise(),
                    coupon_code: priced
                        .coupon
                        .as_ref()
                        .filter(|c| c.problem.is_none())
                        .map(|c| c.code.clone()),
                    offers: order_offers,
                    whatsapp_updates: options.whatsapp_updates,
                    business,
                },
                |order| match &notify {
                    Some(s) => self.notifications.order_confirmed(
                        s,
                        order,
                        self.confirmation_mail(order, None).into(),
                    ),
                    None => Vec::new(),
                },
            )
            .await?;
        if options.whatsapp_updates {
            // Ticking the box is the buyer's consent to WhatsApp messages (logged, and
            // withdrawn like any other consent).
            self.store
                .set_consent(
                    &user.id,
                    tokri_domain::privacy::ConsentPurpose::Whatsapp,
                    true,
                    "checkout",
                    self.clock.now_ms(),
                )
                .await?;
        }
        if order.items.iter().any(|i| i.held > 0) {
            self.catalogue.changed();
        }
        if cod {
            self.metrics.order_paid();
            self.notifications.queued();
            self.notifications.after_stock_taken(&order.id).await;
            tracing::info!(order = %order.id, "cash-on-delivery order placed");
        }
        Ok(OpenedPayment {
            order,
            provider_order_id,
            key: self.provider.key_id().to_string(),
            reused: false,
        })
    }

    /// The products the cart's lines name, by id, with their variants (one read for all).
    async fn cart_products(
        &self,
        cart: &[CartLine],
    ) -> ShopResult<std::collections::HashMap<String, ProductRow>> {
        let mut ids: Vec<String> = cart
            .iter()
            .map(|l| l.product_id.clone())
            .filter(|id| tokri_domain::id::is_id(id))
            .collect();
        ids.sort();
        ids.dedup();
        Ok(self
            .store
            .get_products(&ids)
            .await?
            .into_iter()
            .map(|p| (p.id.clone(), p))
            .collect())
    }

    /// Prices a cart for its summary as an order would be priced, without storing anything:
    /// each line with what stops it from being ordered (gone, no variant chosen, too few left,
    /// too many), and the totals of the others with the delivery area's fee for `pin_code`
    /// when the shop delivers there.
    pub async fn quote_cart(
        &self,
        cart: &[CartLine],
        pin_code: Option<&str>,
        coupon: Option<&str>,
        user_id: Option<&str>,
    ) -> ShopResult<CartQuote> {
        if cart.len() > MAX_LINES {
            return Err(ShopError::invalid(format!(
                "An order can have at most {MAX_LINES} different products."
            )));
        }
        let area_fee = match pin_code {
            Some(pin) => self.delivery.area_fee(pin).await.unwrap_or(Money::ZERO),
            None => Money::ZERO,
        };
        let products = self.cart_products(cart).await?;
        let mut lines = Vec::with_capacity(cart.len());
        let mut inputs = Vec::new();
        for line in cart {
            let qty = line.qty.get();
            let product = products.get(&line.product_id).filter(|p| p.visible());
            let variant = product.and_then(|p| p.variant(line.variant_id.as_deref()));
            let mut view = QuoteLineView {
                product_id: line.product_id.clone(),
                variant_id: variant
                    .map(|v| v.id.clone())
                    .or_else(|| line.variant_id.clone())
                    .unwrap_or_default(),
                name: product.map(|p| p.name.clone()).unwrap_or_default(),
                variant_label: variant.map(|v| v.label.clone()).unwrap_or_default(),
                image: product.and_then(|p| p.images.first().cloned()),
                unit_price: Money::from_paise(variant.map_or(0, |v| v.price_paise)),
                mrp: variant.and_then(|v| v.mrp_paise).map(Money::from_paise),
                qty,
                line_total: Money::ZERO,
                available: variant.and_then(VariantRow::available),
                problem: None,
                discount: Money::ZERO,
            };
            let twice = lines.iter().any(|l: &QuoteLineView| {
                l.problem.is_none()
                    && !view.variant_id.is_empty()
                    && l.variant_id == view.variant_id
            });
            view.problem = match (product, variant) {
                (None, _) => Some(GONE.to_string()),
                (Some(p), None) if line.variant_id.is_none() => {
                    Some(choose_variant_message(&p.name, &p.option_name))
                }
                (Some(_), None) => Some(GONE.to_string()),
                (Some(p), Some(v)) => match v.available() {
                    Some(left) if left < qty => Some(tokri_store::stock::sold_out_message(
                        &line_name(&p.name, &v.label),
                        left,
                    )),
                    _ if twice => Some("This pack is already in your cart on another line.".into()),
                    _ => None,
                },
            };
            if view.problem.is_none()
                && let (Some(p), Some(v)) = (product, variant)
            {
                inputs.push(line_input(p, v, qty));
            }
            lines.push(view);
        }
        let (quote, _) = self.price(&inputs, area_fee, coupon, user_id).await?;
        // Each orderable line's total is the quote's, in the same order.
        for (view, priced) in lines
            .iter_mut()
            .filter(|l| l.problem.is_none())
            .zip(&quote.lines)
        {
            view.line_total = priced.line_total;
            view.discount = priced.discount;
        }
        Ok(CartQuote { lines, quote })
    }

    /// The one quote of the order and the cart summary: the lines priced with the delivery rule,
    /// the area's fee, the running automatic offers and the coupon asked for, as of now; with
    /// the offers it considered.
    async fn price(
        &self,
        inputs: &[LineInput<'_>],
        area_fee: Money,
        coupon: Option<&str>,
        user_id: Option<&str>,
    ) -> ShopResult<(Quote, crate::promotions::CartOffers)> {
        let now = self.clock.now_ms();
        let offers = self.promotions.for_cart(coupon, user_id, now).await?;
        let priced = quote(
            inputs,
            DeliveryRule::STANDARD,
            area_fee,
            &Promotions {
                automatic: &offers.automatic,
                coupon: offers.ask(),
                now_ms: now,
            },
        )
        .map_err(|e| ShopError::invalid(e.to_string()))?;
        Ok((priced, offers))
    }

    /// The owner's cash-on-delivery setting.
    pub async fn cod_policy(&self) -> ShopResult<CodPolicy> {
        Ok(self.store.cod_policy().await?)
    }

    /// Replaces the cash-on-delivery setting.
    pub async fn set_cod_policy(&self, policy: CodPolicy) -> ShopResult<CodPolicy> {
        Ok(self.store.set_cod_policy(policy).await?)
    }

    /// The admin records the cash a courier collected for a cash-on-delivery order: the order
    /// becomes paid (Pending moves to Processing) and its held units leave the crate, once.
    /// Recording it again changes nothing.
    pub async fn record_cash_payment(&self, order_id: &str) -> ShopResult<OrderRow> {
        let order = self
            .store
            .get_order(order_id)
            .await
            .map_err(ShopError::not_found("Order"))?;
        if order.pay_method != PaymentMethod::Cod {
            return Err(ShopError::Conflict(
                "Only cash-on-delivery orders are marked paid by hand.".into(),
            ));
        }
        if order.payment_status == PaymentStatus::Paid {
            return Ok(order);
        }
        if order.status == OrderStatus::Cancelled {
            return Err(ShopError::Conflict(
                "This order was cancelled; no cash is due.".into(),
            ));
        }
        let payment_id = format!("cash_{}", order.id);
        let mut tx = self
            .store
            .begin_payment(None)
            .await?
            .expect("no event, never a repeat");
        let settled = tx
            .settle(CapturedPayment {
                order_id: &order.id,
                provider: "cod",
                payment_id: &payment_id,
                method: Some("cash"),
                amount_paise: order.total_paise,
                currency: &order.currency,
            })
            .await?;
        if settled == Settled::Now {
            // The customer gets a receipt with the invoice issued by this settlement.
            let invoice = tx.invoice_number().map(str::to_string);
            let mut mail: tokri_store::outbox::NewMail =
                self.cash_receipt_mail(&order, invoice.as_deref()).into();
            mail.invoice_order_id = invoice.map(|_| order.id.clone());
            tx.queue_mail(&mail).await?;
        }
        tx.commit().await?;
        if settled == Settled::Now {
            self.mail.queued_in_transaction();
            tracing::info!(order = %order.id, "cash on delivery received");
            if order.items.iter().any(|i| i.held > 0) {
                self.catalogue.changed();
            }
        }
        Ok(self.store.get_order(order_id).await?)
    }

    /// The customer's confirmation after paying: with the provider's signature over our stored
    /// provider order id, or else by asking the provider about the payment.
    pub async fn verify_payment(
        &self,
        user: &UserRow,
        order_id: &str,
        payment_id: &str,
        signature: Option<&str>,
    ) -> ShopResult<OrderRow> {
        let order = self.own_order(user, order_id).await?;
        if paid_after_cancel(&order) {
            return Err(ShopError::Conflict(PAID_AFTER_CANCEL.into()));
        }
        if order.payment_status == PaymentStatus::Paid {
            return Ok(order);
        }
        let payment_id = payment_id.trim();
        if payment_id.is_empty() {
            return Err(ShopError::invalid("The payment id is missing."));
        }
        let provider_order_id = order
            .provider_order_id
            .clone()
            .ok_or_else(|| ShopError::Conflict("This order has no payment to verify.".into()))?;
        let payment = match signature.filter(|s| !s.trim().is_empty()) {
            Some(sig) => {
                if !self
                    .provider
                    .verify_signature(&provider_order_id, payment_id, sig)
                {
                    return Err(ShopError::invalid("The payment could not be verified."));
                }
                // The signature binds this payment to our provider order, which was opened for
                // exactly this order's total. The look-up only adds the method, when reachable.
                let method = match self.provider.fetch_payment(payment_id).await {
                    Ok(Some(p)) => p.method,
                    _ => None,
                };
                ProviderPayment {
                    id: payment_id.into(),
                    order_id: provider_order_id.clone(),
                    amount: order.total_paise,
                    currency: order.currency.clone(),
                    status: "captured".into(),
                    method,
                }
            }
            None => self
                .provider
                .fetch_payment(payment_id)
                .await?
                .ok_or_else(|| ShopError::invalid("The payment could not be verified."))?,
        };
        if let Settled::RefundDue(RefundReason::Cancelled) = self.settle(&order, &payment).await? {
            return Err(ShopError::Conflict(PAID_AFTER_CANCEL.into()));
        }
        self.store.get_order(&order.id).await.map_err(Into::into)
    }

    /// Settles an order with a provider payment, if the payment really pays this order:
    /// same provider order, captured, same amount and currency. Idempotent and forward-only: a
    /// payment for a cancelled order, or a second payment for a paid one, flags the order for a
    /// refund instead (see [`tokri_store::orders::PaymentTx::settle`]). The customer's mail is
    /// queued in the same transaction, so it is sent exactly when the payment is recorded.
    pub async fn settle(&self, order: &OrderRow, payment: &ProviderPayment) -> ShopResult<Settled> {
        Ok(self
            .settle_with_event(order, payment, None)
            .await?
            .unwrap_or(Settled::Already))
    }

    /// [`Checkout::settle`], recording a webhook event in the same transaction; None when the
    /// event was seen before.
    async fn settle_with_event(
        &self,
        order: &OrderRow,
        payment: &ProviderPayment,
        event: Option<WebhookEventRef<'_>>,
    ) -> ShopResult<Option<Settled>> {
        if order.provider_order_id.as_deref() != Some(payment.order_id.as_str()) {
            return Err(ShopError::invalid("This payment belongs to another order."));
        }
        if !payment.is_captured() {
            return Err(ShopError::invalid("The payment has not been completed."));
        }
        if payment.amount != order.total_paise
            || !payment.currency.eq_ignore_ascii_case(&order.currency)
        {
            tracing::warn!(order = %order.id, payment = %payment.id, "payment amount or currency does not match the order");
            return Err(ShopError::invalid(
                "The payment amount does not match the order.",
            ));
        }
        // The order with its lines, for the mail (callers may hold it without them).
        let full = self.store.get_order(&order.id).await?;
        let method = payment
            .method
            .as_deref()
            .or(Some(if self.provider.name() == "sandbox" {
                "sandbox"
            } else {
                "card"
            }));
        let notify = self.notifications.settings().await?;
        let Some(mut tx) = self.store.begin_payment(event).await? else {
            return Ok(None);
        };
        let settled = tx
            .settle(CapturedPayment {
                order_id: &order.id,
                provider: self.provider.name(),
                payment_id: &payment.id,
                method,
                amount_paise: payment.amount,
                currency: &payment.currency,
            })
            .await?;
        match settled {
            Settled::Now => {
                // The invoice issued with the payment goes with the mail as a PDF.
                let invoice = tx.invoice_number().map(str::to_string);
                let mut mail: tokri_store::outbox::NewMail =
                    self.confirmation_mail(&full, invoice.as_deref()).into();
                mail.invoice_order_id = invoice.map(|_| order.id.clone());
                for m in self.notifications.order_confirmed(&notify, &full, mail) {
                    tx.queue_message(&m).await?;
                }
            }
            Settled::RefundDue(reason) => {
                tx.queue_mail(&self.refund_mail(&full, payment, reason).into())
                    .await?;
            }
            Settled::Already => {}
        }
        tx.commit().await?;
        match settled {
            Settled::Now => {
                self.metrics.order_paid();
                tracing::info!(order = %order.id, payment = %payment.id, "order paid");
                if full.items.iter().any(|i| i.held > 0) {
                    self.catalogue.changed();
                }
                self.notifications.queued();
                self.notifications.after_stock_taken(&order.id).await;
            }
            Settled::RefundDue(reason) => {
                tracing::warn!(order = %order.id, payment = %payment.id, reason = reason.as_str(), "payment cannot pay its order: refund due");
                self.mail.queued_in_transaction();
            }
            Settled::Already => {}
        }
        Ok(Some(settled))
    }

    /// The sandbox's Pay button: takes the money (in play) for a provider order, settles it,
    /// and answers what Razorpay's checkout gives its handler.
    pub async fn sandbox_pay(
        &self,
        provider_order_id: &str,
    ) -> ShopResult<(String, String, String)> {
        let PaymentProvider::Sandbox(sandbox) = self.provider.as_ref() else {
            return Err(ShopError::NotFound("Not found.".into()));
        };
        let order = self
            .store
            .find_order_by_provider_order_id(provider_order_id)
            .await?
            .ok_or_else(|| ShopError::NotFound("No such payment order.".into()))?;
        let (payment_id, signature) = sandbox.pay(provider_order_id);
        if order.payment_status != PaymentStatus::Paid {
            let payment = ProviderPayment {
                id: payment_id.clone(),
                order_id: provider_order_id.into(),
                amount: order.total_paise,
                currency: order.currency.clone(),
                status: "captured".into(),
                method: Some("sandbox".into()),
            };
            self.settle(&order, &payment).await?;
        }
        Ok((payment_id, provider_order_id.to_string(), signature))
    }

    /// Handles a provider event about a payment (webhook): settles on a captured payment,
    /// records a failed one. Unknown orders are ignored.
    pub async fn payment_event(&self, payment: ProviderPayment) -> ShopResult<()> {
        self.apply_payment_event(payment, None).await
    }

    /// [`Checkout::payment_event`], remembering the webhook event id in the transaction of the
    /// event's effect (or on its own when the event changes nothing), so that a failure or a
    /// crash before the effect is stored leaves the event unseen and the provider's retry is
    /// processed.
    async fn apply_payment_event(
        &self,
        payment: ProviderPayment,
        event: Option<WebhookEventRef<'_>>,
    ) -> ShopResult<()> {
        let Some(order) = self
            .store
            .find_order_by_provider_order_id(&payment.order_id)
            .await?
        else {
            tracing::info!(provider_order = %payment.order_id, "payment event for an unknown order ignored");
            return self.remember_event(event).await;
        };
        if payment.status == "failed" {
            let Some(mut tx) = self.store.begin_payment(event).await? else {
                return Ok(());
            };
            tx.record_failed_payment(
                &order.id,
                self.provider.name(),
                &payment.id,
                payment.amount,
                &payment.currency,
            )
            .await?;
            tx.commit().await?;
            self.metrics.payment_failed();
            return Ok(());
        }
        if payment.is_captured() {
            return match self.settle_with_event(&order, &payment, event).await {
                Ok(_) => Ok(()),
                Err(ShopError::Invalid { message, .. }) => {
                    tracing::warn!(order = %order.id, %message, "payment event not settled");
                    self.remember_event(event).await
                }
                Err(e) => Err(e),
            };
        }
        self.remember_event(event).await
    }

    /// Records a webhook event that has no effect, so a repeat is acknowledged without work.
    async fn remember_event(&self, event: Option<WebhookEventRef<'_>>) -> ShopResult<()> {
        if let Some(e) = event {
            self.store.record_webhook_event(e).await?;
        }
        Ok(())
    }

    /// Razorpay's webhook: the raw body must carry Razorpay's signature; an event id seen
    /// before is acknowledged without work; `payment.captured`, `order.paid` and
    /// `payment.failed` are applied. The event id is recorded in the same transaction as what
    /// the event changes, so if applying fails (or the process dies) nothing is remembered and
    /// Razorpay's retry is processed.
    pub async fn razorpay_webhook(
        &self,
        body: &[u8],
        signature: &str,
        event_id: Option<&str>,
    ) -> ShopResult<()> {
        let PaymentProvider::Razorpay(razorpay) = self.provider.as_ref() else {
            return Err(ShopError::NotFound("No such API endpoint.".into()));
        };
        if !razorpay.webhook_signature_ok(body, signature) {
            return Err(ShopError::invalid("Invalid webhook signature."));
        }
        let event: WebhookEvent = serde_json::from_slice(body)
            .map_err(|_| ShopError::invalid("Malformed webhook body."))?;
        let seen = event_id.map(|id| WebhookEventRef {
            id,
            provider: "razorpay",
            kind: &event.event,
        });
        if let ("refund.processed" | "refund.failed" | "refund.created", Some(r)) =
            (event.event.as_str(), event.payload.refund)
        {
            return self.refunds.webhook(&event.event, r.entity, seen).await;
        }
        match (event.event.as_str(), event.payload.payment) {
            ("payment.captured" | "order.paid" | "payment.failed", Some(p)) => {
                self.apply_payment_event(p.entity.into(), seen).await
            }
            _ => self.remember_event(seen).await,
        }
    }

    /// Asks the provider about recent unpaid orders (customers who paid and closed the tab)
    /// and cancels unpaid orders whose payment window has closed. Answers (settled, cancelled).
    pub async fn reconcile(&self, now_ms: i64) -> ShopResult<(usize, u64)> {
        let mut settled = 0;
        for order in self
            .store
            .unpaid_orders_between(now_ms - DAY_MS, now_ms - MINUTE_MS)
            .await?
        {
            let Some(poid) = order.provider_order_id.clone() else {
                continue;
            };
            let payments = match self.provider.order_payments(&poid).await {
                Ok(p) => p,
                Err(e) => {
                    tracing::warn!(order = %order.id, error = %e, "reconcile: provider not reachable");
                    continue;
                }
            };
            for p in payments.into_iter().filter(|p| p.is_captured()) {
                match self.settle(&order, &p).await {
                    Ok(Settled::Now) => settled += 1,
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!(order = %order.id, payment = %p.id, error = %e, "reconcile: payment not settled");
                    }
                }
            }
        }
        let cancelled = self
            .store
            .cancel_unpaid_before(now_ms - PAYMENT_WINDOW_MS)
            .await?;
        if cancelled > 0 {
            self.catalogue.changed();
        }
        // Refunds stored but never sent (the process stopped in between) go out again.
        if let Err(e) = self.refunds.resend_unsent().await {
            tracing::warn!(error = %e, "reconcile: resending refunds failed");
        }
        Ok((settled, cancelled))
    }

    /// One of the user's own orders; another user's order is not found.
    pub async fn own_order(&self, user: &UserRow, order_id: &str) -> ShopResult<OrderRow> {
        let not_found = || ShopError::NotFound("Order not found.".into());
        if !tokri_domain::id::is_id(order_id) {
            return Err(not_found());
        }
        let order = self.store.get_order(order_id).await.map_err(|e| match e {
            tokri_store::StoreError::NotFound => not_found(),
            other => other.into(),
        })?;
        if order.user_id != user.id {
            return Err(not_found());
        }
        Ok(order)
    }

    /// A page of the user's orders, newest first: the first page, or the one `cursor` (the
    /// `next` of the page before) opens. `limit` is the page size (default
    /// [`OWN_ORDERS_PAGE_SIZE`], at most 100).
    pub async fn list_own_orders(
        &self,
        user: &UserRow,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<OrderRow>> {
        let since = self.clock.now_ms() - PAYMENT_WINDOW_MS;
        let limit = paging::page_size(limit, OWN_ORDERS_PAGE_SIZE);
        // The user is part of the scope: a cursor of another customer's list is refused.
        let scope = paging::scope(&["own-orders", &user.id, &limit.to_string()]);
        let cursor = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let after = cursor.as_ref().map(|c| (c.at, c.id.as_str()));
        let (items, more) = self
            .store
            .list_orders_for_user(&user.id, since, after, limit)
            .await?;
        let page = cursor.as_ref().map_or(1, |c| c.page);
        Ok(Page::of(items, more, page, scope, |o| {
            (o.created_at, o.id.clone())
        }))
    }

    /// The customer's order confirmation.
    pub(crate) fn confirmation_mail(&self, order: &OrderRow, invoice: Option<&str>) -> Mail {
        let short = order.number;
        let lines: Vec<String> = order
            .items
            .iter()
            .map(|i| {
                format!(
                    "{} x {} — {}",
                    i.qty,
                    i.line_name(),
                    Money::from_paise(i.price_paise * i.qty)
                )
            })
            .collect();
        let rows: String = order
            .items
            .iter()
            .map(|i| {
                format!(
                    "<tr><td>{}</td><td style=\"text-align:center\">{}</td><td style=\"text-align:right\">{}</td></tr>",
                    html_escape(&i.line_name()),
                    i.qty,
                    Money::from_paise(i.price_paise * i.qty)
                )
            })
            .collect();
        let total = Money::from_paise(order.total_paise);
        let delivery = Money::from_paise(order.delivery_paise);
        // One line per offer: "Coupon MANGO10: -₹120.00", "Offer: … : free delivery".
        let savings: Vec<(String, String)> = order
            .offers
            .iter()
            .map(|o| {
                let what = match &o.code {
                    Some(code) => format!("Coupon {code} ({})", o.title),
                    None => format!("Offer: {}", o.title),
                };
                let amount = if o.free_delivery {
                    "free delivery".to_string()
                } else {
                    format!("-{}", Money::from_paise(o.discount_paise))
                };
                (what, amount)
            })
            .collect();
        let savings_text: String = savings
            .iter()
            .map(|(what, amount)| format!("{what}: {amount}\n"))
            .collect();
        let savings_html: String = savings
            .iter()
            .map(|(what, amount)| {
                format!(
                    "<tr><td>{}</td><td></td><td style=\"text-align:right;color:#15803d\">{}</td></tr>",
                    html_escape(what),
                    html_escape(amount)
                )
            })
            .collect();
        let address = order.shipping.one_line();
        // The orders list opens the order as its confirmation.
        let link = format!("{}/profile/orders?placed={}", self.public_url, order.id);
        let thanks = match order.pay_method {
            PaymentMethod::Online => "Thank you! We have received your payment.".to_string(),
            PaymentMethod::Cod => format!(
                "Thank you! Your order is placed. Please pay {total} in cash when it is delivered."
            ),
        };
        let gift = order
            .gift
            .as_ref()
            .map(|g| {
                let from = if g.sender_name.is_empty() {
                    String::new()
                } else {
                    format!(", from {}", g.sender_name)
                };
                format!(
                    "A gift for {} ({}){from}",
                    g.recipient_name, g.recipient_mobile
                )
            })
            .unwrap_or_default();
        let slot = order
            .delivery
            .as_ref()
            .map(|d| format!("{}, {} (IST)", d.date.short_label(), d.label));
        let slot_text = slot
            .as_ref()
            .map(|s| format!("\nDelivery slot: {s}"))
            .unwrap_or_default();
        let slot_html = slot
            .as_ref()
            .map(|s| format!("<p>Delivery slot: <b>{}</b></p>", html_escape(s)))
            .unwrap_or_default();
        let invoice_note = invoice
            .map(|n| format!("Your invoice {n} is attached as a PDF."))
            .unwrap_or_default();
        Mail {
            to: order.customer_email.clone(),
            to_name: order.customer_name.clone(),
            subject: format!("Your Tokri order #{short} is confirmed"),
            text: format!(
                "Hello {},\n\n{thanks} Order #{short}.\n\n{}\n{savings_text}Delivery: {delivery}\nTotal: {total}\n\nDelivering to: {address}{slot_text}\n{gift}\n\n{invoice_note}\n\nFollow your order: {link}\n\nTokri",
                order.customer_name,
                lines.join("\n")
            ),
            html: html_layout(
                &format!("Order #{short} confirmed"),
                &format!(
                    "<p>Hello {},</p><p>{}</p>\
                     <table style=\"width:100%;border-collapse:collapse\">{rows}{savings_html}\
                     <tr><td>Delivery</td><td></td><td style=\"text-align:right\">{delivery}</td></tr>\
                     <tr><td><b>Total</b></td><td></td><td style=\"text-align:right\"><b>{total}</b></td></tr></table>\
                     <p>Delivering to: {}</p>{slot_html}<p>{}</p><p>{}</p><p><a href=\"{}\">Follow your order</a></p>",
                    html_escape(&order.customer_name),
                    html_escape(&thanks),
                    html_escape(&address),
                    html_escape(&gift),
                    html_escape(&invoice_note),
                    html_escape(&link)
                ),
            ),
        }
    }

    /// The customer's receipt for cash paid on delivery, with the invoice attached.
    fn cash_receipt_mail(&self, order: &OrderRow, invoice: Option<&str>) -> Mail {
        let short = order.number;
        let total = Money::from_paise(order.total_paise);
        let invoice_note = invoice
            .map(|n| format!("Your invoice {n} is attached as a PDF."))
            .unwrap_or_default();
        let link = format!("{}/profile/orders/{}", self.public_url, order.id);
        Mail {
            to: order.customer_email.clone(),
            to_name: order.customer_name.clone(),
            subject: format!("Payment received for your Tokri order #{short}"),
            text: format!(
                "Hello {},\n\nWe have received your cash payment of {total} for order #{short}. Thank you!\n\n{invoice_note}\n\nYour order: {link}\n\nTokri",
                order.customer_name
            ),
            html: html_layout(
                &format!("Payment received for order #{short}"),
                &format!(
                    "<p>Hello {},</p><p>We have received your cash payment of <b>{total}</b>. Thank you!</p>\
                     <p>{}</p><p><a href=\"{}\">Your order</a></p>",
                    html_escape(&order.customer_name),
                    html_escape(&invoice_note),
                    html_escape(&link)
                ),
            ),
        }
    }

    /// Tells the customer that a payment cannot be used for their order and will be refunded.
    fn refund_mail(
        &self,
        order: &OrderRow,
        payment: &ProviderPayment,
        reason: RefundReason,
    ) -> Mail {
        let short = order.number;
        let amount = Money::from_paise(payment.amount);
        let why = match reason {
            RefundReason::Cancelled => format!(
                "Your payment of {amount} for order #{short} arrived after the order had been cancelled, so the order will not be delivered."
            ),
            RefundReason::Duplicate => format!(
                "Order #{short} was already paid, and we received a second payment of {amount} for it."
            ),
        };
        let link = format!("{}/profile/orders/{}", self.public_url, order.id);
        Mail {
            to: order.customer_email.clone(),
            to_name: order.customer_name.clone(),
            subject: format!("A refund is on its way for your Tokri order #{short}"),
            text: format!(
                "Hello {},\n\n{why} We will refund this payment (payment id {}) to the way you paid.\n\nYour order: {link}\n\nTokri",
                order.customer_name, payment.id
            ),
            html: html_layout(
                "A refund is on its way",
                &format!(
                    "<p>Hello {},</p><p>{} We will refund this payment (payment id {}) to the way you paid.</p><p><a href=\"{}\">See your order</a></p>",
                    html_escape(&order.customer_name),
                    html_escape(&why),
                    html_escape(&payment.id),
                    html_escape(&link)
                ),
            ),
        }
    }
}

/// Whether a payment arrived for this order after it was cancelled.
fn paid_after_cancel(order: &OrderRow) -> bool {
    order
        .refund
        .as_ref()
        .is_some_and(|r| r.reason == RefundReason::Cancelled)
}
