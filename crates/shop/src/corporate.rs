//! Corporate gifting (issue 24): a company's file of up to 1,000 recipients is checked row by
//! row and as a whole (stock over every row, slot places over every row) before anything is
//! reserved; once every row passes it becomes one corporate order, paid once, with one gift
//! delivery per recipient, all stored in one transaction.

use std::collections::{BTreeMap, HashMap};

use tokri_domain::business::BusinessBuyer;
use tokri_domain::corporate::{DayAsk, MAX_ROWS, Recipient, RowInput, check_row, same_slot};
use tokri_domain::delivery::{DeliveryDate, SlotState};
use tokri_domain::quote::{Promotions, quote};
use tokri_domain::variant::line_name;
use tokri_domain::{Address, DeliveryRule, FieldErrors, Money, PaymentMethod, new_id};
use tokri_store::accounts::UserRow;
use tokri_store::catalogue::{ProductRow, VariantRow};
use tokri_store::delivery::OrderDelivery;
use tokri_store::orders::{GiftRow, NewOrder, OrderItemRow, OrderRow};

use crate::checkout::{Checkout, OpenedPayment, line_input};
use crate::{ShopError, ShopResult};

/// What a row resolved to.
#[derive(Debug, Clone, PartialEq)]
pub struct ResolvedLine {
    pub product_id: String,
    pub variant_id: String,
    /// The product with its pack.
    pub name: String,
    pub unit_price: Money,
    pub qty: i64,
    /// None when the shop offers no slots.
    pub delivery: Option<OrderDelivery>,
    /// Unit price × quantity.
    pub value: Money,
    /// The recipient's delivery fee (the standard rule on the row's value, plus the area's).
    pub delivery_fee: Money,
    /// Value and fee.
    pub total: Money,
}

/// One row's verdict: its problems by field, or what it resolved to.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RowCheck {
    pub errors: FieldErrors,
    pub line: Option<ResolvedLine>,
}

/// The file's verdict.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CorporateCheck {
    pub rows: Vec<RowCheck>,
    /// What concerns the file as a whole (stock short over several rows).
    pub problems: Vec<String>,
    /// Sums over the rows that passed.
    pub subtotal: Money,
    pub delivery: Money,
}

impl CorporateCheck {
    /// Every row passed.
    pub fn valid(&self) -> bool {
        self.problems.is_empty() && self.rows.iter().all(|r| r.errors.is_empty())
    }

    /// Value and delivery.
    pub fn total(&self) -> Money {
        Money::from_paise(self.subtotal.paise() + self.delivery.paise())
    }
}

/// How a company pays for its corporate order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CorporatePay {
    /// At once, through the payment provider (Razorpay or the sandbox).
    #[default]
    Online,
    /// By NEFT, RTGS or IMPS to the shop's account; the admin marks it received.
    BankTransfer,
}

/// A checked file with what placing it needs.
struct Inspected {
    check: CorporateCheck,
    shelf: Shelf,
    recipients: Vec<Option<Recipient>>,
}

/// The company buying: its legal name, its GSTIN (None when it has none) and billing address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Company {
    pub legal_name: String,
    pub gstin: Option<BusinessBuyer>,
    pub billing: Address,
}

fn err(field: &str, message: impl Into<String>) -> FieldErrors {
    FieldErrors::from([(field.to_string(), message.into())])
}

/// The catalogue's visible products, by id and by name (any case).
struct Shelf {
    by_key: HashMap<String, ProductRow>,
}

impl Shelf {
    fn new(products: Vec<ProductRow>) -> Self {
        let mut by_key = HashMap::new();
        for p in products.into_iter().filter(ProductRow::visible) {
            by_key.insert(p.name.trim().to_lowercase(), p.clone());
            by_key.insert(p.id.clone(), p);
        }
        Shelf { by_key }
    }

    fn find(&self, asked: &str) -> Option<&ProductRow> {
        self.by_key
            .get(asked)
            .or_else(|| self.by_key.get(&asked.trim().to_lowercase()))
    }
}

