//! Checkout options: gifts, cash on delivery, and Pay pressed again for the same cart
//! (both databases).

use crate::common;

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, ship};
use serde_json::{Value, json};
use tokri_api::routes::orders::OrderResponse;
use tokri_domain::{OrderStatus, PaymentMethod, PaymentStatus};

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";
const KIWI: &str = "a0000000-0000-4000-8000-000000000002";

async fn shop(t: &TestApp) {
    // ₹2,500 mangoes: free delivery; ₹120 kiwis.
    t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 250_000), (KIWI, "Kiwi", 12_000)])
        .await;
}

/// The owner counts `units` of a product.
async fn count(t: &TestApp, id: &str, units: i64) {
    tokri_store::testing::execute_raw(
        &t.store,
        &format!("UPDATE product_variants SET stock = {units} WHERE product_id = '{id}'"),
    )
    .await
    .unwrap();
    t.catalogue_changed();
}

async fn order(t: &TestApp, token: &str, extra: Value) -> common::Answer {
    let mut body = json!({"cart": [{"_id": MANGO, "qty": 1}], "shippingAddress": ship()});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    t.post("/api/orders", Some(token), body).await
}

async fn set_cod(t: &TestApp, admin: &str, enabled: bool, max: Value) -> common::Answer {
    t.request(
        Method::PUT,
        "/api/admin/settings/checkout",
        Some(admin),
        Some(json!({"cashOnDelivery": {"enabled": enabled, "maxAmount": max}})),
    )
    .await
}

#[tokio::test]
async fn a_gift_order_keeps_the_recipient_and_message_and_bad_gifts_are_refused_by_field() {
    for t in apps().await {
        shop(&t).await;
        let token = t.customer("ravi@example.in", "fresh-fruit-26").await;
        let gift = json!({"recipientName": "Asha Kulkarni", "recipientMobile": "+91 98765 43210",
                          "message": "Happy Diwali!\nWith love, Ravi", "hidePrices": true});
        let a = order(&t, &token, json!({"gift": gift})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);
        let id = a.json()["orderDocId"].as_str().unwrap().to_string();
        let o = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(
            o["gift"],
            json!({"recipientName": "Asha Kulkarni", "recipientMobile": "9876543210",
                   "message": "Happy Diwali!\nWith love, Ravi", "hidePrices": true,
                   "senderName": null}),
            "{}",
            t.label
        );
        assert_eq!(o["paymentMethod"], "online", "sent as the method's name");
        // An ordinary order has no gift.
        let a = order(&t, &token, json!({"cart": [{"_id": KIWI, "qty": 1}]})).await;
        let id = a.json()["orderDocId"].as_str().unwrap().to_string();
        let o = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(o["gift"], Value::Null);

        let too_long = "a".repeat(201);
        let a = order(
            &t,
            &token,
            json!({"cart": [{"_id": KIWI, "qty": 2}],
                   "gift": {"recipientName": " ", "recipientMobile": "12345", "message": too_long}}),
        )
        .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let errors = &a.json()["errors"];
        assert_eq!(
            errors["gift.recipientName"],
            "Please enter the recipient's name."
        );
        assert_eq!(
            errors["gift.recipientMobile"],
            "Please enter the recipient's 10-digit mobile number."
        );
        assert_eq!(
            errors["gift.message"],
            "The gift message can have at most 200 characters."
        );
        // Nothing was stored for the refused request.
        let mine = t.get_as("/api/orders", &token).await.json();
        assert_eq!(mine.as_array().unwrap().len(), 2, "{}", t.label);
    }
}

