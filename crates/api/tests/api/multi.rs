//! Two instances on one database (issue 12): two shops, each with its own pool, caches, mailer
//! and counters, as two processes behind a load balancer. What one instance does, the other
//! sees; races between them settle once; background jobs run on one of them at a time.

use crate::common;

use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use common::{TestApp, ship, twins_with};
use serde_json::{Value, json};
use tokri_shop::Settings;
use tokri_shop::payments::{PaymentProvider, hmac_hex};

/// A category and one product made through A's admin; answers (admin token, product id,
/// category id).
async fn catalogue(a: &TestApp) -> (String, String, String) {
    let admin = a.admin().await;
    let c = a
        .post(
            "/api/admin/categories",
            Some(&admin),
            json!({"name": "Tropical Fruits", "bg": "orange-50"}),
        )
        .await;
    assert_eq!(c.status, StatusCode::CREATED, "{}", c.text());
    let category = c.json()["_id"].as_str().unwrap().to_string();
    let p = a
        .post(
            "/api/admin/products",
            Some(&admin),
            product_body(899.5, &category),
        )
        .await;
    assert_eq!(p.status, StatusCode::CREATED, "{}", p.text());
    (
        admin,
        p.json()["_id"].as_str().unwrap().to_string(),
        category,
    )
}

fn product_body(price: f64, category: &str) -> Value {
    json!({"name": "Alphonso Mango", "description": "Sweet", "image": ["/images/mango.svg"],
           "price": price, "categoryId": category, "weight": "1 kg", "origin": "Ratnagiri"})
}

/// The confirmation mails both instances wrote.
async fn confirmations(a: &TestApp, b: &TestApp) -> usize {
    let mut n = 0;
    for t in [a, b] {
        n += t
            .mails()
            .await
            .iter()
            .filter(|m| m.contains("is confirmed"))
            .count();
    }
    n
}

/// What the sandbox's checkout hands the browser after paying: a payment id and its signature.
fn sandbox_signature(t: &TestApp, provider_order: &str, payment_id: &str) -> String {
    let PaymentProvider::Sandbox(s) = t.state.shop.checkout.provider() else {
        panic!("sandbox expected");
    };
    hmac_hex(
        s.secret().as_bytes(),
        format!("{provider_order}|{payment_id}").as_bytes(),
    )
}

#[tokio::test]
async fn an_order_placed_and_paid_on_one_instance_is_paid_on_the_other_with_the_same_session() {
    for (a, b) in twins_with(Settings::default()).await {
        let (_, product, _) = catalogue(&a).await;
        let token = a.customer("asha@example.in", "secret1").await;
        // The session A signed works on B.
        let me = b.get_as("/api/user/profile", &token).await;
        assert_eq!(me.status, StatusCode::OK, "{}: {}", b.label, me.text());
        let placed = a
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": product, "qty": 1}], "shippingAddress": ship()}),
            )
            .await;
        assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text());
        let placed = placed.json();
        let (poid, doc) = (
            placed["orderId"].as_str().unwrap(),
            placed["orderDocId"].as_str().unwrap(),
        );
        let paid = a
            .post(
                &format!("/api/payments/sandbox/{poid}/pay"),
                None,
                json!({}),
            )
            .await
            .json();
        // The browser's confirmation lands on B.
        let v = b
            .post(
                "/api/orders/verify-payment",
                Some(&token),
                json!({"orderDocId": doc, "paymentId": paid["razorpay_payment_id"], "signature": paid["razorpay_signature"]}),
            )
            .await;
        assert_eq!(v.status, StatusCode::OK, "{}: {}", b.label, v.text());
        for t in [&a, &b] {
            let order = t.get_as(&format!("/api/orders/{doc}"), &token).await.json();
            assert_eq!(order["paymentStatus"], "paid", "{}", t.label);
            assert_eq!(order["status"], "Processing", "{}", t.label);
        }
        assert_eq!(confirmations(&a, &b).await, 1, "{}", a.label);
    }
}

