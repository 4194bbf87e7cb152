//! An issued invoice as an A4 PDF, written with `pdf-writer` in the PDF's built-in Helvetica
//! (nothing to embed, a few kilobytes per invoice). Those fonts have no ₹ sign, so amounts are
//! printed as "Rs." headings over Indian-grouped numbers (`1,00,000.00`); text outside Latin-1
//! is replaced by `?`.

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use tokri_domain::Money;
use tokri_domain::calendar::ist_date;
use tokri_domain::tax::{InvoiceKind, Supply, amount_in_words, rupees_plain};
use tokri_store::invoices::{InvoiceLineRow, InvoiceRow};

const PAGE_W: f32 = 595.0;
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 40.0;
const REGULAR: Name<'static> = Name(b"F1");
const BOLD: Name<'static> = Name(b"F2");

/// Helvetica's advance widths (1/1000 em) for ASCII 32..=126, from Adobe's metrics.
const HELVETICA: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/// Helvetica-Bold's advance widths for ASCII 32..=126.
const HELVETICA_BOLD: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
    611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
    278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/// Text in the fonts' WinAnsi encoding: Latin-1 as is, typographic dashes and quotes mapped,
/// the rupee sign spelt "Rs.", anything else `?`.
fn win_ansi(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '₹' => out.extend_from_slice(b"Rs."),
            '–' => out.push(0x96),
            '—' => out.push(0x97),
            '‘' => out.push(0x91),
            '’' => out.push(0x92),
            '“' => out.push(0x93),
            '”' => out.push(0x94),
            '•' => out.push(0x95),
            '\t' | '\n' | '\r' => out.push(b' '),
            c if (' '..='~').contains(&c) || ('\u{a0}'..='\u{ff}').contains(&c) => {
                out.push(c as u8)
            }
            _ => out.push(b'?'),
        }
    }
    out
}

fn width(bytes: &[u8], bold: bool, size: f32) -> f32 {
    let table = if bold { &HELVETICA_BOLD } else { &HELVETICA };
    let units: u32 = bytes
        .iter()
        .map(|&b| match b {
            32..=126 => u32::from(table[(b - 32) as usize]),
            _ => 556,
        })
        .sum();
    units as f32 * size / 1000.0
}

/// Splits text into lines no wider than `max` (words longer than a line are cut).
fn wrap(text: &str, bold: bool, size: f32, max: f32) -> Vec<Vec<u8>> {
    let mut lines = Vec::new();
    for para in text.split('\n') {
        let mut line: Vec<u8> = Vec::new();
        for word in win_ansi(para)
            .split(|b| *b == b' ')
            .filter(|w| !w.is_empty())
        {
            let mut candidate = line.clone();
            if !candidate.is_empty() {
                candidate.push(b' ');
            }
            candidate.extend_from_slice(word);
            if width(&candidate, bold, size) <= max || line.is_empty() {
                line = candidate;
                while width(&line, bold, size) > max && line.len() > 1 {
                    let mut cut = line.len() - 1;
                    while cut > 1 && width(&line[..cut], bold, size) > max {
                        cut -= 1;
                    }
                    lines.push(line[..cut].to_vec());
                    line = line[cut..].to_vec();
                }
            } else {
                lines.push(std::mem::take(&mut line));
                line = word.to_vec();
            }
        }
        lines.push(line);
    }
    lines
}

#[derive(Clone, Copy, PartialEq)]
enum Align {
    Left,
    Right,
}

/// Pages being drawn: a content stream per page and the pen's height on the current one.
struct Writer {
    pages: Vec<Content>,
    y: f32,
}

impl Writer {
    fn new() -> Self {
        Writer {
            pages: vec![Content::new()],
            y: PAGE_H - MARGIN,
        }
    }

    fn page(&mut self) -> &mut Content {
        self.pages.last_mut().expect("one page at least")
    }

    fn new_page(&mut self) {
        self.pages.push(Content::new());
        self.y = PAGE_H - MARGIN;
    }

    /// Starts a new page unless `needed` points fit above the bottom margin.
    fn ensure(&mut self, needed: f32) -> bool {
        if self.y - needed < MARGIN + 20.0 {
            self.new_page();
            return true;
        }
        false
    }

