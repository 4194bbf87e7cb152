//! Stock that never oversells, and products the owner hides (both databases).

use crate::common;

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::{TestApp, apps, ship};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

pub(crate) async fn call(
    app: Router,
    method: Method,
    path: String,
    token: Option<String>,
    body: Value,
) -> (StatusCode, Value) {
    let mut req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/json");
    if let Some(t) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    let res = app
        .oneshot(req.body(Body::from(body.to_string())).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// A signed-up customer, from their own address (sign-ups are limited per address).
pub(crate) async fn buyer(t: &TestApp, i: usize) -> String {
    let ip = format!("10.1.{}.{}", i / 200, i % 200 + 1);
    let email = format!("buyer{i}@example.in");
    let a = t
        .post_from(
            &ip,
            "/api/auth/signup",
            None,
            json!({"name": "Buyer", "email": email, "password": "fresh-fruit-26"}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{}: signup {i}", t.label);
    let a = t
        .post_from(
            &ip,
            "/api/auth/login",
            None,
            json!({"email": email, "password": "fresh-fruit-26"}),
        )
        .await;
    assert_eq!(a.status, StatusCode::OK, "{}: login {i}", t.label);
    a.json()["token"].as_str().unwrap().to_string()
}

/// A category and a product with `stock` units; answers the product id.
async fn product(t: &TestApp, admin: &str, name: &str, stock: Value) -> String {
    let cat = t
        .post(
            "/api/admin/categories",
            Some(admin),
            json!({"name": format!("{name} crate")}),
        )
        .await
        .json();
    let a = t
        .post(
            "/api/admin/products",
            Some(admin),
            json!({"name": name, "description": "Fresh", "price": 500, "categoryId": cat["_id"],
                   "image": ["/images/products/kiwi.svg"], "stock": stock}),
        )
        .await;
    a.expect_status(StatusCode::CREATED, t.label);
    a.json()["_id"].as_str().unwrap().to_string()
}

async fn public_product(t: &TestApp, id: &str) -> common::Answer {
    t.get(&format!("/api/products/{id}")).await
}

async fn admin_product(t: &TestApp, admin: &str, name: &str) -> Value {
    let list = t
        .get_as(
            &format!("/api/admin/products?search={}", name.replace(' ', "%20")),
            admin,
        )
        .await
        .json();
    list.as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .cloned()
        .unwrap()
}

#[tokio::test]
async fn fifty_buyers_of_the_last_ten_units_get_exactly_ten_paid_orders() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let id = product(&t, &admin, "Ratnagiri Alphonso", json!(10)).await;
        assert_eq!(public_product(&t, &id).await.json()["stock"], 10, "{l}");
        let mut tokens = Vec::new();
        for i in 0..50 {
            tokens.push(buyer(&t, i).await);
        }
        let placing = tokens.iter().map(|tok| {
            let body = json!({"cart": [{"_id": id, "qty": 1}], "shippingAddress": ship()});
            tokio::spawn(call(
                t.app.clone(),
                Method::POST,
                "/api/orders".into(),
                Some(tok.clone()),
                body,
            ))
        });
        let mut placed = Vec::new();
        let mut sold_out = 0;
        for (tok, h) in tokens.iter().zip(placing.collect::<Vec<_>>()) {
            let (status, body) = h.await.unwrap();
            match status {
                StatusCode::CREATED => placed.push((tok.clone(), body)),
                StatusCode::CONFLICT => {
                    let m = body["message"].as_str().unwrap();
                    assert!(m.starts_with("Sold out"), "{l}: {m}");
                    sold_out += 1;
                }
                other => panic!("{l}: unexpected {other}: {body}"),
            }
        }
        assert_eq!((placed.len(), sold_out), (10, 40), "{l}");
        assert_eq!(
            public_product(&t, &id).await.json()["stock"],
            0,
            "{l}: all held"
        );

        // All ten pay at once.
        let paying = placed.iter().map(|(tok, body)| {
            let app = t.app.clone();
            let tok = tok.clone();
            let provider_order = body["orderId"].as_str().unwrap().to_string();
            let doc = body["orderDocId"].as_str().unwrap().to_string();
            tokio::spawn(async move {
                let (s, p) = call(app.clone(), Method::POST, format!("/api/payments/sandbox/{provider_order}/pay"), None, json!({})).await;
                assert_eq!(s, StatusCode::OK);
                let v = json!({"orderDocId": doc, "paymentId": p["razorpay_payment_id"], "signature": p["razorpay_signature"]});
                call(app, Method::POST, "/api/orders/verify-payment".into(), Some(tok), v).await
            })
        });
        for h in paying.collect::<Vec<_>>() {
            let (s, order) = h.await.unwrap();
            assert_eq!(s, StatusCode::OK, "{l}: {order}");
            assert_eq!(order["order"]["paymentStatus"], "paid", "{l}");
        }
        let p = admin_product(&t, &admin, "Ratnagiri Alphonso").await;
        assert_eq!(
            (
                p["stockOnHand"].clone(),
                p["reserved"].clone(),
                p["stock"].clone()
            ),
            (json!(0), json!(0), json!(0)),
            "{l}: {p}"
        );
        let paid = t.get_as("/api/admin/orders?limit=100", &admin).await.json();
        let paid_count = paid["orders"].as_array().map_or(0, |o| {
            o.iter().filter(|o| o["paymentStatus"] == "paid").count()
        });
        assert_eq!(paid_count, 10, "{l}: {paid}");
        // The eleventh buyer is told before paying.
        let (s, body) = call(
            t.app.clone(),
            Method::POST,
            "/api/orders".into(),
            Some(tokens[0].clone()),
            json!({"cart": [{"_id": id, "qty": 1}], "shippingAddress": ship()}),
        )
        .await;
        assert_eq!(s, StatusCode::CONFLICT, "{l}");
        assert_eq!(
            body["message"],
            "Sold out: Ratnagiri Alphonso is no longer in stock. Please remove it from your cart."
        );
    }
}

#[tokio::test]
async fn held_units_come_back_when_an_unpaid_order_is_cancelled_or_expires() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let id = product(&t, &admin, "Kesar Mango", json!(2)).await;
        let a = buyer(&t, 1).await;
        let b = buyer(&t, 2).await;
        let order = json!({"cart": [{"_id": id, "qty": 2}], "shippingAddress": ship()});
        let first = t.post("/api/orders", Some(&a), order.clone()).await;
        assert_eq!(first.status, StatusCode::CREATED, "{l}");
        let doc = first.json()["orderDocId"].as_str().unwrap().to_string();
        let refused = t
            .post(
                "/api/orders",
                Some(&b),
                json!({"cart": [{"_id": id, "qty": 1}], "shippingAddress": ship()}),
            )
            .await;
        assert_eq!(refused.status, StatusCode::CONFLICT, "{l}");
        let too_many = t
            .post(
                "/api/orders",
                Some(&b),
                json!({"cart": [{"_id": id, "qty": 3}], "shippingAddress": ship()}),
            )
            .await;
        assert_eq!(too_many.status, StatusCode::CONFLICT, "{l}");

        // The owner cancels the unpaid order: both units can be bought again.
        let c = t
            .request(
                Method::PATCH,
                &format!("/api/admin/orders/{doc}/status"),
                Some(&admin),
                Some(json!({"status": "Cancelled"})),
            )
            .await;
        assert_eq!(c.status, StatusCode::OK, "{l}");
        assert_eq!(public_product(&t, &id).await.json()["stock"], 2, "{l}");
        // Cancelling twice gives nothing back twice.
        t.request(
            Method::PATCH,
            &format!("/api/admin/orders/{doc}/status"),
            Some(&admin),
            Some(json!({"status": "Cancelled"})),
        )
        .await;
        assert_eq!(public_product(&t, &id).await.json()["stock"], 2, "{l}");

        // An order left unpaid expires after a day and gives its units back.
        let second = t.post("/api/orders", Some(&b), order.clone()).await;
        assert_eq!(second.status, StatusCode::CREATED, "{l}");
        assert_eq!(public_product(&t, &id).await.json()["stock"], 0, "{l}");
        let later = tokri_store::now_ms() + 2 * 24 * 3600 * 1000;
        let (_, cancelled) = t.state.shop.checkout.reconcile(later).await.unwrap();
        assert_eq!(cancelled, 1, "{l}");
        assert_eq!(public_product(&t, &id).await.json()["stock"], 2, "{l}");
        let p = admin_product(&t, &admin, "Kesar Mango").await;
        assert_eq!(
            (p["stockOnHand"].clone(), p["reserved"].clone()),
            (json!(2), json!(0)),
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_owner_sets_stops_and_keeps_the_count() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let id = product(&t, &admin, "Shimla Apple", Value::Null).await;
        assert_eq!(
            public_product(&t, &id).await.json()["stock"],
            Value::Null,
            "{l}: not counted"
        );
        let base = json!({"name": "Shimla Apple", "description": "Crisp", "price": 300,
                          "categoryId": admin_product(&t, &admin, "Shimla Apple").await["categoryId"]["_id"],
                          "image": ["/images/products/kiwi.svg"]});
        let put = |extra: Value| {
            let mut b = base.clone();
            for (k, v) in extra.as_object().unwrap() {
                b[k] = v.clone();
            }
            b
        };
        for bad in [
            json!(-1),
            json!(2.5),
            json!("many"),
            json!(1_000_001),
            json!(true),
        ] {
            let a = t
                .request(
                    Method::PUT,
                    &format!("/api/admin/products/{id}"),
                    Some(&admin),
                    Some(put(json!({"stock": bad}))),
                )
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {bad}");
            assert_eq!(
                a.json()["message"],
                "Stock must be a whole number from 0 to 1000000, or empty when you do not count it."
            );
        }
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(put(json!({"stock": "7"}))),
            )
            .await;
        assert_eq!(a.json()["stockOnHand"], 7, "{l}");
        // Left out keeps it; null stops counting.
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(put(json!({}))),
            )
            .await;
        assert_eq!(a.json()["stockOnHand"], 7, "{l}");
        assert_eq!(public_product(&t, &id).await.json()["stock"], 7, "{l}");
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(put(json!({"stock": null}))),
            )
            .await;
        assert_eq!(a.json()["stockOnHand"], Value::Null, "{l}");
        assert_eq!(
            public_product(&t, &id).await.json()["stock"],
            Value::Null,
            "{l}"
        );
    }
}

