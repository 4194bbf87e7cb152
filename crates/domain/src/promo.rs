//! Promotions (issue 21): coupon codes and automatic offers, what they give, when they apply,
//! and how a discount is shared over the lines it covers so each line's taxable value and GST
//! stay right on the invoice.
//!
//! The combination rule (docs/decisions.md, "Promotions"):
//! - automatic offers do not stack with each other: of the goods offers (percent or amount off)
//!   that apply, the one saving most is taken (on a tie the earlier made); an automatic
//!   free-delivery offer applies besides it;
//! - at most one coupon code applies on top, on the lines' values after the automatic offer;
//! - a discount is shared over the lines it covers in proportion to their values (largest
//!   remainder to the paisa), so no line is discounted below zero and the shares add up exactly;
//! - the delivery rule (free from ₹1,999) compares with the value after discounts; a
//!   free-delivery offer or coupon makes the whole delivery fee (with an area's extra fee) free.

use crate::calendar::ist_datetime_label;
use crate::money::Money;
use crate::validate::FieldErrors;
use crate::validate::has_control_chars;

/// Longest coupon code.
pub const CODE_MAX: usize = 20;
/// Shortest coupon code.
pub const CODE_MIN: usize = 3;
/// Longest title.
pub const TITLE_MAX: usize = 80;
/// Most categories or products one offer may name.
pub const MAX_TARGETS: usize = 200;

/// What an offer gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Benefit {
    /// A percentage of the lines it covers (1–100), optionally capped.
    Percent { percent: i64, cap: Option<Money> },
    /// A fixed amount off the lines it covers (at most their value).
    Fixed(Money),
    /// The delivery fee is waived.
    FreeDelivery,
}

impl Benefit {
    /// Stored and sent name of the kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Benefit::Percent { .. } => "percent",
            Benefit::Fixed(_) => "fixed",
            Benefit::FreeDelivery => "freeDelivery",
        }
    }
}

/// Which lines an offer covers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Scope {
    /// Every line.
    #[default]
    All,
    /// Lines of products in these categories (ids).
    Categories(Vec<String>),
    /// Lines of these products (ids).
    Products(Vec<String>),
}

impl Scope {
    /// Stored and sent name.
    pub fn kind(&self) -> &'static str {
        match self {
            Scope::All => "all",
            Scope::Categories(_) => "categories",
            Scope::Products(_) => "products",
        }
    }

    /// The ids named (none for the whole shop).
    pub fn targets(&self) -> &[String] {
        match self {
            Scope::All => &[],
            Scope::Categories(ids) | Scope::Products(ids) => ids,
        }
    }

    /// From the stored kind and ids.
    pub fn from_parts(kind: &str, targets: Vec<String>) -> Option<Scope> {
        match kind {
            "all" => Some(Scope::All),
            "categories" => Some(Scope::Categories(targets)),
            "products" => Some(Scope::Products(targets)),
            _ => None,
        }
    }

    /// Whether a line of this product in this category is covered.
    pub fn covers(&self, product_id: &str, category_id: &str) -> bool {
        match self {
            Scope::All => true,
            Scope::Categories(ids) => ids.iter().any(|c| c == category_id),
            Scope::Products(ids) => ids.iter().any(|p| p == product_id),
        }
    }
}

/// A promotion: a coupon when it has a code, else an automatic offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub id: String,
    /// Upper-case code; None for an automatic offer.
    pub code: Option<String>,
    pub title: String,
    pub benefit: Benefit,
    /// The covered lines must be worth at least this much (before discounts).
    pub min_subtotal: Option<Money>,
    /// Valid from (Unix ms), inclusive.
    pub starts_at: Option<i64>,
    /// Valid until (Unix ms), exclusive.
    pub ends_at: Option<i64>,
    pub max_uses: Option<i64>,
    pub max_per_customer: Option<i64>,
    pub first_order_only: bool,
    pub scope: Scope,
    pub active: bool,
    /// When made (Unix ms); the earlier of two equal offers wins.
    pub created_at: i64,
}

impl Offer {
    /// Whether it runs at `now` (active and inside its window).
    pub fn running(&self, now_ms: i64) -> bool {
        self.active
            && self.starts_at.is_none_or(|s| now_ms >= s)
            && self.ends_at.is_none_or(|e| now_ms < e)
    }
}

