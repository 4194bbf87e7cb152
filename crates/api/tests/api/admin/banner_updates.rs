//! Banner updates and deletion.

use axum::http::StatusCode;
use serde_json::{Value, json};
use tokri_api::time_fmt::rfc3339;
use tokri_domain::calendar::day_ms;
use tokri_store::now_ms;

use crate::common::{Id, NOBODY, apps, ids};

#[tokio::test]
async fn a_banner_update_keeps_the_fields_it_does_not_send() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Exotic Fruits"}))
            .await
            .id;
        let b = t.created::<Value>("/api/admin/banners", &admin, json!({"title": "Exotic week", "label": "Explore", "img": "/images/exotic.jpg", "link": "/category/exotic-fruits",
                   "categoryId": cat, "active": true, "sortOrder": 4}))
        .await;
        let path = format!("/api/admin/banners/{}", b.id());
        let a = t
            .put(
                &path,
                &admin,
                json!({"title": "Exotic fortnight", "sortOrder": ""}),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        let u = a.json();
        assert_eq!(u["_id"], b["_id"], "{l}");
        assert_eq!(u["title"], "Exotic fortnight", "{l}");
        for field in [
            "label",
            "img",
            "link",
            "categoryId",
            "categorySlug",
            "active",
            "sortOrder",
        ] {
            assert_eq!(u[field], b[field], "{l}: {field} kept");
        }
        let a = t
            .put(
                &path,
                &admin,
                json!({"active": false, "img": "/images/exotic-2.jpg", "categoryId": ""}),
            )
            .await;
        let u = a.json();
        assert_eq!(u["active"], false, "{l}");
        assert_eq!(u["img"], "/images/exotic-2.jpg", "{l}");
        assert!(
            u["categoryId"].is_null(),
            "{l}: an empty category unassigns it"
        );
        assert_eq!(u["title"], "Exotic fortnight", "{l}");
        assert_eq!(u["sortOrder"], 4, "{l}");
        let a = t.put(&path, &admin, json!({"img": ""})).await;
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{l}: the picture cannot be emptied"
        );
        assert_eq!(a.message(), "Image URL is required for a banner.", "{l}");
        assert_eq!(
            t.read::<Vec<Value>>("/api/admin/banners", Some(&admin))
                .await[0],
            u,
            "{l}: the answer is what was saved"
        );
        let a = t
            .put(
                &format!("/api/admin/banners/{NOBODY}"),
                &admin,
                json!({"title": "Ghost"}),
            )
            .await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{l}");
    }
}

#[tokio::test]
async fn a_banner_update_with_a_null_category_unassigns_it() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Exotic Fruits"}))
            .await
            .id;
        let b = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/b.jpg", "categoryId": cat}),
            )
            .await;
        let a = t
            .put(
                &format!("/api/admin/banners/{}", b.id()),
                &admin,
                json!({"categoryId": null}),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert!(
            a.json()["categoryId"].is_null(),
            "{l}: null unassigns: {}",
            a.text()
        );
    }
}

#[tokio::test]
async fn a_banner_update_that_does_not_send_the_window_keeps_the_schedule() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let now = now_ms();
        let start = rfc3339(now + 7 * day_ms());
        let end = rfc3339(now + 14 * day_ms());
        let b = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/b.jpg", "title": "Next week", "startAt": start, "endAt": end}),
            )
            .await;
        let a = t
            .put(
                &format!("/api/admin/banners/{}", b.id()),
                &admin,
                json!({"title": "Next week!"}),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert_eq!(a.json()["startAt"], start.as_str(), "{l}: {}", a.text());
        assert_eq!(
            t.read::<Vec<Value>>("/api/banners", None).await.len(),
            0,
            "{l}: still scheduled, not live"
        );
    }
}

#[tokio::test]
async fn a_deleted_banner_is_gone_from_both_lists() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let keep = t
            .created::<Value>("/api/admin/banners", &admin, json!({"img": "/k.jpg"}))
            .await;
        let gone = t
            .created::<Value>("/api/admin/banners", &admin, json!({"img": "/g.jpg"}))
            .await;
        assert_eq!(
            t.read::<Vec<Value>>("/api/banners", None).await.len(),
            2,
            "{l}"
        );
        let path = format!("/api/admin/banners/{}", gone.id());
        let a = t.delete(&path, &admin).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert_eq!(
            ids(&t
                .read::<Vec<Value>>("/api/admin/banners", Some(&admin))
                .await),
            vec![keep.id().to_string()],
            "{l}"
        );
        assert_eq!(
            ids(&t.read::<Vec<Value>>("/api/banners", None).await),
            vec![keep.id().to_string()],
            "{l}: at once"
        );
        assert_eq!(
            t.delete(&path, &admin).await.status,
            StatusCode::NOT_FOUND,
            "{l}: twice"
        );
        assert_eq!(
            t.put(&path, &admin, json!({"title": "x"})).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        assert_eq!(
            t.delete("/api/admin/banners/not-an-id", &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
    }
}
