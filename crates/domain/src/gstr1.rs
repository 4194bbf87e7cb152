//! GSTR-1 (issue 24): a month's outward supplies, from the invoices and credit notes as they
//! were issued, in the JSON layout the GST portal's offline tool imports, and as tables for
//! people.
//!
//! Where each document goes:
//! - an invoice to a buyer with a GSTIN is **B2B** (table 4), listed invoice by invoice under
//!   the buyer's GSTIN;
//! - an inter-state invoice to an unregistered buyer worth more than ₹1,00,000 is **B2C large**
//!   (table 5), listed invoice by invoice under its place of supply;
//! - every other invoice is **B2C small** (table 7): summed by supply type, place of supply and
//!   rate, net of the credit notes issued against such invoices in the month;
//! - the exempt lines (GST 0 %, fresh fruit) of every invoice are **exempt supplies** (table 8),
//!   by B2B or B2C and intra- or inter-state, net of their credit notes; B2B and B2C large list
//!   only their taxed lines (the invoice value stays the whole invoice's);
//! - a credit note against a B2B invoice is **CDNR** (table 9B, under the buyer's GSTIN); one
//!   against a B2C large invoice is **CDNUR** (`B2CL`);
//! - the **HSN summary** (table 12) sums every line by HSN code and rate, split into B2B and
//!   B2C tabs (the layout from May 2025), net of credit notes;
//! - the **document summary** (table 13) gives each series' first and last number, how many
//!   were issued and how many numbers in that range are missing (cancelled).
//!
//! Amounts are rupees with two decimals, computed from the paise stored on the documents: each
//! table adds up to the paisa what the invoices and credit notes say.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::calendar::{ist_date, ist_day_start};
use crate::money::Money;
use crate::tax::{GstRate, IndianState, LineTax, Supply};

/// An inter-state invoice to an unregistered buyer above this value is B2C large (₹1,00,000
/// since August 2024).
pub const B2CL_ABOVE: Money = Money::from_rupees(100_000);

/// The offline tool's schema version this layout follows.
pub const VERSION: &str = "GST3.2.1";

/// A return period: one calendar month.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    year: i64,
    month: i64,
}

impl Period {
    /// `2026-11`; None for anything else (months from 2017, when GST began, to 9999).
    pub fn parse(s: &str) -> Option<Period> {
        let (y, m) = s.trim().split_once('-')?;
        if y.len() != 4 || m.len() != 2 {
            return None;
        }
        let year: i64 = y.parse().ok()?;
        let month: i64 = m.parse().ok()?;
        ((2017..=9999).contains(&year) && (1..=12).contains(&month))
            .then_some(Period { year, month })
    }

    /// The portal's `fp`: `MMYYYY`.
    pub fn fp(self) -> String {
        format!("{:02}{:04}", self.month, self.year)
    }

    /// `2026-11`.
    pub fn label(self) -> String {
        format!("{:04}-{:02}", self.year, self.month)
    }

    /// The instants (Unix ms) the month starts and ends at, on India's clock: `[start, end)`.
    pub fn bounds(self) -> (i64, i64) {
        let start = ist_day_start(&format!("{:04}-{:02}-01", self.year, self.month))
            .expect("a checked month");
        let (ny, nm) = if self.month == 12 {
            (self.year + 1, 1)
        } else {
            (self.year, self.month + 1)
        };
        let end = ist_day_start(&format!("{ny:04}-{nm:02}-01")).expect("a checked month");
        (start, end)
    }
}

/// The portal's date: `dd-mm-yyyy` on India's clock.
pub fn portal_date(ms: i64) -> String {
    let d = ist_date(ms);
    format!("{}-{}-{}", &d[8..10], &d[5..7], &d[..4])
}

/// One line of an invoice or credit note, as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocLine {
    /// HSN or SAC code; empty when the product had none.
    pub hsn: String,
    /// What was sold.
    pub description: String,
    /// Units (for a credit note, the units given back; 0 for a refund of value alone).
    pub qty: i64,
    pub rate: GstRate,
    pub tax: LineTax,
}

/// An invoice of the month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invoice {
    /// `TK/26-27/000123`.
    pub number: String,
    /// Its series (prefix and financial year, `TK/26-27`) and place in it.
    pub series: String,
    pub seq: i64,
    pub issued_at: i64,
    /// The buyer's GSTIN, for a registered buyer.
    pub buyer_gstin: Option<String>,
    pub buyer_name: String,
    /// Where the supply was made; None when the address named no state we know.
    pub place_of_supply: Option<IndianState>,
    pub supply: Supply,
    pub lines: Vec<DocLine>,
    /// The invoice value.
    pub total: Money,
}

/// A credit note of the month, with the invoice it reduces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditNote {
    /// `TK/C/26-27/00001`.
    pub number: String,
    pub series: String,
    pub seq: i64,
    pub issued_at: i64,
    /// The invoice as issued (its lines are not needed).
    pub invoice: Invoice,
    pub lines: Vec<DocLine>,
    pub total: Money,
}

/// Which table an invoice (and its credit notes) belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    B2b,
    B2cLarge,
    B2cSmall,
}

/// The table of an invoice.
pub fn class_of(inv: &Invoice) -> Class {
    if inv.buyer_gstin.is_some() {
        Class::B2b
    } else if inv.supply == Supply::InterState && inv.total > B2CL_ABOVE {
        Class::B2cLarge
    } else {
        Class::B2cSmall
    }
}

