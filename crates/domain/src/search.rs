//! Catalogue search (issue 22): a forgiving match of what a customer types against the products'
//! names, categories and descriptions, ranked so that the product they meant comes first.
//!
//! The index is built from the cached catalogue (every instance holds the same one, on either
//! database), so a search costs no database read. Each query word must match a word of the
//! product: exactly, as the start of a word ("alph" → "alphonso"), or with a small typo (one
//! edit in a word of 4–7 letters, two from 8: "mangoe", "alphanso"). Matches in the name count
//! most, then the category, then the description; a name equal to the query, or starting with
//! it as whole words, comes first.

use std::collections::HashMap;

/// The longest query read (characters); the rest is ignored.
pub const MAX_QUERY_CHARS: usize = 100;
/// The most query words read.
const MAX_QUERY_WORDS: usize = 8;

/// What a product is found by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchDoc<'a> {
    pub name: &'a str,
    pub category: &'a str,
    pub description: &'a str,
}

/// Where a word occurs; its weight in the score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Field {
    Description = 1,
    Category = 4,
    Name = 10,
}

/// How well a query word matched a product's word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Fit {
    /// A typo in the start of a longer word ("alphan" for "alphonso").
    TypoInStart = 2,
    /// A typo in the whole word ("mangoe" for "mango").
    Typo = 3,
    /// The start of a word.
    Prefix = 4,
    Exact = 6,
}

/// Words found in the catalogue, each with the documents (and fields) holding it.
#[derive(Debug, Default)]
pub struct SearchIndex {
    /// Sorted unique words.
    words: Vec<String>,
    /// Per word (same position): its letters as a [`letters`] mask.
    masks: Vec<u64>,
    /// Per word (same position): (document, field) pairs.
    postings: Vec<Vec<(u32, Field)>>,
    /// Per document: its normalised name.
    names: Vec<String>,
}

/// Lower-case words of letters and digits (any script), split at everything else.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The longest word kept in a stored word index (characters); a query word is cut the same way.
pub const MAX_STORED_WORD_CHARS: usize = 40;

/// The words a query asks for, as [`SearchIndex::search`] reads them: control characters
/// dropped, the first [`MAX_QUERY_CHARS`] characters, at most 8 words.
pub fn query_words(query: &str) -> Vec<String> {
    let query: String = query
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_QUERY_CHARS)
        .collect();
    let mut terms: Vec<String> = words(&query)
        .into_iter()
        .map(|w| w.chars().take(MAX_STORED_WORD_CHARS).collect())
        .collect();
    terms.truncate(MAX_QUERY_WORDS);
    terms
}

/// The words a record is found by in a stored word index (issue 27: the accounts that orders
/// are searched by): [`words`] of each text, each cut to [`MAX_STORED_WORD_CHARS`], sorted and
/// without repeats. A query word finds a record holding a word it starts ([`prefix_bounds`]).
pub fn stored_words(texts: &[&str]) -> Vec<String> {
    let mut all: Vec<String> = texts
        .iter()
        .flat_map(|t| words(t))
        .map(|w| w.chars().take(MAX_STORED_WORD_CHARS).collect())
        .collect();
    all.sort();
    all.dedup();
    all
}

/// The range of stored words (compared byte by byte, as SQLite and a `COLLATE "C"` column do)
/// that start with `word`: from `word` itself, up to but not including `word` followed by the
/// highest character.
pub fn prefix_bounds(word: &str) -> (String, String) {
    (word.to_string(), format!("{word}{}", char::MAX))
}

