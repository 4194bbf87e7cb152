//! The offline sandbox provider: opens orders locally and signs payments exactly as Razorpay
//! does, so the whole checkout runs without a network or an account.

use super::{ProviderOrder, hmac_hex};

/// Sandbox settings.
#[derive(Debug)]
pub struct Sandbox {
    secret: String,
}

/// Key id the sandbox hands to its checkout script.
pub const SANDBOX_KEY_ID: &str = "rzp_test_tokri_sandbox";

impl Sandbox {
    /// A sandbox signing with `secret`.
    pub fn new(secret: String) -> Self {
        Sandbox { secret }
    }

    /// Public key id.
    pub fn key_id(&self) -> &str {
        SANDBOX_KEY_ID
    }

    /// Signing secret.
    pub fn secret(&self) -> &str {
        &self.secret
    }

    /// A new provider order id.
    pub fn create_order(&self) -> ProviderOrder {
        ProviderOrder {
            id: format!("order_sbx_{}", uuid::Uuid::new_v4().simple()),
        }
    }

    /// A new payment id and its Razorpay-style signature for `order_id`.
    pub fn pay(&self, order_id: &str) -> (String, String) {
        let payment_id = format!("pay_sbx_{}", uuid::Uuid::new_v4().simple());
        let signature = hmac_hex(
            self.secret.as_bytes(),
            format!("{order_id}|{payment_id}").as_bytes(),
        );
        (payment_id, signature)
    }
}
