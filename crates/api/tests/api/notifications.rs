//! Notifications (issue 23), on both databases, with WhatsApp's Cloud API played by a local
//! stand-in: the owner's alert and the customer's confirmation once per channel however often
//! the payment is reported, status updates by mail always and on WhatsApp only for a buyer who
//! ticked the box (and did not withdraw), signed status webhooks, the subscription check, two
//! instances and a crash between commit and send, the morning summary and the gift recipient's
//! message, low stock, and the settings' checks.

use crate::common;

use std::sync::{Arc, Mutex};

use axum::http::{Method, StatusCode};
use common::{TestApp, ship};
use serde_json::{Value, json};
use tokri_shop::Settings;

const PHONE_ID: &str = "106540352242922";
const TOKEN: &str = "EAAG-test-access-token";
const APP_SECRET: &str = "wa-app-secret-value";
const VERIFY: &str = "my-verify-token";
const MANGO: &str = "00000000-0000-4000-8000-00000000a001";

/// What the stand-in was asked: (phone number id in the path, bearer token, body, the
/// message id it answered).
#[derive(Default)]
struct Desk {
    sent: Vec<(String, String, Value, String)>,
    /// Message ids given so far (never reset, so each is unique).
    given: usize,
    /// Answer this many sends with a 500 first.
    fail_next: usize,
}

