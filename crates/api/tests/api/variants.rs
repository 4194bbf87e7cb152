//! Variants through HTTP on both databases: the owner's packs with their own price, MRP and
//! stock; orders, invoices and mails that name them; the cart's quote; and carts from before
//! variants that still order.

use crate::common;
use crate::stock::{buyer, call};

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, ship};
use serde_json::{Value, json};

/// A category and a mango box in three packs: 6 (₹1,199, MRP ₹1,399, 10 counted), 12
/// (₹2,199, MRP ₹2,499, `twelve` counted) and 24 (₹4,199, not counted). Answers the product.
async fn mango_box(t: &TestApp, admin: &str, twelve: i64) -> Value {
    let cat = t
        .post(
            "/api/admin/categories",
            Some(admin),
            json!({"name": "Gift boxes"}),
        )
        .await
        .json();
    let a = t
        .post(
            "/api/admin/products",
            Some(admin),
            json!({"name": "Alphonso Box", "description": "Ratnagiri", "categoryId": cat["_id"],
                   "image": ["/images/products/kiwi.svg"], "optionName": "Pack",
                   "variants": [
                       {"label": "6 pieces", "price": 1199, "mrp": 1399, "stock": 10, "sku": "AB-6", "weightGrams": 1500},
                       {"label": "12 pieces", "price": 2199, "mrp": 2499, "stock": twelve},
                       {"label": "24 pieces", "price": 4199}
                   ]}),
        )
        .await;
    a.expect_status(StatusCode::CREATED, t.label);
    a.json()
}

fn variant<'a>(product: &'a Value, label: &str) -> &'a Value {
    product["variants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["label"] == label)
        .unwrap_or_else(|| panic!("no variant {label} in {product}"))
}

fn variant_id(product: &Value, label: &str) -> String {
    variant(product, label)["_id"].as_str().unwrap().to_string()
}

