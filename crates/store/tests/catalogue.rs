//! Store behaviour on every configured backend.

use tokri_store::StoreError;
use tokri_store::catalogue::{BannerWrite, CategoryWrite, ProductFilter, ProductWrite};
use tokri_store::testing::fresh_stores;

fn category(name: &str, slug: &str, sort: Option<i64>) -> CategoryWrite {
    CategoryWrite {
        name: name.into(),
        slug: slug.into(),
        image: None,
        bg: tokri_domain::Background::Green50,
        active: true,
        sort_order: sort,
        layout: tokri_domain::Layout::Standard,
    }
}

fn product(name: &str, cat: &str, images: &[&str]) -> ProductWrite {
    ProductWrite {
        name: name.into(),
        description: "Sweet".into(),
        option_name: String::new(),
        variants: vec![tokri_store::catalogue::VariantWrite::single(
            tokri_domain::new_id(),
            12_950,
            None,
        )],
        category_id: cat.into(),
        weight: "1 kg".into(),
        origin: "Nashik".into(),
        images: images.iter().map(|s| s.to_string()).collect(),
        active: None,
        tax: None,
        declaration: None,
    }
}

#[tokio::test]
async fn categories_sort_by_order_with_missing_last_and_hide_inactive() {
    for t in fresh_stores().await.unwrap() {
        let s = &t.store;
        s.create_category("c1", &category("Zeta", "zeta", None))
            .await
            .unwrap();
        s.create_category("c2", &category("Beta", "beta", Some(2)))
            .await
            .unwrap();
        let mut hidden = category("Alpha", "alpha", Some(1));
        hidden.active = false;
        s.create_category("c3", &hidden).await.unwrap();
        let all: Vec<_> = s
            .list_categories(false)
            .await
            .unwrap()
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(all, ["Alpha", "Beta", "Zeta"], "{}", t.label);
        let active: Vec<_> = s
            .list_categories(true)
            .await
            .unwrap()
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(active, ["Beta", "Zeta"], "{}", t.label);
    }
}

#[tokio::test]
async fn duplicate_slug_is_a_conflict() {
    for t in fresh_stores().await.unwrap() {
        let s = &t.store;
        s.create_category("c1", &category("A", "a", None))
            .await
            .unwrap();
        let err = s
            .create_category("c2", &category("A again", "a", None))
            .await
            .unwrap_err();
        assert!(
            matches!(err, StoreError::Conflict(_)),
            "{}: {err:?}",
            t.label
        );
    }
}

#[tokio::test]
async fn products_keep_their_images_in_order_and_can_be_searched() {
    for t in fresh_stores().await.unwrap() {
        let s = &t.store;
        s.create_category("c1", &category("Fruit", "fruit", None))
            .await
            .unwrap();
        s.create_category("c2", &category("Nuts", "nuts", None))
            .await
            .unwrap();
        s.create_product(
            "p1",
            &product("Alphonso Mango", "c1", &["/b.svg", "/a.svg"]),
            2,
        )
        .await
        .unwrap();
        s.create_product("p2", &product("Almonds 100%", "c2", &[]), 1)
            .await
            .unwrap();
        let p = s.get_product("p1").await.unwrap();
        assert_eq!(p.images, ["/b.svg", "/a.svg"], "{}", t.label);
        assert_eq!(p.category_name, "Fruit");
        let all = s.list_products(&ProductFilter::default()).await.unwrap();
        assert_eq!(
            all.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(),
            ["p1", "p2"],
            "newest first"
        );
        let found = s
            .list_products(&ProductFilter {
                search: Some("MANGO".into()),
                category_id: None,
                visible_only: false,
                after: None,
            })
            .await
            .unwrap();
        assert_eq!(found.len(), 1, "{}", t.label);
        let pct = s
            .list_products(&ProductFilter {
                search: Some("%".into()),
                category_id: None,
                visible_only: false,
                after: None,
            })
            .await
            .unwrap();
        assert_eq!(pct.len(), 1, "a % in the search is a literal: {}", t.label);
        let by_cat = s
            .list_products(&ProductFilter {
                search: None,
                category_id: Some("c2".into()),
                visible_only: false,
                after: None,
            })
            .await
            .unwrap();
        assert_eq!(by_cat[0].id, "p2");
    }
}

