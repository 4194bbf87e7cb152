//! Personal data (issue 28, DPDP Act 2023 and Rules 2025) through HTTP on both databases:
//! consents given apart and withdrawn in one tap from any mail; the export holds everything
//! about the person and nothing about anyone else; erasure leaves no trace of them in any
//! table while their invoices stay complete and the numbering gapless; an account with orders
//! on their way is closed at once and erased by the owner once they are done.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{TestApp, apps, ship_to};
use serde_json::{Value, json};
use tokri_store::testing::text_found;

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";

async fn signup(t: &TestApp, name: &str, email: &str, consents: Value) -> String {
    let mut body = json!({"name": name, "email": email, "password": "secret1"});
    for (k, v) in consents.as_object().unwrap() {
        body[k] = v.clone();
    }
    t.post("/api/auth/signup", None, body)
        .await
        .expect_status(StatusCode::CREATED, t.label);
    t.login(email, "secret1").await
}

/// A paid order for one mango shipped to `name` at `street`; answers (id, number).
async fn paid_order_to(t: &TestApp, token: &str, name: &str, street: &str) -> (String, i64) {
    let mut address = ship_to(name);
    address["street"] = json!(street);
    address["mobile"] = json!("9876501234");
    let placed = t
        .post(
            "/api/orders",
            Some(token),
            json!({"cart": [{"_id": MANGO, "qty": 1}], "shippingAddress": address}),
        )
        .await;
    placed.expect_status(StatusCode::CREATED, t.label);
    let placed = placed.json();
    t.post(
        &format!(
            "/api/payments/sandbox/{}/pay",
            placed["orderId"].as_str().unwrap()
        ),
        None,
        json!({}),
    )
    .await
    .expect_status(StatusCode::OK, t.label);
    (
        placed["orderDocId"].as_str().unwrap().to_string(),
        placed["orderNumber"].as_i64().unwrap(),
    )
}

/// Opens a complaint about `order` as `token`; answers its number.
async fn open_complaint(t: &TestApp, token: &str, order: i64, message: &str) -> String {
    let a = t
        .post(
            "/api/help/tickets",
            Some(token),
            json!({"topic": "quality", "orderNumber": order, "message": message}),
        )
        .await;
    a.expect_status(StatusCode::CREATED, t.label);
    a.json()["ticket"]["number"].as_str().unwrap().to_string()
}

async fn set_status(t: &TestApp, admin: &str, id: &str, status: &str) {
    t.patch(
        &format!("/api/admin/orders/{id}/status"),
        admin,
        json!({"status": status}),
    )
    .await
    .expect_status(StatusCode::OK, t.label);
}

async fn erase(t: &TestApp, token: &str, body: Value) -> common::Answer {
    t.request(Method::DELETE, "/api/user/account", Some(token), Some(body))
        .await
}

