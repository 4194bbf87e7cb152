//! A person's data: the privacy notice, consents, the export, erasure, and the owner's list of
//! data requests.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokri_domain::privacy::{DataRequestKind, DataRequestStatus};
use tokri_shop::privacy::Erasure;
use tokri_store::privacy::{Consents, DataRequestRow};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, CurrentUser};
use crate::error::{ApiResult, ErrorResponse};
use crate::routes::next_page_headers;
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_privacy_notice))
        .routes(routes!(get_consents, update_consents))
        .routes(routes!(create_withdrawal))
        .routes(routes!(get_my_data))
        .routes(routes!(get_my_data_html))
        .routes(routes!(delete_account))
        .routes(routes!(list_data_requests))
        .routes(routes!(get_data_request_summary))
        .routes(routes!(complete_data_request))
        .routes(routes!(get_offer_audience))
        .routes(routes!(create_offer_mail))
}

/// Who is responsible for the data.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PrivacyController)]
pub struct ControllerResponse {
    pub legal_name: String,
    pub address: String,
    pub email: String,
    pub phone: String,
}

/// The grievance officer.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = PrivacyGrievanceOfficer)]
pub struct OfficerResponse {
    pub name: String,
    pub designation: String,
    pub email: String,
    pub phone: String,
}

/// What is kept, why and how long.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = PrivacySection)]
pub struct SectionResponse {
    pub title: String,
    pub data: Vec<String>,
    pub purpose: String,
    pub kept: String,
}

/// A service some personal data goes to.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = PrivacyProcessor)]
pub struct ProcessorResponse {
    pub name: String,
    pub purpose: String,
}

/// The privacy notice, generated from what this shop stores and the services it uses.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PrivacyNotice)]
pub struct PrivacyNoticeResponse {
    pub controller: ControllerResponse,
    pub grievance_officer: Option<OfficerResponse>,
    pub sections: Vec<SectionResponse>,
    pub processors: Vec<ProcessorResponse>,
    pub rights: Vec<String>,
}

/// What the shop keeps about people, why, for how long, and who else sees it.
#[utoipa::path(get, path = "/privacy/notice", tag = "privacy",
    responses((status = 200, body = PrivacyNoticeResponse)))]
pub async fn get_privacy_notice(
    State(state): State<AppState>,
) -> ApiResult<Json<PrivacyNoticeResponse>> {
    let seller = state
        .shop
        .invoices
        .public_seller(&state.shop.settings.contact)
        .await?;
    let c = &seller.settings.contacts;
    let facts = state.shop.privacy.notice_facts();
    Ok(Json(PrivacyNoticeResponse {
        controller: ControllerResponse {
            legal_name: seller.legal_name.clone(),
            address: seller.address.clone(),
            email: seller.care_email.clone(),
            phone: seller.care_phone.clone(),
        },
        grievance_officer: (!c.grievance_name.is_empty()).then(|| OfficerResponse {
            name: c.grievance_name.clone(),
            designation: c.grievance_designation.clone(),
            email: c.grievance_email.clone(),
            phone: c.grievance_phone.clone(),
        }),
        sections: facts
            .sections
            .into_iter()
            .map(|s| SectionResponse {
                title: s.title,
                data: s.data,
                purpose: s.purpose,
                kept: s.kept,
            })
            .collect(),
        processors: facts
            .processors
            .into_iter()
            .map(|p| ProcessorResponse {
                name: p.name,
                purpose: p.purpose,
            })
            .collect(),
        rights: facts.rights,
    }))
}

/// A person's consents: since when each stands, null when not given.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Consents)]
pub struct ConsentsResponse {
    /// Offers and news by mail.
    pub marketing: bool,
    /// Order updates on WhatsApp.
    pub whatsapp: bool,
    pub marketing_at: Option<String>,
    pub whatsapp_at: Option<String>,
}

impl From<Consents> for ConsentsResponse {
    fn from(c: Consents) -> Self {
        ConsentsResponse {
            marketing: c.marketing_at.is_some(),
            whatsapp: c.whatsapp_at.is_some(),
            marketing_at: c.marketing_at.map(rfc3339),
            whatsapp_at: c.whatsapp_at.map(rfc3339),
        }
    }
}

/// The caller's consents.
#[utoipa::path(get, path = "/user/consents", tag = "privacy", security(("bearer" = [])),
    responses((status = 200, body = ConsentsResponse), (status = 401, body = ErrorResponse)))]
pub async fn get_consents(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<ConsentsResponse>> {
    Ok(Json(state.shop.privacy.consents(&user).await?.into()))
}

/// Consents to change (a missing one stays as it is).
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = ConsentsRequest)]
pub struct ConsentsRequest {
    pub marketing: Option<bool>,
    pub whatsapp: Option<bool>,
}

/// Gives or withdraws the caller's consents.
#[utoipa::path(put, path = "/user/consents", tag = "privacy", security(("bearer" = [])), request_body = ConsentsRequest,
    responses((status = 200, body = ConsentsResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse)))]
