//! Orders as customers place them and the admin lists them, and payment signatures.

use axum::http::StatusCode;
use serde_json::{Value, json};
use tokri_api::routes::admin::OrderPageResponse;
use tokri_api::routes::orders::CreateOrderResponse;

use super::{Answer, TestApp, ship};

/// `hex(HMAC_SHA256(msg, secret))`, as Razorpay signs.
pub fn hmac(secret: &str, msg: &[u8]) -> String {
    tokri_shop::payments::hmac_hex(secret.as_bytes(), msg)
}

impl TestApp {
    /// Places an order for `cart` as `token` and pays it in the sandbox; answers the order's id.
    pub async fn paid_order(&self, token: &str, cart: Value) -> String {
        let placed = self.place_order(token, cart).await;
        placed.expect_status(StatusCode::CREATED, self.label);
        let placed = placed.json();
        self.pay_in_sandbox(&placed).await;
        placed["orderDocId"].as_str().unwrap().to_string()
    }

    /// Pays a placed order (POST /api/orders' answer) in the sandbox.
    pub async fn pay_in_sandbox(&self, placed: &Value) {
        let provider_order = placed["orderId"].as_str().unwrap();
        let pay = self
            .post(
                &format!("/api/payments/sandbox/{provider_order}/pay"),
                None,
                json!({}),
            )
            .await;
        assert_eq!(pay.status, StatusCode::OK, "{}", self.label);
    }

    /// Places an order for `cart` as `token`, shipped to [`ship`].
    pub async fn place_order(&self, token: &str, cart: Value) -> Answer {
        self.post(
            "/api/orders",
            Some(token),
            json!({"cart": cart, "shippingAddress": ship()}),
        )
        .await
    }

    /// Places an order for `cart` as `token`, shipped to [`ship`] with `zip` as its PIN code,
    /// for a delivery day and slot (`{"date", "slotId"}`) when given. Each call is a new order
    /// (the flat number differs), never Pay pressed again for an open one.
    pub async fn place_order_to(
        &self,
        token: &str,
        cart: Value,
        zip: &str,
        delivery: Option<Value>,
    ) -> Answer {
        static FLAT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);
        let flat = FLAT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut address = ship();
        address["zip"] = zip.into();
        address["street"] = format!("Flat {flat}, 12 FC Road").into();
        let mut body = json!({"cart": cart, "shippingAddress": address});
        if let Some(d) = delivery {
            body["delivery"] = d;
        }
        self.post("/api/orders", Some(token), body).await
    }

    /// Places a new order (see [`TestApp::place_order_to`]) for `qty` of one product in Pune,
    /// expecting 201; answers POST /api/orders' answer.
    pub async fn new_order(&self, token: &str, product: &str, qty: i64) -> CreateOrderResponse {
        let a = self
            .place_order_to(token, json!([{"_id": product, "qty": qty}]), "411004", None)
            .await;
        assert_eq!(
            a.status,
            StatusCode::CREATED,
            "{}: place order: {}",
            self.label,
            a.text()
        );
        a.body()
    }

    /// The admin order list with `query` (empty, or starting with `?`), never-paid checkouts
    /// included (hiding those is tested in checkout.rs).
    pub async fn admin_orders(&self, admin: &str, query: &str) -> OrderPageResponse {
        let sep = if query.is_empty() { "?" } else { "&" };
        self.read(
            &format!("/api/admin/orders{query}{sep}includeUnpaid=true"),
            Some(admin),
        )
        .await
    }
}
