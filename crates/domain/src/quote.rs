//! The price of a cart, in one pure function: merge the lines → price each → (discounts, when
//! offers arrive) → delivery fee with the area's extra fee → totals. The order stores what the
//! quote says, and the cart summary (`POST /api/cart/quote`) shows the same numbers, so the
//! customer never sees one amount and pays another.

use crate::delivery::with_area_fee;
use crate::money::{DeliveryRule, Money};
use crate::order::Quantity;

/// Most different lines (variants) in one order.
pub const MAX_LINES: usize = 50;

/// Why a cart cannot be priced at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuoteError {
    /// No lines.
    Empty,
    /// More than [`MAX_LINES`] different lines.
    TooManyLines,
    /// More than [`Quantity::MAX`] units of one line once repeated lines are merged.
    TooMany,
    /// An amount beyond what money can hold.
    TooLarge,
}

impl std::fmt::Display for QuoteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QuoteError::Empty => write!(f, "Your cart is empty."),
            QuoteError::TooManyLines => write!(
                f,
                "An order can have at most {MAX_LINES} different products."
            ),
            QuoteError::TooMany => write!(
                f,
                "Quantities must be whole numbers from 1 to {}.",
                Quantity::MAX
            ),
            QuoteError::TooLarge => write!(f, "The order is too large."),
        }
    }
}

/// Merges repeated lines of one key (a variant), keeping the cart's order of first sight, and
/// checks the number of lines and the units per line.
pub fn merge_lines<K: Clone + PartialEq>(
    lines: impl IntoIterator<Item = (K, i64)>,
) -> Result<Vec<(K, i64)>, QuoteError> {
    let mut merged: Vec<(K, i64)> = Vec::new();
    for (key, qty) in lines {
        match merged.iter_mut().find(|(k, _)| *k == key) {
            Some((_, q)) => *q += qty,
            None => merged.push((key, qty)),
        }
    }
    if merged.is_empty() {
        return Err(QuoteError::Empty);
    }
    if merged.len() > MAX_LINES {
        return Err(QuoteError::TooManyLines);
    }
    if merged.iter().any(|(_, q)| *q < 1 || *q > Quantity::MAX) {
        return Err(QuoteError::TooMany);
    }
    Ok(merged)
}

/// One line to price: the catalogue's unit price and MRP now, and how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineInput {
    pub unit_price: Money,
    /// Compare-at price (MRP); None when the owner set none.
    pub mrp: Option<Money>,
    pub qty: i64,
}

/// A priced line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotedLine {
    pub unit_price: Money,
    pub qty: i64,
    /// Unit price × quantity.
    pub line_total: Money,
    /// What the buyer saves against the MRP on this line (zero without a higher MRP).
    pub mrp_saving: Money,
}

/// What a cart costs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    /// The lines, in the cart's order.
    pub lines: Vec<QuotedLine>,
    /// Sum of the line totals.
    pub subtotal: Money,
    /// Delivery fee, with the area's extra fee.
    pub delivery: Money,
    /// Subtotal plus delivery.
    pub total: Money,
    /// Saved against the MRP over all lines.
    pub mrp_savings: Money,
}

