//! GST for the shop's invoices: rates, HSN codes, GSTINs, Indian states and union territories
//! with their GST state codes, the financial year and invoice numbers, the split of a
//! tax-inclusive price into taxable value and tax, and amounts in words (lakh and crore).
//!
//! Rounding rule (all in whole paise; prices in the shop include GST):
//! - a line's total is unit price × quantity, exactly what the customer paid for it;
//! - outside the shop's state (IGST): `igst = total − round(total × 100 / (100 + rate))`,
//!   `taxable = total − igst`;
//! - inside the shop's state: `cgst = sgst = round(total × rate / (2 × (100 + rate)))`,
//!   `taxable = total − cgst − sgst`, so CGST always equals SGST and the taxable value absorbs
//!   the odd paisa;
//! - `round` is half away from zero (half up: amounts are never negative); every line adds up
//!   exactly to what was paid, and the invoice's totals are the sums of its lines.

use serde::{Deserialize, Serialize};

use crate::money::Money;

/// A GST rate a product can carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum GstRate {
    /// Exempt or nil-rated (most fresh fruit).
    #[default]
    Zero,
    /// 5 %.
    Five,
    /// 12 %.
    Twelve,
    /// 18 %.
    Eighteen,
    /// 28 %.
    TwentyEight,
}

impl GstRate {
    /// Every rate, lowest first.
    pub const ALL: [GstRate; 5] = [
        GstRate::Zero,
        GstRate::Five,
        GstRate::Twelve,
        GstRate::Eighteen,
        GstRate::TwentyEight,
    ];

    /// The rate in percent.
    pub const fn percent(self) -> i64 {
        match self {
            GstRate::Zero => 0,
            GstRate::Five => 5,
            GstRate::Twelve => 12,
            GstRate::Eighteen => 18,
            GstRate::TwentyEight => 28,
        }
    }

    /// From a percentage; None for a rate GST does not have.
    pub fn from_percent(p: i64) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.percent() == p)
    }
}

impl Serialize for GstRate {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_i64(self.percent())
    }
}

impl<'de> Deserialize<'de> for GstRate {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let p = i64::deserialize(d)?;
        GstRate::from_percent(p)
            .ok_or_else(|| serde::de::Error::custom("GST rate must be 0, 5, 12, 18 or 28"))
    }
}

impl utoipa::PartialSchema for GstRate {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::Integer))
            .enum_values(Some(GstRate::ALL.map(|r| r.percent())))
            .description(Some("GST rate in percent."))
            .into()
    }
}

impl utoipa::ToSchema for GstRate {}

/// A Harmonized System of Nomenclature code: 4, 6 or 8 digits (GST invoices show 4 digits
/// below ₹5 crore turnover, 6 above; 8 is the full Indian tariff line).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct HsnCode(String);

impl HsnCode {
    /// Parses a code, ignoring spaces and dots (`0804 50 20`, `0804.50`). None when it is not
    /// 4, 6 or 8 digits, or names chapter 00.
    pub fn parse(s: &str) -> Option<Self> {
        let digits: String = s
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '.')
            .collect();
        let ok = matches!(digits.len(), 4 | 6 | 8)
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !digits.starts_with("00");
        ok.then_some(HsnCode(digits))
    }

    /// The digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A state or union territory of India with its GST state code (the first two digits of a
/// GSTIN, and the "place of supply" on an invoice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IndianState(u8);

/// (code, name) of every state and union territory, by code (25 and 28 are retired codes:
/// Daman and Diu merged into 26, and undivided Andhra Pradesh became 37).
const STATES: [(u8, &str); 36] = [
    (1, "Jammu and Kashmir"),
    (2, "Himachal Pradesh"),
    (3, "Punjab"),
    (4, "Chandigarh"),
    (5, "Uttarakhand"),
    (6, "Haryana"),
    (7, "Delhi"),
    (8, "Rajasthan"),
    (9, "Uttar Pradesh"),
    (10, "Bihar"),
    (11, "Sikkim"),
    (12, "Arunachal Pradesh"),
    (13, "Nagaland"),
    (14, "Manipur"),
    (15, "Mizoram"),
    (16, "Tripura"),
    (17, "Meghalaya"),
    (18, "Assam"),
    (19, "West Bengal"),
    (20, "Jharkhand"),
    (21, "Odisha"),
    (22, "Chhattisgarh"),
    (23, "Madhya Pradesh"),
    (24, "Gujarat"),
    (26, "Dadra and Nagar Haveli and Daman and Diu"),
    (27, "Maharashtra"),
    (29, "Karnataka"),
    (30, "Goa"),
    (31, "Lakshadweep"),
    (32, "Kerala"),
    (33, "Tamil Nadu"),
    (34, "Puducherry"),
    (35, "Andaman and Nicobar Islands"),
    (36, "Telangana"),
    (37, "Andhra Pradesh"),
    (38, "Ladakh"),
];

