-- Complaints (issue 28, Consumer Protection (E-Commerce) Rules 2020): each gets a number to track
-- it, is due an answer within 48 hours and a resolution within one month, and keeps its thread.
CREATE TABLE help_ticket_counter (
    id   BIGINT PRIMARY KEY CHECK (id = 1),
    next BIGINT NOT NULL
);
INSERT INTO help_ticket_counter (id, next) VALUES (1, 1);

CREATE TABLE help_tickets (
    id              TEXT PRIMARY KEY,
    number          TEXT NOT NULL UNIQUE,
    -- SHA-256 of the key that lets a guest open the ticket (the key itself is only mailed).
    key_hash        TEXT NOT NULL,
    user_id         TEXT REFERENCES users (id),
    order_id        TEXT REFERENCES orders (id),
    order_number    BIGINT,
    name            TEXT NOT NULL,
    email           TEXT NOT NULL,
    topic           TEXT NOT NULL CHECK (topic IN ('delivery', 'quality', 'payment', 'refund', 'other')),
    status          TEXT NOT NULL CHECK (status IN ('open', 'answered', 'closed')),
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL,
    acknowledge_by  BIGINT NOT NULL,
    resolve_by      BIGINT NOT NULL,
    acknowledged_at BIGINT,
    closed_at       BIGINT
);
CREATE INDEX help_tickets_created ON help_tickets (created_at, id);
CREATE INDEX help_tickets_user ON help_tickets (user_id, created_at, id);
CREATE INDEX help_tickets_closed ON help_tickets (closed_at, created_at, id);

CREATE TABLE help_ticket_messages (
    id         TEXT PRIMARY KEY,
    ticket_id  TEXT NOT NULL REFERENCES help_tickets (id),
    author     TEXT NOT NULL CHECK (author IN ('customer', 'shop')),
    body       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX help_ticket_messages_ticket ON help_ticket_messages (ticket_id, created_at);
