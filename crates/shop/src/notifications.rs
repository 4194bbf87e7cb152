//! Who hears of what: the owner's alerts (a new order, the morning summary, low stock), the
//! customer's updates (confirmed, out for delivery, delivered, cancelled, refunded) and a gift
//! recipient's "a gift is on its way". Mail always goes to the customer; WhatsApp goes when the
//! owner set the Cloud API's keys and the buyer ticked the box at checkout (and has not withdrawn
//! that consent since). Every message is built here as a [`NewMessage`] and queued in the
//! transaction of its event, with a key that lets the event queue it once.

use std::sync::Arc;

use tokri_domain::calendar::{DAY_MS, IST_OFFSET_MS};
use tokri_domain::delivery::DeliveryDate;
use tokri_domain::notify::{
    NotifyEvent, SettingsInput, check_settings, template_param, templates, whatsapp_number,
};
use tokri_domain::{Money, OrderStatus, PaymentMethod};
use tokri_store::Store;
use tokri_store::messages::{
    Audience, MessageBody, NewMessage, NotificationSettingsRow, WhatsappMessage,
};
use tokri_store::orders::OrderRow;
use tokri_store::outbox::NewMail;

use crate::clock::Clock;
use crate::mail::{MailQueue, html_escape, html_layout};
use crate::whatsapp::{CloudKeys, WhatsappQueue};
use crate::{ShopError, ShopResult};

/// A message for the owner: mail to each alert address, and WhatsApp to the owner's number
/// when WhatsApp is on.
struct OwnerMessage {
    event: &'static str,
    event_ref: String,
    order_id: Option<String>,
    subject: String,
    text: String,
    html: String,
    template: &'static str,
    params: Vec<String>,
}

/// The notification use cases.
#[derive(Debug)]
pub struct Notifications {
    store: Store,
    mail: Arc<MailQueue>,
    /// The WhatsApp sender.
    pub whatsapp: Arc<WhatsappQueue>,
    public_url: String,
    shop_name: String,
    clock: Arc<dyn Clock>,
}

/// What the owner is told about WhatsApp when it is not set up.
pub const HOW_TO_ENABLE: &str = "WhatsApp is off. To turn it on: in Meta's WhatsApp Business \
    Manager add a phone number, create the message templates listed in docs/NOTIFICATIONS.md \
    (tokri_new_order, tokri_order_update, tokri_gift_on_the_way, tokri_morning_summary, \
    tokri_low_stock), then enter the phone number id and a permanent access token here. For \
    delivery receipts, also enter the app secret and a verify token of your choice, and subscribe \
    the webhook URL below to the \"messages\" field.";

/// Whether an event is switched on in the owner's settings.
pub fn wants(s: &NotificationSettingsRow, e: NotifyEvent) -> bool {
    s.events.iter().any(|x| x == e.as_str())
}

/// The hour of the IST day at `now`.
fn ist_hour(now: i64) -> i64 {
    (now + IST_OFFSET_MS).rem_euclid(DAY_MS) / 3_600_000
}

fn mail(to: &str, to_name: &str, subject: String, text: String, html: String) -> NewMail {
    NewMail {
        to: to.to_string(),
        to_name: to_name.to_string(),
        subject,
        text,
        html,
        invoice_order_id: None,
        credit_note_refund_id: None,
        marketing: false,
    }
}

/// Where the order goes: the day and slot in words (`Fri, Nov 27, 7–11`), or "as soon as we
/// can" for a shop without slots.
fn when(order: &OrderRow) -> String {
    match &order.delivery {
        Some(d) => format!("{}, {}", d.date.short_label(), d.label),
        None => "no day chosen".into(),
    }
}

