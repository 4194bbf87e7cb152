-- The text columns that hold one of an enum's names accept only those names, as `users.role`
-- always did; the store decodes each into its tokri-domain type. SQLite cannot add a CHECK to
-- an existing table, so triggers refuse other values on insert and update.
CREATE TRIGGER orders_status_known_ins BEFORE INSERT ON orders
WHEN NEW.status NOT IN ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: orders.status');
END;
CREATE TRIGGER orders_status_known_upd BEFORE UPDATE OF status ON orders
WHEN NEW.status NOT IN ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: orders.status');
END;
CREATE TRIGGER orders_payment_status_known_ins BEFORE INSERT ON orders
WHEN NEW.payment_status NOT IN ('unpaid', 'paid', 'cod_due')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: orders.payment_status');
END;
CREATE TRIGGER orders_payment_status_known_upd BEFORE UPDATE OF payment_status ON orders
WHEN NEW.payment_status NOT IN ('unpaid', 'paid', 'cod_due')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: orders.payment_status');
END;
CREATE TRIGGER categories_bg_known_ins BEFORE INSERT ON categories
WHEN NEW.bg NOT IN ('yellow-50', 'orange-50', 'amber-50', 'pink-50', 'green-50', 'purple-50')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: categories.bg');
END;
CREATE TRIGGER categories_bg_known_upd BEFORE UPDATE OF bg ON categories
WHEN NEW.bg NOT IN ('yellow-50', 'orange-50', 'amber-50', 'pink-50', 'green-50', 'purple-50')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: categories.bg');
END;
CREATE TRIGGER categories_layout_known_ins BEFORE INSERT ON categories
WHEN NEW.layout NOT IN ('standard', 'giftBox')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: categories.layout');
END;
CREATE TRIGGER categories_layout_known_upd BEFORE UPDATE OF layout ON categories
WHEN NEW.layout NOT IN ('standard', 'giftBox')
BEGIN
    SELECT RAISE(ABORT, 'CHECK constraint failed: categories.layout');
END;
