//! Outgoing mail: by SMTP when configured, otherwise written as `.eml` files into the outbox
//! folder (so a shop without a mail server still has every message, and development can
//! follow links from them).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use tokio_util::task::TaskTracker;

use crate::{ShopError, ShopResult};

/// A message to send.
#[derive(Debug, Clone)]
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

/// Sends mail, and keeps count of the messages still on their way so a stopping server can
/// wait for them.
pub struct Mailer {
    transport: Transport,
    pending: TaskTracker,
}

/// Where mail goes.
enum Transport {
    /// Files in a folder.
    Outbox(PathBuf),
    /// An SMTP server.
    Smtp {
        /// The connection (boxed: it is much larger than the outbox variant).
        transport: Box<AsyncSmtpTransport<Tokio1Executor>>,
        /// Sender.
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

impl Mailer {
    fn with(transport: Transport) -> Self {
        Mailer {
            transport,
            pending: TaskTracker::new(),
        }
    }

    /// A mailer writing into `dir`.
    pub fn outbox(dir: PathBuf) -> Self {
        Mailer::with(Transport::Outbox(dir))
    }

    /// A mailer sending through the SMTP server at `url` (`smtp://user:pass@host:port`,
    /// `smtp://host:port?tls=required` or `smtps://…`).
    pub fn smtp(url: &str, from: &str) -> Result<Self, String> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| format!("TOKRI_SMTP_URL: {e}"))?
            .build();
        let transport = Box::new(transport);
        let from = from
            .parse::<Mailbox>()
            .map_err(|e| format!("TOKRI_MAIL_FROM: {e}"))?;
        Ok(Mailer::with(Transport::Smtp { transport, from }))
    }

    fn sender(&self) -> Mailbox {
        match &self.transport {
            Transport::Smtp { from, .. } => from.clone(),
            Transport::Outbox(_) => "Tokri <no-reply@tokri.local>"
                .parse()
                .expect("valid mailbox"),
        }
    }

    /// Sends a message in the background and logs a failure: the caller's answer never waits
    /// for, nor depends on, the mail server (so a slow or broken one cannot delay a request, nor
    /// tell apart a known email from an unknown one by timing or error).
    pub fn send_later(self: &Arc<Self>, mail: Mail) {
        let mailer = Arc::clone(self);
        self.pending.spawn(async move {
            if let Err(e) = mailer.send(&mail).await {
                tracing::warn!(subject = %mail.subject, error = %e, "mail not sent");
            }
        });
    }

    /// Waits up to `limit` for the messages of [`Mailer::send_later`] still being sent; answers
    /// how many were left when the time ran out (0 when all went).
    pub async fn drain(&self, limit: Duration) -> usize {
        // A closed tracker's `wait` ends once it is empty; reopening lets later calls wait again.
        self.pending.close();
        let _ = tokio::time::timeout(limit, self.pending.wait()).await;
        self.pending.reopen();
        self.pending.len()
    }

    /// Sends a message.
    pub async fn send(&self, mail: &Mail) -> ShopResult<()> {
        let to = Mailbox::new(
            Some(mail.to_name.clone()).filter(|n| !n.is_empty()),
            mail.to
                .parse()
                .map_err(|e| ShopError::invalid(format!("Bad recipient address: {e}")))?,
        );
        let message = Message::builder()
            .from(self.sender())
            .to(to)
            .subject(&mail.subject)
            .multipart(MultiPart::alternative_plain_html(
                mail.text.clone(),
                mail.html.clone(),
            ))
            .map_err(|e| ShopError::Internal(format!("building mail: {e}")))?;
        match &self.transport {
            Transport::Outbox(dir) => {
                tokio::fs::create_dir_all(dir)
                    .await
                    .map_err(|e| ShopError::Internal(format!("outbox {}: {e}", dir.display())))?;
                let name = format!(
                    "{}-{}.eml",
                    tokri_store::now_ms(),
                    uuid::Uuid::new_v4().simple()
                );
                tokio::fs::write(dir.join(name), message.formatted())
                    .await
                    .map_err(|e| ShopError::Internal(format!("outbox write: {e}")))?;
                Ok(())
            }
            Transport::Smtp { transport, .. } => {
                transport
                    .send(message)
                    .await
                    .map_err(|e| ShopError::Upstream(format!("SMTP: {e}")))?;
                Ok(())
            }
        }
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
