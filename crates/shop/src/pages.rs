//! The shop's text pages (Contact, FAQ, Shipping & delivery, Privacy, Terms): the owner writes
//! them in Markdown; the server turns that into safe HTML once per text and serves it.
//!
//! A page the owner never saved shows the shop's standard text (see [`standard_text`]), so the
//! footer never leads to an empty page, with or without the demo.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use tokri_domain::page::MAX_PAGE_CONTENT_CHARS;
use tokri_domain::{FieldErrors, PageSlug, PageText};
use tokri_store::Store;
use tokri_store::pages::PageRow;

use crate::{ShopError, ShopResult};

/// A page as the storefront and the admin see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// Which page.
    pub slug: PageSlug,
    pub title: String,
    /// The owner's Markdown.
    pub content: String,
    /// The Markdown as safe HTML.
    pub html: Arc<str>,
    /// Last saved, Unix ms; None while the page shows the standard text.
    pub updated_at: Option<i64>,
}

/// Reading and saving pages, with each page's HTML kept for as long as its text is unchanged.
#[derive(Debug)]
pub struct Pages {
    store: Store,
    /// Slug → (the Markdown last rendered, its HTML). Keyed by the text itself, so a save made
    /// by another instance is never served stale.
    rendered: Mutex<HashMap<PageSlug, (String, Arc<str>)>>,
    clock: Arc<dyn crate::clock::Clock>,
}

impl Pages {
    /// Pages over a store.
    pub fn new(store: Store, clock: Arc<dyn crate::clock::Clock>) -> Self {
        Pages {
            store,
            clock,
            rendered: Mutex::new(HashMap::new()),
        }
    }

    /// One page: the owner's text, or the standard text while it was never saved.
    pub async fn get(&self, slug: PageSlug) -> ShopResult<Page> {
        let row = self.store.get_page(slug).await?;
        Ok(self.page(slug, row))
    }

    /// Every page, in [`PageSlug::ALL`] order.
    pub async fn list(&self) -> ShopResult<Vec<Page>> {
        let mut rows: HashMap<PageSlug, PageRow> = self
            .store
            .list_pages()
            .await?
            .into_iter()
            .map(|r| (r.slug, r))
            .collect();
        Ok(PageSlug::ALL
            .into_iter()
            .map(|slug| self.page(slug, rows.remove(&slug)))
            .collect())
    }

    /// Saves a page's title and Markdown (400 naming the field when either is wrong).
    pub async fn save(&self, slug: PageSlug, title: &str, content: &str) -> ShopResult<Page> {
        let text = PageText::parse(title, content).map_err(ShopError::fields)?;
        let row = self
            .store
            .save_page(slug, &text, self.clock.now_ms())
            .await?;
        Ok(self.page(slug, Some(row)))
    }

    /// The HTML a Markdown text would show, for the editor's live preview. Refuses a text
    /// longer than a page may be, with the message saving it would give.
    pub fn preview(&self, content: &str) -> ShopResult<String> {
        if content.trim().chars().count() > MAX_PAGE_CONTENT_CHARS {
            // Same rule and words as saving; the title is not checked here.
            let errors = PageText::parse("-", content).unwrap_err();
            let only: FieldErrors = errors.into_iter().filter(|(f, _)| f == "content").collect();
            return Err(ShopError::fields(only));
        }
        Ok(render_markdown(content))
    }

    fn page(&self, slug: PageSlug, row: Option<PageRow>) -> Page {
        let (title, content, updated_at) = match row {
            Some(r) => (r.title, r.content, Some(r.updated_at)),
            None => {
                let (title, content) = standard_text(slug);
                (title.to_string(), content.to_string(), None)
            }
        };
        let html = self.html(slug, &content);
        Page {
            slug,
            title,
            content,
            html,
            updated_at,
        }
    }

    fn html(&self, slug: PageSlug, content: &str) -> Arc<str> {
        let mut rendered = self.rendered.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((md, html)) = rendered.get(&slug)
            && md == content
        {
            return html.clone();
        }
        let html: Arc<str> = render_markdown(content).into();
        rendered.insert(slug, (content.to_string(), html.clone()));
        html
    }
}

/// Link schemes a page may use; anything else (`javascript:`, `data:`, `vbscript:`) loses its
/// address. Paths within the shop (`/products`) stay.
const LINK_SCHEMES: [&str; 4] = ["http", "https", "mailto", "tel"];

static SANITIZER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut b = ammonia::Builder::default();
    b.url_schemes(LINK_SCHEMES.into_iter().collect())
        .link_rel(Some("noopener noreferrer nofollow"));
    b
});