/// Other ways people write a state's name (lower case, letters only).
const ALIASES: [(&str, u8); 13] = [
    ("jammukashmir", 1),
    ("newdelhi", 7),
    ("nctofdelhi", 7),
    ("nationalcapitalterritoryofdelhi", 7),
    ("up", 9),
    ("orissa", 21),
    ("chattisgarh", 22),
    ("mp", 23),
    ("damananddiu", 26),
    ("dadraandnagarhaveli", 26),
    ("pondicherry", 34),
    ("andamanandnicobar", 35),
    ("andamannicobarislands", 35),
];

fn name_key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphabetic())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl IndianState {
    /// Every state and union territory, by GST code.
    pub fn all() -> impl Iterator<Item = IndianState> {
        STATES.iter().map(|(c, _)| IndianState(*c))
    }

    /// From a two-digit GST state code (`"27"`); None for an unknown or retired code.
    pub fn from_code(code: &str) -> Option<Self> {
        if code.len() != 2 {
            return None;
        }
        let n: u8 = code.parse().ok()?;
        STATES
            .iter()
            .any(|(c, _)| *c == n)
            .then_some(IndianState(n))
    }

    /// From a name as typed in an address (`"maharashtra"`, `"Orissa"`, `"NCT of Delhi"`,
    /// `"Jammu & Kashmir"`), or its two-digit code; None when not recognised.
    pub fn from_name(name: &str) -> Option<Self> {
        let t = name.trim();
        if let Some(s) = Self::from_code(t) {
            return Some(s);
        }
        let key = name_key(&t.replace('&', " and "));
        if key.is_empty() {
            return None;
        }
        STATES
            .iter()
            .find(|(_, n)| name_key(n) == key)
            .map(|(c, _)| IndianState(*c))
            .or_else(|| {
                ALIASES
                    .iter()
                    .find(|(a, _)| *a == key)
                    .map(|(_, c)| IndianState(*c))
            })
    }

    /// The two-digit GST state code (`"27"`).
    pub fn code(self) -> String {
        format!("{:02}", self.0)
    }

    /// The official name.
    pub fn name(self) -> &'static str {
        STATES
            .iter()
            .find(|(c, _)| *c == self.0)
            .map(|(_, n)| *n)
            .unwrap_or("")
    }
}

impl Serialize for IndianState {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for IndianState {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        IndianState::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown state code {code:?}")))
    }
}

impl utoipa::PartialSchema for IndianState {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .enum_values(Some(IndianState::all().map(IndianState::code)))
            .description(Some(
                "Two-digit GST state code of an Indian state or union territory.",
            ))
            .into()
    }
}

impl utoipa::ToSchema for IndianState {}

/// Why a GSTIN was refused (the message is for the shop owner).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GstinError {
    /// Not 15 characters.
    #[error("A GSTIN has 15 characters.")]
    Length,
    /// The first two digits are no state code.
    #[error("A GSTIN starts with a two-digit state code such as 27 for Maharashtra.")]
    StateCode,
    /// Characters 3–12 are not a PAN (5 letters, 4 digits, 1 letter).
    #[error("Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits and a letter.")]
    Pan,
    /// Character 13 or 14 is wrong.
    #[error("Characters 13 and 14 of a GSTIN are a registration number (1-9 or A-Z) and Z.")]
    Format,
    /// The check character does not match.
    #[error("This GSTIN's check character is wrong: please check for a typo.")]
    Checksum,
}

