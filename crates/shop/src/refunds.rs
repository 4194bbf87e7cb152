//! Refunds and credit notes (issue 21): the admin gives money back from the order — all of it,
//! an amount, or units of chosen lines, with a reason — through the provider the payment came
//! by (Razorpay's Refunds API, the sandbox) or as cash handed back for cash on delivery. A
//! refund of an invoiced sale issues a GST credit note that the customer gets by mail and can
//! download; a payment that sold nothing (paid after cancellation, paid twice) goes back whole.

use std::sync::Arc;

use tokri_domain::Money;
use tokri_domain::paging::{self, Page};
use tokri_domain::refund::parse_reason;
use tokri_domain::tax::invoice_file_name;
use tokri_store::Store;
use tokri_store::StoreError;
use tokri_store::accounts::UserRow;
use tokri_store::invoices::InvoiceLineRow;
use tokri_store::orders::{OrderRow, WebhookEventRef};
use tokri_store::refunds::{NewRefund, RefundMethod, RefundRequest, RefundRow};

use crate::clock::Clock;
use crate::invoices::InvoicePdf;
use crate::invoices::pdf::{CreditFacts, render_credit_note};
use crate::mail::{Mail, html_escape, html_layout};
use crate::payments::PaymentProvider;
use crate::payments::razorpay::{RefundAnswer, RefundEntity};
use crate::{ShopError, ShopResult};

/// A pending Razorpay refund not yet sent (the process stopped between storing and sending it)
/// is sent again after this long, with the same idempotency key.
const RESEND_AFTER_MS: i64 = 60_000;

/// The refund use cases.
#[derive(Debug)]
pub struct Refunds {
    store: Store,
    provider: Arc<PaymentProvider>,
    notifications: Arc<crate::notifications::Notifications>,
    public_url: String,
    clock: Arc<dyn Clock>,
}

/// A refund as the admin asks for it.
#[derive(Debug, Clone)]
pub struct RefundInput {
    /// The form's request id: a repeat answers the first refund.
    pub request_key: String,
    pub reason: String,
    pub request: RefundRequest,
}

/// An order's refunds and what can still be given back.
#[derive(Debug, Clone)]
pub struct RefundSummary {
    /// Captured payments.
    pub paid_paise: i64,
    /// Given back or on its way back.
    pub refunded_paise: i64,
    /// Payments that sold nothing, still to give back whole.
    pub excess_due_paise: i64,
    /// The invoice's lines with what is left of each.
    pub lines: Vec<tokri_store::refunds::RefundableLine>,
    /// Oldest first.
    pub refunds: Vec<RefundRow>,
}

