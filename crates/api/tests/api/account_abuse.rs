//! Accounts as an attacker tries them: floods of sign-ups and guest identities, lock-outs by
//! strangers, probing which emails are registered, old reset links, control characters and
//! parallel requests past a cap. Every test runs on each configured database.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, ship};
use futures_util::future::join_all;
use serde_json::json;

fn signup_body(email: &str) -> serde_json::Value {
    json!({"name": "Ravi", "email": email, "password": "secret1"})
}

async fn login_from(t: &TestApp, ip: &str, email: &str, password: &str) -> StatusCode {
    t.post_from(
        ip,
        "/api/auth/login",
        None,
        json!({"email": email, "password": password}),
    )
    .await
    .status
}

#[tokio::test]
async fn parallel_sign_ups_from_one_address_stop_at_the_limit_and_others_still_sign_up() {
    for t in apps().await {
        let answers = join_all((0..40).map(|i| {
            let t = &t;
            async move {
                t.post_from(
                    "203.0.113.7",
                    "/api/auth/signup",
                    None,
                    signup_body(&format!("flood{i}@example.in")),
                )
                .await
            }
        }))
        .await;
        let created = answers
            .iter()
            .filter(|a| a.status == StatusCode::CREATED)
            .count();
        let refused: Vec<_> = answers
            .iter()
            .filter(|a| a.status == StatusCode::TOO_MANY_REQUESTS)
            .collect();
        assert_eq!(created, 20, "{}: 20 sign-ups an hour per address", t.label);
        assert_eq!(refused.len(), 20, "{}", t.label);
        assert!(
            refused[0].json()["message"]
                .as_str()
                .unwrap()
                .contains("Too many")
        );
        // Exactly the accepted ones exist: a refused email has no account.
        let mut accounts = 0;
        for i in 0..40 {
            let email = format!("flood{i}@example.in");
            if login_from(&t, "198.51.100.1", &email, "secret1").await == StatusCode::OK {
                accounts += 1;
            }
        }
        assert_eq!(accounts, 20, "{}", t.label);
        let elsewhere = t
            .post_from(
                "203.0.113.8",
                "/api/auth/signup",
                None,
                signup_body("neighbour@example.in"),
            )
            .await;
        assert_eq!(elsewhere.status, StatusCode::CREATED, "{}", t.label);
    }
}

#[tokio::test]
async fn guest_checkouts_from_one_address_are_limited() {
    for t in apps().await {
        let body = json!({"name": "Guest", "email": "g@example.in", "address": ship()});
        let answers = join_all((0..35).map(|_| {
            t.post_from(
                "203.0.113.9",
                "/api/auth/guest-checkout",
                None,
                body.clone(),
            )
        }))
        .await;
        let created = answers
            .iter()
            .filter(|a| a.status == StatusCode::CREATED)
            .count();
        assert_eq!(
            created, 30,
            "{}: 30 guest checkouts an hour per address",
            t.label
        );
        assert!(
            answers
                .iter()
                .all(|a| a.status == StatusCode::CREATED
                    || a.status == StatusCode::TOO_MANY_REQUESTS)
        );
        let other = t
            .post_from(
                "203.0.113.10",
                "/api/auth/guest-checkout",
                None,
                body.clone(),
            )
            .await;
        assert_eq!(other.status, StatusCode::CREATED, "{}", t.label);
    }
}

#[tokio::test]
async fn a_strangers_wrong_passwords_do_not_lock_the_owner_out() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        let mut last = StatusCode::OK;
        for _ in 0..12 {
            last = login_from(&t, "203.0.113.66", "asha@example.in", "guess-guess").await;
        }
        assert_eq!(
            last,
            StatusCode::TOO_MANY_REQUESTS,
            "{}: the stranger is stopped",
            t.label
        );
        assert_eq!(
            login_from(&t, "198.51.100.20", "asha@example.in", "secret1").await,
            StatusCode::OK,
            "{}: the owner, from their own address, is not",
            t.label
        );
        // Successful sign-ins are not failures: the owner can sign in again and again.
        for _ in 0..12 {
            assert_eq!(
                login_from(&t, "198.51.100.20", "asha@example.in", "secret1").await,
                StatusCode::OK
            );
        }
    }
}

