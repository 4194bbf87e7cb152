//! The customer's orders: placing one, confirming its payment, and reading them back.

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};
use tokri_domain::business::BusinessBuyer;
use tokri_domain::{Address, FieldErrors, Gift, Money, PaymentMethod, PaymentStatus, Quantity};
use tokri_shop::checkout::{CartLine, OrderOptions};
use tokri_store::orders::OrderRow;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{ApiJson, CurrentUser};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::accounts::AddressRequest;
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_orders, create_order))
        .routes(routes!(create_payment_verification))
        .routes(routes!(get_order))
}

/// One bought line.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderItem)]
pub struct OrderItemResponse {
    /// Product id.
    pub product_id: String,
    /// Variant id when bought (the product's id for a product sold before variants existed).
    pub variant_id: String,
    /// Variant label when bought ("12 pieces"); "" for a product of one variant.
    pub variant_label: String,
    /// Name when bought.
    pub name: String,
    /// Picture when bought.
    pub image: Option<String>,
    /// Category when bought.
    pub category: String,
    pub qty: i64,
    /// Unit price when bought, rupees.
    pub price: f64,
    /// The line's share of the order's discounts, rupees.
    pub discount: f64,
}

impl From<&tokri_store::orders::OrderItemRow> for OrderItemResponse {
    fn from(i: &tokri_store::orders::OrderItemRow) -> Self {
        OrderItemResponse {
            product_id: i.product_id.clone(),
            variant_id: i.variant_id.clone(),
            variant_label: i.variant_label.clone(),
            name: i.name.clone(),
            image: i.image.clone(),
            category: i.category.clone(),
            qty: i.qty,
            price: Money::from_paise(i.price_paise).rupees(),
            discount: Money::from_paise(i.discount_paise).rupees(),
        }
    }
}

/// How an order was paid.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PaymentInfo)]
pub struct PaymentInfoResponse {
    /// card, upi, netbanking, wallet or sandbox.
    pub method: Option<String>,
    /// Provider payment id.
    pub payment_id: String,
    /// Provider name.
    pub provider: String,
    /// When paid (RFC 3339).
    pub paid_at: Option<String>,
}

/// Money taken for an order that must go back to the customer.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RefundInfo)]
pub struct RefundResponse {
    /// True while the money still has to go back; false once the admin marked it refunded.
    pub due: bool,
    /// "cancelled": the payment arrived after the order was cancelled (the whole payment goes
    /// back and the order stays cancelled); "duplicate": the order was already paid and a
    /// second payment came in.
    pub reason: tokri_domain::checkout::RefundReason,
    /// What to refund, rupees.
    pub amount: f64,
    /// The provider payment ids to refund (empty once refunded).
    pub payment_ids: Vec<String>,
    /// When the refund was flagged (RFC 3339).
    pub flagged_at: String,
    /// When the admin marked it refunded (RFC 3339).
    pub refunded_at: Option<String>,
}

/// A gift order's recipient and card.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderGift)]
pub struct GiftResponse {
    /// Recipient's name.
    pub recipient_name: String,
    /// Recipient's mobile.
    pub recipient_mobile: String,
    /// Message printed on the packing slip.
    pub message: String,
    /// Prices are left off the packing slip.
    pub hide_prices: bool,
    /// Who the gift is from (card and packing slip); null when not given.
    pub sender_name: Option<String>,
}

/// The buyer.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = OrderUser)]
pub struct OrderUserResponse {
    /// User id.
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
}

