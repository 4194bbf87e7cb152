//! "Help with an order": complaints as the Consumer Protection (E-Commerce) Rules 2020 ask.
//! Anyone with an order (signed in, or a guest giving the order's number and email) opens a
//! complaint; it gets a number and an acknowledgement by mail at once, is due an answer within
//! 48 hours and a resolution within one month, and its thread is mailed both ways. A guest
//! opens their complaint again with the key in that mail.

use std::sync::Arc;
use std::time::Duration;

use sha2::{Digest, Sha256};
use tokri_domain::calendar::ist_datetime_label;
use tokri_domain::help::{
    self, HelpTopic, MESSAGE_MIN, TicketAuthor, TicketStatus, check_message, ticket_number,
};
use tokri_domain::paging::{self, Page};
use tokri_domain::validate::has_control_chars;
use tokri_domain::{Email, FieldErrors, PersonName, Role, new_id};
use tokri_store::Store;
use tokri_store::accounts::UserRow;
use tokri_store::help::{TicketFilter, TicketMessageRow, TicketRow};
use tokri_store::outbox::NewMail;

use crate::mail::{Mail, MailQueue, html_escape, html_layout};
use crate::ratelimit::RateLimiter;
use crate::{ShopError, ShopResult};

/// Complaints one client may open in an hour.
pub const COMPLAINTS_PER_HOUR: i64 = 10;

const NO_ORDER: &str = "We could not find an order with that number and email.";
const NO_TICKET: &str = "We could not find that complaint. Please use the link in our mail.";

/// What someone asks help with.
#[derive(Debug, Clone, Default)]
pub struct NewComplaint {
    pub topic: Option<HelpTopic>,
    pub message: String,
    pub order_number: Option<i64>,
    /// A guest's email (the order's); ignored when signed in.
    pub email: Option<String>,
    /// A guest's name; ignored when signed in.
    pub name: Option<String>,
}

/// A complaint with its thread.
#[derive(Debug, Clone)]
pub struct Ticket {
    pub row: TicketRow,
    pub messages: Vec<TicketMessageRow>,
    /// Past a due date now.
    pub overdue: bool,
}

/// Open complaints and how many are past due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TicketSummary {
    pub open: i64,
    pub overdue: i64,
}

/// Complaints.
#[derive(Debug)]
pub struct Help {
    store: Store,
    mail: Arc<MailQueue>,
    clock: Arc<dyn crate::clock::Clock>,
    public_url: String,
    shop_name: String,
    limit: RateLimiter,
}

fn sha256_hex(s: &str) -> String {
    hex::encode(Sha256::digest(s.as_bytes()))
}

impl Help {
    /// Complaints over a store.
    pub fn new(
        store: Store,
        mail: Arc<MailQueue>,
        clock: Arc<dyn crate::clock::Clock>,
        public_url: String,
        shop_name: String,
    ) -> Self {
        Help {
            limit: RateLimiter::new(
                store.clone(),
                "complaints",
                COMPLAINTS_PER_HOUR,
                Duration::from_secs(3600),
            ),
            store,
            mail,
            clock,
            public_url,
            shop_name,
        }
    }

    fn ticket(&self, row: TicketRow, messages: Vec<TicketMessageRow>) -> Ticket {
        let overdue = help::is_overdue(
            self.clock.now_ms(),
            row.acknowledge_by,
            row.resolve_by,
            row.acknowledged_at,
            row.closed_at,
        );
        Ticket {
            row,
            messages,
            overdue,
        }
    }

