//! Refunds and GST credit notes. A refund is asked for, held and (for the sandbox and cash)
//! processed in one transaction that first locks the order's row, so parallel refunds of one
//! order run one after another and can never give back more than was paid, nor return the same
//! unit twice. A Razorpay refund stays pending between that transaction and Razorpay's answer
//! (or webhook); a failed one gives its hold back. Processing a refund of an invoiced sale issues
//! its credit note, numbered in a gapless series per financial year in the same transaction.

use sqlx::Row;
use sqlx::any::AnyRow;
use tokri_domain::Money;
use tokri_domain::refund::{
    CreditPlan, CreditableLine, RefundAsk, RefundProblem, credit_note_number, credit_note_series,
    plan_credit,
};
use tokri_domain::tax::{FinancialYear, GstRate, InvoicePrefix, LineTax, Supply};

use crate::invoices::{rate_of, tax_from as tax_of};
use crate::orders::WebhookEventRef;
use crate::{Result, Store, StoreError, decode_enum, now_ms};

/// Why money goes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundKind {
    /// Less was supplied than invoiced: a credit note is issued.
    Sale,
    /// A payment that sold nothing (paid after cancellation, or paid twice): given back whole.
    Excess,
}

impl RefundKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RefundKind::Sale => "sale",
            RefundKind::Excess => "excess",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "sale" => Some(RefundKind::Sale),
            "excess" => Some(RefundKind::Excess),
            _ => None,
        }
    }
}

/// How the money goes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundMethod {
    /// Razorpay's Refunds API.
    Razorpay,
    /// The offline sandbox.
    Sandbox,
    /// Cash handed back (cash on delivery), recorded by the admin.
    Cash,
}

impl RefundMethod {
    pub fn as_str(self) -> &'static str {
        match self {
            RefundMethod::Razorpay => "razorpay",
            RefundMethod::Sandbox => "sandbox",
            RefundMethod::Cash => "cash",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "razorpay" => Some(RefundMethod::Razorpay),
            "sandbox" => Some(RefundMethod::Sandbox),
            "cash" => Some(RefundMethod::Cash),
            _ => None,
        }
    }
    /// The method that gives back a payment of `provider`.
    fn of_provider(provider: &str) -> Self {
        match provider {
            "razorpay" => RefundMethod::Razorpay,
            // Given back by hand: cash, or a transfer the owner makes to a company that paid by
            // bank transfer.
            "cod" | crate::orders::BANK_TRANSFER => RefundMethod::Cash,
            _ => RefundMethod::Sandbox,
        }
    }
}

/// Where a refund stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundStatus {
    /// Asked of the provider, not yet confirmed.
    Pending,
    /// The money went back.
    Processed,
    /// The provider refused it; its hold was given back.
    Failed,
}

impl RefundStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RefundStatus::Pending => "pending",
            RefundStatus::Processed => "processed",
            RefundStatus::Failed => "failed",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(RefundStatus::Pending),
            "processed" => Some(RefundStatus::Processed),
            "failed" => Some(RefundStatus::Failed),
            _ => None,
        }
    }
}

/// What the admin asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefundRequest {
    /// Give back part or all of the sale (a credit note follows).
    Sale(RefundAsk),
    /// Give back a payment that sold nothing, whole.
    Excess,
}

/// A refund to make.
#[derive(Debug, Clone)]
pub struct NewRefund<'a> {
    pub order_id: &'a str,
    /// The admin's request id (a repeat answers the first refund).
    pub request_key: &'a str,
    /// Checked by [`tokri_domain::refund::parse_reason`].
    pub reason: &'a str,
    pub request: RefundRequest,
    /// The admin's user id.
    pub created_by: &'a str,
}

/// One line a refund gives back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundLineRow {
    /// The invoice line's position.
    pub position: i64,
    /// The invoice line's text ("Alphonso Mango (1 kg)").
    pub description: String,
    pub hsn_code: String,
    /// Units returned (0 when only value went back).
    pub qty: i64,
    pub rate: GstRate,
    pub tax: LineTax,
}

