-- Pack declarations (issue 28): whether a product is sold pre-packed, and what its label would
-- say — common name, who made, packed or imported it (name and address), best-before — with
-- each variant's net quantity in grams, millilitres or pieces. Loose produce keeps the defaults.
ALTER TABLE products ADD COLUMN packed INTEGER NOT NULL DEFAULT 0 CHECK (packed IN (0, 1));
ALTER TABLE products ADD COLUMN generic_name TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN packer_role TEXT NOT NULL DEFAULT 'packer'
    CHECK (packer_role IN ('manufacturer', 'packer', 'importer'));
ALTER TABLE products ADD COLUMN packer TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN best_before TEXT NOT NULL DEFAULT '';
ALTER TABLE product_variants ADD COLUMN net_quantity INTEGER CHECK (net_quantity IS NULL OR net_quantity > 0);
ALTER TABLE product_variants ADD COLUMN net_unit TEXT CHECK (net_unit IS NULL OR net_unit IN ('g', 'ml', 'unit'));
