//! The accountant's exports (issue 24): a range of days' orders as CSV, and a month's GSTR-1 —
//! a summary for the admin screen, the JSON the GST offline tool imports, and each table as
//! CSV for people.

use axum::Json;
use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokri_domain::csv;
use tokri_domain::gstr1::{Gstr1, Period, TABLES};
use tokri_shop::reports::{After, DayRange};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::AdminUser;
use crate::error::{ApiError, ApiResult, ErrorResponse};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_gstr1_summary))
        .routes(routes!(get_gstr1_portal_json))
        .routes(routes!(get_gstr1_table))
        .routes(routes!(get_orders_report))
}

/// The month asked for.
#[derive(Debug, Deserialize, IntoParams)]
pub struct MonthQuery {
    /// The return period, `YYYY-MM`.
    #[serde(default)]
    pub month: String,
}

impl MonthQuery {
    fn period(&self) -> Result<Period, ApiError> {
        Period::parse(&self.month).ok_or_else(|| {
            ApiError::bad_request("Choose a month as YYYY-MM (from 2017-07, when GST began).")
                .with_field("month", "Choose a month as YYYY-MM.")
        })
    }
}

/// One table of the return, summed.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Gstr1Section)]
pub struct Gstr1SectionDto {
    /// `b2b`, `b2cl`, `b2cs`, `cdnr`, `cdnur`, `exemp`, `hsn` or `docs` (the CSV's name).
    pub table: String,
    pub title: String,
    /// Documents listed (B2B, B2C large, credit notes) or summary rows.
    pub rows: usize,
    /// Rupees (credit notes count positive in their own tables).
    pub taxable: f64,
    pub igst: f64,
    pub cgst: f64,
    pub sgst: f64,
}

/// The month's totals: invoices less credit notes.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Gstr1Totals)]
pub struct Gstr1TotalsDto {
    pub invoices: usize,
    pub credit_notes: usize,
    /// The invoices' value, rupees.
    pub invoice_value: f64,
    /// The credit notes' value, rupees.
    pub credit_value: f64,
    /// Net taxable value and taxes, rupees.
    pub taxable: f64,
    pub igst: f64,
    pub cgst: f64,
    pub sgst: f64,
}

/// One series of the document summary (table 13).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Gstr1DocumentRange)]
pub struct Gstr1DocumentRangeDto {
    /// "Invoices for outward supply" or "Credit Note".
    #[serde(rename = "type")]
    pub kind: String,
    pub from: String,
    pub to: String,
    pub issued: i64,
    /// Numbers missing from the range.
    pub cancelled: i64,
}

/// A month's GSTR-1 at a glance.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Gstr1Summary)]
pub struct Gstr1SummaryDto {
    /// `2026-11`.
    pub month: String,
    /// The portal's period, `MMYYYY`.
    pub fp: String,
    /// The shop's GSTIN.
    pub gstin: String,
    pub sections: Vec<Gstr1SectionDto>,
    pub totals: Gstr1TotalsDto,
    pub documents: Vec<Gstr1DocumentRangeDto>,
    /// What to put right before filing.
    pub warnings: Vec<String>,
}

fn rupees(paise: i64) -> f64 {
    paise as f64 / 100.0
}

impl From<&Gstr1> for Gstr1SummaryDto {
    fn from(g: &Gstr1) -> Self {
        let hsn = g.hsn_totals();
        let sections = g
            .sections()
            .into_iter()
            .map(|x| Gstr1SectionDto {
                table: x.table.into(),
                title: x.title.into(),
                rows: x.rows,
                taxable: rupees(x.sums.taxable),
                igst: rupees(x.sums.igst),
                cgst: rupees(x.sums.cgst),
                sgst: rupees(x.sums.sgst),
            })
            .collect();
        Gstr1SummaryDto {
            month: g.period.label(),
            fp: g.period.fp(),
            gstin: g.gstin.clone(),
            sections,
            totals: Gstr1TotalsDto {
                invoices: g.invoices.len(),
                credit_notes: g.credit_notes.len(),
                invoice_value: rupees(g.invoices.iter().map(|i| i.total.paise()).sum()),
                credit_value: rupees(g.credit_notes.iter().map(|c| c.total.paise()).sum()),
                taxable: rupees(hsn.taxable),
                igst: rupees(hsn.igst),
                cgst: rupees(hsn.cgst),
                sgst: rupees(hsn.sgst),
            },
            documents: g
                .docs
                .iter()
                .map(|d| Gstr1DocumentRangeDto {
                    kind: d.doc_type().into(),
                    from: d.from.clone(),
                    to: d.to.clone(),
                    issued: d.issued,
                    cancelled: d.cancelled,
                })
                .collect(),
            warnings: g.warnings.clone(),
        }
    }
}

