-- Corporate gifting (issue 24). A corporate order is an order like any other (its lines, its
-- money, its payment, its B2B invoice); each recipient's delivery is an order of its own with
-- `parent_id` naming it: a gift with its own slot, status, packing slip and tracking, no money
-- of its own, paid when its parent is.
ALTER TABLE orders ADD COLUMN parent_id TEXT;
ALTER TABLE orders ADD COLUMN child_count INTEGER NOT NULL DEFAULT 0;
-- A parent's deliveries by number (its progress, its packing slips).
CREATE INDEX orders_parent ON orders (parent_id, number) WHERE parent_id IS NOT NULL;
