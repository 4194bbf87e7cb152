//! A test shop per backend, driven through the real router.
#![allow(dead_code, unused_imports)]

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use tokri_api::{AppState, router};
use tokri_shop::mail::Mailer;
use tokri_shop::{Settings, Shop};
use tokri_store::Store;
use tokri_store::catalogue::{CategoryWrite, ProductWrite};
use tokri_store::testing::{TestStore, fresh_stores};
use tower::ServiceExt;

mod catalogue;
mod orders;
mod people;

pub use catalogue::{Id, NOBODY, Shelf, find, ids, sorted_ids};
pub use orders::hmac;
pub use people::{ship, ship_to};

/// The category [`TestApp::fruit_catalogue`] stores.
pub const FRUIT_CATEGORY: &str = "c0000000-0000-4000-8000-000000000001";

/// One shop over one fresh database.
pub struct TestApp {
    pub app: Router,
    pub state: AppState,
    pub store: Store,
    pub label: &'static str,
    /// Where this shop's mail is written.
    pub outbox: std::path::PathBuf,
    /// The test database (held by the first of twin apps).
    _db: Option<TestStore>,
}

/// An answer.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    /// The body as text, for failure messages.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body read as `T` (an answer type of `tokri_api::routes`, or `Value`).
    pub fn body<T: serde::de::DeserializeOwned>(&self) -> T {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "{}: not a {} ({e}): {}",
                self.status,
                std::any::type_name::<T>(),
                self.text()
            )
        })
    }

    /// Asserts the answer's status, naming the database and showing the body when it differs.
    pub fn expect_status(&self, status: StatusCode, label: &str) -> &Self {
        assert_eq!(self.status, status, "{label}: {}", self.text());
        self
    }

    /// How many entries a JSON list answer has.
    pub fn list_len(&self) -> usize {
        self.json()
            .as_array()
            .unwrap_or_else(|| panic!("{}: not a list: {}", self.status, self.text()))
            .len()
    }

    /// The `message` of a JSON error answer (`{"message": …}`).
    pub fn message(&self) -> String {
        assert_eq!(
            self.header("content-type"),
            Some("application/json"),
            "{}: {}",
            self.status,
            self.text()
        );
        self.json()["message"]
            .as_str()
            .unwrap_or_else(|| panic!("{}: no message: {}", self.status, self.text()))
            .to_string()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

/// A fresh app per configured backend.
pub async fn apps() -> Vec<TestApp> {
    apps_with(Settings::default()).await
}

/// A fresh app per configured backend, with these settings.
pub async fn apps_with(settings: Settings) -> Vec<TestApp> {
    apps_with_mailer(settings, Mailer::outbox).await
}

/// A fresh app per configured backend, with these settings and the mailer `mailer` makes from
/// the app's outbox folder.
pub async fn apps_with_mailer(
    settings: Settings,
    mailer: impl Fn(std::path::PathBuf) -> Mailer,
) -> Vec<TestApp> {
    let mut out = Vec::new();
    for db in fresh_stores().await.expect("test database") {
        let store = db.store.clone();
        let outbox = std::env::temp_dir().join(format!("tokri-outbox-{}", uuid::Uuid::new_v4()));
        let shop = Shop::new(store.clone(), light(&settings), mailer(outbox.clone()));
        let state = AppState::new(shop);
        out.push(TestApp {
            app: router(state.clone()),
            state,
            store,
            label: db.label,
            outbox,
            _db: Some(db),
        });
    }
    out
}

/// A clock standing at the real time now, which a test moves on instead of sleeping.
pub fn clock_now() -> std::sync::Arc<tokri_shop::clock::TestClock> {
    std::sync::Arc::new(tokri_shop::clock::TestClock::at(tokri_store::now_ms()))
}

/// A fresh app per configured backend whose use cases tell time by `clock` (all apps share it).
pub async fn apps_at(clock: std::sync::Arc<tokri_shop::clock::TestClock>) -> Vec<TestApp> {
    apps_at_with(clock, Settings::default()).await
}

/// [`apps_at`] with these settings.
pub async fn apps_at_with(
    clock: std::sync::Arc<tokri_shop::clock::TestClock>,
    settings: Settings,
) -> Vec<TestApp> {
    let mut out = Vec::new();
    for db in fresh_stores().await.expect("test database") {
        let store = db.store.clone();
        let outbox = std::env::temp_dir().join(format!("tokri-outbox-{}", uuid::Uuid::new_v4()));
        let shop = Shop::with_clock(
            store.clone(),
            light(&settings),
            Mailer::outbox(outbox.clone()),
            clock.clone(),
        );
        let state = AppState::new(shop);
        out.push(TestApp {
            app: router(state.clone()),
            state,
            store,
            label: db.label,
            outbox,
            _db: Some(db),
        });
    }
    out
}

/// `settings` hashing passwords at argon2id's smallest cost: test shops sign hundreds of
/// accounts up and in, and at the design cost hashing was half of these tests' time (sign-in
/// reads a hash's cost from the hash, so nothing else changes).
fn light(settings: &Settings) -> Settings {
    Settings {
        password_cost: tokri_shop::accounts::PasswordCost::TESTS,
        ..settings.clone()
    }
}

fn app_over(store: Store, settings: &Settings, label: &'static str) -> TestApp {
    let outbox = std::env::temp_dir().join(format!("tokri-outbox-{}", uuid::Uuid::new_v4()));
    let shop = Shop::new(
        store.clone(),
        light(settings),
        Mailer::outbox(outbox.clone()),
    );
    let state = AppState::new(shop);
    TestApp {
        app: router(state.clone()),
        state,
        store,
        label,
        outbox,
        _db: None,
    }
}

/// Per configured backend, two shops on one database, each with its own pool, caches and
/// outbox, as two instances behind a load balancer.
pub async fn twins_with(settings: Settings) -> Vec<(TestApp, TestApp)> {
    let mut out = Vec::new();
    for db in fresh_stores().await.expect("test database") {
        let other = tokri_store::testing::another_store(&db)
            .await
            .expect("second pool");
        let mut a = app_over(db.store.clone(), &settings, db.label);
        let b = app_over(other, &settings, db.label);
        a._db = Some(db);
        out.push((a, b));
    }
    out
}

impl TestApp {
    /// Stops this shop without sending anything it queued (as a crash or a stop would) and
    /// starts a new one over the same database and outbox folder, with the mailer `mailer`
    /// makes and the same settings.
    pub fn restart(self, mailer: impl Fn(std::path::PathBuf) -> Mailer) -> TestApp {
        let settings = self.state.shop.settings.clone();
        let TestApp {
            app,
            state,
            store,
            label,
            outbox,
            _db,
        } = self;
        drop(app);
        drop(state);
        let shop = Shop::new(store.clone(), settings, mailer(outbox.clone()));
        let state = AppState::new(shop);
        TestApp {
            app: router(state.clone()),
            state,
            store,
            label,
            outbox,
            _db,
        }
    }

    pub async fn request(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Answer {
        let mut req = Request::builder().method(method).uri(path);
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        let req = match body {
            Some(b) => req
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(serde_json::to_vec(&b).unwrap())),
            None => req.body(Body::empty()),
        }
        .unwrap();
        self.send(req).await
    }

    /// A JSON request as if it came from the client address `ip`.
    pub async fn post_from(
        &self,
        ip: &str,
        path: &str,
        token: Option<&str>,
        body: Value,
    ) -> Answer {
        self.post_from_with(ip, &[], path, token, body).await
    }

    /// A JSON request from the client address `ip` with these extra headers.
    pub async fn post_from_with(
        &self,
        ip: &str,
        headers: &[(&str, &str)],
        path: &str,
        token: Option<&str>,
        body: Value,
    ) -> Answer {
        let mut req = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json");
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        let mut req = req
            .body(Body::from(serde_json::to_vec(&body).unwrap()))
            .unwrap();
        let addr = std::net::SocketAddr::new(ip.parse().unwrap(), 40000);
        req.extensions_mut()
            .insert(axum::extract::ConnectInfo(addr));
        self.send(req).await
    }

    pub async fn send(&self, req: Request<Body>) -> Answer {
        let res = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let headers = res.headers().clone();
        let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
        Answer {
            status,
            headers,
            body,
        }
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.request(Method::GET, path, None, None).await
    }

    /// Every mail written so far, oldest first, as raw text. Mail is queued in the database
    /// and sent by the sender after the answer, so this first sends what is queued (the pass a
    /// stopping server makes) and checks that nothing is left.
    pub async fn mails(&self) -> Vec<String> {
        let unsent = self
            .state
            .shop
            .mail
            .drain(std::time::Duration::from_secs(5))
            .await;
        assert_eq!(unsent, 0, "mail still unsent after 5 s");
        let Ok(dir) = std::fs::read_dir(&self.outbox) else {
            return Vec::new();
        };
        let mut files: Vec<_> = dir.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        files.sort();
        // Undo quoted-printable soft line breaks and escapes, so tests read the text as sent.
        files
            .iter()
            .map(|p| quoted_printable_decoded(&std::fs::read_to_string(p).unwrap()))
            .collect()
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Answer {
        self.request(Method::POST, path, token, Some(body)).await
    }

    pub async fn get_as(&self, path: &str, token: &str) -> Answer {
        self.request(Method::GET, path, Some(token), None).await
    }

    pub async fn put(&self, path: &str, token: &str, body: Value) -> Answer {
        self.request(Method::PUT, path, Some(token), Some(body))
            .await
    }

    pub async fn patch(&self, path: &str, token: &str, body: Value) -> Answer {
        self.request(Method::PATCH, path, Some(token), Some(body))
            .await
    }

    pub async fn delete(&self, path: &str, token: &str) -> Answer {
        self.request(Method::DELETE, path, Some(token), None).await
    }

    /// GETs `path` (as `token` when given), expects 200 and answers the body read as `T`.
    pub async fn read<T: serde::de::DeserializeOwned>(&self, path: &str, token: Option<&str>) -> T {
        let a = self.request(Method::GET, path, token, None).await;
        assert_eq!(
            a.status,
            StatusCode::OK,
            "{}: GET {path}: {}",
            self.label,
            a.text()
        );
        a.body()
    }

    /// Stores the fruit category [`FRUIT_CATEGORY`] ("Tropical Fruits") with `products` (id,
    /// name, price in paise), none of them stock-counted, and tells the shop.
    pub async fn fruit_catalogue(&self, products: &[(&str, &str, i64)]) {
        self.store
            .create_category(
                FRUIT_CATEGORY,
                &CategoryWrite {
                    name: "Tropical Fruits".into(),
                    slug: "tropical-fruits".into(),
                    image: None,
                    bg: tokri_domain::Background::Orange50,
                    active: true,
                    sort_order: Some(1),
                    layout: tokri_domain::Layout::Standard,
                },
            )
            .await
            .unwrap();
        for &(id, name, price_paise) in products {
            self.store
                .create_product(
                    id,
                    &ProductWrite {
                        name: name.into(),
                        description: String::new(),
                        option_name: String::new(),
                        variants: vec![tokri_store::catalogue::VariantWrite::single(
                            id,
                            price_paise,
                            None,
                        )],
                        category_id: FRUIT_CATEGORY.into(),
                        weight: "1 kg".into(),
                        origin: "Ratnagiri".into(),
                        images: vec![format!("/images/{id}.svg")],
                        active: None,
                        tax: None,
                        declaration: None,
                    },
                    1,
                )
                .await
                .unwrap();
        }
        self.catalogue_changed();
    }

    /// Delivers a Razorpay webhook `body` as event `event_id`, signed with `secret`.
    pub async fn razorpay_webhook(&self, event_id: &str, body: &Value, secret: &str) -> StatusCode {
        let raw = serde_json::to_vec(body).unwrap();
        let signature = tokri_shop::payments::hmac_hex(secret.as_bytes(), &raw);
        let req = Request::builder()
            .method(Method::POST)
            .uri("/api/payments/razorpay/webhook")
            .header("content-type", "application/json")
            .header("x-razorpay-signature", signature)
            .header("x-razorpay-event-id", event_id)
            .body(Body::from(raw))
            .unwrap();
        self.send(req).await.status
    }

    /// Tells the caches that the catalogue changed behind the shop's back (direct store writes).
    pub fn catalogue_changed(&self) {
        self.state.shop.catalogue.changed();
    }
}

/// `raw` with quoted-printable soft line breaks removed and `=XX` escapes decoded (as UTF-8).
fn quoted_printable_decoded(raw: &str) -> String {
    let raw = raw.replace("=\r\n", "");
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'=' && i + 2 < bytes.len())
            .then(|| std::str::from_utf8(&bytes[i + 1..i + 3]).ok())
            .flatten()
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match escaped {
            Some(b) => {
                out.push(b);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
