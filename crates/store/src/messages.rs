//! Notifications: the owner's alert settings, and `messages` — the log of every message about an
//! order or the shop, which is also the WhatsApp outbox.
//!
//! A message is queued in the transaction of the event it tells about (an order paid, a status
//! set, a refund made), under an `event_key` that is unique: the same event reported twice — a
//! webhook and the customer's confirmation, two instances, an admin pressing twice — queues
//! nothing more. A mail message also gets its `mail_outbox` row (pointing back through
//! `message_id`), and the mail sender marks the log when it went out or was given up on. A
//! WhatsApp message waits in this table and is claimed with a lease and a token, like mail.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use crate::outbox::NewMail;
use crate::{Backend, Result, Store, now_ms};

/// Who a message is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// The shop's owner (alerts, the morning summary).
    Owner,
    /// The buyer.
    Customer,
    /// A gift's recipient.
    Recipient,
}

impl Audience {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Audience::Owner => "owner",
            Audience::Customer => "customer",
            Audience::Recipient => "recipient",
        }
    }
}

/// A WhatsApp template message: Meta's Cloud API sends business-started messages only from
/// templates the business had approved, filled with body parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WhatsappMessage {
    /// The recipient's number in international form, digits only (`919822012345`).
    pub to: String,
    /// The template's name.
    pub template: String,
    /// The body's parameters, in order.
    pub params: Vec<String>,
}

/// What goes out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageBody {
    /// A mail (through `mail_outbox`).
    Mail(NewMail),
    /// A WhatsApp template message (through this table).
    Whatsapp(WhatsappMessage),
}

/// A message to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    /// The event it tells about (`confirmed`, `new_order`, `low_stock` …).
    pub event: String,
    /// The event's own key (`order:{id}:delivered`, `summary:2026-11-27`): with the audience,
    /// recipient and channel it is the message's unique key.
    pub event_ref: String,
    /// The order it is about, if any (the order's message log lists it).
    pub order_id: Option<String>,
    pub audience: Audience,
    pub body: MessageBody,
}

impl NewMessage {
    /// The channel's stored name.
    pub fn channel(&self) -> &'static str {
        match self.body {
            MessageBody::Mail(_) => "mail",
            MessageBody::Whatsapp(_) => "whatsapp",
        }
    }

    /// Who receives it: an address or a number.
    pub fn recipient(&self) -> &str {
        match &self.body {
            MessageBody::Mail(m) => &m.to,
            MessageBody::Whatsapp(w) => &w.to,
        }
    }

    /// The unique key: one message per event, audience, recipient and channel.
    pub fn key(&self) -> String {
        format!(
            "{}|{}|{}|{}",
            self.event_ref,
            self.audience.as_str(),
            self.recipient().trim().to_lowercase(),
            self.channel()
        )
    }
}

/// Queues `m` in the caller's transaction, at `now`; false when its event already queued it.
pub(crate) async fn insert(conn: &mut AnyConnection, m: &NewMessage, now: i64) -> Result<bool> {
    let id = uuid::Uuid::new_v4().to_string();
    let (template, params) = match &m.body {
        MessageBody::Whatsapp(w) => (
            Some(w.template.clone()),
            Some(serde_json::to_string(&w.params).unwrap_or_else(|_| "[]".into())),
        ),
        MessageBody::Mail(_) => (None, None),
    };
    let inserted = sqlx::query(
        "INSERT INTO messages (id, event_key, order_id, event, channel, audience, recipient, status, template, params, \
         attempts, next_attempt_at, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', $8, $9, 0, $10, $10, $10) ON CONFLICT (event_key) DO NOTHING",
    )
    .bind(&id)
    .bind(m.key())
    .bind(&m.order_id)
    .bind(&m.event)
    .bind(m.channel())
    .bind(m.audience.as_str())
    .bind(m.recipient())
    .bind(template)
    .bind(params)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    if inserted && let MessageBody::Mail(mail) = &m.body {
        let mail_id = crate::outbox::insert_mail(&mut *conn, mail, now).await?;
        sqlx::query("UPDATE mail_outbox SET message_id = $1 WHERE id = $2")
            .bind(&id)
            .bind(&mail_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(inserted)
}

/// A WhatsApp message claimed for sending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedWhatsapp {
    /// Row id.
    pub id: String,
    /// The claim's token.
    pub claim_token: String,
    /// Attempts so far, this one included.
    pub attempts: i64,
    /// Who it is for.
    pub audience: String,
    /// The order it is about.
    pub order_id: Option<String>,
    pub message: WhatsappMessage,
}

/// A message in an order's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageRow {
    pub id: String,
    pub event: String,
    /// `mail` or `whatsapp`.
    pub channel: String,
    /// `owner`, `customer` or `recipient`.
    pub audience: String,
    pub recipient: String,
    /// `queued`, `sent`, `delivered`, `read`, `failed` or `dropped`.
    pub status: String,
    pub created_at: i64,
    pub sent_at: Option<i64>,
    pub last_error: Option<String>,
    pub attempts: i64,
}

