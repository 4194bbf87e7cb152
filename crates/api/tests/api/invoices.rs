//! GST invoices through HTTP on both databases: numbering without gaps under concurrent
//! payments, CGST + SGST inside the shop's state and IGST outside, exempt lines, the PDF for
//! the owner and the admin only, the financial year's rollover, and the PDF in the
//! confirmation mail.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{FRUIT_CATEGORY, TestApp, apps, ship};
use serde_json::{Value, json};
use tokri_domain::Money;
use tokri_domain::tax::{FinancialYear, GstRate, InvoiceKind, Supply};

pub(crate) const MANGO: &str = "a0000000-0000-4000-8000-000000000001";
pub(crate) const ALMONDS: &str = "a0000000-0000-4000-8000-000000000002";
pub(crate) const HAMPER: &str = "a0000000-0000-4000-8000-000000000003";
const GSTIN: &str = "27AAPFU0939F1ZV";

/// Mango ₹899 exempt, almonds ₹549 at 5 %, a hamper ₹1,180 at 18 %, with their HSN codes set
/// through the admin's product form.
pub(crate) async fn taxed_catalogue(t: &TestApp, admin: &str) {
    t.fruit_catalogue(&[
        (MANGO, "Alphonso Mango", 89_900),
        (ALMONDS, "California Almonds", 54_900),
        (HAMPER, "Chocolate Hamper", 118_000),
    ])
    .await;
    for (id, name, price, hsn, rate) in [
        (MANGO, "Alphonso Mango", 899.0, "0804 50", 0),
        (ALMONDS, "California Almonds", 549.0, "080212", 5),
        (HAMPER, "Chocolate Hamper", 1180.0, "1806", 18),
    ] {
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{id}"),
                Some(admin),
                Some(
                    json!({"name": name, "price": price, "categoryId": FRUIT_CATEGORY,
                    "image": [format!("/images/{id}.svg")], "hsnCode": hsn, "gstRate": rate}),
                ),
            )
            .await;
        a.expect_status(StatusCode::OK, t.label);
        assert_eq!(a.json()["gstRate"], rate);
    }
}

pub(crate) async fn register_gstin(t: &TestApp, admin: &str) {
    let a = t
        .request(
            Method::PUT,
            "/api/admin/invoice-settings",
            Some(admin),
            Some(json!({"legalName": "Tokri Fresh LLP", "gstin": GSTIN,
                "address": "Shop 4, Market Yard Road, Pune 411037", "state": "27", "prefix": "TK"})),
        )
        .await;
    a.expect_status(StatusCode::OK, t.label);
}

/// Places an order shipped to `state` and pays it in the sandbox; answers the order id.
async fn paid_order(t: &TestApp, token: &str, cart: Value, state: &str) -> String {
    let mut address = ship();
    address["state"] = json!(state);
    let placed = t
        .post(
            "/api/orders",
            Some(token),
            json!({"cart": cart, "shippingAddress": address}),
        )
        .await;
    placed.expect_status(StatusCode::CREATED, t.label);
    let placed = placed.json();
    let pay = t
        .post(
            &format!(
                "/api/payments/sandbox/{}/pay",
                placed["orderId"].as_str().unwrap()
            ),
            None,
            json!({}),
        )
        .await;
    assert_eq!(pay.status, StatusCode::OK, "{}", t.label);
    placed["orderDocId"].as_str().unwrap().to_string()
}

/// Writes a downloaded PDF into `TOKRI_TEST_PDF_DIR`, when set, to look at it.
fn keep_pdf(t: &TestApp, name: &str, body: &[u8]) {
    if let Ok(dir) = std::env::var("TOKRI_TEST_PDF_DIR") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(format!("{dir}/{}-{name}.pdf", t.label), body).unwrap();
    }
}

fn fy_now() -> String {
    FinancialYear::of(tokri_store::now_ms()).short_label()
}

