//! GST invoices: the owner's invoice settings, and an order's invoice as a PDF for its
//! customer and for the admin.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokri_domain::tax::IndianState;
use tokri_shop::invoices::{BusinessFields, InvoicePdf, SettingsInput};
use tokri_store::invoices::{InvoiceSettings, SellerContacts};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, CurrentUser};
use crate::error::{ApiResult, ErrorResponse};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_order_invoice))
        .routes(routes!(get_admin_order_invoice))
        .routes(routes!(get_invoice_settings, update_invoice_settings))
}

/// A state or union territory to choose from.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GstState)]
pub struct GstStateResponse {
    /// Two-digit GST state code.
    pub code: IndianState,
    pub name: String,
}

/// The seller named on every invoice.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = InvoiceSettings)]
pub struct InvoiceSettingsResponse {
    /// Registered (legal) name.
    pub legal_name: String,
    /// GSTIN; null when the shop is not registered (invoices then charge no GST).
    pub gstin: Option<String>,
    /// Address of the place of business.
    pub address: String,
    /// State of the place of business.
    pub state: IndianState,
    /// Invoice number prefix (`TK` gives `TK/26-27/000123`).
    pub prefix: String,
    /// FSSAI licence or registration number (14 digits), printed on every invoice and packing
    /// slip; null until entered.
    pub fssai: Option<String>,
    /// Customer care and the grievance officer, shown on the Seller information page.
    pub contacts: SellerContactsResponse,
    /// When last saved (RFC 3339); null for the shipped defaults.
    pub updated_at: Option<String>,
    /// The number the next invoice gets, e.g. `TK/26-27/000124`.
    pub next_number: String,
    /// Every state and union territory, by code.
    pub states: Vec<GstStateResponse>,
}

impl InvoiceSettingsResponse {
    fn new(s: &InvoiceSettings, next_number: String) -> Self {
        InvoiceSettingsResponse {
            legal_name: s.legal_name.clone(),
            gstin: s.gstin.as_ref().map(|g| g.as_str().to_string()),
            address: s.address.clone(),
            state: s.state,
            prefix: s.prefix.as_str().to_string(),
            fssai: s.fssai.as_ref().map(|f| f.as_str().to_string()),
            contacts: SellerContactsResponse::from(&s.contacts),
            updated_at: (s.updated_at > 0).then(|| crate::time_fmt::rfc3339(s.updated_at)),
            next_number,
            states: IndianState::all()
                .map(|st| GstStateResponse {
                    code: st,
                    name: st.name().to_string(),
                })
                .collect(),
        }
    }
}

/// How customers reach the seller (each blank until set).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SellerContacts)]
pub struct SellerContactsResponse {
    pub care_phone: String,
    pub care_email: String,
    pub grievance_name: String,
    pub grievance_designation: String,
    pub grievance_phone: String,
    pub grievance_email: String,
}

impl From<&SellerContacts> for SellerContactsResponse {
    fn from(c: &SellerContacts) -> Self {
        SellerContactsResponse {
            care_phone: c.care_phone.clone(),
            care_email: c.care_email.clone(),
            grievance_name: c.grievance_name.clone(),
            grievance_designation: c.grievance_designation.clone(),
            grievance_phone: c.grievance_phone.clone(),
            grievance_email: c.grievance_email.clone(),
        }
    }
}

/// New invoice settings.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = InvoiceSettingsRequest)]
pub struct InvoiceSettingsRequest {
    /// Registered (legal) name.
    #[serde(default)]
    pub legal_name: String,
    /// GSTIN (15 characters); blank or null when not registered.
    #[serde(default)]
    pub gstin: Option<String>,
    /// Address of the place of business.
    #[serde(default)]
    pub address: String,
    /// State of the place of business (two-digit GST state code); a GSTIN must belong to it.
    #[serde(default)]
    #[schema(value_type = IndianState)]
    pub state: String,
    /// Invoice number prefix: 1 to 3 letters or digits (so that numbers stay within 16 characters).
    #[serde(default)]
    pub prefix: String,
    /// FSSAI licence or registration number (14 digits); blank clears it, absent keeps it.
    #[serde(default)]
    pub fssai: Option<String>,
    /// Customer care and the grievance officer; each field absent keeps what is saved, blank
    /// clears it. The officer is given whole (name, designation, email; phone optional) or
    /// not at all.
    #[serde(default)]
    pub contacts: Option<SellerContactsRequest>,
}

/// Customer care and the grievance officer as the owner typed them.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SellerContactsRequest)]
pub struct SellerContactsRequest {
    pub care_phone: Option<String>,
    pub care_email: Option<String>,
    pub grievance_name: Option<String>,
    pub grievance_designation: Option<String>,
    pub grievance_phone: Option<String>,
    pub grievance_email: Option<String>,
}

/// The seller's invoice settings.
#[utoipa::path(get, path = "/admin/invoice-settings", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = InvoiceSettingsResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_invoice_settings(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<InvoiceSettingsResponse>> {
    let invoices = &state.shop.invoices;
    let s = invoices.settings().await?;
    let next = invoices.next_number(&s).await?;
    Ok(Json(InvoiceSettingsResponse::new(&s, next)))
}

/// Saves the seller's invoice settings; invoices already issued keep what they were issued
/// with.
#[utoipa::path(put, path = "/admin/invoice-settings", tag = "admin", security(("bearer" = [])), request_body = InvoiceSettingsRequest,
    responses((status = 200, body = InvoiceSettingsResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn update_invoice_settings(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<InvoiceSettingsRequest>,
) -> ApiResult<Json<InvoiceSettingsResponse>> {
    let invoices = &state.shop.invoices;
    let c = req.contacts.unwrap_or_default();
    let s = invoices
        .update_settings(
            &SettingsInput {
                legal_name: &req.legal_name,
                gstin: req.gstin.as_deref().unwrap_or(""),
                address: &req.address,
                state_code: &req.state,
                prefix: &req.prefix,
                ..SettingsInput::default()
            },
            &BusinessFields {
                fssai: req.fssai,
                care_phone: c.care_phone,
                care_email: c.care_email,
                grievance_name: c.grievance_name,
                grievance_designation: c.grievance_designation,
                grievance_phone: c.grievance_phone,
                grievance_email: c.grievance_email,
            },
        )
        .await?;
    let next = invoices.next_number(&s).await?;
    Ok(Json(InvoiceSettingsResponse::new(&s, next)))
}

/// A PDF download that no cache keeps.
pub(crate) fn pdf_answer(pdf: InvoicePdf) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{}\"", pdf.file_name),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_string()),
        ],
        pdf.bytes,
    )
        .into_response()
}

/// The invoice of one of the caller's paid orders, as a PDF.
#[utoipa::path(get, path = "/orders/{id}/invoice", tag = "orders", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, description = "The invoice (attachment TK-2026-27-000123.pdf)", content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorResponse), (status = 404, description = "Not the caller's order, or not paid", body = ErrorResponse)))]
pub async fn get_order_invoice(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let pdf = state.shop.invoices.own_invoice(&user, &id).await?;
    Ok(pdf_answer(pdf))
}

/// Any paid order's invoice, as a PDF.
#[utoipa::path(get, path = "/admin/orders/{id}/invoice", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, description = "The invoice", content_type = "application/pdf", body = Vec<u8>),
        (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_admin_order_invoice(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let pdf = state.shop.invoices.invoice(&id).await?;
    Ok(pdf_answer(pdf))
}
