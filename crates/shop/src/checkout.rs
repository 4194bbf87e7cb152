//! Checkout: pricing a cart on the server, opening the payment, and settling it — from the
//! customer's confirmation, the provider's webhook, or the reconciler — exactly once.

use std::collections::BTreeMap;
use std::sync::Arc;

use tokri_domain::{AddressInput, DeliveryRule, FieldErrors, Money, new_id};
use tokri_store::Store;
use tokri_store::accounts::UserRow;
use tokri_store::orders::{NewOrder, OrderItemRow, OrderRow, Settled, ShippingRow};

use crate::mail::{Mail, Mailer, html_escape, html_layout};
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
}

#[derive(Debug, serde::Deserialize)]
struct WebhookEntity {
    entity: crate::payments::razorpay::PaymentEntity,
}

/// Most units of one product in an order.
pub const MAX_QTY: i64 = 99;
/// Most lines in an order.
pub const MAX_LINES: usize = 50;

/// One cart line as sent: a product id and a quantity (anything else sent is ignored).
#[derive(Debug, Clone)]
pub struct CartLine {
    /// Product id.
    pub product_id: String,
    /// Quantity as sent (must be a whole number 1..=99).
    pub qty: serde_json::Value,
}

/// What the checkout script needs to open the payment window.
#[derive(Debug, Clone)]
pub struct OpenedPayment {
    /// Our order.
    pub order: OrderRow,
    /// The provider's order id.
    pub provider_order_id: String,
    /// Public key id.
    pub key: String,
}

/// Checkout use cases.
#[derive(Debug)]
pub struct Checkout {
    store: Store,
    provider: Arc<PaymentProvider>,
    mailer: Arc<Mailer>,
    public_url: String,
}

fn whole_qty(v: &serde_json::Value) -> Option<i64> {
    match v {
        serde_json::Value::Number(n) => n
            .as_i64()
            .or_else(|| n.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64))
            .filter(|q| (1..=MAX_QTY).contains(q)),
        _ => None,
    }
}

impl Checkout {
    /// Checkout over a store and a provider.
    pub fn new(
        store: Store,
        provider: Arc<PaymentProvider>,
        mailer: Arc<Mailer>,
        public_url: String,
    ) -> Self {
        Checkout {
            store,
            provider,
            mailer,
            public_url,
        }
    }

    /// The provider in use.
    pub fn provider(&self) -> &PaymentProvider {
        &self.provider
    }

