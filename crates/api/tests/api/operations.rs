//! What the operator sees: `/metrics` behind its token, request ids on answers and in every
//! log line of a request, and a 500's cause in the log with that id.

use crate::common;

use std::io::Write;
use std::sync::{Arc, Mutex};

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::{TestApp, apps, apps_with};
use serde_json::json;
use tokri_shop::{Secret, Settings};

const TOKEN: &str = "scrape-me-0123456789";

fn with_token() -> Settings {
    Settings {
        metrics_token: Some(Secret::new(TOKEN)),
        ..Settings::default()
    }
}

async fn scrape(t: &TestApp, auth: Option<&str>) -> common::Answer {
    let mut req = Request::builder().uri("/metrics");
    if let Some(a) = auth {
        req = req.header(header::AUTHORIZATION, a);
    }
    t.send(req.body(Body::empty()).unwrap()).await
}

#[tokio::test]
async fn metrics_are_hidden_without_a_token_and_refused_with_a_wrong_one() {
    for t in apps().await {
        let a = scrape(&t, Some(&format!("Bearer {TOKEN}"))).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{}", t.label);
        assert_eq!(a.json()["message"], "Not found.");
    }
    for t in apps_with(with_token()).await {
        for auth in [
            None,
            Some("Bearer wrong-token-0123456789"),
            Some(&format!("Basic {TOKEN}") as &str),
            Some(&format!("Bearer {TOKEN}x") as &str),
        ] {
            let a = scrape(&t, auth).await;
            assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{}: {auth:?}", t.label);
            assert!(a.json()["message"].as_str().unwrap().contains("token"));
            assert!(a.header("www-authenticate").unwrap().starts_with("Bearer"));
        }
    }
}

fn line<'a>(page: &'a str, prefix: &str) -> &'a str {
    page.lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line {prefix} in\n{page}"))
}

#[tokio::test]
async fn metrics_count_requests_by_route_template_and_what_the_shop_did() {
    for t in apps_with(with_token()).await {
        let token = t.customer("asha@example.in", "secret1").await;
        for path in [
            "/api/products/nope",
            "/api/products/also-nope",
            "/api/health",
        ] {
            t.get(path).await;
        }
        t.get("/api/no/such/thing").await;
        t.get("/some/page").await;
        let bad = t
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [], "shippingAddress": {}}),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        let a = scrape(&t, Some(&format!("Bearer {TOKEN}"))).await;
        assert_eq!(a.status, StatusCode::OK, "{}", t.label);
        assert!(
            a.header("content-type")
                .unwrap()
                .starts_with("text/plain; version=0.0.4")
        );
        let page = String::from_utf8(a.body).unwrap();
        // Route templates, never raw paths.
        assert_eq!(
            line(
                &page,
                "tokri_http_requests_total{method=\"GET\",route=\"/api/products/{id}\",status=\"404\"}"
            ),
            "tokri_http_requests_total{method=\"GET\",route=\"/api/products/{id}\",status=\"404\"} 2"
        );
        assert!(!page.contains("nope"), "{page}");
        line(
            &page,
            "tokri_http_requests_total{method=\"GET\",route=\"/api/health\",status=\"200\"} 1",
        );
        line(
            &page,
            "tokri_http_requests_total{method=\"POST\",route=\"/api/orders\",status=\"400\"} 1",
        );
        line(
            &page,
            "tokri_http_requests_total{method=\"GET\",route=\"/api (no such endpoint)\",status=\"404\"} 1",
        );
        line(
            &page,
            "tokri_http_requests_total{method=\"GET\",route=\"web app\"",
        );
        assert!(!page.contains("/some/page"));
        line(
            &page,
            "tokri_http_request_duration_seconds_count{method=\"GET\",route=\"/api/products/{id}\"} 2",
        );
        line(
            &page,
            "tokri_http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/products/{id}\",le=\"+Inf\"} 2",
        );
        // Sign-up queued a welcome mail, which went to the outbox.
        t.mails().await;
        let page =
            String::from_utf8(scrape(&t, Some(&format!("Bearer {TOKEN}"))).await.body).unwrap();
        line(&page, "tokri_mails_queued_total 1");
        line(&page, "tokri_mails_sent_total 1");
        line(&page, "tokri_mails_failed_total 0");
        line(&page, "tokri_mail_backlog 0");
        line(&page, "tokri_mail_oldest_wait_seconds 0.000");
        line(&page, "tokri_orders_paid_total 0");
        line(&page, "tokri_payments_failed_total 0");
        line(&page, "tokri_reconciler_runs_total{outcome=\"ok\"} 0");
        line(&page, "tokri_db_pool_connections{state=\"in_use\"}");
        line(&page, "tokri_db_pool_connections{state=\"idle\"}");
        assert!(
            line(&page, "tokri_db_pool_max_connections ").ends_with(" 8") || t.label == "postgres"
        );
        // Every sample line is "name{labels} number".
        for l in page.lines().filter(|l| !l.starts_with('#')) {
            let (_, v) = l.rsplit_once(' ').unwrap();
            assert!(v.parse::<f64>().is_ok(), "{l}");
        }
    }
}

