//! The admin API through the real router (SPEC §7 Admin, rules of SPEC §3–5 and §9, DESIGN §4–5):
//! the role guard, categories, products, banners, orders and the dashboard, on every backend.
//! Everything is set up through the API as the shop owner and customers would do it.

mod common;

use axum::http::{Method, StatusCode};
use common::{Answer, TestApp, apps};
use serde_json::{Value, json};
use tokri_api::time_fmt::{parse_rfc3339, rfc3339};
use tokri_domain::calendar::{day_ms, ist_date, ist_day_start};
use tokri_shop::tokens::TokenKeys;
use tokri_store::now_ms;

/// A valid id that names nothing.
const NOBODY: &str = "00000000-0000-4000-8000-000000000000";

fn text(a: &Answer) -> String {
    String::from_utf8_lossy(&a.body).into_owned()
}

fn list(v: &Value) -> &Vec<Value> {
    v.as_array()
        .unwrap_or_else(|| panic!("expected an array: {v}"))
}

fn ids(v: &Value) -> Vec<String> {
    list(v)
        .iter()
        .map(|x| x["_id"].as_str().expect("_id").to_string())
        .collect()
}

fn s(v: &Value) -> String {
    v.as_str()
        .unwrap_or_else(|| panic!("expected a string: {v}"))
        .to_string()
}

async fn put(t: &TestApp, path: &str, token: &str, body: Value) -> Answer {
    t.request(Method::PUT, path, Some(token), Some(body)).await
}

async fn delete(t: &TestApp, path: &str, token: &str) -> Answer {
    t.request(Method::DELETE, path, Some(token), None).await
}

async fn patch(t: &TestApp, path: &str, token: &str, body: Value) -> Answer {
    t.request(Method::PATCH, path, Some(token), Some(body))
        .await
}

fn address(name: &str) -> Value {
    json!({"name": name, "mobile": "9822012345", "street": "12 FC Road", "city": "Pune",
           "state": "Maharashtra", "zip": "411004", "country": "India"})
}

/// Signs up and signs in a customer with this name; answers the token.
async fn customer_named(t: &TestApp, name: &str, email: &str) -> String {
    let a = t
        .post(
            "/api/auth/signup",
            None,
            json!({"name": name, "email": email, "password": "secret1"}),
        )
        .await;
    assert_eq!(
        a.status,
        StatusCode::CREATED,
        "{}: signup: {}",
        t.label,
        text(&a)
    );
    let a = t
        .post(
            "/api/auth/login",
            None,
            json!({"email": email, "password": "secret1"}),
        )
        .await;
    assert_eq!(a.status, StatusCode::OK, "{}: login: {}", t.label, text(&a));
    s(&a.json()["token"])
}

/// A guest session made by the guest checkout form; answers the token.
async fn guest(t: &TestApp, name: &str, email: &str) -> String {
    let a = t
        .post(
            "/api/auth/guest-checkout",
            None,
            json!({"name": name, "email": email, "address": address(name)}),
        )
        .await;
    assert_eq!(
        a.status,
        StatusCode::CREATED,
        "{}: guest checkout: {}",
        t.label,
        text(&a)
    );
    let g = a.json();
    assert_eq!(g["user"]["role"], "guest", "{}", t.label);
    s(&g["token"])
}

/// Creates a category through the API; answers it.
async fn new_category(t: &TestApp, admin: &str, body: Value) -> Value {
    let a = t.post("/api/admin/categories", Some(admin), body).await;
    assert_eq!(
        a.status,
        StatusCode::CREATED,
        "{}: create category: {}",
        t.label,
        text(&a)
    );
    a.json()
}

/// Creates a product through the API; answers it.
async fn new_product(t: &TestApp, admin: &str, name: &str, price: f64, category: &str) -> Value {
    let body = json!({"name": name, "description": format!("{name}, fresh"), "image": [format!("/images/{}.svg", tokri_domain::slugify(name))],
                      "price": price, "categoryId": category, "weight": "1 kg", "origin": "Ratnagiri"});
    let a = t.post("/api/admin/products", Some(admin), body).await;
    assert_eq!(
        a.status,
        StatusCode::CREATED,
        "{}: create product: {}",
        t.label,
        text(&a)
    );
    a.json()
}

/// Creates a banner through the API; answers it.
async fn new_banner(t: &TestApp, admin: &str, body: Value) -> Value {
    let a = t.post("/api/admin/banners", Some(admin), body).await;
    assert_eq!(
        a.status,
        StatusCode::CREATED,
        "{}: create banner: {}",
        t.label,
        text(&a)
    );
    a.json()
}

/// A small catalogue made by the admin: one category, a mango at ₹899.50 and a hamper at ₹2499.
struct Shelf {
    category: String,
    mango: String,
    hamper: String,
}

async fn shelf(t: &TestApp, admin: &str) -> Shelf {
    let category = s(&new_category(t, admin, json!({"name": "Tropical Fruits"})).await["_id"]);
    let mango = s(&new_product(t, admin, "Alphonso Mango", 899.5, &category).await["_id"]);
    let hamper = s(&new_product(t, admin, "Diwali Hamper", 2499.0, &category).await["_id"]);
    Shelf {
        category,
        mango,
        hamper,
    }
}

/// Places an order for `qty` of one product; answers POST /api/orders' answer. Each call is a
/// new order: the flat number differs, so Pay pressed again (same cart and address) is not
/// what these list tests see.
async fn place(t: &TestApp, token: &str, product: &str, qty: i64) -> Value {
    static FLAT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);
    let flat = FLAT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut ship = address("Asha Patil");
    ship["street"] = json!(format!("Flat {flat}, 12 FC Road"));
    let body = json!({"cart": [{"_id": product, "qty": qty}], "shippingAddress": ship});
    let a = t.post("/api/orders", Some(token), body).await;
    assert_eq!(
        a.status,
        StatusCode::CREATED,
        "{}: place order: {}",
        t.label,
        text(&a)
    );
    a.json()
}

/// Our order id of a placed order.
fn doc(placed: &Value) -> String {
    s(&placed["orderDocId"])
}

/// The admin order list with `query`, never-paid checkouts included (these tests place
/// orders without paying them; hiding those is tested in checkout.rs).
async fn admin_orders(t: &TestApp, admin: &str, query: &str) -> Value {
    let sep = if query.is_empty() { "?" } else { "&" };
    let a = t
        .get_as(
            &format!("/api/admin/orders{query}{sep}includeUnpaid=true"),
            admin,
        )
        .await;
    assert_eq!(
        a.status,
        StatusCode::OK,
        "{}: GET /api/admin/orders{query}: {}",
        t.label,
        text(&a)
    );
    a.json()
}

async fn admin_list(t: &TestApp, admin: &str, path: &str) -> Value {
    let a = t.get_as(path, admin).await;
    assert_eq!(
        a.status,
        StatusCode::OK,
        "{}: GET {path}: {}",
        t.label,
        text(&a)
    );
    a.json()
}