/// A GST identification number: state code, PAN, registration number, `Z`, check character.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Gstin(String);

const BASE36: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The check character of the first 14 characters of a GSTIN (upper case): each character's
/// base-36 value times a factor alternating 1, 2, with the product's base-36 digits summed.
fn gstin_check_char(first14: &[u8]) -> Option<char> {
    let mut sum = 0u32;
    for (i, b) in first14.iter().enumerate() {
        let v = BASE36.iter().position(|c| c == b)? as u32;
        let p = v * if i % 2 == 0 { 1 } else { 2 };
        sum += p / 36 + p % 36;
    }
    Some(BASE36[((36 - sum % 36) % 36) as usize] as char)
}

impl Gstin {
    /// Parses a GSTIN (spaces ignored, letters upper-cased), checking the state code, the PAN
    /// pattern, the 13th and 14th characters and the check character.
    pub fn parse(s: &str) -> Result<Self, GstinError> {
        let t: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let b = t.as_bytes();
        if b.len() != 15 || !t.is_ascii() {
            return Err(GstinError::Length);
        }
        if IndianState::from_code(&t[..2]).is_none() {
            return Err(GstinError::StateCode);
        }
        let pan = &b[2..12];
        let pan_ok = pan[..5].iter().all(u8::is_ascii_uppercase)
            && pan[5..9].iter().all(u8::is_ascii_digit)
            && pan[9].is_ascii_uppercase();
        if !pan_ok {
            return Err(GstinError::Pan);
        }
        if !(b[12].is_ascii_uppercase() || (b'1'..=b'9').contains(&b[12])) || b[13] != b'Z' {
            return Err(GstinError::Format);
        }
        match gstin_check_char(&b[..14]) {
            Some(c) if c as u8 == b[14] => Ok(Gstin(t)),
            _ => Err(GstinError::Checksum),
        }
    }

    /// The 15 characters.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The state it is registered in.
    pub fn state(&self) -> IndianState {
        IndianState::from_code(&self.0[..2]).expect("checked when parsed")
    }
}

/// An invoice number prefix: 1 to 3 letters or digits, upper case (`TK`), so that a number
/// with it stays within GST's 16 characters (`ABC/26-27/000123`). Prefixes of 4 chosen before
/// that rule still read ([`InvoicePrefix::stored`]); their numbers have five digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InvoicePrefix(String);

/// Most characters in an invoice number (CGST Rules, rule 46(b)).
pub const MAX_INVOICE_NUMBER_LEN: usize = 16;

impl InvoicePrefix {
    /// The shop's default prefix.
    pub fn default_prefix() -> Self {
        InvoicePrefix("TK".into())
    }

    /// Parses a new prefix (trimmed, upper-cased); None unless 1–3 ASCII letters or digits.
    pub fn parse(s: &str) -> Option<Self> {
        Self::stored(s).filter(|p| p.0.len() <= 3)
    }

    /// A prefix as stored: also the 4-character prefixes that shops chose before the limit.
    pub fn stored(s: &str) -> Option<Self> {
        let t = s.trim().to_ascii_uppercase();
        (!t.is_empty() && t.len() <= 4 && t.bytes().all(|b| b.is_ascii_alphanumeric()))
            .then_some(InvoicePrefix(t))
    }

    /// The prefix.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An Indian financial year, April to March, named by the calendar year it starts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FinancialYear(i64);

impl FinancialYear {
    /// The financial year an instant (Unix ms) falls in, on the IST calendar: 1 April 00:00
    /// IST starts a new one.
    pub fn of(ms: i64) -> Self {
        let date = crate::calendar::ist_date(ms);
        let year: i64 = date[..4].parse().unwrap_or(1970);
        let month: i64 = date[5..7].parse().unwrap_or(1);
        FinancialYear(if month >= 4 { year } else { year - 1 })
    }

    /// The year it starts in (2026 for 2026-27).
    pub fn start_year(self) -> i64 {
        self.0
    }

    /// `2026-27`.
    pub fn label(self) -> String {
        format!("{}-{:02}", self.0, (self.0 + 1) % 100)
    }