impl SearchIndex {
    /// An index over `docs`; hits name them by position.
    pub fn build<'a>(docs: impl IntoIterator<Item = SearchDoc<'a>>) -> Self {
        let mut by_word: HashMap<String, Vec<(u32, Field)>> = HashMap::new();
        let mut names = Vec::new();
        for (i, doc) in docs.into_iter().enumerate() {
            let i = i as u32;
            names.push(words(doc.name).join(" "));
            for (field, text) in [
                (Field::Name, doc.name),
                (Field::Category, doc.category),
                (Field::Description, doc.description),
            ] {
                for w in words(text) {
                    let list = by_word.entry(w).or_default();
                    if !list.contains(&(i, field)) {
                        list.push((i, field));
                    }
                }
            }
        }
        let mut pairs: Vec<_> = by_word.into_iter().collect();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        let (words, postings): (Vec<String>, _) = pairs.into_iter().unzip();
        SearchIndex {
            masks: words.iter().map(|w| letters(w)).collect(),
            words,
            postings,
            names,
        }
    }

    /// Documents matching every word of `query`, best first, at most
    /// `limit`. An empty query (or one of only punctuation) matches nothing.
    pub fn search(&self, query: &str, limit: usize) -> Vec<usize> {
        let terms = query_words(query);
        if terms.is_empty() || limit == 0 {
            return Vec::new();
        }
        // Per document: the sum over query words of each word's best match.
        let mut scores: HashMap<u32, (u32, usize)> = HashMap::new();
        for (n, term) in terms.iter().enumerate() {
            let mut best: HashMap<u32, u32> = HashMap::new();
            for (word, fit) in self.matches(term) {
                for &(doc, field) in &self.postings[word] {
                    let score = field as u32 * fit as u32;
                    let entry = best.entry(doc).or_insert(0);
                    *entry = (*entry).max(score);
                }
            }
            if n == 0 {
                scores = best.into_iter().map(|(d, s)| (d, (s, 1))).collect();
            } else {
                scores.retain(|d, _| best.contains_key(d));
                for (d, (s, hits)) in scores.iter_mut() {
                    *s += best[d];
                    *hits += 1;
                }
            }
            if scores.is_empty() {
                return Vec::new();
            }
        }
        let phrase = terms.join(" ");
        let mut ranked: Vec<(u32, u32)> = scores
            .into_iter()
            .map(|(doc, (score, _))| {
                let name = &self.names[doc as usize];
                let bonus = if *name == phrase {
                    1000
                } else if name.starts_with(&format!("{phrase} ")) {
                    500
                } else {
                    0
                };
                (doc, score + bonus)
            })
            .collect();
        // Equal scores: the shorter name is the closer match; then catalogue order.
        let len = |doc: u32| self.names[doc as usize].len();
        ranked.sort_by(|a, b| {
            b.1.cmp(&a.1)
                .then(len(a.0).cmp(&len(b.0)))
                .then(a.0.cmp(&b.0))
        });
        ranked
            .into_iter()
            .take(limit)
            .map(|(d, _)| d as usize)
            .collect()
    }

    /// The catalogue's words that `term` matches, with how well.
    fn matches(&self, term: &str) -> Vec<(usize, Fit)> {
        let mut out = Vec::new();
        // Exact and prefix matches are one sorted range.
        let start = self.words.partition_point(|w| w.as_str() < term);
        for (i, w) in self.words.iter().enumerate().skip(start) {
            if !w.starts_with(term) {
                break;
            }
            out.push((i, if w == term { Fit::Exact } else { Fit::Prefix }));
        }
        let allowed = typos_allowed(term);
        if allowed > 0 {
            let mask = letters(term);
            let term: Vec<char> = term.chars().collect();
            let mut word = Vec::new();
            for (i, w) in self.words.iter().enumerate() {
                // Each letter of the query that the word lacks costs an edit at least.
                if (mask & !self.masks[i]).count_ones() as usize > allowed {
                    continue;
                }
                word.clear();
                word.extend(w.chars());
                if !word.starts_with(&term)
                    && let Some(fit) = close(&term, &word, allowed)
                {
                    out.push((i, fit));
                }
            }
        }
        out
    }
}

/// The letters of `word` as bits: a–z and 0–9 each their own, other characters by their value
/// (two characters may share a bit; the mask only ever rules words out).
fn letters(word: &str) -> u64 {
    word.chars().fold(0, |mask, c| {
        let bit = match c {
            'a'..='z' => c as u32 - 'a' as u32,
            '0'..='9' => 26 + c as u32 - '0' as u32,
            _ => 36 + c as u32 % 28,
        };
        mask | 1 << bit
    })
}

