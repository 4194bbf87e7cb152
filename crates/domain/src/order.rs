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

/// What the admin's order search looks for. An order's id or number and a customer's email or
/// mobile are each found by an indexed equality, so a shop of 200,000 orders answers at once;
/// anything else is part of a name or an email (or the start of an id), read along the
/// newest-first list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderSearch {
    /// A whole order id, lowercase.
    Id(String),
    /// The start of an id as screens showed it before order numbers ("#3f2a9c1e"): the id's
    /// first 8 characters, lowercase.
    Number(String),
    /// An order number ("#10482", "10482"): up to 9 digits, except eight (read as `Number`).
    Seq(i64),
    /// A customer's email, lowercased (every order has its customer's account, guests too).
    Email(String),
    /// The 10 digits of the mobile number the order is delivered to.
    Mobile(String),
    /// Words of the customer's name or email, each matching a word it starts (any case), as
    /// the catalogue search reads a query ([`crate::search::query_words`]); none matches nothing.
    Words(Vec<String>),
}

impl OrderSearch {
    /// Reads what was typed (trimmed); None when nothing was.
    pub fn parse(raw: &str) -> Option<Self> {
        let s = raw.trim();
        let number = s.strip_prefix('#').unwrap_or(s);
        Some(if s.is_empty() {
            return None;
        } else if crate::id::is_id(s) && s.len() == 36 {
            OrderSearch::Id(s.to_lowercase())
        } else if number.len() == 8 && number.chars().all(|c| c.is_ascii_hexdigit()) {
            // Eight digits read as the start of an id, as screens showed before order numbers
            // (numbers reach eight digits after ten million orders).
            OrderSearch::Number(number.to_lowercase())
        } else if (1..=9).contains(&number.len()) && number.chars().all(|c| c.is_ascii_digit()) {
            OrderSearch::Seq(number.parse().ok()?)
        } else if let Some(email) = crate::Email::parse(s) {
            OrderSearch::Email(email.normalized())
        } else if let Some(mobile) = crate::Mobile::parse(s) {
            OrderSearch::Mobile(mobile.as_str().to_string())
        } else {
            OrderSearch::Words(crate::search::query_words(s))
        })
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

    #[test]
    fn an_order_search_is_read_as_an_id_a_number_an_email_a_mobile_or_text() {
        use OrderSearch::*;
        let id = "3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b";
        for (typed, want) in [
            (id, Some(Id(id.into()))),
            (
                "  3F2A9C1E-4B5D-4E6F-8A7B-9C0D1E2F3A4B ",
                Some(Id(id.into())),
            ),
            ("3f2a9c1e", Some(Number("3f2a9c1e".into()))),
            ("#3F2A9C1E", Some(Number("3f2a9c1e".into()))),
            ("12345678", Some(Number("12345678".into()))),
            ("#10482", Some(Seq(10_482))),
            ("10482", Some(Seq(10_482))),
            ("Ravi.K@Example.in", Some(Email("ravi.k@example.in".into()))),
            ("98220 12345", Some(Mobile("9822012345".into()))),
            ("+91 98220-12345", Some(Mobile("9822012345".into()))),
            ("3f2a9c", Some(Words(vec!["3f2a9c".into()]))),
            ("3f2a9c1e4", Some(Words(vec!["3f2a9c1e4".into()]))),
            (
                "@example.in",
                Some(Words(vec!["example".into(), "in".into()])),
            ),
            (
                "Asha Patil",
                Some(Words(vec!["asha".into(), "patil".into()])),
            ),
            ("1234567890", Some(Words(vec!["1234567890".into()]))),
            ("%_", Some(Words(vec![]))),
            ("   ", None),
            ("", None),
        ] {
            assert_eq!(OrderSearch::parse(typed), want, "{typed:?}");
        }
    }
}
