//! Products in the public and admin lists: new, searched, repriced, deleted and unknown.

use axum::http::StatusCode;
use serde_json::json;
use tokri_api::routes::catalogue::{ProductDetailResponse, ProductResponse};

use crate::common::{NOBODY, apps, ids, sorted_ids};

#[tokio::test]
async fn a_new_product_appears_in_the_public_list_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        assert_eq!(
            t.read::<Vec<ProductResponse>>("/api/products", None)
                .await
                .len(),
            0,
            "{l}: the cache now holds an empty list"
        );
        let p = t.new_product(&admin, "Alphonso Mango", 899.5, &cat).await;
        let id = p.id.clone();
        let products = t.read::<Vec<ProductResponse>>("/api/products", None).await;
        assert_eq!(ids(&products), vec![id.clone()], "{l}: no stale cache");
        assert_eq!(products[0].name, "Alphonso Mango", "{l}");
        assert_eq!(products[0].price, 899.5, "{l}");
        assert_eq!(
            products[0].category_id.as_ref().unwrap().name,
            "Tropical Fruits",
            "{l}"
        );
        assert_eq!(products[0].weight, "1 kg", "{l}");
        let detail = t
            .read::<ProductDetailResponse>(&format!("/api/products/{id}"), None)
            .await;
        assert_eq!(detail.description, "Alphonso Mango, fresh", "{l}");
        let second = t.new_product(&admin, "Kesar Mango", 499.0, &cat).await;
        assert_eq!(
            t.read::<Vec<ProductResponse>>("/api/products", None).await[0].id,
            second.id,
            "{l}: newest first"
        );
    }
}