async fn public(t: &TestApp, path: &str) -> Value {
    let a = t.get(path).await;
    assert_eq!(
        a.status,
        StatusCode::OK,
        "{}: GET {path}: {}",
        t.label,
        text(&a)
    );
    a.json()
}

fn find<'a>(items: &'a Value, id: &str) -> Option<&'a Value> {
    list(items).iter().find(|x| x["_id"] == id)
}

// ---------------------------------------------------------------------------------------------
// 1. Role guard
// ---------------------------------------------------------------------------------------------

/// Every admin route with a payload that would succeed for the admin.
fn admin_routes(
    category: &str,
    product: &str,
    banner: &str,
    order: &str,
) -> Vec<(Method, String, Option<Value>)> {
    let cat_body = json!({"name": "Sneaky"});
    let product_body = json!({"name": "Sneaky", "price": 1, "categoryId": category, "image": ["/images/sneaky.svg"]});
    let banner_body = json!({"img": "/images/sneaky.jpg", "title": "Sneaky"});
    vec![
        (Method::GET, "/api/admin/profile".into(), None),
        (Method::GET, "/api/admin/stats".into(), None),
        (Method::GET, "/api/admin/categories".into(), None),
        (
            Method::POST,
            "/api/admin/categories".into(),
            Some(cat_body.clone()),
        ),
        (
            Method::PUT,
            format!("/api/admin/categories/{category}"),
            Some(cat_body),
        ),
        (
            Method::DELETE,
            format!("/api/admin/categories/{category}"),
            None,
        ),
        (Method::GET, "/api/admin/products".into(), None),
        (
            Method::POST,
            "/api/admin/products".into(),
            Some(product_body.clone()),
        ),
        (
            Method::PUT,
            format!("/api/admin/products/{product}"),
            Some(product_body),
        ),
        (
            Method::DELETE,
            format!("/api/admin/products/{product}"),
            None,
        ),
        (Method::GET, "/api/admin/banners".into(), None),
        (
            Method::POST,
            "/api/admin/banners".into(),
            Some(banner_body.clone()),
        ),
        (
            Method::PUT,
            format!("/api/admin/banners/{banner}"),
            Some(banner_body),
        ),
        (Method::DELETE, format!("/api/admin/banners/{banner}"), None),
        (Method::GET, "/api/admin/orders".into(), None),
        (Method::GET, format!("/api/admin/orders/{order}"), None),
        (
            Method::PATCH,
            format!("/api/admin/orders/{order}/status"),
            Some(json!({"status": "Refunded"})),
        ),
    ]
}

#[tokio::test]
async fn every_admin_route_answers_401_without_a_valid_token_and_403_to_customers_and_guests() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let banner = s(&new_banner(
            &t,
            &admin,
            json!({"img": "/images/b.jpg", "title": "Mangoes"}),
        )
        .await["_id"]);
        let customer = t.customer("asha@example.in", "secret1").await;
        let order = doc(&place(&t, &customer, &shelf.mango, 1).await);
        let guest = guest(&t, "Meera Joshi", "meera@mail.test").await;

        // A token signed with another key, claiming to be an admin.
        let asha = t
            .store
            .find_registered_user_by_email("asha@example.in")
            .await
            .unwrap()
            .unwrap();
        let secs = now_ms() / 1000;
        let forged = TokenKeys::new(b"not-the-shops-secret-not-the-shop").issue(
            &asha.id,
            "admin",
            asha.token_epoch,
            secs,
        );

        let callers: [(&str, Option<&str>, StatusCode); 5] = [
            ("no token", None, StatusCode::UNAUTHORIZED),
            ("a garbage token", Some("garbage"), StatusCode::UNAUTHORIZED),
            (
                "a token signed with another key",
                Some(&forged),
                StatusCode::UNAUTHORIZED,
            ),
            ("a customer", Some(&customer), StatusCode::FORBIDDEN),
            ("a guest", Some(&guest), StatusCode::FORBIDDEN),
        ];
        for (method, path, body) in admin_routes(&shelf.category, &shelf.mango, &banner, &order) {
            for (who, token, expected) in &callers {
                let a = t.request(method.clone(), &path, *token, body.clone()).await;
                assert_eq!(
                    a.status,
                    *expected,
                    "{l}: {method} {path} by {who}: {}",
                    text(&a)
                );
                assert!(
                    a.json()["message"].is_string(),
                    "{l}: {method} {path} by {who}: JSON error"
                );
            }
        }

        // Nothing was written by the refused calls.
        let cats = admin_list(&t, &admin, "/api/admin/categories").await;
        assert_eq!(ids(&cats), vec![shelf.category.clone()], "{l}");
        assert_eq!(cats[0]["name"], "Tropical Fruits", "{l}");
        let products = admin_list(&t, &admin, "/api/admin/products").await;
        assert_eq!(list(&products).len(), 2, "{l}");
        assert_eq!(
            find(&products, &shelf.mango).unwrap()["price"],
            899.5,
            "{l}"
        );
        let banners = admin_list(&t, &admin, "/api/admin/banners").await;
        assert_eq!(ids(&banners), vec![banner.clone()], "{l}");
        assert_eq!(banners[0]["title"], "Mangoes", "{l}");
        let o = admin_list(&t, &admin, &format!("/api/admin/orders/{order}")).await;
        assert_eq!(o["status"], "Pending", "{l}");

        // The admin reads every read route.
        let me = admin_list(&t, &admin, "/api/admin/profile").await;
        assert_eq!(me["email"], "owner@tokri.test", "{l}");
        assert_eq!(me["role"], "admin", "{l}");
        for path in [
            "/api/admin/stats",
            "/api/admin/categories",
            "/api/admin/products",
            "/api/admin/banners",
            "/api/admin/orders",
        ] {
            admin_list(&t, &admin, path).await;
        }
        assert_eq!(o["_id"], order, "{l}");
    }
}