/// The place of supply's code; `97` (Other Territory) when the address named no known state.
fn pos(inv: &Invoice) -> String {
    inv.place_of_supply
        .map(IndianState::code)
        .unwrap_or_else(|| "97".into())
}

/// Sums of values and tax, in paise (may go below zero once credit notes are netted).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sums {
    pub taxable: i64,
    pub igst: i64,
    pub cgst: i64,
    pub sgst: i64,
}

impl Sums {
    fn add(&mut self, t: &LineTax, sign: i64) {
        self.taxable += sign * t.taxable.paise();
        self.igst += sign * t.igst.paise();
        self.cgst += sign * t.cgst.paise();
        self.sgst += sign * t.sgst.paise();
    }

    fn plus(mut self, o: &Sums) -> Sums {
        self.taxable += o.taxable;
        self.igst += o.igst;
        self.cgst += o.cgst;
        self.sgst += o.sgst;
        self
    }

    fn is_zero(&self) -> bool {
        *self == Sums::default()
    }
}

/// Rupees as the portal's JSON number.
fn r(paise: i64) -> Value {
    json!((paise as f64) / 100.0)
}

/// The taxed lines of a document summed per rate, as the portal's items.
fn items(lines: &[DocLine], supply: Supply) -> Vec<Value> {
    let mut by_rate: BTreeMap<i64, Sums> = BTreeMap::new();
    for l in lines.iter().filter(|l| l.rate != GstRate::Zero) {
        by_rate.entry(l.rate.percent()).or_default().add(&l.tax, 1);
    }
    by_rate
        .into_iter()
        .enumerate()
        .map(|(i, (rt, s))| json!({"num": i + 1, "itm_det": item_detail(rt, &s, supply)}))
        .collect()
}

fn item_detail(rt: i64, s: &Sums, supply: Supply) -> Value {
    match supply {
        Supply::InterState => {
            json!({"rt": rt, "txval": r(s.taxable), "iamt": r(s.igst), "csamt": 0})
        }
        Supply::IntraState => json!({
            "rt": rt, "txval": r(s.taxable), "camt": r(s.cgst), "samt": r(s.sgst), "csamt": 0
        }),
    }
}

/// One row of the HSN summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HsnRow {
    pub b2b: bool,
    pub hsn: String,
    pub description: String,
    /// `NOS` for goods counted in units, `NA` for services (SAC 99…).
    pub uqc: &'static str,
    pub qty: i64,
    pub rate: i64,
    pub sums: Sums,
}

/// One row of the B2C small summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct B2csRow {
    pub supply: Supply,
    pub pos: String,
    pub rate: i64,
    pub sums: Sums,
}

/// One row of the exempt supplies table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NilRow {
    /// `INTRB2B`, `INTRAB2B`, `INTRB2C`, `INTRAB2C`.
    pub kind: &'static str,
    pub exempt: i64,
}

/// One series of the document summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocRange {
    /// 1: invoices for outward supply; 5: credit notes.
    pub doc_num: u8,
    pub from: String,
    pub to: String,
    pub issued: i64,
    pub cancelled: i64,
}

impl DocRange {
    pub fn doc_type(&self) -> &'static str {
        if self.doc_num == 1 {
            "Invoices for outward supply"
        } else {
            "Credit Note"
        }
    }
}

/// The month's return, worked out.
#[derive(Debug, Clone)]
pub struct Gstr1 {
    pub gstin: String,
    pub period: Period,
    pub invoices: Vec<Invoice>,
    pub credit_notes: Vec<CreditNote>,
    pub b2cs: Vec<B2csRow>,
    pub nil: Vec<NilRow>,
    pub hsn: Vec<HsnRow>,
    pub docs: Vec<DocRange>,
    /// What the owner should know before filing (lines without an HSN code).
    pub warnings: Vec<String>,
}

fn nil_kind(b2b: bool, supply: Supply) -> &'static str {
    match (b2b, supply) {
        (true, Supply::InterState) => "INTRB2B",
        (true, Supply::IntraState) => "INTRAB2B",
        (false, Supply::InterState) => "INTRB2C",
        (false, Supply::IntraState) => "INTRAB2C",
    }
}

fn uqc(hsn: &str) -> &'static str {
    if hsn.starts_with("99") { "NA" } else { "NOS" }
}

