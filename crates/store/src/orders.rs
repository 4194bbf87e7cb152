//! Orders with their item and address snapshots, payments and webhook events.

use sqlx::Row;
use sqlx::any::AnyRow;

use tokri_domain::business::BusinessBuyer;
use tokri_domain::{Address, OrderSearch, OrderStatus, PaymentMethod, PaymentStatus};

use crate::delivery::{self, OrderDelivery};
use crate::{Result, Store, StoreError, decode_enum, now_ms, stock};

/// One bought line, as it was when ordered.
#[derive(Debug, Clone, PartialEq)]
pub struct OrderItemRow {
    /// Product id (the product may since be gone).
    pub product_id: String,
    /// Variant id (the variant may since be gone); a product's first variant has its id.
    pub variant_id: String,
    /// Variant label then ("" for a product of one variant).
    pub variant_label: String,
    /// Name then.
    pub name: String,
    /// Picture then.
    pub image: Option<String>,
    /// Category name then.
    pub category: String,
    /// Unit price then, paise.
    pub price_paise: i64,
    pub qty: i64,
    /// Units of a counted product this line holds while the order is unpaid. On a new order,
    /// the use case sets it to the quantity when the product was counted when it was priced
    /// (0 otherwise, so uncounted products cost no stock statement); the store answers what
    /// the line really holds.
    pub held: i64,
    /// HSN code and GST rate then.
    pub tax: crate::invoices::ProductTax,
    /// The line's share of the order's discounts, paise.
    pub discount_paise: i64,
}

impl OrderItemRow {
    /// The name with its variant, as mails and documents print it: "Grapes (1 kg)".
    pub fn line_name(&self) -> String {
        tokri_domain::variant::line_name(&self.name, &self.variant_label)
    }
}

/// An order as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct OrderRow {
    pub id: String,
    /// The short number people say and type ("#10482"): unique, given when the order is stored.
    pub number: i64,
    pub user_id: String,
    /// Buyer's name now (else as ordered).
    pub customer_name: String,
    /// Buyer's email now (else as ordered).
    pub customer_email: String,
    /// Status name.
    pub status: OrderStatus,
    /// Sum of lines, paise.
    pub subtotal_paise: i64,
    /// Delivery fee, paise.
    pub delivery_paise: i64,
    /// Total, paise.
    pub total_paise: i64,
    /// Currency code.
    pub currency: String,
    /// Ship-to snapshot (for a gift, the recipient's address).
    pub shipping: Address,
    /// The buyer's own address when it is billed instead of the ship-to (a gift).
    pub billing: Option<Address>,
    /// Payment provider name.
    pub provider: String,
    /// The provider's order id (none for cash on delivery).
    pub provider_order_id: Option<String>,
    /// Where the money stands.
    pub payment_status: PaymentStatus,
    /// How the customer chose to pay.
    pub pay_method: PaymentMethod,
    /// Gift details, when the order is a gift.
    pub gift: Option<GiftRow>,
    /// The settling payment's id.
    pub payment_id: Option<String>,
    /// How it was paid (card, upi, …).
    pub payment_method: Option<String>,
    /// When paid, Unix ms.
    pub paid_at: Option<i64>,
    /// Created, Unix ms.
    pub created_at: i64,
    /// Money to give back, once some was flagged.
    pub refund: Option<RefundRow>,
    /// The delivery day and slot chosen, when the shop offered slots.
    pub delivery: Option<OrderDelivery>,
    pub items: Vec<OrderItemRow>,
    /// Goods discount of the offers it got, paise.
    pub discount_paise: i64,
    /// The coupon it carries.
    pub coupon_code: Option<String>,
    /// How many offers it got.
    pub offer_count: i64,
    /// The offers it got.
    pub offers: Vec<crate::promotions::OrderOfferRow>,
    /// Money given back or on its way back (processed and pending refunds), paise.
    pub refunded_paise: i64,
    /// The invoice's number, once issued.
    pub invoice_number: Option<String>,
    /// The buyer asked for order updates on WhatsApp.
    pub whatsapp_updates: bool,
    /// The business the buyer bought for (its GSTIN goes on the invoice).
    pub business: Option<BusinessBuyer>,
    /// A corporate gift's delivery: the corporate order it belongs to, and its number.
    pub parent_id: Option<String>,
    pub parent_number: Option<i64>,
    /// A corporate order: how many deliveries it has (0 for any other order).
    pub child_count: i64,
}

/// A gift order's recipient and card, as ordered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GiftRow {
    /// Recipient's name.
    pub recipient_name: String,
    /// Recipient's mobile.
    pub recipient_mobile: String,
    /// Message for the packing slip.
    pub message: String,
    /// Leave prices off the packing slip.
    pub hide_prices: bool,
    /// Who it is from (may be empty).
    pub sender_name: String,
    /// The sender asked that the recipient hear on the delivery day that a gift is on its way.
    pub notify_recipient: bool,
}

impl From<&tokri_domain::Gift> for GiftRow {
    fn from(g: &tokri_domain::Gift) -> Self {
        GiftRow {
            recipient_name: g.recipient_name.clone(),
            recipient_mobile: g.recipient_mobile.as_str().to_string(),
            message: g.message.clone(),
            hide_prices: g.hide_prices,
            sender_name: g.sender_name.clone(),
            notify_recipient: false,
        }
    }
}

pub use tokri_domain::checkout::RefundReason;

/// A refund an order needs (or needed).
#[derive(Debug, Clone, PartialEq)]
pub struct RefundRow {
    /// Whether the money still has to go back.
    pub due: bool,
    pub reason: RefundReason,
    /// How much, paise.
    pub amount_paise: i64,
    /// When it was flagged, Unix ms.
    pub flagged_at: i64,
    /// When the admin marked it refunded, Unix ms.
    pub refunded_at: Option<i64>,
    /// The provider payment ids to refund (while due).
    pub payment_ids: Vec<String>,
}

/// A webhook event recorded in the same transaction as its effect.
#[derive(Debug, Clone, Copy)]
pub struct WebhookEventRef<'a> {
    /// The provider's event id.
    pub id: &'a str,
    /// Provider name.
    pub provider: &'a str,
    /// Event kind.
    pub kind: &'a str,
}

/// A captured payment to record.
#[derive(Debug, Clone, Copy)]
pub struct CapturedPayment<'a> {
    /// Our order.
    pub order_id: &'a str,
    /// Provider name.
    pub provider: &'a str,
    /// The provider's payment id.
    pub payment_id: &'a str,
    /// card, upi, …
    pub method: Option<&'a str>,
    pub amount_paise: i64,
    /// Currency code.
    pub currency: &'a str,
}

/// A new order.
#[derive(Debug, Clone)]
pub struct NewOrder {
    pub id: String,
    /// Placed, Unix ms.
    pub created_at: i64,
    pub user_id: String,
    /// Buyer's name.
    pub customer_name: String,
    /// Buyer's email.
    pub customer_email: String,
    /// Sum of lines, paise.
    pub subtotal_paise: i64,
    /// Delivery fee, paise.
    pub delivery_paise: i64,
    /// Total, paise.
    pub total_paise: i64,
    pub shipping: Address,
    /// The buyer's own address, billed instead of the ship-to (a gift).
    pub billing: Option<Address>,
    /// Payment provider name ("cod" for cash on delivery).
    pub provider: String,
    /// The provider's order id (none for cash on delivery).
    pub provider_order_id: Option<String>,
    /// How the customer pays: online orders start unpaid, cash-on-delivery ones "COD due".
    pub pay_method: PaymentMethod,
    /// Gift details.
    pub gift: Option<GiftRow>,
    /// Fingerprint of the request, to find this order again while it is open and unpaid.
    pub cart_key: Option<String>,
    /// The delivery day and slot: a place in it is taken with the order, or none is stored.
    pub delivery: Option<OrderDelivery>,
    pub items: Vec<OrderItemRow>,
    /// Goods discount, paise (the lines' shares added up).
    pub discount_paise: i64,
    /// The coupon's code, when one applied.
    pub coupon_code: Option<String>,
    /// The offers it gets: their uses are taken in the order's transaction.
    pub offers: Vec<crate::promotions::OrderOfferRow>,
    /// The buyer asked for order updates on WhatsApp.
    pub whatsapp_updates: bool,
    /// The business the buyer buys for, when they gave its GSTIN.
    pub business: Option<BusinessBuyer>,
}

/// What a settle call did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settled {
    /// The order became paid now.
    Now,
    /// This payment was recorded before; nothing changed.
    Already,
    /// The payment is new but cannot pay the order (it was cancelled, or paid by another
    /// payment): the order is flagged for a refund of it.
    RefundDue(RefundReason),
}

/// Filters for the admin order list.
#[derive(Debug, Clone, Default)]
pub struct OrderFilter {
    /// Exact status.
    pub status: Option<OrderStatus>,
    /// An order id or number, a customer's email or mobile, or part of a name or email.
    pub search: Option<tokri_domain::OrderSearch>,
    /// Created at or after, Unix ms.
    pub from: Option<i64>,
    /// Created before, Unix ms.
    pub until: Option<i64>,
    /// Include online orders that were never paid (hidden by default).
    pub include_unpaid: bool,
    /// Delivered on this day.
    pub delivery_date: Option<tokri_domain::delivery::DeliveryDate>,
    /// Delivered in this slot (by slot id).
    pub delivery_slot: Option<String>,
    /// Only orders with this payment status.
    pub payment_status: Option<PaymentStatus>,
    /// Only orders paid this way.
    pub pay_method: Option<tokri_domain::PaymentMethod>,
    /// Only orders delivered to this PIN code.
    pub pin_code: Option<String>,
    /// Only gift orders.
    pub gifts_only: bool,
}

