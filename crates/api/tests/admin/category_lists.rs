//! Categories as the storefront and the admin list see them, and deleting one that is in use.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::json;

#[tokio::test]
async fn the_public_category_list_hides_inactive_categories_and_shows_changes_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shown = new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await;
        let hidden = new_category(
            &t,
            &admin,
            json!({"name": "Seasonal Fruits", "active": false}),
        )
        .await;
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            ids(&cats),
            vec![s(&shown["_id"])],
            "{l}: inactive ones are hidden"
        );

        let path = format!("/api/admin/categories/{}", s(&hidden["_id"]));
        assert_eq!(
            put(&t, &path, &admin, json!({"active": true, "sortOrder": 0}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            ids(&cats),
            vec![s(&hidden["_id"]), s(&shown["_id"])],
            "{l}: shown at once, in sort order"
        );

        let path = format!("/api/admin/categories/{}", s(&shown["_id"]));
        assert_eq!(
            put(&t, &path, &admin, json!({"name": "Rare Fruits"}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            cats[1]["name"], "Rare Fruits",
            "{l}: a rename shows at once"
        );
        assert_eq!(
            put(&t, &path, &admin, json!({"active": false}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            ids(&cats),
            vec![s(&hidden["_id"])],
            "{l}: deactivating hides at once"
        );
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/categories").await).len(),
            2,
            "{l}: the admin sees both"
        );
    }
}

#[tokio::test]
async fn a_category_used_by_a_product_cannot_be_deleted_and_an_unused_one_can() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let used = new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await;
        let used_id = s(&used["_id"]);
        let mango = new_product(&t, &admin, "Alphonso Mango", 899.5, &used_id).await;
        let banner = new_banner(
            &t,
            &admin,
            json!({"img": "/images/b.jpg", "categoryId": used_id}),
        )
        .await;
        assert_eq!(banner["categoryId"], used_id.as_str(), "{l}");
        public(&t, "/api/categories").await;

        let a = delete(&t, &format!("/api/admin/categories/{used_id}"), &admin).await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {}", text(&a));
        let message = s(&a.json()["message"]);
        assert!(
            message.contains("used by 1 product"),
            "{l}: a clear message: {message}"
        );
        assert!(
            find(
                &admin_list(&t, &admin, "/api/admin/categories").await,
                &used_id
            )
            .is_some(),
            "{l}: still there"
        );
        assert_eq!(
            ids(&public(&t, "/api/categories").await),
            vec![used_id.clone()],
            "{l}"
        );
        assert_eq!(
            public(&t, "/api/banners").await[0]["categoryId"],
            used_id.as_str(),
            "{l}: nothing half-deleted"
        );

        let unused = new_category(&t, &admin, json!({"name": "Seasonal Fruits"})).await;
        let a = delete(
            &t,
            &format!("/api/admin/categories/{}", s(&unused["_id"])),
            &admin,
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert!(a.json()["message"].is_string(), "{l}");
        assert_eq!(
            ids(&admin_list(&t, &admin, "/api/admin/categories").await),
            vec![used_id.clone()],
            "{l}: gone"
        );
        assert_eq!(
            ids(&public(&t, "/api/categories").await),
            vec![used_id.clone()],
            "{l}: gone from the storefront"
        );

        // Once its product is gone, the category can go; a banner pointing at it is unassigned.
        assert_eq!(
            delete(
                &t,
                &format!("/api/admin/products/{}", s(&mango["_id"])),
                &admin
            )
            .await
            .status,
            StatusCode::OK,
            "{l}"
        );
        let a = delete(&t, &format!("/api/admin/categories/{used_id}"), &admin).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/categories").await).len(),
            0,
            "{l}"
        );
        let banners = admin_list(&t, &admin, "/api/admin/banners").await;
        assert!(banners[0]["categoryId"].is_null(), "{l}: {banners}");
        assert_eq!(
            delete(&t, &format!("/api/admin/categories/{used_id}"), &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
    }
}
