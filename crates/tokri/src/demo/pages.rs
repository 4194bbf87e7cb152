//! The demo shop's text pages: Tokri's own Contact, FAQ, Shipping & delivery, Privacy and Terms.

use anyhow::{Context, Result};
use tokri_domain::{PageSlug, PageText};
use tokri_store::Store;

/// Title and Markdown of each demo page.
fn demo_page(slug: PageSlug) -> (&'static str, &'static str) {
    match slug {
        PageSlug::Contact => ("Contact Tokri", include_str!("../../demo/pages/contact.md")),
        PageSlug::Faq => (
            "Frequently asked questions",
            include_str!("../../demo/pages/faq.md"),
        ),
        PageSlug::Shipping => (
            "Shipping & delivery",
            include_str!("../../demo/pages/shipping.md"),
        ),
        PageSlug::Privacy => (
            "Privacy policy",
            include_str!("../../demo/pages/privacy.md"),
        ),
        PageSlug::Terms => (
            "Terms & conditions",
            include_str!("../../demo/pages/terms.md"),
        ),
    }
}

/// Stores the demo text of every page the shop has no text for yet; pages already saved are
/// left alone. Runs with the demo catalogue, on an empty shop only: a shop with a catalogue of
/// its own keeps the standard text until its owner writes theirs. Answers how many it stored.
pub async fn seed_pages(store: &Store) -> Result<usize> {
    let now = tokri_store::now_ms();
    let mut added = 0;
    for slug in PageSlug::ALL {
        let (title, content) = demo_page(slug);
        let text = PageText::parse(title, content)
            .map_err(|e| anyhow::anyhow!("demo page {}: {e:?}", slug.as_str()))?;
        if store
            .add_page_if_missing(slug, &text, now)
            .await
            .with_context(|| format!("cannot store the demo page {}", slug.as_str()))?
        {
            added += 1;
        }
    }
    Ok(added)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_demo_page_is_a_valid_page_that_names_the_shop() {
        for slug in PageSlug::ALL {
            let (title, content) = demo_page(slug);
            assert!(PageText::parse(title, content).is_ok(), "{slug:?}");
        }
        assert!(
            demo_page(PageSlug::Privacy)
                .1
                .contains("Digital Personal Data Protection Act")
        );
        for topic in ["Freshness", "Delivery", "cancel", "Payment"] {
            assert!(demo_page(PageSlug::Faq).1.contains(topic), "{topic}");
        }
    }
}
