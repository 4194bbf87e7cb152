//! Pack declarations (issue 28) through HTTP on both databases: a pre-packed product goes on
//! sale only with every declaration, a net quantity and an MRP on each pack; the storefront's
//! answers carry the declarations, each pack's net quantity and the unit sale price the server
//! computes; loose produce needs none of it.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{TestApp, apps};
use serde_json::{Value, json};

async fn category(t: &TestApp, admin: &str) -> Value {
    let c = t
        .post(
            "/api/admin/categories",
            Some(admin),
            json!({"name": "Dry fruits"}),
        )
        .await;
    c.expect_status(StatusCode::CREATED, t.label);
    c.json()["_id"].clone()
}

fn declaration() -> Value {
    json!({"packed": true, "genericName": "Cashew kernels, whole (W240)", "packerRole": "packer",
           "packer": "Tokri Fresh LLP, Market Yard, Pune 411037", "bestBefore": "Best before 6 months from packing"})
}

fn field_errors(a: &common::Answer) -> Vec<String> {
    let body = a.json();
    assert!(body["message"].is_string(), "{body}");
    body["errors"]
        .as_object()
        .unwrap_or_else(|| panic!("{body}"))
        .keys()
        .cloned()
        .collect()
}

#[tokio::test]
async fn a_pre_packed_product_goes_on_sale_only_with_every_declaration() {
    for t in apps().await {
        let admin = t.admin().await;
        let cat = category(&t, &admin).await;
        let product = |extra: Value| {
            let mut body = json!({"name": "Goan Cashews", "description": "W240", "categoryId": cat,
                "image": ["/images/products/kiwi.svg"], "optionName": "Pack",
                "declaration": {"packed": true},
                "variants": [{"label": "250 g", "price": 299}, {"label": "1 kg", "price": 1099}]});
            for (k, v) in extra.as_object().unwrap() {
                body[k] = v.clone();
            }
            body
        };
        // Shown with nothing declared: every missing declaration is named.
        let refused = t
            .post("/api/admin/products", Some(&admin), product(json!({})))
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(
            field_errors(&refused),
            [
                "declaration.bestBefore",
                "declaration.genericName",
                "declaration.packer",
                "origin",
                "variants.0.mrp",
                "variants.0.netQuantity",
                "variants.1.mrp",
                "variants.1.netQuantity",
            ],
            "{}",
            t.label
        );
        // Hidden, it may be saved while the owner fills them in.
        let draft = t
            .post(
                "/api/admin/products",
                Some(&admin),
                product(json!({"active": false})),
            )
            .await;
        draft.expect_status(StatusCode::CREATED, t.label);
        let draft = draft.json();
        let id = draft["_id"].as_str().unwrap().to_string();
        let v0 = draft["variants"][0]["_id"].clone();
        let v1 = draft["variants"][1]["_id"].clone();
        // Showing it without the second pack's net quantity is still refused.
        let body = json!({"name": "Goan Cashews", "description": "W240", "categoryId": cat,
        "image": ["/images/products/kiwi.svg"], "optionName": "Pack", "origin": "India",
        "active": true, "declaration": declaration(),
        "variants": [
            {"_id": v0, "label": "250 g", "price": 299, "mrp": 349, "netQuantity": 250, "netUnit": "g"},
            {"_id": v1, "label": "1 kg", "price": 1099, "mrp": 1299}
        ]});
        let refused = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(body.clone()),
            )
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(field_errors(&refused), ["variants.1.netQuantity"]);
        assert_eq!(
            t.get(&format!("/api/products/{id}")).await.status,
            StatusCode::NOT_FOUND,
            "{}: still hidden",
            t.label
        );
        // Complete: on sale, with each pack's net quantity and unit sale price.
        let mut complete = body;
        complete["variants"][1]["netQuantity"] = json!(1000);
        complete["variants"][1]["netUnit"] = json!("g");
        t.request(
            Method::PUT,
            &format!("/api/admin/products/{id}"),
            Some(&admin),
            Some(complete),
        )
        .await
        .expect_status(StatusCode::OK, t.label);
        let shown = t.get(&format!("/api/products/{id}")).await;
        shown.expect_status(StatusCode::OK, t.label);
        let shown = shown.json();
        assert_eq!(
            shown["declaration"],
            json!({"packed": true, "genericName": "Cashew kernels, whole (W240)",
                "packerRole": "packer", "packerLabel": "Packed by",
                "packer": "Tokri Fresh LLP, Market Yard, Pune 411037",
                "bestBefore": "Best before 6 months from packing"}),
            "{}",
            t.label
        );
        let packs: Vec<(Value, Value)> = shown["variants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| (v["netQuantity"]["label"].clone(), v["unitPrice"].clone()))
            .collect();
        assert_eq!(
            packs,
            [
                (json!("250 g"), json!("₹1.20 per g")),
                (json!("1 kg"), json!("₹1,099.00 per kg"))
            ],
            "{}",
            t.label
        );
        // The storefront's pages carry them too (cards show the unit price).
        let page = t.get("/api/products/page?q=cashews").await.json();
        assert_eq!(
            page["products"][0]["variants"][0]["unitPrice"], "₹1.20 per g",
            "{}",
            t.label
        );
        // A field left out of a later save keeps the declarations.
        t.request(
            Method::PUT,
            &format!("/api/admin/products/{id}"),
            Some(&admin),
            Some(json!({"name": "Goan Cashews W240", "description": "W240", "categoryId": cat,
                "image": ["/images/products/kiwi.svg"], "origin": "India",
                "variants": [
                    {"_id": v0, "label": "250 g", "price": 299, "mrp": 349, "netQuantity": 250, "netUnit": "g"},
                    {"_id": v1, "label": "1 kg", "price": 1099, "mrp": 1299, "netQuantity": 1, "netUnit": "unit"}
                ]})),
        )
        .await
        .expect_status(StatusCode::OK, t.label);
        let again = t.get(&format!("/api/products/{id}")).await.json();
        assert_eq!(again["declaration"]["packed"], true, "{}", t.label);
        assert_eq!(again["variants"][1]["unitPrice"], "₹1,099.00 per unit");
    }
}

