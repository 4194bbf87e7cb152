//! The admin's and the customer's order lists when the shop grows (issue 27), on every
//! configured backend: keyset pages that neither skip nor repeat while orders arrive, tallies
//! that agree with a recount after many concurrent changes, and filters served by indexes.

use tokri_domain::{OrderSearch, OrderStatus, PaymentMethod, PaymentStatus, Role};
use tokri_store::Store;
use tokri_store::accounts::NewUser;
use tokri_store::catalogue::ProductWrite;
use tokri_store::orders::{NewOrder, OrderFilter, OrderItemRow, OrderQuery, PageStart};
use tokri_store::testing::{
    execute_raw, fresh_stores, kiwi_order, scalar_i64, seed_buyer_and_kiwi,
};

/// An order of one Kiwi by "u1" created at `created_at`, delivered to the PIN code `zip`.
fn order(created_at: i64, zip: &str) -> NewOrder {
    let mut o = kiwi_order(created_at);
    o.shipping.zip = zip.into();
    o
}

/// The buyer, the Kiwi and a Dragon Fruit ("p2").
async fn shop(s: &Store) {
    seed_buyer_and_kiwi(s).await.unwrap();
    s.create_product(
        "p2",
        &ProductWrite {
            name: "Dragon Fruit".into(),
            description: String::new(),
            option_name: String::new(),
            variants: vec![tokri_store::catalogue::VariantWrite::single(
                "p2", 25_000, None,
            )],
            category_id: "c1".into(),
            weight: "1 pc".into(),
            origin: "Vietnam".into(),
            images: vec![],
            active: None,
            tax: None,
            declaration: None,
        },
        2,
    )
    .await
    .unwrap();
}

/// `f` ready to read.
async fn query(s: &Store, f: OrderFilter) -> OrderQuery {
    s.order_query(f).await.unwrap()
}

