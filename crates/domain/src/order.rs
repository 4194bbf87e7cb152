//! Order status.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The six order statuses of SPEC §4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum OrderStatus {
    /// Placed, waiting for payment or confirmation.
    Pending,
    /// Paid and confirmed.
    Processing,
    /// On its way.
    Shipped,
    Delivered,
    Cancelled,
    /// Money returned.
    Refunded,
}

impl OrderStatus {
    /// All statuses.
    pub const ALL: [OrderStatus; 6] = [
        OrderStatus::Pending,
        OrderStatus::Processing,
        OrderStatus::Shipped,
        OrderStatus::Delivered,
        OrderStatus::Cancelled,
        OrderStatus::Refunded,
    ];

    /// Stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Pending => "Pending",
            OrderStatus::Processing => "Processing",
            OrderStatus::Shipped => "Shipped",
            OrderStatus::Delivered => "Delivered",
            OrderStatus::Cancelled => "Cancelled",
            OrderStatus::Refunded => "Refunded",
        }
    }

    /// Parses an exact status name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// How many units of one product an order line asks for: a whole number from 1 to
/// [`Quantity::MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Quantity(i64);

impl Quantity {
    /// Most units of one product in an order.
    pub const MAX: i64 = 99;

    /// A quantity in range, or None.
    pub fn new(n: i64) -> Option<Self> {
        (1..=Self::MAX).contains(&n).then_some(Quantity(n))
    }

    /// Reads a JSON number that is whole (`2` or `2.0`) and in range; anything else is None.
    pub fn from_json(v: &serde_json::Value) -> Option<Self> {
        match v {
            serde_json::Value::Number(n) => n
                .as_i64()
                .or_else(|| n.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64))
                .and_then(Self::new),
            _ => None,
        }
    }

    /// The number of units.
    pub fn get(self) -> i64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn quantities_are_whole_numbers_from_1_to_99() {
        assert_eq!(Quantity::from_json(&json!(1)).map(Quantity::get), Some(1));
        assert_eq!(Quantity::from_json(&json!(99)).map(Quantity::get), Some(99));
        assert_eq!(Quantity::from_json(&json!(2.0)).map(Quantity::get), Some(2));
        for bad in [
            json!(0),
            json!(100),
            json!(-1),
            json!(1.5),
            json!("2"),
            json!(null),
        ] {
            assert_eq!(Quantity::from_json(&bad), None, "{bad}");
        }
    }

    #[test]
    fn only_the_six_names_parse() {
        for s in OrderStatus::ALL {
            assert_eq!(OrderStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(OrderStatus::parse("pending"), None);
        assert_eq!(OrderStatus::parse("Lost"), None);
    }
}