/// Reads a code as typed: trimmed and upper-cased. None when it is not 3–20 letters, digits,
/// hyphens or underscores.
pub fn normalize_code(raw: &str) -> Option<String> {
    let code = raw.trim().to_ascii_uppercase();
    let ok = (CODE_MIN..=CODE_MAX).contains(&code.len())
        && code
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    ok.then_some(code)
}

/// Why a coupon cannot be used, told apart for the web app (`code`) and worded for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CouponProblem {
    /// No coupon has this code.
    Unknown,
    /// The owner switched it off.
    Inactive,
    /// Its window has not opened yet.
    NotYetValid { from_ms: i64 },
    /// Its window has closed.
    Expired { at_ms: i64 },
    /// The lines it covers are worth less than its minimum.
    MinimumNotReached { minimum: Money, short: Money },
    /// Every use is taken.
    UsedUp,
    /// This customer has used it as often as allowed.
    AlreadyUsed,
    /// Only for a customer's first order.
    FirstOrderOnly,
    /// None of the cart's lines is covered.
    NotForTheseProducts,
}

impl CouponProblem {
    /// Machine-readable reason.
    pub fn code(&self) -> &'static str {
        match self {
            CouponProblem::Unknown => "unknown",
            CouponProblem::Inactive => "inactive",
            CouponProblem::NotYetValid { .. } => "not_yet_valid",
            CouponProblem::Expired { .. } => "expired",
            CouponProblem::MinimumNotReached { .. } => "minimum_not_reached",
            CouponProblem::UsedUp => "used_up",
            CouponProblem::AlreadyUsed => "already_used",
            CouponProblem::FirstOrderOnly => "first_order_only",
            CouponProblem::NotForTheseProducts => "not_for_these_products",
        }
    }

    /// Every reason's code, for the API description.
    pub const CODES: [&'static str; 9] = [
        "unknown",
        "inactive",
        "not_yet_valid",
        "expired",
        "minimum_not_reached",
        "used_up",
        "already_used",
        "first_order_only",
        "not_for_these_products",
    ];

    /// For people.
    pub fn message(&self) -> String {
        match self {
            CouponProblem::Unknown => "This coupon code is not valid.".into(),
            CouponProblem::Inactive => "This coupon is no longer available.".into(),
            CouponProblem::NotYetValid { from_ms } => format!(
                "This coupon can be used from {}.",
                ist_datetime_label(*from_ms)
            ),
            CouponProblem::Expired { at_ms } => {
                format!("This coupon expired on {}.", ist_datetime_label(*at_ms))
            }
            CouponProblem::MinimumNotReached { minimum, short } => format!(
                "This coupon needs {} of eligible products; add {} more.",
                whole(*minimum),
                whole(*short)
            ),
            CouponProblem::UsedUp => "This coupon has been fully used.".into(),
            CouponProblem::AlreadyUsed => "You have already used this coupon.".into(),
            CouponProblem::FirstOrderOnly => "This coupon is for a first order only.".into(),
            CouponProblem::NotForTheseProducts => {
                "This coupon is not valid for the products in your cart.".into()
            }
        }
    }
}

/// `₹2,999` for whole rupees, `₹2,999.50` otherwise.
pub fn whole(m: Money) -> String {
    let s = m.to_string();
    s.strip_suffix(".00").map(str::to_string).unwrap_or(s)
}

/// What is known of a coupon's use when it is checked: its uses now, and, when the customer is
/// known, their uses and whether they ordered before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Usage {
    /// Orders that carry it now (an unpaid order that expired gave its use back).
    pub uses: i64,
    /// This customer's; None when the customer is not known yet (a guest's cart).
    pub customer_uses: Option<i64>,
    /// Whether this customer placed an order before; None when not known.
    pub ordered_before: Option<bool>,
}

/// The coupon a cart asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CouponAsk<'a> {
    /// No coupon has the code (as typed, upper-cased).
    Unknown(String),
    /// The coupon and its use.
    Known(&'a Offer, Usage),
}

/// What the quote says of the coupon asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CouponOutcome {
    pub code: String,
    /// None when it applied.
    pub problem: Option<CouponProblem>,
}

/// A line as promotions see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromoLine<'a> {
    pub product_id: &'a str,
    pub category_id: &'a str,
    /// The line's value before discounts.
    pub value: Money,
}

