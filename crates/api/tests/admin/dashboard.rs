//! The dashboard's figures.

use super::*;
use axum::http::StatusCode;
use common::apps;
use serde_json::{Value, json};
use tokri_domain::calendar::{day_ms, ist_date};
use tokri_store::now_ms;

fn by_status(stats: &Value) -> Vec<(String, i64)> {
    list(&stats["byStatus"])
        .iter()
        .map(|x| (s(&x["status"]), x["count"].as_i64().unwrap()))
        .collect()
}

fn six(counts: [i64; 6]) -> Vec<(String, i64)> {
    [
        "Pending",
        "Processing",
        "Shipped",
        "Delivered",
        "Cancelled",
        "Refunded",
    ]
    .iter()
    .zip(counts)
    .map(|(s, n)| (s.to_string(), n))
    .collect()
}

#[tokio::test]
async fn the_dashboard_counts_todays_paid_orders_every_status_best_sellers_and_thirty_days() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let shelf = shelf(&t, &admin).await;
        let asha = t.customer("asha@example.in", "secret1").await;
        let before = now_ms();

        let empty = admin_list(&t, &admin, "/api/admin/stats").await;
        assert_eq!(
            by_status(&empty),
            six([0, 0, 0, 0, 0, 0]),
            "{l}: all six, even when zero"
        );
        assert_eq!(empty["today"], json!({"orders": 0, "revenue": 0.0}), "{l}");
        assert_eq!(list(&empty["topProducts"]).len(), 0, "{l}");
        assert_eq!(list(&empty["daily"]).len(), 30, "{l}");

        // Paid: 2 mangoes (₹1799 + ₹119) and 1 hamper (₹2499, free delivery).
        let paid = place(&t, &asha, &shelf.mango, 2).await;
        let paid_too = place(&t, &asha, &shelf.hamper, 1).await;
        for p in [&paid, &paid_too] {
            let a = t
                .post(
                    &format!("/api/payments/sandbox/{}/pay", s(&p["orderId"])),
                    None,
                    json!({}),
                )
                .await;
            assert_eq!(a.status, StatusCode::OK, "{l}: sandbox pay: {}", text(&a));
        }
        // Unpaid, and one cancelled, one shipped (after payment).
        place(&t, &asha, &shelf.mango, 5).await;
        let cancelled = doc(&place(&t, &asha, &shelf.hamper, 3).await);
        patch(
            &t,
            &format!("/api/admin/orders/{cancelled}/status"),
            &admin,
            json!({"status": "Cancelled"}),
        )
        .await;
        patch(
            &t,
            &format!("/api/admin/orders/{}/status", doc(&paid_too)),
            &admin,
            json!({"status": "Shipped"}),
        )
        .await;

        let stats = admin_list(&t, &admin, "/api/admin/stats").await;
        let today = ist_date(now_ms());
        if ist_date(before) != today {
            eprintln!("{l}: the IST day changed during the test; dashboard checks skipped");
            continue;
        }
        let revenue = 1918.0 + 2499.0;
        assert_eq!(
            stats["today"],
            json!({"orders": 2, "revenue": revenue}),
            "{l}: {stats}"
        );
        assert_eq!(
            stats["last7Days"],
            json!({"orders": 2, "revenue": revenue}),
            "{l}"
        );
        assert_eq!(
            stats["last30Days"],
            json!({"orders": 2, "revenue": revenue}),
            "{l}"
        );
        assert_eq!(
            by_status(&stats),
            six([1, 1, 1, 0, 1, 0]),
            "{l}: paid → Processing, then one Shipped"
        );
        assert_eq!(
            stats["unpaidOrders"], 1,
            "{l}: the cancelled one waits for nothing"
        );

        let top = list(&stats["topProducts"]);
        assert_eq!(top.len(), 2, "{l}: only paid orders count: {top:?}");
        assert_eq!(
            top[0],
            json!({"productId": shelf.mango, "name": "Alphonso Mango", "qty": 2, "revenue": 1799.0}),
            "{l}"
        );
        assert_eq!(
            top[1],
            json!({"productId": shelf.hamper, "name": "Diwali Hamper", "qty": 1, "revenue": 2499.0}),
            "{l}"
        );

        let daily = list(&stats["daily"]);
        assert_eq!(daily.len(), 30, "{l}");
        let dates: Vec<String> = daily.iter().map(|d| s(&d["date"])).collect();
        let expected: Vec<String> = (0..30)
            .rev()
            .map(|i| ist_date(now_ms() - i * day_ms()))
            .collect();
        assert_eq!(
            dates, expected,
            "{l}: 30 IST days, oldest first, ending today"
        );
        assert_eq!(
            daily[29],
            json!({"date": today, "revenue": revenue, "orders": 2}),
            "{l}"
        );
        assert!(
            daily[..29]
                .iter()
                .all(|d| d["orders"] == 0 && d["revenue"] == 0.0),
            "{l}: nothing on other days"
        );

        // Paying again changes nothing.
        let a = t
            .post(
                &format!("/api/payments/sandbox/{}/pay", s(&paid["orderId"])),
                None,
                json!({}),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{l}");
        assert_eq!(
            admin_list(&t, &admin, "/api/admin/stats").await["today"]["orders"],
            2,
            "{l}: counted once"
        );
    }
}
