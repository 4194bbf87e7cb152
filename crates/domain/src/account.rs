//! Who an account belongs to.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An account's role (SPEC §5): a registered customer, a guest checkout, or the shop owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Signed up with an email and password or Google.
    Customer,
    /// Checked out as a guest.
    Guest,
    /// The shop owner.
    Admin,
}

impl Role {
    /// All roles.
    pub const ALL: [Role; 3] = [Role::Customer, Role::Guest, Role::Admin];

    /// Stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Customer => "customer",
            Role::Guest => "guest",
            Role::Admin => "admin",
        }
    }

    /// Parses an exact role name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_three_role_names_parse() {
        for r in Role::ALL {
            assert_eq!(Role::parse(r.as_str()), Some(r));
            assert_eq!(serde_json::to_value(r).unwrap(), r.as_str());
        }
        assert_eq!(Role::parse("Admin"), None);
        assert_eq!(Role::parse("owner"), None);
    }
}