/// The pack a row asks for: by its label (any case), or the only one.
fn pack<'a>(p: &'a ProductRow, asked: &str) -> Result<&'a VariantRow, FieldErrors> {
    if asked.is_empty() {
        return p.variant(None).ok_or_else(|| {
            let labels: Vec<&str> = p.variants.iter().map(|v| v.label.as_str()).collect();
            err(
                "variant",
                format!("Choose a pack of {}: {}.", p.name, labels.join(", ")),
            )
        });
    }
    p.variants
        .iter()
        .find(|v| v.label.trim().eq_ignore_ascii_case(asked) || v.id == asked)
        .ok_or_else(|| {
            let labels: Vec<&str> = p.variants.iter().map(|v| v.label.as_str()).collect();
            err(
                "variant",
                format!(
                    "{} has no pack \u{201c}{asked}\u{201d}: choose {}.",
                    p.name,
                    labels.join(", ")
                ),
            )
        })
}

impl Checkout {
    /// Checks a corporate file: each row on its own (recipient, product and pack, quantity,
    /// message, a served PIN code, an open day and slot) and the file as a whole (each slot's
    /// places and each pack's units over every row). Reserves nothing.
    pub async fn check_corporate(&self, rows: &[RowInput]) -> ShopResult<CorporateCheck> {
        Ok(self.inspect(rows).await?.check)
    }

