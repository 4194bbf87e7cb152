//! Delivery days, slots and served PIN codes through HTTP, on both databases. The shop's clock
//! is set (Wednesday 25 November 2026, IST), never waited for.

use crate::common;

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::{TestApp, apps_at};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tokri_domain::delivery::{DeliveryDate, TimeOfDay};
use tokri_shop::clock::TestClock;
use tower::ServiceExt;

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";
const HOUR: i64 = 3600 * 1000;
const DAY: i64 = 24 * HOUR;

/// Unix ms of an IST wall-clock time.
fn ist(day: &str, at: &str) -> i64 {
    DeliveryDate::parse(day)
        .unwrap()
        .at(TimeOfDay::parse(at).unwrap())
}

/// A clock at 09:00 IST on Wednesday 25 November 2026.
fn clock() -> Arc<TestClock> {
    Arc::new(TestClock::at(ist("2026-11-25", "9:00")))
}

async fn send(
    t: &TestApp,
    method: Method,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let a = t.request(method, path, Some(token), body).await;
    let v = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
    (a.status, v)
}

/// Adds a slot as the owner; answers its id.
async fn slot(t: &TestApp, admin: &str, start: &str, end: &str, capacity: i64) -> String {
    let (s, v) = send(
        t,
        Method::POST,
        "/api/admin/delivery/slots",
        admin,
        Some(json!({"start": start, "end": end, "capacity": capacity})),
    )
    .await;
    assert_eq!(s, StatusCode::CREATED, "{}: {v}", t.label);
    v["_id"].as_str().unwrap().to_string()
}

/// The shop's three usual slots (7–11, 11–15, 17–21) with `capacity` each, a 10:00 cut-off and
/// one fruit; answers the slot ids.
async fn usual_slots(t: &TestApp, admin: &str, capacity: i64) -> [String; 3] {
    t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 50_000)])
        .await;
    let (s, _) = send(
        t,
        Method::PUT,
        "/api/admin/delivery/cutoff",
        admin,
        Some(json!({"cutoff": "10:00"})),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    [
        slot(t, admin, "07:00", "11:00", capacity).await,
        slot(t, admin, "11:00", "15:00", capacity).await,
        slot(t, admin, "17:00", "21:00", capacity).await,
    ]
}

fn mango() -> Value {
    json!([{"_id": MANGO, "qty": 1}])
}

fn choice(date: &str, slot_id: &str) -> Option<Value> {
    Some(json!({"date": date, "slotId": slot_id}))
}

async fn calendar(t: &TestApp) -> Value {
    let a = t.get("/api/delivery/slots").await;
    assert_eq!(a.status, StatusCode::OK);
    a.json()
}

/// `(label, state, left)` of each slot on `date` in the storefront's calendar.
fn day_states(cal: &Value, date: &str) -> Vec<(String, String, i64)> {
    let day = cal["days"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["date"] == date)
        .unwrap_or_else(|| panic!("{date} not in the window: {cal}"));
    day["slots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["label"].as_str().unwrap().to_string(),
                s["state"].as_str().unwrap().to_string(),
                s["left"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn states(cal: &Value, date: &str) -> Vec<String> {
    day_states(cal, date)
        .into_iter()
        .map(|(_, s, _)| s)
        .collect()
}

#[tokio::test]
async fn the_owner_sets_slots_a_cut_off_and_closed_days() {
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        let customer = t.customer("asha@example.in", "fresh-fruit-26").await;

        let (s, v) = send(&t, Method::GET, "/api/admin/delivery", &customer, None).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{l}: {v}");
        let (s, v) = send(&t, Method::GET, "/api/admin/delivery", &admin, None).await;
        assert_eq!(s, StatusCode::OK, "{l}");
        assert_eq!(
            (v["cutoff"].clone(), v["slots"].clone()),
            (json!("12:00"), json!([])),
            "{l}: {v}"
        );

        let morning = slot(&t, &admin, "07:00", "11:00", 20).await;
        let (s, v) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/slots",
            &admin,
            Some(json!({"start": "7", "end": "11:00", "capacity": 5})),
        )
        .await;
        assert_eq!(
            (s, v["message"].clone()),
            (StatusCode::CONFLICT, json!("There is a 7–11 slot already.")),
            "{l}"
        );
        let (s, v) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/slots",
            &admin,
            Some(json!({"start": "15:00", "end": "11:00", "capacity": 0})),
        )
        .await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            v["errors"]["end"], "The slot must end after it starts.",
            "{l}: {v}"
        );
        assert_eq!(
            v["errors"]["capacity"], "The capacity must be a whole number from 1 to 10000.",
            "{l}"
        );

        let evening = slot(&t, &admin, "17:00", "21:00", 10).await;
        let (s, v) = send(
            &t,
            Method::PUT,
            &format!("/api/admin/delivery/slots/{evening}"),
            &admin,
            Some(json!({"start": "17:30", "end": "21:00", "capacity": 12, "active": false})),
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}: {v}");
        assert_eq!(
            (
                v["label"].clone(),
                v["capacity"].clone(),
                v["active"].clone()
            ),
            (json!("17:30–21"), json!(12), json!(false)),
            "{l}"
        );
        let (s, _) = send(
            &t,
            Method::PUT,
            "/api/admin/delivery/slots/no-such-slot",
            &admin,
            Some(json!({"start": "8:00", "end": "9:00", "capacity": 1})),
        )
        .await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{l}");

        let (s, v) = send(
            &t,
            Method::PUT,
            "/api/admin/delivery/cutoff",
            &admin,
            Some(json!({"cutoff": "25:00"})),
        )
        .await;
        assert_eq!(
            (s, v["errors"]["cutoff"].is_string()),
            (StatusCode::BAD_REQUEST, true),
            "{l}"
        );
        let (s, v) = send(
            &t,
            Method::PUT,
            "/api/admin/delivery/cutoff",
            &admin,
            Some(json!({"cutoff": "10:30"})),
        )
        .await;
        assert_eq!(
            (s, v["cutoff"].clone()),
            (StatusCode::OK, json!("10:30")),
            "{l}"
        );

        let (s, v) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/closed-dates",
            &admin,
            Some(json!({"date": "2026-11-28", "note": "Family wedding"})),
        )
        .await;
        assert_eq!(
            (s, v.clone()),
            (
                StatusCode::CREATED,
                json!({"date": "2026-11-28", "note": "Family wedding"})
            ),
            "{l}"
        );
        let (s, v) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/closed-dates",
            &admin,
            Some(json!({"date": "2026-11-24"})),
        )
        .await;
        assert_eq!(
            (s, v["message"].clone()),
            (StatusCode::BAD_REQUEST, json!("That day has passed.")),
            "{l}"
        );
        let (s, _) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/closed-dates",
            &admin,
            Some(json!({"date": "28/11/2026"})),
        )
        .await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{l}");

        let (_, v) = send(&t, Method::GET, "/api/admin/delivery", &admin, None).await;
        let labels: Vec<&str> = v["slots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, ["7–11", "17:30–21"], "{l}");
        assert_eq!(
            v["closedDates"],
            json!([{"date": "2026-11-28", "note": "Family wedding"}]),
            "{l}"
        );
        assert_eq!(v["today"], "2026-11-25", "{l}");
        assert_eq!(v["days"].as_array().unwrap().len(), 14, "{l}");
        assert_eq!(v["days"][3]["closed"], true, "{l}: the 28th");

        let (s, _) = send(
            &t,
            Method::DELETE,
            "/api/admin/delivery/closed-dates/2026-11-28",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}");
        let (s, _) = send(
            &t,
            Method::DELETE,
            "/api/admin/delivery/closed-dates/2026-11-28",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{l}");
        let (s, _) = send(
            &t,
            Method::DELETE,
            &format!("/api/admin/delivery/slots/{morning}"),
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}");
        let (_, v) = send(&t, Method::GET, "/api/admin/delivery", &admin, None).await;
        assert_eq!(v["slots"].as_array().unwrap().len(), 1, "{l}");
    }
}

