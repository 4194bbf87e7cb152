-- People who asked to be told when the shop delivers to their PIN code: one row per PIN code
-- and contact (an email, lower-cased, or a 10-digit mobile), however often they ask.
CREATE TABLE delivery_waitlist (
    id         TEXT PRIMARY KEY,
    pincode    TEXT NOT NULL,
    contact    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (pincode, contact)
);
CREATE INDEX delivery_waitlist_created ON delivery_waitlist (created_at, id);
