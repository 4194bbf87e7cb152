//! GST invoices: the shop's invoice settings, the numbering counters and each paid order's
//! invoice, stored whole (parties, lines, totals) when it is issued, so a later download gives
//! the same document whatever changed since.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};
use tokri_domain::Money;
use tokri_domain::business::Fssai;
use tokri_domain::tax::{
    FinancialYear, GstRate, Gstin, HsnCode, IndianState, InvoiceKind, InvoicePrefix, LineTax,
    Supply, delivery_rate, invoice_number, split_inclusive,
};

use crate::{Result, Store, now_ms};

/// The seller as invoices name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceSettings {
    /// Registered (legal) name.
    pub legal_name: String,
    /// GSTIN; None when the shop is not registered (invoices then charge no GST).
    pub gstin: Option<Gstin>,
    /// Postal address of the place of business.
    pub address: String,
    /// State of the place of business.
    pub state: IndianState,
    /// Invoice number prefix.
    pub prefix: InvoicePrefix,
    /// FSSAI licence or registration number, printed on every invoice and packing slip; None
    /// until the owner enters it.
    pub fssai: Option<Fssai>,
    /// Customer care and the grievance officer (not kept on issued invoices).
    pub contacts: SellerContacts,
    /// Last change, Unix ms (0 for the shipped defaults).
    pub updated_at: i64,
}

/// How customers reach the seller, as the Consumer Protection (E-Commerce) Rules 2020 ask an
/// online seller to show them; blank until the owner fills them in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SellerContacts {
    pub care_phone: String,
    pub care_email: String,
    pub grievance_name: String,
    pub grievance_designation: String,
    pub grievance_phone: String,
    pub grievance_email: String,
}

/// One line of an invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceLineRow {
    /// What was sold ("Delivery charges" for the delivery line).
    pub description: String,
    /// HSN (or SAC) code; empty when the product had none.
    pub hsn_code: String,
    pub qty: i64,
    /// Price of one unit, tax included.
    pub unit_price: Money,
    /// The line's share of the order's discounts (before tax: the taxable value is worked out
    /// from the line less it).
    pub discount: Money,
    /// GST rate.
    pub rate: GstRate,
    /// Taxable value and tax.
    pub tax: LineTax,
}

/// A buyer as invoiced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceBuyer {
    pub name: String,
    /// Address lines (street, city PIN, country), newline separated.
    pub address: String,
    pub mobile: String,
    /// The state as written in the address.
    pub state: String,
    /// The place of supply, when the state was recognised.
    pub place_of_supply: Option<IndianState>,
    /// A registered buyer's GSTIN (a B2B invoice).
    pub gstin: Option<String>,
}

/// Where the goods went, when the invoice bills someone else (a gift billed to its sender).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceShipTo {
    pub name: String,
    /// Address lines (street, city PIN, country), newline separated.
    pub address: String,
}

/// An issued invoice, as it was issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceRow {
    /// The order it bills.
    pub order_id: String,
    /// That order's number ("#10482").
    pub order_number: i64,
    /// `TK/26-27/000123`.
    pub number: String,
    /// Tax invoice, bill of supply or plain invoice.
    pub kind: InvoiceKind,
    /// CGST + SGST or IGST.
    pub supply: Supply,
    /// When issued, Unix ms.
    pub issued_at: i64,
    /// The seller then.
    pub seller: InvoiceSettings,
    /// The buyer then (for a gift, the sender who paid).
    pub buyer: InvoiceBuyer,
    /// Where the goods went, when that is not the buyer's address.
    pub ship_to: Option<InvoiceShipTo>,
    /// The lines, goods first, delivery last.
    pub lines: Vec<InvoiceLineRow>,
    /// Sums of the lines.
    pub totals: LineTax,
}

fn bad(column: &str, value: &str) -> sqlx::Error {
    sqlx::Error::Decode(format!("invalid {column} {value:?}").into())
}

