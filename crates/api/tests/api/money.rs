//! Data and money: the confirmation mail is queued with the payment and survives a stop, a
//! payment that cannot pay its order (cancelled first, or paid already) is flagged for a refund
//! and shown to the admin, the sandbox never runs beside Razorpay, and a webhook's event id is
//! remembered only together with its effect.

use crate::common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::http::StatusCode;
use common::{TestApp, apps_with, apps_with_mailer, hmac};
use serde_json::{Value, json};
use tokri_shop::Settings;
use tokri_shop::mail::Mailer;
use tokri_shop::settings::{PaymentProviderKind, RazorpaySettings, Secret};
use tokri_store::testing::execute_raw;

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";
/// The mango's total with delivery, paise.
const MANGO_TOTAL: i64 = 101_850;
const KEY_ID: &str = "rzp_test_key";
const KEY_SECRET: &str = "rzp_test_secret_value";
const WEBHOOK_SECRET: &str = "whsec_test_value";

async fn catalogue(t: &TestApp) {
    t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_950)])
        .await;
}

/// Places an order for one mango; answers (provider order id, our order id).
async fn place_mango(t: &TestApp, token: &str) -> (String, String) {
    let a = t
        .place_order(token, json!([{"_id": MANGO, "qty": 1}]))
        .await;
    a.expect_status(StatusCode::CREATED, t.label);
    let a = a.json();
    (
        a["orderId"].as_str().unwrap().to_string(),
        a["orderDocId"].as_str().unwrap().to_string(),
    )
}

fn confirmations(mails: &[String]) -> usize {
    mails.iter().filter(|m| m.contains("is confirmed")).count()
}

fn refund_notices(mails: &[String]) -> usize {
    mails
        .iter()
        .filter(|m| m.contains("A refund is on its way"))
        .count()
}

// ---- a Razorpay stand-in: orders, and the payments of an order for the reconciler ----

#[derive(Default)]
struct StandIn {
    orders: usize,
    payments: HashMap<String, Value>,
}

