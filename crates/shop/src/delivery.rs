//! Delivery days, slots and areas: what a customer can book now, whether the shop delivers to
//! a PIN code (and for what extra fee), and the owner's settings. "Now" comes from the injected
//! [`Clock`], so tests set the time of day instead of waiting for it.

use std::collections::HashMap;
use std::sync::Arc;

use tokri_domain::delivery::{
    self as rules, DeliveryDate, PastedPincodes, Refusal, Schedule, SlotHours, SlotState,
    TimeOfDay, served_areas,
};
use tokri_domain::{FieldErrors, Money, PinCode, new_id};
use tokri_store::Store;
use tokri_store::delivery::{
    ClosedDateRow, DeliverySetup, OrderDelivery, PINCODE_PAGE, PincodeRow, PincodeService, SlotRow,
    WaitlistRow,
};

use crate::clock::Clock;
use crate::{ShopError, ShopResult};

/// A day and slot as the customer chose them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryChoice {
    /// The day.
    pub date: DeliveryDate,
    /// The slot's id.
    pub slot_id: String,
}

/// One slot on one day.
#[derive(Debug, Clone, PartialEq)]
pub struct SlotOnDay {
    /// The slot.
    pub slot: SlotRow,
    /// Orders holding a place.
    pub booked: i64,
    /// Whether it can be chosen now.
    pub state: SlotState,
}

impl SlotOnDay {
    /// Places left (never below zero).
    pub fn left(&self) -> i64 {
        (self.slot.capacity - self.booked).max(0)
    }
}

/// One day of the booking window.
#[derive(Debug, Clone, PartialEq)]
pub struct CalendarDay {
    /// The day.
    pub date: DeliveryDate,
    /// The shop does not deliver that day.
    pub closed: bool,
    /// Its slots, earliest first.
    pub slots: Vec<SlotOnDay>,
}

/// The booking window as seen now.
#[derive(Debug, Clone, PartialEq)]
pub struct Calendar {
    /// Orders must name a day and slot (the shop offers at least one active slot).
    pub required: bool,
    /// Same-day orders close at this time.
    pub cutoff: TimeOfDay,
    /// Today (IST).
    pub today: DeliveryDate,
    /// Today and the 13 days after.
    pub days: Vec<CalendarDay>,
}

impl Calendar {
    /// The first day and slot that can be booked.
    pub fn earliest(&self) -> Option<(DeliveryDate, &SlotOnDay)> {
        self.days.iter().find_map(|d| {
            d.slots
                .iter()
                .find(|s| s.state == SlotState::Open)
                .map(|s| (d.date, s))
        })
    }
}

/// What the "Check delivery" box answers.
#[derive(Debug, Clone, PartialEq)]
pub struct PincodeCheck {
    /// The PIN code asked about.
    pub pincode: PinCode,
    /// Whether the shop delivers there.
    pub served: bool,
    /// Added to the delivery fee there.
    pub extra_fee: Money,
    /// The first day and slot that can be booked, when served.
    pub earliest: Option<(DeliveryDate, SlotRow)>,
    /// `Delivers to 411001 — earliest tomorrow 7–11` or `We don't deliver to 110001 yet`.
    pub message: String,
    /// Where the shop does deliver ("411001–411062"), when it does not deliver here.
    pub served_areas: Option<String>,
}

/// Most orders one day sheet lists.
pub const DAY_SHEET_MAX: i64 = 2_000;

/// One day's deliveries, slot by slot.
#[derive(Debug, Clone, PartialEq)]
pub struct DaySheet {
    pub date: DeliveryDate,
    /// Slots with orders, earliest first.
    pub slots: Vec<SlotStops>,
    /// More than [`DAY_SHEET_MAX`] orders: the rest are left out.
    pub truncated: bool,
}

/// The orders of one slot of a day sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct SlotStops {
    /// The slot's id ("" for orders without a slot).
    pub slot_id: String,
    /// Its label when the orders were placed (`7–11`).
    pub label: String,
    pub orders: Vec<tokri_store::orders::OrderRow>,
}

/// Most served-area runs named to a customer outside them.
const AREAS_NAMED: usize = 4;

/// Most waiting-list requests from one client per hour.
const WAITLIST_PER_HOUR: i64 = 10;

