//! Outgoing mail. Every message is first queued in the database (the `mail_outbox` table), in
//! the transaction of what it tells about when there is one, and a sender sends it from there:
//! by SMTP when configured, otherwise as an `.eml` file in the outbox folder (so a shop without a
//! mail server still has every message, and development can follow links from them). A failed
//! attempt is tried again with growing pauses, also after a restart; two senders (in one
//! instance or several) never send the same message, because each claims its rows for a while.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use lettre::Message;
use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart};
use tokio::sync::{Mutex, Notify};
use tokri_store::Store;
use tokri_store::outbox::NewMail;

use crate::smtp::SmtpPool;
use crate::{ShopError, ShopResult};

/// A message to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
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
}

impl From<Mail> for NewMail {
    fn from(m: Mail) -> Self {
        NewMail {
            to: m.to,
            to_name: m.to_name,
            subject: m.subject,
            text: m.text,
            html: m.html,
            invoice_order_id: None,
            credit_note_refund_id: None,
            marketing: false,
        }
    }
}

impl From<NewMail> for Mail {
    fn from(m: NewMail) -> Self {
        Mail {
            to: m.to,
            to_name: m.to_name,
            subject: m.subject,
            text: m.text,
            html: m.html,
        }
    }
}

/// Sends one message right now: the transport under the [`MailQueue`].
pub struct Mailer {
    transport: Transport,
}

/// Where mail goes.
enum Transport {
    /// Files in a folder.
    Outbox(PathBuf),
    /// An SMTP server.
    Smtp {
        /// Boxed: it is much larger than the outbox variant.
        pool: Box<SmtpPool>,
        from: Mailbox,
    },
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.transport {
            Transport::Outbox(p) => write!(f, "Mailer::Outbox({})", p.display()),
            Transport::Smtp { from, .. } => write!(f, "Mailer::Smtp(from {from})"),
        }
    }
}

/// Orders outbox files written by this process within one millisecond.
static FILE_SEQ: AtomicU64 = AtomicU64::new(0);

impl Mailer {
    /// A mailer writing into `dir` (created private: 0700, each file 0600, since messages
    /// carry password-reset links).
    pub fn outbox(dir: PathBuf) -> Self {
        Mailer {
            transport: Transport::Outbox(dir),
        }
    }

    /// A mailer sending through the SMTP server at `url` (`smtp://user:pass@host:port`,
    /// `smtp://host:port?tls=required` or `smtps://…`).
    pub fn smtp(url: &str, from: &str) -> Result<Self, String> {
        Self::smtp_trusting(url, from, &[])
    }

    /// [`Mailer::smtp`] that also trusts the certificates `extra_roots` (DER) for TLS: for a
    /// mail server with a certificate of the shop's own, and for tests.
    pub fn smtp_trusting(url: &str, from: &str, extra_roots: &[Vec<u8>]) -> Result<Self, String> {
        let from = from
            .parse::<Mailbox>()
            .map_err(|e| format!("TOKRI_MAIL_FROM: {e}"))?;
        let roots: Vec<_> = extra_roots
            .iter()
            .map(|der| rustls::pki_types::CertificateDer::from(der.clone()))
            .collect();
        // Open, greeted (and signed-in) connections, one per message sent side by side: a
        // connection per message spent more on TCP, TLS and AUTH than on the message.
        let pool = Box::new(SmtpPool::new(url, SEND_AT_ONCE, &roots)?);
        Ok(Mailer {
            transport: Transport::Smtp { pool, from },
        })
    }

    fn sender(&self) -> Mailbox {
        match &self.transport {
            Transport::Smtp { from, .. } => from.clone(),
            Transport::Outbox(_) => "Tokri <no-reply@tokri.local>"
                .parse()
                .expect("valid mailbox"),
        }
    }

    /// Sends a message. A malformed recipient is `Invalid` (no retry can help); a mail server
    /// that fails is `Upstream`; a folder that cannot be written is `Internal`.
    pub async fn send(&self, mail: &Mail) -> ShopResult<()> {
        self.send_with(mail, &[]).await
    }

