-- Lists that stay fast when the shop grows (issue 27).

-- How many orders there are of each status and payment status, kept by the trigger below in
-- the same transaction as the change, so a list's total and the dashboard's counts never count
-- the orders table.
CREATE TABLE order_tallies (
    status         TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    n              BIGINT NOT NULL,
    PRIMARY KEY (status, payment_status)
);
INSERT INTO order_tallies (status, payment_status, n)
    SELECT status, payment_status, COUNT(*) FROM orders GROUP BY status, payment_status;

-- A change moves one order from one tally to another. The two rows are always locked in the
-- same order (by key), so two transactions moving orders in opposite directions cannot deadlock.
CREATE FUNCTION order_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_first BOOLEAN;
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO order_tallies (status, payment_status, n) VALUES (NEW.status, NEW.payment_status, 1)
            ON CONFLICT (status, payment_status) DO UPDATE SET n = order_tallies.n + 1;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE order_tallies SET n = n - 1 WHERE status = OLD.status AND payment_status = OLD.payment_status;
    ELSIF OLD.status <> NEW.status OR OLD.payment_status <> NEW.payment_status THEN
        old_first := (OLD.status, OLD.payment_status) < (NEW.status, NEW.payment_status);
        IF old_first THEN
            UPDATE order_tallies SET n = n - 1 WHERE status = OLD.status AND payment_status = OLD.payment_status;
        END IF;
        INSERT INTO order_tallies (status, payment_status, n) VALUES (NEW.status, NEW.payment_status, 1)
            ON CONFLICT (status, payment_status) DO UPDATE SET n = order_tallies.n + 1;
        IF NOT old_first THEN
            UPDATE order_tallies SET n = n - 1 WHERE status = OLD.status AND payment_status = OLD.payment_status;
        END IF;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER orders_tally AFTER INSERT OR DELETE OR UPDATE OF status, payment_status ON orders
    FOR EACH ROW EXECUTE FUNCTION order_tallies_follow();

-- Every filter of the admin's order list has an index (a test reads the query plans), and no
-- index is kept that no query uses: each one is work on every order placed. The slot index
-- serves the delivery day alone too, so the day's own index goes; gifts and cash on delivery
-- are partial indexes, written only for those orders.
DROP INDEX orders_delivery_date;
CREATE INDEX orders_slot ON orders (delivery_date, delivery_slot_id, created_at);
CREATE INDEX orders_pin ON orders (ship_zip, created_at);
CREATE INDEX orders_gifts ON orders (created_at) WHERE is_gift = 1;
CREATE INDEX orders_cod ON orders (created_at) WHERE pay_method = 'cod';
-- The admin's search finds an order by its number (the id's first 8 characters, as people see
-- it) and by the mobile it goes to, each by equality; by email through the customer's account.
CREATE INDEX orders_number ON orders (substr(id, 1, 8));
CREATE INDEX orders_mobile ON orders (ship_mobile);

-- Paid orders and revenue per IST day, and units and revenue per product and day, for the
-- dashboard: kept by the triggers below as orders are paid (or found paid after a
-- cancellation, which does not count), so the dashboard reads 30 rows instead of 30 days of
-- orders. An order counts on the IST day of its payment.
CREATE TABLE sales_days (
    day           TEXT PRIMARY KEY,
    orders        BIGINT NOT NULL,
    revenue_paise BIGINT NOT NULL
);
CREATE TABLE product_sales_days (
    day           TEXT NOT NULL,
    product_id    TEXT NOT NULL,
    name          TEXT NOT NULL,
    qty           BIGINT NOT NULL,
    revenue_paise BIGINT NOT NULL,
    PRIMARY KEY (day, product_id)
);

CREATE FUNCTION ist_day(ms BIGINT) RETURNS TEXT LANGUAGE sql STABLE AS $$
    SELECT to_char(to_timestamp((ms + 19800000) / 1000) AT TIME ZONE 'UTC', 'YYYY-MM-DD')
$$;

