//! Refunds and GST credit notes (issue 21), on both databases: partial and full refunds of a
//! sale with their credit notes (numbers, GST per line, PDF, mail, the customer's download),
//! a payment that sold nothing given back whole, cash handed back, Razorpay's Refunds API and
//! its webhooks against a stand-in, parallel refunds and double clicks that never give back
//! more than was paid, and bad requests refused clearly.

use crate::common;
use crate::invoices::{HAMPER, MANGO, register_gstin, taxed_catalogue};
use crate::stock::call;

use std::sync::{Arc, Mutex};

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, apps_with, ship};
use serde_json::{Value, json};
use tokri_shop::Settings;
use tokri_shop::settings::{PaymentProviderKind, RazorpaySettings, Secret};

fn paise(v: &Value) -> i64 {
    (v.as_f64().unwrap() * 100.0).round() as i64
}

/// Places an order for `cart` as `token`; answers the order's answer.
async fn place(t: &TestApp, token: &str, cart: Value) -> Value {
    let a = t.place_order(token, cart).await;
    a.expect_status(StatusCode::CREATED, t.label);
    a.json()
}

async fn refund(t: &TestApp, admin: &str, order: &str, body: Value) -> common::Answer {
    t.post(
        &format!("/api/admin/orders/{order}/refunds"),
        Some(admin),
        body,
    )
    .await
}

fn key(n: usize) -> String {
    format!("refund-key-{n:04}")
}

/// The admin and a customer of a registered shop in Maharashtra selling taxed goods.
async fn shop(t: &TestApp) -> (String, String) {
    let admin = t.admin().await;
    let token = t.customer("asha@example.in", "secret1").await;
    register_gstin(t, &admin).await;
    taxed_catalogue(t, &admin).await;
    (admin, token)
}

/// A paid sandbox order of two mangoes (₹899 each, exempt) and a chocolate hamper (₹1,180 at
/// 18 %): ₹2,978 with free delivery, invoiced by a registered shop in Maharashtra.
async fn paid_taxed_order(t: &TestApp, token: &str) -> String {
    t.paid_order(
        token,
        json!([{"_id": MANGO, "qty": 2}, {"_id": HAMPER, "qty": 1}]),
    )
    .await
}

