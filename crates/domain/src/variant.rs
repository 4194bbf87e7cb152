//! Variants: the packs, weights or sizes one product is sold in, each with its own price, MRP,
//! stock and SKU. Every product has at least one; a product with one variant (label "") looks and
//! behaves as a product had before variants existed.

use std::collections::HashSet;

use crate::declaration::{NetQuantity, NetUnit};
use crate::money::Money;
use crate::validate::FieldErrors;

/// Most variants on one product.
pub const MAX_VARIANTS: usize = 20;
/// Longest variant label, in characters.
pub const LABEL_MAX: usize = 40;
/// Longest option name ("Pack", "Weight", "Size"), in characters.
pub const OPTION_NAME_MAX: usize = 30;
/// Longest SKU, in characters.
pub const SKU_MAX: usize = 40;
/// Heaviest variant, in grams (a 100 kg crate).
pub const MAX_WEIGHT_GRAMS: i64 = 100_000;
/// Highest price or MRP of one unit (₹10,00,000).
pub const MAX_PRICE: Money = Money::from_rupees(1_000_000);
/// Most units counted for one variant.
pub const MAX_STOCK: i64 = 1_000_000;

/// One variant as the owner sent it, before checks.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct VariantDraft {
    /// An existing variant's id, to update it; None creates one.
    pub id: Option<String>,
    pub label: String,
    /// Unit price in rupees as sent (None when missing or not a number).
    pub price: Option<f64>,
    /// Compare-at price (MRP) in rupees; None when not given.
    pub mrp: Option<f64>,
    /// None keeps the stored count (a new variant is not counted), `Some(None)` stops counting,
    /// `Some(Some(n))` sets it.
    pub stock: Option<Option<f64>>,
    pub sku: String,
    /// Weight in grams; None when not given.
    pub weight_grams: Option<f64>,
    /// Declared net quantity (a whole number of `net_unit`); None when not given.
    pub net_quantity: Option<f64>,
    /// `g`, `ml` or `unit`; blank when no net quantity is given.
    pub net_unit: String,
}

/// A checked variant, in the product's order.
#[derive(Debug, Clone, PartialEq)]
pub struct VariantSpec {
    /// An existing variant's id, or None for a new one.
    pub id: Option<String>,
    /// Trimmed label ("" only when it is the product's single variant).
    pub label: String,
    pub price: Money,
    /// MRP, at least the price.
    pub mrp: Option<Money>,
    /// See [`VariantDraft::stock`].
    pub stock: Option<Option<i64>>,
    pub sku: String,
    pub weight_grams: Option<i64>,
    pub net: Option<NetQuantity>,
}

/// Checks a declared net quantity: none when neither is given, else a whole number from 1 to
/// [`crate::declaration::MAX_NET`] of `g`, `ml` or `unit`.
pub fn check_net(amount: Option<f64>, unit: &str) -> Result<Option<NetQuantity>, String> {
    match (amount, unit.trim()) {
        (None, "") => Ok(None),
        (Some(a), u) => NetUnit::parse(u)
            .and_then(|u| whole(a, 1, crate::declaration::MAX_NET).and_then(|a| NetQuantity::new(a, u)))
            .map(Some)
            .ok_or_else(|| {
                "The net quantity is a whole number of grams, millilitres or units, from 1 to 100000.".into()
            }),
        (None, _) => Err("Please enter the net quantity, or clear its unit.".into()),
    }
}

/// A whole number from `min` to `max`, or None.
fn whole(n: f64, min: i64, max: i64) -> Option<i64> {
    (n.is_finite() && n.fract() == 0.0 && n >= min as f64 && n <= max as f64).then_some(n as i64)
}

