//! What search engines and link previews read (issue 22): each storefront route's HTML with its
//! own head — title, description, canonical URL, Open Graph and Twitter card, JSON-LD — and a
//! real 404 status for a product or category that is not there; `/sitemap.xml` and
//! `/robots.txt`. All from the cached catalogue: a page view reads no database.

use serde_json::{Value, json};
use tokri_domain::Money;
use tokri_domain::declaration::unit_sale_price;
use tokri_shop::settings::ShopContact;

use crate::routes::catalogue::cache::Snapshot;

/// The description a page without its own has.
const SHOP_DESCRIPTION: &str =
    "Farm-fresh fruit, dried fruits and hand-packed gift hampers, delivered to your door.";
/// The longest description written (search engines show about this much).
const DESCRIPTION_CHARS: usize = 160;

/// Routes that only make sense for the person using them: never indexed, kept out by
/// robots.txt.
const PRIVATE_PREFIXES: [&str; 10] = [
    "/admin",
    "/profile",
    "/cart",
    "/checkout",
    "/login",
    "/signup",
    "/logout",
    "/forgot-password",
    "/reset-password",
    "/search",
];

/// The storefront's own pages (the web app's router), with their titles.
const PAGES: [(&str, &str); 11] = [
    ("/products", "All products"),
    ("/categories", "Categories"),
    ("/about", "About us"),
    ("/contact", "Contact us"),
    ("/faq", "Questions and answers"),
    ("/shipping", "Shipping and delivery"),
    ("/privacy", "Privacy policy"),
    ("/terms", "Terms and conditions"),
    ("/seller", "Seller information"),
    ("/support", "Contact us"),
    ("/", ""),
];

/// The storefront's named collections (web: `PUBLIC_CATEGORY_SLUGS`), with their titles.
const PUBLIC_SLUGS: [(&str, &str); 3] = [
    ("diwali", "Diwali Luxury Hampers"),
    ("fruits", "Fresh Juicy Fruits"),
    ("combos", "Healthy Combos"),
];

/// `%XX` escapes of a path segment decoded (a wrong escape is kept as written).
fn percent_decoded(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The head of one page.
#[derive(Debug, Clone, PartialEq)]
pub struct Head {
    /// False: answered 404 (the web app shows its not-found page).
    pub found: bool,
    pub title: String,
    pub description: String,
    /// Path of the canonical URL; None for pages that are not indexed.
    pub canonical: Option<String>,
    /// Absolute or root-relative picture URL.
    pub image: Option<String>,
    /// `og:type`.
    pub kind: &'static str,
    /// JSON-LD blocks.
    pub json_ld: Vec<Value>,
    /// The page's largest picture and the `sizes` it is shown at: fetched with the web app
    /// instead of after it (`<link rel="preload">`), for the first paint of phones on slow
    /// networks.
    pub preload: Option<(String, &'static str)>,
    /// The page's first screen as static markup (the web app's own classes), painted before
    /// any script has run and replaced by the app's first render: the product page's name and
    /// picture, so a phone on a slow network sees its largest element without waiting for the
    /// app's code.
    pub first_screen: Option<String>,
}

impl Head {
    fn page(title: String, description: &str, path: &str) -> Self {
        Head {
            found: true,
            title,
            description: description.to_string(),
            canonical: Some(path.to_string()),
            image: None,
            kind: "website",
            json_ld: Vec::new(),
            preload: None,
            first_screen: None,
        }
    }

    fn private(title: String) -> Self {
        Head {
            canonical: None,
            ..Head::page(title, SHOP_DESCRIPTION, "")
        }
    }

    fn not_found(shop: &str) -> Self {
        Head {
            found: false,
            ..Head::private(format!("Page not found — {shop}"))
        }
    }
}

/// `text` cut at a word to at most [`DESCRIPTION_CHARS`], with an ellipsis when cut.
fn summary(text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= DESCRIPTION_CHARS {
        return text;
    }
    let cut: String = text.chars().take(DESCRIPTION_CHARS - 1).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':']))
}