#[tokio::test]
async fn customers_see_the_next_14_days_with_each_slot_open_full_closed_or_past() {
    let clock = clock();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        clock.set(ist("2026-11-25", "9:00"));
        let cal = calendar(&t).await;
        assert_eq!(
            (cal["required"].clone(), cal["days"][0]["slots"].clone()),
            (json!(false), json!([])),
            "{l}: no slots, nothing to choose"
        );

        let admin = t.admin().await;
        let [morning, ..] = usual_slots(&t, &admin, 2).await;
        send(
            &t,
            Method::POST,
            "/api/admin/delivery/closed-dates",
            &admin,
            Some(json!({"date": "2026-11-27"})),
        )
        .await;
        let cal = calendar(&t).await;
        assert_eq!(
            (
                cal["required"].clone(),
                cal["cutoff"].clone(),
                cal["today"].clone()
            ),
            (json!(true), json!("10:00"), json!("2026-11-25")),
            "{l}"
        );
        let days = cal["days"].as_array().unwrap();
        assert_eq!(
            (days.len(), days[13]["date"].clone()),
            (14, json!("2026-12-08")),
            "{l}"
        );
        // 09:00: the morning slot has started; the others are open until the 10:00 cut-off.
        assert_eq!(states(&cal, "2026-11-25"), ["past", "open", "open"], "{l}");
        assert_eq!(states(&cal, "2026-11-26"), ["open", "open", "open"], "{l}");
        assert_eq!(
            states(&cal, "2026-11-27"),
            ["closed", "closed", "closed"],
            "{l}"
        );
        assert_eq!(days[2]["closed"], true, "{l}");

        // Two orders fill tomorrow's morning slot.
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        for _ in 0..2 {
            let a = t
                .place_order_to(&buyer, mango(), "411004", choice("2026-11-26", &morning))
                .await;
            assert_eq!(
                a.status,
                StatusCode::CREATED,
                "{l}: {}",
                String::from_utf8_lossy(&a.body)
            );
        }
        let cal = calendar(&t).await;
        assert_eq!(
            day_states(&cal, "2026-11-26")[0],
            ("7–11".into(), "full".into(), 0),
            "{l}"
        );
        assert_eq!(
            day_states(&cal, "2026-11-26")[1],
            ("11–15".into(), "open".into(), 2),
            "{l}"
        );

        clock.set(ist("2026-11-25", "10:00"));
        assert_eq!(
            states(&calendar(&t).await, "2026-11-25"),
            ["past", "past", "past"],
            "{l}: after the cut-off"
        );
        // Midnight turns the window by a day.
        clock.set(ist("2026-11-26", "0:00"));
        let cal = calendar(&t).await;
        assert_eq!(
            (cal["today"].clone(), cal["days"][13]["date"].clone()),
            (json!("2026-11-26"), json!("2026-12-09")),
            "{l}"
        );
        assert_eq!(states(&cal, "2026-11-26"), ["full", "open", "open"], "{l}");
    }
}