/// The owner's notification settings, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NotificationSettingsRow {
    /// Addresses that get the owner's alerts.
    pub owner_emails: Vec<String>,
    /// The owner's WhatsApp number (international digits).
    pub owner_whatsapp: Option<String>,
    /// The events that send messages (stored names).
    pub events: Vec<String>,
    pub low_stock_threshold: i64,
    /// The IST hour of the morning summary and the gift recipients' messages.
    pub summary_hour: i64,
    pub wa_phone_number_id: String,
    pub wa_access_token: String,
    pub wa_app_secret: String,
    pub wa_verify_token: String,
    pub wa_language: String,
}

/// An order to deliver on a day (the morning summary's lines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryLine {
    pub order_id: String,
    pub number: i64,
    pub slot_label: String,
    pub ship_name: String,
    pub ship_zip: String,
    pub gift: bool,
    pub cod: bool,
}

/// A gift whose recipient asked to be told on the delivery day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftDue {
    pub order_id: String,
    pub recipient_name: String,
    pub recipient_mobile: String,
    pub sender_name: String,
    pub slot_label: String,
}

/// A counted variant that just fell to the owner's threshold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LowStock {
    pub variant_id: String,
    pub product_id: String,
    pub name: String,
    pub label: String,
    /// Units a customer can still buy.
    pub left: i64,
}