#[tokio::test]
async fn a_correctly_signed_token_claiming_admin_is_refused_when_the_stored_role_is_not_admin() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        t.customer("asha@example.in", "secret1").await;
        let asha = t
            .store
            .find_registered_user_by_email("asha@example.in")
            .await
            .unwrap()
            .unwrap();
        let keys = TokenKeys::new(t.state.shop.settings.jwt_secret.expose().as_bytes());
        let claims_admin = keys.issue(&asha.id, "admin", asha.token_epoch, now_ms() / 1000);
        let a = t.get_as("/api/admin/categories", &claims_admin).await;
        assert_eq!(
            a.status,
            StatusCode::FORBIDDEN,
            "{l}: the stored role decides: {}",
            text(&a)
        );

        // An admin whose role is taken away loses the admin area at once, and logout ends it.
        assert_eq!(
            t.get_as("/api/admin/profile", &admin).await.status,
            StatusCode::OK,
            "{l}"
        );
        let owner = t
            .store
            .find_registered_user_by_email("owner@tokri.test")
            .await
            .unwrap()
            .unwrap();
        t.store
            .set_user_role(&owner.id, tokri_domain::Role::Customer)
            .await
            .unwrap();
        assert_eq!(
            t.get_as("/api/admin/profile", &admin).await.status,
            StatusCode::FORBIDDEN,
            "{l}"
        );
        let admin = t.admin().await;
        assert_eq!(
            t.get_as("/api/admin/profile", &admin).await.status,
            StatusCode::OK,
            "{l}"
        );
        let out = t.post("/api/auth/logout", Some(&admin), json!({})).await;
        assert_eq!(out.status, StatusCode::OK, "{l}: {}", text(&out));
        assert_eq!(
            t.get_as("/api/admin/profile", &admin).await.status,
            StatusCode::UNAUTHORIZED,
            "{l}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Categories
// ---------------------------------------------------------------------------------------------

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

#[tokio::test]
async fn the_public_category_list_hides_inactive_categories_and_shows_changes_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shown = new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await;
        let hidden = new_category(
            &t,
            &admin,
            json!({"name": "Seasonal Fruits", "active": false}),
        )
        .await;
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            ids(&cats),
            vec![s(&shown["_id"])],
            "{l}: inactive ones are hidden"
        );

        let path = format!("/api/admin/categories/{}", s(&hidden["_id"]));
        assert_eq!(
            put(&t, &path, &admin, json!({"active": true, "sortOrder": 0}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            ids(&cats),
            vec![s(&hidden["_id"]), s(&shown["_id"])],
            "{l}: shown at once, in sort order"
        );

        let path = format!("/api/admin/categories/{}", s(&shown["_id"]));
        assert_eq!(
            put(&t, &path, &admin, json!({"name": "Rare Fruits"}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            cats[1]["name"], "Rare Fruits",
            "{l}: a rename shows at once"
        );
        assert_eq!(
            put(&t, &path, &admin, json!({"active": false}))
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        let cats = public(&t, "/api/categories").await;
        assert_eq!(
            ids(&cats),
            vec![s(&hidden["_id"])],
            "{l}: deactivating hides at once"
        );
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/categories").await).len(),
            2,
            "{l}: the admin sees both"
        );
    }
}

#[tokio::test]
async fn a_category_used_by_a_product_cannot_be_deleted_and_an_unused_one_can() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let used = new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await;
        let used_id = s(&used["_id"]);
        let mango = new_product(&t, &admin, "Alphonso Mango", 899.5, &used_id).await;
        let banner = new_banner(
            &t,
            &admin,
            json!({"img": "/images/b.jpg", "categoryId": used_id}),
        )
        .await;
        assert_eq!(banner["categoryId"], used_id.as_str(), "{l}");
        public(&t, "/api/categories").await;

        let a = delete(&t, &format!("/api/admin/categories/{used_id}"), &admin).await;
        assert_eq!(a.status, StatusCode::CONFLICT, "{l}: {}", text(&a));
        let message = s(&a.json()["message"]);
        assert!(
            message.contains("used by 1 product"),
            "{l}: a clear message: {message}"
        );
        assert!(
            find(
                &admin_list(&t, &admin, "/api/admin/categories").await,
                &used_id
            )
            .is_some(),
            "{l}: still there"
        );
        assert_eq!(
            ids(&public(&t, "/api/categories").await),
            vec![used_id.clone()],
            "{l}"
        );
        assert_eq!(
            public(&t, "/api/banners").await[0]["categoryId"],
            used_id.as_str(),
            "{l}: nothing half-deleted"
        );

        let unused = new_category(&t, &admin, json!({"name": "Seasonal Fruits"})).await;
        let a = delete(
            &t,
            &format!("/api/admin/categories/{}", s(&unused["_id"])),
            &admin,
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert!(a.json()["message"].is_string(), "{l}");
        assert_eq!(
            ids(&admin_list(&t, &admin, "/api/admin/categories").await),
            vec![used_id.clone()],
            "{l}: gone"
        );
        assert_eq!(
            ids(&public(&t, "/api/categories").await),
            vec![used_id.clone()],
            "{l}: gone from the storefront"
        );

        // Once its product is gone, the category can go; a banner pointing at it is unassigned.
        assert_eq!(
            delete(
                &t,
                &format!("/api/admin/products/{}", s(&mango["_id"])),
                &admin
            )
            .await
            .status,
            StatusCode::OK,
            "{l}"
        );
        let a = delete(&t, &format!("/api/admin/categories/{used_id}"), &admin).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/categories").await).len(),
            0,
            "{l}"
        );
        let banners = admin_list(&t, &admin, "/api/admin/banners").await;
        assert!(banners[0]["categoryId"].is_null(), "{l}: {banners}");
        assert_eq!(
            delete(&t, &format!("/api/admin/categories/{used_id}"), &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 3. Products
// ---------------------------------------------------------------------------------------------

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

#[tokio::test]
async fn a_new_product_appears_in_the_public_list_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        assert_eq!(
            list(&public(&t, "/api/products").await).len(),
            0,
            "{l}: the cache now holds an empty list"
        );
        let p = new_product(&t, &admin, "Alphonso Mango", 899.5, &cat).await;
        let id = s(&p["_id"]);
        let products = public(&t, "/api/products").await;
        assert_eq!(ids(&products), vec![id.clone()], "{l}: no stale cache");
        assert_eq!(products[0]["name"], "Alphonso Mango", "{l}");
        assert_eq!(products[0]["price"], 899.5, "{l}");
        assert_eq!(products[0]["categoryId"]["name"], "Tropical Fruits", "{l}");
        assert_eq!(products[0]["weight"], "1 kg", "{l}");
        let detail = public(&t, &format!("/api/products/{id}")).await;
        assert_eq!(detail["description"], "Alphonso Mango, fresh", "{l}");
        let second = new_product(&t, &admin, "Kesar Mango", 499.0, &cat).await;
        assert_eq!(
            public(&t, "/api/products").await[0]["_id"],
            second["_id"],
            "{l}: newest first"
        );
    }
}

#[tokio::test]
async fn admin_products_are_searched_by_name_ignoring_case_and_filtered_by_category() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let tropical =
            s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let hampers = s(&new_category(&t, &admin, json!({"name": "Gift Hampers"})).await["_id"]);
        let alphonso = s(&new_product(&t, &admin, "Alphonso Mango", 899.5, &tropical).await["_id"]);
        let papaya = s(&new_product(&t, &admin, "Red Papaya", 120.0, &tropical).await["_id"]);
        let box_ = s(&new_product(&t, &admin, "Mango Gift Box", 1999.0, &hampers).await["_id"]);
        let odd = s(&new_product(&t, &admin, "100% Juice_Pack", 99.0, &hampers).await["_id"]);

        let sorted = |v: Value| {
            let mut v = ids(&v);
            v.sort();
            v
        };
        let want = |mut v: Vec<&String>| {
            v.sort();
            v.into_iter().cloned().collect::<Vec<_>>()
        };
        let q = |query: &str| format!("/api/admin/products{query}");
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("")).await),
            want(vec![&alphonso, &papaya, &box_, &odd]),
            "{l}"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=mANGO")).await),
            want(vec![&alphonso, &box_]),
            "{l}"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=%20papaya%20")).await),
            want(vec![&papaya]),
            "{l}: trimmed"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q(&format!("?categoryId={tropical}"))).await),
            want(vec![&alphonso, &papaya]),
            "{l}"
        );
        assert_eq!(
            sorted(
                admin_list(
                    &t,
                    &admin,
                    &q(&format!("?search=mango&categoryId={hampers}"))
                )
                .await
            ),
            want(vec![&box_]),
            "{l}: both filters"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=&categoryId=")).await).len(),
            4,
            "{l}: empty filters are no filters"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=%25")).await),
            want(vec![&odd]),
            "{l}: % is a plain character"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=e_p")).await),
            want(vec![&odd]),
            "{l}: _ is a plain character"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=kiwi")).await).len(),
            0,
            "{l}"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q(&format!("?categoryId={NOBODY}"))).await).len(),
            0,
            "{l}"
        );
        let one = admin_list(&t, &admin, &q("?search=papaya")).await;
        assert_eq!(one[0]["price"], 120.0, "{l}");
        assert_eq!(one[0]["categoryId"]["name"], "Tropical Fruits", "{l}");
    }
}

