//! The admin order list: paging, search, status and date filters.

use axum::http::StatusCode;
use serde_json::json;
use tokri_api::routes::admin::OrderPageResponse;
use tokri_api::routes::orders::OrderResponse;
use tokri_api::time_fmt::parse_rfc3339;
use tokri_domain::calendar::{day_ms, ist_date};
use tokri_store::now_ms;

use crate::common::{apps, apps_at, clock_now, ids};

#[tokio::test]
async fn admin_orders_come_twenty_a_page_newest_first() {
    let clock = clock_now();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let empty = t.admin_orders(&admin, "").await;
        assert_eq!((empty.total, empty.pages, empty.page), (0, 1, 1), "{l}");
        assert_eq!(empty.orders.len(), 0, "{l}");

        let mut placed: Vec<String> = Vec::new();
        let mut place_n = async |n: usize| {
            for _ in 0..n {
                // Distinct creation times make "newest first" exact.
                clock.advance(1_000);
                placed.push(t.new_order(&asha, &shelf.mango, 1).await.order_doc_id);
            }
            placed.clone()
        };
        let newest_first = |v: &[String]| v.iter().rev().cloned().collect::<Vec<_>>();

        let so_far = place_n(20).await;
        let p = t.admin_orders(&admin, "").await;
        assert_eq!((p.total, p.pages, p.page), (20, 1, 1), "{l}: 20 orders");
        assert_eq!(ids(&p.orders), newest_first(&so_far), "{l}");

        let so_far = place_n(1).await;
        let p1 = t.admin_orders(&admin, "?page=1").await;
        let p2 = t.admin_orders(&admin, "?page=2").await;
        assert_eq!((p1.total, p1.pages), (21, 2), "{l}: 21 orders");
        assert_eq!(
            ids(&p1.orders),
            newest_first(&so_far[1..]),
            "{l}: the newest 20"
        );
        assert_eq!((p2.page, p2.pages, p2.total), (2, 2, 21), "{l}");
        assert_eq!(
            ids(&p2.orders),
            vec![so_far[0].clone()],
            "{l}: page 2 holds the oldest one"
        );

        let so_far = place_n(19).await;
        let p1 = t.admin_orders(&admin, "").await;
        let p2 = t.admin_orders(&admin, "?page=2&limit=20").await;
        assert_eq!((p1.total, p1.pages), (40, 2), "{l}: 40 orders");
        assert_eq!(ids(&p1.orders), newest_first(&so_far[20..]), "{l}");
        assert_eq!(ids(&p2.orders), newest_first(&so_far[..20]), "{l}");
        let times: Vec<i64> = p1
            .orders
            .iter()
            .chain(&p2.orders)
            .map(|o| parse_rfc3339(&o.created_at).unwrap())
            .collect();
        assert!(
            times.windows(2).all(|w| w[0] > w[1]),
            "{l}: createdAt strictly falls: {times:?}"
        );
        let p3 = t.admin_orders(&admin, "?page=3").await;
        assert_eq!(
            (p3.page, p3.total),
            (2, 40),
            "{l}: past the end is the last page"
        );
        assert_eq!(ids(&p3.orders), newest_first(&so_far[..20]), "{l}");

        let small = t.admin_orders(&admin, "?limit=7&page=6").await;
        assert_eq!(
            (small.pages, small.orders.len()),
            (6, 5),
            "{l}: 40 = 5 × 7 + 5"
        );
        for bad in ["?page=abc", "?limit=x", "?page=1.5"] {
            let a = t.get_as(&format!("/api/admin/orders{bad}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                a.text()
            );
        }
    }
}

