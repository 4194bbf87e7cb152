//! The HTTP API through the real router (and, for connections, a real socket), on SQLite and
//! on PostgreSQL when `TOKRI_TEST_POSTGRES_URL` is set. One test binary with a module per
//! feature: every binary links the whole shop, so one link instead of seventeen.

mod common;

mod account_abuse;
mod accounts;
mod admin;
mod answers;
mod catalogue;
mod checkout;
mod connections;
mod corporate;
mod declarations;
mod delivery;
mod help;
mod invoices;
mod media;
mod money;
mod multi;
mod notifications;
mod operations;
mod orders;
mod pages;
mod privacy;
mod promotions;
mod refunds;
mod reports;
mod reviews;
mod search;
mod seller;
mod seo;
mod stock;
mod variants;
