//! Customers and guests as the storefront makes them, and the addresses they ship to.

use axum::http::StatusCode;
use serde_json::{Value, json};
use tokri_api::routes::accounts::GuestCheckoutResponse;
use tokri_domain::Role;

use super::TestApp;

/// A valid shipping address in Pune.
pub fn ship() -> Value {
    ship_to("Asha Patil")
}

/// [`ship`] for someone else.
pub fn ship_to(name: &str) -> Value {
    json!({"name": name, "mobile": "9822012345", "street": "12 FC Road",
           "city": "Pune", "state": "Maharashtra", "zip": "411004", "country": "India"})
}

impl TestApp {
    /// Signs up and signs in a customer named Asha Patil; answers the token.
    pub async fn customer(&self, email: &str, password: &str) -> String {
        self.sign_up("Asha Patil", email, password).await
    }

    /// Signs up and signs in a customer with this name (password "secret1"); answers the token.
    pub async fn customer_named(&self, name: &str, email: &str) -> String {
        self.sign_up(name, email, "secret1").await
    }

    async fn sign_up(&self, name: &str, email: &str, password: &str) -> String {
        let a = self
            .post(
                "/api/auth/signup",
                None,
                json!({"name": name, "email": email, "password": password}),
            )
            .await;
        assert_eq!(
            a.status,
            StatusCode::CREATED,
            "{}: signup: {}",
            self.label,
            a.text()
        );
        self.login(email, password).await
    }

    /// Signs in; answers the token.
    pub async fn login(&self, email: &str, password: &str) -> String {
        let a = self
            .post(
                "/api/auth/login",
                None,
                json!({"email": email, "password": password}),
            )
            .await;
        assert_eq!(
            a.status,
            StatusCode::OK,
            "{}: login: {}",
            self.label,
            a.text()
        );
        a.body::<tokri_api::routes::accounts::LoginResponse>().token
    }

    /// A guest session made by the guest checkout form, shipping to [`ship_to`] `name`;
    /// answers the token.
    pub async fn guest(&self, name: &str, email: &str) -> String {
        let a = self
            .post(
                "/api/auth/guest-checkout",
                None,
                json!({"name": name, "email": email, "address": ship_to(name)}),
            )
            .await;
        assert_eq!(
            a.status,
            StatusCode::CREATED,
            "{}: guest checkout: {}",
            self.label,
            a.text()
        );
        let g: GuestCheckoutResponse = a.body();
        assert_eq!(g.user.role, Role::Guest, "{}", self.label);
        g.token
    }

    /// An admin (made the way `tokri admin create` makes one), signed in; answers the token.
    pub async fn admin(&self) -> String {
        self.state
            .shop
            .accounts
            .ensure_admin("owner@tokri.test", "owner-pass")
            .await
            .unwrap();
        self.login("owner@tokri.test", "owner-pass").await
    }
}
