//! HTTP routes, one module per feature.

pub mod accounts;
pub mod admin;
pub mod catalogue;
pub mod invoices;
pub mod media;
pub mod orders;
pub mod payments;
pub mod system;