/// An offer that applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub offer_id: String,
    /// The coupon's code; None for an automatic offer.
    pub code: Option<String>,
    pub title: String,
    /// Goods discount (zero for free delivery).
    pub amount: Money,
    /// It makes delivery free.
    pub free_delivery: bool,
}

/// The discounts of a cart: per line, per offer, and the coupon's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Discounts {
    /// Each line's discount, in the lines' order.
    pub per_line: Vec<Money>,
    pub applied: Vec<Applied>,
    pub free_delivery: bool,
    pub coupon: Option<CouponOutcome>,
}

impl Discounts {
    /// The goods discount of all offers together.
    pub fn total(&self) -> Money {
        Money::from_paise(self.per_line.iter().map(|m| m.paise()).sum())
    }
}

/// Checks a coupon against a cart whose covered lines are worth `covered` before discounts.
pub fn check_coupon(
    offer: &Offer,
    usage: Usage,
    covered: Money,
    now_ms: i64,
) -> Result<(), CouponProblem> {
    if !offer.active {
        return Err(CouponProblem::Inactive);
    }
    if let Some(from_ms) = offer.starts_at
        && now_ms < from_ms
    {
        return Err(CouponProblem::NotYetValid { from_ms });
    }
    if let Some(at_ms) = offer.ends_at
        && now_ms >= at_ms
    {
        return Err(CouponProblem::Expired { at_ms });
    }
    if offer.max_uses.is_some_and(|max| usage.uses >= max) {
        return Err(CouponProblem::UsedUp);
    }
    if let (Some(max), Some(used)) = (offer.max_per_customer, usage.customer_uses)
        && used >= max
    {
        return Err(CouponProblem::AlreadyUsed);
    }
    if offer.first_order_only && usage.ordered_before == Some(true) {
        return Err(CouponProblem::FirstOrderOnly);
    }
    if covered == Money::ZERO {
        return Err(CouponProblem::NotForTheseProducts);
    }
    if let Some(minimum) = offer.min_subtotal
        && covered < minimum
    {
        return Err(CouponProblem::MinimumNotReached {
            minimum,
            short: Money::from_paise(minimum.paise() - covered.paise()),
        });
    }
    Ok(())
}

