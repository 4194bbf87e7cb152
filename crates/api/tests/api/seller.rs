//! The seller's business details (issue 28) through HTTP on both databases: the FSSAI number,
//! customer care and the grievance officer saved by the owner, checked field by field, shown
//! on `GET /api/seller`, and the FSSAI number kept on every invoice issued while it was set.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{TestApp, apps};
use serde_json::{Value, json};

const MANGO: &str = "a0000000-0000-4000-8000-000000000001";
const FSSAI: &str = "11521999000123";

fn settings(extra: Value) -> Value {
    let mut body = json!({"legalName": "Tokri Fresh LLP", "gstin": "",
        "address": "Shop 4, Market Yard Road, Pune 411037", "state": "27", "prefix": "TK"});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

async fn save(t: &TestApp, token: &str, body: Value) -> common::Answer {
    t.request(
        Method::PUT,
        "/api/admin/invoice-settings",
        Some(token),
        Some(body),
    )
    .await
}

#[tokio::test]
async fn the_owner_sets_the_fssai_number_and_the_grievance_officer_and_customers_see_them() {
    for t in apps().await {
        let admin = t.admin().await;
        // Nothing set yet: no licence, no officer, and the shop's own contacts for care.
        let seller = t.get("/api/seller").await;
        seller.expect_status(StatusCode::OK, t.label);
        let seller = seller.json();
        assert_eq!(seller["fssai"], Value::Null, "{}", t.label);
        assert_eq!(seller["grievanceOfficer"], Value::Null);
        assert_eq!(seller["carePhone"], "+91 98220 12345");
        assert_eq!(seller["careEmail"], "hello@tokri.in");
        assert_eq!(seller["state"], "Maharashtra");
        assert_eq!(t.get("/api/config").await.json()["fssai"], Value::Null);

        let saved = save(
            &t,
            &admin,
            settings(json!({"fssai": "1 15 21 999 000123", "contacts": {
                "carePhone": "020 2612 3456", "careEmail": "care@tokri.in",
                "grievanceName": "Asha Kulkarni", "grievanceDesignation": "Grievance Officer",
                "grievanceEmail": "grievance@tokri.in"}})),
        )
        .await;
        saved.expect_status(StatusCode::OK, t.label);
        let saved = saved.json();
        assert_eq!(saved["fssai"], FSSAI, "stored without spaces");
        // Every page's footer reads it from the configuration it loads anyway.
        assert_eq!(
            t.get("/api/config").await.json()["fssai"],
            FSSAI,
            "{}",
            t.label
        );
        assert_eq!(saved["contacts"]["grievanceName"], "Asha Kulkarni");

        let seller = t.get("/api/seller").await.json();
        assert_eq!(
            (
                &seller["fssai"],
                &seller["legalName"],
                &seller["carePhone"],
                &seller["careEmail"]
            ),
            (
                &json!(FSSAI),
                &json!("Tokri Fresh LLP"),
                &json!("020 2612 3456"),
                &json!("care@tokri.in")
            ),
            "{}",
            t.label
        );
        assert_eq!(
            seller["grievanceOfficer"],
            json!({"name": "Asha Kulkarni", "designation": "Grievance Officer",
                "email": "grievance@tokri.in", "phone": null})
        );

        // A client that knows nothing of these fields keeps them.
        save(&t, &admin, settings(json!({})))
            .await
            .expect_status(StatusCode::OK, t.label);
        let seller = t.get("/api/seller").await.json();
        assert_eq!(seller["fssai"], FSSAI, "{}", t.label);
        assert_eq!(seller["grievanceOfficer"]["name"], "Asha Kulkarni");

        // Blank clears.
        save(
            &t,
            &admin,
            settings(json!({"fssai": "", "contacts": {"grievanceName": "",
                "grievanceDesignation": "", "grievanceEmail": ""}})),
        )
        .await
        .expect_status(StatusCode::OK, t.label);
        let seller = t.get("/api/seller").await.json();
        assert_eq!(seller["fssai"], Value::Null, "{}", t.label);
        assert_eq!(seller["grievanceOfficer"], Value::Null);
    }
}

#[tokio::test]
async fn wrong_business_details_are_refused_field_by_field_and_change_nothing() {
    for t in apps().await {
        let admin = t.admin().await;
        save(&t, &admin, settings(json!({"fssai": FSSAI})))
            .await
            .expect_status(StatusCode::OK, t.label);
        let cases: Vec<(Value, &[&str])> = vec![
            (json!({"fssai": "1152199900012"}), &["fssai"]),
            (json!({"fssai": "31521999000123"}), &["fssai"]),
            (json!({"fssai": "10021999000123"}), &["fssai"]),
            (
                json!({"contacts": {"carePhone": "12345", "careEmail": "care@"}}),
                &["careEmail", "carePhone"],
            ),
            (
                json!({"contacts": {"grievancePhone": "+91 98220 12345"}}),
                &["grievanceDesignation", "grievanceEmail", "grievanceName"],
            ),
            (
                // Control characters are refused where the request is read, for every field.
                json!({"contacts": {"grievanceName": "Asha\u{0}", "grievanceDesignation": "Officer",
                    "grievanceEmail": "g@tokri.in"}}),
                &["contacts.grievanceName"],
            ),
            (
                json!({"contacts": {"grievanceName": "A".repeat(101), "grievanceDesignation": "Officer",
                    "grievanceEmail": "g@tokri.in"}}),
                &["grievanceName"],
            ),
        ];
        for (extra, fields) in cases {
            let a = save(&t, &admin, settings(extra.clone())).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}: {extra}", t.label);
            let body = a.json();
            assert!(body["message"].is_string(), "{body}");
            let got: Vec<&str> = body["errors"]
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            assert_eq!(got, *fields, "{}: {extra}", t.label);
        }
        // Nothing was saved by the refused requests.
        let seller = t.get("/api/seller").await.json();
        assert_eq!(seller["fssai"], FSSAI, "{}", t.label);
        assert_eq!(seller["grievanceOfficer"], Value::Null);
        // Only the owner changes them.
        let customer = t.customer("asha@example.in", "secret1").await;
        let a = save(&t, &customer, settings(json!({"fssai": ""}))).await;
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{}", t.label);
        assert_eq!(t.get("/api/seller").await.json()["fssai"], FSSAI);
    }
}