#[tokio::test]
async fn a_price_change_shows_on_the_public_product_page_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let other = s(&new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await["_id"]);
        let id = s(&new_product(&t, &admin, "Alphonso Mango", 899.5, &cat).await["_id"]);
        assert_eq!(
            public(&t, &format!("/api/products/{id}")).await["price"],
            899.5,
            "{l}: cached"
        );
        let body = json!({"name": "Alphonso Mango (Devgad)", "description": "Sweet", "price": 1049, "categoryId": other,
                          "image": ["/images/devgad.svg"], "weight": "2 kg", "origin": "Devgad"});
        let a = put(&t, &format!("/api/admin/products/{id}"), &admin, body).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(a.json()["price"], 1049.0, "{l}");
        let detail = public(&t, &format!("/api/products/{id}")).await;
        assert_eq!(detail["price"], 1049.0, "{l}: no stale cache");
        assert_eq!(detail["name"], "Alphonso Mango (Devgad)", "{l}");
        assert_eq!(detail["categoryId"]["_id"], other.as_str(), "{l}");
        assert_eq!(detail["category"]["name"], "Exotic Fruits", "{l}");
        assert_eq!(detail["weight"], "2 kg", "{l}");
        assert_eq!(detail["origin"], "Devgad", "{l}");
        assert_eq!(public(&t, "/api/products").await[0]["price"], 1049.0, "{l}");

        let bad = put(
            &t,
            &format!("/api/admin/products/{id}"),
            &admin,
            json!({"name": "Mango", "price": 0, "categoryId": cat, "image": ["/m.svg"]}),
        )
        .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            public(&t, &format!("/api/products/{id}")).await["price"],
            1049.0,
            "{l}: a refused update changes nothing"
        );
    }
}

#[tokio::test]
async fn a_deleted_product_answers_404_and_leaves_every_list() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let keep = s(&new_product(&t, &admin, "Red Papaya", 120.0, &cat).await["_id"]);
        let gone = s(&new_product(&t, &admin, "Alphonso Mango", 899.5, &cat).await["_id"]);
        assert_eq!(
            public(&t, &format!("/api/products/{gone}")).await["_id"],
            gone.as_str(),
            "{l}: cached"
        );
        assert_eq!(list(&public(&t, "/api/products").await).len(), 2, "{l}");

        let a = delete(&t, &format!("/api/admin/products/{gone}"), &admin).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(
            t.get(&format!("/api/products/{gone}")).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        assert_eq!(
            ids(&public(&t, "/api/products").await),
            vec![keep.clone()],
            "{l}"
        );
        assert_eq!(
            ids(&admin_list(&t, &admin, "/api/admin/products").await),
            vec![keep.clone()],
            "{l}"
        );
        assert_eq!(
            delete(&t, &format!("/api/admin/products/{gone}"), &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}: twice"
        );
    }
}

