//! A person's data: their consents and the log of each change, their requests to export or
//! erase it, everything the shop keeps about them (for the export), and the erasure that keeps
//! the tax records whole while removing who they were about.

use sqlx::Row;
use sqlx::any::AnyRow;

use tokri_domain::privacy::{
    ConsentPurpose, DataRequestKind, DataRequestStatus, ERASED_NAME, erased_email,
};

use crate::accounts::{AddressRow, UserRow};
use crate::help::{TicketMessageRow, TicketRow};
use crate::orders::OrderRow;
use crate::{Result, Store, StoreError, decode_enum};

/// Most orders one export carries.
pub const EXPORT_MAX_ORDERS: i64 = 10_000;

/// A person's consents: when each was given, when it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Consents {
    pub marketing_at: Option<i64>,
    pub whatsapp_at: Option<i64>,
}

/// One change of a consent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConsentEvent {
    pub purpose: String,
    pub granted: bool,
    /// Where it was changed (`signup`, `account`, `mail link`).
    pub source: String,
    pub at: i64,
}

/// A request to export or erase a person's data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataRequestRow {
    pub id: String,
    pub user_id: String,
    /// The person as they are now (an erased one reads "Erased customer").
    pub customer_name: String,
    pub customer_email: String,
    pub kind: DataRequestKind,
    pub status: DataRequestStatus,
    pub requested_at: i64,
    pub due_by: i64,
    pub completed_at: Option<i64>,
    pub note: String,
}

/// Everything the shop keeps about one person.
#[derive(Debug, Clone)]
pub struct PersonalData {
    pub user: UserRow,
    pub consents: Consents,
    pub consent_log: Vec<ConsentEvent>,
    pub addresses: Vec<AddressRow>,
    pub orders: Vec<OrderRow>,
    pub tickets: Vec<(TicketRow, Vec<TicketMessageRow>)>,
    /// PIN codes they asked to be told about, with the contact they gave.
    pub waitlist: Vec<(String, String, i64)>,
    pub requests: Vec<DataRequestRow>,
}

const REQUEST_SELECT: &str = "SELECT r.id, r.user_id, u.name AS customer_name, u.email AS customer_email, \
     r.kind, r.status, r.requested_at, r.due_by, r.completed_at, r.note \
     FROM data_requests r JOIN users u ON u.id = r.user_id";

fn request_from(r: &AnyRow) -> std::result::Result<DataRequestRow, sqlx::Error> {
    Ok(DataRequestRow {
        id: r.try_get("id")?,
        user_id: r.try_get("user_id")?,
        customer_name: r.try_get("customer_name")?,
        customer_email: r.try_get("customer_email")?,
        kind: decode_enum(r, "kind", DataRequestKind::parse)?,
        status: decode_enum(r, "status", DataRequestStatus::parse)?,
        requested_at: r.try_get("requested_at")?,
        due_by: r.try_get("due_by")?,
        completed_at: r.try_get("completed_at")?,
        note: r.try_get("note")?,
    })
}

fn consent_column(purpose: ConsentPurpose) -> &'static str {
    match purpose {
        ConsentPurpose::Marketing => "marketing_consent_at",
        ConsentPurpose::Whatsapp => "whatsapp_consent_at",
    }
}

/// Order statuses that mean the order is still on its way to the person.
const IN_PROGRESS: &str = "('Pending', 'Processing', 'Shipped')";

impl Store {
    /// A person's consents now.
    pub async fn consents(&self, user_id: &str) -> Result<Consents> {
        let row = sqlx::query(
            "SELECT marketing_consent_at, whatsapp_consent_at FROM users WHERE id = $1",
        )
        .bind(user_id)
        .fetch_optional(self.pool())
        .await?
        .ok_or(StoreError::NotFound)?;
        Ok(Consents {
            marketing_at: row.try_get("marketing_consent_at")?,
            whatsapp_at: row.try_get("whatsapp_consent_at")?,
        })
    }

