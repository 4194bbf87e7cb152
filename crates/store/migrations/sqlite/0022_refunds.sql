-- Refunds and GST credit notes (issue 21). A refund holds its amount on the payment it goes back
-- to (payments.refunded_paise) and on the order (orders.refunded_paise) from the moment it is
-- asked for until it fails, so parallel refunds can never give back more than was paid.
ALTER TABLE payments ADD COLUMN refunded_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN refunded_paise INTEGER NOT NULL DEFAULT 0;

CREATE TABLE refunds (
    id                 TEXT PRIMARY KEY,
    order_id           TEXT NOT NULL REFERENCES orders (id),
    -- The payment it goes back to (payments.provider_payment_id).
    payment_id         TEXT NOT NULL,
    -- The admin's request id: a repeat (a double click, a retried request) answers the refund
    -- it made the first time.
    request_key        TEXT NOT NULL,
    -- 'sale': less was supplied (a credit note is issued); 'excess': a payment that sold nothing.
    kind               TEXT NOT NULL CHECK (kind IN ('sale', 'excess')),
    method             TEXT NOT NULL CHECK (method IN ('razorpay', 'sandbox', 'cash')),
    amount_paise       INTEGER NOT NULL CHECK (amount_paise > 0),
    reason             TEXT NOT NULL,
    status             TEXT NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
    provider_refund_id TEXT UNIQUE,
    failure            TEXT,
    created_by         TEXT NOT NULL,
    created_at         INTEGER NOT NULL,
    processed_at       INTEGER
);
CREATE UNIQUE INDEX refunds_request ON refunds (order_id, request_key);
CREATE INDEX refunds_order ON refunds (order_id, created_at, id);
CREATE INDEX refunds_list ON refunds (created_at, id);
CREATE INDEX refunds_pending ON refunds (created_at) WHERE status = 'pending';

-- What a refund of a sale gives back of each invoice line (held while the refund is pending,
-- so two refunds cannot both return the last unit).
CREATE TABLE refund_lines (
    refund_id     TEXT NOT NULL REFERENCES refunds (id),
    position      INTEGER NOT NULL,
    qty           INTEGER NOT NULL,
    gst_rate      INTEGER NOT NULL CHECK (gst_rate IN (0, 5, 12, 18, 28)),
    taxable_paise INTEGER NOT NULL,
    cgst_paise    INTEGER NOT NULL,
    sgst_paise    INTEGER NOT NULL,
    igst_paise    INTEGER NOT NULL,
    total_paise   INTEGER NOT NULL,
    PRIMARY KEY (refund_id, position)
);

-- A credit note, issued when a refund of an invoiced sale is processed; numbered in its own
-- gapless series per financial year (counter key '<prefix>-C' in invoice_counters).
CREATE TABLE credit_notes (
    refund_id     TEXT PRIMARY KEY REFERENCES refunds (id),
    order_id      TEXT NOT NULL REFERENCES invoices (order_id),
    number        TEXT NOT NULL UNIQUE,
    series        TEXT NOT NULL,
    fy            TEXT NOT NULL,
    seq           INTEGER NOT NULL,
    issued_at     INTEGER NOT NULL,
    taxable_paise INTEGER NOT NULL,
    cgst_paise    INTEGER NOT NULL,
    sgst_paise    INTEGER NOT NULL,
    igst_paise    INTEGER NOT NULL,
    total_paise   INTEGER NOT NULL
);
CREATE INDEX credit_notes_order ON credit_notes (order_id);
CREATE UNIQUE INDEX credit_notes_series ON credit_notes (series, fy, seq);

-- A queued mail that carries a credit note as a PDF (rendered when it is sent).
ALTER TABLE mail_outbox ADD COLUMN credit_note_refund_id TEXT;

-- "Has this customer ordered before?" (a first-order coupon): the orders that count, so that a
-- customer with many abandoned payments is answered by one index seek.
CREATE INDEX orders_counting ON orders (user_id)
    WHERE status <> 'Cancelled' AND (payment_status = 'paid' OR pay_method = 'cod');
