//! Personal data (Digital Personal Data Protection Act 2023 and its Rules 2025): the purposes a
//! person may consent to apart from their orders, the requests they may make, and the note an
//! erased person's tax records carry instead of their details.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::calendar::DAY_MS;

/// A purpose that needs its own consent, given and withdrawn apart from any order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ConsentPurpose {
    /// Offers and news by mail.
    Marketing,
    /// Order updates on WhatsApp.
    Whatsapp,
}

impl ConsentPurpose {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            ConsentPurpose::Marketing => "marketing",
            ConsentPurpose::Whatsapp => "whatsapp",
        }
    }
}

/// What a person asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DataRequestKind {
    /// A copy of their data.
    Export,
    /// Erasure of their data and account.
    Erasure,
}

impl DataRequestKind {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            DataRequestKind::Export => "export",
            DataRequestKind::Erasure => "erasure",
        }
    }

    /// Parses the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "export" => Some(DataRequestKind::Export),
            "erasure" => Some(DataRequestKind::Erasure),
            _ => None,
        }
    }
}

/// Whether a request is done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DataRequestStatus {
    /// Waiting for the owner.
    Pending,
    /// Done.
    Completed,
}

impl DataRequestStatus {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            DataRequestStatus::Pending => "pending",
            DataRequestStatus::Completed => "completed",
        }
    }

    /// Parses the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(DataRequestStatus::Pending),
            "completed" => Some(DataRequestStatus::Completed),
            _ => None,
        }
    }
}

/// Days within which a data request is answered (the DPDP Rules 2025 give a data fiduciary 90
/// days to redress a data principal's grievance).
pub const REQUEST_DAYS: i64 = 90;

/// When a request made at `requested_ms` is due.
pub fn request_due_by(requested_ms: i64) -> i64 {
    requested_ms + REQUEST_DAYS * DAY_MS
}

/// What an erased person's name becomes on their orders and invoices.
pub const ERASED_NAME: &str = "Erased customer";

/// What their addresses, phone numbers and messages become: the amounts, items, dates and
/// numbers that tax law needs stay; the person's details do not.
pub fn erased_note(date_ist: &str) -> String {
    format!("Personal details erased on {date_ist} at the customer's request")
}

/// The address an erased account keeps in place of its email: unique per account, on a
/// domain that can never receive mail (RFC 2606), and matching no sign-in.
pub fn erased_email(user_id: &str) -> String {
    format!("erased-{user_id}@erased.invalid")
}

/// Whether `email` is an erased account's address (it can receive no mail and names no one).
pub fn is_erased_email(email: &str) -> bool {
    email.ends_with("@erased.invalid")
}

/// The confirmation a person types to erase their account.
pub const ERASE_CONFIRMATION: &str = "DELETE";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_due_in_90_days() {
        assert_eq!(request_due_by(0), 90 * 24 * 3600 * 1000);
    }

    #[test]
    fn erased_details_name_no_one() {
        let email = erased_email("0b6c");
        assert_eq!(email, "erased-0b6c@erased.invalid");
        assert!(crate::Email::parse(&email).is_some());
        assert!(is_erased_email(&email));
        assert!(!is_erased_email("asha@example.com"));
        assert!(erased_note("2026-11-26").contains("2026-11-26"));
        for s in ["export", "erasure"] {
            assert_eq!(
                DataRequestKind::parse(s).map(DataRequestKind::as_str),
                Some(s)
            );
        }
        for s in ["pending", "completed"] {
            assert_eq!(
                DataRequestStatus::parse(s).map(DataRequestStatus::as_str),
                Some(s)
            );
        }
        assert_eq!(DataRequestKind::parse("Export"), None);
    }
}
