-- The shop's text pages (footer: Contact, FAQ, Shipping & delivery, Privacy, Terms), written
-- by the owner in Markdown. A page without a row shows the shop's standard text for it, so a
-- shop started without the demo still has every page; saving a page stores its row.
CREATE TABLE pages (
    slug       TEXT PRIMARY KEY CHECK (slug IN ('contact', 'faq', 'shipping', 'privacy', 'terms')),
    title      TEXT NOT NULL,
    content    TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