async fn razorpay_apps() -> (Vec<TestApp>, Arc<Mutex<StandIn>>) {
    use axum::extract::{Path, State};
    let state = Arc::new(Mutex::new(StandIn::default()));
    let app = axum::Router::new()
        .route(
            "/v1/orders",
            axum::routing::post(
                |State(s): State<Arc<Mutex<StandIn>>>, axum::Json(b): axum::Json<Value>| async move {
                    let mut s = s.lock().unwrap();
                    s.orders += 1;
                    axum::Json(json!({"id": format!("order_{}_{}", s.orders, uuid::Uuid::new_v4().simple()),
                        "amount": b["amount"], "currency": "INR", "status": "created"}))
                },
            ),
        )
        .route(
            "/v1/orders/{id}/payments",
            axum::routing::get(
                |State(s): State<Arc<Mutex<StandIn>>>, Path(id): Path<String>| async move {
                    let s = s.lock().unwrap();
                    let items: Vec<Value> = s
                        .payments
                        .values()
                        .filter(|p| p["order_id"] == id.as_str())
                        .cloned()
                        .collect();
                    axum::Json(json!({"entity": "collection", "count": items.len(), "items": items}))
                },
            ),
        )
        .with_state(state.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let settings = Settings {
        payment_provider: PaymentProviderKind::Razorpay,
        razorpay: Some(RazorpaySettings {
            key_id: KEY_ID.into(),
            key_secret: Secret::new(KEY_SECRET),
            webhook_secret: Some(Secret::new(WEBHOOK_SECRET)),
            api_base: format!("http://{addr}"),
        }),
        ..Settings::default()
    };
    (apps_with(settings).await, state)
}

fn captured_at_razorpay(stand_in: &Mutex<StandIn>, payment_id: &str, order_id: &str) {
    stand_in.lock().unwrap().payments.insert(
        payment_id.into(),
        json!({"id": payment_id, "entity": "payment", "order_id": order_id, "amount": MANGO_TOTAL,
               "currency": "INR", "status": "captured", "method": "upi"}),
    );
}

fn captured_event(payment_id: &str, order_id: &str) -> Value {
    json!({"entity": "event", "event": "payment.captured", "payload": {"payment": {"entity": {
        "id": payment_id, "order_id": order_id, "amount": MANGO_TOTAL, "currency": "INR",
        "status": "captured", "method": "card"}}}})
}

async fn webhook(t: &TestApp, event_id: &str, body: &Value) -> StatusCode {
    t.razorpay_webhook(event_id, body, WEBHOOK_SECRET).await
}

// ---- 14: a confirmation mail is never lost ----

#[tokio::test]
async fn a_confirmation_queued_with_the_payment_is_sent_exactly_once_after_a_stop_before_sending() {
    // The mail server is down while the payment settles, and the shop stops before sending.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let down =
        move |_| Mailer::smtp(&format!("smtp://127.0.0.1:{port}"), "shop@tokri.test").unwrap();
    for t in apps_with_mailer(Settings::default(), down).await {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let (provider_order, doc) = place_mango(&t, &token).await;
        let pay = t
            .post(
                &format!("/api/payments/sandbox/{provider_order}/pay"),
                None,
                json!({}),
            )
            .await;
        assert_eq!(pay.status, StatusCode::OK, "{}", t.label);
        let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(order["paymentStatus"], "paid", "{}", t.label);

        // Started again, with the mail server back: the confirmation goes out, once.
        let t = t.restart(Mailer::outbox);
        let mails = t.mails().await;
        assert_eq!(confirmations(&mails), 1, "{}: {mails:?}", t.label);
        let number = format!("#{}", order["orderNumber"]);
        assert!(
            mails.iter().any(|m| m.contains(&number)),
            "{}: {number}",
            t.label
        );
        // Amounts as Indians write them, in the text and the HTML part.
        let mail = mails.iter().find(|m| m.contains("is confirmed")).unwrap();
        assert!(mail.contains("1 x Alphonso Mango — ₹899.50"), "{mail}");
        assert!(mail.contains("Total: ₹1,018.50"), "{mail}");
        assert!(mail.contains("<b>₹1,018.50</b>"), "{mail}");
        // Sent mail leaves the queue: a further pass, or a further restart, sends nothing.
        let t = t.restart(Mailer::outbox);
        assert_eq!(confirmations(&t.mails().await), 1, "{}", t.label);
    }
}

// ---- 15: a paid order is never left cancelled, nor paid twice unnoticed ----

#[tokio::test]
async fn a_payment_for_an_order_the_reconciler_cancelled_is_flagged_for_refund_and_shown_to_the_admin()
 {
    let (apps, _stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let admin = t.admin().await;
        let token = t.customer("asha@example.in", "secret1").await;
        let (provider_order, doc) = place_mango(&t, &token).await;
        let (_, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + 25 * 3600 * 1000)
            .await
            .unwrap();
        assert_eq!(cancelled, 1, "{}", t.label);

        // The customer paid in a tab left open; Razorpay reports it the next day.
        assert_eq!(
            webhook(&t, "evt_late", &captured_event("pay_late", &provider_order)).await,
            StatusCode::OK,
            "{}",
            t.label
        );
        let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(
            order["status"], "Cancelled",
            "{}: never flipped to a confirmed order",
            t.label
        );
        assert_eq!(order["refund"]["due"], true, "{}: {order}", t.label);
        assert_eq!(order["refund"]["reason"], "cancelled");
        assert_eq!(order["refund"]["amount"], 1018.5);
        assert_eq!(order["refund"]["paymentIds"], json!(["pay_late"]));
        let mails = t.mails().await;
        assert_eq!(
            confirmations(&mails),
            0,
            "{}: no confirmation for a cancelled order",
            t.label
        );
        assert_eq!(
            refund_notices(&mails),
            1,
            "{}: the customer is told",
            t.label
        );

        // The customer's own confirmation is refused with the reason, however often it comes.
        let sig = hmac(KEY_SECRET, format!("{provider_order}|pay_late").as_bytes());
        for _ in 0..2 {
            let v = t
                .post(
                    "/api/orders/verify-payment",
                    Some(&token),
                    json!({"orderDocId": doc, "paymentId": "pay_late", "signature": sig}),
                )
                .await;
            assert_eq!(v.status, StatusCode::CONFLICT, "{}", t.label);
            assert!(
                v.json()["message"].as_str().unwrap().contains("refunded"),
                "{}",
                t.label
            );
        }

        // The admin sees it on the dashboard and on the order.
        let stats = t.get_as("/api/admin/stats", &admin).await.json();
        assert_eq!(stats["refundsDue"], 1, "{}: {stats}", t.label);
        assert_eq!(
            stats["today"]["orders"], 0,
            "{}: money that goes back is no sale",
            t.label
        );
        assert_eq!(stats["topProducts"], json!([]));
        assert_eq!(stats["refundOrders"][0]["_id"], doc.as_str());
        assert_eq!(stats["refundOrders"][0]["refund"]["reason"], "cancelled");
        let detail = t
            .get_as(&format!("/api/admin/orders/{doc}"), &admin)
            .await
            .json();
        assert_eq!(detail["refund"]["due"], true, "{}", t.label);
        assert_eq!(detail["status"], "Cancelled");

        // Once the money went back, the admin says so and it leaves the dashboard.
        let bad = t
            .patch(
                &format!("/api/admin/orders/{doc}/refund"),
                &admin,
                json!({}),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let customer = t
            .patch(
                &format!("/api/admin/orders/{doc}/refund"),
                &token,
                json!({"refunded": true}),
            )
            .await;
        assert_eq!(customer.status, StatusCode::FORBIDDEN, "{}", t.label);
        let done = t
            .patch(
                &format!("/api/admin/orders/{doc}/refund"),
                &admin,
                json!({"refunded": true}),
            )
            .await;
        assert_eq!(done.status, StatusCode::OK, "{}", t.label);
        let done = done.json();
        assert_eq!(done["refund"]["due"], false);
        assert!(done["refund"]["refundedAt"].is_string());
        assert_eq!(
            t.patch(
                &format!("/api/admin/orders/{doc}/refund"),
                &admin,
                json!({"refunded": true})
            )
            .await
            .status,
            StatusCode::CONFLICT,
            "{}: nothing left to refund",
            t.label
        );
        let stats = t.get_as("/api/admin/stats", &admin).await.json();
        assert_eq!(stats["refundsDue"], 0, "{}", t.label);
        assert_eq!(stats["refundOrders"], json!([]));
    }
}

#[tokio::test]
async fn a_second_captured_payment_on_a_paid_order_is_flagged_for_refund() {
    let (apps, stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let admin = t.admin().await;
        let token = t.customer("asha@example.in", "secret1").await;
        let (provider_order, doc) = place_mango(&t, &token).await;
        assert_eq!(
            webhook(&t, "evt_1", &captured_event("pay_1", &provider_order)).await,
            StatusCode::OK
        );
        // The customer paid again in a second tab.
        assert_eq!(
            webhook(&t, "evt_2", &captured_event("pay_2", &provider_order)).await,
            StatusCode::OK
        );
        // Repeats of either payment change nothing more.
        let order_paid = json!({"entity": "event", "event": "order.paid", "payload": {"payment": {"entity": {
            "id": "pay_1", "order_id": provider_order, "amount": MANGO_TOTAL, "currency": "INR", "status": "captured"}}}});
        assert_eq!(webhook(&t, "evt_3", &order_paid).await, StatusCode::OK);
        assert_eq!(
            webhook(&t, "evt_4", &captured_event("pay_2", &provider_order)).await,
            StatusCode::OK
        );
        let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(order["status"], "Processing", "{}", t.label);
        assert_eq!(order["paymentInfo"]["paymentId"], "pay_1");
        assert_eq!(order["refund"]["due"], true, "{}: {order}", t.label);
        assert_eq!(order["refund"]["reason"], "duplicate");
        assert_eq!(
            order["refund"]["amount"], 1018.5,
            "{}: one payment to refund",
            t.label
        );
        assert_eq!(order["refund"]["paymentIds"], json!(["pay_2"]));
        let mails = t.mails().await;
        assert_eq!(confirmations(&mails), 1, "{}", t.label);
        assert_eq!(refund_notices(&mails), 1, "{}", t.label);
        let stats = t.get_as("/api/admin/stats", &admin).await.json();
        assert_eq!(stats["refundsDue"], 1, "{}", t.label);

        // The reconciler finds two captured payments for an order whose webhooks were lost.
        let (provider_order, doc) = place_mango(&t, &token).await;
        captured_at_razorpay(&stand_in, &format!("pay_a_{}", t.label), &provider_order);
        captured_at_razorpay(&stand_in, &format!("pay_b_{}", t.label), &provider_order);
        let (settled, _) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + 120_000)
            .await
            .unwrap();
        assert_eq!(settled, 1, "{}", t.label);
        let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(order["paymentStatus"], "paid", "{}", t.label);
        assert_eq!(order["refund"]["reason"], "duplicate", "{}", t.label);
        assert_eq!(order["refund"]["paymentIds"].as_array().unwrap().len(), 1);
        let stats = t.get_as("/api/admin/stats", &admin).await.json();
        assert_eq!(stats["refundsDue"], 2, "{}", t.label);
    }
}

#[tokio::test]
async fn a_sandbox_payment_for_a_cancelled_order_is_flagged_and_the_customer_is_told() {
    for t in common::apps().await {
        catalogue(&t).await;
        let admin = t.admin().await;
        let token = t.customer("asha@example.in", "secret1").await;
        let (provider_order, doc) = place_mango(&t, &token).await;
        let cancel = t
            .patch(
                &format!("/api/admin/orders/{doc}/status"),
                &admin,
                json!({"status": "Cancelled"}),
            )
            .await;
        assert_eq!(cancel.status, StatusCode::OK, "{}", t.label);
        let pay = t
            .post(
                &format!("/api/payments/sandbox/{provider_order}/pay"),
                None,
                json!({}),
            )
            .await
            .json();
        let v = t
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": doc, "paymentId": pay["razorpay_payment_id"], "signature": pay["razorpay_signature"]}),
            )
            .await;
        assert_eq!(v.status, StatusCode::CONFLICT, "{}", t.label);
        let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(order["status"], "Cancelled", "{}", t.label);
        assert_eq!(order["refund"]["due"], true);
        assert_eq!(confirmations(&t.mails().await), 0, "{}", t.label);
    }
}