    fn text_at(&mut self, x: f32, y: f32, bytes: &[u8], bold: bool, size: f32, align: Align) {
        let x = match align {
            Align::Left => x,
            Align::Right => x - width(bytes, bold, size),
        };
        let c = self.page();
        c.begin_text();
        c.set_font(if bold { BOLD } else { REGULAR }, size);
        c.next_line(x, y);
        c.show(Str(bytes));
        c.end_text();
    }

    fn text(&mut self, x: f32, y: f32, s: &str, bold: bool, size: f32, align: Align) {
        self.text_at(x, y, &win_ansi(s), bold, size, align);
    }

    fn rule(&mut self, y: f32, gray: f32, w: f32) {
        let c = self.page();
        c.set_stroke_gray(gray);
        c.set_line_width(w);
        c.move_to(MARGIN, y);
        c.line_to(PAGE_W - MARGIN, y);
        c.stroke();
    }

    fn band(&mut self, y: f32, h: f32) {
        let c = self.page();
        c.set_fill_rgb(0.92, 0.96, 0.93);
        c.rect(MARGIN, y, PAGE_W - 2.0 * MARGIN, h);
        c.fill_nonzero();
        c.set_fill_gray(0.0);
    }

    /// Wrapped lines at `x`, moving the pen down; answers the lowest baseline written.
    fn paragraph(&mut self, x: f32, s: &str, bold: bool, size: f32, max: f32) {
        for line in wrap(s, bold, size, max) {
            let y = self.y;
            self.text_at(x, y, &line, bold, size, Align::Left);
            self.y -= size * 1.35;
        }
    }
}

/// A column of the lines table: heading, right edge (or left for text) and width.
struct Column {
    heading: &'static str,
    x: f32,
    w: f32,
    align: Align,
}

fn columns(kind: InvoiceKind, supply: Supply) -> Vec<Column> {
    let col = |heading, x, w, align| Column {
        heading,
        x,
        w,
        align,
    };
    let right = PAGE_W - MARGIN;
    match (kind, supply) {
        (InvoiceKind::TaxInvoice, Supply::IntraState) => vec![
            col("#", MARGIN + 2.0, 14.0, Align::Left),
            col("Item", MARGIN + 18.0, 126.0, Align::Left),
            col("HSN", 190.0, 40.0, Align::Left),
            col("Qty", 252.0, 22.0, Align::Right),
            col("Price", 305.0, 46.0, Align::Right),
            col("Taxable", 362.0, 50.0, Align::Right),
            col("GST %", 395.0, 24.0, Align::Right),
            col("CGST", 447.0, 44.0, Align::Right),
            col("SGST", 499.0, 44.0, Align::Right),
            col("Total", right - 2.0, 50.0, Align::Right),
        ],
        (InvoiceKind::TaxInvoice, Supply::InterState) => vec![
            col("#", MARGIN + 2.0, 14.0, Align::Left),
            col("Item", MARGIN + 18.0, 150.0, Align::Left),
            col("HSN", 214.0, 42.0, Align::Left),
            col("Qty", 290.0, 22.0, Align::Right),
            col("Price", 345.0, 52.0, Align::Right),
            col("Taxable", 400.0, 54.0, Align::Right),
            col("GST %", 440.0, 26.0, Align::Right),
            col("IGST", 494.0, 46.0, Align::Right),
            col("Total", right - 2.0, 56.0, Align::Right),
        ],
        _ => vec![
            col("#", MARGIN + 2.0, 14.0, Align::Left),
            col("Item", MARGIN + 18.0, 230.0, Align::Left),
            col("HSN", MARGIN + 254.0, 50.0, Align::Left),
            col("Qty", 380.0, 30.0, Align::Right),
            col("Price", 460.0, 70.0, Align::Right),
            col("Amount", right - 2.0, 70.0, Align::Right),
        ],
    }
}

fn cells(i: usize, l: &InvoiceLineRow, kind: InvoiceKind, supply: Supply) -> Vec<String> {
    let m = |x: Money| rupees_plain(x);
    let description = if l.discount > Money::ZERO {
        format!("{} (less discount {})", l.description, m(l.discount))
    } else {
        l.description.clone()
    };
    let mut v = vec![
        (i + 1).to_string(),
        description,
        l.hsn_code.clone(),
        l.qty.to_string(),
        m(l.unit_price),
    ];
    match (kind, supply) {
        (InvoiceKind::TaxInvoice, Supply::IntraState) => v.extend([
            m(l.tax.taxable),
            format!("{}%", l.rate.percent()),
            m(l.tax.cgst),
            m(l.tax.sgst),
            m(l.tax.total),
        ]),
        (InvoiceKind::TaxInvoice, Supply::InterState) => v.extend([
            m(l.tax.taxable),
            format!("{}%", l.rate.percent()),
            m(l.tax.igst),
            m(l.tax.total),
        ]),
        _ => v.push(m(l.tax.total)),
    }
    v
}

