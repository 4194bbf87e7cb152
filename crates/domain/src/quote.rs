//! The price of a cart, in one pure function: merge the lines → price each → discounts (the
//! best automatic offer and a coupon, shared over the lines they cover: [`crate::promo`]) →
//! delivery fee on the value after discounts, with the area's extra fee → totals. The order stores what the
//! quote says, and the cart summary (`POST /api/cart/quote`) shows the same numbers, so the
//! customer never sees one amount and pays another.

use crate::money::{DeliveryRule, Money};
use crate::order::Quantity;
use crate::promo::{Applied, CouponAsk, CouponOutcome, Offer, PromoLine, discounts};

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

/// One line to price: the catalogue's unit price and MRP now, how many, and which product and
/// category it is (offers cover products or categories).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineInput<'a> {
    pub unit_price: Money,
    /// Compare-at price (MRP); None when the owner set none.
    pub mrp: Option<Money>,
    pub qty: i64,
    pub product_id: &'a str,
    pub category_id: &'a str,
}

/// The offers a cart may get: the automatic ones and the coupon asked for, at a moment.
#[derive(Debug, Clone, Default)]
pub struct Promotions<'a> {
    pub automatic: &'a [Offer],
    pub coupon: Option<CouponAsk<'a>>,
    pub now_ms: i64,
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
    /// This line's share of the discounts.
    pub discount: Money,
}

impl QuotedLine {
    /// What the line costs after its discount: the value its GST is worked out from.
    pub fn net(&self) -> Money {
        Money::from_paise(self.line_total.paise() - self.discount.paise())
    }
}

/// What a cart costs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    /// The lines, in the cart's order.
    pub lines: Vec<QuotedLine>,
    /// Sum of the line totals.
    pub subtotal: Money,
    /// The goods discount of every offer (the lines' shares added up).
    pub discount: Money,
    /// Delivery fee, with the area's extra fee (zero with a free-delivery offer).
    pub delivery: Money,
    /// Subtotal less discount, plus delivery.
    pub total: Money,
    /// Saved against the MRP over all lines.
    pub mrp_savings: Money,
    /// The offers that applied.
    pub applied: Vec<Applied>,
    /// What became of the coupon asked for.
    pub coupon: Option<CouponOutcome>,
}

