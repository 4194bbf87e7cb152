//! A person's data, as the Digital Personal Data Protection Act 2023 and its Rules (2025) ask:
//! a notice of what the shop keeps and why, built from what this shop really stores and which
//! services it is set up with; consent to offers by mail and to WhatsApp, each apart from any
//! order, given and withdrawn as easily (one tap from every mail); a copy of everything kept
//! about them (JSON and a readable page); and the erasure of their account, which keeps the
//! invoices and amounts tax law needs but names no one on them.

use std::sync::Arc;

use serde_json::{Value, json};
use tokri_domain::calendar::{ist_date, ist_datetime_label};
use tokri_domain::paging::{self, Page};
use tokri_domain::privacy::{
    self, ConsentPurpose, DataRequestKind, DataRequestStatus, ERASE_CONFIRMATION,
};
use tokri_domain::{Money, Role, new_id};
use tokri_store::Store;
use tokri_store::accounts::UserRow;
use tokri_store::privacy::{Consents, DataRequestRow, PersonalData};

use crate::mail::html_escape;
use crate::settings::{PaymentProviderKind, Settings};
use crate::{ShopError, ShopResult};

/// Wrong passwords an account may give the erasure form in an hour.
pub const ERASE_PASSWORD_TRIES: i64 = 5;

/// How an erasure ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Erasure {
    /// Erased now.
    Completed,
    /// The account is closed; its data is erased once its orders in progress are done.
    Pending,
}

/// Waiting data requests and how many are past due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestSummary {
    pub pending: i64,
    pub overdue: i64,
}

/// One part of the privacy notice: what is kept, why and for how long.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeSection {
    pub title: String,
    pub data: Vec<String>,
    pub purpose: String,
    pub kept: String,
}

/// A service the shop hands some personal data to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Processor {
    pub name: String,
    pub purpose: String,
}

/// What the privacy notice says about this shop's storing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeFacts {
    pub sections: Vec<NoticeSection>,
    pub processors: Vec<Processor>,
    pub rights: Vec<String>,
}

/// Consents, exports and erasure.
pub struct Privacy {
    store: Store,
    /// Wrong passwords given to erase an account, per account: a stolen session cannot guess
    /// the password through this form faster than through sign-in.
    erase_guesses: crate::ratelimit::RateLimiter,
    clock: Arc<dyn crate::clock::Clock>,
    /// Signs the one-tap withdrawal links.
    link_key: Vec<u8>,
    public_url: String,
    razorpay: bool,
    google: bool,
    bucket: bool,
}

impl std::fmt::Debug for Privacy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Privacy").finish_non_exhaustive()
    }
}

/// The signing key of withdrawal links, kept apart from every other use of the secret.
pub fn withdraw_link_key(settings: &Settings) -> Vec<u8> {
    crate::payments::hmac_hex(
        settings.jwt_secret.expose().as_bytes(),
        b"tokri consent withdrawal links",
    )
    .into_bytes()
}

/// The token of the one-tap withdrawal link for mail sent to `email`.
pub fn withdraw_token(key: &[u8], email: &str) -> String {
    let norm = email.trim().to_lowercase();
    let mac = crate::payments::hmac_hex(key, format!("withdraw\u{1f}{norm}").as_bytes());
    format!("{}.{}", hex::encode(norm.as_bytes()), &mac[..32])
}

/// The email a withdrawal token was made for, when its signature holds.
fn token_email(key: &[u8], token: &str) -> Option<String> {
    let (email, _) = token.trim().split_once('.')?;
    let email = String::from_utf8(hex::decode(email).ok()?).ok()?;
    let want = withdraw_token(key, &email);
    constant_time_eq(want.as_bytes(), token.trim().as_bytes()).then_some(email)
}

/// Whether two byte strings are equal, in time that does not depend on where they differ.
pub(crate) fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn at(ms: Option<i64>) -> Value {
    ms.map_or(Value::Null, |m| Value::String(ist_datetime_label(m)))
}

fn money(paise: i64) -> String {
    Money::from_paise(paise).to_string()
}

impl Privacy {
    /// Consents, exports and erasure over a store.
    pub fn new(store: Store, settings: &Settings, clock: Arc<dyn crate::clock::Clock>) -> Self {
        Privacy {
            erase_guesses: crate::ratelimit::RateLimiter::new(
                store.clone(),
                "erase-password",
                ERASE_PASSWORD_TRIES,
                std::time::Duration::from_secs(3600),
            ),
            store,
            clock,
            link_key: withdraw_link_key(settings),
            public_url: settings.public_url.clone(),
            razorpay: settings.payment_provider == PaymentProviderKind::Razorpay,
            google: settings.google_client_id.is_some(),
            bucket: matches!(settings.media, crate::media::MediaSettings::Bucket(_)),
        }
    }

