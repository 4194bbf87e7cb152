-- How many orders each account has of each status and payment status (issue 27), kept by the
-- triggers below in the same transaction as the change, as order_tallies is for the whole
-- shop: the total of an admin search by a customer's name or email is the sum of the matching
-- accounts' rows, never a count of their orders (a common name holds thousands).
CREATE TABLE account_order_tallies (
    user_id        TEXT NOT NULL,
    status         TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    n              INTEGER NOT NULL,
    PRIMARY KEY (user_id, status, payment_status)
) WITHOUT ROWID;
INSERT INTO account_order_tallies (user_id, status, payment_status, n)
    SELECT user_id, status, payment_status, COUNT(*) FROM orders
    GROUP BY user_id, status, payment_status;

CREATE TRIGGER orders_account_tally_insert AFTER INSERT ON orders
BEGIN
    INSERT INTO account_order_tallies (user_id, status, payment_status, n)
        VALUES (NEW.user_id, NEW.status, NEW.payment_status, 1)
        ON CONFLICT (user_id, status, payment_status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER orders_account_tally_update AFTER UPDATE OF user_id, status, payment_status ON orders
    WHEN OLD.user_id <> NEW.user_id OR OLD.status <> NEW.status
        OR OLD.payment_status <> NEW.payment_status
BEGIN
    UPDATE account_order_tallies SET n = n - 1
        WHERE user_id = OLD.user_id AND status = OLD.status AND payment_status = OLD.payment_status;
    INSERT INTO account_order_tallies (user_id, status, payment_status, n)
        VALUES (NEW.user_id, NEW.status, NEW.payment_status, 1)
        ON CONFLICT (user_id, status, payment_status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER orders_account_tally_delete AFTER DELETE ON orders
BEGIN
    UPDATE account_order_tallies SET n = n - 1
        WHERE user_id = OLD.user_id AND status = OLD.status AND payment_status = OLD.payment_status;
END;
