//! Catalogue search through HTTP on both databases (issue 22): typos and word starts, ranking,
//! categories, hidden products, no match, control characters, very long queries and limits.

use crate::common;

use axum::http::StatusCode;
use common::{TestApp, apps};
use serde_json::{Value, json};

/// Two categories and five products (one inactive); answers nothing.
async fn shop(t: &TestApp, admin: &str) {
    let mut ids = Vec::new();
    for name in ["Fresh Fruits", "Fruit Gift Boxes"] {
        let c = t
            .post("/api/admin/categories", Some(admin), json!({"name": name}))
            .await;
        c.expect_status(StatusCode::CREATED, t.label);
        ids.push(c.json()["_id"].clone());
    }
    for (name, description, category, active) in [
        ("Kesar Mango", "Sweet mangoes from Junagadh.", 0, true),
        ("Mango", "A mango.", 0, true),
        (
            "Alphonso Mango Gift Box",
            "Ratnagiri Alphonso, hand-picked.",
            1,
            true,
        ),
        (
            "Nashik Green Grapes",
            "Seedless grapes for Diwali.",
            0,
            true,
        ),
        ("Hidden Mango", "Not for sale yet.", 0, false),
    ] {
        let p = t
            .post(
                "/api/admin/products",
                Some(admin),
                json!({"name": name, "description": description, "categoryId": ids[category],
                       "price": 199, "image": ["/images/products/kiwi.svg"], "active": active}),
            )
            .await;
        p.expect_status(StatusCode::CREATED, t.label);
    }
}

fn names(found: &Value) -> Vec<&str> {
    found["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect()
}

async fn search(t: &TestApp, query: &str) -> Value {
    let a = t.get(&format!("/api/search?{query}")).await;
    a.expect_status(StatusCode::OK, t.label);
    a.json()
}

#[tokio::test]
async fn search_forgives_typos_and_word_starts_and_ranks_the_exact_name_first() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        shop(&t, &admin).await;

        // An exact name first, shorter names next; the inactive product is not found.
        let found = search(&t, "q=mango").await;
        assert_eq!(
            names(&found),
            ["Mango", "Kesar Mango", "Alphonso Mango Gift Box"],
            "{l}"
        );
        assert_eq!(found["total"], 3, "{l}");
        // Whole products, as the product list answers them.
        assert_eq!(found["products"][0]["price"], 199.0, "{l}");
        assert!(found["products"][0]["variants"].is_array(), "{l}");

        for (query, expected) in [
            (
                "q=mangoe",
                vec!["Mango", "Kesar Mango", "Alphonso Mango Gift Box"],
            ),
            ("q=alphanso", vec!["Alphonso Mango Gift Box"]),
            ("q=ALPH", vec!["Alphonso Mango Gift Box"]),
            ("q=grpaes", vec!["Nashik Green Grapes"]),
            ("q=diwali", vec!["Nashik Green Grapes"]),
            ("q=gift%20boxes", vec!["Alphonso Mango Gift Box"]),
            ("q=pineapple", vec![]),
            ("q=", vec![]),
            ("", vec![]),
        ] {
            assert_eq!(names(&search(&t, query).await), expected, "{l}: {query}");
        }

        // Control characters are refused, as in every field.
        let a = t.get("/api/search?q=%00mango%1b").await;
        a.expect_status(StatusCode::BAD_REQUEST, l);
        assert_eq!(
            a.json()["message"],
            "The field q contains control characters.",
            "{l}"
        );

        // Categories match by name.
        let found = search(&t, "q=fresh").await;
        let categories: Vec<&str> = found["categories"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(categories, ["Fresh Fruits"], "{l}");
        assert_eq!(found["categories"][0]["slug"], "fresh-fruits", "{l}");

        // A very long query is read to its first 100 characters, and answers.
        let long = "mango%20".repeat(5_000);
        let found = search(&t, &format!("q={long}")).await;
        assert_eq!(found["products"][0]["name"], "Mango", "{l}");
        assert!(found["query"].as_str().unwrap().len() <= 100, "{l}");

        // The limit cuts the answer, not the total; a wrong limit is refused.
        let found = search(&t, "q=mango&limit=1").await;
        assert_eq!(
            (names(&found), found["total"].clone()),
            (vec!["Mango"], json!(3)),
            "{l}"
        );
        for bad in ["0", "101", "ten", "-1"] {
            let a = t.get(&format!("/api/search?q=mango&limit={bad}")).await;
            a.expect_status(StatusCode::BAD_REQUEST, l);
            assert_eq!(
                a.json()["message"],
                "limit must be a whole number from 1 to 100.",
                "{l}"
            );
        }

        // An edit shows at once.
        let kesar = search(&t, "q=kesar").await["products"][0]["_id"].clone();
        t.put(
            &format!("/api/admin/products/{}", kesar.as_str().unwrap()),
            &admin,
            json!({"name": "Kesar Aam", "description": "Sweet.", "price": 199, "image": ["/images/products/kiwi.svg"],
                   "categoryId": search(&t, "q=kesar").await["products"][0]["categoryId"]["_id"]}),
        )
        .await
        .expect_status(StatusCode::OK, l);
        assert_eq!(names(&search(&t, "q=aam").await), ["Kesar Aam"], "{l}");
    }
}