/// An order.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Order)]
pub struct OrderResponse {
    /// Id.
    #[serde(rename = "_id")]
    pub id: String,
    /// The order's short number ("#10482" on screens, mails, packing slips and the invoice).
    pub order_number: i64,
    /// Pending, Processing, Shipped, Delivered, Cancelled or Refunded.
    pub status: tokri_domain::OrderStatus,
    /// When placed (RFC 3339).
    pub created_at: String,
    /// Sum of lines, rupees.
    pub subtotal: f64,
    /// Goods discount of the offers it got, rupees.
    pub discount: f64,
    /// The coupon it carries; null when none.
    pub coupon: Option<String>,
    /// The offers it got, as they were when it was placed.
    pub offers: Vec<crate::routes::checkout::AppliedOfferDto>,
    /// Delivery fee, rupees.
    pub delivery_fee: f64,
    /// Total (subtotal less discount, plus delivery), rupees.
    pub total_amount: f64,
    /// Currency code.
    pub currency: String,
    /// "unpaid" (online, not paid yet), "paid", or "cod_due" (cash on delivery, not collected yet).
    pub payment_status: PaymentStatus,
    /// How the customer chose to pay: "online" or "cod" (cash on delivery).
    pub payment_method: PaymentMethod,
    /// Gift details, null when the order is not a gift.
    pub gift: Option<GiftResponse>,
    /// Payment details, null until paid.
    pub payment_info: Option<PaymentInfoResponse>,
    /// Set when money taken for this order must go back (a payment after cancellation, or a
    /// second payment); null otherwise.
    pub refund: Option<RefundResponse>,
    /// Money given back or on its way back by refunds (`GET …/refunds` lists them), rupees.
    pub refunded: f64,
    /// The delivery day and slot, when the shop offered slots.
    pub delivery: Option<crate::routes::delivery::OrderDeliveryResponse>,
    pub items: Vec<OrderItemResponse>,
    pub shipping_address: Address,
    /// The buyer's own address, billed on the invoice, when it differs from where the order
    /// goes (a gift sent to someone else); null when the shipping address is billed.
    pub billing_address: Option<Address>,
    /// The business the buyer bought for: its legal name and GSTIN are on the invoice (a B2B
    /// tax invoice); null for a personal order.
    pub business: Option<BusinessBuyerResponse>,
    /// A corporate order: how its deliveries stand (`GET …/deliveries` lists them); null for
    /// any other order (and in lists).
    pub corporate: Option<CorporateProgressResponse>,
    /// A corporate gift's delivery: the corporate order it belongs to, and its number.
    pub parent_id: Option<String>,
    pub parent_number: Option<i64>,
    /// While the order waits for its bank transfer: the shop's account to pay to; null
    /// otherwise (and in lists).
    pub bank_transfer: Option<String>,
    pub user_id: OrderUserResponse,
    /// The GST invoice's number once the order is paid (`TK/26-27/000123`); null before.
    pub invoice_number: Option<String>,
}

impl From<&OrderRow> for OrderResponse {
    fn from(o: &OrderRow) -> Self {
        OrderResponse {
            id: o.id.clone(),
            order_number: o.number,
            status: o.status,
            created_at: rfc3339(o.created_at),
            subtotal: Money::from_paise(o.subtotal_paise).rupees(),
            discount: Money::from_paise(o.discount_paise).rupees(),
            coupon: o.coupon_code.clone(),
            offers: o
                .offers
                .iter()
                .map(|a| crate::routes::checkout::AppliedOfferDto {
                    id: a.offer_id.clone(),
                    code: a.code.clone(),
                    title: a.title.clone(),
                    amount: Money::from_paise(a.discount_paise).rupees(),
                    free_delivery: a.free_delivery,
                })
                .collect(),
            delivery_fee: Money::from_paise(o.delivery_paise).rupees(),
            total_amount: Money::from_paise(o.total_paise).rupees(),
            currency: o.currency.clone(),
            payment_status: o.payment_status,
            payment_method: o.pay_method,
            gift: o.gift.as_ref().map(|g| GiftResponse {
                recipient_name: g.recipient_name.clone(),
                recipient_mobile: g.recipient_mobile.clone(),
                message: g.message.clone(),
                hide_prices: g.hide_prices,
                sender_name: Some(g.sender_name.clone()).filter(|s| !s.is_empty()),
            }),
            payment_info: o
                .payment_id
                .as_ref()
                .filter(|_| o.payment_status == PaymentStatus::Paid)
                .map(|id| PaymentInfoResponse {
                    method: o.payment_method.clone(),
                    payment_id: id.clone(),
                    provider: o.provider.clone(),
                    paid_at: o.paid_at.map(rfc3339),
                }),
            refund: o.refund.as_ref().map(|r| RefundResponse {
                due: r.due,
                reason: r.reason,
                amount: Money::from_paise(r.amount_paise).rupees(),
                payment_ids: r.payment_ids.clone(),
                flagged_at: rfc3339(r.flagged_at),
                refunded_at: r.refunded_at.map(rfc3339),
            }),
            refunded: Money::from_paise(o.refunded_paise).rupees(),
            delivery: o.delivery.as_ref().map(Into::into),
            items: o.items.iter().map(OrderItemResponse::from).collect(),
            shipping_address: o.shipping.clone(),
            billing_address: o.billing.clone(),
            business: o.business.as_ref().map(|b| BusinessBuyerResponse {
                gstin: b.gstin.clone(),
                legal_name: b.legal_name.clone(),
            }),
            corporate: None,
            parent_id: o.parent_id.clone(),
            parent_number: o.parent_number,
            bank_transfer: None,
            user_id: OrderUserResponse {
                id: o.user_id.clone(),
                name: o.customer_name.clone(),
                email: o.customer_email.clone(),
            },
            invoice_number: o.invoice_number.clone(),
        }
    }
}