fn everything() -> OrderFilter {
    OrderFilter {
        include_unpaid: true,
        ..OrderFilter::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn keyset_pages_neither_skip_nor_repeat_while_orders_arrive() {
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        shop(&s).await;
        // 23 orders, several created in the same millisecond: the id breaks the tie.
        let mut ids = Vec::new();
        for n in 0..23_i64 {
            ids.push(
                s.create_order(order(1_000 + n / 3, "411004"), |_| Vec::new())
                    .await
                    .unwrap()
                    .id,
            );
        }
        let all = s
            .list_orders(&query(&s, everything()).await, PageStart::Offset(0), 100)
            .await
            .unwrap()
            .0;
        let want: Vec<String> = all.iter().map(|o| o.id.clone()).collect();
        assert_eq!(want.len(), 23, "{l}");

        for limit in [1, 4, 5, 23] {
            let (mut seen, mut after): (Vec<String>, Option<(i64, String)>) = (Vec::new(), None);
            let mut arrivals = 0;
            loop {
                let start = match &after {
                    Some((at, id)) => PageStart::After {
                        at: *at,
                        id: id.as_str(),
                    },
                    None => PageStart::Offset(0),
                };
                let all = query(&s, everything()).await;
                let (page, more) = s.list_orders(&all, start, limit).await.unwrap();
                assert!(page.len() as i64 <= limit, "{l}");
                seen.extend(page.iter().map(|o| o.id.clone()));
                let (user_page, user_more) = s
                    .list_orders_for_user(
                        "u1",
                        0,
                        after.as_ref().map(|(at, id)| (*at, id.as_str())),
                        limit,
                    )
                    .await
                    .unwrap();
                assert_eq!(
                    user_page.iter().map(|o| o.id.clone()).collect::<Vec<_>>(),
                    page.iter().map(|o| o.id.clone()).collect::<Vec<_>>(),
                    "{l}: the customer's list pages the same way (limit {limit}, after {after:?})"
                );
                assert_eq!(user_more, more, "{l}");
                // Orders keep arriving, newer than any listed.
                s.create_order(order(5_000 + arrivals, "411004"), |_| Vec::new())
                    .await
                    .unwrap();
                arrivals += 1;
                if !more {
                    break;
                }
                let last = page.last().unwrap();
                after = Some((last.created_at, last.id.clone()));
            }
            assert_eq!(seen, want, "{l}: limit {limit}");
            execute_raw(&s, "DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE created_at >= 5000)")
                .await
                .unwrap();
            execute_raw(&s, "DELETE FROM orders WHERE created_at >= 5000")
                .await
                .unwrap();
        }
        assert_eq!(ids.len(), 23);
    }
}

const STATUSES: [&str; 6] = [
    "Pending",
    "Processing",
    "Shipped",
    "Delivered",
    "Cancelled",
    "Refunded",
];
const PAYMENTS: [&str; 3] = ["unpaid", "paid", "cod_due"];

async fn tallies_match_a_recount(s: &Store, l: &str) {
    let tallies = s.order_tallies().await.unwrap();
    for status in STATUSES {
        for payment in PAYMENTS {
            let counted = scalar_i64(
                s,
                &format!("SELECT COUNT(*) FROM orders WHERE status = '{status}' AND payment_status = '{payment}'"),
            )
            .await
            .unwrap();
            let kept: i64 = tallies
                .iter()
                .filter(|t| t.status.as_str() == status && t.payment_status.as_str() == payment)
                .map(|t| t.n)
                .sum();
            assert_eq!(kept, counted, "{l}: {status} / {payment}");
        }
    }
    // Each account's tallies (a words search's totals): no row differs from a recount of the
    // account's orders, and no account's orders lack their row.
    let wrong_rows = scalar_i64(
        s,
        "SELECT COUNT(*) FROM account_order_tallies t WHERE t.n <> (SELECT COUNT(*) FROM orders o \
         WHERE o.user_id = t.user_id AND o.status = t.status AND o.payment_status = t.payment_status)",
    )
    .await
    .unwrap();
    let missing_rows = scalar_i64(
        s,
        "SELECT COUNT(*) FROM (SELECT DISTINCT user_id, status, payment_status FROM orders) o \
         WHERE NOT EXISTS (SELECT 1 FROM account_order_tallies t WHERE t.user_id = o.user_id \
         AND t.status = o.status AND t.payment_status = o.payment_status)",
    )
    .await
    .unwrap();
    assert_eq!((wrong_rows, missing_rows), (0, 0), "{l}: account tallies");
    let by_status = s.count_orders_by_status().await.unwrap();
    for status in STATUSES {
        let counted = scalar_i64(
            s,
            &format!("SELECT COUNT(*) FROM orders WHERE status = '{status}'"),
        )
        .await
        .unwrap();
        let kept = by_status
            .iter()
            .find(|(st, _)| st.as_str() == status)
            .map_or(0, |(_, n)| *n);
        assert_eq!(kept, counted, "{l}: {status}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_tallies_agree_with_a_recount_after_many_changes_at_once() {
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        shop(&s).await;
        let placing: Vec<_> = (0..40)
            .map(|n| {
                let s = s.clone();
                tokio::spawn(async move {
                    s.create_order(order(1_000 + n, "411004"), |_| Vec::new())
                        .await
                })
            })
            .collect();
        let mut ids = Vec::new();
        for h in placing {
            ids.push(h.await.unwrap().unwrap().id);
        }
        tallies_match_a_recount(&s, l).await;

        // Many status and payment changes at once, some of them to the same order, in every
        // direction (a pseudo-random but repeatable mix).
        let changes: Vec<_> = (0..120_usize)
            .map(|n| {
                let s = s.clone();
                let id = ids[(n * 7) % ids.len()].clone();
                tokio::spawn(async move {
                    let status = OrderStatus::parse(STATUSES[(n * 5 + 1) % 6]).unwrap();
                    if n % 3 == 0 {
                        let payment = PAYMENTS[(n / 3) % 3];
                        execute_raw(
                            &s,
                            &format!(
                                "UPDATE orders SET payment_status = '{payment}' WHERE id = '{id}'"
                            ),
                        )
                        .await
                        .unwrap();
                    } else {
                        s.set_order_status(&id, status, &[]).await.unwrap();
                    }
                })
            })
            .collect();
        for h in changes {
            h.await.unwrap();
        }
        tallies_match_a_recount(&s, l).await;

        // Totals of the admin list come from them.
        let paid = OrderFilter {
            payment_status: Some(PaymentStatus::Paid),
            ..everything()
        };
        let count = s.count_orders(&query(&s, paid).await).await.unwrap();
        let counted = scalar_i64(
            &s,
            "SELECT COUNT(*) FROM orders WHERE payment_status = 'paid'",
        )
        .await
        .unwrap();
        assert_eq!((count.n, count.exact), (counted, true), "{l}");
        execute_raw(
            &s,
            &format!("DELETE FROM order_items WHERE order_id = '{}'", ids[0]),
        )
        .await
        .unwrap();
        execute_raw(&s, &format!("DELETE FROM orders WHERE id = '{}'", ids[0]))
            .await
            .unwrap();
        tallies_match_a_recount(&s, l).await;
    }
}

#[tokio::test]
async fn every_filter_of_the_admin_list_is_served_by_an_index() {
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        // The buyer "Asha" (asha@example.in), whom a words search finds, with a paid order:
        // the search reads her orders.
        shop(&s).await;
        let id = s
            .create_order(order(1_000, "411004"), |_| Vec::new())
            .await
            .unwrap()
            .id;
        execute_raw(
            &s,
            &format!("UPDATE orders SET payment_status = 'paid' WHERE id = '{id}'"),
        )
        .await
        .unwrap();
        let date = tokri_domain::delivery::DeliveryDate::parse("2026-11-27").unwrap();
        let cases: Vec<(&str, OrderFilter, &[&str])> = vec![
            ("newest first", OrderFilter::default(), &["orders_newest"]),
            (
                "status",
                OrderFilter {
                    status: Some(OrderStatus::Shipped),
                    ..OrderFilter::default()
                },
                &["orders_status"],
            ),
            (
                "payment",
                OrderFilter {
                    payment_status: Some(PaymentStatus::CodDue),
                    ..OrderFilter::default()
                },
                &["orders_unpaid"],
            ),
            (
                "dates",
                OrderFilter {
                    from: Some(1_000),
                    until: Some(2_000),
                    ..OrderFilter::default()
                },
                &["orders_newest"],
            ),
            (
                "delivery day",
                OrderFilter {
                    delivery_date: Some(date),
                    ..OrderFilter::default()
                },
                &["orders_slot"],
            ),
            (
                "delivery slot",
                OrderFilter {
                    delivery_date: Some(date),
                    delivery_slot: Some("s1".into()),
                    ..OrderFilter::default()
                },
                &["orders_slot"],
            ),
            (
                "PIN code",
                OrderFilter {
                    pin_code: Some("411004".into()),
                    ..OrderFilter::default()
                },
                &["orders_pin"],
            ),
            (
                "gifts",
                OrderFilter {
                    gifts_only: true,
                    ..OrderFilter::default()
                },
                &["orders_gifts"],
            ),
            (
                "order id",
                OrderFilter {
                    search: Some(OrderSearch::Id(
                        "3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b".into(),
                    )),
                    ..OrderFilter::default()
                },
                &["orders_pkey", "sqlite_autoindex_orders_1"],
            ),
            (
                "order number",
                OrderFilter {
                    search: Some(OrderSearch::Number("3f2a9c1e".into())),
                    ..OrderFilter::default()
                },
                // A range of the primary key on SQLite, an expression index on PostgreSQL.
                &["orders_number", "sqlite_autoindex_orders_1"],
            ),
            (
                "customer email",
                OrderFilter {
                    search: Some(OrderSearch::Email("asha@example.in".into())),
                    ..OrderFilter::default()
                },
                // Either index that starts with the customer.
                &["orders_user", "orders_open_by_cart"],
            ),
            (
                "words of a name or an email",
                OrderFilter {
                    search: Some(OrderSearch::Words(vec!["asha".into(), "exam".into()])),
                    ..OrderFilter::default()
                },
                // The accounts holding the words (read first), then each one's orders.
                &["orders_user", "orders_open_by_cart", "orders_counting"],
            ),
            (
                "mobile",
                OrderFilter {
                    search: Some(OrderSearch::Mobile("9822012345".into())),
                    ..OrderFilter::default()
                },
                &["orders_mobile"],
            ),
            (
                "cash on delivery",
                OrderFilter {
                    pay_method: Some(PaymentMethod::Cod),
                    ..OrderFilter::default()
                },
                &["orders_cod"],
            ),
        ];
        for (what, filter, indexes) in cases {
            let plan = s
                .explain_order_list(&query(&s, filter).await)
                .await
                .unwrap();
            if std::env::var_os("TOKRI_SHOW_PLANS").is_some() {
                eprintln!("{l}: {what}\n{plan}\n");
            }
            assert!(
                indexes.iter().any(|ix| plan.contains(ix)),
                "{l}: {what} uses one of {indexes:?}:\n{plan}"
            );
            let scans_orders = match t.label {
                "sqlite" => plan
                    .lines()
                    .any(|line| line.starts_with("SCAN o") && !line.contains("INDEX")),
                _ => plan.contains("Seq Scan on orders"),
            };
            assert!(
                !scans_orders,
                "{l}: {what} reads the whole orders table:\n{plan}"
            );
        }
    }
}

/// Whether a paid order counts as a sale (the dashboard's rule).
const COUNTS: &str = "o.payment_status = 'paid' AND o.paid_at IS NOT NULL \
     AND (o.refund_reason IS NULL OR o.refund_reason <> 'cancelled')";

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_daily_sales_agree_with_a_recount_after_payments_cancellations_and_refunds() {
    use tokri_domain::calendar::{DAY_MS, ist_date};
    // 2026-11-20 00:00 IST, and five IST days from it.
    let first = 1_795_113_000_000_i64;
    let days: Vec<String> = (0..5).map(|d| ist_date(first + d * DAY_MS)).collect();
    assert_eq!(days[0], "2026-11-20");
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        shop(&s).await;
        let mut ids = Vec::new();
        for n in 0..30_i64 {
            let mut o = order(first - 1_000 + n, "411004");
            if n % 2 == 0 {
                o.items.push(OrderItemRow {
                    product_id: "p2".into(),
                    variant_id: "p2".into(),
                    variant_label: String::new(),
                    name: "Dragon Fruit".into(),
                    image: None,
                    category: "Exotic".into(),
                    price_paise: 25_000,
                    qty: n % 3 + 1,
                    held: 0,
                    tax: Default::default(),
                    discount_paise: 0,
                });
            }
            // Some orders got a discount: the day's discounts follow them too.
            if n % 4 == 1 {
                o.discount_paise = 1_000 + n;
                o.total_paise -= o.discount_paise;
            }
            ids.push(s.create_order(o, |_| Vec::new()).await.unwrap().id);
        }
        // Paid at once on different days, some at the last minute of a day; then some found
        // cancelled after payment, some refunded (still a sale), some back to unpaid, one deleted.
        let paying: Vec<_> = ids
            .iter()
            .enumerate()
            .map(|(n, id)| {
                let (s, id) = (s.clone(), id.clone());
                let n = n as i64;
                let at = first + (n % 5) * DAY_MS + if n % 7 == 0 { DAY_MS - 1 } else { n * 60_000 };
                tokio::spawn(async move {
                    execute_raw(&s, &format!(
                        "UPDATE orders SET payment_status = 'paid', paid_at = {at}, status = 'Processing' WHERE id = '{id}'"
                    ))
                    .await
                    .unwrap();
                    match n % 6 {
                        1 => execute_raw(&s, &format!(
                            "UPDATE orders SET refund_reason = 'cancelled', status = 'Cancelled' WHERE id = '{id}'"
                        )).await.unwrap(),
                        2 => execute_raw(&s, &format!(
                            "UPDATE orders SET refund_reason = 'refunded', status = 'Refunded' WHERE id = '{id}'"
                        )).await.unwrap(),
                        3 => execute_raw(&s, &format!(
                            "UPDATE orders SET payment_status = 'unpaid', paid_at = NULL WHERE id = '{id}'"
                        )).await.unwrap(),
                        _ => {}
                    }
                })
            })
            .collect();
        for h in paying {
            h.await.unwrap();
        }
        execute_raw(&s, &format!("DELETE FROM orders WHERE id = '{}'", ids[4]))
            .await
            .unwrap();

        let kept = s.sales_days_since(&days[0]).await.unwrap();
        let mut recounted = Vec::new();
        for (d, day) in days.iter().enumerate() {
            let (from, until) = (first + d as i64 * DAY_MS, first + (d as i64 + 1) * DAY_MS);
            let range = format!("{COUNTS} AND o.paid_at >= {from} AND o.paid_at < {until}");
            let orders = scalar_i64(&s, &format!("SELECT COUNT(*) FROM orders o WHERE {range}"))
                .await
                .unwrap();
            let revenue = scalar_i64(
                &s,
                &format!("SELECT CAST(COALESCE(SUM(o.total_paise), 0) AS BIGINT) FROM orders o WHERE {range}"),
            )
            .await
            .unwrap();
            let discounts = scalar_i64(
                &s,
                &format!("SELECT CAST(COALESCE(SUM(o.discount_paise), 0) AS BIGINT) FROM orders o WHERE {range}"),
            )
            .await
            .unwrap();
            if orders > 0 {
                recounted.push((day.clone(), orders, revenue, discounts));
            }
        }
        assert!(
            recounted.iter().any(|d| d.3 > 0),
            "{l}: some days have discounts"
        );
        let kept: Vec<(String, i64, i64, i64)> = kept
            .into_iter()
            .map(|d| (d.day, d.orders, d.revenue_paise, d.discount_paise))
            .collect();
        assert_eq!(kept, recounted, "{l}");
        assert!(kept.len() >= 4, "{l}: sales on most days");

        let top = s.top_products_since(&days[1], 5).await.unwrap();
        for p in ["p1", "p2"] {
            let range = format!("{COUNTS} AND o.paid_at >= {}", first + DAY_MS);
            let qty = scalar_i64(
                &s,
                &format!(
                    "SELECT CAST(COALESCE(SUM(i.qty), 0) AS BIGINT) FROM order_items i JOIN orders o ON o.id = i.order_id \
                     WHERE i.product_id = '{p}' AND {range}"
                ),
            )
            .await
            .unwrap();
            let kept = top.iter().find(|t| t.product_id == p).map_or(0, |t| t.qty);
            assert_eq!(kept, qty, "{l}: {p}");
        }
    }
}