#[tokio::test]
async fn orders_need_a_day_and_slot_with_room_and_keep_it() {
    let clock = clock();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        clock.set(ist("2026-11-25", "9:00"));
        let admin = t.admin().await;
        let [morning, midday, evening] = usual_slots(&t, &admin, 1).await;
        send(
            &t,
            Method::POST,
            "/api/admin/delivery/closed-dates",
            &admin,
            Some(json!({"date": "2026-11-28"})),
        )
        .await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        let refused = |a: common::Answer| {
            let v = a.json();
            (
                a.status,
                v["errors"]["delivery"]
                    .as_str()
                    .unwrap_or(v["message"].as_str().unwrap_or(""))
                    .to_string(),
            )
        };
        let bad = StatusCode::BAD_REQUEST;
        assert_eq!(
            refused(t.place_order_to(&buyer, mango(), "411004", None).await),
            (bad, "Please choose a delivery day and slot.".into()),
            "{l}"
        );
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("2026-12-09", &morning))
                    .await
            ),
            (
                bad,
                "Delivery can be booked for the next 14 days only. Please choose an earlier day."
                    .into()
            ),
            "{l}"
        );
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("2026-11-24", &morning))
                    .await
            ),
            (
                bad,
                "That delivery day has passed. Please choose another day.".into()
            ),
            "{l}"
        );
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("2026-11-28", &morning))
                    .await
            ),
            (
                bad,
                "We don't deliver on Sat, Nov 28. Please choose another day.".into()
            ),
            "{l}"
        );
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("2026-11-25", &morning))
                    .await
            ),
            (
                bad,
                "Today's 7–11 slot has already started. Please choose a later slot.".into()
            ),
            "{l}"
        );
        assert_eq!(
            refused(
                t.place_order_to(
                    &buyer,
                    mango(),
                    "411004",
                    choice("2026-11-25", "no-such-slot")
                )
                .await
            ),
            (
                bad,
                "That delivery slot is not available. Please choose another.".into()
            ),
            "{l}"
        );
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("Friday", &morning))
                    .await
            ),
            (bad, "Please choose a delivery day.".into()),
            "{l}"
        );

        // Today's midday slot before the cut-off: taken, stored, shown.
        let a = t
            .place_order_to(&buyer, mango(), "411004", choice("2026-11-25", &midday))
            .await;
        assert_eq!(
            a.status,
            StatusCode::CREATED,
            "{l}: {}",
            String::from_utf8_lossy(&a.body)
        );
        let placed = a.json();
        let id = placed["orderDocId"].as_str().unwrap();
        let order = t.get_as(&format!("/api/orders/{id}"), &buyer).await.json();
        assert_eq!(
            order["delivery"],
            json!({"date": "2026-11-25", "slotId": midday, "label": "11–15"}),
            "{l}"
        );
        let admin_view = t
            .get_as(&format!("/api/admin/orders/{id}"), &admin)
            .await
            .json();
        assert_eq!(admin_view["delivery"]["label"], "11–15", "{l}");
        // Full now: a clear 409.
        let a = t
            .place_order_to(&buyer, mango(), "411004", choice("2026-11-25", &midday))
            .await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}");
        assert_eq!(
            a.json()["message"],
            "The 11–15 slot on Wed, Nov 25 is full. Please choose another slot.",
            "{l}"
        );
        // After the cut-off today is gone, even in a slot that has room.
        clock.set(ist("2026-11-25", "10:00"));
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("2026-11-25", &evening))
                    .await
            ),
            (
                bad,
                "Same-day delivery closes at 10:00 IST. Please choose another day.".into()
            ),
            "{l}"
        );
        // A switched-off slot is not offered.
        send(
            &t,
            Method::PUT,
            &format!("/api/admin/delivery/slots/{evening}"),
            &admin,
            Some(json!({"start": "17:00", "end": "21:00", "capacity": 1, "active": false})),
        )
        .await;
        assert_eq!(
            refused(
                t.place_order_to(&buyer, mango(), "411004", choice("2026-11-26", &evening))
                    .await
            ),
            (
                bad,
                "That delivery slot is not available. Please choose another.".into()
            ),
            "{l}"
        );

        // The label is a snapshot: renaming the slot's hours later does not change the order.
        send(
            &t,
            Method::PUT,
            &format!("/api/admin/delivery/slots/{midday}"),
            &admin,
            Some(json!({"start": "11:30", "end": "15:00", "capacity": 1})),
        )
        .await;
        // Paying sends the confirmation mail with the slot.
        let provider_order = placed["orderId"].as_str().unwrap();
        let paid = t
            .post(
                &format!("/api/payments/sandbox/{provider_order}/pay"),
                None,
                json!({}),
            )
            .await;
        assert_eq!(paid.status, StatusCode::OK, "{l}");
        let order = t.get_as(&format!("/api/orders/{id}"), &buyer).await.json();
        assert_eq!(
            (
                order["paymentStatus"].clone(),
                order["delivery"]["label"].clone()
            ),
            (json!("paid"), json!("11–15")),
            "{l}"
        );
        let mails = t.mails().await;
        let mail = mails
            .iter()
            .find(|m| m.contains("is confirmed"))
            .expect("confirmation mail");
        assert!(
            mail.contains("Delivery slot: Wed, Nov 25, 11–15 (IST)"),
            "{l}: {mail}"
        );
    }
}