fn rs(paise: i64) -> Money {
    Money::from_paise(paise)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn forty_concurrent_payments_get_invoice_numbers_1_to_40_without_gaps_or_duplicates() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let mut provider_orders = Vec::new();
        // Forty different carts (the same cart again would reuse its open order).
        for qty in 1..=40 {
            let placed = t
                .place_order(&token, json!([{"_id": ALMONDS, "qty": qty}]))
                .await
                .json();
            provider_orders.push(placed["orderId"].as_str().unwrap().to_string());
        }
        // Every payment at once, each also paid twice (a replayed checkout callback).
        let mut calls = Vec::new();
        for po in provider_orders.iter().chain(provider_orders.iter()) {
            let app = t.app.clone();
            let path = format!("/api/payments/sandbox/{po}/pay");
            calls.push(tokio::spawn(async move {
                use tower::ServiceExt;
                let req = axum::http::Request::post(path)
                    .header("content-type", "application/json")
                    .body(axum::body::Body::from("{}"))
                    .unwrap();
                app.oneshot(req).await.unwrap().status()
            }));
        }
        for c in calls {
            assert_eq!(c.await.unwrap(), StatusCode::OK, "{}", t.label);
        }
        let fy = fy_now();
        let expected: Vec<String> = (1..=40).map(|n| format!("TK/{fy}/{n:06}")).collect();
        assert_eq!(
            t.store.invoice_numbers().await.unwrap(),
            expected,
            "{}",
            t.label
        );
        // One invoice per order, shown on each order.
        let orders = t.get_as("/api/orders?limit=40", &token).await.json();
        let mut shown: Vec<String> = orders
            .as_array()
            .unwrap()
            .iter()
            .map(|o| {
                o["invoiceNumber"]
                    .as_str()
                    .expect("paid orders have a number")
                    .to_string()
            })
            .collect();
        shown.sort();
        assert_eq!(shown, expected, "{}", t.label);
    }
}

#[tokio::test]
async fn inside_the_shops_state_tax_splits_into_cgst_and_sgst_with_exempt_fruit_and_delivery() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;
        // ₹899 + ₹549 = ₹1,448: below ₹1,999, so ₹119 delivery.
        let id = paid_order(
            &t,
            &token,
            json!([{"_id": MANGO, "qty": 1}, {"_id": ALMONDS, "qty": 1}]),
            "Maharashtra",
        )
        .await;
        let inv = t.store.get_invoice(&id).await.unwrap().expect("issued");
        assert_eq!(inv.kind, InvoiceKind::TaxInvoice, "{}", t.label);
        assert_eq!(inv.supply, Supply::IntraState);
        assert_eq!(inv.number, format!("TK/{}/000001", fy_now()));
        assert_eq!(inv.seller.gstin.as_ref().unwrap().as_str(), GSTIN);
        assert_eq!(inv.buyer.place_of_supply.unwrap().code(), "27");
        assert_eq!(inv.lines.len(), 3);
        let mango = &inv.lines[0];
        assert_eq!(
            (mango.rate, mango.hsn_code.as_str()),
            (GstRate::Zero, "080450")
        );
        assert_eq!(
            (mango.tax.taxable, mango.tax.tax()),
            (rs(89_900), Money::ZERO)
        );
        let almonds = &inv.lines[1];
        assert_eq!(almonds.rate, GstRate::Five);
        assert_eq!(
            (
                almonds.tax.taxable,
                almonds.tax.cgst,
                almonds.tax.sgst,
                almonds.tax.igst
            ),
            (rs(52_286), rs(1_307), rs(1_307), Money::ZERO)
        );
        // Delivery takes the highest rate of the goods: 5 % of ₹119 inclusive.
        let delivery = &inv.lines[2];
        assert_eq!(
            (delivery.description.as_str(), delivery.rate),
            ("Delivery charges", GstRate::Five)
        );
        assert_eq!(
            (delivery.tax.cgst, delivery.tax.sgst, delivery.tax.taxable),
            (rs(283), rs(283), rs(11_334))
        );
        assert_eq!(inv.totals.total, rs(156_700));
        assert_eq!(inv.totals.cgst, rs(1_590));
        assert_eq!(
            inv.totals.taxable.paise() + inv.totals.tax().paise(),
            156_700
        );
        // The order answers carry the number.
        let order = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(order["invoiceNumber"], inv.number.as_str());
        let admin_order = t
            .get_as(&format!("/api/admin/orders/{id}"), &admin)
            .await
            .json();
        assert_eq!(admin_order["invoiceNumber"], inv.number.as_str());
        keep_pdf(
            &t,
            "intra",
            &t.get_as(&format!("/api/orders/{id}/invoice"), &token)
                .await
                .body,
        );
    }
}