INSERT INTO sales_days (day, orders, revenue_paise)
    SELECT ist_day(paid_at), COUNT(*), SUM(total_paise) FROM orders
    WHERE payment_status = 'paid' AND paid_at IS NOT NULL AND (refund_reason IS NULL OR refund_reason <> 'cancelled')
    GROUP BY 1;
INSERT INTO product_sales_days (day, product_id, name, qty, revenue_paise)
    SELECT ist_day(o.paid_at), i.product_id, MAX(i.name), SUM(i.qty), SUM(i.qty * i.price_paise)
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL AND (o.refund_reason IS NULL OR o.refund_reason <> 'cancelled')
    GROUP BY 1, 2;

-- Adds (sign 1) or takes away (sign -1) one order's sale and its lines.
CREATE FUNCTION sales_days_add(o orders, sign INT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO sales_days (day, orders, revenue_paise) VALUES (ist_day(o.paid_at), sign, sign * o.total_paise)
        ON CONFLICT (day) DO UPDATE SET orders = sales_days.orders + sign,
            revenue_paise = sales_days.revenue_paise + sign * o.total_paise;
    INSERT INTO product_sales_days (day, product_id, name, qty, revenue_paise)
        SELECT ist_day(o.paid_at), i.product_id, MAX(i.name), sign * SUM(i.qty), sign * SUM(i.qty * i.price_paise)
        FROM order_items i WHERE i.order_id = o.id GROUP BY i.product_id
        -- Rows locked in key order: two payments settling at once cannot deadlock.
        ORDER BY i.product_id
        ON CONFLICT (day, product_id) DO UPDATE SET qty = product_sales_days.qty + excluded.qty,
            revenue_paise = product_sales_days.revenue_paise + excluded.revenue_paise;
END
$$;

CREATE FUNCTION sales_counts(o orders) RETURNS BOOLEAN LANGUAGE sql IMMUTABLE AS $$
    SELECT o.payment_status = 'paid' AND o.paid_at IS NOT NULL AND (o.refund_reason IS NULL OR o.refund_reason <> 'cancelled')
$$;

CREATE FUNCTION sales_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        -- Its lines are written after it and counted by the trigger on order_items.
        IF sales_counts(NEW) THEN
            INSERT INTO sales_days (day, orders, revenue_paise) VALUES (ist_day(NEW.paid_at), 1, NEW.total_paise)
                ON CONFLICT (day) DO UPDATE SET orders = sales_days.orders + 1,
                    revenue_paise = sales_days.revenue_paise + NEW.total_paise;
        END IF;
        RETURN NULL;
    ELSIF TG_OP = 'DELETE' THEN
        IF sales_counts(OLD) THEN
            PERFORM sales_days_add(OLD, -1);
        END IF;
        RETURN OLD;
    END IF;
    IF sales_counts(OLD) THEN
        PERFORM sales_days_add(OLD, -1);
    END IF;
    IF sales_counts(NEW) THEN
        PERFORM sales_days_add(NEW, 1);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER orders_sales AFTER INSERT OR UPDATE OF payment_status, paid_at, refund_reason ON orders
    FOR EACH ROW EXECUTE FUNCTION sales_days_follow();
CREATE TRIGGER orders_sales_delete BEFORE DELETE ON orders
    FOR EACH ROW EXECUTE FUNCTION sales_days_follow();

CREATE FUNCTION order_items_sales_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    o orders;
BEGIN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND AND sales_counts(o) THEN
        INSERT INTO product_sales_days (day, product_id, name, qty, revenue_paise)
            VALUES (ist_day(o.paid_at), NEW.product_id, NEW.name, NEW.qty, NEW.qty * NEW.price_paise)
            ON CONFLICT (day, product_id) DO UPDATE SET qty = product_sales_days.qty + excluded.qty,
                revenue_paise = product_sales_days.revenue_paise + excluded.revenue_paise;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER order_items_sales AFTER INSERT ON order_items
    FOR EACH ROW EXECUTE FUNCTION order_items_sales_follow();