#[tokio::test]
async fn cancelled_and_expired_orders_give_their_place_back() {
    let clock = clock();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        clock.set(ist("2026-11-25", "9:00"));
        let admin = t.admin().await;
        let [morning, ..] = usual_slots(&t, &admin, 1).await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        let tomorrow = choice("2026-11-26", &morning);
        let left = |cal: &Value| day_states(cal, "2026-11-26")[0].2;

        let first = t
            .place_order_to(&buyer, mango(), "411004", tomorrow.clone())
            .await
            .json();
        assert_eq!(
            left(&calendar(&t).await),
            0,
            "{l}: an unpaid order holds its place"
        );
        assert_eq!(
            t.place_order_to(&buyer, mango(), "411004", tomorrow.clone())
                .await
                .status,
            StatusCode::CONFLICT,
            "{l}"
        );
        let (s, _) = send(
            &t,
            Method::DELETE,
            &format!("/api/admin/delivery/slots/{morning}"),
            &admin,
            None,
        )
        .await;
        assert_eq!(
            s,
            StatusCode::CONFLICT,
            "{l}: a booked slot is switched off, not deleted"
        );

        // The owner cancels it: the place is free again, once (cancelling twice frees nothing more).
        let id = first["orderDocId"].as_str().unwrap();
        for _ in 0..2 {
            let (s, _) = send(
                &t,
                Method::PATCH,
                &format!("/api/admin/orders/{id}/status"),
                &admin,
                Some(json!({"status": "Cancelled"})),
            )
            .await;
            assert_eq!(s, StatusCode::OK, "{l}");
        }
        assert_eq!(left(&calendar(&t).await), 1, "{l}");

        // A paid order keeps its place; cancelled later, it gives it back too.
        let second = t
            .place_order_to(&buyer, mango(), "411004", tomorrow.clone())
            .await
            .json();
        let paid = t
            .post(
                &format!(
                    "/api/payments/sandbox/{}/pay",
                    second["orderId"].as_str().unwrap()
                ),
                None,
                json!({}),
            )
            .await;
        assert_eq!(paid.status, StatusCode::OK, "{l}");
        assert_eq!(left(&calendar(&t).await), 0, "{l}");
        let id = second["orderDocId"].as_str().unwrap();
        send(
            &t,
            Method::PATCH,
            &format!("/api/admin/orders/{id}/status"),
            &admin,
            Some(json!({"status": "Cancelled"})),
        )
        .await;
        assert_eq!(left(&calendar(&t).await), 1, "{l}");

        // An unpaid order left for a day expires (the reconciler) and frees its place.
        let third = t
            .place_order_to(&buyer, mango(), "411004", tomorrow.clone())
            .await;
        assert_eq!(third.status, StatusCode::CREATED, "{l}");
        assert_eq!(left(&calendar(&t).await), 0, "{l}");
        let (_, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + DAY + HOUR)
            .await
            .unwrap();
        assert_eq!(cancelled, 1, "{l}");
        assert_eq!(left(&calendar(&t).await), 1, "{l}");
        let (s, _) = send(
            &t,
            Method::DELETE,
            &format!("/api/admin/delivery/slots/{morning}"),
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}: nobody holds a place any more");
    }
}

async fn post_order(app: Router, token: String, body: Value) -> (StatusCode, Value) {
    let req = Request::builder()
        .method(Method::POST)
        .uri("/api/orders")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.oneshot(req).await.unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_buyers_at_once_for_the_last_places_of_a_slot_get_exactly_the_places_left() {
    const CAPACITY: i64 = 5;
    const TAKEN: usize = 2;
    const BUYERS: usize = 40;
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        let [_, _, evening] = usual_slots(&t, &admin, CAPACITY).await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        // Each request is a different order (its own flat): the same cart and address again
        // would reuse the open order instead of asking for a place.
        let body = |zip: &str, flat: usize| {
            let mut address = common::ship();
            address["zip"] = zip.into();
            address["street"] = format!("Flat {flat}, 12 FC Road").into();
            json!({"cart": mango(), "shippingAddress": address, "delivery": {"date": "2026-11-27", "slotId": evening}})
        };
        for flat in 0..TAKEN {
            assert_eq!(
                post_order(t.app.clone(), buyer.clone(), body("411004", flat))
                    .await
                    .0,
                StatusCode::CREATED,
                "{l}"
            );
        }
        let racing: Vec<_> = (0..BUYERS)
            .map(|flat| {
                tokio::spawn(post_order(
                    t.app.clone(),
                    buyer.clone(),
                    body("411004", TAKEN + flat),
                ))
            })
            .collect();
        let (mut placed, mut full) = (0, 0);
        for h in racing {
            let (status, v) = h.await.unwrap();
            match status {
                StatusCode::CREATED => placed += 1,
                StatusCode::CONFLICT => {
                    assert_eq!(
                        v["message"],
                        "The 17–21 slot on Fri, Nov 27 is full. Please choose another slot.",
                        "{l}"
                    );
                    full += 1;
                }
                other => panic!("{l}: unexpected {other}: {v}"),
            }
        }
        assert_eq!(
            (placed, full),
            (
                CAPACITY as usize - TAKEN,
                BUYERS - (CAPACITY as usize - TAKEN)
            ),
            "{l}"
        );
        let (_, settings) = send(&t, Method::GET, "/api/admin/delivery", &admin, None).await;
        let friday = settings["days"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["date"] == "2026-11-27")
            .unwrap();
        assert_eq!(
            (
                friday["slots"][2]["booked"].clone(),
                friday["slots"][2]["state"].clone()
            ),
            (json!(CAPACITY), json!("full")),
            "{l}"
        );
        let listed = t
            .get_as(
                "/api/admin/orders?deliveryDate=2026-11-27&limit=100&includeUnpaid=true",
                &admin,
            )
            .await
            .json();
        assert_eq!(listed["total"], CAPACITY, "{l}: one stored order per place");
    }
}

