//! Complaints and their threads. A complaint's number comes from one counter row, raised in
//! the statement that reads it, so two complaints never share a number on either database.

use sqlx::Row;
use sqlx::any::AnyRow;

use tokri_domain::help::{HelpTopic, TicketAuthor, TicketStatus};

use crate::outbox::{NewMail, insert_mail};
use crate::{Result, Store, StoreError, decode_enum};

/// A complaint as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicketRow {
    pub id: String,
    /// The number people quote (`G000042`).
    pub number: String,
    /// SHA-256 (hex) of the key that opens it without an account.
    pub key_hash: String,
    /// The account that opened it (a guest identity for guests).
    pub user_id: Option<String>,
    /// The order it is about.
    pub order_id: Option<String>,
    /// That order's short number.
    pub order_number: Option<i64>,
    pub name: String,
    pub email: String,
    pub topic: HelpTopic,
    pub status: TicketStatus,
    /// Received, Unix ms.
    pub created_at: i64,
    pub acknowledge_by: i64,
    pub resolve_by: i64,
    pub acknowledged_at: Option<i64>,
    pub closed_at: Option<i64>,
}

/// A message of a complaint's thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicketMessageRow {
    pub author: TicketAuthor,
    pub body: String,
    /// Written, Unix ms.
    pub created_at: i64,
}

/// Which complaints the owner's list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TicketFilter {
    /// Not closed.
    Open,
    /// Closed.
    Closed,
    /// All.
    All,
}

const TICKET_COLUMNS: &str = "id, number, key_hash, user_id, order_id, order_number, name, email, topic, status, \
     created_at, acknowledge_by, resolve_by, acknowledged_at, closed_at";

fn ticket_from(r: &AnyRow) -> std::result::Result<TicketRow, sqlx::Error> {
    Ok(TicketRow {
        id: r.try_get("id")?,
        number: r.try_get("number")?,
        key_hash: r.try_get("key_hash")?,
        user_id: r.try_get("user_id")?,
        order_id: r.try_get("order_id")?,
        order_number: r.try_get("order_number")?,
        name: r.try_get("name")?,
        email: r.try_get("email")?,
        topic: decode_enum(r, "topic", HelpTopic::parse)?,
        status: decode_enum(r, "status", TicketStatus::parse)?,
        created_at: r.try_get("created_at")?,
        acknowledge_by: r.try_get("acknowledge_by")?,
        resolve_by: r.try_get("resolve_by")?,
        acknowledged_at: r.try_get("acknowledged_at")?,
        closed_at: r.try_get("closed_at")?,
    })
}

fn message_from(r: &AnyRow) -> std::result::Result<TicketMessageRow, sqlx::Error> {
    Ok(TicketMessageRow {
        author: decode_enum(r, "author", TicketAuthor::parse)?,
        body: r.try_get("body")?,
        created_at: r.try_get("created_at")?,
    })
}