#[tokio::test]
async fn an_invoice_carries_the_fssai_number_in_force_when_it_was_issued() {
    for t in apps().await {
        let admin = t.admin().await;
        t.fruit_catalogue(&[(MANGO, "Alphonso Mango", 89_900)])
            .await;
        save(&t, &admin, settings(json!({"fssai": FSSAI})))
            .await
            .expect_status(StatusCode::OK, t.label);
        let token = t.customer("asha@example.in", "secret1").await;
        let id = &t
            .paid_order(&token, json!([{"_id": MANGO, "qty": 1}]))
            .await;
        let pdf = t.get_as(&format!("/api/orders/{id}/invoice"), &token).await;
        pdf.expect_status(StatusCode::OK, t.label);
        let text = String::from_utf8_lossy(&pdf.body).to_string();
        assert!(
            text.contains(&format!("FSSAI Lic. No.: {FSSAI}")),
            "{}: the PDF names the licence",
            t.label
        );
        // A new number later changes later invoices only.
        save(&t, &admin, settings(json!({"fssai": "21521999000456"})))
            .await
            .expect_status(StatusCode::OK, t.label);
        let invoice = t.store.get_invoice(id).await.unwrap().unwrap();
        assert_eq!(
            invoice.seller.fssai.as_ref().map(|f| f.as_str()),
            Some(FSSAI),
            "{}",
            t.label
        );
        let again = t.get_as(&format!("/api/orders/{id}/invoice"), &token).await;
        assert_eq!(
            again.body, pdf.body,
            "{}: a past invoice never changes",
            t.label
        );
    }
}
