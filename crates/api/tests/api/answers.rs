//! What every answer carries whatever produced it: errors are JSON `{"message": …}` (also the
//! ones made outside the handlers), answers that depend on the caller are never stored by a
//! cache, and paging cannot overflow. Every test runs on each configured database.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::{Answer, TestApp, apps, apps_at, ship};
use serde_json::{Value, json};

#[tokio::test]
async fn a_body_declared_too_large_is_refused_with_a_json_413() {
    for t in apps().await {
        let l = t.label;
        let size = tokri_api::BODY_LIMIT + 1;
        let req = Request::builder()
            .method(Method::POST)
            .uri("/api/auth/login")
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::CONTENT_LENGTH, size)
            .body(Body::from(vec![b' '; size]))
            .unwrap();
        let a = t.send(req).await;
        assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{l}");
        assert!(a.message().contains("too large"), "{l}");
    }
}

#[tokio::test]
async fn errors_outside_the_api_handlers_are_json_too() {
    for t in apps().await {
        let l = t.label;
        // A missing web-app file and a POST to a page of the web app.
        let a = t.get("/assets/gone-1234.js").await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{l}");
        assert!(!a.message().is_empty(), "{l}");
        let a = t.request(Method::POST, "/orders", None, None).await;
        assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED, "{l}");
        assert_eq!(a.message(), "Method not allowed.", "{l}");
        // The API's own errors are unchanged.
        let a = t.get("/api/nothing-here").await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{l}");
        assert_eq!(a.message(), "No such API endpoint.", "{l}");
    }
}

fn no_store(a: &Answer, what: &str, l: &str) {
    assert_eq!(
        a.header("cache-control"),
        Some("no-store"),
        "{l}: {what} ({})",
        a.status
    );
}

#[tokio::test]
async fn answers_that_depend_on_the_caller_are_never_stored() {
    for t in apps().await {
        let l = t.label;
        let signup = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "Asha Patil", "email": "asha@example.in", "password": "secret1"}),
            )
            .await;
        no_store(&signup, "sign-up", l);
        let login = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "secret1"}),
            )
            .await;
        no_store(&login, "login", l);
        let token = login.json()["token"].as_str().unwrap().to_string();
        let wrong = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "wrong-1"}),
            )
            .await;
        no_store(&wrong, "refused login", l);
        let forgot = t
            .post(
                "/api/auth/forgot-password",
                None,
                json!({"email": "asha@example.in"}),
            )
            .await;
        no_store(&forgot, "forgot password", l);
        let guest = t
            .post(
                "/api/auth/guest-checkout",
                None,
                json!({"name": "Ravi", "email": "ravi@example.in", "address": ship()}),
            )
            .await;
        no_store(&guest, "guest checkout", l);
        for path in ["/api/user/profile", "/api/user/addresses", "/api/orders"] {
            no_store(&t.get_as(path, &token).await, path, l);
        }
        no_store(&t.get("/api/user/profile").await, "401 profile", l);
        let admin = t.admin().await;
        for path in [
            "/api/admin/profile",
            "/api/admin/stats",
            "/api/admin/orders",
            "/api/admin/products",
        ] {
            no_store(&t.get_as(path, &admin).await, path, l);
        }
        // The public catalogue keeps its own revalidated caching.
        for path in ["/api/products", "/api/categories"] {
            let a = t.get(path).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {path}");
            assert_eq!(a.header("cache-control"), Some("no-cache"), "{l}: {path}");
            assert!(a.header("etag").is_some(), "{l}: {path}");
        }
    }
}

/// The admin order list, never-paid checkouts included (the orders here are left unpaid).
async fn orders_page(t: &TestApp, admin: &str, query: &str) -> Value {
    let a = t
        .get_as(
            &format!("/api/admin/orders{query}&includeUnpaid=true"),
            admin,
        )
        .await;
    assert_eq!(
        a.status,
        StatusCode::OK,
        "{}: {query}: {}",
        t.label,
        String::from_utf8_lossy(&a.body)
    );
    a.json()
}

