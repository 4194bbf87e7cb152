//! Banners: required picture, sort order, dates, schedule and safe links.

use axum::http::StatusCode;
use serde_json::{Value, json};
use tokri_api::time_fmt::{parse_rfc3339, rfc3339};
use tokri_domain::calendar::{day_ms, ist_day_start};
use tokri_store::now_ms;

use crate::common::{Id, NOBODY, apps, find, ids};

#[tokio::test]
async fn a_banner_needs_an_image_and_the_answer_is_the_saved_banner() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Fruit Gift Boxes or Combos"}))
            .await
            .id;
        for body in [
            json!({"title": "Diwali"}),
            json!({"title": "Diwali", "img": "  "}),
            json!({"img": null}),
        ] {
            let a = t
                .post("/api/admin/banners", Some(&admin), body.clone())
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {body}");
            assert_eq!(
                a.message(),
                "Image URL is required for a banner.",
                "{l}: {body}"
            );
        }
        let b = t.created::<Value>("/api/admin/banners", &admin, json!({"title": " Diwali Hampers ", "label": "Shop now", "img": "/images/banners/diwali.jpg",
                   "link": "/category/diwali", "categoryId": cat, "active": true}))
        .await;
        assert!(tokri_domain::id::is_id(b.id()), "{l}: {b}");
        assert_eq!(b["title"], "Diwali Hampers", "{l}");
        assert_eq!(b["label"], "Shop now", "{l}");
        assert_eq!(b["img"], "/images/banners/diwali.jpg", "{l}");
        assert_eq!(b["link"], "/category/diwali", "{l}");
        assert_eq!(b["categoryId"], cat, "{l}");
        assert_eq!(b["categorySlug"], "fruit-gift-boxes-or-combos", "{l}");
        assert_eq!(b["active"], true, "{l}");
        assert_eq!(b["sortOrder"], 1, "{l}");
        assert!(b["startAt"].is_null() && b["endAt"].is_null(), "{l}: {b}");
        let stored = t
            .read::<Vec<Value>>("/api/admin/banners", Some(&admin))
            .await;
        assert_eq!(
            stored,
            vec![b.clone()],
            "{l}: the answer is exactly what was saved"
        );

        let aliased = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"imageUrl": "https://cdn.example.in/b.jpg"}),
            )
            .await;
        assert_eq!(
            aliased["img"], "https://cdn.example.in/b.jpg",
            "{l}: imageUrl is understood"
        );
        assert_eq!(aliased["title"], "", "{l}");
        assert_eq!(aliased["active"], true, "{l}: active by default");
        assert!(aliased["categoryId"].is_null(), "{l}");

        let a = t
            .post(
                "/api/admin/banners",
                Some(&admin),
                json!({"img": "/b.jpg", "categoryId": NOBODY}),
            )
            .await;
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{l}: an unknown category: {}",
            a.text()
        );
        assert_eq!(
            t.read::<Vec<Value>>("/api/admin/banners", Some(&admin))
                .await
                .len(),
            2,
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_banner_sort_order_defaults_to_the_banner_count_plus_one() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let mut got = Vec::new();
        for sort in [
            None,
            Some(json!("")),
            Some(json!("abc")),
            Some(json!(10)),
            Some(json!(null)),
            Some(json!(0)),
        ] {
            let mut body = json!({"img": "/images/b.jpg"});
            if let Some(v) = &sort {
                body["sortOrder"] = v.clone();
            }
            got.push(
                t.created::<Value>("/api/admin/banners", &admin, body).await["sortOrder"].clone(),
            );
        }
        assert_eq!(
            got,
            vec![json!(1), json!(2), json!(3), json!(10), json!(5), json!(0)],
            "{l}"
        );
        let a = t
            .post(
                "/api/admin/banners",
                Some(&admin),
                json!({"img": "/b.jpg", "sortOrder": -1}),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        let orders: Vec<Value> = t
            .read::<Vec<Value>>("/api/admin/banners", Some(&admin))
            .await
            .iter()
            .map(|b| b["sortOrder"].clone())
            .collect();
        assert_eq!(
            orders,
            vec![json!(0), json!(1), json!(2), json!(3), json!(5), json!(10)],
            "{l}: listed by sort order"
        );
    }
}

