//! Accounts: sign-up, sign-in (password and Google), sessions, password reset, guest
//! identities and the customer's saved addresses.

use std::sync::Arc;
use std::time::Duration;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use sha2::{Digest, Sha256};
use tokri_domain::privacy::ConsentPurpose;
use tokri_domain::{Address, Email, FieldErrors, PersonName, Role, new_id};
use tokri_store::Store;
use tokri_store::accounts::{AddressRow, NewUser, UserRow};

use crate::google::GoogleVerifier;
use crate::mail::{Mail, MailQueue, html_escape, html_layout};
use crate::ratelimit::RateLimiter;
use crate::tokens::TokenKeys;
use crate::{Settings, ShopError, ShopResult};

/// Shortest password accepted (SPEC §9).
pub const MIN_PASSWORD: usize = 6;
/// Longest password accepted, so hashing cost stays bounded.
pub const MAX_PASSWORD: usize = 256;
/// How long a password-reset link works.
pub const RESET_TTL_MS: i64 = 30 * 60 * 1000;

/// The argon2id cost of new password hashes. A stored hash carries its own cost, which
/// verifying reads from it, so hashes made at any cost keep working.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordCost {
    /// Memory, in KiB.
    pub memory_kib: u32,
    /// Passes over the memory.
    pub passes: u32,
}

impl PasswordCost {
    /// DESIGN §2: m = 19456 KiB, t = 2 (p = 1). The server always hashes at this cost.
    pub const DESIGN: PasswordCost = PasswordCost {
        memory_kib: 19_456,
        passes: 2,
    };
    /// argon2id's smallest cost, for test shops that sign hundreds of accounts up and in: at
    /// the design cost, hashing was half of the API tests' time.
    pub const TESTS: PasswordCost = PasswordCost {
        memory_kib: 8,
        passes: 1,
    };
}

impl Default for PasswordCost {
    fn default() -> Self {
        PasswordCost::DESIGN
    }
}

fn argon2(cost: PasswordCost) -> Argon2<'static> {
    let params =
        Params::new(cost.memory_kib, cost.passes, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a password with argon2id at `cost` and a random salt (blocking: call it off the
/// async threads).
pub fn hash_password(password: &str, cost: PasswordCost) -> ShopResult<String> {
    let mut salt = [0u8; 16];
    rand::fill(&mut salt);
    argon2(cost)
        .hash_password_with_salt(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| ShopError::Internal(e.to_string()))
}

/// Whether `password` matches a stored hash, at the cost the hash was made with (blocking:
/// call it off the async threads).
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|h| {
            argon2(PasswordCost::DESIGN)
                .verify_password(password.as_bytes(), &h)
                .is_ok()
        })
        .unwrap_or(false)
}

/// Runs argon2 on the blocking threads, a few at a time: each hash takes ~19 MiB and tens of
/// milliseconds of a core, so a flood of sign-ups or logins waits its turn here instead of
/// starving the async threads that answer every other request.
#[derive(Debug)]
pub struct PasswordHasherPool {
    permits: tokio::sync::Semaphore,
    cost: PasswordCost,
}

impl PasswordHasherPool {
    /// A pool running at most one hash per core at once, hashing new passwords at `cost`.
    pub fn new(cost: PasswordCost) -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        PasswordHasherPool {
            permits: tokio::sync::Semaphore::new(cores),
            cost,
        }
    }

    async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> ShopResult<T> {
        let _permit = self
            .permits
            .acquire()
            .await
            .map_err(|e| ShopError::Internal(e.to_string()))?;
        tokio::task::spawn_blocking(f)
            .await
            .map_err(|e| ShopError::Internal(format!("password hashing: {e}")))
    }

    /// [`hash_password`] off the async threads.
    pub async fn hash(&self, password: &str) -> ShopResult<String> {
        let (password, cost) = (password.to_string(), self.cost);
        self.run(move || hash_password(&password, cost)).await?
    }

    /// [`verify_password`] off the async threads.
    pub async fn verify(&self, password: &str, hash: &str) -> ShopResult<bool> {
        let (password, hash) = (password.to_string(), hash.to_string());
        self.run(move || verify_password(&password, &hash)).await
    }
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

