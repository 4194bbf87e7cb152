//! Corporate gifting (issue 24): the CSV template, checking a file of recipients row by row,
//! placing it as one corporate order with a delivery per recipient, and a corporate order's
//! deliveries for its buyer and the admin.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use tokri_domain::FieldErrors;
use tokri_domain::business::BusinessBuyer;
use tokri_domain::corporate::RowInput;
use tokri_shop::corporate::{Company, CorporateCheck, CorporatePay};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, CurrentUser};
use crate::error::{ApiResult, ErrorResponse};
use crate::routes::accounts::AddressRequest;
use crate::routes::orders::{CreateOrderResponse, OrderResponse};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_corporate_template))
        .routes(routes!(check_corporate_file))
        .routes(routes!(create_corporate_order))
        .routes(routes!(list_own_deliveries))
        .routes(routes!(list_admin_deliveries))
        .routes(routes!(record_bank_transfer))
}

/// One recipient as typed in the file (every field text).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
#[schema(as = CorporateRowRequest)]
pub struct CorporateRowRequest {
    pub name: String,
    /// 10 digits.
    pub mobile: String,
    pub address: String,
    pub city: String,
    pub state: String,
    pub pin_code: String,
    /// The product's name (any case) or id.
    pub product: String,
    /// The pack's label; empty when the product has one pack.
    pub variant: String,
    /// 1 to 99; empty for 1.
    pub quantity: String,
    /// The card's message (at most 200 characters).
    pub message: String,
    /// `YYYY-MM-DD`, or `earliest` (or empty).
    pub delivery_date: String,
    /// The slot's label as the shop shows it (`9–13`), or empty for the first with room.
    pub slot: String,
}

impl From<CorporateRowRequest> for RowInput {
    fn from(r: CorporateRowRequest) -> Self {
        RowInput {
            name: r.name,
            mobile: r.mobile,
            address: r.address,
            city: r.city,
            state: r.state,
            pin_code: r.pin_code,
            product: r.product,
            variant: r.variant,
            quantity: r.quantity,
            message: r.message,
            delivery_date: r.delivery_date,
            slot: r.slot,
        }
    }
}

/// A file of recipients.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateCheckRequest)]
pub struct CorporateCheckRequest {
    #[serde(default)]
    pub rows: Vec<CorporateRowRequest>,
}

/// What a row resolved to.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateLine)]
pub struct CorporateLineDto {
    pub product_id: String,
    pub variant_id: String,
    /// The product with its pack.
    pub name: String,
    /// Rupees.
    pub unit_price: f64,
    pub quantity: i64,
    /// `YYYY-MM-DD`; empty when the shop offers no slots.
    pub delivery_date: String,
    pub slot_label: String,
    /// Rupees.
    pub delivery_fee: f64,
    /// Value and delivery, rupees.
    pub total: f64,
}

/// One row's verdict.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateRowCheck)]
pub struct CorporateRowCheckDto {
    /// Problems by the row's field names (`pinCode`, `product`, …); empty when it passed.
    pub errors: FieldErrors,
    pub line: Option<CorporateLineDto>,
}

/// Sums over the rows that passed, rupees.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateTotals)]
pub struct CorporateTotalsDto {
    pub recipients: usize,
    pub subtotal: f64,
    pub delivery: f64,
    pub total: f64,
}

/// The file's verdict: each row's, in the order sent, and the file's own problems.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateCheck)]
pub struct CorporateCheckDto {
    /// Every row passed: the file can be paid for.
    pub valid: bool,
    pub rows: Vec<CorporateRowCheckDto>,
    /// What concerns the whole file (a pack short over several rows).
    pub problems: Vec<String>,
    pub totals: CorporateTotalsDto,
}