fn state_of(r: &AnyRow, column: &str) -> std::result::Result<IndianState, sqlx::Error> {
    let code: String = r.try_get(column)?;
    IndianState::from_code(&code).ok_or_else(|| bad(column, &code))
}

fn settings_from(r: &AnyRow) -> std::result::Result<InvoiceSettings, sqlx::Error> {
    let gstin: Option<String> = r.try_get("gstin")?;
    let prefix: String = r.try_get("prefix")?;
    Ok(InvoiceSettings {
        legal_name: r.try_get("legal_name")?,
        gstin: gstin
            .map(|g| Gstin::parse(&g).map_err(|_| bad("gstin", &g)))
            .transpose()?,
        address: r.try_get("address")?,
        state: state_of(r, "state_code")?,
        prefix: InvoicePrefix::stored(&prefix).ok_or_else(|| bad("prefix", &prefix))?,
        fssai: fssai_of(r, "fssai")?,
        contacts: SellerContacts {
            care_phone: r.try_get("care_phone")?,
            care_email: r.try_get("care_email")?,
            grievance_name: r.try_get("grievance_name")?,
            grievance_designation: r.try_get("grievance_designation")?,
            grievance_phone: r.try_get("grievance_phone")?,
            grievance_email: r.try_get("grievance_email")?,
        },
        updated_at: r.try_get("updated_at")?,
    })
}

/// A stored FSSAI number ('' when none).
fn fssai_of(r: &AnyRow, column: &str) -> std::result::Result<Option<Fssai>, sqlx::Error> {
    let f: String = r.try_get(column)?;
    if f.is_empty() {
        return Ok(None);
    }
    Fssai::stored(&f).map(Some).ok_or_else(|| bad(column, &f))
}

pub(crate) fn rate_of(r: &AnyRow) -> std::result::Result<GstRate, sqlx::Error> {
    let p: i64 = r.try_get("gst_rate")?;
    GstRate::from_percent(p).ok_or_else(|| bad("gst_rate", &p.to_string()))
}

pub(crate) fn tax_from(r: &AnyRow) -> std::result::Result<LineTax, sqlx::Error> {
    let m = |c: &str| r.try_get::<i64, _>(c).map(Money::from_paise);
    Ok(LineTax {
        taxable: m("taxable_paise")?,
        cgst: m("cgst_paise")?,
        sgst: m("sgst_paise")?,
        igst: m("igst_paise")?,
        total: m("total_paise")?,
    })
}

const SETTINGS_SELECT: &str = "SELECT legal_name, gstin, address, state_code, prefix, fssai, care_phone, \
     care_email, grievance_name, grievance_designation, grievance_phone, grievance_email, updated_at \
     FROM invoice_settings WHERE id = 1";

