//! WhatsApp through Meta's WhatsApp Business Cloud API: template messages sent with
//! `POST {base}/{phone-number-id}/messages` and a bearer access token, and the delivery-status
//! webhooks Meta posts back, signed with the app secret (`X-Hub-Signature-256: sha256=<hex>`).
//!
//! Messages wait in the database (`messages`, queued in the transaction of their event) and a
//! sender claims them with a lease, like mail: two senders, in one instance or several, never
//! take the same row; a failure is tried again with growing pauses; a refusal no retry can help
//! (a wrong number, a template Meta does not know) is given up on at once. Without the phone
//! number id and the access token nothing is sent and messages wait.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use tokio::sync::{Mutex, Notify};
use tokri_store::Store;
use tokri_store::messages::{ClaimedWhatsapp, NotificationSettingsRow};

use crate::{ShopError, ShopResult};

/// How long a sender holds the messages it claimed.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// Messages claimed at a time.
const BATCH: i64 = 50;
/// Attempts before a message is given up on.
pub const MAX_ATTEMPTS: i64 = 8;
/// How often the sender looks for due messages when nothing woke it.
pub const TICK: Duration = Duration::from_secs(30);

/// The Cloud API's keys, when the owner has set them.
#[derive(Clone)]
pub struct CloudKeys {
    pub phone_number_id: String,
    pub access_token: String,
    pub language: String,
}

impl CloudKeys {
    /// The keys in the owner's settings, when both the number id and the token are there.
    pub fn of(s: &NotificationSettingsRow) -> Option<Self> {
        (!s.wa_phone_number_id.is_empty() && !s.wa_access_token.is_empty()).then(|| CloudKeys {
            phone_number_id: s.wa_phone_number_id.clone(),
            access_token: s.wa_access_token.clone(),
            language: s.wa_language.clone(),
        })
    }
}

/// Why a send failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SendError {
    /// Worth trying again (the network, Meta's 5xx, rate limits).
    Retry(String),
    /// No retry can help (a bad number, an unknown template, a rejected token).
    Permanent(String),
}

/// The Cloud API client.
#[derive(Debug, Clone)]
pub struct CloudApi {
    http: reqwest::Client,
    base: String,
}

impl CloudApi {
    /// A client of the API at `base` (`https://graph.facebook.com/v21.0`).
    pub fn new(base: &str) -> Self {
        CloudApi {
            http: crate::tls::http_client()
                .timeout(Duration::from_secs(20))
                .build()
                .expect("HTTP client"),
            base: base.trim_end_matches('/').to_string(),
        }
    }

    /// Sends a template message; answers WhatsApp's message id (`wamid.…`).
    pub async fn send_template(
        &self,
        keys: &CloudKeys,
        to: &str,
        template: &str,
        params: &[String],
    ) -> Result<String, SendError> {
        let body = json!({
            "messaging_product": "whatsapp",
            "recipient_type": "individual",
            "to": to,
            "type": "template",
            "template": {
                "name": template,
                "language": { "code": keys.language },
                "components": [{
                    "type": "body",
                    "parameters": params.iter().map(|p| json!({"type": "text", "text": p})).collect::<Vec<_>>(),
                }],
            },
        });
        let url = format!("{}/{}/messages", self.base, keys.phone_number_id);
        let res = self
            .http
            .post(&url)
            .bearer_auth(&keys.access_token)
            .json(&body)
            .send()
            .await
            .map_err(|e| SendError::Retry(format!("WhatsApp unreachable: {e}")))?;
        let status = res.status();
        let answer: Value = res.json().await.unwrap_or(Value::Null);
        if status.is_success() {
            return answer["messages"][0]["id"]
                .as_str()
                .map(str::to_string)
                .ok_or_else(|| SendError::Retry("WhatsApp answered without a message id".into()));
        }
        let error = &answer["error"];
        let text = format!(
            "WhatsApp {}: {} (code {})",
            status.as_u16(),
            error["message"].as_str().unwrap_or("no message"),
            error["code"].as_i64().unwrap_or(0)
        );
        // Rate limits (HTTP 429; codes 4, 80007, 130429, 131048, 131056) and Meta's own
        // failures pass; anything else is about this message or the keys.
        let code = error["code"].as_i64().unwrap_or(0);
        let retry = status.is_server_error()
            || status == reqwest::StatusCode::TOO_MANY_REQUESTS
            || matches!(code, 4 | 80007 | 130429 | 131048 | 131056 | 131000 | 2);
        Err(if retry {
            SendError::Retry(text)
        } else {
            SendError::Permanent(text)
        })
    }
}