/// A cart line: the product, its variant and how many. Other fields (name, price…) are
/// ignored: the server prices the cart from the catalogue.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CartLineRequest)]
pub struct CartLineRequest {
    /// Product id.
    #[serde(rename = "_id", alias = "productId", default)]
    pub id: String,
    /// Variant id; leave out for a product of one variant (a product of several answers 400).
    #[serde(default)]
    pub variant_id: Option<String>,
    /// Quantity, a whole number from 1 to 99.
    #[serde(default)]
    #[schema(value_type = i64)]
    pub qty: serde_json::Value,
}

impl CartLineRequest {
    /// Reads sent cart lines (400 for a quantity that is not a whole number from 1 to 99).
    pub fn parse_all(lines: Vec<CartLineRequest>) -> ApiResult<Vec<CartLine>> {
        lines
            .into_iter()
            .map(|l| {
                Ok(CartLine {
                    qty: Quantity::from_json(&l.qty).ok_or_else(|| {
                        ApiError::bad_request(format!(
                            "Quantities must be whole numbers from 1 to {}.",
                            Quantity::MAX
                        ))
                    })?,
                    product_id: l.id,
                    variant_id: l.variant_id.filter(|v| !v.is_empty()),
                })
            })
            .collect()
    }
}

/// Send the order as a gift.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = GiftRequest)]
pub struct GiftRequest {
    /// Recipient's name.
    #[serde(default)]
    pub recipient_name: String,
    /// Recipient's 10-digit mobile.
    #[serde(default)]
    pub recipient_mobile: String,
    /// Message printed on the packing slip, at most 200 characters.
    #[serde(default)]
    pub message: String,
    /// Leave prices off the packing slip.
    #[serde(default)]
    pub hide_prices: bool,
    /// Who the gift is from, for the card and the packing slip (optional).
    #[serde(default)]
    pub sender_name: String,
    /// Tell the recipient on WhatsApp, on the delivery day, that a gift is on its way (when the
    /// shop has WhatsApp on; `whatsappUpdates` in `/api/config`).
    #[serde(default)]
    pub notify_recipient: bool,
}

impl GiftRequest {
    fn parse(&self) -> Result<Gift, FieldErrors> {
        Gift::parse(
            &self.recipient_name,
            &self.recipient_mobile,
            &self.message,
            self.hide_prices,
            &self.sender_name,
        )
        .map_err(|errs| {
            errs.into_iter()
                .map(|(field, message)| (field.to_string(), message))
                .collect::<FieldErrors>()
        })
    }
}

/// Place-order payload.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CreateOrderRequest)]
pub struct CreateOrderRequest {
    /// The cart.
    #[serde(default)]
    pub cart: Vec<CartLineRequest>,
    /// Where to deliver: for a gift, the recipient's address.
    #[serde(default)]
    pub shipping_address: AddressRequest,
    /// The buyer's own address for the invoice, when the order goes elsewhere (a gift);
    /// omit to bill the shipping address.
    #[serde(default)]
    pub billing_address: Option<AddressRequest>,
    /// "online" (default) or "cod" (cash on delivery, when the shop offers it).
    #[serde(default)]
    pub payment_method: PaymentMethod,
    /// Send as a gift; omit or null for an ordinary order.
    #[serde(default)]
    pub gift: Option<GiftRequest>,
    /// The delivery day and slot; required when the shop offers slots.
    #[serde(default)]
    pub delivery: Option<crate::routes::delivery::DeliveryChoiceRequest>,
    /// A coupon code (any case). One that cannot be used answers 400 with `code`
    /// `coupon_<reason>`; automatic offers apply by themselves.
    #[serde(default)]
    pub coupon: Option<String>,
    /// The buyer agrees to order updates on WhatsApp (an unticked box; offered when
    /// `whatsappUpdates` in `/api/config` is true). Recorded as the buyer's WhatsApp consent.
    #[serde(default)]
    pub whatsapp_updates: bool,
    /// Buying for a business: its GSTIN and legal name go on a GST tax invoice (B2B), and GST
    /// is charged by the GSTIN's state. Omit or null for a personal order.
    #[serde(default)]
    pub business: Option<BusinessBuyerRequest>,
}