#[tokio::test]
async fn outside_the_shops_state_tax_is_igst_and_an_all_exempt_order_gets_a_bill_of_supply() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let id = paid_order(&t, &token, json!([{"_id": HAMPER, "qty": 2}]), "Karnataka").await;
        let inv = t.store.get_invoice(&id).await.unwrap().unwrap();
        assert_eq!(
            (inv.kind, inv.supply),
            (InvoiceKind::TaxInvoice, Supply::InterState),
            "{}",
            t.label
        );
        assert_eq!(inv.buyer.place_of_supply.unwrap().name(), "Karnataka");
        // ₹2,360 at 18 %: ₹2,000 + ₹360 IGST; free delivery from ₹1,999.
        assert_eq!(inv.lines.len(), 1);
        assert_eq!(
            (inv.totals.taxable, inv.totals.igst),
            (rs(200_000), rs(36_000))
        );
        assert_eq!(
            (inv.totals.cgst, inv.totals.sgst),
            (Money::ZERO, Money::ZERO)
        );
        keep_pdf(
            &t,
            "inter",
            &t.get_as(&format!("/api/orders/{id}/invoice"), &token)
                .await
                .body,
        );

        let id = paid_order(&t, &token, json!([{"_id": MANGO, "qty": 1}]), "Goa").await;
        let inv = t.store.get_invoice(&id).await.unwrap().unwrap();
        assert_eq!(inv.kind, InvoiceKind::BillOfSupply, "{}", t.label);
        assert_eq!(inv.totals.tax(), Money::ZERO);
        assert_eq!(
            inv.lines[1].rate,
            GstRate::Zero,
            "delivery of exempt fruit is exempt"
        );
        keep_pdf(
            &t,
            "bill-of-supply",
            &t.get_as(&format!("/api/orders/{id}/invoice"), &token)
                .await
                .body,
        );
        assert!(inv.number.ends_with("/000002"));
    }
}

#[tokio::test]
async fn without_a_gstin_invoices_are_numbered_but_charge_no_gst() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let settings = t.get_as("/api/admin/invoice-settings", &admin).await.json();
        assert_eq!(settings["gstin"], Value::Null, "{}", t.label);
        assert_eq!(settings["state"], "27");
        assert_eq!(settings["states"].as_array().unwrap().len(), 36);
        let token = t.customer("asha@example.in", "secret1").await;
        let id = paid_order(
            &t,
            &token,
            json!([{"_id": HAMPER, "qty": 1}]),
            "Maharashtra",
        )
        .await;
        let inv = t.store.get_invoice(&id).await.unwrap().unwrap();
        assert_eq!(inv.kind, InvoiceKind::Invoice, "{}", t.label);
        assert!(inv.seller.gstin.is_none());
        assert_eq!(inv.totals.tax(), Money::ZERO);
        assert_eq!(inv.totals.total, rs(118_000 + 11_900));
        assert_eq!(inv.number, format!("TK/{}/000001", fy_now()));
        keep_pdf(
            &t,
            "unregistered",
            &t.get_as(&format!("/api/orders/{id}/invoice"), &token)
                .await
                .body,
        );
    }
}

