//! Refunds and GST credit notes, free of I/O: what an admin may give back, and how a refund of
//! an invoiced sale is spread over the invoice's lines so each line's taxable value and GST are
//! reduced correctly (CGST Act s. 34).
//!
//! Two kinds of money go back. An *excess* payment (a payment for an order that was cancelled
//! first, or a second payment of an order already paid) sold nothing: it is returned whole and
//! needs no credit note. A refund of a *sale* (bruised mangoes, a missing box, a goodwill
//! amount) reduces what was supplied: it is limited to what the invoice billed less what
//! earlier credit notes gave back, and it issues a credit note.

use crate::money::Money;
use crate::promo::share;
use crate::tax::{FinancialYear, GstRate, InvoicePrefix, LineTax, Supply, split_inclusive};
use crate::validate::has_control_chars;

/// Longest reason, in characters.
pub const MAX_REASON_CHARS: usize = 300;

/// What the admin asks to give back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefundAsk {
    /// Everything still refundable.
    Full,
    /// An amount, spread over the lines by their value left.
    Amount(Money),
    /// Units of chosen lines (by the line's position on the invoice).
    Lines(Vec<LineAsk>),
}

/// Units of one invoice line to give back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineAsk {
    /// The line's position on the invoice (0 = first).
    pub position: usize,
    pub qty: i64,
}

/// An invoice line as a credit note sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreditableLine {
    /// What the line billed, tax included (after its discount).
    pub total: Money,
    /// Units billed (1 for the delivery line).
    pub qty: i64,
    pub rate: GstRate,
    /// What earlier credit notes gave back of it.
    pub credited: Money,
    /// Units earlier credit notes gave back.
    pub credited_qty: i64,
}

impl CreditableLine {
    /// What is left of it to give back.
    pub fn value_left(&self) -> Money {
        Money::from_paise((self.total.paise() - self.credited.paise()).max(0))
    }

    /// Units not yet returned.
    pub fn qty_left(&self) -> i64 {
        (self.qty - self.credited_qty).max(0)
    }
}

/// One line of a credit note.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreditLine {
    /// The invoice line it reduces.
    pub position: usize,
    /// Units returned (0 when only value is given back).
    pub qty: i64,
    pub rate: GstRate,
    /// The reduction of taxable value and tax.
    pub tax: LineTax,
}

/// How a refund of a sale reduces the invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditPlan {
    /// The money to give back: the sum of the lines.
    pub amount: Money,
    /// Only lines that change, by position.
    pub lines: Vec<CreditLine>,
}

impl CreditPlan {
    /// Sums of the lines.
    pub fn totals(&self) -> LineTax {
        LineTax::add_up(self.lines.iter().map(|l| &l.tax))
    }
}

/// Why a refund cannot be made as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefundProblem {
    /// The reason is blank, too long or holds control characters.
    Reason(&'static str),
    /// Zero or a negative amount, or no units.
    NothingAsked,
    /// Everything paid has been given back already.
    NothingLeft,
    /// More than is left to refund.
    MoreThanLeft(Money),
    /// A line that is not on the invoice, or named twice.
    UnknownLine(usize),
    /// More units of a line than are left to return.
    TooManyUnits { position: usize, left: i64 },
    /// No payment was captured for the order.
    NotPaid,
    /// The order has no invoice to credit (a payment that sold nothing is given back whole).
    NoInvoice,
    /// No payment of the order is to be given back whole.
    NoExcessPayment,
    /// The amount is more than any one payment has left; it is refunded payment by payment.
    MoreThanOnePayment(Money),
}