/// The head of the storefront page at `path`.
pub fn head_for(path: &str, snap: &Snapshot, contact: &ShopContact, base: &str) -> Head {
    let shop = contact.name.as_str();
    let path = if path.len() > 1 {
        path.trim_end_matches('/')
    } else {
        path
    };
    if PRIVATE_PREFIXES
        .iter()
        .any(|p| path == *p || path.starts_with(&format!("{p}/")))
    {
        return Head::private(shop.to_string());
    }
    let breadcrumb = |items: &[(&str, &str)]| {
        json!({
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": items.iter().enumerate().map(|(i, (name, at))| json!({
                "@type": "ListItem", "position": i + 1, "name": name, "item": format!("{base}{at}")
            })).collect::<Vec<_>>()
        })
    };
    if let Some(id) = path.strip_prefix("/product/") {
        let Some(p) = snap.product(id) else {
            return Head::not_found(shop);
        };
        let category_path = format!("/category/{}", p.category_slug);
        let offers: Vec<Value> = p
            .variants
            .iter()
            .map(|v| {
                let mut offer = json!({
                    "@type": "Offer",
                    "name": if v.label.is_empty() { p.name.clone() } else { v.label.clone() },
                    "sku": if v.sku.is_empty() { v.id.clone() } else { v.sku.clone() },
                    "price": format!("{:.2}", v.price_paise as f64 / 100.0),
                    "priceCurrency": "INR",
                    "availability": if v.available().is_some_and(|n| n <= 0) {
                        "https://schema.org/OutOfStock"
                    } else {
                        "https://schema.org/InStock"
                    },
                    "url": format!("{base}/product/{}", p.id),
                });
                // A declared pack: its net quantity, and the unit sale price per kg, g, l, ml or
                // unit (UN/CEFACT codes), as the product page shows them.
                if let Some(net) = v.net {
                    let unit = unit_sale_price(Money::from_paise(v.price_paise), net);
                    let code = |per: &str| match per {
                        "kg" => "KGM",
                        "g" => "GRM",
                        "l" => "LTR",
                        "ml" => "MLT",
                        _ => "C62",
                    };
                    offer["eligibleQuantity"] = json!({
                        "@type": "QuantitativeValue",
                        "value": net.amount(),
                        "unitCode": code(net.unit().as_str()),
                    });
                    offer["priceSpecification"] = json!({
                        "@type": "UnitPriceSpecification",
                        "price": format!("{:.2}", unit.price.paise() as f64 / 100.0),
                        "priceCurrency": "INR",
                        "referenceQuantity": {"@type": "QuantitativeValue", "value": 1, "unitCode": code(unit.per)},
                    });
                }
                offer
            })
            .collect();
        let images: Vec<String> = p.images.iter().map(|i| absolute(base, i)).collect();
        let mut head = Head::page(
            format!("{} — {shop}", p.name),
            &summary(if p.description.trim().is_empty() {
                &p.name
            } else {
                &p.description
            }),
            path,
        );
        head.kind = "product";
        head.image = p.images.first().cloned();
        // As the product page's picture carousel shows it (web: product-image-carousel.tsx).
        head.preload = head.image.clone().map(|i| {
            (
                i,
                "(min-width: 1280px) 580px, (min-width: 768px) 50vw, 100vw",
            )
        });
        head.first_screen = head
            .image
            .as_deref()
            .map(|i| product_first_screen(&p.name, i));
        let mut product = json!({
            "@context": "https://schema.org",
            "@type": "Product",
            "name": p.name,
            "description": p.description,
            "image": images,
            "category": p.category_name,
            "brand": {"@type": "Brand", "name": shop},
            "countryOfOrigin": if p.origin.is_empty() { Value::Null } else { json!(p.origin) },
            "offers": offers,
        });
        // Its approved reviews, once it has any (issue 23).
        if let Some(average) = tokri_domain::review::average(p.rating_sum, p.rating_count) {
            product["aggregateRating"] = json!({"@type": "AggregateRating", "ratingValue": average,
                "reviewCount": p.rating_count, "bestRating": 5, "worstRating": 1});
        }
        head.json_ld = vec![
            product,
            breadcrumb(&[
                ("Home", "/"),
                (p.category_name.as_str(), category_path.as_str()),
                (p.name.as_str(), path),
            ]),
        ];
        return head;
    }
    if let Some(slug) = path
        .strip_prefix("/category/")
        .or_else(|| path.strip_prefix("/c/"))
    {
        let slug = percent_decoded(slug);
        if let Some((key, title)) = PUBLIC_SLUGS
            .iter()
            .find(|(k, _)| slug.eq_ignore_ascii_case(k))
        {
            let canonical = format!("/category/{key}");
            return Head::page(
                format!("{title} — {shop}"),
                &format!("{title} from {shop}: {SHOP_DESCRIPTION}"),
                &canonical,
            );
        }
        let Some(c) = snap.category(&slug) else {
            return Head::not_found(shop);
        };
        let canonical = format!("/category/{}", c.slug);
        let mut head = Head::page(
            format!("{} — {shop}", c.name),
            &format!("{} from {shop}: {SHOP_DESCRIPTION}", c.name),
            &canonical,
        );
        head.image = c.image.clone();
        head.json_ld = vec![breadcrumb(&[
            ("Home", "/"),
            (c.name.as_str(), canonical.as_str()),
        ])];
        // The category's first products, in the list's order, as the app's grid shows them.
        let first: Vec<(&str, &str)> = snap
            .rows()
            .filter(|p| p.category_id == c.id)
            .filter_map(|p| Some((p.name.as_str(), p.images.first()?.as_str())))
            .take(CATEGORY_FIRST_CARDS)
            .collect();
        if let Some((_, image)) = first.first() {
            head.preload = Some((image.to_string(), CARD_SIZES));
            head.first_screen = Some(category_first_screen(&c.name, &first));
        }
        return head;
    }
    let Some((_, title)) = PAGES.iter().find(|(p, _)| *p == path) else {
        return Head::not_found(shop);
    };
    if path == "/" {
        let mut head = Head::page(
            format!("{shop} — fresh fruit & gift hampers"),
            SHOP_DESCRIPTION,
            "/",
        );
        head.first_screen = snap
            .first_banner
            .as_ref()
            .map(|(image, alt)| home_first_screen(shop, image, alt));
        head.json_ld = vec![json!({
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": shop,
            "url": format!("{base}/"),
            "logo": format!("{base}/favicon.svg"),
            "email": contact.email,
            "telephone": contact.phone,
            "address": contact.address,
            "contactPoint": {"@type": "ContactPoint", "contactType": "customer service",
                             "telephone": contact.phone, "email": contact.email},
        })];
        return head;
    }
    let canonical = if path == "/support" { "/contact" } else { path };
    Head::page(format!("{title} — {shop}"), SHOP_DESCRIPTION, canonical)
}

