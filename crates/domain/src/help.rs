//! Complaints ("Help with an order"), as the Consumer Protection (E-Commerce) Rules 2020 ask:
//! each has a number to track it, is to be acknowledged within 48 hours and resolved within one
//! month of its receipt. The month is a calendar month in India's time: a complaint received on
//! 31 January at 10:00 IST is due by 28 (or 29) February at 10:00 IST.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::calendar::{DAY_MS, IST_OFFSET_MS, civil_from_days, days_from_civil};
use crate::validate::has_control_chars;

/// What a complaint is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum HelpTopic {
    /// Late, missed or wrongly delivered.
    Delivery,
    /// The fruit or hamper itself.
    Quality,
    /// A payment or an invoice.
    Payment,
    /// A refund or a cancellation.
    Refund,
    /// Anything else.
    Other,
}

impl HelpTopic {
    /// Stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            HelpTopic::Delivery => "delivery",
            HelpTopic::Quality => "quality",
            HelpTopic::Payment => "payment",
            HelpTopic::Refund => "refund",
            HelpTopic::Other => "other",
        }
    }

    /// Parses the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [
            HelpTopic::Delivery,
            HelpTopic::Quality,
            HelpTopic::Payment,
            HelpTopic::Refund,
            HelpTopic::Other,
        ]
        .into_iter()
        .find(|t| t.as_str() == s)
    }

    /// For people.
    pub fn label(self) -> &'static str {
        match self {
            HelpTopic::Delivery => "Delivery",
            HelpTopic::Quality => "Quality of the fruit or hamper",
            HelpTopic::Payment => "Payment or invoice",
            HelpTopic::Refund => "Refund or cancellation",
            HelpTopic::Other => "Something else",
        }
    }
}

/// Where a complaint stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TicketStatus {
    /// Waiting for the shop.
    Open,
    /// The shop answered; waiting for the customer or for the resolution.
    Answered,
    /// Resolved and closed.
    Closed,
}

impl TicketStatus {
    /// Stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            TicketStatus::Open => "open",
            TicketStatus::Answered => "answered",
            TicketStatus::Closed => "closed",
        }
    }

    /// Parses the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "open" => Some(TicketStatus::Open),
            "answered" => Some(TicketStatus::Answered),
            "closed" => Some(TicketStatus::Closed),
            _ => None,
        }
    }
}

/// Who wrote a message of a complaint's thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TicketAuthor {
    /// The person who complained.
    Customer,
    /// The shop.
    Shop,
}

impl TicketAuthor {
    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            TicketAuthor::Customer => "customer",
            TicketAuthor::Shop => "shop",
        }
    }

    /// Parses the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "customer" => Some(TicketAuthor::Customer),
            "shop" => Some(TicketAuthor::Shop),
            _ => None,
        }
    }
}

/// Hours the shop has to acknowledge a complaint.
pub const ACKNOWLEDGE_HOURS: i64 = 48;
/// Shortest complaint text.
pub const MESSAGE_MIN: usize = 10;
/// Longest message in a complaint's thread.
pub const MESSAGE_MAX: usize = 4000;

/// The complaint number of the `n`th complaint: `G` and at least six digits (`G000042`).
pub fn ticket_number(n: i64) -> String {
    format!("G{n:06}")
}

/// Whether `s` is written like a complaint number.
pub fn is_ticket_number(s: &str) -> bool {
    s.len() >= 7
        && s.len() <= 16
        && s.starts_with('G')
        && s[1..].bytes().all(|b| b.is_ascii_digit())
}

/// When the acknowledgement of a complaint received at `created_ms` is due.
pub fn acknowledge_by(created_ms: i64) -> i64 {
    created_ms + ACKNOWLEDGE_HOURS * 3600 * 1000
}

/// When the resolution of a complaint received at `created_ms` is due: the same IST time one
/// calendar month later, on the month's last day when it has no such day.
pub fn resolve_by(created_ms: i64) -> i64 {
    let local = created_ms + IST_OFFSET_MS;
    let day = local.div_euclid(DAY_MS);
    let time_of_day = local.rem_euclid(DAY_MS);
    let (y, m, d) = civil_from_days(day);
    let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    let last = days_in_month(ny, nm);
    let due_day = days_from_civil(ny, nm, d.min(last));
    due_day * DAY_MS + time_of_day - IST_OFFSET_MS
}

fn days_in_month(y: i64, m: i64) -> i64 {
    let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    days_from_civil(ny, nm, 1) - days_from_civil(y, m, 1)
}