/// Whether `signature` (`X-Hub-Signature-256`, `sha256=<hex>`) is Meta's signature of `body`
/// with the app secret.
pub fn signature_matches(app_secret: &str, body: &[u8], signature: &str) -> bool {
    if app_secret.is_empty() {
        return false;
    }
    match signature.trim().strip_prefix("sha256=") {
        Some(hex) => crate::payments::hmac_matches(app_secret.as_bytes(), body, hex),
        None => false,
    }
}

/// One status a webhook reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusUpdate {
    /// WhatsApp's message id.
    pub id: String,
    /// `sent`, `delivered`, `read` or `failed`.
    pub status: String,
    /// What went wrong, for `failed`.
    pub error: Option<String>,
}

/// The statuses in a webhook's body (`entry[].changes[].value.statuses[]`); other changes
/// (incoming messages) are not for the shop and are left out.
pub fn statuses_of(body: &Value) -> Vec<StatusUpdate> {
    let mut out = Vec::new();
    for entry in body["entry"].as_array().into_iter().flatten() {
        for change in entry["changes"].as_array().into_iter().flatten() {
            for s in change["value"]["statuses"].as_array().into_iter().flatten() {
                let (Some(id), Some(status)) = (s["id"].as_str(), s["status"].as_str()) else {
                    continue;
                };
                if !matches!(status, "sent" | "delivered" | "read" | "failed") {
                    continue;
                }
                let error = s["errors"][0]["title"]
                    .as_str()
                    .or_else(|| s["errors"][0]["message"].as_str())
                    .map(str::to_string);
                out.push(StatusUpdate {
                    id: id.chars().take(200).collect(),
                    status: status.to_string(),
                    error,
                });
            }
        }
    }
    out
}

/// What one sending pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WhatsappReport {
    pub sent: usize,
    pub failed: usize,
    /// Not sent because the customer withdrew consent.
    pub dropped: usize,
}

/// The WhatsApp queue's sender.
pub struct WhatsappQueue {
    store: Store,
    api: CloudApi,
    wake: Notify,
    pass: Mutex<()>,
}

impl std::fmt::Debug for WhatsappQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WhatsappQueue").finish_non_exhaustive()
    }
}

impl WhatsappQueue {
    /// A queue over `store`, sending through the API at `base`.
    pub fn new(store: Store, base: &str) -> Self {
        WhatsappQueue {
            store,
            api: CloudApi::new(base),
            wake: Notify::new(),
            pass: Mutex::new(()),
        }
    }

    /// Wakes the sender (after a transaction that queued WhatsApp messages committed).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Sends every WhatsApp message due at `now` that no other sender holds. Without keys
    /// nothing is claimed: the messages wait until the owner sets them.
    pub async fn send_due(&self, now: i64) -> ShopResult<WhatsappReport> {
        let _pass = self.pass.lock().await;
        let mut report = WhatsappReport::default();
        let settings = self.store.notification_settings().await?;
        let Some(keys) = CloudKeys::of(&settings) else {
            return Ok(report);
        };
        loop {
            let claimed = self.store.claim_due_whatsapp(now, LEASE_MS, BATCH).await?;
            if claimed.is_empty() {
                return Ok(report);
            }
            for row in claimed {
                self.send_one(&keys, &row, now, &mut report).await?;
            }
        }
    }

    async fn send_one(
        &self,
        keys: &CloudKeys,
        row: &ClaimedWhatsapp,
        now: i64,
        report: &mut WhatsappReport,
    ) -> ShopResult<()> {
        // The customer may have withdrawn consent (the one-tap link) since it was queued.
        if row.audience == "customer"
            && let Some(order_id) = &row.order_id
            && !self.store.whatsapp_consent_for_order(order_id).await?
        {
            report.dropped += 1;
            self.store
                .whatsapp_failed(
                    &row.id,
                    &row.claim_token,
                    "The customer withdrew consent to WhatsApp messages.",
                    now,
                    None,
                    true,
                )
                .await?;
            return Ok(());
        }
        let m = &row.message;
        match self
            .api
            .send_template(keys, &m.to, &m.template, &m.params)
            .await
        {
            Ok(wamid) => {
                report.sent += 1;
                let at = tokri_store::now_ms().max(now);
                if !self
                    .store
                    .whatsapp_sent(&row.id, &row.claim_token, &wamid, at)
                    .await?
                {
                    tracing::warn!(id = %row.id, "WhatsApp message sent after its claim ran out");
                }
            }
            Err(e) => {
                report.failed += 1;
                let (text, retry_at) = match e {
                    SendError::Retry(t) if row.attempts < MAX_ATTEMPTS => (
                        t,
                        Some(
                            tokri_store::now_ms().max(now)
                                + crate::mail::retry_delay_ms(row.attempts),
                        ),
                    ),
                    SendError::Retry(t) | SendError::Permanent(t) => (t, None),
                };
                match retry_at {
                    Some(at) => {
                        tracing::warn!(id = %row.id, template = %m.template, retry_at = at, error = %text, "WhatsApp message not sent; will try again")
                    }
                    None => {
                        tracing::error!(id = %row.id, template = %m.template, error = %text, "WhatsApp message not sent; giving up")
                    }
                }
                self.store
                    .whatsapp_failed(&row.id, &row.claim_token, &text, now, retry_at, false)
                    .await?;
            }
        }
        Ok(())
    }

