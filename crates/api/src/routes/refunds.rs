//! Refunds and credit notes: the admin gives money back from an order, the customer sees what
//! came back and downloads the credit notes.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use tokri_domain::Money;
use tokri_domain::refund::{LineAsk, RefundAsk};
use tokri_shop::refunds::RefundInput;
use tokri_store::refunds::{RefundRequest as StoreRequest, RefundRow};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, CurrentUser};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::invoices::pdf_answer;
use crate::routes::next_page_headers;
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_order_refunds, create_refund))
        .routes(routes!(list_refunds))
        .routes(routes!(get_credit_note))
        .routes(routes!(list_own_refunds))
        .routes(routes!(get_own_credit_note))
}

/// One line a refund gives back.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RefundLine)]
pub struct RefundLineResponse {
    /// The invoice line's position (0 = first).
    pub line: i64,
    pub description: String,
    /// Units returned (0 when only value went back).
    pub qty: i64,
    /// GST rate, percent.
    pub gst_rate: i64,
    /// Taxable value given back, rupees.
    pub taxable: f64,
    /// GST given back (CGST + SGST, or IGST), rupees.
    pub tax: f64,
    /// Rupees.
    pub amount: f64,
}

/// A credit note.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CreditNote)]
pub struct CreditNoteResponse {
    /// `TK-C/26-27/00001`.
    pub number: String,
    /// RFC 3339.
    pub issued_at: String,
    /// Taxable value credited, rupees.
    pub taxable: f64,
    pub cgst: f64,
    pub sgst: f64,
    pub igst: f64,
    /// Rupees.
    pub total: f64,
}

/// Money given back on an order.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Refund)]
pub struct RefundResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub order_id: String,
    /// "sale" (less was supplied: a credit note follows) or "excess" (a payment that sold
    /// nothing, given back whole).
    pub kind: String,
    /// "razorpay", "sandbox" or "cash".
    pub method: String,
    /// Rupees.
    pub amount: f64,
    pub reason: String,
    /// "pending" (asked of Razorpay), "processed" (the money went back) or "failed".
    pub status: String,
    /// Razorpay's refund id, once known.
    pub provider_refund_id: Option<String>,
    /// Why it failed.
    pub failure: Option<String>,
    /// RFC 3339.
    pub created_at: String,
    /// When it was processed or failed (RFC 3339).
    pub processed_at: Option<String>,
    pub lines: Vec<RefundLineResponse>,
    /// Its credit note, once issued.
    pub credit_note: Option<CreditNoteResponse>,
}

fn rupees(paise: i64) -> f64 {
    Money::from_paise(paise).rupees()
}

impl From<&RefundRow> for RefundResponse {
    fn from(r: &RefundRow) -> Self {
        RefundResponse {
            id: r.id.clone(),
            order_id: r.order_id.clone(),
            kind: r.kind.as_str().into(),
            method: r.method.as_str().into(),
            amount: rupees(r.amount_paise),
            reason: r.reason.clone(),
            status: r.status.as_str().into(),
            provider_refund_id: r.provider_refund_id.clone(),
            failure: r.failure.clone(),
            created_at: rfc3339(r.created_at),
            processed_at: r.processed_at.map(rfc3339),
            lines: r
                .lines
                .iter()
                .map(|l| RefundLineResponse {
                    line: l.position,
                    description: l.description.clone(),
                    qty: l.qty,
                    gst_rate: l.rate.percent(),
                    taxable: l.tax.taxable.rupees(),
                    tax: rupees(l.tax.total.paise() - l.tax.taxable.paise()),
                    amount: l.tax.total.rupees(),
                })
                .collect(),
            credit_note: r.credit_note.as_ref().map(|c| CreditNoteResponse {
                number: c.number.clone(),
                issued_at: rfc3339(c.issued_at),
                taxable: c.totals.taxable.rupees(),
                cgst: c.totals.cgst.rupees(),
                sgst: c.totals.sgst.rupees(),
                igst: c.totals.igst.rupees(),
                total: c.totals.total.rupees(),
            }),
        }
    }
}

