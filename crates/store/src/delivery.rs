//! Delivery slots, closed days, the same-day cut-off, places taken per day and slot, and the
//! served PIN codes. A place is taken by a guarded `UPDATE` of the (day, slot) counter in the
//! transaction that stores the order, so concurrent buyers cannot pass a slot's capacity; an
//! order that is cancelled or expires gives its place back, once (`orders.delivery_held`).

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};
use tokri_domain::delivery::{DeliveryDate, Refusal, SlotHours, TimeOfDay};
use tokri_domain::{Money, PinCode};

use crate::{Result, Store, StoreError, bad_value, bool_int, now_ms};

/// A delivery slot the owner offers every day.
#[derive(Debug, Clone, PartialEq)]
pub struct SlotRow {
    pub id: String,
    /// Start and end (IST).
    pub hours: SlotHours,
    /// Most orders on one day.
    pub capacity: i64,
    /// Offered to customers.
    pub active: bool,
}

/// A day without deliveries.
#[derive(Debug, Clone, PartialEq)]
pub struct ClosedDateRow {
    /// The day.
    pub date: DeliveryDate,
    /// Why, for the owner (e.g. "Diwali").
    pub note: String,
}

/// Everything the owner set about delivery days.
#[derive(Debug, Clone, PartialEq)]
pub struct DeliverySetup {
    /// Same-day orders close at this time (IST).
    pub cutoff: TimeOfDay,
    /// Every slot, active or not, earliest first.
    pub slots: Vec<SlotRow>,
    /// Closed days from the day asked for on, earliest first.
    pub closed: Vec<ClosedDateRow>,
}

/// Places taken in one slot on one day.
#[derive(Debug, Clone, PartialEq)]
pub struct BookingRow {
    /// The day.
    pub date: DeliveryDate,
    /// The slot.
    pub slot_id: String,
    /// Orders holding a place.
    pub booked: i64,
}

/// A served PIN code.
#[derive(Debug, Clone, PartialEq)]
pub struct PincodeRow {
    /// The PIN code.
    pub pincode: PinCode,
    /// Added to the delivery fee of orders to it.
    pub extra_fee: Money,
}

/// Whether the shop delivers to a PIN code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PincodeService {
    /// The owner keeps no list: every PIN code is served, without an extra fee.
    Everywhere,
    /// On the list, with this extra fee.
    Served(Money),
    /// Not on the list.
    NotServed,
}

/// The day and slot an order is delivered in, as chosen (the label snapshotted).
#[derive(Debug, Clone, PartialEq)]
pub struct OrderDelivery {
    /// The day.
    pub date: DeliveryDate,
    /// The slot's id.
    pub slot_id: String,
    /// The slot's label then (`7–11`).
    pub label: String,
}

/// How many served PIN codes one admin page lists.
pub const PINCODE_PAGE: i64 = 50;
/// Rows per multi-row insert when adding many PIN codes.
const INSERT_CHUNK: usize = 500;

fn slot_from(r: &AnyRow) -> std::result::Result<SlotRow, sqlx::Error> {
    let start = TimeOfDay::from_minutes(r.try_get("start_minute")?);
    let end = TimeOfDay::from_minutes(r.try_get("end_minute")?);
    let hours = start
        .zip(end)
        .and_then(|(s, e)| SlotHours::new(s, e))
        .ok_or_else(|| bad_value("slot hours"))?;
    Ok(SlotRow {
        id: r.try_get("id")?,
        hours,
        capacity: r.try_get("capacity")?,
        active: r.try_get::<i64, _>("active")? == 1,
    })
}

fn date_from(raw: &str) -> std::result::Result<DeliveryDate, sqlx::Error> {
    DeliveryDate::parse(raw).ok_or_else(|| bad_value("delivery date"))
}

fn pincode_from(r: &AnyRow) -> std::result::Result<PincodeRow, sqlx::Error> {
    let pin: String = r.try_get("pincode")?;
    Ok(PincodeRow {
        pincode: PinCode::parse(&pin).ok_or_else(|| bad_value("PIN code"))?,
        extra_fee: Money::from_paise(r.try_get("extra_fee_paise")?),
    })
}