#[tokio::test]
async fn many_addresses_guessing_one_account_reach_a_per_account_ceiling() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        for ip in 0..10 {
            for _ in 0..10 {
                let s =
                    login_from(&t, &format!("203.0.113.{ip}"), "asha@example.in", "guess!!").await;
                assert_eq!(s, StatusCode::UNAUTHORIZED, "{}", t.label);
            }
        }
        assert_eq!(
            login_from(&t, "203.0.113.200", "asha@example.in", "guess!!").await,
            StatusCode::TOO_MANY_REQUESTS,
            "{}: 100 failures an account in 15 minutes",
            t.label
        );
    }
}

#[tokio::test]
async fn sign_up_with_a_taken_email_answers_like_a_new_one_and_mails_the_owner() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        let taken = t
            .post("/api/auth/signup", None, signup_body("Asha@Example.in"))
            .await;
        let fresh = t
            .post("/api/auth/signup", None, signup_body("new@example.in"))
            .await;
        assert_eq!(taken.status, fresh.status, "{}", t.label);
        assert_eq!(taken.json(), fresh.json(), "{}", t.label);
        let mails = t.mails().await;
        let notice = mails
            .iter()
            .find(|m| m.contains("Subject: You already have a Tokri account"))
            .expect("the owner is told");
        assert!(notice.contains("asha@example.in"));
        assert!(notice.contains("/forgot-password"));
        assert_eq!(
            mails
                .iter()
                .filter(|m| m.contains("Welcome to Tokri"))
                .count(),
            2,
            "{}: welcomes for the two new accounts only",
            t.label
        );
    }
}

fn reset_tokens(mails: &[String]) -> Vec<String> {
    mails
        .iter()
        .filter(|m| m.contains("Reset your Tokri password"))
        .map(|m| {
            let i = m.find("reset-password?token=").unwrap() + "reset-password?token=".len();
            m[i..]
                .chars()
                .take_while(|c| c.is_ascii_hexdigit())
                .collect()
        })
        .collect()
}

#[tokio::test]
async fn a_password_reset_ends_every_other_reset_link_of_the_account() {
    for t in apps().await {
        t.customer("asha@example.in", "secret1").await;
        for _ in 0..2 {
            t.post(
                "/api/auth/forgot-password",
                None,
                json!({"email": "asha@example.in"}),
            )
            .await;
        }
        let tokens = reset_tokens(&t.mails().await);
        assert_eq!(tokens.len(), 2);
        let used = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": tokens[1], "newPassword": "brand-new"}),
            )
            .await;
        assert_eq!(used.status, StatusCode::OK, "{}", t.label);
        let older = t
            .post(
                "/api/auth/reset-password",
                None,
                json!({"token": tokens[0], "newPassword": "attacker-pass"}),
            )
            .await;
        assert_eq!(older.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(
            login_from(&t, "198.51.100.2", "asha@example.in", "brand-new").await,
            StatusCode::OK
        );
    }
}