/// The accounts feature's rate limits: (attempts, window). Only failed sign-ins count, so a
/// stranger's wrong guesses cannot lock the owner out: they fill the (account, stranger's
/// address) counter and, far later, the per-account ceiling — never the owner's own counter.
pub mod limits {
    use std::time::Duration;

    const MINUTE: Duration = Duration::from_secs(60);
    const HOUR: Duration = Duration::from_secs(3600);

    /// Failed sign-ins of one account from one client address.
    pub const LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: (i64, Duration) =
        (10, MINUTE.saturating_mul(15));
    /// Failed sign-ins of one account from anywhere.
    pub const LOGIN_FAILURES_PER_ACCOUNT: (i64, Duration) = (100, MINUTE.saturating_mul(15));
    /// Failed sign-ins from one client address, whatever the account.
    pub const LOGIN_FAILURES_PER_CLIENT: (i64, Duration) = (60, MINUTE.saturating_mul(15));
    /// Sign-ups from one client address.
    pub const SIGNUPS_PER_CLIENT: (i64, Duration) = (20, HOUR);
    /// Sign-ups of the whole shop.
    pub const SIGNUPS_OVERALL: (i64, Duration) = (1000, HOUR);
    /// Guest checkouts from one client address.
    pub const GUESTS_PER_CLIENT: (i64, Duration) = (30, HOUR);
    /// Guest checkouts of the whole shop.
    pub const GUESTS_OVERALL: (i64, Duration) = (3000, HOUR);
    /// Reset links asked for one account.
    pub const FORGOT_PER_ACCOUNT: (i64, Duration) = (5, HOUR);
    /// Reset links asked from one client address.
    pub const FORGOT_PER_CLIENT: (i64, Duration) = (20, HOUR);
}

#[derive(Debug)]
struct Limiters {
    login_account_client: RateLimiter,
    login_account: RateLimiter,
    login_client: RateLimiter,
    signup_client: RateLimiter,
    signup_all: RateLimiter,
    guest_client: RateLimiter,
    guest_all: RateLimiter,
    forgot_account: RateLimiter,
    forgot_client: RateLimiter,
}

impl Limiters {
    fn new(store: &Store) -> Self {
        let l = |name, (n, w): (i64, Duration)| RateLimiter::new(store.clone(), name, n, w);
        Limiters {
            login_account_client: l(
                "login-account-client",
                limits::LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
            ),
            login_account: l("login-account", limits::LOGIN_FAILURES_PER_ACCOUNT),
            login_client: l("login-client", limits::LOGIN_FAILURES_PER_CLIENT),
            signup_client: l("signup-client", limits::SIGNUPS_PER_CLIENT),
            signup_all: l("signup-all", limits::SIGNUPS_OVERALL),
            guest_client: l("guest-client", limits::GUESTS_PER_CLIENT),
            guest_all: l("guest-all", limits::GUESTS_OVERALL),
            forgot_account: l("forgot-account", limits::FORGOT_PER_ACCOUNT),
            forgot_client: l("forgot-client", limits::FORGOT_PER_CLIENT),
        }
    }
}

/// Accounts use cases.
#[derive(Debug)]
pub struct Accounts {
    clock: Arc<dyn crate::clock::Clock>,
    store: Store,
    keys: TokenKeys,
    mail: Arc<MailQueue>,
    google: Option<GoogleVerifier>,
    public_url: String,
    dummy_hash: String,
    hasher: PasswordHasherPool,
    limits: Limiters,
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

/// The consents a person gives when signing up: each apart, none unless ticked.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SignupConsents {
    /// Offers and news by mail.
    pub marketing: bool,
    /// Order updates on WhatsApp.
    pub whatsapp: bool,
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
    pub fn new(
        store: Store,
        settings: &Settings,
        mail: Arc<MailQueue>,
        clock: Arc<dyn crate::clock::Clock>,
    ) -> Self {
        Accounts {
            clock,
            keys: TokenKeys::new(settings.jwt_secret.expose().as_bytes()),
            google: settings
                .google_client_id
                .clone()
                .map(|id| GoogleVerifier::new(id, settings.google_jwks_url.clone())),
            public_url: settings.public_url.clone(),
            dummy_hash: hash_password("tokri-dummy-password", settings.password_cost)
                .unwrap_or_default(),
            hasher: PasswordHasherPool::new(settings.password_cost),
            limits: Limiters::new(&store),
            mail,
            store,
        }
    }