    /// Prices the cart from the catalogue (never from the client), snapshots lines and address,
    /// stores an unpaid order and opens it at the provider.
    pub async fn place_order(
        &self,
        user: &UserRow,
        cart: &[CartLine],
        address: Result<AddressInput, FieldErrors>,
    ) -> ShopResult<OpenedPayment> {
        let address = address.map_err(ShopError::fields)?;
        if cart.is_empty() {
            return Err(ShopError::invalid("Your cart is empty."));
        }
        if cart.len() > MAX_LINES {
            return Err(ShopError::invalid(format!(
                "An order can have at most {MAX_LINES} different products."
            )));
        }
        // Merge repeated lines of one product, keeping the cart's order.
        let mut order_of: Vec<String> = Vec::new();
        let mut qty_of: BTreeMap<String, i64> = BTreeMap::new();
        for line in cart {
            let qty = whole_qty(&line.qty).ok_or_else(|| {
                ShopError::invalid(format!(
                    "Quantities must be whole numbers from 1 to {MAX_QTY}."
                ))
            })?;
            let entry = qty_of.entry(line.product_id.clone()).or_insert_with(|| {
                order_of.push(line.product_id.clone());
                0
            });
            *entry += qty;
            if *entry > MAX_QTY {
                return Err(ShopError::invalid(format!(
                    "Quantities must be whole numbers from 1 to {MAX_QTY}."
                )));
            }
        }
        let mut items = Vec::with_capacity(order_of.len());
        let mut subtotal = Money::ZERO;
        for id in &order_of {
            let product = match self.store.get_product(id).await {
                Ok(p) if tokri_domain::id::is_id(id) => p,
                Ok(_) | Err(tokri_store::StoreError::NotFound) => {
                    return Err(ShopError::invalid(
                        "A product in your cart is no longer available. Please review your cart.",
                    ));
                }
                Err(e) => return Err(e.into()),
            };
            let qty = qty_of[id];
            let price = Money::from_paise(product.price_paise);
            subtotal = price
                .times(qty)
                .and_then(|l| subtotal.plus(l))
                .ok_or_else(|| ShopError::invalid("The order is too large."))?;
            items.push(OrderItemRow {
                product_id: product.id.clone(),
                name: product.name.clone(),
                image: product.images.first().cloned(),
                category: product.category_name.clone(),
                price_paise: product.price_paise,
                qty,
            });
        }
        let totals = DeliveryRule::STANDARD.totals(subtotal);
        // Opened at the provider first (the receipt is our id), so a provider failure stores nothing.
        let id = new_id();
        let opened = self
            .provider
            .create_order(&id, totals.total.paise())
            .await?;
        let order = self
            .store
            .create_order(NewOrder {
                id,
                user_id: user.id.clone(),
                customer_name: user.name.clone(),
                customer_email: user.email.clone(),
                subtotal_paise: totals.subtotal.paise(),
                delivery_paise: totals.delivery.paise(),
                total_paise: totals.total.paise(),
                shipping: ShippingRow {
                    name: address.name,
                    mobile: address.mobile,
                    street: address.street,
                    city: address.city,
                    state: address.state,
                    zip: address.zip,
                    country: address.country,
                },
                provider: self.provider.name().into(),
                provider_order_id: opened.id.clone(),
                items,
            })
            .await?;
        Ok(OpenedPayment {
            order,
            provider_order_id: opened.id,
            key: self.provider.key_id().to_string(),
        })
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
        if order.payment_status == "paid" {
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
        self.settle(&order, &payment).await?;
        self.store.get_order(&order.id).await.map_err(Into::into)
    }

    /// Settles an order with a provider payment, if the payment really pays this order:
    /// same provider order, captured, same amount and currency. Idempotent and forward-only.
    pub async fn settle(&self, order: &OrderRow, payment: &ProviderPayment) -> ShopResult<Settled> {
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
        let settled = self
            .store
            .settle_order(
                &order.id,
                self.provider.name(),
                &payment.id,
                payment
                    .method
                    .as_deref()
                    .or(Some(if self.provider.name() == "sandbox" {
                        "sandbox"
                    } else {
                        "card"
                    })),
                payment.amount,
                &payment.currency,
            )
            .await?;
        if settled == Settled::Now {
            tracing::info!(order = %order.id, payment = %payment.id, "order paid");
            self.send_confirmation(&order.id).await;
        }
        Ok(settled)
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
        if order.payment_status != "paid" {
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
        let Some(order) = self
            .store
            .find_order_by_provider_order_id(&payment.order_id)
            .await?
        else {
            tracing::info!(provider_order = %payment.order_id, "payment event for an unknown order ignored");
            return Ok(());
        };
        if payment.status == "failed" {
            self.store
                .record_failed_payment(
                    &order.id,
                    self.provider.name(),
                    &payment.id,
                    payment.amount,
                    &payment.currency,
                )
                .await?;
            return Ok(());
        }
        if payment.is_captured() {
            match self.settle(&order, &payment).await {
                Ok(_) => {}
                Err(ShopError::Invalid { message, .. }) => {
                    tracing::warn!(order = %order.id, %message, "payment event not settled");
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// Razorpay's webhook: the raw body must carry Razorpay's signature; an event id seen
    /// before is acknowledged without work; `payment.captured`, `order.paid` and
    /// `payment.failed` are applied. When applying fails the event id is forgotten, so
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
        if let Some(id) = event_id
            && !self
                .store
                .record_webhook_event(id, "razorpay", &event.event)
                .await?
        {
            return Ok(());
        }
        let result = match (event.event.as_str(), event.payload.payment) {
            ("payment.captured" | "order.paid" | "payment.failed", Some(p)) => {
                self.payment_event(p.entity.into()).await
            }
            _ => Ok(()),
        };
        if result.is_err()
            && let Some(id) = event_id
        {
            let _ = self.store.forget_webhook_event(id).await;
        }
        result
    }

    /// Asks the provider about recent unpaid orders (customers who paid and closed the tab)
    /// and cancels unpaid orders older than a day. Answers (settled, cancelled).
    pub async fn reconcile(&self, now_ms: i64) -> ShopResult<(usize, u64)> {
        const DAY: i64 = 24 * 3600 * 1000;
        let mut settled = 0;
        for order in self
            .store
            .unpaid_orders_between(now_ms - DAY, now_ms - 60_000)
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
            if let Some(p) = payments.into_iter().find(|p| p.is_captured())
                && let Ok(Settled::Now) = self.settle(&order, &p).await
            {
                settled += 1;
            }
        }
        let cancelled = self.store.cancel_unpaid_before(now_ms - DAY).await?;
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

    /// The user's orders, newest first.
    pub async fn list_own_orders(&self, user: &UserRow) -> ShopResult<Vec<OrderRow>> {
        Ok(self.store.list_orders_for_user(&user.id).await?)
    }

    async fn send_confirmation(&self, order_id: &str) {
        let Ok(order) = self.store.get_order(order_id).await else {
            return;
        };
        let short = &order.id[..8];
        let lines: Vec<String> = order
            .items
            .iter()
            .map(|i| {
                format!(
                    "{} x {} — ₹{:.2}",
                    i.qty,
                    i.name,
                    Money::from_paise(i.price_paise * i.qty).rupees()
                )
            })
            .collect();
        let rows: String = order
            .items
            .iter()
            .map(|i| {
                format!(
                    "<tr><td>{}</td><td style=\"text-align:center\">{}</td><td style=\"text-align:right\">₹{:.2}</td></tr>",
                    html_escape(&i.name),
                    i.qty,
                    Money::from_paise(i.price_paise * i.qty).rupees()
                )
            })
            .collect();
        let total = Money::from_paise(order.total_paise).rupees();
        let delivery = Money::from_paise(order.delivery_paise).rupees();
        let s = &order.shipping;
        let address = format!(
            "{}, {}, {}, {} {}, {}",
            s.name, s.street, s.city, s.state, s.zip, s.country
        );
        let link = format!("{}/profile/orders/{}", self.public_url, order.id);
        let mail = Mail {
            to: order.customer_email.clone(),
            to_name: order.customer_name.clone(),
            subject: format!("Your Tokri order #{short} is confirmed"),
            text: format!(
                "Hello {},\n\nThank you! We have received your payment for order #{short}.\n\n{}\nDelivery: ₹{delivery:.2}\nTotal: ₹{total:.2}\n\nDelivering to: {address}\n\nFollow your order: {link}\n\nTokri",
                order.customer_name,
                lines.join("\n")
            ),
            html: html_layout(
                &format!("Order #{short} confirmed"),
                &format!(
                    "<p>Hello {},</p><p>Thank you! We have received your payment.</p>\
                     <table style=\"width:100%;border-collapse:collapse\">{rows}\
                     <tr><td>Delivery</td><td></td><td style=\"text-align:right\">₹{delivery:.2}</td></tr>\
                     <tr><td><b>Total</b></td><td></td><td style=\"text-align:right\"><b>₹{total:.2}</b></td></tr></table>\
                     <p>Delivering to: {}</p><p><a href=\"{}\">Follow your order</a></p>",
                    html_escape(&order.customer_name),
                    html_escape(&address),
                    html_escape(&link)
                ),
            ),
        };
        self.mailer.send_later(mail);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn quantities_are_whole_numbers_from_1_to_99() {
        assert_eq!(whole_qty(&json!(1)), Some(1));
        assert_eq!(whole_qty(&json!(99)), Some(99));
        assert_eq!(whole_qty(&json!(2.0)), Some(2));
        for bad in [
            json!(0),
            json!(100),
            json!(-1),
            json!(1.5),
            json!("2"),
            json!(null),
        ] {
            assert_eq!(whole_qty(&bad), None, "{bad}");
        }
    }
}