#[tokio::test]
async fn unserved_pincodes_are_refused_in_addresses_guest_checkout_and_orders() {
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 50_000)])
            .await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        let address = |zip: &str| {
            let mut a = common::ship();
            a["zip"] = zip.into();
            a
        };
        // No list: a fresh shop delivers everywhere.
        let a = t
            .post("/api/user/addresses", Some(&buyer), address("110001"))
            .await;
        assert_eq!(a.status, StatusCode::CREATED, "{l}");
        let saved = a.json()["_id"].as_str().unwrap().to_string();
        assert_eq!(
            t.place_order_to(&buyer, mango(), "110001", None)
                .await
                .status,
            StatusCode::CREATED,
            "{l}"
        );

        let (s, _) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/pincodes",
            &admin,
            Some(json!({"pincodes": "411001-411062"})),
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}");
        let unserved = |a: common::Answer| {
            let v = a.json();
            (a.status, v["errors"]["zip"].clone(), v["message"].clone())
        };
        let want = (
            StatusCode::BAD_REQUEST,
            json!("We don't deliver to 110001 yet."),
            json!("We don't deliver to 110001 yet."),
        );
        assert_eq!(
            unserved(
                t.post("/api/user/addresses", Some(&buyer), address("110001"))
                    .await
            ),
            want,
            "{l}: new address"
        );
        assert_eq!(
            unserved(
                t.request(
                    Method::PUT,
                    &format!("/api/user/addresses/{saved}"),
                    Some(&buyer),
                    Some(address("110001"))
                )
                .await
            ),
            want,
            "{l}: edited address"
        );
        assert_eq!(
            unserved(t.place_order_to(&buyer, mango(), "110001", None).await),
            want,
            "{l}: order"
        );
        let guest = t
            .post_from(
                "10.9.0.1",
                "/api/auth/guest-checkout",
                None,
                json!({"name": "Meera", "email": "meera@example.in", "address": address("110001")}),
            )
            .await;
        assert_eq!(unserved(guest), want, "{l}: guest checkout");
        // A malformed PIN code keeps its own message.
        let a = t
            .post("/api/user/addresses", Some(&buyer), address("4110"))
            .await
            .json();
        assert_eq!(
            a["errors"]["zip"], "Please enter a valid 6-digit PIN code.",
            "{l}"
        );

        // Served ones pass everywhere.
        assert_eq!(
            t.request(
                Method::PUT,
                &format!("/api/user/addresses/{saved}"),
                Some(&buyer),
                Some(address("411062"))
            )
            .await
            .status,
            StatusCode::OK,
            "{l}"
        );
        let guest = t
            .post_from(
                "10.9.0.2",
                "/api/auth/guest-checkout",
                None,
                json!({"name": "Meera", "email": "meera@example.in", "address": address("411001")}),
            )
            .await;
        assert_eq!(guest.status, StatusCode::CREATED, "{l}");
        assert_eq!(
            t.place_order_to(&buyer, mango(), "411030", None)
                .await
                .status,
            StatusCode::CREATED,
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_pincodes_extra_fee_is_added_to_the_delivery_charge() {
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 50_000)])
            .await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        send(
            &t,
            Method::POST,
            "/api/admin/delivery/pincodes",
            &admin,
            Some(json!({"pincodes": "411001-411044"})),
        )
        .await;
        let (s, v) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/pincodes",
            &admin,
            Some(json!({"pincodes": "411045\n411046", "extraFee": 40})),
        )
        .await;
        assert_eq!(
            (s, v["added"].clone()),
            (StatusCode::OK, json!(2)),
            "{l}: {v}"
        );

        let check = t.get("/api/delivery/check?pincode=411045").await.json();
        assert_eq!(
            (check["served"].clone(), check["extraFee"].clone()),
            (json!(true), json!(40.0)),
            "{l}"
        );
        // ₹500 of mangoes: ₹119 + ₹40 delivery.
        let a = t.place_order_to(&buyer, mango(), "411045", None).await;
        assert_eq!(a.status, StatusCode::CREATED, "{l}");
        let placed = a.json();
        assert_eq!(placed["amount"], 50_000 + 11_900 + 4_000, "{l}");
        let order = t
            .get_as(
                &format!("/api/orders/{}", placed["orderDocId"].as_str().unwrap()),
                &buyer,
            )
            .await
            .json();
        assert_eq!(
            (
                order["subtotal"].clone(),
                order["deliveryFee"].clone(),
                order["totalAmount"].clone()
            ),
            (json!(500.0), json!(159.0), json!(659.0)),
            "{l}"
        );
        // ₹2,000: free standard delivery, the area's ₹40 stays.
        let a = t
            .place_order_to(&buyer, json!([{"_id": MANGO, "qty": 4}]), "411046", None)
            .await
            .json();
        assert_eq!(a["amount"], 200_000 + 4_000, "{l}");
        // Elsewhere in the list: the standard fee only.
        let a = t
            .place_order_to(&buyer, mango(), "411001", None)
            .await
            .json();
        assert_eq!(a["amount"], 50_000 + 11_900, "{l}");
    }
}

