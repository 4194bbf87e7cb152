-- Personal data (issue 28, DPDP Act 2023 and Rules 2025): consent to marketing mail and to
-- WhatsApp, each given and withdrawn on its own and logged; requests to export or erase a
-- person's data, which the owner sees and completes; and the mark an erased account keeps.
ALTER TABLE users ADD COLUMN marketing_consent_at INTEGER;
ALTER TABLE users ADD COLUMN whatsapp_consent_at INTEGER;
ALTER TABLE users ADD COLUMN closed_at INTEGER;
ALTER TABLE users ADD COLUMN erased_at INTEGER;

CREATE TABLE consent_events (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id),
    purpose    TEXT NOT NULL CHECK (purpose IN ('marketing', 'whatsapp')),
    granted    INTEGER NOT NULL CHECK (granted IN (0, 1)),
    source     TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX consent_events_user ON consent_events (user_id, created_at);

CREATE TABLE data_requests (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id),
    kind         TEXT NOT NULL CHECK (kind IN ('export', 'erasure')),
    status       TEXT NOT NULL CHECK (status IN ('pending', 'completed')),
    requested_at INTEGER NOT NULL,
    due_by       INTEGER NOT NULL,
    completed_at INTEGER,
    note         TEXT NOT NULL DEFAULT ''
);
CREATE INDEX data_requests_requested ON data_requests (requested_at, id);
CREATE INDEX data_requests_status ON data_requests (status, requested_at, id);

-- An offer mail: sent only while its recipient's marketing consent stands when it goes out.
ALTER TABLE mail_outbox ADD COLUMN marketing INTEGER NOT NULL DEFAULT 0;
