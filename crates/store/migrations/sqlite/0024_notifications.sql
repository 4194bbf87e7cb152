-- Notifications (issue 23, parts 1–3 and 5): the owner's alert settings and WhatsApp keys (one
-- row), and `messages`, the log of every message about an order or the shop — which doubles as
-- the WhatsApp outbox. A message's `event_key` names its event, audience, recipient and
-- channel, and is unique: an event queues one message per channel however often it is
-- reported, by however many instances. Mail about an event still goes through `mail_outbox`,
-- whose `message_id` points back at its log row.
CREATE TABLE notification_settings (
    id                  INTEGER PRIMARY KEY CHECK (id = 1),
    -- One address per line.
    owner_emails        TEXT NOT NULL DEFAULT '',
    owner_whatsapp      TEXT,
    -- The events that send messages, comma separated.
    events              TEXT NOT NULL,
    low_stock_threshold INTEGER NOT NULL CHECK (low_stock_threshold BETWEEN 0 AND 1000),
    summary_hour        INTEGER NOT NULL CHECK (summary_hour BETWEEN 0 AND 23),
    wa_phone_number_id  TEXT NOT NULL DEFAULT '',
    wa_access_token     TEXT NOT NULL DEFAULT '',
    wa_app_secret       TEXT NOT NULL DEFAULT '',
    wa_verify_token     TEXT NOT NULL DEFAULT '',
    wa_language         TEXT NOT NULL DEFAULT 'en',
    updated_at          INTEGER NOT NULL
);
INSERT INTO notification_settings (id, events, low_stock_threshold, summary_hour, updated_at)
    VALUES (1, 'new_order,morning_summary,low_stock,out_for_delivery,delivered,cancelled,refunded', 5, 7, 0);

CREATE TABLE messages (
    id              TEXT PRIMARY KEY,
    event_key       TEXT NOT NULL,
    order_id        TEXT REFERENCES orders (id),
    event           TEXT NOT NULL,
    channel         TEXT NOT NULL CHECK (channel IN ('mail', 'whatsapp')),
    audience        TEXT NOT NULL CHECK (audience IN ('owner', 'customer', 'recipient')),
    recipient       TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'dropped')),
    -- WhatsApp only: the template and its body parameters (a JSON array of strings).
    template        TEXT,
    params          TEXT,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until   INTEGER,
    claim_token     TEXT,
    last_error      TEXT,
    -- WhatsApp's message id (`wamid.…`), which its status webhooks name.
    provider_id     TEXT,
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER,
    updated_at      INTEGER NOT NULL
);
CREATE UNIQUE INDEX messages_event ON messages (event_key);
CREATE INDEX messages_order ON messages (order_id, created_at, id);
CREATE INDEX messages_due ON messages (channel, status, next_attempt_at);
CREATE UNIQUE INDEX messages_provider ON messages (provider_id);

ALTER TABLE mail_outbox ADD COLUMN message_id TEXT;
-- The buyer ticked "Send me order updates on WhatsApp".
ALTER TABLE orders ADD COLUMN whatsapp_updates INTEGER NOT NULL DEFAULT 0 CHECK (whatsapp_updates IN (0, 1));
-- The sender asked that the gift's recipient hear of it on the delivery day.
ALTER TABLE orders ADD COLUMN gift_notify INTEGER NOT NULL DEFAULT 0 CHECK (gift_notify IN (0, 1));
-- A counted variant at or below the owner's threshold has been alerted once; it is alerted
-- again only after it rose above the threshold.
ALTER TABLE product_variants ADD COLUMN low_stock_alerted INTEGER NOT NULL DEFAULT 0;

-- A review's photo (issue 23, part 4): the largest WebP of a picture the buyer uploaded through
-- the media pipeline; a new photo sends the review back to the owner for approval.
ALTER TABLE reviews ADD COLUMN photo TEXT;