impl OrderFilter {
    /// Whether a filter beside the search, status and payment status narrows the list (dates,
    /// delivery day or slot, PIN code, gifts, payment method): the tallies cannot count those.
    fn narrows_past_tallies(&self) -> bool {
        self.from.is_some()
            || self.until.is_some()
            || self.delivery_date.is_some()
            || self.delivery_slot.is_some()
            || self.pin_code.is_some()
            || self.gifts_only
            || self.pay_method.is_some()
    }
}

/// An admin list filter ready to read ([`Store::order_query`]): a words search's accounts are
/// looked up once for the page and its count.
#[derive(Debug, Clone)]
pub struct OrderQuery {
    pub filter: OrderFilter,
    /// The accounts a words search names that hold orders of the status and payment filters,
    /// when they are few.
    accounts: Option<WordAccounts>,
}

/// The accounts a words search names (those holding orders the status and payment filters
/// keep), and how many such orders they hold between them: from their tallies, read once
/// for the page and its total.
#[derive(Debug, Clone)]
struct WordAccounts {
    /// The accounts' ids, each once, as a JSON array (bound as one parameter).
    ids: String,
    /// How many accounts.
    n: i64,
    /// Their orders of the filter's status and payment status (migration 0029).
    orders: i64,
}

impl Default for WordAccounts {
    fn default() -> Self {
        WordAccounts {
            ids: "[]".into(),
            n: 0,
            orders: 0,
        }
    }
}

/// Where a page of a newest-first list starts.
#[derive(Debug, Clone, Copy)]
pub enum PageStart<'a> {
    /// After skipping this many rows (the spec's `page` numbers).
    Offset(i64),
    /// Right after the row created at `at` with id `id` (a cursor): an index seek.
    After {
        /// The row's creation time, Unix ms.
        at: i64,
        /// The row's id.
        id: &'a str,
    },
}

/// A list's total: exact, or a lower bound when more rows match than are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderCount {
    /// The number of matching orders (at most [`ORDER_COUNT_CAP`] when not exact).
    pub n: i64,
    /// False when more orders match than were counted.
    pub exact: bool,
}

/// The most orders a filtered list counts for its total; past it the total reads "10,000+".
pub const ORDER_COUNT_CAP: i64 = 10_000;

/// How many orders have one status and payment status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderTally {
    /// The orders' status.
    pub status: OrderStatus,
    /// Their payment status.
    pub payment_status: PaymentStatus,
    /// How many.
    pub n: i64,
}

const ORDER_SELECT: &str = "SELECT o.id, o.user_id, COALESCE(u.name, o.customer_name) AS customer_name, \
     COALESCE(u.email, o.customer_email) AS customer_email, o.status, o.subtotal_paise, o.delivery_paise, \
     o.total_paise, o.currency, o.ship_name, o.ship_mobile, o.ship_street, o.ship_city, o.ship_state, \
     o.ship_zip, o.ship_country, o.provider, o.provider_order_id, o.payment_status, o.payment_id, \
     o.payment_method, o.paid_at, o.created_at, o.refund_due, o.refund_reason, o.refund_paise, \
     o.refund_flagged_at, o.refunded_at, o.pay_method, o.is_gift, o.gift_recipient_name, \
     o.gift_recipient_mobile, o.gift_message, o.gift_hide_prices, o.gift_sender_name, \
     o.billing_address, o.delivery_date, o.delivery_slot_id, o.delivery_slot_label, inv.number AS invoice_number, \
     o.number AS order_number, o.discount_paise, o.coupon_code, o.offer_count, o.refunded_paise, \
     o.whatsapp_updates, o.gift_notify, o.business, o.parent_id, o.child_count, \
     (SELECT p.number FROM orders p WHERE p.id = o.parent_id) AS parent_number \
     FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN invoices inv ON inv.order_id = o.id";

fn order_from(r: &AnyRow) -> std::result::Result<OrderRow, sqlx::Error> {
    Ok(OrderRow {
        id: r.try_get("id")?,
        number: r.try_get("order_number")?,
        user_id: r.try_get("user_id")?,
        customer_name: r.try_get("customer_name")?,
        customer_email: r.try_get("customer_email")?,
        status: decode_enum(r, "status", OrderStatus::parse)?,
        subtotal_paise: r.try_get("subtotal_paise")?,
        delivery_paise: r.try_get("delivery_paise")?,
        total_paise: r.try_get("total_paise")?,
        currency: r.try_get("currency")?,
        shipping: crate::address_from(r, "ship_")?,
        billing: billing_from(r)?,
        provider: r.try_get("provider")?,
        provider_order_id: r.try_get("provider_order_id")?,
        payment_status: decode_enum(r, "payment_status", PaymentStatus::parse)?,
        pay_method: decode_enum(r, "pay_method", PaymentMethod::parse)?,
        gift: gift_from(r)?,
        payment_id: r.try_get("payment_id")?,
        payment_method: r.try_get("payment_method")?,
        paid_at: r.try_get("paid_at")?,
        created_at: r.try_get("created_at")?,
        refund: refund_from(r)?,
        delivery: delivery::order_delivery_from(r)?,
        items: Vec::new(),
        discount_paise: r.try_get("discount_paise")?,
        coupon_code: r.try_get("coupon_code")?,
        offer_count: r.try_get("offer_count")?,
        refunded_paise: r.try_get("refunded_paise")?,
        // Read by `with_items`, for the orders that got some.
        offers: Vec::new(),
        invoice_number: r.try_get("invoice_number")?,
        whatsapp_updates: r.try_get::<i64, _>("whatsapp_updates")? == 1,
        business: business_from(r)?,
        parent_id: r.try_get("parent_id")?,
        parent_number: r.try_get("parent_number")?,
        child_count: r.try_get("child_count")?,
    })
}

/// The business buyer kept on an order (stored as JSON), if any.
pub(crate) fn business_from(r: &AnyRow) -> std::result::Result<Option<BusinessBuyer>, sqlx::Error> {
    r.try_get::<Option<String>, _>("business")?
        .map(|json| serde_json::from_str(&json).map_err(|e| sqlx::Error::Decode(Box::new(e))))
        .transpose()
}

/// Decodes an enum column once, here; an unknown value is a decoding error, never a fallback.
fn gift_from(r: &AnyRow) -> std::result::Result<Option<GiftRow>, sqlx::Error> {
    if r.try_get::<i64, _>("is_gift")? == 0 {
        return Ok(None);
    }
    Ok(Some(GiftRow {
        recipient_name: r
            .try_get::<Option<String>, _>("gift_recipient_name")?
            .unwrap_or_default(),
        recipient_mobile: r
            .try_get::<Option<String>, _>("gift_recipient_mobile")?
            .unwrap_or_default(),
        message: r
            .try_get::<Option<String>, _>("gift_message")?
            .unwrap_or_default(),
        hide_prices: r.try_get::<i64, _>("gift_hide_prices")? == 1,
        sender_name: r
            .try_get::<Option<String>, _>("gift_sender_name")?
            .unwrap_or_default(),
        notify_recipient: r.try_get::<i64, _>("gift_notify")? == 1,
    }))
}

/// The billed address kept beside the ship-to (stored as JSON), if any.
pub(crate) fn billing_from(r: &AnyRow) -> std::result::Result<Option<Address>, sqlx::Error> {
    r.try_get::<Option<String>, _>("billing_address")?
        .map(|json| serde_json::from_str(&json).map_err(|e| sqlx::Error::Decode(Box::new(e))))
        .transpose()
}

fn refund_from(r: &AnyRow) -> std::result::Result<Option<RefundRow>, sqlx::Error> {
    let reason: Option<String> = r.try_get("refund_reason")?;
    let Some(reason) = reason.as_deref().and_then(RefundReason::parse) else {
        return Ok(None);
    };
    let due: i64 = r.try_get("refund_due")?;
    let flagged_at: Option<i64> = r.try_get("refund_flagged_at")?;
    Ok(Some(RefundRow {
        due: due == 1,
        reason,
        amount_paise: r.try_get("refund_paise")?,
        flagged_at: flagged_at.unwrap_or(0),
        refunded_at: r.try_get("refunded_at")?,
        payment_ids: Vec::new(),
    }))
}

impl Store {
    /// Stores a new order with its lines, in one transaction, and answers it as stored. An
    /// online order starts unpaid; a cash-on-delivery order starts "COD due", and `messages`
    /// (given the stored order: its confirmation, the owner's alert) are queued in the same
    /// transaction, so they go out exactly when the order exists.
    pub async fn create_order(
        &self,
        o: NewOrder,
        messages: impl FnOnce(&OrderRow) -> Vec<crate::messages::NewMessage>,
    ) -> Result<OrderRow> {
        let _turn = self.write_turn().await;
        let mut tx = self.pool().begin().await?;
        let now = o.created_at;
        let order = insert_order(&mut tx, self.backend(), o, None).await?;
        for m in messages(&order) {
            crate::messages::insert(&mut tx, &m, now).await?;
        }
        tx.commit().await?;
        Ok(order)
    }