    /// `26-27`, as invoice numbers write it.
    pub fn short_label(self) -> String {
        format!("{:02}-{:02}", self.0 % 100, (self.0 + 1) % 100)
    }

    /// When it starts (1 April 00:00 IST), Unix ms.
    pub fn starts_at(self) -> i64 {
        crate::calendar::ist_day_start(&format!("{:04}-04-01", self.0)).unwrap_or(0)
    }
}

/// `TK/26-27/000123`: prefix, financial year, the year's sequence number — six digits (five
/// after a 4-character prefix), so the number has at most [`MAX_INVOICE_NUMBER_LEN`]
/// characters up to 999,999 invoices a year (99,999 after a 4-character prefix). Numbers issued
/// before this format (`TK/2026-27/000123`) keep theirs; the series goes on counting.
pub fn invoice_number(prefix: &InvoicePrefix, fy: FinancialYear, seq: i64) -> String {
    let width = if prefix.as_str().len() > 3 { 5 } else { 6 };
    format!("{}/{}/{seq:0width$}", prefix.as_str(), fy.short_label())
}

/// The file name of an invoice's PDF: `TK-26-27-000123.pdf`.
pub fn invoice_file_name(number: &str) -> String {
    let safe: String = number
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("{safe}.pdf")
}

/// Whether a supply stays within the seller's state (CGST + SGST) or crosses into another
/// (IGST).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Supply {
    /// Place of supply in the seller's state.
    IntraState,
    /// Place of supply in another state, or not known.
    InterState,
}

impl Supply {
    /// Intra-state when the place of supply is the seller's state; an unrecognised place of
    /// supply counts as inter-state (IGST).
    pub fn between(seller: IndianState, place_of_supply: Option<IndianState>) -> Self {
        if place_of_supply == Some(seller) {
            Supply::IntraState
        } else {
            Supply::InterState
        }
    }

    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Supply::IntraState => "intra",
            Supply::InterState => "inter",
        }
    }

    /// From the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "intra" => Some(Supply::IntraState),
            "inter" => Some(Supply::InterState),
            _ => None,
        }
    }
}

/// One line's tax, all in paise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LineTax {
    /// Value before tax.
    pub taxable: Money,
    /// Central tax (intra-state).
    pub cgst: Money,
    /// State tax (intra-state).
    pub sgst: Money,
    /// Integrated tax (inter-state).
    pub igst: Money,
    /// What was paid: taxable + cgst + sgst + igst.
    pub total: Money,
}

impl LineTax {
    /// The sums of several lines' values and taxes (a document's totals).
    pub fn add_up<'a>(lines: impl IntoIterator<Item = &'a LineTax>) -> LineTax {
        lines.into_iter().fold(LineTax::default(), |t, l| LineTax {
            taxable: Money::from_paise(t.taxable.paise() + l.taxable.paise()),
            cgst: Money::from_paise(t.cgst.paise() + l.cgst.paise()),
            sgst: Money::from_paise(t.sgst.paise() + l.sgst.paise()),
            igst: Money::from_paise(t.igst.paise() + l.igst.paise()),
            total: Money::from_paise(t.total.paise() + l.total.paise()),
        })
    }

    /// All tax of the line.
    pub fn tax(&self) -> Money {
        Money::from_paise(self.cgst.paise() + self.sgst.paise() + self.igst.paise())
    }
}

/// `num / den` rounded half up, for non-negative `num` and positive `den`.
fn div_round(num: i64, den: i64) -> i64 {
    (2 * num + den) / (2 * den)
}

/// Splits a tax-inclusive amount into taxable value and tax (see the module's rounding rule).
pub fn split_inclusive(total: Money, rate: GstRate, supply: Supply) -> LineTax {
    let t = total.paise().max(0);
    let r = rate.percent();
    match supply {
        Supply::InterState => {
            let taxable = div_round(t * 100, 100 + r);
            LineTax {
                taxable: Money::from_paise(taxable),
                igst: Money::from_paise(t - taxable),
                total: Money::from_paise(t),
                ..LineTax::default()
            }
        }
        Supply::IntraState => {
            let half = div_round(t * r, 2 * (100 + r));
            LineTax {
                taxable: Money::from_paise(t - 2 * half),
                cgst: Money::from_paise(half),
                sgst: Money::from_paise(half),
                total: Money::from_paise(t),
                ..LineTax::default()
            }
        }
    }
}

