//! HTTP routes, one module per feature.

pub mod accounts;
pub mod admin;
pub mod catalogue;
pub mod checkout;
pub mod delivery;
pub mod invoices;
pub mod media;
pub mod orders;
pub mod pages;
pub mod payments;
pub mod system;
