//! Delivery days, slots and served PIN codes: the rules, free of I/O. Days are IST calendar
//! days; slot times are minutes after IST midnight.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::calendar::{self, IST_OFFSET_MS};
use crate::money::{Money, Totals};
use crate::validate::PinCode;

/// How many IST calendar days a customer can choose from: today and the 13 days after it.
pub const WINDOW_DAYS: i64 = 14;
/// Most orders one slot takes on one day.
pub const MAX_CAPACITY: i64 = 10_000;
/// Most PIN codes one pasted list may add.
pub const MAX_PASTED: usize = 5_000;
/// Most PIN codes one range (`411001-411062`) may cover.
pub const MAX_RANGE: u32 = 1_000;
/// Highest extra delivery fee for one PIN code.
pub const MAX_AREA_FEE: Money = Money::from_rupees(5_000);

use crate::calendar::{DAY_MS, MINUTE_MS, MONTHS};

const WEEKDAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/// A time of day in IST, as minutes after midnight (0..=1440; 24:00 only ends a slot).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TimeOfDay(u16);

impl TimeOfDay {
    /// From minutes after midnight.
    pub fn from_minutes(minutes: i64) -> Option<Self> {
        u16::try_from(minutes)
            .ok()
            .filter(|m| *m <= 1440)
            .map(TimeOfDay)
    }

    /// Parses `7`, `07`, `7:30`, `07:30` or `24:00` (24-hour clock).
    pub fn parse(raw: &str) -> Option<Self> {
        let raw = raw.trim();
        let (h, m) = raw.split_once(':').unwrap_or((raw, "00"));
        let digits = |s: &str, max_len: usize| {
            (!s.is_empty() && s.len() <= max_len && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse::<i64>().ok())
                .flatten()
        };
        let (h, m) = (digits(h, 2)?, digits(m, 2)?);
        if m >= 60 || (h == 24 && m != 0) {
            return None;
        }
        Self::from_minutes(h * 60 + m)
    }

    /// Minutes after midnight.
    pub fn minutes(self) -> i64 {
        i64::from(self.0)
    }

    /// `07:00`, as forms show it.
    pub fn hhmm(self) -> String {
        format!("{:02}:{:02}", self.0 / 60, self.0 % 60)
    }

    /// `7`, or `7:30` when not on the hour.
    fn short(self) -> String {
        match self.0 % 60 {
            0 => format!("{}", self.0 / 60),
            m => format!("{}:{m:02}", self.0 / 60),
        }
    }
}

/// The label customers see for a slot: `7–11`, `17–21`, `7:30–10`.
pub fn slot_label(start: TimeOfDay, end: TimeOfDay) -> String {
    format!("{}–{}", start.short(), end.short())
}

/// A delivery slot's hours: it starts before it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotHours {
    pub start: TimeOfDay,
    pub end: TimeOfDay,
}

impl SlotHours {
    /// Hours from a start and an end; None unless the start is before the end and before 24:00.
    pub fn new(start: TimeOfDay, end: TimeOfDay) -> Option<Self> {
        (start < end && start.minutes() < 1440).then_some(SlotHours { start, end })
    }

    /// `7–11`.
    pub fn label(self) -> String {
        slot_label(self.start, self.end)
    }
}

/// A slot as the owner enters it: start and end times (`07:00`) and the most orders it takes
/// on one day. Every problem is reported against its field.
pub fn parse_slot(
    start: &str,
    end: &str,
    capacity: i64,
) -> Result<(SlotHours, i64), crate::FieldErrors> {
    let mut errors = crate::FieldErrors::new();
    let start_at = TimeOfDay::parse(start).filter(|t| t.minutes() < 1440);
    let end_at = TimeOfDay::parse(end);
    if start_at.is_none() {
        errors.insert(
            "start".into(),
            "Please enter a start time like 07:00.".into(),
        );
    }
    if end_at.is_none() {
        errors.insert("end".into(), "Please enter an end time like 11:00.".into());
    }
    let hours = start_at.zip(end_at).and_then(|(s, e)| SlotHours::new(s, e));
    if start_at.is_some() && end_at.is_some() && hours.is_none() {
        errors.insert("end".into(), "The slot must end after it starts.".into());
    }
    if !(1..=MAX_CAPACITY).contains(&capacity) {
        errors.insert(
            "capacity".into(),
            format!("The capacity must be a whole number from 1 to {MAX_CAPACITY}."),
        );
    }
    match hours {
        Some(h) if errors.is_empty() => Ok((h, capacity)),
        _ => Err(errors),
    }
}

