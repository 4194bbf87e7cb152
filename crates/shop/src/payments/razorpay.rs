//! Razorpay: Orders API, payment look-ups and webhook signatures, against a configurable API
//! base so tests can run against a local stand-in.

use std::time::Duration;

use serde::Deserialize;
use serde_json::json;

use super::{ProviderOrder, ProviderPayment, hmac_matches};
use crate::{ShopError, ShopResult};

/// Razorpay credentials and client.
pub struct Razorpay {
    key_id: String,
    key_secret: String,
    webhook_secret: Option<String>,
    api_base: String,
    http: reqwest::Client,
}

impl std::fmt::Debug for Razorpay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Razorpay")
            .field("key_id", &self.key_id)
            .field("api_base", &self.api_base)
            .finish()
    }
}

#[derive(Debug, Deserialize)]
struct OrderEntity {
    id: String,
}

/// A payment entity as Razorpay sends it (API answers and webhook payloads).
#[derive(Debug, Clone, Deserialize)]
pub struct PaymentEntity {
    /// Payment id.
    pub id: String,
    /// Order id.
    #[serde(default)]
    pub order_id: Option<String>,
    pub amount: i64,
    pub currency: String,
    pub status: String,
    #[serde(default)]
    pub method: Option<String>,
}

impl From<PaymentEntity> for ProviderPayment {
    fn from(p: PaymentEntity) -> Self {
        ProviderPayment {
            id: p.id,
            order_id: p.order_id.unwrap_or_default(),
            amount: p.amount,
            currency: p.currency,
            status: p.status,
            method: p.method,
        }
    }
}

/// A refund entity as Razorpay sends it (the Refunds API's answer and `refund.*` webhooks).
#[derive(Debug, Clone, Deserialize)]
pub struct RefundEntity {
    /// `rfnd_…`.
    pub id: String,
    #[serde(default)]
    pub payment_id: Option<String>,
    pub amount: i64,
    /// Our refund id, sent as the receipt.
    #[serde(default)]
    pub receipt: Option<String>,
    /// pending, processed or failed.
    pub status: String,
}

/// What Razorpay made of a refund request.
#[derive(Debug, Clone)]
pub enum RefundAnswer {
    /// Taken: pending or already processed.
    Accepted(RefundEntity),
    /// Refused (a 4xx with Razorpay's description): it will not go through as asked.
    Refused(String),
}

#[derive(Debug, Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Debug, Deserialize)]
struct ErrorDetail {
    #[serde(default)]
    description: String,
}

#[derive(Debug, Deserialize)]
struct Collection {
    items: Vec<PaymentEntity>,
}

impl Razorpay {
    /// A client for Razorpay at `api_base` (normally https://api.razorpay.com).
    pub fn new(
        key_id: String,
        key_secret: String,
        webhook_secret: Option<String>,
        api_base: String,
    ) -> Self {
        let http = crate::tls::http_client()
            .timeout(Duration::from_secs(15))
            .build()
            .expect("HTTP client");
        Razorpay {
            key_id,
            key_secret,
            webhook_secret,
            api_base: api_base.trim_end_matches('/').to_string(),
            http,
        }
    }

    /// Public key id.
    pub fn key_id(&self) -> &str {
        &self.key_id
    }

    /// Key secret (signs payment confirmations).
    pub fn key_secret(&self) -> &str {
        &self.key_secret
    }

    fn upstream(e: impl std::fmt::Display) -> ShopError {
        ShopError::Upstream(format!("Payment provider error: {e}"))
    }

    /// `POST /v1/orders`.
    pub async fn create_order(&self, receipt: &str, amount: i64) -> ShopResult<ProviderOrder> {
        let res = self
            .http
            .post(format!("{}/v1/orders", self.api_base))
            .basic_auth(&self.key_id, Some(&self.key_secret))
            .json(&json!({"amount": amount, "currency": "INR", "receipt": receipt, "notes": {"orderDocId": receipt}}))
            .send()
            .await
            .map_err(Self::upstream)?;
        if !res.status().is_success() {
            return Err(Self::upstream(format!(
                "creating the order answered HTTP {}",
                res.status()
            )));
        }
        let o: OrderEntity = res.json().await.map_err(Self::upstream)?;
        Ok(ProviderOrder { id: o.id })
    }