/// The rate of the delivery charge: delivery by the seller is part of a composite supply whose
/// principal supply is the goods, so it takes the goods' rate; with goods at several rates it
/// takes the highest (as a mixed supply would). An order of exempt fruit has exempt delivery.
pub fn delivery_rate(goods: impl IntoIterator<Item = GstRate>) -> GstRate {
    goods.into_iter().max().unwrap_or_default()
}

/// Which document a sale gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InvoiceKind {
    /// A GST-registered seller supplying taxable goods (exempt lines may appear on it too).
    TaxInvoice,
    /// A GST-registered seller supplying only exempt goods (CGST rule 49).
    BillOfSupply,
    /// A seller without a GSTIN: no GST is charged or shown.
    Invoice,
}

impl InvoiceKind {
    /// The document for a sale: without a GSTIN a plain invoice; with one, a tax invoice when
    /// any line is taxed, else a bill of supply.
    pub fn for_sale(registered: bool, any_taxed_line: bool) -> Self {
        match (registered, any_taxed_line) {
            (false, _) => InvoiceKind::Invoice,
            (true, true) => InvoiceKind::TaxInvoice,
            (true, false) => InvoiceKind::BillOfSupply,
        }
    }

    /// The document's title.
    pub fn title(self) -> &'static str {
        match self {
            InvoiceKind::TaxInvoice => "TAX INVOICE",
            InvoiceKind::BillOfSupply => "BILL OF SUPPLY",
            InvoiceKind::Invoice => "INVOICE",
        }
    }

    /// Stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            InvoiceKind::TaxInvoice => "tax_invoice",
            InvoiceKind::BillOfSupply => "bill_of_supply",
            InvoiceKind::Invoice => "invoice",
        }
    }

    /// From the stored name.
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "tax_invoice" => Some(InvoiceKind::TaxInvoice),
            "bill_of_supply" => Some(InvoiceKind::BillOfSupply),
            "invoice" => Some(InvoiceKind::Invoice),
            _ => None,
        }
    }
}

/// An amount without the rupee sign, with Indian grouping: `1,00,000.00` (for documents whose
/// fonts have no ₹).
pub fn rupees_plain(m: Money) -> String {
    m.to_string().replacen('₹', "", 1)
}

const ONES: [&str; 20] = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
];
const TENS: [&str; 10] = [
    "", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety",
];

/// 1..=99 in words.
fn two_digits(n: u64) -> String {
    match n {
        0..=19 => ONES[n as usize].to_string(),
        _ if n.is_multiple_of(10) => TENS[(n / 10) as usize].to_string(),
        _ => format!("{} {}", TENS[(n / 10) as usize], ONES[(n % 10) as usize]),
    }
}

/// A whole number in Indian words: crore, lakh, thousand, hundred (`1,23,45,678` → "One Crore
/// Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight"). Above 99 crore the
/// crores are themselves read in Indian words ("One Hundred Crore").
pub fn number_in_words(n: u64) -> String {
    if n == 0 {
        return ONES[0].to_string();
    }
    let mut parts = Vec::new();
    let crore = n / 10_000_000;
    let rest = n % 10_000_000;
    if crore > 0 {
        parts.push(format!("{} Crore", number_in_words(crore)));
    }
    for (unit, name) in [(100_000, "Lakh"), (1_000, "Thousand"), (100, "Hundred")] {
        let q = (rest / unit) % if unit == 100 { 10 } else { 100 };
        if q > 0 {
            parts.push(format!("{} {name}", two_digits(q)));
        }
    }
    if !rest.is_multiple_of(100) {
        parts.push(two_digits(rest % 100));
    }
    parts.join(" ")
}