#[tokio::test]
async fn updating_or_deleting_an_unknown_product_answers_404() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let body = json!({"name": "Ghost", "price": 1, "categoryId": cat, "image": ["/g.svg"]});
        for id in [NOBODY, "not-an-id"] {
            let a = put(
                &t,
                &format!("/api/admin/products/{id}"),
                &admin,
                body.clone(),
            )
            .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PUT {id}: {}",
                text(&a)
            );
            let a = delete(&t, &format!("/api/admin/products/{id}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: DELETE {id}: {}",
                text(&a)
            );
        }
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/products").await).len(),
            0,
            "{l}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Past orders keep their snapshot
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn price_edits_and_deletions_leave_past_orders_unchanged() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let placed = place(&t, &asha, &shelf.mango, 2).await;
        assert_eq!(
            placed["amount"],
            2 * 89_950 + 11_900,
            "{l}: ₹1799 + ₹119 delivery, in paise"
        );
        let id = doc(&placed);

        let body = json!({"name": "Alphonso Mango XL", "price": 1500, "categoryId": shelf.category, "image": ["/images/xl.svg"]});
        assert_eq!(
            put(
                &t,
                &format!("/api/admin/products/{}", shelf.mango),
                &admin,
                body
            )
            .await
            .status,
            StatusCode::OK,
            "{l}"
        );
        assert_eq!(
            public(&t, &format!("/api/products/{}", shelf.mango)).await["price"],
            1500.0,
            "{l}"
        );

        let check = |o: &Value, who: &str| {
            assert_eq!(o["_id"], id.as_str(), "{l}: {who}");
            assert_eq!(
                o["items"][0]["price"], 899.5,
                "{l}: {who}: the price when bought"
            );
            assert_eq!(
                o["items"][0]["name"], "Alphonso Mango",
                "{l}: {who}: the name when bought"
            );
            assert_eq!(
                o["items"][0]["image"], "/images/alphonso-mango.svg",
                "{l}: {who}"
            );
            assert_eq!(o["items"][0]["qty"], 2, "{l}: {who}");
            assert_eq!(o["subtotal"], 1799.0, "{l}: {who}");
            assert_eq!(o["deliveryFee"], 119.0, "{l}: {who}");
            assert_eq!(o["totalAmount"], 1918.0, "{l}: {who}");
        };
        check(
            &admin_list(&t, &asha, &format!("/api/orders/{id}")).await,
            "customer detail",
        );
        check(
            &admin_list(&t, &asha, "/api/orders").await[0],
            "customer list",
        );
        check(
            &admin_list(&t, &admin, &format!("/api/admin/orders/{id}")).await,
            "admin detail",
        );
        check(
            &admin_orders(&t, &admin, "").await["orders"][0],
            "admin list",
        );

        // A new order is priced at the new price.
        let again = place(&t, &asha, &shelf.mango, 2).await;
        assert_eq!(again["amount"], 2 * 150_000, "{l}: ₹3000, free delivery");

        // Deleting the product leaves the order as it was.
        assert_eq!(
            delete(&t, &format!("/api/admin/products/{}", shelf.mango), &admin)
                .await
                .status,
            StatusCode::OK,
            "{l}"
        );
        check(
            &admin_list(&t, &asha, &format!("/api/orders/{id}")).await,
            "customer detail after delete",
        );
        check(
            &admin_list(&t, &admin, &format!("/api/admin/orders/{id}")).await,
            "admin detail after delete",
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 5. Banners
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn a_banner_needs_an_image_and_the_answer_is_the_saved_banner() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = new_category(&t, &admin, json!({"name": "Fruit Gift Boxes or Combos"})).await;
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
                a.json()["message"],
                "Image URL is required for a banner.",
                "{l}: {body}"
            );
        }
        let b = new_banner(
            &t,
            &admin,
            json!({"title": " Diwali Hampers ", "label": "Shop now", "img": "/images/banners/diwali.jpg",
                   "link": "/category/diwali", "categoryId": cat["_id"], "active": true}),
        )
        .await;
        assert!(
            tokri_domain::id::is_id(b["_id"].as_str().unwrap()),
            "{l}: {b}"
        );
        assert_eq!(b["title"], "Diwali Hampers", "{l}");
        assert_eq!(b["label"], "Shop now", "{l}");
        assert_eq!(b["img"], "/images/banners/diwali.jpg", "{l}");
        assert_eq!(b["link"], "/category/diwali", "{l}");
        assert_eq!(b["categoryId"], cat["_id"], "{l}");
        assert_eq!(b["categorySlug"], "fruit-gift-boxes-or-combos", "{l}");
        assert_eq!(b["active"], true, "{l}");
        assert_eq!(b["sortOrder"], 1, "{l}");
        assert!(b["startAt"].is_null() && b["endAt"].is_null(), "{l}: {b}");
        let stored = admin_list(&t, &admin, "/api/admin/banners").await;
        assert_eq!(
            stored,
            json!([b]),
            "{l}: the answer is exactly what was saved"
        );

        let aliased = new_banner(
            &t,
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
            text(&a)
        );
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/banners").await).len(),
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
            got.push(new_banner(&t, &admin, body).await["sortOrder"].clone());
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
        let orders: Vec<Value> = list(&admin_list(&t, &admin, "/api/admin/banners").await)
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
            let b = new_banner(
                &t,
                &admin,
                json!({"img": "/b.jpg", "startAt": start, "endAt": end}),
            )
            .await;
            assert!(b["startAt"].is_null(), "{l}: {start:?} → null: {b}");
            assert!(b["endAt"].is_null(), "{l}: {end:?} → null: {b}");
        }
        let b = new_banner(
            &t,
            &admin,
            json!({"img": "/b.jpg", "startAt": null, "endAt": null}),
        )
        .await;
        assert!(b["startAt"].is_null() && b["endAt"].is_null(), "{l}");

        // A datetime-local value is read in IST; an RFC 3339 value as written.
        let b = new_banner(&t, &admin, json!({"img": "/b.jpg", "startAt": "2030-01-15T09:30", "endAt": "2030-01-20T18:30:00Z"})).await;
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
            text(&a)
        );
    }
}

#[tokio::test]
async fn scheduled_and_expired_banners_stay_off_the_storefront_while_the_admin_sees_them_all() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        assert_eq!(
            list(&public(&t, "/api/banners").await).len(),
            0,
            "{l}: cached empty"
        );
        let now = now_ms();
        let week = 7 * day_ms();
        let at = |ms: i64| rfc3339(ms);
        let always = new_banner(&t, &admin, json!({"img": "/a.jpg", "title": "Always"})).await;
        let current = new_banner(&t, &admin, json!({"img": "/c.jpg", "title": "Now", "startAt": at(now - day_ms()), "endAt": at(now + day_ms())})).await;
        let next_week = new_banner(&t, &admin, json!({"img": "/n.jpg", "title": "Next week", "startAt": at(now + week), "endAt": at(now + 2 * week)})).await;
        let expired = new_banner(&t, &admin, json!({"img": "/e.jpg", "title": "Expired", "startAt": at(now - 2 * week), "endAt": at(now - week)})).await;
        let ended = new_banner(
            &t,
            &admin,
            json!({"img": "/x.jpg", "title": "Ended", "endAt": at(now - 1000)}),
        )
        .await;
        let off = new_banner(
            &t,
            &admin,
            json!({"img": "/o.jpg", "title": "Off", "active": false}),
        )
        .await;

        let shown = public(&t, "/api/banners").await;
        assert_eq!(
            ids(&shown),
            vec![s(&always["_id"]), s(&current["_id"])],
            "{l}: only live banners, at once: {shown}"
        );
        let all = admin_list(&t, &admin, "/api/admin/banners").await;
        let mut all_ids = ids(&all);
        all_ids.sort();
        let mut want: Vec<String> = [&always, &current, &next_week, &expired, &ended, &off]
            .iter()
            .map(|b| s(&b["_id"]))
            .collect();
        want.sort();
        assert_eq!(all_ids, want, "{l}: the admin sees every banner");
        assert_eq!(
            find(&all, next_week["_id"].as_str().unwrap()).unwrap()["startAt"],
            at(now + week),
            "{l}"
        );

        // Switching one off takes it off the storefront at once.
        let a = put(
            &t,
            &format!("/api/admin/banners/{}", s(&current["_id"])),
            &admin,
            json!({"active": false}),
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(
            ids(&public(&t, "/api/banners").await),
            vec![s(&always["_id"])],
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
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("link"),
                "{l}: names the link"
            );
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
            list(&admin_list(&t, &admin, "/api/admin/banners").await).len(),
            0,
            "{l}: nothing stored"
        );

        let b = new_banner(
            &t,
            &admin,
            json!({"img": "/b.jpg", "link": "https://www.example.in/diwali"}),
        )
        .await;
        let a = put(
            &t,
            &format!("/api/admin/banners/{}", s(&b["_id"])),
            &admin,
            json!({"link": "javascript:alert(1)"}),
        )
        .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: nor on update");
        assert_eq!(
            admin_list(&t, &admin, "/api/admin/banners").await[0]["link"],
            "https://www.example.in/diwali",
            "{l}"
        );
        for link in ["/category/diwali", "http://example.in/x", ""] {
            let a = put(
                &t,
                &format!("/api/admin/banners/{}", s(&b["_id"])),
                &admin,
                json!({"link": link}),
            )
            .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: link {link:?}: {}", text(&a));
            assert_eq!(a.json()["link"], link, "{l}");
        }
    }
}