/// An extra delivery fee for a PIN code, in rupees as sent (0 to [`MAX_AREA_FEE`], paise at most).
pub fn parse_area_fee(rupees: f64) -> Option<Money> {
    Money::parse_rupees(rupees).filter(|m| *m <= MAX_AREA_FEE)
}

/// An IST calendar day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeliveryDate(i64);

impl DeliveryDate {
    /// Parses `YYYY-MM-DD` (exactly that shape, a real date).
    pub fn parse(raw: &str) -> Option<Self> {
        let b = raw.as_bytes();
        let shaped = b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && b.iter()
                .enumerate()
                .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
        if !shaped {
            return None;
        }
        let start = calendar::ist_day_start(raw)?;
        Some(DeliveryDate((start + IST_OFFSET_MS).div_euclid(DAY_MS)))
    }

    /// The IST day an instant (Unix ms) falls on.
    pub fn of_instant(ms: i64) -> Self {
        DeliveryDate((ms + IST_OFFSET_MS).div_euclid(DAY_MS))
    }

    /// The day `n` days later.
    pub fn plus_days(self, n: i64) -> Self {
        DeliveryDate(self.0 + n)
    }

    /// Days from `earlier` to this day.
    pub fn days_after(self, earlier: DeliveryDate) -> i64 {
        self.0 - earlier.0
    }

    /// The instant (Unix ms) this day starts in IST.
    pub fn starts_at_ms(self) -> i64 {
        self.0 * DAY_MS - IST_OFFSET_MS
    }

    /// The instant a time of day is reached on this day.
    pub fn at(self, time: TimeOfDay) -> i64 {
        self.starts_at_ms() + time.minutes() * MINUTE_MS
    }

    /// `Fri, Nov 27`.
    pub fn short_label(self) -> String {
        let (_, m, d) = calendar::civil_from_days(self.0);
        // 1970-01-01 was a Thursday.
        let weekday = WEEKDAYS[(self.0 + 4).rem_euclid(7) as usize];
        format!("{weekday}, {} {d}", MONTHS[(m - 1) as usize])
    }
}

impl std::fmt::Display for DeliveryDate {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (y, m, d) = calendar::civil_from_days(self.0);
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// How a day reads in a sentence, seen from `today`: `today`, `tomorrow`, or `Fri, Nov 27`.
pub fn day_phrase(today: DeliveryDate, date: DeliveryDate) -> String {
    match date.days_after(today) {
        0 => "today".into(),
        1 => "tomorrow".into(),
        _ => date.short_label(),
    }
}

/// Whether a slot on a day can be chosen, as the storefront shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum SlotState {
    /// Places left.
    Open,
    /// Every place is taken.
    Full,
    /// The shop does not deliver that day.
    Closed,
    /// Too late: the same-day cut-off passed or the slot has started.
    Past,
}

/// Why a day and slot cannot be booked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The day is before today.
    PastDay,
    /// The day is after the booking window.
    TooFar,
    /// The shop is closed that day.
    ClosedDay,
    /// Today, after the same-day cut-off.
    CutOff(TimeOfDay),
    /// Today, and the slot has started.
    Started,
    /// No place left.
    Full,
}

impl Refusal {
    /// What the customer is told.
    pub fn message(self, date: DeliveryDate, label: &str) -> String {
        match self {
            Refusal::PastDay => "That delivery day has passed. Please choose another day.".into(),
            Refusal::TooFar => format!(
                "Delivery can be booked for the next {WINDOW_DAYS} days only. Please choose an earlier day."
            ),
            Refusal::ClosedDay => format!(
                "We don't deliver on {}. Please choose another day.",
                date.short_label()
            ),
            Refusal::CutOff(cutoff) => format!(
                "Same-day delivery closes at {} IST. Please choose another day.",
                cutoff.hhmm()
            ),
            Refusal::Started => {
                format!("Today's {label} slot has already started. Please choose a later slot.")
            }
            Refusal::Full => format!(
                "The {label} slot on {} is full. Please choose another slot.",
                date.short_label()
            ),
        }
    }

    /// How the storefront shows a slot refused for this reason.
    pub fn state(self) -> SlotState {
        match self {
            Refusal::Full => SlotState::Full,
            Refusal::ClosedDay => SlotState::Closed,
            _ => SlotState::Past,
        }
    }
}