#[tokio::test]
async fn loose_produce_needs_no_declaration_and_wrong_quantities_are_refused() {
    for t in apps().await {
        let admin = t.admin().await;
        let cat = category(&t, &admin).await;
        // Loose, single-price, no origin: on sale as before.
        let loose = t
            .post(
                "/api/admin/products",
                Some(&admin),
                json!({"name": "Robusta Banana", "price": 60, "categoryId": cat,
                    "image": ["/images/products/kiwi.svg"]}),
            )
            .await;
        loose.expect_status(StatusCode::CREATED, t.label);
        let loose = loose.json();
        assert_eq!(loose["declaration"]["packed"], false, "{}", t.label);
        assert_eq!(loose["variants"][0]["netQuantity"], Value::Null);
        assert_eq!(loose["variants"][0]["unitPrice"], Value::Null);
        let id = loose["_id"].as_str().unwrap();
        // The single-price form sets a net quantity; a counted pack is priced per unit.
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(
                    json!({"name": "Robusta Banana", "price": 60, "categoryId": cat,
                    "image": ["/images/products/kiwi.svg"], "netQuantity": 6, "netUnit": "unit"}),
                ),
            )
            .await;
        a.expect_status(StatusCode::OK, t.label);
        assert_eq!(a.json()["variants"][0]["unitPrice"], "₹10.00 per unit");
        for (body, field) in [
            (json!({"netQuantity": 1.5, "netUnit": "g"}), "netQuantity"),
            (json!({"netQuantity": 500, "netUnit": "kg"}), "netQuantity"),
            (json!({"netUnit": "g"}), "netQuantity"),
        ] {
            let mut req = json!({"name": "Robusta Banana", "price": 60, "categoryId": cat,
                "image": ["/images/products/kiwi.svg"]});
            for (k, v) in body.as_object().unwrap() {
                req[k] = v.clone();
            }
            let a = t
                .request(
                    Method::PUT,
                    &format!("/api/admin/products/{id}"),
                    Some(&admin),
                    Some(req),
                )
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}: {body}", t.label);
            assert_eq!(field_errors(&a), [field], "{}: {body}", t.label);
        }
        let bad_role = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(&admin),
                Some(
                    json!({"name": "Robusta Banana", "price": 60, "categoryId": cat,
                    "image": ["/images/products/kiwi.svg"],
                    "declaration": {"packed": false, "packerRole": "grower"}}),
                ),
            )
            .await;
        assert_eq!(bad_role.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(field_errors(&bad_role), ["declaration.packerRole"]);
        // Nothing refused changed the product.
        let kept = t.get(&format!("/api/products/{id}")).await.json();
        assert_eq!(
            kept["variants"][0]["unitPrice"], "₹10.00 per unit",
            "{}",
            t.label
        );
    }
}