#[tokio::test]
async fn control_characters_in_text_are_refused_naming_the_field() {
    for t in apps().await {
        let nul = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "Ra\u{0}vi", "email": "r@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(nul.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(
            nul.json()["message"],
            "The field name contains control characters."
        );
        assert!(nul.json()["errors"]["name"].is_string());
        // A right-to-left override would make "Ravi\u{202E}gnp.exe" read differently on a slip.
        let bidi = t
            .post(
                "/api/auth/signup",
                None,
                json!({"name": "Ravi\u{202E}lanoitan", "email": "b@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(bidi.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert_eq!(
            bidi.json()["message"],
            "The field name contains control characters."
        );

        let token = t.customer("asha@example.in", "secret1").await;
        let mut header_injection = ship();
        header_injection["name"] = json!("Asha\r\nBcc: everyone@example.in");
        let a = t
            .post("/api/user/addresses", Some(&token), header_injection)
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert!(a.json()["errors"]["name"].is_string());

        let guest = t
            .post(
                "/api/auth/guest-checkout",
                None,
                json!({"name": "G", "email": "g@example.in", "address": {"street": "a\u{7}b"}}),
            )
            .await;
        assert_eq!(guest.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            guest.json()["message"],
            "The field address.street contains control characters."
        );

        let admin = t.admin().await;
        let q = t
            .request(
                Method::GET,
                "/api/admin/products?search=ap%00ple",
                Some(&admin),
                None,
            )
            .await;
        assert_eq!(q.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert!(q.json()["message"].as_str().unwrap().contains("search"));
        let path = t.get("/api/products/abc%00def").await;
        assert_eq!(path.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert!(path.json()["message"].is_string());
        // Nothing was stored by the refused requests.
        assert_eq!(
            t.get_as("/api/user/addresses", &token).await.json(),
            json!([])
        );
    }
}

#[tokio::test]
async fn the_address_cap_holds_under_seventy_parallel_requests() {
    for t in apps().await {
        let token = t.customer("asha@example.in", "secret1").await;
        let answers =
            join_all((0..70).map(|_| t.post("/api/user/addresses", Some(&token), ship()))).await;
        let created = answers
            .iter()
            .filter(|a| a.status == StatusCode::CREATED)
            .count();
        let refused: Vec<_> = answers
            .iter()
            .filter(|a| a.status == StatusCode::CONFLICT)
            .collect();
        assert_eq!(created, 50, "{}", t.label);
        assert_eq!(refused.len(), 20, "{}", t.label);
        assert_eq!(
            refused[0].json()["message"],
            "You can keep at most 50 addresses."
        );
        let list = t.get_as("/api/user/addresses", &token).await.json();
        assert_eq!(list.as_array().unwrap().len(), 50, "{}", t.label);
        // Deleting one makes room for exactly one more.
        let id = list[0]["_id"].as_str().unwrap().to_string();
        let del = t
            .request(
                Method::DELETE,
                &format!("/api/user/addresses/{id}"),
                Some(&token),
                None,
            )
            .await;
        assert_eq!(del.status, StatusCode::OK);
        assert_eq!(
            t.post("/api/user/addresses", Some(&token), ship())
                .await
                .status,
            StatusCode::CREATED
        );
        assert_eq!(
            t.post("/api/user/addresses", Some(&token), ship())
                .await
                .status,
            StatusCode::CONFLICT
        );
    }
}

async fn failed_logins_via(t: &TestApp, peer: &str, forwarded_for: &str, n: usize) -> StatusCode {
    let mut last = StatusCode::OK;
    for _ in 0..n {
        last = t
            .post_from_with(
                peer,
                &[("x-forwarded-for", forwarded_for)],
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "guess-guess"}),
            )
            .await
            .status;
    }
    last
}

#[tokio::test]
async fn forwarded_addresses_count_only_behind_a_trusted_proxy() {
    let settings = tokri_shop::Settings {
        trusted_proxies: vec!["10.0.0.0/8".parse().unwrap()],
        ..tokri_shop::Settings::default()
    };
    for t in common::apps_with(settings).await {
        t.customer("asha@example.in", "secret1").await;
        // Through the load balancer, each customer has their own counter: one client's
        // failures do not stop another's correct password.
        assert_eq!(
            failed_logins_via(&t, "10.0.0.2", "198.51.100.1", 11).await,
            StatusCode::TOO_MANY_REQUESTS,
            "{}",
            t.label
        );
        let other = t
            .post_from_with(
                "10.0.0.2",
                &[("x-forwarded-for", "198.51.100.2")],
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(other.status, StatusCode::OK, "{}", t.label);
        // A client that is not a proxy cannot escape its counter by writing the header.
        let mut last = StatusCode::OK;
        for i in 0..11 {
            last = failed_logins_via(&t, "203.0.113.50", &format!("192.0.2.{i}"), 1).await;
        }
        assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "{}", t.label);
    }
}

#[tokio::test]
async fn an_ipv6_network_counts_as_one_client_for_sign_ups_and_wrong_passwords() {
    for t in apps().await {
        // One home's /64: every address in it is the same client, however many it rotates.
        let mut created = 0;
        for i in 0..25 {
            let a = t
                .post_from(
                    &format!("2001:db8:77:1::{:x}", i + 1),
                    "/api/auth/signup",
                    None,
                    signup_body(&format!("rotating{i}@example.in")),
                )
                .await;
            if a.status == StatusCode::CREATED {
                created += 1;
            } else {
                assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS, "{}", t.label);
            }
        }
        assert_eq!(created, 20, "{}: 20 sign-ups an hour per /64", t.label);
        let next_network = t
            .post_from(
                "2001:db8:77:2::1",
                "/api/auth/signup",
                None,
                signup_body("neighbour6@example.in"),
            )
            .await;
        assert_eq!(next_network.status, StatusCode::CREATED, "{}", t.label);

        // 110 wrong passwords from 11 addresses of one /64 stop that network, not the owner.
        t.customer("asha@example.in", "secret1").await;
        let mut last = StatusCode::OK;
        for ip in 0..11 {
            for _ in 0..10 {
                last = login_from(
                    &t,
                    &format!("2001:db8:66:1:{:x}::1", ip + 1),
                    "asha@example.in",
                    "guess-guess",
                )
                .await;
            }
        }
        assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "{}", t.label);
        assert_eq!(
            login_from(&t, "198.51.100.20", "asha@example.in", "secret1").await,
            StatusCode::OK,
            "{}: the owner is not locked out",
            t.label
        );
    }
}