/// `24 Nov 2026` for an instant, on the IST calendar.
fn date_label(ms: i64) -> String {
    use tokri_domain::calendar::MONTHS;
    let d = ist_date(ms);
    let month: usize = d[5..7].parse().unwrap_or(1);
    format!(
        "{} {} {}",
        &d[8..10],
        MONTHS[month.clamp(1, 12) - 1],
        &d[..4]
    )
}

fn draw_table_head(w: &mut Writer, cols: &[Column]) {
    w.ensure(40.0);
    let y = w.y;
    w.band(y - 6.0, 18.0);
    for c in cols {
        w.text(c.x, y, c.heading, true, 8.0, c.align);
    }
    w.y -= 20.0;
}

/// What makes a credit note of the invoice layout: the invoice it reduces and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditFacts {
    /// The invoice's number and date.
    pub invoice_number: String,
    pub invoice_issued_at: i64,
    /// The refund's reason.
    pub reason: String,
}

/// The invoice as a PDF document.
pub fn render(inv: &InvoiceRow) -> Vec<u8> {
    draw(inv, None)
}

/// A credit note as a PDF document: `note` holds the seller and buyer of the invoice it
/// reduces, the credit note's own number and date, and only the lines it gives back.
pub fn render_credit_note(note: &InvoiceRow, credit: &CreditFacts) -> Vec<u8> {
    draw(note, Some(credit))
}