fn labels(product: &Value) -> Vec<String> {
    product["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["label"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_owner_adds_edits_reorders_and_removes_variants_and_wrong_ones_name_their_field() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let made = mango_box(&t, &admin, 8).await;
        let id = made["_id"].as_str().unwrap().to_string();
        let public = t.get(&format!("/api/products/{id}")).await.json();
        assert_eq!(public["optionName"], "Pack", "{l}");
        assert_eq!(
            labels(&public),
            ["6 pieces", "12 pieces", "24 pieces"],
            "{l}"
        );
        // The product's price is the lowest; its MRP the cheapest pack's.
        assert_eq!(
            (public["price"].clone(), public["mrp"].clone()),
            (json!(1199.0), json!(1399.0)),
            "{l}"
        );
        let six = variant(&public, "6 pieces");
        assert_eq!(
            (
                six["price"].clone(),
                six["mrp"].clone(),
                six["stock"].clone(),
                six["sku"].clone(),
                six["weightGrams"].clone()
            ),
            (
                json!(1199.0),
                json!(1399.0),
                json!(10),
                json!("AB-6"),
                json!(1500)
            ),
            "{l}"
        );
        assert_eq!(
            variant(&public, "24 pieces")["stock"],
            Value::Null,
            "{l}: not counted"
        );
        // Not every pack is counted, so the product has no count of its own.
        assert_eq!(public["stock"], Value::Null, "{l}");
        assert!(
            six.get("stockOnHand").is_none(),
            "{l}: the public read hides the crate"
        );
        assert_eq!(
            variant(&made, "12 pieces")["stockOnHand"],
            8,
            "{l}: the admin sees it"
        );

        // Reorder, drop the 12, rename the 24, add a 36; counts left out are kept.
        let six_id = six["_id"].clone();
        let twentyfour_id = variant(&public, "24 pieces")["_id"].clone();
        let base = json!({"name": "Alphonso Box", "description": "Ratnagiri", "categoryId": made["categoryId"]["_id"],
                          "image": ["/images/products/kiwi.svg"], "optionName": "Box"});
        let mut body = base.clone();
        body["variants"] = json!([
            {"_id": twentyfour_id, "label": "Two dozen", "price": 3999},
            {"_id": six_id, "label": "6 pieces", "price": 1199, "mrp": 1399},
            {"label": "36 pieces", "price": 5799, "stock": 2}
        ]);
        let put = t
            .put(&format!("/api/admin/products/{id}"), &admin, body)
            .await;
        put.expect_status(StatusCode::OK, l);
        let after = t.get(&format!("/api/products/{id}")).await.json();
        assert_eq!(
            labels(&after),
            ["Two dozen", "6 pieces", "36 pieces"],
            "{l}"
        );
        assert_eq!(after["optionName"], "Box", "{l}");
        assert_eq!(
            variant(&after, "Two dozen")["_id"],
            twentyfour_id,
            "{l}: same variant"
        );
        assert_eq!(variant(&after, "6 pieces")["stock"], 10, "{l}: count kept");
        assert_eq!(variant(&after, "36 pieces")["stock"], 2, "{l}");
        assert_eq!(after["price"], 1199.0, "{l}");

        // Wrong variants are refused with the field named, and nothing changes.
        let v = |label: &str, price: Value| json!({"label": label, "price": price});
        let cases: Vec<(&str, Value, &str)> = vec![
            ("zero price", json!([v("a", json!(0))]), "variants.0.price"),
            (
                "price not a number",
                json!([v("a", json!("lots"))]),
                "variants.0.price",
            ),
            (
                "duplicate label",
                json!([v("1 kg", json!(100)), v("1 KG", json!(200))]),
                "variants.1.label",
            ),
            (
                "no label of two",
                json!([v("1 kg", json!(100)), v("", json!(200))]),
                "variants.1.label",
            ),
            (
                "MRP below price",
                json!([{"label": "a", "price": 100, "mrp": 90}]),
                "variants.0.mrp",
            ),
            (
                "half a unit",
                json!([{"label": "a", "price": 100, "stock": 1.5}]),
                "variants.0.stock",
            ),
            (
                "21 variants",
                Value::Array((0..21).map(|i| v(&format!("v{i}"), json!(10))).collect()),
                "variants",
            ),
            ("none", json!([]), "variants"),
            (
                "another product's variant",
                json!([{"_id": "b0000000-0000-4000-8000-00000000000b", "label": "a", "price": 10}]),
                "variants.0._id",
            ),
        ];
        for (name, variants, field) in cases {
            let mut body = base.clone();
            body["variants"] = variants;
            let a = t
                .put(&format!("/api/admin/products/{id}"), &admin, body)
                .await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {name}: {}",
                a.text()
            );
            assert!(
                a.json()["errors"][field].is_string(),
                "{l}: {name}: {}",
                a.text()
            );
            assert!(!a.message().is_empty(), "{l}: {name}");
        }
        assert_eq!(
            labels(&t.get(&format!("/api/products/{id}")).await.json()),
            ["Two dozen", "6 pieces", "36 pieces"],
            "{l}"
        );
        // The spec's single-price form cannot say which pack it means.
        let mut single = base.clone();
        single["price"] = json!(999);
        let a = t
            .put(&format!("/api/admin/products/{id}"), &admin, single)
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        assert!(a.json()["errors"]["variants"].is_string(), "{l}");

        // A product made with the spec's form has one unnamed variant at its price, and the
        // form keeps working on it.
        let plain = t
            .post("/api/admin/products", Some(&admin),
                  json!({"name": "Kiwi", "price": 149, "categoryId": made["categoryId"]["_id"], "image": ["/images/products/kiwi.svg"], "stock": 4}))
            .await;
        plain.expect_status(StatusCode::CREATED, l);
        let plain = plain.json();
        assert_eq!(plain["variants"].as_array().unwrap().len(), 1, "{l}");
        assert_eq!(
            (
                plain["variants"][0]["label"].clone(),
                plain["variants"][0]["price"].clone(),
                plain["stock"].clone()
            ),
            (json!(""), json!(149.0), json!(4)),
            "{l}"
        );
        let pid = plain["_id"].as_str().unwrap();
        let a = t
            .put(&format!("/api/admin/products/{pid}"), &admin,
                 json!({"name": "Kiwi", "price": 159, "categoryId": made["categoryId"]["_id"], "image": ["/images/products/kiwi.svg"]}))
            .await;
        a.expect_status(StatusCode::OK, l);
        let a = a.json();
        assert_eq!(
            (
                a["price"].clone(),
                a["variants"][0]["_id"].clone(),
                a["stock"].clone()
            ),
            (json!(159.0), plain["variants"][0]["_id"].clone(), json!(4)),
            "{l}"
        );
    }
}

