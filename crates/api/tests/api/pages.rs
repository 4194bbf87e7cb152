//! The shop's text pages: public reads, the owner's editor, and Markdown made safe.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Answer, apps, twins_with};
use serde::Deserialize;
use serde_json::json;
use tokri_shop::Settings;

const SLUGS: [&str; 5] = ["contact", "faq", "shipping", "privacy", "terms"];

/// `GET /api/pages/{slug}` and the admin editor's answer, as the web app reads them.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Page {
    slug: String,
    title: String,
    html: String,
    updated_at: Option<String>,
    #[serde(default)]
    content: Option<String>,
}

/// One row of `GET /api/admin/pages`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Summary {
    slug: String,
    title: String,
    updated_at: Option<String>,
}

fn page(a: &Answer) -> Page {
    assert_eq!(
        a.status,
        StatusCode::OK,
        "{}",
        String::from_utf8_lossy(&a.body)
    );
    serde_json::from_slice(&a.body).unwrap()
}

#[tokio::test]
async fn every_footer_page_answers_the_standard_text_until_the_owner_writes_one() {
    for app in apps().await {
        for slug in SLUGS {
            let p = page(&app.get(&format!("/api/pages/{slug}")).await);
            assert_eq!(p.slug, slug, "{}", app.label);
            assert!(!p.title.is_empty());
            assert!(p.html.contains("<p>"), "{slug}: {}", p.html);
            assert_eq!(p.updated_at, None, "{slug} was never saved");
            assert_eq!(p.content, None, "the storefront gets HTML only");
        }
        assert_eq!(
            page(&app.get("/api/pages/shipping").await).title,
            "Shipping & delivery"
        );
    }
}

#[tokio::test]
async fn the_owner_edits_the_faq_and_the_storefront_shows_the_new_text() {
    for app in apps().await {
        let admin = app.admin().await;
        let list: Vec<Summary> = app.get_as("/api/admin/pages", &admin).await.json_as();
        assert_eq!(
            list.iter().map(|s| s.slug.as_str()).collect::<Vec<_>>(),
            SLUGS,
            "{}",
            app.label
        );
        assert!(
            list.iter()
                .all(|s| s.updated_at.is_none() && !s.title.is_empty())
        );

        let editor = page(&app.get_as("/api/admin/pages/faq", &admin).await);
        assert!(editor.content.as_deref().is_some_and(|c| c.contains("##")));

        let saved = page(
            &app.request(
                Method::PUT,
                "/api/admin/pages/faq",
                Some(&admin),
                Some(json!({"title": "  Your questions  ",
                    "content": "## Do you deliver on Sundays?\n\nYes, **every day** of the week.\n"})),
            )
            .await,
        );
        assert_eq!(saved.title, "Your questions");
        assert_eq!(
            saved.content.as_deref(),
            Some("## Do you deliver on Sundays?\n\nYes, **every day** of the week.")
        );
        assert!(saved.updated_at.is_some());

        let public = page(&app.get("/api/pages/faq").await);
        assert_eq!(public.title, "Your questions");
        assert!(
            public
                .html
                .contains("<h2>Do you deliver on Sundays?</h2>\n<p>Yes, <strong>every day</strong> of the week.</p>"),
            "{}",
            public.html
        );
        assert_eq!(public.updated_at, saved.updated_at);

        let list: Vec<Summary> = app.get_as("/api/admin/pages", &admin).await.json_as();
        for s in &list {
            assert_eq!(s.updated_at.is_some(), s.slug == "faq", "{}", s.slug);
        }
        assert_eq!(list[1].title, "Your questions");

        let preview = app
            .post(
                "/api/admin/pages/preview",
                Some(&admin),
                json!({"content": "*fresh* [mangoes](/category/seasonal-fruits)"}),
            )
            .await;
        assert_eq!(preview.status, StatusCode::OK);
        let html = preview.json()["html"].as_str().unwrap().to_string();
        assert!(html.contains("<em>fresh</em>"), "{html}");
        assert!(
            html.contains("href=\"/category/seasonal-fruits\""),
            "{html}"
        );
    }
}