/// Issues the invoice of a paid order inside the caller's transaction, numbered in the series
/// of the settings' prefix and the financial year of `now_ms`: exactly once per order (a
/// second call answers the number given before) and without gaps (the counter row is advanced
/// by one atomic upsert that holds its lock until the caller commits, and a rollback gives the
/// number back). Answers the invoice number, or None when the order is not paid (or was paid
/// after it was cancelled: that money goes back, nothing is sold).
pub async fn issue(
    conn: &mut AnyConnection,
    order_id: &str,
    now_ms: i64,
) -> Result<Option<String>> {
    let existing: Option<String> =
        sqlx::query_scalar("SELECT number FROM invoices WHERE order_id = $1")
            .bind(order_id)
            .fetch_optional(&mut *conn)
            .await?;
    if existing.is_some() {
        return Ok(existing);
    }
    let Some(order) = sqlx::query(
        "SELECT ship_name, ship_mobile, ship_street, ship_city, ship_state, ship_zip, ship_country, \
         billing_address, business, delivery_paise FROM orders WHERE id = $1 AND payment_status = 'paid' AND status <> 'Cancelled' \
         AND (refund_reason IS NULL OR refund_reason <> 'cancelled')",
    )
    .bind(order_id)
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(None);
    };
    let items = sqlx::query(
        "SELECT name, variant_label, hsn_code, gst_rate, qty, price_paise, discount_paise FROM order_items WHERE order_id = $1 ORDER BY position",
    )
    .bind(order_id)
    .fetch_all(&mut *conn)
    .await?;
    let settings_row = sqlx::query(SETTINGS_SELECT).fetch_one(&mut *conn).await?;
    let seller = settings_from(&settings_row)?;

    // Goods are supplied where their delivery ends (IGST Act s. 10(1)(a)): the ship-to state
    // decides the place of supply; a gift's invoice still bills the buyer who paid.
    let shipping = crate::address_from(&order, "ship_")?;
    let billing = crate::orders::billing_from(&order)?;
    let business = crate::orders::business_from(&order)?;
    let mut place_of_supply = IndianState::from_name(&shipping.state);
    let mut ship_to = billing.as_ref().map(|_| InvoiceShipTo {
        name: shipping.name.clone(),
        address: address_lines(&shipping),
    });
    let mut buyer = billing.unwrap_or_else(|| shipping.clone());
    let buyer_gstin = business.as_ref().and_then(|b| b.gstin());
    if let (Some(b), Some(gstin)) = (&business, &buyer_gstin) {
        // A registered buyer is billed by its legal name and GSTIN; the goods go where it
        // directs (bill to, ship to), so the place of supply is its own state (IGST Act
        // s. 10(1)(b)).
        buyer.name = b.legal_name.clone();
        place_of_supply = Some(gstin.state());
        ship_to = Some(InvoiceShipTo {
            name: shipping.name.clone(),
            address: address_lines(&shipping),
        });
    }
    let supply = Supply::between(seller.state, place_of_supply);
    let registered = seller.gstin.is_some();
    let mut lines = Vec::with_capacity(items.len() + 1);
    for r in &items {
        // Without a GSTIN no GST is charged: every line is at 0 %.
        let rate = if registered {
            rate_of(r)?
        } else {
            GstRate::Zero
        };
        let qty: i64 = r.try_get("qty")?;
        let unit = Money::from_paise(r.try_get("price_paise")?);
        let discount = Money::from_paise(r.try_get("discount_paise")?);
        // GST is charged on what the buyer pays for the line: its value less its discount.
        let total =
            Money::from_paise(unit.times(qty).unwrap_or(Money::ZERO).paise() - discount.paise());
        lines.push(InvoiceLineRow {
            description: tokri_domain::variant::line_name(
                &r.try_get::<String, _>("name")?,
                &r.try_get::<String, _>("variant_label")?,
            ),
            hsn_code: r.try_get("hsn_code")?,
            qty,
            unit_price: unit,
            discount,
            rate,
            tax: split_inclusive(total, rate, supply),
        });
    }
    let delivery = Money::from_paise(order.try_get("delivery_paise")?);
    if delivery > Money::ZERO {
        let rate = delivery_rate(lines.iter().map(|l| l.rate));
        lines.push(InvoiceLineRow {
            description: DELIVERY_LINE.into(),
            // SAC 9965: goods transport services (the composite supply takes the goods' rate).
            hsn_code: "9965".into(),
            qty: 1,
            unit_price: delivery,
            discount: Money::ZERO,
            rate,
            tax: split_inclusive(delivery, rate, supply),
        });
    }
    let totals = sum(&lines);
    let kind = InvoiceKind::for_sale(registered, totals.tax() > Money::ZERO);

    let fy = FinancialYear::of(now_ms).label();
    let seq: i64 = sqlx::query_scalar(
        "INSERT INTO invoice_counters (prefix, fy, last_seq) VALUES ($1, $2, 1) \
         ON CONFLICT (prefix, fy) DO UPDATE SET last_seq = invoice_counters.last_seq + 1 \
         RETURNING last_seq",
    )
    .bind(seller.prefix.as_str())
    .bind(&fy)
    .fetch_one(&mut *conn)
    .await?;
    let number = invoice_number(&seller.prefix, FinancialYear::of(now_ms), seq);
    let address = address_lines(&buyer);
    sqlx::query(
        "INSERT INTO invoices (order_id, number, prefix, fy, seq, kind, supply, issued_at, seller_legal_name, \
         seller_gstin, seller_address, seller_state_code, buyer_name, buyer_address, buyer_mobile, buyer_state, \
         place_of_supply, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, ship_to_name, ship_to_address, \
         seller_fssai, buyer_gstin) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)",
    )
    .bind(order_id)
    .bind(&number)
    .bind(seller.prefix.as_str())
    .bind(&fy)
    .bind(seq)
    .bind(kind.as_str())
    .bind(supply.as_str())
    .bind(now_ms)
    .bind(&seller.legal_name)
    .bind(seller.gstin.as_ref().map(|g| g.as_str().to_string()))
    .bind(&seller.address)
    .bind(seller.state.code())
    .bind(&buyer.name)
    .bind(address)
    .bind(&buyer.mobile)
    .bind(&buyer.state)
    .bind(place_of_supply.map(IndianState::code))
    .bind(totals.taxable.paise())
    .bind(totals.cgst.paise())
    .bind(totals.sgst.paise())
    .bind(totals.igst.paise())
    .bind(totals.total.paise())
    .bind(ship_to.as_ref().map(|s| s.name.clone()))
    .bind(ship_to.as_ref().map(|s| s.address.clone()))
    .bind(seller.fssai.as_ref().map_or("", Fssai::as_str))
    .bind(buyer_gstin.as_ref().map(|g| g.as_str().to_string()))
    .execute(&mut *conn)
    .await?;
    for (i, l) in lines.iter().enumerate() {
        sqlx::query(
            "INSERT INTO invoice_lines (order_id, position, description, hsn_code, qty, unit_price_paise, gst_rate, \
             taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, discount_paise) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(order_id)
        .bind(i as i64)
        .bind(&l.description)
        .bind(&l.hsn_code)
        .bind(l.qty)
        .bind(l.unit_price.paise())
        .bind(l.rate.percent())
        .bind(l.tax.taxable.paise())
        .bind(l.tax.cgst.paise())
        .bind(l.tax.sgst.paise())
        .bind(l.tax.igst.paise())
        .bind(l.tax.total.paise())
        .bind(l.discount.paise())
        .execute(&mut *conn)
        .await?;
    }
    Ok(Some(number))
}