#[tokio::test]
async fn twenty_parallel_verifications_across_two_instances_pay_the_order_once_and_mail_once() {
    for (a, b) in twins_with(Settings::default()).await {
        let (_, product, _) = catalogue(&a).await;
        let token = a.customer("asha@example.in", "secret1").await;
        let placed = a
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": product, "qty": 2}], "shippingAddress": ship()}),
            )
            .await
            .json();
        let (poid, doc) = (
            placed["orderId"].as_str().unwrap(),
            placed["orderDocId"].as_str().unwrap(),
        );
        let payment = "pay_sbx_race";
        let body = json!({"orderDocId": doc, "paymentId": payment, "signature": sandbox_signature(&a, poid, payment)});
        let calls = (0..20).map(|i| {
            let t = if i % 2 == 0 { &a } else { &b };
            t.post("/api/orders/verify-payment", Some(&token), body.clone())
        });
        let answers = futures_util::future::join_all(calls).await;
        for v in &answers {
            assert_eq!(v.status, StatusCode::OK, "{}: {}", a.label, v.text());
            assert_eq!(v.json()["order"]["paymentStatus"], "paid");
        }
        let orders = b.get_as("/api/orders", &token).await.json();
        let paid: Vec<&Value> = orders
            .as_array()
            .unwrap()
            .iter()
            .filter(|o| o["paymentStatus"] == "paid")
            .collect();
        assert_eq!(paid.len(), 1, "{}", a.label);
        assert_eq!(paid[0]["paymentInfo"]["paymentId"], payment);
        assert_eq!(confirmations(&a, &b).await, 1, "{}: one mail", a.label);
        let mut counted = 0;
        for t in [&a, &b] {
            counted += metric(
                &t.state.shop.metrics_page().await,
                "tokri_orders_paid_total",
            );
        }
        assert_eq!(counted, 1, "{}: one instance counted the payment", a.label);
    }
}

fn metric(page: &str, name: &str) -> u64 {
    page.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .unwrap_or_else(|| panic!("{name} not on the page"))
        .parse()
        .unwrap()
}

async fn price_on(t: &TestApp, product: &str) -> f64 {
    t.get(&format!("/api/products/{product}")).await.json()["price"]
        .as_f64()
        .unwrap()
}