    /// Stores a corporate order (issue 24) and its deliveries in one transaction: all or
    /// nothing. The parent holds the lines (its stock is taken here, as any order's) and the
    /// money; each delivery is a gift order of its own, with its slot place taken here too and
    /// no amounts (they are the parent's), paid when the parent is. A full slot or short stock
    /// anywhere leaves nothing stored.
    pub async fn create_corporate_order(
        &self,
        parent: NewOrder,
        deliveries: Vec<NewOrder>,
    ) -> Result<(OrderRow, Vec<OrderRow>)> {
        let _turn = self.write_turn().await;
        let mut tx = self.pool().begin().await?;
        let parent_id = parent.id.clone();
        let count = deliveries.len() as i64;
        let mut parent = insert_order(&mut tx, self.backend(), parent, None).await?;
        parent.child_count = count;
        sqlx::query("UPDATE orders SET child_count = $2 WHERE id = $1")
            .bind(&parent_id)
            .bind(count)
            .execute(&mut *tx)
            .await?;
        let mut children = Vec::with_capacity(deliveries.len());
        for mut d in deliveries {
            // The units are the parent's: a delivery holds none of its own.
            for it in &mut d.items {
                it.held = 0;
            }
            children.push(insert_order(&mut tx, self.backend(), d, Some(&parent_id)).await?);
        }
        tx.commit().await?;
        Ok((parent, children))
    }
}