fn attachment(content_type: &str, file_name: &str, body: impl Into<Body>) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file_name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_string()),
        ],
        body.into(),
    )
        .into_response()
}

/// A month's GSTR-1 at a glance: each table's rows and sums, the totals net of credit notes,
/// the document summary and what to put right before filing. 409 when the shop has no GSTIN.
#[utoipa::path(get, path = "/admin/reports/gstr1", tag = "admin", security(("bearer" = [])),
    params(MonthQuery),
    responses((status = 200, body = Gstr1SummaryDto), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn get_gstr1_summary(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<MonthQuery>,
) -> ApiResult<Json<Gstr1SummaryDto>> {
    let g = state.shop.reports.gstr1(q.period()?).await?;
    Ok(Json((&g).into()))
}

/// A month's GSTR-1 as the JSON the GST offline tool imports (`GSTR1_<fp>_<gstin>.json`).
#[utoipa::path(get, path = "/admin/reports/gstr1/portal-json", tag = "admin", security(("bearer" = [])),
    params(MonthQuery),
    responses((status = 200, description = "The offline tool's JSON file", content_type = "application/json", body = String), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn get_gstr1_portal_json(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<MonthQuery>,
) -> ApiResult<Response> {
    let g = state.shop.reports.gstr1(q.period()?).await?;
    let name = format!("GSTR1_{}_{}.json", g.period.fp(), g.gstin);
    Ok(attachment(
        "application/json",
        &name,
        g.to_portal_json().to_string(),
    ))
}

/// One table of a month's GSTR-1 as CSV, in the offline tool's columns: `b2b`, `b2cl`, `b2cs`,
/// `cdnr`, `cdnur`, `exemp`, `hsn` or `docs`.
#[utoipa::path(get, path = "/admin/reports/gstr1/tables/{table}", tag = "admin", security(("bearer" = [])),
    params(("table" = String, Path, description = "b2b, b2cl, b2cs, cdnr, cdnur, exemp, hsn or docs"), MonthQuery),
    responses((status = 200, description = "CSV", content_type = "text/csv", body = String), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn get_gstr1_table(
    State(state): State<AppState>,
    _: AdminUser,
    Path(table): Path<String>,
    Query(q): Query<MonthQuery>,
) -> ApiResult<Response> {
    if !TABLES.contains(&table.as_str()) {
        return Err(ApiError::not_found(format!(
            "No such table: choose one of {}.",
            TABLES.join(", ")
        )));
    }
    let period = q.period()?;
    let g = state.shop.reports.gstr1(period).await?;
    let rows = g.table(&table).unwrap_or_default();
    let body: String = rows.iter().map(|r| csv::line(r)).collect();
    Ok(attachment(
        "text/csv; charset=utf-8",
        &format!("gstr1-{}-{table}.csv", period.label()),
        body,
    ))
}

/// The range of days asked for.
#[derive(Debug, Deserialize, IntoParams)]
pub struct DaysQuery {
    /// First day, `YYYY-MM-DD` (India time).
    #[serde(default)]
    pub from: String,
    /// Last day, included, `YYYY-MM-DD`.
    #[serde(default)]
    pub to: String,
}

/// Every order placed in a range of days (India time, both ends included, at most 366 days) as
/// CSV, newest first: number, times, status, payment, buyer, delivery, items, amounts, refunds
/// and invoice number. Online orders never paid are left out, as in the admin list. Streamed a
/// page of orders at a time.
#[utoipa::path(get, path = "/admin/reports/orders", tag = "admin", security(("bearer" = [])),
    params(DaysQuery),
    responses((status = 200, description = "CSV", content_type = "text/csv", body = String), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_orders_report(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<DaysQuery>,
) -> ApiResult<Response> {
    let range = DayRange::parse(&q.from, &q.to)?;
    let reports = state.shop.reports.clone();
    // The first page is read before answering, so a database fault is a clean 500.
    let (first, next) = reports.orders_csv_page(range, None).await?;
    let rest = futures_util::stream::unfold(next, move |after: Option<After>| {
        let reports = reports.clone();
        async move {
            let after = after?;
            match reports.orders_csv_page(range, Some(&after)).await {
                Ok((text, next)) => Some((Ok::<_, std::io::Error>(text), next)),
                Err(e) => {
                    tracing::error!(error = %e, "orders report stopped");
                    Some((Err(std::io::Error::other(e.to_string())), None))
                }
            }
        }
    });
    // Fused: the body may be polled again after its end (the compression layer does), which an
    // unfold must never be.
    let body = futures_util::StreamExt::fuse(futures_util::StreamExt::chain(
        futures_util::stream::once(async move { Ok::<_, std::io::Error>(first) }),
        rest,
    ));
    Ok(attachment(
        "text/csv; charset=utf-8",
        &range.file_name(),
        Body::from_stream(body),
    ))
}
