//! The admin order list: paging, search, status and date filters.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::{Value, json};
use tokri_api::time_fmt::parse_rfc3339;
use tokri_domain::calendar::{day_ms, ist_date};
use tokri_store::now_ms;

#[tokio::test]
async fn admin_orders_come_twenty_a_page_newest_first() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let empty = admin_orders(&t, &admin, "").await;
        assert_eq!(
            (
                empty["total"].clone(),
                empty["pages"].clone(),
                empty["page"].clone()
            ),
            (json!(0), json!(1), json!(1)),
            "{l}"
        );
        assert_eq!(list(&empty["orders"]).len(), 0, "{l}");

        let mut placed: Vec<String> = Vec::new();
        let mut place_n = async |n: usize| {
            for _ in 0..n {
                // Distinct creation times make "newest first" exact.
                tokio::time::sleep(std::time::Duration::from_millis(2)).await;
                placed.push(doc(&place(&t, &asha, &shelf.mango, 1).await));
            }
            placed.clone()
        };
        let newest_first = |v: &[String]| v.iter().rev().cloned().collect::<Vec<_>>();

        let so_far = place_n(20).await;
        let p = admin_orders(&t, &admin, "").await;
        assert_eq!(
            (p["total"].clone(), p["pages"].clone(), p["page"].clone()),
            (json!(20), json!(1), json!(1)),
            "{l}: 20 orders"
        );
        assert_eq!(ids(&p["orders"]), newest_first(&so_far), "{l}");

        let so_far = place_n(1).await;
        let p1 = admin_orders(&t, &admin, "?page=1").await;
        let p2 = admin_orders(&t, &admin, "?page=2").await;
        assert_eq!(
            (p1["total"].clone(), p1["pages"].clone()),
            (json!(21), json!(2)),
            "{l}: 21 orders"
        );
        assert_eq!(
            ids(&p1["orders"]),
            newest_first(&so_far[1..]),
            "{l}: the newest 20"
        );
        assert_eq!(
            (p2["page"].clone(), p2["pages"].clone(), p2["total"].clone()),
            (json!(2), json!(2), json!(21)),
            "{l}"
        );
        assert_eq!(
            ids(&p2["orders"]),
            vec![so_far[0].clone()],
            "{l}: page 2 holds the oldest one"
        );

        let so_far = place_n(19).await;
        let p1 = admin_orders(&t, &admin, "").await;
        let p2 = admin_orders(&t, &admin, "?page=2&limit=20").await;
        assert_eq!(
            (p1["total"].clone(), p1["pages"].clone()),
            (json!(40), json!(2)),
            "{l}: 40 orders"
        );
        assert_eq!(ids(&p1["orders"]), newest_first(&so_far[20..]), "{l}");
        assert_eq!(ids(&p2["orders"]), newest_first(&so_far[..20]), "{l}");
        let times: Vec<i64> = list(&p1["orders"])
            .iter()
            .chain(list(&p2["orders"]))
            .map(|o| parse_rfc3339(o["createdAt"].as_str().unwrap()).unwrap())
            .collect();
        assert!(
            times.windows(2).all(|w| w[0] > w[1]),
            "{l}: createdAt strictly falls: {times:?}"
        );
        let p3 = admin_orders(&t, &admin, "?page=3").await;
        assert_eq!(
            (p3["page"].clone(), p3["total"].clone()),
            (json!(2), json!(40)),
            "{l}: past the end is the last page"
        );
        assert_eq!(ids(&p3["orders"]), newest_first(&so_far[..20]), "{l}");

        let small = admin_orders(&t, &admin, "?limit=7&page=6").await;
        assert_eq!(
            (small["pages"].clone(), list(&small["orders"]).len()),
            (json!(6), 5),
            "{l}: 40 = 5 × 7 + 5"
        );
        for bad in ["?page=abc", "?limit=x", "?page=1.5"] {
            let a = t.get_as(&format!("/api/admin/orders{bad}"), &admin).await;
            assert_eq!(
                a.status,
                StatusCode::BAD_REQUEST,
                "{l}: {bad}: {}",
                text(&a)
            );
        }
    }
}