fn items_line(order: &OrderRow) -> String {
    order
        .items
        .iter()
        .map(|i| format!("{} x {}", i.qty, i.line_name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The buyer's own number (for a gift, the billing address's; the shipping one is the
/// recipient's), in the Cloud API's form.
fn buyer_whatsapp(order: &OrderRow) -> Option<String> {
    let mobile = order
        .billing
        .as_ref()
        .filter(|_| order.gift.is_some())
        .map_or(&order.shipping.mobile, |b| &b.mobile);
    whatsapp_number(mobile)
}

impl Notifications {
    /// The notification use cases over `store`.
    pub fn new(
        store: Store,
        mail: Arc<MailQueue>,
        whatsapp: Arc<WhatsappQueue>,
        public_url: String,
        shop_name: String,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Notifications {
            store,
            mail,
            whatsapp,
            public_url,
            shop_name,
            clock,
        }
    }

    /// The settings, secrets included (the API answers only whether each is set).
    pub async fn settings(&self) -> ShopResult<NotificationSettingsRow> {
        Ok(self.store.notification_settings().await?)
    }

    /// Whether WhatsApp messages can go out (the number id and the token are set).
    pub fn whatsapp_on(s: &NotificationSettingsRow) -> bool {
        CloudKeys::of(s).is_some()
    }

    /// Replaces the settings; a secret left out keeps the stored one.
    pub async fn set_settings(&self, input: SettingsInput) -> ShopResult<NotificationSettingsRow> {
        let checked = check_settings(input).map_err(ShopError::invalid)?;
        let old = self.store.notification_settings().await?;
        let row = NotificationSettingsRow {
            owner_emails: checked.owner_emails,
            owner_whatsapp: checked.owner_whatsapp,
            events: checked
                .events
                .iter()
                .map(|e| e.as_str().to_string())
                .collect(),
            low_stock_threshold: checked.low_stock_threshold,
            summary_hour: checked.summary_hour,
            wa_phone_number_id: checked.phone_number_id,
            wa_access_token: checked.access_token.unwrap_or(old.wa_access_token),
            wa_app_secret: checked.app_secret.unwrap_or(old.wa_app_secret),
            wa_verify_token: checked.verify_token.unwrap_or(old.wa_verify_token),
            wa_language: checked.language,
        };
        let saved = self.store.set_notification_settings(&row).await?;
        // Messages that waited for keys can go now.
        self.whatsapp.wake();
        Ok(saved)
    }

    /// An owner message on each of the owner's channels.
    fn to_owner(&self, s: &NotificationSettingsRow, m: OwnerMessage) -> Vec<NewMessage> {
        let message = |body| NewMessage {
            event: m.event.into(),
            event_ref: m.event_ref.clone(),
            order_id: m.order_id.clone(),
            audience: Audience::Owner,
            body,
        };
        let mut out: Vec<NewMessage> = s
            .owner_emails
            .iter()
            .map(|to| {
                message(MessageBody::Mail(mail(
                    to,
                    &self.shop_name,
                    m.subject.clone(),
                    m.text.clone(),
                    m.html.clone(),
                )))
            })
            .collect();
        if let (true, Some(number)) = (Self::whatsapp_on(s), &s.owner_whatsapp) {
            out.push(message(MessageBody::Whatsapp(WhatsappMessage {
                to: number.clone(),
                template: m.template.into(),
                params: m.params.clone(),
            })));
        }
        out
    }

    /// Tells both senders that a transaction which queued messages committed.
    pub fn queued(&self) {
        self.mail.queued_in_transaction();
        self.whatsapp.wake();
    }

    fn customer_whatsapp(
        &self,
        s: &NotificationSettingsRow,
        order: &OrderRow,
        event: &str,
        event_ref: &str,
        what: &str,
    ) -> Option<NewMessage> {
        if !(Self::whatsapp_on(s) && order.whatsapp_updates) {
            return None;
        }
        Some(NewMessage {
            event: event.into(),
            event_ref: event_ref.into(),
            order_id: Some(order.id.clone()),
            audience: Audience::Customer,
            body: MessageBody::Whatsapp(WhatsappMessage {
                to: buyer_whatsapp(order)?,
                template: templates::ORDER_UPDATE.into(),
                params: vec![
                    template_param(&order.customer_name),
                    format!("#{}", order.number),
                    template_param(what),
                ],
            }),
        })
    }

    /// The messages of an order that is now confirmed (paid, or placed with cash on delivery):
    /// the customer's confirmation `confirmation` (and WhatsApp when asked for), and the
    /// owner's alert when it is switched on.
    pub fn order_confirmed(
        &self,
        s: &NotificationSettingsRow,
        order: &OrderRow,
        confirmation: NewMail,
    ) -> Vec<NewMessage> {
        let event_ref = format!("order:{}:confirmed", order.id);
        let mut out = vec![NewMessage {
            event: "confirmed".into(),
            event_ref: event_ref.clone(),
            order_id: Some(order.id.clone()),
            audience: Audience::Customer,
            body: MessageBody::Mail(confirmation),
        }];
        let what = match order.pay_method {
            PaymentMethod::Online => format!(
                "is confirmed: we received {} and will deliver it {}",
                Money::from_paise(order.total_paise),
                when(order)
            ),
            PaymentMethod::Cod => format!(
                "is confirmed: please pay {} in cash on delivery, {}",
                Money::from_paise(order.total_paise),
                when(order)
            ),
        };
        out.extend(self.customer_whatsapp(s, order, "confirmed", &event_ref, &what));
        if wants(s, NotifyEvent::NewOrder) {
            out.extend(self.owner_alert(s, order));
        }
        out
    }

    /// The owner's alert of a new order: mail to each address, WhatsApp to the owner's number.
    fn owner_alert(&self, s: &NotificationSettingsRow, order: &OrderRow) -> Vec<NewMessage> {
        let event_ref = format!("order:{}:new_order", order.id);
        let link = format!("{}/admin/orders/{}", self.public_url, order.id);
        let total = Money::from_paise(order.total_paise);
        let gift = if order.gift.is_some() { " (gift)" } else { "" };
        let pay = match order.pay_method {
            PaymentMethod::Online => "paid online",
            PaymentMethod::Cod => "cash on delivery",
        };
        let subject = format!("New order #{} — {total}{gift}", order.number);
        let lines: Vec<String> = order
            .items
            .iter()
            .map(|i| format!("{} x {}", i.qty, i.line_name()))
            .collect();
        let gift_text = order.gift.as_ref().map_or(String::new(), |g| {
            format!(
                "Gift for {} ({}); card: {}\n",
                g.recipient_name,
                g.recipient_mobile,
                if g.message.is_empty() {
                    "-"
                } else {
                    &g.message
                }
            )
        });
        let text = format!(
            "Order #{} from {}: {total}, {pay}.\n\n{}\n\nDeliver: {}\nTo: {}\n{gift_text}\nOpen it: {link}\n",
            order.number,
            order.customer_name,
            lines.join("\n"),
            when(order),
            order.shipping.one_line(),
        );
        let rows: String = lines
            .iter()
            .map(|l| format!("<li>{}</li>", html_escape(l)))
            .collect();
        let html = html_layout(
            &subject,
            &format!(
                "<p>Order <strong>#{}</strong> from {}: <strong>{total}</strong>, {pay}.</p><ul>{rows}</ul>\
                 <p><strong>Deliver:</strong> {}<br><strong>To:</strong> {}</p>{}\
                 <p><a href=\"{}\">Open the order in admin</a></p>",
                order.number,
                html_escape(&order.customer_name),
                html_escape(&when(order)),
                html_escape(&order.shipping.one_line()),
                if gift_text.is_empty() {
                    String::new()
                } else {
                    format!("<p>{}</p>", html_escape(gift_text.trim()))
                },
                html_escape(&link),
            ),
        );
        self.to_owner(
            s,
            OwnerMessage {
                event: "new_order",
                event_ref,
                order_id: Some(order.id.clone()),
                subject,
                text,
                html,
                template: templates::NEW_ORDER,
                params: vec![
                    format!("#{} ({total}, {pay})", order.number),
                    template_param(&items_line(order)),
                    template_param(&when(order)),
                    if order.gift.is_some() {
                        "Gift"
                    } else {
                        "Not a gift"
                    }
                    .into(),
                    link,
                ],
            },
        )
    }

    /// The customer's update when an order's status changes to `status`, when that status is
    /// one the customer hears of and the owner left it on; and, as a gift goes out for
    /// delivery, the recipient's message when the sender asked for it.
    pub fn status_changed(
        &self,
        s: &NotificationSettingsRow,
        order: &OrderRow,
        status: OrderStatus,
    ) -> Vec<NewMessage> {
        // A corporate gift's delivery: the company follows the corporate order's progress
        // instead of a mail for each of its hundreds of deliveries.
        if order.parent_id.is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        if status == OrderStatus::Shipped {
            out.extend(self.gift_on_the_way(s, order));
        }
        let Some(event) = NotifyEvent::of_status(status).filter(|e| wants(s, *e)) else {
            return out;
        };
        let n = order.number;
        let (subject, what, extra) = match event {
            NotifyEvent::OutForDelivery => (
                format!("Your order #{n} is out for delivery"),
                "is out for delivery".to_string(),
                match &order.gift {
                    Some(g) => format!("It is on its way to {}.", g.recipient_name),
                    None => {
                        "Please keep your phone near you; our delivery partner may call.".into()
                    }
                },
            ),
            NotifyEvent::Delivered => (
                format!("Your order #{n} was delivered"),
                "was delivered. Thank you for shopping with us".to_string(),
                format!(
                    "How was it? You can rate what you bought on each product's page: {}/profile/orders",
                    self.public_url
                ),
            ),
            NotifyEvent::Cancelled => (
                format!("Your order #{n} was cancelled"),
                "was cancelled".to_string(),
                if order.payment_status == tokri_domain::PaymentStatus::Paid {
                    "Any money you paid will be refunded to where it came from; we will write when it is on its way.".into()
                } else {
                    "Nothing was charged for it.".into()
                },
            ),
            _ => (
                format!("Your order #{n} was refunded"),
                "was refunded".to_string(),
                "The money is on its way back to where it came from.".into(),
            ),
        };
        let event_ref = format!("order:{}:{}", order.id, event.as_str());
        let link = format!("{}/profile/orders", self.public_url);
        let text = format!(
            "Hello {},\n\nYour order #{n} {what}.\n{extra}\n\nYour orders: {link}\n",
            order.customer_name
        );
        let html = html_layout(
            &subject,
            &format!(
                "<p>Hello {},</p><p>Your order <strong>#{n}</strong> {}.</p><p>{}</p><p><a href=\"{}\">Your orders</a></p>",
                html_escape(&order.customer_name),
                html_escape(&what),
                html_escape(&extra),
                html_escape(&link)
            ),
        );
        out.push(NewMessage {
            event: event.as_str().into(),
            event_ref: event_ref.clone(),
            order_id: Some(order.id.clone()),
            audience: Audience::Customer,
            body: MessageBody::Mail(mail(
                &order.customer_email,
                &order.customer_name,
                subject,
                text,
                html,
            )),
        });
        out.extend(self.customer_whatsapp(s, order, event.as_str(), &event_ref, &what));
        out
    }

    /// A gift's recipient hears that it is on its way, once, when the sender asked for it and
    /// WhatsApp is on.
    fn gift_on_the_way(&self, s: &NotificationSettingsRow, order: &OrderRow) -> Option<NewMessage> {
        let gift = order.gift.as_ref().filter(|g| g.notify_recipient)?;
        if !Self::whatsapp_on(s) {
            return None;
        }
        let from = if gift.sender_name.trim().is_empty() {
            &order.customer_name
        } else {
            &gift.sender_name
        };
        Some(NewMessage {
            event: "gift_on_the_way".into(),
            event_ref: format!("order:{}:gift_on_the_way", order.id),
            order_id: Some(order.id.clone()),
            audience: Audience::Recipient,
            body: MessageBody::Whatsapp(WhatsappMessage {
                to: whatsapp_number(&gift.recipient_mobile)?,
                template: templates::GIFT_ON_THE_WAY.into(),
                params: vec![
                    template_param(&gift.recipient_name),
                    template_param(from),
                    template_param(&self.shop_name),
                    template_param(
                        &order
                            .delivery
                            .as_ref()
                            .map_or_else(|| "today".to_string(), |d| d.label.clone()),
                    ),
                ],
            }),
        })
    }

    /// The customer's WhatsApp of a processed refund (the mail with the credit note is the
    /// refund's own), when the owner left refunds on.
    pub fn refunded(
        &self,
        s: &NotificationSettingsRow,
        order: &OrderRow,
        refund_id: &str,
        amount_paise: i64,
        refund_mail: NewMail,
    ) -> Vec<NewMessage> {
        let event_ref = format!("refund:{refund_id}");
        let mut out = vec![NewMessage {
            event: "refunded".into(),
            event_ref: event_ref.clone(),
            order_id: Some(order.id.clone()),
            audience: Audience::Customer,
            body: MessageBody::Mail(refund_mail),
        }];
        if wants(s, NotifyEvent::Refunded) {
            let what = format!(
                "has a refund of {} on its way back to you",
                Money::from_paise(amount_paise)
            );
            out.extend(self.customer_whatsapp(s, order, "refunded", &event_ref, &what));
        }
        out
    }

    /// After an order took units from the crate: the owner's low-stock alert for each counted
    /// variant that fell to the threshold (once per fall). Failures are logged: the order
    /// stands whatever happens here.
    pub async fn after_stock_taken(&self, order_id: &str) {
        if let Err(e) = self.low_stock(order_id).await {
            tracing::warn!(order = %order_id, error = %e, "low-stock check failed");
        }
    }

    async fn low_stock(&self, order_id: &str) -> ShopResult<()> {
        let s = self.store.notification_settings().await?;
        if !wants(&s, NotifyEvent::LowStock) {
            return Ok(());
        }
        let low = self
            .store
            .low_stock_crossings(order_id, s.low_stock_threshold)
            .await?;
        let now = self.clock.now_ms();
        let mut messages = Vec::new();
        for v in low {
            let name = tokri_domain::variant::line_name(&v.name, &v.label);
            let event_ref = format!("low_stock:{}:{now}", v.variant_id);
            let subject = format!("Low stock: {name} ({} left)", v.left);
            let link = format!("{}/admin/products/edit/{}", self.public_url, v.product_id);
            let text = format!(
                "{name} is down to {} units (your alert is at {}).\n\nRestock it: {link}\n",
                v.left, s.low_stock_threshold
            );
            let html = html_layout(
                &subject,
                &format!(
                    "<p><strong>{}</strong> is down to {} units (your alert is at {}).</p><p><a href=\"{}\">Restock it</a></p>",
                    html_escape(&name),
                    v.left,
                    s.low_stock_threshold,
                    html_escape(&link)
                ),
            );
            messages.extend(self.to_owner(
                &s,
                OwnerMessage {
                    event: "low_stock",
                    event_ref,
                    order_id: None,
                    subject,
                    text,
                    html,
                    template: templates::LOW_STOCK,
                    params: vec![template_param(&name), v.left.to_string()],
                },
            ));
        }
        if self.store.queue_messages(&messages).await? > 0 {
            self.queued();
        }
        Ok(())
    }

    /// The morning's messages, once the owner's summary hour has come in IST: the summary of
    /// today's deliveries by slot, and each gift recipient who is to be told today. Each is
    /// keyed by the day, so running this every minute, on every instance, sends each once.
    /// Answers how many messages were queued.
    pub async fn morning(&self, now: i64) -> ShopResult<usize> {
        let s = self.store.notification_settings().await?;
        if ist_hour(now) < s.summary_hour {
            return Ok(0);
        }
        let today = DeliveryDate::of_instant(now);
        let date = today.to_string();
        let mut messages = Vec::new();
        if wants(&s, NotifyEvent::MorningSummary) {
            let lines = self.store.deliveries_to_summarise(&date).await?;
            messages.extend(self.summary(&s, today, &lines));
        }
        if Self::whatsapp_on(&s) {
            for g in self.store.gifts_to_announce(&date).await? {
                let Some(to) = whatsapp_number(&g.recipient_mobile) else {
                    continue;
                };
                messages.push(NewMessage {
                    event: "gift_on_the_way".into(),
                    event_ref: format!("order:{}:gift_on_the_way", g.order_id),
                    order_id: Some(g.order_id.clone()),
                    audience: Audience::Recipient,
                    body: MessageBody::Whatsapp(WhatsappMessage {
                        to,
                        template: templates::GIFT_ON_THE_WAY.into(),
                        params: vec![
                            template_param(&g.recipient_name),
                            template_param(&g.sender_name),
                            template_param(&self.shop_name),
                            template_param(if g.slot_label.is_empty() {
                                "today"
                            } else {
                                &g.slot_label
                            }),
                        ],
                    }),
                });
            }
        }
        let n = self.store.queue_messages(&messages).await?;
        if n > 0 {
            self.queued();
        }
        Ok(n)
    }

    fn summary(
        &self,
        s: &NotificationSettingsRow,
        today: DeliveryDate,
        lines: &[tokri_store::messages::DeliveryLine],
    ) -> Vec<NewMessage> {
        let mut slots: Vec<(String, Vec<&tokri_store::messages::DeliveryLine>)> = Vec::new();
        for l in lines {
            let label = if l.slot_label.is_empty() {
                "No slot".to_string()
            } else {
                l.slot_label.clone()
            };
            match slots.iter_mut().find(|(s, _)| *s == label) {
                Some((_, v)) => v.push(l),
                None => slots.push((label, vec![l])),
            }
        }
        let day = today.short_label();
        let subject = format!("Today's deliveries, {day}: {} orders", lines.len());
        let by_slot = if slots.is_empty() {
            "No deliveries today.".to_string()
        } else {
            slots
                .iter()
                .map(|(slot, v)| format!("{slot}: {}", v.len()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut text = format!("{subject}\n{by_slot}\n");
        let mut html_rows = String::new();
        for (slot, v) in &slots {
            text.push_str(&format!("\n{slot}\n"));
            html_rows.push_str(&format!(
                "<h2 style=\"font-size:16px\">{}</h2><ul>",
                html_escape(slot)
            ));
            for l in v {
                let line = format!(
                    "#{} {} ({}){}{}",
                    l.number,
                    l.ship_name,
                    l.ship_zip,
                    if l.gift { ", gift" } else { "" },
                    if l.cod { ", cash to collect" } else { "" }
                );
                text.push_str(&format!("  {line}\n"));
                html_rows.push_str(&format!("<li>{}</li>", html_escape(&line)));
            }
            html_rows.push_str("</ul>");
        }
        let link = format!("{}/admin/deliveries", self.public_url);
        text.push_str(&format!("\nThe day in admin: {link}\n"));
        let html = html_layout(
            &subject,
            &format!(
                "<p>{}</p>{html_rows}<p><a href=\"{}\">The day in admin</a></p>",
                html_escape(&by_slot),
                html_escape(&link)
            ),
        );
        let event_ref = format!("summary:{today}");
        self.to_owner(
            s,
            OwnerMessage {
                event: "morning_summary",
                event_ref,
                order_id: None,
                subject,
                text,
                html,
                template: templates::MORNING_SUMMARY,
                params: vec![
                    template_param(&day),
                    template_param(&format!("{} orders. {by_slot}", lines.len())),
                ],
            },
        )
    }

    /// An order's messages, oldest first.
    pub async fn order_messages(
        &self,
        order_id: &str,
    ) -> ShopResult<Vec<tokri_store::messages::MessageRow>> {
        if !tokri_domain::id::is_id(order_id) {
            return Err(ShopError::NotFound("Order not found.".into()));
        }
        self.store
            .get_order(order_id)
            .await
            .map_err(ShopError::not_found("Order"))?;
        Ok(self.store.order_messages(order_id).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ist_hours() {
        // 2026-11-27 01:30 UTC is 07:00 IST.
        let t = 1_795_743_000_000;
        assert_eq!(ist_hour(t), 7);
        assert_eq!(ist_hour(t - 1), 6);
    }
}