#[tokio::test]
async fn a_banner_update_keeps_the_fields_it_does_not_send() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await;
        let b = new_banner(
            &t,
            &admin,
            json!({"title": "Exotic week", "label": "Explore", "img": "/images/exotic.jpg", "link": "/category/exotic-fruits",
                   "categoryId": cat["_id"], "active": true, "sortOrder": 4}),
        )
        .await;
        let path = format!("/api/admin/banners/{}", s(&b["_id"]));
        let a = put(
            &t,
            &path,
            &admin,
            json!({"title": "Exotic fortnight", "sortOrder": ""}),
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
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
        let a = put(
            &t,
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
        let a = put(&t, &path, &admin, json!({"img": ""})).await;
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{l}: the picture cannot be emptied"
        );
        assert_eq!(
            a.json()["message"],
            "Image URL is required for a banner.",
            "{l}"
        );
        assert_eq!(
            admin_list(&t, &admin, "/api/admin/banners").await[0],
            u,
            "{l}: the answer is what was saved"
        );
        let a = put(
            &t,
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
        let cat = new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await;
        let b = new_banner(
            &t,
            &admin,
            json!({"img": "/b.jpg", "categoryId": cat["_id"]}),
        )
        .await;
        let a = put(
            &t,
            &format!("/api/admin/banners/{}", s(&b["_id"])),
            &admin,
            json!({"categoryId": null}),
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert!(
            a.json()["categoryId"].is_null(),
            "{l}: null unassigns: {}",
            text(&a)
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
        let b = new_banner(
            &t,
            &admin,
            json!({"img": "/b.jpg", "title": "Next week", "startAt": start, "endAt": end}),
        )
        .await;
        let a = put(
            &t,
            &format!("/api/admin/banners/{}", s(&b["_id"])),
            &admin,
            json!({"title": "Next week!"}),
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(a.json()["startAt"], start.as_str(), "{l}: {}", text(&a));
        assert_eq!(
            list(&public(&t, "/api/banners").await).len(),
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
        let keep = new_banner(&t, &admin, json!({"img": "/k.jpg"})).await;
        let gone = new_banner(&t, &admin, json!({"img": "/g.jpg"})).await;
        assert_eq!(list(&public(&t, "/api/banners").await).len(), 2, "{l}");
        let path = format!("/api/admin/banners/{}", s(&gone["_id"]));
        let a = delete(&t, &path, &admin).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(
            ids(&admin_list(&t, &admin, "/api/admin/banners").await),
            vec![s(&keep["_id"])],
            "{l}"
        );
        assert_eq!(
            ids(&public(&t, "/api/banners").await),
            vec![s(&keep["_id"])],
            "{l}: at once"
        );
        assert_eq!(
            delete(&t, &path, &admin).await.status,
            StatusCode::NOT_FOUND,
            "{l}: twice"
        );
        assert_eq!(
            put(&t, &path, &admin, json!({"title": "x"})).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        assert_eq!(
            delete(&t, "/api/admin/banners/not-an-id", &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 6. Orders
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn admin_orders_come_twenty_a_page_newest_first() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let empty = admin_orders(&t, &admin, "").await;
        assert_eq!(
            (
                empty["total"].clone(),
                empty["pages"].clone(),
                empty["page"].clone()
            ),
            (json!(0), json!(1), json!(1)),
            "{l}"
        );
        assert_eq!(list(&empty["orders"]).len(), 0, "{l}");

        let mut placed: Vec<String> = Vec::new();
        let mut place_n = async |n: usize| {
            for _ in 0..n {
                // Distinct creation times make "newest first" exact.
                tokio::time::sleep(std::time::Duration::from_millis(2)).await;
                placed.push(doc(&place(&t, &asha, &shelf.mango, 1).await));
            }
            placed.clone()
        };
        let newest_first = |v: &[String]| v.iter().rev().cloned().collect::<Vec<_>>();

        let so_far = place_n(20).await;
        let p = admin_orders(&t, &admin, "").await;
        assert_eq!(
            (p["total"].clone(), p["pages"].clone(), p["page"].clone()),
            (json!(20), json!(1), json!(1)),
            "{l}: 20 orders"
        );
        assert_eq!(ids(&p["orders"]), newest_first(&so_far), "{l}");

        let so_far = place_n(1).await;
        let p1 = admin_orders(&t, &admin, "?page=1").await;
        let p2 = admin_orders(&t, &admin, "?page=2").await;
        assert_eq!(
            (p1["total"].clone(), p1["pages"].clone()),
            (json!(21), json!(2)),
            "{l}: 21 orders"
        );
        assert_eq!(
            ids(&p1["orders"]),
            newest_first(&so_far[1..]),
            "{l}: the newest 20"
        );
        assert_eq!(
            (p2["page"].clone(), p2["pages"].clone(), p2["total"].clone()),
            (json!(2), json!(2), json!(21)),
            "{l}"
        );
        assert_eq!(
            ids(&p2["orders"]),
            vec![so_far[0].clone()],
            "{l}: page 2 holds the oldest one"
        );

        let so_far = place_n(19).await;
        let p1 = admin_orders(&t, &admin, "").await;
        let p2 = admin_orders(&t, &admin, "?page=2&limit=20").await;
        assert_eq!(
            (p1["total"].clone(), p1["pages"].clone()),
            (json!(40), json!(2)),
            "{l}: 40 orders"
        );
        assert_eq!(ids(&p1["orders"]), newest_first(&so_far[20..]), "{l}");
        assert_eq!(ids(&p2["orders"]), newest_first(&so_far[..20]), "{l}");
        let times: Vec<i64> = list(&p1["orders"])
            .iter()
            .chain(list(&p2["orders"]))
            .map(|o| parse_rfc3339(o["createdAt"].as_str().unwrap()).unwrap())
            .collect();
        assert!(
            times.windows(2).all(|w| w[0] > w[1]),
            "{l}: createdAt strictly falls: {times:?}"
        );
        let p3 = admin_orders(&t, &admin, "?page=3").await;
        assert_eq!(
            (p3["page"].clone(), p3["total"].clone()),
            (json!(2), json!(40)),
            "{l}: past the end is the last page"
        );
        assert_eq!(ids(&p3["orders"]), newest_first(&so_far[..20]), "{l}");

        let small = admin_orders(&t, &admin, "?limit=7&page=6").await;
        assert_eq!(
            (small["pages"].clone(), list(&small["orders"]).len()),
            (json!(6), 5),
            "{l}: 40 = 5 × 7 + 5"
        );
        for bad in ["?page=abc", "?limit=x", "?page=1.5"] {
            let a = t.get_as(&format!("/api/admin/orders{bad}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                text(&a)
            );
        }
    }
}

#[tokio::test]
async fn admin_orders_are_found_by_id_prefix_customer_name_and_email() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = customer_named(&t, "Asha Patil", "asha@example.in").await;
        let ravi = customer_named(&t, "Ravi Kulkarni", "ravi.k@example.in").await;
        let meera = guest(&t, "Meera Joshi", "meera@mail.test").await;
        let a1 = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let a2 = doc(&place(&t, &asha, &shelf.hamper, 1).await);
        let r1 = doc(&place(&t, &ravi, &shelf.mango, 3).await);
        let m1 = doc(&place(&t, &meera, &shelf.hamper, 2).await);

        let found = |v: &Value| {
            let mut v = ids(&v["orders"]);
            v.sort();
            v
        };
        let want = |v: &[&String]| {
            let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
            v.sort();
            v
        };
        let search = |q: &str| format!("?search={q}");
        for id in [&a1, &a2, &r1, &m1] {
            let p = admin_orders(&t, &admin, &search(&id[..8])).await;
            assert_eq!(
                found(&p),
                want(&[id]),
                "{l}: by the first 8 characters of {id}"
            );
            assert_eq!(p["total"], 1, "{l}");
            let p = admin_orders(&t, &admin, &search(&id[..8].to_uppercase())).await;
            assert_eq!(found(&p), want(&[id]), "{l}: in capitals too");
            let p = admin_orders(&t, &admin, &search(id)).await;
            assert_eq!(found(&p), want(&[id]), "{l}: the whole id");
        }
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("kulKARNI")).await),
            want(&[&r1]),
            "{l}: by name, any case"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("asha%20patil")).await),
            want(&[&a1, &a2]),
            "{l}"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("%20%20ravi%20")).await),
            want(&[&r1]),
            "{l}: trimmed"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("meera")).await),
            want(&[&m1]),
            "{l}: guests too"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("ravi.k%40example.in")).await),
            want(&[&r1]),
            "{l}: by email"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("%40EXAMPLE.IN")).await),
            want(&[&a1, &a2, &r1]),
            "{l}: part of an email"
        );
        for nothing in ["nobody", "%25", "_", "zzzzzzzz"] {
            let p = admin_orders(&t, &admin, &search(nothing)).await;
            assert_eq!(
                (p["total"].clone(), p["pages"].clone()),
                (json!(0), json!(1)),
                "{l}: {nothing}"
            );
            assert_eq!(list(&p["orders"]).len(), 0, "{l}: {nothing}");
        }
        assert_eq!(
            admin_orders(&t, &admin, "?search=").await["total"],
            4,
            "{l}: empty search is no filter"
        );

        // The admin detail names the customer; the order keeps its shipping snapshot.
        let o = admin_list(&t, &admin, &format!("/api/admin/orders/{r1}")).await;
        assert_eq!(o["userId"]["name"], "Ravi Kulkarni", "{l}");
        assert_eq!(o["userId"]["email"], "ravi.k@example.in", "{l}");
        assert_eq!(o["items"][0]["qty"], 3, "{l}");
        assert_eq!(o["shippingAddress"]["zip"], "411004", "{l}");
        assert_eq!(o["shippingAddress"]["mobile"], "9822012345", "{l}");
        let row = admin_orders(&t, &admin, &search(&r1[..8])).await;
        assert_eq!(
            row["orders"][0]["userId"]["name"], "Ravi Kulkarni",
            "{l}: the list names the user too"
        );
    }
}

