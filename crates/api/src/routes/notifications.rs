//! Notifications: the owner's settings (alert addresses, WhatsApp keys, events, the low-stock
//! threshold), an order's message log, and WhatsApp's webhook (its subscription check and the
//! signed delivery statuses).

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use tokri_domain::notify::{NotifyEvent, SettingsInput};
use tokri_shop::notifications::{HOW_TO_ENABLE, Notifications, wants};
use tokri_store::messages::{MessageRow, NotificationSettingsRow};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson};
use crate::error::{ApiResult, ErrorResponse};
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(
            get_notification_settings,
            update_notification_settings
        ))
        .routes(routes!(list_order_messages))
        .routes(routes!(verify_whatsapp_webhook, create_whatsapp_webhook))
}

/// Which events send messages.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase")]
#[schema(as = NotificationEvents)]
pub struct NotificationEventsDto {
    /// The owner's alert of each paid or cash-on-delivery order.
    #[serde(default)]
    pub new_order: bool,
    /// The owner's summary of today's deliveries by slot, each morning.
    #[serde(default)]
    pub morning_summary: bool,
    /// The owner's alert when a counted product or variant falls to the threshold.
    #[serde(default)]
    pub low_stock: bool,
    /// The customer's "out for delivery" (status Shipped).
    #[serde(default)]
    pub out_for_delivery: bool,
    /// The customer's "delivered".
    #[serde(default)]
    pub delivered: bool,
    /// The customer's "cancelled".
    #[serde(default)]
    pub cancelled: bool,
    /// The customer's WhatsApp of a refund (the refund's mail with its credit note always goes).
    #[serde(default)]
    pub refunded: bool,
}

impl NotificationEventsDto {
    fn pairs(self) -> [(NotifyEvent, bool); 7] {
        [
            (NotifyEvent::NewOrder, self.new_order),
            (NotifyEvent::MorningSummary, self.morning_summary),
            (NotifyEvent::LowStock, self.low_stock),
            (NotifyEvent::OutForDelivery, self.out_for_delivery),
            (NotifyEvent::Delivered, self.delivered),
            (NotifyEvent::Cancelled, self.cancelled),
            (NotifyEvent::Refunded, self.refunded),
        ]
    }

    fn of(s: &NotificationSettingsRow) -> Self {
        NotificationEventsDto {
            new_order: wants(s, NotifyEvent::NewOrder),
            morning_summary: wants(s, NotifyEvent::MorningSummary),
            low_stock: wants(s, NotifyEvent::LowStock),
            out_for_delivery: wants(s, NotifyEvent::OutForDelivery),
            delivered: wants(s, NotifyEvent::Delivered),
            cancelled: wants(s, NotifyEvent::Cancelled),
            refunded: wants(s, NotifyEvent::Refunded),
        }
    }
}

/// The WhatsApp Cloud API's settings as the admin sees them: secrets only as "set".
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = WhatsappSettings)]
pub struct WhatsappSettingsDto {
    /// Messages go out (the phone number id and the access token are set).
    pub configured: bool,
    /// The WhatsApp Business phone number's id (Meta's, digits).
    pub phone_number_id: String,
    pub access_token_set: bool,
    /// The app secret that signs the status webhooks.
    pub app_secret_set: bool,
    /// The token Meta sends back when the webhook is subscribed.
    pub verify_token_set: bool,
    /// The templates' language code (`en`).
    pub language: String,
    /// Where Meta posts delivery statuses.
    pub webhook_url: String,
    /// How to turn WhatsApp on.
    pub how_to_enable: String,
}

/// The owner's notification settings.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = NotificationSettings)]
pub struct NotificationSettingsDto {
    /// Addresses that get the owner's alerts (at most 5).
    pub owner_emails: Vec<String>,
    /// The owner's WhatsApp number, international digits (`919822012345`).
    pub owner_whatsapp: Option<String>,
    pub events: NotificationEventsDto,
    /// Units left at which a counted product or variant is reported (0–1000).
    pub low_stock_threshold: i64,
    /// IST hour of the morning summary and the gift recipients' messages (0–23).
    pub summary_hour: i64,
    pub whatsapp: WhatsappSettingsDto,
}

/// New WhatsApp settings: a secret left out (or null) keeps the stored one, `""` clears it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = WhatsappSettingsRequest)]
pub struct WhatsappSettingsRequest {
    #[serde(default)]
    pub phone_number_id: String,
    #[serde(default)]
    pub access_token: Option<String>,
    #[serde(default)]
    pub app_secret: Option<String>,
    #[serde(default)]
    pub verify_token: Option<String>,
    /// Empty for `en`.
    #[serde(default)]
    pub language: String,
}

/// New notification settings.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = NotificationSettingsRequest)]
pub struct NotificationSettingsRequest {
    #[serde(default)]
    pub owner_emails: Vec<String>,
    #[serde(default)]
    pub owner_whatsapp: Option<String>,
    #[serde(default)]
    pub events: NotificationEventsDto,
    #[serde(default)]
    pub low_stock_threshold: i64,
    #[serde(default)]
    pub summary_hour: i64,
    #[serde(default)]
    pub whatsapp: WhatsappSettingsRequest,
}