#[tokio::test]
async fn refunds_of_a_sale_issue_gapless_credit_notes_with_gst_per_line_mailed_and_downloadable() {
    for t in apps().await {
        let l = t.label;
        let (admin, token) = shop(&t).await;
        let order = paid_taxed_order(&t, &token).await;

        // What can go back: the two invoice lines, nothing refunded yet.
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        assert_eq!(
            (paise(&s["paid"]), paise(&s["refunded"])),
            (297_800, 0),
            "{l}: {s}"
        );
        assert_eq!(s["lines"].as_array().unwrap().len(), 2, "{l}: {s}");
        assert_eq!(s["lines"][0]["qtyLeft"], 2, "{l}");

        // One bruised box of mangoes: ₹899, exempt, credit note 1 of the year.
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(1), "reason": "One box arrived bruised", "mode": "lines", "lines": [{"line": 0, "qty": 1}]}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        let first = a.json();
        assert_eq!(first["status"], "processed", "{l}: {first}");
        assert_eq!(first["method"], "sandbox", "{l}");
        assert_eq!(paise(&first["amount"]), 89_900, "{l}");
        let note = &first["creditNote"];
        let number = note["number"].as_str().unwrap();
        assert!(
            number.starts_with("TK-C/") && number.ends_with("/00001"),
            "{l}: {number}"
        );
        assert!(number.len() <= 16, "{l}: {number}");
        assert_eq!(
            (paise(&note["taxable"]), paise(&note["cgst"])),
            (89_900, 0),
            "{l}"
        );

        // ₹100 goodwill, spread over what is left by value: ₹43.24 of mango, ₹56.76 of hamper,
        // whose GST at 18 % (CGST + SGST, ₹4.33 each) comes off the invoice's tax.
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(2), "reason": "Goodwill", "mode": "amount", "amount": 100}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        let second = a.json();
        let lines: Vec<(i64, i64, i64)> = second["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| {
                (
                    x["line"].as_i64().unwrap(),
                    paise(&x["taxable"]),
                    paise(&x["amount"]),
                )
            })
            .collect();
        assert_eq!(
            lines,
            vec![(0, 4_324, 4_324), (1, 4_810, 5_676)],
            "{l}: {second}"
        );
        let note2 = &second["creditNote"];
        assert_eq!(
            (
                paise(&note2["cgst"]),
                paise(&note2["sgst"]),
                paise(&note2["total"])
            ),
            (433, 433, 10_000),
            "{l}"
        );
        assert!(note2["number"].as_str().unwrap().ends_with("/00002"), "{l}");

        // Everything else: exactly what is left of the ₹2,978.
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(3), "reason": "Customer cancelled the rest", "mode": "full"}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        assert_eq!(paise(&a.json()["amount"]), 297_800 - 89_900 - 10_000, "{l}");
        // Nothing is left.
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(4), "reason": "Again", "mode": "full"}),
        )
        .await;
        a.expect_status(StatusCode::CONFLICT, l);
        assert_eq!(
            a.message(),
            "Everything paid for this order has been refunded already.",
            "{l}"
        );
        assert_eq!(
            t.store.credit_note_numbers().await.unwrap().len(),
            3,
            "{l}: gapless, one per refund"
        );

        // The customer sees the refunds on the order and downloads each credit note.
        let o = t
            .get_as(&format!("/api/orders/{order}"), &token)
            .await
            .json();
        assert_eq!(paise(&o["refunded"]), 297_800, "{l}");
        let mine = t
            .get_as(&format!("/api/orders/{order}/refunds"), &token)
            .await
            .json();
        assert_eq!(mine.as_array().unwrap().len(), 3, "{l}");
        let id = first["_id"].as_str().unwrap();
        let pdf = t
            .get_as(
                &format!("/api/orders/{order}/refunds/{id}/credit-note"),
                &token,
            )
            .await;
        pdf.expect_status(StatusCode::OK, l);
        assert!(pdf.body.starts_with(b"%PDF"), "{l}");
        let text = String::from_utf8_lossy(&pdf.body);
        assert!(text.contains("Credit Note"), "{l}");
        let admin_pdf = t
            .get_as(&format!("/api/admin/refunds/{id}/credit-note"), &admin)
            .await;
        admin_pdf.expect_status(StatusCode::OK, l);
        // Nobody else's.
        let other = t.customer("ravi@example.in", "secret2").await;
        t.get_as(
            &format!("/api/orders/{order}/refunds/{id}/credit-note"),
            &other,
        )
        .await
        .expect_status(StatusCode::NOT_FOUND, l);
        t.get_as(&format!("/api/orders/{order}/refunds"), &other)
            .await
            .expect_status(StatusCode::NOT_FOUND, l);

        // Each refund was mailed with its credit note attached.
        let mails = t.mails().await;
        let refund_mails: Vec<&String> = mails
            .iter()
            .filter(|m| m.contains("Refund for your Tokri order"))
            .collect();
        assert_eq!(refund_mails.len(), 3, "{l}");
        assert!(
            refund_mails[0].contains("We have refunded ₹899.00"),
            "{l}: {}",
            refund_mails[0]
        );
        assert!(refund_mails[0].contains("application/pdf"), "{l}");
        assert!(refund_mails[0].contains(number), "{l}");

        // The admin's list of every refund, paged.
        let page = t.get_as("/api/admin/refunds?limit=2", &admin).await;
        page.expect_status(StatusCode::OK, l);
        assert_eq!(page.list_len(), 2, "{l}");
        let cursor = page
            .header("x-next-cursor")
            .expect("a next page")
            .to_string();
        let rest = t
            .get_as(
                &format!("/api/admin/refunds?limit=2&cursor={cursor}"),
                &admin,
            )
            .await;
        assert_eq!(rest.list_len(), 1, "{l}");
        t.get_as("/api/admin/refunds?cursor=forged", &admin)
            .await
            .expect_status(StatusCode::BAD_REQUEST, l);
    }
}

