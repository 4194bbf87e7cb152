//! Pack declarations (issue 28): what the label of a pre-packed product would say, shown on its
//! page as the Legal Metrology (Packaged Commodities) Rules 6(10) and 6(11) ask of goods sold
//! online — who made, packed or imported it, its common name, net quantity, MRP, best-before and
//! country of origin — and the unit sale price, computed from the price and the net quantity,
//! never typed. Loose produce weighed or counted at sale is not pre-packed and needs none.

use std::fmt;

use crate::money::Money;
use crate::validate::FieldErrors;

/// Longest generic name, packer text or best-before text, in characters.
pub const TEXT_MAX: usize = 300;
/// Largest net quantity in its base unit (100 kg, 100 l or 100,000 pieces).
pub const MAX_NET: i64 = 100_000;

/// The unit a net quantity is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NetUnit {
    /// Grams (shown as kg from 1,000).
    Gram,
    /// Millilitres (shown as l from 1,000).
    Millilitre,
    /// Pieces.
    Piece,
}

impl NetUnit {
    /// Stored and sent as `g`, `ml` or `unit`.
    pub fn as_str(self) -> &'static str {
        match self {
            NetUnit::Gram => "g",
            NetUnit::Millilitre => "ml",
            NetUnit::Piece => "unit",
        }
    }

    pub fn parse(s: &str) -> Option<NetUnit> {
        match s.trim() {
            "g" => Some(NetUnit::Gram),
            "ml" => Some(NetUnit::Millilitre),
            "unit" => Some(NetUnit::Piece),
            _ => None,
        }
    }
}

/// A net quantity: a whole number of grams, millilitres or pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NetQuantity {
    amount: i64,
    unit: NetUnit,
}

impl NetQuantity {
    /// A quantity of 1 to [`MAX_NET`] of `unit`.
    pub fn new(amount: i64, unit: NetUnit) -> Option<NetQuantity> {
        (1..=MAX_NET)
            .contains(&amount)
            .then_some(NetQuantity { amount, unit })
    }

    /// In grams, millilitres or pieces.
    pub fn amount(self) -> i64 {
        self.amount
    }

    pub fn unit(self) -> NetUnit {
        self.unit
    }
}

/// `amount / 1000` with up to three decimals, trailing zeros dropped: 1500 → "1.5".
fn thousandths(amount: i64) -> String {
    let whole = amount / 1000;
    let rest = amount % 1000;
    if rest == 0 {
        return whole.to_string();
    }
    let frac = format!("{rest:03}");
    format!("{whole}.{}", frac.trim_end_matches('0'))
}

impl fmt::Display for NetQuantity {
    /// "500 g", "1 kg", "1.25 kg", "750 ml", "2 l", "1 unit", "12 units".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.unit {
            NetUnit::Gram if self.amount >= 1000 => write!(f, "{} kg", thousandths(self.amount)),
            NetUnit::Gram => write!(f, "{} g", self.amount),
            NetUnit::Millilitre if self.amount >= 1000 => {
                write!(f, "{} l", thousandths(self.amount))
            }
            NetUnit::Millilitre => write!(f, "{} ml", self.amount),
            NetUnit::Piece if self.amount == 1 => f.write_str("1 unit"),
            NetUnit::Piece => write!(f, "{} units", self.amount),
        }
    }
}

/// The price of one kilogram, gram, litre, millilitre or piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitPrice {
    /// Rounded to the paisa (half up).
    pub price: Money,
    /// `kg`, `g`, `l`, `ml` or `unit`.
    pub per: &'static str,
}

impl fmt::Display for UnitPrice {
    /// "₹89.90 per kg", "₹1,200.00 per kg" (Indian grouping, as every price).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} per {}", self.price, self.per)
    }
}

/// `a * b / c` rounded half up, for positive numbers.
fn ratio(a: i64, b: i64, c: i64) -> i64 {
    let n = i128::from(a) * i128::from(b);
    let c = i128::from(c);
    ((2 * n + c) / (2 * c)) as i64
}

/// The unit sale price of a pack at `price`: per kg (or l) when it holds 1 kg (1 l) or more,
/// per g (ml) below that, per unit for counted goods; to the paisa, rounded half up.
pub fn unit_sale_price(price: Money, net: NetQuantity) -> UnitPrice {
    let paise = price.paise();
    let (per, base) = match (net.unit, net.amount >= 1000) {
        (NetUnit::Gram, true) => ("kg", 1000),
        (NetUnit::Gram, false) => ("g", 1),
        (NetUnit::Millilitre, true) => ("l", 1000),
        (NetUnit::Millilitre, false) => ("ml", 1),
        (NetUnit::Piece, _) => ("unit", 1),
    };
    UnitPrice {
        price: Money::from_paise(ratio(paise, base, net.amount)),
        per,
    }
}