    /// A person's consents now.
    pub async fn consents(&self, user: &UserRow) -> ShopResult<Consents> {
        Ok(self.store.consents(&user.id).await?)
    }

    /// Gives or withdraws each consent named (None leaves it as it is).
    pub async fn set_consents(
        &self,
        user: &UserRow,
        marketing: Option<bool>,
        whatsapp: Option<bool>,
        source: &str,
    ) -> ShopResult<Consents> {
        if user.role == Role::Guest {
            return Err(ShopError::Forbidden(
                "Please create an account to choose what we may send you.".into(),
            ));
        }
        let now = self.clock.now_ms();
        for (purpose, wanted) in [
            (ConsentPurpose::Marketing, marketing),
            (ConsentPurpose::Whatsapp, whatsapp),
        ] {
            if let Some(granted) = wanted {
                self.store
                    .set_consent(&user.id, purpose, granted, source, now)
                    .await?;
            }
        }
        self.consents(user).await
    }

    /// Withdraws every consent of the account that mail with this link went to.
    pub async fn withdraw_by_token(&self, token: &str) -> ShopResult<()> {
        let email = token_email(&self.link_key, token).ok_or_else(|| {
            ShopError::invalid(
                "This link is not valid. Please sign in and change your choices in your account.",
            )
        })?;
        if let Some(user) = self.store.find_registered_user_by_email(&email).await? {
            let now = self.clock.now_ms();
            for purpose in [ConsentPurpose::Marketing, ConsentPurpose::Whatsapp] {
                self.store
                    .set_consent(&user.id, purpose, false, "mail link", now)
                    .await?;
            }
        }
        Ok(())
    }

    /// The link that withdraws every consent of whoever reads mail at `email`.
    pub fn withdraw_link(&self, email: &str) -> String {
        format!(
            "{}/privacy/stop?t={}",
            self.public_url,
            withdraw_token(&self.link_key, email)
        )
    }

    /// What the shop keeps and why, from what this shop stores and the services it uses.
    pub fn notice_facts(&self) -> NoticeFacts {
        let mut sections = vec![
            NoticeSection {
                title: "Your account".into(),
                data: vec![
                    "Name".into(),
                    "Email address".into(),
                    "Password, kept only as a one-way hash we cannot read".into(),
                    "When you signed up and whether you proved your email".into(),
                ],
                purpose: "To let you sign in, follow your orders and keep your addresses.".into(),
                kept: "Until you delete your account.".into(),
            },
            NoticeSection {
                title: "Addresses".into(),
                data: vec![
                    "Name, mobile number, street, city, state and PIN code of each address you save".into(),
                ],
                purpose: "To deliver your orders without typing the address again.".into(),
                kept: "Until you remove the address or delete your account.".into(),
            },
            NoticeSection {
                title: "Orders and invoices".into(),
                data: vec![
                    "What you bought, prices, taxes, delivery day and slot".into(),
                    "The delivery address and mobile number".into(),
                    "For a gift: the recipient's name, mobile and address, and your message".into(),
                    "How you paid and the payment's reference (never your card or UPI details)".into(),
                ],
                purpose: "To deliver the order, take payment and issue the GST invoice or bill of supply the law requires.".into(),
                kept: "Invoices and order amounts for 8 years, as the GST law requires. If you delete your account, your name, addresses and messages on them are replaced by a note that they were erased.".into(),
            },
            NoticeSection {
                title: "Complaints".into(),
                data: vec![
                    "Your name, email, the order and what you wrote to us, and our replies".into(),
                ],
                purpose: "To answer and resolve your complaint, as consumer protection rules require.".into(),
                kept: "Until you delete your account; then what you wrote is erased.".into(),
            },
            NoticeSection {
                title: "Your choices".into(),
                data: vec![
                    "Whether you agreed to offers by email and to order updates on WhatsApp, and when you changed that".into(),
                ],
                purpose: "To send you only what you agreed to, and to show that you agreed.".into(),
                kept: "Your current choice until you delete your account; the record of changes as proof of consent.".into(),
            },
            NoticeSection {
                title: "Delivery waiting list".into(),
                data: vec!["The PIN code and the email or mobile you gave".into()],
                purpose: "To tell you once we deliver to your area.".into(),
                kept: "Until we deliver there or you delete your account.".into(),
            },
            NoticeSection {
                title: "Security records".into(),
                data: vec![
                    "Counts of sign-in attempts, kept under a one-way hash of your email and network address".into(),
                ],
                purpose: "To stop people guessing passwords.".into(),
                kept: "For about an hour.".into(),
            },
        ];
        sections.retain(|s| !s.data.is_empty());
        let mut processors = Vec::new();
        if self.razorpay {
            processors.push(Processor {
                name: "Razorpay".into(),
                purpose: "Takes card, UPI and net-banking payments; receives the order amount and your contact details.".into(),
            });
        }
        if self.google {
            processors.push(Processor {
                name: "Google".into(),
                purpose: "Signs you in when you choose \"Sign in with Google\"; tells us your name and email.".into(),
            });
        }
        if self.bucket {
            processors.push(Processor {
                name: "Our file storage provider".into(),
                purpose: "Keeps product pictures; no personal data.".into(),
            });
        }
        processors.push(Processor {
            name: "Our mail provider".into(),
            purpose: "Delivers the mails we send you (order confirmations, invoices, replies)."
                .into(),
        });
        NoticeFacts {
            sections,
            processors,
            rights: vec![
                "See and download everything we keep about you (Account → Privacy and your data).".into(),
                "Correct your name and addresses in your account, or ask us to.".into(),
                "Withdraw any consent at any time, as easily as you gave it: in your account or with the link in every mail.".into(),
                "Delete your account and have your personal data erased.".into(),
                "Complain to our grievance officer, and then to the Data Protection Board of India.".into(),
            ],
        }
    }