    /// Gives or withdraws one consent, logging the change (nothing is logged when it already
    /// stood so).
    pub async fn set_consent(
        &self,
        user_id: &str,
        purpose: ConsentPurpose,
        granted: bool,
        source: &str,
        now: i64,
    ) -> Result<()> {
        let col = consent_column(purpose);
        let mut tx = self.pool().begin().await?;
        let sql = if granted {
            format!(
                "UPDATE users SET {col} = $2, updated_at = $2 WHERE id = $1 AND {col} IS NULL AND closed_at IS NULL"
            )
        } else {
            format!(
                "UPDATE users SET {col} = NULL, updated_at = $2 WHERE id = $1 AND {col} IS NOT NULL"
            )
        };
        let changed = sqlx::query(&sql)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if changed > 0 {
            sqlx::query(
                "INSERT INTO consent_events (id, user_id, purpose, granted, source, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(tokri_domain::new_id())
            .bind(user_id)
            .bind(purpose.as_str())
            .bind(i64::from(granted))
            .bind(source)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Records a request to export or erase a person's data.
    pub async fn record_data_request(&self, r: &DataRequestRow) -> Result<()> {
        sqlx::query(
            "INSERT INTO data_requests (id, user_id, kind, status, requested_at, due_by, completed_at, note) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&r.id)
        .bind(&r.user_id)
        .bind(r.kind.as_str())
        .bind(r.status.as_str())
        .bind(r.requested_at)
        .bind(r.due_by)
        .bind(r.completed_at)
        .bind(&r.note)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// One data request.
    pub async fn data_request(&self, id: &str) -> Result<DataRequestRow> {
        self.fetch_by_id(
            &format!("{REQUEST_SELECT} WHERE r.id = $1"),
            id,
            request_from,
        )
        .await
    }

    /// A page of data requests, newest first, after `after` (time, id); `pending_only` keeps
    /// to those not done. Answers whether more follow.
    pub async fn list_data_requests(
        &self,
        pending_only: bool,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<DataRequestRow>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, String::new()));
        let status = if pending_only {
            " AND r.status = 'pending'"
        } else {
            ""
        };
        let sql = format!(
            "{REQUEST_SELECT} WHERE (r.requested_at < $1 OR (r.requested_at = $1 AND r.id > $2)){status} \
             ORDER BY r.requested_at DESC, r.id LIMIT $3"
        );
        let rows = sqlx::query(&sql)
            .bind(at)
            .bind(id)
            .bind(limit + 1)
            .fetch_all(self.pool())
            .await?;
        crate::keyset_page(&rows, limit, request_from)
    }

    /// How many requests wait, and how many of those are past their due date at `now`.
    pub async fn data_request_counts(&self, now: i64) -> Result<(i64, i64)> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS pending, COALESCE(SUM(CASE WHEN due_by < $1 THEN 1 ELSE 0 END), 0) AS overdue \
             FROM data_requests WHERE status = 'pending'",
        )
        .bind(now)
        .fetch_one(self.pool())
        .await?;
        Ok((row.try_get("pending")?, row.try_get("overdue")?))
    }

    /// How many of a person's orders are still on their way.
    pub async fn orders_in_progress(&self, user_id: &str) -> Result<i64> {
        Ok(sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM orders WHERE user_id = $1 AND status IN {IN_PROGRESS}"
        ))
        .bind(user_id)
        .fetch_one(self.pool())
        .await?)
    }

    /// Closes an account: no sign-in opens it again (no password, no Google link, every token
    /// revoked) and no consent stands. Its data stays until it is erased.
    pub async fn close_account(&self, user_id: &str, now: i64) -> Result<()> {
        sqlx::query(
            "UPDATE users SET closed_at = COALESCE(closed_at, $2), password_hash = NULL, google_sub = NULL, \
             marketing_consent_at = NULL, whatsapp_consent_at = NULL, \
             token_epoch = token_epoch + 1, updated_at = $2 WHERE id = $1",
        )
        .bind(user_id)
        .bind(now)
        .execute(self.pool())
        .await?;
        sqlx::query("DELETE FROM password_reset_tokens WHERE user_id = $1")
            .bind(user_id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Everything the shop keeps about one person.
    pub async fn personal_data(&self, user_id: &str) -> Result<PersonalData> {
        let user = self.get_user(user_id).await?;
        let consents = self.consents(user_id).await?;
        let consent_log = sqlx::query(
            "SELECT purpose, granted, source, created_at FROM consent_events WHERE user_id = $1 ORDER BY created_at, purpose",
        )
        .bind(user_id)
        .fetch_all(self.pool())
        .await?
        .iter()
        .map(|r| {
            Ok(ConsentEvent {
                purpose: r.try_get("purpose")?,
                granted: r.try_get::<i64, _>("granted")? != 0,
                source: r.try_get("source")?,
                at: r.try_get("created_at")?,
            })
        })
        .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
        let addresses = self.list_addresses(user_id).await?;
        let orders = self.all_orders_for_user(user_id, EXPORT_MAX_ORDERS).await?;
        let mut tickets = Vec::new();
        let (rows, _) = self
            .list_tickets(crate::help::TicketFilter::All, Some(user_id), None, 10_000)
            .await?;
        for t in rows {
            let messages = self.ticket_messages(&t.id).await?;
            tickets.push((t, messages));
        }
        let contacts = self.contacts_of(user_id).await?;
        let mut waitlist = Vec::new();
        for contact in &contacts {
            let rows = sqlx::query(
                "SELECT pincode, contact, created_at FROM delivery_waitlist WHERE contact = $1 ORDER BY created_at",
            )
            .bind(contact)
            .fetch_all(self.pool())
            .await?;
            for r in rows {
                waitlist.push((
                    r.try_get("pincode")?,
                    r.try_get("contact")?,
                    r.try_get("created_at")?,
                ));
            }
        }
        let requests = sqlx::query(&format!(
            "{REQUEST_SELECT} WHERE r.user_id = $1 ORDER BY r.requested_at, r.id"
        ))
        .bind(user_id)
        .fetch_all(self.pool())
        .await?
        .iter()
        .map(request_from)
        .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(PersonalData {
            user,
            consents,
            consent_log,
            addresses,
            orders,
            tickets,
            waitlist,
            requests,
        })
    }

    /// The ways a person can be reached that the shop holds: their email (lower-cased) and
    /// the mobiles of their saved addresses and of their own orders' addresses.
    async fn contacts_of(&self, user_id: &str) -> Result<Vec<String>> {
        let mut contacts: Vec<String> = sqlx::query_scalar(
            "SELECT email_norm FROM users WHERE id = $1 \
             UNION SELECT mobile FROM addresses WHERE user_id = $1 \
             UNION SELECT ship_mobile FROM orders WHERE user_id = $1 AND is_gift = 0",
        )
        .bind(user_id)
        .fetch_all(self.pool())
        .await?;
        contacts.retain(|c| !c.is_empty());
        contacts.sort();
        contacts.dedup();
        Ok(contacts)
    }

    /// Erases a person: their account keeps only an id and the mark of its erasure; their
    /// addresses, reset links, waiting-list entries and unsent mail go; their orders, invoices
    /// and complaints keep every amount, item, date and number but name no one (`note` in
    /// place of addresses and messages). The invoice numbering is untouched. One transaction;
    /// answers how many orders were kept.
    pub async fn erase_person(&self, user_id: &str, note: &str, now: i64) -> Result<u64> {
        let contacts = self.contacts_of(user_id).await?;
        let user = self.get_user(user_id).await?;
        let mut tx = self.pool().begin().await?;
        let email = erased_email(user_id);
        sqlx::query(
            "UPDATE users SET name = $2, email = $3, email_norm = $3, password_hash = NULL, google_sub = NULL, \
             marketing_consent_at = NULL, whatsapp_consent_at = NULL, email_verified = 0, address_count = 0, \
             token_epoch = token_epoch + 1, closed_at = COALESCE(closed_at, $4), erased_at = $4, updated_at = $4 \
             WHERE id = $1",
        )
        .bind(user_id)
        .bind(ERASED_NAME)
        .bind(&email)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        crate::accounts::write_account_words(&mut tx, user_id, ERASED_NAME, &email).await?;
        for table in ["addresses", "password_reset_tokens"] {
            sqlx::query(&format!("DELETE FROM {table} WHERE user_id = $1"))
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
        }
        // The ship-to state stays: it is the place of supply that decided the tax.
        let kept = sqlx::query(
            "UPDATE orders SET customer_name = $2, customer_email = $3, ship_name = $2, ship_mobile = '', \
             ship_street = $4, ship_city = '', ship_zip = '', billing_address = NULL, cart_key = NULL, \
             gift_recipient_name = CASE WHEN is_gift = 1 THEN $2 ELSE NULL END, gift_recipient_mobile = NULL, \
             gift_message = NULL, gift_sender_name = NULL, updated_at = $5 \
             WHERE user_id = $1",
        )
        .bind(user_id)
        .bind(ERASED_NAME)
        .bind(&email)
        .bind(note)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        sqlx::query(
            "UPDATE invoices SET buyer_name = $2, buyer_address = $3, buyer_mobile = '', \
             ship_to_name = CASE WHEN ship_to_name IS NULL THEN NULL ELSE $2 END, \
             ship_to_address = CASE WHEN ship_to_address IS NULL THEN NULL ELSE $3 END \
             WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)",
        )
        .bind(user_id)
        .bind(ERASED_NAME)
        .bind(note)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE help_ticket_messages SET body = $2 WHERE ticket_id IN (SELECT id FROM help_tickets WHERE user_id = $1)",
        )
        .bind(user_id)
        .bind(note)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE help_tickets SET name = $2, email = $3, updated_at = $4 WHERE user_id = $1",
        )
        .bind(user_id)
        .bind(ERASED_NAME)
        .bind(&email)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        // The message log keeps that messages went, not to whom or what they said; what
        // still waited is dropped.
        sqlx::query(
            "UPDATE messages SET recipient = CASE WHEN audience = 'owner' THEN recipient ELSE $2 END, \
             event_key = CASE WHEN audience = 'owner' THEN event_key ELSE 'erased|' || id END, \
             params = NULL, status = CASE WHEN status = 'queued' THEN 'dropped' ELSE status END, \
             claim_token = NULL, updated_at = $3 \
             WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)",
        )
        .bind(user_id)
        .bind(ERASED_NAME)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        // Reviews keep their stars (the product's rating stays true) but lose the name and
        // the words, which may tell who wrote them.
        sqlx::query("UPDATE reviews SET author = $2, body = '', photo = NULL WHERE user_id = $1")
            .bind(user_id)
            .bind(tokri_domain::review::shown_name(""))
            .execute(&mut *tx)
            .await?;
        for contact in &contacts {
            sqlx::query("DELETE FROM delivery_waitlist WHERE contact = $1")
                .bind(contact)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("DELETE FROM mail_outbox WHERE LOWER(to_addr) = $1")
            .bind(user.email.to_lowercase())
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE data_requests SET status = 'completed', completed_at = $2 \
             WHERE user_id = $1 AND kind = 'erasure' AND status = 'pending'",
        )
        .bind(user_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(kept)
    }
}