/// Whether a request id can be used: 8 to 64 letters, digits, dashes or underscores (it is
/// also Razorpay's idempotency key's suffix).
fn request_key_ok(k: &str) -> bool {
    (8..=64).contains(&k.len())
        && k.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Refunds {
    pub(crate) fn new(
        store: Store,
        provider: Arc<PaymentProvider>,
        notifications: Arc<crate::notifications::Notifications>,
        public_url: String,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Refunds {
            store,
            provider,
            notifications,
            public_url,
            clock,
        }
    }

    /// Gives money back on an order. The sandbox and cash are processed at once (with the
    /// credit note and the customer's mail in the same transaction); a Razorpay refund is
    /// stored as pending, then sent, and settles on Razorpay's answer or its webhook. A repeat
    /// of a request id answers the refund made the first time.
    pub async fn issue(
        &self,
        admin: &UserRow,
        order_id: &str,
        input: &RefundInput,
    ) -> ShopResult<(RefundRow, bool)> {
        if !tokri_domain::id::is_id(order_id) {
            return Err(ShopError::NotFound("Order not found.".into()));
        }
        if !request_key_ok(&input.request_key) {
            return Err(ShopError::invalid(
                "requestId must be 8 to 64 letters, digits, dashes or underscores, new for each refund.",
            ));
        }
        let reason = parse_reason(&input.reason).map_err(ShopError::from)?;
        let order = self
            .store
            .get_order(order_id)
            .await
            .map_err(ShopError::not_found("Order"))?;
        let notify = self.notifications.settings().await?;
        let mut tx = self
            .store
            .begin_refund(None)
            .await?
            .expect("no event, never a repeat");
        let created = tx
            .create(&NewRefund {
                order_id,
                request_key: &input.request_key,
                reason: &reason,
                request: input.request.clone(),
                created_by: &admin.id,
            })
            .await
            .map_err(ShopError::not_found("Order"))?;
        let mut queued = false;
        if created.new && created.method != RefundMethod::Razorpay {
            if created.method == RefundMethod::Sandbox
                && !matches!(*self.provider, PaymentProvider::Sandbox(_))
            {
                // A sandbox payment of a shop that moved to Razorpay: nothing real to give back.
                tx.fail(
                    &created.id,
                    "Sandbox payments are given back by the sandbox only.",
                )
                .await?;
            } else if let Some(note) = tx.process(&created.id).await? {
                let amount = Money::from_paise(created.amount_paise);
                let mail = self.mail_for(&order, amount, note.as_deref(), &created.id);
                for m in self.notifications.refunded(
                    &notify,
                    &order,
                    &created.id,
                    created.amount_paise,
                    mail,
                ) {
                    tx.queue_message(&m).await?;
                }
                queued = true;
            }
        }
        tx.commit().await?;
        if queued {
            self.notifications.queued();
        }
        if created.new {
            tracing::info!(order = %order_id, refund = %created.id, method = created.method.as_str(), "refund made");
        }
        let refund = self.store.get_refund(&created.id).await?;
        if created.new && refund.method == RefundMethod::Razorpay {
            self.send(&refund).await;
            return Ok((self.store.get_refund(&created.id).await?, true));
        }
        Ok((refund, created.new))
    }

    /// Sends a pending Razorpay refund and records the answer. A lost answer or a Razorpay
    /// outage leaves it pending (sent again later with the same idempotency key).
    async fn send(&self, refund: &RefundRow) {
        let PaymentProvider::Razorpay(razorpay) = self.provider.as_ref() else {
            if let Err(e) = self.fail(&refund.id, "Razorpay is not configured.").await {
                tracing::warn!(error = %e, "recording a refund failure failed");
            }
            return;
        };
        match razorpay
            .refund(
                &refund.payment_id,
                refund.amount_paise,
                &refund.id,
                &refund.reason,
            )
            .await
        {
            Ok(RefundAnswer::Accepted(entity)) => {
                if let Err(e) = self.apply(&refund.id, &entity, None).await {
                    tracing::warn!(error = %e, refund = %refund.id, "recording Razorpay's refund answer failed");
                }
            }
            Ok(RefundAnswer::Refused(why)) => {
                if let Err(e) = self.fail(&refund.id, &why).await {
                    tracing::warn!(error = %e, "recording a refund failure failed");
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, order = %refund.order_id, refund = %refund.id, "sending a refund failed; it is sent again later")
            }
        }
    }

    /// Records a Razorpay refund entity (the API's answer or a webhook's): its id, and its
    /// outcome when it has one.
    async fn apply(
        &self,
        refund_id: &str,
        entity: &RefundEntity,
        event: Option<WebhookEventRef<'_>>,
    ) -> ShopResult<()> {
        let failure =
            (entity.status == "failed").then_some("Razorpay could not complete the refund.");
        let processed = entity.status == "processed";
        let notify = self.notifications.settings().await?;
        let Some(mut tx) = self.store.begin_refund(event).await? else {
            return Ok(());
        };
        tx.set_provider_id(refund_id, &entity.id).await?;
        let mut queued = false;
        if processed {
            if let Some(note) = tx.process(refund_id).await? {
                let refund = self.store.get_refund(refund_id).await?;
                let order = self.store.get_order(&refund.order_id).await?;
                let mail = self.mail_for(
                    &order,
                    Money::from_paise(refund.amount_paise),
                    note.as_deref(),
                    refund_id,
                );
                for m in self.notifications.refunded(
                    &notify,
                    &order,
                    refund_id,
                    refund.amount_paise,
                    mail,
                ) {
                    tx.queue_message(&m).await?;
                }
                queued = true;
            }
        } else if let Some(why) = failure {
            tx.fail(refund_id, why).await?;
        }
        tx.commit().await?;
        if queued {
            self.notifications.queued();
        }
        Ok(())
    }

    /// Marks a pending refund failed (and gives its hold back).
    async fn fail(&self, refund_id: &str, why: &str) -> ShopResult<()> {
        let mut tx = self
            .store
            .begin_refund(None)
            .await?
            .expect("no event, never a repeat");
        tx.fail(refund_id, why).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Razorpay's `refund.processed`, `refund.failed` and `refund.created` webhooks (the body's
    /// signature was checked by the caller). A refund we do not know is acknowledged and
    /// ignored (one made in Razorpay's dashboard).
    pub(crate) async fn webhook(
        &self,
        kind: &str,
        entity: RefundEntity,
        event: Option<WebhookEventRef<'_>>,
    ) -> ShopResult<()> {
        let Some(id) = self
            .store
            .find_refund(&entity.id, entity.receipt.as_deref())
            .await?
        else {
            if let Some(e) = event {
                self.store.record_webhook_event(e).await?;
            }
            return Ok(());
        };
        let entity = RefundEntity {
            status: match kind {
                "refund.processed" => "processed".into(),
                "refund.failed" => "failed".into(),
                _ => entity.status.clone(),
            },
            ..entity
        };
        self.apply(&id, &entity, event).await
    }

    /// Sends again the Razorpay refunds stored but never sent (the process stopped in between).
    pub async fn resend_unsent(&self) -> ShopResult<usize> {
        let before = self.clock.now_ms() - RESEND_AFTER_MS;
        let ids = self.store.unsent_refunds(before).await?;
        for id in &ids {
            self.send(&self.store.get_refund(id).await?).await;
        }
        Ok(ids.len())
    }

    /// An order's refunds, what was paid and given back, and what is left of each invoice line.
    pub async fn summary(&self, order_id: &str) -> ShopResult<RefundSummary> {
        let refunds = self.of_order(order_id).await?;
        let (paid_paise, refunded_paise, excess_due_paise) =
            self.store.refund_totals(order_id).await?;
        Ok(RefundSummary {
            paid_paise,
            refunded_paise,
            excess_due_paise,
            lines: self.store.refundable_lines(order_id).await?,
            refunds,
        })
    }

    /// An order's refunds, oldest first.
    pub async fn of_order(&self, order_id: &str) -> ShopResult<Vec<RefundRow>> {
        if !tokri_domain::id::is_id(order_id) {
            return Err(ShopError::NotFound("Order not found.".into()));
        }
        self.store
            .get_order(order_id)
            .await
            .map_err(ShopError::not_found("Order"))?;
        Ok(self.store.refunds_of_order(order_id).await?)
    }

    /// Every refund, newest first, a page at a time.
    pub async fn list(&self, cursor: Option<&str>, limit: i64) -> ShopResult<Page<RefundRow>> {
        let scope = paging::scope(&["refunds", &limit.to_string()]);
        let after = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let page = after.as_ref().map_or(1, |c| c.page);
        let (items, more) = self
            .store
            .list_refunds(after.map(|c| (c.at, c.id)), limit)
            .await?;
        Ok(Page::of(items, more, page, scope, |r| {
            (r.created_at, r.id.clone())
        }))
    }

    /// A credit note's PDF for the admin.
    pub async fn credit_note(&self, refund_id: &str) -> ShopResult<InvoicePdf> {
        let not_found = || ShopError::NotFound("Credit note not found.".into());
        if !tokri_domain::id::is_id(refund_id) {
            return Err(not_found());
        }
        render(&self.store, refund_id).await?.ok_or_else(not_found)
    }

    /// A credit note of one of the user's own orders; not found for anyone else's.
    pub async fn own_credit_note(
        &self,
        user: &UserRow,
        order_id: &str,
        refund_id: &str,
    ) -> ShopResult<InvoicePdf> {
        let not_found = || ShopError::NotFound("Credit note not found.".into());
        if !tokri_domain::id::is_id(order_id) || !tokri_domain::id::is_id(refund_id) {
            return Err(not_found());
        }
        let refund = match self.store.get_refund(refund_id).await {
            Ok(r) => r,
            Err(StoreError::NotFound) => return Err(not_found()),
            Err(e) => return Err(e.into()),
        };
        let order = self.store.get_order(&refund.order_id).await?;
        if refund.order_id != order_id || order.user_id != user.id {
            return Err(not_found());
        }
        render(&self.store, refund_id).await?.ok_or_else(not_found)
    }

    /// The customer's mail about money given back, with the credit note when there is one.
    fn mail_for(
        &self,
        order: &OrderRow,
        amount: Money,
        credit_note: Option<&str>,
        refund_id: &str,
    ) -> tokri_store::outbox::NewMail {
        let short = order.number;
        let note = credit_note
            .map(|n| format!("Credit note {n} for it is attached as a PDF."))
            .unwrap_or_default();
        let link = format!("{}/profile/orders/{}", self.public_url, order.id);
        let mail = Mail {
            to: order.customer_email.clone(),
            to_name: order.customer_name.clone(),
            subject: format!("Refund for your Tokri order #{short}"),
            text: format!(
                "Hello {},\n\nWe have refunded {amount} for order #{short}. It reaches the account you paid from in 5–7 working days (cash refunds are handed to you).\n\n{note}\n\nYour order: {link}\n\nTokri",
                order.customer_name
            ),
            html: html_layout(
                &format!("Refund for order #{short}"),
                &format!(
                    "<p>Hello {},</p><p>We have refunded <b>{amount}</b> for order #{short}. It reaches the account you paid from in 5–7 working days (cash refunds are handed to you).</p><p>{}</p><p><a href=\"{}\">Your order</a></p>",
                    html_escape(&order.customer_name),
                    html_escape(&note),
                    html_escape(&link)
                ),
            ),
        };
        let mut m: tokri_store::outbox::NewMail = mail.into();
        m.credit_note_refund_id = credit_note.map(|_| refund_id.to_string());
        m
    }
}

/// A refund's credit note drawn as a PDF from its invoice (parties as invoiced) and its lines;
/// None when the refund has no credit note.
pub async fn render(store: &Store, refund_id: &str) -> ShopResult<Option<InvoicePdf>> {
    let refund = match store.get_refund(refund_id).await {
        Ok(r) => r,
        Err(StoreError::NotFound) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let Some(note) = refund.credit_note.as_ref() else {
        return Ok(None);
    };
    let Some(invoice) = store.get_invoice(&refund.order_id).await? else {
        return Ok(None);
    };
    let credit = CreditFacts {
        invoice_number: invoice.number.clone(),
        invoice_issued_at: invoice.issued_at,
        reason: refund.reason.clone(),
    };
    let lines = refund
        .lines
        .iter()
        .map(|l| InvoiceLineRow {
            description: l.description.clone(),
            hsn_code: l.hsn_code.clone(),
            qty: l.qty,
            unit_price: if l.qty > 0 {
                Money::from_paise(l.tax.total.paise() / l.qty)
            } else {
                l.tax.total
            },
            discount: Money::ZERO,
            rate: l.rate,
            tax: l.tax,
        })
        .collect();
    let doc = tokri_store::invoices::InvoiceRow {
        number: note.number.clone(),
        issued_at: note.issued_at,
        lines,
        totals: note.totals,
        ..invoice
    };
    Ok(Some(InvoicePdf {
        file_name: invoice_file_name(&note.number),
        bytes: render_credit_note(&doc, &credit),
        number: note.number.clone(),
    }))
}
