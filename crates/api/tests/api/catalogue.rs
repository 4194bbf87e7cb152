//! The public catalogue API (SPEC §7 Public, shapes of SPEC §3).

use crate::common;

use std::io::Read;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use common::apps;
use tokri_store::Store;
use tokri_store::catalogue::{BannerWrite, CategoryWrite, ProductWrite};

async fn category(
    store: &Store,
    id: &str,
    name: &str,
    sort: Option<i64>,
    active: bool,
    layout: &str,
) {
    store
        .create_category(
            id,
            &CategoryWrite {
                name: name.into(),
                slug: tokri_domain::slugify(name),
                image: Some(format!("/images/categories/{id}.svg")),
                bg: tokri_domain::Background::Pink50,
                active,
                sort_order: sort,
                layout: tokri_domain::Layout::parse(layout).unwrap(),
            },
        )
        .await
        .unwrap();
}

async fn product(
    store: &Store,
    id: &str,
    name: &str,
    cat: &str,
    paise: i64,
    images: &[&str],
    at: i64,
) {
    store
        .create_product(
            id,
            &ProductWrite {
                name: name.into(),
                description: format!("{name}, fresh"),
                option_name: String::new(),
                variants: vec![tokri_store::catalogue::VariantWrite::single(
                    id, paise, None,
                )],
                category_id: cat.into(),
                weight: "1 kg".into(),
                origin: "Ratnagiri".into(),
                images: images.iter().map(|s| s.to_string()).collect(),
                active: None,
                tax: None,
                declaration: None,
            },
            at,
        )
        .await
        .unwrap();
}

const CAT_A: &str = "11111111-1111-4111-8111-111111111111";
const CAT_B: &str = "22222222-2222-4222-8222-222222222222";
const MANGO: &str = "33333333-3333-4333-8333-333333333333";
const HAMPER: &str = "44444444-4444-4444-8444-444444444444";

#[tokio::test]
async fn products_list_with_category_objects_and_rupee_prices() {
    for t in apps().await {
        category(
            &t.store,
            CAT_A,
            "Tropical Fruits",
            Some(1),
            true,
            "standard",
        )
        .await;
        product(
            &t.store,
            MANGO,
            "Alphonso Mango",
            CAT_A,
            89_950,
            &["/m1.svg", "/m2.svg"],
            2,
        )
        .await;
        product(&t.store, HAMPER, "Plain Box", CAT_A, 10_000, &[], 1).await;
        let a = t.get("/api/products").await;
        assert_eq!(a.status, StatusCode::OK, "{}", t.label);
        let list = a.json();
        let list = list.as_array().unwrap();
        assert_eq!(list.len(), 2);
        assert_eq!(list[0]["_id"], MANGO);
        assert_eq!(list[0]["name"], "Alphonso Mango");
        assert_eq!(list[0]["price"], 899.5);
        assert_eq!(list[0]["image"], "/m1.svg");
        assert_eq!(list[0]["categoryId"]["_id"], CAT_A);
        assert_eq!(list[0]["categoryId"]["name"], "Tropical Fruits");
        assert_eq!(list[0]["weight"], "1 kg");
        assert_eq!(list[0]["origin"], "Ratnagiri");
        assert!(
            list[1]["image"].is_null(),
            "a product without pictures has a null image"
        );
    }
}

#[tokio::test]
async fn a_product_detail_has_all_images_and_its_category_layout() {
    for t in apps().await {
        category(
            &t.store,
            CAT_B,
            "Fruit Gift Boxes or Combos",
            None,
            true,
            "giftBox",
        )
        .await;
        product(
            &t.store,
            HAMPER,
            "Diwali Hamper",
            CAT_B,
            249_900,
            &["/h1.svg", "/h2.svg", "/h3.svg"],
            1,
        )
        .await;
        let a = t.get(&format!("/api/products/{HAMPER}")).await;
        assert_eq!(a.status, StatusCode::OK, "{}", t.label);
        let p = a.json();
        assert_eq!(
            p["images"],
            serde_json::json!(["/h1.svg", "/h2.svg", "/h3.svg"])
        );
        assert_eq!(p["image"], "/h1.svg");
        assert_eq!(p["price"], 2499.0);
        assert_eq!(p["category"]["layout"], "giftBox");
        assert_eq!(p["category"]["slug"], "fruit-gift-boxes-or-combos");
        assert_eq!(p["categoryId"]["name"], "Fruit Gift Boxes or Combos");
    }
}