impl From<CorporateCheck> for CorporateCheckDto {
    fn from(c: CorporateCheck) -> Self {
        let valid = c.valid();
        let total = c.total();
        let recipients = c.rows.iter().filter(|r| r.errors.is_empty()).count();
        CorporateCheckDto {
            valid,
            totals: CorporateTotalsDto {
                recipients,
                subtotal: c.subtotal.rupees(),
                delivery: c.delivery.rupees(),
                total: total.rupees(),
            },
            problems: c.problems,
            rows: c
                .rows
                .into_iter()
                .map(|r| CorporateRowCheckDto {
                    errors: r.errors,
                    line: r.line.map(|l| CorporateLineDto {
                        product_id: l.product_id,
                        variant_id: l.variant_id,
                        name: l.name,
                        unit_price: l.unit_price.rupees(),
                        quantity: l.qty,
                        delivery_date: l
                            .delivery
                            .as_ref()
                            .map(|d| d.date.to_string())
                            .unwrap_or_default(),
                        slot_label: l.delivery.map(|d| d.label).unwrap_or_default(),
                        delivery_fee: l.delivery_fee.rupees(),
                        total: l.total.rupees(),
                    }),
                })
                .collect(),
        }
    }
}

/// The company buying.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateCompanyRequest)]
pub struct CorporateCompanyRequest {
    /// The legal name the invoice bills.
    #[serde(default)]
    pub legal_name: String,
    /// Its GSTIN for a B2B tax invoice; empty when it has none.
    #[serde(default)]
    pub gstin: String,
    #[serde(default)]
    pub billing_address: AddressRequest,
}

/// A file to place as one corporate order.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateOrderRequest)]
pub struct CorporateOrderRequest {
    #[serde(default)]
    pub rows: Vec<CorporateRowRequest>,
    #[serde(default)]
    pub company: CorporateCompanyRequest,
    /// `online` (default: the payment window opens) or `bank_transfer` (when `/api/config`
    /// offers it: the admin marks it received).
    #[serde(default)]
    pub payment_method: CorporatePayRequest,
}

/// How the company pays.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = CorporatePayMethod)]
pub enum CorporatePayRequest {
    #[default]
    Online,
    BankTransfer,
}

/// The bank's reference of a transfer received.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[schema(as = BankTransferRequest)]
pub struct BankTransferRequest {
    /// The UTR: 6 to 40 letters and digits.
    #[serde(default)]
    pub reference: String,
}

impl CorporateCompanyRequest {
    fn parse(&self) -> Result<Company, FieldErrors> {
        let mut errors = FieldErrors::new();
        let billing = self.billing_address.parse().map_err(|e| {
            for (k, v) in e {
                errors.insert(format!("company.billingAddress.{k}"), v);
            }
        });
        let name = tokri_domain::business::legal_name_of(&self.legal_name);
        if name.is_none() {
            errors.insert(
                "company.legalName".into(),
                tokri_domain::business::LEGAL_NAME_MESSAGE.into(),
            );
        }
        let gstin = match self.gstin.trim() {
            "" => None,
            gstin => match BusinessBuyer::parse(gstin, &self.legal_name) {
                Ok(b) => Some(b),
                Err(e) => {
                    if let Some(m) = e.get("gstin") {
                        errors.insert("company.gstin".into(), m.clone());
                    }
                    None
                }
            },
        };
        match (billing, name) {
            (Ok(billing), Some(name)) if errors.is_empty() => Ok(Company {
                legal_name: name,
                gstin,
                billing,
            }),
            _ => Err(errors),
        }
    }
}

/// The corporate gifting template: the columns and two example rows.
#[utoipa::path(get, path = "/corporate/template", tag = "corporate",
    responses((status = 200, description = "CSV", content_type = "text/csv", body = String)))]
pub async fn get_corporate_template(State(state): State<AppState>) -> ApiResult<Response> {
    let csv = state.shop.checkout.corporate_template().await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"corporate-gifting-template.csv\"",
            ),
        ],
        csv,
    )
        .into_response())
}

/// Checks a file of up to 1,000 recipients, row by row and as a whole (stock and slot places
/// over every row), and prices it. Reserves nothing.
#[utoipa::path(post, path = "/corporate/check", tag = "corporate", security(("bearer" = [])), request_body = CorporateCheckRequest,
    responses((status = 200, body = CorporateCheckDto), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse)))]
