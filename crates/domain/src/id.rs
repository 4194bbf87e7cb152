//! Identifiers.

/// A new random identifier (UUID v4, hyphenated).
///
/// Random rather than time-ordered so the first 8 characters, which the shop shows as an
/// order number, tell records apart.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// Whether `s` looks like an id this shop issues; anything else can never match a record.
pub fn is_id(s: &str) -> bool {
    uuid::Uuid::parse_str(s).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_ids_are_valid_and_distinct_in_their_first_eight_characters() {
        let a = new_id();
        let b = new_id();
        assert!(is_id(&a));
        assert_ne!(a[..8], b[..8]);
    }

    #[test]
    fn garbage_is_not_an_id() {
        assert!(!is_id("abc"));
        assert!(!is_id("' or 1=1 --"));
    }
}