#[tokio::test]
async fn cash_on_delivery_places_the_order_at_once_and_the_admin_records_the_cash() {
    for t in apps().await {
        shop(&t).await;
        let admin = t.admin().await;
        // A fresh shop offers cash on delivery up to ₹5,000, and says so at start.
        let config = t.get("/api/config").await.json();
        assert_eq!(
            config["cashOnDelivery"],
            json!({"enabled": true, "maxAmount": 5000.0}),
            "{}",
            t.label
        );
        count(&t, MANGO, 3).await;
        let token = t.customer("meera@example.in", "fresh-fruit-26").await;
        let a = order(&t, &token, json!({"paymentMethod": "cod"})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);
        let placed = a.json();
        assert_eq!(placed["paymentMethod"], "cod");
        assert_eq!(placed["orderId"], Value::Null);
        assert_eq!(placed["amount"], 250_000);
        let id = placed["orderDocId"].as_str().unwrap().to_string();

        let o: OrderResponse = t.get_as(&format!("/api/orders/{id}"), &token).await.body();
        assert_eq!(o.status, OrderStatus::Pending);
        assert_eq!(o.payment_status, PaymentStatus::CodDue);
        assert_eq!(o.payment_method, PaymentMethod::Cod);
        assert!(o.payment_info.is_none());
        // The mango is held for the order: two left to buy.
        let p = t.get(&format!("/api/products/{MANGO}")).await.json();
        assert_eq!(p["stock"], 2, "{}", t.label);
        // The customer is told at once, with the amount to keep ready.
        let mails = t.mails().await;
        let mail = mails.last().expect("a confirmation mail");
        assert!(
            mail.contains("Please pay ₹2,500.00 in cash when it is delivered."),
            "{}: {mail}",
            t.label
        );
        // The reconciler never cancels a cash order as unpaid.
        let (_, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms() + 2 * 3600 * 1000)
            .await
            .unwrap();
        assert_eq!(cancelled, 0, "{}", t.label);
        // A customer cannot record cash.
        let a = t
            .post(
                &format!("/api/admin/orders/{id}/cash-payment"),
                Some(&token),
                json!({}),
            )
            .await;
        assert_eq!(a.status, StatusCode::FORBIDDEN);
        // The admin records the cash on delivery: paid, once.
        for _ in 0..2 {
            let a = t
                .post(
                    &format!("/api/admin/orders/{id}/cash-payment"),
                    Some(&admin),
                    json!({}),
                )
                .await;
            assert_eq!(a.status, StatusCode::OK, "{}", t.label);
            let o: OrderResponse = a.body();
            assert_eq!(o.payment_status, PaymentStatus::Paid);
            assert_eq!(o.status, OrderStatus::Processing);
            assert_eq!(
                o.payment_info.and_then(|p| p.method).as_deref(),
                Some("cash")
            );
        }
        let p = t.get(&format!("/api/products/{MANGO}")).await.json();
        assert_eq!(p["stock"], 2, "{}: sold once", t.label);
        // The customer gets one receipt, with the invoice the payment issued attached.
        let mails = t.mails().await;
        let receipts: Vec<_> = mails
            .iter()
            .filter(|m| m.contains("We have received your cash payment of ₹2,500.00"))
            .collect();
        assert_eq!(receipts.len(), 1, "{}", t.label);
        assert!(
            receipts[0].contains("application/pdf"),
            "{}: the invoice is attached",
            t.label
        );
        let number =
            t.get_as(&format!("/api/orders/{id}"), &token).await.json()["invoiceNumber"].clone();
        assert!(
            receipts[0].contains(number.as_str().expect("an invoice number")),
            "{}",
            t.label
        );
        let stock: i64 = tokri_store::testing::scalar_i64(
            &t.store,
            &format!("SELECT stock FROM product_variants WHERE product_id = '{MANGO}'"),
        )
        .await
        .unwrap();
        assert_eq!(stock, 2, "{}", t.label);

        // An online order cannot be marked paid in cash.
        let a = order(&t, &token, json!({"cart": [{"_id": KIWI, "qty": 1}]})).await;
        let online = a.json()["orderDocId"].as_str().unwrap().to_string();
        let a = t
            .post(
                &format!("/api/admin/orders/{online}/cash-payment"),
                Some(&admin),
                json!({}),
            )
            .await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{}", t.label);
        // Nor a cancelled cash order; cancelling gives its mango back.
        let a = order(&t, &token, json!({"paymentMethod": "cod"})).await;
        let cod = a.json()["orderDocId"].as_str().unwrap().to_string();
        let a = t
            .request(
                Method::PATCH,
                &format!("/api/admin/orders/{cod}/status"),
                Some(&admin),
                Some(json!({"status": "Cancelled"})),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK);
        let a = t
            .post(
                &format!("/api/admin/orders/{cod}/cash-payment"),
                Some(&admin),
                json!({}),
            )
            .await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{}", t.label);
        assert_eq!(
            a.json()["message"],
            "This order was cancelled; no cash is due."
        );
        let p = t.get(&format!("/api/products/{MANGO}")).await.json();
        assert_eq!(p["stock"], 2, "{}", t.label);
    }
}

#[tokio::test]
async fn the_owner_limits_or_turns_off_cash_on_delivery() {
    for t in apps().await {
        shop(&t).await;
        let admin = t.admin().await;
        let token = t.customer("kiran@example.in", "fresh-fruit-26").await;
        // Customers cannot change the setting; bad limits are refused.
        assert_eq!(
            set_cod(&t, &token, false, Value::Null).await.status,
            StatusCode::FORBIDDEN
        );
        for bad in [json!(0), json!(-5), json!(12.345)] {
            let a = set_cod(&t, &admin, true, bad).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
        }
        let a = set_cod(&t, &admin, true, json!(2000)).await;
        assert_eq!(a.status, StatusCode::OK);
        assert_eq!(
            a.json(),
            json!({"cashOnDelivery": {"enabled": true, "maxAmount": 2000.0}})
        );
        let a = order(&t, &token, json!({"paymentMethod": "cod"})).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(
            a.json()["message"],
            "Cash on delivery is available for orders up to ₹2,000.00. Please pay online."
        );
        // Under the limit it is fine: 10 kiwis are ₹1,200 + ₹119 delivery.
        let a = order(
            &t,
            &token,
            json!({"paymentMethod": "cod", "cart": [{"_id": KIWI, "qty": 10}]}),
        )
        .await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);

        let a = set_cod(&t, &admin, false, Value::Null).await;
        assert_eq!(a.status, StatusCode::OK);
        let config = t.get("/api/config").await.json();
        assert_eq!(
            config["cashOnDelivery"],
            json!({"enabled": false, "maxAmount": null})
        );
        let a = order(
            &t,
            &token,
            json!({"paymentMethod": "cod", "cart": [{"_id": KIWI, "qty": 1}]}),
        )
        .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            a.json()["message"],
            "Cash on delivery is not available. Please pay online."
        );
        // An unknown method is refused.
        let a = order(&t, &token, json!({"paymentMethod": "bitcoin"})).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
    }
}

