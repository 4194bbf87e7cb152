-- Issue 27: the admin's order list reads its pages from these indexes alone. Each holds the
-- list's whole order (creation time newest first, then id) and the payment status every list
-- filters on, so a page far down (the spec's `?page=200`) skips its rows along the index without
-- reading each skipped order, and a keyset page seeks straight to its first row. They replace
-- the narrower indexes of the same use (0001, 0016); the filters' own indexes carry the same
-- order, so that the planner keeps choosing them over walking every order newest first.
DROP INDEX orders_created;
CREATE INDEX orders_newest ON orders (created_at DESC, id, payment_status);
DROP INDEX orders_status;
CREATE INDEX orders_status ON orders (status, created_at DESC, id, payment_status);
DROP INDEX orders_pin;
CREATE INDEX orders_pin ON orders (ship_zip, created_at DESC, id, payment_status);
DROP INDEX orders_gifts;
CREATE INDEX orders_gifts ON orders (created_at DESC, id, payment_status) WHERE is_gift = 1;
DROP INDEX orders_cod;
CREATE INDEX orders_cod ON orders (created_at DESC, id, payment_status) WHERE pay_method = 'cod';
-- A customer's orders (their own list, and the admin's search by email or by words, which
-- reads the orders of each account found): their page and count from the index alone.
DROP INDEX orders_user;
CREATE INDEX orders_user ON orders (user_id, created_at DESC, id, payment_status);
