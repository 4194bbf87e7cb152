//! Checkout through HTTP: server-side pricing, the sandbox provider, Razorpay against a local
//! stand-in (orders, signatures, payment look-ups, webhooks) and the customer's orders.

use crate::common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::http::StatusCode;
use common::{TestApp, apps, apps_at, apps_with, hmac, ship};
use serde_json::{Value, json};
use tokri_api::routes::orders::OrderResponse;
use tokri_domain::{OrderStatus, PaymentStatus};
use tokri_shop::Settings;
use tokri_shop::settings::{PaymentProviderKind, RazorpaySettings, Secret};

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";
const HAMPER: &str = "a0000000-0000-4000-8000-000000000002";

async fn catalogue(t: &TestApp) {
    t.fruit_catalogue(&[
        (MANGO, "Alphonso Mango", 89_950),
        (HAMPER, "Diwali Hamper", 249_900),
    ])
    .await;
}

async fn place(t: &TestApp, token: &str, cart: Value) -> common::Answer {
    t.place_order(token, cart).await
}

#[tokio::test]
async fn the_server_prices_the_cart_from_the_catalogue_and_ignores_client_prices() {
    for t in apps().await {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let a = place(
            &t,
            &token,
            json!([{"_id": MANGO, "qty": 1, "price": 1, "name": "cheap"}]),
        )
        .await;
        a.expect_status(StatusCode::CREATED, t.label);
        let body = a.json();
        assert_eq!(
            body["amount"],
            89_950 + 11_900,
            "₹899.50 + ₹119 delivery, in paise"
        );
        assert!(body["orderId"].as_str().unwrap().starts_with("order_sbx_"));
        assert!(body["key"].is_string());
        let order: OrderResponse = t
            .get_as(
                &format!("/api/orders/{}", body["orderDocId"].as_str().unwrap()),
                &token,
            )
            .await
            .body();
        assert_eq!(order.items[0].price, 899.5);
        assert_eq!(order.items[0].name, "Alphonso Mango");
        assert_eq!(order.items[0].category, "Tropical Fruits");
        assert_eq!(order.delivery_fee, 119.0);
        assert_eq!(order.total_amount, 1018.5);
        assert_eq!(order.status, OrderStatus::Pending);
        assert!(order.payment_info.is_none());
        assert_eq!(order.shipping_address.city, "Pune");
    }
}

#[tokio::test]
async fn delivery_is_free_from_1999() {
    for t in apps().await {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let a = place(&t, &token, json!([{"_id": HAMPER, "qty": 1}])).await;
        assert_eq!(a.json()["amount"], 249_900, "{}", t.label);
        let merged = place(
            &t,
            &token,
            json!([{"_id": MANGO, "qty": 1}, {"_id": MANGO, "qty": 2}]),
        )
        .await;
        assert_eq!(
            merged.json()["amount"],
            3 * 89_950,
            "repeated lines merge: ₹2698.50 ≥ ₹1999, free delivery"
        );
    }
}