/// Prices lines under the delivery rule with a delivery area's extra fee (zero when the address
/// is not known yet) and the promotions. An empty list costs nothing and has no delivery fee.
pub fn quote(
    lines: &[LineInput<'_>],
    rule: DeliveryRule,
    area_fee: Money,
    promotions: &Promotions<'_>,
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
            discount: Money::ZERO,
        });
    }
    let promo_lines: Vec<PromoLine<'_>> = lines
        .iter()
        .zip(&priced)
        .map(|(l, p)| PromoLine {
            product_id: l.product_id,
            category_id: l.category_id,
            value: p.line_total,
        })
        .collect();
    let found = if promo_lines.is_empty() {
        crate::promo::Discounts::default()
    } else {
        discounts(
            &promo_lines,
            promotions.automatic,
            promotions.coupon.as_ref(),
            promotions.now_ms,
        )
    };
    for (line, d) in priced.iter_mut().zip(&found.per_line) {
        line.discount = *d;
    }
    let discount = found.total();
    let after = Money::from_paise(subtotal.paise() - discount.paise());
    let delivery = if subtotal == Money::ZERO || found.free_delivery {
        Money::ZERO
    } else if after == Money::ZERO {
        // Discounted to nothing: the delivery rule's fee still applies to the goods delivered.
        rule.fee.plus(area_fee).ok_or(QuoteError::TooLarge)?
    } else {
        rule.fee_for(after)
            .plus(area_fee)
            .ok_or(QuoteError::TooLarge)?
    };
    let total = after.plus(delivery).ok_or(QuoteError::TooLarge)?;
    Ok(Quote {
        lines: priced,
        subtotal,
        discount,
        delivery,
        total,
        mrp_savings,
        applied: found.applied,
        coupon: found.coupon,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rupees: i64) -> Money {
        Money::from_rupees(rupees)
    }

    fn line(price: Money, mrp: Option<Money>, qty: i64) -> LineInput<'static> {
        LineInput {
            unit_price: price,
            mrp,
            qty,
            product_id: "p",
            category_id: "c",
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
            let q = quote(&lines, DeliveryRule::STANDARD, fee, &Promotions::default()).unwrap();
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
            quote(
                &[huge],
                DeliveryRule::STANDARD,
                Money::ZERO,
                &Promotions::default()
            ),
            Err(QuoteError::TooLarge)
        );
    }

    #[test]
    fn discounts_come_before_the_delivery_rule_and_free_delivery_waives_every_fee() {
        use crate::promo::{Benefit, CouponAsk, Offer, Scope, Usage};
        let offer = |code: Option<&str>, benefit| Offer {
            id: "o".into(),
            code: code.map(str::to_string),
            title: "t".into(),
            benefit,
            min_subtotal: None,
            starts_at: None,
            ends_at: None,
            max_uses: None,
            max_per_customer: None,
            first_order_only: false,
            scope: Scope::All,
            active: true,
            created_at: 0,
        };
        let ten = offer(
            None,
            Benefit::Percent {
                percent: 10,
                cap: None,
            },
        );
        let free = offer(Some("FREESHIP"), Benefit::FreeDelivery);
        let all = offer(
            Some("ALL"),
            Benefit::Percent {
                percent: 100,
                cap: None,
            },
        );
        // (lines, automatic, coupon, area fee, subtotal, discount, delivery, total)
        type Case<'a> = (
            Vec<LineInput<'a>>,
            Vec<Offer>,
            Option<&'a Offer>,
            Money,
            i64,
            i64,
            i64,
            i64,
        );
        let cases: Vec<Case> = vec![
            // ₹2,100 less 10% is ₹1,890: below ₹1,999, so delivery is charged.
            (
                vec![line(r(2100), None, 1)],
                vec![ten.clone()],
                None,
                Money::ZERO,
                210000,
                21000,
                11900,
                200900,
            ),
            // ₹2,300 less 10% is ₹2,070: delivery stays free.
            (
                vec![line(r(2300), None, 1)],
                vec![ten.clone()],
                None,
                Money::ZERO,
                230000,
                23000,
                0,
                207000,
            ),
            // Free delivery waives the fee and the area's extra fee.
            (
                vec![line(r(499), None, 1)],
                vec![],
                Some(&free),
                r(40),
                49900,
                0,
                0,
                49900,
            ),
            // 100% off still pays delivery.
            (
                vec![line(r(499), None, 1)],
                vec![],
                Some(&all),
                r(40),
                49900,
                49900,
                15900,
                15900,
            ),
            // Both: 10% automatic, then 100% of the rest.
            (
                vec![line(r(100), None, 2), line(r(50), None, 1)],
                vec![ten.clone()],
                Some(&all),
                Money::ZERO,
                25000,
                25000,
                11900,
                11900,
            ),
        ];
        for (i, (lines, automatic, coupon, fee, subtotal, discount, delivery, total)) in
            cases.into_iter().enumerate()
        {
            let promotions = Promotions {
                automatic: &automatic,
                coupon: coupon.map(|c| CouponAsk::Known(c, Usage::default())),
                now_ms: 0,
            };
            let q = quote(&lines, DeliveryRule::STANDARD, fee, &promotions).unwrap();
            assert_eq!(
                (
                    q.subtotal.paise(),
                    q.discount.paise(),
                    q.delivery.paise(),
                    q.total.paise()
                ),
                (subtotal, discount, delivery, total),
                "case {i}"
            );
            let shares: i64 = q.lines.iter().map(|l| l.discount.paise()).sum();
            assert_eq!(shares, q.discount.paise(), "case {i}: the shares add up");
            assert!(q.lines.iter().all(|l| l.net() >= Money::ZERO), "case {i}");
        }
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