    /// Everything the shop keeps about `user`, recorded as a completed export request.
    pub async fn export(&self, user: &UserRow) -> ShopResult<PersonalData> {
        self.record(
            user,
            DataRequestKind::Export,
            DataRequestStatus::Completed,
            "Downloaded by the customer.".into(),
        )
        .await?;
        Ok(self.store.personal_data(&user.id).await?)
    }

    /// Closes `user`'s account and erases their data now, or once their orders in progress
    /// are done. Asks for their password when the account has one, and the word DELETE.
    pub async fn erase(
        &self,
        user: &UserRow,
        password: Option<&str>,
        confirm: &str,
    ) -> ShopResult<Erasure> {
        if user.role == Role::Admin {
            return Err(ShopError::Forbidden(
                "An owner's account cannot delete itself. Make another admin first, or ask them."
                    .into(),
            ));
        }
        if confirm.trim() != ERASE_CONFIRMATION {
            return Err(ShopError::fields(tokri_domain::FieldErrors::from([(
                "confirm".to_string(),
                format!("Please type {ERASE_CONFIRMATION} to confirm."),
            )])));
        }
        if let Some(hash) = user.password_hash.clone() {
            if self.erase_guesses.exhausted(&user.id).await? {
                return Err(ShopError::TooManyRequests(
                    "Too many wrong passwords. Please wait an hour and try again.".into(),
                ));
            }
            let password = password.unwrap_or("").to_string();
            let ok = tokio::task::spawn_blocking(move || {
                crate::accounts::verify_password(&password, &hash)
            })
            .await
            .map_err(|e| ShopError::Internal(e.to_string()))?;
            if !ok {
                self.erase_guesses.record(&user.id).await?;
                return Err(ShopError::fields(tokri_domain::FieldErrors::from([(
                    "password".to_string(),
                    "That password is not right.".to_string(),
                )])));
            }
        }
        let now = self.clock.now_ms();
        let in_progress = self.store.orders_in_progress(&user.id).await?;
        self.store.close_account(&user.id, now).await?;
        let pending = in_progress > 0;
        let note = if pending {
            format!("{in_progress} order(s) in progress: erase once delivered or cancelled.")
        } else {
            "Erased at once.".into()
        };
        self.record(
            user,
            DataRequestKind::Erasure,
            DataRequestStatus::Pending,
            note,
        )
        .await?;
        if pending {
            return Ok(Erasure::Pending);
        }
        self.store
            .erase_person(&user.id, &privacy::erased_note(&ist_date(now)), now)
            .await?;
        Ok(Erasure::Completed)
    }

    /// Records a request of `user` made now (completed now when `status` says so).
    async fn record(
        &self,
        user: &UserRow,
        kind: DataRequestKind,
        status: DataRequestStatus,
        note: String,
    ) -> ShopResult<()> {
        let now = self.clock.now_ms();
        self.store
            .record_data_request(&DataRequestRow {
                id: new_id(),
                user_id: user.id.clone(),
                customer_name: String::new(),
                customer_email: String::new(),
                kind,
                status,
                requested_at: now,
                due_by: privacy::request_due_by(now),
                completed_at: (status == DataRequestStatus::Completed).then_some(now),
                note,
            })
            .await?;
        Ok(())
    }

