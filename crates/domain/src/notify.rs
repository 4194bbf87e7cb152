//! Notification rules: the events that send messages, the owner's settings checked field by
//! field, WhatsApp numbers in the form the Cloud API takes, and which customer update an order
//! status is.

use crate::OrderStatus;

/// An event the owner can switch messages on or off for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotifyEvent {
    /// A paid or cash-on-delivery order (the owner's alert).
    NewOrder,
    /// Today's deliveries by slot, each morning (the owner).
    MorningSummary,
    /// A counted product or variant fell to the threshold (the owner).
    LowStock,
    /// The order left the shop (the customer).
    OutForDelivery,
    /// The order was delivered (the customer).
    Delivered,
    /// The order was cancelled (the customer).
    Cancelled,
    /// Money went back (the customer, on WhatsApp; the mail with the credit note always goes).
    Refunded,
}

impl NotifyEvent {
    /// Every event, in the settings screen's order.
    pub const ALL: [NotifyEvent; 7] = [
        NotifyEvent::NewOrder,
        NotifyEvent::MorningSummary,
        NotifyEvent::LowStock,
        NotifyEvent::OutForDelivery,
        NotifyEvent::Delivered,
        NotifyEvent::Cancelled,
        NotifyEvent::Refunded,
    ];

    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            NotifyEvent::NewOrder => "new_order",
            NotifyEvent::MorningSummary => "morning_summary",
            NotifyEvent::LowStock => "low_stock",
            NotifyEvent::OutForDelivery => "out_for_delivery",
            NotifyEvent::Delivered => "delivered",
            NotifyEvent::Cancelled => "cancelled",
            NotifyEvent::Refunded => "refunded",
        }
    }

    /// From a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.as_str() == s)
    }

    /// The customer update a status change is, if it is one: a paid order's confirmation has
    /// its own mail, and "Processing" or "Pending" tell the customer nothing new.
    pub fn of_status(status: OrderStatus) -> Option<Self> {
        match status {
            OrderStatus::Shipped => Some(NotifyEvent::OutForDelivery),
            OrderStatus::Delivered => Some(NotifyEvent::Delivered),
            OrderStatus::Cancelled => Some(NotifyEvent::Cancelled),
            OrderStatus::Refunded => Some(NotifyEvent::Refunded),
            OrderStatus::Pending | OrderStatus::Processing => None,
        }
    }
}

/// The WhatsApp templates the shop sends (each must be approved in the owner's WhatsApp
/// Business account with these names and body parameters; docs/NOTIFICATIONS.md lists them).
pub mod templates {
    /// To the owner: {{1}} order number, {{2}} items, {{3}} delivery day and slot, {{4}} gift or
    /// not, {{5}} link to the admin order.
    pub const NEW_ORDER: &str = "tokri_new_order";
    /// To the customer: {{1}} name, {{2}} order number, {{3}} what happened.
    pub const ORDER_UPDATE: &str = "tokri_order_update";
    /// To a gift's recipient: {{1}} recipient's name, {{2}} sender's name, {{3}} shop name,
    /// {{4}} the delivery slot.
    pub const GIFT_ON_THE_WAY: &str = "tokri_gift_on_the_way";
    /// To the owner: {{1}} day, {{2}} deliveries by slot.
    pub const MORNING_SUMMARY: &str = "tokri_morning_summary";
    /// To the owner: {{1}} product, {{2}} units left.
    pub const LOW_STOCK: &str = "tokri_low_stock";
}

/// At most this many owner addresses.
pub const MAX_OWNER_EMAILS: usize = 5;

/// A WhatsApp number in the Cloud API's form: the country code and number, digits only. A
/// 10-digit Indian mobile (optionally written with +91, 91 or 0 before it, spaces or dashes)
/// becomes `91XXXXXXXXXX`; another country's number must start with `+` (8–15 digits).
pub fn whatsapp_number(s: &str) -> Option<String> {
    let t = s.trim();
    let plus = t.starts_with('+');
    let digits: String = t
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '(' | ')' | '+'))
        .collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || t[1..].contains('+') {
        return None;
    }
    let indian = |d: &str| d.len() == 10 && matches!(d.as_bytes()[0], b'6'..=b'9');
    let local = digits
        .strip_prefix("91")
        .filter(|d| indian(d))
        .or_else(|| digits.strip_prefix('0').filter(|d| indian(d)))
        .or_else(|| (!plus && indian(&digits)).then_some(digits.as_str()));
    if let Some(d) = local {
        return Some(format!("91{d}"));
    }
    (plus && (8..=15).contains(&digits.len()) && !digits.starts_with('0')).then_some(digits)
}