/// Works out the month's return from its documents (invoices and credit notes issued in it).
pub fn build(
    gstin: &str,
    period: Period,
    mut invoices: Vec<Invoice>,
    mut credit_notes: Vec<CreditNote>,
) -> Gstr1 {
    invoices.sort_by(|a, b| (&a.series, a.seq).cmp(&(&b.series, b.seq)));
    credit_notes.sort_by(|a, b| (&a.series, a.seq).cmp(&(&b.series, b.seq)));

    let mut b2cs: BTreeMap<(bool, String, i64), Sums> = BTreeMap::new();
    let mut nil: BTreeMap<&'static str, i64> = BTreeMap::new();
    let mut hsn: BTreeMap<(bool, String, i64), (String, i64, Sums)> = BTreeMap::new();
    let mut missing_hsn = 0usize;

    let mut add = |inv: &Invoice, lines: &[DocLine], sign: i64| {
        let class = class_of(inv);
        let b2b = class == Class::B2b;
        for l in lines {
            if l.rate == GstRate::Zero {
                *nil.entry(nil_kind(b2b, inv.supply)).or_default() += sign * l.tax.taxable.paise();
            } else if class == Class::B2cSmall {
                let key = (inv.supply == Supply::InterState, pos(inv), l.rate.percent());
                b2cs.entry(key).or_default().add(&l.tax, sign);
            }
            if l.hsn.is_empty() {
                missing_hsn += 1;
            }
            let row = hsn
                .entry((b2b, l.hsn.clone(), l.rate.percent()))
                .or_insert_with(|| (l.description.chars().take(30).collect(), 0, Sums::default()));
            if !l.hsn.starts_with("99") {
                row.1 += sign * l.qty;
            }
            row.2.add(&l.tax, sign);
        }
    };
    for inv in &invoices {
        add(inv, &inv.lines, 1);
    }
    for cn in &credit_notes {
        add(&cn.invoice, &cn.lines, -1);
    }

    let mut warnings = Vec::new();
    if missing_hsn > 0 {
        warnings.push(format!(
            "{missing_hsn} line(s) have no HSN code: set it on the product (Admin → Products) for the invoices to come; the portal asks for one on every row of the HSN summary."
        ));
    }
    Gstr1 {
        gstin: gstin.to_string(),
        period,
        b2cs: b2cs
            .into_iter()
            .filter(|(_, s)| !s.is_zero())
            .map(|((inter, pos, rate), sums)| B2csRow {
                supply: if inter {
                    Supply::InterState
                } else {
                    Supply::IntraState
                },
                pos,
                rate,
                sums,
            })
            .collect(),
        nil: nil
            .into_iter()
            .filter(|(_, v)| *v != 0)
            .map(|(kind, exempt)| NilRow { kind, exempt })
            .collect(),
        hsn: hsn
            .into_iter()
            .filter(|(_, (_, q, s))| *q != 0 || !s.is_zero())
            .map(|((b2b, code, rate), (description, qty, sums))| HsnRow {
                b2b,
                uqc: uqc(&code),
                hsn: code,
                description,
                qty,
                rate,
                sums,
            })
            .collect(),
        docs: ranges(1, invoices.iter().map(|i| (&i.series, i.seq, &i.number)))
            .into_iter()
            .chain(ranges(
                5,
                credit_notes.iter().map(|c| (&c.series, c.seq, &c.number)),
            ))
            .collect(),
        invoices,
        credit_notes,
        warnings,
    }
}

/// Each series' range: first and last number, how many issued, how many missing between.
fn ranges<'a>(
    doc_num: u8,
    docs: impl Iterator<Item = (&'a String, i64, &'a String)>,
) -> Vec<DocRange> {
    let mut out: Vec<(String, i64, i64, DocRange)> = Vec::new();
    for (series, seq, number) in docs {
        match out.last_mut() {
            Some((s, _, last, range)) if s == series => {
                *last = seq;
                range.to = number.clone();
                range.issued += 1;
            }
            _ => out.push((
                series.clone(),
                seq,
                seq,
                DocRange {
                    doc_num,
                    from: number.clone(),
                    to: number.clone(),
                    issued: 1,
                    cancelled: 0,
                },
            )),
        }
    }
    out.into_iter()
        .map(|(_, first, last, mut range)| {
            range.cancelled = (last - first + 1) - range.issued;
            range
        })
        .collect()
}

/// One table of the return at a glance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Its CSV's name ([`TABLES`]).
    pub table: &'static str,
    pub title: &'static str,
    /// Documents listed (B2B, B2C large, credit notes) or summary rows.
    pub rows: usize,
    /// Its sums (credit notes count positive in their own tables).
    pub sums: Sums,
}

/// The taxed lines' sums over documents.
fn taxed<'a>(docs: impl Iterator<Item = &'a [DocLine]>) -> Sums {
    let mut sums = Sums::default();
    for l in docs.flatten().filter(|l| l.rate != GstRate::Zero) {
        sums.add(&l.tax, 1);
    }
    sums
}

impl Gstr1 {
    /// Each table, in the offline tool's order, with its rows and sums.
    pub fn sections(&self) -> Vec<Section> {
        let section = |table, title, rows, sums| Section {
            table,
            title,
            rows,
            sums,
        };
        vec![
            section(
                "b2b",
                "B2B invoices (table 4A)",
                self.b2b().count(),
                taxed(self.b2b().map(|i| i.lines.as_slice())),
            ),
            section(
                "b2cl",
                "B2C large invoices (table 5)",
                self.b2cl().count(),
                taxed(self.b2cl().map(|i| i.lines.as_slice())),
            ),
            section(
                "b2cs",
                "B2C small, net (table 7)",
                self.b2cs.len(),
                self.b2cs
                    .iter()
                    .fold(Sums::default(), |t, b| t.plus(&b.sums)),
            ),
            section(
                "cdnr",
                "Credit notes to registered buyers (table 9B)",
                self.cdnr().count(),
                taxed(self.cdnr().map(|c| c.lines.as_slice())),
            ),
            section(
                "cdnur",
                "Credit notes to unregistered buyers (table 9B)",
                self.cdnur().count(),
                taxed(self.cdnur().map(|c| c.lines.as_slice())),
            ),
            section(
                "exemp",
                "Exempt supplies, net (table 8)",
                self.nil.len(),
                Sums {
                    taxable: self.nil.iter().map(|n| n.exempt).sum(),
                    ..Sums::default()
                },
            ),
            section(
                "hsn",
                "HSN summary, net (table 12)",
                self.hsn.len(),
                self.hsn_totals(),
            ),
            section(
                "docs",
                "Documents issued (table 13)",
                self.docs.len(),
                Sums::default(),
            ),
        ]
    }

