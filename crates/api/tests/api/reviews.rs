//! Product reviews (issue 23, part 4), on both databases: only buyers whose order was delivered
//! review, a second review edits the first, new and edited reviews wait for the owner, hidden
//! ones are never public, the product's rating follows approvals exactly once, bad input is
//! refused clearly.

use crate::common;
use crate::invoices::{ALMONDS, HAMPER, MANGO, taxed_catalogue};
use crate::stock::call;

use axum::http::{Method, StatusCode};
use common::{TestApp, apps};
use serde_json::{Value, json};

async fn delivered_order(t: &TestApp, admin: &str, token: &str) -> String {
    let order = t
        .paid_order(
            token,
            json!([{"_id": MANGO, "qty": 1}, {"_id": HAMPER, "qty": 1}]),
        )
        .await;
    t.patch(
        &format!("/api/admin/orders/{order}/status"),
        admin,
        json!({"status": "Delivered"}),
    )
    .await
    .expect_status(StatusCode::OK, t.label);
    order
}

async fn review(t: &TestApp, token: &str, product: &str, body: Value) -> common::Answer {
    t.request(
        Method::PUT,
        &format!("/api/products/{product}/review"),
        Some(token),
        Some(body),
    )
    .await
}

async fn public(t: &TestApp, product: &str) -> Value {
    let a = t.get(&format!("/api/products/{product}/reviews")).await;
    a.expect_status(StatusCode::OK, t.label);
    a.json()
}

async fn decide(t: &TestApp, admin: &str, id: &str, status: &str) -> common::Answer {
    t.patch(
        &format!("/api/admin/reviews/{id}"),
        admin,
        json!({"status": status}),
    )
    .await
}

#[tokio::test]
async fn buyers_review_what_was_delivered_and_the_owner_decides_what_is_shown() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;

        // Paid but not delivered: no review yet.
        let order = t.paid_order(&asha, json!([{"_id": MANGO, "qty": 1}])).await;
        let a = review(&t, &asha, MANGO, json!({"rating": 5, "text": "Sweet"})).await;
        assert_eq!(
            (a.status, a.message().as_str()),
            (
                StatusCode::FORBIDDEN,
                "You can review a product once an order with it has been delivered to you."
            ),
            "{l}"
        );
        t.patch(
            &format!("/api/admin/orders/{order}/status"),
            &admin,
            json!({"status": "Delivered"}),
        )
        .await
        .expect_status(StatusCode::OK, l);

        // Delivered: the review is taken and waits for the owner; the public sees nothing yet.
        let a = review(
            &t,
            &asha,
            MANGO,
            json!({"rating": 5, "text": "  Sweet and ripe, like from the farm  "}),
        )
        .await;
        a.expect_status(StatusCode::CREATED, l);
        let mine = a.json();
        assert_eq!(mine["status"], "pending", "{l}");
        assert_eq!(mine["text"], "Sweet and ripe, like from the farm", "{l}");
        assert_eq!(mine["author"], "Asha", "{l}");
        let p = public(&t, MANGO).await;
        assert_eq!(
            (p["count"].as_i64(), p["average"].is_null()),
            (Some(0), true),
            "{l}: {p}"
        );
        // A product not in a delivered order of hers is refused.
        review(&t, &asha, ALMONDS, json!({"rating": 4}))
            .await
            .expect_status(StatusCode::FORBIDDEN, l);

        // The owner sees it waiting and approves it: shown under her first name, verified.
        let waiting = t.get_as("/api/admin/reviews?status=pending", &admin).await;
        waiting.expect_status(StatusCode::OK, l);
        assert_eq!(waiting.list_len(), 1, "{l}");
        let id = mine["_id"].as_str().unwrap().to_string();
        decide(&t, &admin, &id, "approved")
            .await
            .expect_status(StatusCode::OK, l);
        let p = public(&t, MANGO).await;
        assert_eq!(
            (p["count"].as_i64(), p["average"].as_f64()),
            (Some(1), Some(5.0)),
            "{l}"
        );
        let shown = &p["reviews"][0];
        assert_eq!(
            (
                shown["author"].as_str(),
                shown["rating"].as_i64(),
                shown["verifiedPurchase"].as_bool()
            ),
            (Some("Asha"), Some(5), Some(true)),
            "{l}: {p}"
        );
        assert!(
            shown.get("userId").is_none() && shown.get("orderId").is_none(),
            "{l}: no ids of the buyer"
        );
        // The product carries its rating, for cards, its page and the page's JSON-LD.
        let product = t.get(&format!("/api/products/{MANGO}")).await.json();
        assert_eq!(
            product["rating"],
            json!({"average": 5.0, "count": 1}),
            "{l}"
        );
        let page = t.get(&format!("/product/{MANGO}")).await;
        let html = String::from_utf8(page.body.clone()).unwrap();
        assert!(
            html.contains("\"aggregateRating\":{\"@type\":\"AggregateRating\"")
                && html.contains("\"ratingValue\":5.0")
                && html.contains("\"reviewCount\":1"),
            "{l}: {html}"
        );
        // A product without approved reviews says nothing of a rating.
        let almonds = t.get(&format!("/api/products/{ALMONDS}")).await.json();
        assert!(almonds.get("rating").is_none(), "{l}: {almonds}");

        // Writing again edits the one review; it waits again and leaves the rating meanwhile.
        let a = review(
            &t,
            &asha,
            MANGO,
            json!({"rating": 3, "text": "Second box was sour"}),
        )
        .await;
        a.expect_status(StatusCode::OK, l);
        assert_eq!(a.json()["_id"], id.as_str(), "{l}: the same review");
        assert_eq!(public(&t, MANGO).await["count"], 0, "{l}");
        decide(&t, &admin, &id, "approved")
            .await
            .expect_status(StatusCode::OK, l);

        // Another buyer's review counts too; a hidden review is never public nor counted.
        let ravi = t.customer_named("Ravi Kumar", "ravi@example.in").await;
        delivered_order(&t, &admin, &ravi).await;
        let r = review(&t, &ravi, MANGO, json!({"rating": 4})).await.json();
        let rid = r["_id"].as_str().unwrap().to_string();
        decide(&t, &admin, &rid, "approved")
            .await
            .expect_status(StatusCode::OK, l);
        let p = public(&t, MANGO).await;
        assert_eq!(
            (p["count"].as_i64(), p["average"].as_f64()),
            (Some(2), Some(3.5)),
            "{l}"
        );
        decide(&t, &admin, &rid, "hidden")
            .await
            .expect_status(StatusCode::OK, l);
        let p = public(&t, MANGO).await;
        assert_eq!(
            (p["count"].as_i64(), p["average"].as_f64()),
            (Some(1), Some(3.0)),
            "{l}"
        );
        assert!(
            p["reviews"]
                .as_array()
                .unwrap()
                .iter()
                .all(|x| x["author"] != "Ravi"),
            "{l}: hidden is not public"
        );

        // Her own reviews.
        let own = t.get_as("/api/account/reviews", &asha).await;
        own.expect_status(StatusCode::OK, l);
        assert_eq!(own.list_len(), 1, "{l}");
    }
}