/// The owner's settings as sent, before checking.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsInput {
    pub owner_emails: Vec<String>,
    pub owner_whatsapp: Option<String>,
    pub events: Vec<NotifyEvent>,
    pub low_stock_threshold: i64,
    pub summary_hour: i64,
    pub phone_number_id: String,
    pub language: String,
    /// A new secret; None keeps the stored one, `""` clears it.
    pub access_token: Option<String>,
    pub app_secret: Option<String>,
    pub verify_token: Option<String>,
}

fn secret(name: &str, s: Option<String>) -> Result<Option<String>, String> {
    match s {
        Some(v) if v.chars().count() > 1000 || v.chars().any(char::is_control) => Err(format!(
            "The {name} must be at most 1,000 characters, without line breaks."
        )),
        Some(v) => Ok(Some(v.trim().to_string())),
        None => Ok(None),
    }
}

/// Checks the owner's settings and answers them normalised (addresses lower-cased and without
/// repeats, the number in the Cloud API's form, `en` for an empty language); the first problem
/// is the error, in words for the owner.
pub fn check_settings(input: SettingsInput) -> Result<SettingsInput, String> {
    let mut emails: Vec<String> = Vec::new();
    for e in input
        .owner_emails
        .iter()
        .map(|e| e.trim())
        .filter(|e| !e.is_empty())
    {
        let parsed = crate::Email::parse(e)
            .ok_or_else(|| format!("\"{e}\" is not an email address."))?
            .as_str()
            .to_lowercase();
        if !emails.contains(&parsed) {
            emails.push(parsed);
        }
    }
    if emails.len() > MAX_OWNER_EMAILS {
        return Err(format!(
            "At most {MAX_OWNER_EMAILS} addresses get the owner's alerts."
        ));
    }
    let owner_whatsapp = match input.owner_whatsapp.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(n) => Some(whatsapp_number(n).ok_or_else(|| {
            format!("\"{n}\" is not a WhatsApp number: give a 10-digit Indian mobile, or + and the country code.")
        })?),
    };
    if !(0..=1000).contains(&input.low_stock_threshold) {
        return Err("The low-stock threshold must be a whole number from 0 to 1000.".into());
    }
    if !(0..=23).contains(&input.summary_hour) {
        return Err("The morning summary's hour must be from 0 to 23 (IST).".into());
    }
    let phone_number_id = input.phone_number_id.trim().to_string();
    if !(phone_number_id.is_empty()
        || (phone_number_id.len() <= 30 && phone_number_id.bytes().all(|b| b.is_ascii_digit())))
    {
        return Err(
            "The WhatsApp phone number id is the number Meta shows for it (digits only).".into(),
        );
    }
    let language = match input.language.trim() {
        "" => "en".to_string(),
        l => l.to_string(),
    };
    let lang_ok = {
        let (base, region) = language.split_once('_').unwrap_or((&language, ""));
        (2..=3).contains(&base.len())
            && base.bytes().all(|b| b.is_ascii_lowercase())
            && (region.is_empty()
                || (region.len() == 2 && region.bytes().all(|b| b.is_ascii_uppercase())))
    };
    if !lang_ok {
        return Err("The template language is a code such as en, en_US or hi.".into());
    }
    let mut events = Vec::new();
    for e in input.events {
        if !events.contains(&e) {
            events.push(e);
        }
    }
    Ok(SettingsInput {
        owner_emails: emails,
        owner_whatsapp,
        events,
        low_stock_threshold: input.low_stock_threshold,
        summary_hour: input.summary_hour,
        phone_number_id,
        language,
        access_token: secret("access token", input.access_token)?,
        app_secret: secret("app secret", input.app_secret)?,
        verify_token: secret("verify token", input.verify_token)?,
    })
}