#[tokio::test]
async fn admin_orders_are_found_by_id_prefix_customer_name_and_email() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = customer_named(&t, "Asha Patil", "asha@example.in").await;
        let ravi = customer_named(&t, "Ravi Kulkarni", "ravi.k@example.in").await;
        let meera = guest(&t, "Meera Joshi", "meera@mail.test").await;
        let a1 = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let a2 = doc(&place(&t, &asha, &shelf.hamper, 1).await);
        let r1 = doc(&place(&t, &ravi, &shelf.mango, 3).await);
        let m1 = doc(&place(&t, &meera, &shelf.hamper, 2).await);

        let found = |v: &Value| {
            let mut v = ids(&v["orders"]);
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
            let p = admin_orders(&t, &admin, &search(&id[..8])).await;
            assert_eq!(
                found(&p),
                want(&[id]),
                "{l}: by the first 8 characters of {id}"
            );
            assert_eq!(p["total"], 1, "{l}");
            let p = admin_orders(&t, &admin, &search(&id[..8].to_uppercase())).await;
            assert_eq!(found(&p), want(&[id]), "{l}: in capitals too");
            let p = admin_orders(&t, &admin, &search(id)).await;
            assert_eq!(found(&p), want(&[id]), "{l}: the whole id");
        }
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("kulKARNI")).await),
            want(&[&r1]),
            "{l}: by name, any case"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("asha%20patil")).await),
            want(&[&a1, &a2]),
            "{l}"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("%20%20ravi%20")).await),
            want(&[&r1]),
            "{l}: trimmed"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("meera")).await),
            want(&[&m1]),
            "{l}: guests too"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("ravi.k%40example.in")).await),
            want(&[&r1]),
            "{l}: by email"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, &search("%40EXAMPLE.IN")).await),
            want(&[&a1, &a2, &r1]),
            "{l}: part of an email"
        );
        for nothing in ["nobody", "%25", "_", "zzzzzzzz"] {
            let p = admin_orders(&t, &admin, &search(nothing)).await;
            assert_eq!(
                (p["total"].clone(), p["pages"].clone()),
                (json!(0), json!(1)),
                "{l}: {nothing}"
            );
            assert_eq!(list(&p["orders"]).len(), 0, "{l}: {nothing}");
        }
        assert_eq!(
            admin_orders(&t, &admin, "?search=").await["total"],
            4,
            "{l}: empty search is no filter"
        );

        // The admin detail names the customer; the order keeps its shipping snapshot.
        let o = admin_list(&t, &admin, &format!("/api/admin/orders/{r1}")).await;
        assert_eq!(o["userId"]["name"], "Ravi Kulkarni", "{l}");
        assert_eq!(o["userId"]["email"], "ravi.k@example.in", "{l}");
        assert_eq!(o["items"][0]["qty"], 3, "{l}");
        assert_eq!(o["shippingAddress"]["zip"], "411004", "{l}");
        assert_eq!(o["shippingAddress"]["mobile"], "9822012345", "{l}");
        let row = admin_orders(&t, &admin, &search(&r1[..8])).await;
        assert_eq!(
            row["orders"][0]["userId"]["name"], "Ravi Kulkarni",
            "{l}: the list names the user too"
        );
    }
}

#[tokio::test]
async fn admin_orders_are_filtered_by_status() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = customer_named(&t, "Asha Patil", "asha@example.in").await;
        let ravi = customer_named(&t, "Ravi Kulkarni", "ravi.k@example.in").await;
        let pending = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let shipped = doc(&place(&t, &asha, &shelf.mango, 1).await);
        let delivered = doc(&place(&t, &ravi, &shelf.mango, 1).await);
        let shipped_ravi = doc(&place(&t, &ravi, &shelf.mango, 1).await);
        for (id, status) in [
            (&shipped, "Shipped"),
            (&delivered, "Delivered"),
            (&shipped_ravi, "Shipped"),
        ] {
            let a = patch(
                &t,
                &format!("/api/admin/orders/{id}/status"),
                &admin,
                json!({"status": status}),
            )
            .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {}", text(&a));
        }
        let found = |v: &Value| {
            let mut v = ids(&v["orders"]);
            v.sort();
            v
        };
        let want = |v: &[&String]| {
            let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
            v.sort();
            v
        };
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Shipped").await),
            want(&[&shipped, &shipped_ravi]),
            "{l}"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Pending").await),
            want(&[&pending]),
            "{l}"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Delivered").await),
            want(&[&delivered]),
            "{l}"
        );
        assert_eq!(
            admin_orders(&t, &admin, "?status=Refunded").await["total"],
            0,
            "{l}"
        );
        assert_eq!(
            admin_orders(&t, &admin, "?status=All").await["total"],
            4,
            "{l}: All is no filter"
        );
        assert_eq!(
            admin_orders(&t, &admin, "?status=").await["total"],
            4,
            "{l}: empty is no filter"
        );
        assert_eq!(
            found(&admin_orders(&t, &admin, "?status=Shipped&search=ravi").await),
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
                text(&a)
            );
        }
    }
}

#[tokio::test]
async fn admin_order_dates_are_ist_calendar_days_and_bad_dates_are_refused() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        // No public store call moves an order's creation time, so the edges are today's IST day.
        let before = now_ms();
        place(&t, &asha, &shelf.mango, 1).await;
        place(&t, &asha, &shelf.hamper, 1).await;
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
            let p = admin_orders(&t, &admin, &query).await;
            assert_eq!(p["total"], total, "{l}: {query}");
            assert_eq!(list(&p["orders"]).len() as i64, total, "{l}: {query}");
        }
        // Every order created now falls on today's IST date.
        for o in list(&admin_orders(&t, &admin, "").await["orders"]) {
            let at = parse_rfc3339(o["createdAt"].as_str().unwrap()).unwrap();
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
                text(&a)
            );
            assert!(
                a.json()["message"].as_str().unwrap().contains("date"),
                "{l}: {bad}"
            );
        }
    }
}
