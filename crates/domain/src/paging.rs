//! Paged lists (issue 27): one rule for page sizes and one keyset cursor for every list the shop
//! answers in pages (admin orders, a customer's orders, and the lists still to come: coupons,
//! reviews, refunds, tickets). A list is sorted newest first by (time, id); a cursor names the
//! last row of a page, so the next page starts right after it whatever rows arrive meanwhile,
//! and reading it costs an index seek instead of skipping `OFFSET` rows.
//!
//! A cursor is text a client hands back unchanged: `{page}~{time}~{id}~{scope}`. The scope is a
//! fingerprint of the list and filter it was made for, so a cursor from another search, another
//! page size or another list is refused instead of answering rows of the wrong list.

/// The most rows any list answers at once.
pub const MAX_PAGE_SIZE: i64 = 100;
/// The highest page number a cursor may carry (a billion pages of one row).
pub const MAX_PAGE_NUMBER: i64 = 1_000_000_000;

/// A page size: what was asked for, else `default`, kept within 1..=[`MAX_PAGE_SIZE`].
pub fn page_size(asked: Option<i64>, default: i64) -> i64 {
    asked.unwrap_or(default).clamp(1, MAX_PAGE_SIZE)
}

/// A page of a list and where the next one starts (None on the last page).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    /// The rows of this page, in list order.
    pub items: Vec<T>,
    /// The cursor of the next page, when there are more rows.
    pub next: Option<Cursor>,
}

impl<T> Page<T> {
    /// Page number `page` of the list `scope`, holding `items` (at most the page size), with
    /// `more` rows after them: its `next` starts after the last item, whose (time, id) `key`
    /// tells.
    pub fn of(
        items: Vec<T>,
        more: bool,
        page: i64,
        scope: u64,
        key: impl Fn(&T) -> (i64, String),
    ) -> Self {
        let next = match (more, items.last()) {
            (true, Some(last)) => {
                let (at, id) = key(last);
                Some(Cursor::new(page + 1, at, id, scope))
            }
            _ => None,
        };
        Page { items, next }
    }
}

/// Reads the cursor a client sent for the list `scope`: none when it sent none (or only
/// spaces), which asks for the first page.
pub fn read_cursor(sent: Option<&str>, scope: u64) -> Result<Option<Cursor>, CursorError> {
    match sent.map(str::trim).filter(|c| !c.is_empty()) {
        Some(text) => Cursor::decode(text, scope).map(Some),
        None => Ok(None),
    }
}

/// Where the next page of a list starts: after the row at (`at`, `id`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    /// The number of the page this cursor opens, from 1 ("Page x of y").
    pub page: i64,
    /// The sort time of the last row already shown (Unix ms).
    pub at: i64,
    /// The id of the last row already shown.
    pub id: String,
    scope: u64,
}

/// Why a cursor was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CursorError {
    /// Not a cursor this shop wrote (cut, edited or made up).
    #[error("This page link is not valid. Please start again from the first page.")]
    Malformed,
    /// A cursor of another list, filter or page size.
    #[error("This page link belongs to another search. Please start again from the first page.")]
    OtherList,
}