/// Who the declaration names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PackerRole {
    Manufacturer,
    #[default]
    Packer,
    Importer,
}

impl PackerRole {
    pub fn as_str(self) -> &'static str {
        match self {
            PackerRole::Manufacturer => "manufacturer",
            PackerRole::Packer => "packer",
            PackerRole::Importer => "importer",
        }
    }

    pub fn parse(s: &str) -> Option<PackerRole> {
        match s.trim() {
            "manufacturer" => Some(PackerRole::Manufacturer),
            "packer" => Some(PackerRole::Packer),
            "importer" => Some(PackerRole::Importer),
            _ => None,
        }
    }

    /// "Manufactured by", "Packed by", "Imported by".
    pub fn label(self) -> &'static str {
        match self {
            PackerRole::Manufacturer => "Manufactured by",
            PackerRole::Packer => "Packed by",
            PackerRole::Importer => "Imported by",
        }
    }
}

/// A product's declarations, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Declaration {
    /// Sold pre-packed (the declarations apply); false for loose produce.
    pub packed: bool,
    /// The common or generic name ("Mango (Alphonso)").
    pub generic_name: String,
    pub packer_role: PackerRole,
    /// Name and address of the manufacturer, packer or importer.
    pub packer: String,
    /// "Best before 5 days from packing", "Use by 12/2026".
    pub best_before: String,
}

/// A declaration as the owner sent it, before checks.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DeclarationDraft<'a> {
    pub packed: bool,
    pub generic_name: &'a str,
    pub packer_role: &'a str,
    pub packer: &'a str,
    pub best_before: &'a str,
}

/// Checks a declaration's fields (errors named `declaration.genericName`, …). Blank fields are
/// allowed here; whether the product may be shown with them is [`missing_for_sale`].
pub fn check_declaration(d: &DeclarationDraft<'_>) -> Result<Declaration, FieldErrors> {
    let mut errors = FieldErrors::new();
    let mut text = |field: &str, raw: &str| {
        let t = raw.trim();
        if t.chars().count() > TEXT_MAX {
            errors.insert(
                format!("declaration.{field}"),
                format!("Please keep this to {TEXT_MAX} characters."),
            );
        } else if t.chars().any(|c| c.is_control() && c != '\n') {
            errors.insert(
                format!("declaration.{field}"),
                "Please remove the control characters.".into(),
            );
        }
        t.to_string()
    };
    let generic_name = text("genericName", d.generic_name);
    let packer = text("packer", d.packer);
    let best_before = text("bestBefore", d.best_before);
    let packer_role = match d.packer_role.trim() {
        "" => PackerRole::default(),
        r => PackerRole::parse(r).unwrap_or_else(|| {
            errors.insert(
                "declaration.packerRole".into(),
                "Choose manufacturer, packer or importer.".into(),
            );
            PackerRole::default()
        }),
    };
    if errors.is_empty() {
        Ok(Declaration {
            packed: d.packed,
            generic_name,
            packer_role,
            packer,
            best_before,
        })
    } else {
        Err(errors)
    }
}

/// What a pre-packed product still lacks before customers may see it (rule 6(10)): the generic
/// name, the packer's name and address, the best-before, the country of origin, and on every
/// variant (`variants` = each one's net quantity and MRP) a net quantity and an MRP. Empty for
/// loose produce, and for a pre-packed product with everything.
pub fn missing_for_sale(
    d: &Declaration,
    origin: &str,
    variants: &[(Option<NetQuantity>, Option<Money>)],
) -> FieldErrors {
    let mut missing = FieldErrors::new();
    if !d.packed {
        return missing;
    }
    let mut need = |field: &str, empty: bool, what: &str| {
        if empty {
            missing.insert(
                field.to_string(),
                format!("A pre-packed product shows {what} before it goes on sale."),
            );
        }
    };
    need(
        "declaration.genericName",
        d.generic_name.is_empty(),
        "its common or generic name",
    );
    need(
        "declaration.packer",
        d.packer.is_empty(),
        "the name and address of its manufacturer, packer or importer",
    );
    need(
        "declaration.bestBefore",
        d.best_before.is_empty(),
        "its best-before or use-by",
    );
    need("origin", origin.trim().is_empty(), "its country of origin");
    for (i, (net, mrp)) in variants.iter().enumerate() {
        need(
            &format!("variants.{i}.netQuantity"),
            net.is_none(),
            "the net quantity of each pack",
        );
        need(
            &format!("variants.{i}.mrp"),
            mrp.is_none(),
            "the MRP (inclusive of all taxes) of each pack",
        );
    }
    missing
}

#[cfg(test)]
mod tests {
    use super::*;

