//! The catalogue as the owner makes it through the admin API, and reading ids off lists.

use axum::http::StatusCode;
use serde_json::{Value, json};
use tokri_api::routes::catalogue::{
    BannerResponse, CategoryResponse, ProductDetailResponse, ProductResponse,
};
use tokri_api::routes::orders::OrderResponse;

use super::TestApp;

/// A valid id that names nothing.
pub const NOBODY: &str = "00000000-0000-4000-8000-000000000000";

/// An answer type that carries an `_id`.
pub trait Id {
    fn id(&self) -> &str;
}

macro_rules! id {
    ($($t:ty),*) => {$(impl Id for $t { fn id(&self) -> &str { &self.id } })*};
}
id!(
    BannerResponse,
    CategoryResponse,
    ProductDetailResponse,
    ProductResponse,
    OrderResponse
);

impl Id for Value {
    fn id(&self) -> &str {
        self["_id"]
            .as_str()
            .unwrap_or_else(|| panic!("no _id: {self}"))
    }
}

/// The ids of `items`, in their order.
pub fn ids<T: Id>(items: &[T]) -> Vec<String> {
    items.iter().map(|x| x.id().to_string()).collect()
}

/// The ids of `items`, sorted (for lists whose order is not the point).
pub fn sorted_ids<T: Id>(items: &[T]) -> Vec<String> {
    let mut v = ids(items);
    v.sort();
    v
}

/// The item of `items` with this id.
pub fn find<'a, T: Id>(items: &'a [T], id: &str) -> Option<&'a T> {
    items.iter().find(|x| x.id() == id)
}

/// A small catalogue made by the admin: one category, a mango at ₹899.50 and a hamper at ₹2499.
pub struct Shelf {
    pub category: String,
    pub mango: String,
    pub hamper: String,
}

impl TestApp {
    /// Creates a category through the admin API; answers it.
    pub async fn new_category(&self, admin: &str, body: Value) -> CategoryResponse {
        self.created("/api/admin/categories", admin, body).await
    }

    /// Creates a product in `category` through the admin API (described as "{name}, fresh",
    /// 1 kg from Ratnagiri, pictured at `/images/{slug}.svg`); answers it.
    pub async fn new_product(
        &self,
        admin: &str,
        name: &str,
        price: f64,
        category: &str,
    ) -> ProductDetailResponse {
        let image = format!("/images/{}.svg", tokri_domain::slugify(name));
        let body = json!({"name": name, "description": format!("{name}, fresh"), "image": [image],
                          "price": price, "categoryId": category, "weight": "1 kg", "origin": "Ratnagiri"});
        self.created("/api/admin/products", admin, body).await
    }

    /// Creates a banner through the admin API; answers it.
    pub async fn new_banner(&self, admin: &str, body: Value) -> BannerResponse {
        self.created("/api/admin/banners", admin, body).await
    }

    /// [`Shelf`], made through the admin API.
    pub async fn shelf(&self, admin: &str) -> Shelf {
        let category = self
            .new_category(admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let mango = self
            .new_product(admin, "Alphonso Mango", 899.5, &category)
            .await
            .id;
        let hamper = self
            .new_product(admin, "Diwali Hamper", 2499.0, &category)
            .await
            .id;
        Shelf {
            category,
            mango,
            hamper,
        }
    }

    /// POSTs `body` to `path` as `token`, expects 201 and answers the body read as `T`.
    pub async fn created<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        token: &str,
        body: Value,
    ) -> T {
        let a = self.post(path, Some(token), body).await;
        assert_eq!(
            a.status,
            StatusCode::CREATED,
            "{}: POST {path}: {}",
            self.label,
            a.text()
        );
        a.body()
    }
}
