//! One order: its status, an unknown id, and the snapshot past orders keep.

use axum::http::StatusCode;
use serde_json::json;
use tokri_api::routes::catalogue::ProductDetailResponse;
use tokri_api::routes::orders::OrderResponse;
use tokri_domain::OrderStatus;

use crate::common::{NOBODY, apps};

#[tokio::test]
async fn an_order_status_can_be_set_to_any_of_the_six_values_and_the_customer_sees_it() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let id = t.new_order(&asha, &shelf.mango, 1).await.order_doc_id;
        let path = format!("/api/admin/orders/{id}/status");
        // Any value from any other, including backwards (SPEC §4).
        for status in [
            OrderStatus::Shipped,
            OrderStatus::Processing,
            OrderStatus::Delivered,
            OrderStatus::Refunded,
            OrderStatus::Cancelled,
            OrderStatus::Pending,
            OrderStatus::Delivered,
        ] {
            let a = t.patch(&path, &admin, json!({"status": status})).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {status:?}: {}", a.text());
            let o: OrderResponse = a.body();
            assert_eq!(o.id, id, "{l}");
            assert_eq!(o.status, status, "{l}: the answer is the updated order");
            assert_eq!(
                t.read::<Vec<OrderResponse>>("/api/orders", Some(&asha))
                    .await[0]
                    .status,
                status,
                "{l}: the customer's list"
            );
            assert_eq!(
                t.read::<OrderResponse>(&format!("/api/orders/{id}"), Some(&asha))
                    .await
                    .status,
                status,
                "{l}: the customer's detail"
            );
            assert_eq!(
                t.read::<OrderResponse>(&format!("/api/admin/orders/{id}"), Some(&admin))
                    .await
                    .status,
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
            let a = t.patch(&path, &admin, bad.clone()).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                a.text()
            );
            assert!(a.message().contains("Pending"), "{l}: names the six values");
        }
        assert_eq!(
            t.read::<Vec<OrderResponse>>("/api/orders", Some(&asha))
                .await[0]
                .status,
            OrderStatus::Delivered,
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
                a.text()
            );
            assert!(!a.message().is_empty(), "{l}");
            let a = t
                .patch(
                    &format!("/api/admin/orders/{id}/status"),
                    &admin,
                    json!({"status": "Shipped"}),
                )
                .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PATCH {id}: {}",
                a.text()
            );
        }
    }
}

#[tokio::test]
async fn price_edits_and_deletions_leave_past_orders_unchanged() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let placed = t.new_order(&asha, &shelf.mango, 2).await;
        assert_eq!(
            placed.amount,
            2 * 89_950 + 11_900,
            "{l}: ₹1799 + ₹119 delivery, in paise"
        );
        let id = placed.order_doc_id.clone();

        let body = json!({"name": "Alphonso Mango XL", "price": 1500, "categoryId": shelf.category, "image": ["/images/xl.svg"]});
        assert_eq!(
            t.put(
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
            t.read::<ProductDetailResponse>(&format!("/api/products/{}", shelf.mango), None)
                .await
                .price,
            1500.0,
            "{l}"
        );

        let check = |o: &OrderResponse, who: &str| {
            assert_eq!(o.id, id, "{l}: {who}");
            assert_eq!(o.items[0].price, 899.5, "{l}: {who}: the price when bought");
            assert_eq!(
                o.items[0].name, "Alphonso Mango",
                "{l}: {who}: the name when bought"
            );
            assert_eq!(
                o.items[0].image.as_deref(),
                Some("/images/alphonso-mango.svg"),
                "{l}: {who}"
            );
            assert_eq!(o.items[0].qty, 2, "{l}: {who}");
            assert_eq!(o.subtotal, 1799.0, "{l}: {who}");
            assert_eq!(o.delivery_fee, 119.0, "{l}: {who}");
            assert_eq!(o.total_amount, 1918.0, "{l}: {who}");
        };
        check(
            &t.read::<OrderResponse>(&format!("/api/orders/{id}"), Some(&asha))
                .await,
            "customer detail",
        );
        check(
            &t.read::<Vec<OrderResponse>>("/api/orders", Some(&asha))
                .await[0],
            "customer list",
        );
        check(
            &t.read::<OrderResponse>(&format!("/api/admin/orders/{id}"), Some(&admin))
                .await,
            "admin detail",
        );
        check(&t.admin_orders(&admin, "").await.orders[0], "admin list");

        // A new order is priced at the new price.
        let again = t.new_order(&asha, &shelf.mango, 2).await;
        assert_eq!(again.amount, 2 * 150_000, "{l}: ₹3000, free delivery");

        // Deleting the product leaves the order as it was.
        assert_eq!(
            t.delete(&format!("/api/admin/products/{}", shelf.mango), &admin)
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        check(
            &t.read::<OrderResponse>(&format!("/api/orders/{id}"), Some(&asha))
                .await,
            "customer detail after delete",
        );
        check(
            &t.read::<OrderResponse>(&format!("/api/admin/orders/{id}"), Some(&admin))
                .await,
            "admin detail after delete",
        );
    }
}
