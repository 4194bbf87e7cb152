//! Checkout rules: how an order is paid, gift details, the cash-on-delivery policy and the
//! payment window.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::money::Money;
use crate::validate::Mobile;

/// How long an unpaid online order stays open for its payment (30 minutes). Pressing Pay again
/// for the same cart within it reuses the order; after it the order is no longer shown to the
/// customer, and the reconciler cancels it (after a last look at the provider), giving its
/// stock and delivery place back.
pub const PAYMENT_WINDOW_MS: i64 = 30 * 60 * 1000;

/// Longest gift message, in characters (it is printed on the packing slip).
pub const GIFT_MESSAGE_MAX: usize = 200;

/// Longest gift recipient name, in characters.
pub const GIFT_NAME_MAX: usize = 80;

/// How the customer pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, Default)]
#[serde(rename_all = "lowercase")]
pub enum PaymentMethod {
    /// Online through the payment provider (Razorpay or the sandbox).
    #[default]
    Online,
    /// Cash on delivery.
    Cod,
}

impl PaymentMethod {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentMethod::Online => "online",
            PaymentMethod::Cod => "cod",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "online" => Some(PaymentMethod::Online),
            "cod" => Some(PaymentMethod::Cod),
            _ => None,
        }
    }
}

/// Where an order's money stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    /// An online payment has not arrived (yet).
    Unpaid,
    /// Paid, online or in cash.
    Paid,
    /// Cash on delivery: the customer pays the courier.
    CodDue,
}

impl PaymentStatus {
    /// Stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Unpaid => "unpaid",
            PaymentStatus::Paid => "paid",
            PaymentStatus::CodDue => "cod_due",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "unpaid" => Some(PaymentStatus::Unpaid),
            "paid" => Some(PaymentStatus::Paid),
            "cod_due" => Some(PaymentStatus::CodDue),
            _ => None,
        }
    }
}

/// A validated gift: who receives it and what the card says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gift {
    /// Recipient's name.
    pub recipient_name: String,
    /// Recipient's mobile (10 digits).
    pub recipient_mobile: Mobile,
    /// Message printed on the packing slip (may be empty).
    pub message: String,
    /// Leave prices off the packing slip.
    pub hide_prices: bool,
    /// Who the gift is from, as the card and the packing slip say it (may be empty).
    pub sender_name: String,
}

/// Why a gift was refused: the field (`gift.recipientName`, …) and the message.
pub type GiftError = (&'static str, String);

impl Gift {
    /// Validates a gift's fields (texts are trimmed; the message keeps its line breaks).
    pub fn parse(
        recipient_name: &str,
        recipient_mobile: &str,
        message: &str,
        hide_prices: bool,
        sender_name: &str,
    ) -> Result<Gift, Vec<GiftError>> {
        let mut errors = Vec::new();
        let name = recipient_name.trim();
        if name.is_empty() {
            errors.push((
                "gift.recipientName",
                "Please enter the recipient's name.".to_string(),
            ));
        } else if name.chars().count() > GIFT_NAME_MAX {
            errors.push((
                "gift.recipientName",
                format!("The recipient's name can have at most {GIFT_NAME_MAX} characters."),
            ));
        }
        let mobile = Mobile::parse(recipient_mobile);
        if mobile.is_none() {
            errors.push((
                "gift.recipientMobile",
                "Please enter the recipient's 10-digit mobile number.".to_string(),
            ));
        }
        let message = message.trim();
        if message.chars().count() > GIFT_MESSAGE_MAX {
            errors.push((
                "gift.message",
                format!("The gift message can have at most {GIFT_MESSAGE_MAX} characters."),
            ));
        }
        let sender = sender_name.trim();
        if sender.chars().count() > GIFT_NAME_MAX {
            errors.push((
                "gift.senderName",
                format!("The sender's name can have at most {GIFT_NAME_MAX} characters."),
            ));
        }
        match mobile {
            Some(m) if errors.is_empty() => Ok(Gift {
                recipient_name: name.to_string(),
                recipient_mobile: m,
                message: message.to_string(),
                hide_prices,
                sender_name: sender.to_string(),
            }),
            _ => Err(errors),
        }
    }
}

/// The owner's cash-on-delivery setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodPolicy {
    /// Whether customers may choose cash on delivery.
    pub enabled: bool,
    /// Largest order total that may be paid in cash; None for no limit.
    pub max: Option<Money>,
}

