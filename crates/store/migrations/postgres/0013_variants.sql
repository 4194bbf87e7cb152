-- Variants: the packs, weights or sizes a product is sold in, each with its own price, MRP,
-- stock and SKU. Every product has at least one. A product's own price_paise becomes the lowest
-- price of its variants (the "from" price lists sort and filter on), kept by the store.
ALTER TABLE products ADD COLUMN option_name TEXT NOT NULL DEFAULT '';

CREATE TABLE product_variants (
    id           TEXT PRIMARY KEY,
    product_id   TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    position     BIGINT NOT NULL,
    label        TEXT NOT NULL DEFAULT '',
    price_paise  BIGINT NOT NULL CHECK (price_paise > 0),
    mrp_paise    BIGINT CHECK (mrp_paise IS NULL OR mrp_paise > 0),
    -- Units in the crate; NULL when not counted. Units held by unpaid orders are in
    -- "reserved": what a customer can still buy is stock - reserved.
    stock        BIGINT CHECK (stock IS NULL OR stock >= 0),
    reserved     BIGINT NOT NULL DEFAULT 0 CHECK (reserved >= 0),
    sku          TEXT NOT NULL DEFAULT '',
    weight_grams BIGINT CHECK (weight_grams IS NULL OR weight_grams > 0)
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);

-- Each product so far becomes its own single variant, with the product's id, so a cart line or
-- an order line that names only the product names that variant.
INSERT INTO product_variants (id, product_id, position, label, price_paise, stock, reserved)
    SELECT id, id, 0, '', price_paise, stock, reserved FROM products;
ALTER TABLE products DROP COLUMN reserved;
ALTER TABLE products DROP COLUMN stock;

-- Order lines name the variant bought and its label then (the variant may since be gone).
ALTER TABLE order_items ADD COLUMN variant_id TEXT NOT NULL DEFAULT '';
ALTER TABLE order_items ADD COLUMN variant_label TEXT NOT NULL DEFAULT '';
UPDATE order_items SET variant_id = product_id;
