//! What search engines and link previews get, through HTTP on both databases (issue 22): each
//! page's own head, 404 for what is not there, the sitemap and robots.txt. These read the built
//! web app's index.html (`make test` builds it before the Rust tests).

use crate::common;

use axum::http::{StatusCode, header};
use common::{TestApp, apps};
use serde_json::{Value, json};

const BASE: &str = "http://127.0.0.1:8080";

/// A category, an active product in two packs (one sold out) and an inactive one; answers
/// (category id, active product id, inactive product id).
async fn shop(t: &TestApp, admin: &str) -> (String, String, String) {
    assert!(
        tokri_api::spa::has_web_app(),
        "these tests read web/dist/index.html: build the web app first (make web-build)"
    );
    let c = t
        .post(
            "/api/admin/categories",
            Some(admin),
            json!({"name": "Gift Boxes", "image": "/images/categories/gifts.svg"}),
        )
        .await
        .json();
    let mut ids = Vec::new();
    for (name, active) in [("Alphonso <Gift> Box", true), ("Secret Box", false)] {
        let p = t
            .post(
                "/api/admin/products",
                Some(admin),
                json!({"name": name, "description": "Ratnagiri Alphonso & more.", "categoryId": c["_id"],
                       "image": ["/images/products/kiwi.svg"], "origin": "India", "active": active,
                       "optionName": "Pack", "variants": [
                           {"label": "Box of 6", "price": 1199, "stock": 0, "sku": "AB-6"},
                           {"label": "Box of 12", "price": 2199.5}
                       ]}),
            )
            .await;
        p.expect_status(StatusCode::CREATED, t.label);
        ids.push(p.json()["_id"].as_str().unwrap().to_string());
    }
    (
        c["_id"].as_str().unwrap().to_string(),
        ids.remove(0),
        ids.remove(0),
    )
}

fn html(t: &TestApp, a: &common::Answer) -> String {
    assert_eq!(
        a.headers[header::CONTENT_TYPE],
        "text/html; charset=utf-8",
        "{}",
        t.label
    );
    String::from_utf8(a.body.clone()).unwrap()
}

/// The JSON-LD blocks of a page.
fn json_ld(page: &str) -> Vec<Value> {
    page.split("<script type=\"application/ld+json\">")
        .skip(1)
        .map(|rest| serde_json::from_str(&rest[..rest.find("</script>").unwrap()]).unwrap())
        .collect()
}

