//! The shop's text pages: a title and Markdown text per [`PageSlug`].

use sqlx::Row;
use sqlx::any::AnyRow;
use tokri_domain::{PageSlug, PageText};

use crate::{Result, Store};

/// A page as the owner last saved it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageRow {
    /// Which page.
    pub slug: PageSlug,
    pub title: String,
    /// Markdown text.
    pub content: String,
    /// Last saved, Unix ms.
    pub updated_at: i64,
}

fn page_row(r: &AnyRow) -> std::result::Result<PageRow, sqlx::Error> {
    let slug: String = r.try_get("slug")?;
    Ok(PageRow {
        slug: PageSlug::parse(&slug).ok_or_else(|| sqlx::Error::ColumnDecode {
            index: "slug".into(),
            source: format!("unknown page {slug:?}").into(),
        })?,
        title: r.try_get("title")?,
        content: r.try_get("content")?,
        updated_at: r.try_get("updated_at")?,
    })
}

impl Store {
    /// The saved page, or None when the owner never saved (nor the demo seeded) it.
    pub async fn get_page(&self, slug: PageSlug) -> Result<Option<PageRow>> {
        let row = sqlx::query("SELECT slug, title, content, updated_at FROM pages WHERE slug = $1")
            .bind(slug.as_str())
            .fetch_optional(self.pool())
            .await?;
        Ok(row.as_ref().map(page_row).transpose()?)
    }

    /// Every saved page, in slug order.
    pub async fn list_pages(&self) -> Result<Vec<PageRow>> {
        let rows = sqlx::query("SELECT slug, title, content, updated_at FROM pages ORDER BY slug")
            .fetch_all(self.pool())
            .await?;
        Ok(rows
            .iter()
            .map(page_row)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// Saves a page's title and text at `now` (Unix ms), whether or not it was saved before.
    pub async fn save_page(&self, slug: PageSlug, text: &PageText, now: i64) -> Result<PageRow> {
        let row = sqlx::query(
            "INSERT INTO pages (slug, title, content, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (slug) DO UPDATE SET title = excluded.title, content = excluded.content, \
             updated_at = excluded.updated_at \
             RETURNING slug, title, content, updated_at",
        )
        .bind(slug.as_str())
        .bind(text.title())
        .bind(text.content())
        .bind(now)
        .fetch_one(self.pool())
        .await?;
        Ok(page_row(&row)?)
    }

    /// Stores a page's first text unless it already has one (the owner's edits are never
    /// overwritten). Answers whether it stored it.
    pub async fn add_page_if_missing(
        &self,
        slug: PageSlug,
        text: &PageText,
        now: i64,
    ) -> Result<bool> {
        let done = sqlx::query(
            "INSERT INTO pages (slug, title, content, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (slug) DO NOTHING",
        )
        .bind(slug.as_str())
        .bind(text.title())
        .bind(text.content())
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::fresh_stores;

    #[tokio::test]
    async fn a_saved_page_reads_back_and_a_second_save_replaces_it() {
        for db in fresh_stores().await.unwrap() {
            let s = &db.store;
            assert_eq!(
                s.get_page(PageSlug::Faq).await.unwrap(),
                None,
                "{}",
                db.label
            );
            let first = PageText::parse("FAQ", "# One").unwrap();
            assert!(
                s.add_page_if_missing(PageSlug::Faq, &first, 10)
                    .await
                    .unwrap()
            );
            let second = PageText::parse("Questions", "# Two").unwrap();
            assert!(
                !s.add_page_if_missing(PageSlug::Faq, &second, 20)
                    .await
                    .unwrap()
            );
            assert_eq!(
                s.get_page(PageSlug::Faq).await.unwrap().unwrap().content,
                "# One"
            );
            let saved = s.save_page(PageSlug::Faq, &second, 30).await.unwrap();
            assert_eq!(
                saved,
                PageRow {
                    slug: PageSlug::Faq,
                    title: "Questions".into(),
                    content: "# Two".into(),
                    updated_at: 30
                }
            );
            s.save_page(PageSlug::Terms, &first, 40).await.unwrap();
            let all = s.list_pages().await.unwrap();
            assert_eq!(
                all.iter().map(|p| p.slug).collect::<Vec<_>>(),
                [PageSlug::Faq, PageSlug::Terms],
                "{}",
                db.label
            );
        }
    }
}
