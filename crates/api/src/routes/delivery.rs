//! Delivery days, slots and served PIN codes: the storefront's slot calendar and "Check
//! delivery" box, and the owner's settings (admin role).

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use tokri_domain::delivery::{self as rules, DeliveryDate, SlotState, TimeOfDay};
use tokri_domain::{Money, PinCode};
use tokri_shop::delivery::{Calendar, DeliveryChoice, DeliveryOverview};
use tokri_store::delivery::{ClosedDateRow, OrderDelivery, PincodeRow, SlotRow};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson, ClientAddr};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::{MessageResponse, message};

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_delivery_slots))
        .routes(routes!(get_delivery_check))
        .routes(routes!(create_waitlist_entry))
        .routes(routes!(list_waitlist))
        .routes(routes!(get_day_sheet))
        .routes(routes!(get_delivery_settings))
        .routes(routes!(update_delivery_cutoff))
        .routes(routes!(create_delivery_slot))
        .routes(routes!(update_delivery_slot, delete_delivery_slot))
        .routes(routes!(create_closed_date))
        .routes(routes!(delete_closed_date))
        .routes(routes!(list_served_pincodes, create_served_pincodes))
        .routes(routes!(update_served_pincode, delete_served_pincode))
}

// ---- on orders ----

/// The day and slot an order is delivered in.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderDelivery)]
pub struct OrderDeliveryResponse {
    /// IST day, YYYY-MM-DD.
    pub date: String,
    /// The slot's id.
    pub slot_id: String,
    /// The slot as it was when ordered (`7–11`, IST hours).
    pub label: String,
}

impl From<&OrderDelivery> for OrderDeliveryResponse {
    fn from(d: &OrderDelivery) -> Self {
        OrderDeliveryResponse {
            date: d.date.to_string(),
            slot_id: d.slot_id.clone(),
            label: d.label.clone(),
        }
    }
}

/// The delivery day and slot chosen at checkout.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliveryChoiceRequest)]
pub struct DeliveryChoiceRequest {
    /// IST day, YYYY-MM-DD.
    #[serde(default)]
    pub date: String,
    /// A slot id from `GET /api/delivery/slots`.
    #[serde(default)]
    pub slot_id: String,
}

impl DeliveryChoiceRequest {
    /// The choice, or a 400 with `errors.delivery`.
    pub fn parse(self) -> ApiResult<DeliveryChoice> {
        let date = DeliveryDate::parse(self.date.trim()).ok_or_else(|| {
            ApiError::bad_request("Please choose a delivery day.")
                .with_field("delivery", "Please choose a delivery day.")
        })?;
        let slot_id = self.slot_id.trim().to_string();
        if slot_id.is_empty() {
            return Err(ApiError::bad_request("Please choose a delivery slot.")
                .with_field("delivery", "Please choose a delivery slot."));
        }
        Ok(DeliveryChoice { date, slot_id })
    }
}

// ---- storefront ----

/// One slot on one day, as a customer can choose it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliverySlotOnDay)]
pub struct SlotOnDayResponse {
    /// The slot's id (send it as `delivery.slotId`).
    pub slot_id: String,
    /// `7–11` (IST hours).
    pub label: String,
    /// Start, `07:00`.
    pub start: String,
    /// End, `11:00`.
    pub end: String,
    /// open: can be chosen; full: no place left; closed: no deliveries that day; past: the
    /// same-day cut-off passed or the slot has started.
    pub state: SlotState,
    /// Places left.
    pub left: i64,
}

/// One day of the booking window.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DeliveryDay)]
pub struct DayResponse {
    /// IST day, YYYY-MM-DD.
    pub date: String,
    /// No deliveries that day.
    pub closed: bool,
    /// The day's slots, earliest first.
    pub slots: Vec<SlotOnDayResponse>,
}

/// The days and slots a customer can choose from.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DeliveryCalendar)]
pub struct CalendarResponse {
    /// Orders must name a day and slot (the shop offers slots).
    pub required: bool,
    /// Same-day orders close at this IST time (`12:00`).
    pub cutoff: String,
    /// Today in IST, YYYY-MM-DD.
    pub today: String,
    /// Today and the 13 days after.
    pub days: Vec<DayResponse>,
}