/// A credit note as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditNoteRow {
    /// `TK-C/26-27/00001`.
    pub number: String,
    pub issued_at: i64,
    pub totals: LineTax,
}

/// A refund.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundRow {
    pub id: String,
    pub order_id: String,
    /// The payment it goes back to.
    pub payment_id: String,
    pub kind: RefundKind,
    pub method: RefundMethod,
    pub amount_paise: i64,
    pub reason: String,
    pub status: RefundStatus,
    pub provider_refund_id: Option<String>,
    /// Why the provider refused it.
    pub failure: Option<String>,
    pub created_at: i64,
    pub processed_at: Option<i64>,
    /// What it gives back of each invoice line (a refund of a sale).
    pub lines: Vec<RefundLineRow>,
    /// Its credit note, once issued.
    pub credit_note: Option<CreditNoteRow>,
}

/// A refund as [`RefundTx::create`] left it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Created {
    pub id: String,
    /// False when the request id was seen before: nothing new was made.
    pub new: bool,
    pub method: RefundMethod,
    /// What it gives back.
    pub amount_paise: i64,
}

const REFUND_COLUMNS: &str = "r.id, r.order_id, r.payment_id, r.kind, r.method, r.amount_paise, r.reason, \
     r.status, r.provider_refund_id, r.failure, r.created_at, r.processed_at, \
     c.number AS cn_number, c.issued_at AS cn_issued_at, c.taxable_paise, c.cgst_paise, c.sgst_paise, \
     c.igst_paise, c.total_paise";

fn refund_from(r: &AnyRow) -> std::result::Result<RefundRow, sqlx::Error> {
    let number: Option<String> = r.try_get("cn_number")?;
    let credit_note = match number {
        Some(number) => Some(CreditNoteRow {
            number,
            issued_at: r.try_get("cn_issued_at")?,
            totals: tax_of(r)?,
        }),
        None => None,
    };
    Ok(RefundRow {
        id: r.try_get("id")?,
        order_id: r.try_get("order_id")?,
        payment_id: r.try_get("payment_id")?,
        kind: decode_enum(r, "kind", RefundKind::parse)?,
        method: decode_enum(r, "method", RefundMethod::parse)?,
        amount_paise: r.try_get("amount_paise")?,
        reason: r.try_get("reason")?,
        status: decode_enum(r, "status", RefundStatus::parse)?,
        provider_refund_id: r.try_get("provider_refund_id")?,
        failure: r.try_get("failure")?,
        created_at: r.try_get("created_at")?,
        processed_at: r.try_get("processed_at")?,
        lines: Vec::new(),
        credit_note,
    })
}

/// An invoice line with what is left of it to refund.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundableLine {
    pub position: i64,
    pub description: String,
    pub line: CreditableLine,
}

/// The invoice lines of an order with what earlier refunds (pending or processed) gave back.
async fn creditable_lines(
    conn: &mut sqlx::AnyConnection,
    order_id: &str,
) -> Result<Vec<RefundableLine>> {
    let credited: std::collections::HashMap<i64, (i64, i64)> = sqlx::query(
            "SELECT rl.position, CAST(SUM(rl.qty) AS BIGINT) AS qty, CAST(SUM(rl.total_paise) AS BIGINT) AS total \
             FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id \
             WHERE r.order_id = $1 AND r.status <> 'failed' GROUP BY rl.position",
        )
        .bind(order_id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("position")?, (r.try_get("qty")?, r.try_get("total")?))))
        .collect::<std::result::Result<_, sqlx::Error>>()?;
    let lines: Vec<RefundableLine> = sqlx::query(
            "SELECT position, description, qty, gst_rate, total_paise FROM invoice_lines WHERE order_id = $1 ORDER BY position",
        )
        .bind(order_id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|l| {
            let position: i64 = l.try_get("position")?;
            let (qty, total) = credited.get(&position).copied().unwrap_or((0, 0));
            Ok(RefundableLine {
                position,
                description: l.try_get("description")?,
                line: CreditableLine {
                    total: Money::from_paise(l.try_get("total_paise")?),
                    qty: l.try_get("qty")?,
                    rate: rate_of(l)?,
                    credited: Money::from_paise(total),
                    credited_qty: qty,
                },
            })
        })
        .collect::<std::result::Result<_, sqlx::Error>>()?;
    Ok(lines)
}