/// An invoice line and what is left of it to refund.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RefundableLine)]
pub struct RefundableLineResponse {
    /// Its position (0 = first), to name in a refund by lines.
    pub line: i64,
    pub description: String,
    pub qty: i64,
    /// Units not yet returned.
    pub qty_left: i64,
    /// What it billed, rupees.
    pub amount: f64,
    /// What is left of it to refund, rupees.
    pub left: f64,
}

/// An order's refunds and what can still be given back.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderRefunds)]
pub struct OrderRefundsResponse {
    /// Captured payments, rupees.
    pub paid: f64,
    /// Given back or on its way back, rupees.
    pub refunded: f64,
    /// A payment that sold nothing (paid after cancellation, or paid twice) still to give back
    /// whole, rupees; 0 when none.
    pub excess_due: f64,
    /// The invoice's lines (empty when the order has no invoice).
    pub lines: Vec<RefundableLineResponse>,
    /// Oldest first.
    pub refunds: Vec<RefundResponse>,
}

/// A refund to make. Give `mode` "full" (everything left of the sale), "amount" (with
/// `amount`, spread over the invoice lines by value), "lines" (with `lines`: units of chosen
/// invoice lines) or "excess" (give back whole a payment that sold nothing). The server works
/// out every amount and its GST.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RefundRequest)]
pub struct RefundRequestBody {
    /// A new id for each refund the admin means (8–64 letters, digits, `-`, `_`): sending the
    /// same id again answers the refund it made (a double click refunds once).
    #[serde(default)]
    pub request_id: String,
    /// Why the money goes back (1–300 characters), printed on the credit note.
    #[serde(default)]
    pub reason: String,
    /// full, amount, lines or excess.
    #[serde(default)]
    pub mode: String,
    /// Rupees, for mode "amount".
    #[serde(default)]
    pub amount: Option<f64>,
    /// For mode "lines".
    #[serde(default)]
    pub lines: Vec<RefundLineAsk>,
}

/// Units of one invoice line to give back.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundLineAsk {
    /// The invoice line's position (0 = first).
    pub line: i64,
    pub qty: i64,
}

fn request_of(body: &RefundRequestBody) -> ApiResult<StoreRequest> {
    Ok(match body.mode.as_str() {
        "full" => StoreRequest::Sale(RefundAsk::Full),
        "excess" => StoreRequest::Excess,
        "amount" => {
            let amount = body.amount.and_then(Money::parse_rupees).ok_or_else(|| {
                ApiError::bad_request("amount must be rupees with at most two decimals, above 0.")
            })?;
            StoreRequest::Sale(RefundAsk::Amount(amount))
        }
        "lines" => {
            let mut asks = Vec::with_capacity(body.lines.len());
            for l in &body.lines {
                let position = usize::try_from(l.line).map_err(|_| {
                    ApiError::bad_request("Each line is a position on the invoice, from 0.")
                })?;
                if l.qty < 0 || l.qty > 100_000 {
                    return Err(ApiError::bad_request(
                        "qty must be between 0 and the units left.",
                    ));
                }
                asks.push(LineAsk {
                    position,
                    qty: l.qty,
                });
            }
            if asks.len() > 200 {
                return Err(ApiError::bad_request("Name at most 200 lines."));
            }
            StoreRequest::Sale(RefundAsk::Lines(asks))
        }
        _ => {
            return Err(ApiError::bad_request(
                "mode must be full, amount, lines or excess.",
            ));
        }
    })
}

/// Gives money back on an order: through Razorpay's Refunds API for Razorpay payments, at once
/// for the sandbox, and as cash recorded as handed back for cash on delivery. A refund of an
/// invoiced sale issues a GST credit note (mailed to the customer). 201 for a new refund; 200
/// with the first refund when its request id was sent before.
#[utoipa::path(post, path = "/admin/orders/{id}/refunds", tag = "refunds", security(("bearer" = [])), request_body = RefundRequestBody,
    params(("id" = String, Path, description = "Order id")),
    responses((status = 201, body = RefundResponse), (status = 200, description = "The refund this request id made before", body = RefundResponse),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse),
        (status = 404, body = ErrorResponse), (status = 409, description = "More than is left, nothing paid, no invoice", body = ErrorResponse)))]