#[tokio::test]
async fn admin_orders_are_found_by_id_prefix_customer_name_and_email() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer_named("Asha Patil", "asha@example.in").await;
        let ravi = t.customer_named("Ravi Kulkarni", "ravi.k@example.in").await;
        let meera = t.guest("Meera Joshi", "meera@mail.test").await;
        let first = t.new_order(&asha, &shelf.mango, 1).await;
        let a1 = first.order_doc_id;
        // A fresh shop numbers its orders from 10001, and a number finds its order.
        assert_eq!(first.order_number, 10_001, "{l}");
        for typed in ["10001", "%2310001"] {
            let p = t.admin_orders(&admin, &format!("?search={typed}")).await;
            assert_eq!(ids(&p.orders), std::slice::from_ref(&a1), "{l}: {typed}");
            assert_eq!(p.orders[0].order_number, 10_001, "{l}");
        }
        let a2 = t.new_order(&asha, &shelf.hamper, 1).await.order_doc_id;
        let r1 = t.new_order(&ravi, &shelf.mango, 3).await.order_doc_id;
        let m1 = t.new_order(&meera, &shelf.hamper, 2).await.order_doc_id;

        let found = |v: &OrderPageResponse| {
            let mut v = ids(&v.orders);
            v.sort();
            v
        };
        let want = |v: &[&String]| {
            let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
            v.sort();
            v
        };
        let search = |q: &str| format!("?search={q}");
        for id in [&a1, &a2, &r1, &m1] {
            let p = t.admin_orders(&admin, &search(&id[..8])).await;
            assert_eq!(
                found(&p),
                want(&[id]),
                "{l}: by the first 8 characters of {id}"
            );
            assert_eq!(p.total, 1, "{l}");
            let p = t
                .admin_orders(&admin, &search(&id[..8].to_uppercase()))
                .await;
            assert_eq!(found(&p), want(&[id]), "{l}: in capitals too");
            let p = t.admin_orders(&admin, &search(id)).await;
            assert_eq!(found(&p), want(&[id]), "{l}: the whole id");
        }
        assert_eq!(
            found(&t.admin_orders(&admin, &search("kulKARNI")).await),
            want(&[&r1]),
            "{l}: by name, any case"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, &search("asha%20patil")).await),
            want(&[&a1, &a2]),
            "{l}"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, &search("%20%20ravi%20")).await),
            want(&[&r1]),
            "{l}: trimmed"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, &search("meera")).await),
            want(&[&m1]),
            "{l}: guests too"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, &search("ravi.k%40example.in")).await),
            want(&[&r1]),
            "{l}: by email"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, &search("%40EXAMPLE.IN")).await),
            want(&[&a1, &a2, &r1]),
            "{l}: part of an email"
        );
        for nothing in ["nobody", "%25", "_", "zzzzzzzz"] {
            let p = t.admin_orders(&admin, &search(nothing)).await;
            assert_eq!((p.total, p.pages), (0, 1), "{l}: {nothing}");
            assert_eq!(p.orders.len(), 0, "{l}: {nothing}");
        }
        assert_eq!(
            t.admin_orders(&admin, "?search=").await.total,
            4,
            "{l}: empty search is no filter"
        );

        // The admin detail names the customer; the order keeps its shipping snapshot.
        let o = t
            .read::<OrderResponse>(&format!("/api/admin/orders/{r1}"), Some(&admin))
            .await;
        assert_eq!(o.user_id.name, "Ravi Kulkarni", "{l}");
        assert_eq!(o.user_id.email, "ravi.k@example.in", "{l}");
        assert_eq!(o.items[0].qty, 3, "{l}");
        assert_eq!(o.shipping_address.zip, "411004", "{l}");
        assert_eq!(o.shipping_address.mobile, "9822012345", "{l}");
        let row = t.admin_orders(&admin, &search(&r1[..8])).await;
        assert_eq!(
            row.orders[0].user_id.name, "Ravi Kulkarni",
            "{l}: the list names the user too"
        );
    }
}

#[tokio::test]
async fn orders_placed_at_once_get_distinct_numbers_that_never_change() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let mut buyers = Vec::new();
        for i in 0..24 {
            buyers.push(crate::stock::buyer(&t, i).await);
        }
        let placed =
            futures_util::future::join_all(buyers.iter().map(|b| t.new_order(b, &shelf.mango, 1)))
                .await;
        let mut numbers: Vec<i64> = placed.iter().map(|p| p.order_number).collect();
        numbers.sort();
        assert_eq!(
            numbers,
            (10_001..10_025).collect::<Vec<_>>(),
            "{l}: distinct, no gaps"
        );
        // Each order keeps its number in every answer.
        for p in &placed {
            let o: OrderResponse = t
                .read(
                    &format!("/api/admin/orders/{}", p.order_doc_id),
                    Some(&admin),
                )
                .await;
            assert_eq!(o.order_number, p.order_number, "{l}");
        }
    }
}