/// A refund's writes, committed together or not at all (see the module's description).
pub struct RefundTx {
    tx: sqlx::Transaction<'static, sqlx::Any>,
    now: i64,
}

impl std::fmt::Debug for RefundTx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RefundTx").finish_non_exhaustive()
    }
}

impl Store {
    /// Starts a refund transaction. With a webhook event, its id is recorded first in the same
    /// transaction: None when the event was seen before.
    pub async fn begin_refund(
        &self,
        event: Option<WebhookEventRef<'_>>,
    ) -> Result<Option<RefundTx>> {
        let mut tx = self.pool().begin().await?;
        let now = now_ms();
        if let Some(e) = event
            && !crate::orders::insert_webhook_event(&mut *tx, e, now).await?
        {
            tx.rollback().await?;
            return Ok(None);
        }
        Ok(Some(RefundTx { tx, now }))
    }

    /// One refund with its lines and credit note.
    pub async fn get_refund(&self, id: &str) -> Result<RefundRow> {
        let row = sqlx::query(&format!(
            "SELECT {REFUND_COLUMNS} FROM refunds r LEFT JOIN credit_notes c ON c.refund_id = r.id WHERE r.id = $1"
        ))
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        .ok_or(StoreError::NotFound)?;
        let mut refund = refund_from(&row)?;
        refund.lines = self
            .refund_lines(&refund.order_id, &[refund.id.clone()])
            .await?
            .remove(&refund.id)
            .unwrap_or_default();
        Ok(refund)
    }