impl From<&Calendar> for CalendarResponse {
    fn from(c: &Calendar) -> Self {
        CalendarResponse {
            required: c.required,
            cutoff: c.cutoff.hhmm(),
            today: c.today.to_string(),
            days: c
                .days
                .iter()
                .map(|d| DayResponse {
                    date: d.date.to_string(),
                    closed: d.closed,
                    slots: d
                        .slots
                        .iter()
                        .map(|s| SlotOnDayResponse {
                            slot_id: s.slot.id.clone(),
                            label: s.slot.hours.label(),
                            start: s.slot.hours.start.hhmm(),
                            end: s.slot.hours.end.hhmm(),
                            state: s.state,
                            left: s.left(),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// The days and slots that can be chosen now: today (before the cut-off, slots not yet
/// started) and the 13 days after, each slot open, full, closed or past.
#[utoipa::path(get, path = "/delivery/slots", tag = "delivery",
    responses((status = 200, body = CalendarResponse)))]
pub async fn list_delivery_slots(
    State(state): State<AppState>,
) -> ApiResult<Json<CalendarResponse>> {
    let calendar = state.shop.delivery.calendar().await?;
    Ok(Json(CalendarResponse::from(&calendar)))
}

/// PIN code to check.
#[derive(Debug, Deserialize, IntoParams)]
pub struct CheckQuery {
    /// A 6-digit PIN code.
    pub pincode: Option<String>,
}

/// The earliest day and slot.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = EarliestSlot)]
pub struct EarliestResponse {
    /// IST day, YYYY-MM-DD.
    pub date: String,
    /// The slot's id.
    pub slot_id: String,
    /// `7–11`.
    pub label: String,
}

/// Whether the shop delivers to a PIN code.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PincodeCheck)]
pub struct PincodeCheckResponse {
    /// The PIN code (6 digits).
    pub pincode: String,
    /// Whether the shop delivers there.
    pub served: bool,
    /// Added to the delivery fee of orders there, rupees.
    pub extra_fee: f64,
    /// The first day and slot with room (null when not served or none is free).
    pub earliest: Option<EarliestResponse>,
    /// `Delivers to 411001 — earliest tomorrow 7–11`, or `We don't deliver to 110001 yet`.
    pub message: String,
    /// Where the shop does deliver ("411001–411062"), when it does not deliver here; null
    /// otherwise.
    pub served_areas: Option<String>,
}

/// Whether the shop delivers to a PIN code, its extra delivery fee, and the earliest slot.
#[utoipa::path(get, path = "/delivery/check", tag = "delivery", params(CheckQuery),
    responses((status = 200, body = PincodeCheckResponse), (status = 400, body = ErrorResponse)))]
pub async fn get_delivery_check(
    State(state): State<AppState>,
    Query(q): Query<CheckQuery>,
) -> ApiResult<Json<PincodeCheckResponse>> {
    const BAD: &str = "Please enter a valid 6-digit PIN code.";
    let pin = PinCode::parse(q.pincode.as_deref().unwrap_or(""))
        .ok_or_else(|| ApiError::bad_request(BAD).with_field("pincode", BAD))?;
    let check = state.shop.delivery.check(&pin).await?;
    Ok(Json(PincodeCheckResponse {
        pincode: check.pincode.as_str().to_string(),
        served: check.served,
        extra_fee: check.extra_fee.rupees(),
        earliest: check.earliest.map(|(date, slot)| EarliestResponse {
            date: date.to_string(),
            slot_id: slot.id,
            label: slot.hours.label(),
        }),
        message: check.message,
        served_areas: check.served_areas,
    }))
}

/// Asks to be told when the shop delivers to a PIN code.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = WaitlistRequest)]
pub struct WaitlistRequest {
    /// The PIN code the shop does not deliver to yet.
    #[serde(default)]
    pub pin_code: String,
    /// An email address or a 10-digit mobile number to tell.
    #[serde(default)]
    pub contact: String,
}

/// Puts an email or mobile on a PIN code's waiting list (once, however often it is asked).
#[utoipa::path(post, path = "/delivery/waitlist", tag = "delivery", request_body = WaitlistRequest,
    responses((status = 201, body = MessageResponse, description = "Added"),
        (status = 200, body = MessageResponse, description = "Already on the list"),
        (status = 400, body = ErrorResponse), (status = 429, body = ErrorResponse)))]
pub async fn create_waitlist_entry(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(req): ApiJson<WaitlistRequest>,
) -> ApiResult<(StatusCode, Json<MessageResponse>)> {
    let added = state
        .shop
        .delivery
        .join_waitlist(&req.pin_code, &req.contact, &client)
        .await?;
    let told = format!(
        "Thank you. We'll let you know when we deliver to {}.",
        req.pin_code.trim()
    );
    Ok((
        if added {
            StatusCode::CREATED
        } else {
            StatusCode::OK
        },
        message(&told),
    ))
}

/// One order to deliver.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliveryStop)]
pub struct DeliveryStopResponse {
    /// The order's id.
    pub order_id: String,
    /// Its short number ("#10482").
    pub order_number: i64,
    /// Its status (Pending, Processing, …).
    pub status: tokri_domain::OrderStatus,
    /// Who ordered (the account holder).
    pub customer_name: String,
    /// Who receives it: a gift's recipient, else the addressee.
    pub recipient_name: String,
    /// The phone to call at the door: a gift recipient's, else the address's.
    pub mobile: String,
    /// Where to deliver.
    pub address: tokri_domain::Address,
    /// What to hand over.
    pub items: Vec<crate::routes::orders::OrderItemResponse>,
    /// Cash to collect at the door, rupees; null when nothing is due.
    pub cod_to_collect: Option<f64>,
    /// The order total, rupees.
    pub total: f64,
    /// A gift (its message and sender below; prices off its slip unless `showPrices`).
    pub gift: bool,
    /// The gift message, when a gift.
    pub gift_message: Option<String>,
    /// Who the gift is from, when a gift and given.
    pub gift_from: Option<String>,
    /// Whether the slip may show prices.
    pub show_prices: bool,
}

/// A slot's deliveries.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliverySlotStops)]
pub struct SlotStopsResponse {
    /// The slot's id ("" for orders placed without a slot).
    pub slot_id: String,
    /// The slot as its orders name it (`7–11`).
    pub label: String,
    pub orders: Vec<DeliveryStopResponse>,
}

/// A day's deliveries for the owner.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliverySheet)]
pub struct DeliveryDayResponse {
    /// The day (`2026-11-27`, IST).
    pub date: String,
    /// How many orders.
    pub count: usize,
    /// Cash to collect over the day, rupees.
    pub cod_to_collect: f64,
    /// Slots with orders, earliest first.
    pub slots: Vec<SlotStopsResponse>,
    /// True when the day has more orders than one sheet lists (2,000).
    pub truncated: bool,
}

/// Day sheet query.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DaySheetQuery {
    /// The day (`YYYY-MM-DD`, IST); today when left out.
    pub date: Option<String>,
}

