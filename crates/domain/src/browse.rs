//! A page of the storefront's product list (issue 22): the shop's list narrowed to a category,
//! a price range, chosen products (favourites) or a search, sorted, and cut into pages, so a
//! catalogue of 10,000 products reaches a phone a page at a time. Pure: the caller holds the
//! list (the cached catalogue).

/// Products a page holds when no size is asked for.
pub const DEFAULT_PAGE_SIZE: usize = 24;
/// The most products one page holds.
pub const MAX_PAGE_SIZE: usize = 60;

/// How a list is sorted; ties keep the shop's order (newest first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sort {
    /// The shop's own order.
    #[default]
    Featured,
    PriceLowToHigh,
    PriceHighToLow,
    /// Name A to Z.
    Name,
}

impl Sort {
    /// The web's names: `featured`, `price-asc`, `price-desc`, `name`.
    pub fn parse(s: &str) -> Option<Sort> {
        match s {
            "featured" => Some(Sort::Featured),
            "price-asc" => Some(Sort::PriceLowToHigh),
            "price-desc" => Some(Sort::PriceHighToLow),
            "name" => Some(Sort::Name),
            _ => None,
        }
    }
}

/// What a product is browsed by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub category_id: &'a str,
    /// Lowest price, paise.
    pub price_paise: i64,
}

/// A page asked for.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Browse<'a> {
    /// Only these categories (ids); empty keeps all.
    pub categories: Vec<&'a str>,
    /// Only these products (ids); None keeps all.
    pub only: Option<Vec<&'a str>>,
    /// Inclusive price bounds, paise.
    pub min_paise: Option<i64>,
    pub max_paise: Option<i64>,
    pub sort: Sort,
    /// From 1.
    pub page: usize,
    pub size: usize,
}

/// A page of positions in the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrowsePage {
    /// Positions (in the list given) of this page's products, in order.
    pub positions: Vec<usize>,
    /// Matching products in all.
    pub total: usize,
    /// This page (the last one when a later page was asked for).
    pub page: usize,
    /// Number of pages (at least 1).
    pub pages: usize,
}

