//! Validated inputs ("parse, don't validate"): values of these types are always well formed.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Field name → message, for `{"errors": {...}}` answers.
pub type FieldErrors = BTreeMap<String, String>;

/// An email address, trimmed, with a plausible shape. Compared case-insensitively via
/// [`Email::normalized`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// Parses and trims an email.
    pub fn parse(raw: &str) -> Option<Self> {
        let s = raw.trim();
        if s.len() > 254 || s.chars().any(char::is_whitespace) {
            return None;
        }
        let (local, domain) = s.rsplit_once('@')?;
        let domain_ok = domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && !domain.contains('@');
        if local.is_empty() || local.contains('@') || !domain_ok {
            return None;
        }
        Some(Email(s.to_string()))
    }

    /// As typed (trimmed).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Lowercased, the key for uniqueness and look-ups.
    pub fn normalized(&self) -> String {
        self.0.to_lowercase()
    }
}

/// A 10-digit Indian mobile number (first digit 6–9). Accepts an optional +91/91/0 prefix and
/// spaces or hyphens, and keeps the 10 digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mobile(String);

impl Mobile {
    /// Parses a mobile number.
    pub fn parse(raw: &str) -> Option<Self> {
        let cleaned: String = raw
            .trim()
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .collect();
        let digits = cleaned
            .strip_prefix("+91")
            .or_else(|| {
                (cleaned.len() == 12)
                    .then(|| cleaned.strip_prefix("91"))
                    .flatten()
            })
            .or_else(|| {
                (cleaned.len() == 11)
                    .then(|| cleaned.strip_prefix('0'))
                    .flatten()
            })
            .unwrap_or(&cleaned);
        let ok = digits.len() == 10
            && digits.chars().all(|c| c.is_ascii_digit())
            && matches!(digits.as_bytes()[0], b'6'..=b'9');
        ok.then(|| Mobile(digits.to_string()))
    }

    /// The 10 digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A 6-digit Indian PIN code (first digit 1–9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PinCode(String);

impl PinCode {
    /// Parses a PIN code, allowing one space in the middle ("411 001").
    pub fn parse(raw: &str) -> Option<Self> {
        let s: String = raw.trim().chars().filter(|c| *c != ' ').collect();
        let ok = s.len() == 6 && s.chars().all(|c| c.is_ascii_digit()) && !s.starts_with('0');
        ok.then_some(PinCode(s))
    }

    /// The 6 digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A person's name as they gave it: trimmed, not empty, at most 100 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

impl PersonName {
    /// Longest name accepted.
    pub const MAX_CHARS: usize = 100;

    /// Parses a name, or says what is wrong with it.
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        let s = raw.trim();
        if s.is_empty() {
            Err("Please enter your name.")
        } else if s.chars().count() > Self::MAX_CHARS {
            Err("The name is too long.")
        } else {
            Ok(PersonName(s.to_string()))
        }
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A delivery address, the one shape of an address everywhere: a saved address, an order's
/// shipping address. Every field is present, trimmed and checked when it is parsed; it is read
/// back from the database and from answers as it was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = ShippingAddress)]
pub struct Address {
    pub name: String,
    /// 10-digit mobile.
    pub mobile: String,
    /// House, street, area.
    pub street: String,
    pub city: String,
    pub state: String,
    /// PIN code.
    pub zip: String,
    pub country: String,
}

/// Longest text accepted in one address field.
const MAX_FIELD: usize = 200;

impl Address {
    /// "Name, street, city, state PIN, country", for mails and packing slips.
    pub fn one_line(&self) -> String {
        format!(
            "{}, {}, {}, {} {}, {}",
            self.name, self.street, self.city, self.state, self.zip, self.country
        )
    }