/// The description of the delivery line.
pub const DELIVERY_LINE: &str = "Delivery charges";

fn sum(lines: &[InvoiceLineRow]) -> LineTax {
    LineTax::add_up(lines.iter().map(|l| &l.tax))
}

/// A product's tax data as written by the admin.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ProductTax {
    /// HSN code; None when not set.
    pub hsn: Option<HsnCode>,
    /// GST rate.
    pub rate: GstRate,
}

impl ProductTax {
    /// The HSN code as stored ('' when none).
    pub fn hsn_text(&self) -> String {
        self.hsn
            .as_ref()
            .map(|h| h.as_str().to_string())
            .unwrap_or_default()
    }
}

pub(crate) fn product_tax_from(r: &AnyRow) -> std::result::Result<ProductTax, sqlx::Error> {
    let hsn: String = r.try_get("hsn_code")?;
    Ok(ProductTax {
        hsn: if hsn.is_empty() {
            None
        } else {
            Some(HsnCode::parse(&hsn).ok_or_else(|| bad("hsn_code", &hsn))?)
        },
        rate: rate_of(r)?,
    })
}

impl Store {
    /// The seller's invoice settings.
    pub async fn invoice_settings(&self) -> Result<InvoiceSettings> {
        let row = sqlx::query(SETTINGS_SELECT).fetch_one(self.pool()).await?;
        Ok(settings_from(&row)?)
    }