/// The page `b` asks for of `items` (in the shop's order), the matching positions taken from
/// `candidates` when given (a search's hits, best first: then `Featured` keeps their order).
pub fn browse(items: &[Item<'_>], candidates: Option<&[usize]>, b: &Browse<'_>) -> BrowsePage {
    let size = b.size.clamp(1, MAX_PAGE_SIZE);
    let keep = |i: usize| {
        let it = &items[i];
        (b.categories.is_empty() || b.categories.contains(&it.category_id))
            && b.only.as_ref().is_none_or(|ids| ids.contains(&it.id))
            && b.min_paise.is_none_or(|m| it.price_paise >= m)
            && b.max_paise.is_none_or(|m| it.price_paise <= m)
    };
    let mut matching: Vec<usize> = match candidates {
        Some(c) => c
            .iter()
            .copied()
            .filter(|&i| i < items.len() && keep(i))
            .collect(),
        None => (0..items.len()).filter(|&i| keep(i)).collect(),
    };
    // Stable sorts: ties keep the list's (or the search's) order.
    match b.sort {
        Sort::Featured => {}
        Sort::PriceLowToHigh => matching.sort_by_key(|&i| items[i].price_paise),
        Sort::PriceHighToLow => matching.sort_by_key(|&i| std::cmp::Reverse(items[i].price_paise)),
        Sort::Name => matching.sort_by_cached_key(|&i| items[i].name.to_lowercase()),
    }
    let total = matching.len();
    let pages = total.div_ceil(size).max(1);
    let page = b.page.clamp(1, pages);
    let positions = matching
        .into_iter()
        .skip((page - 1) * size)
        .take(size)
        .collect();
    BrowsePage {
        positions,
        total,
        page,
        pages,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items() -> Vec<Item<'static>> {
        [
            ("a", "Kiwi", "fruit", 12000),
            ("b", "alphonso box", "gifts", 119900),
            ("c", "Banana", "fruit", 6000),
            ("d", "Dates", "dry", 45000),
            ("e", "Apple", "fruit", 12000),
        ]
        .into_iter()
        .map(|(id, name, category_id, price_paise)| Item {
            id,
            name,
            category_id,
            price_paise,
        })
        .collect()
    }

    fn ids(list: &[Item<'_>], page: &BrowsePage) -> Vec<&'static str> {
        let all = ["a", "b", "c", "d", "e"];
        page.positions
            .iter()
            .map(|&i| all[all.iter().position(|x| *x == list[i].id).unwrap()])
            .collect()
    }

    #[test]
    fn pages_are_narrowed_sorted_and_cut() {
        let list = items();
        let all = Browse {
            page: 1,
            size: 10,
            ..Browse::default()
        };
        let cases: Vec<(Browse<'_>, Vec<&str>, usize, usize, usize)> = vec![
            (all.clone(), vec!["a", "b", "c", "d", "e"], 5, 1, 1),
            (
                Browse {
                    sort: Sort::PriceLowToHigh,
                    ..all.clone()
                },
                // Equal prices keep the shop's order.
                vec!["c", "a", "e", "d", "b"],
                5,
                1,
                1,
            ),
            (
                Browse {
                    sort: Sort::PriceHighToLow,
                    ..all.clone()
                },
                vec!["b", "d", "a", "e", "c"],
                5,
                1,
                1,
            ),
            (
                Browse {
                    sort: Sort::Name,
                    ..all.clone()
                },
                // Any case.
                vec!["b", "e", "c", "d", "a"],
                5,
                1,
                1,
            ),
            (
                Browse {
                    categories: vec!["fruit", "dry"],
                    min_paise: Some(12000),
                    max_paise: Some(45000),
                    ..all.clone()
                },
                vec!["a", "d", "e"],
                3,
                1,
                1,
            ),
            (
                Browse {
                    only: Some(vec!["e", "b", "zz"]),
                    ..all.clone()
                },
                vec!["b", "e"],
                2,
                1,
                1,
            ),
            (
                Browse {
                    size: 2,
                    page: 2,
                    ..all.clone()
                },
                vec!["c", "d"],
                5,
                2,
                3,
            ),
            // Past the last page: the last page; a size of 0 is one.
            (
                Browse {
                    size: 2,
                    page: 99,
                    ..all.clone()
                },
                vec!["e"],
                5,
                3,
                3,
            ),
            (
                Browse {
                    size: 0,
                    page: 0,
                    ..all.clone()
                },
                vec!["a"],
                5,
                1,
                5,
            ),
            (
                Browse {
                    categories: vec!["none"],
                    ..all.clone()
                },
                vec![],
                0,
                1,
                1,
            ),
        ];
        for (b, expected, total, page, pages) in cases {
            let got = browse(&list, None, &b);
            assert_eq!(
                (ids(&list, &got), got.total, got.page, got.pages),
                (expected, total, page, pages),
                "{b:?}"
            );
        }
    }

    #[test]
    fn a_search_keeps_its_ranking_unless_sorted() {
        let list = items();
        let hits = [3, 0, 4];
        let b = Browse {
            page: 1,
            size: 10,
            ..Browse::default()
        };
        assert_eq!(ids(&list, &browse(&list, Some(&hits), &b)), ["d", "a", "e"]);
        let by_name = Browse {
            sort: Sort::Name,
            ..b.clone()
        };
        assert_eq!(
            ids(&list, &browse(&list, Some(&hits), &by_name)),
            ["e", "d", "a"]
        );
        assert_eq!(browse(&list, Some(&[99]), &b).total, 0);
    }

    #[test]
    fn sorts_have_the_web_names() {
        assert_eq!(Sort::parse("price-asc"), Some(Sort::PriceLowToHigh));
        assert_eq!(Sort::parse("name"), Some(Sort::Name));
        assert_eq!(Sort::parse("cheapest"), None);
    }
}