#[tokio::test]
async fn the_mail_backlog_counts_what_waits_and_since_when() {
    use tokri_store::outbox::NewMail;
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        assert_eq!(s.mail_backlog().await.unwrap(), (0, None), "{l}");
        let mail = |n: usize| NewMail {
            to: format!("asha{n}@example.in"),
            to_name: "Asha".into(),
            subject: "Your order".into(),
            text: "Thank you".into(),
            html: "<p>Thank you</p>".into(),
            invoice_order_id: None,
            credit_note_refund_id: None,
            marketing: false,
        };
        let before = tokri_store::now_ms();
        for n in 0..3 {
            s.queue_mail(&mail(n)).await.unwrap();
        }
        let (waiting, oldest) = s.mail_backlog().await.unwrap();
        assert_eq!(waiting, 3, "{l}");
        assert!(
            oldest.is_some_and(|at| at >= before && at <= tokri_store::now_ms()),
            "{l}"
        );
        // One is given up on: it no longer waits.
        let now = tokri_store::now_ms();
        let claimed = s.claim_due_mail(now, 60_000, 1).await.unwrap();
        assert!(
            s.mail_failed(
                &claimed[0].id,
                &claimed[0].claim_token,
                "refused",
                now,
                None
            )
            .await
            .unwrap()
        );
        assert_eq!(s.mail_backlog().await.unwrap().0, 2, "{l}");
    }
}