/// The shop's delivery rules at one instant: what can be booked now.
#[derive(Debug, Clone)]
pub struct Schedule {
    now_ms: i64,
    cutoff: TimeOfDay,
    closed: BTreeSet<DeliveryDate>,
}

impl Schedule {
    /// The rules at `now_ms` with a same-day cut-off and the closed days.
    pub fn new(
        now_ms: i64,
        cutoff: TimeOfDay,
        closed: impl IntoIterator<Item = DeliveryDate>,
    ) -> Self {
        Schedule {
            now_ms,
            cutoff,
            closed: closed.into_iter().collect(),
        }
    }

    /// Today in IST.
    pub fn today(&self) -> DeliveryDate {
        DeliveryDate::of_instant(self.now_ms)
    }

    /// The days a customer may choose from, today first.
    pub fn days(&self) -> impl Iterator<Item = DeliveryDate> + use<> {
        let today = self.today();
        (0..WINDOW_DAYS).map(move |n| today.plus_days(n))
    }

    /// Whether the shop is closed on `date`.
    pub fn is_closed(&self, date: DeliveryDate) -> bool {
        self.closed.contains(&date)
    }

    /// Why a slot starting at `start` on `date` cannot be booked whatever its places (None when it can).
    pub fn refusal(&self, date: DeliveryDate, start: TimeOfDay) -> Option<Refusal> {
        let today = self.today();
        let ahead = date.days_after(today);
        if ahead < 0 {
            return Some(Refusal::PastDay);
        }
        if ahead >= WINDOW_DAYS {
            return Some(Refusal::TooFar);
        }
        if self.is_closed(date) {
            return Some(Refusal::ClosedDay);
        }
        if ahead == 0 {
            if self.now_ms >= today.at(self.cutoff) {
                return Some(Refusal::CutOff(self.cutoff));
            }
            if self.now_ms >= today.at(start) {
                return Some(Refusal::Started);
            }
        }
        None
    }

    /// Why a slot cannot be booked, counting its places too (None when it can).
    pub fn refusal_with_places(
        &self,
        date: DeliveryDate,
        start: TimeOfDay,
        booked: i64,
        capacity: i64,
    ) -> Option<Refusal> {
        self.refusal(date, start)
            .or((booked >= capacity).then_some(Refusal::Full))
    }

    /// How the storefront shows a slot.
    pub fn state(
        &self,
        date: DeliveryDate,
        start: TimeOfDay,
        booked: i64,
        capacity: i64,
    ) -> SlotState {
        self.refusal_with_places(date, start, booked, capacity)
            .map_or(SlotState::Open, Refusal::state)
    }
}

/// The answer of the "Check delivery" box: `Delivers to 411001 — earliest tomorrow 7–11`,
/// `Delivers to 411001` when the shop has no slots, `We don't deliver to 110001 yet`.
pub fn check_message(
    pincode: &PinCode,
    served: bool,
    has_slots: bool,
    earliest: Option<(DeliveryDate, &str)>,
    today: DeliveryDate,
) -> String {
    let pin = pincode.as_str();
    if !served {
        return format!("We don't deliver to {pin} yet");
    }
    match (has_slots, earliest) {
        (false, _) => format!("Delivers to {pin}"),
        (true, Some((date, label))) => {
            format!(
                "Delivers to {pin} — earliest {} {label}",
                day_phrase(today, date)
            )
        }
        (true, None) => {
            format!("Delivers to {pin} — no delivery slot is free in the next {WINDOW_DAYS} days")
        }
    }
}

/// Served PIN codes (sorted) as runs of consecutive codes: `[("411001", "411062")]`.
pub fn pin_runs(sorted: &[String]) -> Vec<(String, String)> {
    let mut runs: Vec<(String, String)> = Vec::new();
    for pin in sorted {
        let n: Option<u32> = pin.parse().ok();
        match runs.last_mut() {
            Some((_, last)) if n.is_some() && last.parse::<u32>().ok().map(|l| l + 1) == n => {
                *last = pin.clone();
            }
            _ => runs.push((pin.clone(), pin.clone())),
        }
    }
    runs
}