    /// Starts the sender: a pass at once, then whenever this instance queued a message and
    /// every [`TICK`].
    pub fn spawn(self: &Arc<Self>) -> tokio::task::JoinHandle<()> {
        let queue = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                if let Err(e) = queue.send_due(tokri_store::now_ms()).await {
                    tracing::warn!(error = %e, "sending WhatsApp messages failed");
                }
                tokio::select! {
                    () = queue.wake.notified() => {}
                    () = tokio::time::sleep(TICK) => {}
                }
            }
        })
    }

    /// Records the statuses of a webhook Meta signed; answers how many messages changed.
    /// A missing or wrong signature is refused (401), as is a webhook before the app secret
    /// is set.
    pub async fn webhook(
        &self,
        body: &[u8],
        signature: Option<&str>,
        now: i64,
    ) -> ShopResult<usize> {
        let settings = self.store.notification_settings().await?;
        let Some(signature) = signature else {
            return Err(ShopError::Unauthorized(
                "The X-Hub-Signature-256 header is missing.".into(),
            ));
        };
        if !signature_matches(&settings.wa_app_secret, body, signature) {
            return Err(ShopError::Unauthorized(
                "The webhook signature does not match.".into(),
            ));
        }
        let value: Value = serde_json::from_slice(body)
            .map_err(|_| ShopError::invalid("The webhook body is not JSON."))?;
        let mut changed = 0;
        for s in statuses_of(&value) {
            changed += usize::from(
                self.store
                    .whatsapp_status(&s.id, &s.status, s.error.as_deref(), now)
                    .await?,
            );
        }
        Ok(changed)
    }

    /// Meta's subscription check (`hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`):
    /// answers the challenge when the token is the owner's verify token.
    pub async fn verify_subscription(
        &self,
        mode: &str,
        token: &str,
        challenge: &str,
    ) -> ShopResult<String> {
        let settings = self.store.notification_settings().await?;
        let expected = settings.wa_verify_token.as_bytes();
        if mode != "subscribe"
            || expected.is_empty()
            || !crate::privacy::constant_time_eq(token.as_bytes(), expected)
        {
            return Err(ShopError::Forbidden(
                "The verify token does not match.".into(),
            ));
        }
        Ok(challenge.chars().take(200).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_meta_s() {
        let body = br#"{"entry":[]}"#;
        let sig = format!("sha256={}", crate::payments::hmac_hex(b"app-secret", body));
        assert!(signature_matches("app-secret", body, &sig));
        assert!(!signature_matches("other", body, &sig));
        assert!(!signature_matches("", body, &sig));
        assert!(!signature_matches(
            "app-secret",
            body,
            sig.trim_start_matches("sha256=")
        ));
        assert!(!signature_matches("app-secret", b"{}", &sig));
    }

    #[test]
    fn statuses_are_read_from_every_entry() {
        let body = json!({"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [
            {"field": "messages", "value": {"statuses": [
                {"id": "wamid.A", "status": "delivered", "timestamp": "1"},
                {"id": "wamid.B", "status": "failed", "errors": [{"code": 131026, "title": "Message undeliverable"}]},
                {"id": "wamid.C", "status": "deleted"}
            ]}},
            {"field": "messages", "value": {"messages": [{"id": "wamid.in", "text": {"body": "hi"}}]}}
        ]}]});
        assert_eq!(
            statuses_of(&body),
            [
                StatusUpdate {
                    id: "wamid.A".into(),
                    status: "delivered".into(),
                    error: None
                },
                StatusUpdate {
                    id: "wamid.B".into(),
                    status: "failed".into(),
                    error: Some("Message undeliverable".into())
                },
            ]
        );
        assert!(statuses_of(&json!({"entry": "x"})).is_empty());
    }
}