    fn session(&self, user: UserRow) -> Session {
        Session {
            token: self
                .keys
                .issue(&user.id, user.role.as_str(), user.token_epoch, now_secs()),
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
        if user.token_epoch != claims.epoch || user.closed {
            return Err(expired());
        }
        Ok(user)
    }

    /// Creates a customer account. Any role in the request is ignored: sign-up makes customers.
    /// A taken email gets the same answer, in about the same time, as a new one (so sign-up
    /// does not tell who has an account); its owner is mailed a reset link instead.
    pub async fn signup(
        &self,
        name: &PersonName,
        email: &Email,
        password: &str,
        consents: SignupConsents,
        client: &str,
    ) -> ShopResult<()> {
        let name = name.as_str();
        check_new_password(password)?;
        if !self.limits.signup_client.allow(client).await?
            || !self.limits.signup_all.allow("all").await?
        {
            return Err(ShopError::TooManyRequests(TOO_MANY.into()));
        }
        // Hashed before looking, so a taken email costs the same time as a new one.
        let hash = self.hasher.hash(password).await?;
        let norm = email.normalized();
        if let Some(owner) = self.store.find_registered_user_by_email(&norm).await? {
            if !owner.closed {
                self.mail_already_registered(&owner).await;
            }
            return Ok(());
        }
        let id = new_id();
        let created = self
            .store
            .create_user(&NewUser {
                id: &id,
                name,
                email: email.as_str(),
                email_norm: &norm,
                password_hash: Some(&hash),
                role: Role::Customer,
                google_sub: None,
                email_verified: false,
            })
            .await;
        let user = match created {
            Ok(u) => u,
            // Taken by a parallel sign-up between the look-up and the insert.
            Err(tokri_store::StoreError::Conflict(_)) => {
                if let Some(owner) = self.store.find_registered_user_by_email(&norm).await? {
                    self.mail_already_registered(&owner).await;
                }
                return Ok(());
            }
            Err(e) => return Err(e.into()),
        };
        let now = self.clock.now_ms();
        for (purpose, given) in [
            (ConsentPurpose::Marketing, consents.marketing),
            (ConsentPurpose::Whatsapp, consents.whatsapp),
        ] {
            if given {
                self.store
                    .set_consent(&user.id, purpose, true, "signup", now)
                    .await?;
            }
        }
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
        self.mail.queue_or_log(mail).await;
        Ok(())
    }

    /// Tells the owner of a registered email that someone tried to sign up with it.
    async fn mail_already_registered(&self, owner: &UserRow) {
        let forgot = format!("{}/forgot-password", self.public_url);
        let login = format!("{}/login", self.public_url);
        self.mail.queue_or_log(Mail {
            to: owner.email.clone(),
            to_name: owner.name.clone(),
            subject: "You already have a Tokri account".into(),
            text: format!(
                "Hello {},\n\nSomeone (maybe you) tried to sign up at Tokri with this email, but you already have an account.\n\nSign in at {login}, or if you forgot your password, reset it here: {forgot}\n\nIf it was not you, ignore this message; nothing has changed.\n\nTokri",
                owner.name
            ),
            html: html_layout(
                "You already have an account",
                &format!(
                    "<p>Hello {},</p><p>Someone (maybe you) tried to sign up at Tokri with this email, but you already have an account.</p>\
                     <p><a href=\"{}\">Sign in</a>, or if you forgot your password, <a href=\"{}\">reset your password here</a>.</p>\
                     <p>If it was not you, ignore this message; nothing has changed.</p>",
                    html_escape(&owner.name),
                    html_escape(&login),
                    html_escape(&forgot)
                ),
            ),
        })
        .await;
    }

    /// Signs in with email and password. Every attempt is counted before the password is
    /// checked (so parallel guesses cannot slip past a limit) and a correct one is not kept.
    pub async fn login(&self, email: &str, password: &str, client: &str) -> ShopResult<Session> {
        let norm = email.trim().to_lowercase();
        if norm.is_empty() || password.is_empty() {
            return Err(ShopError::invalid("Please enter your email and password."));
        }
        let pair = format!("{norm}\u{1f}{client}");
        let l = &self.limits;
        // A client already over its limit is stopped before its attempt counts against the
        // account: otherwise one network's refused guesses would use up the account's ceiling
        // and lock its owner out.
        let within = l.login_client.allow(client).await?
            && l.login_account_client.allow(&pair).await?
            && l.login_account.allow(&norm).await?;
        if !within {
            return Err(ShopError::TooManyRequests(TOO_MANY.into()));
        }
        let user = self.store.find_registered_user_by_email(&norm).await?;
        // Without a password to check, spend the time of a real check, so timing does not
        // reveal which emails exist.
        let hash = user
            .as_ref()
            .and_then(|u| u.password_hash.clone())
            .unwrap_or_else(|| self.dummy_hash.clone());
        let matches = self.hasher.verify(password, &hash).await?;
        match user {
            Some(u) if matches && u.password_hash.is_some() => {
                l.login_client.forgive(client).await?;
                l.login_account_client.forgive(&pair).await?;
                l.login_account.forgive(&norm).await?;
                Ok(self.session(u))
            }
            _ => Err(ShopError::Unauthorized(BAD_LOGIN.into())),
        }
    }

    /// Revokes every token of the user.
    pub async fn logout(&self, user_id: &str) -> ShopResult<()> {
        Ok(self.store.bump_token_epoch(user_id).await?)
    }

    /// Sends a reset link if a registered account has this email; answers the same either way.
    pub async fn forgot_password(&self, email: &Email, client: &str) -> ShopResult<()> {
        let norm = email.normalized();
        if !self.limits.forgot_client.allow(client).await?
            || !self.limits.forgot_account.allow(&norm).await?
        {
            return Err(ShopError::TooManyRequests(TOO_MANY.into()));
        }
        let Some(user) = self
            .store
            .find_registered_user_by_email(&norm)
            .await?
            .filter(|u| !u.closed)
        else {
            return Ok(());
        };
        let mut raw = [0u8; 32];
        rand::fill(&mut raw);
        let token = hex::encode(raw);
        self.store
            .create_reset_token(
                &user.id,
                &sha256_hex(&token),
                self.clock.now_ms() + RESET_TTL_MS,
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
        self.mail.queue_or_log(mail).await;
        Ok(())
    }

    /// Sets a new password with a reset token; the token is single use, every other reset link
    /// of the account stops working, and every earlier session of the account ends.
    pub async fn reset_password(&self, token: &str, new_password: &str) -> ShopResult<()> {
        let token = token.trim();
        if token.is_empty() {
            return Err(ShopError::invalid("Reset link is missing or invalid."));
        }
        check_new_password(new_password)?;
        let hash = self.hasher.hash(new_password).await?;
        self.store
            .reset_password_with_token(&sha256_hex(token), self.clock.now_ms(), &hash)
            .await?
            .ok_or_else(|| {
                ShopError::invalid("Password reset failed. The link may have expired.")
            })?;
        Ok(())
    }

    /// Creates a separate guest identity with this address and signs it in. It never opens a
    /// registered account, whatever its email.
    pub async fn guest_checkout(
        &self,
        name: &str,
        email: &str,
        address: Result<Address, FieldErrors>,
        client: &str,
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
        crate::delivery::area_fee(&self.store, &address.zip).await?;
        if !self.limits.guest_client.allow(client).await?
            || !self.limits.guest_all.allow("all").await?
        {
            return Err(ShopError::TooManyRequests(TOO_MANY.into()));
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
                role: Role::Guest,
                google_sub: None,
                email_verified: false,
            })
            .await?;
        let address = self
            .store
            .create_address(&user.id, &new_id(), &address)
            .await?;
        Ok(GuestSession {
            session: self.session(user),
            addresses: vec![address],
        })
    }

    /// Tells an account's owner that Google sign-in replaced a password nobody proved.
    async fn mail_password_removed(&self, user: &UserRow) {
        let forgot = format!("{}/forgot-password", self.public_url);
        self.mail.queue_or_log(Mail {
            to: user.email.clone(),
            to_name: user.name.clone(),
            subject: "Google sign-in is now linked to your Tokri account".into(),
            text: format!(
                "Hello {},\n\nYou signed in to Tokri with Google. The account with this email had a password that was set before anyone proved the email, so for your safety we removed it and signed out every other session.\n\nSign in with Google from now on, or set a new password here: {forgot}\n\nTokri",
                user.name
            ),
            html: html_layout(
                "Google sign-in linked",
                &format!(
                    "<p>Hello {},</p><p>You signed in to Tokri with Google. The account with this email had a password that was set before anyone proved the email, so for your safety we removed it and signed out every other session.</p>\
                     <p>Sign in with Google from now on, or <a href=\"{}\">set a new password</a>.</p>",
                    html_escape(&user.name),
                    html_escape(&forgot)
                ),
            ),
        })
        .await;
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
            if u.closed {
                return Err(ShopError::Unauthorized("Google login failed".into()));
            }
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
            if u.closed {
                return Err(refused());
            }
            // Nobody proved this email before Google did now: whoever set the account's
            // password may be a stranger who signed up with it first. Linking revokes that
            // password and every session; the owner can set a new one by a mailed reset link.
            let revoke = !u.email_verified && u.password_hash.is_some();
            self.store.link_google_sub(&u.id, &who.sub, revoke).await?;
            if revoke {
                tracing::info!(user = %u.id, "Google linked to an unproven account: password and sessions revoked");
                self.mail_password_removed(&u).await;
            }
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
                role: Role::Customer,
                google_sub: Some(&who.sub),
                email_verified: true,
            })
            .await?;
        Ok(self.session(user))
    }

    /// A user's saved addresses.
    pub async fn list_addresses(&self, user: &UserRow) -> ShopResult<Vec<AddressRow>> {
        Ok(self.store.list_addresses(&user.id).await?)
    }

    /// Saves a new address for a user (at most [`tokri_store::accounts::MAX_ADDRESSES`]).
    pub async fn create_address(&self, user: &UserRow, a: Address) -> ShopResult<AddressRow> {
        crate::delivery::area_fee(&self.store, &a.zip).await?;
        Ok(self.store.create_address(&user.id, &new_id(), &a).await?)
    }

    /// Replaces one of the user's own addresses.
    pub async fn update_address(
        &self,
        user: &UserRow,
        id: &str,
        a: Address,
    ) -> ShopResult<AddressRow> {
        crate::delivery::area_fee(&self.store, &a.zip).await?;
        self.store
            .update_address(&user.id, id, &a)
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
        let hash = self.hasher.hash(password).await?;
        match self
            .store
            .find_registered_user_by_email(&email.normalized())
            .await?
        {
            Some(user) => {
                let outcome = if user.role == Role::Admin {
                    AdminOutcome::Updated
                } else {
                    AdminOutcome::Promoted
                };
                if user.role != Role::Admin {
                    self.store.set_user_role(&user.id, Role::Admin).await?;
                }
                let same = match user.password_hash.as_deref() {
                    Some(h) => self.hasher.verify(password, h).await?,
                    None => false,
                };
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
                        role: Role::Admin,
                        google_sub: None,
                        email_verified: true,
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
        let h = hash_password("secret1", PasswordCost::DESIGN).unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify_password("secret1", &h));
        assert!(!verify_password("secret2", &h));
        assert!(!verify_password("secret1", "not a hash"));
    }

    #[test]
    fn a_hash_is_verified_at_the_cost_it_was_made_with() {
        let light = hash_password("secret1", PasswordCost::TESTS).unwrap();
        assert!(light.starts_with("$argon2id$v=19$m=8,t=1,p=1$"));
        assert!(verify_password("secret1", &light));
        assert!(!verify_password("secret2", &light));
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