/// A business buyer's GSTIN and legal name, as typed.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = BusinessBuyerRequest)]
pub struct BusinessBuyerRequest {
    /// 15 characters (spaces ignored, any case).
    #[serde(default)]
    pub gstin: String,
    /// The legal name as registered for GST (2 to 100 characters).
    #[serde(default)]
    pub legal_name: String,
}

impl BusinessBuyerRequest {
    /// Checked, with errors keyed `business.gstin` and `business.legalName`.
    pub fn parse(&self) -> Result<BusinessBuyer, FieldErrors> {
        BusinessBuyer::parse(&self.gstin, &self.legal_name).map_err(|errors| {
            errors
                .into_iter()
                .map(|(field, message)| (format!("business.{field}"), message))
                .collect()
        })
    }
}

/// How a corporate order's deliveries stand.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CorporateProgress)]
pub struct CorporateProgressResponse {
    pub deliveries: i64,
    pub delivered: i64,
    pub shipped: i64,
    pub cancelled: i64,
}

impl OrderResponse {
    /// The answer for one order, with a corporate order's progress.
    pub async fn detailed(state: &AppState, o: &OrderRow) -> ApiResult<OrderResponse> {
        let mut answer = OrderResponse::from(o);
        answer.corporate =
            state
                .shop
                .checkout
                .delivery_progress(o)
                .await?
                .map(|p| CorporateProgressResponse {
                    deliveries: p.deliveries,
                    delivered: p.delivered,
                    shipped: p.shipped,
                    cancelled: p.cancelled,
                });
        answer.bank_transfer = state.shop.checkout.bank_transfer_for(o);
        Ok(answer)
    }
}

/// The business an order was bought for.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = BusinessBuyer)]
pub struct BusinessBuyerResponse {
    pub gstin: String,
    pub legal_name: String,
}

/// The placed order and, for an online payment, what the checkout script needs.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CreateOrderResponse)]
pub struct CreateOrderResponse {
    /// The payment provider's order id (Razorpay `order_id`); null for cash on delivery.
    pub order_id: Option<String>,
    /// "online": open the payment window; "cod": the order is placed, nothing to pay now.
    pub payment_method: PaymentMethod,
    /// The provider's public key id.
    pub key: String,
    /// Amount in paise.
    pub amount: i64,
    /// Currency code.
    pub currency: String,
    /// Our order id.
    pub order_doc_id: String,
    /// The order's short number ("#10482").
    pub order_number: i64,
    /// A corporate order paid by bank transfer: the shop's account to pay to (no payment window
    /// opens); null otherwise.
    pub bank_transfer: Option<String>,
}

/// Payment confirmation payload.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = VerifyPaymentRequest)]
pub struct VerifyPaymentRequest {
    /// Our order id.
    #[serde(default)]
    pub order_doc_id: String,
    /// The provider's payment id.
    #[serde(default, alias = "razorpay_payment_id")]
    pub payment_id: String,
    /// The provider's signature of `order_id|payment_id`, when the checkout gave one.
    #[serde(default, alias = "razorpay_signature")]
    pub signature: Option<String>,
}

/// Payment confirmation answer.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = VerifyPaymentResponse)]
pub struct VerifyPaymentResponse {
    /// For people.
    pub message: String,
    /// The paid order.
    pub order: OrderResponse,
}

/// Prices the cart on the server and opens the payment (201), or answers the open unpaid order
/// of the same cart again (200); a cash-on-delivery order is placed at once (201).
#[utoipa::path(post, path = "/orders", tag = "orders", security(("bearer" = [])), request_body = CreateOrderRequest,
    responses((status = 201, body = CreateOrderResponse), (status = 200, body = CreateOrderResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 409, body = ErrorResponse), (status = 502, body = ErrorResponse)))]
