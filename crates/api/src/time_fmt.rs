//! Timestamps as the API shows them.

use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// Unix milliseconds → RFC 3339 in UTC (`2026-11-22T07:39:38.123Z`).
pub fn rfc3339(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_default()
}

/// RFC 3339 → Unix milliseconds; anything else is None.
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    OffsetDateTime::parse(s.trim(), &Rfc3339)
        .ok()
        .map(|t| (t.unix_timestamp_nanos() / 1_000_000) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_round_trip() {
        let s = rfc3339(1_700_000_000_123);
        assert_eq!(s, "2023-11-14T22:13:20.123Z");
        assert_eq!(parse_rfc3339(&s), Some(1_700_000_000_123));
        assert_eq!(parse_rfc3339("yesterday"), None);
    }
}
