//! "Help with an order": complaints, for customers, guests and the owner.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use tokri_domain::help::{HelpTopic, TicketAuthor, TicketStatus};
use tokri_shop::help::{NewComplaint, Ticket};
use tokri_store::help::TicketFilter;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, ClientAddr, CurrentUser, MaybeUser};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::next_page_headers;
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_ticket))
        .routes(routes!(get_ticket))
        .routes(routes!(create_ticket_message))
        .routes(routes!(list_own_tickets))
        .routes(routes!(list_tickets))
        .routes(routes!(get_ticket_summary))
        .routes(routes!(get_admin_ticket))
        .routes(routes!(create_ticket_reply))
        .routes(routes!(close_ticket))
}

/// One message of a complaint's thread.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = HelpTicketMessage)]
pub struct HelpTicketMessageResponse {
    /// Who wrote it.
    pub author: TicketAuthor,
    pub body: String,
    /// When (RFC 3339).
    pub at: String,
}

/// A complaint.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = HelpTicket)]
pub struct HelpTicketResponse {
    /// The number to quote (`G000042`).
    pub number: String,
    pub topic: HelpTopic,
    pub status: TicketStatus,
    /// The order's short number, when it is about one.
    pub order_number: Option<i64>,
    pub name: String,
    pub email: String,
    /// Received (RFC 3339).
    pub created_at: String,
    /// The shop's first answer is due by then (48 hours after receipt).
    pub acknowledge_by: String,
    /// The resolution is due by then (one calendar month after receipt, in IST).
    pub resolve_by: String,
    pub acknowledged_at: Option<String>,
    pub closed_at: Option<String>,
    /// An answer or the resolution is past due.
    pub overdue: bool,
    /// The thread, oldest first (empty in lists).
    pub messages: Vec<HelpTicketMessageResponse>,
}

impl From<&Ticket> for HelpTicketResponse {
    fn from(t: &Ticket) -> Self {
        let r = &t.row;
        HelpTicketResponse {
            number: r.number.clone(),
            topic: r.topic,
            status: r.status,
            order_number: r.order_number,
            name: r.name.clone(),
            email: r.email.clone(),
            created_at: rfc3339(r.created_at),
            acknowledge_by: rfc3339(r.acknowledge_by),
            resolve_by: rfc3339(r.resolve_by),
            acknowledged_at: r.acknowledged_at.map(rfc3339),
            closed_at: r.closed_at.map(rfc3339),
            overdue: t.overdue,
            messages: t
                .messages
                .iter()
                .map(|m| HelpTicketMessageResponse {
                    author: m.author,
                    body: m.body.clone(),
                    at: rfc3339(m.created_at),
                })
                .collect(),
        }
    }
}

/// A new complaint.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = HelpTicketRequest)]
pub struct HelpTicketRequest {
    /// What it is about (delivery, quality, payment, refund, other).
    #[serde(default)]
    pub topic: Option<String>,
    /// What happened (10–4,000 characters).
    #[serde(default)]
    pub message: String,
    /// The order's number: required for guests, optional when signed in.
    #[serde(default)]
    pub order_number: Option<i64>,
    /// A guest's email: the one the order was placed with. Ignored when signed in.
    #[serde(default)]
    pub email: Option<String>,
    /// A guest's name. Ignored when signed in.
    #[serde(default)]
    pub name: Option<String>,
}

/// A complaint just opened, with the key that opens it without an account.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = HelpTicketCreated)]
pub struct HelpTicketCreatedResponse {
    pub ticket: HelpTicketResponse,
    /// Opens the complaint at `/help/tickets/{number}?key={key}` (also mailed).
    pub key: String,
}

/// Opens a complaint: signed in, or as a guest with the order's number and email. The
/// acknowledgement with the complaint number is mailed at once.
#[utoipa::path(post, path = "/help/tickets", tag = "help", request_body = HelpTicketRequest,
    responses((status = 201, body = HelpTicketCreatedResponse), (status = 400, body = ErrorResponse),
        (status = 401, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 429, body = ErrorResponse)))]
