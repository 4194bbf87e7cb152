//! Accounts through HTTP: sign-up, sign-in, sessions, password reset by mail, guest checkout,
//! Google sign-in against a local stand-in for Google's key server, profile and addresses.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, apps_with, apps_with_mailer};
use serde_json::json;
use tokri_api::routes::accounts::{AddressResponse, LoginResponse};
use tokri_domain::Role;
use tokri_shop::Settings;
use tokri_shop::mail::Mailer;

fn address() -> serde_json::Value {
    json!({"name": " Asha Patil ", "mobile": "98220 12345", "street": " 12 FC Road ", "city": "Pune",
           "state": "Maharashtra", "zip": "411004", "country": "India"})
}

#[tokio::test]
async fn signup_creates_a_customer_whatever_role_is_sent_and_mails_a_welcome() {
    for t in apps().await {
        let a = t
            .post("/api/auth/signup", None, json!({"name": "Ravi", "email": "Ravi@Example.in", "password": "secret1", "role": "admin"}))
            .await;
        assert_eq!(a.status, StatusCode::CREATED, "{}", t.label);
        assert!(a.json()["message"].as_str().unwrap().contains("successful"));
        let login = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "ravi@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(login.status, StatusCode::OK);
        let body: LoginResponse = login.body();
        assert_eq!(body.role, Role::Customer);
        assert_eq!(body.user.role, Role::Customer);
        assert_eq!(body.user.email, "Ravi@Example.in");
        assert!(
            t.mails()
                .await
                .iter()
                .any(|m| m.contains("Subject: Welcome to Tokri") && m.contains("Ravi@Example.in"))
        );
    }
}

#[tokio::test]
async fn signup_makes_no_second_account_for_an_email_and_refuses_short_passwords_and_bad_emails() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        let dup = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "A", "email": "ASHA@example.in", "password": "other-pass"}),
            )
            .await;
        assert_eq!(dup.status, StatusCode::CREATED, "{}", t.label);
        let other = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "other-pass"}),
            )
            .await;
        assert_eq!(
            other.status,
            StatusCode::UNAUTHORIZED,
            "the first account is untouched"
        );
        let short = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "B", "email": "b@example.in", "password": "12345"}),
            )
            .await;
        assert_eq!(short.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            short.json()["message"],
            "Password must be at least 6 characters long."
        );
        let bad = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "C", "email": "not-an-email", "password": "secret1"}),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        let no_name = t
            .post(
                "/api/auth/signup",
                None,
                json!({"email": "d@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(no_name.status, StatusCode::BAD_REQUEST);
        let not_json = t
            .send(
                axum::http::Request::post("/api/auth/signup")
                    .header("content-type", "application/json")
                    .body(axum::body::Body::from("{oops"))
                    .unwrap(),
            )
            .await;
        assert_eq!(not_json.status, StatusCode::BAD_REQUEST);
        assert!(not_json.json()["message"].is_string());
    }
}

#[tokio::test]
async fn login_gives_the_same_answer_for_an_unknown_email_and_a_wrong_password() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        let wrong = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "nope!!"}),
            )
            .await;
        let unknown = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "who@example.in", "password": "nope!!"}),
            )
            .await;
        assert_eq!(wrong.status, StatusCode::UNAUTHORIZED, "{}", t.label);
        assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
        assert_eq!(wrong.json()["message"], unknown.json()["message"]);
    }
}

#[tokio::test]
async fn repeated_failed_logins_for_one_account_are_rate_limited() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        let mut last = StatusCode::OK;
        for _ in 0..12 {
            last = t
                .post(
                    "/api/auth/login",
                    None,
                    json!({"email": "asha@example.in", "password": "wrong-pass"}),
                )
                .await
                .status;
        }
        assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "{}", t.label);
    }
}