/// A template parameter: WhatsApp refuses line breaks, tabs and runs of more than four spaces
/// in body parameters, and very long ones; this keeps the text readable within those rules.
pub fn template_param(s: &str) -> String {
    let mut out = String::new();
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.chars().count() > 900 {
        out = out.chars().take(899).collect::<String>() + "…";
    }
    if out.is_empty() { "-".into() } else { out }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whatsapp_numbers() {
        for (given, want) in [
            ("9822012345", Some("919822012345")),
            ("98220 12345", Some("919822012345")),
            ("+91 98220-12345", Some("919822012345")),
            ("919822012345", Some("919822012345")),
            ("09822012345", Some("919822012345")),
            ("+44 7700 900123", Some("447700900123")),
            ("5822012345", None),
            ("12345", None),
            ("+0123456789", None),
            ("98220x2345", None),
            ("", None),
            ("+91+9822012345", None),
            ("447700900123", None),
        ] {
            assert_eq!(whatsapp_number(given).as_deref(), want, "{given}");
        }
    }

    fn input() -> SettingsInput {
        SettingsInput {
            owner_emails: vec!["Owner@Example.in".into(), " ".into()],
            owner_whatsapp: Some("98220 12345".into()),
            events: vec![NotifyEvent::NewOrder, NotifyEvent::NewOrder],
            low_stock_threshold: 5,
            summary_hour: 7,
            phone_number_id: "1234567890".into(),
            language: "".into(),
            access_token: None,
            app_secret: Some(" s3cret ".into()),
            verify_token: Some(String::new()),
        }
    }

    #[test]
    fn settings_are_checked_field_by_field() {
        let ok = check_settings(input()).unwrap();
        assert_eq!(ok.owner_emails, ["owner@example.in"]);
        assert_eq!(ok.owner_whatsapp.as_deref(), Some("919822012345"));
        assert_eq!(ok.events, [NotifyEvent::NewOrder]);
        assert_eq!(ok.language, "en");
        assert_eq!(ok.access_token, None);
        assert_eq!(ok.app_secret.as_deref(), Some("s3cret"));
        assert_eq!(ok.verify_token.as_deref(), Some(""));
        type Change = fn(&mut SettingsInput);
        let cases: [(Change, &str); 8] = [
            (
                |i| i.owner_emails = vec!["not an address".into()],
                "is not an email address",
            ),
            (
                |i| i.owner_emails = (0..6).map(|n| format!("o{n}@x.in")).collect(),
                "At most 5",
            ),
            (
                |i| i.owner_whatsapp = Some("12345".into()),
                "is not a WhatsApp number",
            ),
            (|i| i.low_stock_threshold = -1, "low-stock threshold"),
            (|i| i.summary_hour = 24, "hour"),
            (|i| i.phone_number_id = "12ab".into(), "phone number id"),
            (|i| i.language = "English".into(), "language"),
            (|i| i.access_token = Some("a\nb".into()), "access token"),
        ];
        for (change, want) in cases {
            let mut i = input();
            change(&mut i);
            let err = check_settings(i).unwrap_err();
            assert!(err.contains(want), "{err} should say {want}");
        }
    }

    #[test]
    fn statuses_that_tell_the_customer() {
        assert_eq!(
            NotifyEvent::of_status(OrderStatus::Shipped),
            Some(NotifyEvent::OutForDelivery)
        );
        assert_eq!(NotifyEvent::of_status(OrderStatus::Processing), None);
        for e in NotifyEvent::ALL {
            assert_eq!(NotifyEvent::parse(e.as_str()), Some(e));
        }
    }

    #[test]
    fn template_params_have_no_line_breaks() {
        assert_eq!(
            template_param("2 x Mango\n1 x Kiwi\t "),
            "2 x Mango 1 x Kiwi"
        );
        assert_eq!(template_param("  "), "-");
        assert_eq!(template_param(&"a".repeat(1000)).chars().count(), 900);
    }
}