    /// The B2B invoices.
    pub fn b2b(&self) -> impl Iterator<Item = &Invoice> {
        self.invoices.iter().filter(|i| class_of(i) == Class::B2b)
    }

    /// The B2C large invoices.
    pub fn b2cl(&self) -> impl Iterator<Item = &Invoice> {
        self.invoices
            .iter()
            .filter(|i| class_of(i) == Class::B2cLarge)
    }

    /// Credit notes to registered buyers.
    pub fn cdnr(&self) -> impl Iterator<Item = &CreditNote> {
        self.credit_notes
            .iter()
            .filter(|c| class_of(&c.invoice) == Class::B2b)
    }

    /// Credit notes against B2C large invoices.
    pub fn cdnur(&self) -> impl Iterator<Item = &CreditNote> {
        self.credit_notes
            .iter()
            .filter(|c| class_of(&c.invoice) == Class::B2cLarge)
    }

    /// Sums of the HSN summary: the month's supplies net of its credit notes.
    pub fn hsn_totals(&self) -> Sums {
        self.hsn
            .iter()
            .fold(Sums::default(), |t, h| t.plus(&h.sums))
    }

    /// The JSON the offline tool imports.
    pub fn to_portal_json(&self) -> Value {
        let invoice_json = |i: &Invoice| {
            json!({
                "inum": i.number, "idt": portal_date(i.issued_at), "val": r(i.total.paise()),
                "pos": pos(i), "rchrg": "N", "inv_typ": "R", "itms": items(&i.lines, i.supply),
            })
        };
        let mut b2b: BTreeMap<&str, Vec<Value>> = BTreeMap::new();
        for i in self
            .b2b()
            .filter(|i| i.lines.iter().any(|l| l.rate != GstRate::Zero))
        {
            b2b.entry(i.buyer_gstin.as_deref().unwrap_or_default())
                .or_default()
                .push(invoice_json(i));
        }
        let mut b2cl: BTreeMap<String, Vec<Value>> = BTreeMap::new();
        for i in self.b2cl() {
            b2cl.entry(pos(i)).or_default().push(json!({
                "inum": i.number, "idt": portal_date(i.issued_at), "val": r(i.total.paise()),
                "itms": items(&i.lines, i.supply),
            }));
        }
        let mut cdnr: BTreeMap<&str, Vec<Value>> = BTreeMap::new();
        for c in self.cdnr() {
            cdnr.entry(c.invoice.buyer_gstin.as_deref().unwrap_or_default())
                .or_default()
                .push(json!({
                    "ntty": "C", "nt_num": c.number, "nt_dt": portal_date(c.issued_at),
                    "val": r(c.total.paise()), "pos": pos(&c.invoice), "rchrg": "N", "inv_typ": "R",
                    "itms": items(&c.lines, c.invoice.supply),
                }));
        }
        let cdnur: Vec<Value> = self
            .cdnur()
            .map(|c| {
                json!({
                    "typ": "B2CL", "ntty": "C", "nt_num": c.number, "nt_dt": portal_date(c.issued_at),
                    "val": r(c.total.paise()), "pos": pos(&c.invoice), "itms": items(&c.lines, c.invoice.supply),
                })
            })
            .collect();
        let hsn_rows = |b2b: bool| -> Vec<Value> {
            self.hsn
                .iter()
                .filter(|h| h.b2b == b2b)
                .enumerate()
                .map(|(n, h)| {
                    json!({
                        "num": n + 1, "hsn_sc": h.hsn, "desc": h.description, "uqc": h.uqc,
                        "qty": h.qty, "rt": h.rate, "txval": r(h.sums.taxable), "iamt": r(h.sums.igst),
                        "camt": r(h.sums.cgst), "samt": r(h.sums.sgst), "csamt": 0,
                    })
                })
                .collect()
        };
        let mut doc_det: Vec<Value> = Vec::new();
        for num in [1u8, 5] {
            let docs: Vec<Value> = self
                .docs
                .iter()
                .filter(|d| d.doc_num == num)
                .enumerate()
                .map(|(n, d)| {
                    json!({"num": n + 1, "from": d.from, "to": d.to, "totnum": d.issued + d.cancelled,
                           "cancel": d.cancelled, "net_issue": d.issued})
                })
                .collect();
            if !docs.is_empty() {
                let typ = if num == 1 {
                    "Invoices for outward supply"
                } else {
                    "Credit Note"
                };
                doc_det.push(json!({"doc_num": num, "doc_typ": typ, "docs": docs}));
            }
        }
        json!({
            "gstin": self.gstin,
            "fp": self.period.fp(),
            "version": VERSION,
            "hash": "hash",
            "b2b": b2b.into_iter().map(|(ctin, inv)| json!({"ctin": ctin, "inv": inv})).collect::<Vec<_>>(),
            "b2cl": b2cl.into_iter().map(|(pos, inv)| json!({"pos": pos, "inv": inv})).collect::<Vec<_>>(),
            "b2cs": self.b2cs.iter().map(|b| {
                let mut v = item_detail(b.rate, &b.sums, b.supply);
                v["sply_ty"] = json!(if b.supply == Supply::InterState { "INTER" } else { "INTRA" });
                v["pos"] = json!(b.pos);
                v["typ"] = json!("OE");
                v
            }).collect::<Vec<_>>(),
            "nil": {"inv": self.nil.iter().map(|n| json!({
                "sply_ty": n.kind, "expt_amt": r(n.exempt), "nil_amt": 0, "ngsup_amt": 0
            })).collect::<Vec<_>>()},
            "cdnr": cdnr.into_iter().map(|(ctin, nt)| json!({"ctin": ctin, "nt": nt})).collect::<Vec<_>>(),
            "cdnur": cdnur,
            "hsn": {"hsn_b2b": hsn_rows(true), "hsn_b2c": hsn_rows(false)},
            "doc_issue": {"doc_det": doc_det},
        })
    }

