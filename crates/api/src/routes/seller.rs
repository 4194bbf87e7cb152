//! The seller behind the shop (issue 28): legal name, address, GSTIN, FSSAI number, customer
//! care and the grievance officer, as the Consumer Protection (E-Commerce) Rules 2020 ask an
//! online seller to show them. Public: the footer and the Seller information page read it.
//! The owner edits it with the invoice settings (`PUT /api/admin/invoice-settings`).

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::error::ApiResult;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_seller))
}

/// The person who handles complaints.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = GrievanceOfficer)]
pub struct GrievanceOfficerResponse {
    pub name: String,
    pub designation: String,
    pub email: String,
    /// Null when the owner gave none.
    pub phone: Option<String>,
}

/// Who sells, and how to reach them.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Seller)]
pub struct SellerResponse {
    /// The shop's name (as in the footer).
    pub shop_name: String,
    /// Registered (legal) name.
    pub legal_name: String,
    /// Address of the place of business.
    pub address: String,
    /// Its state.
    pub state: String,
    /// GSTIN; null when not registered.
    pub gstin: Option<String>,
    /// FSSAI licence or registration number; null until the owner enters it.
    pub fssai: Option<String>,
    /// Customer care: the owner's care contacts, else the shop's contact details.
    pub care_phone: String,
    pub care_email: String,
    /// Opening hours.
    pub hours: String,
    /// Null until the owner names one.
    pub grievance_officer: Option<GrievanceOfficerResponse>,
}

/// The seller's details, for the footer and the Seller information page.
#[utoipa::path(get, path = "/seller", tag = "pages",
    responses((status = 200, body = SellerResponse)))]
pub async fn get_seller(State(state): State<AppState>) -> ApiResult<Json<SellerResponse>> {
    let contact = &state.shop.settings.contact;
    let seller = state.shop.invoices.public_seller(contact).await?;
    let s = &seller.settings;
    let c = &s.contacts;
    Ok(Json(SellerResponse {
        shop_name: contact.name.clone(),
        legal_name: s.legal_name.clone(),
        address: s.address.clone(),
        state: s.state.name().to_string(),
        gstin: s.gstin.as_ref().map(|g| g.as_str().to_string()),
        fssai: s.fssai.as_ref().map(|f| f.as_str().to_string()),
        care_phone: seller.care_phone.clone(),
        care_email: seller.care_email.clone(),
        hours: contact.hours.clone(),
        grievance_officer: (!c.grievance_name.is_empty()).then(|| GrievanceOfficerResponse {
            name: c.grievance_name.clone(),
            designation: c.grievance_designation.clone(),
            email: c.grievance_email.clone(),
            phone: (!c.grievance_phone.is_empty()).then(|| c.grievance_phone.clone()),
        }),
    }))
}