#[tokio::test]
async fn the_pdf_is_for_the_orders_owner_and_the_admin_only_and_never_changes() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let other = t.customer("ravi@example.in", "secret2").await;
        let id = paid_order(
            &t,
            &token,
            json!([{"_id": ALMONDS, "qty": 2}]),
            "Maharashtra",
        )
        .await;
        let number = format!("TK-{}-000001.pdf", fy_now());

        let pdf = t.get_as(&format!("/api/orders/{id}/invoice"), &token).await;
        assert_eq!(pdf.status, StatusCode::OK, "{}", t.label);
        assert_eq!(pdf.header("content-type"), Some("application/pdf"));
        assert_eq!(
            pdf.header("content-disposition"),
            Some(format!("attachment; filename=\"{number}\"").as_str())
        );
        assert_eq!(pdf.header("cache-control"), Some("private, no-store"));
        assert!(pdf.body.starts_with(b"%PDF-"), "{}", t.label);
        let text = String::from_utf8_lossy(&pdf.body);
        for shown in [
            "TAX INVOICE",
            GSTIN,
            "California Almonds",
            "080212",
            "CGST",
            "SGST",
            "Rupees One Thousand Two Hundred Seventeen Only",
            "computer-generated invoice",
        ] {
            assert!(text.contains(shown), "{}: PDF lacks {shown}", t.label);
        }

        let by_admin = t
            .get_as(&format!("/api/admin/orders/{id}/invoice"), &admin)
            .await;
        assert_eq!(by_admin.status, StatusCode::OK);
        assert_eq!(by_admin.body, pdf.body, "one document for both");

        for (path, who, status) in [
            (
                format!("/api/orders/{id}/invoice"),
                &other,
                StatusCode::NOT_FOUND,
            ),
            (
                format!("/api/admin/orders/{id}/invoice"),
                &token,
                StatusCode::FORBIDDEN,
            ),
            (
                format!("/api/orders/{id}/invoice"),
                &admin,
                StatusCode::NOT_FOUND,
            ),
            (
                "/api/orders/not-an-id/invoice".to_string(),
                &token,
                StatusCode::NOT_FOUND,
            ),
        ] {
            let a = t.get_as(&path, who).await;
            assert_eq!(a.status, status, "{}: {path}", t.label);
        }
        assert_eq!(
            t.get(&format!("/api/orders/{id}/invoice")).await.status,
            StatusCode::UNAUTHORIZED
        );

        // An unpaid order has no invoice.
        let unpaid = t
            .place_order(&token, json!([{"_id": MANGO, "qty": 1}]))
            .await
            .json();
        let unpaid = unpaid["orderDocId"].as_str().unwrap();
        assert_eq!(
            t.get_as(&format!("/api/orders/{unpaid}/invoice"), &token)
                .await
                .status,
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            t.get_as(&format!("/api/admin/orders/{unpaid}/invoice"), &admin)
                .await
                .status,
            StatusCode::NOT_FOUND
        );
        let order = t
            .get_as(&format!("/api/orders/{unpaid}"), &token)
            .await
            .json();
        assert_eq!(order["invoiceNumber"], Value::Null);

        // New settings and a new rate change later invoices only.
        let a = t
            .request(
                Method::PUT,
                "/api/admin/invoice-settings",
                Some(&admin),
                Some(
                    json!({"legalName": "Renamed Traders", "gstin": "", "address": "Bengaluru",
                    "state": "29", "prefix": "BLR"}),
                ),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK);
        let a = t
            .request(
                Method::PUT,
                &format!("/api/admin/products/{ALMONDS}"),
                Some(&admin),
                Some(
                    json!({"name": "California Almonds", "price": 549, "categoryId": FRUIT_CATEGORY,
                    "image": [format!("/images/{ALMONDS}.svg")], "gstRate": 12}),
                ),
            )
            .await;
        assert_eq!(
            a.json()["hsnCode"],
            "080212",
            "a field not sent keeps its value"
        );
        let again = t.get_as(&format!("/api/orders/{id}/invoice"), &token).await;
        assert_eq!(
            again.body, pdf.body,
            "{}: a past invoice never changes",
            t.label
        );
        let later = paid_order(&t, &token, json!([{"_id": ALMONDS, "qty": 1}]), "Karnataka").await;
        let later = t.store.get_invoice(&later).await.unwrap().unwrap();
        assert_eq!(later.number, format!("BLR/{}/000001", fy_now()));
        assert!(later.number.len() <= 16, "GST rule 46: {}", later.number);
        // A prefix that would make numbers longer than 16 characters is refused.
        let long = t
            .request(
                Method::PUT,
                "/api/admin/invoice-settings",
                Some(&admin),
                Some(
                    json!({"legalName": "Renamed Traders", "gstin": "", "address": "Bengaluru",
                    "state": "29", "prefix": "BLR1"}),
                ),
            )
            .await;
        assert_eq!(long.status, StatusCode::BAD_REQUEST, "{}", t.label);
        assert!(
            long.json()["message"]
                .as_str()
                .unwrap()
                .contains("1 to 3 letters or digits"),
            "{}",
            t.label
        );
        assert_eq!(
            (later.kind, later.seller.legal_name.as_str()),
            (InvoiceKind::Invoice, "Renamed Traders")
        );
    }
}

