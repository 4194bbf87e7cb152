//! The seller's business identifiers that Indian rules ask a food shop to show (issue 28): the
//! FSSAI licence or registration number, and contact numbers for customer care and the
//! grievance officer.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::tax::Gstin;
use crate::validate::FieldErrors;

/// Why an FSSAI number was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FssaiError {
    /// Not 14 digits.
    #[error("An FSSAI licence or registration number has 14 digits.")]
    Length,
    /// The first digit is not 1 or 2 (licence or registration).
    #[error("An FSSAI number starts with 1 or 2.")]
    Kind,
    /// Digits 2 and 3 are no state code.
    #[error("Digits 2 and 3 of an FSSAI number are a state code from 01 to 38.")]
    State,
}

/// A 14-digit FSSAI licence or registration number: one digit for licence or registration, the
/// state code (two digits), the year (two), the issuing office (three) and the business's own
/// number (six). The authority publishes no check digit, so only the form is checked.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fssai(String);

impl Fssai {
    /// Parses a number, spaces and hyphens ignored.
    pub fn parse(raw: &str) -> Result<Fssai, FssaiError> {
        let digits: String = raw
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect();
        if digits.len() != 14 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(FssaiError::Length);
        }
        if !matches!(digits.as_bytes()[0], b'1' | b'2') {
            return Err(FssaiError::Kind);
        }
        let state: u8 = digits[1..3].parse().map_err(|_| FssaiError::State)?;
        if !(1..=38).contains(&state) {
            return Err(FssaiError::State);
        }
        Ok(Fssai(digits))
    }

    /// A number stored before (checked when it was saved).
    pub fn stored(s: &str) -> Option<Fssai> {
        Fssai::parse(s).ok()
    }

    /// The 14 digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Fssai {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A telephone number to call the shop on: a mobile or a landline with its STD code, or a
/// toll-free number; 10 to 13 digits, with an optional leading `+` and spaces, hyphens or
/// brackets between. Kept as typed (trimmed), for people to read.
pub fn contact_phone(raw: &str) -> Option<String> {
    let s = raw.trim();
    let body = s.strip_prefix('+').unwrap_or(s);
    let ok_chars = body
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '(' | ')'));
    let digits = body.chars().filter(char::is_ascii_digit).count();
    (ok_chars && (10..=13).contains(&digits) && s.chars().count() <= 24).then(|| s.to_string())
}

/// A business buying (issue 24): the GSTIN and legal name its GST tax invoice carries, so it
/// can claim the input tax credit. Stored on the order as given, after checking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BusinessBuyer {
    /// The GSTIN, checked (state code, PAN pattern, check character), upper case.
    pub gstin: String,
    /// The legal name as registered for GST.
    pub legal_name: String,
}

/// The most characters of a business's legal name.
pub const LEGAL_NAME_MAX: usize = 100;

/// Why a legal name was refused.
pub const LEGAL_NAME_MESSAGE: &str = "Enter the business's legal name (2 to 100 characters).";

/// A business's legal name, trimmed: 2 to [`LEGAL_NAME_MAX`] characters, no control characters.
pub fn legal_name_of(raw: &str) -> Option<String> {
    let name = raw.trim();
    ((2..=LEGAL_NAME_MAX).contains(&name.chars().count()) && !name.chars().any(char::is_control))
        .then(|| name.to_string())
}

impl BusinessBuyer {
    /// Checks what a buyer typed; the errors are keyed `gstin` and `legalName`.
    pub fn parse(gstin: &str, legal_name: &str) -> Result<BusinessBuyer, FieldErrors> {
        let mut errors = FieldErrors::new();
        let gstin = Gstin::parse(gstin);
        if gstin.is_err() {
            errors.insert("gstin".into(), "Enter a valid 15-character GSTIN.".into());
        }
        let name = legal_name_of(legal_name);
        if name.is_none() {
            errors.insert("legalName".into(), LEGAL_NAME_MESSAGE.into());
        }
        match (gstin, name) {
            (Ok(g), Some(name)) if errors.is_empty() => Ok(BusinessBuyer {
                gstin: g.as_str().to_string(),
                legal_name: name,
            }),
            _ => Err(errors),
        }
    }

    /// The GSTIN, parsed (None only for a stored value that no longer reads).
    pub fn gstin(&self) -> Option<Gstin> {
        Gstin::parse(&self.gstin).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_business_buyer_is_checked_field_by_field() {
        let ok = BusinessBuyer::parse(" 29aapfu0939f1zr ", "  Acme Foods Pvt Ltd ").unwrap();
        assert_eq!(ok.gstin, "29AAPFU0939F1ZR");
        assert_eq!(ok.legal_name, "Acme Foods Pvt Ltd");
        assert_eq!(ok.gstin().unwrap().state().code(), "29");
        let cases: [(&str, &str, &[&str]); 5] = [
            ("29AAPFU0939F1ZX", "Acme", &["gstin"]),
            ("", "Acme", &["gstin"]),
            ("29AAPFU0939F1ZR", " ", &["legalName"]),
            ("29AAPFU0939F1ZR", "Acme\u{7}", &["legalName"]),
            ("nope", &"x".repeat(101), &["gstin", "legalName"]),
        ];
        for (g, n, fields) in cases {
            let e = BusinessBuyer::parse(g, n).unwrap_err();
            assert_eq!(
                e.keys().map(String::as_str).collect::<Vec<_>>(),
                fields,
                "{g} {n}"
            );
        }
    }

    #[test]
    fn fssai_numbers_are_fourteen_digits_of_a_known_form() {
        let cases: &[(&str, Result<&str, FssaiError>)] = &[
            ("11521999000123", Ok("11521999000123")),
            ("2 27 22 123 000456", Ok("22722123000456")),
            ("1-15-21-999-000123", Ok("11521999000123")),
            ("21521999000123", Ok("21521999000123")),
            ("1152199900012", Err(FssaiError::Length)),
            ("115219990001234", Err(FssaiError::Length)),
            ("1152199900012A", Err(FssaiError::Length)),
            ("११५२१९९९०००१२३", Err(FssaiError::Length)),
            ("", Err(FssaiError::Length)),
            ("31521999000123", Err(FssaiError::Kind)),
            ("01521999000123", Err(FssaiError::Kind)),
            ("10021999000123", Err(FssaiError::State)),
            ("13921999000123", Err(FssaiError::State)),
        ];
        for (raw, want) in cases {
            let got = Fssai::parse(raw);
            assert_eq!(
                got.as_ref().map(Fssai::as_str).map_err(|e| *e),
                *want,
                "{raw}"
            );
        }
    }

    #[test]
    fn contact_phones_are_ten_to_thirteen_digits() {
        let cases: &[(&str, Option<&str>)] = &[
            ("+91 98220 12345", Some("+91 98220 12345")),
            (" 020-2612 3456 ", Some("020-2612 3456")),
            ("1800 123 4567", Some("1800 123 4567")),
            ("(020) 2612-3456", Some("(020) 2612-3456")),
            ("98220 1234", None),
            ("+91 98220 12345 678", None),
            ("98220x12345", None),
            ("++919822012345", None),
            ("", None),
        ];
        for (raw, want) in cases {
            assert_eq!(contact_phone(raw).as_deref(), *want, "{raw}");
        }
    }
}
