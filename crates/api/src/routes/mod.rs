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

use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A message for people.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = MessageResponse)]
pub struct MessageResponse {
    /// The message.
    pub message: String,
}

/// Answers a message.
pub(crate) fn message(m: &str) -> Json<MessageResponse> {
    Json(MessageResponse { message: m.into() })
}