#[tokio::test]
async fn the_profile_needs_a_valid_token_and_logout_revokes_it() {
    for t in apps().await {
        let token = t.customer("asha@example.in", "secret1").await;
        let p = t.get_as("/api/user/profile", &token).await;
        assert_eq!(p.status, StatusCode::OK, "{}", t.label);
        assert_eq!(p.json()["name"], "Asha Patil");
        assert!(p.json()["createdAt"].as_str().unwrap().ends_with('Z'));
        assert_eq!(
            t.get("/api/user/profile").await.status,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            t.get_as("/api/user/profile", "garbage").await.status,
            StatusCode::UNAUTHORIZED
        );
        // The same claims with alg "none" and no signature are refused.
        let payload = token.split('.').nth(1).unwrap();
        let forged = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}.");
        assert_eq!(
            t.get_as("/api/user/profile", &forged).await.status,
            StatusCode::UNAUTHORIZED
        );
        let out = t.post("/api/auth/logout", Some(&token), json!({})).await;
        assert_eq!(out.status, StatusCode::OK);
        assert_eq!(
            t.get_as("/api/user/profile", &token).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn session_tokens_signed_with_another_key_edited_or_expired_are_refused() {
    use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
    let secret = Settings::default().jwt_secret;
    let right = EncodingKey::from_secret(secret.expose().as_bytes());
    let wrong = EncodingKey::from_secret(b"another-key-another-key-another-key!");
    for t in apps().await {
        let token = t.customer("asha@example.in", "secret1").await;
        let claims: serde_json::Value = decode(
            &token,
            &DecodingKey::from_secret(secret.expose().as_bytes()),
            &Validation::new(Algorithm::HS256),
        )
        .unwrap()
        .claims;
        let hs256 = Header::new(Algorithm::HS256);
        let app = &t;
        let profile =
            |tok: String| async move { app.get_as("/api/user/profile", &tok).await.status };
        // The same claims signed again with the shop's key are accepted: the refusals below are
        // about the key, the payload and the time, nothing else.
        assert_eq!(
            profile(encode(&hs256, &claims, &right).unwrap()).await,
            StatusCode::OK
        );
        assert_eq!(
            profile(encode(&hs256, &claims, &wrong).unwrap()).await,
            StatusCode::UNAUTHORIZED,
            "another key"
        );
        let mut admin = claims.clone();
        admin["role"] = json!("admin");
        let edited_payload = encode(&hs256, &admin, &wrong).unwrap();
        let parts: Vec<&str> = token.split('.').collect();
        let edited = format!(
            "{}.{}.{}",
            parts[0],
            edited_payload.split('.').nth(1).unwrap(),
            parts[2]
        );
        assert_eq!(
            profile(edited.clone()).await,
            StatusCode::UNAUTHORIZED,
            "edited"
        );
        assert_eq!(
            t.get_as("/api/admin/profile", &edited).await.status,
            StatusCode::UNAUTHORIZED
        );
        let mut expired = claims.clone();
        let now = tokri_store::now_ms() / 1000;
        expired["iat"] = json!(now - 8 * 24 * 3600);
        expired["exp"] = json!(now - 3600);
        assert_eq!(
            profile(encode(&hs256, &expired, &right).unwrap()).await,
            StatusCode::UNAUTHORIZED,
            "expired"
        );
    }
}

async fn forgot(t: &TestApp, email: &str) -> common::Answer {
    t.post("/api/auth/forgot-password", None, json!({ "email": email }))
        .await
}

fn reset_token_from(mail: &str) -> String {
    let i =
        mail.find("reset-password?token=").expect("link in mail") + "reset-password?token=".len();
    mail[i..]
        .chars()
        .take_while(|c| c.is_ascii_hexdigit())
        .collect()
}

#[tokio::test]
async fn a_mail_server_that_is_down_changes_no_answer_of_signup_or_forgot_password() {
    // A port nothing listens on: every SMTP connection is refused.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let down =
        move |_| Mailer::smtp(&format!("smtp://127.0.0.1:{port}"), "shop@tokri.test").unwrap();
    for t in apps_with_mailer(Settings::default(), down).await {
        let signup = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "Asha", "email": "asha@example.in", "password": "secret1"}),
            )
            .await;
        assert!(signup.status.is_success(), "{}: {}", t.label, signup.status);
        let known = forgot(&t, "asha@example.in").await;
        let unknown = forgot(&t, "nobody@example.in").await;
        assert_eq!(known.status, StatusCode::OK, "{}", t.label);
        assert_eq!(known.json(), unknown.json(), "{}", t.label);
    }
}