    /// [`Checkout::check_corporate`], keeping what placing the file needs: the shelf it was
    /// checked against and each row's recipient.
    async fn inspect(&self, rows: &[RowInput]) -> ShopResult<Inspected> {
        if rows.is_empty() {
            return Err(ShopError::invalid("Add at least one recipient."));
        }
        if rows.len() > MAX_ROWS {
            return Err(ShopError::invalid(format!(
                "A file can have at most {MAX_ROWS} recipients; this one has {}. Split it into several orders.",
                rows.len()
            )));
        }
        let shelf = Shelf::new(self.catalogue.list_products().await?);
        let calendar = self.delivery.calendar().await?;
        let mut fees: HashMap<String, Option<Money>> = HashMap::new();
        // Places each slot of each day gives to the rows above.
        let mut taken: HashMap<(DeliveryDate, String), i64> = HashMap::new();
        let mut out = CorporateCheck::default();
        // The pack and units each row asks for, when those are right (even if something else
        // on the row is not): the file's stock is counted over them.
        let mut wants: Vec<Option<(String, i64)>> = Vec::with_capacity(rows.len());
        let mut recipients: Vec<Option<Recipient>> = Vec::with_capacity(rows.len());
        for row in rows {
            let mut check = RowCheck::default();
            let recipient = check_row(row);
            let product = match shelf.find(row.product.trim()) {
                Some(p) => Some(p),
                None if row.product.trim().is_empty() => None,
                None => {
                    check.errors.insert(
                        "product".into(),
                        format!(
                            "The shop has no product \u{201c}{}\u{201d}.",
                            row.product.trim()
                        ),
                    );
                    None
                }
            };
            let variant = product.and_then(|p| match pack(p, row.variant.trim()) {
                Ok(v) => Some(v),
                Err(e) => {
                    check.errors.extend(e);
                    None
                }
            });
            let zip = row.pin_code.trim().to_string();
            let fee = if recipient.as_ref().is_err_and(|e| e.contains_key("pinCode")) {
                None
            } else {
                match fees.get(&zip) {
                    Some(f) => *f,
                    None => {
                        let f = self.delivery.area_fee(&zip).await.ok();
                        fees.insert(zip.clone(), f);
                        f
                    }
                }
            };
            if fee.is_none() && !zip.is_empty() && !check.errors.contains_key("pinCode") {
                check.errors.insert(
                    "pinCode".into(),
                    format!("The shop does not deliver to {zip} yet."),
                );
            }
            let qty = recipient.as_ref().map_or_else(
                |e| {
                    (!e.contains_key("quantity"))
                        .then(|| row.quantity.trim().parse::<i64>().unwrap_or(1))
                },
                |r| Some(r.qty),
            );
            wants.push(variant.zip(qty).map(|(v, q)| (v.id.clone(), q)));
            let recipient = match recipient {
                Ok(r) => Some(r),
                Err(e) => {
                    for (k, v) in e {
                        check.errors.entry(k).or_insert(v);
                    }
                    None
                }
            };
            // The day and slot: only for a row that is otherwise right, so a wrong row takes
            // no place from the rows below it.
            let mut delivery = None;
            if let (Some(r), true) = (&recipient, check.errors.is_empty())
                && calendar.required
            {
                let wanted = |s: &crate::delivery::SlotOnDay| {
                    r.slot.is_empty() || same_slot(&r.slot, &s.slot.hours.label())
                };
                let room = |d: DeliveryDate, s: &crate::delivery::SlotOnDay| {
                    let used = taken.get(&(d, s.slot.id.clone())).copied().unwrap_or(0);
                    s.state == SlotState::Open && s.left() > used
                };
                let found = match r.day {
                    DayAsk::Earliest => calendar.days.iter().find_map(|d| {
                        d.slots
                            .iter()
                            .find(|s| wanted(s) && room(d.date, s))
                            .map(|s| (d.date, s))
                    }),
                    DayAsk::On(date) => match calendar.days.iter().find(|d| d.date == date) {
                        None => {
                            check.errors.insert(
                                "deliveryDate".into(),
                                format!(
                                    "The shop takes orders for {} to {}.",
                                    calendar.today,
                                    calendar.days.last().map_or(calendar.today, |d| d.date)
                                ),
                            );
                            None
                        }
                        Some(d) if d.closed => {
                            check.errors.insert(
                                "deliveryDate".into(),
                                format!("The shop does not deliver on {date}."),
                            );
                            None
                        }
                        Some(d) => {
                            let matching: Vec<_> = d.slots.iter().filter(|s| wanted(s)).collect();
                            if matching.is_empty() {
                                let labels: Vec<String> =
                                    d.slots.iter().map(|s| s.slot.hours.label()).collect();
                                check.errors.insert(
                                    "slot".into(),
                                    format!(
                                        "No slot \u{201c}{}\u{201d}: choose {}.",
                                        r.slot,
                                        labels.join(", ")
                                    ),
                                );
                                None
                            } else {
                                let pick =
                                    matching.iter().find(|s| room(date, s)).map(|s| (date, *s));
                                if pick.is_none() {
                                    check.errors.insert(
                                        "slot".into(),
                                        if r.slot.is_empty() {
                                            format!("Every slot on {date} is full or over.")
                                        } else {
                                            format!(
                                                "The {} slot on {date} is full or over.",
                                                r.slot
                                            )
                                        },
                                    );
                                }
                                pick
                            }
                        }
                    },
                };
                match found {
                    Some((date, s)) => {
                        *taken.entry((date, s.slot.id.clone())).or_default() += 1;
                        delivery = Some(OrderDelivery {
                            date,
                            slot_id: s.slot.id.clone(),
                            label: s.slot.hours.label(),
                        });
                    }
                    None if r.day == DayAsk::Earliest => {
                        check.errors.insert(
                            "slot".into(),
                            "No slot with room in the days the shop takes orders for.".into(),
                        );
                    }
                    None => {}
                }
            }
            if let (Some(r), Some(p), Some(v), Some(area), true) =
                (&recipient, product, variant, fee, check.errors.is_empty())
            {
                // Priced by the one quote, as a checkout prices a cart: the standard delivery
                // rule on the recipient's value plus the area's fee (no offers for a company).
                match quote(
                    &[line_input(p, v, r.qty)],
                    DeliveryRule::STANDARD,
                    area,
                    &Promotions::default(),
                ) {
                    Ok(priced) => {
                        check.line = Some(ResolvedLine {
                            product_id: p.id.clone(),
                            variant_id: v.id.clone(),
                            name: line_name(&p.name, &v.label),
                            unit_price: Money::from_paise(v.price_paise),
                            qty: r.qty,
                            delivery,
                            value: priced.subtotal,
                            delivery_fee: priced.delivery,
                            total: priced.total,
                        })
                    }
                    Err(e) => {
                        check.errors.insert("quantity".into(), e.to_string());
                    }
                }
            }
            out.rows.push(check);
            recipients.push(recipient);
        }
        // Units over the whole file, pack by pack.
        let mut wanted: BTreeMap<&str, i64> = BTreeMap::new();
        for (variant_id, qty) in wants.iter().flatten() {
            *wanted.entry(variant_id.as_str()).or_default() += qty;
        }
        let packs: HashMap<&str, (&ProductRow, &VariantRow)> = shelf
            .by_key
            .values()
            .flat_map(|p| p.variants.iter().map(move |v| (v.id.as_str(), (p, v))))
            .collect();
        let mut short: HashMap<String, String> = HashMap::new();
        for (variant_id, want) in wanted {
            let Some((p, v)) = packs.get(variant_id).copied() else {
                continue;
            };
            if let Some(left) = v.available()
                && left < want
            {
                let name = line_name(&p.name, &v.label);
                out.problems.push(format!(
                    "{name}: the file asks for {want} and {left} are left."
                ));
                short.insert(
                    variant_id.to_string(),
                    format!(
                        "Only {left} of {name} are left for the whole file (it asks for {want})."
                    ),
                );
            }
        }
        for (r, want) in out.rows.iter_mut().zip(&wants) {
            if let Some(message) = want.as_ref().and_then(|(v, _)| short.get(v)) {
                r.errors.insert("quantity".into(), message.clone());
            }
        }
        for l in out
            .rows
            .iter()
            .filter(|r| r.errors.is_empty())
            .filter_map(|r| r.line.as_ref())
        {
            out.subtotal = Money::from_paise(out.subtotal.paise() + l.value.paise());
            out.delivery = Money::from_paise(out.delivery.paise() + l.delivery_fee.paise());
        }
        Ok(Inspected {
            check: out,
            shelf,
            recipients,
        })
    }