/// A customer account with `name` and `email` (its words are what a words search finds).
async fn customer(s: &Store, id: &str, name: &str, email: &str) {
    s.create_user(&NewUser {
        id,
        name,
        email,
        email_norm: email,
        password_hash: None,
        role: Role::Customer,
        google_sub: None,
        email_verified: false,
    })
    .await
    .unwrap();
}

/// The ids of the orders a words search of the admin list finds, first page of 100.
async fn found_by_words(s: &Store, typed: &str) -> (Vec<String>, i64) {
    let f = OrderFilter {
        search: OrderSearch::parse(typed),
        include_unpaid: true,
        ..OrderFilter::default()
    };
    let q = query(s, f).await;
    let (orders, _) = s.list_orders(&q, PageStart::Offset(0), 100).await.unwrap();
    let n = s.count_orders(&q).await.unwrap().n;
    let mut ids: Vec<String> = orders.into_iter().map(|o| o.id).collect();
    ids.sort();
    (ids, n)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_words_search_finds_the_same_orders_whether_few_or_many_accounts_hold_the_words() {
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        shop(&s).await;
        // 520 customers named Priya (more than a search reads one by one), each with an
        // order; "Priya Sharma 7…" are few; Asha's order holds none of the words.
        let mut want_all = Vec::new();
        let mut want_seven = Vec::new();
        for n in 0..520_i64 {
            let (id, name, email) = (
                format!("priya-{n}"),
                format!("Priya Sharma {n}"),
                format!("priya{n}@mail.test"),
            );
            customer(&s, &id, &name, &email).await;
            let mut o = order(1_000_000 + n, "411004");
            o.user_id = id;
            let stored = s.create_order(o, |_| Vec::new()).await.unwrap();
            want_all.push(stored.id.clone());
            if n.to_string().starts_with('7') {
                want_seven.push(stored.id);
            }
        }
        s.create_order(order(999_999, "411004"), |_| Vec::new())
            .await
            .unwrap();
        want_all.sort();
        want_seven.sort();
        // Many accounts: the newest orders walked; the page holds 100 of the 520.
        let (page, n) = found_by_words(&s, "priya").await;
        assert_eq!((page.len(), n), (100, 520), "{l}");
        assert!(page.iter().all(|id| want_all.contains(id)), "{l}");
        let (page, n) = found_by_words(&s, "PRIYA sharm").await;
        assert_eq!(
            (page.len(), n),
            (100, 520),
            "{l}: every word, as a start, any case"
        );
        // Few accounts: read one by one ("7", "70"–"79", "700"–"519" are not: 7 and 70–79).
        let (page, n) = found_by_words(&s, "sharma 7").await;
        assert_eq!(page, want_seven, "{l}");
        assert_eq!(n, want_seven.len() as i64, "{l}");
        // The total of a few accounts' orders is the sum of their tallies, whatever the status
        // and payment filters: every other order of theirs paid and on its way.
        for id in want_seven.iter().step_by(2) {
            execute_raw(
                &s,
                &format!("UPDATE orders SET payment_status = 'paid', status = 'Shipped' WHERE id = '{id}'"),
            )
            .await
            .unwrap();
        }
        let shipped = want_seven.len().div_ceil(2) as i64;
        let unpaid = want_seven.len() as i64 - shipped;
        for (status, payment_status, include_unpaid, want) in [
            (None, None, false, shipped),
            (None, None, true, shipped + unpaid),
            (Some(OrderStatus::Shipped), None, true, shipped),
            (None, Some(PaymentStatus::Unpaid), true, unpaid),
            (
                Some(OrderStatus::Shipped),
                Some(PaymentStatus::Unpaid),
                true,
                0,
            ),
        ] {
            let f = OrderFilter {
                search: OrderSearch::parse("sharma 7"),
                status,
                payment_status,
                include_unpaid,
                ..OrderFilter::default()
            };
            let q = query(&s, f).await;
            let (page, _) = s.list_orders(&q, PageStart::Offset(0), 100).await.unwrap();
            let count = s.count_orders(&q).await.unwrap();
            let label = format!("{l}: {status:?} {payment_status:?} {include_unpaid}");
            assert_eq!((count.n, count.exact), (want, true), "{label}");
            assert_eq!(page.len() as i64, want, "{label}");
        }
        // Filters the tallies cannot count (dates, PIN code): the few accounts' orders are
        // counted and paged along their index, with those filters applied to each account's.
        for (pin, want) in [("411004", 10), ("560001", 0)] {
            let f = OrderFilter {
                search: OrderSearch::parse("sharma 7"),
                include_unpaid: true,
                from: Some(1_000_070),
                pin_code: Some(pin.into()),
                ..OrderFilter::default()
            };
            let q = query(&s, f).await;
            let (page, _) = s.list_orders(&q, PageStart::Offset(0), 100).await.unwrap();
            let count = s.count_orders(&q).await.unwrap();
            assert_eq!((count.n, count.exact), (want, true), "{l}: from 70, {pin}");
            assert_eq!(page.len() as i64, want, "{l}: from 70, {pin}");
            assert!(
                page.iter().all(|o| o.created_at >= 1_000_070),
                "{l}: from 70, {pin}"
            );
        }
        let (page, _) = found_by_words(&s, "priya7").await;
        assert_eq!(
            page.len(),
            want_seven.len(),
            "{l}: the start of priya7…@mail.test"
        );
        let (page, n) = found_by_words(&s, "nobody").await;
        assert_eq!((page.len(), n), (0, 0), "{l}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_words_search_of_busy_accounts_pages_by_number_and_by_cursor_without_gaps() {
    for t in fresh_stores().await.unwrap() {
        let (s, l) = (t.store.clone(), t.label);
        shop(&s).await;
        // Five customers named Meera with 9, 7, 5, 3 and 1 orders, the busiest the oldest (a
        // page's time bound is taken from the busiest accounts), their times interleaved and
        // some in the same millisecond (the id breaks the tie); Asha's orders hold none of the
        // words.
        let mut want = Vec::new();
        for n in 0..5_i64 {
            let (id, name, email) = (
                format!("meera-{n}"),
                format!("Meera Joshi {n}"),
                format!("meera{n}@mail.test"),
            );
            customer(&s, &id, &name, &email).await;
            for k in 0..9 - 2 * n {
                let mut o = order(2_000 + n * 25 + k * 10, "411004");
                o.user_id = id.clone();
                let stored = s.create_order(o, |_| Vec::new()).await.unwrap();
                want.push((stored.created_at, stored.id));
            }
            s.create_order(order(2_000 + n, "411004"), |_| Vec::new())
                .await
                .unwrap();
        }
        // Newest first, then by id.
        want.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let want: Vec<String> = want.into_iter().map(|(_, id)| id).collect();
        let meera = query(
            &s,
            OrderFilter {
                search: OrderSearch::parse("meera"),
                include_unpaid: true,
                ..OrderFilter::default()
            },
        )
        .await;
        assert_eq!(s.count_orders(&meera).await.unwrap().n, 25, "{l}");
        for limit in [1_i64, 2, 4, 6, 25] {
            // By page number: every page the next `limit` of the whole list.
            let mut by_number = Vec::new();
            for page in 0.. {
                let (orders, more) = s
                    .list_orders(&meera, PageStart::Offset(page * limit), limit)
                    .await
                    .unwrap();
                by_number.extend(orders.into_iter().map(|o| o.id));
                if !more {
                    break;
                }
            }
            assert_eq!(by_number, want, "{l}: pages of {limit} by number");
            // By cursor: each page right after the last order of the one before.
            let (mut by_cursor, mut after): (Vec<String>, Option<(i64, String)>) =
                (Vec::new(), None);
            loop {
                let start = match &after {
                    Some((at, id)) => PageStart::After {
                        at: *at,
                        id: id.as_str(),
                    },
                    None => PageStart::Offset(0),
                };
                let (orders, more) = s.list_orders(&meera, start, limit).await.unwrap();
                assert!(orders.len() as i64 <= limit, "{l}");
                after = orders.last().map(|o| (o.created_at, o.id.clone()));
                by_cursor.extend(orders.into_iter().map(|o| o.id));
                if !more {
                    break;
                }
            }
            assert_eq!(by_cursor, want, "{l}: pages of {limit} by cursor");
        }
        // One account's words: its three orders only.
        let (page, n) = found_by_words(&s, "meera3@mail").await;
        assert_eq!((page.len(), n), (3, 3), "{l}");
    }
}
