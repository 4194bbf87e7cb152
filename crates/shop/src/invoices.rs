//! GST invoices: the owner's invoice settings, and each paid order's invoice as a PDF for the
//! customer, the admin and the confirmation mail. Invoices are issued by the store in the
//! transaction that settles the payment ([`tokri_store::invoices::issue`]); here they are read
//! back and drawn.

pub mod pdf;

use std::sync::Arc;

use tokri_domain::business::{Fssai, contact_phone};
use tokri_domain::tax::{GstRate, Gstin, HsnCode, IndianState, InvoicePrefix, invoice_file_name};
use tokri_domain::{Email, FieldErrors};
use tokri_store::Store;
use tokri_store::accounts::UserRow;
use tokri_store::invoices::{InvoiceSettings, ProductTax, SellerContacts};

use crate::{ShopError, ShopResult};

/// The seller as customers see them ([`Invoices::public_seller`]).
#[derive(Debug, Clone)]
pub struct PublicSeller {
    /// The business settings as saved.
    pub settings: InvoiceSettings,
    /// The legal name, else the shop's name.
    pub legal_name: String,
    /// The place of business, else the shop's address.
    pub address: String,
    /// Customer care's phone, else the shop's.
    pub care_phone: String,
    /// Customer care's email, else the shop's.
    pub care_email: String,
}

/// An invoice ready to download or attach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoicePdf {
    /// `TK/26-27/000123`.
    pub number: String,
    /// `TK-2026-27-000123.pdf`.
    pub file_name: String,
    /// The PDF.
    pub bytes: Vec<u8>,
}

/// Invoice settings as the owner typed them.
#[derive(Debug, Clone, Default)]
pub struct SettingsInput<'a> {
    /// Registered (legal) name.
    pub legal_name: &'a str,
    /// GSTIN; blank for a shop that is not registered.
    pub gstin: &'a str,
    /// Address of the place of business.
    pub address: &'a str,
    /// Two-digit GST state code.
    pub state_code: &'a str,
    /// Invoice number prefix.
    pub prefix: &'a str,
    /// FSSAI licence or registration number (14 digits); blank until there is one.
    pub fssai: &'a str,
    /// Customer care (each optional).
    pub care_phone: &'a str,
    pub care_email: &'a str,
    /// The grievance officer: blank, or a name, designation and email (a phone optional).
    pub grievance_name: &'a str,
    pub grievance_designation: &'a str,
    pub grievance_phone: &'a str,
    pub grievance_email: &'a str,
}

/// The seller's business details as a request sent them; each one left out (None) keeps what
/// is saved, a blank one clears it.
#[derive(Debug, Clone, Default)]
pub struct BusinessFields {
    pub fssai: Option<String>,
    pub care_phone: Option<String>,
    pub care_email: Option<String>,
    pub grievance_name: Option<String>,
    pub grievance_designation: Option<String>,
    pub grievance_phone: Option<String>,
    pub grievance_email: Option<String>,
}

/// Checks the owner's invoice settings, each problem against its field: a name and an
/// address, a known state, a GSTIN that is valid and registered in that state (or none), and a
/// prefix of 1–3 letters or digits.
pub fn parse_settings(input: &SettingsInput<'_>) -> Result<InvoiceSettings, FieldErrors> {
    let mut errors = FieldErrors::new();
    let legal_name = input.legal_name.trim().to_string();
    if legal_name.is_empty() {
        errors.insert("legalName".into(), "Please enter the legal name.".into());
    } else if legal_name.chars().count() > 150 {
        errors.insert("legalName".into(), "The legal name is too long.".into());
    }
    let address = input.address.trim().to_string();
    if address.is_empty() {
        errors.insert("address".into(), "Please enter the address.".into());
    } else if address.chars().count() > 500 {
        errors.insert("address".into(), "The address is too long.".into());
    }
    let state = IndianState::from_code(input.state_code.trim());
    if state.is_none() {
        errors.insert("state".into(), "Please choose a state.".into());
    }
    let gstin = match input.gstin.trim() {
        "" => None,
        g => match Gstin::parse(g) {
            Ok(g) => Some(g),
            Err(e) => {
                errors.insert("gstin".into(), e.to_string());
                None
            }
        },
    };
    if let (Some(g), Some(s)) = (&gstin, state)
        && g.state() != s
    {
        errors.insert(
            "gstin".into(),
            format!(
                "This GSTIN is registered in {} (code {}), not in {}.",
                g.state().name(),
                g.state().code(),
                s.name()
            ),
        );
    }
    let prefix = InvoicePrefix::parse(input.prefix);
    if prefix.is_none() {
        errors.insert(
            "prefix".into(),
            "The prefix is 1 to 3 letters or digits, such as TK, so that invoice numbers stay within GST's 16 characters.".into(),
        );
    }
    let fssai = match input.fssai.trim() {
        "" => None,
        f => match Fssai::parse(f) {
            Ok(f) => Some(f),
            Err(e) => {
                errors.insert("fssai".into(), e.to_string());
                None
            }
        },
    };
    let contacts = parse_contacts(input, &mut errors);
    match (state, prefix) {
        (Some(state), Some(prefix)) if errors.is_empty() => Ok(InvoiceSettings {
            legal_name,
            gstin,
            address,
            state,
            prefix,
            fssai,
            contacts,
            updated_at: 0,
        }),
        _ => Err(errors),
    }
}