    /// Opens a complaint for `who` (signed in) or a guest; answers it with the key that opens
    /// it without an account.
    pub async fn open(
        &self,
        who: Option<&UserRow>,
        c: NewComplaint,
        client: &str,
    ) -> ShopResult<(Ticket, String)> {
        let mut errors = FieldErrors::new();
        if c.topic.is_none() {
            errors.insert("topic".into(), "Please choose what it is about.".into());
        }
        let message = check_message(&c.message, MESSAGE_MIN)
            .map_err(|m| errors.insert("message".into(), m))
            .ok();
        if c.order_number.is_some_and(|n| n <= 0) {
            errors.insert(
                "orderNumber".into(),
                "Please enter the order number from your confirmation.".into(),
            );
        }
        let signed_in = who.filter(|u| u.role != Role::Guest);
        let (name, email) = match signed_in {
            Some(u) => (Some(u.name.clone()), Some(u.email.clone())),
            None => {
                let name = match c.name.as_deref().map(PersonName::parse) {
                    Some(Ok(n)) if !has_control_chars(n.as_str(), false) => Some(n),
                    Some(Ok(_)) => {
                        errors.insert(
                            "name".into(),
                            "The name contains characters we cannot accept.".into(),
                        );
                        None
                    }
                    Some(Err(m)) => {
                        errors.insert("name".into(), m.into());
                        None
                    }
                    None => {
                        errors.insert("name".into(), "Please enter your name.".into());
                        None
                    }
                };
                let email = c.email.as_deref().and_then(Email::parse);
                if email.is_none() {
                    errors.insert(
                        "email".into(),
                        "Please enter the email you ordered with.".into(),
                    );
                }
                if c.order_number.is_none() {
                    errors.insert(
                        "orderNumber".into(),
                        "Please enter your order number.".into(),
                    );
                }
                (
                    name.map(|n| n.as_str().to_string()),
                    email.map(|e| e.as_str().to_string()),
                )
            }
        };
        let (Some(topic), Some(message), Some(name), Some(email), true) =
            (c.topic, message, name, email, errors.is_empty())
        else {
            return Err(ShopError::fields(errors));
        };
        if !self.limit.allow(client).await? {
            return Err(ShopError::TooManyRequests(
                "Too many complaints from here. Please wait a while and try again, or write to us."
                    .into(),
            ));
        }
        let (order_id, user_id) = match (c.order_number, signed_in) {
            (Some(n), Some(u)) => match self.store.own_order_by_number(n, &u.id).await? {
                Some(id) => (Some(id), Some(u.id.clone())),
                None => {
                    return Err(ShopError::fields(FieldErrors::from([(
                        "orderNumber".to_string(),
                        "That is not one of your orders.".to_string(),
                    )])));
                }
            },
            (None, Some(u)) => (None, Some(u.id.clone())),
            (Some(n), None) => match self
                .store
                .order_for_complaint(n, &email.to_lowercase())
                .await?
            {
                Some((id, user)) => (Some(id), Some(user)),
                None => return Err(ShopError::NotFound(NO_ORDER.into())),
            },
            (None, None) => return Err(ShopError::NotFound(NO_ORDER.into())),
        };
        let now = self.clock.now_ms();
        let seq = self.store.next_ticket_seq().await?;
        let mut raw = [0u8; 24];
        rand::fill(&mut raw);
        let key = hex::encode(raw);
        let row = TicketRow {
            id: new_id(),
            number: ticket_number(seq),
            key_hash: sha256_hex(&key),
            user_id,
            order_id,
            order_number: c.order_number,
            name,
            email,
            topic,
            status: TicketStatus::Open,
            created_at: now,
            acknowledge_by: help::acknowledge_by(now),
            resolve_by: help::resolve_by(now),
            acknowledged_at: None,
            closed_at: None,
        };
        let mail = self.acknowledgement(&row, &key, &message);
        self.store.open_ticket(&row, &message, &mail.into()).await?;
        self.mail.queued_in_transaction();
        let messages = self.store.ticket_messages(&row.id).await?;
        Ok((self.ticket(row, messages), key))
    }

    fn link(&self, number: &str, key: &str) -> String {
        format!("{}/help/tickets/{number}?key={key}", self.public_url)
    }

