-- Account hardening: whether the email was proven, a per-user address count that caps saved
-- addresses atomically, and attempt counters shared by every instance.

-- 1 once the person proved they read mail at this address (Google said so, or they used a
-- mailed reset link). Linking Google to an account whose email nobody proved revokes its password.
ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
UPDATE users SET email_verified = 1 WHERE google_sub IS NOT NULL;

-- Kept in step with the addresses table in the same transaction; the cap is one guarded UPDATE.
ALTER TABLE users ADD COLUMN address_count INTEGER NOT NULL DEFAULT 0;
UPDATE users SET address_count = (SELECT COUNT(*) FROM addresses WHERE addresses.user_id = users.id);

-- Fixed-window attempt counters (rate limits), shared by every instance on one database.
CREATE TABLE rate_limits (
    key          TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    hits         INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
