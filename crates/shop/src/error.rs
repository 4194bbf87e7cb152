use tokri_domain::FieldErrors;
use tokri_store::StoreError;

/// Why a use case did not succeed. Every variant but `Internal` carries a message meant for
/// the person using the shop.
#[derive(Debug, thiserror::Error)]
pub enum ShopError {
    /// Bad input, with per-field messages when known.
    #[error("{message}")]
    Invalid {
        /// Summary for people.
        message: String,
        /// Field → message.
        errors: FieldErrors,
    },
    /// Not signed in, or the credentials or token are wrong.
    #[error("{0}")]
    Unauthorized(String),
    /// Signed in, but not allowed.
    #[error("{0}")]
    Forbidden(String),
    /// The thing does not exist (or is not the caller's).
    #[error("{0}")]
    NotFound(String),
    /// The request conflicts with what is stored.
    #[error("{0}")]
    Conflict(String),
    /// A coupon that cannot be used, with its reason (`coupon_{code}` on the wire).
    #[error("{}", .0.message())]
    Coupon(tokri_domain::promo::CouponProblem),
    /// Too many attempts.
    #[error("{0}")]
    TooManyRequests(String),
    /// An outside service (payments, mail, Google) failed.
    #[error("{0}")]
    Upstream(String),
    /// A fault of ours; details are logged, never shown.
    #[error("internal error: {0}")]
    Internal(String),
}

impl ShopError {
    /// A validation error with one message.
    pub fn invalid(message: impl Into<String>) -> Self {
        ShopError::Invalid {
            message: message.into(),
            errors: FieldErrors::new(),
        }
    }

    /// A validation error with field messages; the summary is the first field's message.
    pub fn fields(errors: FieldErrors) -> Self {
        let message = errors
            .values()
            .next()
            .cloned()
            .unwrap_or_else(|| "Invalid input.".into());
        ShopError::Invalid { message, errors }
    }

    /// Maps a store "not found" to a message naming the thing.
    pub fn not_found(what: &str) -> impl Fn(StoreError) -> ShopError + '_ {
        move |e| match e {
            StoreError::NotFound => ShopError::NotFound(format!("{what} not found.")),
            other => other.into(),
        }
    }
}

impl From<StoreError> for ShopError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound => ShopError::NotFound("Not found.".into()),
            StoreError::Conflict(m) => ShopError::Conflict(m),
            StoreError::Coupon(p) => ShopError::Coupon(p),
            StoreError::Refund(p) => p.into(),
            other => ShopError::Internal(other.to_string()),
        }
    }
}

impl From<tokri_domain::refund::RefundProblem> for ShopError {
    /// A request that cannot be a refund is bad input (400); one that no longer fits what is
    /// left of the order is a conflict with what is stored (409).
    fn from(p: tokri_domain::refund::RefundProblem) -> Self {
        use tokri_domain::refund::RefundProblem as P;
        match p {
            P::Reason(_) | P::NothingAsked | P::UnknownLine(_) => ShopError::invalid(p.message()),
            _ => ShopError::Conflict(p.message()),
        }
    }
}

/// Result of a use case.
pub type ShopResult<T> = Result<T, ShopError>;