#[tokio::test]
async fn every_page_has_its_own_head_and_what_is_not_there_is_a_404() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let (_, product, hidden) = shop(&t, &admin).await;

        // A product: its title, description, canonical URL, preview picture and JSON-LD.
        let a = t.get(&format!("/product/{product}")).await;
        a.expect_status(StatusCode::OK, l);
        let page = html(&t, &a);
        for tag in [
            "<title>Alphonso &lt;Gift&gt; Box — Tokri</title>".to_string(),
            "<meta name=\"description\" content=\"Ratnagiri Alphonso &amp; more.\" />".to_string(),
            format!("<link rel=\"canonical\" href=\"{BASE}/product/{product}\" />"),
            "<meta property=\"og:type\" content=\"product\" />".to_string(),
            "<meta property=\"og:title\" content=\"Alphonso &lt;Gift&gt; Box — Tokri\" />"
                .to_string(),
            format!("<meta property=\"og:image\" content=\"{BASE}/images/products/kiwi.svg\" />"),
            "<meta name=\"twitter:card\" content=\"summary_large_image\" />".to_string(),
        ] {
            assert!(page.contains(&tag), "{l}: {tag} missing in {page}");
        }
        assert!(page.contains("<div id=\"root\">"), "{l}: the app is there");
        let ld = json_ld(&page);
        let item = &ld[0];
        assert_eq!(
            (
                item["@type"].clone(),
                item["name"].clone(),
                item["brand"]["name"].clone()
            ),
            (
                json!("Product"),
                json!("Alphonso <Gift> Box"),
                json!("Tokri")
            ),
            "{l}"
        );
        let offers: Vec<(Value, Value, Value)> = item["offers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| {
                (
                    o["price"].clone(),
                    o["priceCurrency"].clone(),
                    o["availability"].clone(),
                )
            })
            .collect();
        assert_eq!(
            offers,
            [
                (
                    json!("1199.00"),
                    json!("INR"),
                    json!("https://schema.org/OutOfStock")
                ),
                (
                    json!("2199.50"),
                    json!("INR"),
                    json!("https://schema.org/InStock")
                ),
            ],
            "{l}"
        );
        assert_eq!(ld[1]["@type"], "BreadcrumbList", "{l}");
        assert_eq!(
            ld[1]["itemListElement"][1]["item"],
            format!("{BASE}/category/gift-boxes"),
            "{l}"
        );

        // Hidden, unknown and malformed products, and unknown pages: 404 with the app's page.
        for path in [
            format!("/product/{hidden}"),
            "/product/00000000-0000-4000-8000-000000000000".to_string(),
            "/product/nope".to_string(),
            "/category/no-such-thing".to_string(),
            "/no/such/page".to_string(),
        ] {
            let a = t.get(&path).await;
            a.expect_status(StatusCode::NOT_FOUND, l);
            let page = html(&t, &a);
            assert!(
                page.contains("<meta name=\"robots\" content=\"noindex\" />"),
                "{l}: {path}"
            );
            assert!(page.contains("<div id=\"root\">"), "{l}: {path}");
        }

        // A category, by slug or name; the storefront's named collections.
        for path in [
            "/category/gift-boxes",
            "/category/Gift%20Boxes",
            "/c/gift-boxes",
        ] {
            let a = t.get(path).await;
            a.expect_status(StatusCode::OK, l);
            let page = html(&t, &a);
            assert!(
                page.contains("<title>Gift Boxes — Tokri</title>"),
                "{l}: {path}"
            );
            assert!(
                page.contains(&format!(
                    "<link rel=\"canonical\" href=\"{BASE}/category/gift-boxes\" />"
                )),
                "{l}: {path}"
            );
        }
        let page = html(&t, &t.get("/category/diwali").await);
        assert!(
            page.contains("<title>Diwali Luxury Hampers — Tokri</title>"),
            "{l}"
        );

        // Home names the shop as an organisation; private pages are not indexed.
        let page = html(&t, &t.get("/").await);
        assert_eq!(json_ld(&page)[0]["@type"], "Organization", "{l}");
        assert!(
            page.contains(&format!("<link rel=\"canonical\" href=\"{BASE}/\" />")),
            "{l}"
        );
        for path in [
            "/cart",
            "/checkout",
            "/profile/orders",
            "/admin/dashboard",
            "/search",
        ] {
            let a = t.get(path).await;
            a.expect_status(StatusCode::OK, l);
            assert!(
                html(&t, &a).contains("<meta name=\"robots\" content=\"noindex\" />"),
                "{l}: {path}"
            );
        }
        let page = html(&t, &t.get("/about").await);
        assert!(page.contains("<title>About us — Tokri</title>"), "{l}");
    }
}

#[tokio::test]
async fn the_sitemap_lists_what_is_for_sale_and_robots_points_to_it() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let (_, product, hidden) = shop(&t, &admin).await;
        let a = t.get("/sitemap.xml").await;
        a.expect_status(StatusCode::OK, l);
        assert_eq!(
            a.headers[header::CONTENT_TYPE],
            "application/xml; charset=utf-8",
            "{l}"
        );
        let xml = String::from_utf8(a.body.clone()).unwrap();
        let today = time::OffsetDateTime::now_utc().date().to_string();
        for loc in [
            format!("<url><loc>{BASE}/product/{product}</loc><lastmod>{today}</lastmod></url>"),
            format!("<url><loc>{BASE}/category/gift-boxes</loc><lastmod>{today}</lastmod></url>"),
            format!("<url><loc>{BASE}/</loc><lastmod>{today}</lastmod></url>"),
            format!("<url><loc>{BASE}/about</loc></url>"),
        ] {
            assert!(xml.contains(&loc), "{l}: {loc} missing in {xml}");
        }
        assert!(
            !xml.contains(&hidden),
            "{l}: an inactive product is not listed"
        );
        assert!(!xml.contains("/cart"), "{l}");

        let a = t.get("/robots.txt").await;
        a.expect_status(StatusCode::OK, l);
        let robots = String::from_utf8(a.body.clone()).unwrap();
        for line in [
            "User-agent: *",
            "Disallow: /admin",
            "Disallow: /checkout",
            "Disallow: /profile",
        ] {
            assert!(robots.lines().any(|x| x == line), "{l}: {line}");
        }
        assert!(
            robots.contains(&format!("Sitemap: {BASE}/sitemap.xml")),
            "{l}"
        );
    }
}