#[tokio::test]
async fn admin_products_are_searched_by_name_ignoring_case_and_filtered_by_category() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let tropical = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let hampers = t
            .new_category(&admin, json!({"name": "Gift Hampers"}))
            .await
            .id;
        let alphonso = t
            .new_product(&admin, "Alphonso Mango", 899.5, &tropical)
            .await
            .id;
        let papaya = t
            .new_product(&admin, "Red Papaya", 120.0, &tropical)
            .await
            .id;
        let box_ = t
            .new_product(&admin, "Mango Gift Box", 1999.0, &hampers)
            .await
            .id;
        let odd = t
            .new_product(&admin, "100% Juice_Pack", 99.0, &hampers)
            .await
            .id;

        let sorted = |v: Vec<ProductDetailResponse>| sorted_ids(&v);
        let want = |mut v: Vec<&String>| {
            v.sort();
            v.into_iter().cloned().collect::<Vec<_>>()
        };
        let q = |query: &str| format!("/api/admin/products{query}");
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q(""), Some(&admin))
                    .await
            ),
            want(vec![&alphonso, &papaya, &box_, &odd]),
            "{l}"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q("?search=mANGO"), Some(&admin))
                    .await
            ),
            want(vec![&alphonso, &box_]),
            "{l}"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q("?search=%20papaya%20"), Some(&admin))
                    .await
            ),
            want(vec![&papaya]),
            "{l}: trimmed"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(
                    &q(&format!("?categoryId={tropical}")),
                    Some(&admin)
                )
                .await
            ),
            want(vec![&alphonso, &papaya]),
            "{l}"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(
                    &q(&format!("?search=mango&categoryId={hampers}")),
                    Some(&admin)
                )
                .await
            ),
            want(vec![&box_]),
            "{l}: both filters"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q("?search=&categoryId="), Some(&admin))
                    .await
            )
            .len(),
            4,
            "{l}: empty filters are no filters"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q("?search=%25"), Some(&admin))
                    .await
            ),
            want(vec![&odd]),
            "{l}: % is a plain character"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q("?search=e_p"), Some(&admin))
                    .await
            ),
            want(vec![&odd]),
            "{l}: _ is a plain character"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(&q("?search=kiwi"), Some(&admin))
                    .await
            )
            .len(),
            0,
            "{l}"
        );
        assert_eq!(
            sorted(
                t.read::<Vec<ProductDetailResponse>>(
                    &q(&format!("?categoryId={NOBODY}")),
                    Some(&admin)
                )
                .await
            )
            .len(),
            0,
            "{l}"
        );
        let one = t
            .read::<Vec<ProductDetailResponse>>(&q("?search=papaya"), Some(&admin))
            .await;
        assert_eq!(one[0].price, 120.0, "{l}");
        assert_eq!(
            one[0].category_id.as_ref().unwrap().name,
            "Tropical Fruits",
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_price_change_shows_on_the_public_product_page_at_once() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let other = t
            .new_category(&admin, json!({"name": "Exotic Fruits"}))
            .await
            .id;
        let id = t
            .new_product(&admin, "Alphonso Mango", 899.5, &cat)
            .await
            .id;
        assert_eq!(
            t.read::<ProductDetailResponse>(&format!("/api/products/{id}"), None)
                .await
                .price,
            899.5,
            "{l}: cached"
        );
        let body = json!({"name": "Alphonso Mango (Devgad)", "description": "Sweet", "price": 1049, "categoryId": other,
                          "image": ["/images/devgad.svg"], "weight": "2 kg", "origin": "Devgad"});
        let a = t
            .put(&format!("/api/admin/products/{id}"), &admin, body)
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert_eq!(a.body::<ProductDetailResponse>().price, 1049.0, "{l}");
        let detail = t
            .read::<ProductDetailResponse>(&format!("/api/products/{id}"), None)
            .await;
        assert_eq!(detail.price, 1049.0, "{l}: no stale cache");
        assert_eq!(detail.name, "Alphonso Mango (Devgad)", "{l}");
        assert_eq!(
            detail.category_id.as_ref().unwrap().id,
            other.as_str(),
            "{l}"
        );
        assert_eq!(
            detail.category.as_ref().unwrap().name,
            "Exotic Fruits",
            "{l}"
        );
        assert_eq!(detail.weight, "2 kg", "{l}");
        assert_eq!(detail.origin, "Devgad", "{l}");
        assert_eq!(
            t.read::<Vec<ProductResponse>>("/api/products", None).await[0].price,
            1049.0,
            "{l}"
        );

        let bad = t
            .put(
                &format!("/api/admin/products/{id}"),
                &admin,
                json!({"name": "Mango", "price": 0, "categoryId": cat, "image": ["/m.svg"]}),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            t.read::<ProductDetailResponse>(&format!("/api/products/{id}"), None)
                .await
                .price,
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
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let keep = t.new_product(&admin, "Red Papaya", 120.0, &cat).await.id;
        let gone = t
            .new_product(&admin, "Alphonso Mango", 899.5, &cat)
            .await
            .id;
        assert_eq!(
            t.read::<ProductDetailResponse>(&format!("/api/products/{gone}"), None)
                .await
                .id,
            gone.as_str(),
            "{l}: cached"
        );
        assert_eq!(
            t.read::<Vec<ProductResponse>>("/api/products", None)
                .await
                .len(),
            2,
            "{l}"
        );

        let a = t
            .delete(&format!("/api/admin/products/{gone}"), &admin)
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        assert_eq!(
            t.get(&format!("/api/products/{gone}")).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        assert_eq!(
            ids(&t.read::<Vec<ProductResponse>>("/api/products", None).await),
            vec![keep.clone()],
            "{l}"
        );
        assert_eq!(
            ids(&t
                .read::<Vec<ProductDetailResponse>>("/api/admin/products", Some(&admin))
                .await),
            vec![keep.clone()],
            "{l}"
        );
        assert_eq!(
            t.delete(&format!("/api/admin/products/{gone}"), &admin)
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
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let body = json!({"name": "Ghost", "price": 1, "categoryId": cat, "image": ["/g.svg"]});
        for id in [NOBODY, "not-an-id"] {
            let a = t
                .put(&format!("/api/admin/products/{id}"), &admin, body.clone())
                .await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: PUT {id}: {}",
                a.text()
            );
            let a = t.delete(&format!("/api/admin/products/{id}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::NOT_FOUND,
                "{l}: DELETE {id}: {}",
                a.text()
            );
        }
        assert_eq!(
            t.read::<Vec<ProductDetailResponse>>("/api/admin/products", Some(&admin))
                .await
                .len(),
            0,
            "{l}"
        );
    }
}

#[tokio::test]
async fn the_admin_product_list_comes_in_pages_named_by_a_cursor() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        for n in 0..7 {
            t.new_product(&admin, &format!("Mango No. {n}"), 100.0 + n as f64, &cat)
                .await;
        }
        t.new_product(&admin, "Kiwi", 149.0, &cat).await;
        let whole = t
            .read::<Vec<ProductDetailResponse>>("/api/admin/products", Some(&admin))
            .await;
        assert_eq!(whole.len(), 8, "{l}: a page of 25 holds them all");
        let first = t.get_as("/api/admin/products?limit=3", &admin).await;
        assert!(first.header("x-next-cursor").is_some(), "{l}");
        assert_eq!(
            t.get_as("/api/admin/products", &admin)
                .await
                .header("x-next-cursor"),
            None,
            "{l}: one page holds them all"
        );

        // Mangoes only, three a page, while another mango is added between pages.
        let mut seen = Vec::new();
        let mut path = "/api/admin/products?search=mango&limit=3".to_string();
        let mut cursors = Vec::new();
        loop {
            let page = t.get_as(&path, &admin).await;
            page.expect_status(StatusCode::OK, l);
            seen.extend(ids(&page.body::<Vec<ProductDetailResponse>>()));
            let Some(next) = page.header("x-next-cursor").map(str::to_string) else {
                break;
            };
            assert_eq!(
                page.header("link"),
                Some(
                    format!(
                        "</api/admin/products?search=mango&limit=3&cursor={next}>; rel=\"next\""
                    )
                    .as_str()
                ),
                "{l}"
            );
            t.new_product(&admin, "Mango, late", 99.0, &cat).await;
            path = format!("/api/admin/products?search=mango&limit=3&cursor={next}");
            cursors.push(next);
        }
        let mangoes: Vec<String> = ids(&whole)
            .into_iter()
            .filter(|id| {
                whole
                    .iter()
                    .any(|p| &p.id == id && p.name.starts_with("Mango No."))
            })
            .collect();
        assert_eq!(seen, mangoes, "{l}: every mango once, newest first");
        assert_eq!(cursors.len(), 2, "{l}: 3 + 3 + 1");

        let other = t
            .get_as(
                &format!("/api/admin/products?limit=3&cursor={}", cursors[0]),
                &admin,
            )
            .await;
        assert_eq!(
            other.status,
            StatusCode::BAD_REQUEST,
            "{l}: another search's cursor"
        );
        for bad in ["?cursor=nonsense", "?limit=many"] {
            let a = t.get_as(&format!("/api/admin/products{bad}"), &admin).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {bad}");
        }
    }
}