/// The deliveries of a day (today by default) grouped by slot: paid and cash-due orders that
/// are not cancelled, with what to hand over, where, to whom and the cash to collect.
#[utoipa::path(get, path = "/admin/deliveries", tag = "delivery", security(("bearer" = [])), params(DaySheetQuery),
    responses((status = 200, body = DeliveryDayResponse), (status = 400, body = ErrorResponse),
        (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_day_sheet(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<DaySheetQuery>,
) -> ApiResult<Json<DeliveryDayResponse>> {
    const BAD: &str = "Please choose a valid day (YYYY-MM-DD).";
    let date = match q.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => None,
        Some(d) => Some(
            DeliveryDate::parse(d)
                .ok_or_else(|| ApiError::bad_request(BAD).with_field("date", BAD))?,
        ),
    };
    let sheet = state.shop.delivery.day_sheet(date).await?;
    let mut cod_total = Money::ZERO;
    let slots: Vec<SlotStopsResponse> = sheet
        .slots
        .iter()
        .map(|s| SlotStopsResponse {
            slot_id: s.slot_id.clone(),
            label: s.label.clone(),
            orders: s
                .orders
                .iter()
                .map(|o| {
                    let cod = (o.payment_status == tokri_domain::PaymentStatus::CodDue)
                        .then(|| Money::from_paise(o.total_paise));
                    if let Some(c) = cod {
                        cod_total = cod_total.plus(c).unwrap_or(cod_total);
                    }
                    let gift = o.gift.as_ref();
                    DeliveryStopResponse {
                        order_id: o.id.clone(),
                        order_number: o.number,
                        status: o.status,
                        customer_name: o.customer_name.clone(),
                        recipient_name: gift
                            .map(|g| g.recipient_name.clone())
                            .filter(|n| !n.is_empty())
                            .unwrap_or_else(|| o.shipping.name.clone()),
                        mobile: gift
                            .map(|g| g.recipient_mobile.clone())
                            .filter(|m| !m.is_empty())
                            .unwrap_or_else(|| o.shipping.mobile.clone()),
                        address: o.shipping.clone(),
                        items: o.items.iter().map(Into::into).collect(),
                        cod_to_collect: cod.map(Money::rupees),
                        total: Money::from_paise(o.total_paise).rupees(),
                        gift: gift.is_some(),
                        gift_message: gift.map(|g| g.message.clone()),
                        gift_from: gift
                            .map(|g| g.sender_name.clone())
                            .filter(|n| !n.is_empty()),
                        show_prices: !gift.is_some_and(|g| g.hide_prices),
                    }
                })
                .collect(),
        })
        .collect();
    Ok(Json(DeliveryDayResponse {
        date: sheet.date.to_string(),
        count: slots.iter().map(|s| s.orders.len()).sum(),
        cod_to_collect: cod_total.rupees(),
        slots,
        truncated: sheet.truncated,
    }))
}

/// Someone waiting for delivery to their PIN code.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = WaitlistEntry)]
pub struct WaitlistEntryResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub pin_code: String,
    /// An email (lower-cased) or a 10-digit mobile.
    pub contact: String,
    /// When they asked (RFC 3339).
    pub created_at: String,
}