/// Stores one order inside `tx`: takes its units and its delivery place, its offers' uses, then
/// writes the row and its lines. `parent` makes it a corporate delivery: it takes no units of its
/// own (the parent holds them).
async fn insert_order(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    backend: crate::Backend,
    mut o: NewOrder,
    parent: Option<&str>,
) -> Result<OrderRow> {
    let now = o.created_at;
    let held = {
        let wants: Vec<stock::Want<'_>> = o
            .items
            .iter()
            .map(|it| stock::Want {
                variant_id: &it.variant_id,
                qty: it.qty,
                counted: it.held > 0,
            })
            .collect();
        stock::reserve(tx, &wants).await?
    };
    for (it, h) in o.items.iter_mut().zip(held) {
        it.held = h;
    }
    // The delivery place is taken before the order row, which then records it.
    if let Some(d) = &o.delivery {
        delivery::book(tx, d).await?;
    }
    crate::promotions::take(tx, &o.offers, &o.user_id, &o.id).await?;
    let payment_status = match o.pay_method {
        PaymentMethod::Online => PaymentStatus::Unpaid,
        PaymentMethod::Cod => PaymentStatus::CodDue,
    };
    // The next order number: the largest plus one on SQLite, where writers take turns; a
    // sequence on PostgreSQL, where they do not.
    let next_number = match backend {
        crate::Backend::Sqlite => "(SELECT COALESCE(MAX(number), 10000) + 1 FROM orders)",
        crate::Backend::Postgres => "nextval('order_numbers')",
    };
    let number: i64 = sqlx::query_scalar(&format!(
        "INSERT INTO orders (id, user_id, status, subtotal_paise, delivery_paise, total_paise, currency, \
         customer_name, customer_email, ship_name, ship_mobile, ship_street, ship_city, ship_state, ship_zip, \
         ship_country, provider, provider_order_id, created_at, updated_at, payment_status, pay_method, \
         is_gift, gift_recipient_name, gift_recipient_mobile, gift_message, gift_hide_prices, cart_key, \
         delivery_date, delivery_slot_id, delivery_slot_label, delivery_held, gift_sender_name, billing_address, \
         discount_paise, coupon_code, offer_count, whatsapp_updates, gift_notify, business, parent_id, number) \
         VALUES ($1, $2, 'Pending', $3, $4, $5, 'INR', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, \
         $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, {next_number}) RETURNING number",
    ))
    .bind(&o.id)
    .bind(&o.user_id)
    .bind(o.subtotal_paise)
    .bind(o.delivery_paise)
    .bind(o.total_paise)
    .bind(&o.customer_name)
    .bind(&o.customer_email)
    .bind(&o.shipping.name)
    .bind(&o.shipping.mobile)
    .bind(&o.shipping.street)
    .bind(&o.shipping.city)
    .bind(&o.shipping.state)
    .bind(&o.shipping.zip)
    .bind(&o.shipping.country)
    .bind(&o.provider)
    .bind(&o.provider_order_id)
    .bind(now)
    .bind(payment_status.as_str())
    .bind(o.pay_method.as_str())
    .bind(i64::from(o.gift.is_some()))
    .bind(o.gift.as_ref().map(|g| g.recipient_name.clone()))
    .bind(o.gift.as_ref().map(|g| g.recipient_mobile.clone()))
    .bind(o.gift.as_ref().map(|g| g.message.clone()))
    .bind(i64::from(o.gift.as_ref().is_some_and(|g| g.hide_prices)))
    .bind(&o.cart_key)
    .bind(o.delivery.as_ref().map(|d| d.date.to_string()))
    .bind(o.delivery.as_ref().map(|d| d.slot_id.clone()))
    .bind(o.delivery.as_ref().map(|d| d.label.clone()))
    .bind(i64::from(o.delivery.is_some()))
    .bind(o.gift.as_ref().map(|g| g.sender_name.clone()))
    .bind(
        o.billing
            .as_ref()
            .map(|b| serde_json::to_string(b).unwrap_or_default()),
    )
    .bind(o.discount_paise)
    .bind(&o.coupon_code)
    .bind(o.offers.len() as i64)
    .bind(i64::from(o.whatsapp_updates))
    .bind(i64::from(o.gift.as_ref().is_some_and(|g| g.notify_recipient)))
    .bind(
        o.business
            .as_ref()
            .map(|b| serde_json::to_string(b).unwrap_or_default()),
    )
    .bind(parent)
    .fetch_one(&mut **tx)
    .await?;
    for (i, it) in o.items.iter().enumerate() {
        sqlx::query(
            "INSERT INTO order_items (order_id, position, product_id, name, image, category, price_paise, qty, held, hsn_code, gst_rate, variant_id, variant_label, discount_paise) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        )
        .bind(&o.id)
        .bind(i as i64)
        .bind(&it.product_id)
        .bind(&it.name)
        .bind(&it.image)
        .bind(&it.category)
        .bind(it.price_paise)
        .bind(it.qty)
        .bind(it.held)
        .bind(it.tax.hsn_text())
        .bind(it.tax.rate.percent())
        .bind(&it.variant_id)
        .bind(&it.variant_label)
        .bind(it.discount_paise)
        .execute(&mut **tx)
        .await?;
    }
    crate::promotions::record(tx, &o.offers, &o.user_id, &o.id).await?;
    let order = OrderRow {
        id: o.id,
        number,
        user_id: o.user_id,
        customer_name: o.customer_name,
        customer_email: o.customer_email,
        status: OrderStatus::Pending,
        subtotal_paise: o.subtotal_paise,
        delivery_paise: o.delivery_paise,
        total_paise: o.total_paise,
        currency: "INR".into(),
        shipping: o.shipping,
        billing: o.billing,
        provider: o.provider,
        provider_order_id: o.provider_order_id,
        payment_status,
        pay_method: o.pay_method,
        gift: o.gift,
        payment_id: None,
        payment_method: None,
        paid_at: None,
        created_at: now,
        refund: None,
        delivery: o.delivery,
        items: o.items,
        discount_paise: o.discount_paise,
        coupon_code: o.coupon_code,
        offer_count: o.offers.len() as i64,
        refunded_paise: 0,
        offers: o.offers,
        invoice_number: None,
        whatsapp_updates: o.whatsapp_updates,
        business: o.business,
        parent_id: parent.map(str::to_string),
        parent_number: None,
        child_count: 0,
    };
    Ok(order)
}

impl Store {
    /// The user's open unpaid online order for the same request (`cart_key`) created at or
    /// after `since`, newest first: pressing Pay again reuses it.
    pub async fn find_open_order(
        &self,
        user_id: &str,
        cart_key: &str,
        since: i64,
    ) -> Result<Option<OrderRow>> {
        let id: Option<String> = sqlx::query_scalar(
            "SELECT id FROM orders WHERE user_id = $1 AND cart_key = $2 AND created_at >= $3 \
             AND payment_status = 'unpaid' AND status = 'Pending' AND pay_method = 'online' \
             ORDER BY created_at DESC LIMIT 1",
        )
        .bind(user_id)
        .bind(cart_key)
        .bind(since)
        .fetch_optional(self.pool())
        .await?;
        match id {
            Some(id) => Ok(Some(self.get_order(&id).await?)),
            None => Ok(None),
        }
    }

    /// Fills in the orders' lines, offers and payments to refund, on one connection of the pool.
    async fn with_items(&self, orders: Vec<OrderRow>) -> Result<Vec<OrderRow>> {
        if orders.is_empty() {
            return Ok(orders);
        }
        let mut conn = self.pool().acquire().await?;
        with_items_on(&mut conn, orders).await
    }
    /// One order with its lines.
    pub async fn get_order(&self, id: &str) -> Result<OrderRow> {
        let sql = format!("{ORDER_SELECT} WHERE o.id = $1");
        let order = self.fetch_by_id(&sql, id, order_from).await?;
        Ok(self.with_items(vec![order]).await?.remove(0))
    }

    /// The orders to deliver on `date` (IST): paid or cash due, not cancelled, by order
    /// number; at most `limit`.
    pub async fn deliveries_on(
        &self,
        date: tokri_domain::delivery::DeliveryDate,
        limit: i64,
    ) -> Result<Vec<OrderRow>> {
        let sql = format!(
            "{ORDER_SELECT} WHERE o.delivery_date = $1 AND o.status <> 'Cancelled' \
             AND o.payment_status IN ('paid', 'cod_due') ORDER BY o.number LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(date.to_string())
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        let orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        self.with_items(orders).await
    }

    /// The order a provider order id belongs to.
    pub async fn find_order_by_provider_order_id(
        &self,
        provider_order_id: &str,
    ) -> Result<Option<OrderRow>> {
        let id: Option<String> =
            sqlx::query_scalar("SELECT id FROM orders WHERE provider_order_id = $1")
                .bind(provider_order_id)
                .fetch_optional(self.pool())
                .await?;
        match id {
            Some(id) => Ok(Some(self.get_order(&id).await?)),
            None => Ok(None),
        }
    }

    /// A page of a user's orders, newest first (by creation time, then id), leaving out online
    /// orders never paid that were created before `unpaid_since` (their payment window has
    /// closed); the page starts after the row `after` (time, id) when given. Answers the page
    /// and whether more follow.
    pub async fn list_orders_for_user(
        &self,
        user_id: &str,
        unpaid_since: i64,
        after: Option<(i64, &str)>,
        limit: i64,
    ) -> Result<(Vec<OrderRow>, bool)> {
        let (at, id) = after.unwrap_or((i64::MAX, ""));
        let sql = format!(
            "{ORDER_SELECT} WHERE o.user_id = $1 AND (o.payment_status <> 'unpaid' OR o.created_at >= $2) \
             AND (o.created_at < $3 OR (o.created_at = $3 AND o.id > $4)) \
             ORDER BY o.created_at DESC, o.id LIMIT $5"
        );
        // The page and its lines on one connection, as the admin's list.
        let mut conn = self.pool().acquire().await?;
        let rows = sqlx::query(&sql)
            .bind(user_id)
            .bind(unpaid_since)
            .bind(at)
            .bind(id)
            .bind(limit + 1)
            .fetch_all(&mut *conn)
            .await?;
        let mut orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let more = orders.len() as i64 > limit;
        orders.truncate(limit.max(0) as usize);
        Ok((with_items_on(&mut conn, orders).await?, more))
    }

    /// Every order `user_id` placed, newest first, up to `limit` (for the person's data export).
    pub async fn all_orders_for_user(&self, user_id: &str, limit: i64) -> Result<Vec<OrderRow>> {
        let sql = format!(
            "{ORDER_SELECT} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(user_id)
            .bind(limit)
            .fetch_all(self.pool())
            .await?;
        let orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        self.with_items(orders).await
    }

    /// A page of orders for the admin list, newest first (by creation time, then id), starting
    /// at `start`; and whether more follow.
    pub async fn list_orders(
        &self,
        q: &OrderQuery,
        start: PageStart<'_>,
        limit: i64,
    ) -> Result<(Vec<OrderRow>, bool)> {
        let mut binds: Vec<BindValue> = Vec::new();
        let ids = page_ids_sql(q, self.backend(), start, limit, &mut binds);
        // The page's ids first, from the orders alone (a page far down skips its rows along an
        // index without joining each skipped order's customer), then those orders whole.
        let sql = format!("{ORDER_SELECT} WHERE o.id IN ({ids}) ORDER BY o.created_at DESC, o.id");
        // The page and its lines on one connection: each statement through the pool is a hand-
        // over of a connection and back (a hop to its thread on SQLite, a ping on PostgreSQL).
        let mut conn = self.pool().acquire().await?;
        let rows = bound(sqlx::query(&sql), &binds)
            .fetch_all(&mut *conn)
            .await?;
        let mut orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        let more = orders.len() as i64 > limit;
        orders.truncate(limit.max(0) as usize);
        Ok((with_items_on(&mut conn, orders).await?, more))
    }

    /// `filter` ready for [`Store::list_orders`] and [`Store::count_orders`]: for a words
    /// search, the accounts holding every word and orders of the filter's status and payment
    /// status, with how many such orders they hold, read once, when there are at most
    /// [`FEW_ACCOUNTS`] (then each one's newest orders are read along its index: a rare name's
    /// orders lie anywhere in the list).
    pub async fn order_query(&self, filter: OrderFilter) -> Result<OrderQuery> {
        let accounts = match &filter.search {
            Some(OrderSearch::Words(words)) if words.is_empty() => Some(WordAccounts::default()),
            Some(OrderSearch::Words(words)) => self.word_accounts(&filter, words).await?,
            _ => None,
        };
        Ok(OrderQuery { filter, accounts })
    }

    /// The accounts holding every one of `words` (not empty) and orders of `f`'s status and
    /// payment status, each once, with their count of such orders from their tallies (one
    /// statement), when at most [`FEW_ACCOUNTS`].
    ///
    /// Each account's tallies are read along their primary key. SQLite does so for the accounts
    /// as an IN list; PostgreSQL's generic plan for that read every account's tallies and kept
    /// the matching ones (a hash join: 0.4 ms with 2,000 accounts, growing with the shop), so
    /// there each account's are read by a LATERAL subquery (growing with the matches only).
    async fn word_accounts(
        &self,
        f: &OrderFilter,
        words: &[String],
    ) -> Result<Option<WordAccounts>> {
        let mut binds = Vec::new();
        let sets = words_accounts_sql(words, &mut binds);
        let conds: String = status_and_payment_sql(f, "t.", &mut binds)
            .iter()
            .map(|c| format!(" AND {c}"))
            .collect();
        let few = FEW_ACCOUNTS + 1;
        // One row (a row each cost SQLite's driver about 5 µs more than its reading): how many
        // accounts, their orders, and the accounts as a JSON array.
        let (sql, ids) = match self.backend() {
            crate::Backend::Sqlite => (
                format!(
                    "SELECT t.user_id, CAST(SUM(t.n) AS BIGINT) AS n FROM account_order_tallies t \
                     WHERE t.user_id IN ({sets}){conds} GROUP BY t.user_id \
                     HAVING SUM(t.n) > 0 LIMIT {few}"
                ),
                "json_group_array(x.user_id ORDER BY x.n DESC, x.user_id)",
            ),
            crate::Backend::Postgres => (
                format!(
                    "SELECT w.user_id, s.n FROM (SELECT DISTINCT m.user_id FROM ({sets}) AS m) AS w \
                     CROSS JOIN LATERAL \
                     (SELECT CAST(SUM(t.n) AS BIGINT) AS n FROM account_order_tallies t \
                     WHERE t.user_id = w.user_id{conds}) AS s WHERE s.n > 0 LIMIT {few}"
                ),
                "CAST(COALESCE(json_agg(x.user_id ORDER BY x.n DESC, x.user_id), \
                 CAST('[]' AS json)) AS TEXT)",
            ),
        };
        let sql = format!(
            "SELECT COUNT(*) AS accounts, CAST(COALESCE(SUM(x.n), 0) AS BIGINT) AS orders, \
             {ids} AS ids FROM ({sql}) AS x"
        );
        let row = bound(sqlx::query(&sql), &binds)
            .fetch_one(self.pool())
            .await?;
        let n: i64 = row.try_get("accounts")?;
        if n > FEW_ACCOUNTS {
            return Ok(None);
        }
        Ok(Some(WordAccounts {
            ids: row.try_get("ids")?,
            n,
            orders: row.try_get("orders")?,
        }))
    }

    /// How many orders match the admin list's filter. Status and payment filters alone are
    /// answered from the maintained tallies; other filters count along their index, up to
    /// [`ORDER_COUNT_CAP`] (then the count is a lower bound).
    pub async fn count_orders(&self, q: &OrderQuery) -> Result<OrderCount> {
        let f = &q.filter;
        if f.search.is_none() && !f.narrows_past_tallies() {
            let tallies = self.order_tallies().await?;
            let n = tallies
                .iter()
                .filter(|t| f.status.is_none_or(|s| s == t.status))
                .filter(|t| f.payment_status.is_none_or(|p| p == t.payment_status))
                .filter(|t| f.include_unpaid || t.payment_status != PaymentStatus::Unpaid)
                .map(|t| t.n)
                .sum();
            return Ok(OrderCount { n, exact: true });
        }
        if let (Some(OrderSearch::Words(_)), Some(accounts)) = (&f.search, &q.accounts)
            && !f.narrows_past_tallies()
        {
            return Ok(OrderCount {
                n: accounts.orders,
                exact: true,
            });
        }
        let mut binds: Vec<BindValue> = Vec::new();
        let filter = order_filter_sql(q, self.backend(), &mut binds, "o", false);
        // The cap written in, as the list's page size is (`list_orders`): PostgreSQL keeps one
        // plan rather than planning each count anew.
        let sql = format!(
            "SELECT COUNT(*) FROM (SELECT 1 AS one FROM orders o WHERE {filter} LIMIT {}) AS matching",
            ORDER_COUNT_CAP + 1
        );
        let n: i64 = bound_scalar(sqlx::query_scalar(&sql), &binds)
            .fetch_one(self.pool())
            .await?;
        Ok(if n > ORDER_COUNT_CAP {
            OrderCount {
                n: ORDER_COUNT_CAP,
                exact: false,
            }
        } else {
            OrderCount { n, exact: true }
        })
    }

    /// The maintained count of orders per status and payment status (migration 0012).
    pub async fn order_tallies(&self) -> Result<Vec<OrderTally>> {
        let rows = sqlx::query("SELECT status, payment_status, n FROM order_tallies WHERE n <> 0")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| {
                Ok(OrderTally {
                    status: decode_enum(r, "status", OrderStatus::parse)?,
                    payment_status: decode_enum(r, "payment_status", PaymentStatus::parse)?,
                    n: r.try_get("n")?,
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The query plan of the admin list's query for `f` (EXPLAIN QUERY PLAN on SQLite,
    /// EXPLAIN on PostgreSQL), one line per step: tests check that every filter uses an index.
    /// On PostgreSQL it is the generic plan, made without the values: a statement the pool
    /// prepared is planned so after its first five runs when that looks no dearer, and a list
    /// whose generic plan walks the wrong index is slow for good from then on.
    pub async fn explain_order_list(&self, q: &OrderQuery) -> Result<String> {
        let mut binds: Vec<BindValue> = Vec::new();
        let sql = page_ids_sql(q, self.backend(), PageStart::Offset(0), 20, &mut binds);
        let mut tx = self.pool().begin().await?;
        let rows = match self.backend() {
            crate::Backend::Sqlite => {
                bound(sqlx::query(&format!("EXPLAIN QUERY PLAN {sql}")), &binds)
                    .fetch_all(&mut *tx)
                    .await?
            }
            crate::Backend::Postgres => {
                // A small test table is read whole whatever its indexes; with sequential scans
                // priced out, as they are on a big table, the plan shows the index it would use.
                sqlx::query("SET LOCAL enable_seqscan = off")
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("SET LOCAL plan_cache_mode = force_generic_plan")
                    .execute(&mut *tx)
                    .await?;
                // A prepared statement of its own (the values written in only to run it), so
                // that its plan is the generic one; a name no other statement has.
                let name = format!("tokri_explain_{}", tokri_domain::new_id().replace('-', ""));
                sqlx::raw_sql(&format!("PREPARE {name} AS {sql}"))
                    .execute(&mut *tx)
                    .await?;
                let values: Vec<String> = binds
                    .iter()
                    .map(|b| match b {
                        BindValue::Text(t) => format!("'{}'", t.replace('\'', "''")),
                        BindValue::Int(n) => n.to_string(),
                    })
                    .collect();
                let args = if values.is_empty() {
                    String::new()
                } else {
                    format!("({})", values.join(", "))
                };
                let rows = sqlx::query(&format!("EXPLAIN EXECUTE {name}{args}"))
                    .fetch_all(&mut *tx)
                    .await?;
                sqlx::raw_sql(&format!("DEALLOCATE {name}"))
                    .execute(&mut *tx)
                    .await?;
                rows
            }
        };
        tx.rollback().await?;
        let column = match self.backend() {
            crate::Backend::Sqlite => "detail",
            crate::Backend::Postgres => "QUERY PLAN",
        };
        let lines = rows
            .iter()
            .map(|r| r.try_get::<String, _>(column))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(lines.join("\n"))
    }

    /// Sets an order's status, queueing `messages` (the customer's update) in the same
    /// transaction.
    pub async fn set_order_status(
        &self,
        id: &str,
        status: OrderStatus,
        messages: &[crate::messages::NewMessage],
    ) -> Result<OrderRow> {
        let mut tx = self.pool().begin().await?;
        let done = sqlx::query("UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1")
            .bind(id)
            .bind(status.as_str())
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        // Only unpaid orders hold units; cancelling one gives them back.
        if status == OrderStatus::Cancelled {
            stock::release_held(&mut tx, id).await?;
            // Not paid: the offers' uses go back.
            let paid: Option<String> =
                sqlx::query_scalar("SELECT payment_status FROM orders WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
            if paid.as_deref() != Some(PaymentStatus::Paid.as_str()) {
                crate::promotions::release(&mut tx, id, now_ms()).await?;
            }
            // Paid or not, a cancelled order is not delivered: its slot place goes back.
            delivery::release(&mut tx, id).await?;
        }
        let now = now_ms();
        for m in messages {
            crate::messages::insert(&mut tx, m, now).await?;
        }
        tx.commit().await?;
        self.get_order(id).await
    }

    /// Starts a payment transaction. With a webhook event, the event id is recorded first, in
    /// this same transaction, so it is remembered exactly when its effect is: None when the event
    /// was seen before (nothing to do), and a failure or crash before [`PaymentTx::commit`]
    /// forgets both, so the provider's retry is processed.
    pub async fn begin_payment(
        &self,
        event: Option<WebhookEventRef<'_>>,
    ) -> Result<Option<PaymentTx>> {
        let mut tx = self.pool().begin().await?;
        let now = now_ms();
        if let Some(e) = event
            && !insert_webhook_event(&mut *tx, e, now).await?
        {
            tx.rollback().await?;
            return Ok(None);
        }
        Ok(Some(PaymentTx {
            tx,
            now,
            invoice: None,
        }))
    }

    /// Records a captured payment and settles its order, in a transaction of its own (see
    /// [`PaymentTx::settle`]).
    pub async fn settle_order(&self, payment: CapturedPayment<'_>) -> Result<Settled> {
        let mut tx = self
            .begin_payment(None)
            .await?
            .expect("no event, never a repeat");
        let settled = tx.settle(payment).await?;
        tx.commit().await?;
        Ok(settled)
    }

    /// Orders whose refund is due, oldest flag first (at most `limit`), and how many there are.
    pub async fn refund_due_orders(&self, limit: i64) -> Result<(Vec<OrderRow>, i64)> {
        // The count, the orders and their lines on one connection.
        let mut conn = self.pool().acquire().await?;
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM orders WHERE refund_due = 1")
            .fetch_one(&mut *conn)
            .await?;
        if total == 0 {
            return Ok((Vec::new(), 0));
        }
        let sql = format!(
            "{ORDER_SELECT} WHERE o.refund_due = 1 ORDER BY o.refund_flagged_at, o.id LIMIT $1"
        );
        let rows = sqlx::query(&sql).bind(limit).fetch_all(&mut *conn).await?;
        let orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok((with_items_on(&mut conn, orders).await?, total))
    }

    /// Marks an order's due refund as made (the admin returned the money at the provider).
    /// Answers false when no refund was due.
    pub async fn mark_refunded(&self, order_id: &str) -> Result<bool> {
        let mut tx = self.pool().begin().await?;
        let now = now_ms();
        let done = sqlx::query(
            "UPDATE orders SET refund_due = 0, refunded_at = $2, updated_at = $2 WHERE id = $1 AND refund_due = 1",
        )
        .bind(order_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        sqlx::query("UPDATE payments SET refund_due = 0 WHERE order_id = $1 AND refund_due = 1")
            .bind(order_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Unpaid orders created between `from` and `until` that have a provider order.
    pub async fn unpaid_orders_between(&self, from: i64, until: i64) -> Result<Vec<OrderRow>> {
        let sql = format!(
            "{ORDER_SELECT} WHERE o.payment_status = 'unpaid' AND o.status = 'Pending' \
             AND o.provider_order_id IS NOT NULL AND o.created_at >= $1 AND o.created_at < $2 ORDER BY o.created_at LIMIT 200"
        );
        let rows = sqlx::query(&sql)
            .bind(from)
            .bind(until)
            .fetch_all(self.pool())
            .await?;
        Ok(rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// Cancels unpaid Pending orders created before `before`; answers how many.
    pub async fn cancel_unpaid_before(&self, before: i64) -> Result<u64> {
        let ids: Vec<String> = sqlx::query_scalar(
            "SELECT id FROM orders WHERE payment_status = 'unpaid' AND status = 'Pending' AND created_at < $1 \
             AND parent_id IS NULL AND provider <> 'bank_transfer'",
        )
        .bind(before)
        .fetch_all(self.pool())
        .await?;
        let mut cancelled = 0;
        for id in ids {
            // One order per transaction: the guarded UPDATE decides against a payment settling
            // at the same moment, and only the winner touches the held units.
            let mut tx = self.pool().begin().await?;
            let done = sqlx::query(
                "UPDATE orders SET status = 'Cancelled', updated_at = $2 \
                 WHERE id = $1 AND payment_status = 'unpaid' AND status = 'Pending'",
            )
            .bind(&id)
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() == 1 {
                stock::release_held(&mut tx, &id).await?;
                delivery::release(&mut tx, &id).await?;
                crate::promotions::release(&mut tx, &id, now_ms()).await?;
                // A corporate order's deliveries end with it, giving back their slot places.
                let children: Vec<String> = sqlx::query_scalar(
                    "UPDATE orders SET status = 'Cancelled', updated_at = $2 \
                     WHERE parent_id = $1 AND payment_status = 'unpaid' AND status = 'Pending' RETURNING id",
                )
                .bind(&id)
                .bind(now_ms())
                .fetch_all(&mut *tx)
                .await?;
                for child in children {
                    delivery::release(&mut tx, &child).await?;
                }
                cancelled += 1;
            }
            tx.commit().await?;
        }
        Ok(cancelled)
    }

    /// Records a webhook event that has no effect of its own (an unknown order, an event kind
    /// not handled); false when it was seen before.
    pub async fn record_webhook_event(&self, event: WebhookEventRef<'_>) -> Result<bool> {
        insert_webhook_event(self.pool(), event, now_ms()).await
    }

    /// A captured payment's order, amount and currency, by the provider's payment id.
    pub async fn find_payment(
        &self,
        provider_payment_id: &str,
    ) -> Result<Option<(String, i64, String, String)>> {
        let row = sqlx::query("SELECT order_id, amount_paise, currency, status FROM payments WHERE provider_payment_id = $1")
            .bind(provider_payment_id)
            .fetch_optional(self.pool())
            .await?;
        Ok(match row {
            Some(r) => Some((
                r.try_get("order_id")?,
                r.try_get("amount_paise")?,
                r.try_get("currency")?,
                r.try_get("status")?,
            )),
            None => None,
        })
    }
}

/// One IST day's sales, for the dashboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SalesDay {
    /// The IST day, `YYYY-MM-DD`.
    pub day: String,
    /// Orders paid that day.
    pub orders: i64,
    /// Their totals, paise.
    pub revenue_paise: i64,
    /// Discounts given on those orders, paise.
    pub discount_paise: i64,
}

/// A best seller over a period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopProductRow {
    /// Product id.
    pub product_id: String,
    /// Name as last sold.
    pub name: String,
    /// Units sold.
    pub qty: i64,
    /// Money taken, paise.
    pub revenue_paise: i64,
}

impl Store {
    /// Paid orders and revenue per IST day (`YYYY-MM-DD`) from `first_day` on, from the daily
    /// sales that triggers keep as orders are paid (orders paid after they were cancelled do not
    /// count: that money goes back). Days without sales are left out.
    pub async fn sales_days_since(&self, first_day: &str) -> Result<Vec<SalesDay>> {
        let rows = sqlx::query(
            "SELECT day, orders, revenue_paise, discount_paise FROM sales_days WHERE day >= $1 AND orders <> 0 ORDER BY day",
        )
        .bind(first_day)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(SalesDay {
                    day: r.try_get("day")?,
                    orders: r.try_get("orders")?,
                    revenue_paise: r.try_get("revenue_paise")?,
                    discount_paise: r.try_get("discount_paise")?,
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How many orders have each status (from the maintained tallies).
    pub async fn count_orders_by_status(&self) -> Result<Vec<(OrderStatus, i64)>> {
        Ok(by_status(&self.order_tallies().await?))
    }

    /// Best-selling products by units in orders paid on IST days from `first_day` on (not
    /// those paid after they were cancelled), from the daily product sales.
    pub async fn top_products_since(
        &self,
        first_day: &str,
        limit: i64,
    ) -> Result<Vec<TopProductRow>> {
        let rows = sqlx::query(
            "SELECT product_id, MAX(name) AS name, CAST(SUM(qty) AS BIGINT) AS qty, \
             CAST(SUM(revenue_paise) AS BIGINT) AS revenue \
             FROM product_sales_days WHERE day >= $1 \
             GROUP BY product_id HAVING SUM(qty) > 0 ORDER BY qty DESC, name LIMIT $2",
        )
        .bind(first_day)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(TopProductRow {
                    product_id: r.try_get("product_id")?,
                    name: r.try_get("name")?,
                    qty: r.try_get("qty")?,
                    revenue_paise: r.try_get("revenue")?,
                })
            })
            .collect::<std::result::Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }
}

pub(crate) async fn insert_webhook_event<'c, E>(
    exec: E,
    e: WebhookEventRef<'_>,
    now: i64,
) -> Result<bool>
where
    E: sqlx::Executor<'c, Database = sqlx::Any>,
{
    let done = sqlx::query(
        "INSERT INTO webhook_events (event_id, provider, kind, received_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (event_id) DO NOTHING",
    )
    .bind(e.id)
    .bind(e.provider)
    .bind(e.kind)
    .bind(now)
    .execute(exec)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// One payment's writes — the payment, the order, the mail that tells about them, and the
/// webhook event that brought them — committed together or not at all. Dropping it without
/// [`PaymentTx::commit`] rolls everything back.
pub struct PaymentTx {
    tx: sqlx::Transaction<'static, sqlx::Any>,
    now: i64,
    /// The invoice issued by a settlement in this transaction.
    invoice: Option<String>,
}

impl std::fmt::Debug for PaymentTx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PaymentTx").finish_non_exhaustive()
    }
}

impl PaymentTx {
    /// Records a captured payment and settles its order. A payment recorded before changes
    /// nothing (`Already`). A new payment marks an unpaid order paid (Pending becomes
    /// Processing) — unless the order was cancelled, or is paid already by another payment: then
    /// the order is flagged for a refund of this payment (`RefundDue`), and a cancelled order
    /// stays cancelled. Every write is guarded by the row it changes, so parallel settlements on
    /// either database agree on one outcome.
    pub async fn settle(&mut self, p: CapturedPayment<'_>) -> Result<Settled> {
        let now = self.now;
        // Written first: on SQLite the transaction takes the write lock at once.
        let recorded = sqlx::query(
            "INSERT INTO payments (id, order_id, provider, provider_payment_id, status, amount_paise, currency, method, created_at) \
             VALUES ($1, $2, $3, $4, 'captured', $5, $6, $7, $8) \
             ON CONFLICT (provider_payment_id) DO UPDATE SET status = 'captured', \
             method = COALESCE(excluded.method, payments.method) WHERE payments.status <> 'captured'",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(p.order_id)
        .bind(p.provider)
        .bind(p.payment_id)
        .bind(p.amount_paise)
        .bind(p.currency)
        .bind(p.method)
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        if recorded.rows_affected() == 0 {
            return Ok(Settled::Already);
        }
        let paid = sqlx::query(
            "UPDATE orders SET payment_status = 'paid', payment_id = $2, payment_method = $3, paid_at = $4, \
             status = CASE WHEN status = 'Pending' THEN 'Processing' ELSE status END, updated_at = $4 \
             WHERE id = $1 AND payment_status <> 'paid' AND status <> 'Cancelled'",
        )
        .bind(p.order_id)
        .bind(p.payment_id)
        .bind(p.method)
        .bind(now)
        .execute(&mut *self.tx)
        .await?;
        if paid.rows_affected() == 1 {
            // A corporate order's deliveries are paid with it.
            sqlx::query(
                "UPDATE orders SET payment_status = 'paid', updated_at = $2, \
                 status = CASE WHEN status = 'Pending' THEN 'Processing' ELSE status END \
                 WHERE parent_id = $1 AND payment_status = 'unpaid' AND status <> 'Cancelled'",
            )
            .bind(p.order_id)
            .bind(now)
            .execute(&mut *self.tx)
            .await?;
            // The units this order held leave the crate, once: only the winner of the guarded
            // update above gets here.
            stock::sell_held(&mut self.tx, p.order_id).await?;
            // Its GST invoice, numbered in this same transaction (no gaps, exactly once).
            self.invoice = crate::invoices::issue(&mut self.tx, p.order_id, now).await?;
            return Ok(Settled::Now);
        }
        // Cancelled, or paid by another payment: the money goes back. A cancelled order keeps
        // its status and records the payment, so the admin sees what to refund.
        let reason: Option<String> = sqlx::query_scalar(
            "UPDATE orders SET \
             refund_reason = CASE WHEN refund_due = 1 THEN refund_reason \
                                  WHEN status = 'Cancelled' THEN 'cancelled' ELSE 'duplicate' END, \
             refund_paise = CASE WHEN refund_due = 1 THEN refund_paise ELSE 0 END + $5, \
             refund_flagged_at = CASE WHEN refund_due = 1 THEN refund_flagged_at ELSE $4 END, \
             refund_due = 1, refunded_at = NULL, \
             payment_id = CASE WHEN payment_status = 'paid' THEN payment_id ELSE $2 END, \
             payment_method = CASE WHEN payment_status = 'paid' THEN payment_method ELSE $3 END, \
             paid_at = CASE WHEN payment_status = 'paid' THEN paid_at ELSE $4 END, \
             payment_status = 'paid', updated_at = $4 \
             WHERE id = $1 RETURNING refund_reason",
        )
        .bind(p.order_id)
        .bind(p.payment_id)
        .bind(p.method)
        .bind(now)
        .bind(p.amount_paise)
        .fetch_optional(&mut *self.tx)
        .await?
        .flatten();
        let reason = reason
            .as_deref()
            .and_then(RefundReason::parse)
            .ok_or(StoreError::NotFound)?;
        sqlx::query("UPDATE payments SET refund_due = 1 WHERE provider_payment_id = $1")
            .bind(p.payment_id)
            .execute(&mut *self.tx)
            .await?;
        Ok(Settled::RefundDue(reason))
    }

    /// Records a failed payment attempt (the order stays as it is).
    pub async fn record_failed_payment(
        &mut self,
        order_id: &str,
        provider: &str,
        payment_id: &str,
        amount_paise: i64,
        currency: &str,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO payments (id, order_id, provider, provider_payment_id, status, amount_paise, currency, method, created_at) \
             VALUES ($1, $2, $3, $4, 'failed', $5, $6, NULL, $7) ON CONFLICT (provider_payment_id) DO NOTHING",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(order_id)
        .bind(provider)
        .bind(payment_id)
        .bind(amount_paise)
        .bind(currency)
        .bind(self.now)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// Queues a mail to go out once this transaction commits (and never if it does not).
    pub async fn queue_mail(&mut self, mail: &crate::outbox::NewMail) -> Result<()> {
        crate::outbox::insert_mail(&mut *self.tx, mail, self.now).await?;
        Ok(())
    }

    /// Queues a logged message (once per event) to go out once this transaction commits.
    pub async fn queue_message(&mut self, m: &crate::messages::NewMessage) -> Result<bool> {
        crate::messages::insert(&mut self.tx, m, self.now).await
    }

    /// The number of the invoice a settlement in this transaction issued.
    pub fn invoice_number(&self) -> Option<&str> {
        self.invoice.as_deref()
    }

    /// Commits every write of this payment.
    pub async fn commit(self) -> Result<()> {
        self.tx.commit().await?;
        Ok(())
    }
}

pub(crate) enum BindValue {
    Text(String),
    Int(i64),
}

/// Adds a bind value and answers its placeholder (`$n`, numbered for both backends).
pub(crate) fn bind_next(binds: &mut Vec<BindValue>, value: BindValue) -> String {
    binds.push(value);
    format!("${}", binds.len())
}

pub(crate) fn bound<'q>(
    mut q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    binds: &[BindValue],
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    for b in binds {
        q = match b {
            BindValue::Text(s) => q.bind(s.clone()),
            BindValue::Int(i) => q.bind(*i),
        };
    }
    q
}

fn bound_scalar<'q>(
    mut q: sqlx::query::QueryScalar<'q, sqlx::Any, i64, sqlx::any::AnyArguments<'q>>,
    binds: &[BindValue],
) -> sqlx::query::QueryScalar<'q, sqlx::Any, i64, sqlx::any::AnyArguments<'q>> {
    for b in binds {
        q = match b {
            BindValue::Text(s) => q.bind(s.clone()),
            BindValue::Int(i) => q.bind(*i),
        };
    }
    q
}

/// The accounts holding every word (each as the start of one of their words, migration 0027):
/// one range of the account_words index per word.
fn words_accounts_sql(words: &[String], binds: &mut Vec<BindValue>) -> String {
    words
        .iter()
        .map(|w| {
            let (from, until) = tokri_domain::search::prefix_bounds(w);
            let from = bind_next(binds, BindValue::Text(from));
            let until = bind_next(binds, BindValue::Text(until));
            format!("SELECT user_id FROM account_words WHERE word >= {from} AND word < {until}")
        })
        .collect::<Vec<_>>()
        .join(" INTERSECT ")
}

/// The ids of a page of the admin list for `q` from `start` (its `limit` rows and one more, to
/// tell whether more follow), newest first (by creation time, then id).
///
/// The page's size and offset are written into the statement (numbers of ours, not the
/// client's text): PostgreSQL then plans it once per connection and reuses the plan, where with
/// them as parameters it planned each request anew (a millisecond, a third of the request),
/// guessing a generic plan's unknown limit too costly to keep.
///
/// A words search that named few accounts (given as one JSON array, busiest first: one
/// parameter, one statement whatever their number) reads its orders account by account along
/// `orders_user`, and only those at or after a time bound every row of the page is known to be
/// past. With the page reaching `reach` rows deep (offset and page) and `s` of the accounts
/// (the busiest, at most twice the reach): each one's `k`-th newest order (k = ⌈reach / s⌉),
/// and of those the `⌈reach / k⌉`-th newest. That many accounts hold `k` orders each at or
/// after the bound, so the `reach` newest orders of them all lie there too (an account with
/// fewer than `k` has no `k`-th and sorts last; when too few have one, there is no bound and
/// every order of the accounts is read). For 89 accounts of 100 orders and the first page,
/// that is 42 lookups for the bound and about 40 rows after it, where all 8,900 orders were
/// read and sorted before (1–3 ms of the statement). Walking the shop's newest orders instead,
/// checking each one's account, is cheap for a common name but reads the whole table for a
/// rare one (4 s on the grown shop). `decisions.md` has the measurements.
fn page_ids_sql(
    q: &OrderQuery,
    backend: crate::Backend,
    start: PageStart<'_>,
    limit: i64,
    binds: &mut Vec<BindValue>,
) -> String {
    let (offset, after) = match start {
        PageStart::Offset(offset) => (offset, None),
        PageStart::After { at, id } => (0, Some((at, id))),
    };
    let lim = limit + 1;
    let accounts = match (&q.filter.search, &q.accounts) {
        (Some(OrderSearch::Words(_)), Some(a)) if a.n > 0 => Some(a),
        _ => None,
    };
    // The filter (and the cursor) over the orders named `alias`; the accounts of a words
    // search are joined, not filtered, when `joined`.
    let cond = |alias: &str, joined: bool, binds: &mut Vec<BindValue>| {
        let mut filter = order_filter_sql(q, backend, binds, alias, joined);
        if let Some((at, id)) = after {
            let at = bind_next(binds, BindValue::Int(at));
            let id = bind_next(binds, BindValue::Text(id.to_string()));
            filter.push_str(&format!(
                " AND ({alias}.created_at < {at} OR ({alias}.created_at = {at} AND {alias}.id > {id}))"
            ));
        }
        filter
    };
    let Some(accounts) = accounts else {
        let filter = cond("o", false, binds);
        return format!(
            "SELECT o.id FROM orders o WHERE {filter} \
             ORDER BY o.created_at DESC, o.id LIMIT {lim} OFFSET {offset}"
        );
    };
    let reach = offset.saturating_add(lim);
    // The bound is taken from the busiest `s` accounts (they come busiest first): any `s` give
    // a true bound, and twice the page's reach gives one close enough to the tightest.
    let s = accounts.n.min(reach.saturating_mul(2));
    let ceil = |a: i64, b: i64| a / b + i64::from(a % b != 0);
    let k = ceil(reach, s);
    let j = ceil(reach, k);
    let list = bind_next(binds, BindValue::Text(accounts.ids.clone()));
    let rows = json_text_rows(backend, &list, "w");
    let first = cond("i", true, binds);
    let filter = cond("o", true, binds);
    format!(
        "WITH a AS (SELECT w.value FROM {rows}), \
         bound AS (SELECT kth.at FROM (SELECT (SELECT i.created_at FROM orders i \
         WHERE i.user_id = a.value AND {first} ORDER BY i.created_at DESC, i.id \
         LIMIT 1 OFFSET {}) AS at FROM (SELECT a.value FROM a LIMIT {s}) AS a) AS kth \
         ORDER BY kth.at DESC NULLS LAST LIMIT 1 OFFSET {}) \
         SELECT o.id FROM a, orders o WHERE o.user_id = a.value AND {filter} \
         AND o.created_at >= COALESCE((SELECT bound.at FROM bound), {}) \
         ORDER BY o.created_at DESC, o.id LIMIT {lim} OFFSET {offset}",
        k - 1,
        j - 1,
        i64::MIN + 1
    )
}

/// The text values of the JSON array bound at `param`, as a table `alias` of one column,
/// `value`: SQLite's `json_each`, PostgreSQL's `json_array_elements_text` (the one difference
/// of the order list's statements between the two).
fn json_text_rows(backend: crate::Backend, param: &str, alias: &str) -> String {
    match backend {
        crate::Backend::Sqlite => format!("json_each({param}) AS {alias}"),
        crate::Backend::Postgres => {
            format!("json_array_elements_text(CAST({param} AS json)) AS {alias}(value)")
        }
    }
}

/// A words search naming at most this many accounts reads their orders account by account;
/// past it, the newest orders are walked and each one's account checked.
const FEW_ACCOUNTS: i64 = 500;

/// The conditions of `f`'s status and payment filters on `{table}status` and
/// `{table}payment_status` (never-paid orders left out unless asked for): the order list's
/// and the account tallies' columns alike.
fn status_and_payment_sql(f: &OrderFilter, table: &str, binds: &mut Vec<BindValue>) -> Vec<String> {
    let mut conds = Vec::new();
    if let Some(s) = f.status {
        let p = bind_next(binds, BindValue::Text(s.as_str().to_string()));
        conds.push(format!("{table}status = {p}"));
    }
    match f.payment_status {
        Some(p) => {
            let p = bind_next(binds, BindValue::Text(p.as_str().to_string()));
            conds.push(format!("{table}payment_status = {p}"));
        }
        None if !f.include_unpaid => conds.push(format!("{table}payment_status <> 'unpaid'")),
        None => {}
    }
    conds
}

/// The WHERE clause of the admin order list for `q` over `orders {alias}`. A words search's few
/// accounts are left to the caller when `joined` (it reads them account by account).
fn order_filter_sql(
    q: &OrderQuery,
    backend: crate::Backend,
    binds: &mut Vec<BindValue>,
    alias: &str,
    joined: bool,
) -> String {
    let f = &q.filter;
    let o = alias;
    let mut conds = vec!["1 = 1".to_string()];
    conds.extend(status_and_payment_sql(f, &format!("{o}."), binds));
    match &f.search {
        None => {}
        Some(OrderSearch::Id(id)) => {
            let p = bind_next(binds, BindValue::Text(id.clone()));
            conds.push(format!("{o}.id = {p}"));
        }
        Some(OrderSearch::Number(number)) => match backend {
            // Ids compare byte by byte on SQLite, and the 9th character of every id is a hyphen:
            // the ids that start with the number lie between "number-" and "number." on the
            // primary key, and no index more is written for every order placed.
            crate::Backend::Sqlite => {
                let from = bind_next(binds, BindValue::Text(format!("{number}-")));
                let until = bind_next(binds, BindValue::Text(format!("{number}.")));
                conds.push(format!("{o}.id >= {from} AND {o}.id < {until}"));
            }
            // PostgreSQL compares text by the database's collation, which may ignore the
            // hyphen: the same expression as its orders_number index instead.
            crate::Backend::Postgres => {
                let p = bind_next(binds, BindValue::Text(number.clone()));
                conds.push(format!("substr({o}.id, 1, 8) = {p}"));
            }
        },
        Some(OrderSearch::Seq(n)) => {
            let p = bind_next(binds, BindValue::Int(*n));
            conds.push(format!("{o}.number = {p}"));
        }
        Some(OrderSearch::Email(email)) => {
            let p = bind_next(binds, BindValue::Text(email.clone()));
            conds.push(format!(
                "{o}.user_id IN (SELECT id FROM users WHERE email_norm = {p})"
            ));
        }
        Some(OrderSearch::Mobile(mobile)) => {
            let p = bind_next(binds, BindValue::Text(mobile.clone()));
            conds.push(format!("{o}.ship_mobile = {p}"));
        }
        Some(OrderSearch::Words(words)) => match &q.accounts {
            // Few accounts hold the words: their orders, each account's along orders_user.
            Some(a) if a.n == 0 => conds.push("1 = 0".to_string()),
            Some(_) if joined => {}
            Some(a) => {
                let list = bind_next(binds, BindValue::Text(a.ids.clone()));
                let rows = json_text_rows(backend, &list, "w");
                conds.push(format!("{o}.user_id IN (SELECT w.value FROM {rows})"));
            }
            // Many (a common name; never no words, Store::order_query): the newest orders
            // are walked, and matches are dense.
            None => {
                let sets = words_accounts_sql(words, binds);
                conds.push(format!("{o}.user_id IN ({sets})"));
            }
        },
    }
    if let Some(t) = f.from {
        let p = bind_next(binds, BindValue::Int(t));
        conds.push(format!("{o}.created_at >= {p}"));
    }
    if let Some(t) = f.until {
        let p = bind_next(binds, BindValue::Int(t));
        conds.push(format!("{o}.created_at < {p}"));
    }
    if let Some(d) = f.delivery_date {
        let p = bind_next(binds, BindValue::Text(d.to_string()));
        conds.push(format!("{o}.delivery_date = {p}"));
    }
    if let Some(slot) = &f.delivery_slot {
        let p = bind_next(binds, BindValue::Text(slot.clone()));
        conds.push(format!("{o}.delivery_slot_id = {p}"));
    }
    if let Some(m) = f.pay_method {
        // Spelled out so that the partial index on cash-on-delivery orders matches.
        conds.push(format!("{o}.pay_method = '{}'", m.as_str()));
    }
    if let Some(pin) = &f.pin_code {
        let p = bind_next(binds, BindValue::Text(pin.clone()));
        conds.push(format!("{o}.ship_zip = {p}"));
    }
    if f.gifts_only {
        conds.push(format!("{o}.is_gift = 1"));
    }
    conds.join(" AND ")
}

/// How a corporate order's deliveries stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DeliveryProgress {
    pub deliveries: i64,
    pub delivered: i64,
    pub shipped: i64,
    pub cancelled: i64,
}

impl OrderRow {
    /// Waits for the company's bank transfer (a corporate order paid that way, not yet paid).
    pub fn awaits_bank_transfer(&self) -> bool {
        self.provider == BANK_TRANSFER
            && self.payment_status == PaymentStatus::Unpaid
            && self.status != OrderStatus::Cancelled
    }
}

/// The provider name of an order paid by bank transfer (marked paid by the admin).
pub const BANK_TRANSFER: &str = "bank_transfer";

impl Store {
    /// A corporate order's deliveries, by number (at most [`tokri_domain::corporate::MAX_ROWS`]).
    pub async fn deliveries_of(&self, parent_id: &str) -> Result<Vec<OrderRow>> {
        let rows = sqlx::query(&format!(
            "{ORDER_SELECT} WHERE o.parent_id = $1 ORDER BY o.number LIMIT {}",
            tokri_domain::corporate::MAX_ROWS
        ))
        .bind(parent_id)
        .fetch_all(self.pool())
        .await?;
        let orders = rows
            .iter()
            .map(order_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        self.with_items(orders).await
    }

    /// How many of a corporate order's deliveries were delivered, are on the way or were
    /// cancelled: one count along `orders_parent`.
    pub async fn delivery_progress(&self, parent_id: &str) -> Result<DeliveryProgress> {
        let rows: Vec<(String, i64)> = sqlx::query_as(
            "SELECT status, COUNT(*) FROM orders WHERE parent_id = $1 GROUP BY status",
        )
        .bind(parent_id)
        .fetch_all(self.pool())
        .await?;
        let mut p = DeliveryProgress::default();
        for (status, n) in rows {
            p.deliveries += n;
            match status.as_str() {
                "Delivered" => p.delivered += n,
                "Shipped" => p.shipped += n,
                "Cancelled" => p.cancelled += n,
                _ => {}
            }
        }
        Ok(p)
    }
}

/// How many of `tallies`' orders have each status, in the order the statuses first appear.
pub fn by_status(tallies: &[OrderTally]) -> Vec<(OrderStatus, i64)> {
    let mut by_status: Vec<(OrderStatus, i64)> = Vec::new();
    for t in tallies {
        match by_status.iter_mut().find(|(s, _)| *s == t.status) {
            Some((_, n)) => *n += t.n,
            None => by_status.push((t.status, t.n)),
        }
    }
    by_status
}

/// How many of `tallies`' orders wait for payment (pending and unpaid).
pub fn unpaid(tallies: &[OrderTally]) -> i64 {
    tallies
        .iter()
        .filter(|t| t.status == OrderStatus::Pending && t.payment_status == PaymentStatus::Unpaid)
        .map(|t| t.n)
        .sum()
}

/// [`Store::with_items`] on `conn`: one statement for the orders' lines (per 500 orders), and
/// one each for their offers and payments to refund when some have them.
async fn with_items_on(
    conn: &mut sqlx::AnyConnection,
    mut orders: Vec<OrderRow>,
) -> Result<Vec<OrderRow>> {
    if orders.is_empty() {
        return Ok(orders);
    }
    // One query per 500 orders for all their lines (SQLite takes at most 32,766 parameters);
    // placeholders are numbered for both backends.
    let mut rows = Vec::new();
    for list in crate::in_lists(orders.iter().map(|o| o.id.as_str())) {
        let sql = format!(
            "SELECT order_id, product_id, variant_id, variant_label, name, image, category, price_paise, qty, held, hsn_code, gst_rate, discount_paise FROM order_items \
                 WHERE order_id IN ({}) ORDER BY order_id, position",
            list.placeholders
        );
        rows.extend(
            crate::bind_in_list(sqlx::query(&sql), &list)
                .fetch_all(&mut *conn)
                .await?,
        );
    }
    let mut by_order: std::collections::HashMap<String, Vec<OrderItemRow>> = Default::default();
    for r in rows {
        by_order
            .entry(r.try_get("order_id")?)
            .or_default()
            .push(OrderItemRow {
                product_id: r.try_get("product_id")?,
                variant_id: r.try_get("variant_id")?,
                variant_label: r.try_get("variant_label")?,
                name: r.try_get("name")?,
                image: r.try_get("image")?,
                category: r.try_get("category")?,
                price_paise: r.try_get("price_paise")?,
                qty: r.try_get("qty")?,
                held: r.try_get("held")?,
                tax: crate::invoices::product_tax_from(&r)?,
                discount_paise: r.try_get("discount_paise")?,
            });
    }
    for o in &mut orders {
        o.items = by_order.remove(&o.id).unwrap_or_default();
    }
    // The offers, read only for the orders that got some.
    let with_offers: Vec<String> = orders
        .iter()
        .filter(|o| o.offer_count > 0)
        .map(|o| o.id.clone())
        .collect();
    if !with_offers.is_empty() {
        let mut offers = crate::promotions::of_orders(conn, &with_offers).await?;
        for o in &mut orders {
            o.offers = offers.remove(&o.id).unwrap_or_default();
        }
    }
    with_refund_payments(conn, orders).await
}

/// Fills in the payments to refund of the orders whose refund is due (one query, only when
/// there are such orders).
async fn with_refund_payments(
    conn: &mut sqlx::AnyConnection,
    mut orders: Vec<OrderRow>,
) -> Result<Vec<OrderRow>> {
    let due: Vec<String> = orders
        .iter()
        .filter(|o| o.refund.as_ref().is_some_and(|r| r.due))
        .map(|o| o.id.clone())
        .collect();
    if due.is_empty() {
        return Ok(orders);
    }
    let placeholders: Vec<String> = (1..=due.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT order_id, provider_payment_id FROM payments WHERE refund_due = 1 AND order_id IN ({}) \
             ORDER BY created_at, provider_payment_id",
        placeholders.join(", ")
    );
    let mut q = sqlx::query(&sql);
    for id in due {
        q = q.bind(id);
    }
    let rows = q.fetch_all(&mut *conn).await?;
    let mut by_order: std::collections::HashMap<String, Vec<String>> = Default::default();
    for r in rows {
        by_order
            .entry(r.try_get("order_id")?)
            .or_default()
            .push(r.try_get("provider_payment_id")?);
    }
    for o in &mut orders {
        if let Some(refund) = o.refund.as_mut() {
            refund.payment_ids = by_order.remove(&o.id).unwrap_or_default();
        }
    }
    Ok(orders)
}
