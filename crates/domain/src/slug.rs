//! Slugs for category addresses.

/// A slug from a name, by the rule of SPEC §5: lowercase, only letters, digits, spaces and
/// hyphens kept, spaces to hyphens, repeated hyphens collapsed. Leading and trailing hyphens
/// are trimmed so the slug reads well in an address.
pub fn slugify(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.trim().to_lowercase().chars() {
        let c = match c {
            ' ' | '-' => '-',
            c if c.is_alphanumeric() => c,
            _ => continue,
        };
        if c == '-' && out.ends_with('-') {
            continue;
        }
        out.push(c);
    }
    out.trim_matches('-').to_string()
}

/// Whether `s` is already a valid slug (what an admin may type in the slug field).
pub fn is_slug(s: &str) -> bool {
    !s.is_empty() && slugify(s) == s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_slugs() {
        assert_eq!(slugify("Dried Fruits & Nuts"), "dried-fruits-nuts");
        assert_eq!(
            slugify("Fruit Gift Boxes or Combos"),
            "fruit-gift-boxes-or-combos"
        );
        assert_eq!(slugify("  Exotic   Fruits!! "), "exotic-fruits");
        assert_eq!(slugify("a--b - c"), "a-b-c");
        assert_eq!(slugify("&&&"), "");
    }

    #[test]
    fn slugs_are_recognised() {
        assert!(is_slug("exotic-fruits"));
        assert!(!is_slug("Exotic Fruits"));
        assert!(!is_slug(""));
    }
}
