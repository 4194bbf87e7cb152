//! Catalogue settings.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A category's background class, one of the six of SPEC §3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum Background {
    /// Tailwind yellow-50.
    #[serde(rename = "yellow-50")]
    Yellow50,
    /// Tailwind orange-50.
    #[serde(rename = "orange-50")]
    Orange50,
    /// Tailwind amber-50.
    #[serde(rename = "amber-50")]
    Amber50,
    /// Tailwind pink-50.
    #[serde(rename = "pink-50")]
    Pink50,
    /// Tailwind green-50.
    #[serde(rename = "green-50")]
    Green50,
    /// Tailwind purple-50.
    #[serde(rename = "purple-50")]
    Purple50,
}

impl Background {
    /// All six, in the order the admin form offers them.
    pub const ALL: [Background; 6] = [
        Background::Yellow50,
        Background::Orange50,
        Background::Amber50,
        Background::Pink50,
        Background::Green50,
        Background::Purple50,
    ];

    /// The class name as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            Background::Yellow50 => "yellow-50",
            Background::Orange50 => "orange-50",
            Background::Amber50 => "amber-50",
            Background::Pink50 => "pink-50",
            Background::Green50 => "green-50",
            Background::Purple50 => "purple-50",
        }
    }

    /// Parses a class name; unknown names are None.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|b| b.as_str() == s)
    }
}

/// Which product-page layout a category's products use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase")]
pub enum Layout {
    /// Tabs, ratings, weight and origin.
    #[default]
    Standard,
    /// Gift-box page: size line, contents, feature tiles, substitution disclaimer.
    GiftBox,
}

impl Layout {
    /// Stored and sent name.
    pub fn as_str(self) -> &'static str {
        match self {
            Layout::Standard => "standard",
            Layout::GiftBox => "giftBox",
        }
    }

    /// Parses a stored or sent name; unknown names are None.
    pub fn parse(s: &str) -> Option<Self> {
        [Layout::Standard, Layout::GiftBox]
            .into_iter()
            .find(|l| l.as_str() == s)
    }
}

/// Sort key for lists sorted by `sortOrder`, where a missing value sorts as 9999 (SPEC §9).
pub fn sort_key(sort_order: Option<i64>) -> i64 {
    sort_order.unwrap_or(9999)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backgrounds_parse_only_the_six_classes() {
        for b in Background::ALL {
            assert_eq!(Background::parse(b.as_str()), Some(b));
        }
        assert_eq!(Background::parse("red-50"), None);
    }

    #[test]
    fn missing_sort_order_sorts_last() {
        let mut v = [Some(3), None, Some(1)];
        v.sort_by_key(|s| sort_key(*s));
        assert_eq!(v, [Some(1), Some(3), None]);
    }
}