#[tokio::test]
async fn behind_a_proxy_on_a_dual_stack_socket_each_customer_keeps_their_own_counter() {
    // nginx reaches a shop listening on [::] as ::ffff:127.0.0.1.
    let settings = tokri_shop::Settings {
        trusted_proxies: vec!["127.0.0.1/32".parse().unwrap()],
        ..tokri_shop::Settings::default()
    };
    for t in common::apps_with(settings).await {
        for i in 0..25 {
            let a = t
                .post_from_with(
                    "::ffff:127.0.0.1",
                    &[("x-forwarded-for", &format!("198.51.100.{}", i + 1))],
                    "/api/auth/signup",
                    None,
                    signup_body(&format!("customer{i}@example.in")),
                )
                .await;
            assert_eq!(a.status, StatusCode::CREATED, "{}: sign-up {i}", t.label);
        }
        t.customer("asha@example.in", "secret1").await;
        assert_eq!(
            failed_logins_via(&t, "::ffff:127.0.0.1", "198.51.100.90", 11).await,
            StatusCode::TOO_MANY_REQUESTS,
            "{}",
            t.label
        );
        let owner = t
            .post_from_with(
                "::ffff:127.0.0.1",
                &[("x-forwarded-for", "198.51.100.91")],
                "/api/auth/login",
                None,
                json!({"email": "asha@example.in", "password": "secret1"}),
            )
            .await;
        assert_eq!(owner.status, StatusCode::OK, "{}", t.label);
        // "unknown" written after a client's own entry does not let the client pick its counter.
        let mut last = StatusCode::OK;
        for i in 0..11 {
            last = failed_logins_via(&t, "127.0.0.1", &format!("192.0.2.{i}, unknown"), 1).await;
        }
        assert_eq!(last, StatusCode::TOO_MANY_REQUESTS, "{}", t.label);
    }
}