#[tokio::test]
async fn unknown_or_malformed_product_ids_answer_404_json() {
    for t in apps().await {
        for path in [
            "/api/products/55555555-5555-4555-8555-555555555555",
            "/api/products/not-an-id",
        ] {
            let a = t.get(path).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{path} {}", t.label);
            assert_eq!(a.json()["message"], "Product not found.");
        }
    }
}

#[tokio::test]
async fn categories_are_active_only_and_sorted_with_missing_order_last() {
    for t in apps().await {
        category(&t.store, CAT_A, "Zeta", None, true, "standard").await;
        category(&t.store, CAT_B, "Beta", Some(2), true, "standard").await;
        category(
            &t.store,
            "33333333-0000-4000-8000-000000000000",
            "Hidden",
            Some(1),
            false,
            "standard",
        )
        .await;
        let list = t.get("/api/categories").await.json();
        let names: Vec<_> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(names, ["Beta", "Zeta"], "{}", t.label);
        assert_eq!(list[0]["bg"], "pink-50");
        assert_eq!(list[0]["slug"], "beta");
        assert_eq!(list[0]["active"], true);
        assert_eq!(list[0]["sortOrder"], 2);
        assert!(list[1]["sortOrder"].is_null());
    }
}

#[tokio::test]
async fn banners_show_when_active_and_inside_their_window_in_sort_order() {
    for t in apps().await {
        category(
            &t.store,
            CAT_A,
            "Seasonal Fruits",
            Some(1),
            true,
            "standard",
        )
        .await;
        let now = tokri_store::now_ms();
        let day = 86_400_000;
        let banner = |title: &str, active, start, end, sort, cat: Option<&str>| BannerWrite {
            title: title.into(),
            label: "Shop now".into(),
            image: "/images/banners/x.svg".into(),
            link: "/category/seasonal-fruits".into(),
            category_id: cat.map(str::to_string),
            active,
            sort_order: sort,
            start_at: start,
            end_at: end,
        };
        let ids = [
            "a1111111-1111-4111-8111-111111111111",
            "a2222222-2222-4222-8222-222222222222",
            "a3333333-3333-4333-8333-333333333333",
            "a4444444-4444-4444-8444-444444444444",
        ];
        t.store
            .create_banner(
                ids[0],
                &banner(
                    "Second",
                    true,
                    Some(now - day),
                    Some(now + day),
                    Some(2),
                    Some(CAT_A),
                ),
            )
            .await
            .unwrap();
        t.store
            .create_banner(ids[1], &banner("First", true, None, None, Some(1), None))
            .await
            .unwrap();
        t.store
            .create_banner(
                ids[2],
                &banner("Next week", true, Some(now + 7 * day), None, Some(0), None),
            )
            .await
            .unwrap();
        t.store
            .create_banner(
                ids[3],
                &banner("Expired", true, None, Some(now - day), Some(0), None),
            )
            .await
            .unwrap();
        let list = t.get("/api/banners").await.json();
        let titles: Vec<_> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["title"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(titles, ["First", "Second"], "{}", t.label);
        assert_eq!(list[1]["categorySlug"], "seasonal-fruits");
        assert_eq!(list[1]["categoryId"], CAT_A);
        assert_eq!(list[1]["img"], "/images/banners/x.svg");
        assert!(list[1]["startAt"].as_str().unwrap().ends_with('Z'));
        assert!(list[0]["startAt"].is_null());
    }
}

#[tokio::test]
async fn catalogue_answers_are_compressed_for_browsers_and_revalidate_with_etags() {
    for t in apps().await {
        category(
            &t.store,
            CAT_A,
            "Tropical Fruits",
            Some(1),
            true,
            "standard",
        )
        .await;
        for i in 0..30 {
            let id = format!("{:08x}-0000-4000-8000-000000000000", i + 1);
            product(
                &t.store,
                &id,
                &format!("Fruit number {i}"),
                CAT_A,
                10_000 + i,
                &["/x.svg"],
                i,
            )
            .await;
        }
        let req = |enc: &str| {
            Request::get("/api/products")
                .header(header::ACCEPT_ENCODING, enc)
                .body(Body::empty())
                .unwrap()
        };
        let br = t.send(req("gzip, deflate, br")).await;
        assert_eq!(br.header("content-encoding"), Some("br"), "{}", t.label);
        let gz = t.send(req("gzip")).await;
        assert_eq!(gz.header("content-encoding"), Some("gzip"));
        let mut plain = String::new();
        flate2::read::GzDecoder::new(&gz.body[..])
            .read_to_string(&mut plain)
            .unwrap();
        let list: serde_json::Value = serde_json::from_str(&plain).unwrap();
        assert_eq!(list.as_array().unwrap().len(), 30);
        let etag = gz.header("etag").unwrap().to_string();
        let again = t
            .send(
                Request::get("/api/products")
                    .header(header::IF_NONE_MATCH, &etag)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    }
}

#[tokio::test]
async fn a_catalogue_change_shows_up_after_the_shop_marks_it() {
    for t in apps().await {
        category(
            &t.store,
            CAT_A,
            "Tropical Fruits",
            Some(1),
            true,
            "standard",
        )
        .await;
        assert_eq!(t.get("/api/products").await.list_len(), 0);
        product(&t.store, MANGO, "Mango", CAT_A, 10_000, &[], 1).await;
        t.catalogue_changed();
        assert_eq!(t.get("/api/products").await.list_len(), 1, "{}", t.label);
        assert_eq!(
            t.get(&format!("/api/products/{MANGO}")).await.status,
            StatusCode::OK
        );
    }
}

#[tokio::test]
async fn unknown_api_paths_answer_json_404_never_the_web_app() {
    for t in apps().await {
        for path in ["/api/nope", "/api/products/x/y", "/api"] {
            let a = t.get(path).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{path}");
            assert!(
                a.header("content-type")
                    .unwrap()
                    .starts_with("application/json"),
                "{path}"
            );
            assert!(a.json()["message"].is_string());
        }
    }
}

#[tokio::test]
async fn health_and_config_tell_the_web_app_what_it_needs() {
    for t in apps().await {
        assert_eq!(t.get("/api/health").await.json()["status"], "ok");
        let c = t.get("/api/config").await.json();
        assert_eq!(c["paymentProvider"], "sandbox");
        assert_eq!(c["checkoutScriptUrl"], "/sandbox/checkout.js");
        assert!(c["googleClientId"].is_null());
        assert_eq!(c["shop"]["hours"], "Mon-Sun 6AM-10PM");
    }
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    for t in apps().await {
        for path in ["/api/health", "/", "/product/123"] {
            let a = t.get(path).await;
            let csp = a.header("content-security-policy").unwrap_or_default();
            assert!(
                csp.contains("default-src 'self'") && csp.contains("object-src 'none'"),
                "{path}"
            );
            assert!(csp.contains("frame-ancestors 'none'") && csp.contains("base-uri 'none'"));
            assert_eq!(a.header("x-content-type-options"), Some("nosniff"));
            assert!(a.header("referrer-policy").is_some());
            assert!(a.header("x-request-id").is_some());
        }
    }
}

#[tokio::test]
async fn the_openapi_document_describes_the_catalogue() {
    for t in apps().await {
        let doc = t.get("/api/openapi.json").await.json();
        assert!(doc["paths"]["/api/products"]["get"].is_object());
        assert!(doc["paths"]["/api/products/{id}"]["get"].is_object());
        assert!(doc["components"]["schemas"]["Product"].is_object());
        assert!(doc["components"]["schemas"]["ProductDetail"].is_object());
    }
}

/// The cached catalogue stays as built while nothing changes, and is rebuilt when something
/// changed behind its back (a tool's edit, stock another instance took) or a banner's time
/// came, within a few of its time-to-live (issue 27: rebuilt only on change).
#[tokio::test]
async fn the_cached_catalogue_is_rebuilt_when_the_catalogue_changed_and_only_then() {
    use std::sync::Arc;
    use std::time::Duration;
    use tokri_api::{CatalogueCache, router};

    const TTL: Duration = Duration::from_millis(40);
    let mango = "b0000000-0000-4000-8000-0000000000a1";
    for mut t in apps().await {
        t.fruit_catalogue(&[(mango, "Alphonso Mango", 89_900)])
            .await;
        let cache = Arc::new(CatalogueCache::new(TTL));
        t.state.catalogue_cache = cache.clone();
        t.app = router(t.state.clone());
        let price =
            async |t: &common::TestApp| t.get("/api/products").await.json()[0]["price"].clone();
        assert_eq!(price(&t).await, 899.0, "{}", t.label);
        assert_eq!(cache.builds(), 1, "{}", t.label);

        // Many times the time-to-live with reads all along, and nothing changed.
        for _ in 0..10 {
            tokio::time::sleep(TTL).await;
            t.get("/api/products").await;
        }
        tokio::time::sleep(TTL).await;
        assert_eq!(
            cache.builds(),
            1,
            "{}: rebuilt while nothing changed",
            t.label
        );

        // An edit the shop was not told of (a tool, or a notice that never came).
        t.store
            .update_product(
                mango,
                &ProductWrite {
                    name: "Alphonso Mango".into(),
                    description: String::new(),
                    option_name: String::new(),
                    variants: vec![tokri_store::catalogue::VariantWrite::single(
                        mango, 79_900, None,
                    )],
                    category_id: common::FRUIT_CATEGORY.into(),
                    weight: "1 kg".into(),
                    origin: "Ratnagiri".into(),
                    images: vec![format!("/images/{mango}.svg")],
                    active: None,
                    tax: None,
                    declaration: None,
                },
            )
            .await
            .unwrap();
        let mut seen = serde_json::Value::Null;
        for _ in 0..100 {
            tokio::time::sleep(TTL / 2).await;
            seen = price(&t).await;
            if seen == 799.0 {
                break;
            }
        }
        assert_eq!(seen, 799.0, "{}: the edit never showed", t.label);
        assert_eq!(cache.builds(), 2, "{}", t.label);

        // A banner that starts in a moment: added as a tool would, it shows when its time comes.
        let start = tokri_store::now_ms() + 300;
        t.store
            .create_banner(
                "a9999999-9999-4999-8999-999999999999",
                &BannerWrite {
                    title: "Diwali hampers".into(),
                    label: "Shop now".into(),
                    image: "/images/banners/x.svg".into(),
                    link: "/category/tropical-fruits".into(),
                    category_id: None,
                    active: true,
                    sort_order: Some(1),
                    start_at: Some(start),
                    end_at: None,
                },
            )
            .await
            .unwrap();
        let mut banners = 0;
        for _ in 0..100 {
            tokio::time::sleep(TTL / 2).await;
            banners = t.get("/api/banners").await.list_len();
            if banners == 1 {
                break;
            }
        }
        assert_eq!(banners, 1, "{}: the banner never showed", t.label);
        assert!(tokri_store::now_ms() >= start, "{}: shown early", t.label);
    }
}

/// Per product (issue 27): after an order takes a product's last units, an owner's edit or a
/// product hidden, the cached catalogue reads again only the products whose mark moved, and every
/// answer shows the change at once: the product, its page's offer, the whole list, search and
/// the list's pages. A new product, or a category's edit, reads the catalogue whole.
#[tokio::test]
async fn the_cached_catalogue_reads_again_only_the_products_that_changed() {
    use serde_json::{Value, json};
    use std::sync::Arc;
    use std::time::Duration;
    use tokri_api::{CatalogueCache, router};

    for mut t in apps().await {
        let l = t.label;
        assert!(
            tokri_api::spa::has_web_app(),
            "this test reads web/dist/index.html: build the web app first (make web-build)"
        );
        // A long time-to-live: every rebuild here follows a write in this shop.
        let cache = Arc::new(CatalogueCache::new(Duration::from_secs(3600)));
        t.state.catalogue_cache = cache.clone();
        t.app = router(t.state.clone());
        let admin = t.admin().await;
        let fruit = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let mut ids = Vec::new();
        for (name, stock) in [("Alphonso Mango", json!(2)), ("Kesar Mango", Value::Null)] {
            let a = t
                .post(
                    "/api/admin/products",
                    Some(&admin),
                    json!({"name": name, "description": "Sweet", "price": 500, "categoryId": fruit,
                           "image": ["/images/products/kiwi.svg"], "stock": stock}),
                )
                .await;
            a.expect_status(StatusCode::CREATED, l);
            ids.push(a.json()["_id"].as_str().unwrap().to_string());
        }
        let (alphonso, kesar) = (ids[0].clone(), ids[1].clone());
        let offer = async |t: &common::TestApp, id: &str| {
            let page = t.get(&format!("/product/{id}")).await.text();
            let at = page.find("\"availability\":\"").expect("an offer") + 16;
            page[at..at + page[at..].find('"').unwrap()].to_string()
        };
        assert_eq!(
            offer(&t, &alphonso).await,
            "https://schema.org/InStock",
            "{l}"
        );
        assert_eq!(offer(&t, &kesar).await, "https://schema.org/InStock", "{l}");
        let (builds, whole) = (cache.builds(), cache.whole_builds());
        assert_eq!(builds, whole, "{l}: products added are read whole");

        // An order takes Alphonso's last two units: read again alone.
        let buyer = t.customer("asha@example.com", "correct-horse-9").await;
        t.new_order(&buyer, &alphonso, 2).await;
        let product = t.get(&format!("/api/products/{alphonso}")).await.json();
        assert_eq!(product["stock"], 0, "{l}: {product}");
        assert_eq!(
            offer(&t, &alphonso).await,
            "https://schema.org/OutOfStock",
            "{l}: its page's offer follows"
        );
        assert_eq!(offer(&t, &kesar).await, "https://schema.org/InStock", "{l}");
        let list = t.get("/api/products").await.json();
        let listed = |list: &Value, id: &str| {
            list.as_array()
                .unwrap()
                .iter()
                .find(|p| p["_id"] == id)
                .cloned()
        };
        assert_eq!(listed(&list, &alphonso).unwrap()["stock"], 0, "{l}");
        assert_eq!(cache.builds(), builds + 1, "{l}");
        assert_eq!(
            cache.whole_builds(),
            whole,
            "{l}: an order reads one product again"
        );

        // The owner renames Kesar: search and the list's pages find it by its new name.
        let edit = async |id: &str, body: Value| {
            t.put(&format!("/api/admin/products/{id}"), &admin, body)
                .await
                .expect_status(StatusCode::OK, l);
        };
        edit(
            &kesar,
            json!({"name": "Kesar Mango Box", "description": "Saffron gold", "price": 650,
                   "categoryId": fruit, "image": ["/images/products/kiwi.svg"]}),
        )
        .await;
        let found = t.get("/api/search?q=saffron").await.json();
        assert_eq!(found["products"][0]["_id"], kesar.as_str(), "{l}: {found}");
        let page = t.get("/api/products/page?sort=price-desc").await.json();
        assert_eq!(
            page["products"][0]["name"], "Kesar Mango Box",
            "{l}: {page}"
        );
        assert_eq!(page["products"][0]["price"], 650.0, "{l}");
        assert_eq!(
            cache.whole_builds(),
            whole,
            "{l}: an edit reads one product again"
        );

        // Hidden: gone from every answer, still without a whole read.
        edit(
            &alphonso,
            json!({"name": "Alphonso Mango", "description": "Sweet", "price": 500,
                   "categoryId": fruit, "image": ["/images/products/kiwi.svg"], "active": false}),
        )
        .await;
        let list = t.get("/api/products").await.json();
        assert!(listed(&list, &alphonso).is_none(), "{l}: {list}");
        assert_eq!(list.as_array().unwrap().len(), 1, "{l}");
        t.get(&format!("/api/products/{alphonso}"))
            .await
            .expect_status(StatusCode::NOT_FOUND, l);
        t.get(&format!("/product/{alphonso}"))
            .await
            .expect_status(StatusCode::NOT_FOUND, l);
        assert_eq!(
            t.get("/api/search?q=alphonso").await.json()["products"],
            json!([]),
            "{l}"
        );
        assert_eq!(
            cache.whole_builds(),
            whole,
            "{l}: hiding reads nothing whole"
        );

        // A new product, and a category's edit, read the catalogue whole.
        t.new_product(&admin, "Banganapalli Mango", 400.0, &fruit)
            .await;
        assert_eq!(t.get("/api/products").await.list_len(), 2, "{l}");
        assert_eq!(cache.whole_builds(), whole + 1, "{l}");
        t.put(
            &format!("/api/admin/categories/{fruit}"),
            &admin,
            json!({"name": "Mangoes"}),
        )
        .await
        .expect_status(StatusCode::OK, l);
        let list = t.get("/api/products").await.json();
        assert_eq!(list[0]["categoryId"]["name"], "Mangoes", "{l}: {list}");
        assert_eq!(cache.whole_builds(), whole + 2, "{l}");

        // The owner's metrics count both kinds of build.
        let page = t.state.shop.metrics_page().await;
        for (read, n) in [
            ("whole", whole + 2),
            ("changed", cache.builds() - whole - 2),
        ] {
            let line = format!("tokri_catalogue_builds_total{{read=\"{read}\"}} {n}\n");
            assert!(page.contains(&line), "{l}: {line} in {page}");
        }
        assert!(
            page.contains("tokri_catalogue_build_seconds_total{read=\"changed\"} 0."),
            "{l}: {page}"
        );
    }
}
