//! Categories: creation defaults, validation, slugs, updates and unknown ids.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::json;

#[tokio::test]
async fn a_category_created_with_only_a_name_gets_a_slug_the_default_background_and_the_next_sort_order()
 {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let c = new_category(&t, &admin, json!({"name": "  Dried Fruits & Nuts "})).await;
        assert!(
            tokri_domain::id::is_id(c["_id"].as_str().unwrap()),
            "{l}: {c}"
        );
        assert_eq!(c["name"], "Dried Fruits & Nuts", "{l}");
        assert_eq!(c["slug"], "dried-fruits-nuts", "{l}");
        assert_eq!(c["bg"], "yellow-50", "{l}");
        assert_eq!(c["active"], true, "{l}");
        assert_eq!(c["sortOrder"], 1, "{l}: count (0) + 1");
        assert_eq!(c["layout"], "standard", "{l}");
        assert!(c["image"].is_null(), "{l}");

        let second = new_category(
            &t,
            &admin,
            json!({"name": "Exotic Fruits", "sortOrder": ""}),
        )
        .await;
        assert_eq!(second["sortOrder"], 2, "{l}: blank is the default too");
        let chosen = new_category(
            &t,
            &admin,
            json!({"name": "Fruit Gift Boxes or Combos", "slug": "Gift Boxes", "image": "/images/gift.svg",
                   "bg": "purple-50", "active": false, "sortOrder": 0, "layout": "giftBox"}),
        )
        .await;
        assert_eq!(
            chosen["slug"], "gift-boxes",
            "{l}: a typed slug is normalised"
        );
        assert_eq!(chosen["bg"], "purple-50", "{l}");
        assert_eq!(chosen["active"], false, "{l}");
        assert_eq!(chosen["sortOrder"], 0, "{l}: zero is allowed");
        assert_eq!(chosen["image"], "/images/gift.svg", "{l}");
        assert_eq!(chosen["layout"], "giftBox", "{l}");
        let fourth = new_category(
            &t,
            &admin,
            json!({"name": "Seasonal Fruits", "sortOrder": "abc"}),
        )
        .await;
        assert_eq!(
            fourth["sortOrder"], 4,
            "{l}: non-numeric is the default, count (3) + 1"
        );

        let all = admin_list(&t, &admin, "/api/admin/categories").await;
        assert_eq!(list(&all).len(), 4, "{l}");
        assert_eq!(all[0]["_id"], chosen["_id"], "{l}: sorted by sortOrder");
        assert_eq!(
            find(&all, c["_id"].as_str().unwrap()).unwrap()["slug"],
            "dried-fruits-nuts",
            "{l}"
        );
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
            assert_eq!(
                a.json()["message"],
                "Category name cannot be empty.",
                "{l}: {body}"
            );
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
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("yellow-50"),
                "{l}: names the choices"
            );
        }
        for bg in [
            "yellow-50",
            "orange-50",
            "amber-50",
            "pink-50",
            "green-50",
            "purple-50",
        ] {
            let c = new_category(&t, &admin, json!({"name": format!("Cat {bg}"), "bg": bg})).await;
            assert_eq!(c["bg"], bg, "{l}");
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
                text(&a)
            );
            assert!(a.json()["message"].is_string(), "{l}");
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
        let all = admin_list(&t, &admin, "/api/admin/categories").await;
        assert_eq!(
            list(&all).len(),
            6,
            "{l}: only the six valid ones were stored"
        );
    }
}

#[tokio::test]
async fn a_category_slug_that_is_already_taken_answers_409() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await;
        let other = new_category(&t, &admin, json!({"name": "Seasonal Fruits"})).await;
        for body in [
            json!({"name": "exotic fruits!!"}),
            json!({"name": "Rare Fruits", "slug": "exotic-fruits"}),
        ] {
            let a = t
                .post("/api/admin/categories", Some(&admin), body.clone())
                .await;
            assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {body}: {}", text(&a));
            assert_eq!(
                a.json()["message"],
                "A category with this slug already exists.",
                "{l}"
            );
        }
        let path = format!("/api/admin/categories/{}", s(&other["_id"]));
        let a = put(&t, &path, &admin, json!({"slug": "exotic-fruits"})).await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {}", text(&a));
        let same = put(
            &t,
            &path,
            &admin,
            json!({"slug": "seasonal-fruits", "name": "Seasonal Fruits"}),
        )
        .await;
        assert_eq!(
            same.status,
            StatusCode::OK,
            "{l}: a category keeps its own slug: {}",
            text(&same)
        );
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/categories").await).len(),
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
        let c = new_category(
            &t,
            &admin,
            json!({"name": "Exotic Fruits", "sortOrder": 5, "bg": "pink-50"}),
        )
        .await;
        let path = format!("/api/admin/categories/{}", s(&c["_id"]));
        for body in [
            json!({"sortOrder": ""}),
            json!({"sortOrder": "  "}),
            json!({"sortOrder": "abc"}),
            json!({"sortOrder": null}),
            json!({"name": "Exotic Fruits"}),
        ] {
            let a = put(&t, &path, &admin, body.clone()).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {body}: {}", text(&a));
            assert_eq!(a.json()["sortOrder"], 5, "{l}: {body} keeps 5");
        }
        let a = put(&t, &path, &admin, json!({"sortOrder": "7"})).await;
        assert_eq!(a.json()["sortOrder"], 7, "{l}: a numeric string counts");
        let a = put(&t, &path, &admin, json!({"sortOrder": 0})).await;
        assert_eq!(a.json()["sortOrder"], 0, "{l}");
        let a = put(&t, &path, &admin, json!({"sortOrder": -2})).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        let a = put(&t, &path, &admin, json!({"name": "  "})).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(a.json()["message"], "Category name cannot be empty.", "{l}");

        // A rename with an empty slug makes a new slug; fields not sent keep their values.
        let a = put(
            &t,
            &path,
            &admin,
            json!({"name": "Rare & Exotic", "slug": ""}),
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        let c = a.json();
        assert_eq!(c["slug"], "rare-exotic", "{l}");
        assert_eq!(c["sortOrder"], 0, "{l}");
        assert_eq!(c["bg"], "pink-50", "{l}");
        assert_eq!(c["active"], true, "{l}");
        let stored = admin_list(&t, &admin, "/api/admin/categories").await;
        assert_eq!(stored[0]["name"], "Rare & Exotic", "{l}");
        assert_eq!(stored[0]["sortOrder"], 0, "{l}");
    }
}

#[tokio::test]
async fn updating_or_deleting_an_unknown_category_answers_404() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for id in [NOBODY, "not-an-id"] {
            let a = put(
                &t,
                &format!("/api/admin/categories/{id}"),
                &admin,
                json!({"name": "Ghost"}),
            )
            .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PUT {id}: {}",
                text(&a)
            );
            assert!(a.json()["message"].is_string(), "{l}");
            let a = delete(&t, &format!("/api/admin/categories/{id}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: DELETE {id}: {}",
                text(&a)
            );
        }
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/categories").await).len(),
            0,
            "{l}: nothing created"
        );
    }
}
