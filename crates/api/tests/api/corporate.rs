//! Corporate gifting (issue 24) through HTTP on both databases: a file checked row by row and
//! as a whole before anything is reserved, one payment for a parent order with a delivery per
//! recipient (each a gift with its slot, status and packing slip), the B2B invoice with the
//! company's GSTIN, the progress of the deliveries, and two companies racing for the last slot
//! places getting all or nothing.

use crate::common;
use crate::invoices::register_gstin;

use axum::http::StatusCode;
use common::{TestApp, apps};
use serde_json::{Value, json};
use tokri_domain::calendar::{DAY_MS, ist_date};

const HAMPER: &str = "c0000000-0000-4000-8000-000000000001";

/// A company's GSTIN in Karnataka.
const ACME: &str = "29AAPFU0939F1ZR";

/// A shop delivering to 411001–411062 in one morning slot of `capacity` places, selling a
/// counted hamper (`stock` units) at ₹1,200; answers the admin's token.
async fn shop(t: &TestApp, capacity: i64, stock: i64) -> String {
    let admin = t.admin().await;
    t.fruit_catalogue(&[(HAMPER, "Diwali Dry Fruit Hamper", 120_000)])
        .await;
    let a = t
        .request(
            axum::http::Method::PUT,
            &format!("/api/admin/products/{HAMPER}"),
            Some(&admin),
            Some(json!({"name": "Diwali Dry Fruit Hamper", "price": 1200, "categoryId": common::FRUIT_CATEGORY,
                        "image": ["/images/products/kiwi.svg"], "stock": stock})),
        )
        .await;
    a.expect_status(StatusCode::OK, t.label);
    let a = t
        .post(
            "/api/admin/delivery/slots",
            Some(&admin),
            json!({"start": "07:00", "end": "11:00", "capacity": capacity}),
        )
        .await;
    a.expect_status(StatusCode::CREATED, t.label);
    let a = t
        .post(
            "/api/admin/delivery/pincodes",
            Some(&admin),
            json!({"pincodes": "411001-411062"}),
        )
        .await;
    a.expect_status(StatusCode::OK, t.label);
    admin
}

/// The day after tomorrow (India), when the morning slot is open whatever the time now.
fn day() -> String {
    ist_date(tokri_store::now_ms() + 2 * DAY_MS)
}

fn row(name: &str, pin: &str, qty: &str, message: &str) -> Value {
    json!({"name": name, "mobile": "9822012345", "address": "4 Lane 5, Koregaon Park", "city": "Pune",
           "state": "Maharashtra", "pinCode": pin, "product": "diwali dry fruit hamper", "variant": "",
           "quantity": qty, "message": message, "deliveryDate": day(), "slot": "7-11"})
}

fn company() -> Value {
    json!({"legalName": "Acme Foods Pvt Ltd", "gstin": ACME,
           "billingAddress": {"name": "Accounts", "mobile": "9822098220", "street": "1 MG Road",
                              "city": "Bengaluru", "state": "Karnataka", "zip": "560001", "country": "India"}})
}

async fn bookings(t: &TestApp) -> i64 {
    let d = tokri_domain::delivery::DeliveryDate::parse(&day()).unwrap();
    t.store
        .delivery_bookings(d, d)
        .await
        .unwrap()
        .iter()
        .map(|b| b.booked)
        .sum()
}