#[tokio::test]
async fn consents_are_given_apart_and_withdrawn_in_one_tap_from_any_mail() {
    for t in apps().await {
        let asha = signup(
            &t,
            "Asha Patil",
            "asha@example.com",
            json!({"marketingConsent": true}),
        )
        .await;
        let plain = signup(&t, "Meera Joshi", "meera@example.com", json!({})).await;
        let c = t.get_as("/api/user/consents", &asha).await.json();
        assert_eq!(
            (&c["marketing"], &c["whatsapp"]),
            (&json!(true), &json!(false)),
            "{}",
            t.label
        );
        assert!(c["marketingAt"].is_string());
        // Unticked unless ticked.
        let c = t.get_as("/api/user/consents", &plain).await.json();
        assert_eq!(
            (&c["marketing"], &c["whatsapp"]),
            (&json!(false), &json!(false))
        );

        let c = t
            .put("/api/user/consents", &asha, json!({"whatsapp": true}))
            .await
            .json();
        assert_eq!(
            (&c["marketing"], &c["whatsapp"]),
            (&json!(true), &json!(true)),
            "a missing one stays"
        );

        // Every mail ends with the one-tap link; it withdraws both, without signing in.
        let mails = t.mails().await;
        let welcome = mails
            .iter()
            .find(|m| m.contains("Welcome to Tokri") && m.contains("asha@example.com"))
            .expect("welcome mail");
        let at = welcome.find("/privacy/stop?t=").expect("withdrawal link");
        let token: String = welcome[at + "/privacy/stop?t=".len()..]
            .chars()
            .take_while(|c| c.is_ascii_hexdigit() || *c == '.')
            .collect();
        let done = t
            .post("/api/privacy/withdraw", None, json!({"token": token}))
            .await;
        done.expect_status(StatusCode::OK, t.label);
        let c = t.get_as("/api/user/consents", &asha).await.json();
        assert_eq!(
            (&c["marketing"], &c["whatsapp"]),
            (&json!(false), &json!(false)),
            "{}",
            t.label
        );
        // Meera's consents were not touched by Asha's link; a forged link does nothing.
        let forged = format!(
            "{}.{}",
            hex::encode("meera@example.com"),
            &token[token.find('.').unwrap() + 1..]
        );
        for bad in [forged.as_str(), "", "nonsense", "zz.zz"] {
            t.post("/api/privacy/withdraw", None, json!({"token": bad}))
                .await
                .expect_status(StatusCode::BAD_REQUEST, bad);
        }

        // The log of changes is in the person's export, newest last.
        let export = t.get_as("/api/user/data", &asha).await.json();
        let history: Vec<(String, bool, String)> = export["consents"]["history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["purpose"].as_str().unwrap().to_string(),
                    e["granted"].as_bool().unwrap(),
                    e["where"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        assert_eq!(
            history,
            [
                ("marketing".to_string(), true, "signup".to_string()),
                ("whatsapp".into(), true, "account".into()),
                ("marketing".into(), false, "mail link".into()),
                ("whatsapp".into(), false, "mail link".into()),
            ],
            "{}",
            t.label
        );
        // Guests have no account to hold consents.
        let guest = t.guest("Ravi Kumar", "ravi@example.com").await;
        t.put("/api/user/consents", &guest, json!({"marketing": true}))
            .await
            .expect_status(StatusCode::FORBIDDEN, t.label);
    }
}

#[tokio::test]
async fn the_export_holds_everything_about_the_person_and_nothing_about_anyone_else() {
    for t in apps().await {
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let asha = signup(&t, "Asha Patil", "asha@example.com", json!({})).await;
        let meera = signup(&t, "Meera Joshi", "meera@example.com", json!({})).await;
        let mut home = ship_to("Asha Patil");
        home["street"] = json!("7 Lotus Lane, Aundh");
        t.post("/api/user/addresses", Some(&asha), home)
            .await
            .expect_status(StatusCode::CREATED, t.label);
        let (_, a_order) = paid_order_to(&t, &asha, "Asha Patil", "7 Lotus Lane, Aundh").await;
        let (_, m_order) = paid_order_to(&t, &meera, "Meera Joshi", "22 Banyan Road, Baner").await;
        let a_ticket = open_complaint(&t, &asha, a_order, "One mango was overripe.").await;
        let m_ticket = open_complaint(&t, &meera, m_order, "The box came a day late.").await;

        let answer = t.get_as("/api/user/data", &asha).await;
        answer.expect_status(StatusCode::OK, t.label);
        assert!(
            answer
                .header("content-disposition")
                .unwrap()
                .contains("tokri-my-data.json")
        );
        let export = answer.json();
        assert_eq!(export["account"]["email"], "asha@example.com");
        assert_eq!(export["addresses"][0]["street"], "7 Lotus Lane, Aundh");
        assert_eq!(export["orders"].as_array().unwrap().len(), 1);
        assert_eq!(export["orders"][0]["number"], a_order);
        assert_eq!(
            export["orders"][0]["deliverTo"]["street"],
            "7 Lotus Lane, Aundh"
        );
        assert_eq!(export["orders"][0]["items"][0]["name"], "Alphonso Mango");
        assert!(
            export["orders"][0]["invoiceNumber"].is_string(),
            "{}",
            t.label
        );
        assert_eq!(export["complaints"][0]["number"], a_ticket.as_str());
        assert_eq!(
            export["complaints"][0]["messages"][0]["text"],
            "One mango was overripe."
        );
        let text = export.to_string();
        for theirs in [
            "meera",
            "Banyan Road",
            "day late",
            m_ticket.as_str(),
            &format!("\"number\":{m_order}"),
        ] {
            assert!(
                !text.contains(theirs),
                "{}: export holds {theirs:?}",
                t.label
            );
        }

        // The readable copy says the same.
        let html = t.get_as("/api/user/data.html", &asha).await;
        html.expect_status(StatusCode::OK, t.label);
        assert!(
            html.header("content-type")
                .unwrap()
                .starts_with("text/html")
        );
        let html = html.text();
        assert!(
            html.contains("asha@example.com")
                && html.contains("7 Lotus Lane, Aundh")
                && html.contains(&a_ticket)
        );
        assert!(!html.contains("meera"));
        // Downloads are recorded for the owner; they need no action.
        let admin = t.admin().await;
        let all = t
            .get_as("/api/admin/data-requests?status=all", &admin)
            .await
            .json();
        assert_eq!(all.as_array().unwrap().len(), 2);
        assert!(
            all.as_array()
                .unwrap()
                .iter()
                .all(|r| r["kind"] == "export" && r["status"] == "completed")
        );
        t.get("/api/user/data")
            .await
            .expect_status(StatusCode::UNAUTHORIZED, t.label);
    }
}

#[tokio::test]
async fn erasure_leaves_no_trace_of_the_person_while_invoices_stay_complete_and_gapless() {
    for t in apps().await {
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        let asha = signup(
            &t,
            "Asha Zephyrine",
            "asha.zephyrine@example.com",
            json!({"marketingConsent": true}),
        )
        .await;
        t.post("/api/user/addresses", Some(&asha), {
            let mut a = ship_to("Asha Zephyrine");
            a["street"] = json!("7 Quillfeather Lane");
            a
        })
        .await
        .expect_status(StatusCode::CREATED, t.label);
        let (order, number) =
            paid_order_to(&t, &asha, "Asha Zephyrine", "7 Quillfeather Lane").await;
        set_status(&t, &admin, &order, "Delivered").await;
        t.post(
            "/api/help/tickets",
            Some(&asha),
            json!({"topic": "quality", "orderNumber": number, "message": "Quillfeather says the box was crushed."}),
        )
        .await
        .expect_status(StatusCode::CREATED, t.label);
        let before = t
            .store
            .get_invoice(&order)
            .await
            .unwrap()
            .expect("invoiced");
        assert_eq!(before.buyer.name, "Asha Zephyrine");

        // Refused without the word, or with a wrong password; nothing changes.
        let a = erase(
            &t,
            &asha,
            json!({"password": "secret1", "confirm": "delete me"}),
        )
        .await;
        a.expect_status(StatusCode::BAD_REQUEST, t.label);
        assert_eq!(
            a.json()["errors"]["confirm"],
            "Please type DELETE to confirm."
        );
        let a = erase(
            &t,
            &asha,
            json!({"password": "wrong-one", "confirm": "DELETE"}),
        )
        .await;
        a.expect_status(StatusCode::BAD_REQUEST, t.label);
        assert_eq!(
            a.json()["errors"]["password"],
            "That password is not right."
        );
        t.get_as("/api/user/profile", &asha)
            .await
            .expect_status(StatusCode::OK, t.label);

        let done = erase(
            &t,
            &asha,
            json!({"password": "secret1", "confirm": "DELETE"}),
        )
        .await;
        done.expect_status(StatusCode::OK, t.label);
        assert_eq!(done.json()["status"], "completed");

        // Gone: the session, the sign-in, and every trace in every table.
        t.get_as("/api/user/profile", &asha)
            .await
            .expect_status(StatusCode::UNAUTHORIZED, t.label);
        let login = t
            .post(
                "/api/auth/login",
                None,
                json!({"email": "asha.zephyrine@example.com", "password": "secret1"}),
            )
            .await;
        login.expect_status(StatusCode::UNAUTHORIZED, t.label);
        assert_eq!(login.message(), "Invalid email or password.");
        for trace in ["Zephyrine", "asha.zephyrine", "Quillfeather", "9876501234"] {
            let found = text_found(&t.store, trace).await.unwrap();
            assert!(
                found.is_empty(),
                "{}: {trace:?} still in {found:?}",
                t.label
            );
        }

        // The invoice keeps its number, lines and amounts, with the erasure noted.
        let after = t
            .store
            .get_invoice(&order)
            .await
            .unwrap()
            .expect("still there");
        assert_eq!(
            (&after.number, &after.totals, &after.lines),
            (&before.number, &before.totals, &before.lines)
        );
        assert_eq!(after.buyer.name, "Erased customer");
        assert!(
            after.buyer.address.contains("erased"),
            "{}",
            after.buyer.address
        );
        t.get_as(&format!("/api/admin/orders/{order}/invoice"), &admin)
            .await
            .expect_status(StatusCode::OK, t.label);
        let seen = t
            .get_as(&format!("/api/admin/orders/{order}"), &admin)
            .await
            .json();
        assert_eq!(
            seen["shippingAddress"]["name"], "Erased customer",
            "{}",
            t.label
        );
        assert_eq!(
            seen["shippingAddress"]["state"], "Maharashtra",
            "the place of supply stays"
        );
        // The next invoice follows on: the numbering has no gap.
        let meera = signup(&t, "Meera Joshi", "meera@example.com", json!({})).await;
        let (next, _) = paid_order_to(&t, &meera, "Meera Joshi", "22 Banyan Road").await;
        let next = t.store.get_invoice(&next).await.unwrap().unwrap();
        let seq = |n: &str| n.rsplit('/').next().unwrap().parse::<i64>().unwrap();
        assert_eq!(seq(&next.number), seq(&before.number) + 1, "{}", t.label);
        // The email is free again for a new account.
        signup(&t, "Asha Z", "asha.zephyrine@example.com", json!({})).await;
    }
}

#[tokio::test]
async fn an_account_with_orders_on_their_way_is_closed_at_once_and_erased_once_they_are_done() {
    for t in apps().await {
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let admin = t.admin().await;
        let asha = signup(&t, "Asha Xylander", "asha.x@example.com", json!({})).await;
        let (order, _) = paid_order_to(&t, &asha, "Asha Xylander", "9 Xylander Street").await;

        let a = erase(
            &t,
            &asha,
            json!({"password": "secret1", "confirm": "DELETE"}),
        )
        .await;
        a.expect_status(StatusCode::OK, t.label);
        assert_eq!(a.json()["status"], "pending");
        t.post(
            "/api/auth/login",
            None,
            json!({"email": "asha.x@example.com", "password": "secret1"}),
        )
        .await
        .expect_status(StatusCode::UNAUTHORIZED, t.label);
        // The order can still be delivered: its address is kept until then.
        assert!(
            !text_found(&t.store, "Xylander Street")
                .await
                .unwrap()
                .is_empty()
        );

        let pending = t.get_as("/api/admin/data-requests", &admin).await.json();
        assert_eq!(pending.as_array().unwrap().len(), 1, "{}", t.label);
        assert_eq!(pending[0]["kind"], "erasure");
        assert_eq!(pending[0]["customer"], "Asha Xylander <asha.x@example.com>");
        let id = pending[0]["id"].as_str().unwrap().to_string();
        assert_eq!(
            t.get_as("/api/admin/data-requests/summary", &admin)
                .await
                .json(),
            json!({"pending": 1, "overdue": 0})
        );
        let early = t
            .post(
                &format!("/api/admin/data-requests/{id}/complete"),
                Some(&admin),
                json!({}),
            )
            .await;
        early.expect_status(StatusCode::CONFLICT, t.label);

        set_status(&t, &admin, &order, "Delivered").await;
        let done = t
            .post(
                &format!("/api/admin/data-requests/{id}/complete"),
                Some(&admin),
                json!({}),
            )
            .await;
        done.expect_status(StatusCode::OK, t.label);
        let done = done.json();
        assert_eq!(
            (&done["status"], &done["customer"]),
            (&json!("completed"), &json!("Erased customer"))
        );
        assert!(
            text_found(&t.store, "Xylander").await.unwrap().is_empty(),
            "{}",
            t.label
        );
        assert_eq!(
            t.get_as("/api/admin/data-requests", &admin).await.json(),
            json!([])
        );
        t.post(
            "/api/admin/data-requests/nope/complete",
            Some(&admin),
            json!({}),
        )
        .await
        .expect_status(StatusCode::NOT_FOUND, t.label);
        // An owner cannot erase their own account.
        erase(
            &t,
            &admin,
            json!({"password": "owner-pass", "confirm": "DELETE"}),
        )
        .await
        .expect_status(StatusCode::FORBIDDEN, t.label);
    }
}

#[tokio::test]
async fn offer_mails_go_only_to_customers_who_agreed_and_stop_when_consent_is_withdrawn() {
    for t in apps().await {
        let admin = t.admin().await;
        let asha = signup(
            &t,
            "Asha Patil",
            "asha@example.com",
            json!({"marketingConsent": true}),
        )
        .await;
        signup(&t, "Meera Joshi", "meera@example.com", json!({})).await;
        signup(
            &t,
            "Ravi Kumar",
            "ravi@example.com",
            json!({"marketingConsent": true, "whatsappConsent": true}),
        )
        .await;
        t.mails().await;
        assert_eq!(
            t.get_as("/api/admin/offer-mails/audience", &admin)
                .await
                .json(),
            json!({"customers": 2}),
            "{}",
            t.label
        );
        let offer = json!({"subject": "Alphonso season is here", "message": "10% off every box of Alphonso mangoes this week."});
        // Queued for the two who agreed; Asha withdraws in her account before it goes out.
        let sent = t
            .post("/api/admin/offer-mails", Some(&admin), offer.clone())
            .await;
        sent.expect_status(StatusCode::ACCEPTED, t.label);
        assert_eq!(sent.json()["queued"], 2);
        t.put("/api/user/consents", &asha, json!({"marketing": false}))
            .await
            .expect_status(StatusCode::OK, t.label);
        let offers: Vec<String> = t
            .mails()
            .await
            .into_iter()
            .filter(|m| m.contains("Alphonso season is here"))
            .collect();
        assert_eq!(offers.len(), 1, "{}: only Ravi's goes out", t.label);
        assert!(offers[0].contains("ravi@example.com") && offers[0].contains("/privacy/stop?t="));
        // Bad offers are refused; customers cannot send them.
        for bad in [
            json!({"subject": "", "message": "x"}),
            json!({"subject": "Hi\nBcc: x@y.z", "message": "x"}),
            json!({"subject": "Hi", "message": ""}),
        ] {
            t.post("/api/admin/offer-mails", Some(&admin), bad)
                .await
                .expect_status(StatusCode::BAD_REQUEST, t.label);
        }
        t.post("/api/admin/offer-mails", Some(&asha), offer)
            .await
            .expect_status(StatusCode::FORBIDDEN, t.label);
    }
}

#[tokio::test]
async fn a_stolen_session_cannot_guess_the_password_through_the_erasure_form() {
    for t in apps().await {
        let asha = signup(&t, "Asha Patil", "asha@example.com", json!({})).await;
        for _ in 0..5 {
            erase(&t, &asha, json!({"password": "guess", "confirm": "DELETE"}))
                .await
                .expect_status(StatusCode::BAD_REQUEST, t.label);
        }
        let a = erase(
            &t,
            &asha,
            json!({"password": "secret1", "confirm": "DELETE"}),
        )
        .await;
        a.expect_status(StatusCode::TOO_MANY_REQUESTS, t.label);
        assert_eq!(
            a.message(),
            "Too many wrong passwords. Please wait an hour and try again."
        );
        // Nothing was erased.
        t.get_as("/api/user/profile", &asha)
            .await
            .expect_status(StatusCode::OK, t.label);
    }
}