fn settings_dto(s: &NotificationSettingsRow, public_url: &str) -> NotificationSettingsDto {
    NotificationSettingsDto {
        owner_emails: s.owner_emails.clone(),
        owner_whatsapp: s.owner_whatsapp.clone(),
        events: NotificationEventsDto::of(s),
        low_stock_threshold: s.low_stock_threshold,
        summary_hour: s.summary_hour,
        whatsapp: WhatsappSettingsDto {
            configured: Notifications::whatsapp_on(s),
            phone_number_id: s.wa_phone_number_id.clone(),
            access_token_set: !s.wa_access_token.is_empty(),
            app_secret_set: !s.wa_app_secret.is_empty(),
            verify_token_set: !s.wa_verify_token.is_empty(),
            language: s.wa_language.clone(),
            webhook_url: format!("{public_url}/api/webhooks/whatsapp"),
            how_to_enable: HOW_TO_ENABLE.into(),
        },
    }
}

/// The notification settings (secrets only as "set").
#[utoipa::path(get, path = "/admin/settings/notifications", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = NotificationSettingsDto), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn get_notification_settings(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<NotificationSettingsDto>> {
    let s = state.shop.notifications.settings().await?;
    Ok(Json(settings_dto(&s, &state.shop.settings.public_url)))
}

/// Replaces the notification settings; 400 names the first field that is wrong.
#[utoipa::path(put, path = "/admin/settings/notifications", tag = "admin", security(("bearer" = [])),
    request_body = NotificationSettingsRequest,
    responses((status = 200, body = NotificationSettingsDto), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn update_notification_settings(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<NotificationSettingsRequest>,
) -> ApiResult<Json<NotificationSettingsDto>> {
    let input = SettingsInput {
        owner_emails: req.owner_emails,
        owner_whatsapp: req.owner_whatsapp,
        events: req
            .events
            .pairs()
            .into_iter()
            .filter_map(|(e, on)| on.then_some(e))
            .collect(),
        low_stock_threshold: req.low_stock_threshold,
        summary_hour: req.summary_hour,
        phone_number_id: req.whatsapp.phone_number_id,
        language: req.whatsapp.language,
        access_token: req.whatsapp.access_token,
        app_secret: req.whatsapp.app_secret,
        verify_token: req.whatsapp.verify_token,
    };
    let s = state.shop.notifications.set_settings(input).await?;
    Ok(Json(settings_dto(&s, &state.shop.settings.public_url)))
}

/// A message about an order: what was sent to whom, and when.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderMessage)]
pub struct OrderMessageDto {
    pub id: String,
    /// `new_order`, `confirmed`, `out_for_delivery`, `delivered`, `cancelled`, `refunded` or
    /// `gift_on_the_way`.
    pub event: String,
    /// `mail` or `whatsapp`.
    pub channel: String,
    /// `owner`, `customer` or `recipient`.
    pub audience: String,
    /// The address or number.
    pub recipient: String,
    /// `queued`, `sent`, `delivered`, `read`, `failed` or `dropped` (consent withdrawn).
    pub status: String,
    /// Queued at.
    pub created_at: String,
    /// Handed to the mail server or WhatsApp at.
    pub sent_at: Option<String>,
    /// The last error, when it failed or waits for a retry.
    pub error: Option<String>,
    /// Attempts so far.
    pub attempts: i64,
}

impl From<MessageRow> for OrderMessageDto {
    fn from(m: MessageRow) -> Self {
        OrderMessageDto {
            id: m.id,
            event: m.event,
            channel: m.channel,
            audience: m.audience,
            recipient: m.recipient,
            status: m.status,
            created_at: rfc3339(m.created_at),
            sent_at: m.sent_at.map(rfc3339),
            error: m.last_error,
            attempts: m.attempts,
        }
    }
}

/// The messages about an order, oldest first.
#[utoipa::path(get, path = "/admin/orders/{id}/messages", tag = "admin", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = [OrderMessageDto]), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn list_order_messages(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Vec<OrderMessageDto>>> {
    let rows = state.shop.notifications.order_messages(&id).await?;
    Ok(Json(rows.into_iter().map(Into::into).collect()))
}

/// Meta's webhook subscription check.
#[derive(Debug, Deserialize, IntoParams)]
pub struct WebhookVerifyQuery {
    #[serde(rename = "hub.mode", default)]
    #[param(rename = "hub.mode")]
    pub mode: String,
    #[serde(rename = "hub.verify_token", default)]
    #[param(rename = "hub.verify_token")]
    pub verify_token: String,
    #[serde(rename = "hub.challenge", default)]
    #[param(rename = "hub.challenge")]
    pub challenge: String,
}

/// Meta's subscription check: answers `hub.challenge` when `hub.verify_token` is the owner's
/// verify token (403 otherwise).
#[utoipa::path(get, path = "/webhooks/whatsapp", tag = "notifications",
    params(WebhookVerifyQuery),
    responses((status = 200, description = "The challenge", content_type = "text/plain"), (status = 403, body = ErrorResponse)))]
pub async fn verify_whatsapp_webhook(
    State(state): State<AppState>,
    Query(q): Query<WebhookVerifyQuery>,
) -> ApiResult<String> {
    Ok(state
        .shop
        .notifications
        .whatsapp
        .verify_subscription(&q.mode, &q.verify_token, &q.challenge)
        .await?)
}

/// WhatsApp's delivery statuses (`sent`, `delivered`, `read`, `failed`), signed with the app
/// secret in `X-Hub-Signature-256`; 401 when the signature is missing or wrong.
#[utoipa::path(post, path = "/webhooks/whatsapp", tag = "notifications",
    request_body(content = String, description = "Meta's webhook JSON", content_type = "application/json"),
    responses((status = 200, description = "Accepted"), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse)))]
pub async fn create_whatsapp_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<StatusCode> {
    let signature = headers
        .get("x-hub-signature-256")
        .and_then(|v| v.to_str().ok());
    state
        .shop
        .notifications
        .whatsapp
        .webhook(&body, signature, state.shop.clock.now_ms())
        .await?;
    Ok(StatusCode::OK)
}