    /// One table for people, as CSV rows (the header first), in the offline tool's columns.
    /// None for a table it does not have.
    pub fn table(&self, name: &str) -> Option<Vec<Vec<String>>> {
        let rs = plain;
        let date = |ms: i64| {
            let d = ist_date(ms);
            let m = crate::calendar::MONTHS[d[5..7].parse::<usize>().unwrap_or(1).clamp(1, 12) - 1];
            format!("{}-{m}-{}", &d[8..10], &d[2..4])
        };
        let state = |i: &Invoice| {
            let code = pos(i);
            match IndianState::from_code(&code) {
                Some(s) => format!("{code}-{}", s.name()),
                None => format!("{code}-Other Territory"),
            }
        };
        let per_rate = |lines: &[DocLine]| {
            let mut by_rate: BTreeMap<i64, Sums> = BTreeMap::new();
            for l in lines.iter().filter(|l| l.rate != GstRate::Zero) {
                by_rate.entry(l.rate.percent()).or_default().add(&l.tax, 1);
            }
            by_rate
        };
        let h = |cols: &[&str]| cols.iter().map(|c| c.to_string()).collect::<Vec<_>>();
        let mut rows = Vec::new();
        match name {
            "b2b" => {
                rows.push(h(&[
                    "GSTIN/UIN of Recipient",
                    "Receiver Name",
                    "Invoice Number",
                    "Invoice date",
                    "Invoice Value",
                    "Place Of Supply",
                    "Reverse Charge",
                    "Applicable % of Tax Rate",
                    "Invoice Type",
                    "E-Commerce GSTIN",
                    "Rate",
                    "Taxable Value",
                    "Cess Amount",
                ]));
                for i in self.b2b() {
                    for (rt, s) in per_rate(&i.lines) {
                        rows.push(vec![
                            i.buyer_gstin.clone().unwrap_or_default(),
                            i.buyer_name.clone(),
                            i.number.clone(),
                            date(i.issued_at),
                            rs(i.total.paise()),
                            state(i),
                            "N".into(),
                            String::new(),
                            "Regular B2B".into(),
                            String::new(),
                            rt.to_string(),
                            rs(s.taxable),
                            "0.00".into(),
                        ]);
                    }
                }
            }
            "b2cl" => {
                rows.push(h(&[
                    "Invoice Number",
                    "Invoice date",
                    "Invoice Value",
                    "Place Of Supply",
                    "Applicable % of Tax Rate",
                    "Rate",
                    "Taxable Value",
                    "Cess Amount",
                    "E-Commerce GSTIN",
                ]));
                for i in self.b2cl() {
                    for (rt, s) in per_rate(&i.lines) {
                        rows.push(vec![
                            i.number.clone(),
                            date(i.issued_at),
                            rs(i.total.paise()),
                            state(i),
                            String::new(),
                            rt.to_string(),
                            rs(s.taxable),
                            "0.00".into(),
                            String::new(),
                        ]);
                    }
                }
            }
            "b2cs" => {
                rows.push(h(&[
                    "Type",
                    "Place Of Supply",
                    "Applicable % of Tax Rate",
                    "Rate",
                    "Taxable Value",
                    "Cess Amount",
                    "E-Commerce GSTIN",
                ]));
                for b in &self.b2cs {
                    let place = match IndianState::from_code(&b.pos) {
                        Some(s) => format!("{}-{}", b.pos, s.name()),
                        None => format!("{}-Other Territory", b.pos),
                    };
                    rows.push(vec![
                        "OE".into(),
                        place,
                        String::new(),
                        b.rate.to_string(),
                        rs(b.sums.taxable),
                        "0.00".into(),
                        String::new(),
                    ]);
                }
            }
            "cdnr" | "cdnur" => {
                let notes: Vec<&CreditNote> = if name == "cdnr" {
                    self.cdnr().collect()
                } else {
                    self.cdnur().collect()
                };
                let mut head = if name == "cdnr" {
                    h(&["GSTIN/UIN of Recipient", "Receiver Name"])
                } else {
                    h(&["UR Type"])
                };
                head.extend(h(&[
                    "Note Number",
                    "Note Date",
                    "Note Type",
                    "Place Of Supply",
                    "Reverse Charge",
                    "Note Value",
                    "Applicable % of Tax Rate",
                    "Rate",
                    "Taxable Value",
                    "Cess Amount",
                ]));
                rows.push(head);
                for c in notes {
                    for (rt, s) in per_rate(&c.lines) {
                        let mut row = if name == "cdnr" {
                            vec![
                                c.invoice.buyer_gstin.clone().unwrap_or_default(),
                                c.invoice.buyer_name.clone(),
                            ]
                        } else {
                            vec!["B2CL".into()]
                        };
                        row.extend([
                            c.number.clone(),
                            date(c.issued_at),
                            "C".into(),
                            state(&c.invoice),
                            "N".into(),
                            rs(c.total.paise()),
                            String::new(),
                            rt.to_string(),
                            rs(s.taxable),
                            "0.00".into(),
                        ]);
                        rows.push(row);
                    }
                }
            }
            "exemp" => {
                rows.push(h(&[
                    "Description",
                    "Nil Rated Supplies",
                    "Exempted(other than nil rated/non GST supply)",
                    "Non-GST Supplies",
                ]));
                for (kind, label) in [
                    ("INTRB2B", "Inter-State supplies to registered persons"),
                    ("INTRAB2B", "Intra-State supplies to registered persons"),
                    ("INTRB2C", "Inter-State supplies to unregistered persons"),
                    ("INTRAB2C", "Intra-State supplies to unregistered persons"),
                ] {
                    let v = self
                        .nil
                        .iter()
                        .find(|n| n.kind == kind)
                        .map_or(0, |n| n.exempt);
                    rows.push(vec![label.into(), "0.00".into(), rs(v), "0.00".into()]);
                }
            }
            "hsn" => {
                rows.push(h(&[
                    "Type",
                    "HSN",
                    "Description",
                    "UQC",
                    "Total Quantity",
                    "Rate",
                    "Taxable Value",
                    "Integrated Tax Amount",
                    "Central Tax Amount",
                    "State/UT Tax Amount",
                    "Cess Amount",
                ]));
                for x in &self.hsn {
                    rows.push(vec![
                        if x.b2b { "B2B" } else { "B2C" }.into(),
                        x.hsn.clone(),
                        x.description.clone(),
                        format!(
                            "{}-{}",
                            x.uqc,
                            if x.uqc == "NA" {
                                "NOT APPLICABLE"
                            } else {
                                "NUMBERS"
                            }
                        ),
                        x.qty.to_string(),
                        x.rate.to_string(),
                        rs(x.sums.taxable),
                        rs(x.sums.igst),
                        rs(x.sums.cgst),
                        rs(x.sums.sgst),
                        "0.00".into(),
                    ]);
                }
            }
            "docs" => {
                rows.push(h(&[
                    "Nature of Document",
                    "Sr. No. From",
                    "Sr. No. To",
                    "Total Number",
                    "Cancelled",
                ]));
                for d in &self.docs {
                    rows.push(vec![
                        d.doc_type().into(),
                        d.from.clone(),
                        d.to.clone(),
                        (d.issued + d.cancelled).to_string(),
                        d.cancelled.to_string(),
                    ]);
                }
            }
            _ => return None,
        }
        Some(rows)
    }
}

