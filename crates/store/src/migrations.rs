//! The schema migrations, compiled into the binary. They are listed here rather than read by
//! `sqlx::migrate!`: that macro would make the build compile sqlx, both database drivers,
//! SQLite's C source and TLS a second time, for the compiler (minutes of every fresh build on
//! 2 cores). A test checks that the lists name every file in the folders and nothing else.
//! Each migration is what `sqlx::migrate!` made of its file (version, description, checksum),
//! so databases migrated before keep their history.

use std::borrow::Cow;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

/// One migration file: its name and text.
type File = (&'static str, &'static str);

macro_rules! files {
    ($dir:literal: $($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../migrations/", $dir, "/", $name)))),*]
    };
}

/// `migrations/sqlite`, oldest first.
pub(crate) const SQLITE: &[File] = files!("sqlite":
    "0001_initial.sql",
    "0002_account_hardening.sql",
    "0003_money.sql",
    "0004_multi_instance.sql",
    "0005_stock_and_visibility.sql",
    "0006_delivery.sql",
    "0007_gifts_and_cod.sql",
    "0008_pages.sql",
    "0009_invoices.sql",
    "0010_enum_checks.sql",
    "0011_gift_addresses.sql",
    "0012_growth.sql",
    "0013_variants.sql",
    "0014_order_numbers.sql",
    "0015_waitlist.sql",
    "0016_covering_filters.sql",
    "0017_business.sql",
    "0018_declarations.sql",
    "0019_help.sql",
    "0020_privacy.sql",
    "0021_promotions.sql",
    "0022_refunds.sql",
    "0023_reviews.sql",
    "0024_notifications.sql",
    "0025_b2b.sql",
    "0026_corporate.sql",
    "0027_account_words.sql",
    "0028_order_list_covering.sql",
    "0029_account_order_tallies.sql",
);

/// `migrations/postgres`, oldest first.
pub(crate) const POSTGRES: &[File] = files!("postgres":
    "0001_initial.sql",
    "0002_account_hardening.sql",
    "0003_money.sql",
    "0004_multi_instance.sql",
    "0005_stock_and_visibility.sql",
    "0006_delivery.sql",
    "0007_gifts_and_cod.sql",
    "0008_pages.sql",
    "0009_invoices.sql",
    "0010_enum_checks.sql",
    "0011_gift_addresses.sql",
    "0012_growth.sql",
    "0013_variants.sql",
    "0014_order_numbers.sql",
    "0015_waitlist.sql",
    "0016_covering_filters.sql",
    "0017_business.sql",
    "0018_declarations.sql",
    "0019_help.sql",
    "0020_privacy.sql",
    "0021_promotions.sql",
    "0022_refunds.sql",
    "0023_reviews.sql",
    "0024_notifications.sql",
    "0025_b2b.sql",
    "0026_corporate.sql",
    "0027_account_words.sql",
    "0028_order_list_covering.sql",
    "0029_account_order_tallies.sql",
);

/// Migration files as a source for sqlx's migrator.
#[derive(Debug)]
struct Embedded(&'static [File]);

impl MigrationSource<'static> for Embedded {
    fn resolve(
        self,
    ) -> futures_core::future::BoxFuture<'static, Result<Vec<Migration>, BoxDynError>> {
        Box::pin(async move { self.0.iter().map(|f| migration(*f)).collect() })
    }
}

/// A file as `sqlx::migrate!` reads it: `0003_money.sql` is version 3, "money".
fn migration((name, sql): File) -> Result<Migration, BoxDynError> {
    let (version, rest) = name
        .split_once('_')
        .ok_or_else(|| format!("migration {name}: no version"))?;
    let version: i64 = version.parse()?;
    let migration_type = MigrationType::from_filename(rest);
    let description = rest
        .trim_end_matches(migration_type.suffix())
        .replace('_', " ");
    Ok(Migration::new(
        version,
        Cow::Owned(description),
        migration_type,
        Cow::Borrowed(sql),
        sql.starts_with("-- no-transaction"),
    ))
}

/// The migrator of one backend's files.
pub(crate) async fn migrator(
    files: &'static [File],
) -> Result<Migrator, sqlx::migrate::MigrateError> {
    Migrator::new(Embedded(files)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_name_every_migration_file_in_order() {
        for (dir, list) in [("sqlite", SQLITE), ("postgres", POSTGRES)] {
            let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(dir);
            let mut on_disk: Vec<String> = std::fs::read_dir(&folder)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".sql"))
                .collect();
            on_disk.sort();
            let listed: Vec<String> = list.iter().map(|(n, _)| n.to_string()).collect();
            assert_eq!(
                listed, on_disk,
                "crates/store/src/migrations.rs must list migrations/{dir}"
            );
        }
    }

    #[test]
    fn migrations_read_as_sqlx_reads_their_folder() {
        for (dir, list) in [("sqlite", SQLITE), ("postgres", POSTGRES)] {
            let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("migrations")
                .join(dir);
            let from_folder = sqlx::migrate::resolve_blocking(&folder).unwrap();
            let embedded: Vec<Migration> = list.iter().map(|f| migration(*f).unwrap()).collect();
            assert_eq!(from_folder.len(), embedded.len());
            for ((a, _), b) in from_folder.iter().zip(&embedded) {
                assert_eq!(
                    (a.version, &a.description, &a.checksum, a.no_tx),
                    (b.version, &b.description, &b.checksum, b.no_tx),
                    "{dir}"
                );
            }
        }
    }
}