    fn acknowledgement(&self, t: &TicketRow, key: &str, message: &str) -> Mail {
        let link = self.link(&t.number, key);
        let order = t
            .order_number
            .map(|n| format!(" about order #{n}"))
            .unwrap_or_default();
        let answer_by = ist_datetime_label(t.acknowledge_by);
        let resolve_by = ist_datetime_label(t.resolve_by);
        let shop = &self.shop_name;
        Mail {
            to: t.email.clone(),
            to_name: t.name.clone(),
            subject: format!("We have received your complaint {}", t.number),
            text: format!(
                "Hello {name},\n\nWe have received your complaint{order}. Your complaint number is {number}.\n\n\
                 Topic: {topic}\nYou wrote:\n{message}\n\n\
                 We will answer by {answer_by} and resolve it by {resolve_by} at the latest.\n\
                 Follow it or add to it here: {link}\n\n{shop}",
                name = t.name,
                number = t.number,
                topic = t.topic.label(),
            ),
            html: html_layout(
                &format!("Complaint {}", t.number),
                &format!(
                    "<p>Hello {name},</p><p>We have received your complaint{order}. Your complaint number is <strong>{number}</strong>.</p>\
                     <p>Topic: {topic}</p><blockquote style=\"white-space:pre-wrap\">{message}</blockquote>\
                     <p>We will answer by <strong>{answer_by}</strong> and resolve it by <strong>{resolve_by}</strong> at the latest.</p>\
                     <p><a href=\"{link}\">Follow your complaint or add to it</a></p>",
                    name = html_escape(&t.name),
                    order = html_escape(&order),
                    number = html_escape(&t.number),
                    topic = html_escape(t.topic.label()),
                    message = html_escape(message),
                    link = html_escape(&link),
                ),
            ),
        }
    }

    /// A complaint as its holder sees it: the signed-in account that opened it, or anyone
    /// with its key. Anything else is "not found", so numbers cannot be probed.
    pub async fn view(
        &self,
        number: &str,
        key: Option<&str>,
        who: Option<&UserRow>,
    ) -> ShopResult<Ticket> {
        let row = self.holders_ticket(number, key, who).await?;
        let messages = self.store.ticket_messages(&row.id).await?;
        Ok(self.ticket(row, messages))
    }

    async fn holders_ticket(
        &self,
        number: &str,
        key: Option<&str>,
        who: Option<&UserRow>,
    ) -> ShopResult<TicketRow> {
        let missing = || ShopError::NotFound(NO_TICKET.into());
        if !help::is_ticket_number(number) {
            return Err(missing());
        }
        let row = match self.store.ticket_by_number(number).await {
            Ok(r) => r,
            Err(tokri_store::StoreError::NotFound) => return Err(missing()),
            Err(e) => return Err(e.into()),
        };
        let by_key = key
            .map(str::trim)
            .filter(|k| !k.is_empty())
            .is_some_and(|k| sha256_hex(k) == row.key_hash);
        let by_account = who.is_some_and(|u| row.user_id.as_deref() == Some(u.id.as_str()));
        if by_key || by_account {
            Ok(row)
        } else {
            Err(missing())
        }
    }

    /// The complaint's holder adds to it; an answered complaint waits for the shop again.
    pub async fn customer_message(
        &self,
        number: &str,
        key: Option<&str>,
        who: Option<&UserRow>,
        message: &str,
    ) -> ShopResult<Ticket> {
        let row = self.holders_ticket(number, key, who).await?;
        let message = check_message(message, 1)
            .map_err(|m| ShopError::fields(FieldErrors::from([("message".to_string(), m)])))?;
        self.store
            .add_ticket_message(
                &row.id,
                TicketAuthor::Customer,
                Some(&message),
                TicketStatus::Open,
                None,
                self.clock.now_ms(),
            )
            .await?;
        self.view(number, key, who).await
    }