    fn net(amount: i64, unit: NetUnit) -> NetQuantity {
        NetQuantity::new(amount, unit).unwrap()
    }

    #[test]
    fn unit_sale_prices_are_per_kg_from_a_kilo_per_gram_below_and_per_piece() {
        use NetUnit::*;
        let cases: &[(i64, i64, NetUnit, &str)] = &[
            // price in paise, net amount, unit, shown
            (89_900, 1000, Gram, "₹899.00 per kg"),
            (89_900, 2500, Gram, "₹359.60 per kg"),
            (12_000, 500, Gram, "₹0.24 per g"),
            // 45 / 200 = 0.225: half up
            (4_500, 200, Gram, "₹0.23 per g"),
            (99_900, 3000, Gram, "₹333.00 per kg"),
            // 1,000 / 3 kg = 333.333…
            (100_000, 3000, Gram, "₹333.33 per kg"),
            (100_000, 1500, Gram, "₹666.67 per kg"),
            (9_900, 750, Millilitre, "₹0.13 per ml"),
            (18_000, 1000, Millilitre, "₹180.00 per l"),
            (119_900, 12, Piece, "₹99.92 per unit"),
            (5_000, 1, Piece, "₹50.00 per unit"),
            (1, 999, Gram, "₹0.00 per g"),
            // ₹10,00,000 for 100 kg.
            (100_000_000, 100_000, Gram, "₹10,000.00 per kg"),
        ];
        for &(paise, amount, unit, shown) in cases {
            let got = unit_sale_price(Money::from_paise(paise), net(amount, unit));
            assert_eq!(got.to_string(), shown, "{paise} for {amount} {unit:?}");
        }
    }

    #[test]
    fn net_quantities_read_as_a_label_does() {
        use NetUnit::*;
        let cases = [
            (500, Gram, "500 g"),
            (1000, Gram, "1 kg"),
            (1250, Gram, "1.25 kg"),
            (1005, Gram, "1.005 kg"),
            (750, Millilitre, "750 ml"),
            (2000, Millilitre, "2 l"),
            (1, Piece, "1 unit"),
            (12, Piece, "12 units"),
        ];
        for (amount, unit, shown) in cases {
            assert_eq!(net(amount, unit).to_string(), shown);
        }
        assert_eq!(NetQuantity::new(0, Gram), None);
        assert_eq!(NetQuantity::new(MAX_NET + 1, Gram), None);
        for u in [Gram, Millilitre, Piece] {
            assert_eq!(NetUnit::parse(u.as_str()), Some(u));
        }
        assert_eq!(NetUnit::parse("kg"), None);
    }

    #[test]
    fn a_pre_packed_product_needs_every_declaration_before_sale_and_loose_produce_none() {
        let full = Declaration {
            packed: true,
            generic_name: "Mango (Alphonso)".into(),
            packer_role: PackerRole::Packer,
            packer: "Tokri Fresh LLP, Market Yard, Pune 411037".into(),
            best_before: "5 days from packing".into(),
        };
        let pack = (
            Some(net(1000, NetUnit::Gram)),
            Some(Money::from_paise(99_900)),
        );
        assert!(missing_for_sale(&full, "India", &[pack]).is_empty());
        let loose = Declaration::default();
        assert!(missing_for_sale(&loose, "", &[(None, None)]).is_empty());
        let bare = Declaration {
            packed: true,
            ..Declaration::default()
        };
        let got = missing_for_sale(&bare, " ", &[pack, (None, None)]);
        assert_eq!(
            got.keys().map(String::as_str).collect::<Vec<_>>(),
            [
                "declaration.bestBefore",
                "declaration.genericName",
                "declaration.packer",
                "origin",
                "variants.1.mrp",
                "variants.1.netQuantity",
            ]
        );
    }

    #[test]
    fn declaration_fields_are_trimmed_and_checked() {
        let ok = check_declaration(&DeclarationDraft {
            packed: true,
            generic_name: "  Dates ",
            packer_role: "importer",
            packer: "Gulf Dates LLC, Dubai",
            best_before: "",
        })
        .unwrap();
        assert_eq!(
            (ok.generic_name.as_str(), ok.packer_role),
            ("Dates", PackerRole::Importer)
        );
        let long = "x".repeat(TEXT_MAX + 1);
        let e = check_declaration(&DeclarationDraft {
            packer_role: "grower",
            generic_name: &long,
            best_before: "soon\u{7}",
            ..DeclarationDraft::default()
        })
        .unwrap_err();
        assert_eq!(
            e.keys().map(String::as_str).collect::<Vec<_>>(),
            [
                "declaration.bestBefore",
                "declaration.genericName",
                "declaration.packerRole"
            ]
        );
    }
}