// ---- 16: the sandbox cannot run beside Razorpay ----

#[tokio::test]
async fn sandbox_routes_answer_404_whenever_the_provider_is_razorpay() {
    // Razorpay chosen, its credentials missing from these settings: still no sandbox.
    let no_keys = Settings {
        payment_provider: PaymentProviderKind::Razorpay,
        razorpay: None,
        ..Settings::default()
    };
    let (with_keys, _stand_in) = razorpay_apps().await;
    for t in apps_with(no_keys).await.into_iter().chain(with_keys) {
        assert_eq!(
            t.get("/sandbox/checkout.js").await.status,
            StatusCode::NOT_FOUND,
            "{}",
            t.label
        );
        let pay = t
            .post("/api/payments/sandbox/order_sbx_1/pay", None, json!({}))
            .await;
        assert_eq!(pay.status, StatusCode::NOT_FOUND, "{}", t.label);
        assert!(pay.json()["message"].is_string());
        let config = t.get("/api/config").await.json();
        assert_eq!(
            config["checkoutScriptUrl"],
            "https://checkout.razorpay.com/v1/checkout.js"
        );
    }
}

// ---- 17: webhook deduplication in the transaction of its effect ----

/// Makes the payment insert fail, and the forgetting of a webhook event too: what a crash
/// between recording an event and applying it leaves behind.
async fn break_payments(t: &TestApp) {
    let sql = match t.label {
        "sqlite" => vec![
            "CREATE TRIGGER crash_payments BEFORE INSERT ON payments BEGIN SELECT RAISE(ABORT, 'crash'); END",
            "CREATE TRIGGER crash_forget BEFORE DELETE ON webhook_events BEGIN SELECT RAISE(ABORT, 'crash'); END",
        ],
        _ => vec![
            "CREATE FUNCTION crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'crash'; END $$",
            "CREATE TRIGGER crash_payments BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION crash()",
            "CREATE TRIGGER crash_forget BEFORE DELETE ON webhook_events FOR EACH ROW EXECUTE FUNCTION crash()",
        ],
    };
    for s in sql {
        execute_raw(&t.store, s).await.unwrap();
    }
}

