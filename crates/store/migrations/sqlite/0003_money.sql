-- Data and money: payments that must go back to the customer, and the mail outbox.

-- A refund is due when a payment arrived for an order that was cancelled first (reason
-- 'cancelled'), or a second payment was captured for an order already paid ('duplicate').
-- Set in the same transaction as the payment; cleared by the admin once the money went back.
ALTER TABLE orders ADD COLUMN refund_due INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refund_reason TEXT;
ALTER TABLE orders ADD COLUMN refund_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refund_flagged_at INTEGER;
ALTER TABLE orders ADD COLUMN refunded_at INTEGER;
CREATE INDEX orders_refund_due ON orders (refund_flagged_at) WHERE refund_due = 1;
-- The payments to give back (1) while their refund is due.
ALTER TABLE payments ADD COLUMN refund_due INTEGER NOT NULL DEFAULT 0;

-- Mail waiting to be sent. Rows are written in the transaction of what they tell about (a
-- settled payment, say) and deleted once sent; a sender claims a row for a while
-- (claimed_until, claim_token) so two instances never send the same one, and a failed attempt
-- is tried again later (next_attempt_at) until the attempts run out (failed_at).
CREATE TABLE mail_outbox (
    id              TEXT PRIMARY KEY,
    to_addr         TEXT NOT NULL,
    to_name         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    text_body       TEXT NOT NULL,
    html_body       TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until   INTEGER,
    claim_token     TEXT,
    last_error      TEXT,
    failed_at       INTEGER
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE failed_at IS NULL;