/// Typos forgiven in a query word of this length.
fn typos_allowed(term: &str) -> usize {
    match term.chars().count() {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Whether `term` is at most `max` edits (insert, delete, replace, or swap two neighbours) from
/// `word` ([`Fit::Typo`]) or from a start of it at least `term.len() - max` long (a typo in a
/// word still being typed: "alphan" for "alphonso", [`Fit::TypoInStart`]).
fn close(term: &[char], word: &[char], max: usize) -> Option<Fit> {
    let shortest = term.len().saturating_sub(max);
    if word.len() < shortest {
        return None;
    }
    // The optimal-string-alignment distances of term[..i] to every word[..j], three rows kept.
    let width = word.len() + 1;
    let mut before: Vec<usize> = vec![0; width];
    let mut last: Vec<usize> = (0..width).collect();
    let mut row: Vec<usize> = vec![0; width];
    for i in 1..=term.len() {
        row[0] = i;
        for j in 1..width {
            let cost = usize::from(term[i - 1] != word[j - 1]);
            let mut v = (last[j] + 1).min(row[j - 1] + 1).min(last[j - 1] + cost);
            if i > 1 && j > 1 && term[i - 1] == word[j - 2] && term[i - 2] == word[j - 1] {
                v = v.min(before[j - 2] + 1);
            }
            row[j] = v;
        }
        // Every later row is at least this row's smallest value: stop when it is too far.
        if row.iter().min().is_some_and(|&m| m > max) {
            return None;
        }
        std::mem::swap(&mut before, &mut last);
        std::mem::swap(&mut last, &mut row);
    }
    if last[word.len()] <= max {
        Some(Fit::Typo)
    } else if last[shortest..].iter().any(|&d| d <= max) {
        Some(Fit::TypoInStart)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_words_are_the_words_of_every_text_once_each() {
        for (texts, want) in [
            (
                vec!["Asha Patil", "asha.patil@Example.in"],
                vec!["asha", "example", "in", "patil"],
            ),
            (vec!["  ", "@."], vec![]),
            (
                vec!["अनिता Rao", "anita@mail.test"],
                vec!["anita", "mail", "rao", "test", "अनिता"],
            ),
            (vec![&"x".repeat(60)], vec!["x".repeat(40).as_str()]),
        ] {
            assert_eq!(stored_words(&texts), want, "{texts:?}");
        }
    }

    #[test]
    fn query_words_are_read_as_the_catalogue_search_reads_them() {
        for (query, want) in [
            ("Asha  PATIL", vec!["asha", "patil"]),
            ("%_", vec![]),
            ("a\u{0}b", vec!["ab"]),
            (
                "1 2 3 4 5 6 7 8 9 10",
                vec!["1", "2", "3", "4", "5", "6", "7", "8"],
            ),
        ] {
            assert_eq!(query_words(query), want, "{query:?}");
        }
    }

    #[test]
    fn a_prefix_range_holds_the_words_that_start_with_it_and_no_other() {
        let (from, until) = prefix_bounds("ash");
        for (word, inside) in [
            ("ash", true),
            ("asha", true),
            ("ashok", true),
            ("ashमा", true),
            ("as", false),
            ("asi", false),
            ("asg", false),
            ("b", false),
        ] {
            let w = word.to_string();
            assert_eq!(w >= from && w < until, inside, "{word}");
        }
    }

    const CATALOGUE: [(&str, &str, &str); 7] = [
        (
            "Alphonso Mango Gift Box",
            "Fruit Gift Boxes",
            "Ratnagiri Alphonso mangoes, hand-picked.",
        ),
        (
            "Kesar Mango",
            "Fresh Fruits",
            "Sweet mangoes from Junagadh.",
        ),
        (
            "Nashik Green Grapes",
            "Fresh Fruits",
            "Seedless grapes, crisp and sweet.",
        ),
        ("Mango", "Fresh Fruits", "A mango."),
        ("Mangosteen", "Exotic Fruits", "Queen of fruits."),
        (
            "Festive Fruit & Nut Combo",
            "Dried Fruits & Nuts",
            "Almonds, cashews and dates for Diwali.",
        ),
        (
            "Dragon Fruit",
            "Exotic Fruits",
            "Pink flesh; goes well with mango.",
        ),
    ];

    fn index() -> SearchIndex {
        SearchIndex::build(
            CATALOGUE
                .iter()
                .map(|&(name, category, description)| SearchDoc {
                    name,
                    category,
                    description,
                }),
        )
    }

    fn names(query: &str) -> Vec<&'static str> {
        index()
            .search(query, 10)
            .into_iter()
            .map(|i| CATALOGUE[i].0)
            .collect()
    }

    #[test]
    fn searches_find_what_was_meant() {
        let cases: &[(&str, &[&str])] = &[
            // An exact name first, then names holding the word, then descriptions.
            (
                "mango",
                &[
                    "Mango",
                    "Kesar Mango",
                    "Alphonso Mango Gift Box",
                    "Mangosteen",
                    "Dragon Fruit",
                ],
            ),
            // Typos.
            (
                "mangoe",
                &[
                    "Mango",
                    "Kesar Mango",
                    "Alphonso Mango Gift Box",
                    "Mangosteen",
                    "Dragon Fruit",
                ],
            ),
            ("alphanso", &["Alphonso Mango Gift Box"]),
            ("alphonzo mango", &["Alphonso Mango Gift Box"]),
            ("grpaes", &["Nashik Green Grapes"]),
            // Prefixes of words, as they are typed.
            ("alph", &["Alphonso Mango Gift Box"]),
            ("nash gr", &["Nashik Green Grapes"]),
            // Categories and descriptions, any case, punctuation ignored.
            ("EXOTIC", &["Mangosteen", "Dragon Fruit"]),
            ("diwali!", &["Festive Fruit & Nut Combo"]),
            ("seedless grapes", &["Nashik Green Grapes"]),
            // Every word must match.
            ("mango grapes", &[]),
            // Nothing to search for, or nothing like it.
            ("", &[]),
            ("  ,;. ", &[]),
            ("pineapple", &[]),
            // Short words are not stretched to typos.
            ("nut", &["Festive Fruit & Nut Combo"]),
            ("but", &[]),
            // Control characters are not text.
            (
                "man\u{0}go\u{7}",
                &[
                    "Mango",
                    "Kesar Mango",
                    "Alphonso Mango Gift Box",
                    "Mangosteen",
                    "Dragon Fruit",
                ],
            ),
        ];
        for (query, expected) in cases {
            let found = names(query);
            assert_eq!(&found, expected, "query {query:?}");
        }
    }

    #[test]
    fn long_queries_and_limits_are_bounded() {
        let long = "mango ".repeat(10_000);
        assert_eq!(names(&long).first(), Some(&"Mango"));
        assert_eq!(index().search("fruit", 2).len(), 2);
        assert!(index().search("fruit", 0).is_empty());
    }

    #[test]
    fn typos_are_counted_as_edits() {
        let cases = [
            ("mangoe", "mango", 1, Some(Fit::Typo)),
            ("mnago", "mango", 1, Some(Fit::Typo)),
            ("alphanso", "alphonso", 2, Some(Fit::Typo)),
            ("grapes", "grapefruit", 1, Some(Fit::TypoInStart)),
            ("apple", "grape", 1, None),
            ("kiwi", "kesar", 1, None),
        ];
        for (a, b, max, expected) in cases {
            let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
            assert_eq!(close(&a, &b, max), expected, "{a:?} vs {b:?}");
        }
        // A typo in a whole word fits better than one in the start of a longer word.
        let (a, b): (Vec<char>, Vec<char>) =
            ("mangoe".chars().collect(), "mangosteen".chars().collect());
        assert_eq!(close(&a, &b, 1), Some(Fit::TypoInStart));
        {}
        assert_eq!(typos_allowed("kiwi"), 1);
        assert_eq!(typos_allowed("nut"), 0);
        assert_eq!(typos_allowed("alphonso"), 2);
    }
}