/// Customer care and the grievance officer, each problem against its field.
fn parse_contacts(input: &SettingsInput<'_>, errors: &mut FieldErrors) -> SellerContacts {
    let mut phone = |field: &str, raw: &str| match raw.trim() {
        "" => String::new(),
        p => contact_phone(p).unwrap_or_else(|| {
            errors.insert(
                field.into(),
                "Please enter a phone number of 10 to 13 digits, such as +91 98220 12345.".into(),
            );
            String::new()
        }),
    };
    let care_phone = phone("carePhone", input.care_phone);
    let grievance_phone = phone("grievancePhone", input.grievance_phone);
    let mut email = |field: &str, raw: &str| match raw.trim() {
        "" => String::new(),
        e => Email::parse(e)
            .map(|e| e.as_str().to_string())
            .unwrap_or_else(|| {
                errors.insert(field.into(), "Please enter a valid email address.".into());
                String::new()
            }),
    };
    let care_email = email("careEmail", input.care_email);
    let grievance_email = email("grievanceEmail", input.grievance_email);
    let mut text = |field: &str, raw: &str, max: usize| {
        let t = raw.trim();
        if t.chars().count() > max {
            errors.insert(
                field.into(),
                format!("Please keep this to {max} characters."),
            );
        } else if t.chars().any(char::is_control) {
            errors.insert(field.into(), "Please remove the control characters.".into());
        }
        t.to_string()
    };
    let grievance_name = text("grievanceName", input.grievance_name, 100);
    let grievance_designation = text("grievanceDesignation", input.grievance_designation, 100);
    // The rules ask for the officer's name, designation and contact: all or none.
    let officer = [
        input.grievance_name,
        input.grievance_designation,
        input.grievance_phone,
        input.grievance_email,
    ];
    if officer.iter().any(|f| !f.trim().is_empty()) {
        for (field, value, message) in [
            (
                "grievanceName",
                &grievance_name,
                "Please enter the grievance officer's name.",
            ),
            (
                "grievanceDesignation",
                &grievance_designation,
                "Please enter the grievance officer's designation.",
            ),
            (
                "grievanceEmail",
                &grievance_email,
                "Please enter the grievance officer's email address.",
            ),
        ] {
            if value.is_empty() && !errors.contains_key(field) {
                errors.insert(field.into(), message.into());
            }
        }
    }
    SellerContacts {
        care_phone,
        care_email,
        grievance_name,
        grievance_designation,
        grievance_phone,
        grievance_email,
    }
}

/// A product's HSN code and GST rate from the admin's form: a field not sent keeps what
/// `existing` has (a new product starts with no code at 0 %); None when neither was sent.
pub fn product_tax(
    hsn_code: Option<&str>,
    gst_rate: Option<i64>,
    existing: Option<&ProductTax>,
) -> ShopResult<Option<ProductTax>> {
    if hsn_code.is_none() && gst_rate.is_none() {
        return Ok(None);
    }
    let base = existing.cloned().unwrap_or_default();
    let hsn = match hsn_code.map(str::trim) {
        None => base.hsn,
        Some("") => None,
        Some(h) => Some(HsnCode::parse(h).ok_or_else(|| {
            field_error(
                "hsnCode",
                "The HSN code is 4, 6 or 8 digits, such as 0804 or 08045020.",
            )
        })?),
    };
    let rate = match gst_rate {
        None => base.rate,
        Some(p) => GstRate::from_percent(p)
            .ok_or_else(|| field_error("gstRate", "The GST rate is 0, 5, 12, 18 or 28 %."))?,
    };
    Ok(Some(ProductTax { hsn, rate }))
}