/// The edit form reads its product by id, wherever it sits in the paged list and also when the
/// storefront hides it; only admins may.
#[tokio::test]
async fn the_admin_reads_one_product_by_id_whatever_page_it_is_on() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let cat = t
            .new_category(&admin, json!({"name": "Tropical Fruits"}))
            .await
            .id;
        let oldest = t.new_product(&admin, "Alphonso Mango", 899.5, &cat).await;
        for n in 0..30 {
            t.new_product(&admin, &format!("Kesar No. {n}"), 100.0 + n as f64, &cat)
                .await;
        }
        let first = t
            .read::<Vec<ProductDetailResponse>>("/api/admin/products", Some(&admin))
            .await;
        assert_eq!(first.len(), 25, "{l}: a page of 25 by default");
        assert!(
            !ids(&first).contains(&oldest.id),
            "{l}: past the first page"
        );
        let path = format!("/api/admin/products/{}", oldest.id);

        let read = t.read::<ProductDetailResponse>(&path, Some(&admin)).await;
        assert_eq!(read.name, "Alphonso Mango", "{l}");
        assert_eq!(read.price, 899.5, "{l}");
        assert_eq!(read.active, Some(true), "{l}: the admin's fields");

        // Hidden from the storefront, still the admin's to edit.
        let hidden = t
            .put(
                &path,
                &admin,
                json!({"name": "Alphonso Mango", "price": 899.5, "categoryId": cat, "active": false, "image": ["/images/alphonso-mango.svg"]}),
            )
            .await;
        assert_eq!(hidden.status, StatusCode::OK, "{l}: {}", hidden.text());
        assert_eq!(
            t.get(&format!("/api/products/{}", oldest.id)).await.status,
            StatusCode::NOT_FOUND,
            "{l}"
        );
        let read = t.read::<ProductDetailResponse>(&path, Some(&admin)).await;
        assert_eq!(read.active, Some(false), "{l}");

        let unknown = t
            .get_as(
                "/api/admin/products/b0000000-0000-4000-8000-00000000dead",
                &admin,
            )
            .await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{l}");
        assert_eq!(unknown.message(), "Product not found.", "{l}");
        let customer = t.customer("asha@example.in", "secret1").await;
        let refused = t.get_as(&path, &customer).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{l}");
        assert_eq!(
            t.get(&format!("/api/admin/products/{}", oldest.id))
                .await
                .status,
            StatusCode::UNAUTHORIZED,
            "{l}"
        );
    }
}