#[tokio::test]
async fn fifty_buyers_of_the_last_ten_of_one_pack_get_ten_paid_orders_and_the_other_packs_are_untouched()
 {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let product = mango_box(&t, &admin, 5).await;
        let id = product["_id"].as_str().unwrap().to_string();
        let six = variant_id(&product, "6 pieces");
        let twelve = variant_id(&product, "12 pieces");
        let mut tokens = Vec::new();
        for i in 0..50 {
            tokens.push(buyer(&t, i).await);
        }
        let placing: Vec<_> = tokens
            .iter()
            .map(|tok| {
                let body = json!({"cart": [{"_id": id, "variantId": six, "qty": 1}], "shippingAddress": ship()});
                tokio::spawn(call(t.app.clone(), Method::POST, "/api/orders".into(), Some(tok.clone()), body))
            })
            .collect();
        let mut placed = Vec::new();
        for (tok, h) in tokens.iter().zip(placing) {
            let (status, body) = h.await.unwrap();
            match status {
                StatusCode::CREATED => placed.push((tok.clone(), body)),
                StatusCode::CONFLICT => assert!(
                    body["message"].as_str().unwrap().starts_with("Sold out"),
                    "{l}: {body}"
                ),
                other => panic!("{l}: unexpected {other}: {body}"),
            }
        }
        assert_eq!(placed.len(), 10, "{l}");
        let paying: Vec<_> = placed
            .iter()
            .map(|(tok, body)| {
                let app = t.app.clone();
                let tok = tok.clone();
                let po = body["orderId"].as_str().unwrap().to_string();
                let doc = body["orderDocId"].as_str().unwrap().to_string();
                tokio::spawn(async move {
                    let (s, p) = call(app.clone(), Method::POST, format!("/api/payments/sandbox/{po}/pay"), None, json!({})).await;
                    assert_eq!(s, StatusCode::OK);
                    let v = json!({"orderDocId": doc, "paymentId": p["razorpay_payment_id"], "signature": p["razorpay_signature"]});
                    call(app, Method::POST, "/api/orders/verify-payment".into(), Some(tok), v).await
                })
            })
            .collect();
        for h in paying {
            let (s, order) = h.await.unwrap();
            assert_eq!(s, StatusCode::OK, "{l}: {order}");
            assert_eq!(order["order"]["paymentStatus"], "paid", "{l}");
        }
        let admin_view = t
            .get_as("/api/admin/products?search=Alphonso%20Box", &admin)
            .await
            .json();
        let p = &admin_view[0];
        let six_after = variant(p, "6 pieces");
        assert_eq!(
            (
                six_after["stockOnHand"].clone(),
                six_after["reserved"].clone(),
                six_after["stock"].clone()
            ),
            (json!(0), json!(0), json!(0)),
            "{l}"
        );
        let twelve_after = variant(p, "12 pieces");
        assert_eq!(
            (
                twelve_after["stockOnHand"].clone(),
                twelve_after["reserved"].clone()
            ),
            (json!(5), json!(0)),
            "{l}: untouched"
        );
        // The 6-pack is sold out by name; the 12-pack still sells.
        let (s, body) = call(
            t.app.clone(),
            Method::POST,
            "/api/orders".into(),
            Some(tokens[0].clone()),
            json!({"cart": [{"_id": id, "variantId": six, "qty": 1}], "shippingAddress": ship()}),
        )
        .await;
        assert_eq!(s, StatusCode::CONFLICT, "{l}");
        assert_eq!(
            body["message"],
            "Sold out: Alphonso Box (6 pieces) is no longer in stock. Please remove it from your cart.",
            "{l}"
        );
        let (s, body) = call(t.app.clone(), Method::POST, "/api/orders".into(), Some(tokens[1].clone()),
            json!({"cart": [{"_id": id, "variantId": twelve, "qty": 5}], "shippingAddress": ship()})).await;
        assert_eq!(s, StatusCode::CREATED, "{l}: {body}");
    }
}

