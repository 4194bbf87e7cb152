//! Complaints (issue 28, Consumer Protection (E-Commerce) Rules 2020) through HTTP on both
//! databases: a guest with an order's number and email, or a signed-in customer, opens a
//! complaint and gets its number and an acknowledgement by mail at once; due dates are 48
//! hours and one calendar month in India's time; the owner answers (mailed) and closes it;
//! only its holder sees it; numbers stay unique when many arrive at once.

use crate::common;

use axum::http::StatusCode;
use common::{apps, apps_at, clock_now};
use serde_json::{Value, json};

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";

fn complaint(order: i64, email: &str) -> Value {
    json!({"topic": "quality", "orderNumber": order, "email": email, "name": "Ravi Kumar",
           "message": "Two of the mangoes arrived bruised and soft."})
}

/// The key in a complaint link of the acknowledgement mail.
fn mailed_key(mail: &str, number: &str) -> String {
    let at = mail
        .find(&format!("/help/tickets/{number}?key="))
        .expect("the mail links to the complaint");
    mail[at..]
        .split("key=")
        .nth(1)
        .unwrap()
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect()
}

#[tokio::test]
async fn a_guest_opens_a_complaint_and_follows_it_until_the_owner_closes_it() {
    for t in apps().await {
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let guest = t.guest("Ravi Kumar", "ravi@example.com").await;
        let order = t.new_order(&guest, MANGO, 1).await.order_number;
        let admin = t.admin().await;

        // The order's number with another email finds nothing, and says so.
        let wrong = t
            .post(
                "/api/help/tickets",
                None,
                complaint(order, "someone@example.com"),
            )
            .await;
        wrong.expect_status(StatusCode::NOT_FOUND, t.label);
        assert_eq!(
            wrong.message(),
            "We could not find an order with that number and email."
        );

        let opened = t
            .post(
                "/api/help/tickets",
                None,
                complaint(order, "Ravi@Example.com"),
            )
            .await;
        opened.expect_status(StatusCode::CREATED, t.label);
        let opened = opened.json();
        let number = opened["ticket"]["number"].as_str().unwrap().to_string();
        let key = opened["key"].as_str().unwrap().to_string();
        assert!(number.starts_with('G') && number.len() == 7, "{number}");
        assert_eq!(opened["ticket"]["status"], "open");
        assert_eq!(opened["ticket"]["orderNumber"], order);
        assert_eq!(opened["ticket"]["overdue"], false);
        assert_eq!(opened["ticket"]["messages"][0]["author"], "customer");

        // Acknowledged by mail at once, with the number and the link that opens it.
        let mails = t.mails().await;
        let ack = mails
            .iter()
            .find(|m| m.contains(&format!("We have received your complaint {number}")))
            .expect("acknowledgement mailed");
        assert!(
            ack.to_lowercase()
                .contains("to: \"ravi kumar\" <ravi@example.com>"),
            "{ack}"
        );
        assert_eq!(mailed_key(ack, &number), key, "{}", t.label);
        assert!(
            ack.contains("/privacy/stop?t="),
            "every mail ends with the withdrawal link"
        );

        // Its key opens it; no key, a wrong key or a made-up number finds nothing.
        let path = format!("/api/help/tickets/{number}");
        t.get(&format!("{path}?key={key}"))
            .await
            .expect_status(StatusCode::OK, t.label);
        for bad in [
            path.clone(),
            format!("{path}?key=00{}", &key[2..]),
            format!("/api/help/tickets/G999999?key={key}"),
            "/api/help/tickets/..%2Fadmin?key=x".to_string(),
        ] {
            t.get(&bad).await.expect_status(StatusCode::NOT_FOUND, &bad);
        }

        // The guest adds to it; the owner sees it among the open ones and answers.
        t.post(
            &format!("{path}/messages?key={key}"),
            None,
            json!({"message": "Photo sent on WhatsApp."}),
        )
        .await
        .expect_status(StatusCode::OK, t.label);
        let open = t.get_as("/api/admin/tickets", &admin).await;
        open.expect_status(StatusCode::OK, t.label);
        let open = open.json();
        assert_eq!(open.as_array().unwrap().len(), 1);
        assert_eq!(open[0]["number"], number.as_str());
        assert_eq!(open[0]["messages"], json!([]), "lists carry no threads");
        let answered = t
            .post(
                &format!("/api/admin/tickets/{number}/replies"),
                Some(&admin),
                json!({"message": "Sorry! We will bring two fresh mangoes tomorrow.", "close": false}),
            )
            .await;
        answered.expect_status(StatusCode::OK, t.label);
        let answered = answered.json();
        assert_eq!(answered["status"], "answered");
        assert!(answered["acknowledgedAt"].is_string());
        assert_eq!(answered["messages"].as_array().unwrap().len(), 3);
        let summary = t.get_as("/api/admin/tickets/summary", &admin).await.json();
        assert_eq!(summary, json!({"open": 1, "overdue": 0}), "{}", t.label);

        t.post(
            &format!("/api/admin/tickets/{number}/close"),
            Some(&admin),
            json!({}),
        )
        .await
        .expect_status(StatusCode::OK, t.label);
        let mails = t.mails().await;
        assert!(
            mails
                .iter()
                .any(|m| m.contains(&format!("Reply to your complaint {number}"))
                    && m.contains("two fresh mangoes"))
        );
        assert!(
            mails
                .iter()
                .any(|m| m.contains(&format!("Your complaint {number} is resolved")))
        );

        // Closed: the guest sees it so, and can add nothing more.
        let seen = t.get(&format!("{path}?key={key}")).await.json();
        assert_eq!(seen["status"], "closed");
        assert!(seen["closedAt"].is_string());
        assert_eq!(seen["messages"][2]["author"], "shop");
        let late = t
            .post(
                &format!("{path}/messages?key={key}"),
                None,
                json!({"message": "One more thing"}),
            )
            .await;
        late.expect_status(StatusCode::CONFLICT, t.label);
        assert_eq!(late.message(), "This complaint is closed.");
        assert_eq!(
            t.get_as("/api/admin/tickets", &admin).await.json(),
            json!([])
        );
        assert_eq!(
            t.get_as("/api/admin/tickets?status=closed", &admin)
                .await
                .json()[0]["number"],
            number.as_str()
        );
        t.get_as("/api/admin/tickets?status=lost", &admin)
            .await
            .expect_status(StatusCode::BAD_REQUEST, t.label);
    }
}

