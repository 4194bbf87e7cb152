-- How many orders each account has of each status and payment status (issue 27), kept by the
-- trigger below in the same transaction as the change, as order_tallies is for the whole
-- shop: the total of an admin search by a customer's name or email is the sum of the matching
-- accounts' rows, never a count of their orders (a common name holds thousands).
CREATE TABLE account_order_tallies (
    user_id        TEXT NOT NULL,
    status         TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    n              BIGINT NOT NULL,
    PRIMARY KEY (user_id, status, payment_status)
);
INSERT INTO account_order_tallies (user_id, status, payment_status, n)
    SELECT user_id, status, payment_status, COUNT(*) FROM orders
    GROUP BY user_id, status, payment_status;

-- A change moves one order from one row to another. The two rows are always locked in the
-- same order (by key), so two transactions moving orders in opposite directions cannot deadlock.
CREATE FUNCTION account_order_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_first BOOLEAN;
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO account_order_tallies (user_id, status, payment_status, n)
            VALUES (NEW.user_id, NEW.status, NEW.payment_status, 1)
            ON CONFLICT (user_id, status, payment_status)
            DO UPDATE SET n = account_order_tallies.n + 1;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE account_order_tallies SET n = n - 1
            WHERE user_id = OLD.user_id AND status = OLD.status AND payment_status = OLD.payment_status;
    ELSIF (OLD.user_id, OLD.status, OLD.payment_status) <> (NEW.user_id, NEW.status, NEW.payment_status) THEN
        old_first := (OLD.user_id, OLD.status, OLD.payment_status) < (NEW.user_id, NEW.status, NEW.payment_status);
        IF old_first THEN
            UPDATE account_order_tallies SET n = n - 1
                WHERE user_id = OLD.user_id AND status = OLD.status AND payment_status = OLD.payment_status;
        END IF;
        INSERT INTO account_order_tallies (user_id, status, payment_status, n)
            VALUES (NEW.user_id, NEW.status, NEW.payment_status, 1)
            ON CONFLICT (user_id, status, payment_status)
            DO UPDATE SET n = account_order_tallies.n + 1;
        IF NOT old_first THEN
            UPDATE account_order_tallies SET n = n - 1
                WHERE user_id = OLD.user_id AND status = OLD.status AND payment_status = OLD.payment_status;
        END IF;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER orders_account_tally AFTER INSERT OR DELETE OR UPDATE OF user_id, status, payment_status ON orders
    FOR EACH ROW EXECUTE FUNCTION account_order_tallies_follow();