/// Waiting-list page.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WaitlistQuery {
    /// The `X-Next-Cursor` of the page before.
    pub cursor: Option<String>,
    /// Page size, 1–100 (default 100).
    pub limit: Option<i64>,
}

/// The waiting list, newest first, 100 a page; the next page's cursor is in `X-Next-Cursor`.
#[utoipa::path(get, path = "/admin/delivery/waitlist", tag = "delivery", security(("bearer" = [])), params(WaitlistQuery),
    responses((status = 200, body = [WaitlistEntryResponse], headers(
            ("X-Next-Cursor" = String, description = "The cursor of the next page, when there is one."))),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_waitlist(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<WaitlistQuery>,
) -> ApiResult<(axum::http::HeaderMap, Json<Vec<WaitlistEntryResponse>>)> {
    let page = state
        .shop
        .delivery
        .waitlist(q.cursor.as_deref(), q.limit)
        .await?;
    let limit = q.limit.map(|l| l.to_string());
    let query: Vec<(&str, &str)> = limit.as_deref().map(|l| ("limit", l)).into_iter().collect();
    let headers = crate::routes::next_page_headers(
        "/api/admin/delivery/waitlist",
        &query,
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(
            page.items
                .iter()
                .map(|w| WaitlistEntryResponse {
                    id: w.id.clone(),
                    pin_code: w.pincode.clone(),
                    contact: w.contact.clone(),
                    created_at: crate::time_fmt::rfc3339(w.created_at),
                })
                .collect(),
        ),
    ))
}

// ---- the owner's settings ----

/// A delivery slot offered every day.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DeliverySlot)]
pub struct SlotResponse {
    #[serde(rename = "_id")]
    pub id: String,
    /// Start (IST), `07:00`.
    pub start: String,
    /// End (IST), `11:00`.
    pub end: String,
    /// `7–11`.
    pub label: String,
    /// Most orders on one day.
    pub capacity: i64,
    /// Offered to customers.
    pub active: bool,
}

impl From<&SlotRow> for SlotResponse {
    fn from(s: &SlotRow) -> Self {
        SlotResponse {
            id: s.id.clone(),
            start: s.hours.start.hhmm(),
            end: s.hours.end.hhmm(),
            label: s.hours.label(),
            capacity: s.capacity,
            active: s.active,
        }
    }
}

/// A day without deliveries.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = ClosedDate)]
pub struct ClosedDateResponse {
    /// IST day, YYYY-MM-DD.
    pub date: String,
    /// Why (for the owner).
    pub note: String,
}

impl From<&ClosedDateRow> for ClosedDateResponse {
    fn from(c: &ClosedDateRow) -> Self {
        ClosedDateResponse {
            date: c.date.to_string(),
            note: c.note.clone(),
        }
    }
}

/// Places taken in one slot on one day.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliveryBookings)]
pub struct BookingsResponse {
    /// The slot's id.
    pub slot_id: String,
    /// `7–11`.
    pub label: String,
    /// Orders holding a place.
    pub booked: i64,
    /// Most orders that day.
    pub capacity: i64,
    /// As the storefront shows it now.
    pub state: SlotState,
}