async fn mend_payments(t: &TestApp) {
    let sql = match t.label {
        "sqlite" => vec!["DROP TRIGGER crash_payments", "DROP TRIGGER crash_forget"],
        _ => vec![
            "DROP TRIGGER crash_payments ON payments",
            "DROP TRIGGER crash_forget ON webhook_events",
        ],
    };
    for s in sql {
        execute_raw(&t.store, s).await.unwrap();
    }
}

#[tokio::test]
async fn a_webhook_cut_off_before_its_effect_is_processed_when_razorpay_retries() {
    let (apps, _stand_in) = razorpay_apps().await;
    for t in apps {
        catalogue(&t).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let (provider_order, doc) = place_mango(&t, &token).await;
        let event = captured_event("pay_crash", &provider_order);
        break_payments(&t).await;
        let first = webhook(&t, "evt_crash", &event).await;
        assert!(first.is_server_error(), "{}: {first}", t.label);
        mend_payments(&t).await;

        // Razorpay retries the same event: it is applied, not taken for a repeat.
        assert_eq!(
            webhook(&t, "evt_crash", &event).await,
            StatusCode::OK,
            "{}",
            t.label
        );
        let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(order["paymentStatus"], "paid", "{}", t.label);
        assert_eq!(confirmations(&t.mails().await), 1, "{}", t.label);
        // Now it is a repeat.
        assert_eq!(webhook(&t, "evt_crash", &event).await, StatusCode::OK);
        assert_eq!(confirmations(&t.mails().await), 1, "{}", t.label);
    }
}
