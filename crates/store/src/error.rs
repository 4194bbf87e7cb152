use thiserror::Error;

/// What can go wrong in the store.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The record does not exist.
    #[error("not found")]
    NotFound,
    /// A uniqueness or reference rule refused the write; the text says which, for people.
    #[error("{0}")]
    Conflict(String),
    /// A coupon or offer could not be taken when the order was stored (used up meanwhile,
    /// already used by this customer, not a first order).
    #[error("{}", .0.message())]
    Coupon(tokri_domain::promo::CouponProblem),
    /// A refund cannot be made as asked (more than is left, a line not there, nothing paid).
    #[error("{}", .0.message())]
    Refund(tokri_domain::refund::RefundProblem),
    /// The database URL or backend cannot be used.
    #[error("{0}")]
    Config(String),
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// Migrations failed.
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl StoreError {
    /// Whether a database error is a unique-constraint violation.
    pub(crate) fn is_unique_violation(e: &sqlx::Error) -> bool {
        match e {
            sqlx::Error::Database(d) => {
                d.is_unique_violation() || d.message().contains("UNIQUE constraint failed")
            }
            _ => false,
        }
    }

    /// Whether a database error is a foreign-key violation.
    pub(crate) fn is_foreign_key_violation(e: &sqlx::Error) -> bool {
        match e {
            sqlx::Error::Database(d) => {
                d.is_foreign_key_violation()
                    || d.message().contains("FOREIGN KEY constraint failed")
            }
            _ => false,
        }
    }
}