/// Markdown (CommonMark with tables and strikethrough) as HTML that is safe to put in a page:
/// raw HTML in the text is shown as typed, never interpreted; links keep only the schemes of
/// [`LINK_SCHEMES`] and site paths; the text's top heading level becomes `h2`, since the page's
/// title is its only `h1` (`#` or `##` for sections both work). The result then goes through a
/// sanitizer (ammonia) as a second guard.
pub fn render_markdown(markdown: &str) -> String {
    let options =
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_SMART_PUNCTUATION;
    let events: Vec<Event> = Parser::new_ext(markdown, options).collect();
    let top = events
        .iter()
        .filter_map(|e| match e {
            Event::Start(Tag::Heading { level, .. }) => Some(*level as i32),
            _ => None,
        })
        .min()
        .unwrap_or(2);
    let shift = 2 - top;
    let events = events.into_iter().map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        Event::Start(Tag::Heading {
            level,
            id,
            classes,
            attrs,
        }) => Event::Start(Tag::Heading {
            level: shifted(level, shift),
            id,
            classes,
            attrs,
        }),
        Event::End(TagEnd::Heading(level)) => Event::End(TagEnd::Heading(shifted(level, shift))),
        other => other,
    });
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, events);
    SANITIZER.clean(&html).to_string()
}

/// A heading level moved by `shift`, kept within `h2`–`h6`.
fn shifted(level: HeadingLevel, shift: i32) -> HeadingLevel {
    match (level as i32 + shift).clamp(2, 6) {
        2 => HeadingLevel::H2,
        3 => HeadingLevel::H3,
        4 => HeadingLevel::H4,
        5 => HeadingLevel::H5,
        _ => HeadingLevel::H6,
    }
}

/// The standard title and text of a page the owner has not written: plain words that fit any
/// shop, pointing to the contact details the Contact page shows.
pub fn standard_text(slug: PageSlug) -> (&'static str, &'static str) {
    match slug {
        PageSlug::Contact => ("Contact us", include_str!("../pages/contact.md")),
        PageSlug::Faq => (
            "Frequently asked questions",
            include_str!("../pages/faq.md"),
        ),
        PageSlug::Shipping => ("Shipping & delivery", include_str!("../pages/shipping.md")),
        PageSlug::Privacy => ("Privacy policy", include_str!("../pages/privacy.md")),
        PageSlug::Terms => ("Terms & conditions", include_str!("../pages/terms.md")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_heading_level_of_the_text_becomes_h2() {
        let html = render_markdown("## Fresh\n\n### Mangoes\n\n#### Alphonso");
        assert!(
            html.contains("<h2>Fresh</h2>\n<h3>Mangoes</h3>\n<h4>Alphonso</h4>"),
            "{html}"
        );
        let html = render_markdown("### Only\n\n###### Deep");
        assert!(html.contains("<h2>Only</h2>\n<h5>Deep</h5>"), "{html}");
        assert!(!render_markdown("No headings").contains("<h"));
    }

    #[test]
    fn markdown_becomes_html_with_headings_one_level_down() {
        let html = render_markdown(
            "# Fresh\n\nOur **mangoes** are _ripe_.\n\n- one\n- two\n\n[All products](/products)",
        );
        assert!(html.contains("<h2>Fresh</h2>"), "{html}");
        assert!(html.contains("<strong>mangoes</strong>"));
        assert!(html.contains("<em>ripe</em>"));
        assert!(html.contains("<li>one</li>"));
        assert!(html.contains("href=\"/products\""), "{html}");
        assert!(html.contains("rel=\"noopener noreferrer nofollow\""));
    }

    #[test]
    fn raw_html_is_shown_as_typed_and_never_kept_as_markup() {
        let html = render_markdown(
            "<script>alert(1)</script>\n\nHi <img src=x onerror=alert(2)> <b onclick=\"x()\">b</b>\n\n<iframe src=\"https://evil.example\"></iframe>",
        );
        // Escaped, the tags are text: the only markup left is the paragraph.
        for bad in ["<script", "<img", "<b", "<iframe"] {
            assert!(!html.contains(bad), "{bad} in {html}");
        }
        assert!(
            html.contains("<p>Hi &lt;img src=x onerror=alert(2)&gt;"),
            "{html}"
        );
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{html}"
        );
    }

    #[test]
    fn links_to_scripts_and_data_lose_their_address() {
        let html = render_markdown(
            "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) \
             [d](vbscript:msgbox) <javascript:alert(3)> ![e](javascript:alert(4)) \
             [f](https://tokri.example/x) [g](mailto:hello@tokri.in) [h](tel:+912012345678)",
        );
        // The autolink's text stays as text; no address keeps a bad scheme.
        let lower = html.to_ascii_lowercase();
        for bad in ["javascript:", "data:", "vbscript:"] {
            assert!(!lower.contains(&format!("=\"{bad}")), "{bad} in {html}");
        }
        assert_eq!(lower.matches("href=").count(), 3, "{html}");
        assert_eq!(lower.matches("src=").count(), 0, "{html}");
        assert!(html.contains("href=\"https://tokri.example/x\""));
        assert!(html.contains("href=\"mailto:hello@tokri.in\""));
        assert!(html.contains("href=\"tel:+912012345678\""));
    }

    #[test]
    fn every_standard_text_is_a_valid_page() {
        for slug in PageSlug::ALL {
            let (title, content) = standard_text(slug);
            assert!(PageText::parse(title, content).is_ok(), "{slug:?}");
            assert!(render_markdown(content).contains("<p>"), "{slug:?}");
        }
    }
}