async fn insert_message<'c, E>(
    exec: E,
    ticket_id: &str,
    author: TicketAuthor,
    body: &str,
    now: i64,
) -> Result<()>
where
    E: sqlx::Executor<'c, Database = sqlx::Any>,
{
    sqlx::query(
        "INSERT INTO help_ticket_messages (id, ticket_id, author, body, created_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(tokri_domain::new_id())
    .bind(ticket_id)
    .bind(author.as_str())
    .bind(body)
    .bind(now)
    .execute(exec)
    .await?;
    Ok(())
}

impl Store {
    /// The next complaint's sequence number (1, 2, …), taken for good: a complaint whose
    /// storing then fails leaves a gap, which complaint numbers may have.
    pub async fn next_ticket_seq(&self) -> Result<i64> {
        let next: i64 = sqlx::query_scalar(
            "UPDATE help_ticket_counter SET next = next + 1 WHERE id = 1 RETURNING next",
        )
        .fetch_one(self.pool())
        .await?;
        Ok(next - 1)
    }

    /// Stores a complaint with its first message and queues `mail` (the acknowledgement) in
    /// the same transaction.
    pub async fn open_ticket(&self, t: &TicketRow, message: &str, mail: &NewMail) -> Result<()> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(&format!(
            "INSERT INTO help_tickets ({TICKET_COLUMNS}, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $11)"
        ))
        .bind(&t.id)
        .bind(&t.number)
        .bind(&t.key_hash)
        .bind(&t.user_id)
        .bind(&t.order_id)
        .bind(t.order_number)
        .bind(&t.name)
        .bind(&t.email)
        .bind(t.topic.as_str())
        .bind(t.status.as_str())
        .bind(t.created_at)
        .bind(t.acknowledge_by)
        .bind(t.resolve_by)
        .bind(t.acknowledged_at)
        .bind(t.closed_at)
        .execute(&mut *tx)
        .await?;
        insert_message(
            &mut *tx,
            &t.id,
            TicketAuthor::Customer,
            message,
            t.created_at,
        )
        .await?;
        insert_mail(&mut *tx, mail, t.created_at).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A complaint by its number.
    pub async fn ticket_by_number(&self, number: &str) -> Result<TicketRow> {
        self.fetch_by_id(
            &format!("SELECT {TICKET_COLUMNS} FROM help_tickets WHERE number = $1"),
            number,
            ticket_from,
        )
        .await
    }

    /// A complaint's thread, oldest first.
    pub async fn ticket_messages(&self, ticket_id: &str) -> Result<Vec<TicketMessageRow>> {
        let rows = sqlx::query(
            "SELECT author, body, created_at FROM help_ticket_messages WHERE ticket_id = $1 \
             ORDER BY created_at, id",
        )
        .bind(ticket_id)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(message_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// Adds a message to a complaint that is not closed, sets its status (and, for the shop's
    /// first answer, when it was acknowledged; when `status` is closed, when it was closed)
    /// and queues `mail`, in one transaction. Conflict when the complaint is closed meanwhile.
    pub async fn add_ticket_message(
        &self,
        ticket_id: &str,
        author: TicketAuthor,
        body: Option<&str>,
        status: TicketStatus,
        mail: Option<&NewMail>,
        now: i64,
    ) -> Result<()> {
        let mut tx = self.pool().begin().await?;
        let shop = author == TicketAuthor::Shop;
        let closing = status == TicketStatus::Closed;
        let changed = sqlx::query(
            "UPDATE help_tickets SET status = $2, updated_at = $3, \
             acknowledged_at = CASE WHEN $4 = 1 AND acknowledged_at IS NULL THEN $3 ELSE acknowledged_at END, \
             closed_at = CASE WHEN $5 = 1 THEN $3 ELSE closed_at END \
             WHERE id = $1 AND status <> 'closed'",
        )
        .bind(ticket_id)
        .bind(status.as_str())
        .bind(now)
        .bind(i64::from(shop))
        .bind(i64::from(closing))
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if changed == 0 {
            return Err(StoreError::Conflict("This complaint is closed.".into()));
        }
        if let Some(body) = body {
            insert_message(&mut *tx, ticket_id, author, body, now).await?;
        }
        if let Some(mail) = mail {
            insert_mail(&mut *tx, mail, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// A page of complaints, newest first, after `after` (time, id); and whether more follow.
    /// `user_id` keeps to one account's.
    pub async fn list_tickets(
        &self,
        filter: TicketFilter,
        user_id: Option<&str>,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<TicketRow>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, String::new()));
        let status = match filter {
            TicketFilter::Open => " AND closed_at IS NULL",
            TicketFilter::Closed => " AND closed_at IS NOT NULL",
            TicketFilter::All => "",
        };
        let user = if user_id.is_some() {
            " AND user_id = $4"
        } else {
            " AND $4 = ''"
        };
        let sql = format!(
            "SELECT {TICKET_COLUMNS} FROM help_tickets \
             WHERE (created_at < $1 OR (created_at = $1 AND id > $2)){status}{user} \
             ORDER BY created_at DESC, id LIMIT $3"
        );
        let rows = sqlx::query(&sql)
            .bind(at)
            .bind(id)
            .bind(limit + 1)
            .bind(user_id.unwrap_or(""))
            .fetch_all(self.pool())
            .await?;
        crate::keyset_page(&rows, limit, ticket_from)
    }

    /// How many complaints are not closed, and how many of those are past a due date at `now`.
    pub async fn ticket_counts(&self, now: i64) -> Result<(i64, i64)> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS open, \
             COALESCE(SUM(CASE WHEN (acknowledged_at IS NULL AND acknowledge_by < $1) OR resolve_by < $1 \
             THEN 1 ELSE 0 END), 0) AS overdue \
             FROM help_tickets WHERE closed_at IS NULL",
        )
        .bind(now)
        .fetch_one(self.pool())
        .await?;
        Ok((row.try_get("open")?, row.try_get("overdue")?))
    }

    /// The order numbered `number` whose buyer's email is `email_norm` (lower-cased): its id.
    pub async fn order_for_complaint(
        &self,
        number: i64,
        email_norm: &str,
    ) -> Result<Option<(String, String)>> {
        let row = sqlx::query(
            "SELECT o.id, o.user_id FROM orders o LEFT JOIN users u ON u.id = o.user_id \
             WHERE o.number = $1 AND (u.email_norm = $2 OR LOWER(o.customer_email) = $2)",
        )
        .bind(number)
        .bind(email_norm)
        .fetch_optional(self.pool())
        .await?;
        Ok(match row {
            Some(r) => Some((r.try_get("id")?, r.try_get("user_id")?)),
            None => None,
        })
    }

    /// The order numbered `number` when `user_id` placed it: its id.
    pub async fn own_order_by_number(&self, number: i64, user_id: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT id FROM orders WHERE number = $1 AND user_id = $2")
                .bind(number)
                .bind(user_id)
                .fetch_optional(self.pool())
                .await?,
        )
    }
}