/// The tables [`Gstr1::table`] answers, in the offline tool's order.
pub const TABLES: [&str; 8] = [
    "b2b", "b2cl", "b2cs", "cdnr", "cdnur", "exemp", "hsn", "docs",
];

/// Paise as rupees for a spreadsheet: `1220.00`, `-5.50`.
pub fn plain(p: i64) -> String {
    let sign = if p < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", p.abs() / 100, p.abs() % 100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::split_inclusive;

    fn state(code: &str) -> IndianState {
        IndianState::from_code(code).unwrap()
    }

    fn line(hsn: &str, qty: i64, rate: GstRate, paise: i64, supply: Supply) -> DocLine {
        DocLine {
            hsn: hsn.into(),
            description: format!("Item {hsn}"),
            qty,
            rate,
            tax: split_inclusive(Money::from_paise(paise), rate, supply),
        }
    }

    fn invoice(seq: i64, gstin: Option<&str>, pos: &str, lines: Vec<DocLine>) -> Invoice {
        let place = state(pos);
        let supply = Supply::between(state("27"), Some(place));
        let lines: Vec<DocLine> = lines
            .into_iter()
            .map(|l| DocLine {
                tax: split_inclusive(l.tax.total, l.rate, supply),
                ..l
            })
            .collect();
        let total = Money::from_paise(lines.iter().map(|l| l.tax.total.paise()).sum());
        Invoice {
            number: format!("TK/26-27/{seq:06}"),
            series: "TK/26-27".into(),
            seq,
            issued_at: ist_day_start("2026-11-05").unwrap() + seq * 60_000,
            buyer_gstin: gstin.map(str::to_string),
            buyer_name: "Buyer".into(),
            place_of_supply: Some(place),
            supply,
            lines,
            total,
        }
    }

    #[test]
    fn periods_are_months_with_the_portals_fp_and_ist_bounds() {
        let p = Period::parse("2026-11").unwrap();
        assert_eq!(p.fp(), "112026");
        let (a, b) = p.bounds();
        assert_eq!(ist_date(a), "2026-11-01");
        assert_eq!(ist_date(b), "2026-12-01");
        assert_eq!(ist_date(b - 1), "2026-11-30");
        assert_eq!(
            Period::parse("2026-12").unwrap().bounds().1,
            ist_day_start("2027-01-01").unwrap()
        );
        for bad in [
            "2026-13",
            "2026-00",
            "2016-05",
            "26-11",
            "2026-1",
            "november",
            "",
            "2026-11-01",
        ] {
            assert_eq!(Period::parse(bad), None, "{bad}");
        }
        assert_eq!(
            portal_date(ist_day_start("2026-11-05").unwrap()),
            "05-11-2026"
        );
    }

    #[test]
    fn each_invoice_goes_to_its_table() {
        let fruit = |p| line("0804", 1, GstRate::Zero, p, Supply::IntraState);
        let hamper = |p| line("2008", 1, GstRate::Twelve, p, Supply::IntraState);
        let cases = [
            (
                invoice(1, Some("29AAPFU0939F1ZR"), "29", vec![hamper(50_000)]),
                Class::B2b,
            ),
            (
                invoice(2, None, "29", vec![hamper(10_000_001)]),
                Class::B2cLarge,
            ),
            (
                invoice(3, None, "29", vec![hamper(10_000_000)]),
                Class::B2cSmall,
            ),
            (
                invoice(4, None, "27", vec![hamper(50_000_000)]),
                Class::B2cSmall,
            ),
            (invoice(5, None, "27", vec![fruit(30_000)]), Class::B2cSmall),
        ];
        for (inv, class) in cases {
            assert_eq!(class_of(&inv), class, "{}", inv.number);
        }
    }

    #[test]
    fn the_tables_add_up_to_the_documents_to_the_paisa() {
        let l = |hsn, rate, p| line(hsn, 2, rate, p, Supply::IntraState);
        let invoices = vec![
            invoice(
                1,
                None,
                "27",
                vec![
                    l("0804", GstRate::Zero, 64_000),
                    l("2008", GstRate::Twelve, 119_900),
                    l("9965", GstRate::Twelve, 4_900),
                ],
            ),
            invoice(2, None, "29", vec![l("2008", GstRate::Twelve, 200_000)]),
            invoice(
                3,
                Some("29AAPFU0939F1ZR"),
                "29",
                vec![
                    l("2008", GstRate::Eighteen, 1_000_000),
                    l("0804", GstRate::Zero, 50_000),
                ],
            ),
            invoice(4, None, "07", vec![l("2008", GstRate::Five, 20_000_000)]),
            invoice(
                6,
                Some("27AAPFU0939F1ZV"),
                "27",
                vec![l("0804", GstRate::Zero, 80_000)],
            ),
        ];
        let cn = |seq: i64, inv: &Invoice, pos: usize, part: i64| {
            let src = &inv.lines[pos];
            let l = DocLine {
                qty: 1,
                tax: split_inclusive(Money::from_paise(part), src.rate, inv.supply),
                ..src.clone()
            };
            CreditNote {
                number: format!("TK/C/26-27/{seq:05}"),
                series: "TK/C/26-27".into(),
                seq,
                issued_at: inv.issued_at + 3_600_000,
                invoice: Invoice {
                    lines: vec![],
                    ..inv.clone()
                },
                total: l.tax.total,
                lines: vec![l],
            }
        };
        let notes = vec![
            cn(1, &invoices[0], 1, 59_950),
            cn(2, &invoices[2], 0, 118_000),
            cn(3, &invoices[3], 0, 1_050_000),
            cn(4, &invoices[0], 0, 10_000),
        ];
        let g = build(
            "27AAPFU0939F1ZV",
            Period::parse("2026-11").unwrap(),
            invoices.clone(),
            notes.clone(),
        );

        // Independently: every invoice line less every credit-note line.
        let mut expect = Sums::default();
        for i in &invoices {
            for l in &i.lines {
                expect.add(&l.tax, 1);
            }
        }
        for c in &notes {
            for l in &c.lines {
                expect.add(&l.tax, -1);
            }
        }
        assert_eq!(g.hsn_totals(), expect);

        // The same total from the tables by kind of buyer: B2B and B2C large invoices' taxed
        // lines, B2C small (net), exempt (net), less the credit notes to B2B and B2C large.
        let j = g.to_portal_json();
        let sum_items = |docs: &Value, key: &str, field: &str| -> f64 {
            docs.as_array()
                .unwrap()
                .iter()
                .flat_map(|d| d[key].as_array().unwrap().iter())
                .flat_map(|i| i["itms"].as_array().unwrap().iter())
                .map(|it| it["itm_det"][field].as_f64().unwrap_or(0.0))
                .sum()
        };
        let b2b = sum_items(&j["b2b"], "inv", "txval");
        let b2cl = sum_items(&j["b2cl"], "inv", "txval");
        let cdnr = sum_items(&j["cdnr"], "nt", "txval");
        let cdnur: f64 = j["cdnur"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|n| n["itms"].as_array().unwrap().iter())
            .map(|it| it["itm_det"]["txval"].as_f64().unwrap())
            .sum();
        let b2cs: f64 = j["b2cs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["txval"].as_f64().unwrap())
            .sum();
        let nil: f64 = j["nil"]["inv"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["expt_amt"].as_f64().unwrap())
            .sum();
        let total = b2b + b2cl + b2cs + nil - cdnr - cdnur;
        assert_eq!((total * 100.0).round() as i64, expect.taxable);

        // Where each went.
        assert_eq!(j["fp"], "112026");
        assert_eq!(
            j["b2b"].as_array().unwrap().len(),
            1,
            "the exempt-only B2B invoice is in table 8 alone"
        );
        assert_eq!(j["b2b"][0]["ctin"], "29AAPFU0939F1ZR");
        assert_eq!(j["b2b"][0]["inv"][0]["val"], 10_500.0);
        assert_eq!(j["b2b"][0]["inv"][0]["pos"], "29");
        assert_eq!(j["b2b"][0]["inv"][0]["idt"], "05-11-2026");
        assert_eq!(j["b2cl"][0]["pos"], "07");
        assert_eq!(j["cdnur"][0]["typ"], "B2CL");
        assert_eq!(j["cdnr"][0]["nt"][0]["nt_num"], "TK/C/26-27/00002");
        // B2C small: intra 12 % (invoice 1, less its credit note) and inter 12 % to Karnataka.
        let b = j["b2cs"].as_array().unwrap();
        assert_eq!(b.len(), 2, "{b:?}");
        let intra = b.iter().find(|x| x["sply_ty"] == "INTRA").unwrap();
        assert_eq!(intra["pos"], "27");
        let expected = split_inclusive(
            Money::from_paise(119_900 + 4_900),
            GstRate::Twelve,
            Supply::IntraState,
        );
        let less = split_inclusive(
            Money::from_paise(59_950),
            GstRate::Twelve,
            Supply::IntraState,
        );
        assert_eq!(
            intra["txval"].as_f64().unwrap(),
            ((expected.taxable.paise() - less.taxable.paise()) as f64) / 100.0
        );
        let inter = b.iter().find(|x| x["sply_ty"] == "INTER").unwrap();
        assert_eq!(inter["pos"], "29");
        assert!(inter.get("camt").is_none() && inter["iamt"].as_f64().unwrap() > 0.0);
        // Exempt: intra B2C net of the ₹100 credit, intra B2B, inter B2B.
        let nil_of = |k: &str| g.nil.iter().find(|n| n.kind == k).map(|n| n.exempt);
        assert_eq!(nil_of("INTRAB2C"), Some(54_000));
        assert_eq!(nil_of("INTRAB2B"), Some(80_000));
        assert_eq!(nil_of("INTRB2B"), Some(50_000));
        // HSN: the delivery's SAC is counted without units; B2B and B2C apart.
        let sac = g.hsn.iter().find(|h| h.hsn == "9965").unwrap();
        assert_eq!((sac.uqc, sac.qty, sac.b2b), ("NA", 0, false));
        assert_eq!(j["hsn"]["hsn_b2b"].as_array().unwrap().len(), 2);
        // Documents: invoice 5 is missing from the range 1-6, so one is counted as cancelled.
        assert_eq!(
            g.docs,
            vec![
                DocRange {
                    doc_num: 1,
                    from: "TK/26-27/000001".into(),
                    to: "TK/26-27/000006".into(),
                    issued: 5,
                    cancelled: 1
                },
                DocRange {
                    doc_num: 5,
                    from: "TK/C/26-27/00001".into(),
                    to: "TK/C/26-27/00004".into(),
                    issued: 4,
                    cancelled: 0
                },
            ]
        );
        assert_eq!(j["doc_issue"]["doc_det"][0]["docs"][0]["totnum"], 6);
        assert_eq!(j["doc_issue"]["doc_det"][0]["docs"][0]["net_issue"], 5);
        assert!(g.warnings.is_empty());
    }

    #[test]
    fn tables_for_people_have_the_offline_tools_columns() {
        let inv = invoice(
            1,
            Some("29AAPFU0939F1ZR"),
            "29",
            vec![
                line("2008", 1, GstRate::Twelve, 112_000, Supply::IntraState),
                line("", 1, GstRate::Zero, 10_000, Supply::IntraState),
            ],
        );
        let g = build(
            "27AAPFU0939F1ZV",
            Period::parse("2026-11").unwrap(),
            vec![inv],
            vec![],
        );
        let b2b = g.table("b2b").unwrap();
        assert_eq!(b2b[0][0], "GSTIN/UIN of Recipient");
        assert_eq!(
            b2b[1],
            [
                "29AAPFU0939F1ZR",
                "Buyer",
                "TK/26-27/000001",
                "05-Nov-26",
                "1220.00",
                "29-Karnataka",
                "N",
                "",
                "Regular B2B",
                "",
                "12",
                "1000.00",
                "0.00"
            ]
        );
        assert_eq!(
            g.table("docs").unwrap()[1],
            [
                "Invoices for outward supply",
                "TK/26-27/000001",
                "TK/26-27/000001",
                "1",
                "0"
            ]
        );
        assert_eq!(g.table("exemp").unwrap()[1][2], "100.00");
        assert_eq!(g.warnings.len(), 1, "a line without an HSN code is named");
        assert!(g.table("gstr3b").is_none());
        for t in TABLES {
            assert!(g.table(t).is_some(), "{t}");
        }
        let sections = g.sections();
        assert_eq!(sections.iter().map(|x| x.table).collect::<Vec<_>>(), TABLES);
        assert_eq!(
            (sections[0].rows, sections[0].sums.taxable),
            (1, 100_000),
            "B2B: the taxed line only"
        );
        assert_eq!(sections[5].sums.taxable, 10_000, "exempt: the 0 % line");
    }

    #[test]
    fn an_empty_month_is_an_empty_return() {
        let g = build(
            "27AAPFU0939F1ZV",
            Period::parse("2026-10").unwrap(),
            vec![],
            vec![],
        );
        let j = g.to_portal_json();
        assert_eq!(j["b2b"], json!([]));
        assert_eq!(j["hsn"], json!({"hsn_b2b": [], "hsn_b2c": []}));
        assert_eq!(j["doc_issue"], json!({"doc_det": []}));
        assert_eq!(g.table("hsn").unwrap().len(), 1);
    }
}