/// Prices lines under the delivery rule with a delivery area's extra fee (zero when the address
/// is not known yet). An empty list costs nothing and has no delivery fee.
pub fn quote(
    lines: &[LineInput],
    rule: DeliveryRule,
    area_fee: Money,
) -> Result<Quote, QuoteError> {
    let mut priced = Vec::with_capacity(lines.len());
    let mut subtotal = Money::ZERO;
    let mut mrp_savings = Money::ZERO;
    for l in lines {
        let line_total = l.unit_price.times(l.qty).ok_or(QuoteError::TooLarge)?;
        let mrp_saving = match l.mrp {
            Some(mrp) if mrp > l.unit_price => {
                Money::from_paise(mrp.paise() - l.unit_price.paise())
                    .times(l.qty)
                    .ok_or(QuoteError::TooLarge)?
            }
            _ => Money::ZERO,
        };
        subtotal = subtotal.plus(line_total).ok_or(QuoteError::TooLarge)?;
        mrp_savings = mrp_savings.plus(mrp_saving).ok_or(QuoteError::TooLarge)?;
        priced.push(QuotedLine {
            unit_price: l.unit_price,
            qty: l.qty,
            line_total,
            mrp_saving,
        });
    }
    let totals = with_area_fee(rule.totals(subtotal), area_fee).ok_or(QuoteError::TooLarge)?;
    Ok(Quote {
        lines: priced,
        subtotal: totals.subtotal,
        delivery: totals.delivery,
        total: totals.total,
        mrp_savings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rupees: i64) -> Money {
        Money::from_rupees(rupees)
    }

    fn line(price: Money, mrp: Option<Money>, qty: i64) -> LineInput {
        LineInput {
            unit_price: price,
            mrp,
            qty,
        }
    }

    #[test]
    fn quotes_follow_the_delivery_rule_and_the_area_fee() {
        // (lines, area fee, subtotal, delivery, total, mrp savings)
        let cases: Vec<(Vec<LineInput>, Money, i64, i64, i64, i64)> = vec![
            (vec![], Money::ZERO, 0, 0, 0, 0),
            (vec![], r(40), 0, 0, 0, 0),
            (
                vec![line(r(499), None, 1)],
                Money::ZERO,
                49900,
                11900,
                61800,
                0,
            ),
            (vec![line(r(499), None, 1)], r(40), 49900, 15900, 65800, 0),
            (
                vec![line(r(1999), None, 1)],
                Money::ZERO,
                199900,
                0,
                199900,
                0,
            ),
            (vec![line(r(1999), None, 1)], r(40), 199900, 4000, 203900, 0),
            (
                vec![line(Money::from_paise(199899), None, 1)],
                Money::ZERO,
                199899,
                11900,
                211799,
                0,
            ),
            (
                vec![
                    line(r(1299), Some(r(1499)), 2),
                    line(r(699), Some(r(699)), 1),
                ],
                Money::ZERO,
                329700,
                0,
                329700,
                40000,
            ),
            (
                vec![line(r(100), Some(r(90)), 3)],
                Money::ZERO,
                30000,
                11900,
                41900,
                0,
            ),
        ];
        for (i, (lines, fee, subtotal, delivery, total, savings)) in cases.into_iter().enumerate() {
            let q = quote(&lines, DeliveryRule::STANDARD, fee).unwrap();
            assert_eq!(
                (
                    q.subtotal.paise(),
                    q.delivery.paise(),
                    q.total.paise(),
                    q.mrp_savings.paise()
                ),
                (subtotal, delivery, total, savings),
                "case {i}"
            );
            let sum: i64 = q.lines.iter().map(|l| l.line_total.paise()).sum();
            assert_eq!(sum, q.subtotal.paise(), "case {i}: lines add up");
        }
    }

    #[test]
    fn amounts_beyond_money_are_refused() {
        let huge = line(Money::from_paise(i64::MAX / 2), None, 3);
        assert_eq!(
            quote(&[huge], DeliveryRule::STANDARD, Money::ZERO),
            Err(QuoteError::TooLarge)
        );
    }

    #[test]
    fn merging_keeps_first_sight_order_and_checks_sizes() {
        assert_eq!(
            merge_lines([("b", 1), ("a", 2), ("b", 3)]).unwrap(),
            vec![("b", 4), ("a", 2)]
        );
        assert_eq!(
            merge_lines(Vec::<(&str, i64)>::new()),
            Err(QuoteError::Empty)
        );
        assert_eq!(
            merge_lines([("a", 60), ("a", 40)]),
            Err(QuoteError::TooMany)
        );
        assert_eq!(merge_lines([("a", 0)]), Err(QuoteError::TooMany));
        let many: Vec<(usize, i64)> = (0..=MAX_LINES).map(|i| (i, 1)).collect();
        assert_eq!(merge_lines(many), Err(QuoteError::TooManyLines));
        assert_eq!(
            QuoteError::TooMany.to_string(),
            "Quantities must be whole numbers from 1 to 99."
        );
    }
}