    /// Sends a message with files attached (after the text and HTML bodies).
    pub async fn send_with(&self, mail: &Mail, files: &[MailFile]) -> ShopResult<()> {
        self.send_as(None, mail, files).await
    }

    /// Sends a message known by `key` (its outbox row): sent again after a crash, it is the
    /// same message — the same `Message-ID` (mail clients show one), and in the outbox folder
    /// the same file, written over.
    pub async fn send_as(
        &self,
        key: Option<&str>,
        mail: &Mail,
        files: &[MailFile],
    ) -> ShopResult<()> {
        let to = Mailbox::new(
            Some(mail.to_name.clone()).filter(|n| !n.is_empty()),
            mail.to
                .parse()
                .map_err(|e| ShopError::invalid(format!("Bad recipient address: {e}")))?,
        );
        let sender = self.sender();
        let message_id = key.map(|k| format!("<{k}@{}>", sender.email.domain()));
        let message = Message::builder()
            .message_id(message_id)
            .from(sender)
            .to(to)
            .subject(&mail.subject)
            .multipart(with_files(
                MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone()),
                files,
            ))
            .map_err(|e| ShopError::invalid(format!("building mail: {e}")))?;
        match &self.transport {
            Transport::Outbox(dir) => {
                let name = match key {
                    Some(k) if k.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') => {
                        format!("{k}.eml")
                    }
                    _ => format!(
                        "{}-{:06}-{}.eml",
                        tokri_store::now_ms(),
                        FILE_SEQ.fetch_add(1, Ordering::Relaxed) % 1_000_000,
                        uuid::Uuid::new_v4().simple()
                    ),
                };
                write_private_file(dir, &name, &message.formatted())
                    .await
                    .map_err(|e| ShopError::Internal(format!("outbox {}: {e}", dir.display())))
            }
            Transport::Smtp { pool, .. } => pool
                .send(message.envelope(), &message.formatted())
                .await
                .map_err(|e| ShopError::Upstream(format!("SMTP: {e}"))),
        }
    }
}

/// A file attached to a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailFile {
    /// File name shown to the recipient.
    pub name: String,
    /// MIME type.
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// The bodies alone, or with files: `multipart/mixed` holding the bodies, then each file.
fn with_files(bodies: MultiPart, files: &[MailFile]) -> MultiPart {
    if files.is_empty() {
        return bodies;
    }
    files
        .iter()
        .fold(MultiPart::mixed().multipart(bodies), |m, f| {
            let content_type =
                ContentType::parse(f.content_type).unwrap_or(ContentType::TEXT_PLAIN);
            m.singlepart(Attachment::new(f.name.clone()).body(f.bytes.clone(), content_type))
        })
}

/// Writes `name` into `dir` readable by the owner only: the folder is created 0700, the file
/// written under a hidden temporary name with mode 0600 and renamed, so a reader of the folder
/// never sees half a message.
async fn write_private_file(
    dir: &std::path::Path,
    name: &str,
    contents: &[u8],
) -> std::io::Result<()> {
    use tokio::io::AsyncWriteExt;
    let mut builder = tokio::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    builder.mode(0o700);
    builder.create(dir).await?;
    let tmp = dir.join(format!(".{name}.tmp"));
    let mut options = tokio::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    options.mode(0o600);
    let mut file = options.open(&tmp).await?;
    file.write_all(contents).await?;
    file.sync_all().await?;
    drop(file);
    tokio::fs::rename(&tmp, dir.join(name)).await
}

/// What a queued message is known by wherever it is sent ([`Mailer::send_as`]): its queue
/// time first, so the outbox folder lists mail in the order it was queued, then its row id.
pub fn message_key(row: &tokri_store::outbox::ClaimedMail) -> String {
    format!("{:013}-{}", row.created_at, row.id)
}

