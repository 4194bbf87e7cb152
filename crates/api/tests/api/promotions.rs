//! Promotions (issue 21) through HTTP on both databases: coupons with every refusal told apart,
//! automatic offers, the discount shared over the lines so the invoice's GST is worked out
//! after it, limits that hold when many customers redeem at once, and a use given back when an
//! unpaid order expires.

use crate::common;
use crate::invoices::{ALMONDS, HAMPER, MANGO, register_gstin, taxed_catalogue};
use crate::stock::{buyer, call};

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, ship};
use serde_json::{Value, json};
use tokri_api::time_fmt::rfc3339;

const HOUR: i64 = 3600 * 1000;

async fn promotion(t: &TestApp, admin: &str, body: Value) -> Value {
    let a = t.post("/api/admin/promotions", Some(admin), body).await;
    a.expect_status(StatusCode::CREATED, t.label);
    a.json()
}

async fn quote(t: &TestApp, token: Option<&str>, cart: Value, coupon: &str) -> Value {
    let a = t
        .post(
            "/api/cart/quote",
            token,
            json!({"items": cart, "coupon": coupon}),
        )
        .await;
    a.expect_status(StatusCode::OK, t.label);
    a.json()
}

async fn order_with(t: &TestApp, token: &str, cart: Value, coupon: &str) -> common::Answer {
    t.post(
        "/api/orders",
        Some(token),
        json!({"cart": cart, "shippingAddress": ship(), "coupon": coupon}),
    )
    .await
}

fn paise(v: &Value) -> i64 {
    (v.as_f64().unwrap() * 100.0).round() as i64
}

