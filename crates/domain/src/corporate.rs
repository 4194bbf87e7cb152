//! Corporate gifting (issue 24): a company sends gifts to up to [`MAX_ROWS`] recipients from one
//! file, each row a recipient with a product, a message and a delivery day. This module checks
//! what one row says on its own; the shop then checks it against the catalogue, the served PIN
//! codes and the slots, and the file as a whole (stock and slot places over every row).

use crate::checkout::{GIFT_MESSAGE_MAX, GIFT_NAME_MAX};
use crate::delivery::DeliveryDate;
use crate::validate::{Address, FieldErrors};

/// The most recipients one file can hold.
pub const MAX_ROWS: usize = 1_000;

/// The most units of one product a recipient can get.
pub const MAX_QTY: i64 = 99;

/// The template's columns, in order (the CSV's header line).
pub const COLUMNS: [&str; 12] = [
    "name",
    "mobile",
    "address",
    "city",
    "state",
    "pin_code",
    "product",
    "variant",
    "quantity",
    "message",
    "delivery_date",
    "slot",
];

/// One row as typed (every field text).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RowInput {
    pub name: String,
    pub mobile: String,
    pub address: String,
    pub city: String,
    pub state: String,
    pub pin_code: String,
    pub product: String,
    pub variant: String,
    pub quantity: String,
    pub message: String,
    pub delivery_date: String,
    pub slot: String,
}

/// When a recipient is to get the gift.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayAsk {
    /// The first day with room ("earliest", or left blank).
    Earliest,
    On(DeliveryDate),
}

/// One row checked on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    /// Where it goes (the recipient's name and mobile, India).
    pub address: Address,
    /// The product as named (its name or id), and the pack (may be empty).
    pub product: String,
    pub variant: String,
    pub qty: i64,
    /// The card's message (may be empty).
    pub message: String,
    pub day: DayAsk,
    /// The slot's label as the shop shows it (`9–13`), or empty for the first with room.
    pub slot: String,
}

/// The address fields' names in a row (the address checker says `street` and `zip`).
fn row_field(address_field: &str) -> &str {
    match address_field {
        "street" => "address",
        "zip" => "pinCode",
        other => other,
    }
}

/// Checks one row: the recipient's name, mobile and address, the quantity, the message's length
/// and the day. Errors are keyed by the row's fields (`name`, `mobile`, `address`, `city`,
/// `state`, `pinCode`, `product`, `quantity`, `message`, `deliveryDate`).
pub fn check_row(r: &RowInput) -> Result<Recipient, FieldErrors> {
    let mut errors = FieldErrors::new();
    let address = Address::parse(
        Some(&r.name),
        Some(&r.mobile),
        Some(&r.address),
        Some(&r.city),
        Some(&r.state),
        Some(&r.pin_code),
        Some("India"),
    );
    if let Err(e) = &address {
        for (field, message) in e {
            let message = message.replace("your ", "the recipient's ");
            errors.insert(row_field(field).to_string(), message);
        }
    }
    if r.name.trim().chars().count() > GIFT_NAME_MAX {
        errors.insert(
            "name".into(),
            format!("The recipient's name can have at most {GIFT_NAME_MAX} characters."),
        );
    }
    if r.product.trim().is_empty() {
        errors.insert("product".into(), "Name the product.".into());
    }
    let qty = match r.quantity.trim() {
        "" => Some(1),
        q => q.parse::<i64>().ok().filter(|n| (1..=MAX_QTY).contains(n)),
    };
    if qty.is_none() {
        errors.insert(
            "quantity".into(),
            format!("The quantity is a whole number from 1 to {MAX_QTY}."),
        );
    }
    let message = r.message.trim();
    if message.chars().count() > GIFT_MESSAGE_MAX {
        errors.insert(
            "message".into(),
            format!(
                "The message has {} characters; a card holds at most {GIFT_MESSAGE_MAX}.",
                message.chars().count()
            ),
        );
    }
    let day = match r.delivery_date.trim() {
        "" => Some(DayAsk::Earliest),
        d if d.eq_ignore_ascii_case("earliest") => Some(DayAsk::Earliest),
        d => DeliveryDate::parse(d).map(DayAsk::On),
    };
    if day.is_none() {
        errors.insert(
            "deliveryDate".into(),
            "Give the day as YYYY-MM-DD, or \"earliest\".".into(),
        );
    }
    match (address, qty, day) {
        (Ok(address), Some(qty), Some(day)) if errors.is_empty() => Ok(Recipient {
            address,
            product: r.product.trim().to_string(),
            variant: r.variant.trim().to_string(),
            qty,
            message: message.to_string(),
            day,
            slot: r.slot.trim().to_string(),
        }),
        _ => Err(errors),
    }
}

