//! The shop's calendar: India Standard Time (UTC+05:30, no daylight saving).

/// IST's offset from UTC in milliseconds.
pub const IST_OFFSET_MS: i64 = (5 * 60 + 30) * 60 * 1000;
/// One day in milliseconds.
pub const DAY_MS: i64 = 24 * 3600 * 1000;
/// One minute in milliseconds.
pub const MINUTE_MS: i64 = 60 * 1000;
/// Short month names, January first.
pub const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
pub(crate) fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day number.
pub(crate) fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// The UTC instant (Unix ms) at which an IST calendar day `YYYY-MM-DD` starts; None for
/// anything that is not a real date.
pub fn ist_day_start(date: &str) -> Option<i64> {
    let mut parts = date.trim().splitn(3, '-');
    let y: i64 = parts.next()?.parse().ok()?;
    let m: i64 = parts.next()?.parse().ok()?;
    let d: i64 = parts.next()?.parse().ok()?;
    if !(1900..=9999).contains(&y) || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    let days = days_from_civil(y, m, d);
    if civil_from_days(days) != (y, m, d) {
        return None;
    }
    Some(days * DAY_MS - IST_OFFSET_MS)
}

/// The IST calendar day (`YYYY-MM-DD`) an instant falls on.
pub fn ist_date(ms: i64) -> String {
    let (y, m, d) = civil_from_days((ms + IST_OFFSET_MS).div_euclid(DAY_MS));
    format!("{y:04}-{m:02}-{d:02}")
}

/// An instant for people, on India's clock: `28 Nov 2026, 10:15 IST`.
pub fn ist_datetime_label(ms: i64) -> String {
    let local = ms + IST_OFFSET_MS;
    let (y, m, d) = civil_from_days(local.div_euclid(DAY_MS));
    let minutes = local.rem_euclid(DAY_MS) / MINUTE_MS;
    format!(
        "{d} {} {y}, {:02}:{:02} IST",
        MONTHS[(m.clamp(1, 12) - 1) as usize],
        minutes / 60,
        minutes % 60
    )
}

/// Start of the IST day containing `ms`.
pub fn ist_day_floor(ms: i64) -> i64 {
    (ms + IST_OFFSET_MS).div_euclid(DAY_MS) * DAY_MS - IST_OFFSET_MS
}

/// One day in milliseconds.
pub const fn day_ms() -> i64 {
    DAY_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_read_on_indias_clock() {
        let cases = [
            (1_795_285_800_000, "22 Nov 2026, 00:00 IST"),
            (1_795_285_800_000 - 60_000, "21 Nov 2026, 23:59 IST"),
            (
                1_795_285_800_000 + (10 * 60 + 15) * 60_000,
                "22 Nov 2026, 10:15 IST",
            ),
        ];
        for (ms, want) in cases {
            assert_eq!(ist_datetime_label(ms), want);
        }
    }

    #[test]
    fn an_ist_day_starts_at_1830_utc_the_evening_before() {
        // 2026-11-22 00:00 IST = 2026-11-21 18:30 UTC = 1795285800000 ms.
        assert_eq!(ist_day_start("2026-11-22"), Some(1_795_285_800_000));
        assert_eq!(ist_date(1_795_285_800_000), "2026-11-22");
        assert_eq!(ist_date(1_795_285_800_000 - 1), "2026-11-21");
        assert_eq!(ist_day_floor(1_795_285_800_000 + 5_000), 1_795_285_800_000);
    }

    #[test]
    fn impossible_dates_are_refused() {
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "yesterday",
            "",
            "2026-1",
            "2025-02-29",
        ] {
            assert_eq!(ist_day_start(bad), None, "{bad}");
        }
        assert!(ist_day_start("2024-02-29").is_some());
    }
}
