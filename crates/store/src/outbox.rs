//! The mail outbox: messages written in the transaction of what they tell about, then claimed,
//! sent and deleted by a sender. A claim is a lease (`claimed_until`) with a token of its own, so
//! two senders — in one instance or in several on one PostgreSQL — never send the same row, and
//! a sender that died mid-send only holds its rows until the lease runs out.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::{Backend, Result, Store, now_ms};

/// A message to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMail {
    /// Recipient address.
    pub to: String,
    /// Recipient name.
    pub to_name: String,
    /// Subject line.
    pub subject: String,
    /// Plain-text body.
    pub text: String,
    /// HTML body.
    pub html: String,
    /// The order whose invoice goes with it as a PDF (rendered when it is sent).
    pub invoice_order_id: Option<String>,
    /// The refund whose credit note goes with it as a PDF (rendered when it is sent).
    pub credit_note_refund_id: Option<String>,
    /// An offer: sent only if its recipient still consents to offers when it goes out.
    pub marketing: bool,
}

/// A queued message claimed for sending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedMail {
    /// Row id.
    pub id: String,
    /// The claim's token: only its holder may mark the row sent or failed.
    pub claim_token: String,
    /// Attempts so far, this one included.
    pub attempts: i64,
    /// When it was queued, Unix ms.
    pub created_at: i64,
    /// The message.
    pub mail: NewMail,
}

/// A message given up on, or still waiting, for inspection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxRow {
    /// Row id.
    pub id: String,
    /// Recipient address.
    pub to: String,
    /// Subject line.
    pub subject: String,
    /// Attempts so far.
    pub attempts: i64,
    /// When the next attempt is due, Unix ms.
    pub next_attempt_at: i64,
    /// The last error.
    pub last_error: Option<String>,
    /// When it was given up on, Unix ms.
    pub failed_at: Option<i64>,
}

/// The customers an offer mail goes to: those who consent to offers, in an open account.
const OFFER_AUDIENCE: &str =
    "role = 'customer' AND marketing_consent_at IS NOT NULL AND closed_at IS NULL";

pub(crate) async fn insert_mail<'c, E>(exec: E, mail: &NewMail, now: i64) -> Result<String>
where
    E: sqlx::Executor<'c, Database = sqlx::Any>,
{
    let id = uuid::Uuid::new_v4().to_string();
    sqlx::query(
        "INSERT INTO mail_outbox (id, to_addr, to_name, subject, text_body, html_body, created_at, attempts, next_attempt_at, invoice_order_id, marketing, credit_note_refund_id) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $7, $8, $9, $10)",
    )
    .bind(&id)
    .bind(&mail.to)
    .bind(&mail.to_name)
    .bind(&mail.subject)
    .bind(&mail.text)
    .bind(&mail.html)
    .bind(now)
    .bind(&mail.invoice_order_id)
    .bind(i64::from(mail.marketing))
    .bind(&mail.credit_note_refund_id)
    .execute(exec)
    .await?;
    Ok(id)
}

fn claimed_from(r: &AnyRow) -> std::result::Result<ClaimedMail, sqlx::Error> {
    Ok(ClaimedMail {
        id: r.try_get("id")?,
        claim_token: r.try_get("claim_token")?,
        attempts: r.try_get("attempts")?,
        created_at: r.try_get("created_at")?,
        mail: NewMail {
            to: r.try_get("to_addr")?,
            to_name: r.try_get("to_name")?,
            subject: r.try_get("subject")?,
            text: r.try_get("text_body")?,
            html: r.try_get("html_body")?,
            invoice_order_id: r.try_get("invoice_order_id")?,
            credit_note_refund_id: r.try_get("credit_note_refund_id")?,
            marketing: r.try_get::<i64, _>("marketing")? != 0,
        },
    })
}

impl Store {
    /// Queues a message, due at once; answers its row id.
    pub async fn queue_mail(&self, mail: &NewMail) -> Result<String> {
        insert_mail(self.pool(), mail, now_ms()).await
    }