#[tokio::test]
async fn numbering_restarts_on_1_april_ist_and_issuing_twice_gives_the_same_number() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;
        let mut ids = Vec::new();
        for qty in 1..=3 {
            let placed = t
                .place_order(&token, json!([{"_id": MANGO, "qty": qty}]))
                .await
                .json();
            ids.push(placed["orderDocId"].as_str().unwrap().to_string());
        }
        // Unpaid: no invoice.
        assert_eq!(
            t.store.issue_invoice(&ids[0], 0).await.unwrap(),
            None,
            "{}",
            t.label
        );
        // Paid without one, as a cash-on-delivery order the admin marks paid.
        for id in &ids {
            tokri_store::testing::execute_raw(
                &t.store,
                &format!("UPDATE orders SET payment_status = 'paid', status = 'Processing' WHERE id = '{id}'"),
            )
            .await
            .unwrap();
        }
        // 31 March 2027 23:59:59 IST, then 1 April 2027 00:00:00 IST (still 31 March in UTC).
        let march = 1_806_517_799_000;
        let april = 1_806_517_800_000;
        assert_eq!(
            t.store
                .issue_invoice(&ids[0], march)
                .await
                .unwrap()
                .as_deref(),
            Some("TK/26-27/000001")
        );
        assert_eq!(
            t.store
                .issue_invoice(&ids[1], april)
                .await
                .unwrap()
                .as_deref(),
            Some("TK/27-28/000001")
        );
        assert_eq!(
            t.store
                .issue_invoice(&ids[2], april)
                .await
                .unwrap()
                .as_deref(),
            Some("TK/27-28/000002")
        );
        assert_eq!(
            t.store
                .issue_invoice(&ids[0], april)
                .await
                .unwrap()
                .as_deref(),
            Some("TK/26-27/000001")
        );
        let pdf = t
            .get_as(&format!("/api/orders/{}/invoice", ids[1]), &token)
            .await;
        assert_eq!(
            pdf.header("content-disposition"),
            Some("attachment; filename=\"TK-27-28-000001.pdf\"")
        );
        assert!(String::from_utf8_lossy(&pdf.body).contains("01 Apr 2027"));
    }
}

