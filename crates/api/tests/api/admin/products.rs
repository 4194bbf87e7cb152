//! Products: required fields, prices, categories and images.

use axum::http::StatusCode;
use serde_json::json;
use tokri_api::routes::catalogue::{ProductDetailResponse, ProductResponse};

use crate::common::{NOBODY, apps};

#[tokio::test]
async fn a_product_needs_a_name_a_price_a_category_and_a_main_image() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
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
                a.message(),
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
                a.message(),
                "A main product image is required.",
                "{l}: {body}"
            );
        }
        assert_eq!(
            t.read::<Vec<ProductDetailResponse>>("/api/admin/products", Some(&admin))
                .await
                .len(),
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
            ok.text()
        );
        let p: ProductDetailResponse = ok.body();
        assert_eq!(p.name, "Mango", "{l}: trimmed");
        assert_eq!(p.images, ["/images/mango.svg"], "{l}");
        assert_eq!(p.category_id.unwrap().id, cat, "{l}");
    }
}

#[tokio::test]
async fn a_product_price_must_be_more_than_zero_and_its_category_must_exist() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        for price in [json!(0), json!(-5), json!(0.001), json!("0"), json!(1e12)] {
            let body =
                json!({"name": "Mango", "price": price, "categoryId": cat, "image": ["/m.svg"]});
            let a = t.post("/api/admin/products", Some(&admin), body).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: price {price}: {}",
                a.text()
            );
            assert!(a.message().contains("Price"), "{l}: price {price}");
        }
        for missing in [NOBODY, "not-an-id"] {
            let body =
                json!({"name": "Mango", "price": 100, "categoryId": missing, "image": ["/m.svg"]});
            let a = t.post("/api/admin/products", Some(&admin), body).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: category {missing}: {}",
                a.text()
            );
            assert_eq!(a.message(), "The chosen category does not exist.", "{l}");
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
            t.read::<Vec<ProductDetailResponse>>("/api/admin/products", Some(&admin))
                .await
                .len(),
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
        assert_eq!(p.status, StatusCode::CREATED, "{l}: {}", p.text());
        assert_eq!(
            p.body::<ProductDetailResponse>().price,
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
        assert_eq!(
            p.body::<ProductDetailResponse>().price,
            0.01,
            "{l}: one paisa is more than zero"
        );
    }
}

#[tokio::test]
async fn blank_extra_images_are_dropped_and_the_image_order_is_kept() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let body = json!({"name": "Mango", "price": 100, "categoryId": cat,
                          "image": ["/images/z-main.svg", "", "  ", "/images/a-side.svg", "https://cdn.example.in/m-top.jpg", ""]});
        let a = t.post("/api/admin/products", Some(&admin), body).await;
        assert_eq!(a.status, StatusCode::CREATED, "{l}: {}", a.text());
        let p: ProductDetailResponse = a.body();
        let expected = [
            "/images/z-main.svg",
            "/images/a-side.svg",
            "https://cdn.example.in/m-top.jpg",
        ];
        assert_eq!(p.images, expected, "{l}");
        assert_eq!(
            p.image.as_deref(),
            Some("/images/z-main.svg"),
            "{l}: the first is the main one"
        );
        let id = p.id.clone();
        let detail = t
            .read::<ProductDetailResponse>(&format!("/api/products/{id}"), None)
            .await;
        assert_eq!(
            detail.images, expected,
            "{l}: the storefront sees the same order"
        );
        assert_eq!(
            t.read::<Vec<ProductResponse>>("/api/products", None).await[0]
                .image
                .as_deref(),
            Some("/images/z-main.svg"),
            "{l}"
        );

        let update = json!({"name": "Mango", "price": 100, "categoryId": cat, "image": ["/images/a-side.svg", " ", "/images/z-main.svg"]});
        let a = t
            .put(&format!("/api/admin/products/{id}"), &admin, update)
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        let reordered = ["/images/a-side.svg", "/images/z-main.svg"];
        assert_eq!(a.body::<ProductDetailResponse>().images, reordered, "{l}");
        assert_eq!(
            t.read::<ProductDetailResponse>(&format!("/api/products/{id}"), None)
                .await
                .images,
            reordered,
            "{l}"
        );
    }
}