pub async fn check_corporate_file(
    State(state): State<AppState>,
    _user: CurrentUser,
    ApiJson(req): ApiJson<CorporateCheckRequest>,
) -> ApiResult<Json<CorporateCheckDto>> {
    let rows: Vec<RowInput> = req.rows.into_iter().map(Into::into).collect();
    Ok(Json(
        state.shop.checkout.check_corporate(&rows).await?.into(),
    ))
}

/// Places a checked file as one corporate order paid online at once: the company's lines and
/// money (its B2B invoice when it gave a GSTIN) and one gift delivery per recipient, stored all
/// or nothing. 409 when a row no longer passes (check the file again).
#[utoipa::path(post, path = "/corporate/orders", tag = "corporate", security(("bearer" = [])), request_body = CorporateOrderRequest,
    responses((status = 201, body = CreateOrderResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 409, body = ErrorResponse), (status = 502, body = ErrorResponse)))]
pub async fn create_corporate_order(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(req): ApiJson<CorporateOrderRequest>,
) -> ApiResult<(StatusCode, Json<CreateOrderResponse>)> {
    let company = req.company.parse().map_err(tokri_shop::ShopError::fields)?;
    let rows: Vec<RowInput> = req.rows.into_iter().map(Into::into).collect();
    let pay = match req.payment_method {
        CorporatePayRequest::Online => CorporatePay::Online,
        CorporatePayRequest::BankTransfer => CorporatePay::BankTransfer,
    };
    let opened = state
        .shop
        .checkout
        .place_corporate(&user, &rows, company, pay)
        .await?;
    let bank_transfer = state.shop.checkout.bank_transfer_for(&opened.order);
    Ok((
        StatusCode::CREATED,
        Json(CreateOrderResponse {
            order_id: opened.provider_order_id,
            payment_method: opened.order.pay_method,
            key: opened.key,
            amount: opened.order.total_paise,
            currency: opened.order.currency.clone(),
            order_number: opened.order.number,
            order_doc_id: opened.order.id,
            bank_transfer,
        }),
    ))
}

/// One of the caller's corporate orders' deliveries, by number.
#[utoipa::path(get, path = "/orders/{id}/deliveries", tag = "orders", security(("bearer" = [])),
    params(("id" = String, Path, description = "The corporate order's id")),
    responses((status = 200, body = [OrderResponse]), (status = 401, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn list_own_deliveries(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Vec<OrderResponse>>> {
    let order = state.shop.checkout.own_order(&user, &id).await?;
    let rows = state.shop.checkout.deliveries(&order).await?;
    Ok(Json(rows.iter().map(OrderResponse::from).collect()))
}

/// A corporate order's deliveries, by number (for the admin: progress and packing slips).
#[utoipa::path(get, path = "/admin/orders/{id}/deliveries", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "The corporate order's id")),
    responses((status = 200, body = [OrderResponse]), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn list_admin_deliveries(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Vec<OrderResponse>>> {
    let order = state.shop.admin.get_order(&id).await?;
    let rows = state.shop.checkout.deliveries(&order).await?;
    Ok(Json(rows.iter().map(OrderResponse::from).collect()))
}

/// Marks a corporate order's bank transfer received, with the bank's reference (UTR): the order
/// is paid (its invoice issued, its deliveries paid, the company's confirmation sent). 409 when
/// the order does not wait for a bank transfer or the reference was recorded already.
#[utoipa::path(post, path = "/admin/orders/{id}/bank-transfer", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "The corporate order's id")), request_body = BankTransferRequest,
    responses((status = 200, body = OrderResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn record_bank_transfer(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<BankTransferRequest>,
) -> ApiResult<Json<OrderResponse>> {
    let order = state.shop.admin.get_order(&id).await?;
    let paid = state
        .shop
        .checkout
        .record_bank_transfer(&order.id, &req.reference)
        .await?;
    Ok(Json(OrderResponse::detailed(&state, &paid).await?))
}
