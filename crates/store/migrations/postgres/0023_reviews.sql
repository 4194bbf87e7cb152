-- Product reviews (issue 23, part 4): one per product per customer, written after delivery,
-- shown once the owner approves. A product's rating (sum and count of its approved reviews) is
-- kept on the product in the transaction that changes a review, so reading it costs nothing.
CREATE TABLE reviews (
    id         TEXT PRIMARY KEY,
    product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id),
    -- The delivered order that allowed it.
    order_id   TEXT NOT NULL REFERENCES orders (id),
    rating     BIGINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
    body       TEXT NOT NULL DEFAULT '',
    -- The buyer's first name when written, as the product page shows it.
    author     TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'hidden')),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX reviews_one ON reviews (product_id, user_id);
CREATE INDEX reviews_product ON reviews (product_id, status, updated_at, id);
CREATE INDEX reviews_moderation ON reviews (status, updated_at, id);
CREATE INDEX reviews_user ON reviews (user_id, updated_at, id);

ALTER TABLE products ADD COLUMN rating_sum BIGINT NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN rating_count BIGINT NOT NULL DEFAULT 0;