/// Whether a complaint is past a due date at `now`: not acknowledged by its acknowledgement
/// date, or not closed by its resolution date.
pub fn is_overdue(
    now: i64,
    acknowledge_by: i64,
    resolve_by: i64,
    acknowledged_at: Option<i64>,
    closed_at: Option<i64>,
) -> bool {
    // A complaint closed without a reply was answered by its closing.
    let acknowledged = acknowledged_at.or(closed_at);
    (acknowledged.is_none() && now > acknowledge_by) || (closed_at.is_none() && now > resolve_by)
}

/// A message of a complaint's thread, trimmed: `min`–[`MESSAGE_MAX`] characters, line breaks
/// allowed, no other control characters.
pub fn check_message(raw: &str, min: usize) -> Result<String, String> {
    let text = raw.trim();
    let len = text.chars().count();
    if len < min {
        return Err(if min <= 1 {
            "Please write a message.".into()
        } else {
            format!("Please tell us a little more (at least {min} characters).")
        });
    }
    if len > MESSAGE_MAX {
        return Err(format!(
            "Please keep the message to {MESSAGE_MAX} characters or fewer."
        ));
    }
    if has_control_chars(text, true) {
        return Err("The message contains characters we cannot accept.".into());
    }
    Ok(text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::ist_day_start;

    fn ist(date: &str, h: i64, m: i64) -> i64 {
        ist_day_start(date).unwrap() + (h * 60 + m) * 60 * 1000
    }

    #[test]
    fn resolution_is_due_one_calendar_month_later_in_ist() {
        let cases = [
            // (received, due)
            (ist("2026-11-26", 10, 0), ist("2026-12-26", 10, 0)),
            (ist("2026-01-31", 10, 0), ist("2026-02-28", 10, 0)),
            (ist("2028-01-31", 23, 59), ist("2028-02-29", 23, 59)),
            (ist("2026-12-15", 0, 5), ist("2027-01-15", 0, 5)),
            (ist("2026-03-31", 18, 30), ist("2026-04-30", 18, 30)),
            // 00:30 IST on 1 March is still 28 February in UTC: the IST date counts.
            (ist("2026-03-01", 0, 30), ist("2026-04-01", 0, 30)),
        ];
        for (received, due) in cases {
            assert_eq!(resolve_by(received), due, "received {received}");
        }
    }

    #[test]
    fn acknowledgement_is_due_in_48_hours() {
        let at = ist("2026-11-26", 22, 15);
        assert_eq!(acknowledge_by(at), ist("2026-11-28", 22, 15));
    }

    #[test]
    fn overdue_when_a_due_date_passed_unmet() {
        let ack = 100;
        let res = 1000;
        let cases = [
            (50, None, None, false),
            (101, None, None, true),
            (101, Some(90), None, false),
            (500, Some(150), None, false),
            (1001, Some(90), None, true),
            (1001, Some(90), Some(900), false),
            (5000, None, Some(99), false),
        ];
        for (now, acked, closed, want) in cases {
            assert_eq!(
                is_overdue(now, ack, res, acked, closed),
                want,
                "{now} {acked:?} {closed:?}"
            );
        }
    }

    #[test]
    fn numbers_are_g_and_six_digits_or_more() {
        assert_eq!(ticket_number(42), "G000042");
        assert_eq!(ticket_number(1_234_567), "G1234567");
        assert!(is_ticket_number("G000042"));
        for bad in [
            "",
            "G",
            "G12",
            "X000042",
            "G00004a",
            "g000042",
            "G0000000000000000",
        ] {
            assert!(!is_ticket_number(bad), "{bad}");
        }
    }

    #[test]
    fn messages_are_checked() {
        assert_eq!(
            check_message("  The mangoes were bruised.\nPlease help. ", MESSAGE_MIN),
            Ok("The mangoes were bruised.\nPlease help.".into())
        );
        for bad in [
            "",
            "   ",
            "too short",
            "bad \u{0007} bell here",
            "\u{202E}reversed text here",
        ] {
            assert!(check_message(bad, MESSAGE_MIN).is_err(), "{bad:?}");
        }
        assert!(check_message(&"a".repeat(MESSAGE_MAX + 1), 1).is_err());
        assert!(check_message(&"a".repeat(MESSAGE_MAX), 1).is_ok());
        assert_eq!(check_message("ok", 1), Ok("ok".into()));
    }
}