/// The fingerprint of a list and its filter: 64-bit FNV-1a over the parts, each ended by a
/// separator so that ("ab", "c") and ("a", "bc") differ. Stable across builds and instances.
pub fn scope(parts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for byte in part.bytes().chain(std::iter::once(0x1f)) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

impl Cursor {
    /// The cursor of page `page`, which starts after the row (`at`, `id`) of the list `scope`.
    pub fn new(page: i64, at: i64, id: impl Into<String>, scope: u64) -> Self {
        Self {
            page,
            at,
            id: id.into(),
            scope,
        }
    }

    /// The text handed to clients.
    pub fn encode(&self) -> String {
        format!("{}~{}~{}~{:016x}", self.page, self.at, self.id, self.scope)
    }

    /// Reads a cursor that must belong to the list `scope`.
    pub fn decode(text: &str, scope: u64) -> Result<Self, CursorError> {
        let mut parts = text.trim().split('~');
        let (Some(page), Some(at), Some(id), Some(fingerprint), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return Err(CursorError::Malformed);
        };
        let page: i64 = page.parse().map_err(|_| CursorError::Malformed)?;
        let at: i64 = at.parse().map_err(|_| CursorError::Malformed)?;
        // A page number no list reaches is made up, and would overflow when the next is counted.
        if !(2..=MAX_PAGE_NUMBER).contains(&page)
            || at < 0
            || fingerprint.len() != 16
            || !crate::id::is_id(id)
        {
            return Err(CursorError::Malformed);
        }
        let fingerprint =
            u64::from_str_radix(fingerprint, 16).map_err(|_| CursorError::Malformed)?;
        if fingerprint != scope {
            return Err(CursorError::OtherList);
        }
        Ok(Self::new(page, at, id, scope))
    }

    /// The cursor of the page after this one's, which ends at (`at`, `id`).
    pub fn following(&self, at: i64, id: impl Into<String>) -> Self {
        Self::new(self.page + 1, at, id, self.scope)
    }

    /// The list this cursor belongs to.
    pub fn scope(&self) -> u64 {
        self.scope
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "0b7d4a52-9a51-4c1e-8f0e-5d2b4a9c1e77";

    #[test]
    fn page_sizes_default_and_stay_within_bounds() {
        for (asked, default, want) in [
            (None, 20, 20),
            (Some(5), 20, 5),
            (Some(0), 20, 1),
            (Some(-3), 20, 1),
            (Some(101), 20, 100),
            (Some(i64::MAX), 20, 100),
            (None, 500, 100),
        ] {
            assert_eq!(page_size(asked, default), want, "{asked:?} / {default}");
        }
    }

    #[test]
    fn a_cursor_reads_back_as_written() {
        let list = scope(&["admin-orders", "Shipped", "20"]);
        let cursor = Cursor::new(3, 1_764_000_000_123, ID, list);
        assert_eq!(Cursor::decode(&cursor.encode(), list), Ok(cursor.clone()));
        let next = cursor.following(1_763_000_000_000, ID);
        assert_eq!(
            (next.page, next.at, next.scope()),
            (4, 1_763_000_000_000, list)
        );
    }

    #[test]
    fn a_cursor_of_another_list_or_filter_is_refused() {
        let shipped = scope(&["admin-orders", "Shipped", "20"]);
        let text = Cursor::new(2, 5, ID, shipped).encode();
        for other in [
            scope(&["admin-orders", "Pending", "20"]),
            scope(&["admin-orders", "Shipped", "50"]),
            scope(&["my-orders", "Shipped", "20"]),
            scope(&["admin-orders", "Shipped2", "0"]),
        ] {
            assert_eq!(Cursor::decode(&text, other), Err(CursorError::OtherList));
        }
    }

    #[test]
    fn a_page_names_its_next_page_only_when_more_follow() {
        let list = scope(&["x"]);
        let key = |n: &i64| (*n, ID.to_string());
        assert_eq!(
            Page::of(vec![9, 8], true, 1, list, key).next,
            Some(Cursor::new(2, 8, ID, list))
        );
        assert_eq!(Page::of(vec![9, 8], false, 1, list, key).next, None);
        assert_eq!(Page::<i64>::of(vec![], true, 1, list, key).next, None);
        assert_eq!(
            Page::of(vec![7], true, 3, list, key).next,
            Some(Cursor::new(4, 7, ID, list))
        );
        let third = Cursor::new(3, 10, ID, list);
        assert_eq!(read_cursor(None, list), Ok(None));
        assert_eq!(read_cursor(Some("  "), list), Ok(None));
        assert_eq!(read_cursor(Some(&third.encode()), list), Ok(Some(third)));
        assert_eq!(read_cursor(Some("nope"), list), Err(CursorError::Malformed));
    }

    #[test]
    fn parts_are_separated_in_the_fingerprint() {
        assert_ne!(scope(&["ab", "c"]), scope(&["a", "bc"]));
        assert_ne!(scope(&["a"]), scope(&["a", ""]));
    }

    #[test]
    fn made_up_or_damaged_cursors_are_malformed() {
        let list = scope(&["x"]);
        let good = Cursor::new(2, 5, ID, list).encode();
        let cut = &good[..good.len() - 1];
        let fingerprint = format!("{list:016x}");
        let texts = [
            String::new(),
            "abc".to_string(),
            cut.to_string(),
            format!("{good}~1"),
            format!("2~5~not-an-id~{fingerprint}"),
            format!("2~5~{ID}' OR 1=1 --~{fingerprint}"),
            format!("x~5~{ID}~{fingerprint}"),
            format!("2~-1~{ID}~{fingerprint}"),
            format!("1~5~{ID}~{fingerprint}"),
            format!("0~5~{ID}~{fingerprint}"),
            format!("2~5~{ID}~zzzzzzzzzzzzzzzz"),
            format!("2~5~{ID}~{}", &fingerprint[1..]),
            format!("{}~5~{ID}~{fingerprint}", i64::MAX),
            format!("1000000001~5~{ID}~{fingerprint}"),
        ];
        for text in &texts {
            assert_eq!(
                Cursor::decode(text, list),
                Err(CursorError::Malformed),
                "{text}"
            );
        }
    }
}
