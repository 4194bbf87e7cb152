//! The accountant's exports (issue 24): every order of a range of days as CSV, and a month's
//! GSTR-1 worked out from the invoices and credit notes as they were issued.

use tokri_domain::calendar::{DAY_MS, ist_date, ist_datetime_label, ist_day_start};
use tokri_domain::gstr1::{self, Gstr1, Period, plain};
use tokri_domain::{csv, variant};
use tokri_store::Store;
use tokri_store::orders::{OrderFilter, OrderRow, PageStart};

use crate::{ShopError, ShopResult};

/// Orders read per page while a CSV is written: the answer streams, so memory stays at one page.
pub const ORDERS_PAGE: i64 = 500;

/// The longest range of days one orders CSV covers.
pub const MAX_DAYS: i64 = 366;

/// A range of IST days, both ends included, as `[from, until)` in Unix ms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayRange {
    pub from: i64,
    pub until: i64,
}

impl DayRange {
    /// `from` and `to` as `YYYY-MM-DD`; at most [`MAX_DAYS`] days, `from` not after `to`.
    pub fn parse(from: &str, to: &str) -> ShopResult<DayRange> {
        let day = |s: &str, what: &str| {
            ist_day_start(s)
                .ok_or_else(|| ShopError::invalid(format!("Give the {what} day as YYYY-MM-DD.")))
        };
        let from = day(from, "first")?;
        let until = day(to, "last")? + DAY_MS;
        if until <= from {
            return Err(ShopError::invalid(
                "The first day must not be after the last day.",
            ));
        }
        if (until - from) / DAY_MS > MAX_DAYS {
            return Err(ShopError::invalid(format!(
                "Choose at most {MAX_DAYS} days at a time."
            )));
        }
        Ok(DayRange { from, until })
    }

    /// `orders-2026-11-01-to-2026-11-30.csv`.
    pub fn file_name(&self) -> String {
        format!(
            "orders-{}-to-{}.csv",
            ist_date(self.from),
            ist_date(self.until - 1)
        )
    }
}

/// Where the next page of an orders CSV starts: after this order (newest first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct After {
    pub at: i64,
    pub id: String,
}

/// The orders CSV's columns.
pub const ORDER_COLUMNS: [&str; 27] = [
    "Order",
    "Placed (IST)",
    "Status",
    "Payment",
    "Paid by",
    "Paid at (IST)",
    "Customer",
    "Email",
    "Deliver to",
    "Mobile",
    "Address",
    "City",
    "PIN code",
    "State",
    "Delivery date",
    "Slot",
    "Gift",
    "Business GSTIN",
    "Business name",
    "Items",
    "Subtotal",
    "Discount",
    "Coupon",
    "Delivery fee",
    "Total",
    "Refunded",
    "Invoice",
];

/// One order as a CSV line.
pub fn order_line(o: &OrderRow) -> String {
    let items = o
        .items
        .iter()
        .map(|i| {
            format!(
                "{} × {}",
                variant::line_name(&i.name, &i.variant_label),
                i.qty
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    let a = &o.shipping;
    csv::line(&[
        format!("#{}", o.number),
        ist_datetime_label(o.created_at),
        o.status.as_str().to_string(),
        o.payment_status.as_str().to_string(),
        o.pay_method.as_str().to_string(),
        o.paid_at.map(ist_datetime_label).unwrap_or_default(),
        o.customer_name.clone(),
        o.customer_email.clone(),
        a.name.clone(),
        a.mobile.clone(),
        a.street.clone(),
        a.city.clone(),
        a.zip.clone(),
        a.state.clone(),
        o.delivery
            .as_ref()
            .map(|d| d.date.to_string())
            .unwrap_or_default(),
        o.delivery
            .as_ref()
            .map(|d| d.label.clone())
            .unwrap_or_default(),
        if o.gift.is_some() { "Yes" } else { "No" }.to_string(),
        o.business
            .as_ref()
            .map(|b| b.gstin.clone())
            .unwrap_or_default(),
        o.business
            .as_ref()
            .map(|b| b.legal_name.clone())
            .unwrap_or_default(),
        items,
        plain(o.subtotal_paise),
        plain(o.discount_paise),
        o.coupon_code.clone().unwrap_or_default(),
        plain(o.delivery_paise),
        plain(o.total_paise),
        plain(o.refunded_paise),
        o.invoice_number.clone().unwrap_or_default(),
    ])
}

/// The report use cases.
#[derive(Debug, Clone)]
pub struct Reports {
    store: Store,
}

impl Reports {
    pub fn new(store: Store) -> Self {
        Reports { store }
    }

    /// The month's GSTR-1; a conflict for a shop without a GSTIN (it files no GSTR-1).
    pub async fn gstr1(&self, period: Period) -> ShopResult<Gstr1> {
        let seller = self.store.invoice_settings().await?;
        let Some(gstin) = seller.gstin else {
            return Err(ShopError::Conflict(
                "The shop has no GSTIN: GSTR-1 is filed by GST-registered sellers. Add the GSTIN under Admin → Invoices first."
                    .into(),
            ));
        };
        let (from, to) = period.bounds();
        let (invoices, notes) = self.store.gst_documents(from, to).await?;
        Ok(gstr1::build(gstin.as_str(), period, invoices, notes))
    }

    /// One page of the orders CSV (the header first when `after` is None): the text and
    /// where the next page starts (None after the last). Orders placed in the range, newest
    /// first, as the admin list shows them (online orders never paid left out).
    pub async fn orders_csv_page(
        &self,
        range: DayRange,
        after: Option<&After>,
    ) -> ShopResult<(String, Option<After>)> {
        let filter = OrderFilter {
            from: Some(range.from),
            until: Some(range.until),
            ..OrderFilter::default()
        };
        let start = match after {
            Some(a) => PageStart::After {
                at: a.at,
                id: &a.id,
            },
            None => PageStart::Offset(0),
        };
        let query = self.store.order_query(filter).await?;
        let (orders, more) = self.store.list_orders(&query, start, ORDERS_PAGE).await?;
        let mut out = String::with_capacity(orders.len() * 400 + 512);
        if after.is_none() {
            out.push_str(&csv::line(&ORDER_COLUMNS));
        }
        for o in &orders {
            out.push_str(&order_line(o));
        }
        let next = if more {
            orders.last().map(|o| After {
                at: o.created_at,
                id: o.id.clone(),
            })
        } else {
            None
        };
        Ok((out, next))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_ranges_are_checked() {
        let r = DayRange::parse("2026-11-01", "2026-11-30").unwrap();
        assert_eq!(ist_date(r.from), "2026-11-01");
        assert_eq!(ist_date(r.until), "2026-12-01");
        assert_eq!(r.file_name(), "orders-2026-11-01-to-2026-11-30.csv");
        assert!(DayRange::parse("2026-11-05", "2026-11-05").is_ok());
        assert!(DayRange::parse("2025-11-05", "2026-11-05").is_ok());
        for (a, b) in [
            ("2026-11-30", "2026-11-01"),
            ("2024-01-01", "2026-11-01"),
            ("2026-02-30", "2026-03-01"),
            ("yesterday", "2026-11-01"),
            ("", ""),
        ] {
            assert!(DayRange::parse(a, b).is_err(), "{a} {b}");
        }
    }
}