/// Attempts at one message before it is given up on (about two hours of trying).
pub const MAX_ATTEMPTS: i64 = 8;
/// How long a sender holds the messages it claimed: longer than any one send can take.
const LEASE_MS: i64 = 5 * 60 * 1000;
/// The most one send may take before it counts as failed.
const SEND_LIMIT: Duration = Duration::from_secs(120);
/// Messages claimed at a time; those sent are recorded together, in one transaction.
const BATCH: i64 = 64;
/// Messages sent side by side (and SMTP connections kept open for them).
const SEND_AT_ONCE: usize = 16;
/// How often the sender looks for due messages when nothing woke it.
pub const TICK: Duration = Duration::from_secs(30);

/// The pause after failed attempt number `attempts` (1, 2, 4 … minutes, at most an hour).
pub fn retry_delay_ms(attempts: i64) -> i64 {
    (60_000_i64 << (attempts - 1).clamp(0, 6)).min(3_600_000)
}

/// What one sending pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SendReport {
    /// Messages that went out.
    pub sent: usize,
    /// Failed attempts (to be tried again, or given up on).
    pub failed: usize,
}

/// The outgoing mail queue over the database, and the sender that empties it.
pub struct MailQueue {
    store: Store,
    mailer: Mailer,
    wake: Notify,
    /// One pass at a time in this instance (the background sender, or a stop's last pass).
    pass: Mutex<()>,
    counts: MailCounts,
    /// The shop's address and the key of the one-tap consent withdrawal link every message
    /// ends with (none in tests that build a bare queue).
    withdraw: Option<(String, Vec<u8>)>,
}

/// How many messages went which way through this instance since start.
#[derive(Debug, Default)]
struct MailCounts {
    queued: std::sync::atomic::AtomicU64,
    sent: std::sync::atomic::AtomicU64,
    failed: std::sync::atomic::AtomicU64,
}

/// Messages queued, delivered, and failed attempts in this instance since start (`/metrics`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MailStats {
    /// Queued by this instance.
    pub queued: u64,
    /// Delivered by this instance's sender.
    pub sent: u64,
    /// Failed sending attempts of this instance's sender.
    pub failed: u64,
}

impl std::fmt::Debug for MailQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailQueue")
            .field("mailer", &self.mailer)
            .finish_non_exhaustive()
    }
}

impl MailQueue {
    /// A queue over `store`, sending through `mailer`.
    pub fn new(store: Store, mailer: Mailer) -> Self {
        MailQueue {
            store,
            mailer,
            wake: Notify::new(),
            pass: Mutex::new(()),
            counts: MailCounts::default(),
            withdraw: None,
        }
    }

    /// Ends every message with the link that withdraws its reader's consents in one tap
    /// (`{public_url}/privacy/stop?t=…`), signed with `key`.
    pub fn with_withdraw_links(mut self, public_url: String, key: Vec<u8>) -> Self {
        self.withdraw = Some((public_url, key));
        self
    }

    /// `mail` with the withdrawal link at its end, when the queue has one.
    fn with_footer(&self, mut mail: Mail) -> Mail {
        let Some((url, key)) = &self.withdraw else {
            return mail;
        };
        let link = format!(
            "{url}/privacy/stop?t={}",
            crate::privacy::withdraw_token(key, &mail.to)
        );
        mail.text.push_str(&format!(
            "\n\n--\nNo offers or WhatsApp messages, please: {link}\n"
        ));
        let footer = format!(
            "<p style=\"font-size:12px;color:#555;margin-top:24px\">No offers or WhatsApp messages, please: \
             <a href=\"{0}\">stop them with one tap</a>.</p>",
            html_escape(&link)
        );
        match mail.html.rfind("</body>") {
            Some(i) => mail.html.insert_str(i, &footer),
            None => mail.html.push_str(&footer),
        }
        mail
    }

    /// Counts since start, for `/metrics`.
    pub fn stats(&self) -> MailStats {
        use std::sync::atomic::Ordering::Relaxed;
        MailStats {
            queued: self.counts.queued.load(Relaxed),
            sent: self.counts.sent.load(Relaxed),
            failed: self.counts.failed.load(Relaxed),
        }
    }