#[tokio::test]
async fn a_coupon_lowers_the_order_and_the_invoice_works_out_gst_after_it() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        promotion(
            &t,
            &admin,
            json!({"code": "Mango10", "title": "10% off above ₹1,500", "kind": "percent",
                   "percent": 10, "minSubtotal": 1500}),
        )
        .await;
        let token = t.customer("asha@example.in", "secret1").await;

        // Below the minimum the quote says how much is missing and changes nothing.
        let small = json!([{"_id": ALMONDS, "qty": 1}]);
        let q = quote(&t, Some(&token), small.clone(), "mango10").await;
        assert_eq!(q["coupon"]["applied"], false, "{l}");
        assert_eq!(q["coupon"]["problem"]["code"], "minimum_not_reached", "{l}");
        assert_eq!(
            q["coupon"]["problem"]["message"],
            "This coupon needs ₹1,500 of eligible products; add ₹951 more."
        );
        assert_eq!(
            (paise(&q["discount"]), paise(&q["total"])),
            (0, 54_900 + 11_900)
        );
        let refused = order_with(&t, &token, small, "MANGO10").await;
        refused.expect_status(StatusCode::BAD_REQUEST, l);
        assert_eq!(refused.json()["code"], "coupon_minimum_not_reached", "{l}");

        // Almonds ₹549 (5 %) + hamper ₹1,180 (18 %) = ₹1,729, less 10 % = ₹1,556.10, below
        // ₹1,999: delivery ₹119 is charged on the value after the discount.
        let cart = json!([{"_id": ALMONDS, "qty": 1}, {"_id": HAMPER, "qty": 1}]);
        let q = quote(&t, Some(&token), cart.clone(), " mango10 ").await;
        assert_eq!(q["coupon"]["applied"], true, "{l}");
        assert_eq!(q["coupon"]["code"], "MANGO10", "{l}");
        assert_eq!(
            (
                paise(&q["subtotal"]),
                paise(&q["discount"]),
                paise(&q["deliveryFee"]),
                paise(&q["total"])
            ),
            (172_900, 17_290, 11_900, 167_510),
            "{l}"
        );
        // Shared by value: 549/1729 and 1180/1729 of ₹172.90.
        let shares: Vec<i64> = q["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| paise(&x["discount"]))
            .collect();
        assert_eq!(shares, vec![5_490, 11_800], "{l}");
        assert_eq!(q["offers"][0]["code"], "MANGO10", "{l}");

        let placed = order_with(&t, &token, cart, "mango10").await;
        placed.expect_status(StatusCode::CREATED, l);
        let placed = placed.json();
        assert_eq!(
            placed["amount"], 167_510,
            "{l}: the payment is for the discounted total"
        );
        t.pay_in_sandbox(&placed).await;
        let id = placed["orderDocId"].as_str().unwrap();
        let order = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(order["coupon"], "MANGO10", "{l}");
        assert_eq!(paise(&order["discount"]), 17_290, "{l}");
        assert_eq!(paise(&order["totalAmount"]), 167_510, "{l}");
        assert_eq!(paise(&order["items"][1]["discount"]), 11_800, "{l}");
        assert_eq!(order["offers"][0]["title"], "10% off above ₹1,500", "{l}");

        // The invoice taxes each line on what was paid for it.
        let inv = t.store.get_invoice(id).await.unwrap().expect("invoiced");
        let line = |i: usize| &inv.lines[i];
        assert_eq!(line(0).discount.paise(), 5_490);
        assert_eq!(line(0).tax.total.paise(), 54_900 - 5_490, "{l}");
        assert_eq!(line(1).tax.total.paise(), 118_000 - 11_800, "{l}");
        // 5 % inside Maharashtra on ₹494.10: CGST = SGST = round(49410 × 5 / 210) = 1176.
        assert_eq!(
            (line(0).tax.cgst.paise(), line(0).tax.sgst.paise()),
            (1_176, 1_176),
            "{l}"
        );
        let sum: i64 = inv.lines.iter().map(|x| x.tax.total.paise()).sum();
        assert_eq!(sum, 167_510, "{l}: the invoice adds up to what was paid");
        assert_eq!(inv.totals.total.paise(), 167_510, "{l}");

        // The confirmation mail names the coupon and the saving.
        let mails = t.mails().await;
        assert!(
            mails.iter().any(|m| m
                .contains("Coupon MANGO10 (10% off above =E2=82=B91,500): -=E2=82=B9172.90")
                || m.contains("Coupon MANGO10 (10% off above ₹1,500): -₹172.90")),
            "{l}: the mail shows the coupon"
        );

        // The owner sees its use and what it brought in, and the dashboard counts the discount.
        let list = t.get_as("/api/admin/promotions", &admin).await.json();
        let p = &list[0];
        assert_eq!(
            (p["uses"].as_i64(), p["paidOrders"].as_i64()),
            (Some(1), Some(1)),
            "{l}"
        );
        assert_eq!(
            (paise(&p["revenue"]), paise(&p["discountGiven"])),
            (167_510, 17_290),
            "{l}"
        );
        let stats = t.get_as("/api/admin/stats", &admin).await.json();
        assert_eq!(paise(&stats["today"]["discounts"]), 17_290, "{l}");
        assert_eq!(paise(&stats["today"]["revenue"]), 167_510, "{l}");
    }
}

