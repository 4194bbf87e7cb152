-- Stock that never oversells, and products the owner can hide.

-- Units in the crate; NULL when the owner does not count this product. Units held by unpaid
-- orders are in "reserved": what a customer can still buy is stock - reserved.
ALTER TABLE products ADD COLUMN stock INTEGER CHECK (stock IS NULL OR stock >= 0);
ALTER TABLE products ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0);
-- Hidden from the storefront (never from admin) when 0.
ALTER TABLE products ADD COLUMN active INTEGER NOT NULL DEFAULT 1;

-- Units of a counted product this order line holds while unpaid: paying turns them into sold
-- units (stock and reserved both go down), cancelling or expiring gives them back; 0 after.
ALTER TABLE order_items ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
