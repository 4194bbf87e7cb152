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

/// A product as a page filters it, owned by the [`Catalogue`].
#[derive(Debug, Clone)]
struct Entry {
    id: Box<str>,
    category_id: Box<str>,
    price_paise: i64,
}

/// The storefront's list, made once per catalogue version with its sorted orders, so that a
/// page read walks the list in the order asked for and keeps only its page: no sorting, and no
/// list as long as the catalogue, per request.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    entries: Vec<Entry>,
    price_asc: Vec<u32>,
    price_desc: Vec<u32>,
    by_name: Vec<u32>,
    /// Each product's place in `by_name`.
    name_rank: Vec<u32>,
}

impl Catalogue {
    /// The list in the shop's order.
    pub fn new<'a>(items: impl IntoIterator<Item = Item<'a>>) -> Catalogue {
        let items: Vec<Item<'a>> = items.into_iter().collect();
        let all = || (0..items.len() as u32).collect::<Vec<u32>>();
        // Stable sorts: ties keep the shop's order.
        let mut price_asc = all();
        price_asc.sort_by_key(|&i| items[i as usize].price_paise);
        let mut price_desc = all();
        price_desc.sort_by_key(|&i| std::cmp::Reverse(items[i as usize].price_paise));
        let mut by_name = all();
        by_name.sort_by_cached_key(|&i| items[i as usize].name.to_lowercase());
        let mut name_rank = vec![0; items.len()];
        for (rank, &i) in by_name.iter().enumerate() {
            name_rank[i as usize] = rank as u32;
        }
        Catalogue {
            entries: items
                .iter()
                .map(|it| Entry {
                    id: it.id.into(),
                    category_id: it.category_id.into(),
                    price_paise: it.price_paise,
                })
                .collect(),
            price_asc,
            price_desc,
            by_name,
            name_rank,
        }
    }

    /// Products in the list.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The page `b` asks for, the matching positions taken from `candidates` when given (a
    /// search's hits, best first: then `Featured` keeps their order).
    pub fn browse(&self, candidates: Option<&[usize]>, b: &Browse<'_>) -> BrowsePage {
        let size = b.size.clamp(1, MAX_PAGE_SIZE);
        // A long list of chosen products is looked up, a short one scanned.
        let only_set: Option<std::collections::HashSet<&str>> = b
            .only
            .as_ref()
            .filter(|ids| ids.len() > 16)
            .map(|ids| ids.iter().copied().collect());
        let keep = |i: usize| {
            let Some(it) = self.entries.get(i) else {
                return false;
            };
            (b.categories.is_empty() || b.categories.contains(&&*it.category_id))
                && match (&only_set, &b.only) {
                    (Some(set), _) => set.contains(&*it.id),
                    (None, Some(ids)) => ids.contains(&&*it.id),
                    (None, None) => true,
                }
                && b.min_paise.is_none_or(|m| it.price_paise >= m)
                && b.max_paise.is_none_or(|m| it.price_paise <= m)
        };
        let Some(candidates) = candidates else {
            // The whole list in the order asked for: count the matches, keep one page.
            let order = |n: usize| -> usize {
                match b.sort {
                    Sort::Featured => n,
                    Sort::PriceLowToHigh => self.price_asc[n] as usize,
                    Sort::PriceHighToLow => self.price_desc[n] as usize,
                    Sort::Name => self.by_name[n] as usize,
                }
            };
            let window = |page: usize| {
                let from = (page.max(1) - 1).saturating_mul(size);
                let mut total = 0;
                let mut positions = Vec::with_capacity(size);
                for n in 0..self.entries.len() {
                    let i = order(n);
                    if keep(i) {
                        if total >= from && positions.len() < size {
                            positions.push(i);
                        }
                        total += 1;
                    }
                }
                (positions, total)
            };
            let (mut positions, total) = window(b.page);
            let pages = total.div_ceil(size).max(1);
            let page = b.page.clamp(1, pages);
            if page != b.page.max(1) {
                // Past the last page: the last page, walked again.
                positions = window(page).0;
            }
            return BrowsePage {
                positions,
                total,
                page,
                pages,
            };
        };
        let mut matching: Vec<usize> = candidates.iter().copied().filter(|&i| keep(i)).collect();
        // Stable sorts: ties keep the search's order.
        match b.sort {
            Sort::Featured => {}
            Sort::PriceLowToHigh => matching.sort_by_key(|&i| self.entries[i].price_paise),
            Sort::PriceHighToLow => {
                matching.sort_by_key(|&i| std::cmp::Reverse(self.entries[i].price_paise))
            }
            Sort::Name => matching.sort_by_key(|&i| self.name_rank[i]),
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
            let got = Catalogue::new(list.iter().copied()).browse(None, &b);
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
        let catalogue = Catalogue::new(list.iter().copied());
        let browse = |hits: &[usize], b: &Browse<'_>| catalogue.browse(Some(hits), b);
        let hits = [3, 0, 4];
        let b = Browse {
            page: 1,
            size: 10,
            ..Browse::default()
        };
        assert_eq!(ids(&list, &browse(&hits, &b)), ["d", "a", "e"]);
        let by_name = Browse {
            sort: Sort::Name,
            ..b.clone()
        };
        assert_eq!(ids(&list, &browse(&hits, &by_name)), ["e", "d", "a"]);
        assert_eq!(browse(&[99], &b).total, 0);
    }

    /// The walk in the sorted orders answers what filtering, sorting and cutting the whole list
    /// answers, for every sort, filter and page, also past the last page.
    #[test]
    fn the_walk_agrees_with_sorting_the_whole_list() {
        let names = ["Kiwi", "apple", "Banana", "dates", "Fig", "grape", "Guava"];
        let cats = ["fruit", "gifts", "dry"];
        let owned: Vec<(String, String, &str, i64)> = (0..60)
            .map(|n| {
                (
                    format!("p{n}"),
                    format!("{} {}", names[n % names.len()], n % 5),
                    cats[n % 3],
                    ((n * 37) % 11) as i64 * 1000,
                )
            })
            .collect();
        let list: Vec<Item<'_>> = owned
            .iter()
            .map(|(id, name, category_id, price_paise)| Item {
                id,
                name,
                category_id,
                price_paise: *price_paise,
            })
            .collect();
        let catalogue = Catalogue::new(list.iter().copied());
        let many: Vec<&str> = owned.iter().step_by(2).map(|o| o.0.as_str()).collect();
        for sort in [
            Sort::Featured,
            Sort::PriceLowToHigh,
            Sort::PriceHighToLow,
            Sort::Name,
        ] {
            for categories in [vec![], vec!["gifts"], vec!["fruit", "dry"]] {
                for only in [None, Some(vec!["p3", "p4", "p9"]), Some(many.clone())] {
                    for (min_paise, max_paise) in [(None, None), (Some(2000), Some(7000))] {
                        for (page, size) in [(1, 7), (2, 7), (3, 5), (99, 4), (1, 60)] {
                            let b = Browse {
                                categories: categories.clone(),
                                only: only.clone(),
                                min_paise,
                                max_paise,
                                sort,
                                page,
                                size,
                            };
                            let keep = |it: &Item<'_>| {
                                (b.categories.is_empty() || b.categories.contains(&it.category_id))
                                    && b.only.as_ref().is_none_or(|ids| ids.contains(&it.id))
                                    && b.min_paise.is_none_or(|m| it.price_paise >= m)
                                    && b.max_paise.is_none_or(|m| it.price_paise <= m)
                            };
                            let mut matching: Vec<usize> =
                                (0..list.len()).filter(|&i| keep(&list[i])).collect();
                            match sort {
                                Sort::Featured => {}
                                Sort::PriceLowToHigh => {
                                    matching.sort_by_key(|&i| list[i].price_paise)
                                }
                                Sort::PriceHighToLow => matching
                                    .sort_by_key(|&i| std::cmp::Reverse(list[i].price_paise)),
                                Sort::Name => {
                                    matching.sort_by_key(|&i| list[i].name.to_lowercase())
                                }
                            }
                            let pages = matching.len().div_ceil(size).max(1);
                            let want_page = page.clamp(1, pages);
                            let want: Vec<usize> = matching
                                .iter()
                                .copied()
                                .skip((want_page - 1) * size)
                                .take(size)
                                .collect();
                            let got = catalogue.browse(None, &b);
                            assert_eq!(
                                (got.positions, got.total, got.page, got.pages),
                                (want, matching.len(), want_page, pages),
                                "{b:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn sorts_have_the_web_names() {
        assert_eq!(Sort::parse("price-asc"), Some(Sort::PriceLowToHigh));
        assert_eq!(Sort::parse("name"), Some(Sort::Name));
        assert_eq!(Sort::parse("cheapest"), None);
    }
}