/// The served areas in words for a customer outside them: "411001–411062", at most `max` runs
/// and then "and N more areas".
pub fn served_areas(sorted: &[String], max: usize) -> String {
    let runs = pin_runs(sorted);
    let mut parts: Vec<String> = runs
        .iter()
        .take(max)
        .map(|(a, b)| {
            if a == b {
                a.clone()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect();
    if runs.len() > max {
        parts.push(format!("{} more areas", runs.len() - max));
    }
    match parts.len() {
        0 => String::new(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
    }
}

/// What the field says when a PIN code is not served.
pub fn unserved_message(pincode: &str) -> String {
    format!("We don't deliver to {pincode} yet.")
}

/// Totals with an area's extra delivery fee added to the delivery charge (nothing for an
/// empty cart); None on overflow.
pub fn with_area_fee(totals: Totals, area_fee: Money) -> Option<Totals> {
    if totals.subtotal == Money::ZERO {
        return Some(totals);
    }
    Some(Totals {
        subtotal: totals.subtotal,
        delivery: totals.delivery.plus(area_fee)?,
        total: totals.total.plus(area_fee)?,
    })
}

/// The PIN codes of a pasted list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PastedPincodes {
    /// Valid PIN codes, sorted, each once.
    pub pincodes: Vec<PinCode>,
    /// Entries that are neither a PIN code nor a range of them, as written (each once, in order).
    pub invalid: Vec<String>,
}

/// Reads PIN codes pasted as a list: separated by commas, semicolons, spaces or line breaks,
/// and ranges written `411001-411062` (or with an en dash, spaces allowed around it).
/// Refuses more than [`MAX_PASTED`] codes, or a range over [`MAX_RANGE`].
pub fn parse_pincode_list(text: &str) -> Result<PastedPincodes, String> {
    // Glue ranges: drop whitespace around a dash, so "411001 - 411062" is one entry.
    let mut glued = String::with_capacity(text.len());
    let mut after_dash = false;
    for c in text.chars() {
        let c = if c == '–' || c == '—' { '-' } else { c };
        if c == '-' {
            while glued.ends_with(char::is_whitespace) {
                glued.pop();
            }
            glued.push('-');
            after_dash = true;
        } else if after_dash && c.is_whitespace() {
            continue;
        } else {
            after_dash = false;
            glued.push(c);
        }
    }
    let mut found = BTreeSet::new();
    let mut invalid: Vec<String> = Vec::new();
    let mut bad = |entry: &str| {
        if !invalid.iter().any(|e| e == entry) {
            invalid.push(entry.to_string());
        }
    };
    for entry in glued
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|e| !e.is_empty())
    {
        match entry.split_once('-') {
            None => match PinCode::parse(entry) {
                Some(p) => {
                    found.insert(p.as_str().to_string());
                }
                None => bad(entry),
            },
            Some((from, to)) => {
                let (Some(from), Some(to)) = (PinCode::parse(from), PinCode::parse(to)) else {
                    bad(entry);
                    continue;
                };
                let (from, to): (u32, u32) = (
                    from.as_str().parse().unwrap_or(0),
                    to.as_str().parse().unwrap_or(0),
                );
                if from > to {
                    bad(entry);
                    continue;
                }
                if to - from >= MAX_RANGE {
                    return Err(format!(
                        "The range {entry} is too long: at most {MAX_RANGE} PIN codes per range."
                    ));
                }
                for n in from..=to {
                    found.insert(n.to_string());
                }
            }
        }
        if found.len() > MAX_PASTED {
            return Err(format!(
                "Too many PIN codes at once: at most {MAX_PASTED} per list."
            ));
        }
    }
    Ok(PastedPincodes {
        pincodes: found.iter().filter_map(|p| PinCode::parse(p)).collect(),
        invalid,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn served_areas_are_named_as_runs_of_pin_codes() {
        let pins = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let cases: Vec<(Vec<String>, usize, &str)> = vec![
            (pins(&[]), 4, ""),
            (pins(&["411001"]), 4, "411001"),
            (pins(&["411001", "411002", "411003"]), 4, "411001–411003"),
            (
                pins(&["411001", "411002", "411010"]),
                4,
                "411001–411002 and 411010",
            ),
            (
                pins(&["110001", "400001", "400002", "411001", "560001"]),
                2,
                "110001, 400001–400002 and 2 more areas",
            ),
        ];
        for (sorted, max, want) in cases {
            assert_eq!(served_areas(&sorted, max), want, "{sorted:?}");
        }
    }

    fn date(s: &str) -> DeliveryDate {
        DeliveryDate::parse(s).unwrap()
    }

    fn time(s: &str) -> TimeOfDay {
        TimeOfDay::parse(s).unwrap()
    }

    /// Unix ms of an IST wall-clock time on a day.
    fn ist(day: &str, at: &str) -> i64 {
        date(day).at(time(at))
    }

    #[test]
    fn times_of_day_read_the_24_hour_clock() {
        assert_eq!(time("7").minutes(), 420);
        assert_eq!(time("07:30").minutes(), 450);
        assert_eq!(time(" 17:00 ").hhmm(), "17:00");
        assert_eq!(time("24:00").minutes(), 1440);
        for bad in [
            "", "25", "7:60", "24:30", "-1", "7:5:0", "seven", "123", "7:", ":30",
        ] {
            assert_eq!(TimeOfDay::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn slot_labels_drop_zero_minutes() {
        assert_eq!(slot_label(time("7"), time("11")), "7–11");
        assert_eq!(slot_label(time("17:00"), time("21:00")), "17–21");
        assert_eq!(slot_label(time("7:30"), time("10")), "7:30–10");
        assert!(SlotHours::new(time("11"), time("7")).is_none());
        assert!(SlotHours::new(time("11"), time("11")).is_none());
        assert!(SlotHours::new(time("24:00"), time("24:00")).is_none());
        assert_eq!(
            SlotHours::new(time("20"), time("24")).unwrap().label(),
            "20–24"
        );
    }

    #[test]
    fn slots_are_entered_as_times_and_a_capacity() {
        let (hours, capacity) = parse_slot("07:00", "11:00", 20).unwrap();
        assert_eq!((hours.label(), capacity), ("7–11".to_string(), 20));
        let errors = parse_slot("7am", "25:00", 0).unwrap_err();
        assert_eq!(errors.len(), 3, "{errors:?}");
        let errors = parse_slot("11:00", "07:00", 5).unwrap_err();
        assert_eq!(errors["end"], "The slot must end after it starts.");
        assert!(parse_slot("24:00", "24:00", 5).is_err());
        assert_eq!(parse_area_fee(40.5), Some(Money::from_paise(4050)));
        assert_eq!(parse_area_fee(5000.01), None);
        assert_eq!(parse_area_fee(-1.0), None);
    }

    #[test]
    fn delivery_dates_are_ist_calendar_days() {
        assert_eq!(date("2026-11-27").to_string(), "2026-11-27");
        assert_eq!(date("2026-11-27").short_label(), "Fri, Nov 27");
        assert_eq!(date("2027-01-01").short_label(), "Fri, Jan 1");
        assert_eq!(date("2024-02-29").plus_days(1).to_string(), "2024-03-01");
        // 23:59 IST on the 26th is 18:29 UTC; 00:00 IST on the 27th is 18:30 UTC on the 26th.
        assert_eq!(
            DeliveryDate::of_instant(ist("2026-11-26", "23:59")),
            date("2026-11-26")
        );
        assert_eq!(
            DeliveryDate::of_instant(ist("2026-11-27", "0")),
            date("2026-11-27")
        );
        assert_eq!(date("2026-11-27").starts_at_ms(), 1_795_717_800_000);
        for bad in [
            "2026-2-3",
            "2026-02-30",
            "26-11-27",
            "2026/11/27",
            "",
            "2026-11-27T00",
        ] {
            assert_eq!(DeliveryDate::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn days_read_today_tomorrow_or_their_date() {
        let today = date("2026-11-25");
        assert_eq!(day_phrase(today, today), "today");
        assert_eq!(day_phrase(today, date("2026-11-26")), "tomorrow");
        assert_eq!(day_phrase(today, date("2026-11-27")), "Fri, Nov 27");
    }

    fn schedule(now: i64) -> Schedule {
        Schedule::new(now, time("10:00"), [date("2026-11-28")])
    }

    #[test]
    fn the_window_is_today_and_the_13_days_after() {
        let s = schedule(ist("2026-11-25", "9:00"));
        let days: Vec<_> = s.days().collect();
        assert_eq!(days.len(), 14);
        assert_eq!(days[0], date("2026-11-25"));
        assert_eq!(days[13], date("2026-12-08"));
        assert_eq!(s.refusal(date("2026-12-08"), time("7")), None);
        assert_eq!(
            s.refusal(date("2026-12-09"), time("7")),
            Some(Refusal::TooFar)
        );
        assert_eq!(
            s.refusal(date("2026-11-24"), time("17")),
            Some(Refusal::PastDay)
        );
    }

    #[test]
    fn today_only_before_the_cut_off_and_only_slots_not_started() {
        let before = schedule(ist("2026-11-25", "9:30"));
        let today = date("2026-11-25");
        assert_eq!(before.refusal(today, time("7")), Some(Refusal::Started));
        assert_eq!(before.refusal(today, time("11")), None);
        assert_eq!(before.state(today, time("11"), 0, 20), SlotState::Open);
        assert_eq!(before.state(today, time("7"), 0, 20), SlotState::Past);
        let at_cutoff = schedule(ist("2026-11-25", "10:00"));
        assert_eq!(
            at_cutoff.refusal(today, time("17")),
            Some(Refusal::CutOff(time("10:00")))
        );
        assert_eq!(at_cutoff.refusal(date("2026-11-26"), time("7")), None);
    }

    #[test]
    fn closed_days_and_full_slots_are_refused() {
        let s = schedule(ist("2026-11-25", "9:00"));
        let closed = date("2026-11-28");
        assert_eq!(s.refusal(closed, time("7")), Some(Refusal::ClosedDay));
        assert_eq!(s.state(closed, time("7"), 0, 20), SlotState::Closed);
        let d = date("2026-11-27");
        assert_eq!(s.state(d, time("7"), 19, 20), SlotState::Open);
        assert_eq!(s.state(d, time("7"), 20, 20), SlotState::Full);
        assert_eq!(
            Refusal::Full.message(d, "7–11"),
            "The 7–11 slot on Fri, Nov 27 is full. Please choose another slot."
        );
        assert_eq!(
            Refusal::ClosedDay.message(closed, "7–11"),
            "We don't deliver on Sat, Nov 28. Please choose another day."
        );
    }

    #[test]
    fn the_check_box_says_where_and_when() {
        let pin = PinCode::parse("411001").unwrap();
        let today = date("2026-11-25");
        assert_eq!(
            check_message(&pin, true, true, Some((date("2026-11-26"), "7–11")), today),
            "Delivers to 411001 — earliest tomorrow 7–11"
        );
        assert_eq!(
            check_message(&pin, true, true, Some((today, "17–21")), today),
            "Delivers to 411001 — earliest today 17–21"
        );
        assert_eq!(
            check_message(&pin, true, true, Some((date("2026-11-27"), "7–11")), today),
            "Delivers to 411001 — earliest Fri, Nov 27 7–11"
        );
        assert_eq!(
            check_message(&pin, true, false, None, today),
            "Delivers to 411001"
        );
        let far = PinCode::parse("110001").unwrap();
        assert_eq!(
            check_message(&far, false, true, None, today),
            "We don't deliver to 110001 yet"
        );
    }

    #[test]
    fn the_area_fee_adds_to_delivery_but_not_to_an_empty_cart() {
        let t = crate::DeliveryRule::STANDARD.totals(Money::from_rupees(2500));
        let with = with_area_fee(t, Money::from_rupees(40)).unwrap();
        assert_eq!(with.delivery, Money::from_rupees(40));
        assert_eq!(with.total, Money::from_rupees(2540));
        let empty = crate::DeliveryRule::STANDARD.totals(Money::ZERO);
        assert_eq!(with_area_fee(empty, Money::from_rupees(40)).unwrap(), empty);
    }

    #[test]
    fn pasted_lists_take_any_separator_and_ranges() {
        let got = parse_pincode_list("411001, 411002;411003\n411004\t411005  411001").unwrap();
        let pins: Vec<&str> = got.pincodes.iter().map(PinCode::as_str).collect();
        assert_eq!(pins, ["411001", "411002", "411003", "411004", "411005"]);
        assert!(got.invalid.is_empty());

        let got = parse_pincode_list("411001-411062\n411100 – 411102").unwrap();
        assert_eq!(got.pincodes.len(), 62 + 3);
        assert_eq!(got.pincodes[0].as_str(), "411001");
        assert_eq!(got.pincodes[61].as_str(), "411062");

        let got = parse_pincode_list("411001, 4110, 011001, abc, 411010-411005, 4110").unwrap();
        assert_eq!(got.pincodes.len(), 1);
        assert_eq!(got.invalid, ["4110", "011001", "abc", "411010-411005"]);

        assert!(parse_pincode_list("400001-409999").is_err());
        assert_eq!(
            parse_pincode_list("  \n ").unwrap(),
            PastedPincodes::default()
        );
    }
}