#[tokio::test]
async fn the_owner_pastes_searches_edits_and_removes_pincodes() {
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        let (s, v) = send(&t, Method::POST, "/api/admin/delivery/pincodes", &admin,
            Some(json!({"pincodes": "411001 - 411060, 411061;411062\n560001 abc 4110 411001", "extraFee": 0}))).await;
        assert_eq!(s, StatusCode::OK, "{l}: {v}");
        assert_eq!(
            (
                v["added"].clone(),
                v["updated"].clone(),
                v["invalid"].clone()
            ),
            (json!(63), json!(0), json!(["abc", "4110"])),
            "{l}"
        );
        assert_eq!(
            v["message"], "63 PIN codes added. Skipped (not PIN codes): abc, 4110.",
            "{l}"
        );
        let (_, v) = send(
            &t,
            Method::POST,
            "/api/admin/delivery/pincodes",
            &admin,
            Some(json!({"pincodes": "560001, 560002", "extraFee": 25.5})),
        )
        .await;
        assert_eq!(
            (v["added"].clone(), v["updated"].clone()),
            (json!(1), json!(1)),
            "{l}"
        );
        for (body, want) in [
            (
                json!({"pincodes": "  "}),
                "Please paste at least one PIN code.",
            ),
            (
                json!({"pincodes": "abc"}),
                "No PIN codes found: abc is not a 6-digit PIN code.",
            ),
            (
                json!({"pincodes": "400001-409999"}),
                "The range 400001-409999 is too long: at most 1000 PIN codes per range.",
            ),
            (
                json!({"pincodes": "411001", "extraFee": -5}),
                "The extra fee must be an amount from ₹0 to ₹5,000.00.",
            ),
        ] {
            let (s, v) = send(
                &t,
                Method::POST,
                "/api/admin/delivery/pincodes",
                &admin,
                Some(body),
            )
            .await;
            assert_eq!(
                (s, v["message"].clone()),
                (StatusCode::BAD_REQUEST, json!(want)),
                "{l}"
            );
        }

        let (_, page) = send(
            &t,
            Method::GET,
            "/api/admin/delivery/pincodes",
            &admin,
            None,
        )
        .await;
        assert_eq!(
            (
                page["total"].clone(),
                page["pages"].clone(),
                page["pincodes"].as_array().unwrap().len()
            ),
            (json!(64), json!(2), 50),
            "{l}"
        );
        assert_eq!(
            page["pincodes"][0],
            json!({"pincode": "411001", "extraFee": 0.0}),
            "{l}"
        );
        let (_, page) = send(
            &t,
            Method::GET,
            "/api/admin/delivery/pincodes?page=9",
            &admin,
            None,
        )
        .await;
        assert_eq!(
            (
                page["page"].clone(),
                page["pincodes"].as_array().unwrap().len()
            ),
            (json!(2), 14),
            "{l}: the last page"
        );
        let (_, page) = send(
            &t,
            Method::GET,
            "/api/admin/delivery/pincodes?search=5600",
            &admin,
            None,
        )
        .await;
        assert_eq!(
            page["pincodes"],
            json!([{"pincode": "560001", "extraFee": 25.5}, {"pincode": "560002", "extraFee": 25.5}]),
            "{l}"
        );
        let (s, _) = send(
            &t,
            Method::GET,
            "/api/admin/delivery/pincodes?search=%25",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{l}");

        let (s, v) = send(
            &t,
            Method::PUT,
            "/api/admin/delivery/pincodes/560001",
            &admin,
            Some(json!({"extraFee": 60})),
        )
        .await;
        assert_eq!(
            (s, v),
            (
                StatusCode::OK,
                json!({"pincode": "560001", "extraFee": 60.0})
            ),
            "{l}"
        );
        let (s, _) = send(
            &t,
            Method::PUT,
            "/api/admin/delivery/pincodes/110001",
            &admin,
            Some(json!({"extraFee": 60})),
        )
        .await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{l}");
        let (s, _) = send(
            &t,
            Method::DELETE,
            "/api/admin/delivery/pincodes/560002",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}");
        let (s, _) = send(
            &t,
            Method::DELETE,
            "/api/admin/delivery/pincodes/560002",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::NOT_FOUND, "{l}");
        assert_eq!(
            t.get("/api/delivery/check?pincode=560002").await.json()["served"],
            false,
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_check_box_says_whether_and_when_the_shop_delivers() {
    let clock = clock();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        clock.set(ist("2026-11-25", "9:00"));
        let message = |pin: &'static str| {
            let t = &t;
            async move {
                t.get(&format!("/api/delivery/check?pincode={pin}"))
                    .await
                    .json()["message"]
                    .clone()
            }
        };
        assert_eq!(
            message("110001").await,
            "Delivers to 110001",
            "{l}: no slots and no list"
        );
        let admin = t.admin().await;
        usual_slots(&t, &admin, 5).await;
        send(
            &t,
            Method::POST,
            "/api/admin/delivery/pincodes",
            &admin,
            Some(json!({"pincodes": "411001-411062"})),
        )
        .await;
        assert_eq!(
            message("411001").await,
            "Delivers to 411001 — earliest today 11–15",
            "{l}"
        );
        assert_eq!(
            message("110001").await,
            "We don't deliver to 110001 yet",
            "{l}"
        );
        clock.set(ist("2026-11-25", "10:30"));
        assert_eq!(
            message("411001").await,
            "Delivers to 411001 — earliest tomorrow 7–11",
            "{l}"
        );
        send(
            &t,
            Method::POST,
            "/api/admin/delivery/closed-dates",
            &admin,
            Some(json!({"date": "2026-11-26"})),
        )
        .await;
        let check = t.get("/api/delivery/check?pincode=411%20001").await.json();
        assert_eq!(
            check["message"], "Delivers to 411001 — earliest Fri, Nov 27 7–11",
            "{l}"
        );
        assert_eq!(check["earliest"]["date"], "2026-11-27", "{l}");
        let a = t.get("/api/delivery/check?pincode=4110").await;
        assert_eq!(
            (a.status, a.json()["errors"]["pincode"].clone()),
            (
                StatusCode::BAD_REQUEST,
                json!("Please enter a valid 6-digit PIN code.")
            ),
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_admin_order_list_filters_by_delivery_date() {
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        let [morning, midday, _] = usual_slots(&t, &admin, 10).await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        for (date, slot) in [
            ("2026-11-26", &morning),
            ("2026-11-26", &midday),
            ("2026-11-27", &morning),
        ] {
            assert_eq!(
                t.place_order_to(&buyer, mango(), "411004", choice(date, slot))
                    .await
                    .status,
                StatusCode::CREATED,
                "{l}"
            );
        }
        let list = |q: &'static str| {
            let t = &t;
            let admin = admin.clone();
            // Never-paid checkouts included: these orders are left unpaid.
            async move {
                t.get_as(&format!("/api/admin/orders?{q}&includeUnpaid=true"), &admin)
                    .await
            }
        };
        let thursday = list("deliveryDate=2026-11-26").await.json();
        assert_eq!(thursday["total"], 2, "{l}");
        let mut labels: Vec<&str> = thursday["orders"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["delivery"]["label"].as_str().unwrap())
            .collect();
        labels.sort_unstable();
        assert_eq!(labels, ["11–15", "7–11"], "{l}");
        assert_eq!(
            list("deliveryDate=2026-11-27").await.json()["total"],
            1,
            "{l}"
        );
        assert_eq!(
            list("deliveryDate=2026-11-29").await.json()["total"],
            0,
            "{l}"
        );
        assert_eq!(list("").await.json()["total"], 3, "{l}");
        let a = list("deliveryDate=tomorrow").await;
        assert_eq!(
            (a.status, a.json()["message"].clone()),
            (
                StatusCode::BAD_REQUEST,
                json!("The delivery date must be a date like 2026-11-22.")
            ),
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_openapi_document_describes_delivery() {
    let t = apps_at(clock()).await.remove(0);
    let doc = t.get("/api/openapi.json").await.json();
    for (path, method) in [
        ("/api/delivery/slots", "get"),
        ("/api/delivery/check", "get"),
        ("/api/admin/delivery", "get"),
        ("/api/admin/delivery/cutoff", "put"),
        ("/api/admin/delivery/slots", "post"),
        ("/api/admin/delivery/slots/{id}", "delete"),
        ("/api/admin/delivery/closed-dates", "post"),
        ("/api/admin/delivery/pincodes", "post"),
        ("/api/admin/delivery/pincodes/{pincode}", "put"),
    ] {
        assert!(doc["paths"][path][method].is_object(), "{method} {path}");
    }
    assert_eq!(
        doc["components"]["schemas"]["SlotState"]["enum"],
        json!(["open", "full", "closed", "past"])
    );
    assert!(doc["components"]["schemas"]["Order"]["properties"]["delivery"].is_object());
    assert!(
        doc["components"]["schemas"]["CreateOrderRequest"]["properties"]["delivery"].is_object()
    );
}

#[tokio::test]
async fn outside_the_served_areas_a_customer_learns_where_the_shop_delivers_and_can_wait_for_it() {
    for t in common::apps().await {
        let l = t.label;
        let admin = t.admin().await;
        t.post(
            "/api/admin/delivery/pincodes",
            Some(&admin),
            json!({"pincodes": "411001-411062\n560001"}),
        )
        .await
        .expect_status(StatusCode::OK, l);
        let check = t.get("/api/delivery/check?pincode=400001").await.json();
        assert_eq!(check["served"], false, "{l}");
        assert_eq!(check["message"], "We don't deliver to 400001 yet", "{l}");
        assert_eq!(check["servedAreas"], "411001–411062 and 560001", "{l}");
        let served = t.get("/api/delivery/check?pincode=411004").await.json();
        assert_eq!(served["servedAreas"], Value::Null, "{l}");

        // On the waiting list once, however often asked, by email (any case) or mobile.
        let join = |contact: &str| {
            t.post(
                "/api/delivery/waitlist",
                None,
                json!({"pinCode": "400001", "contact": contact}),
            )
        };
        let a = join("Meera@Example.in").await;
        assert_eq!(a.status, StatusCode::CREATED, "{l}: {}", a.text());
        assert_eq!(
            a.message(),
            "Thank you. We'll let you know when we deliver to 400001.",
            "{l}"
        );
        assert_eq!(join("meera@example.in").await.status, StatusCode::OK, "{l}");
        assert_eq!(join("98220 12345").await.status, StatusCode::CREATED, "{l}");
        // Wrong input names its field; a served PIN code needs no waiting.
        let bad = join("not a contact").await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            bad.json()["errors"]["contact"],
            "Please enter an email address or a 10-digit mobile number.",
            "{l}"
        );
        let bad = t
            .post(
                "/api/delivery/waitlist",
                None,
                json!({"pinCode": "4000", "contact": "a@b.in"}),
            )
            .await;
        assert!(bad.json()["errors"]["pinCode"].is_string(), "{l}");
        let bad = t
            .post(
                "/api/delivery/waitlist",
                None,
                json!({"pinCode": "411004", "contact": "a@b.in"}),
            )
            .await;
        assert_eq!(
            bad.json()["errors"]["pinCode"],
            "We already deliver to 411004.",
            "{l}"
        );

        // The owner sees each contact once, newest first; customers cannot.
        let list = t.get_as("/api/admin/delivery/waitlist", &admin).await;
        list.expect_status(StatusCode::OK, l);
        let rows: Vec<(Value, Value)> = list
            .json()
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (r["pinCode"].clone(), r["contact"].clone()))
            .collect();
        assert_eq!(rows.len(), 2, "{l}: {rows:?}");
        assert!(
            rows.contains(&(json!("400001"), json!("meera@example.in"))),
            "{l}"
        );
        assert!(
            rows.contains(&(json!("400001"), json!("9822012345"))),
            "{l}"
        );
        let page = t
            .get_as("/api/admin/delivery/waitlist?limit=1", &admin)
            .await;
        assert!(page.header("x-next-cursor").is_some(), "{l}");
        let customer = t.customer("asha@example.in", "secret1").await;
        assert_eq!(
            t.get_as("/api/admin/delivery/waitlist", &customer)
                .await
                .status,
            StatusCode::FORBIDDEN,
            "{l}"
        );
    }
}

/// Places an order of one mango to 411004 for `date` and `slot`, paid `method`, as a gift when
/// given; answers POST /api/orders' answer.
async fn place_for(
    t: &TestApp,
    buyer: &str,
    date: &str,
    slot: &str,
    method: &str,
    gift: Option<Value>,
) -> Value {
    let mut address = common::ship();
    address["zip"] = json!("411004");
    let mut body = json!({"cart": mango(), "shippingAddress": address,
                          "paymentMethod": method, "delivery": {"date": date, "slotId": slot}});
    if let Some(g) = gift {
        body["gift"] = g;
    }
    let a = t.post("/api/orders", Some(buyer), body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{}: {}", t.label, a.text());
    a.json()
}

/// Pays a placed order in the sandbox.
async fn pay_placed(t: &TestApp, placed: &Value) {
    let po = placed["orderId"].as_str().unwrap();
    let a = t
        .post(&format!("/api/payments/sandbox/{po}/pay"), None, json!({}))
        .await;
    assert_eq!(a.status, StatusCode::OK, "{}", t.label);
}

#[tokio::test]
async fn the_day_sheet_lists_a_days_paid_and_cash_orders_by_slot_and_leaves_out_the_rest() {
    for t in apps_at(clock()).await {
        let l = t.label;
        let admin = t.admin().await;
        let [morning, midday, evening] = usual_slots(&t, &admin, 10).await;
        let buyer = t.customer("asha@example.in", "fresh-fruit-26").await;
        // Tomorrow evening, paid online; tomorrow morning, a cash gift.
        let evening_paid = place_for(&t, &buyer, "2026-11-26", &evening, "online", None).await;
        pay_placed(&t, &evening_paid).await;
        let gift = json!({"recipientName": "Kavya Rao", "recipientMobile": "9876543210",
                          "message": "Happy birthday!", "senderName": "Asha", "hidePrices": true});
        let morning_cash = place_for(&t, &buyer, "2026-11-26", &morning, "cod", Some(gift)).await;
        // Left out: never paid, cancelled, and another day.
        place_for(&t, &buyer, "2026-11-26", &morning, "online", None).await;
        let cancelled = place_for(&t, &buyer, "2026-11-26", &midday, "cod", None).await;
        let (s, _) = send(
            &t,
            Method::PATCH,
            &format!(
                "/api/admin/orders/{}/status",
                cancelled["orderDocId"].as_str().unwrap()
            ),
            &admin,
            Some(json!({"status": "Cancelled"})),
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}");
        let later = place_for(&t, &buyer, "2026-11-27", &midday, "online", None).await;
        pay_placed(&t, &later).await;

        let (s, sheet) = send(
            &t,
            Method::GET,
            "/api/admin/deliveries?date=2026-11-26",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::OK, "{l}: {sheet}");
        assert_eq!(
            (sheet["date"].clone(), sheet["count"].clone()),
            (json!("2026-11-26"), json!(2)),
            "{l}"
        );
        let slots: Vec<(Value, Vec<Value>)> = sheet["slots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["label"].clone(),
                    s["orders"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|o| o["orderId"].clone())
                        .collect(),
                )
            })
            .collect();
        assert_eq!(
            slots,
            vec![
                (json!("7–11"), vec![morning_cash["orderDocId"].clone()]),
                (json!("17–21"), vec![evening_paid["orderDocId"].clone()]),
            ],
            "{l}: slots in the day's order, the rest left out"
        );
        let stop = &sheet["slots"][0]["orders"][0];
        assert_eq!(
            (
                stop["recipientName"].clone(),
                stop["mobile"].clone(),
                stop["gift"].clone(),
                stop["giftMessage"].clone(),
                stop["giftFrom"].clone(),
                stop["showPrices"].clone()
            ),
            (
                json!("Kavya Rao"),
                json!("9876543210"),
                json!(true),
                json!("Happy birthday!"),
                json!("Asha"),
                json!(false)
            ),
            "{l}"
        );
        assert_eq!(
            stop["codToCollect"], 619.0,
            "{l}: ₹500 + ₹119 delivery due at the door"
        );
        assert_eq!(stop["orderNumber"], morning_cash["orderNumber"], "{l}");
        assert_eq!(stop["items"][0]["qty"], 1, "{l}");
        assert_eq!(
            sheet["slots"][1]["orders"][0]["codToCollect"],
            Value::Null,
            "{l}"
        );
        assert_eq!(sheet["codToCollect"], 619.0, "{l}");
        // Today (IST) by default, which has nothing; a bad day is refused by field.
        let (_, today) = send(&t, Method::GET, "/api/admin/deliveries", &admin, None).await;
        assert_eq!(
            (today["date"].clone(), today["count"].clone()),
            (json!("2026-11-25"), json!(0)),
            "{l}"
        );
        let (s, bad) = send(
            &t,
            Method::GET,
            "/api/admin/deliveries?date=26-11-2026",
            &admin,
            None,
        )
        .await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{l}");
        assert!(bad["errors"]["date"].is_string(), "{l}");
        let (_, next) = send(
            &t,
            Method::GET,
            "/api/admin/deliveries?date=2026-11-27",
            &admin,
            None,
        )
        .await;
        assert_eq!(
            next["slots"][0]["orders"][0]["orderId"], later["orderDocId"],
            "{l}"
        );
        let (s, _) = send(&t, Method::GET, "/api/admin/deliveries", &buyer, None).await;
        assert_eq!(s, StatusCode::FORBIDDEN, "{l}");
    }
}