    /// Replaces the seller's invoice settings (issued invoices keep the ones they were issued
    /// with).
    pub async fn save_invoice_settings(&self, s: &InvoiceSettings) -> Result<InvoiceSettings> {
        sqlx::query(
            "UPDATE invoice_settings SET legal_name = $1, gstin = $2, address = $3, state_code = $4, \
             prefix = $5, updated_at = $6, fssai = $7, care_phone = $8, care_email = $9, \
             grievance_name = $10, grievance_designation = $11, grievance_phone = $12, \
             grievance_email = $13 WHERE id = 1",
        )
        .bind(&s.legal_name)
        .bind(s.gstin.as_ref().map(|g| g.as_str().to_string()))
        .bind(&s.address)
        .bind(s.state.code())
        .bind(s.prefix.as_str())
        .bind(now_ms())
        .bind(s.fssai.as_ref().map_or("", Fssai::as_str))
        .bind(&s.contacts.care_phone)
        .bind(&s.contacts.care_email)
        .bind(&s.contacts.grievance_name)
        .bind(&s.contacts.grievance_designation)
        .bind(&s.contacts.grievance_phone)
        .bind(&s.contacts.grievance_email)
        .execute(self.pool())
        .await?;
        self.invoice_settings().await
    }

    /// Issues a paid order's invoice in a transaction of its own (see [`issue`]), numbered in
    /// the financial year of `now_ms`.
    pub async fn issue_invoice(&self, order_id: &str, now_ms: i64) -> Result<Option<String>> {
        let mut tx = self.pool().begin().await?;
        let number = issue(&mut tx, order_id, now_ms).await?;
        tx.commit().await?;
        Ok(number)
    }

    /// The number the next invoice issued at `now_ms` gets in the series of `prefix`.
    pub async fn next_invoice_number(&self, prefix: &InvoicePrefix, now_ms: i64) -> Result<String> {
        let fy = FinancialYear::of(now_ms);
        let last: Option<i64> = sqlx::query_scalar(
            "SELECT last_seq FROM invoice_counters WHERE prefix = $1 AND fy = $2",
        )
        .bind(prefix.as_str())
        .bind(fy.label())
        .fetch_optional(self.pool())
        .await?;
        Ok(invoice_number(prefix, fy, last.unwrap_or(0) + 1))
    }

    /// An order's invoice, as issued; None when it has none.
    pub async fn get_invoice(&self, order_id: &str) -> Result<Option<InvoiceRow>> {
        let Some(r) = sqlx::query(
            "SELECT i.order_id, i.number, i.prefix, i.kind, i.supply, i.issued_at, i.seller_legal_name, i.seller_gstin, \
             i.seller_address, i.seller_state_code, i.buyer_name, i.buyer_address, i.buyer_mobile, i.buyer_state, \
             i.place_of_supply, i.taxable_paise, i.cgst_paise, i.sgst_paise, i.igst_paise, i.total_paise, \
             i.ship_to_name, i.ship_to_address, i.seller_fssai, i.buyer_gstin, o.number AS order_number \
             FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.order_id = $1",
        )
        .bind(order_id)
        .fetch_optional(self.pool())
        .await?
        else {
            return Ok(None);
        };
        let lines = sqlx::query(
            "SELECT description, hsn_code, qty, unit_price_paise, gst_rate, taxable_paise, cgst_paise, \
             sgst_paise, igst_paise, total_paise, discount_paise FROM invoice_lines WHERE order_id = $1 ORDER BY position",
        )
        .bind(order_id)
        .fetch_all(self.pool())
        .await?;
        let kind: String = r.try_get("kind")?;
        let supply: String = r.try_get("supply")?;
        let prefix: String = r.try_get("prefix")?;
        let gstin: Option<String> = r.try_get("seller_gstin")?;
        let place: Option<String> = r.try_get("place_of_supply")?;
        Ok(Some(InvoiceRow {
            order_id: r.try_get("order_id")?,
            order_number: r.try_get("order_number")?,
            number: r.try_get("number")?,
            kind: InvoiceKind::parse(&kind).ok_or_else(|| bad("kind", &kind))?,
            supply: Supply::parse(&supply).ok_or_else(|| bad("supply", &supply))?,
            issued_at: r.try_get("issued_at")?,
            seller: InvoiceSettings {
                legal_name: r.try_get("seller_legal_name")?,
                gstin: gstin
                    .map(|g| Gstin::parse(&g).map_err(|_| bad("seller_gstin", &g)))
                    .transpose()?,
                address: r.try_get("seller_address")?,
                state: state_of(&r, "seller_state_code")?,
                prefix: InvoicePrefix::stored(&prefix).ok_or_else(|| bad("prefix", &prefix))?,
                fssai: fssai_of(&r, "seller_fssai")?,
                contacts: SellerContacts::default(),
                updated_at: 0,
            },
            buyer: InvoiceBuyer {
                name: r.try_get("buyer_name")?,
                address: r.try_get("buyer_address")?,
                mobile: r.try_get("buyer_mobile")?,
                state: r.try_get("buyer_state")?,
                place_of_supply: place.as_deref().and_then(IndianState::from_code),
                gstin: r.try_get("buyer_gstin")?,
            },
            ship_to: match (
                r.try_get::<Option<String>, _>("ship_to_name")?,
                r.try_get::<Option<String>, _>("ship_to_address")?,
            ) {
                (Some(name), Some(address)) => Some(InvoiceShipTo { name, address }),
                _ => None,
            },
            lines: lines
                .iter()
                .map(|l| {
                    Ok(InvoiceLineRow {
                        description: l.try_get("description")?,
                        hsn_code: l.try_get("hsn_code")?,
                        qty: l.try_get("qty")?,
                        unit_price: Money::from_paise(l.try_get("unit_price_paise")?),
                        discount: Money::from_paise(l.try_get("discount_paise")?),
                        rate: rate_of(l)?,
                        tax: tax_from(l)?,
                    })
                })
                .collect::<std::result::Result<_, sqlx::Error>>()?,
            totals: tax_from(&r)?,
        }))
    }