/// The owner's delivery settings with the places taken in the window.
#[derive(Debug, Clone, PartialEq)]
pub struct DeliveryOverview {
    /// Cut-off, slots and upcoming closed days.
    pub setup: DeliverySetup,
    /// Every slot on each day of the window, with its bookings.
    pub calendar: Calendar,
}

/// A page of served PIN codes.
#[derive(Debug, Clone, PartialEq)]
pub struct PincodePage {
    /// The PIN codes, in order.
    pub pincodes: Vec<PincodeRow>,
    /// This page (1-based).
    pub page: i64,
    /// Pages in all (at least 1).
    pub pages: i64,
    /// Matching PIN codes in all.
    pub total: i64,
}

/// What adding a pasted list did.
#[derive(Debug, Clone, PartialEq)]
pub struct AddedPincodes {
    /// Newly served.
    pub added: i64,
    /// Listed before; their fee was set again.
    pub updated: i64,
    /// Entries that were not PIN codes.
    pub invalid: Vec<String>,
}

/// The extra delivery fee for an address's PIN code, or a 400 with `errors.zip` when the shop
/// does not deliver there. With no served list at all every PIN code is served.
pub(crate) async fn area_fee(store: &Store, zip: &str) -> ShopResult<Money> {
    let unserved = || {
        let mut errors = FieldErrors::new();
        errors.insert("zip".into(), rules::unserved_message(zip));
        ShopError::fields(errors)
    };
    let pin = PinCode::parse(zip).ok_or_else(unserved)?;
    match store.pincode_service(&pin).await? {
        PincodeService::Everywhere => Ok(Money::ZERO),
        PincodeService::Served(fee) => Ok(fee),
        PincodeService::NotServed => Err(unserved()),
    }
}

fn delivery_error(message: String) -> ShopError {
    let mut errors = FieldErrors::new();
    errors.insert("delivery".into(), message);
    ShopError::fields(errors)
}

/// Delivery use cases.
#[derive(Debug)]
pub struct Delivery {
    store: Store,
    clock: Arc<dyn Clock>,
    waitlist_limit: crate::ratelimit::RateLimiter,
}

