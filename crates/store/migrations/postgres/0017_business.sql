-- The seller's business details (issue 28), beside the invoice settings they extend: the FSSAI
-- licence or registration number that every invoice, bill and packing slip carries, the
-- customer-care contacts and the grievance officer that the Consumer Protection (E-Commerce)
-- Rules 2020 ask an online seller to show. Blank until the owner fills them in.
ALTER TABLE invoice_settings ADD COLUMN fssai TEXT NOT NULL DEFAULT '';
ALTER TABLE invoice_settings ADD COLUMN care_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE invoice_settings ADD COLUMN care_email TEXT NOT NULL DEFAULT '';
ALTER TABLE invoice_settings ADD COLUMN grievance_name TEXT NOT NULL DEFAULT '';
ALTER TABLE invoice_settings ADD COLUMN grievance_designation TEXT NOT NULL DEFAULT '';
ALTER TABLE invoice_settings ADD COLUMN grievance_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE invoice_settings ADD COLUMN grievance_email TEXT NOT NULL DEFAULT '';

-- An invoice keeps the licence number in force when it was issued, as it keeps the seller's
-- name and GSTIN.
ALTER TABLE invoices ADD COLUMN seller_fssai TEXT NOT NULL DEFAULT '';