    /// Parses the seven fields; every problem is reported against its field.
    #[allow(clippy::too_many_arguments)]
    pub fn parse(
        name: Option<&str>,
        mobile: Option<&str>,
        street: Option<&str>,
        city: Option<&str>,
        state: Option<&str>,
        zip: Option<&str>,
        country: Option<&str>,
    ) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let mut text = |field: &str, v: Option<&str>| -> String {
            let t = v.unwrap_or("").trim().to_string();
            if t.is_empty() {
                errors.insert(field.into(), format!("Please enter your {field}."));
            } else if t.chars().count() > MAX_FIELD {
                errors.insert(field.into(), format!("The {field} is too long."));
            }
            t
        };
        let name = text("name", name);
        let mobile_raw = text("mobile", mobile);
        let street = text("street", street);
        let city = text("city", city);
        let state = text("state", state);
        let zip_raw = text("zip", zip);
        let country = text("country", country);
        let mobile = match Mobile::parse(&mobile_raw) {
            Some(m) => m.0,
            None => {
                errors
                    .entry("mobile".into())
                    .or_insert_with(|| "Please enter a valid 10-digit mobile number.".into());
                mobile_raw
            }
        };
        let zip = match PinCode::parse(&zip_raw) {
            Some(p) => p.0,
            None => {
                errors
                    .entry("zip".into())
                    .or_insert_with(|| "Please enter a valid 6-digit PIN code.".into());
                zip_raw
            }
        };
        if errors.is_empty() {
            Ok(Address {
                name,
                mobile,
                street,
                city,
                state,
                zip,
                country,
            })
        } else {
            Err(errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(
            PersonName::parse("  Asha Patil ").unwrap().as_str(),
            "Asha Patil"
        );
        assert_eq!(PersonName::parse("  "), Err("Please enter your name."));
        assert_eq!(
            PersonName::parse(&"a".repeat(101)),
            Err("The name is too long.")
        );
        assert!(PersonName::parse(&"अ".repeat(100)).is_ok());
    }

    #[test]
    fn emails_are_trimmed_and_checked() {
        assert_eq!(
            Email::parse("  Asha@Example.in ").unwrap().as_str(),
            "Asha@Example.in"
        );
        assert_eq!(
            Email::parse("Asha@Example.in").unwrap().normalized(),
            "asha@example.in"
        );
        for bad in [
            "", "asha", "asha@", "@x.in", "a@b", "a b@c.in", "a@b..in", "a@.in",
        ] {
            assert!(Email::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn indian_mobiles_are_ten_digits_starting_6_to_9() {
        assert_eq!(Mobile::parse("98765 43210").unwrap().as_str(), "9876543210");
        assert_eq!(
            Mobile::parse("+91 98765-43210").unwrap().as_str(),
            "9876543210"
        );
        assert_eq!(Mobile::parse("09876543210").unwrap().as_str(), "9876543210");
        assert_eq!(
            Mobile::parse("919876543210").unwrap().as_str(),
            "9876543210"
        );
        for bad in ["12345", "5876543210", "98765432100", "98765abcde", ""] {
            assert!(Mobile::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn pin_codes_are_six_digits() {
        assert_eq!(PinCode::parse("411 001").unwrap().as_str(), "411001");
        for bad in ["41100", "011001", "4110011", "41100a"] {
            assert!(PinCode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn an_address_reports_every_bad_field() {
        let err = Address::parse(
            Some(" "),
            Some("12"),
            Some("1 MG Road"),
            None,
            Some("MH"),
            Some("4110"),
            Some("India"),
        )
        .unwrap_err();
        assert_eq!(err["name"], "Please enter your name.");
        assert_eq!(err["city"], "Please enter your city.");
        assert_eq!(
            err["mobile"],
            "Please enter a valid 10-digit mobile number."
        );
        assert_eq!(err["zip"], "Please enter a valid 6-digit PIN code.");
        assert!(!err.contains_key("street"));
    }

    #[test]
    fn a_good_address_is_trimmed() {
        let a = Address::parse(
            Some(" Asha "),
            Some("9876543210"),
            Some(" 1 MG Road "),
            Some("Pune"),
            Some("Maharashtra"),
            Some("411001"),
            Some("India"),
        )
        .unwrap();
        assert_eq!(a.name, "Asha");
        assert_eq!(a.street, "1 MG Road");
    }
}

/// Whether a text sent by a client holds a character no form can type: NUL and the other C0
/// controls, DEL and the C1 controls, and the bidirectional embeddings, overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069), which reorder the text around them and could make a name or
/// gift message on a packing slip or in a mail read as something else. Long, multi-line texts
/// (descriptions, messages) may hold tab, line feed and carriage return; one-line texts (names,
/// addresses, emails) may not, since a line break in a name would end a mail header. The
/// joiners that Indian scripts need (U+200C, U+200D) stay allowed.
pub fn has_control_chars(text: &str, multi_line: bool) -> bool {
    text.chars().any(|c| {
        let allowed = multi_line && matches!(c, '\t' | '\n' | '\r');
        !allowed && (c.is_control() || is_bidi_control(c))
    })
}

/// The bidirectional formatting characters that change the order text is shown in.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod control_char_tests {
    use super::has_control_chars;

    #[test]
    fn one_line_texts_refuse_every_control_character() {
        for bad in [
            "a\0b",
            "Ravi\r\nBcc: x@y.z",
            "tab\there",
            "del\u{7f}",
            "c1\u{85}",
        ] {
            assert!(has_control_chars(bad, false), "{bad:?}");
        }
        assert!(!has_control_chars("Ravi Kumar, Flat 4 — Pune ₹ 🍎", false));
    }

    #[test]
    fn bidirectional_overrides_and_isolates_are_refused_in_every_text() {
        for c in [
            '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}',
            '\u{2068}', '\u{2069}',
        ] {
            let text = format!("Happy {c}yadhtrib");
            assert!(has_control_chars(&text, false), "{c:?}");
            assert!(has_control_chars(&text, true), "{c:?}");
        }
        // Hindi needs the zero-width joiners; the edge characters around the range stay allowed.
        assert!(!has_control_chars("क्\u{200D}ष शुभ दीपावली", false));
        assert!(!has_control_chars("a\u{200C}b \u{2029}c \u{206A}", true));
    }

    #[test]
    fn long_texts_keep_line_breaks_and_tabs_but_not_nul() {
        assert!(!has_control_chars("Line one\r\nLine two\twith tab", true));
        assert!(has_control_chars("nul\0inside", true));
        assert!(has_control_chars("bell\u{7}", true));
    }
}