    /// `GET /v1/payments/{id}`; None when Razorpay does not know the id.
    pub async fn fetch_payment(&self, payment_id: &str) -> ShopResult<Option<ProviderPayment>> {
        if payment_id.is_empty()
            || !payment_id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Ok(None);
        }
        let res = self
            .http
            .get(format!("{}/v1/payments/{payment_id}", self.api_base))
            .basic_auth(&self.key_id, Some(&self.key_secret))
            .send()
            .await
            .map_err(Self::upstream)?;
        if res.status() == reqwest::StatusCode::NOT_FOUND
            || res.status() == reqwest::StatusCode::BAD_REQUEST
        {
            return Ok(None);
        }
        if !res.status().is_success() {
            return Err(Self::upstream(format!(
                "fetching the payment answered HTTP {}",
                res.status()
            )));
        }
        let p: PaymentEntity = res.json().await.map_err(Self::upstream)?;
        Ok(Some(p.into()))
    }

    /// `GET /v1/orders/{id}/payments`.
    pub async fn order_payments(&self, order_id: &str) -> ShopResult<Vec<ProviderPayment>> {
        let res = self
            .http
            .get(format!("{}/v1/orders/{order_id}/payments", self.api_base))
            .basic_auth(&self.key_id, Some(&self.key_secret))
            .send()
            .await
            .map_err(Self::upstream)?;
        if !res.status().is_success() {
            return Err(Self::upstream(format!(
                "listing order payments answered HTTP {}",
                res.status()
            )));
        }
        let c: Collection = res.json().await.map_err(Self::upstream)?;
        Ok(c.items.into_iter().map(Into::into).collect())
    }

    /// `POST /v1/payments/{id}/refund`: a normal refund of `amount` paise, with our refund id
    /// as the receipt and as the `X-Refund-Idempotency` key, so a retry after a lost answer
    /// never refunds twice. A 409 (the same request still in progress) and 5xx answers are
    /// errors to retry; other 4xx answers are refusals.
    pub async fn refund(
        &self,
        payment_id: &str,
        amount: i64,
        refund_id: &str,
        reason: &str,
    ) -> ShopResult<RefundAnswer> {
        let res = self
            .http
            .post(format!("{}/v1/payments/{payment_id}/refund", self.api_base))
            .basic_auth(&self.key_id, Some(&self.key_secret))
            .header("X-Refund-Idempotency", refund_id)
            .json(&json!({
                "amount": amount,
                "speed": "normal",
                "receipt": refund_id,
                "notes": {"refundId": refund_id, "reason": reason.chars().take(250).collect::<String>()},
            }))
            .send()
            .await
            .map_err(Self::upstream)?;
        let status = res.status();
        if status.is_success() {
            return Ok(RefundAnswer::Accepted(
                res.json().await.map_err(Self::upstream)?,
            ));
        }
        if status.is_client_error()
            && status != reqwest::StatusCode::CONFLICT
            && status != reqwest::StatusCode::TOO_MANY_REQUESTS
        {
            let text = res.text().await.unwrap_or_default();
            let description = serde_json::from_str::<ErrorBody>(&text)
                .map(|b| b.error.description)
                .unwrap_or_default();
            return Ok(RefundAnswer::Refused(if description.is_empty() {
                format!("Razorpay refused the refund (HTTP {status}).")
            } else {
                format!("Razorpay refused the refund: {description}")
            }));
        }
        Err(Self::upstream(format!(
            "creating the refund answered HTTP {status}"
        )))
    }

    /// Whether a webhook body carries Razorpay's signature (`X-Razorpay-Signature`).
    pub fn webhook_signature_ok(&self, body: &[u8], signature: &str) -> bool {
        match &self.webhook_secret {
            Some(secret) => hmac_matches(secret.as_bytes(), body, signature),
            None => false,
        }
    }
}