#[tokio::test]
async fn admin_orders_are_filtered_by_status() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = customer_named(&t, "Asha Patil", "asha@example.in").await;
        let ravi = customer_named(&t, "Ravi Kulkarni", "ravi.k@example.in").await;
        let pending = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let shipped = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let delivered = doc(&place(&t, &ravi, &shelf.mango, 1).await);
        let shipped_ravi = doc(&place(&t, &ravi, &shelf.mango, 1).await);
        for (id, status) in [
            (&shipped, "Shipped"),
            (&delivered, "Delivered"),
            (&shipped_ravi, "Shipped"),
        ] {
            let a = patch(
                &t,
                &format!("/api/admin/orders/{id}/status"),
                &admin,
                json!({"status": status}),
            )
            .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        }
        let found = |v: &Value| {
            let mut v = ids(&v["orders"]);
            v.sort();
            v
        };
        let want = |v: &[&String]| {
            let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
            v.sort();
            v
        };
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Shipped").await),
            want(&[&shipped, &shipped_ravi]),
            "{l}"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Pending").await),
            want(&[&pending]),
            "{l}"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Delivered").await),
            want(&[&delivered]),
            "{l}"
        );
        assert_eq!(
            admin_orders(&t, &admin, "?status=Refunded").await["total"],
            0,
            "{l}"
        );
        assert_eq!(
            admin_orders(&t, &admin, "?status=All").await["total"],
            4,
            "{l}: All is no filter"
        );
        assert_eq!(
            admin_orders(&t, &admin, "?status=").await["total"],
            4,
            "{l}: empty is no filter"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Shipped&search=ravi").await),
            want(&[&shipped_ravi]),
            "{l}: with a search"
        );
        for bad in ["Lost", "shipped", "PENDING"] {
            let a = t
                .get_as(&format!("/api/admin/orders?status={bad}"), &admin)
                .await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: status {bad}: {}",
                text(&a)
            );
        }
    }
}

#[tokio::test]
async fn admin_order_dates_are_ist_calendar_days_and_bad_dates_are_refused() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        // No public store call moves an order's creation time, so the edges are today's IST day.
        let before = now_ms();
        place(&t, &asha, &shelf.mango, 1).await;
        place(&t, &asha, &shelf.hamper, 1).await;
        let after = now_ms();
        let today = ist_date(after);
        if ist_date(before) != today {
            eprintln!("{l}: the IST day changed while placing orders; date edges skipped");
            continue;
        }
        let yesterday = ist_date(after - day_ms());
        let tomorrow = ist_date(after + day_ms());
        for (query, total) in [
            (format!("?startDate={today}&endDate={today}"), 2),
            (format!("?startDate={today}"), 2),
            (format!("?endDate={today}"), 2),
            (format!("?startDate={yesterday}&endDate={tomorrow}"), 2),
            (format!("?startDate={yesterday}&endDate={yesterday}"), 0),
            (format!("?endDate={yesterday}"), 0),
            (format!("?startDate={tomorrow}"), 0),
            ("?startDate=&endDate=".to_string(), 2),
            (
                format!("?startDate={today}&endDate={today}&status=Pending&search=asha"),
                2,
            ),
        ] {
            let p = admin_orders(&t, &admin, &query).await;
            assert_eq!(p["total"], total, "{l}: {query}");
            assert_eq!(list(&p["orders"]).len() as i64, total, "{l}: {query}");
        }
        // Every order created now falls on today's IST date.
        for o in list(&admin_orders(&t, &admin, "").await["orders"]) {
            let at = parse_rfc3339(o["createdAt"].as_str().unwrap()).unwrap();
            assert_eq!(ist_date(at), today, "{l}");
        }
        for bad in [
            "?startDate=2026-02-30",
            "?endDate=yesterday",
            "?startDate=22/11/2026",
            "?endDate=2026-13-01",
            "?startDate=2026-1",
        ] {
            let a = t.get_as(&format!("/api/admin/orders{bad}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("date"),
                "{l}: {bad}"
            );
        }
    }
}

