//! Numbers as the admin's forms send them: a JSON number or a numeric string. Each reader
//! turns the sent value into a typed one or the message to answer.

use serde_json::Value;

use crate::Money;

/// Largest stock count accepted.
pub const MAX_STOCK: i64 = 1_000_000;

/// Largest position in a list.
pub const MAX_SORT_ORDER: f64 = 1_000_000.0;

/// A JSON number, or a string holding one (trimmed); None for anything else.
pub fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) if !s.trim().is_empty() => s.trim().parse::<f64>().ok(),
        _ => None,
    }
}

/// A position in a list: `Ok(None)` when blank or not a number (the caller's default or the
/// value kept); negative positions are refused.
pub fn sort_order(v: Option<&Value>) -> Result<Option<i64>, &'static str> {
    match v.and_then(number) {
        Some(n) if n < 0.0 => Err("Sort order cannot be negative."),
        Some(n) if n.is_finite() && n <= MAX_SORT_ORDER => Ok(Some(n.floor() as i64)),
        _ => Ok(None),
    }
}

/// A product's price as sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SentPrice {
    /// Not sent, or not a number.
    #[default]
    Missing,
    /// A number, but not a price (zero, negative, more than two decimals, too large).
    Invalid,
    /// A price in rupees.
    Valid(Money),
}

impl SentPrice {
    /// Reads a sent price in rupees.
    pub fn read(v: Option<&Value>) -> Self {
        match v.and_then(number) {
            None => SentPrice::Missing,
            Some(p) => match Money::parse_rupees(p).filter(|m| *m != Money::ZERO) {
                Some(m) if p > 0.0 => SentPrice::Valid(m),
                _ => SentPrice::Invalid,
            },
        }
    }
}

/// A stock count as sent: `Ok(None)` for null or blank (not counted), else a whole number from
/// 0 to [`MAX_STOCK`].
pub fn stock_count(v: &Value) -> Result<Option<i64>, String> {
    let n = match v {
        Value::Null => return Ok(None),
        Value::String(s) if s.trim().is_empty() => return Ok(None),
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                .map(|f| f as i64)
        }),
        Value::String(s) => s.trim().parse::<i64>().ok(),
        _ => None,
    };
    n.filter(|n| (0..=MAX_STOCK).contains(n))
        .map(Some)
        .ok_or_else(|| {
            format!(
                "Stock must be a whole number from 0 to {MAX_STOCK}, or empty when you do not count it."
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn sort_orders_floor_and_refuse_negatives() {
        assert_eq!(sort_order(Some(&json!(3.7))), Ok(Some(3)));
        assert_eq!(sort_order(Some(&json!(" 2 "))), Ok(Some(2)));
        assert_eq!(sort_order(Some(&json!(""))), Ok(None));
        assert_eq!(sort_order(Some(&json!("abc"))), Ok(None));
        assert_eq!(sort_order(None), Ok(None));
        assert_eq!(sort_order(Some(&json!(1e12))), Ok(None));
        assert!(sort_order(Some(&json!(-1))).is_err());
    }

    #[test]
    fn prices_are_positive_rupees_with_two_decimals() {
        assert_eq!(
            SentPrice::read(Some(&json!(899.5))),
            SentPrice::Valid(Money::from_paise(89_950))
        );
        assert_eq!(
            SentPrice::read(Some(&json!("120"))),
            SentPrice::Valid(Money::from_paise(12_000))
        );
        assert_eq!(SentPrice::read(None), SentPrice::Missing);
        assert_eq!(SentPrice::read(Some(&json!("abc"))), SentPrice::Missing);
        for bad in [json!(0), json!(-5), json!(1.234)] {
            assert_eq!(SentPrice::read(Some(&bad)), SentPrice::Invalid, "{bad}");
        }
    }

    #[test]
    fn stock_counts_are_whole_numbers_or_blank() {
        assert_eq!(stock_count(&json!(12)), Ok(Some(12)));
        assert_eq!(stock_count(&json!("7")), Ok(Some(7)));
        assert_eq!(stock_count(&json!(4.0)), Ok(Some(4)));
        assert_eq!(stock_count(&json!(null)), Ok(None));
        assert_eq!(stock_count(&json!(" ")), Ok(None));
        for bad in [json!(-1), json!(1.5), json!(1_000_001), json!(true)] {
            assert!(stock_count(&bad).is_err(), "{bad}");
        }
    }
}