/// The delivery columns of an order row (`delivery_date`, `delivery_slot_id`,
/// `delivery_slot_label`), None when the order has no delivery slot.
pub(crate) fn order_delivery_from(
    r: &AnyRow,
) -> std::result::Result<Option<OrderDelivery>, sqlx::Error> {
    let date: Option<String> = r.try_get("delivery_date")?;
    let slot_id: Option<String> = r.try_get("delivery_slot_id")?;
    let label: Option<String> = r.try_get("delivery_slot_label")?;
    match (date, slot_id, label) {
        (Some(date), Some(slot_id), Some(label)) => Ok(Some(OrderDelivery {
            date: date_from(&date)?,
            slot_id,
            label,
        })),
        _ => Ok(None),
    }
}

fn slot_conflict(hours: SlotHours) -> impl Fn(sqlx::Error) -> StoreError {
    move |e| {
        if StoreError::is_unique_violation(&e) {
            StoreError::Conflict(format!("There is a {} slot already.", hours.label()))
        } else {
            e.into()
        }
    }
}

/// Takes a place in a day and slot, in the caller's transaction (before the order row that
/// records it is written). Refuses with a Conflict when the slot is full or no longer offered.
pub(crate) async fn book(conn: &mut AnyConnection, d: &OrderDelivery) -> Result<()> {
    // One guarded upsert: the day's counter row is made with the first place, or raised while
    // it is under the slot's capacity. On PostgreSQL a second buyer waits for the first one's
    // row lock and then checks the count again; on SQLite writers take turns. The order's own
    // row carries the day and slot (written by the caller's INSERT).
    let done = sqlx::query(
        "INSERT INTO delivery_bookings (date, slot_id, booked) \
         SELECT $1, $2, 1 WHERE (SELECT capacity FROM delivery_slots WHERE id = $2 AND active = 1) >= 1 \
         ON CONFLICT (date, slot_id) DO UPDATE SET booked = delivery_bookings.booked + 1 \
         WHERE delivery_bookings.booked < (SELECT capacity FROM delivery_slots WHERE id = $2 AND active = 1)",
    )
    .bind(d.date.to_string())
    .bind(&d.slot_id)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        let active: Option<i64> =
            sqlx::query_scalar("SELECT active FROM delivery_slots WHERE id = $1")
                .bind(&d.slot_id)
                .fetch_optional(&mut *conn)
                .await?;
        return Err(StoreError::Conflict(match active {
            Some(1) => Refusal::Full.message(d.date, &d.label),
            _ => "That delivery slot is no longer offered. Please choose another.".into(),
        }));
    }
    Ok(())
}