    /// A page of data requests for the owner, newest first.
    pub async fn requests(
        &self,
        pending_only: bool,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<DataRequestRow>> {
        let limit = paging::page_size(limit, 50);
        let scope = paging::scope(&[
            "data-requests",
            if pending_only { "pending" } else { "all" },
            &limit.to_string(),
        ]);
        let cursor = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let (items, more) = self
            .store
            .list_data_requests(
                pending_only,
                cursor.as_ref().map(|c| (c.at, c.id.clone())),
                limit,
            )
            .await?;
        let page = cursor.as_ref().map_or(1, |c| c.page);
        Ok(Page::of(items, more, page, scope, |r| {
            (r.requested_at, r.id.clone())
        }))
    }

    /// Waiting requests and how many are past due.
    pub async fn summary(&self) -> ShopResult<RequestSummary> {
        let (pending, overdue) = self.store.data_request_counts(self.clock.now_ms()).await?;
        Ok(RequestSummary { pending, overdue })
    }

    /// The owner completes a waiting erasure: refused while the person still has orders on
    /// their way.
    pub async fn complete(&self, id: &str) -> ShopResult<DataRequestRow> {
        let r = self
            .store
            .data_request(id)
            .await
            .map_err(ShopError::not_found("Data request"))?;
        if r.status == DataRequestStatus::Completed {
            return Ok(r);
        }
        let in_progress = self.store.orders_in_progress(&r.user_id).await?;
        if in_progress > 0 {
            return Err(ShopError::Conflict(format!(
                "This customer still has {in_progress} order(s) in progress. Erase once they are delivered or cancelled."
            )));
        }
        let now = self.clock.now_ms();
        self.store
            .erase_person(&r.user_id, &privacy::erased_note(&ist_date(now)), now)
            .await?;
        Ok(self.store.data_request(id).await?)
    }
}

/// Most customers one offer mail goes to.
pub const OFFER_AUDIENCE_MAX: i64 = 50_000;

impl Privacy {
    /// How many customers agreed to offers by mail now.
    pub async fn offer_audience(&self) -> ShopResult<i64> {
        Ok(self
            .store
            .count_offer_audience()
            .await?
            .min(OFFER_AUDIENCE_MAX))
    }