impl RefundProblem {
    /// The message shown to the admin.
    pub fn message(&self) -> String {
        match self {
            RefundProblem::Reason(m) => (*m).to_string(),
            RefundProblem::NothingAsked => {
                "Choose an amount above ₹0 or at least one unit to refund.".into()
            }
            RefundProblem::NothingLeft => {
                "Everything paid for this order has been refunded already.".into()
            }
            RefundProblem::MoreThanLeft(left) => {
                format!("Only {left} is left to refund on this order.")
            }
            RefundProblem::UnknownLine(p) => {
                format!("Line {} is not on this order's invoice.", p + 1)
            }
            RefundProblem::TooManyUnits { position, left } => {
                format!(
                    "Line {} has only {left} unit(s) left to refund.",
                    position + 1
                )
            }
            RefundProblem::NotPaid => {
                "Nothing has been paid for this order, so nothing can be refunded.".into()
            }
            RefundProblem::NoInvoice => "This order has no invoice to credit: give back the payment that sold nothing instead.".into(),
            RefundProblem::NoExcessPayment => {
                "No payment of this order is due to be given back whole.".into()
            }
            RefundProblem::MoreThanOnePayment(most) => {
                format!("A refund goes back to one payment: refund at most {most} at a time.")
            }
        }
    }
}

/// The reason as stored: trimmed, 1 to [`MAX_REASON_CHARS`] characters, one or more lines
/// without other control characters.
pub fn parse_reason(raw: &str) -> Result<String, RefundProblem> {
    let t = raw.trim();
    if t.is_empty() {
        return Err(RefundProblem::Reason("Say why the money goes back."));
    }
    if t.chars().count() > MAX_REASON_CHARS {
        return Err(RefundProblem::Reason(
            "The reason can be at most 300 characters.",
        ));
    }
    if has_control_chars(t, true) {
        return Err(RefundProblem::Reason(
            "The reason holds characters that cannot be printed.",
        ));
    }
    Ok(t.to_string())
}

/// The credit note for a refund of a sale, from the invoice's lines as credited so far. The
/// amount of an [`RefundAsk::Amount`] is shared over the lines by their value left (largest
/// remainder, to the paisa); units of a line are worth their share of the line's value left, and
/// the last units take all of it, so returning a line unit by unit gives back exactly what it
/// billed. Each line's reduction is split into taxable value and GST at the line's rate.
pub fn plan_credit(
    lines: &[CreditableLine],
    ask: &RefundAsk,
    supply: Supply,
) -> Result<CreditPlan, RefundProblem> {
    let left_total: i64 = lines.iter().map(|l| l.value_left().paise()).sum();
    if left_total == 0 {
        return Err(RefundProblem::NothingLeft);
    }
    let mut given: Vec<(usize, i64, Money)> = Vec::new();
    match ask {
        RefundAsk::Full => {
            for (i, l) in lines.iter().enumerate() {
                if l.value_left() > Money::ZERO {
                    given.push((i, l.qty_left(), l.value_left()));
                }
            }
        }
        RefundAsk::Amount(amount) => {
            if amount.paise() <= 0 {
                return Err(RefundProblem::NothingAsked);
            }
            if amount.paise() > left_total {
                return Err(RefundProblem::MoreThanLeft(Money::from_paise(left_total)));
            }
            let values: Vec<Money> = lines.iter().map(CreditableLine::value_left).collect();
            let covers = vec![true; lines.len()];
            for (i, s) in share(*amount, &values, &covers).into_iter().enumerate() {
                if s > Money::ZERO {
                    given.push((i, 0, s));
                }
            }
        }
        RefundAsk::Lines(asks) => {
            let mut seen = vec![false; lines.len()];
            for a in asks {
                let Some(l) = lines.get(a.position) else {
                    return Err(RefundProblem::UnknownLine(a.position));
                };
                if seen[a.position] {
                    return Err(RefundProblem::UnknownLine(a.position));
                }
                seen[a.position] = true;
                if a.qty <= 0 {
                    continue;
                }
                let left = l.qty_left();
                if a.qty > left {
                    return Err(RefundProblem::TooManyUnits {
                        position: a.position,
                        left,
                    });
                }
                let value = if a.qty == left {
                    l.value_left()
                } else {
                    Money::from_paise(
                        (i128::from(l.value_left().paise()) * i128::from(a.qty) / i128::from(left))
                            as i64,
                    )
                };
                given.push((a.position, a.qty, value));
            }
            given.sort_by_key(|g| g.0);
            if given.is_empty() {
                return Err(RefundProblem::NothingAsked);
            }
        }
    }
    let lines: Vec<CreditLine> = given
        .into_iter()
        .filter(|(_, _, v)| *v > Money::ZERO)
        .map(|(position, qty, value)| CreditLine {
            position,
            qty,
            rate: lines[position].rate,
            tax: split_inclusive(value, lines[position].rate, supply),
        })
        .collect();
    if lines.is_empty() {
        return Err(RefundProblem::NothingAsked);
    }
    let amount = Money::from_paise(lines.iter().map(|l| l.tax.total.paise()).sum());
    Ok(CreditPlan { amount, lines })
}

