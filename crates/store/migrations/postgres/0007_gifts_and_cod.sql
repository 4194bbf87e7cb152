-- Gifts, cash on delivery and payment retries that reuse the open order.

-- A gift order: who receives it, the message printed on the packing slip, and whether the
-- packing slip leaves the prices out. is_gift = 0 leaves the other gift columns NULL/0.
ALTER TABLE orders ADD COLUMN is_gift BIGINT NOT NULL DEFAULT 0 CHECK (is_gift IN (0, 1));
ALTER TABLE orders ADD COLUMN gift_recipient_name TEXT;
ALTER TABLE orders ADD COLUMN gift_recipient_mobile TEXT;
ALTER TABLE orders ADD COLUMN gift_message TEXT;
ALTER TABLE orders ADD COLUMN gift_hide_prices BIGINT NOT NULL DEFAULT 0 CHECK (gift_hide_prices IN (0, 1));

-- How the customer pays: online (the payment provider) or cod (cash on delivery; the order's
-- payment_status is 'cod_due' until the admin records the cash).
ALTER TABLE orders ADD COLUMN pay_method TEXT NOT NULL DEFAULT 'online' CHECK (pay_method IN ('online', 'cod'));

-- Fingerprint of what was asked for (lines, address, delivery, gift, method): pressing Pay
-- again for the same cart finds the open unpaid order by it instead of creating another.
ALTER TABLE orders ADD COLUMN cart_key TEXT;
CREATE INDEX orders_open_by_cart ON orders (user_id, cart_key, created_at);

-- The owner's checkout settings: one row.
CREATE TABLE checkout_settings (
    id             BIGINT PRIMARY KEY CHECK (id = 1),
    cod_enabled    BIGINT NOT NULL CHECK (cod_enabled IN (0, 1)),
    -- Largest order total taking cash on delivery, paise; NULL for no limit.
    cod_max_paise  BIGINT CHECK (cod_max_paise IS NULL OR cod_max_paise > 0),
    updated_at     BIGINT NOT NULL
);
INSERT INTO checkout_settings (id, cod_enabled, cod_max_paise, updated_at) VALUES (1, 1, 500000, 0);