#[tokio::test]
async fn approvals_at_once_count_a_review_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        delivered_order(&t, &admin, &asha).await;
        let r = review(
            &t,
            &asha,
            HAMPER,
            json!({"rating": 4, "text": "Lovely box"}),
        )
        .await
        .json();
        let id = r["_id"].as_str().unwrap().to_string();
        let calls: Vec<_> = (0..10)
            .map(|i| {
                tokio::spawn(call(
                    t.app.clone(),
                    Method::PATCH,
                    format!("/api/admin/reviews/{id}"),
                    Some(admin.clone()),
                    json!({"status": if i % 3 == 2 { "hidden" } else { "approved" }}),
                ))
            })
            .collect();
        for h in calls {
            assert_eq!(h.await.unwrap().0, StatusCode::OK, "{l}");
        }
        // Whatever order they ran in, the rating matches the review's last status.
        decide(&t, &admin, &id, "approved")
            .await
            .expect_status(StatusCode::OK, l);
        let p = public(&t, HAMPER).await;
        assert_eq!(
            (p["count"].as_i64(), p["average"].as_f64()),
            (Some(1), Some(4.0)),
            "{l}"
        );
        decide(&t, &admin, &id, "hidden")
            .await
            .expect_status(StatusCode::OK, l);
        assert_eq!(public(&t, HAMPER).await["count"], 0, "{l}");
    }
}