    /// Places a corporate order once every row passes: the parent (the company's lines and
    /// money, its B2B invoice when it gave a GSTIN) opened at the payment provider, and one gift
    /// delivery per recipient, stored together (all or nothing: a slot that filled or units
    /// sold meanwhile store nothing and answer 409).
    pub async fn place_corporate(
        &self,
        user: &UserRow,
        rows: &[RowInput],
        company: Company,
        pay: CorporatePay,
    ) -> ShopResult<OpenedPayment> {
        if pay == CorporatePay::BankTransfer && self.bank_transfer.is_none() {
            return Err(ShopError::invalid("The shop takes no bank transfers."));
        }
        let Inspected {
            check,
            shelf,
            recipients,
        } = self.inspect(rows).await?;
        if !check.valid() {
            return Err(ShopError::Conflict(
                "Some rows need fixing before payment: check the file again.".into(),
            ));
        }
        let lines: Vec<&ResolvedLine> = check.rows.iter().filter_map(|r| r.line.as_ref()).collect();
        let now = self.clock.now_ms();
        let parent_id = new_id();
        // The parent's lines: each pack once, its units summed.
        let mut merged: BTreeMap<&str, i64> = BTreeMap::new();
        for l in &lines {
            *merged.entry(l.variant_id.as_str()).or_default() += l.qty;
        }
        let item = |l: &ResolvedLine, qty: i64, counted: bool| -> ShopResult<OrderItemRow> {
            let p = shelf.find(&l.product_id).ok_or_else(|| {
                ShopError::Conflict("A product left the shop: check the file again.".into())
            })?;
            let v = p
                .variants
                .iter()
                .find(|v| v.id == l.variant_id)
                .ok_or_else(|| {
                    ShopError::Conflict("A pack left the shop: check the file again.".into())
                })?;
            Ok(OrderItemRow {
                product_id: p.id.clone(),
                variant_id: v.id.clone(),
                variant_label: v.label.clone(),
                name: p.name.clone(),
                image: p.images.first().cloned(),
                category: p.category_name.clone(),
                price_paise: v.price_paise,
                qty,
                held: if counted && v.stock.is_some() { qty } else { 0 },
                tax: p.tax.clone(),
                discount_paise: 0,
            })
        };
        let mut items = Vec::with_capacity(merged.len());
        for (variant_id, qty) in &merged {
            let l = lines
                .iter()
                .find(|l| l.variant_id == *variant_id)
                .expect("merged from these lines");
            items.push(item(l, *qty, true)?);
        }
        let total = check.total();
        let mut billing = company.billing.clone();
        billing.name = company.legal_name.clone();
        let base = |id: String, shipping: Address| NewOrder {
            id,
            created_at: now,
            user_id: user.id.clone(),
            customer_name: user.name.clone(),
            customer_email: user.email.clone(),
            subtotal_paise: 0,
            delivery_paise: 0,
            total_paise: 0,
            shipping,
            billing: None,
            provider: self.provider.name().to_string(),
            provider_order_id: None,
            pay_method: PaymentMethod::Online,
            gift: None,
            cart_key: None,
            delivery: None,
            items: Vec::new(),
            discount_paise: 0,
            coupon_code: None,
            offers: Vec::new(),
            whatsapp_updates: false,
            business: None,
        };
        let mut deliveries = Vec::with_capacity(lines.len());
        for (row, recipient) in check.rows.iter().zip(&recipients) {
            let (Some(l), Some(recipient)) = (&row.line, recipient) else {
                continue;
            };
            let mut d = base(new_id(), recipient.address.clone());
            d.gift = Some(GiftRow {
                recipient_name: recipient.address.name.clone(),
                recipient_mobile: recipient.address.mobile.clone(),
                message: recipient.message.clone(),
                hide_prices: true,
                sender_name: company.legal_name.clone(),
                notify_recipient: false,
            });
            d.delivery = l.delivery.clone();
            d.items = vec![item(l, l.qty, false)?];
            deliveries.push(d);
        }
        // An online payment is opened at the provider first (the receipt is our id), so a
        // provider failure stores nothing; a bank transfer waits for the admin.
        let provider_order_id = match pay {
            CorporatePay::Online => Some(
                self.provider
                    .create_order(&parent_id, total.paise())
                    .await?
                    .id,
            ),
            CorporatePay::BankTransfer => None,
        };
        let mut parent = base(parent_id, billing);
        parent.subtotal_paise = check.subtotal.paise();
        parent.delivery_paise = check.delivery.paise();
        parent.total_paise = total.paise();
        parent.provider_order_id = provider_order_id.clone();
        if pay == CorporatePay::BankTransfer {
            parent.provider = tokri_store::orders::BANK_TRANSFER.to_string();
        }
        parent.items = items;
        parent.business = company.gstin;
        let (order, _) = self
            .store
            .create_corporate_order(parent, deliveries)
            .await?;
        self.catalogue.changed();
        Ok(OpenedPayment {
            order,
            provider_order_id,
            key: self.provider.key_id().to_string(),
            reused: false,
        })
    }