#[tokio::test]
async fn parallel_refunds_and_double_clicks_never_give_back_more_than_was_paid() {
    for t in apps().await {
        let l = t.label;
        let (admin, token) = shop(&t).await;
        // Two hampers: ₹2,360 paid.
        let order = t
            .paid_order(&token, json!([{"_id": HAMPER, "qty": 2}]))
            .await;

        // 20 refunds of ₹500 at once, with a status change racing them: only four fit.
        let mut calls = Vec::new();
        for i in 0..20 {
            calls.push(tokio::spawn(call(
                t.app.clone(),
                Method::POST,
                format!("/api/admin/orders/{order}/refunds"),
                Some(admin.clone()),
                json!({"requestId": key(100 + i), "reason": "Short weight", "mode": "amount", "amount": 500}),
            )));
            if i == 10 {
                calls.push(tokio::spawn(call(
                    t.app.clone(),
                    Method::PATCH,
                    format!("/api/admin/orders/{order}/status"),
                    Some(admin.clone()),
                    json!({"status": "Delivered"}),
                )));
            }
        }
        let (mut made, mut refused) = (0, 0);
        for h in calls {
            let (status, body) = h.await.unwrap();
            match status {
                StatusCode::CREATED => made += 1,
                StatusCode::CONFLICT => {
                    assert!(
                        body["message"].as_str().unwrap().starts_with("Only ₹"),
                        "{l}: {body}"
                    );
                    refused += 1;
                }
                StatusCode::OK => assert_eq!(body["status"], "Delivered", "{l}"),
                other => panic!("{l}: unexpected {other}: {body}"),
            }
        }
        assert_eq!((made, refused), (4, 16), "{l}");
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        assert_eq!(paise(&s["refunded"]), 200_000, "{l}");
        let numbers = t.store.credit_note_numbers().await.unwrap();
        let seqs: Vec<String> = numbers
            .iter()
            .map(|n| n.rsplit('/').next().unwrap().to_string())
            .collect();
        assert_eq!(seqs, ["00001", "00002", "00003", "00004"], "{l}: gapless");

        // A double click: ten sends of one request id make one refund, and all answer it.
        let mut calls = Vec::new();
        for _ in 0..10 {
            calls.push(tokio::spawn(call(
                t.app.clone(),
                Method::POST,
                format!("/api/admin/orders/{order}/refunds"),
                Some(admin.clone()),
                json!({"requestId": "double-click-1", "reason": "Last bit", "mode": "amount", "amount": 10}),
            )));
        }
        let mut ids = Vec::new();
        let mut created = 0;
        for h in calls {
            let (status, body) = h.await.unwrap();
            assert!(
                status == StatusCode::CREATED || status == StatusCode::OK,
                "{l}: {status} {body}"
            );
            created += usize::from(status == StatusCode::CREATED);
            ids.push(body["_id"].as_str().unwrap().to_string());
        }
        ids.dedup();
        assert_eq!((created, ids.len()), (1, 1), "{l}");
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        assert_eq!(paise(&s["refunded"]), 201_000, "{l}");
        assert_eq!(s["refunds"].as_array().unwrap().len(), 5, "{l}");
    }
}