/// The product page's first screen as the web app lays it out (product-detail-screen.tsx and
/// product-image-carousel.tsx): the way back, the square picture at the carousel's `sizes`, and
/// the name. The picture is the page's largest element; painted here, at the size the app
/// paints it, the app's render does not move it.
fn product_first_screen(name: &str, image: &str) -> String {
    let sizes = "(min-width: 1280px) 580px, (min-width: 768px) 50vw, 100vw";
    let srcset = media_srcset(image)
        .map(|set| format!(" srcset=\"{set}\" sizes=\"{sizes}\""))
        .unwrap_or_default();
    let name = escape(name);
    format!(
        "<main class=\"min-h-dvh flex-1\"><div class=\"mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8\">\
         <a href=\"/\" class=\"inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 dark:text-emerald-300\">Back to all products</a>\
         <div class=\"mt-5 grid gap-8 md:grid-cols-2 lg:gap-14\"><div class=\"relative\">\
         <div class=\"aspect-square overflow-hidden rounded-3xl bg-amber-50 shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-800 dark:ring-stone-800\">\
         <img src=\"{}\"{srcset} alt=\"{name}\" width=\"400\" height=\"400\" fetchpriority=\"high\" class=\"size-full object-cover\" /></div></div>\
         <div><h1 class=\"font-display text-3xl font-extrabold tracking-tight sm:text-4xl\">{name}</h1></div></div></div></main>",
        escape(image)
    )
}

