//! One order: its status, an unknown id, and the snapshot past orders keep.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::{Value, json};

#[tokio::test]
async fn an_order_status_can_be_set_to_any_of_the_six_values_and_the_customer_sees_it() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let id = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let path = format!("/api/admin/orders/{id}/status");
        // Any value from any other, including backwards (SPEC §4).
        for status in [
            "Shipped",
            "Processing",
            "Delivered",
            "Refunded",
            "Cancelled",
            "Pending",
            "Delivered",
        ] {
            let a = patch(&t, &path, &admin, json!({"status": status})).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {status}: {}", text(&a));
            let o = a.json();
            assert_eq!(o["_id"], id.as_str(), "{l}");
            assert_eq!(o["status"], status, "{l}: the answer is the updated order");
            assert_eq!(
                admin_list(&t, &asha, "/api/orders").await[0]["status"],
                status,
                "{l}: the customer's list"
            );
            assert_eq!(
                admin_list(&t, &asha, &format!("/api/orders/{id}")).await["status"],
                status,
                "{l}: the customer's detail"
            );
            assert_eq!(
                admin_list(&t, &admin, &format!("/api/admin/orders/{id}")).await["status"],
                status,
                "{l}"
            );
        }
        for bad in [
            json!({"status": "Lost"}),
            json!({"status": "shipped"}),
            json!({"status": ""}),
            json!({}),
            json!({"status": "Confirmed"}),
        ] {
            let a = patch(&t, &path, &admin, bad.clone()).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("Pending"),
                "{l}: names the six values"
            );
        }
        assert_eq!(
            admin_list(&t, &asha, "/api/orders").await[0]["status"],
            "Delivered",
            "{l}: unchanged by refusals"
        );
    }
}

#[tokio::test]
async fn an_unknown_order_answers_404_to_the_admin() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for id in [NOBODY, "not-an-id", "12345678"] {
            let a = t.get_as(&format!("/api/admin/orders/{id}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: GET {id}: {}",
                text(&a)
            );
            assert!(a.json()["message"].is_string(), "{l}");
            let a = patch(
                &t,
                &format!("/api/admin/orders/{id}/status"),
                &admin,
                json!({"status": "Shipped"}),
            )
            .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PATCH {id}: {}",
                text(&a)
            );
        }
    }
}

#[tokio::test]
async fn price_edits_and_deletions_leave_past_orders_unchanged() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let placed = place(&t, &asha, &shelf.mango, 2).await;
        assert_eq!(
            placed["amount"],
            2 * 89_950 + 11_900,
            "{l}: ₹1799 + ₹119 delivery, in paise"
        );
        let id = doc(&placed);

        let body = json!({"name": "Alphonso Mango XL", "price": 1500, "categoryId": shelf.category, "image": ["/images/xl.svg"]});
        assert_eq!(
            put(
                &t,
                &format!("/api/admin/products/{}", shelf.mango),
                &admin,
                body
            )
            .await
            .status,
            StatusCode::OK,
            "{l}"
        );
        assert_eq!(
            public(&t, &format!("/api/products/{}", shelf.mango)).await["price"],
            1500.0,
            "{l}"
        );

        let check = |o: &Value, who: &str| {
            assert_eq!(o["_id"], id.as_str(), "{l}: {who}");
            assert_eq!(
                o["items"][0]["price"], 899.5,
                "{l}: {who}: the price when bought"
            );
            assert_eq!(
                o["items"][0]["name"], "Alphonso Mango",
                "{l}: {who}: the name when bought"
            );
            assert_eq!(
                o["items"][0]["image"], "/images/alphonso-mango.svg",
                "{l}: {who}"
            );
            assert_eq!(o["items"][0]["qty"], 2, "{l}: {who}");
            assert_eq!(o["subtotal"], 1799.0, "{l}: {who}");
            assert_eq!(o["deliveryFee"], 119.0, "{l}: {who}");
            assert_eq!(o["totalAmount"], 1918.0, "{l}: {who}");
        };
        check(
            &admin_list(&t, &asha, &format!("/api/orders/{id}")).await,
            "customer detail",
        );
        check(
            &admin_list(&t, &asha, "/api/orders").await[0],
            "customer list",
        );
        check(
            &admin_list(&t, &admin, &format!("/api/admin/orders/{id}")).await,
            "admin detail",
        );
        check(
            &admin_orders(&t, &admin, "").await["orders"][0],
            "admin list",
        );

        // A new order is priced at the new price.
        let again = place(&t, &asha, &shelf.mango, 2).await;
        assert_eq!(again["amount"], 2 * 150_000, "{l}: ₹3000, free delivery");

        // Deleting the product leaves the order as it was.
        assert_eq!(
            delete(&t, &format!("/api/admin/products/{}", shelf.mango), &admin)
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        check(
            &admin_list(&t, &asha, &format!("/api/orders/{id}")).await,
            "customer detail after delete",
        );
        check(
            &admin_list(&t, &admin, &format!("/api/admin/orders/{id}")).await,
            "admin detail after delete",
        );
    }
}