/// `TK-C/26-27/00001`: the invoice prefix and `-C`, the financial year, and the year's
/// sequence number. The dash cannot be part of an invoice prefix, so no credit note ever
/// shares a number with an invoice, and the number has at most 16 characters (GST rule 53):
/// five digits after a 2-character prefix, four after 3, three after 4.
pub fn credit_note_number(prefix: &InvoicePrefix, fy: FinancialYear, seq: i64) -> String {
    let width = 16 - (prefix.as_str().len() + 2 + 1 + 5 + 1);
    format!("{}-C/{}/{seq:0width$}", prefix.as_str(), fy.short_label())
}

/// The key of a prefix's credit-note series in the numbering counters (never an invoice
/// prefix: those have no dash).
pub fn credit_note_series(prefix: &InvoicePrefix) -> String {
    format!("{}-C", prefix.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(total: i64, qty: i64, rate: i64) -> CreditableLine {
        CreditableLine {
            total: Money::from_paise(total),
            qty,
            rate: GstRate::from_percent(rate).unwrap(),
            credited: Money::ZERO,
            credited_qty: 0,
        }
    }

    type Planned = Result<Vec<(usize, i64, i64)>, RefundProblem>;

    fn totals(plan: &CreditPlan) -> Vec<(usize, i64, i64)> {
        plan.lines
            .iter()
            .map(|l| (l.position, l.qty, l.tax.total.paise()))
            .collect()
    }

    #[test]
    fn refunds_are_planned_line_by_line() {
        // Mangoes 2 × ₹600 at 0 %, a hamper ₹2,499 at 12 %, delivery ₹49 at 12 %.
        let lines = [
            line(120_000, 2, 0),
            line(249_900, 1, 12),
            line(4_900, 1, 12),
        ];
        let cases: Vec<(&str, RefundAsk, Planned)> = vec![
            (
                "everything",
                RefundAsk::Full,
                Ok(vec![(0, 2, 120_000), (1, 1, 249_900), (2, 1, 4_900)]),
            ),
            (
                "one mango box",
                RefundAsk::Lines(vec![LineAsk {
                    position: 0,
                    qty: 1,
                }]),
                Ok(vec![(0, 1, 60_000)]),
            ),
            (
                "₹100 spread by value (3,201.7 / 6,667.6 / 130.7, largest remainders up)",
                RefundAsk::Amount(Money::from_rupees(100)),
                Ok(vec![(0, 0, 3_202), (1, 0, 6_667), (2, 0, 131)]),
            ),
            (
                "zero",
                RefundAsk::Amount(Money::ZERO),
                Err(RefundProblem::NothingAsked),
            ),
            (
                "more than billed",
                RefundAsk::Amount(Money::from_paise(374_801)),
                Err(RefundProblem::MoreThanLeft(Money::from_paise(374_800))),
            ),
            (
                "three of two",
                RefundAsk::Lines(vec![LineAsk {
                    position: 0,
                    qty: 3,
                }]),
                Err(RefundProblem::TooManyUnits {
                    position: 0,
                    left: 2,
                }),
            ),
            (
                "a line not there",
                RefundAsk::Lines(vec![LineAsk {
                    position: 7,
                    qty: 1,
                }]),
                Err(RefundProblem::UnknownLine(7)),
            ),
            (
                "a line twice",
                RefundAsk::Lines(vec![
                    LineAsk {
                        position: 0,
                        qty: 1,
                    },
                    LineAsk {
                        position: 0,
                        qty: 1,
                    },
                ]),
                Err(RefundProblem::UnknownLine(0)),
            ),
            (
                "no units",
                RefundAsk::Lines(vec![LineAsk {
                    position: 0,
                    qty: 0,
                }]),
                Err(RefundProblem::NothingAsked),
            ),
        ];
        for (name, ask, want) in cases {
            let got = plan_credit(&lines, &ask, Supply::IntraState).map(|p| totals(&p));
            assert_eq!(got, want, "{name}");
        }
    }

    #[test]
    fn gst_of_each_credit_line_is_split_at_its_rate() {
        let lines = [line(249_900, 1, 12)];
        let plan = plan_credit(&lines, &RefundAsk::Full, Supply::IntraState).unwrap();
        let t = plan.totals();
        assert_eq!(t.total, Money::from_paise(249_900));
        assert_eq!(t.taxable.paise() + t.cgst.paise() + t.sgst.paise(), 249_900);
        assert_eq!(t.cgst, t.sgst);
        assert_eq!(t.taxable, Money::from_paise(223_124));
        let inter = plan_credit(&lines, &RefundAsk::Full, Supply::InterState).unwrap();
        assert_eq!(inter.totals().igst, Money::from_paise(26_775));
    }

    #[test]
    fn returning_units_one_by_one_gives_back_exactly_the_line() {
        // ₹1,000.00 over 3 units does not divide: the last unit takes the remainder.
        let mut l = line(100_000, 3, 5);
        let mut back = 0;
        for _ in 0..3 {
            let p = plan_credit(
                &[l],
                &RefundAsk::Lines(vec![LineAsk {
                    position: 0,
                    qty: 1,
                }]),
                Supply::IntraState,
            )
            .unwrap();
            back += p.amount.paise();
            l.credited = Money::from_paise(l.credited.paise() + p.amount.paise());
            l.credited_qty += 1;
        }
        assert_eq!(back, 100_000);
        assert_eq!(
            plan_credit(&[l], &RefundAsk::Full, Supply::IntraState),
            Err(RefundProblem::NothingLeft)
        );
    }

    #[test]
    fn reasons_are_checked() {
        assert_eq!(
            parse_reason("  Bruised mangoes ").unwrap(),
            "Bruised mangoes"
        );
        assert!(parse_reason("Two lines\nare fine").is_ok());
        for bad in ["", "   ", "a\u{0}b", "a\u{202E}b"] {
            assert!(parse_reason(bad).is_err(), "{bad:?}");
        }
        assert!(parse_reason(&"x".repeat(301)).is_err());
        assert!(parse_reason(&"x".repeat(300)).is_ok());
    }

    #[test]
    fn credit_note_numbers_fit_sixteen_characters_and_never_match_an_invoice() {
        let fy = FinancialYear::of(1_790_000_000_000);
        for (p, want) in [
            ("TK", "TK-C/26-27/00001"),
            ("ABC", "ABC-C/26-27/0001"),
            ("ABCD", "ABCD-C/26-27/001"),
        ] {
            let prefix = InvoicePrefix::stored(p).unwrap();
            let n = credit_note_number(&prefix, fy, 1);
            assert_eq!(n, want);
            assert!(n.len() <= 16);
            assert_ne!(n, crate::tax::invoice_number(&prefix, fy, 1));
        }
        assert_eq!(
            credit_note_series(&InvoicePrefix::stored("TK").unwrap()),
            "TK-C"
        );
    }
}