#[tokio::test]
async fn each_reason_a_coupon_cannot_be_used_is_told_apart() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let now = tokri_store::now_ms();
        for (code, extra) in [
            ("LATER", json!({"startsAt": rfc3339(now + 24 * HOUR)})),
            (
                "GONE",
                json!({"startsAt": rfc3339(now - 48 * HOUR), "endsAt": rfc3339(now - HOUR)}),
            ),
            ("ONCE", json!({"maxUsesPerCustomer": 1})),
            ("FIRST", json!({"firstOrderOnly": true})),
            ("HAMPERS", json!({"scope": "products", "targets": [HAMPER]})),
            ("OFF", json!({"active": false})),
        ] {
            let mut body = json!({"code": code, "title": code, "kind": "fixed", "amount": 50});
            for (k, v) in extra.as_object().unwrap() {
                body[k] = v.clone();
            }
            promotion(&t, &admin, body).await;
        }
        let token = t.customer("ravi@example.in", "secret1").await;
        let cart = json!([{"_id": MANGO, "qty": 1}]);
        for (code, reason) in [
            ("NOSUCH", "unknown"),
            ("x y", "unknown"),
            ("LATER", "not_yet_valid"),
            ("GONE", "expired"),
            ("HAMPERS", "not_for_these_products"),
            ("OFF", "inactive"),
        ] {
            let q = quote(&t, Some(&token), cart.clone(), code).await;
            assert_eq!(q["coupon"]["problem"]["code"], reason, "{l}: {code}");
            let a = order_with(&t, &token, cart.clone(), code).await;
            a.expect_status(StatusCode::BAD_REQUEST, l);
            assert_eq!(a.json()["code"], format!("coupon_{reason}"), "{l}: {code}");
        }
        assert!(
            quote(&t, None, cart.clone(), "GONE").await["coupon"]["problem"]["message"]
                .as_str()
                .unwrap()
                .starts_with("This coupon expired on "),
            "{l}"
        );

        // Once per customer: the first order takes it, the second is refused.
        let first = order_with(&t, &token, cart.clone(), "once").await;
        first.expect_status(StatusCode::CREATED, l);
        t.pay_in_sandbox(&first.json()).await;
        let q = quote(&t, Some(&token), cart.clone(), "ONCE").await;
        assert_eq!(q["coupon"]["problem"]["code"], "already_used", "{l}");
        let again = order_with(&t, &token, json!([{"_id": MANGO, "qty": 2}]), "ONCE").await;
        again.expect_status(StatusCode::BAD_REQUEST, l);
        assert_eq!(again.json()["code"], "coupon_already_used", "{l}");
        assert_eq!(again.message(), "You have already used this coupon.");

        // First order only: this customer has ordered; a new one has not.
        let q = quote(&t, Some(&token), cart.clone(), "FIRST").await;
        assert_eq!(q["coupon"]["problem"]["code"], "first_order_only", "{l}");
        let newcomer = t.customer("meera@example.in", "secret1").await;
        let q = quote(&t, Some(&newcomer), cart.clone(), "FIRST").await;
        assert_eq!(q["coupon"]["applied"], true, "{l}");
        order_with(&t, &newcomer, cart.clone(), "FIRST")
            .await
            .expect_status(StatusCode::CREATED, l);

        // Switching a coupon back on lets it be used.
        let list = t
            .get_as("/api/admin/promotions?active=false", &admin)
            .await
            .json();
        let off = list
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["code"] == "OFF")
            .unwrap()
            .clone();
        let mut body = off.clone();
        body["active"] = json!(true);
        let a = t
            .put(
                &format!("/api/admin/promotions/{}", off["_id"].as_str().unwrap()),
                &admin,
                body,
            )
            .await;
        a.expect_status(StatusCode::OK, l);
        assert_eq!(
            quote(&t, None, cart.clone(), "off").await["coupon"]["applied"],
            true,
            "{l}"
        );
    }
}