#[tokio::test]
async fn a_mailed_reset_link_sets_a_new_password_once_and_ends_old_sessions() {
    for t in apps().await {
        let old_session = t.customer("asha@example.in", "secret1").await;
        let known = forgot(&t, "ASHA@example.in").await;
        let unknown = forgot(&t, "nobody@example.in").await;
        assert_eq!(known.status, StatusCode::OK, "{}", t.label);
        assert_eq!(
            known.json(),
            unknown.json(),
            "same answer for known and unknown emails"
        );
        let mails = t.mails().await;
        let reset = mails
            .iter()
            .find(|m| m.contains("Reset your Tokri password"))
            .expect("reset mail");
        assert!(reset.contains("http://127.0.0.1:8080/reset-password?token="));
        assert_eq!(
            mails
                .iter()
                .filter(|m| m.contains("Reset your Tokri password"))
                .count(),
            1
        );
        let token = reset_token_from(reset);
        assert!(token.len() >= 32);

        let short = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": token, "newPassword": "123"}),
            )
            .await;
        assert_eq!(short.status, StatusCode::BAD_REQUEST);
        let ok = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": token, "newPassword": "newsecret"}),
            )
            .await;
        assert_eq!(ok.status, StatusCode::OK);
        let again = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": token, "newPassword": "other-secret"}),
            )
            .await;
        assert_eq!(again.status, StatusCode::BAD_REQUEST, "single use");
        assert_eq!(
            again.json()["message"],
            "Password reset failed. The link may have expired."
        );

        assert_eq!(
            t.get_as("/api/user/profile", &old_session).await.status,
            StatusCode::UNAUTHORIZED
        );
        let old = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(old.status, StatusCode::UNAUTHORIZED);
        let new = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "newsecret"}),
            )
            .await;
        assert_eq!(new.status, StatusCode::OK);
    }
}

#[tokio::test]
async fn an_expired_or_made_up_reset_token_is_refused() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        let user = t
            .store
            .find_registered_user_by_email("asha@example.in")
            .await
            .unwrap()
            .unwrap();
        let raw = "ab".repeat(32);
        let hash = {
            use sha2_hash::hex_sha256;
            hex_sha256(&raw)
        };
        t.store
            .create_reset_token(&user.id, &hash, tokri_store::now_ms() - 1)
            .await
            .unwrap();
        let expired = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": raw, "newPassword": "newsecret"}),
            )
            .await;
        assert_eq!(expired.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let made_up = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": "cd".repeat(32), "newPassword": "newsecret"}),
            )
            .await;
        assert_eq!(made_up.status, StatusCode::BAD_REQUEST);
        let missing = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"newPassword": "newsecret"}),
            )
            .await;
        assert_eq!(
            missing.json()["message"],
            "Reset link is missing or invalid."
        );
    }
}

mod sha2_hash {
    pub fn hex_sha256(s: &str) -> String {
        use sha2::Digest;
        hex::encode(sha2::Sha256::digest(s.as_bytes()))
    }
}

#[tokio::test]
async fn guest_checkout_makes_a_separate_guest_with_the_address() {
    for t in apps().await {
        let registered = t.customer("asha@example.in", "secret1").await;
        let body = json!({"name": " Asha ", "email": "asha@example.in", "address": address()});
        let a = t.post("/api/auth/guest-checkout", None, body).await;
        a.expect_status(StatusCode::CREATED, t.label);
        let g = a.json();
        assert_eq!(g["user"]["role"], "guest");
        assert_eq!(g["user"]["name"], "Asha");
        let addr = &g["user"]["addresses"][0];
        assert_eq!(addr["name"], "Asha Patil");
        assert_eq!(addr["street"], "12 FC Road");
        assert_eq!(addr["mobile"], "9822012345");
        let guest_token = g["token"].as_str().unwrap();
        let me = t.get_as("/api/user/profile", guest_token).await.json();
        let owner = t.get_as("/api/user/profile", &registered).await.json();
        assert_ne!(me["_id"], owner["_id"], "never the registered account");
        assert_eq!(
            t.get_as("/api/user/addresses", &registered)
                .await
                .list_len(),
            0
        );
    }
}

