//! The role guard: every admin route refuses anyone but a signed-in admin, whose stored role decides.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use tokri_api::routes::admin::AdminProfileResponse;
use tokri_api::routes::catalogue::{BannerResponse, CategoryResponse, ProductDetailResponse};
use tokri_api::routes::orders::OrderResponse;
use tokri_domain::{OrderStatus, Role};
use tokri_shop::tokens::TokenKeys;
use tokri_store::now_ms;

use crate::common::{apps, find, ids};

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
        let shelf = t.shelf(&admin).await;
        let banner = t
            .new_banner(&admin, json!({"img": "/images/b.jpg", "title": "Mangoes"}))
            .await
            .id;
        let customer = t.customer("asha@example.in", "secret1").await;
        let order = t.new_order(&customer, &shelf.mango, 1).await.order_doc_id;
        let guest = t.guest("Meera Joshi", "meera@mail.test").await;

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
                    a.text()
                );
                assert!(
                    a.json()["message"].is_string(),
                    "{l}: {method} {path} by {who}: JSON error"
                );
            }
        }

        // Nothing was written by the refused calls.
        let cats: Vec<CategoryResponse> = t.read("/api/admin/categories", Some(&admin)).await;
        assert_eq!(ids(&cats), vec![shelf.category.clone()], "{l}");
        assert_eq!(cats[0].name, "Tropical Fruits", "{l}");
        let products: Vec<ProductDetailResponse> =
            t.read("/api/admin/products", Some(&admin)).await;
        assert_eq!(products.len(), 2, "{l}");
        assert_eq!(find(&products, &shelf.mango).unwrap().price, 899.5, "{l}");
        let banners: Vec<BannerResponse> = t.read("/api/admin/banners", Some(&admin)).await;
        assert_eq!(ids(&banners), vec![banner.clone()], "{l}");
        assert_eq!(banners[0].title, "Mangoes", "{l}");
        let o: OrderResponse = t
            .read(&format!("/api/admin/orders/{order}"), Some(&admin))
            .await;
        assert_eq!(o.status, OrderStatus::Pending, "{l}");

        // The admin reads every read route.
        let me: AdminProfileResponse = t.read("/api/admin/profile", Some(&admin)).await;
        assert_eq!(me.email, "owner@tokri.test", "{l}");
        assert_eq!(me.role, Role::Admin, "{l}");
        for path in [
            "/api/admin/stats",
            "/api/admin/categories",
            "/api/admin/products",
            "/api/admin/banners",
            "/api/admin/orders",
        ] {
            t.read::<Value>(path, Some(&admin)).await;
        }
        assert_eq!(o.id, order, "{l}");
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
            a.text()
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
            .set_user_role(&owner.id, Role::Customer)
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
        assert_eq!(out.status, StatusCode::OK, "{l}: {}", out.text());
        assert_eq!(
            t.get_as("/api/admin/profile", &admin).await.status,
            StatusCode::UNAUTHORIZED,
            "{l}"
        );
    }
}