#[tokio::test]
async fn order_lines_invoices_and_mails_name_the_pack_and_carts_from_before_variants_still_order() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let product = mango_box(&t, &admin, 12).await;
        let id = product["_id"].as_str().unwrap().to_string();
        let six = variant_id(&product, "6 pieces");
        let twelve = variant_id(&product, "12 pieces");
        let token = t.customer("asha@example.in", "secret1").await;
        let order = |cart: Value| json!({"cart": cart, "shippingAddress": ship(), "paymentMethod": "online"});

        // A line without a pack cannot say which it means; an unknown pack is gone.
        let a = t
            .post(
                "/api/orders",
                Some(&token),
                order(json!([{"_id": id, "qty": 1}])),
            )
            .await;
        assert_eq!(
            (a.status, a.message()),
            (
                StatusCode::BAD_REQUEST,
                "Please choose a pack for Alphonso Box.".to_string()
            ),
            "{l}"
        );
        let a = t
            .post(
                "/api/orders",
                Some(&token),
                order(json!([{"_id": id, "variantId": "b0000000-0000-4000-8000-00000000000b", "qty": 1}])),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            a.message(),
            "A product in your cart is no longer available. Please review your cart.",
            "{l}"
        );

        // Two packs of one product are two lines; the same pack twice is one.
        let a = t
            .post(
                "/api/orders",
                Some(&token),
                order(json!([
                    {"_id": id, "variantId": six, "qty": 1},
                    {"_id": id, "variantId": twelve, "qty": 1},
                    {"productId": id, "variantId": six, "qty": 1}
                ])),
            )
            .await;
        a.expect_status(StatusCode::CREATED, l);
        let placed = a.json();
        // 2 × ₹1,199 + ₹2,199 = ₹4,597, free delivery.
        assert_eq!(placed["amount"], 459_700, "{l}");
        let doc = placed["orderDocId"].as_str().unwrap().to_string();
        let pay = t
            .post(
                &format!(
                    "/api/payments/sandbox/{}/pay",
                    placed["orderId"].as_str().unwrap()
                ),
                None,
                json!({}),
            )
            .await;
        assert_eq!(pay.status, StatusCode::OK, "{l}");
        let o = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        let items: Vec<(Value, Value, Value, Value)> = o["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| {
                (
                    i["variantId"].clone(),
                    i["variantLabel"].clone(),
                    i["qty"].clone(),
                    i["price"].clone(),
                )
            })
            .collect();
        assert_eq!(
            items,
            vec![
                (json!(six), json!("6 pieces"), json!(2), json!(1199.0)),
                (json!(twelve), json!("12 pieces"), json!(1), json!(2199.0)),
            ],
            "{l}"
        );
        let admin_order = t
            .get_as(&format!("/api/admin/orders/{doc}"), &admin)
            .await
            .json();
        assert_eq!(admin_order["items"][1]["variantLabel"], "12 pieces", "{l}");
        let invoice = t.store.get_invoice(&doc).await.unwrap().expect("issued");
        let described: Vec<&str> = invoice
            .lines
            .iter()
            .map(|x| x.description.as_str())
            .collect();
        assert_eq!(
            &described[..2],
            ["Alphonso Box (6 pieces)", "Alphonso Box (12 pieces)"],
            "{l}"
        );
        let mails = t.mails().await.join("\n");
        assert!(
            mails.contains("Alphonso Box (12 pieces)"),
            "{l}: the confirmation names the pack"
        );

        // A pack removed later stays in the order's history.
        let mut body = json!({"name": "Alphonso Box", "categoryId": product["categoryId"]["_id"], "image": ["/images/products/kiwi.svg"], "optionName": "Pack"});
        body["variants"] = json!([{"_id": six, "label": "6 pieces", "price": 1199}]);
        t.put(&format!("/api/admin/products/{id}"), &admin, body)
            .await
            .expect_status(StatusCode::OK, l);
        let o = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
        assert_eq!(o["items"][1]["variantLabel"], "12 pieces", "{l}");

        // A cart saved before variants names only the product: its only variant is meant.
        t.fruit_catalogue(&[("a0000000-0000-4000-8000-000000000009", "Kiwi", 12_000)])
            .await;
        let old = t
            .post("/api/orders", Some(&token), json!({"cart": [{"_id": "a0000000-0000-4000-8000-000000000009", "name": "Kiwi", "price": 1, "qty": 2}], "shippingAddress": ship()}))
            .await;
        old.expect_status(StatusCode::CREATED, l);
        assert_eq!(
            old.json()["amount"],
            24_000 + 11_900,
            "{l}: the server's price, not the cart's"
        );
    }
}

