//! The data folder is private: it holds the database, the token signing key and mail with
//! live password-reset links. It is made 0700 at every start (also when it existed with looser
//! permissions: in a folder others may write to, they could replace `jwt-secret` or the
//! database), and the files Tokri keeps there are 0600, also when an earlier version left them
//! readable by others.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// The file of a `sqlite:` database URL (None for an in-memory database or another backend).
pub fn sqlite_file(database_url: &str) -> Option<PathBuf> {
    let rest = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or("");
    if path.is_empty() || path.starts_with(":memory:") {
        return None;
    }
    Some(PathBuf::from(path))
}

/// Creates the data folder (0700) if missing and makes the files Tokri keeps in it private:
/// the SQLite database (created empty with 0600 before SQLite opens it, so its `-wal` and `-shm`
/// files, which SQLite creates with the database's mode, are private too), `jwt-secret`, and
/// the mail outbox folder and its messages.
pub fn prepare(data_dir: &Path, database_url: &str) -> Result<()> {
    create_private_dir(data_dir)
        .with_context(|| format!("TOKRI_DATA_DIR: cannot create {}", data_dir.display()))?;
    make_private_dir(data_dir)?;
    let mut files = vec![data_dir.join("jwt-secret")];
    if let Some(db) = sqlite_file(database_url) {
        if let Some(parent) = db.parent().filter(|p| !p.as_os_str().is_empty()) {
            create_private_dir(parent).with_context(|| {
                format!("TOKRI_DATABASE_URL: cannot create {}", parent.display())
            })?;
        }
        create_private_file(&db)
            .with_context(|| format!("TOKRI_DATABASE_URL: cannot create {}", db.display()))?;
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = db.clone().into_os_string();
            name.push(suffix);
            files.push(PathBuf::from(name));
        }
    }
    let outbox = data_dir.join("outbox");
    if outbox.is_dir() {
        set_mode(&outbox, 0o700)?;
        for entry in std::fs::read_dir(&outbox)
            .with_context(|| format!("cannot read {}", outbox.display()))?
        {
            let path = entry?.path();
            if path.is_file() {
                files.push(path);
            }
        }
    }
    for file in files {
        if file.is_file() {
            set_mode(&file, 0o600)?;
        }
    }
    Ok(())
}

/// Creates `dir` and its missing parents with mode 0700 (an existing folder is left as it is).
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Creates an empty file with mode 0600 unless it exists.
pub fn create_private_file(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).map(drop)
}

/// Creates a new, empty file with mode 0600; fails if it exists.
pub fn create_new_private_file(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).map(drop)
}

fn set_mode(path: &Path, mode: u32) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let current = std::fs::metadata(path)
            .with_context(|| format!("cannot read {}", path.display()))?
            .permissions()
            .mode()
            & 0o777;
        if current != mode {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
                .with_context(|| format!("cannot make {} private", path.display()))?;
        }
    }
    #[cfg(not(unix))]
    let _ = (path, mode);
    Ok(())
}

/// Makes an existing data folder 0700, saying so when it was open to others; refuses to start
/// (with the command that fixes it) when it cannot.
fn make_private_dir(dir: &Path) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir)
            .with_context(|| format!("TOKRI_DATA_DIR: cannot read {}", dir.display()))?
            .permissions()
            .mode()
            & 0o777;
        if mode != 0o700 {
            std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).with_context(
                || {
                    format!(
                        "TOKRI_DATA_DIR: {} has mode {mode:o} and cannot be made private; run `chmod 700 {}` as its owner",
                        dir.display(),
                        dir.display()
                    )
                },
            )?;
            tracing::warn!(
                dir = %dir.display(),
                was = format!("{mode:o}"),
                "the data folder was open to other users; it is 0700 now"
            );
        }
    }
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_urls_name_their_file() {
        assert_eq!(
            sqlite_file("sqlite://./data/tokri.db"),
            Some(PathBuf::from("./data/tokri.db"))
        );
        assert_eq!(
            sqlite_file("sqlite:///var/lib/tokri/tokri.db?mode=rwc"),
            Some(PathBuf::from("/var/lib/tokri/tokri.db"))
        );
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://db/tokri"), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_new_data_folder_and_its_files_are_private_and_old_files_are_made_private() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let root = tempfile::tempdir().unwrap();
        let data = root.path().join("data");
        // An outbox and a secret left readable by an earlier version.
        std::fs::create_dir_all(data.join("outbox")).unwrap();
        // A folder anyone may write to: others could replace the signing key in it.
        std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o777)).unwrap();
        std::fs::write(data.join("outbox/old.eml"), "reset link").unwrap();
        std::fs::set_permissions(
            data.join("outbox/old.eml"),
            std::fs::Permissions::from_mode(0o644),
        )
        .unwrap();
        std::fs::set_permissions(data.join("outbox"), std::fs::Permissions::from_mode(0o755))
            .unwrap();
        std::fs::write(data.join("jwt-secret"), "x".repeat(64)).unwrap();
        std::fs::set_permissions(
            data.join("jwt-secret"),
            std::fs::Permissions::from_mode(0o644),
        )
        .unwrap();
        let url = format!("sqlite://{}/tokri.db", data.display());
        prepare(&data, &url).unwrap();
        assert_eq!(mode(&data), 0o700);
        assert_eq!(mode(&data.join("tokri.db")), 0o600);
        assert_eq!(mode(&data.join("outbox")), 0o700);
        assert_eq!(mode(&data.join("outbox/old.eml")), 0o600);
        assert_eq!(mode(&data.join("jwt-secret")), 0o600);

        let fresh = root.path().join("a/b/data");
        prepare(&fresh, &format!("sqlite://{}/tokri.db", fresh.display())).unwrap();
        assert_eq!(mode(&fresh), 0o700);
        assert_eq!(mode(&fresh.join("tokri.db")), 0o600);
    }
}
