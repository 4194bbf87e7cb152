-- Delivery days and slots, and the PIN codes the shop serves (issue 11, parts 1 and 2).

-- The slots the owner offers every day, in IST minutes after midnight, each with the most
-- orders it takes on one day. Switched off (active = 0) it is not offered; past orders keep it.
CREATE TABLE delivery_slots (
    id           TEXT PRIMARY KEY,
    start_minute INTEGER NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
    end_minute   INTEGER NOT NULL CHECK (end_minute > start_minute AND end_minute <= 1440),
    capacity     INTEGER NOT NULL CHECK (capacity >= 1),
    active       INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    created_at   INTEGER NOT NULL,
    UNIQUE (start_minute, end_minute)
);

-- One row: the same-day cut-off (IST minutes after midnight).
CREATE TABLE delivery_settings (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    cutoff_minute INTEGER NOT NULL CHECK (cutoff_minute >= 0 AND cutoff_minute < 1440),
    updated_at    INTEGER NOT NULL
);
INSERT INTO delivery_settings (id, cutoff_minute, updated_at) VALUES (1, 720, 0);

-- IST calendar days (YYYY-MM-DD) without deliveries.
CREATE TABLE delivery_closed_dates (
    date       TEXT PRIMARY KEY CHECK (length(date) = 10),
    note       TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
);

-- Places taken per day and slot: raised by a guarded UPDATE in the transaction that stores an
-- order, lowered when an order that holds a place is cancelled or expires.
CREATE TABLE delivery_bookings (
    date    TEXT NOT NULL,
    slot_id TEXT NOT NULL,
    booked  INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0),
    PRIMARY KEY (date, slot_id)
);

-- Served PIN codes with an extra delivery fee (paise). None at all means every PIN code is served.
CREATE TABLE served_pincodes (
    pincode         TEXT PRIMARY KEY CHECK (length(pincode) = 6),
    extra_fee_paise INTEGER NOT NULL DEFAULT 0 CHECK (extra_fee_paise >= 0),
    created_at      INTEGER NOT NULL
);

-- The chosen day and slot, snapshotted (the slot's label as it was), and whether the order
-- still holds its place (1 until it is cancelled or expires).
ALTER TABLE orders ADD COLUMN delivery_date TEXT;
ALTER TABLE orders ADD COLUMN delivery_slot_id TEXT;
ALTER TABLE orders ADD COLUMN delivery_slot_label TEXT;
ALTER TABLE orders ADD COLUMN delivery_held INTEGER NOT NULL DEFAULT 0 CHECK (delivery_held IN (0, 1));
CREATE INDEX orders_delivery_date ON orders (delivery_date, created_at);