#[tokio::test]
async fn refunding_units_in_parallel_never_returns_the_same_unit_twice() {
    for t in apps().await {
        let l = t.label;
        let (admin, token) = shop(&t).await;
        let order = paid_taxed_order(&t, &token).await;
        let mut calls = Vec::new();
        for i in 0..8 {
            calls.push(tokio::spawn(call(
                t.app.clone(),
                Method::POST,
                format!("/api/admin/orders/{order}/refunds"),
                Some(admin.clone()),
                json!({"requestId": key(200 + i), "reason": "Bruised", "mode": "lines", "lines": [{"line": 0, "qty": 1}]}),
            )));
        }
        let mut made = 0;
        for h in calls {
            let (status, body) = h.await.unwrap();
            match status {
                StatusCode::CREATED => made += 1,
                StatusCode::CONFLICT => assert_eq!(
                    body["message"], "Line 1 has only 0 unit(s) left to refund.",
                    "{l}"
                ),
                other => panic!("{l}: {other} {body}"),
            }
        }
        assert_eq!(made, 2, "{l}: two boxes were sold");
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        assert_eq!(paise(&s["refunded"]), 179_800, "{l}");
        assert_eq!(s["lines"][0]["qtyLeft"], 0, "{l}");
    }
}

#[tokio::test]
async fn bad_refund_requests_are_refused_with_a_clear_message() {
    for t in apps().await {
        let l = t.label;
        let (admin, token) = shop(&t).await;
        let order = paid_taxed_order(&t, &token).await;
        let ok = |extra: Value| {
            let mut b = json!({"requestId": "bad-request-01", "reason": "Bruised", "mode": "amount", "amount": 10});
            for (k, v) in extra.as_object().unwrap() {
                b[k] = v.clone();
            }
            b
        };
        let cases: Vec<(Value, StatusCode, &str)> = vec![
            (
                ok(json!({"reason": "  "})),
                StatusCode::BAD_REQUEST,
                "Say why the money goes back.",
            ),
            (
                ok(json!({"reason": "a\u{0}b"})),
                StatusCode::BAD_REQUEST,
                "The field reason contains control characters.",
            ),
            (
                ok(json!({"reason": "x".repeat(301)})),
                StatusCode::BAD_REQUEST,
                "The reason can be at most 300 characters.",
            ),
            (
                ok(json!({"mode": "everything"})),
                StatusCode::BAD_REQUEST,
                "mode must be full, amount, lines or excess.",
            ),
            (
                ok(json!({"amount": 0})),
                StatusCode::BAD_REQUEST,
                "Choose an amount above ₹0 or at least one unit to refund.",
            ),
            (
                ok(json!({"amount": 1.234})),
                StatusCode::BAD_REQUEST,
                "amount must be rupees with at most two decimals, above 0.",
            ),
            (
                ok(json!({"amount": 2978.01})),
                StatusCode::CONFLICT,
                "Only ₹2,978.00 is left to refund on this order.",
            ),
            (
                ok(json!({"mode": "lines", "lines": [{"line": 5, "qty": 1}]})),
                StatusCode::BAD_REQUEST,
                "Line 6 is not on this order's invoice.",
            ),
            (
                ok(json!({"mode": "lines", "lines": [{"line": 1, "qty": 2}]})),
                StatusCode::CONFLICT,
                "Line 2 has only 1 unit(s) left to refund.",
            ),
            (
                ok(json!({"mode": "excess"})),
                StatusCode::CONFLICT,
                "No payment of this order is due to be given back whole.",
            ),
            (
                ok(json!({"requestId": "short"})),
                StatusCode::BAD_REQUEST,
                "requestId must be 8 to 64 letters, digits, dashes or underscores, new for each refund.",
            ),
        ];
        for (body, status, message) in cases {
            let a = refund(&t, &admin, &order, body.clone()).await;
            assert_eq!(
                (a.status, a.message().as_str()),
                (status, message),
                "{l}: {body}"
            );
        }
        // A customer cannot refund, an unknown order is not found, an unpaid order has nothing.
        refund(&t, &token, &order, ok(json!({})))
            .await
            .expect_status(StatusCode::FORBIDDEN, l);
        refund(
            &t,
            &admin,
            "b0000000-0000-4000-8000-00000000abcd",
            ok(json!({})),
        )
        .await
        .expect_status(StatusCode::NOT_FOUND, l);
        let unpaid = place(&t, &token, json!([{"_id": MANGO, "qty": 1}])).await;
        let a = refund(
            &t,
            &admin,
            unpaid["orderDocId"].as_str().unwrap(),
            ok(json!({})),
        )
        .await;
        assert_eq!(
            (a.status, a.message().as_str()),
            (
                StatusCode::CONFLICT,
                "Nothing has been paid for this order, so nothing can be refunded."
            ),
            "{l}"
        );
        // Nothing was given back by any of them.
        assert!(
            t.store.credit_note_numbers().await.unwrap().is_empty(),
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_payment_after_cancellation_is_given_back_whole_without_a_credit_note() {
    for t in apps().await {
        let l = t.label;
        let (admin, token) = shop(&t).await;
        let placed = place(&t, &token, json!([{"_id": HAMPER, "qty": 2}])).await;
        let order = placed["orderDocId"].as_str().unwrap();
        t.patch(
            &format!("/api/admin/orders/{order}/status"),
            &admin,
            json!({"status": "Cancelled"}),
        )
        .await
        .expect_status(StatusCode::OK, l);
        t.post(
            &format!(
                "/api/payments/sandbox/{}/pay",
                placed["orderId"].as_str().unwrap()
            ),
            None,
            json!({}),
        )
        .await
        .expect_status(StatusCode::OK, l);
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        assert_eq!(paise(&s["excessDue"]), 236_000, "{l}: {s}");
        // No sale to credit: a refund of the sale is refused, the payment goes back whole.
        let a = refund(
            &t,
            &admin,
            order,
            json!({"requestId": key(300), "reason": "x", "mode": "full"}),
        )
        .await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}");
        let a = refund(
            &t,
            &admin,
            order,
            json!({"requestId": key(301), "reason": "Paid after the order was cancelled", "mode": "excess"}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        let r = a.json();
        assert_eq!(
            (r["kind"].as_str(), paise(&r["amount"])),
            (Some("excess"), 236_000),
            "{l}"
        );
        assert!(r["creditNote"].is_null(), "{l}");
        // The "refund due" is resolved: the order and the dashboard say so.
        let o = t
            .get_as(&format!("/api/admin/orders/{order}"), &admin)
            .await
            .json();
        assert_eq!(o["refund"]["due"], false, "{l}: {o}");
        let stats = t.get_as("/api/admin/stats", &admin).await.json();
        assert_eq!(stats["refundsDue"], 0, "{l}");
        let a = refund(
            &t,
            &admin,
            order,
            json!({"requestId": key(302), "reason": "x", "mode": "excess"}),
        )
        .await;
        a.expect_status(StatusCode::CONFLICT, l);
    }
}

#[tokio::test]
async fn cash_on_delivery_refunds_are_recorded_as_cash_handed_back() {
    for t in apps().await {
        let l = t.label;
        let (admin, token) = shop(&t).await;
        let a = t
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": HAMPER, "qty": 2}], "shippingAddress": ship(), "paymentMethod": "cod"}),
            )
            .await;
        a.expect_status(StatusCode::CREATED, l);
        let order = a.json()["orderDocId"].as_str().unwrap().to_string();
        t.post(
            &format!("/api/admin/orders/{order}/cash-payment"),
            Some(&admin),
            json!({}),
        )
        .await
        .expect_status(StatusCode::OK, l);
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(400), "reason": "One hamper was crushed", "mode": "lines", "lines": [{"line": 0, "qty": 1}]}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        let r = a.json();
        assert_eq!(
            (r["method"].as_str(), r["status"].as_str()),
            (Some("cash"), Some("processed")),
            "{l}"
        );
        assert_eq!(paise(&r["amount"]), 118_000, "{l}");
        assert!(r["creditNote"]["number"].is_string(), "{l}");
    }
}

// ---- Razorpay: the Refunds API and its webhooks, against a local stand-in ----

const KEY_ID: &str = "rzp_test_key";
const KEY_SECRET: &str = "rzp_test_secret_value";
const WEBHOOK_SECRET: &str = "whsec_test_value";

#[derive(Default)]
struct RefundDesk {
    /// (payment id, amount, idempotency key, receipt) of each refund asked for.
    asked: Vec<(String, i64, String, String)>,
    /// The answer to give: "pending", "processed" or "refuse".
    answer: String,
    orders: usize,
}

async fn razorpay_apps() -> (Vec<TestApp>, Arc<Mutex<RefundDesk>>) {
    use axum::extract::{Path, State};
    use axum::http::HeaderMap;
    let desk = Arc::new(Mutex::new(RefundDesk {
        answer: "pending".into(),
        ..RefundDesk::default()
    }));
    let app = axum::Router::new()
        .route(
            "/v1/orders",
            axum::routing::post(|State(s): State<Arc<Mutex<RefundDesk>>>, axum::Json(b): axum::Json<Value>| async move {
                let mut s = s.lock().unwrap();
                s.orders += 1;
                axum::Json(json!({"id": format!("order_{}_{}", s.orders, uuid::Uuid::new_v4().simple()),
                    "amount": b["amount"], "currency": "INR", "status": "created"}))
            }),
        )
        .route(
            "/v1/payments/{id}/refund",
            axum::routing::post(
                |State(s): State<Arc<Mutex<RefundDesk>>>, Path(id): Path<String>, headers: HeaderMap, axum::Json(b): axum::Json<Value>| async move {
                    let mut s = s.lock().unwrap();
                    let key = headers.get("x-refund-idempotency").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
                    let receipt = b["receipt"].as_str().unwrap_or("").to_string();
                    s.asked.push((id.clone(), b["amount"].as_i64().unwrap_or(0), key, receipt.clone()));
                    if s.answer == "refuse" {
                        return (
                            StatusCode::BAD_REQUEST,
                            axum::Json(json!({"error": {"code": "BAD_REQUEST_ERROR",
                                "description": "The refund amount provided is greater than amount captured", "source": "business",
                                "step": "payment_initiation", "reason": "input_validation_failed", "metadata": {}, "field": "amount"}})),
                        );
                    }
                    let n = s.asked.len();
                    (
                        StatusCode::OK,
                        axum::Json(json!({"id": format!("rfnd_test{n}"), "entity": "refund", "amount": b["amount"], "currency": "INR",
                            "payment_id": id, "notes": b["notes"], "receipt": receipt, "acquirer_data": {"arn": null},
                            "created_at": 1_790_000_000, "batch_id": null, "status": s.answer, "speed_processed": "normal",
                            "speed_requested": "normal"})),
                    )
                },
            ),
        )
        .with_state(desk.clone());
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
    (apps_with(settings).await, desk)
}

fn refund_event(
    kind: &str,
    refund_id: &str,
    payment_id: &str,
    amount: i64,
    receipt: &str,
) -> Value {
    json!({"entity": "event", "event": kind, "payload": {
        "refund": {"entity": {"id": refund_id, "entity": "refund", "amount": amount, "currency": "INR",
            "payment_id": payment_id, "receipt": receipt, "status": if kind == "refund.failed" { "failed" } else { "processed" }}},
        "payment": {"entity": {"id": payment_id, "amount": 236_000, "currency": "INR", "status": "refunded"}}}})
}

#[tokio::test]
async fn razorpay_refunds_go_through_the_refunds_api_and_settle_on_its_webhooks() {
    let (apps, desk) = razorpay_apps().await;
    for t in apps {
        let l = t.label;
        desk.lock().unwrap().asked.clear();
        let (admin, token) = shop(&t).await;
        // Paid at Razorpay: the webhook captures the payment.
        let placed = place(&t, &token, json!([{"_id": HAMPER, "qty": 2}])).await;
        let order = placed["orderDocId"].as_str().unwrap().to_string();
        let payment = format!("pay_refund_{l}");
        let captured = json!({"entity": "event", "event": "payment.captured", "payload": {"payment": {"entity": {
            "id": payment, "order_id": placed["orderId"], "amount": 236_000, "currency": "INR", "status": "captured", "method": "upi"}}}});
        assert_eq!(
            t.razorpay_webhook(&format!("evt_pay_{l}"), &captured, WEBHOOK_SECRET)
                .await,
            StatusCode::OK
        );

        // A refund is asked of Razorpay and waits for it.
        desk.lock().unwrap().answer = "pending".into();
        let a = refund(&t, &admin, &order, json!({"requestId": key(500), "reason": "Crushed hamper", "mode": "lines", "lines": [{"line": 0, "qty": 1}]})).await;
        a.expect_status(StatusCode::CREATED, l);
        let r = a.json();
        assert_eq!(
            (r["method"].as_str(), r["status"].as_str()),
            (Some("razorpay"), Some("pending")),
            "{l}: {r}"
        );
        assert_eq!(r["providerRefundId"], "rfnd_test1", "{l}");
        assert!(
            r["creditNote"].is_null(),
            "{l}: no credit note before the money went back"
        );
        let rid = r["_id"].as_str().unwrap().to_string();
        {
            let d = desk.lock().unwrap();
            assert_eq!(d.asked.len(), 1, "{l}");
            let (pid, amount, idem, receipt) = &d.asked[0];
            assert_eq!((pid.as_str(), *amount), (payment.as_str(), 118_000), "{l}");
            assert_eq!(
                (idem.as_str(), receipt.as_str()),
                (rid.as_str(), rid.as_str()),
                "{l}: idempotent on our id"
            );
        }
        // refund.processed settles it, once, with its credit note and mail.
        let done = refund_event("refund.processed", "rfnd_test1", &payment, 118_000, &rid);
        for _ in 0..2 {
            assert_eq!(
                t.razorpay_webhook(&format!("evt_rf1_{l}"), &done, WEBHOOK_SECRET)
                    .await,
                StatusCode::OK
            );
        }
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        let r = &s["refunds"][0];
        assert_eq!(r["status"], "processed", "{l}: {s}");
        assert!(
            r["creditNote"]["number"]
                .as_str()
                .unwrap()
                .ends_with("/00001"),
            "{l}"
        );
        let mails = t.mails().await;
        assert_eq!(
            mails
                .iter()
                .filter(|m| m.contains("Refund for your Tokri order"))
                .count(),
            1,
            "{l}"
        );
        // A badly signed refund webhook changes nothing.
        assert_eq!(
            t.razorpay_webhook(&format!("evt_bad_{l}"), &done, "wrong")
                .await,
            StatusCode::BAD_REQUEST
        );

        // Razorpay refuses one: failed, with its reason, and the amount is free again.
        desk.lock().unwrap().answer = "refuse".into();
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(501), "reason": "Goodwill", "mode": "amount", "amount": 100}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        let r = a.json();
        assert_eq!(r["status"], "failed", "{l}: {r}");
        assert_eq!(
            r["failure"],
            "Razorpay refused the refund: The refund amount provided is greater than amount captured",
            "{l}"
        );
        // A pending one that Razorpay later reports failed also gives its amount back.
        desk.lock().unwrap().answer = "pending".into();
        let a = refund(
            &t,
            &admin,
            &order,
            json!({"requestId": key(502), "reason": "Goodwill", "mode": "amount", "amount": 200}),
        )
        .await;
        let r = a.json();
        let rid3 = r["_id"].as_str().unwrap();
        let provider_id = r["providerRefundId"].as_str().unwrap();
        let failed = refund_event("refund.failed", provider_id, &payment, 20_000, rid3);
        assert_eq!(
            t.razorpay_webhook(&format!("evt_rf3_{l}"), &failed, WEBHOOK_SECRET)
                .await,
            StatusCode::OK
        );
        let s = t
            .get_as(&format!("/api/admin/orders/{order}/refunds"), &admin)
            .await
            .json();
        assert_eq!(s["refunds"][2]["status"], "failed", "{l}: {s}");
        assert_eq!(
            paise(&s["refunded"]),
            118_000,
            "{l}: only the processed refund holds money"
        );
        assert_eq!(t.store.credit_note_numbers().await.unwrap().len(), 1, "{l}");
    }
}