/// Checks the option name and the variants of one product. Errors name their field:
/// `optionName`, `variants`, `variants.2.price`, …
pub fn check_variants(
    option_name: &str,
    drafts: &[VariantDraft],
) -> Result<(String, Vec<VariantSpec>), FieldErrors> {
    let mut errors = FieldErrors::new();
    let option = option_name.trim().to_string();
    if option.chars().count() > OPTION_NAME_MAX {
        errors.insert(
            "optionName".into(),
            format!("The option name can have at most {OPTION_NAME_MAX} characters."),
        );
    }
    if drafts.is_empty() {
        errors.insert(
            "variants".into(),
            "A product needs at least one variant with a price.".into(),
        );
    }
    if drafts.len() > MAX_VARIANTS {
        errors.insert(
            "variants".into(),
            format!("A product can have at most {MAX_VARIANTS} variants."),
        );
    }
    let several = drafts.len() > 1;
    let mut labels = HashSet::new();
    let mut ids = HashSet::new();
    let mut specs = Vec::with_capacity(drafts.len());
    for (i, d) in drafts.iter().enumerate() {
        let field = |name: &str| format!("variants.{i}.{name}");
        let label = d.label.trim().to_string();
        if label.is_empty() && several {
            errors.insert(
                field("label"),
                "Please name each variant (e.g. \"12 pieces\" or \"1 kg\").".into(),
            );
        } else if label.chars().count() > LABEL_MAX {
            errors.insert(
                field("label"),
                format!("A variant's name can have at most {LABEL_MAX} characters."),
            );
        } else if !label.is_empty() && !labels.insert(label.to_lowercase()) {
            errors.insert(
                field("label"),
                format!("Two variants are called \"{label}\"; each needs its own name."),
            );
        }
        if let Some(id) = &d.id
            && !ids.insert(id.clone())
        {
            errors.insert(field("_id"), "This variant is listed twice.".into());
        }
        let price = d
            .price
            .and_then(Money::parse_rupees)
            .filter(|p| p.paise() > 0 && *p <= MAX_PRICE);
        if price.is_none() {
            errors.insert(
                field("price"),
                "The price must be more than ₹0 and at most ₹10,00,000, in rupees and paise."
                    .into(),
            );
        }
        let mrp = match d.mrp {
            None => None,
            Some(m) => match Money::parse_rupees(m).filter(|m| m.paise() > 0 && *m <= MAX_PRICE) {
                None => {
                    errors.insert(
                        field("mrp"),
                        "The MRP must be more than ₹0 and at most ₹10,00,000.".into(),
                    );
                    None
                }
                Some(m) => {
                    if price.is_some_and(|p| m < p) {
                        errors.insert(
                            field("mrp"),
                            "The MRP cannot be lower than the price.".into(),
                        );
                    }
                    Some(m)
                }
            },
        };
        let stock = match d.stock {
            None => None,
            Some(None) => Some(None),
            Some(Some(n)) => match whole(n, 0, MAX_STOCK) {
                Some(n) => Some(Some(n)),
                None => {
                    errors.insert(
                        field("stock"),
                        format!(
                            "Stock must be a whole number from 0 to {MAX_STOCK}, or empty when you do not count it."
                        ),
                    );
                    None
                }
            },
        };
        let sku = d.sku.trim().to_string();
        if sku.chars().count() > SKU_MAX {
            errors.insert(
                field("sku"),
                format!("A SKU can have at most {SKU_MAX} characters."),
            );
        }
        let weight_grams = match d.weight_grams {
            None => None,
            Some(w) => {
                let grams = whole(w, 1, MAX_WEIGHT_GRAMS);
                if grams.is_none() {
                    errors.insert(
                        field("weightGrams"),
                        format!("The weight must be a whole number of grams from 1 to {MAX_WEIGHT_GRAMS}."),
                    );
                }
                grams
            }
        };
        let net = check_net(d.net_quantity, &d.net_unit).unwrap_or_else(|e| {
            errors.insert(field("netQuantity"), e);
            None
        });
        if let Some(price) = price {
            specs.push(VariantSpec {
                id: d.id.clone(),
                label,
                price,
                mrp,
                stock,
                sku,
                weight_grams,
                net,
            });
        }
    }
    if errors.is_empty() {
        Ok((option, specs))
    } else {
        Err(errors)
    }
}

/// The percentage saved against the MRP, rounded down ("13% off"); None when there is no saving.
pub fn percent_off(price: Money, mrp: Option<Money>) -> Option<i64> {
    let mrp = mrp?;
    (mrp > price && mrp.paise() > 0).then(|| (mrp.paise() - price.paise()) * 100 / mrp.paise())
}

/// What a buyer is asked when a cart line names a product of several variants but not which.
pub fn choose_variant_message(product_name: &str, option_name: &str) -> String {
    let option = option_name.trim().to_lowercase();
    if option.is_empty() {
        format!("Please choose one of the options for {product_name}.")
    } else {
        let article = if option.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        format!("Please choose {article} {option} for {product_name}.")
    }
}