#[tokio::test]
async fn a_customer_complains_about_their_own_orders_only_and_sees_their_complaints() {
    for t in apps().await {
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let asha = t.customer("asha@example.com", "secret1").await;
        let order = t.new_order(&asha, MANGO, 2).await.order_number;
        let other = t.customer_named("Meera Joshi", "meera@example.com").await;
        let theirs = t.new_order(&other, MANGO, 1).await.order_number;

        // Signed in: name and email come from the account; only one's own order counts.
        let mine = t
            .post(
                "/api/help/tickets",
                Some(&asha),
                json!({"topic": "delivery", "orderNumber": order, "message": "The delivery slot was missed."}),
            )
            .await;
        mine.expect_status(StatusCode::CREATED, t.label);
        let number = mine.json()["ticket"]["number"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(mine.json()["ticket"]["email"], "asha@example.com");
        let not_mine = t
            .post(
                "/api/help/tickets",
                Some(&asha),
                json!({"topic": "delivery", "orderNumber": theirs, "message": "The delivery slot was missed."}),
            )
            .await;
        not_mine.expect_status(StatusCode::BAD_REQUEST, t.label);
        assert_eq!(
            not_mine.json()["errors"]["orderNumber"],
            "That is not one of your orders."
        );
        // Not about an order at all.
        t.post(
            "/api/help/tickets",
            Some(&asha),
            json!({"topic": "other", "message": "Do you deliver on Sundays?"}),
        )
        .await
        .expect_status(StatusCode::CREATED, t.label);

        let listed = t.get_as("/api/user/tickets", &asha).await.json();
        assert_eq!(listed.as_array().unwrap().len(), 2, "{}", t.label);
        assert_eq!(
            t.get_as("/api/user/tickets", &other).await.json(),
            json!([])
        );
        // Its holder opens it signed in without the key; someone else cannot.
        t.get_as(&format!("/api/help/tickets/{number}"), &asha)
            .await
            .expect_status(StatusCode::OK, t.label);
        t.get_as(&format!("/api/help/tickets/{number}"), &other)
            .await
            .expect_status(StatusCode::NOT_FOUND, t.label);
        // Customers cannot reach the owner's list.
        t.get_as("/api/admin/tickets", &asha)
            .await
            .expect_status(StatusCode::FORBIDDEN, t.label);
    }
}

#[tokio::test]
async fn bad_complaints_are_refused_field_by_field() {
    for t in apps().await {
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        let guest = t.guest("Ravi Kumar", "ravi@example.com").await;
        let order = t.new_order(&guest, MANGO, 1).await.order_number;
        let with = |k: &str, v: Value| {
            let mut b = complaint(order, "ravi@example.com");
            b[k] = v;
            b
        };
        let cases = [
            (with("topic", json!(null)), "topic"),
            (with("topic", json!("")), "topic"),
            (with("message", json!("bad")), "message"),
            (
                with("message", json!("a\u{0007} bell rings in here")),
                "message",
            ),
            (with("message", json!("x".repeat(4001))), "message"),
            (with("name", json!("")), "name"),
            (with("name", json!("Ravi\nBcc: x@y.z")), "name"),
            (with("email", json!("not-an-email")), "email"),
            (with("orderNumber", json!(null)), "orderNumber"),
            (with("orderNumber", json!(-4)), "orderNumber"),
        ];
        for (body, field) in cases {
            let a = t.post("/api/help/tickets", None, body).await;
            a.expect_status(StatusCode::BAD_REQUEST, field);
            assert!(
                a.json()["errors"][field].is_string(),
                "{field}: {}",
                a.text()
            );
        }
        let a = t
            .post("/api/help/tickets", None, with("topic", json!("refunds")))
            .await;
        a.expect_status(StatusCode::BAD_REQUEST, t.label);
        assert_eq!(a.message(), "Please choose what it is about.");
        // Nothing was stored by any of them.
        let admin = t.admin().await;
        assert_eq!(
            t.get_as("/api/admin/tickets?status=all", &admin)
                .await
                .json(),
            json!([])
        );
    }
}

#[tokio::test]
async fn due_dates_are_48_hours_and_one_calendar_month_in_india_and_overdue_ones_stand_out() {
    let clock = clock_now();
    // 31 January 2027, 22:30 IST (17:00 UTC): due 28 February 2027, 22:30 IST.
    let received =
        tokri_domain::calendar::ist_day_start("2027-01-31").unwrap() + (22 * 60 + 30) * 60_000;
    clock.set(received);
    for t in apps_at(clock.clone()).await {
        clock.set(received);
        let asha = t.customer("asha@example.com", "secret1").await;
        let admin = t.admin().await;
        let a = t
            .post(
                "/api/help/tickets",
                Some(&asha),
                json!({"topic": "payment", "message": "I was charged twice for one order."}),
            )
            .await;
        a.expect_status(StatusCode::CREATED, t.label);
        let ticket = a.json()["ticket"].clone();
        assert_eq!(ticket["createdAt"], "2027-01-31T17:00:00Z");
        assert_eq!(ticket["acknowledgeBy"], "2027-02-02T17:00:00Z");
        assert_eq!(ticket["resolveBy"], "2027-02-28T17:00:00Z", "{}", t.label);
        let number = ticket["number"].as_str().unwrap().to_string();

        // 49 hours on, unanswered: overdue on the dashboard and in the list.
        clock.advance(49 * 3600 * 1000);
        assert_eq!(
            t.get_as("/api/admin/tickets/summary", &admin).await.json(),
            json!({"open": 1, "overdue": 1})
        );
        assert_eq!(
            t.get_as("/api/admin/tickets", &admin).await.json()[0]["overdue"],
            true
        );
        // Answered late, it is no longer overdue until the month runs out.
        t.post(
            &format!("/api/admin/tickets/{number}/replies"),
            Some(&admin),
            json!({"message": "We are checking with the bank.", "close": false}),
        )
        .await
        .expect_status(StatusCode::OK, t.label);
        assert_eq!(
            t.get_as("/api/admin/tickets/summary", &admin).await.json()["overdue"],
            0
        );
        clock.set(received + 29 * 24 * 3600 * 1000);
        assert_eq!(
            t.get_as("/api/admin/tickets/summary", &admin).await.json()["overdue"],
            1,
            "{}",
            t.label
        );
    }
}

#[tokio::test]
async fn complaint_numbers_stay_unique_when_many_arrive_at_once() {
    for t in apps().await {
        let mut tokens = Vec::new();
        for i in 0..18 {
            tokens.push(
                t.customer_named("Asha Patil", &format!("c{i}@example.com"))
                    .await,
            );
        }
        let answers = futures_util::future::join_all(tokens.iter().enumerate().map(|(i, tok)| {
            let t = &t;
            async move {
                t.post_from(
                    &format!("10.0.{}.{}", i / 200, i % 200 + 1),
                    "/api/help/tickets",
                    Some(tok),
                    json!({"topic": "other", "message": "Do you deliver to Baner on Sundays?"}),
                )
                .await
            }
        }))
        .await;
        let mut numbers: Vec<String> = answers
            .iter()
            .map(|a| {
                a.expect_status(StatusCode::CREATED, t.label);
                a.json()["ticket"]["number"].as_str().unwrap().to_string()
            })
            .collect();
        numbers.sort();
        numbers.dedup();
        assert_eq!(numbers.len(), 18, "{}: {numbers:?}", t.label);
    }
}