/// A slot label as people type it: "9-13", "9 – 13" and "9–13" are the same slot.
pub fn same_slot(typed: &str, label: &str) -> bool {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| {
                if matches!(c, '–' | '—' | '-') {
                    '-'
                } else {
                    c
                }
            })
            .collect::<String>()
            .to_lowercase()
    };
    norm(typed) == norm(label)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row() -> RowInput {
        RowInput {
            name: "Meera Iyer".into(),
            mobile: "98220 12345".into(),
            address: "4 Lane 5, Koregaon Park".into(),
            city: "Pune".into(),
            state: "Maharashtra".into(),
            pin_code: "411001".into(),
            product: "Diwali Dry Fruit Hamper".into(),
            variant: String::new(),
            quantity: "2".into(),
            message: "Happy Diwali from all of us at Acme!".into(),
            delivery_date: "2026-11-30".into(),
            slot: "9–13".into(),
        }
    }

    #[test]
    fn a_good_row_is_a_recipient() {
        let r = check_row(&row()).unwrap();
        assert_eq!(r.address.zip, "411001");
        assert_eq!(r.address.country, "India");
        assert_eq!(r.qty, 2);
        assert_eq!(
            r.day,
            DayAsk::On(DeliveryDate::parse("2026-11-30").unwrap())
        );
        let blank = RowInput {
            quantity: " ".into(),
            delivery_date: "EARLIEST".into(),
            ..row()
        };
        let r = check_row(&blank).unwrap();
        assert_eq!((r.qty, r.day), (1, DayAsk::Earliest));
    }

    #[test]
    fn each_problem_is_named_at_its_field() {
        let cases: Vec<(RowInput, &[&str])> = vec![
            (
                RowInput {
                    name: " ".into(),
                    ..row()
                },
                &["name"],
            ),
            (
                RowInput {
                    mobile: "12345".into(),
                    ..row()
                },
                &["mobile"],
            ),
            (
                RowInput {
                    address: String::new(),
                    ..row()
                },
                &["address"],
            ),
            (
                RowInput {
                    pin_code: "4110".into(),
                    ..row()
                },
                &["pinCode"],
            ),
            (
                RowInput {
                    product: String::new(),
                    ..row()
                },
                &["product"],
            ),
            (
                RowInput {
                    quantity: "0".into(),
                    ..row()
                },
                &["quantity"],
            ),
            (
                RowInput {
                    quantity: "2.5".into(),
                    ..row()
                },
                &["quantity"],
            ),
            (
                RowInput {
                    quantity: "100".into(),
                    ..row()
                },
                &["quantity"],
            ),
            (
                RowInput {
                    message: "x".repeat(201),
                    ..row()
                },
                &["message"],
            ),
            (
                RowInput {
                    delivery_date: "30/11/2026".into(),
                    ..row()
                },
                &["deliveryDate"],
            ),
            (
                RowInput {
                    name: "n".repeat(81),
                    ..row()
                },
                &["name"],
            ),
            (
                RowInput {
                    mobile: String::new(),
                    pin_code: String::new(),
                    ..row()
                },
                &["mobile", "pinCode"],
            ),
        ];
        for (r, fields) in cases {
            let e = check_row(&r).unwrap_err();
            assert_eq!(
                e.keys().map(String::as_str).collect::<Vec<_>>(),
                fields,
                "{r:?}"
            );
        }
        let e = check_row(&RowInput {
            address: String::new(),
            ..row()
        })
        .unwrap_err();
        assert_eq!(e["address"], "Please enter the recipient's street.");
    }

    #[test]
    fn slot_labels_match_however_the_dash_is_typed() {
        for typed in ["9–13", "9-13", " 9 - 13 ", "9—13"] {
            assert!(same_slot(typed, "9–13"), "{typed}");
        }
        assert!(!same_slot("9–12", "9–13"));
    }
}