#[tokio::test]
async fn the_cart_quote_prices_as_the_order_does_and_names_what_cannot_be_ordered() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let product = mango_box(&t, &admin, 1).await;
        let id = product["_id"].as_str().unwrap().to_string();
        let six = variant_id(&product, "6 pieces");
        let twelve = variant_id(&product, "12 pieces");
        let q = t
            .post(
                "/api/cart/quote",
                None,
                json!({"items": [
                    {"productId": id, "variantId": six, "qty": 1},
                    {"productId": id, "variantId": twelve, "qty": 2},
                    {"productId": id, "qty": 1},
                    {"productId": "b0000000-0000-4000-8000-00000000000b", "qty": 1}
                ]}),
            )
            .await;
        q.expect_status(StatusCode::OK, l);
        let q = q.json();
        let problems: Vec<Value> = q["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["problem"].clone())
            .collect();
        assert_eq!(
            problems,
            vec![
                Value::Null,
                json!(
                    "Sold out: only 1 of Alphonso Box (12 pieces) left. Please lower the quantity in your cart."
                ),
                json!("Please choose a pack for Alphonso Box."),
                json!("A product in your cart is no longer available. Please review your cart."),
            ],
            "{l}"
        );
        // Only the 6-pack counts: ₹1,199 + ₹119 delivery; ₹200 under its MRP.
        assert_eq!(
            (
                q["subtotal"].clone(),
                q["deliveryFee"].clone(),
                q["total"].clone(),
                q["mrpSavings"].clone(),
                q["freeDeliveryFrom"].clone()
            ),
            (
                json!(1199.0),
                json!(119.0),
                json!(1318.0),
                json!(200.0),
                json!(1999.0)
            ),
            "{l}"
        );
        assert_eq!(
            (
                q["lines"][0]["variantLabel"].clone(),
                q["lines"][0]["lineTotal"].clone()
            ),
            (json!("6 pieces"), json!(1199.0)),
            "{l}"
        );
        // The order of the quoted line costs what the quote said.
        let token = t.customer("asha@example.in", "secret1").await;
        let placed = t
            .post("/api/orders", Some(&token), json!({"cart": [{"_id": id, "variantId": six, "qty": 1}], "shippingAddress": ship()}))
            .await;
        placed.expect_status(StatusCode::CREATED, l);
        assert_eq!(placed.json()["amount"], 131_800, "{l}");
        // A bad quantity is refused like an order's.
        let a = t
            .post(
                "/api/cart/quote",
                None,
                json!({"items": [{"productId": id, "variantId": six, "qty": 0}]}),
            )
            .await;
        assert_eq!(
            (a.status, a.message()),
            (
                StatusCode::BAD_REQUEST,
                "Quantities must be whole numbers from 1 to 99.".to_string()
            ),
            "{l}"
        );
    }
}
