-- Lists that stay fast when the shop grows (issue 27).

-- How many orders there are of each status and payment status, kept by the triggers below in
-- the same transaction as the change, so a list's total and the dashboard's counts never count
-- the orders table.
CREATE TABLE order_tallies (
    status         TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    n              INTEGER NOT NULL,
    PRIMARY KEY (status, payment_status)
);
INSERT INTO order_tallies (status, payment_status, n)
    SELECT status, payment_status, COUNT(*) FROM orders GROUP BY status, payment_status;

CREATE TRIGGER orders_tally_insert AFTER INSERT ON orders
BEGIN
    INSERT INTO order_tallies (status, payment_status, n) VALUES (NEW.status, NEW.payment_status, 1)
        ON CONFLICT (status, payment_status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER orders_tally_update AFTER UPDATE OF status, payment_status ON orders
    WHEN OLD.status <> NEW.status OR OLD.payment_status <> NEW.payment_status
BEGIN
    UPDATE order_tallies SET n = n - 1 WHERE status = OLD.status AND payment_status = OLD.payment_status;
    INSERT INTO order_tallies (status, payment_status, n) VALUES (NEW.status, NEW.payment_status, 1)
        ON CONFLICT (status, payment_status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER orders_tally_delete AFTER DELETE ON orders
BEGIN
    UPDATE order_tallies SET n = n - 1 WHERE status = OLD.status AND payment_status = OLD.payment_status;
END;

-- Every filter of the admin's order list has an index (a test reads the query plans), and no
-- index is kept that no query uses: each one is work on every order placed. The slot index
-- serves the delivery day alone too, so the day's own index goes; gifts and cash on delivery
-- are partial indexes, written only for those orders.
DROP INDEX orders_delivery_date;
CREATE INDEX orders_slot ON orders (delivery_date, delivery_slot_id, created_at);
CREATE INDEX orders_pin ON orders (ship_zip, created_at);
CREATE INDEX orders_gifts ON orders (created_at) WHERE is_gift = 1;
CREATE INDEX orders_cod ON orders (created_at) WHERE pay_method = 'cod';
-- The admin's search finds an order by the mobile it goes to by equality; by its number (the
-- id's first 8 characters) as a range of the primary key, and by email through the customer's
-- account.
CREATE INDEX orders_mobile ON orders (ship_mobile);

-- Paid orders and revenue per IST day, and units and revenue per product and day, for the
-- dashboard: kept by the triggers below as orders are paid (or found paid after a
-- cancellation, which does not count), so the dashboard reads 30 rows instead of 30 days of
-- orders. An order counts on the IST day of its payment.
CREATE TABLE sales_days (
    day           TEXT PRIMARY KEY,
    orders        INTEGER NOT NULL,
    revenue_paise INTEGER NOT NULL
);
CREATE TABLE product_sales_days (
    day           TEXT NOT NULL,
    product_id    TEXT NOT NULL,
    name          TEXT NOT NULL,
    qty           INTEGER NOT NULL,
    revenue_paise INTEGER NOT NULL,
    PRIMARY KEY (day, product_id)
);
INSERT INTO sales_days (day, orders, revenue_paise)
    SELECT date((paid_at + 19800000) / 1000, 'unixepoch'), COUNT(*), SUM(total_paise) FROM orders
    WHERE payment_status = 'paid' AND paid_at IS NOT NULL AND (refund_reason IS NULL OR refund_reason <> 'cancelled')
    GROUP BY 1;
INSERT INTO product_sales_days (day, product_id, name, qty, revenue_paise)
    SELECT date((o.paid_at + 19800000) / 1000, 'unixepoch'), i.product_id, MAX(i.name), SUM(i.qty), SUM(i.qty * i.price_paise)
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL AND (o.refund_reason IS NULL OR o.refund_reason <> 'cancelled')
    GROUP BY 1, 2;

CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders
    WHEN NEW.payment_status = 'paid' AND NEW.paid_at IS NOT NULL AND (NEW.refund_reason IS NULL OR NEW.refund_reason <> 'cancelled')
BEGIN
    INSERT INTO sales_days (day, orders, revenue_paise)
        VALUES (date((NEW.paid_at + 19800000) / 1000, 'unixepoch'), 1, NEW.total_paise)
        ON CONFLICT (day) DO UPDATE SET orders = orders + 1, revenue_paise = revenue_paise + excluded.revenue_paise;
END;

-- A line added to an order that already counts (lines are written after their order).
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items
    WHEN EXISTS (SELECT 1 FROM orders o WHERE o.id = NEW.order_id AND o.payment_status = 'paid' AND o.paid_at IS NOT NULL
                 AND (o.refund_reason IS NULL OR o.refund_reason <> 'cancelled'))
BEGIN
    INSERT INTO product_sales_days (day, product_id, name, qty, revenue_paise)
        SELECT date((o.paid_at + 19800000) / 1000, 'unixepoch'), NEW.product_id, NEW.name, NEW.qty, NEW.qty * NEW.price_paise
        FROM orders o WHERE o.id = NEW.order_id
        ON CONFLICT (day, product_id) DO UPDATE SET qty = qty + excluded.qty, revenue_paise = revenue_paise + excluded.revenue_paise;
END;

CREATE TRIGGER orders_sales_uncount AFTER UPDATE OF payment_status, paid_at, refund_reason ON orders
    WHEN OLD.payment_status = 'paid' AND OLD.paid_at IS NOT NULL AND (OLD.refund_reason IS NULL OR OLD.refund_reason <> 'cancelled')
BEGIN
    UPDATE sales_days SET orders = orders - 1, revenue_paise = revenue_paise - OLD.total_paise
        WHERE day = date((OLD.paid_at + 19800000) / 1000, 'unixepoch');
    UPDATE product_sales_days SET
        qty = qty - (SELECT SUM(i.qty) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = product_sales_days.product_id),
        revenue_paise = revenue_paise - (SELECT SUM(i.qty * i.price_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = product_sales_days.product_id)
        WHERE day = date((OLD.paid_at + 19800000) / 1000, 'unixepoch')
          AND product_id IN (SELECT product_id FROM order_items WHERE order_id = OLD.id);
END;

CREATE TRIGGER orders_sales_count AFTER UPDATE OF payment_status, paid_at, refund_reason ON orders
    WHEN NEW.payment_status = 'paid' AND NEW.paid_at IS NOT NULL AND (NEW.refund_reason IS NULL OR NEW.refund_reason <> 'cancelled')
BEGIN
    INSERT INTO sales_days (day, orders, revenue_paise)
        VALUES (date((NEW.paid_at + 19800000) / 1000, 'unixepoch'), 1, NEW.total_paise)
        ON CONFLICT (day) DO UPDATE SET orders = orders + 1, revenue_paise = revenue_paise + excluded.revenue_paise;
    INSERT INTO product_sales_days (day, product_id, name, qty, revenue_paise)
        SELECT date((NEW.paid_at + 19800000) / 1000, 'unixepoch'), product_id, MAX(name), SUM(qty), SUM(qty * price_paise)
        FROM order_items WHERE order_id = NEW.id GROUP BY product_id
        ON CONFLICT (day, product_id) DO UPDATE SET qty = qty + excluded.qty, revenue_paise = revenue_paise + excluded.revenue_paise;
END;

CREATE TRIGGER orders_sales_delete BEFORE DELETE ON orders
    WHEN OLD.payment_status = 'paid' AND OLD.paid_at IS NOT NULL AND (OLD.refund_reason IS NULL OR OLD.refund_reason <> 'cancelled')
BEGIN
    UPDATE sales_days SET orders = orders - 1, revenue_paise = revenue_paise - OLD.total_paise
        WHERE day = date((OLD.paid_at + 19800000) / 1000, 'unixepoch');
    UPDATE product_sales_days SET
        qty = qty - (SELECT SUM(i.qty) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = product_sales_days.product_id),
        revenue_paise = revenue_paise - (SELECT SUM(i.qty * i.price_paise) FROM order_items i WHERE i.order_id = OLD.id AND i.product_id = product_sales_days.product_id)
        WHERE day = date((OLD.paid_at + 19800000) / 1000, 'unixepoch')
          AND product_id IN (SELECT product_id FROM order_items WHERE order_id = OLD.id);
END;