/// The `sizes` of a product card's picture in the storefront's grids (web: product-grid.tsx).
const CARD_SIZES: &str =
    "(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 360px) 50vw, 100vw";

/// Cards a category page's first screen shows: two rows on a phone.
const CATEGORY_FIRST_CARDS: usize = 4;

/// A category page's first screen as the web app lays it out (category-screen.tsx,
/// product-grid.tsx and product-card.tsx): the way back, the category's heading and its first
/// cards' pictures and names. The first card's picture is the page's largest element on a phone.
fn category_first_screen(name: &str, products: &[(&str, &str)]) -> String {
    let cards: String = products
        .iter()
        .enumerate()
        .map(|(i, (product, image))| {
            let srcset = media_srcset(image)
                .map(|set| format!(" srcset=\"{set}\" sizes=\"{CARD_SIZES}\""))
                .unwrap_or_default();
            let priority = if i == 0 { " fetchpriority=\"high\"" } else { "" };
            format!(
                "<li class=\"flex\"><article class=\"card group relative flex w-full flex-col overflow-hidden\">\
                 <div class=\"relative aspect-square overflow-hidden bg-amber-50 dark:bg-stone-800\">\
                 <img src=\"{}\"{srcset} alt=\"{}\" width=\"400\" height=\"400\"{priority} class=\"size-full object-cover\" /></div>\
                 <div class=\"flex min-w-0 flex-1 flex-col p-3 sm:p-4\"><h3 class=\"mt-1 text-base leading-snug font-bold break-words max-sm:line-clamp-2 sm:text-lg\">{}</h3></div>\
                 </article></li>",
                escape(image),
                escape(product),
                escape(product)
            )
        })
        .collect();
    format!(
        "<main class=\"min-h-dvh flex-1\"><div class=\"mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8\">\
         <a href=\"/\" class=\"inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 dark:text-emerald-300\">Back to Home</a>\
         <header class=\"mt-4 flex items-center gap-5 rounded-3xl bg-amber-50 px-6 py-8 ring-1 ring-stone-200/70 sm:px-10 dark:bg-stone-900 dark:ring-stone-800\">\
         <div><h1 class=\"font-display text-3xl font-extrabold tracking-tight sm:text-4xl\">{}</h1><p class=\"mt-1\">&#160;</p></div></header>\
         <div class=\"mt-8\"><ul class=\"grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4\">{cards}</ul></div>\
         </div></main>",
        escape(name)
    )
}

/// The home page's first screen as the web app lays it out (home-screen.tsx and
/// banner-carousel.tsx): the first banner of the carousel, its largest element.
fn home_first_screen(shop: &str, image: &str, alt: &str) -> String {
    let sizes = "(min-width: 1280px) 1216px, 100vw";
    let srcset = media_srcset(image)
        .map(|set| format!(" srcset=\"{set}\" sizes=\"{sizes}\""))
        .unwrap_or_default();
    format!(
        "<main class=\"min-h-dvh flex-1\"><div class=\"mx-auto max-w-7xl space-y-12 px-4 pt-6 sm:px-6 lg:px-8\">\
         <h1 class=\"sr-only\">{} — fresh fruit &amp; gift hampers</h1><section class=\"relative\">\
         <div class=\"relative aspect-[20/7] w-full overflow-hidden rounded-3xl bg-amber-100 shadow-sm dark:bg-stone-800\">\
         <img src=\"{}\"{srcset} alt=\"{}\" width=\"1600\" height=\"560\" fetchpriority=\"high\" class=\"size-full object-cover\" /></div></section></div></main>",
        escape(shop),
        escape(image),
        escape(alt)
    )
}