    /// The bank account a corporate order waiting for a bank transfer is to be paid to; None
    /// for any other order.
    pub fn bank_transfer_for(&self, order: &OrderRow) -> Option<String> {
        order.awaits_bank_transfer().then(|| {
            self.bank_transfer
                .clone()
                .unwrap_or_else(|| "the shop's bank account (ask the shop for it)".into())
        })
    }

    /// The admin marks a corporate order's bank transfer received, with the bank's reference
    /// (UTR): the order is paid as an online payment would pay it (its invoice, its
    /// deliveries paid, the confirmation), once.
    pub async fn record_bank_transfer(
        &self,
        order_id: &str,
        reference: &str,
    ) -> ShopResult<OrderRow> {
        let reference = reference.trim().to_ascii_uppercase();
        if !(6..=40).contains(&reference.len())
            || !reference.bytes().all(|b| b.is_ascii_alphanumeric())
        {
            return Err(ShopError::invalid(
                "Enter the bank's reference (UTR): 6 to 40 letters and digits.",
            ));
        }
        let order = self
            .store
            .get_order(order_id)
            .await
            .map_err(ShopError::not_found("Order"))?;
        if !order.awaits_bank_transfer() {
            return Err(ShopError::Conflict(
                "This order does not wait for a bank transfer.".into(),
            ));
        }
        let notify = self.notifications.settings().await?;
        let mut tx = self
            .store
            .begin_payment(None)
            .await?
            .expect("no event, never a repeat");
        let settled = tx
            .settle(tokri_store::orders::CapturedPayment {
                order_id: &order.id,
                provider: tokri_store::orders::BANK_TRANSFER,
                payment_id: &reference,
                method: Some("bank_transfer"),
                amount_paise: order.total_paise,
                currency: &order.currency,
            })
            .await?;
        if settled != tokri_store::orders::Settled::Now {
            return Err(ShopError::Conflict(
                "That bank reference was recorded for another payment already.".into(),
            ));
        }
        let invoice = tx.invoice_number().map(str::to_string);
        let mut mail: tokri_store::outbox::NewMail =
            self.confirmation_mail(&order, invoice.as_deref()).into();
        mail.invoice_order_id = invoice.map(|_| order.id.clone());
        for m in self.notifications.order_confirmed(&notify, &order, mail) {
            tx.queue_message(&m).await?;
        }
        tx.commit().await?;
        self.metrics.order_paid();
        tracing::info!(order = %order.id, "bank transfer recorded");
        self.catalogue.changed();
        self.notifications.queued();
        self.notifications.after_stock_taken(&order.id).await;
        Ok(self.store.get_order(&order.id).await?)
    }
}

