//! Categories: creation defaults, validation, slugs, updates and unknown ids.

use axum::http::StatusCode;
use serde_json::json;
use tokri_api::routes::catalogue::CategoryResponse;
use tokri_domain::{Background, Layout};

use crate::common::{NOBODY, apps, find};

#[tokio::test]
async fn a_category_created_with_only_a_name_gets_a_slug_the_default_background_and_the_next_sort_order()
 {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let c = t
            .new_category(&admin, json!({"name": "  Dried Fruits & Nuts "}))
            .await;
        assert!(tokri_domain::id::is_id(&c.id), "{l}: {c:?}");
        assert_eq!(c.name, "Dried Fruits & Nuts", "{l}");
        assert_eq!(c.slug, "dried-fruits-nuts", "{l}");
        assert_eq!(c.bg, Background::Yellow50, "{l}");
        assert!(c.active, "{l}");
        assert_eq!(c.sort_order, Some(1), "{l}: count (0) + 1");
        assert_eq!(c.layout, Layout::Standard, "{l}");
        assert_eq!(c.image, None, "{l}");

        let second = t
            .new_category(&admin, json!({"name": "Exotic Fruits", "sortOrder": ""}))
            .await;
        assert_eq!(second.sort_order, Some(2), "{l}: blank is the default too");
        let chosen = t.new_category(&admin, json!({"name": "Fruit Gift Boxes or Combos", "slug": "Gift Boxes", "image": "/images/gift.svg",
                   "bg": "purple-50", "active": false, "sortOrder": 0, "layout": "giftBox"}))
        .await;
        assert_eq!(chosen.slug, "gift-boxes", "{l}: a typed slug is normalised");
        assert_eq!(chosen.bg, Background::Purple50, "{l}");
        assert!(!chosen.active, "{l}");
        assert_eq!(chosen.sort_order, Some(0), "{l}: zero is allowed");
        assert_eq!(chosen.image.as_deref(), Some("/images/gift.svg"), "{l}");
        assert_eq!(chosen.layout, Layout::GiftBox, "{l}");
        let fourth = t
            .new_category(
                &admin,
                json!({"name": "Seasonal Fruits", "sortOrder": "abc"}),
            )
            .await;
        assert_eq!(
            fourth.sort_order,
            Some(4),
            "{l}: non-numeric is the default, count (3) + 1"
        );

        let all = t
            .read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
            .await;
        assert_eq!(all.len(), 4, "{l}");
        assert_eq!(all[0].id, chosen.id, "{l}: sorted by sortOrder");
        assert_eq!(find(&all, &c.id).unwrap().slug, "dried-fruits-nuts", "{l}");
    }
}

#[tokio::test]
async fn a_category_needs_a_name_a_known_background_and_a_sort_order_of_at_least_zero() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for body in [
            json!({}),
            json!({"name": ""}),
            json!({"name": "   "}),
            json!({"name": null, "slug": "x"}),
        ] {
            let a = t
                .post("/api/admin/categories", Some(&admin), body.clone())
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {body}");
            assert_eq!(a.message(), "Category name cannot be empty.", "{l}: {body}");
        }
        for bg in ["red-50", "Yellow-50", "", "bg-yellow-50"] {
            let a = t
                .post(
                    "/api/admin/categories",
                    Some(&admin),
                    json!({"name": "Exotic Fruits", "bg": bg}),
                )
                .await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: bg {bg:?}: {}",
                a.text()
            );
            assert!(a.message().contains("yellow-50"), "{l}: names the choices");
        }
        for bg in [
            "yellow-50",
            "orange-50",
            "amber-50",
            "pink-50",
            "green-50",
            "purple-50",
        ] {
            let c = t
                .new_category(&admin, json!({"name": format!("Cat {bg}"), "bg": bg}))
                .await;
            assert_eq!(serde_json::to_value(c.bg).unwrap(), bg, "{l}");
        }
        for sort in [json!(-1), json!("-1"), json!(-0.5)] {
            let a = t
                .post(
                    "/api/admin/categories",
                    Some(&admin),
                    json!({"name": "Exotic Fruits", "sortOrder": sort}),
                )
                .await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: sortOrder {sort}: {}",
                a.text()
            );
            assert!(!a.message().is_empty(), "{l}");
        }
        let a = t
            .post(
                "/api/admin/categories",
                Some(&admin),
                json!({"name": "Exotic Fruits", "image": "javascript:alert(1)"}),
            )
            .await;
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{l}: a script URL is no picture"
        );
        let all = t
            .read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
            .await;
        assert_eq!(all.len(), 6, "{l}: only the six valid ones were stored");
    }
}