#[tokio::test]
async fn hidden_products_and_categories_leave_the_storefront_but_not_admin() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let id = product(&t, &admin, "Dragon Fruit", Value::Null).await;
        let p = admin_product(&t, &admin, "Dragon Fruit").await;
        let cat_id = p["categoryId"]["_id"].as_str().unwrap().to_string();
        let listed = |list: Value| {
            list.as_array()
                .or(list["products"].as_array())
                .unwrap()
                .iter()
                .any(|p| p["_id"] == json!(id))
        };
        assert!(listed(t.get("/api/products").await.json()), "{l}");
        let body = json!({"name": "Dragon Fruit", "description": "Pink", "price": 500, "categoryId": cat_id,
                          "image": ["/images/products/kiwi.svg"], "active": false});
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(body.clone()),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}");
        assert_eq!(a.json()["active"], false);
        assert!(
            !listed(t.get("/api/products").await.json()),
            "{l}: hidden product listed"
        );
        assert_eq!(
            public_product(&t, &id).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        assert!(
            admin_product(&t, &admin, "Dragon Fruit").await["active"] == false,
            "{l}: admin still sees it"
        );
        let buyer = buyer(&t, 3).await;
        let a = t
            .post(
                "/api/orders",
                Some(&buyer),
                json!({"cart": [{"_id": id, "qty": 1}], "shippingAddress": ship()}),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");

        // Active again, but its category switched off: hidden everywhere on the storefront.
        let mut on = body.clone();
        on["active"] = json!(true);
        t.request(
            Method::PUT,
            &format!("/api/admin/products/{id}"),
            Some(&admin),
            Some(on),
        )
        .await;
        assert!(listed(t.get("/api/products").await.json()), "{l}");
        let a = t
            .request(Method::PUT, &format!("/api/admin/categories/{cat_id}"), Some(&admin),
                Some(json!({"name": "Dragon Fruit crate", "slug": "dragon-fruit-crate", "bg": "pink-50", "active": false})))
            .await;
        assert_eq!(
            a.status,
            StatusCode::OK,
            "{l}: {}",
            String::from_utf8_lossy(&a.body)
        );
        assert!(
            !listed(t.get("/api/products").await.json()),
            "{l}: product of a hidden category listed"
        );
        assert!(
            !listed(
                t.get(&format!("/api/products?category={cat_id}"))
                    .await
                    .json()
            ),
            "{l}"
        );
        assert_eq!(
            public_product(&t, &id).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        let p = admin_product(&t, &admin, "Dragon Fruit").await;
        assert_eq!(
            (p["active"].clone(), p["categoryActive"].clone()),
            (json!(true), json!(false)),
            "{l}"
        );
    }
}
