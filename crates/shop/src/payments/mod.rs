//! Payment providers: the built-in offline sandbox and Razorpay, behind one type.

pub mod razorpay;
pub mod sandbox;

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::ShopResult;

/// An order opened at the provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderOrder {
    /// The provider's order id.
    pub id: String,
}

/// A payment as the provider reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderPayment {
    /// Payment id.
    pub id: String,
    /// The provider order it pays.
    pub order_id: String,
    pub amount: i64,
    /// Currency code.
    pub currency: String,
    /// created, authorized, captured, refunded or failed.
    pub status: String,
    /// card, upi, netbanking, wallet, …
    pub method: Option<String>,
}

impl ProviderPayment {
    /// Whether the money is taken.
    pub fn is_captured(&self) -> bool {
        self.status == "captured"
    }
}

/// The configured payment provider.
#[derive(Debug)]
pub enum PaymentProvider {
    /// Offline sandbox.
    Sandbox(sandbox::Sandbox),
    Razorpay(razorpay::Razorpay),
}

impl PaymentProvider {
    /// Name stored with orders.
    pub fn name(&self) -> &'static str {
        match self {
            PaymentProvider::Sandbox(_) => "sandbox",
            PaymentProvider::Razorpay(_) => "razorpay",
        }
    }

    /// The public key id given to the checkout script.
    pub fn key_id(&self) -> &str {
        match self {
            PaymentProvider::Sandbox(s) => s.key_id(),
            PaymentProvider::Razorpay(r) => r.key_id(),
        }
    }

    /// Opens an order at the provider for `amount` paise; `receipt` is our order id.
    pub async fn create_order(&self, receipt: &str, amount: i64) -> ShopResult<ProviderOrder> {
        match self {
            PaymentProvider::Sandbox(s) => Ok(s.create_order()),
            PaymentProvider::Razorpay(r) => r.create_order(receipt, amount).await,
        }
    }

    /// Whether `signature` is the provider's signature of `order_id|payment_id`.
    pub fn verify_signature(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        let secret = match self {
            PaymentProvider::Sandbox(s) => s.secret(),
            PaymentProvider::Razorpay(r) => r.key_secret(),
        };
        hmac_matches(
            secret.as_bytes(),
            format!("{order_id}|{payment_id}").as_bytes(),
            signature,
        )
    }

    /// Asks the provider about one payment (None when it does not know it).
    pub async fn fetch_payment(&self, payment_id: &str) -> ShopResult<Option<ProviderPayment>> {
        match self {
            PaymentProvider::Sandbox(_) => Ok(None),
            PaymentProvider::Razorpay(r) => r.fetch_payment(payment_id).await,
        }
    }

    /// Every payment the provider has for one of its orders.
    pub async fn order_payments(
        &self,
        provider_order_id: &str,
    ) -> ShopResult<Vec<ProviderPayment>> {
        match self {
            PaymentProvider::Sandbox(_) => Ok(Vec::new()),
            PaymentProvider::Razorpay(r) => r.order_payments(provider_order_id).await,
        }
    }
}

/// `hex(HMAC_SHA256(message, secret))`.
pub fn hmac_hex(secret: &[u8], message: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(message);
    hex::encode(mac.finalize().into_bytes())
}

/// Whether `signature_hex` is the HMAC of `message`, compared in constant time.
pub fn hmac_matches(secret: &[u8], message: &[u8], signature_hex: &str) -> bool {
    let Ok(sig) = hex::decode(signature_hex.trim()) else {
        return false;
    };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(message);
    mac.verify_slice(&sig).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_match_razorpays_scheme_and_reject_tampering() {
        // hex(HMAC_SHA256("order_1|pay_1", "secret")), computed independently with openssl.
        let sig = hmac_hex(b"secret", b"order_1|pay_1");
        assert_eq!(
            sig,
            "52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb"
        );
        assert!(hmac_matches(b"secret", b"order_1|pay_1", &sig));
        assert!(!hmac_matches(b"secret", b"order_2|pay_1", &sig));
        assert!(!hmac_matches(b"other", b"order_1|pay_1", &sig));
        assert!(!hmac_matches(b"secret", b"order_1|pay_1", "zz"));
    }
}