    /// The refund a provider's refund id (or our own id, which Razorpay echoes as the receipt)
    /// names.
    pub async fn find_refund(
        &self,
        provider_refund_id: &str,
        receipt: Option<&str>,
    ) -> Result<Option<String>> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM refunds WHERE provider_refund_id = $1 OR id = $2 ORDER BY provider_refund_id LIMIT 1",
        )
        .bind(provider_refund_id)
        .bind(receipt.unwrap_or(""))
        .fetch_optional(self.pool())
        .await?)
    }

    /// An order's refunds, oldest first, with their lines and credit notes (an order has few).
    pub async fn refunds_of_order(&self, order_id: &str) -> Result<Vec<RefundRow>> {
        let rows = sqlx::query(&format!(
            "SELECT {REFUND_COLUMNS} FROM refunds r LEFT JOIN credit_notes c ON c.refund_id = r.id \
             WHERE r.order_id = $1 ORDER BY r.created_at, r.id LIMIT 200"
        ))
        .bind(order_id)
        .fetch_all(self.pool())
        .await?;
        let mut refunds = rows
            .iter()
            .map(refund_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let ids: Vec<String> = refunds.iter().map(|r| r.id.clone()).collect();
        let mut lines = self.refund_lines(order_id, &ids).await?;
        for r in &mut refunds {
            r.lines = lines.remove(&r.id).unwrap_or_default();
        }
        Ok(refunds)
    }

    /// Every refund, newest first, a page at a time after the (created_at, id) `after`.
    pub async fn list_refunds(
        &self,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<RefundRow>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, String::new()));
        let rows = sqlx::query(&format!(
            "SELECT {REFUND_COLUMNS} FROM refunds r LEFT JOIN credit_notes c ON c.refund_id = r.id \
             WHERE (r.created_at < $1 OR (r.created_at = $1 AND r.id > $2)) \
             ORDER BY r.created_at DESC, r.id LIMIT $3"
        ))
        .bind(at)
        .bind(id)
        .bind(limit + 1)
        .fetch_all(self.pool())
        .await?;
        crate::keyset_page(&rows, limit, refund_from)
    }

    async fn refund_lines(
        &self,
        order_id: &str,
        ids: &[String],
    ) -> Result<std::collections::HashMap<String, Vec<RefundLineRow>>> {
        let mut by_refund: std::collections::HashMap<String, Vec<RefundLineRow>> =
            Default::default();
        if ids.is_empty() {
            return Ok(by_refund);
        }
        let rows = sqlx::query(
            "SELECT rl.refund_id, rl.position, rl.qty, rl.gst_rate, rl.taxable_paise, rl.cgst_paise, rl.sgst_paise, \
             rl.igst_paise, rl.total_paise, il.description, il.hsn_code \
             FROM refund_lines rl JOIN refunds r ON r.id = rl.refund_id \
             LEFT JOIN invoice_lines il ON il.order_id = r.order_id AND il.position = rl.position \
             WHERE r.order_id = $1 ORDER BY rl.refund_id, rl.position",
        )
        .bind(order_id)
        .fetch_all(self.pool())
        .await?;
        for r in &rows {
            let refund_id: String = r.try_get("refund_id")?;
            if !ids.contains(&refund_id) {
                continue;
            }
            by_refund.entry(refund_id).or_default().push(RefundLineRow {
                position: r.try_get("position")?,
                description: r
                    .try_get::<Option<String>, _>("description")?
                    .unwrap_or_default(),
                hsn_code: r
                    .try_get::<Option<String>, _>("hsn_code")?
                    .unwrap_or_default(),
                qty: r.try_get("qty")?,
                rate: rate_of(r)?,
                tax: tax_of(r)?,
            });
        }
        Ok(by_refund)
    }

    /// Razorpay refunds stored before `before` but never sent (no Razorpay id yet).
    pub async fn unsent_refunds(&self, before: i64) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM refunds WHERE status = 'pending' AND method = 'razorpay' \
             AND provider_refund_id IS NULL AND created_at < $1 ORDER BY created_at LIMIT 50",
        )
        .bind(before)
        .fetch_all(self.pool())
        .await?)
    }

    /// An order's captured payments, what refunds hold of them, and what is still to be given
    /// back whole (payments that sold nothing): (paid, refunded, excess due), paise.
    pub async fn refund_totals(&self, order_id: &str) -> Result<(i64, i64, i64)> {
        let r = sqlx::query(
            "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS paid, \
             CAST(COALESCE(SUM(refunded_paise), 0) AS BIGINT) AS refunded, \
             CAST(COALESCE(SUM(CASE WHEN refund_due = 1 THEN amount_paise - refunded_paise ELSE 0 END), 0) AS BIGINT) AS excess \
             FROM payments WHERE order_id = $1 AND status = 'captured'",
        )
        .bind(order_id)
        .fetch_one(self.pool())
        .await?;
        Ok((
            r.try_get("paid")?,
            r.try_get("refunded")?,
            r.try_get("excess")?,
        ))
    }

    /// An order's invoice lines with what is left of each to refund (empty without an invoice).
    pub async fn refundable_lines(&self, order_id: &str) -> Result<Vec<RefundableLine>> {
        let mut conn = self.pool().acquire().await?;
        creditable_lines(&mut conn, order_id).await
    }

    /// The credit notes' numbers in the order of their series (for audits and tests).
    pub async fn credit_note_numbers(&self) -> Result<Vec<String>> {
        Ok(
            sqlx::query_scalar("SELECT number FROM credit_notes ORDER BY series, fy, seq")
                .fetch_all(self.pool())
                .await?,
        )
    }
}