impl CodPolicy {
    /// Whether an order of `total` may be paid in cash, or the customer's message why not.
    pub fn check(&self, total: Money) -> Result<(), String> {
        if !self.enabled {
            return Err("Cash on delivery is not available. Please pay online.".into());
        }
        match self.max {
            Some(max) if total > max => Err(format!(
                "Cash on delivery is available for orders up to {}. Please pay online.",
                max
            )),
            _ => Ok(()),
        }
    }
}

/// Why money taken for an order must go back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum RefundReason {
    /// The payment arrived after the order was cancelled.
    Cancelled,
    /// The order was paid already; this payment is a second one.
    Duplicate,
}

impl RefundReason {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            RefundReason::Cancelled => "cancelled",
            RefundReason::Duplicate => "duplicate",
        }
    }

    /// From the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "cancelled" => Some(RefundReason::Cancelled),
            "duplicate" => Some(RefundReason::Duplicate),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gift_needs_a_name_and_a_mobile_and_a_short_message() {
        let g = Gift::parse(
            " Asha ",
            "+91 98220 12345",
            "Happy Diwali!\nLove, Ravi",
            true,
            " Ravi ",
        )
        .unwrap();
        assert_eq!(g.sender_name, "Ravi");
        assert_eq!(g.recipient_name, "Asha");
        assert_eq!(g.recipient_mobile.as_str(), "9822012345");
        assert_eq!(g.message, "Happy Diwali!\nLove, Ravi");
        assert!(g.hide_prices);

        let errs = Gift::parse("", "12345", "", false, "").unwrap_err();
        let fields: Vec<_> = errs.iter().map(|e| e.0).collect();
        assert_eq!(fields, ["gift.recipientName", "gift.recipientMobile"]);

        let long = "ध".repeat(GIFT_MESSAGE_MAX + 1);
        let errs = Gift::parse("Asha", "9822012345", &long, false, "").unwrap_err();
        assert_eq!(errs[0].0, "gift.message");
        // 200 characters (not bytes) are fine.
        let ok = "ध".repeat(GIFT_MESSAGE_MAX);
        assert!(Gift::parse("Asha", "9822012345", &ok, false, "").is_ok());
        let long_sender = "R".repeat(GIFT_NAME_MAX + 1);
        let errs = Gift::parse("Asha", "9822012345", "", false, &long_sender).unwrap_err();
        assert_eq!(errs[0].0, "gift.senderName");
    }

    #[test]
    fn cash_on_delivery_follows_the_owners_setting() {
        let off = CodPolicy {
            enabled: false,
            max: None,
        };
        assert!(off.check(Money::from_paise(100)).is_err());
        let capped = CodPolicy {
            enabled: true,
            max: Some(Money::from_paise(500_000)),
        };
        assert!(capped.check(Money::from_paise(500_000)).is_ok());
        assert_eq!(
            capped.check(Money::from_paise(500_001)).unwrap_err(),
            "Cash on delivery is available for orders up to ₹5,000.00. Please pay online."
        );
    }

    #[test]
    fn methods_and_statuses_round_trip_their_stored_names() {
        for m in [PaymentMethod::Online, PaymentMethod::Cod] {
            assert_eq!(PaymentMethod::parse(m.as_str()), Some(m));
        }
        for s in [
            PaymentStatus::Unpaid,
            PaymentStatus::Paid,
            PaymentStatus::CodDue,
        ] {
            assert_eq!(PaymentStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(PaymentStatus::parse("PAID"), None);
    }
}