    /// A page of one account's complaints, newest first.
    pub async fn for_user(
        &self,
        user: &UserRow,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<Ticket>> {
        self.page(TicketFilter::All, Some(&user.id), cursor, limit)
            .await
    }

    /// A page of the owner's list of complaints, newest first.
    pub async fn list(
        &self,
        filter: TicketFilter,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<Ticket>> {
        self.page(filter, None, cursor, limit).await
    }

    async fn page(
        &self,
        filter: TicketFilter,
        user: Option<&str>,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<Page<Ticket>> {
        let limit = paging::page_size(limit, 50);
        let f = match filter {
            TicketFilter::Open => "open",
            TicketFilter::Closed => "closed",
            TicketFilter::All => "all",
        };
        let scope = paging::scope(&["tickets", f, user.unwrap_or(""), &limit.to_string()]);
        let cursor = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let (rows, more) = self
            .store
            .list_tickets(
                filter,
                user,
                cursor.as_ref().map(|c| (c.at, c.id.clone())),
                limit,
            )
            .await?;
        let items = rows
            .into_iter()
            .map(|r| self.ticket(r, Vec::new()))
            .collect();
        let page = cursor.as_ref().map_or(1, |c| c.page);
        Ok(Page::of(items, more, page, scope, |t: &Ticket| {
            (t.row.created_at, t.row.id.clone())
        }))
    }

    /// Open complaints and how many are past due, for the owner's dashboard.
    pub async fn summary(&self) -> ShopResult<TicketSummary> {
        let (open, overdue) = self.store.ticket_counts(self.clock.now_ms()).await?;
        Ok(TicketSummary { open, overdue })
    }

    /// One complaint with its thread, for the owner.
    pub async fn admin_view(&self, number: &str) -> ShopResult<Ticket> {
        let row = self.owner_ticket(number).await?;
        let messages = self.store.ticket_messages(&row.id).await?;
        Ok(self.ticket(row, messages))
    }

    async fn owner_ticket(&self, number: &str) -> ShopResult<TicketRow> {
        if !help::is_ticket_number(number) {
            return Err(ShopError::NotFound("Complaint not found.".into()));
        }
        self.store
            .ticket_by_number(number)
            .await
            .map_err(ShopError::not_found("Complaint"))
    }

    /// The shop answers a complaint (mailed to its holder), closing it as resolved when
    /// `close`; without a message it is only closed.
    pub async fn answer(
        &self,
        number: &str,
        message: Option<&str>,
        close: bool,
    ) -> ShopResult<Ticket> {
        let row = self.owner_ticket(number).await?;
        let message =
            match message {
                Some(m) => Some(check_message(m, 1).map_err(|m| {
                    ShopError::fields(FieldErrors::from([("message".to_string(), m)]))
                })?),
                None => None,
            };
        let status = if close {
            TicketStatus::Closed
        } else {
            TicketStatus::Answered
        };
        let mail: Option<NewMail> = self
            .answer_mail(&row, message.as_deref(), close)
            .map(Into::into);
        self.store
            .add_ticket_message(
                &row.id,
                TicketAuthor::Shop,
                message.as_deref(),
                status,
                mail.as_ref(),
                self.clock.now_ms(),
            )
            .await?;
        if mail.is_some() {
            self.mail.queued_in_transaction();
        }
        self.admin_view(number).await
    }

    fn answer_mail(&self, t: &TicketRow, message: Option<&str>, close: bool) -> Option<Mail> {
        if tokri_domain::privacy::is_erased_email(&t.email) {
            return None;
        }
        let link = format!("{}/help/tickets/{}", self.public_url, t.number);
        let shop = &self.shop_name;
        let (subject, lead) = match (message.is_some(), close) {
            (true, false) => (
                format!("Reply to your complaint {}", t.number),
                "We have replied to your complaint.",
            ),
            (true, true) => (
                format!("Your complaint {} is resolved", t.number),
                "We have replied to your complaint and closed it as resolved.",
            ),
            (false, _) => (
                format!("Your complaint {} is resolved", t.number),
                "We have closed your complaint as resolved.",
            ),
        };
        let body = message.unwrap_or("");
        Some(Mail {
            to: t.email.clone(),
            to_name: t.name.clone(),
            subject,
            text: format!(
                "Hello {name},\n\n{lead} Complaint number: {number}.\n\n{body}\n\nSee the whole thread (sign in, or use the link in our first mail): {link}\n\n{shop}",
                name = t.name,
                number = t.number,
            ),
            html: html_layout(
                &format!("Complaint {}", t.number),
                &format!(
                    "<p>Hello {name},</p><p>{lead} Complaint number: <strong>{number}</strong>.</p>\
                     <blockquote style=\"white-space:pre-wrap\">{body}</blockquote>\
                     <p>See the whole thread: sign in and open <a href=\"{link}\">your complaint</a>, or use the link in our first mail.</p>",
                    name = html_escape(&t.name),
                    number = html_escape(&t.number),
                    body = html_escape(body),
                    link = html_escape(&link),
                ),
            ),
        })
    }
}
