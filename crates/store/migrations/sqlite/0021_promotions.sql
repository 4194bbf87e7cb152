-- Promotions (issue 21): coupon codes and automatic offers, the orders that carry them, and each
-- line's share of the discount (its taxable value on the invoice is the line less its share).
CREATE TABLE offers (
    id                 TEXT PRIMARY KEY,
    -- Upper case; NULL for an automatic offer. Unique, so codes are unique whatever the case.
    code               TEXT,
    title              TEXT NOT NULL,
    kind               TEXT NOT NULL CHECK (kind IN ('percent', 'fixed', 'freeDelivery')),
    percent            INTEGER,
    amount_paise       INTEGER,
    max_discount_paise INTEGER,
    min_subtotal_paise INTEGER,
    starts_at          INTEGER,
    ends_at            INTEGER,
    max_uses           INTEGER,
    max_per_customer   INTEGER,
    first_order_only   INTEGER NOT NULL DEFAULT 0 CHECK (first_order_only IN (0, 1)),
    scope              TEXT NOT NULL CHECK (scope IN ('all', 'categories', 'products')),
    -- Category or product ids, separated by commas.
    targets            TEXT NOT NULL DEFAULT '',
    active             INTEGER NOT NULL CHECK (active IN (0, 1)),
    -- Orders that carry it now: taken in the order's transaction, given back when an unpaid
    -- order expires or is cancelled.
    uses               INTEGER NOT NULL DEFAULT 0,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
);
CREATE UNIQUE INDEX offers_code ON offers (code) WHERE code IS NOT NULL;
CREATE INDEX offers_automatic ON offers (active, created_at) WHERE code IS NULL;
CREATE INDEX offers_list ON offers (created_at, id);

-- The offers an order got, as they were when it was placed.
CREATE TABLE order_offers (
    order_id       TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    offer_id       TEXT NOT NULL REFERENCES offers (id),
    position       INTEGER NOT NULL,
    user_id        TEXT NOT NULL,
    code           TEXT,
    title          TEXT NOT NULL,
    discount_paise INTEGER NOT NULL,
    free_delivery  INTEGER NOT NULL CHECK (free_delivery IN (0, 1)),
    -- Set when the order gave its use back (expired or cancelled unpaid).
    released_at    INTEGER,
    PRIMARY KEY (order_id, offer_id)
);
CREATE INDEX order_offers_customer ON order_offers (offer_id, user_id) WHERE released_at IS NULL;

ALTER TABLE orders ADD COLUMN discount_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN coupon_code TEXT;
-- How many offers the order got (its order_offers rows), so lists read them only for such orders.
ALTER TABLE orders ADD COLUMN offer_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN discount_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE invoice_lines ADD COLUMN discount_paise INTEGER NOT NULL DEFAULT 0;

-- Discounts given per IST day of payment, kept beside the day's revenue by the same rule.
ALTER TABLE sales_days ADD COLUMN discount_paise INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER orders_discount_insert AFTER INSERT ON orders
    WHEN NEW.discount_paise <> 0 AND NEW.payment_status = 'paid' AND NEW.paid_at IS NOT NULL
         AND (NEW.refund_reason IS NULL OR NEW.refund_reason <> 'cancelled')
BEGIN
    INSERT INTO sales_days (day, orders, revenue_paise, discount_paise)
        VALUES (date((NEW.paid_at + 19800000) / 1000, 'unixepoch'), 0, 0, NEW.discount_paise)
        ON CONFLICT (day) DO UPDATE SET discount_paise = discount_paise + excluded.discount_paise;
END;

CREATE TRIGGER orders_discount_uncount AFTER UPDATE OF payment_status, paid_at, refund_reason ON orders
    WHEN OLD.discount_paise <> 0 AND OLD.payment_status = 'paid' AND OLD.paid_at IS NOT NULL
         AND (OLD.refund_reason IS NULL OR OLD.refund_reason <> 'cancelled')
BEGIN
    UPDATE sales_days SET discount_paise = discount_paise - OLD.discount_paise
        WHERE day = date((OLD.paid_at + 19800000) / 1000, 'unixepoch');
END;

CREATE TRIGGER orders_discount_count AFTER UPDATE OF payment_status, paid_at, refund_reason ON orders
    WHEN NEW.discount_paise <> 0 AND NEW.payment_status = 'paid' AND NEW.paid_at IS NOT NULL
         AND (NEW.refund_reason IS NULL OR NEW.refund_reason <> 'cancelled')
BEGIN
    INSERT INTO sales_days (day, orders, revenue_paise, discount_paise)
        VALUES (date((NEW.paid_at + 19800000) / 1000, 'unixepoch'), 0, 0, NEW.discount_paise)
        ON CONFLICT (day) DO UPDATE SET discount_paise = discount_paise + excluded.discount_paise;
END;

CREATE TRIGGER orders_discount_delete BEFORE DELETE ON orders
    WHEN OLD.discount_paise <> 0 AND OLD.payment_status = 'paid' AND OLD.paid_at IS NOT NULL
         AND (OLD.refund_reason IS NULL OR OLD.refund_reason <> 'cancelled')
BEGIN
    UPDATE sales_days SET discount_paise = discount_paise - OLD.discount_paise
        WHERE day = date((OLD.paid_at + 19800000) / 1000, 'unixepoch');
END;