fn field_error(field: &str, message: &str) -> ShopError {
    ShopError::fields(FieldErrors::from([(
        field.to_string(),
        message.to_string(),
    )]))
}

/// Invoice use cases.
#[derive(Debug)]
pub struct Invoices {
    store: Store,
    clock: Arc<dyn crate::clock::Clock>,
}

impl Invoices {
    /// Invoices over a store.
    pub fn new(store: Store, clock: Arc<dyn crate::clock::Clock>) -> Self {
        Invoices { store, clock }
    }

    /// The seller's invoice settings.
    pub async fn settings(&self) -> ShopResult<InvoiceSettings> {
        Ok(self.store.invoice_settings().await?)
    }

    /// The seller as customers see them: the business settings, with the shop's own contact
    /// details (`contact`, from the configuration) standing in for customer-care fields the
    /// owner left blank.
    pub async fn public_seller(&self, contact: &crate::ShopContact) -> ShopResult<PublicSeller> {
        let settings = self.settings().await?;
        let or = |own: &str, fallback: &str| {
            if own.is_empty() {
                fallback.to_string()
            } else {
                own.to_string()
            }
        };
        Ok(PublicSeller {
            care_phone: or(&settings.contacts.care_phone, &contact.phone),
            care_email: or(&settings.contacts.care_email, &contact.email),
            legal_name: or(&settings.legal_name, &contact.name),
            address: or(&settings.address, &contact.address),
            settings,
        })
    }

    /// The number the next invoice gets (for the settings screen).
    pub async fn next_number(&self, settings: &InvoiceSettings) -> ShopResult<String> {
        Ok(self
            .store
            .next_invoice_number(&settings.prefix, self.clock.now_ms())
            .await?)
    }

    /// Checks and saves the owner's settings: `input`'s invoice fields, and of `business` the
    /// fields sent, the others keeping what is saved (a client made before them sends none).
    /// Invoices already issued keep the seller they were issued with.
    pub async fn update_settings(
        &self,
        input: &SettingsInput<'_>,
        business: &BusinessFields,
    ) -> ShopResult<InvoiceSettings> {
        let saved = self.settings().await?;
        let was = &saved.contacts;
        let kept = |new: &Option<String>, old: &str| new.clone().unwrap_or_else(|| old.to_string());
        let fssai = kept(
            &business.fssai,
            saved.fssai.as_ref().map_or("", Fssai::as_str),
        );
        let care_phone = kept(&business.care_phone, &was.care_phone);
        let care_email = kept(&business.care_email, &was.care_email);
        let grievance_name = kept(&business.grievance_name, &was.grievance_name);
        let grievance_designation =
            kept(&business.grievance_designation, &was.grievance_designation);
        let grievance_phone = kept(&business.grievance_phone, &was.grievance_phone);
        let grievance_email = kept(&business.grievance_email, &was.grievance_email);
        let settings = parse_settings(&SettingsInput {
            fssai: &fssai,
            care_phone: &care_phone,
            care_email: &care_email,
            grievance_name: &grievance_name,
            grievance_designation: &grievance_designation,
            grievance_phone: &grievance_phone,
            grievance_email: &grievance_email,
            ..input.clone()
        })
        .map_err(ShopError::fields)?;
        Ok(self.store.save_invoice_settings(&settings).await?)
    }

    /// The invoice of one of the user's own orders; not found for another user's order, and
    /// for an order without an invoice (not paid).
    pub async fn own_invoice(&self, user: &UserRow, order_id: &str) -> ShopResult<InvoicePdf> {
        let not_found = || ShopError::NotFound("Invoice not found.".into());
        if !tokri_domain::id::is_id(order_id) {
            return Err(not_found());
        }
        let owner: Option<String> = match self.store.get_order(order_id).await {
            Ok(o) => Some(o.user_id),
            Err(tokri_store::StoreError::NotFound) => None,
            Err(e) => return Err(e.into()),
        };
        if owner.as_deref() != Some(user.id.as_str()) {
            return Err(not_found());
        }
        render(&self.store, order_id).await?.ok_or_else(not_found)
    }

    /// Any order's invoice (the admin's download).
    pub async fn invoice(&self, order_id: &str) -> ShopResult<InvoicePdf> {
        let not_found = || ShopError::NotFound("Invoice not found.".into());
        if !tokri_domain::id::is_id(order_id) {
            return Err(not_found());
        }
        render(&self.store, order_id).await?.ok_or_else(not_found)
    }
}

