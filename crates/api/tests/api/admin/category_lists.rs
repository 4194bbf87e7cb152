//! Categories as the storefront and the admin list see them, and deleting one that is in use.

use axum::http::StatusCode;
use serde_json::json;
use tokri_api::routes::catalogue::{BannerResponse, CategoryResponse};

use crate::common::{apps, find, ids};

#[tokio::test]
async fn the_public_category_list_hides_inactive_categories_and_shows_changes_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shown = t
            .new_category(&admin, json!({"name": "Exotic Fruits"}))
            .await;
        let hidden = t
            .new_category(&admin, json!({"name": "Seasonal Fruits", "active": false}))
            .await;
        let cats = t
            .read::<Vec<CategoryResponse>>("/api/categories", None)
            .await;
        assert_eq!(
            ids(&cats),
            vec![shown.id.clone()],
            "{l}: inactive ones are hidden"
        );

        let path = format!("/api/admin/categories/{}", hidden.id.clone());
        assert_eq!(
            t.put(&path, &admin, json!({"active": true, "sortOrder": 0}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = t
            .read::<Vec<CategoryResponse>>("/api/categories", None)
            .await;
        assert_eq!(
            ids(&cats),
            vec![hidden.id.clone(), shown.id.clone()],
            "{l}: shown at once, in sort order"
        );

        let path = format!("/api/admin/categories/{}", shown.id.clone());
        assert_eq!(
            t.put(&path, &admin, json!({"name": "Rare Fruits"}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = t
            .read::<Vec<CategoryResponse>>("/api/categories", None)
            .await;
        assert_eq!(cats[1].name, "Rare Fruits", "{l}: a rename shows at once");
        assert_eq!(
            t.put(&path, &admin, json!({"active": false})).await.status,
            StatusCode::OK,
            "{l}"
        );
        let cats = t
            .read::<Vec<CategoryResponse>>("/api/categories", None)
            .await;
        assert_eq!(
            ids(&cats),
            vec![hidden.id.clone()],
            "{l}: deactivating hides at once"
        );
        assert_eq!(
            t.read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
                .await
                .len(),
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
        let used = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await;
        let used_id = used.id.clone();
        let mango = t
            .new_product(&admin, "Alphonso Mango", 899.5, &used_id)
            .await;
        let banner = t
            .new_banner(
                &admin,
                json!({"img": "/images/b.jpg", "categoryId": used_id}),
            )
            .await;
        assert_eq!(banner.category_id.as_deref(), Some(used_id.as_str()), "{l}");
        t.read::<Vec<CategoryResponse>>("/api/categories", None)
            .await;

        let a = t
            .delete(&format!("/api/admin/categories/{used_id}"), &admin)
            .await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {}", a.text());
        let message = a.message();
        assert!(
            message.contains("used by 1 product"),
            "{l}: a clear message: {message}"
        );
        assert!(
            find(
                &t.read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
                    .await,
                &used_id
            )
            .is_some(),
            "{l}: still there"
        );
        assert_eq!(
            ids(&t
                .read::<Vec<CategoryResponse>>("/api/categories", None)
                .await),
            vec![used_id.clone()],
            "{l}"
        );
        assert_eq!(
            t.read::<Vec<BannerResponse>>("/api/banners", None).await[0]
                .category_id
                .as_deref(),
            Some(used_id.as_str()),
            "{l}: nothing half-deleted"
        );

        let unused = t
            .new_category(&admin, json!({"name": "Seasonal Fruits"}))
            .await;
        let a = t
            .delete(
                &format!("/api/admin/categories/{}", unused.id.clone()),
                &admin,
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert!(!a.message().is_empty(), "{l}");
        assert_eq!(
            ids(&t
                .read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
                .await),
            vec![used_id.clone()],
            "{l}: gone"
        );
        assert_eq!(
            ids(&t
                .read::<Vec<CategoryResponse>>("/api/categories", None)
                .await),
            vec![used_id.clone()],
            "{l}: gone from the storefront"
        );

        // Once its product is gone, the category can go; a banner pointing at it is unassigned.
        assert_eq!(
            t.delete(&format!("/api/admin/products/{}", mango.id.clone()), &admin)
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let a = t
            .delete(&format!("/api/admin/categories/{used_id}"), &admin)
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert_eq!(
            t.read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
                .await
                .len(),
            0,
            "{l}"
        );
        let banners = t
            .read::<Vec<BannerResponse>>("/api/admin/banners", Some(&admin))
            .await;
        assert!(banners[0].category_id.is_none(), "{l}: {banners:?}");
        assert_eq!(
            t.delete(&format!("/api/admin/categories/{used_id}"), &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
    }
}