impl RefundTx {
    /// Makes a refund, or answers the one made before under the same request id. Locks the
    /// order's row first, then checks what is left against the order's captured payments and
    /// (for a sale) its invoice less earlier refunds, and holds the amount on the payment and
    /// the order. Refuses with [`StoreError::Refund`] what cannot be made.
    pub async fn create(&mut self, r: &NewRefund<'_>) -> Result<Created> {
        let locked = sqlx::query("UPDATE orders SET refunded_paise = refunded_paise WHERE id = $1")
            .bind(r.order_id)
            .execute(&mut *self.tx)
            .await?;
        if locked.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        if let Some(row) = sqlx::query(
            "SELECT id, method, amount_paise FROM refunds WHERE order_id = $1 AND request_key = $2",
        )
        .bind(r.order_id)
        .bind(r.request_key)
        .fetch_optional(&mut *self.tx)
        .await?
        {
            return Ok(Created {
                id: row.try_get("id")?,
                new: false,
                method: decode_enum(&row, "method", RefundMethod::parse)?,
                amount_paise: row.try_get("amount_paise")?,
            });
        }
        // (provider payment id, provider, left to refund, due back whole)
        let payments: Vec<(String, String, i64, bool)> = sqlx::query(
            "SELECT provider_payment_id, provider, amount_paise - refunded_paise AS left_paise, refund_due \
             FROM payments WHERE order_id = $1 AND status = 'captured' ORDER BY created_at, id",
        )
        .bind(r.order_id)
        .fetch_all(&mut *self.tx)
        .await?
        .iter()
        .map(|p| {
            Ok((
                p.try_get("provider_payment_id")?,
                p.try_get("provider")?,
                p.try_get("left_paise")?,
                p.try_get::<i64, _>("refund_due")? == 1,
            ))
        })
        .collect::<std::result::Result<_, sqlx::Error>>()?;
        if payments.is_empty() {
            return Err(StoreError::Refund(RefundProblem::NotPaid));
        }
        let (kind, payment, amount, plan) = match &r.request {
            RefundRequest::Excess => {
                let Some(p) = payments.iter().find(|p| p.3 && p.2 > 0) else {
                    return Err(StoreError::Refund(RefundProblem::NoExcessPayment));
                };
                (RefundKind::Excess, p, p.2, None)
            }
            RefundRequest::Sale(ask) => {
                let plan = self.plan_sale(r.order_id, ask).await?;
                let sale: Vec<_> = payments.iter().filter(|p| !p.3).collect();
                let left: i64 = sale.iter().map(|p| p.2).sum();
                if left <= 0 {
                    return Err(StoreError::Refund(RefundProblem::NothingLeft));
                }
                if plan.amount.paise() > left {
                    return Err(StoreError::Refund(RefundProblem::MoreThanLeft(
                        Money::from_paise(left),
                    )));
                }
                let Some(p) = sale.iter().find(|p| p.2 >= plan.amount.paise()) else {
                    let most = sale.iter().map(|p| p.2).max().unwrap_or(0);
                    return Err(StoreError::Refund(RefundProblem::MoreThanOnePayment(
                        Money::from_paise(most),
                    )));
                };
                (RefundKind::Sale, *p, plan.amount.paise(), Some(plan))
            }
        };
        let method = RefundMethod::of_provider(&payment.1);
        let id = tokri_domain::new_id();
        sqlx::query(
            "INSERT INTO refunds (id, order_id, payment_id, request_key, kind, method, amount_paise, reason, status, created_by, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)",
        )
        .bind(&id)
        .bind(r.order_id)
        .bind(&payment.0)
        .bind(r.request_key)
        .bind(kind.as_str())
        .bind(method.as_str())
        .bind(amount)
        .bind(r.reason)
        .bind(r.created_by)
        .bind(self.now)
        .execute(&mut *self.tx)
        .await?;
        for l in plan.iter().flat_map(|p| &p.lines) {
            sqlx::query(
                "INSERT INTO refund_lines (refund_id, position, qty, gst_rate, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&id)
            .bind(l.position as i64)
            .bind(l.qty)
            .bind(l.rate.percent())
            .bind(l.tax.taxable.paise())
            .bind(l.tax.cgst.paise())
            .bind(l.tax.sgst.paise())
            .bind(l.tax.igst.paise())
            .bind(l.tax.total.paise())
            .execute(&mut *self.tx)
            .await?;
        }
        self.hold(r.order_id, &payment.0, amount).await?;
        Ok(Created {
            id,
            new: true,
            method,
            amount_paise: amount,
        })
    }

    /// What a refund of the sale gives back of each invoice line.
    async fn plan_sale(&mut self, order_id: &str, ask: &RefundAsk) -> Result<CreditPlan> {
        let supply: Option<String> =
            sqlx::query_scalar("SELECT supply FROM invoices WHERE order_id = $1")
                .bind(order_id)
                .fetch_optional(&mut *self.tx)
                .await?;
        let supply = supply
            .as_deref()
            .and_then(Supply::parse)
            .ok_or(StoreError::Refund(RefundProblem::NoInvoice))?;
        let lines: Vec<CreditableLine> = creditable_lines(&mut self.tx, order_id)
            .await?
            .into_iter()
            .map(|l| l.line)
            .collect();
        plan_credit(&lines, ask, supply).map_err(StoreError::Refund)
    }

    /// Holds `amount` on the payment and the order; the payment's row guards what is left.
    async fn hold(&mut self, order_id: &str, payment_id: &str, amount: i64) -> Result<()> {
        let held = sqlx::query(
            "UPDATE payments SET refunded_paise = refunded_paise + $2 \
             WHERE provider_payment_id = $1 AND amount_paise - refunded_paise >= $2",
        )
        .bind(payment_id)
        .bind(amount)
        .execute(&mut *self.tx)
        .await?;
        if held.rows_affected() != 1 {
            return Err(StoreError::Refund(RefundProblem::NothingLeft));
        }
        sqlx::query(
            "UPDATE orders SET refunded_paise = refunded_paise + $2, updated_at = $3 WHERE id = $1",
        )
        .bind(order_id)
        .bind(amount)
        .bind(self.now)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// Notes the provider's id of a pending refund.
    pub async fn set_provider_id(
        &mut self,
        refund_id: &str,
        provider_refund_id: &str,
    ) -> Result<()> {
        sqlx::query("UPDATE refunds SET provider_refund_id = $2 WHERE id = $1 AND provider_refund_id IS NULL")
            .bind(refund_id)
            .bind(provider_refund_id)
            .execute(&mut *self.tx)
            .await?;
        Ok(())
    }

    /// Marks a pending refund processed — once: answers None when it was not pending. A
    /// refund of an invoiced sale gets its credit note here, numbered in this transaction
    /// (gapless: a rollback gives the number back); a payment given back whole clears the
    /// order's "refund due" once no such payment is left. Answers the credit note's number.
    pub async fn process(&mut self, refund_id: &str) -> Result<Option<Option<String>>> {
        let Some(row) = sqlx::query(
            "UPDATE refunds SET status = 'processed', processed_at = $2, failure = NULL \
             WHERE id = $1 AND status = 'pending' RETURNING order_id, kind, payment_id",
        )
        .bind(refund_id)
        .bind(self.now)
        .fetch_optional(&mut *self.tx)
        .await?
        else {
            return Ok(None);
        };
        let order_id: String = row.try_get("order_id")?;
        let kind = decode_enum(&row, "kind", RefundKind::parse)?;
        if kind == RefundKind::Excess {
            let payment_id: String = row.try_get("payment_id")?;
            sqlx::query("UPDATE payments SET refund_due = 0 WHERE provider_payment_id = $1")
                .bind(&payment_id)
                .execute(&mut *self.tx)
                .await?;
            sqlx::query(
                "UPDATE orders SET refund_due = 0, refunded_at = $2, updated_at = $2 WHERE id = $1 AND refund_due = 1 \
                 AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = $1 AND refund_due = 1)",
            )
            .bind(&order_id)
            .bind(self.now)
            .execute(&mut *self.tx)
            .await?;
            return Ok(Some(None));
        }
        let prefix: String = sqlx::query_scalar("SELECT prefix FROM invoice_settings WHERE id = 1")
            .fetch_one(&mut *self.tx)
            .await?;
        let prefix = InvoicePrefix::stored(&prefix).ok_or_else(|| crate::bad_value("prefix"))?;
        let series = credit_note_series(&prefix);
        let fy = FinancialYear::of(self.now);
        let seq: i64 = sqlx::query_scalar(
            "INSERT INTO invoice_counters (prefix, fy, last_seq) VALUES ($1, $2, 1) \
             ON CONFLICT (prefix, fy) DO UPDATE SET last_seq = invoice_counters.last_seq + 1 \
             RETURNING last_seq",
        )
        .bind(&series)
        .bind(fy.label())
        .fetch_one(&mut *self.tx)
        .await?;
        let number = credit_note_number(&prefix, fy, seq);
        sqlx::query(
            "INSERT INTO credit_notes (refund_id, order_id, number, series, fy, seq, issued_at, taxable_paise, cgst_paise, \
             sgst_paise, igst_paise, total_paise) \
             SELECT $1, $2, $3, $4, $5, $6, $7, CAST(SUM(taxable_paise) AS BIGINT), CAST(SUM(cgst_paise) AS BIGINT), \
             CAST(SUM(sgst_paise) AS BIGINT), CAST(SUM(igst_paise) AS BIGINT), CAST(SUM(total_paise) AS BIGINT) \
             FROM refund_lines WHERE refund_id = $1",
        )
        .bind(refund_id)
        .bind(&order_id)
        .bind(&number)
        .bind(&series)
        .bind(fy.label())
        .bind(seq)
        .bind(self.now)
        .execute(&mut *self.tx)
        .await?;
        Ok(Some(Some(number)))
    }

    /// Marks a pending refund failed and gives its hold back — once: answers false when it
    /// was not pending.
    pub async fn fail(&mut self, refund_id: &str, failure: &str) -> Result<bool> {
        let Some(row) = sqlx::query(
            "UPDATE refunds SET status = 'failed', failure = $2, processed_at = $3 \
             WHERE id = $1 AND status = 'pending' RETURNING order_id, payment_id, amount_paise",
        )
        .bind(refund_id)
        .bind(failure)
        .bind(self.now)
        .fetch_optional(&mut *self.tx)
        .await?
        else {
            return Ok(false);
        };
        let order_id: String = row.try_get("order_id")?;
        let payment_id: String = row.try_get("payment_id")?;
        let amount: i64 = row.try_get("amount_paise")?;
        sqlx::query("UPDATE payments SET refunded_paise = refunded_paise - $2 WHERE provider_payment_id = $1")
            .bind(&payment_id)
            .bind(amount)
            .execute(&mut *self.tx)
            .await?;
        sqlx::query(
            "UPDATE orders SET refunded_paise = refunded_paise - $2, updated_at = $3 WHERE id = $1",
        )
        .bind(&order_id)
        .bind(amount)
        .bind(self.now)
        .execute(&mut *self.tx)
        .await?;
        Ok(true)
    }

    /// Queues a logged message (once per event) to go out once this transaction commits.
    pub async fn queue_message(&mut self, m: &crate::messages::NewMessage) -> Result<bool> {
        crate::messages::insert(&mut self.tx, m, self.now).await
    }

    /// Commits every write.
    pub async fn commit(self) -> Result<()> {
        self.tx.commit().await?;
        Ok(())
    }
}