#[tokio::test]
async fn guest_checkout_reports_every_missing_field() {
    for t in apps().await {
        let a = t
            .post(
                "/api/auth/guest-checkout",
                None,
                json!({"name": "", "email": "x", "address": {"city": "Pune"}}),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let e = &a.json()["errors"];
        assert_eq!(e["name"], "Please enter your name.");
        assert_eq!(e["email"], "Please enter a valid email.");
        for f in ["mobile", "street", "state", "zip", "country"] {
            assert!(e[f].is_string(), "{f}");
        }
        assert!(e["city"].is_null());
    }
}

#[tokio::test]
async fn addresses_can_be_added_edited_and_deleted_by_their_owner_only() {
    for t in apps().await {
        let asha = t.customer("asha@example.in", "secret1").await;
        let ravi = t.customer("ravi@example.in", "secret2").await;
        let created = t.post("/api/user/addresses", Some(&asha), address()).await;
        assert_eq!(created.status, StatusCode::CREATED, "{}", t.label);
        let saved: AddressResponse = created.body();
        let id = saved.id;
        assert_eq!(saved.address.street, "12 FC Road");

        let mut changed = address();
        changed["city"] = json!("Mumbai");
        let put = t
            .request(
                Method::PUT,
                &format!("/api/user/addresses/{id}"),
                Some(&asha),
                Some(changed.clone()),
            )
            .await;
        assert_eq!(put.status, StatusCode::OK);
        assert_eq!(put.body::<AddressResponse>().address.city, "Mumbai");

        let theirs = t
            .request(
                Method::PUT,
                &format!("/api/user/addresses/{id}"),
                Some(&ravi),
                Some(changed),
            )
            .await;
        assert_eq!(
            theirs.status,
            StatusCode::NOT_FOUND,
            "another user's address is not found"
        );
        let del = t
            .request(
                Method::DELETE,
                &format!("/api/user/addresses/{id}"),
                Some(&ravi),
                None,
            )
            .await;
        assert_eq!(del.status, StatusCode::NOT_FOUND);
        assert_eq!(t.get_as("/api/user/addresses", &asha).await.list_len(), 1);

        let del = t
            .request(
                Method::DELETE,
                &format!("/api/user/addresses/{id}"),
                Some(&asha),
                None,
            )
            .await;
        assert_eq!(del.status, StatusCode::OK);
        assert_eq!(t.get_as("/api/user/addresses", &asha).await.list_len(), 0);
    }
}

#[tokio::test]
async fn address_fields_are_required_and_mobile_and_pin_are_checked() {
    for t in apps().await {
        let asha = t.customer("asha@example.in", "secret1").await;
        let mut bad = address();
        bad["mobile"] = json!("12345");
        bad["zip"] = json!("41100");
        bad["street"] = json!("   ");
        let a = t.post("/api/user/addresses", Some(&asha), bad).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
        let e = &a.json()["errors"];
        assert_eq!(e["mobile"], "Please enter a valid 10-digit mobile number.");
        assert_eq!(e["zip"], "Please enter a valid 6-digit PIN code.");
        assert_eq!(e["street"], "Please enter your street.");
        assert_eq!(t.get_as("/api/user/addresses", &asha).await.list_len(), 0);
        assert_eq!(
            t.post("/api/user/addresses", None, address()).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
}

// ---- Google sign-in against a local stand-in for Google's key server ----

const CLIENT_ID: &str = "tokri-test.apps.googleusercontent.com";

struct Jwks {
    url: String,
    hits: Arc<AtomicUsize>,
}

async fn jwks_server() -> Jwks {
    let n = include_str!("fixtures/google-test-key.n")
        .trim()
        .to_string();
    let hits = Arc::new(AtomicUsize::new(0));
    let counter = hits.clone();
    let app = axum::Router::new().route(
        "/certs",
        axum::routing::get(move || {
            let n = n.clone();
            counter.fetch_add(1, Ordering::SeqCst);
            async move {
                (
                    [("cache-control", "public, max-age=3600")],
                    axum::Json(json!({"keys": [{"kid": "k1", "kty": "RSA", "alg": "RS256", "use": "sig", "n": n, "e": "AQAB"}]})),
                )
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Jwks {
        url: format!("http://{addr}/certs"),
        hits,
    }
}

fn id_token(claims: serde_json::Value) -> String {
    let key =
        jsonwebtoken::EncodingKey::from_rsa_pem(include_bytes!("fixtures/google-test-key.pem"))
            .unwrap();
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::RS256);
    header.kid = Some("k1".into());
    jsonwebtoken::encode(&header, &claims, &key).unwrap()
}

fn google_claims(sub: &str, email: &str, verified: bool) -> serde_json::Value {
    let now = tokri_store::now_ms() / 1000;
    json!({"iss": "https://accounts.google.com", "aud": CLIENT_ID, "sub": sub, "email": email,
           "email_verified": verified, "name": "Meera Iyer", "iat": now, "exp": now + 600})
}

async fn google_apps() -> (Vec<TestApp>, Jwks) {
    let jwks = jwks_server().await;
    let settings = Settings {
        google_client_id: Some(CLIENT_ID.into()),
        google_jwks_url: jwks.url.clone(),
        ..Settings::default()
    };
    (apps_with(settings).await, jwks)
}

#[tokio::test]
async fn google_sign_in_creates_a_customer_keyed_by_sub_and_caches_the_keys() {
    let (apps, jwks) = google_apps().await;
    for t in apps {
        let token = id_token(google_claims("g-123", "meera@gmail.com", true));
        let a = t
            .post("/api/auth/google", None, json!({"tokenId": token}))
            .await;
        a.expect_status(StatusCode::OK, t.label);
        assert_eq!(a.json()["role"], "customer");
        assert_eq!(a.json()["user"]["name"], "Meera Iyer");
        let again = t
            .post(
                "/api/auth/google",
                None,
                json!({"tokenId": id_token(google_claims("g-123", "meera@gmail.com", true))}),
            )
            .await;
        assert_eq!(again.json()["user"]["_id"], a.json()["user"]["_id"]);
    }
    assert!(
        jwks.hits.load(Ordering::SeqCst) <= 2,
        "keys are cached, not fetched per sign-in"
    );
}

#[tokio::test]
async fn google_sign_in_links_an_existing_account_only_through_a_verified_email() {
    let (apps, _jwks) = google_apps().await;
    for t in apps {
        t.customer("asha@example.in", "secret1").await;
        let unverified = t
            .post(
                "/api/auth/google",
                None,
                json!({"tokenId": id_token(google_claims("g-1", "asha@example.in", false))}),
            )
            .await;
        assert_eq!(unverified.status, StatusCode::UNAUTHORIZED, "{}", t.label);
        let verified = t
            .post(
                "/api/auth/google",
                None,
                json!({"tokenId": id_token(google_claims("g-1", "asha@example.in", true))}),
            )
            .await;
        assert_eq!(verified.status, StatusCode::OK);
        assert_eq!(
            verified.json()["user"]["name"],
            "Asha Patil",
            "the existing account"
        );
    }
}

#[tokio::test]
async fn google_tokens_for_another_audience_issuer_or_expired_are_refused() {
    let (apps, _jwks) = google_apps().await;
    for t in apps {
        let mut wrong_aud = google_claims("g-9", "x@gmail.com", true);
        wrong_aud["aud"] = json!("someone-else");
        let mut wrong_iss = google_claims("g-9", "x@gmail.com", true);
        wrong_iss["iss"] = json!("https://evil.example");
        let mut expired = google_claims("g-9", "x@gmail.com", true);
        expired["exp"] = json!(tokri_store::now_ms() / 1000 - 3600);
        for claims in [wrong_aud, wrong_iss, expired] {
            let a = t
                .post(
                    "/api/auth/google",
                    None,
                    json!({"tokenId": id_token(claims)}),
                )
                .await;
            assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{}", t.label);
            assert_eq!(a.json()["message"], "Google login failed");
        }
        // A key id the JWKS does not have, and a signature that does not match.
        let key =
            jsonwebtoken::EncodingKey::from_rsa_pem(include_bytes!("fixtures/google-test-key.pem"))
                .unwrap();
        let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::RS256);
        header.kid = Some("k-unknown".into());
        let unknown_kid =
            jsonwebtoken::encode(&header, &google_claims("g-9", "x@gmail.com", true), &key)
                .unwrap();
        let good = id_token(google_claims("g-9", "x@gmail.com", true));
        let (signed, sig) = good.rsplit_once('.').unwrap();
        let flipped = if sig.starts_with('A') { "B" } else { "A" };
        let bad_signature = format!("{signed}.{flipped}{}", &sig[1..]);
        for token in [unknown_kid, bad_signature] {
            let a = t
                .post("/api/auth/google", None, json!({ "tokenId": token }))
                .await;
            assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{}", t.label);
        }
        let accepted = t
            .post("/api/auth/google", None, json!({ "tokenId": good }))
            .await;
        assert_eq!(accepted.status, StatusCode::OK, "{}", t.label);
        let garbage = t
            .post("/api/auth/google", None, json!({"tokenId": "not.a.token"}))
            .await;
        assert_eq!(garbage.status, StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn google_sign_in_is_off_without_a_client_id() {
    for t in apps().await {
        let a = t
            .post("/api/auth/google", None, json!({"tokenId": "x"}))
            .await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{}", t.label);
    }
}

fn token_with_kid(kid: &str, claims: serde_json::Value) -> String {
    let key =
        jsonwebtoken::EncodingKey::from_rsa_pem(include_bytes!("fixtures/google-test-key.pem"))
            .unwrap();
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::RS256);
    header.kid = Some(kid.into());
    jsonwebtoken::encode(&header, &claims, &key).unwrap()
}

#[tokio::test]
async fn google_sign_in_on_an_email_a_stranger_signed_up_with_ends_the_strangers_password_and_sessions()
 {
    let (apps, _jwks) = google_apps().await;
    for t in apps {
        // A stranger signs up first with the Gmail address of someone else, and keeps a session.
        let squatter = t.customer("meera@gmail.com", "squat-pass").await;
        let profile = t.get_as("/api/user/profile", &squatter).await;
        assert_eq!(profile.status, StatusCode::OK, "{}", t.label);
        // The owner later signs in with Google.
        let owner = t
            .post(
                "/api/auth/google",
                None,
                json!({"tokenId": id_token(google_claims("g-meera", "meera@gmail.com", true))}),
            )
            .await;
        assert_eq!(owner.status, StatusCode::OK, "{}", t.label);
        let owner_token = owner.json()["token"].as_str().unwrap().to_string();
        // The stranger's password no longer opens the account, and their session has ended.
        let login = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "meera@gmail.com", "password": "squat-pass"}),
            )
            .await;
        assert_eq!(login.status, StatusCode::UNAUTHORIZED, "{}", t.label);
        let old = t.get_as("/api/user/addresses", &squatter).await;
        assert_eq!(old.status, StatusCode::UNAUTHORIZED, "{}", t.label);
        // The owner's own Google session works, and they were told how to set a password.
        let mine = t.get_as("/api/user/addresses", &owner_token).await;
        assert_eq!(mine.status, StatusCode::OK, "{}", t.label);
        assert!(t.mails().await.iter().any(|m| {
            m.contains("Subject: Google sign-in is now linked to your Tokri account")
                && m.contains("/forgot-password")
        }));
    }
}

#[tokio::test]
async fn google_sign_in_keeps_the_password_of_an_account_whose_email_was_proven_by_a_reset_link() {
    let (apps, _jwks) = google_apps().await;
    for t in apps {
        t.customer("asha@gmail.com", "secret1").await;
        forgot(&t, "asha@gmail.com").await;
        let mails = t.mails().await;
        let mail = mails
            .iter()
            .find(|m| m.contains("Reset your Tokri password"))
            .unwrap();
        let reset = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": reset_token_from(mail), "newPassword": "proven-pass"}),
            )
            .await;
        assert_eq!(reset.status, StatusCode::OK, "{}", t.label);
        let google = t
            .post(
                "/api/auth/google",
                None,
                json!({"tokenId": id_token(google_claims("g-asha", "asha@gmail.com", true))}),
            )
            .await;
        assert_eq!(google.status, StatusCode::OK, "{}", t.label);
        let login = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha@gmail.com", "password": "proven-pass"}),
            )
            .await;
        assert_eq!(login.status, StatusCode::OK, "{}", t.label);
    }
}

#[tokio::test]
async fn made_up_google_key_ids_fetch_the_key_set_at_most_once_a_minute() {
    let (apps, jwks) = google_apps().await;
    for t in apps {
        let before = jwks.hits.load(Ordering::SeqCst);
        for i in 0..10 {
            let token = token_with_kid(
                &format!("made-up-{i}"),
                google_claims("g-1", "x@gmail.com", true),
            );
            let a = t
                .post("/api/auth/google", None, json!({ "tokenId": token }))
                .await;
            assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{}", t.label);
        }
        let fetched = jwks.hits.load(Ordering::SeqCst) - before;
        assert_eq!(fetched, 1, "{}: one fetch for ten unknown key ids", t.label);
        // A real key id still works from the fetched set.
        let good = t
            .post(
                "/api/auth/google",
                None,
                json!({"tokenId": id_token(google_claims("g-1", "x@gmail.com", true))}),
            )
            .await;
        assert_eq!(good.status, StatusCode::OK, "{}", t.label);
    }
}