    /// Queues an offer mail to every customer who agreed to offers, and to no one else; each
    /// is sent only if its reader still agrees when it goes out. Answers how many were queued.
    pub async fn send_offer(
        &self,
        subject: &str,
        message: &str,
        shop_name: &str,
    ) -> ShopResult<i64> {
        use tokri_domain::validate::has_control_chars;
        let mut errors = tokri_domain::FieldErrors::new();
        let subject = subject.trim();
        if subject.is_empty() || subject.chars().count() > 120 || has_control_chars(subject, false)
        {
            errors.insert(
                "subject".into(),
                "Please write a subject of 1 to 120 characters on one line.".into(),
            );
        }
        let message = message.trim();
        if message.is_empty() || message.chars().count() > 5000 || has_control_chars(message, true)
        {
            errors.insert(
                "message".into(),
                "Please write a message of 1 to 5,000 characters.".into(),
            );
        }
        if !errors.is_empty() {
            return Err(ShopError::fields(errors));
        }
        let audience = self.store.offer_audience(OFFER_AUDIENCE_MAX).await?;
        let mails: Vec<tokri_store::outbox::NewMail> = audience
            .iter()
            .map(|(name, email)| tokri_store::outbox::NewMail {
                to: email.clone(),
                to_name: name.clone(),
                subject: subject.to_string(),
                text: format!("Hello {name},\n\n{message}\n\n{shop_name}"),
                html: crate::mail::html_layout(
                    subject,
                    &format!(
                        "<p>Hello {},</p><p style=\"white-space:pre-wrap\">{}</p>",
                        html_escape(name),
                        html_escape(message)
                    ),
                ),
                invoice_order_id: None,
                credit_note_refund_id: None,
                marketing: true,
            })
            .collect();
        self.store.queue_mails(&mails).await?;
        Ok(mails.len() as i64)
    }
}

/// The export as JSON: every field the shop keeps about the person, in plain words.
pub fn export_json(d: &PersonalData, shop_name: &str, now: i64) -> Value {
    let u = &d.user;
    json!({
        "exportedAt": ist_datetime_label(now),
        "shop": shop_name,
        "account": {
            "name": u.name,
            "email": u.email,
            "role": u.role.as_str(),
            "emailVerified": u.email_verified,
            "hasPassword": u.password_hash.is_some(),
            "signedInWithGoogle": u.google_sub.is_some(),
            "createdAt": ist_datetime_label(u.created_at),
        },
        "consents": {
            "marketingEmailSince": at(d.consents.marketing_at),
            "whatsappSince": at(d.consents.whatsapp_at),
            "history": d.consent_log.iter().map(|e| json!({
                "purpose": e.purpose, "granted": e.granted, "where": e.source, "at": ist_datetime_label(e.at),
            })).collect::<Vec<_>>(),
        },
        "addresses": d.addresses.iter().map(|a| json!(a.address)).collect::<Vec<_>>(),
        "orders": d.orders.iter().map(|o| json!({
            "number": o.number,
            "placedAt": ist_datetime_label(o.created_at),
            "status": o.status.as_str(),
            "total": money(o.total_paise),
            "deliveryFee": money(o.delivery_paise),
            "payment": { "method": o.pay_method.as_str(), "status": o.payment_status.as_str(), "paidAt": at(o.paid_at) },
            "deliverTo": o.shipping,
            "billingAddress": o.billing,
            "delivery": o.delivery.as_ref().map(|d| json!({"date": d.date.to_string(), "slot": d.label})),
            "gift": o.gift.as_ref().map(|g| json!({
                "recipientName": g.recipient_name, "recipientMobile": g.recipient_mobile,
                "message": g.message, "fromName": g.sender_name, "hidePrices": g.hide_prices,
            })),
            "invoiceNumber": o.invoice_number,
            "items": o.items.iter().map(|i| json!({
                "name": i.name, "variant": i.variant_label, "quantity": i.qty, "price": money(i.price_paise),
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "complaints": d.tickets.iter().map(|(t, messages)| json!({
            "number": t.number,
            "topic": t.topic.label(),
            "status": t.status.as_str(),
            "orderNumber": t.order_number,
            "name": t.name,
            "email": t.email,
            "openedAt": ist_datetime_label(t.created_at),
            "messages": messages.iter().map(|m| json!({
                "from": m.author.as_str(), "text": m.body, "at": ist_datetime_label(m.created_at),
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "deliveryWaitingList": d.waitlist.iter().map(|(pin, contact, at)| json!({
            "pinCode": pin, "contact": contact, "since": ist_datetime_label(*at),
        })).collect::<Vec<_>>(),
        "dataRequests": d.requests.iter().map(|r| json!({
            "kind": r.kind.as_str(), "status": r.status.as_str(),
            "requestedAt": ist_datetime_label(r.requested_at), "completedAt": at(r.completed_at),
        })).collect::<Vec<_>>(),
    })
}

/// The export as a page people can read (and print to PDF): the JSON's sections as tables.
pub fn export_html(d: &PersonalData, shop_name: &str, now: i64) -> String {
    fn render(v: &Value, out: &mut String) {
        match v {
            Value::Object(map) => {
                out.push_str("<table>");
                for (k, v) in map {
                    out.push_str("<tr><th>");
                    out.push_str(&html_escape(&words(k)));
                    out.push_str("</th><td>");
                    render(v, out);
                    out.push_str("</td></tr>");
                }
                out.push_str("</table>");
            }
            Value::Array(items) if items.is_empty() => out.push_str("<em>None</em>"),
            Value::Array(items) => {
                out.push_str("<ol>");
                for item in items {
                    out.push_str("<li>");
                    render(item, out);
                    out.push_str("</li>");
                }
                out.push_str("</ol>");
            }
            Value::Null => out.push('—'),
            Value::Bool(b) => out.push_str(if *b { "Yes" } else { "No" }),
            Value::String(s) => out.push_str(&html_escape(s).replace('\n', "<br>")),
            other => out.push_str(&html_escape(&other.to_string())),
        }
    }
    fn words(key: &str) -> String {
        let mut s = String::new();
        for (i, c) in key.chars().enumerate() {
            if c.is_uppercase() {
                s.push(' ');
                s.extend(c.to_lowercase());
            } else if i == 0 {
                s.extend(c.to_uppercase());
            } else {
                s.push(c);
            }
        }
        s
    }
    let json = export_json(d, shop_name, now);
    let mut body = String::new();
    if let Value::Object(map) = &json {
        for (k, v) in map {
            body.push_str(&format!("<h2>{}</h2>", html_escape(&words(k))));
            render(v, &mut body);
        }
    }
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Your data at {shop}</title>\
         <style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}}\
         table{{border-collapse:collapse;margin:.25rem 0}}th,td{{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}}\
         th{{background:#f4f4f5;font-weight:600}}</style></head><body><h1>Your data at {shop}</h1>{body}</body></html>",
        shop = html_escape(shop_name),
    )
}
