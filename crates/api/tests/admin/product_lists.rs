//! Products in the public and admin lists: new, searched, repriced, deleted and unknown.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::{Value, json};

#[tokio::test]
async fn a_new_product_appears_in_the_public_list_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        assert_eq!(
            list(&public(&t, "/api/products").await).len(),
            0,
            "{l}: the cache now holds an empty list"
        );
        let p = new_product(&t, &admin, "Alphonso Mango", 899.5, &cat).await;
        let id = s(&p["_id"]);
        let products = public(&t, "/api/products").await;
        assert_eq!(ids(&products), vec![id.clone()], "{l}: no stale cache");
        assert_eq!(products[0]["name"], "Alphonso Mango", "{l}");
        assert_eq!(products[0]["price"], 899.5, "{l}");
        assert_eq!(products[0]["categoryId"]["name"], "Tropical Fruits", "{l}");
        assert_eq!(products[0]["weight"], "1 kg", "{l}");
        let detail = public(&t, &format!("/api/products/{id}")).await;
        assert_eq!(detail["description"], "Alphonso Mango, fresh", "{l}");
        let second = new_product(&t, &admin, "Kesar Mango", 499.0, &cat).await;
        assert_eq!(
            public(&t, "/api/products").await[0]["_id"],
            second["_id"],
            "{l}: newest first"
        );
    }
}

#[tokio::test]
async fn admin_products_are_searched_by_name_ignoring_case_and_filtered_by_category() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let tropical =
            s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let hampers = s(&new_category(&t, &admin, json!({"name": "Gift Hampers"})).await["_id"]);
        let alphonso = s(&new_product(&t, &admin, "Alphonso Mango", 899.5, &tropical).await["_id"]);
        let papaya = s(&new_product(&t, &admin, "Red Papaya", 120.0, &tropical).await["_id"]);
        let box_ = s(&new_product(&t, &admin, "Mango Gift Box", 1999.0, &hampers).await["_id"]);
        let odd = s(&new_product(&t, &admin, "100% Juice_Pack", 99.0, &hampers).await["_id"]);

        let sorted = |v: Value| {
            let mut v = ids(&v);
            v.sort();
            v
        };
        let want = |mut v: Vec<&String>| {
            v.sort();
            v.into_iter().cloned().collect::<Vec<_>>()
        };
        let q = |query: &str| format!("/api/admin/products{query}");
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("")).await),
            want(vec![&alphonso, &papaya, &box_, &odd]),
            "{l}"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=mANGO")).await),
            want(vec![&alphonso, &box_]),
            "{l}"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=%20papaya%20")).await),
            want(vec![&papaya]),
            "{l}: trimmed"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q(&format!("?categoryId={tropical}"))).await),
            want(vec![&alphonso, &papaya]),
            "{l}"
        );
        assert_eq!(
            sorted(
                admin_list(
                    &t,
                    &admin,
                    &q(&format!("?search=mango&categoryId={hampers}"))
                )
                .await
            ),
            want(vec![&box_]),
            "{l}: both filters"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=&categoryId=")).await).len(),
            4,
            "{l}: empty filters are no filters"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=%25")).await),
            want(vec![&odd]),
            "{l}: % is a plain character"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=e_p")).await),
            want(vec![&odd]),
            "{l}: _ is a plain character"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q("?search=kiwi")).await).len(),
            0,
            "{l}"
        );
        assert_eq!(
            sorted(admin_list(&t, &admin, &q(&format!("?categoryId={NOBODY}"))).await).len(),
            0,
            "{l}"
        );
        let one = admin_list(&t, &admin, &q("?search=papaya")).await;
        assert_eq!(one[0]["price"], 120.0, "{l}");
        assert_eq!(one[0]["categoryId"]["name"], "Tropical Fruits", "{l}");
    }
}

#[tokio::test]
async fn a_price_change_shows_on_the_public_product_page_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let other = s(&new_category(&t, &admin, json!({"name": "Exotic Fruits"})).await["_id"]);
        let id = s(&new_product(&t, &admin, "Alphonso Mango", 899.5, &cat).await["_id"]);
        assert_eq!(
            public(&t, &format!("/api/products/{id}")).await["price"],
            899.5,
            "{l}: cached"
        );
        let body = json!({"name": "Alphonso Mango (Devgad)", "description": "Sweet", "price": 1049, "categoryId": other,
                          "image": ["/images/devgad.svg"], "weight": "2 kg", "origin": "Devgad"});
        let a = put(&t, &format!("/api/admin/products/{id}"), &admin, body).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(a.json()["price"], 1049.0, "{l}");
        let detail = public(&t, &format!("/api/products/{id}")).await;
        assert_eq!(detail["price"], 1049.0, "{l}: no stale cache");
        assert_eq!(detail["name"], "Alphonso Mango (Devgad)", "{l}");
        assert_eq!(detail["categoryId"]["_id"], other.as_str(), "{l}");
        assert_eq!(detail["category"]["name"], "Exotic Fruits", "{l}");
        assert_eq!(detail["weight"], "2 kg", "{l}");
        assert_eq!(detail["origin"], "Devgad", "{l}");
        assert_eq!(public(&t, "/api/products").await[0]["price"], 1049.0, "{l}");

        let bad = put(
            &t,
            &format!("/api/admin/products/{id}"),
            &admin,
            json!({"name": "Mango", "price": 0, "categoryId": cat, "image": ["/m.svg"]}),
        )
        .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            public(&t, &format!("/api/products/{id}")).await["price"],
            1049.0,
            "{l}: a refused update changes nothing"
        );
    }
}

#[tokio::test]
async fn a_deleted_product_answers_404_and_leaves_every_list() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let keep = s(&new_product(&t, &admin, "Red Papaya", 120.0, &cat).await["_id"]);
        let gone = s(&new_product(&t, &admin, "Alphonso Mango", 899.5, &cat).await["_id"]);
        assert_eq!(
            public(&t, &format!("/api/products/{gone}")).await["_id"],
            gone.as_str(),
            "{l}: cached"
        );
        assert_eq!(list(&public(&t, "/api/products").await).len(), 2, "{l}");

        let a = delete(&t, &format!("/api/admin/products/{gone}"), &admin).await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        assert_eq!(
            t.get(&format!("/api/products/{gone}")).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        assert_eq!(
            ids(&public(&t, "/api/products").await),
            vec![keep.clone()],
            "{l}"
        );
        assert_eq!(
            ids(&admin_list(&t, &admin, "/api/admin/products").await),
            vec![keep.clone()],
            "{l}"
        );
        assert_eq!(
            delete(&t, &format!("/api/admin/products/{gone}"), &admin)
                .await
                .status,
            StatusCode::NOT_FOUND,
            "{l}: twice"
        );
    }
}

#[tokio::test]
async fn updating_or_deleting_an_unknown_product_answers_404() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = s(&new_category(&t, &admin, json!({"name": "Tropical Fruits"})).await["_id"]);
        let body = json!({"name": "Ghost", "price": 1, "categoryId": cat, "image": ["/g.svg"]});
        for id in [NOBODY, "not-an-id"] {
            let a = put(
                &t,
                &format!("/api/admin/products/{id}"),
                &admin,
                body.clone(),
            )
            .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PUT {id}: {}",
                text(&a)
            );
            let a = delete(&t, &format!("/api/admin/products/{id}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: DELETE {id}: {}",
                text(&a)
            );
        }
        assert_eq!(
            list(&admin_list(&t, &admin, "/api/admin/products").await).len(),
            0,
            "{l}"
        );
    }
}