#[tokio::test]
async fn the_confirmation_mail_carries_the_invoice_pdf() {
    for t in apps().await {
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("asha@example.in", "secret1").await;
        paid_order(
            &t,
            &token,
            json!([{"_id": ALMONDS, "qty": 1}]),
            "Maharashtra",
        )
        .await;
        let mails = t.mails().await;
        let confirmation = mails
            .iter()
            .find(|m| m.contains("is confirmed"))
            .expect("confirmation mail");
        let file = format!("TK-{}-000001.pdf", fy_now());
        assert!(
            confirmation.contains(&format!("Your invoice TK/{}/000001 is attached", fy_now())),
            "{}",
            t.label
        );
        assert!(confirmation.contains("multipart/mixed"), "{}", t.label);
        assert!(
            confirmation.contains("Content-Type: application/pdf"),
            "{}",
            t.label
        );
        assert!(
            confirmation.contains(&format!("filename=\"{file}\"")),
            "{}: {confirmation}",
            t.label
        );
        // The attachment is the PDF (base64 of "%PDF-" starts "JVBERi0").
        assert!(confirmation.contains("JVBERi0"), "{}", t.label);
    }
}

#[tokio::test]
async fn invoice_settings_and_product_tax_fields_are_checked() {
    for t in apps().await {
        let admin = t.admin().await;
        let customer = t.customer("asha@example.in", "secret1").await;
        assert_eq!(
            t.get_as("/api/admin/invoice-settings", &customer)
                .await
                .status,
            StatusCode::FORBIDDEN
        );
        for (body, field) in [
            (
                json!({"legalName": "Tokri", "gstin": "27AAPFU0939F1ZW", "address": "Pune", "state": "27", "prefix": "TK"}),
                "gstin",
            ),
            (
                json!({"legalName": "Tokri", "gstin": GSTIN, "address": "Pune", "state": "29", "prefix": "TK"}),
                "gstin",
            ),
            (
                json!({"legalName": "Tokri", "gstin": "", "address": "Pune", "state": "28", "prefix": "TK"}),
                "state",
            ),
            (
                json!({"legalName": "Tokri", "address": "Pune", "state": "27", "prefix": "TK/1"}),
                "prefix",
            ),
            (
                json!({"legalName": " ", "address": "Pune", "state": "27", "prefix": "TK"}),
                "legalName",
            ),
        ] {
            let a = t
                .request(
                    Method::PUT,
                    "/api/admin/invoice-settings",
                    Some(&admin),
                    Some(body),
                )
                .await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}: {field}", t.label);
            assert!(
                a.json()["errors"][field].is_string(),
                "{}: {field}: {}",
                t.label,
                a.json()
            );
        }
        t.fruit_catalogue(&[]).await;
        for (extra, field) in [
            (json!({"gstRate": 7}), "gstRate"),
            (json!({"hsnCode": "12"}), "hsnCode"),
        ] {
            let mut body = json!({"name": "Kiwi", "price": 149, "categoryId": FRUIT_CATEGORY, "image": ["/images/kiwi.svg"]});
            body.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            let a = t.post("/api/admin/products", Some(&admin), body).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}: {field}", t.label);
            assert!(
                a.json()["errors"][field].is_string(),
                "{}: {}",
                t.label,
                a.json()
            );
        }
        let a = t
            .post("/api/admin/products", Some(&admin),
                json!({"name": "Kiwi", "price": 149, "categoryId": FRUIT_CATEGORY, "image": ["/images/kiwi.svg"]}))
            .await;
        assert_eq!(a.status, StatusCode::CREATED);
        assert_eq!(
            (a.json()["hsnCode"].clone(), a.json()["gstRate"].clone()),
            (json!(""), json!(0))
        );
        // The storefront never shows tax fields.
        let id = a.json()["_id"].as_str().unwrap().to_string();
        t.catalogue_changed();
        let public = t.get(&format!("/api/products/{id}")).await.json();
        assert!(public.get("gstRate").is_none() && public.get("hsnCode").is_none());
    }
}