#[tokio::test]
async fn bad_reviews_are_refused_with_a_clear_message() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        delivered_order(&t, &admin, &asha).await;
        let cases: Vec<(Value, StatusCode, &str)> = vec![
            (
                json!({"rating": 0}),
                StatusCode::BAD_REQUEST,
                "Please select a rating.",
            ),
            (
                json!({"rating": 6, "text": "x"}),
                StatusCode::BAD_REQUEST,
                "Please select a rating.",
            ),
            (
                json!({"rating": 5, "text": "a\u{0}b"}),
                StatusCode::BAD_REQUEST,
                "The field text contains control characters.",
            ),
            (
                json!({"rating": 5, "text": "x".repeat(2001)}),
                StatusCode::BAD_REQUEST,
                "A review can be at most 2,000 characters.",
            ),
        ];
        for (body, status, message) in cases {
            let a = review(&t, &asha, MANGO, body.clone()).await;
            assert_eq!(
                (a.status, a.message().as_str()),
                (status, message),
                "{l}: {body}"
            );
        }
        // Not signed in, an unknown product, a customer deciding, a status that is not one.
        let a = t
            .request(
                Method::PUT,
                &format!("/api/products/{MANGO}/review"),
                None,
                Some(json!({"rating": 5})),
            )
            .await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{l}");
        review(
            &t,
            &asha,
            "b0000000-0000-4000-8000-00000000abcd",
            json!({"rating": 5}),
        )
        .await
        .expect_status(StatusCode::NOT_FOUND, l);
        let r = review(&t, &asha, MANGO, json!({"rating": 5})).await.json();
        let id = r["_id"].as_str().unwrap();
        decide(&t, &asha, id, "approved")
            .await
            .expect_status(StatusCode::FORBIDDEN, l);
        let a = decide(&t, &admin, id, "shown").await;
        assert_eq!(
            (a.status, a.message().as_str()),
            (
                StatusCode::BAD_REQUEST,
                "Status must be pending, approved or hidden."
            ),
            "{l}"
        );
        t.get_as("/api/admin/reviews?cursor=forged", &admin)
            .await
            .expect_status(StatusCode::BAD_REQUEST, l);
        // Nothing of that reached the public.
        assert_eq!(public(&t, MANGO).await["count"], 0, "{l}");
    }
}

async fn put_photo(t: &TestApp, token: &str, product: &str, bytes: Vec<u8>) -> common::Answer {
    use axum::body::Body;
    use axum::http::{Request, header};
    let req = Request::builder()
        .method(Method::PUT)
        .uri(format!("/api/products/{product}/review/photo"))
        .header(header::CONTENT_TYPE, "application/octet-stream")
        .header(header::AUTHORIZATION, format!("Bearer {token}"));
    t.send(req.body(Body::from(bytes)).unwrap()).await
}

#[tokio::test]
async fn a_buyer_adds_a_photo_to_their_review_and_it_shows_once_approved() {
    for t in crate::media::media_apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let ravi = t.customer("ravi@example.in", "secret1").await;
        delivered_order(&t, &admin, &asha).await;
        let picture = crate::media::photo(900, 600);

        // Before a review (or for someone who never bought it): refused, nothing stored.
        let early = put_photo(&t, &asha, MANGO, picture.clone()).await;
        assert_eq!(early.status, StatusCode::CONFLICT, "{l}");
        assert_eq!(
            early.message(),
            "Rate the product first; then you can add a photo to your review.",
            "{l}"
        );
        assert_eq!(
            put_photo(&t, &ravi, MANGO, picture.clone()).await.status,
            StatusCode::CONFLICT,
            "{l}"
        );

        let written = review(&t, &asha, MANGO, json!({"rating": 5, "text": "Sweet"})).await;
        let id = written.json()["_id"].as_str().unwrap().to_string();
        decide(&t, &admin, &id, "approved")
            .await
            .expect_status(StatusCode::OK, l);
        assert_eq!(public(&t, MANGO).await["count"], 1, "{l}");

        // Not a picture: refused clearly.
        let bad = put_photo(&t, &asha, MANGO, b"not a picture".to_vec()).await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{l}: {}", bad.text());

        // A photo sends the review back to the owner; it shows once approved again.
        let added = put_photo(&t, &asha, MANGO, picture.clone()).await;
        added.expect_status(StatusCode::OK, l);
        let added = added.json();
        assert_eq!(added["status"], "pending", "{l}");
        let url = added["photo"].as_str().unwrap().to_string();
        assert!(
            url.starts_with("/media/") && url.ends_with("-1280.webp"),
            "{l}: {url}"
        );
        assert_eq!(public(&t, MANGO).await["count"], 0, "{l}");
        decide(&t, &admin, &id, "approved")
            .await
            .expect_status(StatusCode::OK, l);
        let shown = public(&t, MANGO).await;
        assert_eq!(shown["reviews"][0]["photo"], url.as_str(), "{l}");
        // The picture is served, without the phone's metadata.
        let served = t.get(&url).await;
        assert_eq!(served.status, StatusCode::OK, "{l}");
        assert!(
            !served.body.windows(3).any(|w| w == b"GPS"),
            "{l}: metadata left in the photo"
        );

        // Taken off again.
        let removed = t
            .request(
                Method::DELETE,
                &format!("/api/products/{MANGO}/review/photo"),
                Some(&asha),
                None,
            )
            .await;
        removed.expect_status(StatusCode::OK, l);
        assert_eq!(removed.json()["photo"], Value::Null, "{l}");
    }
}