#[tokio::test]
async fn fifty_customers_redeeming_ten_uses_left_get_exactly_ten_and_an_expired_order_gives_its_use_back()
 {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let p = promotion(
            &t,
            &admin,
            json!({"code": "RUSH10", "title": "Diwali rush", "kind": "percent", "percent": 10, "maxUses": 10}),
        )
        .await;
        let mut tokens = Vec::new();
        for i in 0..50 {
            tokens.push(buyer(&t, 300 + i).await);
        }
        let calls: Vec<_> = tokens
            .iter()
            .map(|tok| {
                tokio::spawn(call(
                    t.app.clone(),
                    Method::POST,
                    "/api/orders".into(),
                    Some(tok.clone()),
                    json!({"cart": [{"_id": MANGO, "qty": 1}], "shippingAddress": ship(), "coupon": "rush10"}),
                ))
            })
            .collect();
        let (mut placed, mut used_up) = (Vec::new(), 0);
        for h in calls {
            let (status, body) = h.await.unwrap();
            match status {
                StatusCode::CREATED => placed.push(body),
                StatusCode::BAD_REQUEST => {
                    assert_eq!(body["code"], "coupon_used_up", "{l}: {body}");
                    used_up += 1;
                }
                other => panic!("{l}: unexpected {other}: {body}"),
            }
        }
        assert_eq!((placed.len(), used_up), (10, 40), "{l}");
        let id = p["_id"].as_str().unwrap();
        let seen = t
            .get_as(&format!("/api/admin/promotions/{id}"), &admin)
            .await
            .json();
        assert_eq!(seen["uses"], 10, "{l}");
        for body in &placed {
            let order = t
                .get_as(
                    &format!("/api/admin/orders/{}", body["orderDocId"].as_str().unwrap()),
                    &admin,
                )
                .await
                .json();
            assert_eq!(
                order["coupon"], "RUSH10",
                "{l}: each placed order carries it"
            );
            assert_eq!(paise(&order["discount"]), 8_990, "{l}");
        }

        // Nine are paid; the tenth is never paid and expires: its use goes back.
        for body in &placed[..9] {
            t.pay_in_sandbox(body).await;
        }
        let (_, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + 25 * HOUR)
            .await
            .unwrap();
        assert_eq!(cancelled, 1, "{l}");
        let seen = t
            .get_as(&format!("/api/admin/promotions/{id}"), &admin)
            .await
            .json();
        assert_eq!(
            (seen["uses"].as_i64(), seen["paidOrders"].as_i64()),
            (Some(9), Some(9)),
            "{l}"
        );
        let late = buyer(&t, 400).await;
        order_with(&t, &late, json!([{"_id": MANGO, "qty": 1}]), "RUSH10")
            .await
            .expect_status(StatusCode::CREATED, l);
        let last = buyer(&t, 401).await;
        let refused = order_with(&t, &last, json!([{"_id": MANGO, "qty": 1}]), "RUSH10").await;
        assert_eq!(refused.json()["code"], "coupon_used_up", "{l}");
    }
}

#[tokio::test]
async fn automatic_offers_apply_by_themselves_and_the_best_one_wins() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        promotion(
            &t,
            &admin,
            json!({"title": "₹100 off hampers", "kind": "fixed", "amount": 100,
                   "scope": "products", "targets": [HAMPER]}),
        )
        .await;
        promotion(
            &t,
            &admin,
            json!({"title": "15% off everything above ₹2,000", "kind": "percent", "percent": 15,
                   "minSubtotal": 2000, "code": ""}),
        )
        .await;
        promotion(
            &t,
            &admin,
            json!({"title": "Free delivery week", "kind": "freeDelivery"}),
        )
        .await;
        let running = t.get("/api/offers").await.json();
        assert_eq!(running.as_array().unwrap().len(), 3, "{l}");
        assert_eq!(running[0]["title"], "₹100 off hampers", "{l}");
        assert_eq!(running[0]["targets"][0], HAMPER, "{l}");

        // One hamper: ₹100 off it (15 % needs ₹2,000); delivery free by the other offer.
        let q = quote(&t, None, json!([{"_id": HAMPER, "qty": 1}]), "").await;
        assert_eq!(
            (
                paise(&q["discount"]),
                paise(&q["deliveryFee"]),
                paise(&q["total"])
            ),
            (10_000, 0, 108_000),
            "{l}"
        );
        assert_eq!(q["coupon"], Value::Null, "{l}");
        // Two hampers: 15 % of ₹2,360 (₹354) beats ₹100; they do not stack.
        let q = quote(&t, None, json!([{"_id": HAMPER, "qty": 2}]), "").await;
        assert_eq!(paise(&q["discount"]), 35_400, "{l}");
        let titles: Vec<&str> = q["offers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["title"].as_str().unwrap())
            .collect();
        assert_eq!(
            titles,
            vec!["15% off everything above ₹2,000", "Free delivery week"],
            "{l}"
        );
        // The order carries what the quote said.
        let token = t.customer("kavya@example.in", "secret1").await;
        let placed = order_with(&t, &token, json!([{"_id": HAMPER, "qty": 2}]), "").await;
        placed.expect_status(StatusCode::CREATED, l);
        assert_eq!(placed.json()["amount"], 236_000 - 35_400, "{l}");
    }
}