#[tokio::test]
async fn admin_orders_are_filtered_by_status() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer_named("Asha Patil", "asha@example.in").await;
        let ravi = t.customer_named("Ravi Kulkarni", "ravi.k@example.in").await;
        let pending = t.new_order(&asha, &shelf.mango, 1).await.order_doc_id;
        let shipped = t.new_order(&asha, &shelf.mango, 1).await.order_doc_id;
        let delivered = t.new_order(&ravi, &shelf.mango, 1).await.order_doc_id;
        let shipped_ravi = t.new_order(&ravi, &shelf.mango, 1).await.order_doc_id;
        for (id, status) in [
            (&shipped, "Shipped"),
            (&delivered, "Delivered"),
            (&shipped_ravi, "Shipped"),
        ] {
            let a = t
                .patch(
                    &format!("/api/admin/orders/{id}/status"),
                    &admin,
                    json!({"status": status}),
                )
                .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {}", a.text());
        }
        let found = |v: &OrderPageResponse| {
            let mut v = ids(&v.orders);
            v.sort();
            v
        };
        let want = |v: &[&String]| {
            let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
            v.sort();
            v
        };
        assert_eq!(
            found(&t.admin_orders(&admin, "?status=Shipped").await),
            want(&[&shipped, &shipped_ravi]),
            "{l}"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, "?status=Pending").await),
            want(&[&pending]),
            "{l}"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, "?status=Delivered").await),
            want(&[&delivered]),
            "{l}"
        );
        assert_eq!(
            t.admin_orders(&admin, "?status=Refunded").await.total,
            0,
            "{l}"
        );
        assert_eq!(
            t.admin_orders(&admin, "?status=All").await.total,
            4,
            "{l}: All is no filter"
        );
        assert_eq!(
            t.admin_orders(&admin, "?status=").await.total,
            4,
            "{l}: empty is no filter"
        );
        assert_eq!(
            found(&t.admin_orders(&admin, "?status=Shipped&search=ravi").await),
            want(&[&shipped_ravi]),
            "{l}: with a search"
        );
        for bad in ["Lost", "shipped", "PENDING"] {
            let a = t
                .get_as(&format!("/api/admin/orders?status={bad}"), &admin)
                .await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: status {bad}: {}",
                a.text()
            );
        }
    }
}

#[tokio::test]
async fn admin_order_dates_are_ist_calendar_days_and_bad_dates_are_refused() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        // No public store call moves an order's creation time, so the edges are today's IST day.
        let before = now_ms();
        t.new_order(&asha, &shelf.mango, 1).await;
        t.new_order(&asha, &shelf.hamper, 1).await;
        let after = now_ms();
        let today = ist_date(after);
        if ist_date(before) != today {
            eprintln!("{l}: the IST day changed while placing orders; date edges skipped");
            continue;
        }
        let yesterday = ist_date(after - day_ms());
        let tomorrow = ist_date(after + day_ms());
        for (query, total) in [
            (format!("?startDate={today}&endDate={today}"), 2),
            (format!("?startDate={today}"), 2),
            (format!("?endDate={today}"), 2),
            (format!("?startDate={yesterday}&endDate={tomorrow}"), 2),
            (format!("?startDate={yesterday}&endDate={yesterday}"), 0),
            (format!("?endDate={yesterday}"), 0),
            (format!("?startDate={tomorrow}"), 0),
            ("?startDate=&endDate=".to_string(), 2),
            (
                format!("?startDate={today}&endDate={today}&status=Pending&search=asha"),
                2,
            ),
        ] {
            let p = t.admin_orders(&admin, &query).await;
            assert_eq!(p.total, total, "{l}: {query}");
            assert_eq!(p.orders.len() as i64, total, "{l}: {query}");
        }
        // Every order created now falls on today's IST date.
        for o in t.admin_orders(&admin, "").await.orders {
            let at = parse_rfc3339(&o.created_at).unwrap();
            assert_eq!(ist_date(at), today, "{l}");
        }
        for bad in [
            "?startDate=2026-02-30",
            "?endDate=yesterday",
            "?startDate=22/11/2026",
            "?endDate=2026-13-01",
            "?startDate=2026-1",
        ] {
            let a = t.get_as(&format!("/api/admin/orders{bad}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                a.text()
            );
            assert!(a.message().contains("date"), "{l}: {bad}");
        }
    }
}