    /// Counts a message queued inside a transaction that has now committed, and wakes the
    /// sender.
    pub fn queued_in_transaction(&self) {
        self.counts
            .queued
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.wake();
    }

    /// Queues a message and wakes the sender. The caller's answer never waits for, nor depends
    /// on, the mail server (so a slow or broken one cannot delay a request, nor tell apart a
    /// known email from an unknown one by timing or error).
    pub async fn queue(&self, mail: Mail) -> ShopResult<()> {
        self.store.queue_mail(&mail.into()).await?;
        self.queued_in_transaction();
        Ok(())
    }

    /// Like [`MailQueue::queue`], for mail that is a courtesy to the request: a failure is
    /// logged, not answered.
    pub async fn queue_or_log(&self, mail: Mail) {
        let subject = mail.subject.clone();
        if let Err(e) = self.queue(mail).await {
            tracing::error!(%subject, error = %e, "mail not queued");
        }
    }

    /// Wakes the sender (after a transaction that queued mail committed).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Sends every message due at `now` that no other sender holds: claims them a batch at a
    /// time, sends each, deletes it once sent; a failure is tried again after
    /// [`retry_delay_ms`], and given up on (logged as an error) after [`MAX_ATTEMPTS`] or at
    /// once when no retry can help (a malformed address).
    pub async fn send_due(&self, now: i64) -> ShopResult<SendReport> {
        use futures_util::StreamExt;
        let _pass = self.pass.lock().await;
        let mut report = SendReport::default();
        loop {
            let claimed = self.store.claim_due_mail(now, LEASE_MS, BATCH).await?;
            if claimed.is_empty() {
                return Ok(report);
            }
            // Up to SEND_AT_ONCE messages go out side by side, each on its own SMTP connection
            // (or file): one at a time, a busy day's confirmations fall behind its orders.
            let mut sent = futures_util::stream::iter(claimed.into_iter().map(|row| async move {
                let result = self.deliver(&row).await;
                (row, result)
            }))
            .buffer_unordered(SEND_AT_ONCE);
            // Sent (or dropped) messages are recorded together when the batch is done: one
            // write transaction for the batch instead of one per message, which on a busy day
            // waits its turn behind the orders for SQLite's single writer.
            let mut done: Vec<(String, String)> = Vec::new();
            while let Some((row, result)) = sent.next().await {
                match result {
                    Ok(false) => {
                        // An offer whose reader withdrew consent since it was queued: dropped.
                        tracing::info!(id = %row.id, "offer mail dropped: consent withdrawn");
                        done.push((row.id, row.claim_token));
                    }
                    Ok(true) => {
                        report.sent += 1;
                        self.counts
                            .sent
                            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        done.push((row.id, row.claim_token));
                    }
                    Err(e) => {
                        report.failed += 1;
                        self.counts
                            .failed
                            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let permanent = matches!(e, ShopError::Invalid { .. });
                        let retry_at = (!permanent && row.attempts < MAX_ATTEMPTS)
                            .then(|| tokri_store::now_ms().max(now) + retry_delay_ms(row.attempts));
                        let error = e.to_string();
                        let subject = &row.mail.subject;
                        match retry_at {
                            Some(at) => {
                                tracing::warn!(id = %row.id, subject = %subject, attempts = row.attempts, retry_at = at, error = %error, "mail not sent; will try again")
                            }
                            None => {
                                tracing::error!(id = %row.id, subject = %subject, attempts = row.attempts, error = %error, "mail not sent; giving up")
                            }
                        }
                        self.store
                            .mail_failed(&row.id, &row.claim_token, &error, now, retry_at)
                            .await?;
                    }
                }
            }
            for lost in self.store.mails_sent(&done).await? {
                tracing::warn!(id = %lost, "mail sent after its claim ran out");
            }
        }
    }