/// A line's name with its variant: "Alphonso Mangoes (12 pieces)", or the name alone.
pub fn line_name(name: &str, variant_label: &str) -> String {
    if variant_label.is_empty() {
        name.to_string()
    } else {
        format!("{name} ({variant_label})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(label: &str, price: f64) -> VariantDraft {
        VariantDraft {
            label: label.into(),
            price: Some(price),
            ..Default::default()
        }
    }

    #[test]
    fn variant_rules_name_the_field_that_is_wrong() {
        let mrp_low = VariantDraft {
            mrp: Some(100.0),
            ..draft("6 pieces", 499.0)
        };
        let bad_stock = VariantDraft {
            stock: Some(Some(2.5)),
            ..draft("12 pieces", 899.0)
        };
        let heavy = VariantDraft {
            weight_grams: Some(100_001.0),
            ..draft("24 pieces", 1599.0)
        };
        let long_sku = VariantDraft {
            sku: "X".repeat(41),
            ..draft("24 pieces", 1599.0)
        };
        let cases: Vec<(&str, Vec<VariantDraft>, &str)> = vec![
            ("none", vec![], "variants"),
            (
                "21",
                (0..21).map(|i| draft(&format!("v{i}"), 10.0)).collect(),
                "variants",
            ),
            ("zero price", vec![draft("a", 0.0)], "variants.0.price"),
            (
                "paise fraction",
                vec![draft("a", 1.005)],
                "variants.0.price",
            ),
            (
                "too dear",
                vec![draft("a", 1_000_001.0)],
                "variants.0.price",
            ),
            (
                "no label of two",
                vec![draft("a", 1.0), draft(" ", 2.0)],
                "variants.1.label",
            ),
            (
                "duplicate label",
                vec![draft("1 kg", 1.0), draft("1 KG ", 2.0)],
                "variants.1.label",
            ),
            ("mrp below price", vec![mrp_low], "variants.0.mrp"),
            ("half a unit", vec![bad_stock], "variants.0.stock"),
            ("too heavy", vec![heavy], "variants.0.weightGrams"),
            ("long sku", vec![long_sku], "variants.0.sku"),
        ];
        for (name, drafts, field) in cases {
            let errors = check_variants("Pack", &drafts).expect_err(name);
            assert!(errors.contains_key(field), "{name}: {errors:?}");
        }
        let errors = check_variants(&"O".repeat(31), &[draft("", 1.0)]).unwrap_err();
        assert!(errors.contains_key("optionName"));
    }

    #[test]
    fn good_variants_are_trimmed_and_kept_in_order() {
        let (option, specs) = check_variants(
            " Pack ",
            &[
                VariantDraft {
                    mrp: Some(1499.0),
                    stock: Some(Some(10.0)),
                    weight_grams: Some(2400.0),
                    sku: " MANGO-12 ".into(),
                    ..draft(" 12 pieces ", 1299.0)
                },
                VariantDraft {
                    stock: Some(None),
                    ..draft("6 pieces", 699.0)
                },
            ],
        )
        .unwrap();
        assert_eq!(option, "Pack");
        assert_eq!(specs[0].label, "12 pieces");
        assert_eq!(specs[0].price, Money::from_rupees(1299));
        assert_eq!(specs[0].mrp, Some(Money::from_rupees(1499)));
        assert_eq!(specs[0].stock, Some(Some(10)));
        assert_eq!(specs[0].sku, "MANGO-12");
        assert_eq!(specs[0].weight_grams, Some(2400));
        assert_eq!(specs[1].stock, Some(None));
        // A single variant needs no name.
        assert!(check_variants("", &[draft("", 99.0)]).is_ok());
    }

    #[test]
    fn percent_off_rounds_down_and_needs_a_higher_mrp() {
        let r = Money::from_rupees;
        for (price, mrp, off) in [
            (r(1299), Some(r(1499)), Some(13)),
            (r(999), Some(r(1000)), Some(0)),
            (r(500), Some(r(500)), None),
            (r(500), None, None),
            (r(1), Some(r(3)), Some(66)),
        ] {
            assert_eq!(percent_off(price, mrp), off, "{price:?} {mrp:?}");
        }
    }

    #[test]
    fn messages_name_the_product_and_the_option() {
        assert_eq!(
            choose_variant_message("Alphonso Mangoes", "Pack"),
            "Please choose a pack for Alphonso Mangoes."
        );
        assert_eq!(
            choose_variant_message("Grapes", ""),
            "Please choose one of the options for Grapes."
        );
        assert_eq!(
            choose_variant_message("Hamper", "Option"),
            "Please choose an option for Hamper."
        );
        assert_eq!(line_name("Grapes", "1 kg"), "Grapes (1 kg)");
        assert_eq!(line_name("Grapes", ""), "Grapes");
    }

    #[test]
    fn a_net_quantity_is_a_whole_number_with_its_unit_or_nothing() {
        type Want = Result<Option<NetQuantity>, ()>;
        let ok = |a: i64, u| Ok(Some(NetQuantity::new(a, u).unwrap()));
        let cases: Vec<(Option<f64>, &str, Want)> = vec![
            (None, "", Ok(None)),
            (None, "  ", Ok(None)),
            (Some(500.0), "g", ok(500, NetUnit::Gram)),
            (Some(750.0), " ml ", ok(750, NetUnit::Millilitre)),
            (Some(12.0), "unit", ok(12, NetUnit::Piece)),
            (Some(1.5), "g", Err(())),
            (Some(0.0), "g", Err(())),
            (Some(100_001.0), "g", Err(())),
            (Some(500.0), "kg", Err(())),
            (Some(500.0), "", Err(())),
            (None, "g", Err(())),
            (Some(f64::NAN), "g", Err(())),
        ];
        for (amount, unit, want) in cases {
            assert_eq!(
                check_net(amount, unit).map_err(|_| ()),
                want,
                "{amount:?} {unit:?}"
            );
        }
    }
}