#[tokio::test]
async fn empty_or_invalid_banner_dates_are_saved_as_null() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for (start, end) in [
            ("", ""),
            ("   ", "not a date"),
            ("2026-13-01T10:00", "2026-02-30T10:00"),
            ("2026-11-22T25:00", "yesterday"),
        ] {
            let b = t
                .created::<Value>(
                    "/api/admin/banners",
                    &admin,
                    json!({"img": "/b.jpg", "startAt": start, "endAt": end}),
                )
                .await;
            assert!(b["startAt"].is_null(), "{l}: {start:?} → null: {b}");
            assert!(b["endAt"].is_null(), "{l}: {end:?} → null: {b}");
        }
        let b = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/b.jpg", "startAt": null, "endAt": null}),
            )
            .await;
        assert!(b["startAt"].is_null() && b["endAt"].is_null(), "{l}");

        // A datetime-local value is read in IST; an RFC 3339 value as written.
        let b = t.created::<Value>("/api/admin/banners", &admin, json!({"img": "/b.jpg", "startAt": "2030-01-15T09:30", "endAt": "2030-01-20T18:30:00Z"})).await;
        let start = ist_day_start("2030-01-15").unwrap() + (9 * 60 + 30) * 60_000;
        assert_eq!(
            parse_rfc3339(b["startAt"].as_str().unwrap()),
            Some(start),
            "{l}: {b}"
        );
        assert_eq!(b["startAt"], rfc3339(start), "{l}");
        assert_eq!(
            parse_rfc3339(b["endAt"].as_str().unwrap()),
            parse_rfc3339("2030-01-20T18:30:00Z"),
            "{l}"
        );

        let a = t.post("/api/admin/banners", Some(&admin), json!({"img": "/b.jpg", "startAt": "2030-01-20T10:00", "endAt": "2030-01-15T10:00"})).await;
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{l}: an end before the start: {}",
            a.text()
        );
    }
}

#[tokio::test]
async fn scheduled_and_expired_banners_stay_off_the_storefront_while_the_admin_sees_them_all() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        assert_eq!(
            t.read::<Vec<Value>>("/api/banners", None).await.len(),
            0,
            "{l}: cached empty"
        );
        let now = now_ms();
        let week = 7 * day_ms();
        let at = |ms: i64| rfc3339(ms);
        let always = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/a.jpg", "title": "Always"}),
            )
            .await;
        let current = t.created::<Value>("/api/admin/banners", &admin, json!({"img": "/c.jpg", "title": "Now", "startAt": at(now - day_ms()), "endAt": at(now + day_ms())})).await;
        let next_week = t.created::<Value>("/api/admin/banners", &admin, json!({"img": "/n.jpg", "title": "Next week", "startAt": at(now + week), "endAt": at(now + 2 * week)})).await;
        let expired = t.created::<Value>("/api/admin/banners", &admin, json!({"img": "/e.jpg", "title": "Expired", "startAt": at(now - 2 * week), "endAt": at(now - week)})).await;
        let ended = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/x.jpg", "title": "Ended", "endAt": at(now - 1000)}),
            )
            .await;
        let off = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/o.jpg", "title": "Off", "active": false}),
            )
            .await;

        let shown = t.read::<Vec<Value>>("/api/banners", None).await;
        assert_eq!(
            ids(&shown),
            vec![always.id().to_string(), current.id().to_string()],
            "{l}: only live banners, at once: {shown:?}"
        );
        let all = t
            .read::<Vec<Value>>("/api/admin/banners", Some(&admin))
            .await;
        let mut all_ids = ids(&all);
        all_ids.sort();
        let mut want: Vec<String> = [&always, &current, &next_week, &expired, &ended, &off]
            .iter()
            .map(|b| b.id().to_string())
            .collect();
        want.sort();
        assert_eq!(all_ids, want, "{l}: the admin sees every banner");
        assert_eq!(
            find(&all, next_week.id()).unwrap()["startAt"],
            at(now + week),
            "{l}"
        );

        // Switching one off takes it off the storefront at once.
        let a = t
            .put(
                &format!("/api/admin/banners/{}", current.id()),
                &admin,
                json!({"active": false}),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert_eq!(
            ids(&t.read::<Vec<Value>>("/api/banners", None).await),
            vec![always.id().to_string()],
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_banner_with_a_script_or_foreign_scheme_link_is_refused() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for link in [
            "javascript:alert(1)",
            "JavaScript:alert(1)",
            " javascript:alert(1)",
            "data:text/html,hi",
            "//evil.example/x",
            "vbscript:x",
        ] {
            let a = t
                .post(
                    "/api/admin/banners",
                    Some(&admin),
                    json!({"img": "/b.jpg", "link": link}),
                )
                .await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: link {link:?}: {}",
                a.text()
            );
            assert!(a.message().contains("link"), "{l}: names the link");
        }
        let a = t
            .post(
                "/api/admin/banners",
                Some(&admin),
                json!({"img": "javascript:alert(1)"}),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: nor as the picture");
        assert_eq!(
            t.read::<Vec<Value>>("/api/admin/banners", Some(&admin))
                .await
                .len(),
            0,
            "{l}: nothing stored"
        );

        let b = t
            .created::<Value>(
                "/api/admin/banners",
                &admin,
                json!({"img": "/b.jpg", "link": "https://www.example.in/diwali"}),
            )
            .await;
        let a = t
            .put(
                &format!("/api/admin/banners/{}", b.id()),
                &admin,
                json!({"link": "javascript:alert(1)"}),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: nor on update");
        assert_eq!(
            t.read::<Vec<Value>>("/api/admin/banners", Some(&admin))
                .await[0]["link"],
            "https://www.example.in/diwali",
            "{l}"
        );
        for link in ["/category/diwali", "http://example.in/x", ""] {
            let a = t
                .put(
                    &format!("/api/admin/banners/{}", b.id()),
                    &admin,
                    json!({"link": link}),
                )
                .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: link {link:?}: {}", a.text());
            assert_eq!(a.json()["link"], link, "{l}");
        }
    }
}