/// An amount in words as Indian invoices write it: "Rupees One Lakh Twenty Three Thousand Four
/// Hundred Fifty Six and Seventy Eight Paise Only"; "Rupees Zero Only" for nothing.
pub fn amount_in_words(m: Money) -> String {
    let paise = m.paise().unsigned_abs();
    let rupees = number_in_words(paise / 100);
    match paise % 100 {
        0 => format!("Rupees {rupees} Only"),
        p => format!("Rupees {rupees} and {} Paise Only", two_digits(p)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rs(paise: i64) -> Money {
        Money::from_paise(paise)
    }

    #[test]
    fn gst_rates_are_the_five_slabs() {
        assert_eq!(GstRate::from_percent(18), Some(GstRate::Eighteen));
        assert_eq!(GstRate::from_percent(0), Some(GstRate::Zero));
        assert_eq!(GstRate::from_percent(3), None);
        assert_eq!(GstRate::from_percent(40), None);
        assert_eq!(serde_json::to_string(&GstRate::Twelve).unwrap(), "12");
        assert_eq!(
            serde_json::from_str::<GstRate>("28").unwrap(),
            GstRate::TwentyEight
        );
        assert!(serde_json::from_str::<GstRate>("7").is_err());
    }

    #[test]
    fn hsn_codes_are_4_6_or_8_digits() {
        assert_eq!(HsnCode::parse("0804 50 20").unwrap().as_str(), "08045020");
        assert_eq!(HsnCode::parse("0808").unwrap().as_str(), "0808");
        assert_eq!(HsnCode::parse("0813.50").unwrap().as_str(), "081350");
        for bad in ["", "080", "08045", "0804502A", "00123456", "123456789"] {
            assert!(HsnCode::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn gstins_are_checked_for_state_pan_and_check_character() {
        // Published sample GSTINs with correct check characters.
        for good in ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", " 27aapfu0939f1zv "] {
            assert!(Gstin::parse(good).is_ok(), "{good}");
        }
        let g = Gstin::parse("27AAPFU0939F1ZV").unwrap();
        assert_eq!(g.state(), IndianState::from_code("27").unwrap());
        assert_eq!(g.as_str(), "27AAPFU0939F1ZV");
        assert_eq!(Gstin::parse("27AAPFU0939F1Z"), Err(GstinError::Length));
        assert_eq!(Gstin::parse("99AAPFU0939F1ZV"), Err(GstinError::StateCode));
        assert_eq!(Gstin::parse("25AAPFU0939F1ZV"), Err(GstinError::StateCode));
        assert_eq!(Gstin::parse("27AAPF10939F1ZV"), Err(GstinError::Pan));
        assert_eq!(Gstin::parse("27AAPFU0939F0ZV"), Err(GstinError::Format));
        assert_eq!(Gstin::parse("27AAPFU0939F1YV"), Err(GstinError::Format));
        assert_eq!(Gstin::parse("27AAPFU0939F1ZW"), Err(GstinError::Checksum));
        assert_eq!(Gstin::parse("27AAPFU0939F1ZV₹"), Err(GstinError::Length));
    }

    #[test]
    fn states_are_found_by_code_name_or_common_spelling() {
        assert_eq!(IndianState::all().count(), 36);
        let mh = IndianState::from_code("27").unwrap();
        assert_eq!(mh.name(), "Maharashtra");
        assert_eq!(mh.code(), "27");
        assert_eq!(IndianState::from_name(" maharashtra "), Some(mh));
        assert_eq!(IndianState::from_name("27"), Some(mh));
        assert_eq!(IndianState::from_name("Orissa").unwrap().code(), "21");
        assert_eq!(IndianState::from_name("NCT of Delhi").unwrap().code(), "07");
        assert_eq!(IndianState::from_name("New Delhi").unwrap().code(), "07");
        assert_eq!(
            IndianState::from_name("Jammu & Kashmir").unwrap().code(),
            "01"
        );
        assert_eq!(IndianState::from_name("Tamil Nadu").unwrap().code(), "33");
        assert_eq!(
            IndianState::from_name("Andhra Pradesh").unwrap().code(),
            "37"
        );
        assert_eq!(IndianState::from_code("28"), None);
        assert_eq!(IndianState::from_code("7"), None);
        assert_eq!(IndianState::from_name("Atlantis"), None);
        assert_eq!(IndianState::from_name(""), None);
    }

    #[test]
    fn the_financial_year_turns_on_1_april_ist() {
        // 2027-03-31 23:59:59 IST is 2027-03-31 18:29:59 UTC.
        let last = FinancialYear::of(1_806_517_799_000);
        assert_eq!(last.label(), "2026-27");
        // One second later it is 1 April in India, still 31 March in UTC.
        let first = FinancialYear::of(1_806_517_800_000);
        assert_eq!(first.label(), "2027-28");
        assert_eq!(first.starts_at(), 1_806_517_800_000);
        assert_eq!(FinancialYear::of(0).label(), "1969-70");
        assert_eq!(FinancialYear(2099).label(), "2099-00");
    }

    #[test]
    fn invoice_numbers_and_file_names() {
        let p = InvoicePrefix::parse(" tk ").unwrap();
        assert_eq!(p.as_str(), "TK");
        let fy = FinancialYear(2026);
        assert_eq!(invoice_number(&p, fy, 123), "TK/26-27/000123");
        assert_eq!(
            invoice_number(&p, FinancialYear(2099), 7),
            "TK/99-00/000007"
        );
        // Every allowed prefix keeps the year's first 999,999 numbers within 16 characters.
        for prefix in ["T", "TK", "BLR"] {
            let p = InvoicePrefix::parse(prefix).unwrap();
            for seq in [1, 999_999] {
                let n = invoice_number(&p, fy, seq);
                assert!(n.len() <= MAX_INVOICE_NUMBER_LEN, "{n}");
            }
        }
        // A 4-character prefix chosen before the limit still reads, with five digits.
        assert!(InvoicePrefix::parse("BLR1").is_none());
        let old = InvoicePrefix::stored("blr1").unwrap();
        assert_eq!(invoice_number(&old, fy, 42), "BLR1/26-27/00042");
        assert_eq!(
            invoice_number(&old, fy, 99_999).len(),
            MAX_INVOICE_NUMBER_LEN
        );
        assert_eq!(
            invoice_file_name("TK/2026-27/000123"),
            "TK-2026-27-000123.pdf"
        );
        for bad in ["", "TOKRI", "TOKR", "T/K", "टी"] {
            assert!(InvoicePrefix::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn inter_state_lines_split_into_taxable_value_and_igst() {
        // ₹549 at 5 %: 54900 × 100 / 105 = 52285.71… → 52286; IGST 2614.
        let t = split_inclusive(rs(54_900), GstRate::Five, Supply::InterState);
        assert_eq!((t.taxable, t.igst), (rs(52_286), rs(2_614)));
        assert_eq!((t.cgst, t.sgst), (Money::ZERO, Money::ZERO));
        // ₹118 at 18 % is exactly ₹100 + ₹18.
        let t = split_inclusive(rs(11_800), GstRate::Eighteen, Supply::InterState);
        assert_eq!((t.taxable, t.igst), (rs(10_000), rs(1_800)));
        // Half a paisa rounds up: 21 × 100 / 105 = 20; 1 paise × 100/112 = 0.89 → 1.
        let t = split_inclusive(rs(1), GstRate::Twelve, Supply::InterState);
        assert_eq!((t.taxable, t.igst), (rs(1), rs(0)));
    }

    #[test]
    fn intra_state_lines_split_tax_into_equal_cgst_and_sgst() {
        // ₹549 at 5 %: half = 54900 × 5 / 210 = 1307.14 → 1307 each; taxable 52286.
        let t = split_inclusive(rs(54_900), GstRate::Five, Supply::IntraState);
        assert_eq!(
            (t.taxable, t.cgst, t.sgst),
            (rs(52_286), rs(1_307), rs(1_307))
        );
        // An odd paisa of tax goes to the taxable value, never to one of the halves: ₹1 at
        // 18 % → half = 100 × 18 / 236 = 7.63 → 8 each, taxable 84.
        let t = split_inclusive(rs(100), GstRate::Eighteen, Supply::IntraState);
        assert_eq!((t.taxable, t.cgst, t.sgst), (rs(84), rs(8), rs(8)));
        assert_eq!(t.igst, Money::ZERO);
    }

    #[test]
    fn every_split_adds_up_to_what_was_paid() {
        for rate in GstRate::ALL {
            for supply in [Supply::IntraState, Supply::InterState] {
                for paise in (0..5_000).chain([99_999, 1_234_567, 1_000_000_000]) {
                    let t = split_inclusive(rs(paise), rate, supply);
                    assert_eq!(
                        t.taxable.paise() + t.tax().paise(),
                        paise,
                        "{paise} {rate:?} {supply:?}"
                    );
                    assert_eq!(t.total, rs(paise));
                    assert_eq!(t.cgst, t.sgst);
                    assert!(t.taxable.paise() >= 0);
                    // Within a paisa or two of the exact tax.
                    let exact =
                        paise as f64 * rate.percent() as f64 / (100 + rate.percent()) as f64;
                    assert!((t.tax().paise() as f64 - exact).abs() <= 1.0);
                }
            }
        }
    }

    #[test]
    fn exempt_lines_carry_no_tax() {
        let t = split_inclusive(rs(89_900), GstRate::Zero, Supply::IntraState);
        assert_eq!(t.taxable, rs(89_900));
        assert_eq!(t.tax(), Money::ZERO);
    }

    #[test]
    fn delivery_takes_the_highest_rate_of_the_goods() {
        assert_eq!(delivery_rate([]), GstRate::Zero);
        assert_eq!(delivery_rate([GstRate::Zero, GstRate::Zero]), GstRate::Zero);
        assert_eq!(
            delivery_rate([GstRate::Zero, GstRate::Eighteen, GstRate::Five]),
            GstRate::Eighteen
        );
    }

    #[test]
    fn supply_is_intra_state_only_in_the_sellers_state() {
        let mh = IndianState::from_code("27").unwrap();
        let ka = IndianState::from_code("29").unwrap();
        assert_eq!(Supply::between(mh, Some(mh)), Supply::IntraState);
        assert_eq!(Supply::between(mh, Some(ka)), Supply::InterState);
        assert_eq!(Supply::between(mh, None), Supply::InterState);
    }

    #[test]
    fn the_document_follows_registration_and_taxed_lines() {
        assert_eq!(InvoiceKind::for_sale(true, true).title(), "TAX INVOICE");
        assert_eq!(InvoiceKind::for_sale(true, false).title(), "BILL OF SUPPLY");
        assert_eq!(InvoiceKind::for_sale(false, true).title(), "INVOICE");
        for k in [
            InvoiceKind::TaxInvoice,
            InvoiceKind::BillOfSupply,
            InvoiceKind::Invoice,
        ] {
            assert_eq!(InvoiceKind::parse(k.as_str()), Some(k));
        }
    }

    #[test]
    fn amounts_print_without_the_rupee_sign_in_indian_groups() {
        assert_eq!(rupees_plain(rs(10_000_000)), "1,00,000.00");
        assert_eq!(rupees_plain(rs(5)), "0.05");
    }

    #[test]
    fn numbers_read_in_lakh_and_crore() {
        assert_eq!(number_in_words(0), "Zero");
        assert_eq!(number_in_words(7), "Seven");
        assert_eq!(number_in_words(40), "Forty");
        assert_eq!(number_in_words(119), "One Hundred Nineteen");
        assert_eq!(number_in_words(1_000), "One Thousand");
        assert_eq!(number_in_words(2_118), "Two Thousand One Hundred Eighteen");
        assert_eq!(number_in_words(100_000), "One Lakh");
        assert_eq!(
            number_in_words(1_234_567),
            "Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven"
        );
        assert_eq!(
            number_in_words(12_345_678),
            "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight"
        );
        assert_eq!(number_in_words(1_000_000_000), "One Hundred Crore");
        assert_eq!(number_in_words(100_100_005), "Ten Crore One Lakh Five");
    }

    #[test]
    fn amounts_in_words_name_rupees_and_paise() {
        assert_eq!(amount_in_words(rs(0)), "Rupees Zero Only");
        assert_eq!(
            amount_in_words(rs(89_950)),
            "Rupees Eight Hundred Ninety Nine and Fifty Paise Only"
        );
        assert_eq!(amount_in_words(rs(10_000_000)), "Rupees One Lakh Only");
        assert_eq!(amount_in_words(rs(5)), "Rupees Zero and Five Paise Only");
    }
}
