//! Business buyers and the accountant's exports (issue 24) through HTTP on both databases: a
//! B2B tax invoice with the buyer's GSTIN and place of supply, a month's GSTR-1 that matches
//! totals computed here from the invoices and credit notes, each table as CSV, and the orders
//! CSV of a range of days streamed page by page without skipping or repeating an order.

use crate::common;
use crate::invoices::{HAMPER, MANGO, register_gstin, taxed_catalogue};

use axum::http::StatusCode;
use common::{TestApp, apps, ship};
use serde_json::{Value, json};
use tokri_domain::calendar::ist_date;
use tokri_domain::tax::{Gstin, Supply};

/// A valid GSTIN for its first 14 characters (the check character worked out).
fn gstin(first14: &str) -> String {
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        .chars()
        .map(|c| format!("{first14}{c}"))
        .find(|g| Gstin::parse(g).is_ok())
        .unwrap()
}

fn paise(v: &Value) -> i64 {
    (v.as_f64().unwrap() * 100.0).round() as i64
}

fn this_month() -> String {
    ist_date(tokri_store::now_ms())[..7].to_string()
}

/// Places and pays an order, shipped to `state`, for a business when `business` is given.
async fn paid(t: &TestApp, token: &str, cart: Value, state: &str, business: Value) -> String {
    let mut address = ship();
    address["state"] = json!(state);
    let placed = t
        .post(
            "/api/orders",
            Some(token),
            json!({"cart": cart, "shippingAddress": address, "business": business}),
        )
        .await;
    placed.expect_status(StatusCode::CREATED, t.label);
    let placed = placed.json();
    t.pay_in_sandbox(&placed).await;
    placed["orderDocId"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_business_buyer_gets_a_tax_invoice_with_its_gstin_and_its_states_place_of_supply() {
    let acme = gstin("29AAPFU0939F1Z");
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;

        // Checked field by field, nothing placed.
        let bad = t
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": HAMPER, "qty": 1}], "shippingAddress": ship(),
                       "business": {"gstin": "29AAPFU0939F1ZZ", "legalName": " "}}),
            )
            .await;
        bad.expect_status(StatusCode::BAD_REQUEST, l);
        let e = &bad.json()["errors"];
        assert_eq!(
            e["business.gstin"], "Enter a valid 15-character GSTIN.",
            "{l}: {e}"
        );
        assert!(e["business.legalName"].is_string(), "{l}: {e}");

        // Delivered in Maharashtra (the shop's state), billed to a company registered in
        // Karnataka: IGST, place of supply 29, the delivery address as "ship to".
        let id = paid(
            &t,
            &token,
            json!([{"_id": HAMPER, "qty": 2}]),
            "Maharashtra",
            json!({"gstin": acme.to_lowercase(), "legalName": "  Acme Foods Pvt Ltd "}),
        )
        .await;
        let inv = t.store.get_invoice(&id).await.unwrap().expect("issued");
        assert_eq!(inv.buyer.gstin.as_deref(), Some(acme.as_str()), "{l}");
        assert_eq!(inv.buyer.name, "Acme Foods Pvt Ltd", "{l}");
        assert_eq!(inv.buyer.place_of_supply.unwrap().code(), "29", "{l}");
        assert_eq!(inv.supply, Supply::InterState, "{l}");
        assert!(
            inv.totals.igst.paise() > 0 && inv.totals.cgst.paise() == 0,
            "{l}"
        );
        assert_eq!(inv.ship_to.as_ref().unwrap().name, ship()["name"], "{l}");

        let order = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(
            order["business"],
            json!({"gstin": acme, "legalName": "Acme Foods Pvt Ltd"}),
            "{l}"
        );
        let admin_order = t
            .get_as(&format!("/api/admin/orders/{id}"), &admin)
            .await
            .json();
        assert_eq!(admin_order["business"]["gstin"], acme.as_str(), "{l}");
        let pdf = t.get_as(&format!("/api/orders/{id}/invoice"), &token).await;
        let text = String::from_utf8_lossy(&pdf.body);
        assert!(
            text.contains(&format!("GSTIN: {acme}")),
            "{l}: the PDF names the buyer's GSTIN"
        );

        // A personal order stays B2C.
        let own = paid(
            &t,
            &token,
            json!([{"_id": HAMPER, "qty": 1}]),
            "Maharashtra",
            Value::Null,
        )
        .await;
        let own = t.store.get_invoice(&own).await.unwrap().unwrap();
        assert_eq!(
            (own.buyer.gstin, own.supply),
            (None, Supply::IntraState),
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_months_gstr1_matches_its_invoices_and_credit_notes_to_the_paisa() {
    let acme = gstin("29AAPFU0939F1Z");
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let month = this_month();
        let token = t.customer("asha@example.in", "secret1").await;

        // Only the admin; and a shop without a GSTIN files no GSTR-1.
        let a = t
            .get_as(&format!("/api/admin/reports/gstr1?month={month}"), &token)
            .await;
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{l}");
        let a = t
            .get_as(&format!("/api/admin/reports/gstr1?month={month}"), &admin)
            .await;
        a.expect_status(StatusCode::CONFLICT, l);
        assert!(
            a.json()["message"]
                .as_str()
                .unwrap()
                .starts_with("The shop has no GSTIN"),
            "{l}"
        );

        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let intra = paid(
            &t,
            &token,
            json!([{"_id": MANGO, "qty": 1}, {"_id": HAMPER, "qty": 1}]),
            "Maharashtra",
            Value::Null,
        )
        .await;
        paid(
            &t,
            &token,
            json!([{"_id": HAMPER, "qty": 1}]),
            "Karnataka",
            Value::Null,
        )
        .await;
        let b2b = paid(
            &t,
            &token,
            json!([{"_id": HAMPER, "qty": 3}]),
            "Maharashtra",
            json!({"gstin": acme, "legalName": "Acme Foods Pvt Ltd"}),
        )
        .await;
        paid(
            &t,
            &token,
            json!([{"_id": MANGO, "qty": 2}]),
            "Maharashtra",
            Value::Null,
        )
        .await;
        // Two credit notes: the hamper of the first order, one hamper of the company's three.
        for (order, line, key) in [
            (&intra, 1, "report-refund-0001"),
            (&b2b, 0, "report-refund-0002"),
        ] {
            let r = t
                .post(
                    &format!("/api/admin/orders/{order}/refunds"),
                    Some(&admin),
                    json!({"requestId": key, "reason": "Damaged in transit", "mode": "lines", "lines": [{"line": line, "qty": 1}]}),
                )
                .await;
            r.expect_status(StatusCode::CREATED, l);
        }

        // Independently: every invoice's totals less every credit note's.
        let mut expect = [0i64; 4];
        let mut invoice_numbers = Vec::new();
        let orders = t.store.invoice_numbers().await.unwrap();
        assert_eq!(orders.len(), 4, "{l}");
        for id in [&intra, &b2b] {
            for r in t.store.refunds_of_order(id).await.unwrap() {
                let n = r.credit_note.expect("a credit note").totals;
                for (e, v) in expect.iter_mut().zip([n.taxable, n.igst, n.cgst, n.sgst]) {
                    *e -= v.paise();
                }
            }
        }
        let list = t.get_as("/api/admin/orders?limit=50", &admin).await.json();
        for o in list["orders"].as_array().unwrap() {
            let inv = t
                .store
                .get_invoice(o["_id"].as_str().unwrap())
                .await
                .unwrap()
                .unwrap();
            invoice_numbers.push(inv.number.clone());
            for (e, v) in expect.iter_mut().zip([
                inv.totals.taxable,
                inv.totals.igst,
                inv.totals.cgst,
                inv.totals.sgst,
            ]) {
                *e += v.paise();
            }
        }
        invoice_numbers.sort();

        let s = t
            .get_as(&format!("/api/admin/reports/gstr1?month={month}"), &admin)
            .await;
        s.expect_status(StatusCode::OK, l);
        let s = s.json();
        let totals = &s["totals"];
        assert_eq!(
            (totals["invoices"].as_i64(), totals["creditNotes"].as_i64()),
            (Some(4), Some(2)),
            "{l}: {s}"
        );
        assert_eq!(
            [
                paise(&totals["taxable"]),
                paise(&totals["igst"]),
                paise(&totals["cgst"]),
                paise(&totals["sgst"])
            ],
            expect,
            "{l}: {s}"
        );
        let rows = |table: &str| {
            s["sections"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["table"] == table)
                .unwrap()["rows"]
                .as_i64()
                .unwrap()
        };
        assert_eq!(
            (rows("b2b"), rows("cdnr"), rows("b2cl"), rows("cdnur")),
            (1, 1, 0, 0),
            "{l}: {s}"
        );
        assert_eq!(
            s["documents"][0],
            json!({"type": "Invoices for outward supply", "from": invoice_numbers[0], "to": invoice_numbers[3], "issued": 4, "cancelled": 0}),
            "{l}"
        );
        assert_eq!(s["documents"][1]["issued"], 2, "{l}");
        assert_eq!(s["warnings"], json!([]), "{l}");

        // The offline tool's file: the same money, the company's invoice under its GSTIN.
        let file = t
            .get_as(
                &format!("/api/admin/reports/gstr1/portal-json?month={month}"),
                &admin,
            )
            .await;
        file.expect_status(StatusCode::OK, l);
        let fp = format!("{}{}", &month[5..7], &month[..4]);
        assert_eq!(
            file.header("content-disposition"),
            Some(format!("attachment; filename=\"GSTR1_{fp}_27AAPFU0939F1ZV.json\"").as_str()),
            "{l}"
        );
        let j: Value = serde_json::from_slice(&file.body).unwrap();
        assert_eq!(
            (j["gstin"].as_str(), j["fp"].as_str()),
            (Some("27AAPFU0939F1ZV"), Some(fp.as_str())),
            "{l}"
        );
        assert_eq!(j["b2b"][0]["ctin"], acme.as_str(), "{l}");
        assert_eq!(j["b2b"][0]["inv"][0]["pos"], "29", "{l}");
        assert_eq!(j["cdnr"][0]["ctin"], acme.as_str(), "{l}");
        let hsn_taxable: i64 = ["hsn_b2b", "hsn_b2c"]
            .iter()
            .flat_map(|k| j["hsn"][*k].as_array().unwrap().iter())
            .map(|h| paise(&h["txval"]))
            .sum();
        assert_eq!(hsn_taxable, expect[0], "{l}");
        let igst: i64 = j["b2cs"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|b| b.get("iamt"))
            .map(paise)
            .sum();
        assert!(
            igst > 0,
            "{l}: the Karnataka order is an inter-state B2C small supply"
        );

        // Tables for people, and what is refused.
        let csv = t
            .get_as(
                &format!("/api/admin/reports/gstr1/tables/b2b?month={month}"),
                &admin,
            )
            .await;
        csv.expect_status(StatusCode::OK, l);
        let text = String::from_utf8(csv.body.clone()).unwrap();
        assert!(
            text.starts_with("GSTIN/UIN of Recipient,Receiver Name,Invoice Number"),
            "{l}: {text}"
        );
        assert!(
            text.contains(&format!("{acme},Acme Foods Pvt Ltd,")),
            "{l}: {text}"
        );
        let docs = t
            .get_as(
                &format!("/api/admin/reports/gstr1/tables/docs?month={month}"),
                &admin,
            )
            .await;
        assert!(
            String::from_utf8_lossy(&docs.body).contains("Credit Note,"),
            "{l}"
        );
        let a = t
            .get_as(
                &format!("/api/admin/reports/gstr1/tables/gstr3b?month={month}"),
                &admin,
            )
            .await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{l}");
        for bad in ["2026-13", "", "2016-01", "2026-1"] {
            let a = t
                .get_as(&format!("/api/admin/reports/gstr1?month={bad}"), &admin)
                .await;
            a.expect_status(StatusCode::BAD_REQUEST, l);
        }
        // Another month holds none of these documents.
        let empty = t
            .get_as("/api/admin/reports/gstr1?month=2017-07", &admin)
            .await
            .json();
        assert_eq!(empty["totals"]["invoices"], 0, "{l}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_orders_csv_lists_every_order_of_the_days_once_across_its_pages() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let token = t.customer("ravi@example.in", "secret1").await;
        t.paid_order(&token, json!([{"_id": MANGO, "qty": 2}]))
            .await;
        // 1,100 cash-on-delivery orders straight into the store: more than two pages of 500.
        tokri_store::testing::seed_buyer_and_kiwi(&t.store)
            .await
            .unwrap();
        let now = tokri_store::now_ms();
        let mut handles = Vec::new();
        for batch in 0..8 {
            let store = t.store.clone();
            handles.push(tokio::spawn(async move {
                for n in (batch..1_100).step_by(8) {
                    let mut o = tokri_store::testing::kiwi_order(now - 1_000 - n as i64 / 3);
                    o.pay_method = tokri_domain::PaymentMethod::Cod;
                    o.provider_order_id = None;
                    store.create_order(o, |_| Vec::new()).await.unwrap();
                }
            }));
        }
        for h in handles {
            h.await.unwrap();
        }

        let today = ist_date(now);
        let a = t
            .get_as(
                &format!("/api/admin/reports/orders?from={today}&to={today}"),
                &admin,
            )
            .await;
        a.expect_status(StatusCode::OK, l);
        assert_eq!(
            a.header("content-disposition"),
            Some(format!("attachment; filename=\"orders-{today}-to-{today}.csv\"").as_str()),
            "{l}"
        );
        let text = String::from_utf8(a.body.clone()).unwrap();
        let lines: Vec<&str> = text.split_terminator("\r\n").collect();
        assert!(
            lines[0].starts_with("Order,Placed (IST),Status,Payment"),
            "{l}"
        );
        assert_eq!(lines.len(), 1 + 1_101, "{l}");
        let mut numbers: Vec<&str> = lines[1..]
            .iter()
            .map(|x| x.split(',').next().unwrap())
            .collect();
        numbers.sort();
        numbers.dedup();
        assert_eq!(numbers.len(), 1_101, "{l}: no order twice");
        let paid_line = lines
            .iter()
            .find(|x| x.contains("Alphonso Mango × 2"))
            .unwrap();
        assert!(
            paid_line.contains(",Processing,paid,online,"),
            "{l}: {paid_line}"
        );
        assert!(paid_line.contains("Alphonso Mango × 2"), "{l}: {paid_line}");

        // Days before any order: the header alone.
        let none = t
            .get_as(
                "/api/admin/reports/orders?from=2020-01-01&to=2020-01-31",
                &admin,
            )
            .await;
        assert_eq!(
            String::from_utf8_lossy(&none.body)
                .split_terminator("\r\n")
                .count(),
            1,
            "{l}"
        );
        for (q, message) in [
            (
                "from=2026-11-30&to=2026-11-01",
                "The first day must not be after the last day.",
            ),
            (
                "from=2024-01-01&to=2026-11-01",
                "Choose at most 366 days at a time.",
            ),
            (
                "from=soon&to=2026-11-01",
                "Give the first day as YYYY-MM-DD.",
            ),
            ("from=2026-11-01", "Give the last day as YYYY-MM-DD."),
        ] {
            let a = t
                .get_as(&format!("/api/admin/reports/orders?{q}"), &admin)
                .await;
            a.expect_status(StatusCode::BAD_REQUEST, l);
            assert_eq!(a.json()["message"], message, "{l}: {q}");
        }
        let a = t
            .get_as(
                &format!("/api/admin/reports/orders?from={today}&to={today}"),
                &token,
            )
            .await;
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{l}");
    }
}