#[tokio::test]
async fn only_the_admin_may_list_read_preview_or_edit_pages() {
    for app in apps().await {
        let customer = app.customer("asha@example.com", "s3cret-pass").await;
        let body = json!({"title": "Hacked", "content": "gone"});
        for token in [None, Some(customer.as_str())] {
            let want = if token.is_some() {
                StatusCode::FORBIDDEN
            } else {
                StatusCode::UNAUTHORIZED
            };
            let calls = [
                (Method::GET, "/api/admin/pages", None),
                (Method::GET, "/api/admin/pages/faq", None),
                (Method::PUT, "/api/admin/pages/faq", Some(body.clone())),
                (Method::PUT, "/api/admin/pages/nope", Some(body.clone())),
                (
                    Method::POST,
                    "/api/admin/pages/preview",
                    Some(json!({"content": "x"})),
                ),
            ];
            for (method, path, body) in calls {
                let a = app.request(method.clone(), path, token, body).await;
                assert_eq!(a.status, want, "{} {method} {path}", app.label);
                assert!(!a.message().is_empty());
            }
        }
        let faq = page(&app.get("/api/pages/faq").await);
        assert_ne!(faq.title, "Hacked");
        assert_eq!(faq.updated_at, None);
    }
}

#[tokio::test]
async fn a_page_text_over_twenty_thousand_characters_is_refused_with_a_clear_message() {
    for app in apps().await {
        let admin = app.admin().await;
        let put = |title: &str, content: String| {
            app.request(
                Method::PUT,
                "/api/admin/pages/privacy",
                Some(&admin),
                Some(json!({"title": title, "content": content})),
            )
        };
        let too_long = format!("# Privacy\n\n{}", "ड".repeat(20_001));
        let a = put("Privacy", too_long.clone()).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}", app.label);
        let want = "The page text is too long: at most 20,000 characters (this one has 20,012).";
        assert_eq!(a.message(), want);
        assert_eq!(a.json()["errors"]["content"], want);
        let a = app
            .post(
                "/api/admin/pages/preview",
                Some(&admin),
                json!({"content": too_long}),
            )
            .await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST);
        assert_eq!(a.message(), want);

        let a = put(" ", "  \n ".into()).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST);
        assert_eq!(a.json()["errors"]["title"], "Please give the page a title.");
        assert_eq!(a.json()["errors"]["content"], "Please write the page text.");
        assert_eq!(page(&app.get("/api/pages/privacy").await).updated_at, None);

        // Exactly at the limit (in characters, not bytes: each of these is three bytes).
        let a = put("Privacy", "ड".repeat(20_000)).await;
        assert_eq!(page(&a).content.unwrap().chars().count(), 20_000);
    }
}

#[tokio::test]
async fn unknown_pages_answer_json_404() {
    for app in apps().await {
        let admin = app.admin().await;
        for path in ["/api/pages/about", "/api/pages/FAQ", "/api/pages/faq%00"] {
            let a = app.get(path).await;
            assert!(
                matches!(a.status, StatusCode::NOT_FOUND | StatusCode::BAD_REQUEST),
                "{} {path}: {}",
                app.label,
                a.status
            );
            assert!(
                a.header("content-type")
                    .unwrap()
                    .starts_with("application/json")
            );
            assert!(!a.message().is_empty());
        }
        let a = app.get("/api/pages/support").await;
        assert_eq!(a.status, StatusCode::NOT_FOUND);
        assert_eq!(a.message(), "Page not found.");
        let a = app.get_as("/api/admin/pages/about", &admin).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND);
        let a = app
            .request(
                Method::PUT,
                "/api/admin/pages/about",
                Some(&admin),
                Some(json!({"title": "About", "content": "Hello"})),
            )
            .await;
        assert_eq!(a.status, StatusCode::NOT_FOUND);
        assert_eq!(a.message(), "Page not found.");
    }
}