/// The `srcset` of a picture from the media pipeline (`/media/{key}-{width}.webp`, stored at
/// 320, 640 and 1280 px), as the web app writes it (web: `lib/media.ts`); None for any other URL.
fn media_srcset(url: &str) -> Option<String> {
    let name = url.trim().strip_prefix("/media/")?.strip_suffix(".webp")?;
    let (key, width) = name.split_once('-')?;
    let ok = key.len() == 32
        && key
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && ["320", "640", "1280"].contains(&width);
    ok.then(|| {
        [320, 640, 1280]
            .map(|w| format!("/media/{key}-{w}.webp {w}w"))
            .join(", ")
    })
}

fn absolute(base: &str, url: &str) -> String {
    if url.starts_with("http://") || url.starts_with("https://") {
        url.to_string()
    } else {
        format!("{base}{url}")
    }
}

/// Text for an HTML attribute or element.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The web app's `index.html` with `head` in place of its title and description, the rest of
/// the tags added before `</head>`.
pub fn render(template: &str, head: &Head, shop: &str, base: &str) -> String {
    let mut tags = String::with_capacity(1024);
    let title = escape(&head.title);
    let description = escape(&head.description);
    match &head.canonical {
        Some(path) => {
            let url = escape(&format!("{base}{path}"));
            tags.push_str(&format!(
                "<link rel=\"canonical\" href=\"{url}\" />\
                 <meta property=\"og:url\" content=\"{url}\" />"
            ));
        }
        None => tags.push_str("<meta name=\"robots\" content=\"noindex\" />"),
    }
    tags.push_str(&format!(
        "<meta property=\"og:site_name\" content=\"{}\" />\
         <meta property=\"og:type\" content=\"{}\" />\
         <meta property=\"og:title\" content=\"{title}\" />\
         <meta property=\"og:description\" content=\"{description}\" />\
         <meta property=\"og:locale\" content=\"en_IN\" />\
         <meta name=\"twitter:card\" content=\"{}\" />\
         <meta name=\"twitter:title\" content=\"{title}\" />\
         <meta name=\"twitter:description\" content=\"{description}\" />",
        escape(shop),
        head.kind,
        if head.image.is_some() {
            "summary_large_image"
        } else {
            "summary"
        },
    ));
    if let Some(image) = &head.image {
        let url = escape(&absolute(base, image));
        tags.push_str(&format!("<meta property=\"og:image\" content=\"{url}\" />"));
        // A picture from the media pipeline (WebP) has a JPEG copy for crawlers without WebP.
        let jpeg = image
            .strip_prefix(tokri_shop::media::URL_PREFIX)
            .and_then(tokri_shop::media::process::jpeg_name);
        if let Some(jpeg) = jpeg {
            let jpeg = escape(&format!("{base}{}{jpeg}", tokri_shop::media::URL_PREFIX));
            tags.push_str(&format!(
                "<meta property=\"og:image:type\" content=\"image/webp\" />\
                 <meta property=\"og:image\" content=\"{jpeg}\" />\
                 <meta property=\"og:image:type\" content=\"image/jpeg\" />"
            ));
        }
        tags.push_str(&format!(
            "<meta property=\"og:image:alt\" content=\"{title}\" />\
             <meta name=\"twitter:image\" content=\"{url}\" />"
        ));
    }
    if let Some((src, sizes)) = &head.preload {
        match media_srcset(src) {
            Some(set) => tags.push_str(&format!(
                "<link rel=\"preload\" as=\"image\" href=\"{}\" imagesrcset=\"{set}\" \
                 imagesizes=\"{sizes}\" fetchpriority=\"high\" />",
                escape(src)
            )),
            None => tags.push_str(&format!(
                "<link rel=\"preload\" as=\"image\" href=\"{}\" fetchpriority=\"high\" />",
                escape(src)
            )),
        }
    }
    for block in &head.json_ld {
        // `<` is escaped so no text in the data can close the script.
        let data = block.to_string().replace('<', "\\u003c");
        tags.push_str(&format!(
            "<script type=\"application/ld+json\">{data}</script>"
        ));
    }
    let mut html = replace_between(template, "<title>", "</title>", &title);
    if let Some(first) = &head.first_screen
        && let Some(at) = html.find("</header>")
    {
        html.insert_str(at + "</header>".len(), first);
    }
    html = replace_between(
        &html,
        "<meta name=\"description\" content=\"",
        "\"",
        &description,
    );
    match html.find("</head>") {
        Some(at) => {
            html.insert_str(at, &tags);
            html
        }
        None => html,
    }
}