impl Desk {
    fn templates(&self) -> Vec<(String, String)> {
        self.sent
            .iter()
            .map(|(_, _, b, _)| {
                (
                    b["template"]["name"].as_str().unwrap().to_string(),
                    b["to"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    }
}

/// A WhatsApp Cloud API stand-in and a shop per backend sending to it.
async fn whatsapp_apps() -> (Vec<TestApp>, Arc<Mutex<Desk>>, Settings) {
    let (desk, settings) = stand_in().await;
    (common::apps_with(settings.clone()).await, desk, settings)
}

async fn stand_in() -> (Arc<Mutex<Desk>>, Settings) {
    use axum::extract::{Path, State};
    use axum::http::HeaderMap;
    let desk = Arc::new(Mutex::new(Desk::default()));
    let app = axum::Router::new()
        .route(
            "/v21.0/{phone}/messages",
            axum::routing::post(
                |State(s): State<Arc<Mutex<Desk>>>, Path(phone): Path<String>, headers: HeaderMap, axum::Json(b): axum::Json<Value>| async move {
                    let mut s = s.lock().unwrap();
                    if s.fail_next > 0 {
                        s.fail_next -= 1;
                        return (
                            StatusCode::INTERNAL_SERVER_ERROR,
                            axum::Json(json!({"error": {"message": "Service temporarily unavailable", "type": "OAuthException", "code": 2}})),
                        );
                    }
                    let auth = headers
                        .get("authorization")
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("")
                        .to_string();
                    if b["to"] == "919999999999" {
                        return (
                            StatusCode::BAD_REQUEST,
                            axum::Json(json!({"error": {"message": "(#131030) Recipient phone number not in allowed list", "type": "OAuthException", "code": 131030}})),
                        );
                    }
                    s.given += 1;
                    let wamid = format!("wamid.TEST{}", s.given);
                    s.sent.push((phone, auth, b.clone(), wamid.clone()));
                    (
                        StatusCode::OK,
                        axum::Json(json!({"messaging_product": "whatsapp",
                            "contacts": [{"input": b["to"], "wa_id": b["to"]}],
                            "messages": [{"id": wamid}]})),
                    )
                },
            ),
        )
        .with_state(desk.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let settings = Settings {
        whatsapp_api_base: format!("http://{addr}/v21.0"),
        ..Settings::default()
    };
    (desk, settings)
}

/// The owner's settings with WhatsApp on, every event on.
fn settings_on() -> Value {
    json!({
        "ownerEmails": ["owner@tokri.in", "Packing@Tokri.in"],
        "ownerWhatsapp": "+91 98765 43210",
        "events": {"newOrder": true, "morningSummary": true, "lowStock": true, "outForDelivery": true,
                   "delivered": true, "cancelled": true, "refunded": true},
        "lowStockThreshold": 5,
        "summaryHour": 7,
        "whatsapp": {"phoneNumberId": PHONE_ID, "accessToken": TOKEN, "appSecret": APP_SECRET,
                     "verifyToken": VERIFY, "language": "en"}
    })
}

async fn turn_on(t: &TestApp, admin: &str, body: Value) -> Value {
    let a = t
        .put("/api/admin/settings/notifications", admin, body)
        .await;
    a.expect_status(StatusCode::OK, t.label);
    a.json()
}

/// Places (and pays in the sandbox) an order of one mango as `token`, with WhatsApp updates
/// asked for or not; answers its id.
async fn paid(t: &TestApp, token: &str, whatsapp: bool, extra: Value) -> String {
    let mut body = json!({"cart": [{"_id": MANGO, "qty": 1}], "shippingAddress": ship(),
                          "whatsappUpdates": whatsapp});
    if let Value::Object(m) = extra {
        for (k, v) in m {
            body[k] = v;
        }
    }
    let a = t.post("/api/orders", Some(token), body).await;
    a.expect_status(StatusCode::CREATED, t.label);
    let placed = a.json();
    t.pay_in_sandbox(&placed).await;
    placed["orderDocId"].as_str().unwrap().to_string()
}

async fn log(t: &TestApp, admin: &str, order: &str) -> Vec<Value> {
    let a = t
        .get_as(&format!("/api/admin/orders/{order}/messages"), admin)
        .await;
    a.expect_status(StatusCode::OK, t.label);
    a.json().as_array().unwrap().clone()
}

/// (event, channel, audience, recipient, status) of each logged message, sorted.
fn rows(log: &[Value]) -> Vec<(String, String, String, String, String)> {
    let mut out: Vec<_> = log
        .iter()
        .map(|m| {
            (
                m["event"].as_str().unwrap().to_string(),
                m["channel"].as_str().unwrap().to_string(),
                m["audience"].as_str().unwrap().to_string(),
                m["recipient"].as_str().unwrap().to_string(),
                m["status"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    out.sort();
    out
}

fn row(e: &str, c: &str, a: &str, r: &str, s: &str) -> (String, String, String, String, String) {
    (e.into(), c.into(), a.into(), r.into(), s.into())
}

/// The mails sent since the last call (the outbox folder emptied after reading).
async fn take_mails(t: &TestApp) -> Vec<String> {
    let mails = t.mails().await;
    if let Ok(dir) = std::fs::read_dir(&t.outbox) {
        for e in dir.flatten() {
            std::fs::remove_file(e.path()).unwrap();
        }
    }
    mails
}

async fn send_whatsapp(t: &TestApp) -> tokri_shop::whatsapp::WhatsappReport {
    t.state
        .shop
        .notifications
        .whatsapp
        .send_due(tokri_store::now_ms())
        .await
        .unwrap()
}

async fn set_status(t: &TestApp, admin: &str, id: &str, status: &str) {
    t.patch(
        &format!("/api/admin/orders/{id}/status"),
        admin,
        json!({"status": status}),
    )
    .await
    .expect_status(StatusCode::OK, t.label);
}

#[tokio::test]
async fn a_paid_order_alerts_the_owner_and_confirms_to_the_customer_once_per_channel() {
    let (apps, desk, _) = whatsapp_apps().await;
    for t in apps {
        let l = t.label;
        desk.lock().unwrap().sent.clear();
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        turn_on(&t, &admin, settings_on()).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        take_mails(&t).await;
        let id = paid(&t, &asha, true, json!({})).await;
        // The payment reported again (the customer's confirmation after the webhook) adds
        // nothing.
        let order: Value = t.get_as(&format!("/api/orders/{id}"), &asha).await.json();
        assert_eq!(order["paymentStatus"], "paid", "{l}");
        assert_eq!(
            send_whatsapp(&t).await,
            tokri_shop::whatsapp::WhatsappReport {
                sent: 2,
                failed: 0,
                dropped: 0
            },
            "{l}"
        );
        let mails = take_mails(&t).await;
        assert_eq!(mails.len(), 3, "{l}: the confirmation and two owner alerts");
        let alerts: Vec<&String> = mails
            .iter()
            .filter(|m| m.contains("Subject: New order #"))
            .collect();
        assert_eq!(alerts.len(), 2, "{l}");
        assert!(
            alerts
                .iter()
                .any(|m| m.contains("To: Tokri <packing@tokri.in>")
                    || m.contains("packing@tokri.in")),
            "{l}"
        );
        assert!(alerts[0].contains("1 x Alphonso Mango"), "{l}");
        assert!(alerts[0].contains(&format!("/admin/orders/{id}")), "{l}");
        {
            let d = desk.lock().unwrap();
            let mut sent = d.templates();
            sent.sort();
            assert_eq!(
                sent,
                [
                    ("tokri_new_order".to_string(), "919876543210".to_string()),
                    ("tokri_order_update".to_string(), "919822012345".to_string()),
                ],
                "{l}"
            );
            for (phone, auth, body, _) in &d.sent {
                assert_eq!(phone, PHONE_ID, "{l}");
                assert_eq!(auth, &format!("Bearer {TOKEN}"), "{l}");
                assert_eq!(body["messaging_product"], "whatsapp", "{l}");
                assert_eq!(body["type"], "template", "{l}");
                assert_eq!(body["template"]["language"]["code"], "en", "{l}");
                let params = body["template"]["components"][0]["parameters"]
                    .as_array()
                    .unwrap();
                assert!(
                params
                    .iter()
                    .all(|p| p["type"] == "text" && !p["text"].as_str().unwrap().contains('\n')),
                "{l}"
            );
            }
            let update = d
                .sent
                .iter()
                .find(|(_, _, b, _)| b["template"]["name"] == "tokri_order_update")
                .unwrap();
            let params = &update.2["template"]["components"][0]["parameters"];
            assert_eq!(params[0]["text"], "Asha Patil", "{l}");
            assert!(
                params[2]["text"]
                    .as_str()
                    .unwrap()
                    .starts_with("is confirmed: we received ₹"),
                "{l}"
            );
        }
        assert_eq!(
            rows(&log(&t, &admin, &id).await),
            [
                row("confirmed", "mail", "customer", "asha@example.in", "sent"),
                row("confirmed", "whatsapp", "customer", "919822012345", "sent"),
                row("new_order", "mail", "owner", "owner@tokri.in", "sent"),
                row("new_order", "mail", "owner", "packing@tokri.in", "sent"),
                row("new_order", "whatsapp", "owner", "919876543210", "sent"),
            ],
            "{l}"
        );
        // Nothing is left to send, and nothing more was logged.
        assert_eq!(send_whatsapp(&t).await.sent, 0, "{l}");
        assert_eq!(log(&t, &admin, &id).await.len(), 5, "{l}");
    }
}

#[tokio::test]
async fn status_updates_go_by_mail_always_and_by_whatsapp_only_when_agreed() {
    let (apps, desk, _) = whatsapp_apps().await;
    for t in apps {
        let l = t.label;
        desk.lock().unwrap().sent.clear();
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        let mut s = settings_on();
        s["events"]["cancelled"] = false.into();
        turn_on(&t, &admin, s).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let quiet = paid(&t, &asha, false, json!({})).await;
        let loud = paid(&t, &asha, true, json!({})).await;
        send_whatsapp(&t).await;
        take_mails(&t).await;
        desk.lock().unwrap().sent.clear();

        set_status(&t, &admin, &quiet, "Shipped").await;
        set_status(&t, &admin, &quiet, "Delivered").await;
        // Back and forth: "delivered" is one event, told once.
        set_status(&t, &admin, &quiet, "Shipped").await;
        set_status(&t, &admin, &quiet, "Delivered").await;
        set_status(&t, &admin, &loud, "Shipped").await;
        set_status(&t, &admin, &loud, "Cancelled").await;
        assert_eq!(send_whatsapp(&t).await.sent, 1, "{l}");
        let mails = take_mails(&t).await;
        let subjects: Vec<&str> = mails
            .iter()
            .filter_map(|m| m.lines().find(|x| x.starts_with("Subject: ")))
            .collect();
        assert_eq!(subjects.len(), 3, "{l}: {subjects:?}");
        assert_eq!(
            subjects
                .iter()
                .filter(|s| s.contains("is out for delivery"))
                .count(),
            2,
            "{l}"
        );
        assert_eq!(
            subjects
                .iter()
                .filter(|s| s.contains("was delivered"))
                .count(),
            1,
            "{l}"
        );
        assert!(
            mails.iter().any(|m| m.contains("rate what you bought")),
            "{l}"
        );
        // The cancellation is switched off: no mail, no WhatsApp.
        assert_eq!(
            desk.lock().unwrap().templates(),
            [("tokri_order_update".to_string(), "919822012345".to_string())],
            "{l}"
        );
        let quiet_log = rows(&log(&t, &admin, &quiet).await);
        assert!(
            quiet_log
                .iter()
                .filter(|r| r.2 == "customer")
                .all(|r| r.1 == "mail"),
            "{l}: {quiet_log:?}"
        );

        // The buyer withdraws WhatsApp consent: a queued update is dropped, not sent.
        let third = paid(&t, &asha, true, json!({})).await;
        send_whatsapp(&t).await;
        desk.lock().unwrap().sent.clear();
        set_status(&t, &admin, &third, "Shipped").await;
        t.put("/api/user/consents", &asha, json!({"whatsapp": false}))
            .await
            .expect_status(StatusCode::OK, l);
        let report = send_whatsapp(&t).await;
        assert_eq!((report.sent, report.dropped), (0, 1), "{l}");
        assert!(desk.lock().unwrap().sent.is_empty(), "{l}");
        assert!(
            rows(&log(&t, &admin, &third).await).contains(&row(
                "out_for_delivery",
                "whatsapp",
                "customer",
                "919822012345",
                "dropped"
            )),
            "{l}"
        );
    }
}

#[tokio::test]
async fn whatsapp_failures_are_retried_and_refusals_given_up() {
    let (apps, desk, _) = whatsapp_apps().await;
    for t in apps {
        let l = t.label;
        desk.lock().unwrap().sent.clear();
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        // WhatsApp refuses the owner's number for good (not on WhatsApp).
        let mut s = settings_on();
        s["ownerWhatsapp"] = "9999999999".into();
        turn_on(&t, &admin, s).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        // And fails once with a 500.
        desk.lock().unwrap().fail_next = 1;
        let id = paid(&t, &asha, true, json!({})).await;
        let first = send_whatsapp(&t).await;
        assert_eq!(first.sent + first.failed, 2, "{l}");
        let waiting = log(&t, &admin, &id).await;
        assert!(
            waiting.iter().any(|m| m["status"] == "queued"
                && m["error"].as_str().unwrap_or("").contains("WhatsApp 500")
                || m["status"] == "failed"),
            "{l}: {waiting:?}"
        );
        // Due again after a minute: the 500 is tried again, the refusal is not.
        let later = t
            .state
            .shop
            .notifications
            .whatsapp
            .send_due(tokri_store::now_ms() + 61_000)
            .await
            .unwrap();
        assert_eq!(
            (first.sent + later.sent, first.failed + later.failed),
            (1, 2),
            "{l}"
        );
        let whatsapp: Vec<(String, String, String)> = log(&t, &admin, &id)
            .await
            .iter()
            .filter(|m| m["channel"] == "whatsapp")
            .map(|m| {
                (
                    m["audience"].as_str().unwrap().to_string(),
                    m["status"].as_str().unwrap().to_string(),
                    m["error"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect();
        assert_eq!(whatsapp.len(), 2, "{l}");
        assert!(
            whatsapp
                .iter()
                .any(|(a, s, _)| a == "customer" && s == "sent"),
            "{l}: {whatsapp:?}"
        );
        assert!(
            whatsapp
                .iter()
                .any(|(a, s, e)| a == "owner" && s == "failed" && e.contains("131030")),
            "{l}: {whatsapp:?}"
        );
        // Nothing more goes out later.
        let none = t
            .state
            .shop
            .notifications
            .whatsapp
            .send_due(tokri_store::now_ms() + 3_600_000)
            .await
            .unwrap();
        assert_eq!((none.sent, none.failed), (0, 0), "{l}");
    }
}

#[tokio::test]
async fn status_webhooks_are_signature_checked_and_never_move_back() {
    let (apps, _desk, _) = whatsapp_apps().await;
    for t in apps {
        let l = t.label;
        _desk.lock().unwrap().sent.clear();
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        turn_on(&t, &admin, settings_on()).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let id = paid(&t, &asha, true, json!({})).await;
        send_whatsapp(&t).await;
        let wamid = |log: &[Value]| {
            log.iter()
                .find(|m| m["channel"] == "whatsapp" && m["audience"] == "customer")
                .unwrap()["status"]
                .as_str()
                .unwrap()
                .to_string()
        };
        // The message ids the stand-in gave.
        let ids: Vec<String> = _desk
            .lock()
            .unwrap()
            .sent
            .iter()
            .map(|s| s.3.clone())
            .collect();
        assert_eq!(ids.len(), 2, "{l}");
        let hook = |status: &str| {
            json!({"object": "whatsapp_business_account", "entry": [{"id": "WABA", "changes": [{"field": "messages",
                "value": {"messaging_product": "whatsapp", "metadata": {"phone_number_id": PHONE_ID},
                "statuses": ids.iter().map(|i| json!({"id": i, "status": status, "timestamp": "1790000000", "recipient_id": "919822012345"})).collect::<Vec<_>>()}}]}]})
        };
        let post = |body: Value, sig: Option<String>| {
            let bytes = serde_json::to_vec(&body).unwrap();
            let mut req = axum::http::Request::builder()
                .method(Method::POST)
                .uri("/api/webhooks/whatsapp")
                .header("content-type", "application/json");
            if let Some(s) = sig {
                req = req.header("x-hub-signature-256", s);
            }
            (
                req.body(axum::body::Body::from(bytes.clone())).unwrap(),
                bytes,
            )
        };
        let sign = |bytes: &[u8], secret: &str| format!("sha256={}", common::hmac(secret, bytes));
        let (req, _) = post(hook("delivered"), None);
        assert_eq!(t.send(req).await.status, StatusCode::UNAUTHORIZED, "{l}");
        let (_, bytes) = post(hook("delivered"), None);
        let (req, _) = post(hook("delivered"), Some(sign(&bytes, "wrong-secret")));
        assert_eq!(t.send(req).await.status, StatusCode::UNAUTHORIZED, "{l}");
        assert_eq!(wamid(&log(&t, &admin, &id).await), "sent", "{l}");
        let (req, _) = post(
            hook("read"),
            Some(sign(
                &serde_json::to_vec(&hook("read")).unwrap(),
                APP_SECRET,
            )),
        );
        assert_eq!(t.send(req).await.status, StatusCode::OK, "{l}");
        assert_eq!(wamid(&log(&t, &admin, &id).await), "read", "{l}");
        // A late "delivered" does not undo "read".
        let (req, _) = post(
            hook("delivered"),
            Some(sign(
                &serde_json::to_vec(&hook("delivered")).unwrap(),
                APP_SECRET,
            )),
        );
        assert_eq!(t.send(req).await.status, StatusCode::OK, "{l}");
        assert_eq!(wamid(&log(&t, &admin, &id).await), "read", "{l}");

        // Meta's subscription check.
        let ok = t
            .get(&format!("/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token={VERIFY}&hub.challenge=1158201444"))
            .await;
        assert_eq!(
            (ok.status, ok.text()),
            (StatusCode::OK, "1158201444".to_string()),
            "{l}"
        );
        let bad = t
            .get("/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1")
            .await;
        assert_eq!(bad.status, StatusCode::FORBIDDEN, "{l}");
    }
}

#[tokio::test]
async fn two_instances_and_a_crash_between_commit_and_send_send_each_message_once() {
    let (desk, settings) = stand_in().await;
    for (a, b) in common::twins_with(settings.clone()).await {
        let l = a.label;
        desk.lock().unwrap().sent.clear();
        a.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        b.catalogue_changed();
        let admin = a.admin().await;
        turn_on(&a, &admin, settings_on()).await;
        let asha = a.customer("asha@example.in", "secret1").await;
        let mut ids = Vec::new();
        for _ in 0..4 {
            ids.push(paid(&a, &asha, true, json!({})).await);
        }
        // Both instances send at once.
        let now = tokri_store::now_ms();
        let (ra, rb) = tokio::join!(
            a.state.shop.notifications.whatsapp.send_due(now),
            b.state.shop.notifications.whatsapp.send_due(now)
        );
        assert_eq!(ra.unwrap().sent + rb.unwrap().sent, 8, "{l}");
        assert_eq!(desk.lock().unwrap().sent.len(), 8, "{l}");

        // A crash after the order's transaction committed, before anything was sent: the
        // next start sends each message once.
        desk.lock().unwrap().sent.clear();
        let id = paid(&b, &asha, true, json!({})).await;
        let b = b.restart(tokri_shop::mail::Mailer::outbox);
        assert_eq!(send_whatsapp(&b).await.sent, 2, "{l}");
        assert_eq!(send_whatsapp(&a).await.sent, 0, "{l}");
        assert_eq!(desk.lock().unwrap().sent.len(), 2, "{l}");
        let logged = log(&a, &admin, &id).await;
        assert_eq!(logged.len(), 5, "{l}");
        assert!(
            logged
                .iter()
                .filter(|m| m["channel"] == "whatsapp")
                .all(|m| m["status"] == "sent"),
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_morning_summary_and_the_gift_recipient_are_told_once() {
    let (desk, settings) = stand_in().await;
    let clock = common::clock_now();
    for t in common::apps_at_with(clock.clone(), settings.clone()).await {
        let l = t.label;
        desk.lock().unwrap().sent.clear();
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        let mut s = settings_on();
        s["summaryHour"] = 0.into();
        turn_on(&t, &admin, s).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let gift = json!({"gift": {"recipientName": "Meera Joshi", "recipientMobile": "9890011223",
            "message": "Happy Diwali!", "senderName": "Asha", "notifyRecipient": true},
            "billingAddress": ship()});
        let id = paid(&t, &asha, false, gift).await;
        take_mails(&t).await;
        send_whatsapp(&t).await;
        desk.lock().unwrap().sent.clear();

        // Twice, as two instances' timers would: one summary per owner address and number.
        let now = tokri_shop::clock::Clock::now_ms(clock.as_ref());
        let first = t.state.shop.notifications.morning(now).await.unwrap();
        let again = t
            .state
            .shop
            .notifications
            .morning(now + 60_000)
            .await
            .unwrap();
        assert_eq!((first, again), (3, 0), "{l}");
        let mails = take_mails(&t).await;
        assert_eq!(mails.len(), 2, "{l}");
        assert!(
            mails.iter().all(|m| m.contains("Today's deliveries")),
            "{l}"
        );
        send_whatsapp(&t).await;
        assert_eq!(
            desk.lock().unwrap().templates(),
            [(
                "tokri_morning_summary".to_string(),
                "919876543210".to_string()
            )],
            "{l}"
        );

        // The gift goes out for delivery: its recipient hears of it once.
        desk.lock().unwrap().sent.clear();
        set_status(&t, &admin, &id, "Shipped").await;
        set_status(&t, &admin, &id, "Processing").await;
        set_status(&t, &admin, &id, "Shipped").await;
        send_whatsapp(&t).await;
        let d = desk.lock().unwrap();
        assert_eq!(
            d.templates(),
            [(
                "tokri_gift_on_the_way".to_string(),
                "919890011223".to_string()
            )],
            "{l}"
        );
        let params = &d.sent[0].2["template"]["components"][0]["parameters"];
        assert_eq!(
            (params[0]["text"].as_str(), params[1]["text"].as_str()),
            (Some("Meera Joshi"), Some("Asha")),
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_owner_hears_once_when_stock_falls_to_the_threshold() {
    let (apps, desk, _) = whatsapp_apps().await;
    for t in apps {
        let l = t.label;
        desk.lock().unwrap().sent.clear();
        let admin = t.admin().await;
        let mut s = settings_on();
        s["events"]["newOrder"] = false.into();
        turn_on(&t, &admin, s).await;
        let cat = t
            .post(
                "/api/admin/categories",
                Some(&admin),
                json!({"name": "Crates"}),
            )
            .await
            .json();
        let product = t
            .post(
                "/api/admin/products",
                Some(&admin),
                json!({"name": "Kiwi Box", "description": "Fresh", "price": 500, "categoryId": cat["_id"],
                       "image": ["/images/products/kiwi.svg"], "stock": 7}),
            )
            .await;
        product.expect_status(StatusCode::CREATED, l);
        let pid = product.json()["_id"].as_str().unwrap().to_string();
        let asha = t.customer("asha@example.in", "secret1").await;
        for _ in 0..3 {
            t.paid_order(&asha, json!([{"_id": pid, "qty": 1}])).await;
        }
        let mails = take_mails(&t).await;
        let low: Vec<&String> = mails
            .iter()
            .filter(|m| m.contains("Subject: Low stock"))
            .collect();
        assert_eq!(low.len(), 2, "{l}: one per owner address, once");
        assert!(low[0].contains("Kiwi Box (5 left)"), "{l}");
        send_whatsapp(&t).await;
        let d = desk.lock().unwrap();
        let lows: Vec<&Value> = d
            .sent
            .iter()
            .map(|(_, _, b, _)| b)
            .filter(|b| b["template"]["name"] == "tokri_low_stock")
            .collect();
        assert_eq!(lows.len(), 1, "{l}");
        assert_eq!(
            lows[0]["template"]["components"][0]["parameters"][1]["text"], "5",
            "{l}"
        );
    }
}

#[tokio::test]
async fn settings_are_checked_and_secrets_never_shown() {
    for t in common::apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let off: Value = t
            .get_as("/api/admin/settings/notifications", &admin)
            .await
            .json();
        assert_eq!(off["whatsapp"]["configured"], false, "{l}");
        assert!(
            off["whatsapp"]["howToEnable"]
                .as_str()
                .unwrap()
                .contains("phone number id"),
            "{l}"
        );
        assert_eq!(off["lowStockThreshold"], 5, "{l}");
        assert_eq!(
            t.get("/api/config").await.json()["whatsappUpdates"],
            false,
            "{l}"
        );
        assert_eq!(
            t.get_as("/api/admin/settings/notifications", &asha)
                .await
                .status,
            StatusCode::FORBIDDEN,
            "{l}"
        );

        let on = turn_on(&t, &admin, settings_on()).await;
        assert_eq!(
            on["ownerEmails"],
            json!(["owner@tokri.in", "packing@tokri.in"]),
            "{l}"
        );
        assert_eq!(on["ownerWhatsapp"], "919876543210", "{l}");
        assert_eq!(on["whatsapp"]["configured"], true, "{l}");
        assert_eq!(on["whatsapp"]["accessTokenSet"], true, "{l}");
        let text = serde_json::to_string(&on).unwrap();
        for secret in [TOKEN, APP_SECRET, VERIFY] {
            assert!(!text.contains(secret), "{l}: {secret} shown");
        }
        assert_eq!(
            t.get("/api/config").await.json()["whatsappUpdates"],
            true,
            "{l}"
        );
        // Secrets left out are kept; "" clears one.
        let mut keep = settings_on();
        keep["whatsapp"] = json!({"phoneNumberId": PHONE_ID, "appSecret": ""});
        let kept = turn_on(&t, &admin, keep).await;
        assert_eq!(
            (
                &kept["whatsapp"]["accessTokenSet"],
                &kept["whatsapp"]["appSecretSet"],
                &kept["whatsapp"]["language"]
            ),
            (&json!(true), &json!(false), &json!("en")),
            "{l}"
        );

        for (change, want) in [
            (
                json!({"ownerEmails": ["not-an-address"]}),
                "is not an email address",
            ),
            (
                json!({"ownerWhatsapp": "12345"}),
                "is not a WhatsApp number",
            ),
            (json!({"lowStockThreshold": 5000}), "low-stock threshold"),
            (json!({"summaryHour": 24}), "hour"),
            (
                json!({"whatsapp": {"phoneNumberId": "abc"}}),
                "phone number id",
            ),
            (
                json!({"whatsapp": {"phoneNumberId": "1", "accessToken": "a\u{7}b"}}),
                "control characters",
            ),
        ] {
            let mut body = settings_on();
            for (k, v) in change.as_object().unwrap() {
                body[k] = v.clone();
            }
            let a = t
                .put("/api/admin/settings/notifications", &admin, body)
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {change}");
            assert!(
                a.message().contains(want),
                "{l}: {} should say {want}",
                a.message()
            );
        }
        // Nothing was changed by the refused ones.
        let still: Value = t
            .get_as("/api/admin/settings/notifications", &admin)
            .await
            .json();
        assert_eq!(still["lowStockThreshold"], 5, "{l}");
        assert_eq!(
            t.get_as("/api/admin/orders/not-an-id/messages", &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
    }
}
