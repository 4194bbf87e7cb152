-- A gift goes to its recipient: the order's shipping address is the recipient's, and the
-- buyer's own address, billed on the invoice, is kept beside it (JSON of the address; NULL when
-- the shipping address is billed). The sender's name is printed on the card and packing slip.
ALTER TABLE orders ADD COLUMN billing_address TEXT;
ALTER TABLE orders ADD COLUMN gift_sender_name TEXT;
-- An invoice billed to the buyer names where the goods went ("Ship to") when that differs.
ALTER TABLE invoices ADD COLUMN ship_to_name TEXT;
ALTER TABLE invoices ADD COLUMN ship_to_address TEXT;
