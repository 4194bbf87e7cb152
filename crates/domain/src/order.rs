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
    /// Arrived.
    Delivered,
    /// Cancelled.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_six_names_parse() {
        for s in OrderStatus::ALL {
            assert_eq!(OrderStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(OrderStatus::parse("pending"), None);
        assert_eq!(OrderStatus::parse("Lost"), None);
    }
}