pub async fn create_refund(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<RefundRequestBody>,
) -> ApiResult<(StatusCode, Json<RefundResponse>)> {
    let input = RefundInput {
        request_key: body.request_id.trim().to_string(),
        reason: body.reason.clone(),
        request: request_of(&body)?,
    };
    let (refund, new) = state.shop.refunds.issue(&admin, &id, &input).await?;
    let status = if new {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(RefundResponse::from(&refund))))
}

/// An order's refunds, what was paid and refunded, and what is left of each invoice line.
#[utoipa::path(get, path = "/admin/orders/{id}/refunds", tag = "refunds", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = OrderRefundsResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse),
        (status = 404, body = ErrorResponse)))]
pub async fn list_order_refunds(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<OrderRefundsResponse>> {
    let s = state.shop.refunds.summary(&id).await?;
    Ok(Json(OrderRefundsResponse {
        paid: rupees(s.paid_paise),
        refunded: rupees(s.refunded_paise),
        excess_due: rupees(s.excess_due_paise),
        lines: s
            .lines
            .iter()
            .map(|l| RefundableLineResponse {
                line: l.position,
                description: l.description.clone(),
                qty: l.line.qty,
                qty_left: l.line.qty_left(),
                amount: l.line.total.rupees(),
                left: l.line.value_left().rupees(),
            })
            .collect(),
        refunds: s.refunds.iter().map(RefundResponse::from).collect(),
    }))
}

/// Which page of refunds.
#[derive(Debug, Deserialize, IntoParams)]
pub struct RefundListQuery {
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 50).
    pub limit: Option<i64>,
}

/// Every refund, newest first; the next page's cursor is in `X-Next-Cursor`.
#[utoipa::path(get, path = "/admin/refunds", tag = "refunds", security(("bearer" = [])), params(RefundListQuery),
    responses((status = 200, body = [RefundResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_refunds(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<RefundListQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<RefundResponse>>)> {
    let limit = tokri_domain::paging::page_size(q.limit, 50);
    let page = state.shop.refunds.list(q.cursor.as_deref(), limit).await?;
    let limit_text = limit.to_string();
    let headers = next_page_headers(
        "/api/admin/refunds",
        &[("limit", limit_text.as_str())],
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(page.items.iter().map(RefundResponse::from).collect()),
    ))
}

/// A refund's credit note, as a PDF.
#[utoipa::path(get, path = "/admin/refunds/{id}/credit-note", tag = "refunds", security(("bearer" = [])),
    params(("id" = String, Path, description = "Refund id")),
    responses((status = 200, description = "The credit note (attachment TK-C-26-27-00001.pdf)", content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_credit_note(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(pdf_answer(state.shop.refunds.credit_note(&id).await?))
}

/// The refunds of one of the caller's orders, oldest first.
#[utoipa::path(get, path = "/orders/{id}/refunds", tag = "orders", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = [RefundResponse]), (status = 401, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn list_own_refunds(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Vec<RefundResponse>>> {
    state.shop.checkout.own_order(&user, &id).await?;
    let refunds = state.shop.refunds.of_order(&id).await?;
    Ok(Json(refunds.iter().map(RefundResponse::from).collect()))
}

/// A credit note of one of the caller's orders, as a PDF.
#[utoipa::path(get, path = "/orders/{id}/refunds/{refund_id}/credit-note", tag = "orders", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id"), ("refund_id" = String, Path, description = "Refund id")),
    responses((status = 200, description = "The credit note", content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorResponse), (status = 404, description = "Not the caller's, or no credit note", body = ErrorResponse)))]
pub async fn get_own_credit_note(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path((id, refund_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    Ok(pdf_answer(
        state
            .shop
            .refunds
            .own_credit_note(&user, &id, &refund_id)
            .await?,
    ))
}
