-- GST invoices: tax data on products and order lines, the shop's invoice settings, one counter
-- per (prefix, financial year), and each paid order's invoice with its parties and lines as
-- they were when it was issued.

-- HSN code ('' when not set) and GST rate in percent of a product; order lines keep the ones
-- in force when the order was placed.
ALTER TABLE products ADD COLUMN hsn_code TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN gst_rate INTEGER NOT NULL DEFAULT 0 CHECK (gst_rate IN (0, 5, 12, 18, 28));
ALTER TABLE order_items ADD COLUMN hsn_code TEXT NOT NULL DEFAULT '';
ALTER TABLE order_items ADD COLUMN gst_rate INTEGER NOT NULL DEFAULT 0 CHECK (gst_rate IN (0, 5, 12, 18, 28));

-- The seller on every invoice (one row). No GSTIN: plain invoices without GST.
CREATE TABLE invoice_settings (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    legal_name  TEXT NOT NULL,
    gstin       TEXT,
    address     TEXT NOT NULL,
    state_code  TEXT NOT NULL,
    prefix      TEXT NOT NULL,
    updated_at  INTEGER NOT NULL
);
INSERT INTO invoice_settings (id, legal_name, gstin, address, state_code, prefix, updated_at)
VALUES (1, 'Tokri', NULL, 'Shop 4, Market Yard Road, Gultekdi, Pune, Maharashtra 411037', '27', 'TK', 0);

-- The last number given in each series; advanced in the transaction that issues an invoice,
-- so a rolled-back payment gives its number back and numbers have no gaps.
CREATE TABLE invoice_counters (
    prefix    TEXT NOT NULL,
    fy        TEXT NOT NULL,
    last_seq  INTEGER NOT NULL CHECK (last_seq > 0),
    PRIMARY KEY (prefix, fy)
);

CREATE TABLE invoices (
    order_id            TEXT PRIMARY KEY REFERENCES orders (id),
    number              TEXT NOT NULL UNIQUE,
    prefix              TEXT NOT NULL,
    fy                  TEXT NOT NULL,
    seq                 INTEGER NOT NULL,
    kind                TEXT NOT NULL CHECK (kind IN ('tax_invoice', 'bill_of_supply', 'invoice')),
    supply              TEXT NOT NULL CHECK (supply IN ('intra', 'inter')),
    issued_at           INTEGER NOT NULL,
    seller_legal_name   TEXT NOT NULL,
    seller_gstin        TEXT,
    seller_address      TEXT NOT NULL,
    seller_state_code   TEXT NOT NULL,
    buyer_name          TEXT NOT NULL,
    buyer_address       TEXT NOT NULL,
    buyer_mobile        TEXT NOT NULL,
    buyer_state         TEXT NOT NULL,
    place_of_supply     TEXT,
    taxable_paise       INTEGER NOT NULL,
    cgst_paise          INTEGER NOT NULL,
    sgst_paise          INTEGER NOT NULL,
    igst_paise          INTEGER NOT NULL,
    total_paise         INTEGER NOT NULL,
    UNIQUE (prefix, fy, seq)
);

CREATE TABLE invoice_lines (
    order_id          TEXT NOT NULL REFERENCES invoices (order_id),
    position          INTEGER NOT NULL,
    description       TEXT NOT NULL,
    hsn_code          TEXT NOT NULL,
    qty               INTEGER NOT NULL,
    unit_price_paise  INTEGER NOT NULL,
    gst_rate          INTEGER NOT NULL CHECK (gst_rate IN (0, 5, 12, 18, 28)),
    taxable_paise     INTEGER NOT NULL,
    cgst_paise        INTEGER NOT NULL,
    sgst_paise        INTEGER NOT NULL,
    igst_paise        INTEGER NOT NULL,
    total_paise       INTEGER NOT NULL,
    PRIMARY KEY (order_id, position)
);

-- A queued mail that carries an order's invoice as a PDF (rendered when it is sent).
ALTER TABLE mail_outbox ADD COLUMN invoice_order_id TEXT;
