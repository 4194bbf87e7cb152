-- The text columns that hold one of an enum's names accept only those names, as `users.role`
-- always did; the store decodes each into its tokri-domain type.
ALTER TABLE orders ADD CONSTRAINT orders_status_known
    CHECK (status IN ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Refunded'));
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_known
    CHECK (payment_status IN ('unpaid', 'paid', 'cod_due'));
ALTER TABLE categories ADD CONSTRAINT categories_bg_known
    CHECK (bg IN ('yellow-50', 'orange-50', 'amber-50', 'pink-50', 'green-50', 'purple-50'));
ALTER TABLE categories ADD CONSTRAINT categories_layout_known
    CHECK (layout IN ('standard', 'giftBox'));
