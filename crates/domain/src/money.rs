//! Money in integer paise, and the delivery rule.

use serde::{Deserialize, Serialize};

/// An amount of Indian rupees, held as whole paise so sums are exact.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Money(i64);

impl Money {
    /// Zero rupees.
    pub const ZERO: Money = Money(0);

    /// From whole paise.
    pub const fn from_paise(paise: i64) -> Self {
        Money(paise)
    }

    /// From whole rupees.
    pub const fn from_rupees(rupees: i64) -> Self {
        Money(rupees * 100)
    }

    /// From a JSON number of rupees such as `899.5`. Refuses NaN, infinities, negative
    /// amounts, more than two decimals and absurdly large values.
    pub fn parse_rupees(rupees: f64) -> Option<Self> {
        if !rupees.is_finite() || !(0.0..=10_000_000.0).contains(&rupees) {
            return None;
        }
        let paise = (rupees * 100.0).round();
        if ((rupees * 100.0) - paise).abs() > 1e-6 {
            return None;
        }
        Some(Money(paise as i64))
    }

    /// Whole paise (Razorpay's unit).
    pub const fn paise(self) -> i64 {
        self.0
    }

    /// Rupees as a JSON number (`899.5`).
    pub fn rupees(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// `self * qty`, or None on overflow.
    pub fn times(self, qty: i64) -> Option<Money> {
        self.0.checked_mul(qty).map(Money)
    }

    /// `self + other`, or None on overflow.
    pub fn plus(self, other: Money) -> Option<Money> {
        self.0.checked_add(other.0).map(Money)
    }
}

/// Rupees as Indians write them: `₹1,697.00`, `₹1,00,000.00` (the last three digits, then
/// groups of two), always with paise.
impl std::fmt::Display for Money {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let paise = self.0.unsigned_abs();
        let rupees = (paise / 100).to_string();
        let (head, last3) = rupees.split_at(rupees.len().saturating_sub(3));
        let mut grouped = String::with_capacity(rupees.len() + rupees.len() / 2);
        let lead = head.len() % 2;
        for (i, c) in head.chars().enumerate() {
            if i > 0 && (i + 2 - lead) % 2 == 0 {
                grouped.push(',');
            }
            grouped.push(c);
        }
        if !head.is_empty() {
            grouped.push(',');
        }
        grouped.push_str(last3);
        write!(f, "{sign}₹{grouped}.{:02}", paise % 100)
    }
}

/// The delivery rule of the shop: free from a threshold, else a flat fee; nothing for an empty cart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryRule {
    /// Subtotal from which delivery is free.
    pub free_from: Money,
    /// Fee below the threshold.
    pub fee: Money,
}

impl DeliveryRule {
    /// The rule of SPEC §9: free from ₹1999, else ₹119.
    pub const STANDARD: DeliveryRule = DeliveryRule {
        free_from: Money::from_rupees(1999),
        fee: Money::from_rupees(119),
    };

    /// The fee for a cart with this subtotal.
    pub fn fee_for(self, subtotal: Money) -> Money {
        if subtotal == Money::ZERO || subtotal >= self.free_from {
            Money::ZERO
        } else {
            self.fee
        }
    }

    /// Subtotal, fee and total for a subtotal.
    pub fn totals(self, subtotal: Money) -> Totals {
        let delivery = self.fee_for(subtotal);
        Totals {
            subtotal,
            delivery,
            total: Money(subtotal.0 + delivery.0),
        }
    }
}

/// What a cart costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    /// Sum of line prices.
    pub subtotal: Money,
    /// Delivery fee.
    pub delivery: Money,
    /// Subtotal plus fee.
    pub total: Money,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rupees_round_trip_through_paise() {
        assert_eq!(Money::parse_rupees(899.5), Some(Money::from_paise(89950)));
        assert_eq!(Money::parse_rupees(0.1), Some(Money::from_paise(10)));
        assert_eq!(Money::from_paise(89950).rupees(), 899.5);
    }

    #[test]
    fn amounts_print_with_indian_grouping() {
        let shown = |paise| Money::from_paise(paise).to_string();
        assert_eq!(shown(0), "₹0.00");
        assert_eq!(shown(5), "₹0.05");
        assert_eq!(shown(89_950), "₹899.50");
        assert_eq!(shown(169_700), "₹1,697.00");
        assert_eq!(shown(211_800), "₹2,118.00");
        assert_eq!(shown(1_234_567), "₹12,345.67");
        assert_eq!(shown(10_000_000), "₹1,00,000.00");
        assert_eq!(shown(123_456_789), "₹12,34,567.89");
        assert_eq!(shown(1_234_567_800), "₹1,23,45,678.00");
        assert_eq!(shown(-11_900), "-₹119.00");
    }

    #[test]
    fn bad_amounts_are_refused() {
        assert_eq!(Money::parse_rupees(-1.0), None);
        assert_eq!(Money::parse_rupees(f64::NAN), None);
        assert_eq!(Money::parse_rupees(1.234), None);
        assert_eq!(Money::parse_rupees(1e12), None);
    }

    #[test]
    fn delivery_is_free_from_1999_and_119_below_and_nothing_for_an_empty_cart() {
        let rule = DeliveryRule::STANDARD;
        assert_eq!(rule.fee_for(Money::ZERO), Money::ZERO);
        assert_eq!(
            rule.fee_for(Money::from_paise(199_899)),
            Money::from_rupees(119)
        );
        assert_eq!(rule.fee_for(Money::from_rupees(1999)), Money::ZERO);
        assert_eq!(rule.fee_for(Money::from_rupees(5000)), Money::ZERO);
        let t = rule.totals(Money::from_rupees(100));
        assert_eq!(t.total, Money::from_rupees(219));
    }
}