#[tokio::test]
async fn a_gift_goes_to_the_recipient_and_its_invoice_bills_the_sender() {
    for t in apps().await {
        let l = t.label;
        let admin = t.admin().await;
        taxed_catalogue(&t, &admin).await;
        register_gstin(&t, &admin).await;
        let token = t.customer("ravi@example.in", "secret1").await;
        // Ravi, in Mumbai, sends a hamper to his mother in Pune.
        let recipient = json!({"name": "Sunita Joshi", "mobile": "9876543210",
            "street": "7 Koregaon Park", "city": "Pune", "state": "Maharashtra", "zip": "411001",
            "country": "India"});
        let mut sender = ship();
        sender["name"] = json!("Ravi Joshi");
        sender["street"] = json!("4 Marine Drive");
        sender["city"] = json!("Mumbai");
        sender["zip"] = json!("400002");
        let placed = t
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": ALMONDS, "qty": 1}], "shippingAddress": recipient,
                    "billingAddress": sender,
                    "gift": {"recipientName": "Sunita Joshi", "recipientMobile": "9876543210",
                        "message": "Happy Diwali, Aai!", "senderName": "Ravi", "hidePrices": true}}),
            )
            .await;
        placed.expect_status(StatusCode::CREATED, l);
        let placed = placed.json();
        let id = placed["orderDocId"].as_str().unwrap().to_string();
        let pay = t
            .post(
                &format!(
                    "/api/payments/sandbox/{}/pay",
                    placed["orderId"].as_str().unwrap()
                ),
                None,
                json!({}),
            )
            .await;
        assert_eq!(pay.status, StatusCode::OK, "{l}");

        // The order ships to the recipient and remembers whom to bill.
        let o = t.get_as(&format!("/api/orders/{id}"), &token).await.json();
        assert_eq!(o["shippingAddress"]["name"], "Sunita Joshi", "{l}");
        assert_eq!(o["shippingAddress"]["street"], "7 Koregaon Park", "{l}");
        assert_eq!(o["billingAddress"]["name"], "Ravi Joshi", "{l}");
        assert_eq!(o["billingAddress"]["city"], "Mumbai", "{l}");
        assert_eq!(o["gift"]["senderName"], "Ravi", "{l}");
        // The admin (and so the packing slip) sees the same.
        let a = t.get_as(&format!("/api/admin/orders/{id}"), &admin).await;
        let a = a.json();
        assert_eq!(a["shippingAddress"]["zip"], "411001", "{l}");
        assert_eq!(a["gift"]["hidePrices"], true, "{l}");

        // The invoice bills Ravi and names where the goods went.
        let inv = t.store.get_invoice(&id).await.unwrap().unwrap();
        assert_eq!(inv.buyer.name, "Ravi Joshi", "{l}");
        assert!(inv.buyer.address.contains("Mumbai 400002"), "{l}");
        let ship_to = inv.ship_to.expect("a ship-to for a gift");
        assert_eq!(ship_to.name, "Sunita Joshi", "{l}");
        assert!(ship_to.address.contains("Pune 411001"), "{l}");
        let pdf = t.get_as(&format!("/api/orders/{id}/invoice"), &token).await;
        let text = String::from_utf8_lossy(&pdf.body);
        assert!(
            text.contains("Ship to") && text.contains("Sunita Joshi"),
            "{l}"
        );

        // The confirmation mail delivers to the recipient and says who it is from.
        let mails = t.mails().await;
        let mail = mails
            .iter()
            .find(|m| m.contains("is confirmed"))
            .expect("a confirmation");
        assert!(mail.contains("Delivering to: Sunita Joshi"), "{l}");
        assert!(
            mail.contains("A gift for Sunita Joshi (9876543210), from Ravi"),
            "{l}"
        );

        // A bad billing address is refused by field, and nothing is stored.
        let mut bad = sender.clone();
        bad["zip"] = json!("12");
        let refused = t
            .post(
                "/api/orders",
                Some(&token),
                json!({"cart": [{"_id": ALMONDS, "qty": 2}], "shippingAddress": recipient,
                    "billingAddress": bad}),
            )
            .await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{l}");
        assert_eq!(
            refused.json()["errors"]["billingAddress.zip"],
            "Please enter a valid 6-digit PIN code.",
            "{l}"
        );
        let mine = t.get_as("/api/orders", &token).await.json();
        assert_eq!(mine.as_array().unwrap().len(), 1, "{l}");
    }
}