/// `s` with the text between the first `start` and the next `end` after it replaced.
fn replace_between(s: &str, start: &str, end: &str, with: &str) -> String {
    let Some(a) = s.find(start).map(|i| i + start.len()) else {
        return s.to_string();
    };
    let Some(b) = s[a..].find(end).map(|i| a + i) else {
        return s.to_string();
    };
    format!("{}{with}{}", &s[..a], &s[b..])
}

/// `/sitemap.xml`: home, the pages, every active category and product, with the day each
/// last changed.
pub fn sitemap(snap: &Snapshot, base: &str) -> String {
    let day = |ms: i64| crate::time_fmt::rfc3339(ms)[..10].to_string();
    let newest = snap
        .rows()
        .map(|p| p.updated_at)
        .chain(snap.category_rows.iter().map(|c| c.updated_at))
        .max()
        .unwrap_or(0);
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let mut url = |path: &str, changed: Option<i64>| {
        xml.push_str(&format!(
            "<url><loc>{}</loc>",
            escape(&format!("{base}{path}"))
        ));
        if let Some(ms) = changed.filter(|ms| *ms > 0) {
            xml.push_str(&format!("<lastmod>{}</lastmod>", day(ms)));
        }
        xml.push_str("</url>\n");
    };
    url("/", Some(newest));
    url("/products", Some(newest));
    url("/categories", Some(newest));
    for (path, _) in PAGES
        .iter()
        .filter(|(p, _)| !matches!(*p, "/" | "/products" | "/categories" | "/support"))
    {
        url(path, None);
    }
    for c in &snap.category_rows {
        url(&format!("/category/{}", c.slug), Some(c.updated_at));
    }
    for p in snap.rows() {
        url(&format!("/product/{}", p.id), Some(p.updated_at));
    }
    xml.push_str("</urlset>\n");
    xml
}