#[tokio::test]
async fn a_category_slug_that_is_already_taken_answers_409() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        t.new_category(&admin, json!({"name": "Exotic Fruits"}))
            .await;
        let other = t
            .new_category(&admin, json!({"name": "Seasonal Fruits"}))
            .await;
        for body in [
            json!({"name": "exotic fruits!!"}),
            json!({"name": "Rare Fruits", "slug": "exotic-fruits"}),
        ] {
            let a = t
                .post("/api/admin/categories", Some(&admin), body.clone())
                .await;
            assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {body}: {}", a.text());
            assert_eq!(
                a.message(),
                "A category with this slug already exists.",
                "{l}"
            );
        }
        let path = format!("/api/admin/categories/{}", other.id.clone());
        let a = t.put(&path, &admin, json!({"slug": "exotic-fruits"})).await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {}", a.text());
        let same = t
            .put(
                &path,
                &admin,
                json!({"slug": "seasonal-fruits", "name": "Seasonal Fruits"}),
            )
            .await;
        assert_eq!(
            same.status,
            StatusCode::OK,
            "{l}: a category keeps its own slug: {}",
            same.text()
        );
        assert_eq!(
            t.read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
                .await
                .len(),
            2,
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_category_update_with_a_blank_or_non_numeric_sort_order_keeps_the_old_one() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let c = t
            .new_category(
                &admin,
                json!({"name": "Exotic Fruits", "sortOrder": 5, "bg": "pink-50"}),
            )
            .await;
        let path = format!("/api/admin/categories/{}", c.id.clone());
        for body in [
            json!({"sortOrder": ""}),
            json!({"sortOrder": "  "}),
            json!({"sortOrder": "abc"}),
            json!({"sortOrder": null}),
            json!({"name": "Exotic Fruits"}),
        ] {
            let a = t.put(&path, &admin, body.clone()).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {body}: {}", a.text());
            let c: CategoryResponse = a.body();
            assert_eq!(c.sort_order, Some(5), "{l}: {body} keeps 5");
        }
        let a = t.put(&path, &admin, json!({"sortOrder": "7"})).await;
        assert_eq!(
            a.body::<CategoryResponse>().sort_order,
            Some(7),
            "{l}: a numeric string counts"
        );
        let a = t.put(&path, &admin, json!({"sortOrder": 0})).await;
        assert_eq!(a.body::<CategoryResponse>().sort_order, Some(0), "{l}");
        let a = t.put(&path, &admin, json!({"sortOrder": -2})).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        let a = t.put(&path, &admin, json!({"name": "  "})).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(a.message(), "Category name cannot be empty.", "{l}");

        // A rename with an empty slug makes a new slug; fields not sent keep their values.
        let a = t
            .put(&path, &admin, json!({"name": "Rare & Exotic", "slug": ""}))
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        let c: CategoryResponse = a.body();
        assert_eq!(c.slug, "rare-exotic", "{l}");
        assert_eq!(c.sort_order, Some(0), "{l}");
        assert_eq!(c.bg, Background::Pink50, "{l}");
        assert!(c.active, "{l}");
        let stored = t
            .read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
            .await;
        assert_eq!(stored[0].name, "Rare & Exotic", "{l}");
        assert_eq!(stored[0].sort_order, Some(0), "{l}");
    }
}

#[tokio::test]
async fn updating_or_deleting_an_unknown_category_answers_404() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for id in [NOBODY, "not-an-id"] {
            let a = t
                .put(
                    &format!("/api/admin/categories/{id}"),
                    &admin,
                    json!({"name": "Ghost"}),
                )
                .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PUT {id}: {}",
                a.text()
            );
            assert!(!a.message().is_empty(), "{l}");
            let a = t
                .delete(&format!("/api/admin/categories/{id}"), &admin)
                .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: DELETE {id}: {}",
                a.text()
            );
        }
        assert_eq!(
            t.read::<Vec<CategoryResponse>>("/api/admin/categories", Some(&admin))
                .await
                .len(),
            0,
            "{l}: nothing created"
        );
    }
}