    /// The invoice numbers of every issued invoice, in the order of their series and sequence
    /// (for audits and tests).
    pub async fn invoice_numbers(&self) -> Result<Vec<String>> {
        Ok(
            sqlx::query_scalar("SELECT number FROM invoices ORDER BY prefix, fy, seq")
                .fetch_all(self.pool())
                .await?,
        )
    }
}

/// An address as an invoice prints it: street, then city and PIN code, then country.
fn address_lines(a: &tokri_domain::Address) -> String {
    format!("{}\n{} {}\n{}", a.street, a.city, a.zip, a.country)
}

/// The invoice columns GSTR-1 reads (table `i`).
const GST_INVOICE_COLUMNS: &str = "i.order_id, i.number, i.prefix, i.fy, i.seq, i.issued_at, i.buyer_gstin, \
     i.buyer_name, i.place_of_supply, i.supply, i.total_paise AS invoice_total_paise";

fn gst_invoice_from(r: &AnyRow) -> std::result::Result<tokri_domain::gstr1::Invoice, sqlx::Error> {
    let supply: String = r.try_get("supply")?;
    let place: Option<String> = r.try_get("place_of_supply")?;
    let prefix: String = r.try_get("prefix")?;
    let fy: String = r.try_get("fy")?;
    Ok(tokri_domain::gstr1::Invoice {
        number: r.try_get("number")?,
        series: format!("{prefix}/{fy}"),
        seq: r.try_get("seq")?,
        issued_at: r.try_get("issued_at")?,
        buyer_gstin: r.try_get("buyer_gstin")?,
        buyer_name: r.try_get("buyer_name")?,
        place_of_supply: place.as_deref().and_then(IndianState::from_code),
        supply: Supply::parse(&supply).ok_or_else(|| bad("supply", &supply))?,
        lines: Vec::new(),
        total: Money::from_paise(r.try_get("invoice_total_paise")?),
    })
}

fn gst_line_from(r: &AnyRow) -> std::result::Result<tokri_domain::gstr1::DocLine, sqlx::Error> {
    Ok(tokri_domain::gstr1::DocLine {
        hsn: r.try_get("hsn_code")?,
        description: r.try_get("description")?,
        qty: r.try_get("qty")?,
        rate: rate_of(r)?,
        tax: tax_from(r)?,
    })
}