async fn left(t: &TestApp) -> i64 {
    t.get(&format!("/api/products/{HAMPER}")).await.json()["stock"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn a_file_with_bad_rows_reserves_nothing_and_once_fixed_is_paid_once_for_every_delivery() {
    for t in apps().await {
        let l = t.label;
        let admin = shop(&t, 10, 20).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("hr@acme.in", "secret1").await;

        let template = t.get("/api/corporate/template").await;
        template.expect_status(StatusCode::OK, l);
        let text = String::from_utf8(template.body.clone()).unwrap();
        assert!(text.starts_with("name,mobile,address,city,state,pin_code,product,variant,quantity,message,delivery_date,slot\r\n"), "{l}: {text}");
        assert!(text.contains("Diwali Dry Fruit Hamper"), "{l}");

        // Two bad rows: a PIN code the shop does not serve, a message too long for the card.
        let mut rows = vec![
            row("Meera Iyer", "411001", "2", "Happy Diwali!"),
            row("Arjun Shah", "110001", "1", "Happy Diwali!"),
            row("Kavya Rao", "411004", "1", &"x".repeat(201)),
        ];
        let c = t
            .post("/api/corporate/check", Some(&token), json!({"rows": rows}))
            .await;
        c.expect_status(StatusCode::OK, l);
        let c = c.json();
        assert_eq!(c["valid"], false, "{l}: {c}");
        assert_eq!(c["rows"][0]["errors"], json!({}), "{l}: {c}");
        assert_eq!(c["rows"][0]["line"]["slotLabel"], "7–11", "{l}: {c}");
        assert_eq!(c["rows"][0]["line"]["deliveryDate"], day(), "{l}");
        assert_eq!(
            c["rows"][1]["errors"]["pinCode"], "The shop does not deliver to 110001 yet.",
            "{l}: {c}"
        );
        assert!(
            c["rows"][2]["errors"]["message"]
                .as_str()
                .unwrap()
                .contains("at most 200"),
            "{l}: {c}"
        );
        assert_eq!(c["totals"]["recipients"], 1, "{l}");
        let placed = t
            .post(
                "/api/corporate/orders",
                Some(&token),
                json!({"rows": rows, "company": company()}),
            )
            .await;
        placed.expect_status(StatusCode::CONFLICT, l);
        assert_eq!(
            (bookings(&t).await, left(&t).await),
            (0, 20),
            "{l}: nothing reserved"
        );

        // Fixed in the table: every row passes, with the hamper's price and delivery priced.
        rows[1] = row("Arjun Shah", "411004", "1", "Happy Diwali!");
        rows[2] = row("Kavya Rao", "411005", "1", "Wishing you light and joy");
        let c = t
            .post("/api/corporate/check", Some(&token), json!({"rows": rows}))
            .await
            .json();
        assert_eq!(c["valid"], true, "{l}: {c}");
        assert_eq!(c["totals"]["subtotal"], 4_800.0, "{l}: {c}");
        let bad = t
            .post("/api/corporate/orders", Some(&token), json!({"rows": rows, "company": {"legalName": "Acme", "gstin": "29AAPFU0939F1ZX", "billingAddress": {}}}))
            .await;
        bad.expect_status(StatusCode::BAD_REQUEST, l);
        assert!(bad.json()["errors"]["company.gstin"].is_string(), "{l}");
        assert!(
            bad.json()["errors"]["company.billingAddress.street"].is_string(),
            "{l}"
        );

        let placed = t
            .post(
                "/api/corporate/orders",
                Some(&token),
                json!({"rows": rows, "company": company()}),
            )
            .await;
        placed.expect_status(StatusCode::CREATED, l);
        let placed = placed.json();
        let total = c["totals"]["total"].as_f64().unwrap();
        assert_eq!(placed["amount"].as_f64().unwrap(), total * 100.0, "{l}");
        assert_eq!(
            (bookings(&t).await, left(&t).await),
            (3, 16),
            "{l}: three places and four units taken"
        );
        t.pay_in_sandbox(&placed).await;

        let id = placed["orderDocId"].as_str().unwrap();
        let parent = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(parent["paymentStatus"], "paid", "{l}: {parent}");
        assert_eq!(
            parent["corporate"],
            json!({"deliveries": 3, "delivered": 0, "shipped": 0, "cancelled": 0}),
            "{l}"
        );
        let kids = t
            .get_as(&format!("/api/orders/{id}/deliveries"), &token)
            .await;
        kids.expect_status(StatusCode::OK, l);
        let kids = kids.json();
        let kids = kids.as_array().unwrap();
        assert_eq!(kids.len(), 3, "{l}");
        for (k, name) in kids.iter().zip(["Meera Iyer", "Arjun Shah", "Kavya Rao"]) {
            assert_eq!(k["gift"]["recipientName"], name, "{l}");
            assert_eq!(k["gift"]["senderName"], "Acme Foods Pvt Ltd", "{l}");
            assert_eq!(k["paymentStatus"], "paid", "{l}");
            assert_eq!(k["status"], "Processing", "{l}");
            assert_eq!(k["delivery"]["date"], day(), "{l}: {k}");
            assert_eq!(k["parentId"], id, "{l}");
            assert_eq!(k["parentNumber"], parent["orderNumber"], "{l}");
        }
        assert_eq!(kids[0]["items"][0]["qty"], 2, "{l}");
        assert_eq!(
            kids[2]["gift"]["message"], "Wishing you light and joy",
            "{l}"
        );

        // One B2B invoice, for the parent, with the company's GSTIN and Karnataka's IGST.
        let inv = t
            .store
            .get_invoice(id)
            .await
            .unwrap()
            .expect("the parent is invoiced");
        assert_eq!(inv.buyer.gstin.as_deref(), Some(ACME), "{l}");
        assert_eq!(inv.buyer.name, "Acme Foods Pvt Ltd", "{l}");
        assert_eq!(inv.lines[0].qty, 4, "{l}");
        assert_eq!(inv.totals.total.paise() as f64, total * 100.0, "{l}");
        for k in kids {
            assert!(
                t.store
                    .get_invoice(k["_id"].as_str().unwrap())
                    .await
                    .unwrap()
                    .is_none(),
                "{l}"
            );
        }

        // The admin follows each delivery; the company sees the progress, without a mail each.
        let mails_before = t.mails().await.len();
        let kid = kids[1]["_id"].as_str().unwrap();
        for status in ["Shipped", "Delivered"] {
            let a = t
                .patch(
                    &format!("/api/admin/orders/{kid}/status"),
                    &admin,
                    json!({"status": status}),
                )
                .await;
            a.expect_status(StatusCode::OK, l);
        }
        let parent = t
            .get_as(&format!("/api/admin/orders/{id}"), &admin)
            .await
            .json();
        assert_eq!(parent["corporate"]["delivered"], 1, "{l}: {parent}");
        let slips = t
            .get_as(&format!("/api/admin/orders/{id}/deliveries"), &admin)
            .await
            .json();
        assert_eq!(slips.as_array().unwrap().len(), 3, "{l}");
        assert_eq!(
            t.mails().await.len(),
            mails_before,
            "{l}: no mail per delivery"
        );
        // Each delivery shows in the day's filter.
        let day_list = t
            .admin_orders(&admin, &format!("?deliveryDate={}", day()))
            .await;
        assert_eq!(day_list.orders.len(), 3, "{l}");

        // Not the customer's: 404; too many rows: 400.
        let other = t.customer("someone@else.in", "secret1").await;
        let a = t
            .get_as(&format!("/api/orders/{id}/deliveries"), &other)
            .await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{l}");
        let many: Vec<Value> = (0..1_001).map(|_| row("A", "411001", "1", "")).collect();
        let a = t
            .post("/api/corporate/check", Some(&token), json!({"rows": many}))
            .await;
        a.expect_status(StatusCode::BAD_REQUEST, l);
        let a = t
            .post("/api/corporate/check", None, json!({"rows": []}))
            .await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{l}");
    }
}

#[tokio::test]
async fn stock_and_slot_places_are_counted_over_the_whole_file() {
    for t in apps().await {
        let l = t.label;
        shop(&t, 2, 3).await;
        let token = t.customer("hr@acme.in", "secret1").await;
        // Three rows in a slot of two places, asking for four units of three.
        let rows = vec![
            row("A One", "411001", "2", ""),
            row("B Two", "411001", "1", ""),
            row("C Three", "411001", "1", ""),
        ];
        let c = t
            .post("/api/corporate/check", Some(&token), json!({"rows": rows}))
            .await
            .json();
        assert_eq!(c["valid"], false, "{l}: {c}");
        assert_eq!(
            c["rows"][2]["errors"]["slot"],
            format!("The 7-11 slot on {} is full or over.", day()),
            "{l}: {c}"
        );
        assert!(
            c["rows"][0]["errors"]["quantity"]
                .as_str()
                .unwrap()
                .starts_with("Only 3 of Diwali Dry Fruit Hamper"),
            "{l}: {c}"
        );
        assert_eq!(c["problems"].as_array().unwrap().len(), 1, "{l}: {c}");
        // "earliest" moves on to the next day with room.
        let mut later = row("C Three", "411001", "1", "");
        later["deliveryDate"] = json!("earliest");
        later["slot"] = json!("");
        let rows = vec![
            row("A One", "411001", "1", ""),
            row("B Two", "411001", "1", ""),
            later,
        ];
        let c = t
            .post("/api/corporate/check", Some(&token), json!({"rows": rows}))
            .await
            .json();
        assert_eq!(c["valid"], true, "{l}: {c}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_companies_racing_for_the_last_slot_places_get_all_or_nothing() {
    for t in apps().await {
        let l = t.label;
        shop(&t, 3, 50).await;
        let a = t.customer("hr@acme.in", "secret1").await;
        let b = t.customer("hr@globex.in", "secret1").await;
        // Each asks for two of the three places: only one file can have them.
        let file = |who: &str| {
            vec![
                row(&format!("{who} One"), "411001", "1", ""),
                row(&format!("{who} Two"), "411002", "1", ""),
            ]
        };
        let mut racing = Vec::new();
        for (token, who) in [
            (a.clone(), "Acme"),
            (b.clone(), "Globex"),
            (a, "Acme"),
            (b, "Globex"),
        ] {
            let app = t.app.clone();
            let body = json!({"rows": file(who), "company": company()}).to_string();
            racing.push(tokio::spawn(async move {
                use tower::ServiceExt;
                let req = axum::http::Request::post("/api/corporate/orders")
                    .header("content-type", "application/json")
                    .header("authorization", format!("Bearer {token}"))
                    .body(axum::body::Body::from(body))
                    .unwrap();
                app.oneshot(req).await.unwrap().status()
            }));
        }
        let mut created = 0;
        for h in racing {
            match h.await.unwrap() {
                StatusCode::CREATED => created += 1,
                StatusCode::CONFLICT => {}
                other => panic!("{l}: {other}"),
            }
        }
        assert_eq!(created, 1, "{l}");
        assert_eq!(
            bookings(&t).await,
            2,
            "{l}: the winner's two places, none of the losers'"
        );
        assert_eq!(left(&t).await, 48, "{l}: the winner's two units");
        let orders: i64 = t
            .store
            .order_tallies()
            .await
            .unwrap()
            .iter()
            .map(|x| x.n)
            .sum();
        assert_eq!(orders, 3, "{l}: one parent and its two deliveries");
    }
}

#[tokio::test]
async fn a_company_pays_by_bank_transfer_and_the_admin_marks_it_received() {
    const ACCOUNT: &str = "Tokri Fresh LLP · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234";
    let settings = tokri_shop::Settings {
        bank_transfer: Some(ACCOUNT.into()),
        ..Default::default()
    };
    for t in common::apps_with(settings).await {
        let l = t.label;
        let admin = shop(&t, 10, 20).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("hr@acme.in", "secret1").await;
        assert_eq!(
            t.get("/api/config").await.json()["bankTransfer"],
            ACCOUNT,
            "{l}"
        );
        let rows = vec![
            row("Meera Iyer", "411001", "1", "Happy Diwali!"),
            row("Arjun Shah", "411004", "2", ""),
        ];
        let placed = t
            .post(
                "/api/corporate/orders",
                Some(&token),
                json!({"rows": rows, "company": company(), "paymentMethod": "bank_transfer"}),
            )
            .await;
        placed.expect_status(StatusCode::CREATED, l);
        let placed = placed.json();
        assert_eq!(placed["orderId"], Value::Null, "{l}: no payment window");
        assert_eq!(placed["bankTransfer"], ACCOUNT, "{l}");
        let id = placed["orderDocId"].as_str().unwrap();
        let order = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(
            (
                order["paymentStatus"].as_str(),
                order["bankTransfer"].as_str()
            ),
            (Some("unpaid"), Some(ACCOUNT)),
            "{l}"
        );
        assert_eq!(
            bookings(&t).await,
            2,
            "{l}: the deliveries' places are held"
        );

        // The payment window's expiry leaves it waiting: a transfer takes days.
        t.store
            .cancel_unpaid_before(tokri_store::now_ms() + 7 * DAY_MS)
            .await
            .unwrap();
        let order = t
            .get_as(&format!("/api/admin/orders/{id}"), &admin)
            .await
            .json();
        assert_eq!(order["status"], "Pending", "{l}");

        let mark = |body: Value, who: String| {
            let t = &t;
            async move {
                t.post(
                    &format!("/api/admin/orders/{id}/bank-transfer"),
                    Some(&who),
                    body,
                )
                .await
            }
        };
        let a = mark(json!({"reference": "12"}), token.clone()).await;
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{l}");
        let a = mark(json!({"reference": "12 3"}), admin.clone()).await;
        a.expect_status(StatusCode::BAD_REQUEST, l);
        assert_eq!(
            a.json()["message"],
            "Enter the bank's reference (UTR): 6 to 40 letters and digits.",
            "{l}"
        );
        let a = mark(json!({"reference": "utib0001234567"}), admin.clone()).await;
        a.expect_status(StatusCode::OK, l);
        let paid = a.json();
        assert_eq!(
            (paid["paymentStatus"].as_str(), paid["status"].as_str()),
            (Some("paid"), Some("Processing")),
            "{l}: {paid}"
        );
        assert_eq!(paid["bankTransfer"], Value::Null, "{l}");
        assert!(paid["invoiceNumber"].is_string(), "{l}: invoiced");
        let kids = t
            .get_as(&format!("/api/orders/{id}/deliveries"), &token)
            .await
            .json();
        assert!(
            kids.as_array()
                .unwrap()
                .iter()
                .all(|k| k["paymentStatus"] == "paid"),
            "{l}"
        );
        let a = mark(json!({"reference": "UTIB0001234567"}), admin.clone()).await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}: once");
    }
    // Without an account the shop offers no bank transfer.
    for t in apps().await {
        shop(&t, 10, 20).await;
        let token = t.customer("hr@acme.in", "secret1").await;
        assert_eq!(
            t.get("/api/config").await.json()["bankTransfer"],
            Value::Null
        );
        let a = t
            .post("/api/corporate/orders", Some(&token), json!({"rows": [row("A B", "411001", "1", "")], "company": company(), "paymentMethod": "bank_transfer"}))
            .await;
        a.expect_status(StatusCode::BAD_REQUEST, t.label);
        assert_eq!(a.json()["message"], "The shop takes no bank transfers.");
    }
}