fn draw(inv: &InvoiceRow, credit: Option<&CreditFacts>) -> Vec<u8> {
    let mut w = Writer::new();
    let right = PAGE_W - MARGIN;
    let seller = &inv.seller;

    // Heading: the seller on the left, the document's title and number on the right.
    let top = w.y;
    let title = if credit.is_some() {
        "Credit Note"
    } else {
        inv.kind.title()
    };
    w.text(right, top, title, true, 16.0, Align::Right);
    w.text(MARGIN, top, &seller.legal_name, true, 14.0, Align::Left);
    w.y -= 18.0;
    w.paragraph(MARGIN, &seller.address, false, 9.0, 280.0);
    if let Some(g) = &seller.gstin {
        let y = w.y;
        w.text(
            MARGIN,
            y,
            &format!("GSTIN: {}", g.as_str()),
            true,
            9.0,
            Align::Left,
        );
        w.y -= 12.0;
    }
    // FSSAI's order of 8 June 2021: the licence or registration number on every invoice.
    if let Some(f) = &seller.fssai {
        let y = w.y;
        w.text(
            MARGIN,
            y,
            &format!("FSSAI Lic. No.: {}", f.as_str()),
            true,
            9.0,
            Align::Left,
        );
        w.y -= 12.0;
    }
    let y = w.y;
    w.text(
        MARGIN,
        y,
        &format!(
            "State: {} (code {})",
            seller.state.name(),
            seller.state.code()
        ),
        false,
        9.0,
        Align::Left,
    );
    w.y -= 12.0;
    let place = match inv.buyer.place_of_supply {
        Some(s) => format!("{} ({})", s.name(), s.code()),
        None => inv.buyer.state.clone(),
    };
    let facts: Vec<(&str, String)> = match credit {
        None => vec![
            ("Invoice no.", inv.number.clone()),
            ("Invoice date", date_label(inv.issued_at)),
            ("Order", format!("#{}", inv.order_number)),
            ("Place of supply", place.clone()),
            ("Reverse charge", "No".to_string()),
        ],
        Some(c) => vec![
            ("Credit note no.", inv.number.clone()),
            ("Credit note date", date_label(inv.issued_at)),
            ("Against invoice", c.invoice_number.clone()),
            ("Invoice date", date_label(c.invoice_issued_at)),
            ("Order", format!("#{}", inv.order_number)),
            ("Place of supply", place.clone()),
        ],
    };
    let mut fy = top - 22.0;
    for (label, value) in &facts {
        w.text(right - 150.0, fy, label, false, 9.0, Align::Right);
        w.text(right, fy, value, true, 9.0, Align::Right);
        fy -= 13.0;
    }
    w.y = w.y.min(fy) - 6.0;
    let y = w.y;
    w.rule(y, 0.6, 0.8);
    w.y -= 16.0;

    // The buyer, and where the goods went when that is someone else (a gift).
    let heading = if inv.ship_to.is_some() {
        "Bill to"
    } else {
        "Bill to / Ship to"
    };
    let y = w.y;
    w.text(MARGIN, y, heading, true, 9.0, Align::Left);
    w.y -= 13.0;
    let y = w.y;
    w.text(MARGIN, y, &inv.buyer.name, true, 10.0, Align::Left);
    w.y -= 13.0;
    w.paragraph(MARGIN, &inv.buyer.address, false, 9.0, 320.0);
    let y = w.y;
    w.text(
        MARGIN,
        y,
        &format!(
            "State: {}   Mobile: {}",
            if inv.ship_to.is_some() {
                &inv.buyer.state
            } else {
                &place
            },
            inv.buyer.mobile
        ),
        false,
        9.0,
        Align::Left,
    );
    if let Some(gstin) = &inv.buyer.gstin {
        // A registered buyer's GSTIN, for its input tax credit.
        w.y -= 12.0;
        let y = w.y;
        w.text(
            MARGIN,
            y,
            &format!("GSTIN: {gstin}"),
            true,
            9.0,
            Align::Left,
        );
    }
    w.y -= 22.0;
    if let Some(ship_to) = &inv.ship_to {
        let y = w.y;
        w.text(MARGIN, y, "Ship to", true, 9.0, Align::Left);
        w.y -= 13.0;
        let y = w.y;
        w.text(MARGIN, y, &ship_to.name, true, 10.0, Align::Left);
        w.y -= 13.0;
        w.paragraph(MARGIN, &ship_to.address, false, 9.0, 320.0);
        w.y -= 9.0;
    }

    // The lines.
    let cols = columns(inv.kind, inv.supply);
    draw_table_head(&mut w, &cols);
    for (i, line) in inv.lines.iter().enumerate() {
        let values = cells(i, line, inv.kind, inv.supply);
        let item = wrap(&values[1], false, 8.5, cols[1].w);
        let h = item.len() as f32 * 11.0 + 6.0;
        if w.ensure(h) {
            draw_table_head(&mut w, &cols);
        }
        let y = w.y;
        for (c, v) in cols.iter().zip(&values) {
            if c.heading != "Item" {
                w.text(c.x, y, v, false, 8.5, c.align);
            }
        }
        for (k, l) in item.iter().enumerate() {
            w.text_at(cols[1].x, y - k as f32 * 11.0, l, false, 8.5, Align::Left);
        }
        w.y -= h;
        let y = w.y + 8.0;
        w.rule(y, 0.85, 0.5);
    }

    // Totals.
    w.ensure(150.0);
    w.y -= 6.0;
    let t = &inv.totals;
    let mut rows: Vec<(&str, Money)> = Vec::new();
    let discount = Money::from_paise(inv.lines.iter().map(|l| l.discount.paise()).sum());
    if discount > Money::ZERO {
        rows.push(("Discount allowed", discount));
    }
    if inv.kind == InvoiceKind::TaxInvoice {
        rows.push(("Taxable value", t.taxable));
        match inv.supply {
            Supply::IntraState => {
                rows.push(("CGST", t.cgst));
                rows.push(("SGST", t.sgst));
            }
            Supply::InterState => rows.push(("IGST", t.igst)),
        }
    }
    for (label, amount) in rows {
        let y = w.y;
        w.text(right - 110.0, y, label, false, 9.0, Align::Right);
        w.text(
            right - 2.0,
            y,
            &rupees_plain(amount),
            false,
            9.0,
            Align::Right,
        );
        w.y -= 13.0;
    }
    let y = w.y;
    w.band(y - 6.0, 19.0);
    let total_label = if credit.is_some() {
        "Credited (Rs.)"
    } else {
        "Total (Rs.)"
    };
    w.text(right - 110.0, y, total_label, true, 10.5, Align::Right);
    w.text(
        right - 2.0,
        y,
        &rupees_plain(t.total),
        true,
        10.5,
        Align::Right,
    );
    w.y -= 24.0;
    let y = w.y;
    w.text(MARGIN, y, "Amount in words:", true, 9.0, Align::Left);
    w.y -= 12.0;
    w.paragraph(
        MARGIN,
        &amount_in_words(t.total),
        false,
        9.0,
        right - MARGIN,
    );
    w.y -= 8.0;

    // Notes.
    let mut notes = vec!["All amounts are in Indian rupees (Rs.).".to_string()];
    match inv.kind {
        InvoiceKind::TaxInvoice => notes.push(
            "Prices include GST; the taxable value is the price less the tax in it. Items at 0% are exempt.".into(),
        ),
        InvoiceKind::BillOfSupply => notes.push(
            "Bill of supply: every item on it is exempt from GST, so no tax is charged.".into(),
        ),
        InvoiceKind::Invoice => notes.push(
            "The seller is not registered under GST: no GST is charged on this invoice.".into(),
        ),
    }
    match credit {
        None => notes.push("This is a computer-generated invoice and needs no signature.".into()),
        Some(c) => {
            notes.insert(0, format!("Reason: {}", c.reason));
            notes.push(format!(
                "This credit note reduces the value and tax of invoice {}. It is computer-generated and needs no signature.",
                c.invoice_number
            ));
        }
    }
    for n in notes {
        w.paragraph(MARGIN, &n, false, 8.0, right - MARGIN);
    }

    finish(w, inv, title)
}