impl Checkout {
    /// How a corporate order's deliveries stand; None for any other order.
    pub async fn delivery_progress(
        &self,
        order: &tokri_store::orders::OrderRow,
    ) -> ShopResult<Option<tokri_store::orders::DeliveryProgress>> {
        if order.child_count == 0 {
            return Ok(None);
        }
        Ok(Some(self.store.delivery_progress(&order.id).await?))
    }

    /// A corporate order's deliveries, by number (none for any other order).
    pub async fn deliveries(
        &self,
        order: &tokri_store::orders::OrderRow,
    ) -> ShopResult<Vec<tokri_store::orders::OrderRow>> {
        if order.child_count == 0 {
            return Ok(Vec::new());
        }
        Ok(self.store.deliveries_of(&order.id).await?)
    }

    /// The template's CSV: the columns and two example rows with a product of the shop.
    pub async fn corporate_template(&self) -> ShopResult<String> {
        let products = self.catalogue.list_products().await?;
        let example = products
            .iter()
            .find(|p| p.visible() && p.variants.len() == 1)
            .or_else(|| products.iter().find(|p| p.visible()));
        let (product, pack) = example.map_or((String::new(), String::new()), |p| {
            let pack = if p.variants.len() > 1 {
                p.variants
                    .first()
                    .map(|v| v.label.clone())
                    .unwrap_or_default()
            } else {
                String::new()
            };
            (p.name.clone(), pack)
        });
        let mut out = tokri_domain::csv::line(&tokri_domain::corporate::COLUMNS);
        out.push_str(&tokri_domain::csv::line(&[
            "Meera Iyer",
            "9822012345",
            "Flat 4, Sai Heights, Lane 5, Koregaon Park",
            "Pune",
            "Maharashtra",
            "411001",
            &product,
            &pack,
            "1",
            "Happy Diwali from all of us!",
            "earliest",
            "",
        ]));
        out.push_str(&tokri_domain::csv::line(&[
            "Arjun Shah",
            "9890098900",
            "12 FC Road, Shivajinagar",
            "Pune",
            "Maharashtra",
            "411004",
            &product,
            &pack,
            "2",
            "With warm wishes for the festive season",
            "earliest",
            "",
        ]));
        Ok(out)
    }
}