#[tokio::test]
async fn bad_carts_are_refused_and_nothing_is_stored() {
    for t in apps().await {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        for cart in [
            json!([]),
            json!([{"_id": MANGO, "qty": 0}]),
            json!([{"_id": MANGO, "qty": 100}]),
            json!([{"_id": MANGO, "qty": 1.5}]),
            json!([{"_id": MANGO, "qty": "2"}]),
            json!([{"_id": MANGO, "qty": 60}, {"_id": MANGO, "qty": 60}]),
            json!([{"_id": "a0000000-0000-4000-8000-00000000dead", "qty": 1}]),
            json!([{"_id": "nonsense", "qty": 1}]),
        ] {
            let a = place(&t, &token, cart.clone()).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}: {cart}", t.label);
            assert!(a.json()["message"].is_string());
        }
        let no_address = t
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": MANGO, "qty": 1}]}),
            )
            .await;
        assert_eq!(no_address.status, StatusCode::BAD_REQUEST);
        assert_eq!(t.get_as("/api/orders", &token).await.list_len(), 0);
        assert_eq!(
            place(&t, "", json!([{"_id": MANGO, "qty": 1}]))
                .await
                .status,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn a_sandbox_payment_settles_the_order_once_and_verify_is_idempotent() {
    for t in apps().await {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let placed = place(&t, &token, json!([{"_id": MANGO, "qty": 2}]))
            .await
            .json();
        let provider_order = placed["orderId"].as_str().unwrap();
        let doc = placed["orderDocId"].as_str().unwrap();
        let paid = t
            .post(
                &format!("/api/payments/sandbox/{provider_order}/pay"),
                None,
                json!({}),
            )
            .await;
        assert_eq!(paid.status, StatusCode::OK, "{}", t.label);
        let p = paid.json();
        assert_eq!(p["razorpay_order_id"], provider_order);
        let body = json!({"orderDocId": doc, "paymentId": p["razorpay_payment_id"], "signature": p["razorpay_signature"]});
        for _ in 0..2 {
            let v = t
                .post("/api/orders/verify-payment", Some(&token), body.clone())
                .await;
            assert_eq!(
                v.status,
                StatusCode::OK,
                "{}",
                String::from_utf8_lossy(&v.body)
            );
        }
        let order: OrderResponse = t.get_as(&format!("/api/orders/{doc}"), &token).await.body();
        assert_eq!(order.status, OrderStatus::Processing);
        assert_eq!(order.payment_status, PaymentStatus::Paid);
        assert_eq!(
            order.payment_info.and_then(|p| p.method).as_deref(),
            Some("sandbox")
        );
        let confirmations = t
            .mails()
            .await
            .iter()
            .filter(|m| m.contains("is confirmed"))
            .count();
        assert_eq!(confirmations, 1, "one confirmation mail");
    }
}

#[tokio::test]
async fn a_forged_signature_or_another_users_order_is_refused() {
    for t in apps().await {
        catalogue(&t).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let ravi = t.customer("ravi@example.in", "secret2").await;
        let placed = place(&t, &asha, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let doc = placed["orderDocId"].as_str().unwrap();
        let forged = t
            .post(
                "/api/orders/verify-payment",
                Some(&asha),
                json!({"orderDocId": doc, "paymentId": "pay_x", "signature": "00".repeat(32)}),
            )
            .await;
        assert_eq!(forged.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let theirs = t.get_as(&format!("/api/orders/{doc}"), &ravi).await;
        assert_eq!(theirs.status, StatusCode::NOT_FOUND);
        let verify_theirs = t
            .post(
                "/api/orders/verify-payment",
                Some(&ravi),
                json!({"orderDocId": doc, "paymentId": "pay_x", "signature": "00"}),
            )
            .await;
        assert_eq!(verify_theirs.status, StatusCode::NOT_FOUND);
        assert_eq!(t.get_as("/api/orders", &ravi).await.list_len(), 0);
        let order: OrderResponse = t.get_as(&format!("/api/orders/{doc}"), &asha).await.body();
        assert_eq!(order.payment_status, PaymentStatus::Unpaid);
    }
}

#[tokio::test]
async fn a_signature_for_one_order_never_settles_another() {
    for t in apps().await {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let cheap = place(&t, &token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let dear = place(&t, &token, json!([{"_id": HAMPER, "qty": 3}]))
            .await
            .json();
        let p = t
            .post(
                &format!(
                    "/api/payments/sandbox/{}/pay",
                    cheap["orderId"].as_str().unwrap()
                ),
                None,
                json!({}),
            )
            .await
            .json();
        let steal = t
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": dear["orderDocId"], "paymentId": p["razorpay_payment_id"], "signature": p["razorpay_signature"]}),
            )
            .await;
        assert_eq!(steal.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let order: OrderResponse = t
            .get_as(
                &format!("/api/orders/{}", dear["orderDocId"].as_str().unwrap()),
                &token,
            )
            .await
            .body();
        assert_eq!(order.payment_status, PaymentStatus::Unpaid);
    }
}

#[tokio::test]
async fn orders_are_listed_newest_first_and_only_the_owners() {
    let clock = common::clock_now();
    for t in apps_at(clock.clone()).await {
        catalogue(&t).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let first = place(&t, &asha, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        clock.advance(1_000);
        let second = place(&t, &asha, json!([{"_id": HAMPER, "qty": 1}]))
            .await
            .json();
        let list = t.get_as("/api/orders", &asha).await.json();
        let ids: Vec<_> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["_id"].clone())
            .collect();
        assert_eq!(
            ids,
            [second["orderDocId"].clone(), first["orderDocId"].clone()],
            "{}",
            t.label
        );
        assert_eq!(list[0]["userId"]["email"], "asha@example.in");
        assert_eq!(
            t.get_as("/api/orders/not-an-id", &asha).await.status,
            StatusCode::NOT_FOUND
        );
    }
}

#[tokio::test]
async fn a_guest_can_check_out_with_the_guest_token() {
    for t in apps().await {
        catalogue(&t).await;
        let g = t
            .post(
                "/api/auth/guest-checkout",
                None,
                json!({"name": "Meera", "email": "meera@example.in", "address": ship()}),
            )
            .await
            .json();
        let token = g["token"].as_str().unwrap();
        let a = t.post("/api/orders", Some(token), json!({"cart": [{"_id": MANGO, "qty": 1}], "shippingAddress": g["user"]["addresses"][0]})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);
    }
}

#[tokio::test]
async fn the_sandbox_checkout_script_is_served_with_the_razorpay_contract() {
    for t in apps().await {
        let a = t.get("/sandbox/checkout.js").await;
        assert_eq!(a.status, StatusCode::OK, "{}", t.label);
        assert!(a.header("content-type").unwrap().contains("javascript"));
        let js = String::from_utf8(a.body).unwrap();
        assert!(
            js.contains("window.Razorpay")
                && js.contains("ondismiss")
                && js.contains("payment.failed")
        );
    }
}

// ---- Razorpay, against a local stand-in for its API ----

#[derive(Default)]
struct RazorpayStandIn {
    orders: HashMap<String, (i64, String)>,
    payments: HashMap<String, Value>,
    auth_failures: usize,
}

struct StandIn {
    base: String,
    state: Arc<Mutex<RazorpayStandIn>>,
}

const KEY_ID: &str = "rzp_test_key";
const KEY_SECRET: &str = "rzp_test_secret_value";
const WEBHOOK_SECRET: &str = "whsec_test_value";

async fn razorpay_stand_in() -> StandIn {
    use axum::extract::{Path, State};
    use axum::http::HeaderMap;
    let state = Arc::new(Mutex::new(RazorpayStandIn::default()));
    fn authorised(h: &HeaderMap) -> bool {
        use base64_like::encode;
        h.get("authorization").and_then(|v| v.to_str().ok())
            == Some(&format!(
                "Basic {}",
                encode(&format!("{KEY_ID}:{KEY_SECRET}"))
            ))
    }
    let app = axum::Router::new()
        .route(
            "/v1/orders",
            axum::routing::post(|State(s): State<Arc<Mutex<RazorpayStandIn>>>, h: HeaderMap, axum::Json(b): axum::Json<Value>| async move {
                let mut s = s.lock().unwrap();
                if !authorised(&h) {
                    s.auth_failures += 1;
                    return (StatusCode::UNAUTHORIZED, axum::Json(json!({"error": {"code": "BAD_REQUEST_ERROR"}})));
                }
                let id = format!("order_{}", s.orders.len() + 1);
                s.orders.insert(id.clone(), (b["amount"].as_i64().unwrap(), b["receipt"].as_str().unwrap().to_string()));
                (StatusCode::OK, axum::Json(json!({"id": id, "amount": b["amount"], "currency": b["currency"], "status": "created"})))
            }),
        )
        .route(
            "/v1/payments/{id}",
            axum::routing::get(|State(s): State<Arc<Mutex<RazorpayStandIn>>>, Path(id): Path<String>| async move {
                match s.lock().unwrap().payments.get(&id) {
                    Some(p) => (StatusCode::OK, axum::Json(p.clone())),
                    None => (StatusCode::BAD_REQUEST, axum::Json(json!({"error": {"description": "The id provided does not exist"}}))),
                }
            }),
        )
        .route(
            "/v1/orders/{id}/payments",
            axum::routing::get(|State(s): State<Arc<Mutex<RazorpayStandIn>>>, Path(id): Path<String>| async move {
                let s = s.lock().unwrap();
                let items: Vec<Value> = s.payments.values().filter(|p| p["order_id"] == id.as_str()).cloned().collect();
                axum::Json(json!({"entity": "collection", "count": items.len(), "items": items}))
            }),
        )
        .with_state(state.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    StandIn {
        base: format!("http://{addr}"),
        state,
    }
}

mod base64_like {
    /// Standard base64 with padding (enough for Basic auth in the stand-in).
    pub fn encode(s: &str) -> String {
        const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let b = s.as_bytes();
        let mut out = String::new();
        for chunk in b.chunks(3) {
            let n = (u32::from(chunk[0]) << 16)
                | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
                | u32::from(*chunk.get(2).unwrap_or(&0));
            for i in 0..4 {
                if i <= chunk.len() {
                    out.push(T[((n >> (18 - 6 * i)) & 63) as usize] as char);
                } else {
                    out.push('=');
                }
            }
        }
        out
    }
}

async fn razorpay_apps() -> (Vec<TestApp>, StandIn) {
    let stand_in = razorpay_stand_in().await;
    let settings = Settings {
        payment_provider: PaymentProviderKind::Razorpay,
        razorpay: Some(RazorpaySettings {
            key_id: KEY_ID.into(),
            key_secret: Secret::new(KEY_SECRET),
            webhook_secret: Some(Secret::new(WEBHOOK_SECRET)),
            api_base: stand_in.base.clone(),
        }),
        ..Settings::default()
    };
    (apps_with(settings).await, stand_in)
}

fn captured(stand_in: &StandIn, payment_id: &str, order_id: &str, amount: i64) {
    stand_in.state.lock().unwrap().payments.insert(
        payment_id.into(),
        json!({"id": payment_id, "entity": "payment", "order_id": order_id, "amount": amount, "currency": "INR", "status": "captured", "method": "upi"}),
    );
}

#[tokio::test]
async fn razorpay_orders_are_opened_with_basic_auth_and_the_amount_in_paise() {
    let (apps, stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let placed = place(&t, &token, json!([{"_id": MANGO, "qty": 1}])).await;
        placed.expect_status(StatusCode::CREATED, t.label);
        let body = placed.json();
        assert_eq!(body["key"], KEY_ID);
        {
            let s = stand_in.state.lock().unwrap();
            let (amount, receipt) = &s.orders[body["orderId"].as_str().unwrap()];
            assert_eq!(*amount, 101_850);
            assert_eq!(
                receipt,
                body["orderDocId"].as_str().unwrap(),
                "receipt = our order id"
            );
            assert_eq!(s.auth_failures, 0);
        }
        assert_eq!(
            t.get("/sandbox/checkout.js").await.status,
            StatusCode::NOT_FOUND,
            "no sandbox with Razorpay"
        );
        let c = t.get("/api/config").await.json();
        assert_eq!(
            c["checkoutScriptUrl"],
            "https://checkout.razorpay.com/v1/checkout.js"
        );
    }
}

#[tokio::test]
async fn razorpay_payments_verify_by_signature_or_by_asking_razorpay() {
    let (apps, stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        // With Razorpay's signature.
        let a = place(&t, &token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let (oid, doc) = (
            a["orderId"].as_str().unwrap().to_string(),
            a["orderDocId"].as_str().unwrap().to_string(),
        );
        let sig = hmac(KEY_SECRET, format!("{oid}|pay_A").as_bytes());
        let v = t
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": doc, "paymentId": "pay_A", "signature": sig}),
            )
            .await;
        v.expect_status(StatusCode::OK, t.label);
        assert_eq!(v.json()["order"]["paymentStatus"], "paid");

        // Without a signature: Razorpay is asked, and the amount must match.
        let b = place(&t, &token, json!([{"_id": HAMPER, "qty": 1}]))
            .await
            .json();
        let (oid_b, doc_b) = (
            b["orderId"].as_str().unwrap().to_string(),
            b["orderDocId"].as_str().unwrap().to_string(),
        );
        captured(&stand_in, "pay_short", &oid_b, 100);
        let short = t
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": doc_b, "paymentId": "pay_short"}),
            )
            .await;
        assert_eq!(
            short.status,
            StatusCode::BAD_REQUEST,
            "a payment of ₹1 does not pay ₹2499"
        );
        captured(&stand_in, "pay_B", &oid_b, 249_900);
        let ok = t
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": doc_b, "paymentId": "pay_B"}),
            )
            .await;
        assert_eq!(ok.status, StatusCode::OK);
        assert_eq!(ok.json()["order"]["paymentInfo"]["method"], "upi");
        let unknown = place(&t, &token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let no = t
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": unknown["orderDocId"], "paymentId": "pay_nope"}),
            )
            .await;
        assert_eq!(no.status, StatusCode::BAD_REQUEST);
    }
}

async fn webhook(t: &TestApp, event_id: &str, body: &Value, secret: &str) -> StatusCode {
    t.razorpay_webhook(event_id, body, secret).await
}

fn payment_event(kind: &str, payment_id: &str, order_id: &str, amount: i64, status: &str) -> Value {
    json!({"entity": "event", "event": kind, "payload": {"payment": {"entity": {
        "id": payment_id, "order_id": order_id, "amount": amount, "currency": "INR", "status": status, "method": "card"}}}})
}

#[tokio::test]
async fn razorpay_webhooks_are_verified_deduplicated_and_settle_once() {
    let (apps, _stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let a = place(&t, &token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let (oid, doc) = (
            a["orderId"].as_str().unwrap().to_string(),
            a["orderDocId"].as_str().unwrap().to_string(),
        );
        let event = payment_event("payment.captured", "pay_W", &oid, 101_850, "captured");
        assert_eq!(
            webhook(&t, "evt_1", &event, "wrong-secret").await,
            StatusCode::BAD_REQUEST,
            "{}",
            t.label
        );
        let unpaid = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(unpaid["paymentStatus"], "unpaid");
        assert_eq!(
            webhook(&t, "evt_1", &event, WEBHOOK_SECRET).await,
            StatusCode::OK
        );
        assert_eq!(
            webhook(&t, "evt_1", &event, WEBHOOK_SECRET).await,
            StatusCode::OK,
            "a repeat is acknowledged"
        );
        let paid = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(paid["paymentStatus"], "paid");
        assert_eq!(paid["status"], "Processing");
        assert_eq!(
            t.mails()
                .await
                .iter()
                .filter(|m| m.contains("is confirmed"))
                .count(),
            1
        );

        // order.paid for the same payment, and a failure after it, never move it back.
        let order_paid = payment_event("order.paid", "pay_W", &oid, 101_850, "captured");
        assert_eq!(
            webhook(&t, "evt_2", &order_paid, WEBHOOK_SECRET).await,
            StatusCode::OK
        );
        let failed = payment_event("payment.failed", "pay_F", &oid, 101_850, "failed");
        assert_eq!(
            webhook(&t, "evt_3", &failed, WEBHOOK_SECRET).await,
            StatusCode::OK
        );
        let still = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(still["paymentStatus"], "paid");
        assert_eq!(still["status"], "Processing");
    }
}

#[tokio::test]
async fn a_webhook_with_a_wrong_amount_does_not_settle() {
    let (apps, _stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let a = place(&t, &token, json!([{"_id": HAMPER, "qty": 1}]))
            .await
            .json();
        let oid = a["orderId"].as_str().unwrap();
        let event = payment_event("payment.captured", "pay_low", oid, 100, "captured");
        assert_eq!(
            webhook(&t, "evt_low", &event, WEBHOOK_SECRET).await,
            StatusCode::OK,
            "{}",
            t.label
        );
        let order: OrderResponse = t
            .get_as(
                &format!("/api/orders/{}", a["orderDocId"].as_str().unwrap()),
                &token,
            )
            .await
            .body();
        assert_eq!(order.payment_status, PaymentStatus::Unpaid);
    }
}

#[tokio::test]
async fn the_reconciler_settles_orders_paid_after_the_customer_left() {
    let (apps, stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let a = place(&t, &token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let (oid, doc) = (
            a["orderId"].as_str().unwrap().to_string(),
            a["orderDocId"].as_str().unwrap().to_string(),
        );
        captured(&stand_in, &format!("pay_R_{}", t.label), &oid, 101_850);
        // Two minutes later, the reconciler asks Razorpay.
        let (settled, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + 120_000)
            .await
            .unwrap();
        assert_eq!((settled, cancelled), (1, 0), "{}", t.label);
        let order: OrderResponse = t.get_as(&format!("/api/orders/{doc}"), &token).await.body();
        assert_eq!(order.payment_status, PaymentStatus::Paid);
        // A day later, unpaid orders are cancelled.
        let b = place(&t, &token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let (_, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + 25 * 3600 * 1000)
            .await
            .unwrap();
        assert_eq!(cancelled, 1);
        let old = t
            .get_as(
                &format!("/api/orders/{}", b["orderDocId"].as_str().unwrap()),
                &token,
            )
            .await
            .json();
        assert_eq!(old["status"], "Cancelled");
    }
}

#[tokio::test]
async fn a_customers_orders_come_in_pages_with_the_next_one_named_in_a_header() {
    let clock = common::clock_now();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let ravi = t.customer("ravi@example.in", "secret1").await;
        let mut placed = Vec::new();
        for _ in 0..7 {
            clock.advance(1_000);
            placed.push(t.new_order(&asha, &shelf.mango, 1).await.order_doc_id);
        }
        placed.reverse();

        let all = t.get_as("/api/orders", &asha).await;
        assert_eq!(all.list_len(), 7, "{l}: up to 50 on the first page");
        assert_eq!(all.header("x-next-cursor"), None, "{l}: no next page");

        let mut seen = Vec::new();
        let mut path = "/api/orders?limit=3".to_string();
        let mut cursors = Vec::new();
        loop {
            let page = t.get_as(&path, &asha).await;
            page.expect_status(StatusCode::OK, l);
            let orders: Vec<OrderResponse> = page.body();
            seen.extend(orders.into_iter().map(|o| o.id));
            let Some(next) = page.header("x-next-cursor").map(str::to_string) else {
                break;
            };
            assert_eq!(
                page.header("link"),
                Some(format!("</api/orders?limit=3&cursor={next}>; rel=\"next\"").as_str()),
                "{l}"
            );
            // An order placed meanwhile does not shift the older pages.
            clock.advance(1_000);
            t.new_order(&asha, &shelf.hamper, 1).await;
            path = format!("/api/orders?limit=3&cursor={next}");
            cursors.push(next);
        }
        assert_eq!(seen, placed, "{l}: each order once, newest first");
        assert_eq!(cursors.len(), 2, "{l}: 3 + 3 + 1");

        // Another customer cannot read on with Asha's cursor, and damaged cursors are refused.
        let theirs = t
            .get_as(&format!("/api/orders?limit=3&cursor={}", cursors[0]), &ravi)
            .await;
        assert_eq!(theirs.status, StatusCode::BAD_REQUEST, "{l}");
        assert!(
            theirs.message().contains("belongs to another search"),
            "{l}"
        );
        for bad in ["?cursor=zzz", "?limit=lots"] {
            let a = t.get_as(&format!("/api/orders{bad}"), &asha).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {bad}");
        }
    }
}
