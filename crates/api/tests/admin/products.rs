//! Products: required fields, prices, categories and images.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::json;

#[tokio::test]
async fn a_product_needs_a_name_a_price_a_category_and_a_main_image() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let img = json!(["/images/mango.svg"]);
        for body in [
            json!({"price": 100, "categoryId": cat, "image": img}),
            json!({"name": "   ", "price": 100, "categoryId": cat, "image": img}),
            json!({"name": "Mango", "categoryId": cat, "image": img}),
            json!({"name": "Mango", "price": null, "categoryId": cat, "image": img}),
            json!({"name": "Mango", "price": "abc", "categoryId": cat, "image": img}),
            json!({"name": "Mango", "price": 100, "image": img}),
            json!({"name": "Mango", "price": 100, "categoryId": "", "image": img}),
        ] {
            let a = t
                .post("/api/admin/products", Some(&admin), body.clone())
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {body}");
            assert_eq!(
                a.json()["message"],
                "Product Name, Price, and Category are required.",
                "{l}: {body}"
            );
        }
        for image in [
            None,
            Some(json!([])),
            Some(json!([""])),
            Some(json!(["  ", ""])),
            Some(json!("")),
        ] {
            let mut body = json!({"name": "Mango", "price": 100, "categoryId": cat});
            if let Some(i) = &image {
                body["image"] = i.clone();
            }
            let a = t
                .post("/api/admin/products", Some(&admin), body.clone())
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {body}");
            assert_eq!(
                a.json()["message"],
                "A main product image is required.",
                "{l}: {body}"
            );
        }
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/products").await).len(),
            0,
            "{l}: nothing stored"
        );
        let ok = t
            .post("/api/admin/products", Some(&admin), json!({"name": "  Mango ", "price": 100, "categoryId": cat, "image": "/images/mango.svg"}))
            .await;
        assert_eq!(
            ok.status,
            StatusCode::CREATED,
            "{l}: a single URL is accepted: {}",
            text(&ok)
        );
        let p = ok.json();
        assert_eq!(p["name"], "Mango", "{l}: trimmed");
        assert_eq!(p["images"], json!(["/images/mango.svg"]), "{l}");
        assert_eq!(p["categoryId"]["_id"], cat.as_str(), "{l}");
    }
}

#[tokio::test]
async fn a_product_price_must_be_more_than_zero_and_its_category_must_exist() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        for price in [json!(0), json!(-5), json!(0.001), json!("0"), json!(1e12)] {
            let body =
                json!({"name": "Mango", "price": price, "categoryId": cat, "image": ["/m.svg"]});
            let a = t.post("/api/admin/products", Some(&admin), body).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: price {price}: {}",
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("Price"),
                "{l}: price {price}"
            );
        }
        for missing in [NOBODY, "not-an-id"] {
            let body =
                json!({"name": "Mango", "price": 100, "categoryId": missing, "image": ["/m.svg"]});
            let a = t.post("/api/admin/products", Some(&admin), body).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: category {missing}: {}",
                text(&a)
            );
            assert_eq!(
                a.json()["message"],
                "The chosen category does not exist.",
                "{l}"
            );
        }
        let bad_image = json!({"name": "Mango", "price": 100, "categoryId": cat, "image": ["/m.svg", "javascript:alert(1)"]});
        assert_eq!(
            t.post("/api/admin/products", Some(&admin), bad_image)
                .await
                .status,
            StatusCode::BAD_REQUEST,
            "{l}"
        );
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/products").await).len(),
            0,
            "{l}"
        );
        let p = t
            .post(
                "/api/admin/products",
                Some(&admin),
                json!({"name": "Mango", "price": "249.50", "categoryId": cat, "image": ["/m.svg"]}),
            )
            .await;
        assert_eq!(p.status, StatusCode::CREATED, "{l}: {}", text(&p));
        assert_eq!(
            p.json()["price"],
            249.5,
            "{l}: a numeric string is read as rupees"
        );
        let p = t
            .post(
                "/api/admin/products",
                Some(&admin),
                json!({"name": "Lime", "price": 0.01, "categoryId": cat, "image": ["/l.svg"]}),
            )
            .await;
        assert_eq!(p.json()["price"], 0.01, "{l}: one paisa is more than zero");
    }
}

#[tokio::test]
async fn blank_extra_images_are_dropped_and_the_image_order_is_kept() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let body = json!({"name": "Mango", "price": 100, "categoryId": cat,
                          "image": ["/images/z-main.svg", "", "  ", "/images/a-side.svg", "https://cdn.example.in/m-top.jpg", ""]});
        let a = t.post("/api/admin/products", Some(&admin), body).await;
        assert_eq!(a.status, StatusCode::CREATED, "{l}: {}", text(&a));
        let p = a.json();
        let expected = json!([
            "/images/z-main.svg",
            "/images/a-side.svg",
            "https://cdn.example.in/m-top.jpg"
        ]);
        assert_eq!(p["images"], expected, "{l}");
        assert_eq!(
            p["image"], "/images/z-main.svg",
            "{l}: the first is the main one"
        );
        let id = s(&p["_id"]);
        let detail = public(&t, &format!("/api/products/{id}")).await;
        assert_eq!(
            detail["images"], expected,
            "{l}: the storefront sees the same order"
        );
        assert_eq!(
            public(&t, "/api/products").await[0]["image"],
            "/images/z-main.svg",
            "{l}"
        );

        let update = json!({"name": "Mango", "price": 100, "categoryId": cat, "image": ["/images/a-side.svg", " ", "/images/z-main.svg"]});
        let a = put(&t, &format!("/api/admin/products/{id}"), &admin, update).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        let reordered = json!(["/images/a-side.svg", "/images/z-main.svg"]);
        assert_eq!(a.json()["images"], reordered, "{l}");
        assert_eq!(
            public(&t, &format!("/api/products/{id}")).await["images"],
            reordered,
            "{l}"
        );
    }
}