#[tokio::test]
async fn paying_again_for_the_same_cart_reuses_the_open_order() {
    for t in apps().await {
        shop(&t).await;
        // The last two mangoes.
        count(&t, MANGO, 2).await;
        let token = t.customer("dev@example.in", "fresh-fruit-26").await;
        let cart = json!({"cart": [{"_id": MANGO, "qty": 2}]});
        let first = order(&t, &token, cart.clone()).await;
        assert_eq!(first.status, StatusCode::CREATED, "{}", t.label);
        let first = first.json();
        // Pay again (the customer closed the payment window): the same order, though its
        // units are the last ones and are held by it.
        let again = order(&t, &token, cart.clone()).await;
        assert_eq!(again.status, StatusCode::OK, "{}", t.label);
        let again = again.json();
        assert_eq!(again["orderDocId"], first["orderDocId"]);
        assert_eq!(again["orderId"], first["orderId"]);
        assert_eq!(again["amount"], first["amount"]);
        // Another customer finds them held.
        let other = t.customer("nisha@example.in", "fresh-fruit-26").await;
        let a = order(&t, &other, cart.clone()).await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{}", t.label);
        // A different cart (or address, or gift) is another order.
        let a = order(&t, &token, json!({"cart": [{"_id": KIWI, "qty": 1}]})).await;
        assert_eq!(a.status, StatusCode::CREATED);
        assert_ne!(a.json()["orderDocId"], first["orderDocId"]);
        let mine = t.get_as("/api/orders", &token).await.json();
        assert_eq!(mine.as_array().unwrap().len(), 2, "{}", t.label);
        // Another customer's identical cart is never someone else's order.
        let kiwi = json!({"cart": [{"_id": KIWI, "qty": 1}]});
        let a = order(&t, &other, kiwi).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);
    }
}

#[tokio::test]
async fn orders_never_paid_leave_the_customers_list_when_the_payment_window_closes() {
    for t in apps().await {
        shop(&t).await;
        let admin = t.admin().await;
        let token = t.customer("lata@example.in", "fresh-fruit-26").await;
        let unpaid = order(&t, &token, json!({})).await.json()["orderDocId"]
            .as_str()
            .unwrap()
            .to_string();
        let cod = order(
            &t,
            &token,
            json!({"paymentMethod": "cod", "cart": [{"_id": KIWI, "qty": 1}]}),
        )
        .await
        .json()["orderDocId"]
            .as_str()
            .unwrap()
            .to_string();
        let ids = |v: Value| -> Vec<String> {
            v.as_array()
                .unwrap()
                .iter()
                .map(|o| o["_id"].as_str().unwrap().to_string())
                .collect()
        };
        // Within the payment window the customer sees both.
        let mine = ids(t.get_as("/api/orders", &token).await.json());
        assert_eq!(mine.len(), 2, "{}", t.label);
        // The admin list hides the unpaid online order unless asked for it.
        let page = t.get_as("/api/admin/orders", &admin).await.json();
        assert_eq!(
            ids(page["orders"].clone()),
            vec![cod.clone()],
            "{}",
            t.label
        );
        assert_eq!(page["total"], 1);
        let page = t
            .get_as("/api/admin/orders?includeUnpaid=true", &admin)
            .await
            .json();
        assert_eq!(page["total"], 2, "{}", t.label);
        let a = t
            .get_as("/api/admin/orders?includeUnpaid=maybe", &admin)
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST);

        // 31 minutes later the window has closed: the unpaid order leaves the customer's list,
        // and the reconciler cancels it.
        tokri_store::testing::execute_raw(
            &t.store,
            &format!("UPDATE orders SET created_at = created_at - 1860000 WHERE id = '{unpaid}'"),
        )
        .await
        .unwrap();
        let mine = ids(t.get_as("/api/orders", &token).await.json());
        assert_eq!(mine, vec![cod.clone()], "{}", t.label);
        let (_, cancelled) = t
            .state
            .shop
            .checkout
            .reconcile(tokri_store::now_ms())
            .await
            .unwrap();
        assert_eq!(cancelled, 1, "{}", t.label);
        // Pay again for that cart now opens a new order.
        let a = order(&t, &token, json!({})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);
        assert_ne!(a.json()["orderDocId"], unpaid.as_str());
    }
}