#[tokio::test]
async fn the_storefront_reads_its_products_a_page_at_a_time() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        shop(&t, &admin).await;
        let page = |query: &'static str| {
            let t = &t;
            async move {
                let a = t.get(&format!("/api/products/page?{query}")).await;
                a.expect_status(StatusCode::OK, t.label);
                a.json()
            }
        };
        // The shop's order (newest first), positions in the whole list, two a page.
        let first = page("limit=2").await;
        assert_eq!(
            names(&first),
            ["Nashik Green Grapes", "Alphonso Mango Gift Box"],
            "{l}"
        );
        assert_eq!(
            (
                first["positions"].clone(),
                first["total"].clone(),
                first["page"].clone(),
                first["pages"].clone()
            ),
            (json!([0, 1]), json!(4), json!(1), json!(2)),
            "{l}"
        );
        let last = page("limit=2&page=9").await;
        assert_eq!(
            (names(&last), last["page"].clone()),
            (vec!["Mango", "Kesar Mango"], json!(2)),
            "{l}"
        );

        // A category, a price range, chosen ids, a sort; a search keeps its ranking.
        let fresh = t.get("/api/categories").await.json()[0]["_id"].clone();
        let url = format!(
            "/api/products/page?categoryId={}&sort=name",
            fresh.as_str().unwrap()
        );
        let a = t.get(&url).await.json();
        assert_eq!(
            names(&a),
            ["Kesar Mango", "Mango", "Nashik Green Grapes"],
            "{l}"
        );
        let all = page("sort=price-desc&minPrice=0&maxPrice=199").await;
        assert_eq!(all["total"], 4, "{l}");
        let none = page("minPrice=199.01").await;
        assert_eq!(
            (none["total"].clone(), none["all"].clone()),
            (json!(0), json!(4)),
            "{l}"
        );
        let found = page("q=mango").await;
        assert_eq!(
            names(&found),
            ["Mango", "Kesar Mango", "Alphonso Mango Gift Box"],
            "{l}"
        );
        let one = found["products"][1]["_id"].as_str().unwrap().to_string();
        let a = t
            .get(&format!("/api/products/page?ids={one},nope"))
            .await
            .json();
        assert_eq!(names(&a), ["Kesar Mango"], "{l}");
        assert_eq!(page("q=zzzz").await["total"], 0, "{l}");

        for (bad, message) in [
            ("limit=61", "limit must be a whole number from 1 to 60."),
            ("page=0", "page must be a whole number from 1 to 1000000."),
            (
                "sort=cheapest",
                "sort must be featured, price-asc, price-desc or name.",
            ),
            (
                "minPrice=-1",
                "minPrice must be a price in rupees, 0 or more.",
            ),
            (
                "maxPrice=lots",
                "maxPrice must be a price in rupees, 0 or more.",
            ),
        ] {
            let a = t.get(&format!("/api/products/page?{bad}")).await;
            a.expect_status(StatusCode::BAD_REQUEST, l);
            assert_eq!(a.json()["message"], message, "{l}: {bad}");
        }
    }
}