pub async fn update_consents(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(req): ApiJson<ConsentsRequest>,
) -> ApiResult<Json<ConsentsResponse>> {
    Ok(Json(
        state
            .shop
            .privacy
            .set_consents(&user, req.marketing, req.whatsapp, "account")
            .await?
            .into(),
    ))
}

/// The token of a mail's withdrawal link.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = WithdrawRequest)]
pub struct WithdrawRequest {
    #[serde(default)]
    pub token: String,
}

/// What a withdrawal did.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = WithdrawResponse)]
pub struct WithdrawResponse {
    pub message: String,
    pub marketing: bool,
    pub whatsapp: bool,
}

/// Withdraws every consent of whoever the mail with this link went to (no sign-in needed).
#[utoipa::path(post, path = "/privacy/withdraw", tag = "privacy", request_body = WithdrawRequest,
    responses((status = 200, body = WithdrawResponse), (status = 400, body = ErrorResponse)))]
pub async fn create_withdrawal(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<WithdrawRequest>,
) -> ApiResult<Json<WithdrawResponse>> {
    state.shop.privacy.withdraw_by_token(&req.token).await?;
    Ok(Json(WithdrawResponse {
        message: "Done. We will send you no offers and no WhatsApp messages; you will still get mail about your orders.".into(),
        marketing: false,
        whatsapp: false,
    }))
}

fn download(content_type: &'static str, file: &'static str, body: String) -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static(file));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    (headers, body).into_response()
}

/// Everything the shop keeps about the caller, as JSON (a download).
#[utoipa::path(get, path = "/user/data", tag = "privacy", security(("bearer" = [])),
    responses((status = 200, description = "The caller's data as JSON", content_type = "application/json"),
        (status = 401, body = ErrorResponse)))]
pub async fn get_my_data(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Response> {
    let data = state.shop.privacy.export(&user).await?;
    let json = tokri_shop::privacy::export_json(
        &data,
        &state.shop.settings.contact.name,
        state.shop.clock.now_ms(),
    );
    let body = serde_json::to_string_pretty(&json).unwrap_or_default();
    Ok(download(
        "application/json",
        "attachment; filename=\"tokri-my-data.json\"",
        body,
    ))
}

/// Everything the shop keeps about the caller, as a page to read or print (a download).
#[utoipa::path(get, path = "/user/data.html", tag = "privacy", security(("bearer" = [])),
    responses((status = 200, description = "The caller's data as HTML", content_type = "text/html"),
        (status = 401, body = ErrorResponse)))]