impl Store {
    /// The invoices and credit notes issued in `[from, to)` (Unix ms) with their lines, for
    /// GSTR-1: four reads along the `issued_at` indexes, whatever the month's size.
    pub async fn gst_documents(
        &self,
        from: i64,
        to: i64,
    ) -> Result<(
        Vec<tokri_domain::gstr1::Invoice>,
        Vec<tokri_domain::gstr1::CreditNote>,
    )> {
        use std::collections::HashMap;
        let rows = sqlx::query(&format!(
            "SELECT {GST_INVOICE_COLUMNS} FROM invoices i WHERE i.issued_at >= $1 AND i.issued_at < $2"
        ))
        .bind(from)
        .bind(to)
        .fetch_all(self.pool())
        .await?;
        let mut lines: HashMap<String, Vec<tokri_domain::gstr1::DocLine>> = HashMap::new();
        for r in sqlx::query(
            "SELECT l.order_id, l.description, l.hsn_code, l.qty, l.gst_rate, l.taxable_paise, l.cgst_paise, \
             l.sgst_paise, l.igst_paise, l.total_paise FROM invoice_lines l JOIN invoices i ON i.order_id = l.order_id \
             WHERE i.issued_at >= $1 AND i.issued_at < $2 ORDER BY l.order_id, l.position",
        )
        .bind(from)
        .bind(to)
        .fetch_all(self.pool())
        .await?
        {
            lines
                .entry(r.try_get("order_id")?)
                .or_default()
                .push(gst_line_from(&r)?);
        }
        let mut invoices = Vec::with_capacity(rows.len());
        for r in &rows {
            let mut inv = gst_invoice_from(r)?;
            let id: String = r.try_get("order_id")?;
            inv.lines = lines.remove(&id).unwrap_or_default();
            invoices.push(inv);
        }

        let notes = sqlx::query(&format!(
            "SELECT c.refund_id, c.number AS note_number, c.series AS note_series, c.fy AS note_fy, \
             c.seq AS note_seq, c.issued_at AS note_issued_at, c.total_paise AS note_total_paise, {GST_INVOICE_COLUMNS} \
             FROM credit_notes c JOIN invoices i ON i.order_id = c.order_id \
             WHERE c.issued_at >= $1 AND c.issued_at < $2"
        ))
        .bind(from)
        .bind(to)
        .fetch_all(self.pool())
        .await?;
        let mut note_lines: HashMap<String, Vec<tokri_domain::gstr1::DocLine>> = HashMap::new();
        for r in sqlx::query(
            "SELECT rl.refund_id, il.description, il.hsn_code, rl.qty, rl.gst_rate, rl.taxable_paise, rl.cgst_paise, \
             rl.sgst_paise, rl.igst_paise, rl.total_paise FROM refund_lines rl \
             JOIN credit_notes c ON c.refund_id = rl.refund_id \
             JOIN invoice_lines il ON il.order_id = c.order_id AND il.position = rl.position \
             WHERE c.issued_at >= $1 AND c.issued_at < $2 ORDER BY rl.refund_id, rl.position",
        )
        .bind(from)
        .bind(to)
        .fetch_all(self.pool())
        .await?
        {
            note_lines
                .entry(r.try_get("refund_id")?)
                .or_default()
                .push(gst_line_from(&r)?);
        }
        let mut credit_notes = Vec::with_capacity(notes.len());
        for r in &notes {
            let refund_id: String = r.try_get("refund_id")?;
            let series: String = r.try_get("note_series")?;
            let fy: String = r.try_get("note_fy")?;
            credit_notes.push(tokri_domain::gstr1::CreditNote {
                number: r.try_get("note_number")?,
                series: format!("{series}/{fy}"),
                seq: r.try_get("note_seq")?,
                issued_at: r.try_get("note_issued_at")?,
                invoice: gst_invoice_from(r)?,
                lines: note_lines.remove(&refund_id).unwrap_or_default(),
                total: Money::from_paise(r.try_get("note_total_paise")?),
            });
        }
        Ok((invoices, credit_notes))
    }
}