pub async fn create_order(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(req): ApiJson<CreateOrderRequest>,
) -> ApiResult<(StatusCode, Json<CreateOrderResponse>)> {
    let cart = CartLineRequest::parse_all(req.cart)?;
    let address = req.shipping_address.parse();
    let billing = req.billing_address.as_ref().map(|b| {
        b.parse().map_err(|errors| {
            errors
                .into_iter()
                .map(|(field, message)| (format!("billingAddress.{field}"), message))
                .collect::<FieldErrors>()
        })
    });
    let delivery = req.delivery.map(|d| d.parse()).transpose()?;
    let options = OrderOptions {
        pay_method: req.payment_method,
        billing,
        gift: req.gift.as_ref().map(GiftRequest::parse),
        delivery,
        coupon: req.coupon,
        whatsapp_updates: req.whatsapp_updates,
        notify_recipient: req.gift.as_ref().is_some_and(|g| g.notify_recipient),
        business: req.business.as_ref().map(BusinessBuyerRequest::parse),
    };
    let opened = state
        .shop
        .checkout
        .place_order(&user, &cart, address, options)
        .await?;
    Ok((
        if opened.reused {
            StatusCode::OK
        } else {
            StatusCode::CREATED
        },
        Json(CreateOrderResponse {
            order_id: opened.provider_order_id,
            payment_method: opened.order.pay_method,
            key: opened.key,
            amount: opened.order.total_paise,
            currency: opened.order.currency.clone(),
            order_number: opened.order.number,
            order_doc_id: opened.order.id,
            bank_transfer: None,
        }),
    ))
}

/// Confirms a payment for one of the caller's orders.
#[utoipa::path(post, path = "/orders/verify-payment", tag = "orders", security(("bearer" = [])), request_body = VerifyPaymentRequest,
    responses((status = 200, body = VerifyPaymentResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn create_payment_verification(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(req): ApiJson<VerifyPaymentRequest>,
) -> ApiResult<Json<VerifyPaymentResponse>> {
    let order = state
        .shop
        .checkout
        .verify_payment(
            &user,
            &req.order_doc_id,
            &req.payment_id,
            req.signature.as_deref(),
        )
        .await?;
    Ok(Json(VerifyPaymentResponse {
        message: "Payment verified.".into(),
        order: OrderResponse::from(&order),
    }))
}

/// Which page of the caller's orders.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct OwnOrdersQuery {
    /// The `X-Next-Cursor` of the page before; without it, the newest page.
    pub cursor: Option<String>,
    /// Page size (default 50, at most 100).
    pub limit: Option<String>,
}

/// The caller's orders, newest first: the newest 20 (or `limit`, at most 100), and in the `X-Next-Cursor`
/// header (and a `Link: rel="next"`) the cursor of the older ones when there are more.
#[utoipa::path(get, path = "/orders", tag = "orders", security(("bearer" = [])), params(OwnOrdersQuery),
    responses(
        (status = 200, body = [OrderResponse], headers(
            ("X-Next-Cursor" = String, description = "The `cursor` of the next (older) page; absent on the last page."),
            ("Link" = String, description = "`</api/orders?cursor=…>; rel=\"next\"` when there is a next page."),
        )),
        (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse)))]
pub async fn list_orders(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Query(q): Query<OwnOrdersQuery>,
) -> ApiResult<(HeaderMap, Json<Vec<OrderResponse>>)> {
    let limit = match q.limit.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(v) => Some(
            v.parse::<i64>()
                .map_err(|_| ApiError::bad_request("The limit must be a whole number."))?,
        ),
        None => None,
    };
    let page = state
        .shop
        .checkout
        .list_own_orders(&user, q.cursor.as_deref(), limit)
        .await?;
    let query: Vec<(&str, &str)> = q
        .limit
        .as_deref()
        .filter(|v| !v.trim().is_empty())
        .map(|v| ("limit", v))
        .into_iter()
        .collect();
    let headers = crate::routes::next_page_headers(
        "/api/orders",
        &query,
        page.next.as_ref().map(|c| c.encode()),
    );
    Ok((
        headers,
        Json(page.items.iter().map(OrderResponse::from).collect()),
    ))
}

/// One of the caller's orders.
#[utoipa::path(get, path = "/orders/{id}", tag = "orders", security(("bearer" = [])),
    params(("id" = String, Path, description = "Order id")),
    responses((status = 200, body = OrderResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_order(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<OrderResponse>> {
    let order = state.shop.checkout.own_order(&user, &id).await?;
    Ok(Json(OrderResponse::detailed(&state, &order).await?))
}
