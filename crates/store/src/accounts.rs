//! Users, their addresses and password-reset tokens.

use sqlx::Row;
use sqlx::any::AnyRow;

use tokri_domain::{Address, Role};

use crate::{Result, Store, StoreError, decode_enum, now_ms};

/// A user as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct UserRow {
    pub id: String,
    /// Display name.
    pub name: String,
    /// Email as given.
    pub email: String,
    /// argon2id hash; none for Google-only and guest identities.
    pub password_hash: Option<String>,
    /// Customer, guest or admin.
    pub role: Role,
    /// Google account id, when linked.
    pub google_sub: Option<String>,
    /// Raised to revoke every earlier token.
    pub token_epoch: i64,
    /// Whether the person proved they read mail at this address (Google said so, or they
    /// used a mailed reset link).
    pub email_verified: bool,
    /// Created, Unix ms.
    pub created_at: i64,
    /// Closed at the person's request (erased, or waiting to be): no sign-in opens it.
    pub closed: bool,
}

/// A new user.
#[derive(Debug, Clone)]
pub struct NewUser<'a> {
    pub id: &'a str,
    /// Display name.
    pub name: &'a str,
    /// Email as given.
    pub email: &'a str,
    /// Lowercased email.
    pub email_norm: &'a str,
    /// argon2id hash.
    pub password_hash: Option<&'a str>,
    /// Customer, guest or admin.
    pub role: Role,
    /// Google account id.
    pub google_sub: Option<&'a str>,
    /// Whether the email is already proven (Google-verified, or set by the shop's operator).
    pub email_verified: bool,
}

/// Most addresses one user can keep.
pub const MAX_ADDRESSES: i64 = 50;

/// A saved address.
#[derive(Debug, Clone, PartialEq)]
pub struct AddressRow {
    pub id: String,
    pub user_id: String,
    /// The address.
    pub address: Address,
}

const USER_COLUMNS: &str = "id, name, email, password_hash, role, google_sub, token_epoch, email_verified, created_at, closed_at";

fn user_from(row: &AnyRow) -> std::result::Result<UserRow, sqlx::Error> {
    Ok(UserRow {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        email: row.try_get("email")?,
        password_hash: row.try_get("password_hash")?,
        role: decode_enum(row, "role", Role::parse)?,
        google_sub: row.try_get("google_sub")?,
        token_epoch: row.try_get("token_epoch")?,
        email_verified: row.try_get::<i64, _>("email_verified")? != 0,
        created_at: row.try_get("created_at")?,
        closed: row.try_get::<Option<i64>, _>("closed_at")?.is_some(),
    })
}