/// The order was cancelled or expired: its place in its slot can be booked again. Happens
/// once (the order's `delivery_held` goes to 0); answers whether a place was given back.
pub(crate) async fn release(conn: &mut AnyConnection, order_id: &str) -> Result<bool> {
    let row = sqlx::query(
        "UPDATE orders SET delivery_held = 0 WHERE id = $1 AND delivery_held = 1 \
         RETURNING delivery_date, delivery_slot_id",
    )
    .bind(order_id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else {
        return Ok(false);
    };
    let date: Option<String> = row.try_get("delivery_date")?;
    let slot_id: Option<String> = row.try_get("delivery_slot_id")?;
    sqlx::query(
        "UPDATE delivery_bookings SET booked = booked - 1 WHERE date = $1 AND slot_id = $2 AND booked > 0",
    )
    .bind(date)
    .bind(slot_id)
    .execute(&mut *conn)
    .await?;
    Ok(true)
}

impl Store {
    /// The cut-off, every slot, and the closed days from `from` on.
    pub async fn delivery_setup(&self, from: DeliveryDate) -> Result<DeliverySetup> {
        setup_on(&mut *self.pool().acquire().await?, from).await
    }

    /// Places taken per slot on the days from `from` to `until`, both included.
    pub async fn delivery_bookings(
        &self,
        from: DeliveryDate,
        until: DeliveryDate,
    ) -> Result<Vec<BookingRow>> {
        bookings_on(&mut *self.pool().acquire().await?, from, until).await
    }

    /// [`Store::delivery_setup`] from `from` and [`Store::delivery_bookings`] of the days
    /// `booked` (first and last), read on one connection (each read through the pool is a
    /// hand-over of a connection and back): what an order's slot or the booking window needs.
    pub async fn delivery_setup_and_bookings(
        &self,
        from: DeliveryDate,
        booked: (DeliveryDate, DeliveryDate),
    ) -> Result<(DeliverySetup, Vec<BookingRow>)> {
        let mut conn = self.pool().acquire().await?;
        let setup = setup_on(&mut conn, from).await?;
        Ok((setup, bookings_on(&mut conn, booked.0, booked.1).await?))
    }

    /// Sets the same-day cut-off.
    pub async fn set_delivery_cutoff(&self, cutoff: TimeOfDay) -> Result<()> {
        sqlx::query(
            "UPDATE delivery_settings SET cutoff_minute = $1, updated_at = $2 WHERE id = 1",
        )
        .bind(cutoff.minutes())
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// One slot.
    pub async fn get_slot(&self, id: &str) -> Result<SlotRow> {
        self.fetch_by_id(
            "SELECT id, start_minute, end_minute, capacity, active FROM delivery_slots WHERE id = $1",
            id,
            slot_from,
        )
        .await
    }

    /// Adds a slot; another slot with the same hours is a Conflict.
    pub async fn create_slot(
        &self,
        id: &str,
        hours: SlotHours,
        capacity: i64,
        active: bool,
    ) -> Result<SlotRow> {
        sqlx::query(
            "INSERT INTO delivery_slots (id, start_minute, end_minute, capacity, active, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(hours.start.minutes())
        .bind(hours.end.minutes())
        .bind(capacity)
        .bind(bool_int(active))
        .bind(now_ms())
        .execute(self.pool())
        .await
        .map_err(slot_conflict(hours))?;
        self.get_slot(id).await
    }

    /// Replaces a slot's hours, capacity and switch. Orders already placed keep the label they
    /// were placed with; a capacity below the places taken only stops new bookings.
    pub async fn update_slot(
        &self,
        id: &str,
        hours: SlotHours,
        capacity: i64,
        active: bool,
    ) -> Result<SlotRow> {
        let done = sqlx::query(
            "UPDATE delivery_slots SET start_minute = $2, end_minute = $3, capacity = $4, active = $5 \
             WHERE id = $1",
        )
        .bind(id)
        .bind(hours.start.minutes())
        .bind(hours.end.minutes())
        .bind(capacity)
        .bind(bool_int(active))
        .execute(self.pool())
        .await
        .map_err(slot_conflict(hours))?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        self.get_slot(id).await
    }

    /// Deletes a slot, unless orders hold places in it on `from` or later (then the owner
    /// switches it off instead).
    pub async fn delete_slot(&self, id: &str, from: DeliveryDate) -> Result<()> {
        let mut tx = self.pool().begin().await?;
        // Written first, so SQLite takes the write lock before the check below.
        let done = sqlx::query("DELETE FROM delivery_slots WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        let held: i64 = sqlx::query_scalar(
            "SELECT COALESCE(CAST(SUM(booked) AS BIGINT), 0) FROM delivery_bookings \
             WHERE slot_id = $1 AND date >= $2",
        )
        .bind(id)
        .bind(from.to_string())
        .fetch_one(&mut *tx)
        .await?;
        if held > 0 {
            tx.rollback().await?;
            return Err(StoreError::Conflict(format!(
                "{held} {} booked in this slot. Switch it off instead, so those deliveries stay planned.",
                if held == 1 { "order is" } else { "orders are" }
            )));
        }
        sqlx::query("DELETE FROM delivery_bookings WHERE slot_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Closes a day (or changes its note).
    pub async fn close_date(&self, date: DeliveryDate, note: &str) -> Result<ClosedDateRow> {
        sqlx::query(
            "INSERT INTO delivery_closed_dates (date, note, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (date) DO UPDATE SET note = excluded.note",
        )
        .bind(date.to_string())
        .bind(note)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(ClosedDateRow {
            date,
            note: note.to_string(),
        })
    }

    /// Opens a closed day again.
    pub async fn reopen_date(&self, date: DeliveryDate) -> Result<()> {
        let done = sqlx::query("DELETE FROM delivery_closed_dates WHERE date = $1")
            .bind(date.to_string())
            .execute(self.pool())
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Whether (and at what extra fee) the shop delivers to a PIN code.
    pub async fn pincode_service(&self, pincode: &PinCode) -> Result<PincodeService> {
        let row = sqlx::query(
            "SELECT (SELECT extra_fee_paise FROM served_pincodes WHERE pincode = $1) AS fee, \
             (SELECT COUNT(*) FROM (SELECT 1 FROM served_pincodes LIMIT 1) AS one) AS listed",
        )
        .bind(pincode.as_str())
        .fetch_one(self.pool())
        .await?;
        let fee: Option<i64> = row.try_get("fee")?;
        let listed: i64 = row.try_get("listed")?;
        Ok(match (fee, listed) {
            (Some(paise), _) => PincodeService::Served(Money::from_paise(paise)),
            (None, 0) => PincodeService::Everywhere,
            (None, _) => PincodeService::NotServed,
        })
    }

    /// A page of served PIN codes (those starting with `search`, when given), in order, and
    /// how many match in all.
    pub async fn list_pincodes(
        &self,
        search: Option<&str>,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<PincodeRow>, i64)> {
        // Only digits reach the pattern, so there is nothing to escape.
        let prefix = format!(
            "{}%",
            search
                .unwrap_or("")
                .chars()
                .filter(char::is_ascii_digit)
                .collect::<String>()
        );
        let total: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM served_pincodes WHERE pincode LIKE $1")
                .bind(&prefix)
                .fetch_one(self.pool())
                .await?;
        let rows = sqlx::query(
            "SELECT pincode, extra_fee_paise FROM served_pincodes WHERE pincode LIKE $1 \
             ORDER BY pincode LIMIT $2 OFFSET $3",
        )
        .bind(&prefix)
        .bind(limit)
        .bind(offset)
        .fetch_all(self.pool())
        .await?;
        let list = rows
            .iter()
            .map(pincode_from)
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok((list, total))
    }

    /// Adds PIN codes with an extra fee (codes already listed take the new fee). Answers
    /// (added, updated).
    pub async fn add_pincodes(&self, pincodes: &[PinCode], extra_fee: Money) -> Result<(i64, i64)> {
        let mut tx = self.pool().begin().await?;
        let now = now_ms();
        let mut added = 0;
        for chunk in pincodes.chunks(INSERT_CHUNK) {
            // Updated rows are those listed before; counted first, in this transaction.
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "UPDATE served_pincodes SET extra_fee_paise = ${} WHERE pincode IN ({})",
                chunk.len() + 1,
                marks.join(", ")
            );
            let mut q = sqlx::query(&sql);
            for p in chunk {
                q = q.bind(p.as_str());
            }
            let existing = q
                .bind(extra_fee.paise())
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let values: Vec<String> = (0..chunk.len())
                .map(|i| format!("(${}, ${}, ${})", 3 * i + 1, 3 * i + 2, 3 * i + 3))
                .collect();
            let sql = format!(
                "INSERT INTO served_pincodes (pincode, extra_fee_paise, created_at) VALUES {} \
                 ON CONFLICT (pincode) DO NOTHING",
                values.join(", ")
            );
            let mut q = sqlx::query(&sql);
            for p in chunk {
                q = q.bind(p.as_str()).bind(extra_fee.paise()).bind(now);
            }
            let inserted = q.execute(&mut *tx).await?.rows_affected();
            debug_assert_eq!(inserted + existing, chunk.len() as u64);
            added += inserted as i64;
        }
        tx.commit().await?;
        Ok((added, pincodes.len() as i64 - added))
    }

    /// Sets one served PIN code's extra fee.
    pub async fn set_pincode_fee(&self, pincode: &PinCode, extra_fee: Money) -> Result<PincodeRow> {
        let done =
            sqlx::query("UPDATE served_pincodes SET extra_fee_paise = $2 WHERE pincode = $1")
                .bind(pincode.as_str())
                .bind(extra_fee.paise())
                .execute(self.pool())
                .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(PincodeRow {
            pincode: pincode.clone(),
            extra_fee,
        })
    }

    /// Stops serving a PIN code.
    pub async fn delete_pincode(&self, pincode: &PinCode) -> Result<()> {
        let done = sqlx::query("DELETE FROM served_pincodes WHERE pincode = $1")
            .bind(pincode.as_str())
            .execute(self.pool())
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(())
    }

    /// Every served PIN code, in order (for naming the served areas).
    pub async fn served_pincodes(&self) -> Result<Vec<String>> {
        Ok(
            sqlx::query_scalar("SELECT pincode FROM served_pincodes ORDER BY pincode")
                .fetch_all(self.pool())
                .await?,
        )
    }

    /// Puts a contact on the waiting list of a PIN code; answers false when it was already on
    /// it (nothing is added twice).
    pub async fn join_waitlist(
        &self,
        id: &str,
        pincode: &PinCode,
        contact: &str,
        at: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO delivery_waitlist (id, pincode, contact, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (pincode, contact) DO NOTHING",
        )
        .bind(id)
        .bind(pincode.as_str())
        .bind(contact)
        .bind(at)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A page of at most `limit` waiting-list entries, newest first, after `after` (the
    /// creation time and id of the last one seen); and whether more follow.
    pub async fn list_waitlist(
        &self,
        after: Option<(i64, String)>,
        limit: i64,
    ) -> Result<(Vec<WaitlistRow>, bool)> {
        let rows = match &after {
            None => {
                sqlx::query(
                    "SELECT id, pincode, contact, created_at FROM delivery_waitlist \
                     ORDER BY created_at DESC, id LIMIT $1",
                )
                .bind(limit + 1)
                .fetch_all(self.pool())
                .await?
            }
            Some((at, id)) => {
                sqlx::query(
                    "SELECT id, pincode, contact, created_at FROM delivery_waitlist \
                     WHERE created_at < $1 OR (created_at = $1 AND id > $2) \
                     ORDER BY created_at DESC, id LIMIT $3",
                )
                .bind(at)
                .bind(id)
                .bind(limit + 1)
                .fetch_all(self.pool())
                .await?
            }
        };
        let mut list = rows
            .iter()
            .map(|r| {
                Ok(WaitlistRow {
                    id: r.try_get("id")?,
                    pincode: r.try_get("pincode")?,
                    contact: r.try_get("contact")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
        let more = list.len() as i64 > limit;
        list.truncate(limit.max(0) as usize);
        Ok((list, more))
    }
}

/// Someone waiting to hear when the shop delivers to their PIN code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitlistRow {
    pub id: String,
    pub pincode: String,
    /// An email (lower-cased) or a 10-digit mobile.
    pub contact: String,
    /// When they asked, Unix ms.
    pub created_at: i64,
}

/// The cut-off, every slot, and the closed days from `from` on, read on `conn`.
async fn setup_on(conn: &mut sqlx::AnyConnection, from: DeliveryDate) -> Result<DeliverySetup> {
    let cutoff: i64 =
        sqlx::query_scalar("SELECT cutoff_minute FROM delivery_settings WHERE id = 1")
            .fetch_one(&mut *conn)
            .await?;
    let slots = sqlx::query(
        "SELECT id, start_minute, end_minute, capacity, active FROM delivery_slots \
         ORDER BY start_minute, end_minute",
    )
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(slot_from)
    .collect::<std::result::Result<Vec<_>, _>>()?;
    let closed =
        sqlx::query("SELECT date, note FROM delivery_closed_dates WHERE date >= $1 ORDER BY date")
            .bind(from.to_string())
            .fetch_all(&mut *conn)
            .await?
            .iter()
            .map(|r| {
                Ok(ClosedDateRow {
                    date: date_from(&r.try_get::<String, _>("date")?)?,
                    note: r.try_get("note")?,
                })
            })
            .collect::<std::result::Result<Vec<_>, sqlx::Error>>()?;
    Ok(DeliverySetup {
        cutoff: TimeOfDay::from_minutes(cutoff).ok_or_else(|| bad_value("cut-off"))?,
        slots,
        closed,
    })
}

/// Places taken per slot on the days from `from` to `until`, both included, read on `conn`.
async fn bookings_on(
    conn: &mut sqlx::AnyConnection,
    from: DeliveryDate,
    until: DeliveryDate,
) -> Result<Vec<BookingRow>> {
    let rows = sqlx::query(
        "SELECT date, slot_id, booked FROM delivery_bookings WHERE date >= $1 AND date <= $2 \
         AND booked > 0 ORDER BY date, slot_id",
    )
    .bind(from.to_string())
    .bind(until.to_string())
    .fetch_all(&mut *conn)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(BookingRow {
                date: date_from(&r.try_get::<String, _>("date")?)?,
                slot_id: r.try_get("slot_id")?,
                booked: r.try_get("booked")?,
            })
        })
        .collect::<std::result::Result<_, sqlx::Error>>()
        .map_err(Into::into)
}