#[tokio::test]
async fn admin_order_cursors_neither_skip_nor_repeat_while_orders_arrive() {
    let clock = clock_now();
    for t in apps_at(clock.clone()).await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let mut placed = Vec::new();
        for _ in 0..17 {
            clock.advance(1_000);
            placed.push(t.new_order(&asha, &shelf.mango, 1).await.order_doc_id);
        }
        let newest_first: Vec<String> = placed.iter().rev().cloned().collect();

        let mut p = t.admin_orders(&admin, "?limit=5").await;
        assert_eq!((p.total, p.pages, p.total_exact), (17, 4, true), "{l}");
        let mut seen = Vec::new();
        let mut pages = Vec::new();
        loop {
            seen.extend(ids(&p.orders));
            pages.push(p.page);
            // A new order arrives while the owner reads: it goes to the top of page 1.
            clock.advance(1_000);
            t.new_order(&asha, &shelf.hamper, 1).await;
            let Some(next) = p.next_cursor.clone() else {
                break;
            };
            p = t
                .admin_orders(&admin, &format!("?limit=5&cursor={next}"))
                .await;
        }
        assert_eq!(seen, newest_first, "{l}: every order once, newest first");
        assert_eq!(pages, vec![1, 2, 3, 4], "{l}: pages numbered along");

        // A page asked by number names the cursor of the page after it.
        let p2 = t.admin_orders(&admin, "?limit=5&page=2").await;
        let p3 = t
            .admin_orders(
                &admin,
                &format!("?limit=5&cursor={}", p2.next_cursor.clone().unwrap()),
            )
            .await;
        let p3_by_number = t.admin_orders(&admin, "?limit=5&page=3").await;
        assert_eq!(p3.page, 3, "{l}");
        assert_eq!(ids(&p3.orders), ids(&p3_by_number.orders), "{l}");

        let cursor = p2.next_cursor.unwrap();
        for (query, says) in [
            (
                format!("?limit=6&cursor={cursor}"),
                "belongs to another search",
            ),
            (
                format!("?limit=5&status=Shipped&cursor={cursor}"),
                "belongs to another search",
            ),
            (
                format!("?limit=5&search=asha&cursor={cursor}"),
                "belongs to another search",
            ),
            ("?limit=5&cursor=abc".to_string(), "is not valid"),
            (format!("?limit=5&cursor={}x", cursor), "is not valid"),
            (
                format!(
                    "?limit=5&cursor=3~1~{}%27%20OR%201=1%20--~0000000000000000",
                    placed[0]
                ),
                "is not valid",
            ),
        ] {
            let a = t
                .get_as(
                    &format!("/api/admin/orders{query}&includeUnpaid=true"),
                    &admin,
                )
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {query}");
            assert!(a.message().contains(says), "{l}: {query}: {}", a.message());
        }

        // No page is larger than 100 orders, whatever is asked.
        let all = t.admin_orders(&admin, "?limit=100000").await;
        assert_eq!((all.orders.len(), all.pages), (21, 1), "{l}");
        assert!(all.next_cursor.is_none(), "{l}: the last page has no next");
    }
}

#[tokio::test]
async fn admin_orders_filter_by_payment_pin_code_gift_and_method() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = t.shelf(&admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let unpaid = t.new_order(&asha, &shelf.mango, 1).await.order_doc_id;
        let unpaid_only = t.admin_orders(&admin, "?paymentStatus=unpaid").await;
        assert_eq!(
            (unpaid_only.total, ids(&unpaid_only.orders)),
            (1, vec![unpaid.clone()]),
            "{l}"
        );
        for (query, n) in [
            ("?paymentStatus=paid", 0),
            ("?paymentMethod=online", 1),
            ("?paymentMethod=cod", 0),
            ("?gift=true", 0),
            ("?gift=false", 1),
        ] {
            assert_eq!(t.admin_orders(&admin, query).await.total, n, "{l}: {query}");
        }
        for bad in [
            "?paymentStatus=free",
            "?paymentMethod=barter",
            "?gift=maybe",
            "?pinCode=12",
        ] {
            let a = t
                .get_as(
                    &format!("/api/admin/orders{bad}&includeUnpaid=true"),
                    &admin,
                )
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {bad}");
        }
        let pin = t
            .read::<tokri_api::routes::orders::OrderResponse>(
                &format!("/api/admin/orders/{unpaid}"),
                Some(&admin),
            )
            .await
            .shipping_address
            .zip
            .clone();
        let p = t.admin_orders(&admin, &format!("?pinCode={pin}")).await;
        assert_eq!(ids(&p.orders), vec![unpaid.clone()], "{l}: its PIN code");
        // The mobile it goes to, however it is written; and its number as people see it.
        let number = format!("%23{}", &unpaid[..8]);
        for typed in ["9822012345", "%2B91%2098220%2012345", number.as_str()] {
            let p = t.admin_orders(&admin, &format!("?search={typed}")).await;
            assert_eq!(ids(&p.orders), vec![unpaid.clone()], "{l}: {typed}");
        }
        assert_eq!(
            t.admin_orders(&admin, "?search=9822012346").await.total,
            0,
            "{l}: another mobile"
        );
        let other = if pin == "411001" { "411002" } else { "411001" };
        let p = t.admin_orders(&admin, &format!("?pinCode={other}")).await;
        assert_eq!(p.total, 0, "{l}: another PIN code");
    }
}