/// Replaces the words `user_id` is found by with those of its `name` and `email` (migration
/// 0027); answers how many were written.
pub(crate) async fn write_account_words(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    user_id: &str,
    name: &str,
    email: &str,
) -> Result<u64> {
    sqlx::query("DELETE FROM account_words WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    let words = tokri_domain::search::stored_words(&[name, email]);
    for word in &words {
        sqlx::query(
            "INSERT INTO account_words (word, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .bind(word)
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(words.len() as u64)
}

const ADDRESS_COLUMNS: &str = "id, user_id, name, mobile, street, city, state, zip, country";

fn address_from(row: &AnyRow) -> std::result::Result<AddressRow, sqlx::Error> {
    Ok(AddressRow {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        address: crate::address_from(row, "")?,
    })
}

impl Store {
    /// Creates a user. A registered email already in use is a conflict.
    pub async fn create_user(&self, u: &NewUser<'_>) -> Result<UserRow> {
        let now = now_ms();
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "INSERT INTO users (id, name, email, email_norm, password_hash, role, google_sub, token_epoch, email_verified, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $9, $8, $8)",
        )
        .bind(u.id)
        .bind(u.name)
        .bind(u.email)
        .bind(u.email_norm)
        .bind(u.password_hash)
        .bind(u.role.as_str())
        .bind(u.google_sub)
        .bind(now)
        .bind(crate::bool_int(u.email_verified))
        .execute(&mut *tx)
        .await
        .map_err(|e| {
            if StoreError::is_unique_violation(&e) {
                StoreError::Conflict("An account with this email already exists.".into())
            } else {
                e.into()
            }
        })?;
        write_account_words(&mut tx, u.id, u.name, u.email).await?;
        tx.commit().await?;
        self.get_user(u.id).await
    }

    /// Indexes the words of every account that has none yet (accounts made before migration
    /// 0027, or written by a tool straight into the database), a thousand at a time; answers
    /// how many. Run as the server starts; two instances starting at once write the same rows.
    pub async fn index_unindexed_accounts(&self) -> Result<u64> {
        let mut done = 0;
        loop {
            let rows = sqlx::query(
                "SELECT id, name, email FROM users u \
                 WHERE NOT EXISTS (SELECT 1 FROM account_words w WHERE w.user_id = u.id) LIMIT 1000",
            )
            .fetch_all(self.pool())
            .await?;
            let mut tx = self.pool().begin().await?;
            let mut wrote = 0;
            for row in &rows {
                let (id, name, email): (String, String, String) = (
                    row.try_get("id")?,
                    row.try_get("name")?,
                    row.try_get("email")?,
                );
                wrote += write_account_words(&mut tx, &id, &name, &email).await?;
            }
            tx.commit().await?;
            done += rows.len() as u64;
            // An account whose name and email hold no word at all is left wordless.
            if rows.len() < 1000 || wrote == 0 {
                return Ok(done);
            }
        }
    }

    /// One user by id.
    pub async fn get_user(&self, id: &str) -> Result<UserRow> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
        self.fetch_by_id(&sql, id, user_from).await
    }

    /// The registered (non-guest) user with this lowercased email.
    pub async fn find_registered_user_by_email(&self, email_norm: &str) -> Result<Option<UserRow>> {
        let sql =
            format!("SELECT {USER_COLUMNS} FROM users WHERE email_norm = $1 AND role <> 'guest'");
        let row = sqlx::query(&sql)
            .bind(email_norm)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.as_ref().map(user_from).transpose()?)
    }

    /// The user linked to this Google account id.
    pub async fn find_user_by_google_sub(&self, sub: &str) -> Result<Option<UserRow>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE google_sub = $1");
        let row = sqlx::query(&sql)
            .bind(sub)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.as_ref().map(user_from).transpose()?)
    }

    /// Links a Google account id to a user and marks the email proven. With
    /// `revoke_password`, the password is removed and every earlier token revoked in the same
    /// statement: whoever set that password never proved they own the email.
    pub async fn link_google_sub(&self, id: &str, sub: &str, revoke_password: bool) -> Result<()> {
        let sql = if revoke_password {
            "UPDATE users SET google_sub = $2, email_verified = 1, password_hash = NULL, \
             token_epoch = token_epoch + 1, updated_at = $3 WHERE id = $1"
        } else {
            "UPDATE users SET google_sub = $2, email_verified = 1, updated_at = $3 WHERE id = $1"
        };
        sqlx::query(sql)
            .bind(id)
            .bind(sub)
            .bind(now_ms())
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Sets a user's role.
    pub async fn set_user_role(&self, id: &str, role: Role) -> Result<()> {
        sqlx::query("UPDATE users SET role = $2, updated_at = $3 WHERE id = $1")
            .bind(id)
            .bind(role.as_str())
            .bind(now_ms())
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Sets a password hash and revokes every earlier token.
    pub async fn set_user_password(&self, id: &str, hash: &str) -> Result<()> {
        sqlx::query(
            "UPDATE users SET password_hash = $2, token_epoch = token_epoch + 1, updated_at = $3 WHERE id = $1",
        )
        .bind(id)
        .bind(hash)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Revokes every token issued so far to a user.
    pub async fn bump_token_epoch(&self, id: &str) -> Result<()> {
        sqlx::query(
            "UPDATE users SET token_epoch = token_epoch + 1, updated_at = $2 WHERE id = $1",
        )
        .bind(id)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// A user's addresses, oldest first.
    pub async fn list_addresses(&self, user_id: &str) -> Result<Vec<AddressRow>> {
        let sql = format!(
            "SELECT {ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY created_at, id"
        );
        let rows = sqlx::query(&sql)
            .bind(user_id)
            .fetch_all(self.pool())
            .await?;
        Ok(rows
            .iter()
            .map(address_from)
            .collect::<std::result::Result<_, _>>()?)
    }

    /// One of a user's addresses; another user's address is not found.
    pub async fn get_address(&self, user_id: &str, id: &str) -> Result<AddressRow> {
        let sql = format!("SELECT {ADDRESS_COLUMNS} FROM addresses WHERE id = $1 AND user_id = $2");
        let row = sqlx::query(&sql)
            .bind(id)
            .bind(user_id)
            .fetch_optional(self.pool())
            .await?;
        row.as_ref()
            .map(address_from)
            .transpose()?
            .ok_or(StoreError::NotFound)
    }

    /// Adds an address to a user, unless they already keep [`MAX_ADDRESSES`] (a conflict).
    /// The count is raised by one guarded UPDATE in the same transaction as the insert, so
    /// parallel requests cannot pass the cap together on either database.
    pub async fn create_address(&self, user_id: &str, id: &str, a: &Address) -> Result<AddressRow> {
        let now = now_ms();
        let mut tx = self.pool().begin().await?;
        let room = sqlx::query(
            "UPDATE users SET address_count = address_count + 1 WHERE id = $1 AND address_count < $2",
        )
        .bind(user_id)
        .bind(MAX_ADDRESSES)
        .execute(&mut *tx)
        .await?;
        if room.rows_affected() == 0 {
            return Err(StoreError::Conflict(format!(
                "You can keep at most {MAX_ADDRESSES} addresses."
            )));
        }
        sqlx::query(
            "INSERT INTO addresses (id, user_id, name, mobile, street, city, state, zip, country, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
        )
        .bind(id)
        .bind(user_id)
        .bind(&a.name)
        .bind(&a.mobile)
        .bind(&a.street)
        .bind(&a.city)
        .bind(&a.state)
        .bind(&a.zip)
        .bind(&a.country)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.get_address(user_id, id).await
    }

    /// Replaces one of a user's addresses.
    pub async fn update_address(&self, user_id: &str, id: &str, a: &Address) -> Result<AddressRow> {
        let done = sqlx::query(
            "UPDATE addresses SET name = $3, mobile = $4, street = $5, city = $6, state = $7, zip = $8, \
             country = $9, updated_at = $10 WHERE id = $1 AND user_id = $2",
        )
        .bind(id)
        .bind(user_id)
        .bind(&a.name)
        .bind(&a.mobile)
        .bind(&a.street)
        .bind(&a.city)
        .bind(&a.state)
        .bind(&a.zip)
        .bind(&a.country)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        self.get_address(user_id, id).await
    }

    /// Deletes one of a user's addresses.
    pub async fn delete_address(&self, user_id: &str, id: &str) -> Result<()> {
        let mut tx = self.pool().begin().await?;
        let done = sqlx::query("DELETE FROM addresses WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        sqlx::query("UPDATE users SET address_count = address_count - 1 WHERE id = $1")
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Stores a reset token's hash for a user.
    pub async fn create_reset_token(
        &self,
        user_id: &str,
        token_hash: &str,
        expires_at: i64,
    ) -> Result<()> {
        sqlx::query(
            "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(token_hash)
        .bind(user_id)
        .bind(expires_at)
        .bind(now_ms())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// With an unused, unexpired reset token: sets the user's password hash, ends every other
    /// reset link of the account and every earlier session, marks the email proven (the link
    /// was mailed there) and answers the user id; otherwise None and nothing changes. One
    /// transaction, and the token is taken by one guarded UPDATE, so two uses cannot both win.
    pub async fn reset_password_with_token(
        &self,
        token_hash: &str,
        now: i64,
        password_hash: &str,
    ) -> Result<Option<String>> {
        let mut tx = self.pool().begin().await?;
        let user: Option<String> = sqlx::query_scalar(
            "UPDATE password_reset_tokens SET used_at = $2 \
             WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(user) = user else {
            return Ok(None);
        };
        sqlx::query(
            "UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL",
        )
        .bind(&user)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE users SET password_hash = $2, email_verified = 1, token_epoch = token_epoch + 1, \
             updated_at = $3 WHERE id = $1",
        )
        .bind(&user)
        .bind(password_hash)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(user))
    }
}