    /// Sends one claimed message with its files, within [`SEND_LIMIT`].
    /// Answers false, sending nothing, for an offer whose reader no longer consents to offers.
    async fn deliver(&self, row: &tokri_store::outbox::ClaimedMail) -> ShopResult<bool> {
        if row.mail.marketing && !self.store.marketing_consent_of(&row.mail.to).await? {
            return Ok(false);
        }
        let key = message_key(row);
        let mut files = self.files_of(row.mail.invoice_order_id.as_deref()).await?;
        if let Some(refund_id) = row.mail.credit_note_refund_id.as_deref() {
            match crate::refunds::render(&self.store, refund_id).await? {
                Some(pdf) => files.push(MailFile {
                    name: pdf.file_name,
                    content_type: "application/pdf",
                    bytes: pdf.bytes,
                }),
                None => {
                    tracing::warn!(refund = %refund_id, "mail names a credit note that does not exist; sent without it")
                }
            }
        }
        let mail = self.with_footer(Mail::from(row.mail.clone()));
        match tokio::time::timeout(SEND_LIMIT, self.mailer.send_as(Some(&key), &mail, &files)).await
        {
            Ok(r) => r.map(|()| true),
            Err(_) => Err(ShopError::Upstream("sending took too long".into())),
        }
    }

    /// The files a queued message carries: an order's invoice, drawn now from what was stored
    /// when it was issued (so the mail and a later download are the same document).
    async fn files_of(&self, invoice_order_id: Option<&str>) -> ShopResult<Vec<MailFile>> {
        let Some(order_id) = invoice_order_id else {
            return Ok(Vec::new());
        };
        match crate::invoices::render(&self.store, order_id).await? {
            Some(pdf) => Ok(vec![MailFile {
                name: pdf.file_name,
                content_type: "application/pdf",
                bytes: pdf.bytes,
            }]),
            None => {
                tracing::warn!(order = %order_id, "mail names an invoice that does not exist; sent without it");
                Ok(Vec::new())
            }
        }
    }

    /// Sends what is due now, waiting up to `limit` (a stopping server's last pass, and the
    /// tests' wait for mail); answers how many messages are still unsent (waiting for a retry,
    /// held by another sender, or cut off by the limit — all go out later, also after a
    /// restart).
    pub async fn drain(&self, limit: Duration) -> usize {
        match tokio::time::timeout(limit, self.send_due(tokri_store::now_ms())).await {
            Ok(Ok(_)) | Err(_) => {}
            Ok(Err(e)) => tracing::warn!(error = %e, "sending mail failed"),
        }
        match self.store.unsent_mail_count().await {
            Ok(n) => usize::try_from(n).unwrap_or(0),
            Err(e) => {
                tracing::warn!(error = %e, "counting unsent mail failed");
                0
            }
        }
    }

    /// Starts the sender: a pass at once (sending what an earlier run left), then whenever mail
    /// is queued in this instance and every [`TICK`] (mail queued by other instances, retries).
    pub fn spawn(self: &Arc<Self>) -> tokio::task::JoinHandle<()> {
        let queue = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                if let Err(e) = queue.send_due(tokri_store::now_ms()).await {
                    tracing::warn!(error = %e, "sending mail failed");
                }
                tokio::select! {
                    () = queue.wake.notified() => {}
                    () = tokio::time::sleep(TICK) => {}
                }
            }
        })
    }
}

/// Escapes text for HTML bodies.
pub fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Wraps a body in the shop's simple mail layout.
pub fn html_layout(title: &str, inner: &str) -> String {
    format!(
        "<!doctype html><html><body style=\"font-family:Arial,sans-serif;background:#f7f7f2;padding:24px\">\
         <div style=\"max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px\">\
         <h1 style=\"color:#166534;font-size:22px\">{}</h1>{inner}\
         <p style=\"color:#777;font-size:12px;margin-top:32px\">Tokri · fresh fruit &amp; gift hampers</p>\
         </div></body></html>",
        html_escape(title)
    )
}
