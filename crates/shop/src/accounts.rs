//! Accounts: sign-up, sign-in (password and Google), sessions, password reset, guest
//! identities and the customer's saved addresses.

use std::sync::Arc;
use std::time::Duration;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use sha2::{Digest, Sha256};
use tokri_domain::{AddressInput, Email, FieldErrors, new_id};
use tokri_store::Store;
use tokri_store::accounts::{AddressRow, AddressWrite, NewUser, UserRow};

use crate::google::GoogleVerifier;
use crate::mail::{Mail, Mailer, html_escape, html_layout};
use crate::ratelimit::RateLimiter;
use crate::tokens::TokenKeys;
use crate::{Settings, ShopError, ShopResult};

/// Shortest password accepted (SPEC §9).
pub const MIN_PASSWORD: usize = 6;
/// Longest password accepted, so hashing cost stays bounded.
pub const MAX_PASSWORD: usize = 256;
/// How long a password-reset link works.
pub const RESET_TTL_MS: i64 = 30 * 60 * 1000;

fn argon2() -> Argon2<'static> {
    // DESIGN §2: argon2id, m = 19456 KiB, t = 2, p = 1.
    let params = Params::new(19_456, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a password with argon2id and a random salt.
pub fn hash_password(password: &str) -> ShopResult<String> {
    let mut salt = [0u8; 16];
    rand::fill(&mut salt);
    argon2()
        .hash_password_with_salt(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| ShopError::Internal(e.to_string()))
}

/// Whether `password` matches a stored hash.
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|h| argon2().verify_password(password.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

/// Checks a new password's length.
pub fn check_new_password(password: &str) -> ShopResult<()> {
    let n = password.chars().count();
    if n < MIN_PASSWORD {
        return Err(ShopError::invalid(
            "Password must be at least 6 characters long.",
        ));
    }
    if n > MAX_PASSWORD {
        return Err(ShopError::invalid("Password is too long."));
    }
    Ok(())
}

fn address_write(a: AddressInput) -> AddressWrite {
    AddressWrite {
        name: a.name,
        mobile: a.mobile,
        street: a.street,
        city: a.city,
        state: a.state,
        zip: a.zip,
        country: a.country,
    }
}

/// Accounts use cases.
#[derive(Debug)]
pub struct Accounts {
    store: Store,
    keys: TokenKeys,
    mailer: Arc<Mailer>,
    google: Option<GoogleVerifier>,
    public_url: String,
    dummy_hash: String,
    login_per_account: RateLimiter,
    login_per_client: RateLimiter,
    forgot_per_account: RateLimiter,
    forgot_per_client: RateLimiter,
}

/// What an admin-ensuring call did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdminOutcome {
    /// A new admin account was made.
    Created,
    /// An existing account was made admin and given the password.
    Promoted,
    /// The account was already an admin; its password was set.
    Updated,
}

/// A signed-in session: the token and who it is for.
#[derive(Debug, Clone)]
pub struct Session {
    /// Bearer token.
    pub token: String,
    /// The user.
    pub user: UserRow,
}

/// A guest checkout's session and its address.
#[derive(Debug, Clone)]
pub struct GuestSession {
    /// Bearer token and the guest identity.
    pub session: Session,
    /// The guest's addresses (the one just given).
    pub addresses: Vec<AddressRow>,
}

/// Same answer for an unknown email and a wrong password, so neither is revealed.
const BAD_LOGIN: &str = "Invalid email or password.";
const TOO_MANY: &str = "Too many attempts. Please wait a few minutes and try again.";

fn now_secs() -> i64 {
    tokri_store::now_ms() / 1000
}

fn sha256_hex(s: &str) -> String {
    hex::encode(Sha256::digest(s.as_bytes()))
}

impl Accounts {
    /// Accounts over a store.
    pub fn new(store: Store, settings: &Settings, mailer: Arc<Mailer>) -> Self {
        let minute = Duration::from_secs(60);
        Accounts {
            keys: TokenKeys::new(settings.jwt_secret.expose().as_bytes()),
            google: settings
                .google_client_id
                .clone()
                .map(|id| GoogleVerifier::new(id, settings.google_jwks_url.clone())),
            public_url: settings.public_url.clone(),
            dummy_hash: hash_password("tokri-dummy-password").unwrap_or_default(),
            login_per_account: RateLimiter::new(10, 15 * minute),
            login_per_client: RateLimiter::new(60, 15 * minute),
            forgot_per_account: RateLimiter::new(5, 60 * minute),
            forgot_per_client: RateLimiter::new(20, 60 * minute),
            mailer,
            store,
        }
    }

    fn session(&self, user: UserRow) -> Session {
        Session {
            token: self
                .keys
                .issue(&user.id, &user.role, user.token_epoch, now_secs()),
            user,
        }
    }

    /// The user a bearer token belongs to, if it is valid and not revoked.
    pub async fn authenticate(&self, token: &str) -> ShopResult<UserRow> {
        let expired =
            || ShopError::Unauthorized("Your session has expired. Please log in again.".into());
        let claims = self.keys.check(token).ok_or_else(expired)?;
        let user = match self.store.get_user(&claims.sub).await {
            Ok(u) => u,
            Err(tokri_store::StoreError::NotFound) => return Err(expired()),
            Err(e) => return Err(e.into()),
        };
        if user.token_epoch != claims.epoch {
            return Err(expired());
        }
        Ok(user)
    }

    /// Creates a customer account. Any role in the request is ignored: sign-up makes customers.
    pub async fn signup(&self, name: &str, email: &str, password: &str) -> ShopResult<UserRow> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ShopError::invalid("Please enter your name."));
        }
        if name.chars().count() > 100 {
            return Err(ShopError::invalid("The name is too long."));
        }
        let email =
            Email::parse(email).ok_or_else(|| ShopError::invalid("Please enter a valid email."))?;
        check_new_password(password)?;
        if self
            .store
            .find_registered_user_by_email(&email.normalized())
            .await?
            .is_some()
        {
            return Err(ShopError::Conflict(
                "An account with this email already exists.".into(),
            ));
        }
        let hash = hash_password(password)?;
        let id = new_id();
        let user = self
            .store
            .create_user(&NewUser {
                id: &id,
                name,
                email: email.as_str(),
                email_norm: &email.normalized(),
                password_hash: Some(&hash),
                role: "customer",
                google_sub: None,
            })
            .await?;
        let login = format!("{}/login", self.public_url);
        let mail = Mail {
            to: user.email.clone(),
            to_name: user.name.clone(),
            subject: "Welcome to Tokri".into(),
            text: format!(
                "Hello {},\n\nWelcome to Tokri! Your account is ready. Sign in at {login} to save addresses, keep favourites and follow your orders.\n\nFresh fruit, delivered.\nTokri",
                user.name
            ),
            html: html_layout(
                "Welcome to Tokri",
                &format!(
                    "<p>Hello {},</p><p>Your account is ready. <a href=\"{}\">Sign in</a> to save addresses, keep favourites and follow your orders.</p>",
                    html_escape(&user.name),
                    html_escape(&login)
                ),
            ),
        };
        self.mailer.send_later(mail);
        Ok(user)
    }

    /// Signs in with email and password.
    pub async fn login(&self, email: &str, password: &str, client: &str) -> ShopResult<Session> {
        let norm = email.trim().to_lowercase();
        if norm.is_empty() || password.is_empty() {
            return Err(ShopError::invalid("Please enter your email and password."));
        }
        if !self.login_per_client.allow(client) || !self.login_per_account.allow(&norm) {
            return Err(ShopError::TooManyRequests(TOO_MANY.into()));
        }
        let user = self.store.find_registered_user_by_email(&norm).await?;
        let ok = match &user {
            Some(u) => u
                .password_hash
                .as_deref()
                .is_some_and(|h| verify_password(password, h)),
            None => {
                // Spend the time of a real check, so timing does not reveal which emails exist.
                let _ = verify_password(password, &self.dummy_hash);
                false
            }
        };
        match (ok, user) {
            (true, Some(u)) => Ok(self.session(u)),
            _ => Err(ShopError::Unauthorized(BAD_LOGIN.into())),
        }
    }

    /// Revokes every token of the user.
    pub async fn logout(&self, user_id: &str) -> ShopResult<()> {
        Ok(self.store.bump_token_epoch(user_id).await?)
    }

    /// Sends a reset link if a registered account has this email; answers the same either way.
    pub async fn forgot_password(&self, email: &str, client: &str) -> ShopResult<()> {
        let email =
            Email::parse(email).ok_or_else(|| ShopError::invalid("Please enter a valid email."))?;
        let norm = email.normalized();
        if !self.forgot_per_client.allow(client) || !self.forgot_per_account.allow(&norm) {
            return Err(ShopError::TooManyRequests(TOO_MANY.into()));
        }
        let Some(user) = self.store.find_registered_user_by_email(&norm).await? else {
            return Ok(());
        };
        let mut raw = [0u8; 32];
        rand::fill(&mut raw);
        let token = hex::encode(raw);
        self.store
            .create_reset_token(
                &user.id,
                &sha256_hex(&token),
                tokri_store::now_ms() + RESET_TTL_MS,
            )
            .await?;
        let link = format!("{}/reset-password?token={token}", self.public_url);
        let mail = Mail {
            to: user.email.clone(),
            to_name: user.name.clone(),
            subject: "Reset your Tokri password".into(),
            text: format!(
                "Hello {},\n\nSomeone asked to reset the password of your Tokri account. Open this link within 30 minutes to choose a new one:\n\n{link}\n\nIf it was not you, ignore this message; your password stays as it is.\n\nTokri",
                user.name
            ),
            html: html_layout(
                "Reset your password",
                &format!(
                    "<p>Hello {name},</p><p>Someone asked to reset the password of your Tokri account. The link works for 30 minutes.</p>\
                     <p><a href=\"{link}\" style=\"background:#16a34a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none\">Choose a new password</a></p>\
                     <p style=\"font-size:12px;color:#555\">Or paste this address into your browser: {link}</p><p>If it was not you, ignore this message.</p>",
                    name = html_escape(&user.name),
                    link = html_escape(&link),
                ),
            ),
        };
        self.mailer.send_later(mail);
        Ok(())
    }

    /// Sets a new password with a reset token; the token is single use and every earlier
    /// session of the account ends.
    pub async fn reset_password(&self, token: &str, new_password: &str) -> ShopResult<()> {
        let token = token.trim();
        if token.is_empty() {
            return Err(ShopError::invalid("Reset link is missing or invalid."));
        }
        check_new_password(new_password)?;
        let user_id = self
            .store
            .consume_reset_token(&sha256_hex(token), tokri_store::now_ms())
            .await?
            .ok_or_else(|| {
                ShopError::invalid("Password reset failed. The link may have expired.")
            })?;
        let hash = hash_password(new_password)?;
        self.store.set_user_password(&user_id, &hash).await?;
        Ok(())
    }

    /// Creates a separate guest identity with this address and signs it in. It never opens a
    /// registered account, whatever its email.
    pub async fn guest_checkout(
        &self,
        name: &str,
        email: &str,
        address: Result<AddressInput, FieldErrors>,
    ) -> ShopResult<GuestSession> {
        let mut errors = address.as_ref().err().cloned().unwrap_or_default();
        let name = name.trim();
        if name.is_empty() {
            errors.insert("name".into(), "Please enter your name.".into());
        }
        let parsed = Email::parse(email);
        if email.trim().is_empty() {
            errors.insert("email".into(), "Please enter your email.".into());
        } else if parsed.is_none() {
            errors.insert("email".into(), "Please enter a valid email.".into());
        }
        let (Some(email), Ok(address)) = (parsed, address) else {
            return Err(ShopError::fields(errors));
        };
        if !errors.is_empty() {
            return Err(ShopError::fields(errors));
        }
        let id = new_id();
        let user = self
            .store
            .create_user(&NewUser {
                id: &id,
                name,
                email: email.as_str(),
                email_norm: &email.normalized(),
                password_hash: None,
                role: "guest",
                google_sub: None,
            })
            .await?;
        let address = self
            .store
            .create_address(&user.id, &new_id(), &address_write(address))
            .await?;
        Ok(GuestSession {
            session: self.session(user),
            addresses: vec![address],
        })
    }

    /// Whether Google sign-in is configured.
    pub fn google_enabled(&self) -> bool {
        self.google.is_some()
    }

    /// Signs in with a Google ID token: by Google account id, else by linking the registered
    /// account that has the same Google-verified email, else as a new customer.
    pub async fn google(&self, id_token: &str) -> ShopResult<Session> {
        let verifier = self
            .google
            .as_ref()
            .ok_or_else(|| ShopError::NotFound("Google sign-in is not enabled.".into()))?;
        let who = verifier.verify(id_token).await?;
        if let Some(u) = self.store.find_user_by_google_sub(&who.sub).await? {
            return Ok(self.session(u));
        }
        let refused = || ShopError::Unauthorized("Google login failed".into());
        let email = who
            .email
            .as_deref()
            .and_then(Email::parse)
            .ok_or_else(refused)?;
        if !who.email_verified {
            return Err(refused());
        }
        if let Some(u) = self
            .store
            .find_registered_user_by_email(&email.normalized())
            .await?
        {
            self.store.link_google_sub(&u.id, &who.sub).await?;
            return Ok(self.session(self.store.get_user(&u.id).await?));
        }
        let id = new_id();
        let name = who
            .name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| {
                email
                    .as_str()
                    .split('@')
                    .next()
                    .unwrap_or("Customer")
                    .to_string()
            });
        let user = self
            .store
            .create_user(&NewUser {
                id: &id,
                name: &name,
                email: email.as_str(),
                email_norm: &email.normalized(),
                password_hash: None,
                role: "customer",
                google_sub: Some(&who.sub),
            })
            .await?;
        Ok(self.session(user))
    }

    /// A user's saved addresses.
    pub async fn list_addresses(&self, user: &UserRow) -> ShopResult<Vec<AddressRow>> {
        Ok(self.store.list_addresses(&user.id).await?)
    }

    /// Saves a new address for a user.
    pub async fn create_address(&self, user: &UserRow, a: AddressInput) -> ShopResult<AddressRow> {
        if self.store.list_addresses(&user.id).await?.len() >= 50 {
            return Err(ShopError::Conflict(
                "You can keep at most 50 addresses.".into(),
            ));
        }
        Ok(self
            .store
            .create_address(&user.id, &new_id(), &address_write(a))
            .await?)
    }

    /// Replaces one of the user's own addresses.
    pub async fn update_address(
        &self,
        user: &UserRow,
        id: &str,
        a: AddressInput,
    ) -> ShopResult<AddressRow> {
        self.store
            .update_address(&user.id, id, &address_write(a))
            .await
            .map_err(ShopError::not_found("Address"))
    }

    /// Deletes one of the user's own addresses.
    pub async fn delete_address(&self, user: &UserRow, id: &str) -> ShopResult<()> {
        self.store
            .delete_address(&user.id, id)
            .await
            .map_err(ShopError::not_found("Address"))
    }

    /// Makes sure an admin with this email and password exists: creates it, or promotes the
    /// registered account with that email and sets its password. Running it again changes nothing
    /// but the password hash.
    pub async fn ensure_admin(
        &self,
        email: &str,
        password: &str,
    ) -> ShopResult<(UserRow, AdminOutcome)> {
        let email =
            Email::parse(email).ok_or_else(|| ShopError::invalid("Please enter a valid email."))?;
        check_new_password(password)?;
        let hash = hash_password(password)?;
        match self
            .store
            .find_registered_user_by_email(&email.normalized())
            .await?
        {
            Some(user) => {
                let outcome = if user.role == "admin" {
                    AdminOutcome::Updated
                } else {
                    AdminOutcome::Promoted
                };
                if user.role != "admin" {
                    self.store.set_user_role(&user.id, "admin").await?;
                }
                let same = user
                    .password_hash
                    .as_deref()
                    .is_some_and(|h| verify_password(password, h));
                if !same {
                    self.store.set_user_password(&user.id, &hash).await?;
                }
                Ok((self.store.get_user(&user.id).await?, outcome))
            }
            None => {
                let id = new_id();
                let name = email
                    .as_str()
                    .split('@')
                    .next()
                    .unwrap_or("Admin")
                    .to_string();
                let user = self
                    .store
                    .create_user(&NewUser {
                        id: &id,
                        name: &name,
                        email: email.as_str(),
                        email_norm: &email.normalized(),
                        password_hash: Some(&hash),
                        role: "admin",
                        google_sub: None,
                    })
                    .await?;
                Ok((user, AdminOutcome::Created))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_verify_only_against_their_own_hash() {
        let h = hash_password("secret1").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_password("secret1", &h));
        assert!(!verify_password("secret2", &h));
        assert!(!verify_password("secret1", "not a hash"));
    }

    #[test]
    fn short_passwords_are_refused_with_the_spec_message() {
        let e = check_new_password("12345").unwrap_err();
        assert_eq!(
            e.to_string(),
            "Password must be at least 6 characters long."
        );
        assert!(check_new_password("123456").is_ok());
    }
}