impl Delivery {
    /// Delivery over a store, telling time by `clock`.
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        let waitlist_limit = crate::ratelimit::RateLimiter::new(
            store.clone(),
            "waitlist",
            WAITLIST_PER_HOUR,
            std::time::Duration::from_secs(3600),
        );
        Delivery {
            store,
            clock,
            waitlist_limit,
        }
    }

    /// The booking window now: every slot (only active ones unless `all`) on each day, with its
    /// state and places taken.
    async fn window(&self, all: bool) -> ShopResult<(DeliverySetup, Calendar)> {
        let now = self.clock.now_ms();
        let today = DeliveryDate::of_instant(now);
        let last = today.plus_days(rules::WINDOW_DAYS - 1);
        let (setup, bookings) = self
            .store
            .delivery_setup_and_bookings(today, (today, last))
            .await?;
        let schedule = Schedule::new(now, setup.cutoff, setup.closed.iter().map(|c| c.date));
        let booked: HashMap<(DeliveryDate, String), i64> = bookings
            .into_iter()
            .map(|b| ((b.date, b.slot_id), b.booked))
            .collect();
        let slots: Vec<&SlotRow> = setup.slots.iter().filter(|s| all || s.active).collect();
        let days = schedule
            .days()
            .map(|date| CalendarDay {
                date,
                closed: schedule.is_closed(date),
                slots: slots
                    .iter()
                    .map(|slot| {
                        let booked = booked.get(&(date, slot.id.clone())).copied().unwrap_or(0);
                        let state = if slot.active {
                            schedule.state(date, slot.hours.start, booked, slot.capacity)
                        } else {
                            SlotState::Closed
                        };
                        SlotOnDay {
                            slot: (*slot).clone(),
                            booked,
                            state,
                        }
                    })
                    .collect(),
            })
            .collect();
        let calendar = Calendar {
            required: setup.slots.iter().any(|s| s.active),
            cutoff: setup.cutoff,
            today,
            days,
        };
        Ok((setup, calendar))
    }

    /// The days and active slots a customer can choose from now.
    pub async fn calendar(&self) -> ShopResult<Calendar> {
        Ok(self.window(false).await?.1)
    }

    /// Whether the shop delivers to a PIN code, its extra fee, and the earliest slot.
    pub async fn check(&self, pincode: &PinCode) -> ShopResult<PincodeCheck> {
        let service = self.store.pincode_service(pincode).await?;
        let (served, extra_fee) = match service {
            PincodeService::Everywhere => (true, Money::ZERO),
            PincodeService::Served(fee) => (true, fee),
            PincodeService::NotServed => (false, Money::ZERO),
        };
        let calendar = self.calendar().await?;
        let earliest = served
            .then(|| calendar.earliest())
            .flatten()
            .map(|(date, s)| (date, s.slot.clone()));
        let label = earliest.as_ref().map(|(d, s)| (*d, s.hours.label()));
        let message = rules::check_message(
            pincode,
            served,
            calendar.required,
            label.as_ref().map(|(d, l)| (*d, l.as_str())),
            calendar.today,
        );
        let served_areas = if served {
            None
        } else {
            let areas = served_areas(&self.store.served_pincodes().await?, AREAS_NAMED);
            (!areas.is_empty()).then_some(areas)
        };
        Ok(PincodeCheck {
            pincode: pincode.clone(),
            served,
            extra_fee,
            earliest,
            message,
            served_areas,
        })
    }

    /// Puts someone outside the served areas on the PIN code's waiting list: `contact` is an
    /// email or a 10-digit mobile. Answers whether they were added (false when already on it).
    /// At most [`WAITLIST_PER_HOUR`] requests an hour from one client (`client_key`).
    pub async fn join_waitlist(
        &self,
        pincode: &str,
        contact: &str,
        client_key: &str,
    ) -> ShopResult<bool> {
        let mut errors = FieldErrors::new();
        let pin = PinCode::parse(pincode);
        if pin.is_none() {
            errors.insert(
                "pinCode".into(),
                "Please enter a valid 6-digit PIN code.".into(),
            );
        }
        let contact = tokri_domain::Email::parse(contact)
            .map(|e| e.normalized())
            .or_else(|| tokri_domain::Mobile::parse(contact).map(|m| m.as_str().to_string()));
        if contact.is_none() {
            errors.insert(
                "contact".into(),
                "Please enter an email address or a 10-digit mobile number.".into(),
            );
        }
        let (Some(pin), Some(contact)) = (pin, contact) else {
            return Err(ShopError::fields(errors));
        };
        if !self.waitlist_limit.allow(client_key).await? {
            return Err(ShopError::TooManyRequests(
                "Too many attempts. Please wait a few minutes and try again.".into(),
            ));
        }
        if !matches!(
            self.store.pincode_service(&pin).await?,
            PincodeService::NotServed
        ) {
            return Err(ShopError::fields(FieldErrors::from([(
                "pinCode".to_string(),
                format!("We already deliver to {}.", pin.as_str()),
            )])));
        }
        Ok(self
            .store
            .join_waitlist(&new_id(), &pin, &contact, self.clock.now_ms())
            .await?)
    }

    /// The day's deliveries for the owner's morning (`date`, or today in IST): paid and
    /// cash-due orders that are not cancelled, grouped by slot in the slots' order of the day
    /// (slots since removed after them), each by order number.
    pub async fn day_sheet(&self, date: Option<DeliveryDate>) -> ShopResult<DaySheet> {
        let date = date.unwrap_or_else(|| DeliveryDate::of_instant(self.clock.now_ms()));
        let orders = self.store.deliveries_on(date, DAY_SHEET_MAX + 1).await?;
        let truncated = orders.len() as i64 > DAY_SHEET_MAX;
        let setup = self.store.delivery_setup(date).await?;
        let mut slots: Vec<SlotStops> = Vec::new();
        for order in orders.into_iter().take(DAY_SHEET_MAX as usize) {
            let (slot_id, label) = order
                .delivery
                .as_ref()
                .map(|d| (d.slot_id.clone(), d.label.clone()))
                .unwrap_or_default();
            match slots.iter_mut().find(|s| s.slot_id == slot_id) {
                Some(s) => s.orders.push(order),
                None => slots.push(SlotStops {
                    slot_id,
                    label,
                    orders: vec![order],
                }),
            }
        }
        let rank = |id: &str| {
            setup
                .slots
                .iter()
                .position(|s| s.id == id)
                .unwrap_or(usize::MAX)
        };
        slots.sort_by_key(|s| rank(&s.slot_id));
        Ok(DaySheet {
            date,
            slots,
            truncated,
        })
    }

    /// A page of the waiting list, newest first: the first, or the one `cursor` opens.
    pub async fn waitlist(
        &self,
        cursor: Option<&str>,
        limit: Option<i64>,
    ) -> ShopResult<tokri_domain::paging::Page<WaitlistRow>> {
        use tokri_domain::paging;
        let limit = paging::page_size(limit, paging::MAX_PAGE_SIZE);
        let scope = paging::scope(&["waitlist", &limit.to_string()]);
        let cursor = paging::read_cursor(cursor, scope).map_err(crate::admin::invalid_cursor)?;
        let (items, more) = self
            .store
            .list_waitlist(cursor.as_ref().map(|c| (c.at, c.id.clone())), limit)
            .await?;
        let page = cursor.as_ref().map_or(1, |c| c.page);
        Ok(paging::Page::of(items, more, page, scope, |w| {
            (w.created_at, w.id.clone())
        }))
    }

    /// The extra delivery fee for a PIN code; a 400 with `errors.zip` when it is not served.
    pub async fn area_fee(&self, zip: &str) -> ShopResult<Money> {
        area_fee(&self.store, zip).await
    }

    /// Checks a customer's choice of day and slot before an order is stored: required when the
    /// shop offers slots; refused (400, `errors.delivery`) for a closed or past day, after the
    /// cut-off, a started or unknown slot or a day beyond the window, and (409) when the slot
    /// is full. The place itself is taken atomically when the order is stored.
    pub async fn choose(
        &self,
        choice: Option<DeliveryChoice>,
    ) -> ShopResult<Option<OrderDelivery>> {
        let now = self.clock.now_ms();
        let today = DeliveryDate::of_instant(now);
        // The slot's places taken are read with the setup, on one connection.
        let (setup, bookings) = match &choice {
            Some(c) => {
                self.store
                    .delivery_setup_and_bookings(today, (c.date, c.date))
                    .await?
            }
            None => (self.store.delivery_setup(today).await?, Vec::new()),
        };
        let offered = setup.slots.iter().any(|s| s.active);
        let Some(choice) = choice else {
            return if offered {
                Err(delivery_error(
                    "Please choose a delivery day and slot.".into(),
                ))
            } else {
                Ok(None)
            };
        };
        let slot = setup
            .slots
            .iter()
            .find(|s| s.active && s.id == choice.slot_id)
            .ok_or_else(|| {
                delivery_error("That delivery slot is not available. Please choose another.".into())
            })?;
        let label = slot.hours.label();
        let schedule = Schedule::new(now, setup.cutoff, setup.closed.iter().map(|c| c.date));
        if let Some(refusal) = schedule.refusal(choice.date, slot.hours.start) {
            return Err(delivery_error(refusal.message(choice.date, &label)));
        }
        let booked = bookings
            .into_iter()
            .find(|b| b.slot_id == slot.id)
            .map_or(0, |b| b.booked);
        if booked >= slot.capacity {
            return Err(ShopError::Conflict(
                Refusal::Full.message(choice.date, &label),
            ));
        }
        Ok(Some(OrderDelivery {
            date: choice.date,
            slot_id: slot.id.clone(),
            label,
        }))
    }

    // ---- the owner's settings ----

    /// Cut-off, every slot, upcoming closed days, and the places taken in the window.
    pub async fn overview(&self) -> ShopResult<DeliveryOverview> {
        let (setup, calendar) = self.window(true).await?;
        Ok(DeliveryOverview { setup, calendar })
    }

    /// Sets the same-day cut-off.
    pub async fn set_cutoff(&self, cutoff: TimeOfDay) -> ShopResult<DeliveryOverview> {
        if cutoff.minutes() >= 1440 {
            return Err(ShopError::invalid("The cut-off must be a time like 12:00."));
        }
        self.store.set_delivery_cutoff(cutoff).await?;
        self.overview().await
    }

    /// Adds a slot.
    pub async fn create_slot(
        &self,
        hours: SlotHours,
        capacity: i64,
        active: bool,
    ) -> ShopResult<SlotRow> {
        Ok(self
            .store
            .create_slot(&new_id(), hours, capacity, active)
            .await?)
    }

    /// Changes a slot.
    pub async fn update_slot(
        &self,
        id: &str,
        hours: SlotHours,
        capacity: i64,
        active: bool,
    ) -> ShopResult<SlotRow> {
        self.store
            .update_slot(id, hours, capacity, active)
            .await
            .map_err(ShopError::not_found("Slot"))
    }

    /// Deletes a slot nobody is booked in from today on.
    pub async fn delete_slot(&self, id: &str) -> ShopResult<()> {
        let today = DeliveryDate::of_instant(self.clock.now_ms());
        self.store
            .delete_slot(id, today)
            .await
            .map_err(ShopError::not_found("Slot"))
    }

    /// Closes a day (today or later).
    pub async fn close_date(&self, date: DeliveryDate, note: &str) -> ShopResult<ClosedDateRow> {
        let today = DeliveryDate::of_instant(self.clock.now_ms());
        if date < today {
            return Err(ShopError::invalid("That day has passed."));
        }
        let note = note.trim();
        if note.chars().count() > 100 {
            return Err(ShopError::invalid(
                "The note is too long (100 characters at most).",
            ));
        }
        Ok(self.store.close_date(date, note).await?)
    }

    /// Opens a closed day again.
    pub async fn reopen_date(&self, date: DeliveryDate) -> ShopResult<()> {
        self.store
            .reopen_date(date)
            .await
            .map_err(ShopError::not_found("Closed day"))
    }

    /// A page of served PIN codes starting with `search`.
    pub async fn list_pincodes(&self, search: Option<&str>, page: i64) -> ShopResult<PincodePage> {
        let search = search.map(str::trim).filter(|s| !s.is_empty());
        if search.is_some_and(|s| !s.chars().all(|c| c.is_ascii_digit())) {
            return Err(ShopError::invalid("Search by the digits of a PIN code."));
        }
        let asked = page.clamp(1, i64::MAX / PINCODE_PAGE);
        let (mut pincodes, total) = self
            .store
            .list_pincodes(search, (asked - 1) * PINCODE_PAGE, PINCODE_PAGE)
            .await?;
        let pages = ((total + PINCODE_PAGE - 1) / PINCODE_PAGE).max(1);
        let page = asked.min(pages);
        if page < asked {
            pincodes = self
                .store
                .list_pincodes(search, (page - 1) * PINCODE_PAGE, PINCODE_PAGE)
                .await?
                .0;
        }
        Ok(PincodePage {
            pincodes,
            page,
            pages,
            total,
        })
    }

    /// Serves every PIN code of a pasted list, with one extra fee.
    pub async fn add_pincodes(&self, text: &str, extra_fee: Money) -> ShopResult<AddedPincodes> {
        let PastedPincodes { pincodes, invalid } =
            rules::parse_pincode_list(text).map_err(ShopError::invalid)?;
        if pincodes.is_empty() {
            return Err(ShopError::invalid(if invalid.is_empty() {
                "Please paste at least one PIN code.".to_string()
            } else {
                format!(
                    "No PIN codes found: {} {} not a 6-digit PIN code.",
                    invalid.join(", "),
                    if invalid.len() == 1 { "is" } else { "are" }
                )
            }));
        }
        let (added, updated) = self.store.add_pincodes(&pincodes, extra_fee).await?;
        Ok(AddedPincodes {
            added,
            updated,
            invalid,
        })
    }

    /// Sets one served PIN code's extra fee.
    pub async fn set_pincode_fee(&self, pincode: &str, extra_fee: Money) -> ShopResult<PincodeRow> {
        let pin = served_pin(pincode)?;
        self.store
            .set_pincode_fee(&pin, extra_fee)
            .await
            .map_err(ShopError::not_found("PIN code"))
    }

    /// Stops serving a PIN code.
    pub async fn delete_pincode(&self, pincode: &str) -> ShopResult<()> {
        let pin = served_pin(pincode)?;
        self.store
            .delete_pincode(&pin)
            .await
            .map_err(ShopError::not_found("PIN code"))
    }
}

/// A PIN code in a path; anything else is simply not on the list.
fn served_pin(raw: &str) -> ShopResult<PinCode> {
    PinCode::parse(raw).ok_or_else(|| ShopError::NotFound("PIN code not found.".into()))
}
