-- Tokri schema, PostgreSQL. Ids are UUID text, times are Unix milliseconds (UTC),
-- money is integer paise, booleans are 0/1 integers.

CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    email         TEXT NOT NULL,
    email_norm    TEXT NOT NULL,
    password_hash TEXT,
    role          TEXT NOT NULL CHECK (role IN ('customer', 'guest', 'admin')),
    google_sub    TEXT UNIQUE,
    token_epoch   BIGINT NOT NULL DEFAULT 0,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);
-- Registered identities (customers, admins) own their email; guests are separate identities.
CREATE UNIQUE INDEX users_registered_email ON users (email_norm) WHERE role <> 'guest';
CREATE INDEX users_email_norm ON users (email_norm);

CREATE TABLE addresses (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    mobile     TEXT NOT NULL,
    street     TEXT NOT NULL,
    city       TEXT NOT NULL,
    state      TEXT NOT NULL,
    zip        TEXT NOT NULL,
    country    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX addresses_user ON addresses (user_id, created_at);

CREATE TABLE password_reset_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

CREATE TABLE categories (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    slug       TEXT NOT NULL UNIQUE,
    image      TEXT,
    bg         TEXT NOT NULL,
    active     BIGINT NOT NULL DEFAULT 1,
    sort_order BIGINT,
    layout     TEXT NOT NULL DEFAULT 'standard',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE products (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    price_paise BIGINT NOT NULL CHECK (price_paise > 0),
    category_id TEXT NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
    weight      TEXT NOT NULL DEFAULT '',
    origin      TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_created ON products (created_at);

CREATE TABLE product_images (
    product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position   BIGINT NOT NULL,
    url        TEXT NOT NULL,
    PRIMARY KEY (product_id, position)
);

CREATE TABLE banners (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL DEFAULT '',
    label       TEXT NOT NULL DEFAULT '',
    image       TEXT NOT NULL,
    link        TEXT NOT NULL DEFAULT '',
    category_id TEXT REFERENCES categories (id) ON DELETE SET NULL,
    active      BIGINT NOT NULL DEFAULT 1,
    sort_order  BIGINT,
    start_at    BIGINT,
    end_at      BIGINT,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);

CREATE TABLE orders (
    id                TEXT PRIMARY KEY,
    user_id           TEXT NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    status            TEXT NOT NULL,
    subtotal_paise    BIGINT NOT NULL,
    delivery_paise    BIGINT NOT NULL,
    total_paise       BIGINT NOT NULL,
    currency          TEXT NOT NULL DEFAULT 'INR',
    customer_name     TEXT NOT NULL,
    customer_email    TEXT NOT NULL,
    ship_name         TEXT NOT NULL,
    ship_mobile       TEXT NOT NULL,
    ship_street       TEXT NOT NULL,
    ship_city         TEXT NOT NULL,
    ship_state        TEXT NOT NULL,
    ship_zip          TEXT NOT NULL,
    ship_country      TEXT NOT NULL,
    provider          TEXT NOT NULL,
    provider_order_id TEXT UNIQUE,
    payment_status    TEXT NOT NULL DEFAULT 'unpaid',
    payment_id        TEXT,
    payment_method    TEXT,
    paid_at           BIGINT,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_created ON orders (created_at);
CREATE INDEX orders_status ON orders (status, created_at);
CREATE INDEX orders_unpaid ON orders (payment_status, created_at);

CREATE TABLE order_items (
    order_id    TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position    BIGINT NOT NULL,
    product_id  TEXT NOT NULL,
    name        TEXT NOT NULL,
    image       TEXT,
    category    TEXT NOT NULL DEFAULT '',
    price_paise BIGINT NOT NULL,
    qty         BIGINT NOT NULL,
    PRIMARY KEY (order_id, position)
);
CREATE INDEX order_items_product ON order_items (product_id);

CREATE TABLE payments (
    id                  TEXT PRIMARY KEY,
    order_id            TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider            TEXT NOT NULL,
    provider_payment_id TEXT NOT NULL UNIQUE,
    status              TEXT NOT NULL,
    amount_paise        BIGINT NOT NULL,
    currency            TEXT NOT NULL,
    method              TEXT,
    created_at          BIGINT NOT NULL
);
CREATE INDEX payments_order ON payments (order_id);

CREATE TABLE webhook_events (
    event_id    TEXT PRIMARY KEY,
    provider    TEXT NOT NULL,
    kind        TEXT NOT NULL,
    received_at BIGINT NOT NULL
);