#[tokio::test]
async fn a_category_in_use_cannot_be_deleted() {
    for t in fresh_stores().await.unwrap() {
        let s = &t.store;
        s.create_category("c1", &category("Fruit", "fruit", None))
            .await
            .unwrap();
        s.create_product("p1", &product("Mango", "c1", &[]), 1)
            .await
            .unwrap();
        let err = s.delete_category("c1").await.unwrap_err();
        assert!(matches!(err, StoreError::Conflict(_)), "{}", t.label);
        assert!(s.get_category("c1").await.is_ok());
        s.delete_product("p1").await.unwrap();
        s.delete_category("c1").await.unwrap();
        assert!(matches!(
            s.get_category("c1").await,
            Err(StoreError::NotFound)
        ));
    }
}

#[tokio::test]
async fn banners_show_only_when_active_and_inside_their_window() {
    for t in fresh_stores().await.unwrap() {
        let s = &t.store;
        let b = |title: &str, active, start, end, sort| BannerWrite {
            title: title.into(),
            label: String::new(),
            image: "/x.svg".into(),
            link: String::new(),
            category_id: None,
            active,
            sort_order: sort,
            start_at: start,
            end_at: end,
        };
        s.create_banner("b1", &b("always", true, None, None, None))
            .await
            .unwrap();
        s.create_banner("b2", &b("off", false, None, None, Some(1)))
            .await
            .unwrap();
        s.create_banner("b3", &b("future", true, Some(2_000), None, Some(1)))
            .await
            .unwrap();
        s.create_banner("b4", &b("expired", true, None, Some(1_000), Some(1)))
            .await
            .unwrap();
        s.create_banner("b5", &b("now", true, Some(1_000), Some(2_000), Some(2)))
            .await
            .unwrap();
        let shown: Vec<_> = s
            .list_banners(Some(1_500))
            .await
            .unwrap()
            .into_iter()
            .map(|b| b.title)
            .collect();
        assert_eq!(shown, ["now", "always"], "{}", t.label);
        assert_eq!(s.list_banners(None).await.unwrap().len(), 5);
    }
}

/// A product's mark (issue 27: the catalogue cache re-reads only products whose mark moved)
/// equals the mark of its row as read, covers only shown products, and moves when its pictures
/// are pointed elsewhere; products not pictured there keep theirs.
#[tokio::test]
async fn product_marks_match_their_rows_and_move_when_their_pictures_are_replaced() {
    for t in fresh_stores().await.unwrap() {
        let l = t.label;
        let s = &t.store;
        s.create_category("c1", &category("Fruit", "fruit", None))
            .await
            .unwrap();
        s.create_product("p1", &product("Mango", "c1", &["/a.svg"]), 1)
            .await
            .unwrap();
        s.create_product("p2", &product("Kiwi", "c1", &["/b.svg"]), 2)
            .await
            .unwrap();
        let mut hidden = product("Plum", "c1", &["/a.svg"]);
        hidden.active = Some(false);
        s.create_product("p3", &hidden, 3).await.unwrap();
        let marks = s.visible_product_marks().await.unwrap();
        let mut ids: Vec<_> = marks.keys().cloned().collect();
        ids.sort();
        assert_eq!(ids, ["p1", "p2"], "{l}: only shown products");
        for id in ["p1", "p2"] {
            let row = s.get_product(id).await.unwrap();
            assert!(marks[id].is_of(&row), "{l}: {id}");
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        s.replace_picture_urls(&[("/a.svg".into(), "/media/a.webp".into())])
            .await
            .unwrap();
        let after = s.visible_product_marks().await.unwrap();
        assert_ne!(after["p1"], marks["p1"], "{l}: Mango's picture moved");
        assert_eq!(after["p2"], marks["p2"], "{l}: Kiwi's did not");
        let mango = s.get_product("p1").await.unwrap();
        assert_eq!(mango.images, ["/media/a.webp"], "{l}");
        assert!(after["p1"].is_of(&mango), "{l}");
        assert!(!marks["p1"].is_of(&mango), "{l}");
    }
}
