//! The admin API through the real router (SPEC §7 Admin, rules of SPEC §3–5 and §9, DESIGN §4–5):
//! the role guard, categories, products, banners, orders and the dashboard, on every backend.
//! Everything is set up through the API as the shop owner and customers would do it.

#[path = "../common/mod.rs"]
mod common;

mod access;
mod banner_updates;
mod banners;
mod categories;
mod category_lists;
mod dashboard;
mod order_status;
mod orders;
mod product_lists;
mod products;

use axum::http::{Method, StatusCode};
use common::{Answer, TestApp};
use serde_json::{Value, json};

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