    /// Claims up to `limit` messages due at `now` (not given up on, not claimed by a live lease)
    /// until `now + lease_ms`, counting an attempt for each. One statement: on PostgreSQL the
    /// candidates are locked with `SKIP LOCKED` so parallel senders take different rows, and the
    /// outer condition is checked again on the locked row; SQLite runs one writer at a time.
    pub async fn claim_due_mail(
        &self,
        now: i64,
        lease_ms: i64,
        limit: i64,
    ) -> Result<Vec<ClaimedMail>> {
        let lock = match self.backend() {
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        let token = uuid::Uuid::new_v4().to_string();
        let sql = format!(
            "UPDATE mail_outbox SET claimed_until = $1, claim_token = $2, attempts = attempts + 1 \
             WHERE id IN (SELECT id FROM mail_outbox WHERE failed_at IS NULL AND next_attempt_at <= $3 \
                          AND (claimed_until IS NULL OR claimed_until <= $3) \
                          ORDER BY next_attempt_at, created_at LIMIT $4{lock}) \
             AND failed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $3) \
             RETURNING id, claim_token, attempts, created_at, to_addr, to_name, subject, text_body, html_body, invoice_order_id, marketing, credit_note_refund_id"
        );
        let rows = sqlx::query(&sql)
            .bind(now + lease_ms)
            .bind(&token)
            .bind(now)
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        let mut out = rows
            .iter()
            .map(claimed_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        out.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
        Ok(out)
    }

    /// Queues many messages in one transaction (an offer mail to every consenting customer).
    pub async fn queue_mails(&self, mails: &[NewMail]) -> Result<()> {
        let now = now_ms();
        let mut tx = self.pool().begin().await?;
        for m in mails {
            insert_mail(&mut *tx, m, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Whether the registered account reading mail at `email` consents to offers now.
    pub async fn marketing_consent_of(&self, email: &str) -> Result<bool> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM users WHERE email_norm = $1 AND role <> 'guest' \
             AND marketing_consent_at IS NOT NULL AND closed_at IS NULL",
        )
        .bind(email.trim().to_lowercase())
        .fetch_one(self.pool())
        .await?;
        Ok(n > 0)
    }

    /// How many registered customers consent to offers now.
    pub async fn count_offer_audience(&self) -> Result<i64> {
        Ok(sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM users WHERE {OFFER_AUDIENCE}"
        ))
        .fetch_one(self.pool())
        .await?)
    }

    /// The registered customers who consent to offers now: (name, email), by email, up to
    /// `limit`.
    pub async fn offer_audience(&self, limit: i64) -> Result<Vec<(String, String)>> {
        let rows = sqlx::query(&format!(
            "SELECT name, email FROM users WHERE {OFFER_AUDIENCE} ORDER BY email_norm LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("name")?, r.try_get("email")?)))
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// A claimed message went out: its row is deleted (so no link in it outlives its sending).
    /// False when the claim was lost (the lease ran out and another sender took the row).
    /// A message in the log (`messages`) is marked sent in the same transaction.
    pub async fn mail_sent(&self, id: &str, claim_token: &str) -> Result<bool> {
        let lost = self
            .mails_sent(&[(id.to_string(), claim_token.to_string())])
            .await?;
        Ok(lost.is_empty())
    }

    /// Records messages sent (each its id and claim token), in one transaction: each leaves
    /// the outbox and its logged message is marked sent. Answers the ids whose claim had been
    /// lost meanwhile (another sender took them over), which are left as they are.
    pub async fn mails_sent(&self, sent: &[(String, String)]) -> Result<Vec<String>> {
        if sent.is_empty() {
            return Ok(Vec::new());
        }
        let now = now_ms();
        let mut lost = Vec::new();
        let mut tx = self.pool().begin().await?;
        for (id, claim_token) in sent {
            let logged: Option<Option<String>> = sqlx::query_scalar(
                "DELETE FROM mail_outbox WHERE id = $1 AND claim_token = $2 RETURNING message_id",
            )
            .bind(id)
            .bind(claim_token)
            .fetch_optional(&mut *tx)
            .await?;
            match logged {
                None => lost.push(id.clone()),
                Some(None) => {}
                Some(Some(message_id)) => {
                    sqlx::query(
                        "UPDATE messages SET status = 'sent', sent_at = $2, updated_at = $2, attempts = attempts + 1 WHERE id = $1",
                    )
                    .bind(message_id)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
            }
        }
        tx.commit().await?;
        Ok(lost)
    }

    /// Marks the logged message of a mail that was dropped (an offer without consent) or given
    /// up on.
    async fn mail_log_final(&self, id: &str, status: &str, error: &str, now: i64) -> Result<()> {
        sqlx::query(
            "UPDATE messages SET status = $2, last_error = $3, updated_at = $4              WHERE id = (SELECT message_id FROM mail_outbox WHERE id = $1)",
        )
        .bind(id)
        .bind(status)
        .bind(error)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// A claimed message could not be sent: it is due again at `retry_at`, or given up on at
    /// `now` when `retry_at` is None. False when the claim was lost.
    pub async fn mail_failed(
        &self,
        id: &str,
        claim_token: &str,
        error: &str,
        now: i64,
        retry_at: Option<i64>,
    ) -> Result<bool> {
        let error: String = error.chars().take(1000).collect();
        if retry_at.is_none() {
            self.mail_log_final(id, "failed", &error, now).await?;
        }
        let done = sqlx::query(
            "UPDATE mail_outbox SET claimed_until = NULL, claim_token = NULL, last_error = $3, \
             next_attempt_at = COALESCE($4, next_attempt_at), failed_at = CASE WHEN $4 IS NULL THEN $5 ELSE NULL END \
             WHERE id = $1 AND claim_token = $2",
        )
        .bind(id)
        .bind(claim_token)
        .bind(error)
        .bind(retry_at)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Messages still in the outbox (waiting, being sent, or given up on), oldest first.
    pub async fn outbox_rows(&self) -> Result<Vec<OutboxRow>> {
        let rows = sqlx::query(
            "SELECT id, to_addr, subject, attempts, next_attempt_at, last_error, failed_at \
             FROM mail_outbox ORDER BY created_at, id",
        )
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(OutboxRow {
                    id: r.try_get("id")?,
                    to: r.try_get("to_addr")?,
                    subject: r.try_get("subject")?,
                    attempts: r.try_get("attempts")?,
                    next_attempt_at: r.try_get("next_attempt_at")?,
                    last_error: r.try_get("last_error")?,
                    failed_at: r.try_get("failed_at")?,
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How many messages wait to be sent (due now or later, claimed or not), not counting
    /// those given up on.
    pub async fn unsent_mail_count(&self) -> Result<i64> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM mail_outbox WHERE failed_at IS NULL")
                .fetch_one(self.pool())
                .await?,
        )
    }

    /// The mail waiting to be sent (not given up on): how many messages, and when the oldest of
    /// them was queued (Unix ms), for `/metrics`.
    pub async fn mail_backlog(&self) -> Result<(i64, Option<i64>)> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM mail_outbox WHERE failed_at IS NULL",
        )
        .fetch_one(self.pool())
        .await?;
        Ok((row.try_get("n")?, row.try_get("oldest")?))
    }
}
