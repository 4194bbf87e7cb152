-- Business buyers and the accountant's exports (issue 24).
-- A buyer buying for a business gives its GSTIN and legal name at checkout (JSON
-- {"gstin","legalName"}); the invoice then bills the business, with its GSTIN, and the place of
-- supply is the GSTIN's state.
ALTER TABLE orders ADD COLUMN business TEXT;
ALTER TABLE invoices ADD COLUMN buyer_gstin TEXT;
-- GSTR-1 reads a month's invoices and credit notes by when they were issued.
CREATE INDEX invoices_issued ON invoices (issued_at);
CREATE INDEX credit_notes_issued ON credit_notes (issued_at);