/// `/robots.txt`: crawlers stay out of the admin, accounts, cart and checkout; the sitemap.
pub fn robots(base: &str) -> String {
    let mut out = String::from("User-agent: *\n");
    for p in PRIVATE_PREFIXES {
        out.push_str(&format!("Disallow: {p}\n"));
    }
    out.push_str("Disallow: /api/\n");
    out.push_str(&format!("\nSitemap: {base}/sitemap.xml\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_from_the_media_pipeline_are_preloaded_at_their_three_widths() {
        let key = "0123456789abcdef0123456789abcdef";
        assert_eq!(
            media_srcset(&format!("/media/{key}-1280.webp")).unwrap(),
            format!(
                "/media/{key}-320.webp 320w, /media/{key}-640.webp 640w, /media/{key}-1280.webp 1280w"
            )
        );
        for other in [
            "/images/mango.svg",
            "/media/a.webp",
            &format!("/media/{key}-800.webp"),
            &format!("/media/{}-320.webp", key.to_uppercase()),
            "https://cdn.example/x.webp",
        ] {
            assert_eq!(media_srcset(other), None, "{other}");
        }
    }

    #[test]
    fn path_segments_are_percent_decoded() {
        assert_eq!(percent_decoded("Exotic%20Fruits"), "Exotic Fruits");
        assert_eq!(percent_decoded("a%2"), "a%2");
        assert_eq!(percent_decoded("%E0%A4%9F"), "ट");
    }

    #[test]
    fn descriptions_are_cut_at_a_word() {
        assert_eq!(summary("  Sweet\n mangoes. "), "Sweet mangoes.");
        let long = "word ".repeat(100);
        let cut = summary(&long);
        assert!(cut.chars().count() <= DESCRIPTION_CHARS, "{cut}");
        assert!(cut.ends_with("word…"), "{cut}");
    }

    #[test]
    fn the_head_replaces_the_title_and_escapes_what_it_writes() {
        let template = "<html><head><meta name=\"description\" content=\"old\" /><title>Old</title></head><body></body></html>";
        let head = Head {
            found: true,
            title: "Mango & \"Kesar\" <b>".into(),
            description: "Sweet </script>".into(),
            canonical: Some("/product/1".into()),
            image: Some("/media/a.webp".into()),
            kind: "product",
            json_ld: vec![json!({"name": "</script><script>alert(1)"})],
            preload: Some(("/media/a.webp".into(), "100vw")),
            first_screen: None,
        };
        let html = render(template, &head, "Tokri", "https://shop.in");
        assert!(
            html.contains("<title>Mango &amp; &quot;Kesar&quot; &lt;b&gt;</title>"),
            "{html}"
        );
        assert!(html.contains("content=\"Sweet &lt;/script&gt;\""), "{html}");
        assert!(!html.contains("old"), "{html}");
        assert!(html.contains("<link rel=\"canonical\" href=\"https://shop.in/product/1\" />"));
        assert!(
            html.contains(
                "<link rel=\"preload\" as=\"image\" href=\"/media/a.webp\" fetchpriority=\"high\" />"
            ),
            "{html}"
        );
        assert!(
            html.contains(
                "<meta property=\"og:image\" content=\"https://shop.in/media/a.webp\" />"
            )
        );
        assert!(
            html.contains("\\u003c/script>\\u003cscript>alert(1)"),
            "{html}"
        );
        assert_eq!(html.matches("</script>").count(), 1, "{html}");
        assert!(html.ends_with("</head><body></body></html>"));
    }

    #[test]
    fn a_product_page_paints_its_name_and_picture_before_the_app() {
        let template = "<html><head><title>T</title></head><body><div id=\"root\"><header>Tokri</header></div></body></html>";
        let key = "0123456789abcdef0123456789abcdef";
        let head = Head {
            first_screen: Some(product_first_screen(
                "Mango <Kesar>",
                &format!("/media/{key}-1280.webp"),
            )),
            ..Head::page("Mango".into(), "Sweet", "/product/1")
        };
        let html = render(template, &head, "Tokri", "https://shop.in");
        let root = &html[html.find("<div id=\"root\">").unwrap()..];
        assert!(
            root.starts_with("<div id=\"root\"><header>Tokri</header><main"),
            "{root}"
        );
        assert!(root.contains("<h1 class=\"font-display text-3xl font-extrabold tracking-tight sm:text-4xl\">Mango &lt;Kesar&gt;</h1>"), "{root}");
        assert!(root.contains(&format!("srcset=\"/media/{key}-320.webp 320w, /media/{key}-640.webp 640w, /media/{key}-1280.webp 1280w\"")), "{root}");
        assert!(
            root.contains("sizes=\"(min-width: 1280px) 580px, (min-width: 768px) 50vw, 100vw\""),
            "{root}"
        );
        assert!(root.ends_with("</main></div></body></html>"), "{root}");
    }

    #[test]
    fn robots_keeps_crawlers_out_of_private_pages_and_names_the_sitemap() {
        let r = robots("https://shop.in");
        for p in ["/admin", "/profile", "/cart", "/checkout", "/api/"] {
            assert!(r.contains(&format!("Disallow: {p}\n")), "{p}");
        }
        assert!(r.ends_with("Sitemap: https://shop.in/sitemap.xml\n"));
    }
}