#[tokio::test]
async fn an_order_status_can_be_set_to_any_of_the_six_values_and_the_customer_sees_it() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let id = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let path = format!("/api/admin/orders/{id}/status");
        // Any value from any other, including backwards (SPEC §4).
        for status in [
            "Shipped",
            "Processing",
            "Delivered",
            "Refunded",
            "Cancelled",
            "Pending",
            "Delivered",
        ] {
            let a = patch(&t, &path, &admin, json!({"status": status})).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {status}: {}", text(&a));
            let o = a.json();
            assert_eq!(o["_id"], id.as_str(), "{l}");
            assert_eq!(o["status"], status, "{l}: the answer is the updated order");
            assert_eq!(
                admin_list(&t, &asha, "/api/orders").await[0]["status"],
                status,
                "{l}: the customer's list"
            );
            assert_eq!(
                admin_list(&t, &asha, &format!("/api/orders/{id}")).await["status"],
                status,
                "{l}: the customer's detail"
            );
            assert_eq!(
                admin_list(&t, &admin, &format!("/api/admin/orders/{id}")).await["status"],
                status,
                "{l}"
            );
        }
        for bad in [
            json!({"status": "Lost"}),
            json!({"status": "shipped"}),
            json!({"status": ""}),
            json!({}),
            json!({"status": "Confirmed"}),
        ] {
            let a = patch(&t, &path, &admin, bad.clone()).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("Pending"),
                "{l}: names the six values"
            );
        }
        assert_eq!(
            admin_list(&t, &asha, "/api/orders").await[0]["status"],
            "Delivered",
            "{l}: unchanged by refusals"
        );
    }
}

#[tokio::test]
async fn an_unknown_order_answers_404_to_the_admin() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        for id in [NOBODY, "not-an-id", "12345678"] {
            let a = t.get_as(&format!("/api/admin/orders/{id}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: GET {id}: {}",
                text(&a)
            );
            assert!(a.json()["message"].is_string(), "{l}");
            let a = patch(
                &t,
                &format!("/api/admin/orders/{id}/status"),
                &admin,
                json!({"status": "Shipped"}),
            )
            .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PATCH {id}: {}",
                text(&a)
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 7. Dashboard
// ---------------------------------------------------------------------------------------------

fn by_status(stats: &Value) -> Vec<(String, i64)> {
    list(&stats["byStatus"])
        .iter()
        .map(|x| (s(&x["status"]), x["count"].as_i64().unwrap()))
        .collect()
}

fn six(counts: [i64; 6]) -> Vec<(String, i64)> {
    [
        "Pending",
        "Processing",
        "Shipped",
        "Delivered",
        "Cancelled",
        "Refunded",
    ]
    .iter()
    .zip(counts)
    .map(|(s, n)| (s.to_string(), n))
    .collect()
}

#[tokio::test]
async fn the_dashboard_counts_todays_paid_orders_every_status_best_sellers_and_thirty_days() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let before = now_ms();

        let empty = admin_list(&t, &admin, "/api/admin/stats").await;
        assert_eq!(
            by_status(&empty),
            six([0, 0, 0, 0, 0, 0]),
            "{l}: all six, even when zero"
        );
        assert_eq!(empty["today"], json!({"orders": 0, "revenue": 0.0}), "{l}");
        assert_eq!(list(&empty["topProducts"]).len(), 0, "{l}");
        assert_eq!(list(&empty["daily"]).len(), 30, "{l}");

        // Paid: 2 mangoes (₹1799 + ₹119) and 1 hamper (₹2499, free delivery).
        let paid = place(&t, &asha, &shelf.mango, 2).await;
        let paid_too = place(&t, &asha, &shelf.hamper, 1).await;
        for p in [&paid, &paid_too] {
            let a = t
                .post(
                    &format!("/api/payments/sandbox/{}/pay", s(&p["orderId"])),
                    None,
                    json!({}),
                )
                .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: sandbox pay: {}", text(&a));
        }
        // Unpaid, and one cancelled, one shipped (after payment).
        place(&t, &asha, &shelf.mango, 5).await;
        let cancelled = doc(&place(&t, &asha, &shelf.hamper, 3).await);
        patch(
            &t,
            &format!("/api/admin/orders/{cancelled}/status"),
            &admin,
            json!({"status": "Cancelled"}),
        )
        .await;
        patch(
            &t,
            &format!("/api/admin/orders/{}/status", doc(&paid_too)),
            &admin,
            json!({"status": "Shipped"}),
        )
        .await;

        let stats = admin_list(&t, &admin, "/api/admin/stats").await;
        let today = ist_date(now_ms());
        if ist_date(before) != today {
            eprintln!("{l}: the IST day changed during the test; dashboard checks skipped");
            continue;
        }
        let revenue = 1918.0 + 2499.0;
        assert_eq!(
            stats["today"],
            json!({"orders": 2, "revenue": revenue}),
            "{l}: {stats}"
        );
        assert_eq!(
            stats["last7Days"],
            json!({"orders": 2, "revenue": revenue}),
            "{l}"
        );
        assert_eq!(
            stats["last30Days"],
            json!({"orders": 2, "revenue": revenue}),
            "{l}"
        );
        assert_eq!(
            by_status(&stats),
            six([1, 1, 1, 0, 1, 0]),
            "{l}: paid → Processing, then one Shipped"
        );
        assert_eq!(
            stats["unpaidOrders"], 1,
            "{l}: the cancelled one waits for nothing"
        );

        let top = list(&stats["topProducts"]);
        assert_eq!(top.len(), 2, "{l}: only paid orders count: {top:?}");
        assert_eq!(
            top[0],
            json!({"productId": shelf.mango, "name": "Alphonso Mango", "qty": 2, "revenue": 1799.0}),
            "{l}"
        );
        assert_eq!(
            top[1],
            json!({"productId": shelf.hamper, "name": "Diwali Hamper", "qty": 1, "revenue": 2499.0}),
            "{l}"
        );

        let daily = list(&stats["daily"]);
        assert_eq!(daily.len(), 30, "{l}");
        let dates: Vec<String> = daily.iter().map(|d| s(&d["date"])).collect();
        let expected: Vec<String> = (0..30)
            .rev()
            .map(|i| ist_date(now_ms() - i * day_ms()))
            .collect();
        assert_eq!(
            dates, expected,
            "{l}: 30 IST days, oldest first, ending today"
        );
        assert_eq!(
            daily[29],
            json!({"date": today, "revenue": revenue, "orders": 2}),
            "{l}"
        );
        assert!(
            daily[..29]
                .iter()
                .all(|d| d["orders"] == 0 && d["revenue"] == 0.0),
            "{l}: nothing on other days"
        );

        // Paying again changes nothing.
        let a = t
            .post(
                &format!("/api/payments/sandbox/{}/pay", s(&paid["orderId"])),
                None,
                json!({}),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}");
        assert_eq!(
            admin_list(&t, &admin, "/api/admin/stats").await["today"]["orders"],
            2,
            "{l}: counted once"
        );
    }
}