fn lines(s: &str) -> Vec<String> {
    s.split(['\n', ','])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

fn message_from(r: &AnyRow) -> std::result::Result<MessageRow, sqlx::Error> {
    Ok(MessageRow {
        id: r.try_get("id")?,
        event: r.try_get("event")?,
        channel: r.try_get("channel")?,
        audience: r.try_get("audience")?,
        recipient: r.try_get("recipient")?,
        status: r.try_get("status")?,
        created_at: r.try_get("created_at")?,
        sent_at: r.try_get("sent_at")?,
        last_error: r.try_get("last_error")?,
        attempts: r.try_get("attempts")?,
    })
}

/// The statuses a WhatsApp message moves through, in order: a late `sent` never undoes a
/// `read`. `failed` can come at any point.
const STATUS_ORDER: [&str; 5] = ["queued", "sent", "delivered", "read", "failed"];

impl Store {
    /// Queues messages in a transaction of their own; answers how many were new.
    pub async fn queue_messages(&self, messages: &[NewMessage]) -> Result<usize> {
        if messages.is_empty() {
            return Ok(0);
        }
        let now = now_ms();
        let mut tx = self.pool().begin().await?;
        let mut n = 0;
        for m in messages {
            n += usize::from(insert(&mut tx, m, now).await?);
        }
        tx.commit().await?;
        Ok(n)
    }

    /// An order's messages, oldest first (at most 200: an order has a handful).
    pub async fn order_messages(&self, order_id: &str) -> Result<Vec<MessageRow>> {
        let rows = sqlx::query(
            "SELECT id, event, channel, audience, recipient, status, created_at, sent_at, last_error, attempts \
             FROM messages WHERE order_id = $1 ORDER BY created_at, id LIMIT 200",
        )
        .bind(order_id)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(message_from)
            .collect::<std::result::Result<_, _>>()
            .map_err(Into::into)
    }

    /// Claims up to `limit` WhatsApp messages due at `now` until `now + lease_ms` (as
    /// [`Store::claim_due_mail`] does for mail).
    pub async fn claim_due_whatsapp(
        &self,
        now: i64,
        lease_ms: i64,
        limit: i64,
    ) -> Result<Vec<ClaimedWhatsapp>> {
        let lock = match self.backend() {
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        let token = uuid::Uuid::new_v4().to_string();
        let sql = format!(
            "UPDATE messages SET claimed_until = $1, claim_token = $2, attempts = attempts + 1 \
             WHERE id IN (SELECT id FROM messages WHERE channel = 'whatsapp' AND status = 'queued' \
                          AND next_attempt_at <= $3 AND (claimed_until IS NULL OR claimed_until <= $3) \
                          ORDER BY next_attempt_at LIMIT $4{lock}) \
             AND status = 'queued' AND (claimed_until IS NULL OR claimed_until <= $3) \
             RETURNING id, claim_token, attempts, audience, order_id, recipient, template, params, created_at"
        );
        let rows = sqlx::query(&sql)
            .bind(now + lease_ms)
            .bind(&token)
            .bind(now)
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let params: Option<String> = r.try_get("params")?;
            let params: Vec<String> = params
                .as_deref()
                .and_then(|p| serde_json::from_str(p).ok())
                .unwrap_or_default();
            out.push((
                r.try_get::<i64, _>("created_at")?,
                ClaimedWhatsapp {
                    id: r.try_get("id")?,
                    claim_token: r.try_get("claim_token")?,
                    attempts: r.try_get("attempts")?,
                    audience: r.try_get("audience")?,
                    order_id: r.try_get("order_id")?,
                    message: WhatsappMessage {
                        to: r.try_get("recipient")?,
                        template: r
                            .try_get::<Option<String>, _>("template")?
                            .unwrap_or_default(),
                        params,
                    },
                },
            ));
        }
        out.sort_by(|a, b| (a.0, &a.1.id).cmp(&(b.0, &b.1.id)));
        Ok(out.into_iter().map(|(_, c)| c).collect())
    }

    /// A claimed WhatsApp message was accepted by WhatsApp as `provider_id`. False when the
    /// claim was lost.
    pub async fn whatsapp_sent(
        &self,
        id: &str,
        claim_token: &str,
        provider_id: &str,
        now: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE messages SET status = 'sent', provider_id = $3, sent_at = $4, updated_at = $4, \
             claimed_until = NULL, claim_token = NULL, last_error = NULL \
             WHERE id = $1 AND claim_token = $2",
        )
        .bind(id)
        .bind(claim_token)
        .bind(provider_id)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A claimed WhatsApp message was not sent: due again at `retry_at`, or given up on
    /// (`failed`, or `dropped` when it may no longer be sent) when `retry_at` is None.
    pub async fn whatsapp_failed(
        &self,
        id: &str,
        claim_token: &str,
        error: &str,
        now: i64,
        retry_at: Option<i64>,
        dropped: bool,
    ) -> Result<bool> {
        let error: String = error.chars().take(500).collect();
        let final_status = if dropped { "dropped" } else { "failed" };
        let done = sqlx::query(
            "UPDATE messages SET claimed_until = NULL, claim_token = NULL, last_error = $3, updated_at = $5, \
             next_attempt_at = COALESCE($4, next_attempt_at), \
             status = CASE WHEN $4 IS NULL THEN $6 ELSE 'queued' END \
             WHERE id = $1 AND claim_token = $2",
        )
        .bind(id)
        .bind(claim_token)
        .bind(error)
        .bind(retry_at)
        .bind(now)
        .bind(final_status)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// WhatsApp reported `status` (`sent`, `delivered`, `read`, `failed`) for its message
    /// `provider_id`. A status never moves back; answers whether a message changed.
    pub async fn whatsapp_status(
        &self,
        provider_id: &str,
        status: &str,
        error: Option<&str>,
        now: i64,
    ) -> Result<bool> {
        // The statuses `status` may follow: those before it (none for an unknown status).
        let Some(rank) = STATUS_ORDER.iter().position(|s| *s == status) else {
            return Ok(false);
        };
        let earlier = STATUS_ORDER[..rank]
            .iter()
            .map(|s| format!("'{s}'"))
            .collect::<Vec<_>>()
            .join(", ");
        if earlier.is_empty() {
            return Ok(false);
        }
        let done = sqlx::query(&format!(
            "UPDATE messages SET status = $2, updated_at = $3, last_error = COALESCE($4, last_error) \
             WHERE provider_id = $1 AND status IN ({earlier})"
        ))
        .bind(provider_id)
        .bind(status)
        .bind(now)
        .bind(error.map(|e| e.chars().take(500).collect::<String>()))
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// WhatsApp messages waiting to be sent: how many, and when the oldest was queued (Unix
    /// ms), for `/metrics`.
    pub async fn whatsapp_backlog(&self) -> Result<(i64, Option<i64>)> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM messages \
             WHERE channel = 'whatsapp' AND status = 'queued'",
        )
        .fetch_one(self.pool())
        .await?;
        Ok((row.try_get("n")?, row.try_get("oldest")?))
    }

    /// The notification settings.
    pub async fn notification_settings(&self) -> Result<NotificationSettingsRow> {
        let r = sqlx::query(
            "SELECT owner_emails, owner_whatsapp, events, low_stock_threshold, summary_hour, wa_phone_number_id, \
             wa_access_token, wa_app_secret, wa_verify_token, wa_language FROM notification_settings WHERE id = 1",
        )
        .fetch_one(self.pool())
        .await?;
        Ok(NotificationSettingsRow {
            owner_emails: lines(&r.try_get::<String, _>("owner_emails")?),
            owner_whatsapp: r.try_get("owner_whatsapp")?,
            events: lines(&r.try_get::<String, _>("events")?),
            low_stock_threshold: r.try_get("low_stock_threshold")?,
            summary_hour: r.try_get("summary_hour")?,
            wa_phone_number_id: r.try_get("wa_phone_number_id")?,
            wa_access_token: r.try_get("wa_access_token")?,
            wa_app_secret: r.try_get("wa_app_secret")?,
            wa_verify_token: r.try_get("wa_verify_token")?,
            wa_language: r.try_get("wa_language")?,
        })
    }

    /// Replaces the notification settings.
    pub async fn set_notification_settings(
        &self,
        s: &NotificationSettingsRow,
    ) -> Result<NotificationSettingsRow> {
        sqlx::query(
            "UPDATE notification_settings SET owner_emails = $1, owner_whatsapp = $2, events = $3, \
             low_stock_threshold = $4, summary_hour = $5, wa_phone_number_id = $6, wa_access_token = $7, \
             wa_app_secret = $8, wa_verify_token = $9, wa_language = $10, updated_at = $11 WHERE id = 1",
        )
        .bind(s.owner_emails.join("\n"))
        .bind(&s.owner_whatsapp)
        .bind(s.events.join(","))
        .bind(s.low_stock_threshold)
        .bind(s.summary_hour)
        .bind(&s.wa_phone_number_id)
        .bind(&s.wa_access_token)
        .bind(&s.wa_app_secret)
        .bind(&s.wa_verify_token)
        .bind(&s.wa_language)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        self.notification_settings().await
    }

    /// The orders to deliver on `date` (`YYYY-MM-DD`): paid or cash on delivery, not
    /// cancelled, refunded or delivered; by slot, then number.
    pub async fn deliveries_to_summarise(&self, date: &str) -> Result<Vec<DeliveryLine>> {
        let rows = sqlx::query(
            "SELECT id, number, delivery_slot_label, ship_name, ship_zip, is_gift, pay_method FROM orders \
             WHERE delivery_date = $1 AND status IN ('Pending', 'Processing', 'Shipped') \
             AND (payment_status = 'paid' OR pay_method = 'cod') \
             ORDER BY delivery_slot_label, number LIMIT 5000",
        )
        .bind(date)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(DeliveryLine {
                    order_id: r.try_get("id")?,
                    number: r.try_get("number")?,
                    slot_label: r
                        .try_get::<Option<String>, _>("delivery_slot_label")?
                        .unwrap_or_default(),
                    ship_name: r.try_get("ship_name")?,
                    ship_zip: r.try_get("ship_zip")?,
                    gift: r.try_get::<i64, _>("is_gift")? == 1,
                    cod: r.try_get::<String, _>("pay_method")? == "cod",
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The gifts delivered on `date` whose sender asked that the recipient be told.
    pub async fn gifts_to_announce(&self, date: &str) -> Result<Vec<GiftDue>> {
        let rows = sqlx::query(
            "SELECT id, gift_recipient_name, gift_recipient_mobile, gift_sender_name, customer_name, delivery_slot_label \
             FROM orders WHERE delivery_date = $1 AND gift_notify = 1 AND status IN ('Pending', 'Processing', 'Shipped') \
             AND (payment_status = 'paid' OR pay_method = 'cod') LIMIT 5000",
        )
        .bind(date)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                let sender: Option<String> = r.try_get("gift_sender_name")?;
                Ok(GiftDue {
                    order_id: r.try_get("id")?,
                    recipient_name: r
                        .try_get::<Option<String>, _>("gift_recipient_name")?
                        .unwrap_or_default(),
                    recipient_mobile: r
                        .try_get::<Option<String>, _>("gift_recipient_mobile")?
                        .unwrap_or_default(),
                    sender_name: sender
                        .filter(|s| !s.trim().is_empty())
                        .map_or_else(|| r.try_get("customer_name"), Ok)?,
                    slot_label: r
                        .try_get::<Option<String>, _>("delivery_slot_label")?
                        .unwrap_or_default(),
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The counted variants of `order_id` that fell to `threshold` units or fewer since they
    /// were last alerted, marked alerted in the same statement (so one instance alerts each
    /// crossing once); variants back above the threshold are unmarked first.
    pub async fn low_stock_crossings(
        &self,
        order_id: &str,
        threshold: i64,
    ) -> Result<Vec<LowStock>> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "UPDATE product_variants SET low_stock_alerted = 0 WHERE low_stock_alerted = 1 \
             AND id IN (SELECT variant_id FROM order_items WHERE order_id = $1) \
             AND (stock IS NULL OR stock - reserved > $2)",
        )
        .bind(order_id)
        .bind(threshold)
        .execute(&mut *tx)
        .await?;
        let rows = sqlx::query(
            "UPDATE product_variants SET low_stock_alerted = 1 WHERE low_stock_alerted = 0 \
             AND id IN (SELECT variant_id FROM order_items WHERE order_id = $1) \
             AND stock IS NOT NULL AND stock - reserved <= $2 \
             RETURNING id, product_id, label, stock - reserved AS left_units",
        )
        .bind(order_id)
        .bind(threshold)
        .fetch_all(&mut *tx)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let product_id: String = r.try_get("product_id")?;
            let name: String = sqlx::query_scalar("SELECT name FROM products WHERE id = $1")
                .bind(&product_id)
                .fetch_one(&mut *tx)
                .await?;
            out.push(LowStock {
                variant_id: r.try_get("id")?,
                product_id,
                name,
                label: r.try_get("label")?,
                left: r.try_get("left_units")?,
            });
        }
        tx.commit().await?;
        Ok(out)
    }

    /// Whether the buyer of `order_id` still consents to WhatsApp messages.
    pub async fn whatsapp_consent_for_order(&self, order_id: &str) -> Result<bool> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.user_id \
             WHERE o.id = $1 AND u.whatsapp_consent_at IS NOT NULL AND u.closed_at IS NULL",
        )
        .bind(order_id)
        .fetch_one(self.pool())
        .await?;
        Ok(n > 0)
    }
}