pub async fn get_my_data_html(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Response> {
    let data = state.shop.privacy.export(&user).await?;
    let html = tokri_shop::privacy::export_html(
        &data,
        &state.shop.settings.contact.name,
        state.shop.clock.now_ms(),
    );
    Ok(download(
        "text/html; charset=utf-8",
        "attachment; filename=\"tokri-my-data.html\"",
        html,
    ))
}

/// The erasure's confirmation.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = DeleteAccountRequest)]
pub struct DeleteAccountRequest {
    /// The account's password (accounts made with Google have none).
    pub password: Option<String>,
    /// The word DELETE.
    #[serde(default)]
    pub confirm: String,
}

/// What became of the account.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DeleteAccountResponse)]
pub struct DeleteAccountResponse {
    pub message: String,
    /// completed (erased now) or pending (closed; erased once orders in progress are done).
    pub status: DataRequestStatus,
}

/// Closes the caller's account and erases their personal data (at once, or once their orders
/// in progress are delivered). Invoices keep their numbers and amounts.
#[utoipa::path(delete, path = "/user/account", tag = "privacy", security(("bearer" = [])), request_body = DeleteAccountRequest,
    responses((status = 200, body = DeleteAccountResponse), (status = 400, body = ErrorResponse),
        (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn delete_account(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(req): ApiJson<DeleteAccountRequest>,
) -> ApiResult<Json<DeleteAccountResponse>> {
    let done = state
        .shop
        .privacy
        .erase(&user, req.password.as_deref(), &req.confirm)
        .await?;
    Ok(Json(match done {
        Erasure::Completed => DeleteAccountResponse {
            message: "Your account and personal data have been erased. Invoices keep only what tax law requires.".into(),
            status: DataRequestStatus::Completed,
        },
        Erasure::Pending => DeleteAccountResponse {
            message: "Your account is closed. We will erase your personal data once your orders in progress are delivered, within 90 days.".into(),
            status: DataRequestStatus::Pending,
        },
    }))
}

/// A request to export or erase a person's data.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DataRequest)]
pub struct DataRequestResponse {
    pub id: String,
    pub kind: DataRequestKind,
    pub status: DataRequestStatus,
    /// "Name <email>" until erased, then "Erased customer".
    pub customer: String,
    pub requested_at: String,
    pub due_by: String,
    pub completed_at: Option<String>,
    pub note: String,
}

impl From<&DataRequestRow> for DataRequestResponse {
    fn from(r: &DataRequestRow) -> Self {
        let erased = tokri_domain::privacy::is_erased_email(&r.customer_email);
        DataRequestResponse {
            id: r.id.clone(),
            kind: r.kind,
            status: r.status,
            customer: if erased {
                tokri_domain::privacy::ERASED_NAME.to_string()
            } else {
                format!("{} <{}>", r.customer_name, r.customer_email)
            },
            requested_at: rfc3339(r.requested_at),
            due_by: rfc3339(r.due_by),
            completed_at: r.completed_at.map(rfc3339),
            note: r.note.clone(),
        }
    }
}

/// Which data requests the list shows.
#[derive(Debug, Deserialize, IntoParams)]
pub struct DataRequestQuery {
    /// pending (the default) or all.
    pub status: Option<String>,
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 50).
    pub limit: Option<i64>,
}

/// The data requests, newest first; the next page's cursor is in `X-Next-Cursor`.
#[utoipa::path(get, path = "/admin/data-requests", tag = "privacy", security(("bearer" = [])), params(DataRequestQuery),
    responses((status = 200, body = [DataRequestResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_data_requests(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<DataRequestQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<DataRequestResponse>>)> {
    let pending_only = match q.status.as_deref().map(str::trim) {
        None | Some("") | Some("pending") => true,
        Some("all") => false,
        Some(_) => {
            return Err(crate::error::ApiError::bad_request(
                "status must be pending or all.",
            ));
        }
    };
    let page = state
        .shop
        .privacy
        .requests(pending_only, q.cursor.as_deref(), q.limit)
        .await?;
    let limit = q.limit.map(|l| l.to_string());
    let mut query = vec![("status", if pending_only { "pending" } else { "all" })];
    if let Some(l) = limit.as_deref() {
        query.push(("limit", l));
    }
    let headers = next_page_headers(
        "/api/admin/data-requests",
        &query,
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(page.items.iter().map(DataRequestResponse::from).collect()),
    ))
}

/// Waiting data requests and how many are past due.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DataRequestSummary)]
pub struct DataRequestSummaryResponse {
    pub pending: i64,
    pub overdue: i64,
}

/// How many data requests wait, for the dashboard.
#[utoipa::path(get, path = "/admin/data-requests/summary", tag = "privacy", security(("bearer" = [])),
    responses((status = 200, body = DataRequestSummaryResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_data_request_summary(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<DataRequestSummaryResponse>> {
    let s = state.shop.privacy.summary().await?;
    Ok(Json(DataRequestSummaryResponse {
        pending: s.pending,
        overdue: s.overdue,
    }))
}

/// Completes a waiting erasure now (refused while the customer has orders in progress).
#[utoipa::path(post, path = "/admin/data-requests/{id}/complete", tag = "privacy", security(("bearer" = [])), params(("id" = String, Path)),
    responses((status = 200, body = DataRequestResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse),
        (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn complete_data_request(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<DataRequestResponse>> {
    let r = state.shop.privacy.complete(&id).await?;
    Ok(Json(DataRequestResponse::from(&r)))
}

/// Who an offer mail would go to.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = OfferAudience)]
pub struct OfferAudienceResponse {
    /// Customers who agreed to offers by mail now.
    pub customers: i64,
}

/// How many customers agreed to offers by mail.
#[utoipa::path(get, path = "/admin/offer-mails/audience", tag = "privacy", security(("bearer" = [])),
    responses((status = 200, body = OfferAudienceResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_offer_audience(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<OfferAudienceResponse>> {
    Ok(Json(OfferAudienceResponse {
        customers: state.shop.privacy.offer_audience().await?,
    }))
}

/// An offer mail.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = OfferMailRequest)]
pub struct OfferMailRequest {
    /// 1–120 characters on one line.
    #[serde(default)]
    pub subject: String,
    /// 1–5,000 characters.
    #[serde(default)]
    pub message: String,
}

/// What was queued.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = OfferMailResponse)]
pub struct OfferMailResponse {
    /// Mails queued: one per customer who agreed to offers.
    pub queued: i64,
    pub message: String,
}

/// Mails an offer to every customer who agreed to offers by mail, and to no one else; a mail
/// whose reader withdraws consent before it goes out is not sent.
#[utoipa::path(post, path = "/admin/offer-mails", tag = "privacy", security(("bearer" = [])), request_body = OfferMailRequest,
    responses((status = 202, body = OfferMailResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse),
        (status = 403, body = ErrorResponse)))]
pub async fn create_offer_mail(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<OfferMailRequest>,
) -> ApiResult<(axum::http::StatusCode, Json<OfferMailResponse>)> {
    let queued = state
        .shop
        .privacy
        .send_offer(
            &req.subject,
            &req.message,
            &state.shop.settings.contact.name,
        )
        .await?;
    state.shop.mail.wake();
    Ok((
        axum::http::StatusCode::ACCEPTED,
        Json(OfferMailResponse {
            queued,
            message: format!(
                "Queued for {queued} customer{} who agreed to offers.",
                if queued == 1 { "" } else { "s" }
            ),
        }),
    ))
}