/// One day of the window, with the places taken.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = DeliveryBookingDay)]
pub struct BookingDayResponse {
    /// IST day, YYYY-MM-DD.
    pub date: String,
    /// No deliveries that day.
    pub closed: bool,
    /// Every slot.
    pub slots: Vec<BookingsResponse>,
}

/// The owner's delivery settings.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliverySettings)]
pub struct SettingsResponse {
    /// Same-day cut-off (IST), `12:00`.
    pub cutoff: String,
    /// Today in IST, YYYY-MM-DD.
    pub today: String,
    /// Every slot, earliest first.
    pub slots: Vec<SlotResponse>,
    /// Closed days from today on.
    pub closed_dates: Vec<ClosedDateResponse>,
    /// Today and the 13 days after, with places taken per slot.
    pub days: Vec<BookingDayResponse>,
}

impl From<&DeliveryOverview> for SettingsResponse {
    fn from(o: &DeliveryOverview) -> Self {
        SettingsResponse {
            cutoff: o.setup.cutoff.hhmm(),
            today: o.calendar.today.to_string(),
            slots: o.setup.slots.iter().map(SlotResponse::from).collect(),
            closed_dates: o
                .setup
                .closed
                .iter()
                .map(ClosedDateResponse::from)
                .collect(),
            days: o
                .calendar
                .days
                .iter()
                .map(|d| BookingDayResponse {
                    date: d.date.to_string(),
                    closed: d.closed,
                    slots: d
                        .slots
                        .iter()
                        .map(|s| BookingsResponse {
                            slot_id: s.slot.id.clone(),
                            label: s.slot.hours.label(),
                            booked: s.booked,
                            capacity: s.slot.capacity,
                            state: s.state,
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// Cut-off, slots, closed days and the places taken in the next 14 days.
#[utoipa::path(get, path = "/admin/delivery", tag = "delivery", security(("bearer" = [])),
    responses((status = 200, body = SettingsResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_delivery_settings(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<SettingsResponse>> {
    let overview = state.shop.delivery.overview().await?;
    Ok(Json(SettingsResponse::from(&overview)))
}

/// The same-day cut-off.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = CutoffRequest)]
pub struct CutoffRequest {
    /// IST time, `12:00`.
    #[serde(default)]
    pub cutoff: String,
}

/// Sets the same-day cut-off.
#[utoipa::path(put, path = "/admin/delivery/cutoff", tag = "delivery", security(("bearer" = [])), request_body = CutoffRequest,
    responses((status = 200, body = SettingsResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn update_delivery_cutoff(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<CutoffRequest>,
) -> ApiResult<Json<SettingsResponse>> {
    const BAD: &str = "Please enter the cut-off as a time like 12:00.";
    let cutoff = TimeOfDay::parse(&req.cutoff)
        .filter(|t| t.minutes() < 1440)
        .ok_or_else(|| ApiError::bad_request(BAD).with_field("cutoff", BAD))?;
    let overview = state.shop.delivery.set_cutoff(cutoff).await?;
    Ok(Json(SettingsResponse::from(&overview)))
}

/// A slot as the owner enters it.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = DeliverySlotRequest)]
pub struct SlotRequest {
    /// Start (IST), `07:00`.
    #[serde(default)]
    pub start: String,
    /// End (IST), `11:00`.
    #[serde(default)]
    pub end: String,
    /// Most orders on one day (1 to 10,000).
    #[serde(default)]
    pub capacity: i64,
    /// Offered to customers (default true).
    #[serde(default)]
    pub active: Option<bool>,
}

fn slot_fields(req: &SlotRequest) -> ApiResult<(rules::SlotHours, i64, bool)> {
    let (hours, capacity) = rules::parse_slot(&req.start, &req.end, req.capacity)
        .map_err(|errors| ApiError::from(tokri_shop::ShopError::fields(errors)))?;
    Ok((hours, capacity, req.active.unwrap_or(true)))
}

/// Adds a delivery slot.
#[utoipa::path(post, path = "/admin/delivery/slots", tag = "delivery", security(("bearer" = [])), request_body = SlotRequest,
    responses((status = 201, body = SlotResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn create_delivery_slot(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<SlotRequest>,
) -> ApiResult<(StatusCode, Json<SlotResponse>)> {
    let (hours, capacity, active) = slot_fields(&req)?;
    let slot = state
        .shop
        .delivery
        .create_slot(hours, capacity, active)
        .await?;
    Ok((StatusCode::CREATED, Json(SlotResponse::from(&slot))))
}

/// Changes a delivery slot (orders placed keep the label they were placed with).
#[utoipa::path(put, path = "/admin/delivery/slots/{id}", tag = "delivery", security(("bearer" = [])), request_body = SlotRequest,
    params(("id" = String, Path, description = "Slot id")),
    responses((status = 200, body = SlotResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn update_delivery_slot(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<SlotRequest>,
) -> ApiResult<Json<SlotResponse>> {
    let (hours, capacity, active) = slot_fields(&req)?;
    let slot = state
        .shop
        .delivery
        .update_slot(&id, hours, capacity, active)
        .await?;
    Ok(Json(SlotResponse::from(&slot)))
}

/// Deletes a delivery slot; refused (409) while orders hold places in it from today on.
#[utoipa::path(delete, path = "/admin/delivery/slots/{id}", tag = "delivery", security(("bearer" = [])),
    params(("id" = String, Path, description = "Slot id")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse), (status = 409, body = ErrorResponse)))]
pub async fn delete_delivery_slot(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.delivery.delete_slot(&id).await?;
    Ok(message("Slot deleted."))
}

/// A day to close.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = ClosedDateRequest)]
pub struct ClosedDateRequest {
    /// IST day, YYYY-MM-DD (today or later).
    #[serde(default)]
    pub date: String,
    /// Why (e.g. "Diwali"), at most 100 characters.
    #[serde(default)]
    pub note: Option<String>,
}

/// Closes a day for deliveries (orders already placed for it keep their slot).
#[utoipa::path(post, path = "/admin/delivery/closed-dates", tag = "delivery", security(("bearer" = [])), request_body = ClosedDateRequest,
    responses((status = 201, body = ClosedDateResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn create_closed_date(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<ClosedDateRequest>,
) -> ApiResult<(StatusCode, Json<ClosedDateResponse>)> {
    const BAD: &str = "Please enter a date like 2026-11-22.";
    let date = DeliveryDate::parse(req.date.trim())
        .ok_or_else(|| ApiError::bad_request(BAD).with_field("date", BAD))?;
    let closed = state
        .shop
        .delivery
        .close_date(date, req.note.as_deref().unwrap_or(""))
        .await?;
    Ok((StatusCode::CREATED, Json(ClosedDateResponse::from(&closed))))
}

/// Opens a closed day again.
#[utoipa::path(delete, path = "/admin/delivery/closed-dates/{date}", tag = "delivery", security(("bearer" = [])),
    params(("date" = String, Path, description = "IST day, YYYY-MM-DD")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse)))]
pub async fn delete_closed_date(
    State(state): State<AppState>,
    _: AdminUser,
    Path(date): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    let date =
        DeliveryDate::parse(&date).ok_or_else(|| ApiError::not_found("Closed day not found."))?;
    state.shop.delivery.reopen_date(date).await?;
    Ok(message("Day opened for deliveries."))
}

/// A served PIN code.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ServedPincode)]
pub struct PincodeResponse {
    /// The PIN code.
    pub pincode: String,
    /// Added to the delivery fee, rupees.
    pub extra_fee: f64,
}

impl From<&PincodeRow> for PincodeResponse {
    fn from(p: &PincodeRow) -> Self {
        PincodeResponse {
            pincode: p.pincode.as_str().to_string(),
            extra_fee: p.extra_fee.rupees(),
        }
    }
}

/// Served PIN code list filters.
#[derive(Debug, Deserialize, IntoParams)]
pub struct PincodeQuery {
    /// PIN codes starting with these digits.
    pub search: Option<String>,
    /// Page from 1 (50 a page); past the last page answers the last page.
    pub page: Option<String>,
}

/// A page of served PIN codes.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = ServedPincodePage)]
pub struct PincodePageResponse {
    /// The PIN codes, in order.
    pub pincodes: Vec<PincodeResponse>,
    /// This page.
    pub page: i64,
    /// Pages in all (at least 1).
    pub pages: i64,
    /// Matching PIN codes in all (0 with no search means every PIN code is served).
    pub total: i64,
}

/// The served PIN codes, 50 a page. With none at all the shop delivers everywhere.
#[utoipa::path(get, path = "/admin/delivery/pincodes", tag = "delivery", security(("bearer" = [])), params(PincodeQuery),
    responses((status = 200, body = PincodePageResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_served_pincodes(
    State(state): State<AppState>,
    _: AdminUser,
    Query(q): Query<PincodeQuery>,
) -> ApiResult<Json<PincodePageResponse>> {
    let page = match q.page.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(p) => p
            .parse::<i64>()
            .map_err(|_| ApiError::bad_request("The page must be a whole number."))?,
        None => 1,
    };
    let page = state
        .shop
        .delivery
        .list_pincodes(q.search.as_deref(), page)
        .await?;
    Ok(Json(PincodePageResponse {
        pincodes: page.pincodes.iter().map(PincodeResponse::from).collect(),
        page: page.page,
        pages: page.pages,
        total: page.total,
    }))
}

/// PIN codes to serve, pasted.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AddPincodesRequest)]
pub struct AddPincodesRequest {
    /// PIN codes separated by commas, spaces or line breaks; ranges like `411001-411062`.
    #[serde(default)]
    pub pincodes: String,
    /// Extra delivery fee for these PIN codes, rupees (default 0).
    #[serde(default)]
    pub extra_fee: Option<f64>,
}

/// What adding a list did.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = AddedPincodes)]
pub struct AddedPincodesResponse {
    /// Newly served.
    pub added: i64,
    /// Already served; their fee was set again.
    pub updated: i64,
    /// Entries that are not PIN codes (not added).
    pub invalid: Vec<String>,
    /// For people.
    pub message: String,
}

fn area_fee(rupees: Option<f64>) -> ApiResult<Money> {
    let bad = format!(
        "The extra fee must be an amount from ₹0 to {}.",
        rules::MAX_AREA_FEE
    );
    rules::parse_area_fee(rupees.unwrap_or(0.0))
        .ok_or_else(|| ApiError::bad_request(&bad).with_field("extraFee", &bad))
}

/// Serves every PIN code of a pasted list, with one extra fee (codes already served take it).
#[utoipa::path(post, path = "/admin/delivery/pincodes", tag = "delivery", security(("bearer" = [])), request_body = AddPincodesRequest,
    responses((status = 200, body = AddedPincodesResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn create_served_pincodes(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<AddPincodesRequest>,
) -> ApiResult<Json<AddedPincodesResponse>> {
    let fee = area_fee(req.extra_fee)?;
    let done = state.shop.delivery.add_pincodes(&req.pincodes, fee).await?;
    let plural = |n: i64| if n == 1 { "PIN code" } else { "PIN codes" };
    let mut message = format!("{} {} added", done.added, plural(done.added));
    if done.updated > 0 {
        message.push_str(&format!(", {} updated", done.updated));
    }
    message.push('.');
    if !done.invalid.is_empty() {
        message.push_str(&format!(
            " Skipped (not PIN codes): {}.",
            done.invalid.join(", ")
        ));
    }
    Ok(Json(AddedPincodesResponse {
        added: done.added,
        updated: done.updated,
        invalid: done.invalid,
        message,
    }))
}

/// A served PIN code's extra fee.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PincodeFeeRequest)]
pub struct PincodeFeeRequest {
    /// Extra delivery fee, rupees.
    #[serde(default)]
    pub extra_fee: Option<f64>,
}

/// Sets a served PIN code's extra fee.
#[utoipa::path(put, path = "/admin/delivery/pincodes/{pincode}", tag = "delivery", security(("bearer" = [])), request_body = PincodeFeeRequest,
    params(("pincode" = String, Path, description = "PIN code")),
    responses((status = 200, body = PincodeResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_served_pincode(
    State(state): State<AppState>,
    _: AdminUser,
    Path(pincode): Path<String>,
    ApiJson(req): ApiJson<PincodeFeeRequest>,
) -> ApiResult<Json<PincodeResponse>> {
    let fee = area_fee(req.extra_fee)?;
    let row = state.shop.delivery.set_pincode_fee(&pincode, fee).await?;
    Ok(Json(PincodeResponse::from(&row)))
}

/// Stops serving a PIN code.
#[utoipa::path(delete, path = "/admin/delivery/pincodes/{pincode}", tag = "delivery", security(("bearer" = [])),
    params(("pincode" = String, Path, description = "PIN code")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse)))]
pub async fn delete_served_pincode(
    State(state): State<AppState>,
    _: AdminUser,
    Path(pincode): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.delivery.delete_pincode(&pincode).await?;
    Ok(message("PIN code removed."))
}
