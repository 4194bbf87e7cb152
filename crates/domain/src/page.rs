//! The shop's text pages (footer: Contact, FAQ, Shipping & delivery, Privacy, Terms): which
//! exist, and what an owner may write on them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::FieldErrors;

/// Longest page text, in characters: a long FAQ or privacy notice fits with room to spare.
pub const MAX_PAGE_CONTENT_CHARS: usize = 20_000;
/// Longest page title, in characters.
pub const MAX_PAGE_TITLE_CHARS: usize = 80;

/// One of the shop's text pages; its slug is its storefront path (`/faq`).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum PageSlug {
    /// Contact: the owner's words beside the shop's contact details.
    Contact,
    /// Frequently asked questions.
    Faq,
    /// Shipping & delivery.
    Shipping,
    /// Privacy notice.
    Privacy,
    /// Terms and conditions.
    Terms,
}

impl PageSlug {
    /// Every page, in the order the admin list shows them.
    pub const ALL: [PageSlug; 5] = [
        PageSlug::Contact,
        PageSlug::Faq,
        PageSlug::Shipping,
        PageSlug::Privacy,
        PageSlug::Terms,
    ];

    /// The slug as stored, sent and used in paths.
    pub fn as_str(self) -> &'static str {
        match self {
            PageSlug::Contact => "contact",
            PageSlug::Faq => "faq",
            PageSlug::Shipping => "shipping",
            PageSlug::Privacy => "privacy",
            PageSlug::Terms => "terms",
        }
    }

    /// Parses a slug exactly as [`PageSlug::as_str`] writes it; anything else is None.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == s)
    }
}

/// A page's title and Markdown text as the owner may save them: a title of 1–80 characters
/// and a text of 1–20,000 characters, both trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageText {
    title: String,
    content: String,
}

impl PageText {
    /// Checks a title and text, answering a message per wrong field (`title`, `content`).
    pub fn parse(title: &str, content: &str) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let title = title.trim();
        let title_len = title.chars().count();
        if title_len == 0 {
            errors.insert("title".into(), "Please give the page a title.".into());
        } else if title_len > MAX_PAGE_TITLE_CHARS {
            errors.insert(
                "title".into(),
                format!(
                    "The title is too long: at most {MAX_PAGE_TITLE_CHARS} characters \
                     (this one has {title_len})."
                ),
            );
        }
        let content = content.trim();
        let content_len = content.chars().count();
        if content_len == 0 {
            errors.insert("content".into(), "Please write the page text.".into());
        } else if content_len > MAX_PAGE_CONTENT_CHARS {
            errors.insert(
                "content".into(),
                format!(
                    "The page text is too long: at most {} characters (this one has {}).",
                    group_thousands(MAX_PAGE_CONTENT_CHARS),
                    group_thousands(content_len)
                ),
            );
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(PageText {
            title: title.to_string(),
            content: content.to_string(),
        })
    }

    /// The title, trimmed.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The Markdown text, trimmed.
    pub fn content(&self) -> &str {
        &self.content
    }
}

/// `20000` → `20,000` (below a lakh Indian and Western grouping agree).
fn group_thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_read_back_as_written_and_nothing_else_parses() {
        for p in PageSlug::ALL {
            assert_eq!(PageSlug::parse(p.as_str()), Some(p));
        }
        assert_eq!(PageSlug::parse("about"), None);
        assert_eq!(PageSlug::parse("FAQ"), None);
        assert_eq!(PageSlug::parse(""), None);
    }

    #[test]
    fn page_text_is_trimmed_and_needs_a_title_and_a_text() {
        let t = PageText::parse("  FAQ ", "\n# Hello\n").unwrap();
        assert_eq!((t.title(), t.content()), ("FAQ", "# Hello"));
        let e = PageText::parse(" ", "  ").unwrap_err();
        assert_eq!(e["title"], "Please give the page a title.");
        assert_eq!(e["content"], "Please write the page text.");
    }

    #[test]
    fn page_text_longer_than_twenty_thousand_characters_is_refused_with_its_length() {
        // Characters, not bytes: 20,000 Devanagari letters are fine.
        assert!(PageText::parse("T", &"फ".repeat(MAX_PAGE_CONTENT_CHARS)).is_ok());
        let e = PageText::parse("T", &"a".repeat(20_345)).unwrap_err();
        assert_eq!(
            e["content"],
            "The page text is too long: at most 20,000 characters (this one has 20,345)."
        );
        let e = PageText::parse(&"t".repeat(81), "x").unwrap_err();
        assert!(e["title"].contains("at most 80 characters (this one has 81)"));
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(group_thousands(7), "7");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(20_345), "20,345");
    }
}