#[tokio::test]
async fn the_owner_s_promotions_are_checked_and_kept_to_admins() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let customer = t.customer("nisha@example.in", "secret1").await;
        let body = json!({"code": "DIWALI20", "title": "Diwali", "kind": "percent", "percent": 20});
        t.post("/api/admin/promotions", Some(&customer), body.clone())
            .await
            .expect_status(StatusCode::FORBIDDEN, l);
        t.post("/api/admin/promotions", None, body.clone())
            .await
            .expect_status(StatusCode::UNAUTHORIZED, l);
        promotion(&t, &admin, body.clone()).await;
        // Codes are unique whatever their case.
        let mut twin = body.clone();
        twin["code"] = json!("diwali20");
        let a = t.post("/api/admin/promotions", Some(&admin), twin).await;
        a.expect_status(StatusCode::CONFLICT, l);
        assert_eq!(
            a.message(),
            "The code DIWALI20 is already used by another promotion."
        );
        // Every field is checked at once; nothing is stored.
        let a = t
            .post(
                "/api/admin/promotions",
                Some(&admin),
                json!({"code": "no spaces", "title": "  ", "kind": "percent", "percent": 150,
                       "startsAt": "soon", "maxUses": 0, "scope": "categories", "targets": []}),
            )
            .await;
        a.expect_status(StatusCode::BAD_REQUEST, l);
        let errors = a.json()["errors"].clone();
        for field in ["code", "title", "percent", "startsAt"] {
            assert!(errors.get(field).is_some(), "{l}: {field} in {errors}");
        }
        let a = t
            .post(
                "/api/admin/promotions",
                Some(&admin),
                json!({"title": "x", "kind": "fixed", "amount": 0.001, "maxUses": 0,
                       "scope": "categories", "targets": []}),
            )
            .await;
        let errors = a.json()["errors"].clone();
        for field in ["amount", "maxUses"] {
            assert!(errors.get(field).is_some(), "{l}: {field} in {errors}");
        }
        let list = t.get_as("/api/admin/promotions", &admin).await.json();
        assert_eq!(list.as_array().unwrap().len(), 1, "{l}");
        t.get_as("/api/admin/promotions/nope", &admin)
            .await
            .expect_status(StatusCode::NOT_FOUND, l);
        // Paged like every list: a forged cursor is refused.
        for i in 0..3 {
            promotion(
                &t,
                &admin,
                json!({"code": format!("PAGE{i}"), "title": "p", "kind": "freeDelivery"}),
            )
            .await;
        }
        let first = t.get_as("/api/admin/promotions?limit=2", &admin).await;
        assert_eq!(first.list_len(), 2, "{l}");
        let next = first
            .header("x-next-cursor")
            .expect("a next page")
            .to_string();
        let second = t
            .get_as(
                &format!("/api/admin/promotions?limit=2&cursor={next}"),
                &admin,
            )
            .await;
        assert_eq!(second.list_len(), 2, "{l}");
        assert!(second.header("x-next-cursor").is_none(), "{l}");
        t.get_as("/api/admin/promotions?limit=2&cursor=forged", &admin)
            .await
            .expect_status(StatusCode::BAD_REQUEST, l);
    }
}