#[tokio::test]
async fn a_page_past_the_end_answers_the_last_page_however_large_it_is() {
    let clock = common::clock_now();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        let admin = t.admin().await;
        let empty = orders_page(&t, &admin, "?page=9223372036854775807").await;
        assert_eq!(
            (empty["page"].clone(), empty["pages"].clone()),
            (json!(1), json!(1)),
            "{l}"
        );

        let category = t
            .post(
                "/api/admin/categories",
                Some(&admin),
                json!({"name": "Tropical Fruits"}),
            )
            .await
            .json()["_id"]
            .clone();
        let product = t
            .post(
                "/api/admin/products",
                Some(&admin),
                json!({"name": "Alphonso Mango", "description": "Sweet", "image": ["/images/mango.svg"],
                       "price": 899.5, "categoryId": category, "weight": "1 kg", "origin": "Ratnagiri"}),
            )
            .await
            .json()["_id"]
            .clone();
        let buyer = t.customer("asha@example.in", "secret1").await;
        let mut placed = Vec::new();
        // Three different carts (the same cart again would reuse the open order).
        for qty in 1..=3 {
            clock.advance(1_000);
            let a = t
                .post(
                    "/api/orders",
                    Some(&buyer),
                    json!({"cart": [{"_id": product, "qty": qty}], "shippingAddress": ship()}),
                )
                .await;
            assert_eq!(a.status, StatusCode::CREATED, "{l}");
            placed.push(a.json()["orderDocId"].clone());
        }

        for query in [
            "?limit=2&page=9223372036854775807",
            "?limit=2&page=4611686018427387904",
            "?limit=2&page=3",
        ] {
            let last = orders_page(&t, &admin, query).await;
            assert_eq!(
                (
                    last["page"].clone(),
                    last["pages"].clone(),
                    last["total"].clone()
                ),
                (json!(2), json!(2), json!(3)),
                "{l}: {query}"
            );
            let ids: Vec<Value> = last["orders"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["_id"].clone())
                .collect();
            assert_eq!(
                ids,
                vec![placed[0].clone()],
                "{l}: {query}: the oldest order"
            );
        }
        for query in [
            "?page=-9223372036854775808",
            "?page=0",
            "?limit=9223372036854775807&page=9223372036854775807",
        ] {
            let first = orders_page(&t, &admin, query).await;
            assert_eq!(
                (
                    first["page"].clone(),
                    first["orders"].as_array().unwrap().len()
                ),
                (json!(1), 3),
                "{l}: {query}"
            );
        }
        // Not a number at all is still refused.
        let a = t
            .get_as("/api/admin/orders?page=99999999999999999999", &admin)
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        assert!(!a.message().is_empty(), "{l}");
    }
}

/// Every method the router answers on an `/api` path must be in the OpenAPI document, and every
/// documented operation must be served: the router and the document are built from the same
/// `routes()` of each feature, and this holds them to it.
#[tokio::test]
async fn every_served_api_route_is_in_the_openapi_document_and_only_those() {
    let t = apps().await.remove(0);
    let doc = t.get("/api/openapi.json").await.json();
    let paths = doc["paths"].as_object().expect("paths");
    assert!(paths.len() > 40, "the document lists every route");
    let methods = ["get", "post", "put", "patch", "delete"];
    for (path, ops) in paths {
        if path == "/api/payments/razorpay/webhook" {
            // Exists only while Razorpay is the provider (these apps use the sandbox); the
            // payments tests post to it.
            continue;
        }
        // Path parameters get a value that matches nothing; the route still answers.
        let uri = path
            .split('/')
            .map(|seg| if seg.starts_with('{') { "x1" } else { seg })
            .collect::<Vec<_>>()
            .join("/");
        for m in methods {
            let a = t
                .request(
                    Method::from_bytes(m.to_uppercase().as_bytes()).unwrap(),
                    &uri,
                    None,
                    None,
                )
                .await;
            let served = !(a.status == StatusCode::METHOD_NOT_ALLOWED
                || (a.status == StatusCode::NOT_FOUND
                    && a.json()["message"] == "No such API endpoint."));
            assert_eq!(
                served,
                ops.get(m).is_some(),
                "{m} {path}: served {served} ({}), documented {}",
                a.status,
                ops.get(m).is_some()
            );
        }
    }
    // A path the document does not name is not served either.
    for uri in [
        "/api/admin",
        "/api/products/x1/questions",
        "/api/user",
        "/api/orders/x1/items",
    ] {
        let a = t.get(uri).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{uri}");
        assert_eq!(a.message(), "No such API endpoint.", "{uri}");
    }
}