/// The value of the lines `offer` covers.
fn covered(offer: &Offer, lines: &[PromoLine<'_>], values: &[Money]) -> Money {
    Money::from_paise(
        lines
            .iter()
            .zip(values)
            .filter(|(l, _)| offer.scope.covers(l.product_id, l.category_id))
            .map(|(_, v)| v.paise())
            .sum(),
    )
}

/// The goods discount `benefit` gives on lines worth `value` (never more than `value`).
fn amount_off(benefit: Benefit, value: Money) -> Money {
    let off = match benefit {
        Benefit::Percent { percent, cap } => {
            // Half up to the paisa.
            let raw = (i128::from(value.paise()) * i128::from(percent) + 50) / 100;
            let raw = Money::from_paise(i64::try_from(raw).unwrap_or(i64::MAX));
            cap.map_or(raw, |c| raw.min(c))
        }
        Benefit::Fixed(amount) => amount,
        Benefit::FreeDelivery => Money::ZERO,
    };
    off.min(value)
}

/// Shares `amount` over the lines `covers` marks, in proportion to `values`, to the paisa
/// (largest remainder; ties to the earlier line). The shares add up to `amount`, which must
/// not exceed the covered lines' value.
pub fn share(amount: Money, values: &[Money], covers: &[bool]) -> Vec<Money> {
    let base: i128 = values
        .iter()
        .zip(covers)
        .filter(|(_, c)| **c)
        .map(|(v, _)| i128::from(v.paise()))
        .sum();
    let mut shares = vec![0i64; values.len()];
    if base == 0 || amount == Money::ZERO {
        return shares.into_iter().map(Money::from_paise).collect();
    }
    let total = i128::from(amount.paise());
    let mut remainders = Vec::new();
    let mut given: i128 = 0;
    for (i, (v, c)) in values.iter().zip(covers).enumerate() {
        if !*c {
            continue;
        }
        let exact = total * i128::from(v.paise());
        let floor = exact / base;
        shares[i] = floor as i64;
        given += floor;
        remainders.push((exact % base, i));
    }
    // Largest remainder first; the earlier line on a tie.
    remainders.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut left = total - given;
    for (_, i) in remainders {
        if left == 0 {
            break;
        }
        if shares[i] < values[i].paise() {
            shares[i] += 1;
            left -= 1;
        }
    }
    shares.into_iter().map(Money::from_paise).collect()
}

/// The discounts of a cart: the best automatic goods offer, an automatic free delivery, and
/// the coupon asked for (checked against what is known of its use).
pub fn discounts(
    lines: &[PromoLine<'_>],
    automatic: &[Offer],
    coupon: Option<&CouponAsk<'_>>,
    now_ms: i64,
) -> Discounts {
    let values: Vec<Money> = lines.iter().map(|l| l.value).collect();
    let mut out = Discounts {
        per_line: vec![Money::ZERO; lines.len()],
        ..Discounts::default()
    };
    let qualifies = |o: &Offer, vals: &[Money]| {
        let value = covered(o, lines, vals);
        o.code.is_none()
            && o.running(now_ms)
            && value > Money::ZERO
            && o.min_subtotal
                .is_none_or(|m| covered(o, lines, &values) >= m)
    };
    // The best automatic goods offer.
    let best = automatic
        .iter()
        .filter(|o| o.benefit != Benefit::FreeDelivery && qualifies(o, &values))
        .map(|o| (amount_off(o.benefit, covered(o, lines, &values)), o))
        .filter(|(amount, _)| *amount > Money::ZERO)
        .max_by(|(a, x), (b, y)| a.cmp(b).then(y.created_at.cmp(&x.created_at)));
    if let Some((amount, offer)) = best {
        apply(&mut out, offer, amount, lines, &values);
    }
    if let Some(o) = automatic
        .iter()
        .filter(|o| o.benefit == Benefit::FreeDelivery && qualifies(o, &values))
        .min_by_key(|o| o.created_at)
    {
        out.free_delivery = true;
        out.applied.push(applied_of(o, Money::ZERO, true));
    }
    match coupon {
        None => {}
        Some(CouponAsk::Unknown(code)) => {
            out.coupon = Some(CouponOutcome {
                code: code.clone(),
                problem: Some(CouponProblem::Unknown),
            });
        }
        Some(CouponAsk::Known(offer, usage)) => {
            let code = offer.code.clone().unwrap_or_default();
            let after: Vec<Money> = values
                .iter()
                .zip(&out.per_line)
                .map(|(v, d)| Money::from_paise(v.paise() - d.paise()))
                .collect();
            let problem = check_coupon(offer, *usage, covered(offer, lines, &values), now_ms).err();
            if problem.is_none() {
                if offer.benefit == Benefit::FreeDelivery {
                    out.free_delivery = true;
                    out.applied.push(applied_of(offer, Money::ZERO, true));
                } else {
                    let amount = amount_off(offer.benefit, covered(offer, lines, &after));
                    apply(&mut out, offer, amount, lines, &after);
                }
            }
            out.coupon = Some(CouponOutcome { code, problem });
        }
    }
    out
}

fn applied_of(o: &Offer, amount: Money, free_delivery: bool) -> Applied {
    Applied {
        offer_id: o.id.clone(),
        code: o.code.clone(),
        title: o.title.clone(),
        amount,
        free_delivery,
    }
}

/// Adds `offer`'s `amount`, shared over the lines it covers by their values `vals`.
fn apply(
    out: &mut Discounts,
    offer: &Offer,
    amount: Money,
    lines: &[PromoLine<'_>],
    vals: &[Money],
) {
    let covers: Vec<bool> = lines
        .iter()
        .map(|l| offer.scope.covers(l.product_id, l.category_id))
        .collect();
    let shares = share(amount, vals, &covers);
    for (d, s) in out.per_line.iter_mut().zip(shares) {
        *d = Money::from_paise(d.paise() + s.paise());
    }
    out.applied.push(applied_of(offer, amount, false));
}

/// An offer as the owner writes it, before it is checked.
#[derive(Debug, Clone, Default)]
pub struct OfferInput {
    pub code: Option<String>,
    pub title: String,
    pub kind: String,
    pub percent: Option<i64>,
    pub amount: Option<Money>,
    pub max_discount: Option<Money>,
    pub min_subtotal: Option<Money>,
    pub starts_at: Option<i64>,
    pub ends_at: Option<i64>,
    pub max_uses: Option<i64>,
    pub max_per_customer: Option<i64>,
    pub first_order_only: bool,
    pub scope: String,
    pub targets: Vec<String>,
    pub active: bool,
}

/// Checks what the owner wrote, every field at once. `id` and `created_at` are the offer's.
pub fn check_offer(input: OfferInput, id: String, created_at: i64) -> Result<Offer, FieldErrors> {
    let mut errors = FieldErrors::new();
    let code = match input
        .code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        None => None,
        Some(raw) => match normalize_code(raw) {
            Some(c) => Some(c),
            None => {
                errors.insert(
                    "code".into(),
                    format!("Use {CODE_MIN}–{CODE_MAX} letters, digits, hyphens or underscores."),
                );
                None
            }
        },
    };
    let title = input.title.trim().to_string();
    if title.is_empty() {
        errors.insert("title".into(), "Please give the offer a title.".into());
    } else if title.chars().count() > TITLE_MAX || has_control_chars(&title, false) {
        errors.insert(
            "title".into(),
            format!("Please keep the title to {TITLE_MAX} characters, without control characters."),
        );
    }
    let benefit = match input.kind.as_str() {
        "percent" => match input.percent {
            Some(p) if (1..=100).contains(&p) => {
                if input.max_discount.is_some_and(|m| m == Money::ZERO) {
                    errors.insert(
                        "maxDiscount".into(),
                        "The cap must be more than ₹0, or left empty.".into(),
                    );
                }
                Some(Benefit::Percent {
                    percent: p,
                    cap: input.max_discount,
                })
            }
            _ => {
                errors.insert(
                    "percent".into(),
                    "The percentage must be a whole number from 1 to 100.".into(),
                );
                None
            }
        },
        "fixed" => match input.amount {
            Some(a) if a > Money::ZERO => Some(Benefit::Fixed(a)),
            _ => {
                errors.insert("amount".into(), "The amount must be more than ₹0.".into());
                None
            }
        },
        "freeDelivery" => Some(Benefit::FreeDelivery),
        _ => {
            errors.insert(
                "kind".into(),
                "Choose percent off, amount off or free delivery.".into(),
            );
            None
        }
    };
    if let (Some(s), Some(e)) = (input.starts_at, input.ends_at)
        && e <= s
    {
        errors.insert("endsAt".into(), "The end must be after the start.".into());
    }
    for (field, v) in [
        ("maxUses", input.max_uses),
        ("maxUsesPerCustomer", input.max_per_customer),
    ] {
        if v.is_some_and(|n| !(1..=10_000_000).contains(&n)) {
            errors.insert(
                field.into(),
                "Leave it empty or give a whole number from 1.".into(),
            );
        }
    }
    let mut targets: Vec<String> = input
        .targets
        .iter()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect();
    targets.sort();
    targets.dedup();
    let scope = match Scope::from_parts(input.scope.as_str(), targets) {
        Some(Scope::All) => Some(Scope::All),
        Some(s) if s.targets().is_empty() => {
            errors.insert(
                "targets".into(),
                "Choose at least one category or product.".into(),
            );
            None
        }
        Some(s) if s.targets().len() > MAX_TARGETS => {
            errors.insert("targets".into(), format!("Choose at most {MAX_TARGETS}."));
            None
        }
        Some(s) => Some(s),
        None => {
            errors.insert(
                "scope".into(),
                "Choose the whole shop, categories or products.".into(),
            );
            None
        }
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Offer {
        id,
        code,
        title,
        benefit: benefit.unwrap_or(Benefit::FreeDelivery),
        min_subtotal: input.min_subtotal.filter(|m| *m > Money::ZERO),
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        max_uses: input.max_uses,
        max_per_customer: input.max_per_customer,
        first_order_only: input.first_order_only,
        scope: scope.unwrap_or_default(),
        active: input.active,
        created_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rupees: i64) -> Money {
        Money::from_rupees(rupees)
    }

    fn offer(id: &str, code: Option<&str>, benefit: Benefit) -> Offer {
        Offer {
            id: id.into(),
            code: code.map(str::to_string),
            title: format!("offer {id}"),
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
        }
    }

    fn pct(p: i64) -> Benefit {
        Benefit::Percent {
            percent: p,
            cap: None,
        }
    }

    fn lines(values: &[(&'static str, &'static str, i64)]) -> Vec<PromoLine<'static>> {
        values
            .iter()
            .map(|(p, c, v)| PromoLine {
                product_id: p,
                category_id: c,
                value: Money::from_paise(*v),
            })
            .collect()
    }

    #[test]
    fn codes_are_upper_cased_and_checked() {
        for (raw, want) in [
            ("mango10", Some("MANGO10")),
            ("  Diwali-20 ", Some("DIWALI-20")),
            ("A_B", Some("A_B")),
            ("ab", None),
            ("MANGO 10", None),
            ("आम10", None),
            ("X".repeat(21).as_str(), None),
            ("X".repeat(20).as_str(), Some("XXXXXXXXXXXXXXXXXXXX")),
        ] {
            assert_eq!(normalize_code(raw).as_deref(), want, "{raw}");
        }
    }

    #[test]
    fn shares_add_up_and_follow_the_values() {
        // (amount, values, covers, shares)
        type Case = (i64, Vec<i64>, Vec<bool>, Vec<i64>);
        let cases: Vec<Case> = vec![
            (100, vec![100, 100], vec![true, true], vec![50, 50]),
            (101, vec![100, 100], vec![true, true], vec![51, 50]),
            (
                100,
                vec![100, 200, 700],
                vec![true, true, true],
                vec![10, 20, 70],
            ),
            (100, vec![100, 200], vec![false, true], vec![0, 100]),
            (1, vec![1, 1, 1], vec![true, true, true], vec![1, 0, 0]),
            (2, vec![1, 1, 1], vec![true, true, true], vec![1, 1, 0]),
            (300, vec![100, 200], vec![true, true], vec![100, 200]),
            (0, vec![100], vec![true], vec![0]),
            (10, vec![0, 0], vec![true, true], vec![0, 0]),
            (
                33_333,
                vec![129_900, 69_900, 1],
                vec![true, true, true],
                vec![21_671, 11_662, 0],
            ),
        ];
        for (i, (amount, values, covers, want)) in cases.into_iter().enumerate() {
            let values: Vec<Money> = values.into_iter().map(Money::from_paise).collect();
            let got = share(Money::from_paise(amount), &values, &covers);
            let got: Vec<i64> = got.iter().map(|m| m.paise()).collect();
            assert_eq!(got, want, "case {i}");
            for (s, v) in got.iter().zip(&values) {
                assert!(*s <= v.paise(), "case {i}: a share above its line");
            }
        }
    }

    #[test]
    fn coupons_are_refused_for_each_reason() {
        let now = 1_000_000;
        let base = offer("c", Some("MANGO10"), pct(10));
        let usage = Usage::default();
        let cases: Vec<(Offer, Usage, i64, Result<(), &str>)> = vec![
            (base.clone(), usage, 50_000, Ok(())),
            (
                Offer {
                    active: false,
                    ..base.clone()
                },
                usage,
                50_000,
                Err("inactive"),
            ),
            (
                Offer {
                    starts_at: Some(now + 1),
                    ..base.clone()
                },
                usage,
                50_000,
                Err("not_yet_valid"),
            ),
            (
                Offer {
                    starts_at: Some(now),
                    ..base.clone()
                },
                usage,
                50_000,
                Ok(()),
            ),
            (
                Offer {
                    ends_at: Some(now),
                    ..base.clone()
                },
                usage,
                50_000,
                Err("expired"),
            ),
            (
                Offer {
                    ends_at: Some(now + 1),
                    ..base.clone()
                },
                usage,
                50_000,
                Ok(()),
            ),
            (
                Offer {
                    max_uses: Some(10),
                    ..base.clone()
                },
                Usage { uses: 10, ..usage },
                50_000,
                Err("used_up"),
            ),
            (
                Offer {
                    max_uses: Some(10),
                    ..base.clone()
                },
                Usage { uses: 9, ..usage },
                50_000,
                Ok(()),
            ),
            (
                Offer {
                    max_per_customer: Some(1),
                    ..base.clone()
                },
                Usage {
                    customer_uses: Some(1),
                    ..usage
                },
                50_000,
                Err("already_used"),
            ),
            (
                Offer {
                    max_per_customer: Some(1),
                    ..base.clone()
                },
                Usage {
                    customer_uses: None,
                    ..usage
                },
                50_000,
                Ok(()),
            ),
            (
                Offer {
                    first_order_only: true,
                    ..base.clone()
                },
                Usage {
                    ordered_before: Some(true),
                    ..usage
                },
                50_000,
                Err("first_order_only"),
            ),
            (
                Offer {
                    first_order_only: true,
                    ..base.clone()
                },
                Usage {
                    ordered_before: Some(false),
                    ..usage
                },
                50_000,
                Ok(()),
            ),
            (base.clone(), usage, 0, Err("not_for_these_products")),
            (
                Offer {
                    min_subtotal: Some(r(2999)),
                    ..base.clone()
                },
                usage,
                299_899,
                Err("minimum_not_reached"),
            ),
            (
                Offer {
                    min_subtotal: Some(r(2999)),
                    ..base.clone()
                },
                usage,
                299_900,
                Ok(()),
            ),
        ];
        for (i, (o, u, covered, want)) in cases.into_iter().enumerate() {
            let got = check_coupon(&o, u, Money::from_paise(covered), now);
            assert_eq!(
                got.as_ref().map_err(CouponProblem::code),
                want.as_ref().map_err(|s| *s),
                "case {i}"
            );
        }
        assert_eq!(
            CouponProblem::MinimumNotReached {
                minimum: r(2999),
                short: r(500)
            }
            .message(),
            "This coupon needs ₹2,999 of eligible products; add ₹500 more."
        );
        assert_eq!(
            CouponProblem::Expired {
                at_ms: 1_794_504_600_000
            }
            .message(),
            "This coupon expired on 12 Nov 2026, 23:00 IST."
        );
    }

    #[test]
    fn the_best_automatic_offer_applies_and_a_coupon_comes_on_top() {
        let now = 5;
        let hampers = Offer {
            scope: Scope::Categories(vec!["hampers".into()]),
            min_subtotal: Some(r(2999)),
            ..offer("h", None, pct(10))
        };
        let flat = offer("f", None, Benefit::Fixed(r(100)));
        let later = Offer {
            created_at: 9,
            ..offer("g", None, Benefit::Fixed(r(100)))
        };
        let ship = offer("s", None, Benefit::FreeDelivery);
        let cart = lines(&[("p1", "hampers", 300_000), ("p2", "fruits", 50_000)]);
        // 10% of ₹3,000 (₹300) beats ₹100 off; only the hamper line is discounted.
        let d = discounts(&cart, &[flat.clone(), hampers.clone()], None, now);
        assert_eq!(d.per_line, vec![r(300), Money::ZERO]);
        assert_eq!(d.applied.len(), 1);
        assert_eq!(d.applied[0].offer_id, "h");
        // Below the hampers' minimum, the flat offer takes over, shared over both lines.
        let small = lines(&[("p1", "hampers", 200_000), ("p2", "fruits", 50_000)]);
        let d = discounts(&small, &[flat.clone(), hampers.clone()], None, now);
        assert_eq!(d.per_line, vec![r(80), r(20)]);
        // Equal offers: the earlier made wins; free delivery comes besides.
        let d = discounts(
            &small,
            &[later.clone(), flat.clone(), ship.clone()],
            None,
            now,
        );
        assert_eq!(
            d.applied
                .iter()
                .map(|a| a.offer_id.as_str())
                .collect::<Vec<_>>(),
            vec!["f", "s"]
        );
        assert!(d.free_delivery);
        // An offer out of its window or switched off does nothing.
        let off = Offer {
            active: false,
            ..flat.clone()
        };
        let ended = Offer {
            ends_at: Some(now),
            ..flat.clone()
        };
        assert_eq!(
            discounts(&small, &[off, ended], None, now).total(),
            Money::ZERO
        );
        // A coupon on top of the automatic offer, on the values after it.
        let coupon = offer("c", Some("EXTRA10"), pct(10));
        let d = discounts(
            &cart,
            std::slice::from_ref(&hampers),
            Some(&CouponAsk::Known(&coupon, Usage::default())),
            now,
        );
        // Hamper line: 3,000 − 300 = 2,700, 10% = 270; fruit line: 500, 10% = 50.
        assert_eq!(d.per_line, vec![r(570), r(50)]);
        assert_eq!(d.total(), r(620));
        assert_eq!(
            d.coupon,
            Some(CouponOutcome {
                code: "EXTRA10".into(),
                problem: None
            })
        );
        // A refused coupon changes nothing but says why.
        let d = discounts(&cart, &[], Some(&CouponAsk::Unknown("NOPE".into())), now);
        assert_eq!(d.total(), Money::ZERO);
        assert_eq!(d.coupon.unwrap().problem, Some(CouponProblem::Unknown));
        // A capped percentage, and an amount off never more than the lines.
        let capped = offer(
            "k",
            Some("CAP"),
            Benefit::Percent {
                percent: 50,
                cap: Some(r(200)),
            },
        );
        let d = discounts(
            &cart,
            &[],
            Some(&CouponAsk::Known(&capped, Usage::default())),
            now,
        );
        assert_eq!(d.total(), r(200));
        let huge = offer("x", Some("HUGE"), Benefit::Fixed(r(10_000)));
        let d = discounts(
            &cart,
            &[],
            Some(&CouponAsk::Known(&huge, Usage::default())),
            now,
        );
        assert_eq!(d.per_line, vec![r(3000), r(500)]);
        // A coupon for products not in the cart.
        let other = Offer {
            scope: Scope::Products(vec!["p9".into()]),
            ..coupon.clone()
        };
        let d = discounts(
            &cart,
            &[],
            Some(&CouponAsk::Known(&other, Usage::default())),
            now,
        );
        assert_eq!(
            d.coupon.unwrap().problem,
            Some(CouponProblem::NotForTheseProducts)
        );
        // A free-delivery coupon.
        let free = offer("fd", Some("FREESHIP"), Benefit::FreeDelivery);
        let d = discounts(
            &small,
            &[],
            Some(&CouponAsk::Known(&free, Usage::default())),
            now,
        );
        assert!(d.free_delivery);
        assert_eq!(d.total(), Money::ZERO);
    }

    #[test]
    fn offers_are_checked_field_by_field() {
        let good = OfferInput {
            code: Some(" mango10 ".into()),
            title: "10% off mangoes".into(),
            kind: "percent".into(),
            percent: Some(10),
            scope: "all".into(),
            active: true,
            ..OfferInput::default()
        };
        let o = check_offer(good.clone(), "id".into(), 0).unwrap();
        assert_eq!(o.code.as_deref(), Some("MANGO10"));
        assert_eq!(o.benefit, pct(10));
        let auto = check_offer(
            OfferInput {
                code: Some("  ".into()),
                ..good.clone()
            },
            "id".into(),
            0,
        )
        .unwrap();
        assert_eq!(auto.code, None);
        let cases: Vec<(OfferInput, &str)> = vec![
            (
                OfferInput {
                    code: Some("a b".into()),
                    ..good.clone()
                },
                "code",
            ),
            (
                OfferInput {
                    title: " ".into(),
                    ..good.clone()
                },
                "title",
            ),
            (
                OfferInput {
                    title: "a\u{7}b".into(),
                    ..good.clone()
                },
                "title",
            ),
            (
                OfferInput {
                    percent: Some(0),
                    ..good.clone()
                },
                "percent",
            ),
            (
                OfferInput {
                    percent: Some(150),
                    ..good.clone()
                },
                "percent",
            ),
            (
                OfferInput {
                    percent: None,
                    ..good.clone()
                },
                "percent",
            ),
            (
                OfferInput {
                    kind: "fixed".into(),
                    amount: None,
                    ..good.clone()
                },
                "amount",
            ),
            (
                OfferInput {
                    kind: "bogus".into(),
                    ..good.clone()
                },
                "kind",
            ),
            (
                OfferInput {
                    starts_at: Some(10),
                    ends_at: Some(10),
                    ..good.clone()
                },
                "endsAt",
            ),
            (
                OfferInput {
                    max_uses: Some(0),
                    ..good.clone()
                },
                "maxUses",
            ),
            (
                OfferInput {
                    max_per_customer: Some(-1),
                    ..good.clone()
                },
                "maxUsesPerCustomer",
            ),
            (
                OfferInput {
                    scope: "categories".into(),
                    ..good.clone()
                },
                "targets",
            ),
            (
                OfferInput {
                    scope: "somewhere".into(),
                    ..good.clone()
                },
                "scope",
            ),
        ];
        for (i, (input, field)) in cases.into_iter().enumerate() {
            let errors = check_offer(input, "id".into(), 0).unwrap_err();
            assert!(errors.contains_key(field), "case {i}: {errors:?}");
        }
    }
}