pub async fn create_ticket(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    ClientAddr(client): ClientAddr,
    ApiJson(req): ApiJson<HelpTicketRequest>,
) -> ApiResult<(StatusCode, Json<HelpTicketCreatedResponse>)> {
    let topic = match req.topic.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(t) => Some(
            HelpTopic::parse(t)
                .ok_or_else(|| ApiError::bad_request("Please choose what it is about."))?,
        ),
    };
    let (ticket, key) = state
        .shop
        .help
        .open(
            user.as_ref(),
            NewComplaint {
                topic,
                message: req.message,
                order_number: req.order_number,
                email: req.email,
                name: req.name,
            },
            &client,
        )
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(HelpTicketCreatedResponse {
            ticket: HelpTicketResponse::from(&ticket),
            key,
        }),
    ))
}

/// The key of a complaint's link.
#[derive(Debug, Deserialize, IntoParams)]
pub struct TicketKeyQuery {
    /// The key from the acknowledgement mail (not needed by the signed-in account that opened it).
    pub key: Option<String>,
}

/// A complaint with its thread, for the account that opened it or anyone with its key.
#[utoipa::path(get, path = "/help/tickets/{number}", tag = "help", params(("number" = String, Path), TicketKeyQuery),
    responses((status = 200, body = HelpTicketResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_ticket(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Path(number): Path<String>,
    Query(q): Query<TicketKeyQuery>,
) -> ApiResult<Json<HelpTicketResponse>> {
    let t = state
        .shop
        .help
        .view(&number, q.key.as_deref(), user.as_ref())
        .await?;
    Ok(Json(HelpTicketResponse::from(&t)))
}

/// A message added to a complaint.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = HelpMessageRequest)]
pub struct HelpMessageRequest {
    #[serde(default)]
    pub message: String,
}

/// The complaint's holder adds to it (not once it is closed).
#[utoipa::path(post, path = "/help/tickets/{number}/messages", tag = "help", params(("number" = String, Path), TicketKeyQuery),
    request_body = HelpMessageRequest,
    responses((status = 200, body = HelpTicketResponse), (status = 400, body = ErrorResponse),
        (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn create_ticket_message(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    Path(number): Path<String>,
    Query(q): Query<TicketKeyQuery>,
    ApiJson(req): ApiJson<HelpMessageRequest>,
) -> ApiResult<Json<HelpTicketResponse>> {
    let t = state
        .shop
        .help
        .customer_message(&number, q.key.as_deref(), user.as_ref(), &req.message)
        .await?;
    Ok(Json(HelpTicketResponse::from(&t)))
}

/// A page of a list.
#[derive(Debug, Deserialize, IntoParams)]
pub struct TicketPageQuery {
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 50).
    pub limit: Option<i64>,
}

fn page_answer(
    path: &str,
    mut query: Vec<(&'static str, String)>,
    limit: Option<i64>,
    page: tokri_domain::paging::Page<Ticket>,
) -> (HeaderMap, Json<Vec<HelpTicketResponse>>) {
    if let Some(l) = limit {
        query.push(("limit", l.to_string()));
    }
    let pairs: Vec<(&str, &str)> = query.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let headers = next_page_headers(path, &pairs, page.next.as_ref().map(|c| c.encode()));
    (
        headers,
        Json(page.items.iter().map(HelpTicketResponse::from).collect()),
    )
}

/// The caller's complaints, newest first; the next page's cursor is in `X-Next-Cursor`.
#[utoipa::path(get, path = "/user/tickets", tag = "help", security(("bearer" = [])), params(TicketPageQuery),
    responses((status = 200, body = [HelpTicketResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse)))]
pub async fn list_own_tickets(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Query(q): Query<TicketPageQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<HelpTicketResponse>>)> {
    let page = state
        .shop
        .help
        .for_user(&user, q.cursor.as_deref(), q.limit)
        .await?;
    Ok(page_answer("/api/user/tickets", Vec::new(), q.limit, page))
}

/// Which complaints the owner's list shows.
#[derive(Debug, Deserialize, IntoParams)]
pub struct AdminTicketQuery {
    /// open (not closed; the default), closed or all.
    pub status: Option<String>,
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 50).
    pub limit: Option<i64>,
}

/// The complaints, newest first; the next page's cursor is in `X-Next-Cursor`.
#[utoipa::path(get, path = "/admin/tickets", tag = "help", security(("bearer" = [])), params(AdminTicketQuery),
    responses((status = 200, body = [HelpTicketResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_tickets(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<AdminTicketQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<HelpTicketResponse>>)> {
    let (filter, name) = match q.status.as_deref().map(str::trim) {
        None | Some("") | Some("open") => (TicketFilter::Open, "open"),
        Some("closed") => (TicketFilter::Closed, "closed"),
        Some("all") => (TicketFilter::All, "all"),
        Some(_) => {
            return Err(ApiError::bad_request("status must be open, closed or all."));
        }
    };
    let page = state
        .shop
        .help
        .list(filter, q.cursor.as_deref(), q.limit)
        .await?;
    Ok(page_answer(
        "/api/admin/tickets",
        vec![("status", name.to_string())],
        q.limit,
        page,
    ))
}

/// Open complaints and how many are past due.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = HelpTicketSummary)]
pub struct TicketSummaryResponse {
    pub open: i64,
    pub overdue: i64,
}

/// How many complaints are open and overdue, for the dashboard.
#[utoipa::path(get, path = "/admin/tickets/summary", tag = "help", security(("bearer" = [])),
    responses((status = 200, body = TicketSummaryResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_ticket_summary(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<TicketSummaryResponse>> {
    let s = state.shop.help.summary().await?;
    Ok(Json(TicketSummaryResponse {
        open: s.open,
        overdue: s.overdue,
    }))
}

/// One complaint with its thread.
#[utoipa::path(get, path = "/admin/tickets/{number}", tag = "help", security(("bearer" = [])), params(("number" = String, Path)),
    responses((status = 200, body = HelpTicketResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse),
        (status = 404, body = ErrorResponse)))]
pub async fn get_admin_ticket(
    State(state): State<AppState>,
    _: AdminUser,
    Path(number): Path<String>,
) -> ApiResult<Json<HelpTicketResponse>> {
    let t = state.shop.help.admin_view(&number).await?;
    Ok(Json(HelpTicketResponse::from(&t)))
}

/// The shop's answer.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = HelpReplyRequest)]
pub struct HelpReplyRequest {
    #[serde(default)]
    pub message: String,
    /// Close it as resolved with this answer.
    #[serde(default)]
    pub close: bool,
}

/// Answers a complaint (mailed to its holder), closing it when asked.
#[utoipa::path(post, path = "/admin/tickets/{number}/replies", tag = "help", security(("bearer" = [])), params(("number" = String, Path)),
    request_body = HelpReplyRequest,
    responses((status = 200, body = HelpTicketResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn create_ticket_reply(
    State(state): State<AppState>,
    _: AdminUser,
    Path(number): Path<String>,
    ApiJson(req): ApiJson<HelpReplyRequest>,
) -> ApiResult<Json<HelpTicketResponse>> {
    let t = state
        .shop
        .help
        .answer(&number, Some(&req.message), req.close)
        .await?;
    Ok(Json(HelpTicketResponse::from(&t)))
}

/// Closes a complaint as resolved without a further answer (its holder is mailed).
#[utoipa::path(post, path = "/admin/tickets/{number}/close", tag = "help", security(("bearer" = [])), params(("number" = String, Path)),
    responses((status = 200, body = HelpTicketResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse),
        (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn close_ticket(
    State(state): State<AppState>,
    _: AdminUser,
    Path(number): Path<String>,
) -> ApiResult<Json<HelpTicketResponse>> {
    let t = state.shop.help.answer(&number, None, true).await?;
    Ok(Json(HelpTicketResponse::from(&t)))
}