/// An order's invoice drawn as a PDF, from what was stored when it was issued; None when the
/// order has no invoice.
pub async fn render(store: &Store, order_id: &str) -> ShopResult<Option<InvoicePdf>> {
    let Some(inv) = store.get_invoice(order_id).await? else {
        return Ok(None);
    };
    // Drawing is pure CPU work of a millisecond or so: no need to leave the async thread.
    Ok(Some(InvoicePdf {
        file_name: invoice_file_name(&inv.number),
        bytes: pdf::render(&inv),
        number: inv.number,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input<'a>(gstin: &'a str, state_code: &'a str, prefix: &'a str) -> SettingsInput<'a> {
        SettingsInput {
            legal_name: "Tokri Fresh Private Limited",
            gstin,
            address: "Pune",
            state_code,
            prefix,
            ..SettingsInput::default()
        }
    }

    /// The business details (issue 28): an FSSAI number of the right form, phones and emails
    /// that can be used, and a grievance officer given whole or not at all.
    #[test]
    fn business_details_are_checked_field_by_field() {
        let base = input("", "27", "TK");
        type Case<'a> = (SettingsInput<'a>, Result<(), &'a [&'a str]>);
        let cases: Vec<Case<'_>> = vec![
            (base.clone(), Ok(())),
            (
                SettingsInput {
                    fssai: "115 21 999 000123",
                    care_phone: "+91 98220 12345",
                    care_email: "care@tokri.in",
                    grievance_name: "Asha Kulkarni",
                    grievance_designation: "Grievance Officer",
                    grievance_phone: "020 2612 3456",
                    grievance_email: "grievance@tokri.in",
                    ..base.clone()
                },
                Ok(()),
            ),
            (
                SettingsInput {
                    fssai: "1152199900012",
                    ..base.clone()
                },
                Err(&["fssai"]),
            ),
            (
                SettingsInput {
                    care_phone: "12345",
                    care_email: "care@",
                    ..base.clone()
                },
                Err(&["careEmail", "carePhone"]),
            ),
            (
                SettingsInput {
                    grievance_phone: "020 2612 3456",
                    ..base.clone()
                },
                Err(&["grievanceDesignation", "grievanceEmail", "grievanceName"]),
            ),
            (
                SettingsInput {
                    grievance_name: "Asha\u{7}",
                    grievance_designation: "Officer",
                    grievance_email: "g@tokri.in",
                    ..base.clone()
                },
                Err(&["grievanceName"]),
            ),
        ];
        for (case, want) in cases {
            let got = parse_settings(&case);
            match (got, want) {
                (Ok(s), Ok(())) => {
                    if !case.fssai.is_empty() {
                        assert_eq!(s.fssai.unwrap().as_str(), "11521999000123");
                        assert_eq!(s.contacts.grievance_name, "Asha Kulkarni");
                    }
                }
                (Err(e), Err(fields)) => {
                    assert_eq!(
                        e.keys().map(String::as_str).collect::<Vec<_>>(),
                        fields,
                        "{e:?}"
                    )
                }
                (got, want) => panic!("{case:?}: got {got:?}, want {want:?}"),
            }
        }
    }

    #[test]
    fn settings_need_a_gstin_of_the_chosen_state_or_none() {
        let s = parse_settings(&input("27AAPFU0939F1ZV", "27", "tk")).unwrap();
        assert_eq!(s.prefix.as_str(), "TK");
        assert_eq!(s.gstin.unwrap().as_str(), "27AAPFU0939F1ZV");
        assert!(
            parse_settings(&input("", "29", "TK"))
                .unwrap()
                .gstin
                .is_none()
        );
        let e = parse_settings(&input("27AAPFU0939F1ZV", "29", "TK")).unwrap_err();
        assert!(e["gstin"].contains("Maharashtra"), "{e:?}");
        let e = parse_settings(&input("27AAPFU0939F1ZW", "27", "TK")).unwrap_err();
        assert!(e["gstin"].contains("check character"), "{e:?}");
        let e = parse_settings(&input("", "28", "TOKRI")).unwrap_err();
        assert!(e.contains_key("state") && e.contains_key("prefix"), "{e:?}");
        let blank = SettingsInput::default();
        let e = parse_settings(&blank).unwrap_err();
        assert!(e.contains_key("legalName") && e.contains_key("address"));
    }
}