fn finish(w: Writer, inv: &InvoiceRow, kind_title: &str) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let info = Ref::new(5);
    let count = w.pages.len();
    let page_ids: Vec<Ref> = (0..count).map(|i| Ref::new(10 + 2 * i as i32)).collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_ids.iter().copied())
        .count(count as i32);
    for (i, mut content) in w.pages.into_iter().enumerate() {
        if count > 1 {
            let label = format!("{} - page {} of {}", inv.number, i + 1, count);
            content.begin_text();
            content.set_font(REGULAR, 7.5);
            content.next_line(
                PAGE_W - MARGIN - width(label.as_bytes(), false, 7.5),
                MARGIN - 14.0,
            );
            content.show(Str(label.as_bytes()));
            content.end_text();
        }
        let page_id = page_ids[i];
        let content_id = Ref::new(page_id.get() + 1);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE_W, PAGE_H));
        page.parent(tree);
        page.contents(content_id);
        page.resources()
            .fonts()
            .pair(REGULAR, regular)
            .pair(BOLD, bold);
        page.finish();
        pdf.stream(content_id, &content.finish());
    }
    for (id, name) in [
        (regular, Name(b"Helvetica")),
        (bold, Name(b"Helvetica-Bold")),
    ] {
        pdf.type1_font(id)
            .base_font(name)
            .encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    let title = format!("{kind_title} {}", inv.number);
    pdf.document_info(info)
        .title(TextStr(&title))
        .author(TextStr(&inv.seller.legal_name))
        .creator(TextStr("Tokri"));
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokri_domain::business::Fssai;

    #[test]
    fn text_is_encoded_for_the_built_in_fonts() {
        assert_eq!(win_ansi("Rs. 5"), b"Rs. 5");
        assert_eq!(win_ansi("₹5"), b"Rs.5");
        assert_eq!(win_ansi("Café"), b"Caf\xe9");
        assert_eq!(win_ansi("आम"), b"??");
    }

    #[test]
    fn widths_follow_helvetica() {
        assert_eq!(width(b"0", false, 10.0), 5.56);
        assert!(width(b"W", true, 10.0) > width(b"i", true, 10.0));
    }

    #[test]
    fn long_text_wraps_within_its_width() {
        let lines = wrap(
            "Royal Dry Fruit Hamper with a velvet-lined box",
            false,
            8.5,
            80.0,
        );
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(
                width(l, false, 8.5) <= 80.0,
                "{}",
                String::from_utf8_lossy(l)
            );
        }
        let long = wrap(&"x".repeat(200), false, 8.5, 50.0);
        assert!(long.iter().all(|l| width(l, false, 8.5) <= 50.0));
        assert_eq!(long.concat().len(), 200);
    }

    fn sample(lines: usize) -> InvoiceRow {
        use tokri_domain::tax::{
            GstRate, Gstin, IndianState, InvoicePrefix, LineTax, split_inclusive,
        };
        use tokri_store::invoices::{InvoiceBuyer, InvoiceSettings};
        let mh = IndianState::from_code("27").unwrap();
        let lines: Vec<InvoiceLineRow> = (0..lines)
            .map(|i| {
                let rate = GstRate::ALL[i % 5];
                let unit = Money::from_paise(12_345 * (i as i64 + 1));
                InvoiceLineRow {
                    description: format!("Royal Dry Fruit Hamper number {i} in a velvet-lined gift box with a gold ribbon"),
                    hsn_code: "081350".into(),
                    qty: 2,
                    unit_price: unit,
                    discount: Money::ZERO,
                    rate,
                    tax: split_inclusive(unit.times(2).unwrap(), rate, Supply::IntraState),
                }
            })
            .collect();
        let sum = |f: fn(&LineTax) -> Money| {
            Money::from_paise(lines.iter().map(|l| f(&l.tax).paise()).sum())
        };
        let totals = LineTax {
            taxable: sum(|t| t.taxable),
            cgst: sum(|t| t.cgst),
            sgst: sum(|t| t.sgst),
            igst: sum(|t| t.igst),
            total: sum(|t| t.total),
        };
        InvoiceRow {
            order_id: "0b7e6f1c-1111-4000-8000-000000000001".into(),
            order_number: 10_482,
            number: "TK/26-27/000123".into(),
            kind: InvoiceKind::TaxInvoice,
            supply: Supply::IntraState,
            issued_at: 1_795_000_000_000,
            seller: InvoiceSettings {
                legal_name: "Tokri Fresh LLP".into(),
                gstin: Some(Gstin::parse("27AAPFU0939F1ZV").unwrap()),
                address: "Shop 4, Market Yard Road, Gultekdi, Pune, Maharashtra 411037".into(),
                state: mh,
                prefix: InvoicePrefix::default_prefix(),
                fssai: Some(Fssai::parse("11521999000123").unwrap()),
                contacts: Default::default(),
                updated_at: 0,
            },
            buyer: InvoiceBuyer {
                name: "Aarav Deshpande".into(),
                address: "Flat 12, Sai Residency, Baner Road\nPune 411045\nIndia".into(),
                mobile: "9822012345".into(),
                state: "Maharashtra".into(),
                place_of_supply: Some(mh),
                gstin: None,
            },
            ship_to: None,
            lines,
            totals,
        }
    }

    #[test]
    fn a_credit_note_names_itself_the_invoice_it_reduces_and_why() {
        let mut note = sample(1);
        note.number = "TK-C/26-27/00001".into();
        let credit = CreditFacts {
            invoice_number: "TK/26-27/000123".into(),
            invoice_issued_at: 1_794_000_000_000,
            reason: "One box arrived bruised".into(),
        };
        let pdf = render_credit_note(&note, &credit);
        if let Ok(path) = std::env::var("TOKRI_CREDIT_NOTE_PDF") {
            std::fs::write(path, &pdf).unwrap();
        }
        let text = String::from_utf8_lossy(&pdf);
        for want in [
            "Credit Note",
            "Credit note no.",
            "TK-C/26-27/00001",
            "Against invoice",
            "TK/26-27/000123",
            "Reason: One box arrived bruised",
            "Credited (Rs.)",
        ] {
            assert!(text.contains(want), "{want}");
        }
        assert!(!text.contains("Invoice no."));
        assert!(!render(&sample(1)).windows(11).any(|w| w == b"Credit Note"));
    }

    #[test]
    fn long_invoices_flow_onto_more_pages_with_the_totals_last() {
        let pdf = render(&sample(60));
        assert!(pdf.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&pdf);
        let pages = text.matches("/Type /Page\n").count()
            + text.matches("/Type /Page\r").count()
            + text.matches("/Type /Page ").count();
        assert!(pages >= 3, "{pages} pages");
        assert!(text.contains("page 1 of"));
        assert!(text.contains("FSSAI Lic. No.: 11521999000123"));
        if let Ok(dir) = std::env::var("TOKRI_TEST_PDF_DIR") {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(format!("{dir}/long.pdf"), &pdf).unwrap();
            std::fs::write(format!("{dir}/short.pdf"), render(&sample(4))).unwrap();
        }
    }

    #[test]
    fn dates_print_as_day_month_year_in_ist() {
        // 2027-03-31 18:30 UTC is already 1 April in India.
        assert_eq!(date_label(1_806_517_800_000), "01 Apr 2027");
    }
}