#[tokio::test]
async fn raw_html_and_script_links_in_markdown_never_reach_the_page_as_markup() {
    let evil = "# Terms\n\n<script>window.pwned = 1</script>\n\n\
        Text with <img src=x onerror=\"window.pwned = 2\"> and <a href=\"javascript:alert(1)\">a link</a>.\n\n\
        [Click](javascript:alert(document.cookie)) [Data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) \
        <javascript:alert(3)> [ok](https://example.com/ok)\n\n\
        <iframe src=\"https://evil.example\"></iframe><svg onload=alert(4)>";
    for app in apps().await {
        let admin = app.admin().await;
        let a = app
            .request(
                Method::PUT,
                "/api/admin/pages/terms",
                Some(&admin),
                Some(json!({"title": "Terms", "content": evil})),
            )
            .await;
        let saved = page(&a);
        assert_eq!(
            saved.content.as_deref(),
            Some(evil),
            "the owner's text is kept as written"
        );
        let preview = app
            .post(
                "/api/admin/pages/preview",
                Some(&admin),
                json!({"content": evil}),
            )
            .await
            .json()["html"]
            .as_str()
            .unwrap()
            .to_string();
        let public = page(&app.get("/api/pages/terms").await).html;
        assert_eq!(preview, public);
        for html in [&saved.html, &public] {
            // Text never holds a raw '<' (it is escaped), so every '<' opens real markup.
            for tag in markup(html) {
                let tag = tag.to_ascii_lowercase();
                assert!(
                    ["h2", "/h2", "p", "/p", "a ", "/a"]
                        .iter()
                        .any(|ok| tag.starts_with(ok)),
                    "{} unexpected <{tag}> in {html}",
                    app.label
                );
                for bad in ["on", "javascript:", "data:", "src="] {
                    assert!(
                        !tag.split_whitespace().skip(1).any(|attr| attr.starts_with(bad)
                            || attr.contains(&format!("\"{bad}"))),
                        "{} {bad} in <{tag}>",
                        app.label
                    );
                }
            }
            assert!(
                html.contains("&lt;script&gt;window.pwned = 1&lt;/script&gt;"),
                "{html}"
            );
            assert!(html.contains("href=\"https://example.com/ok\""));
        }
    }
}

#[tokio::test]
async fn a_page_saved_on_one_instance_is_shown_at_once_by_another() {
    for (a, b) in twins_with(Settings::default()).await {
        let admin = a.admin().await;
        // B reads (and keeps the HTML of) the standard text first.
        let before = page(&b.get("/api/pages/shipping").await);
        for round in 1..=3 {
            let content = format!("We deliver in **round {round}**.");
            page(
                &a.request(
                    Method::PUT,
                    "/api/admin/pages/shipping",
                    Some(&admin),
                    Some(json!({"title": "Shipping", "content": content})),
                )
                .await,
            );
            let seen = page(&b.get("/api/pages/shipping").await);
            assert_ne!(seen.html, before.html);
            assert!(
                seen.html
                    .contains(&format!("<strong>round {round}</strong>")),
                "{} {}",
                a.label,
                seen.html
            );
        }
    }
}

#[tokio::test]
async fn saves_and_reads_at_the_same_time_always_show_one_whole_saved_text() {
    for app in apps().await {
        let admin = app.admin().await;
        let saves = (0..12).map(|i| {
            let admin = admin.clone();
            let app = &app;
            async move {
                let content = format!("Version **{i}** of the FAQ.");
                app.request(
                    Method::PUT,
                    "/api/admin/pages/faq",
                    Some(&admin),
                    Some(json!({"title": format!("FAQ {i}"), "content": content})),
                )
                .await
            }
        });
        let reads = (0..12).map(|_| app.get("/api/pages/faq"));
        let (saved, read) = tokio::join!(
            futures_util::future::join_all(saves),
            futures_util::future::join_all(reads)
        );
        for a in &saved {
            page(a);
        }
        for a in read.iter().map(page) {
            // Either the standard text or one save, whole: its title and its HTML agree.
            if let Some(i) = a.title.strip_prefix("FAQ ") {
                assert!(a.html.contains(&format!("<strong>{i}</strong>")), "{a:?}");
            } else {
                assert_eq!(a.updated_at, None);
            }
        }
        let last = page(&app.get_as("/api/admin/pages/faq", &admin).await);
        let i = last
            .title
            .strip_prefix("FAQ ")
            .expect("one of the saves won");
        assert_eq!(
            last.content.as_deref(),
            Some(format!("Version **{i}** of the FAQ.").as_str()),
            "{}",
            app.label
        );
    }
}

/// The tags of `html`, without their angle brackets.
fn markup(html: &str) -> Vec<&str> {
    html.split('<')
        .skip(1)
        .map(|rest| rest.split('>').next().unwrap_or(rest))
        .collect()
}

trait JsonAs {
    fn json_as<T: serde::de::DeserializeOwned>(&self) -> T;
}

impl JsonAs for Answer {
    fn json_as<T: serde::de::DeserializeOwned>(&self) -> T {
        assert_eq!(
            self.status,
            StatusCode::OK,
            "{}",
            String::from_utf8_lossy(&self.body)
        );
        serde_json::from_slice(&self.body).unwrap()
    }
}