/// Waits up to `limit` for `t` to serve `price` for `product`; answers how long it took.
async fn wait_for_price(t: &TestApp, product: &str, price: f64, limit: Duration) -> Duration {
    let start = Instant::now();
    loop {
        if price_on(t, product).await == price {
            return start.elapsed();
        }
        assert!(
            start.elapsed() < limit,
            "{}: the other instance still serves the old price after {limit:?}",
            t.label
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_price_changed_through_one_instance_is_served_by_the_other_within_a_second() {
    for (a, b) in twins_with(Settings::default()).await {
        let followers = [
            a.state.shop.catalogue.follow_changes().await.unwrap(),
            b.state.shop.catalogue.follow_changes().await.unwrap(),
        ];
        if a.label == "sqlite" {
            // One process owns a SQLite file and invalidates its caches as it writes.
            assert!(followers.iter().all(Option::is_none));
            continue;
        }
        let (admin, product, category) = catalogue(&a).await;
        // B has the catalogue cached (for 5 s, were it not told).
        assert_eq!(price_on(&b, &product).await, 899.5);
        let put = a
            .request(
                Method::PUT,
                &format!("/api/admin/products/{product}"),
                Some(&admin),
                Some(product_body(949.0, &category)),
            )
            .await;
        assert_eq!(put.status, StatusCode::OK, "{}", put.text());
        wait_for_price(&b, &product, 949.0, Duration::from_secs(1)).await;
        // A write by hand (psql) reaches both as well.
        let mut w = a.store.get_product(&product).await.unwrap();
        w.price_paise = 99_900;
        assert_eq!(price_on(&a, &product).await, 949.0);
        a.store
            .update_product(
                &product,
                &tokri_store::catalogue::ProductWrite {
                    name: w.name,
                    description: w.description,
                    option_name: String::new(),
                    variants: vec![tokri_store::catalogue::VariantWrite::single(
                        w.variants[0].id.clone(),
                        w.price_paise,
                        None,
                    )],
                    category_id: w.category_id,
                    weight: w.weight,
                    origin: w.origin,
                    images: w.images,
                    active: None,
                    tax: None,
                    declaration: None,
                },
            )
            .await
            .unwrap();
        for t in [&a, &b] {
            wait_for_price(t, &product, 999.0, Duration::from_secs(1)).await;
        }
        let page = b.state.shop.metrics_page().await;
        assert!(
            !page.contains("tokri_catalogue_invalidations_total{source=\"notify\"} 0\n"),
            "{page}"
        );
    }
}

#[tokio::test]
async fn a_lost_listener_reconnects_and_hears_later_changes() {
    for (a, b) in twins_with(Settings::default()).await {
        if a.label == "sqlite" {
            continue;
        }
        b.state.shop.catalogue.follow_changes().await.unwrap();
        let (admin, product, category) = catalogue(&a).await;
        assert_eq!(price_on(&b, &product).await, 899.5);
        // The database ends every listening session (a restart or a network cut would too).
        let killed: i64 = sqlx_count(
            &a,
            "SELECT CAST(COUNT(pg_terminate_backend(pid)) AS BIGINT) FROM pg_stat_activity \
             WHERE datname = current_database() AND query = 'LISTEN \"tokri_catalogue\"'",
        )
        .await;
        assert!(killed >= 1);
        // Give the listener a moment to notice and come back.
        let start = Instant::now();
        while b
            .state
            .shop
            .metrics_page()
            .await
            .contains("tokri_catalogue_invalidations_total{source=\"missed\"} 0\n")
        {
            assert!(start.elapsed() < Duration::from_secs(5), "no reconnect");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(price_on(&b, &product).await, 899.5);
        let put = a
            .request(
                Method::PUT,
                &format!("/api/admin/products/{product}"),
                Some(&admin),
                Some(product_body(949.0, &category)),
            )
            .await;
        assert_eq!(put.status, StatusCode::OK);
        wait_for_price(&b, &product, 949.0, Duration::from_secs(1)).await;
    }
}

async fn sqlx_count(t: &TestApp, sql: &str) -> i64 {
    // Test-only SQL through the store's own test helper.
    tokri_store::testing::scalar_i64(&t.store, sql)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_reconciler_runs_on_one_instance_at_a_time_and_once_a_minute_for_both() {
    for (a, b) in twins_with(Settings::default()).await {
        let now = tokri_store::now_ms();
        let (ra, rb) = tokio::join!(
            a.state.shop.reconcile_if_due(now),
            b.state.shop.reconcile_if_due(now)
        );
        let ran = [ra.unwrap(), rb.unwrap()];
        assert_eq!(
            ran.iter().filter(|r| r.is_some()).count(),
            1,
            "{}: exactly one instance ran it: {ran:?}",
            a.label
        );
        // Half a minute later neither runs it; a minute later one does.
        for t in [&a, &b] {
            assert_eq!(
                t.state.shop.reconcile_if_due(now + 30_000).await.unwrap(),
                None
            );
        }
        assert!(
            b.state
                .shop
                .reconcile_if_due(tokri_store::now_ms() + 61_000)
                .await
                .unwrap()
                .is_some()
        );
        let mut runs = 0;
        for t in [&a, &b] {
            let page = t.state.shop.metrics_page().await;
            runs += page
                .lines()
                .find_map(|l| l.strip_prefix("tokri_reconciler_runs_total{outcome=\"ok\"} "))
                .unwrap()
                .parse::<u64>()
                .unwrap();
        }
        assert_eq!(runs, 2, "{}", a.label);
    }
}

#[tokio::test]
async fn a_job_lease_excludes_the_other_instance_until_given_back_or_its_holder_is_gone() {
    for (a, b) in twins_with(Settings::default()).await {
        let every = Duration::ZERO;
        let lease = a
            .store
            .try_lease("mail-sender", every)
            .await
            .unwrap()
            .expect("free job");
        assert!(
            b.store
                .try_lease("mail-sender", every)
                .await
                .unwrap()
                .is_none(),
            "{}: held by A",
            a.label
        );
        assert!(
            a.store
                .try_lease("mail-sender", every)
                .await
                .unwrap()
                .is_none(),
            "{}: one run at a time in A too",
            a.label
        );
        // Another job is free.
        let other = b.store.try_lease("other", every).await.unwrap();
        assert!(other.is_some());
        lease.release().await.unwrap();
        let lease = b
            .store
            .try_lease("mail-sender", every)
            .await
            .unwrap()
            .expect("given back");
        // A holder that vanishes (its task cancelled, a panic) frees the job too.
        drop(lease);
        let start = Instant::now();
        loop {
            if let Some(l) = a.store.try_lease("mail-sender", every).await.unwrap() {
                l.release().await.unwrap();
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "{}: a dropped lease still holds the job",
                a.label
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let (started, finished) = a.store.last_job_run("mail-sender").await.unwrap().unwrap();
        assert!(finished.is_some_and(|f| f >= started));
    }
}
