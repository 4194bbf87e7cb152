//! Product reviews (issue 23, part 4), free of I/O: a rating of 1 to 5 stars with an optional
//! text, written by a customer who received the product; new and edited reviews wait for the
//! owner's approval; the public sees approved ones under the buyer's first name.

use crate::validate::has_control_chars;

/// Longest review text, in characters.
pub const MAX_TEXT_CHARS: usize = 2000;

/// Where a review stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReviewStatus {
    /// New or edited: waits for the owner.
    Pending,
    /// Shown on the product page and counted in its rating.
    Approved,
    /// Kept from the public (and from the rating).
    Hidden,
}

impl ReviewStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ReviewStatus::Pending => "pending",
            ReviewStatus::Approved => "approved",
            ReviewStatus::Hidden => "hidden",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "pending" => Some(ReviewStatus::Pending),
            "approved" => Some(ReviewStatus::Approved),
            "hidden" => Some(ReviewStatus::Hidden),
            _ => None,
        }
    }
}

/// A review as the customer wrote it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewInput {
    /// 1 to 5.
    pub rating: i64,
    /// Trimmed; may be empty.
    pub text: String,
}

/// Why a review cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewProblem {
    Rating,
    TooLong,
    ControlCharacters,
}

impl ReviewProblem {
    /// The message for the customer.
    pub fn message(&self) -> &'static str {
        match self {
            ReviewProblem::Rating => "Please select a rating.",
            ReviewProblem::TooLong => "A review can be at most 2,000 characters.",
            ReviewProblem::ControlCharacters => "The review holds characters that cannot be shown.",
        }
    }
}

/// Checks a rating and text: 1–5 stars; the text trimmed, at most [`MAX_TEXT_CHARS`], lines
/// allowed but no other control or direction-changing characters.
pub fn parse_review(rating: i64, text: &str) -> Result<ReviewInput, ReviewProblem> {
    if !(1..=5).contains(&rating) {
        return Err(ReviewProblem::Rating);
    }
    let text = text.trim();
    if text.chars().count() > MAX_TEXT_CHARS {
        return Err(ReviewProblem::TooLong);
    }
    if has_control_chars(text, true) {
        return Err(ReviewProblem::ControlCharacters);
    }
    Ok(ReviewInput {
        rating,
        text: text.to_string(),
    })
}

/// The name a review is shown under: the first word of the buyer's name ("Asha" of "Asha
/// Patil"), or "A customer" when there is none.
pub fn shown_name(full_name: &str) -> String {
    full_name
        .split_whitespace()
        .next()
        .map(|w| w.chars().take(40).collect())
        .unwrap_or_else(|| "A customer".to_string())
}

/// An average of `sum` over `count` ratings to one decimal (4.3), None without ratings.
pub fn average(sum: i64, count: i64) -> Option<f64> {
    (count > 0).then(|| ((sum * 10) as f64 / count as f64).round() / 10.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reviews_are_checked() {
        type Checked<'a> = Result<(i64, &'a str), ReviewProblem>;
        let cases: Vec<(i64, &str, Checked)> = vec![
            (5, "  Sweet and ripe  ", Ok((5, "Sweet and ripe"))),
            (1, "", Ok((1, ""))),
            (3, "Line one\nLine two", Ok((3, "Line one\nLine two"))),
            (0, "x", Err(ReviewProblem::Rating)),
            (6, "x", Err(ReviewProblem::Rating)),
            (4, "a\u{0}b", Err(ReviewProblem::ControlCharacters)),
            (4, "a\u{202E}b", Err(ReviewProblem::ControlCharacters)),
        ];
        for (rating, text, want) in cases {
            let got = parse_review(rating, text);
            assert_eq!(
                got.as_ref()
                    .map(|r| (r.rating, r.text.as_str()))
                    .map_err(Clone::clone),
                want,
                "{rating} {text:?}"
            );
        }
        assert_eq!(
            parse_review(5, &"x".repeat(2001)),
            Err(ReviewProblem::TooLong)
        );
        assert!(parse_review(5, &"x".repeat(2000)).is_ok());
    }

    #[test]
    fn names_and_averages() {
        assert_eq!(shown_name("Asha Patil"), "Asha");
        assert_eq!(shown_name("  "), "A customer");
        assert_eq!(average(13, 3), Some(4.3));
        assert_eq!(average(0, 0), None);
        assert_eq!(average(9, 2), Some(4.5));
    }
}