async fn get_with_id(t: &TestApp, path: &str, id: Option<&str>) -> common::Answer {
    let mut req = Request::builder().method(Method::GET).uri(path);
    if let Some(id) = id {
        req = req.header("x-request-id", id);
    }
    t.send(req.body(Body::empty()).unwrap()).await
}

#[tokio::test]
async fn every_answer_carries_a_request_id_and_a_sane_incoming_one_is_kept() {
    for t in apps().await {
        let a = get_with_id(&t, "/api/health", None).await;
        let id = a.header("x-request-id").unwrap();
        assert!(uuid::Uuid::parse_str(id).is_ok(), "{id}");
        let b = get_with_id(&t, "/api/health", None).await;
        assert_ne!(b.header("x-request-id").unwrap(), id);
        let kept = get_with_id(&t, "/api/products", Some("lb-7f3a:42")).await;
        assert_eq!(kept.header("x-request-id"), Some("lb-7f3a:42"));
        for insane in ["has space", "quote\"d", &"x".repeat(200)] {
            let a = get_with_id(&t, "/api/health", Some(insane)).await;
            let id = a.header("x-request-id").unwrap();
            assert!(uuid::Uuid::parse_str(id).is_ok(), "{insane} -> {id}");
        }
    }
}

/// Log output captured in memory.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Captured {
    type Writer = Captured;
    fn make_writer(&'a self) -> Self::Writer {
        self.clone()
    }
}

#[tokio::test]
async fn a_500_logs_its_cause_with_the_request_id() {
    for t in apps().await {
        let logs = Captured::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(logs.clone())
            .with_ansi(false)
            .with_max_level(tracing::Level::INFO)
            .finish();
        let _guard = tracing::subscriber::set_default(subscriber);
        let token = t.customer("asha@example.in", "secret1").await;
        // The database goes away under the running shop.
        t.store.close().await;
        let mut req = Request::builder()
            .uri("/api/user/profile")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .header("x-request-id", "req-500-check");
        req = req.method(Method::GET);
        let a = t.send(req.body(Body::empty()).unwrap()).await;
        assert_eq!(a.status, StatusCode::INTERNAL_SERVER_ERROR, "{}", t.label);
        assert_eq!(
            a.json()["message"],
            "Something went wrong on our side. Please try again."
        );
        assert_eq!(a.header("x-request-id"), Some("req-500-check"));
        let out = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
        let cause = out
            .lines()
            .find(|l| l.contains("internal error"))
            .unwrap_or_else(|| panic!("{}: no error line in\n{out}", t.label));
        assert!(cause.contains("req-500-check"), "{cause}");
        assert!(cause.contains("/api/user/profile"), "{cause}");
        assert!(cause.to_lowercase().contains("pool"), "{cause}");
    }
}
