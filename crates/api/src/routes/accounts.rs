//! Sign-up, sign-in, sessions, password reset, guest checkout, and the customer's profile and
//! addresses.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use tokri_domain::{Address, Email, FieldErrors, PersonName};
use tokri_shop::accounts::Session;
use tokri_store::accounts::{AddressRow, UserRow};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{ApiJson, ClientAddr, CurrentUser};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::routes::{MessageResponse, message};
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_signup))
        .routes(routes!(create_login))
        .routes(routes!(create_google_login))
        .routes(routes!(create_logout))
        .routes(routes!(create_forgot_password))
        .routes(routes!(create_reset_password))
        .routes(routes!(create_guest_checkout))
        .routes(routes!(get_profile))
        .routes(routes!(list_addresses, create_address))
        .routes(routes!(update_address, delete_address))
}

/// A user as the API shows them.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = User)]
pub struct UserResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    /// customer, guest or admin.
    pub role: tokri_domain::Role,
    /// When the account was made (RFC 3339).
    pub created_at: String,
    /// Whether the account has a password (accounts made with Google have none).
    pub has_password: bool,
}

impl From<&UserRow> for UserResponse {
    fn from(u: &UserRow) -> Self {
        UserResponse {
            id: u.id.clone(),
            name: u.name.clone(),
            email: u.email.clone(),
            role: u.role,
            created_at: rfc3339(u.created_at),
            has_password: u.password_hash.is_some(),
        }
    }
}

/// A saved address: its id and the address.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = Address)]
pub struct AddressResponse {
    #[serde(rename = "_id")]
    pub id: String,
    /// The address.
    #[serde(flatten)]
    pub address: Address,
}

impl From<&AddressRow> for AddressResponse {
    fn from(a: &AddressRow) -> Self {
        AddressResponse {
            id: a.id.clone(),
            address: a.address.clone(),
        }
    }
}

/// A signed-in session.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = LoginResponse)]
pub struct LoginResponse {
    /// Bearer token for later calls.
    pub token: String,
    /// customer or admin.
    pub role: tokri_domain::Role,
    /// The user.
    pub user: UserResponse,
}

impl From<Session> for LoginResponse {
    fn from(s: Session) -> Self {
        LoginResponse {
            token: s.token,
            role: s.user.role,
            user: UserResponse::from(&s.user),
        }
    }
}

/// Sign-up payload. A role, if sent, is ignored.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = SignupRequest)]
pub struct SignupRequest {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub email: String,
    /// Password (6 characters or more).
    #[serde(default)]
    pub password: String,
    /// Consent to offers and news by mail (unticked unless the person ticks it).
    #[serde(default, rename = "marketingConsent")]
    pub marketing_consent: bool,
    /// Consent to order updates on WhatsApp (unticked unless the person ticks it).
    #[serde(default, rename = "whatsappConsent")]
    pub whatsapp_consent: bool,
}

/// Sign-in payload.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = LoginRequest)]
pub struct LoginRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

/// Google sign-in payload.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = GoogleLoginRequest)]
pub struct GoogleLoginRequest {
    /// The Google ID token (credential).
    #[serde(default)]
    pub token_id: String,
}

/// Forgot-password payload.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = ForgotPasswordRequest)]
pub struct ForgotPasswordRequest {
    /// Email of the account.
    #[serde(default)]
    pub email: String,
}

/// Reset-password payload.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ResetPasswordRequest)]
pub struct ResetPasswordRequest {
    /// The token from the mailed link.
    #[serde(default)]
    pub token: String,
    /// The new password (6 characters or more).
    #[serde(default)]
    pub new_password: String,
}

/// Address fields as sent by forms; every field is required.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[schema(as = AddressRequest)]
pub struct AddressRequest {
    pub name: Option<String>,
    /// 10-digit Indian mobile.
    pub mobile: Option<String>,
    /// House, street, area.
    pub street: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    /// 6-digit PIN code.
    pub zip: Option<String>,
    pub country: Option<String>,
}

impl AddressRequest {
    pub(crate) fn parse(&self) -> Result<Address, FieldErrors> {
        Address::parse(
            self.name.as_deref(),
            self.mobile.as_deref(),
            self.street.as_deref(),
            self.city.as_deref(),
            self.state.as_deref(),
            self.zip.as_deref(),
            self.country.as_deref(),
        )
    }
}

/// Guest checkout payload.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = GuestCheckoutRequest)]
pub struct GuestCheckoutRequest {
    /// Guest's name.
    #[serde(default)]
    pub name: String,
    /// Guest's email.
    #[serde(default)]
    pub email: String,
    /// Delivery address.
    #[serde(default)]
    pub address: AddressRequest,
}

/// A guest user with their address.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = GuestUser)]
pub struct GuestUserResponse {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    /// Always "guest".
    pub role: tokri_domain::Role,
    /// When made (RFC 3339).
    pub created_at: String,
    /// The address given.
    pub addresses: Vec<AddressResponse>,
}

/// Guest checkout answer.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = GuestCheckoutResponse)]
pub struct GuestCheckoutResponse {
    /// Bearer token of the guest identity.
    pub token: String,
    /// The guest identity.
    pub user: GuestUserResponse,
}

/// Creates a customer account.
#[utoipa::path(post, path = "/auth/signup", tag = "accounts", request_body = SignupRequest,
    responses((status = 201, body = MessageResponse), (status = 400, body = ErrorResponse), (status = 429, body = ErrorResponse)))]
pub async fn create_signup(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(req): ApiJson<SignupRequest>,
) -> ApiResult<(StatusCode, Json<MessageResponse>)> {
    state
        .shop
        .accounts
        .signup(
            &PersonName::parse(&req.name).map_err(ApiError::bad_request)?,
            &email(&req.email)?,
            &req.password,
            tokri_shop::accounts::SignupConsents {
                marketing: req.marketing_consent,
                whatsapp: req.whatsapp_consent,
            },
            &client,
        )
        .await?;
    Ok((
        StatusCode::CREATED,
        message("Signup successful! Please log in."),
    ))
}

fn email(sent: &str) -> ApiResult<Email> {
    Email::parse(sent).ok_or_else(|| ApiError::bad_request("Please enter a valid email."))
}

/// Signs in with email and password.
#[utoipa::path(post, path = "/auth/login", tag = "accounts", request_body = LoginRequest,
    responses((status = 200, body = LoginResponse), (status = 401, body = ErrorResponse), (status = 429, body = ErrorResponse)))]
pub async fn create_login(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(req): ApiJson<LoginRequest>,
) -> ApiResult<Json<LoginResponse>> {
    let session = state
        .shop
        .accounts
        .login(&req.email, &req.password, &client)
        .await?;
    Ok(Json(session.into()))
}

/// Signs in with a Google ID token.
#[utoipa::path(post, path = "/auth/google", tag = "accounts", request_body = GoogleLoginRequest,
    responses((status = 200, body = LoginResponse), (status = 401, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn create_google_login(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<GoogleLoginRequest>,
) -> ApiResult<Json<LoginResponse>> {
    Ok(Json(
        state.shop.accounts.google(&req.token_id).await?.into(),
    ))
}

/// Ends every session of the caller.
#[utoipa::path(post, path = "/auth/logout", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = MessageResponse), (status = 401, body = ErrorResponse)))]
pub async fn create_logout(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.accounts.logout(&user.id).await?;
    Ok(message("Logged out."))
}

/// Mails a reset link if the account exists; the answer is the same either way.
#[utoipa::path(post, path = "/auth/forgot-password", tag = "accounts", request_body = ForgotPasswordRequest,
    responses((status = 200, body = MessageResponse), (status = 400, body = ErrorResponse), (status = 429, body = ErrorResponse)))]
pub async fn create_forgot_password(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(req): ApiJson<ForgotPasswordRequest>,
) -> ApiResult<Json<MessageResponse>> {
    state
        .shop
        .accounts
        .forgot_password(&email(&req.email)?, &client)
        .await?;
    Ok(message(
        "If an account exists for this email, a password reset link has been sent.",
    ))
}

/// Sets a new password with a mailed token.
#[utoipa::path(post, path = "/auth/reset-password", tag = "accounts", request_body = ResetPasswordRequest,
    responses((status = 200, body = MessageResponse), (status = 400, body = ErrorResponse)))]
pub async fn create_reset_password(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<ResetPasswordRequest>,
) -> ApiResult<Json<MessageResponse>> {
    state
        .shop
        .accounts
        .reset_password(&req.token, &req.new_password)
        .await?;
    Ok(message(
        "Your password has been reset. Please log in with your new password.",
    ))
}

/// Creates a guest identity with a delivery address and signs it in.
#[utoipa::path(post, path = "/auth/guest-checkout", tag = "accounts", request_body = GuestCheckoutRequest,
    responses((status = 201, body = GuestCheckoutResponse), (status = 400, body = ErrorResponse), (status = 429, body = ErrorResponse)))]
pub async fn create_guest_checkout(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiJson(req): ApiJson<GuestCheckoutRequest>,
) -> ApiResult<(StatusCode, Json<GuestCheckoutResponse>)> {
    let g = state
        .shop
        .accounts
        .guest_checkout(&req.name, &req.email, req.address.parse(), &client)
        .await?;
    let u = &g.session.user;
    Ok((
        StatusCode::CREATED,
        Json(GuestCheckoutResponse {
            token: g.session.token.clone(),
            user: GuestUserResponse {
                id: u.id.clone(),
                name: u.name.clone(),
                email: u.email.clone(),
                role: u.role,
                created_at: rfc3339(u.created_at),
                addresses: g.addresses.iter().map(AddressResponse::from).collect(),
            },
        }),
    ))
}

/// The caller's profile.
#[utoipa::path(get, path = "/user/profile", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = UserResponse), (status = 401, body = ErrorResponse)))]
pub async fn get_profile(CurrentUser(user): CurrentUser) -> Json<UserResponse> {
    Json(UserResponse::from(&user))
}

/// The caller's saved addresses.
#[utoipa::path(get, path = "/user/addresses", tag = "accounts", security(("bearer" = [])),
    responses((status = 200, body = [AddressResponse]), (status = 401, body = ErrorResponse)))]
pub async fn list_addresses(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<Json<Vec<AddressResponse>>> {
    let list = state.shop.accounts.list_addresses(&user).await?;
    Ok(Json(list.iter().map(AddressResponse::from).collect()))
}

/// Saves a new address.
#[utoipa::path(post, path = "/user/addresses", tag = "accounts", security(("bearer" = [])), request_body = AddressRequest,
    responses((status = 201, body = AddressResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse)))]
pub async fn create_address(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    ApiJson(req): ApiJson<AddressRequest>,
) -> ApiResult<(StatusCode, Json<AddressResponse>)> {
    let input = req.parse().map_err(tokri_shop::ShopError::fields)?;
    let a = state.shop.accounts.create_address(&user, input).await?;
    Ok((StatusCode::CREATED, Json(AddressResponse::from(&a))))
}

/// Replaces one of the caller's addresses.
#[utoipa::path(put, path = "/user/addresses/{id}", tag = "accounts", security(("bearer" = [])), request_body = AddressRequest,
    params(("id" = String, Path, description = "Address id")),
    responses((status = 200, body = AddressResponse), (status = 400, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_address(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<AddressRequest>,
) -> ApiResult<Json<AddressResponse>> {
    let input = req.parse().map_err(tokri_shop::ShopError::fields)?;
    let a = state
        .shop
        .accounts
        .update_address(&user, &id, input)
        .await?;
    Ok(Json(AddressResponse::from(&a)))
}

/// Deletes one of the caller's addresses.
#[utoipa::path(delete, path = "/user/addresses/{id}", tag = "accounts", security(("bearer" = [])),
    params(("id" = String, Path, description = "Address id")),
    responses((status = 200, body = MessageResponse), (status = 404, body = ErrorResponse)))]
pub async fn delete_address(
    State(state): State<AppState>,
    CurrentUser(user): CurrentUser,
    Path(id): Path<String>,
) -> ApiResult<Json<MessageResponse>> {
    state.shop.accounts.delete_address(&user, &id).await?;
    Ok(message("Address deleted."))
}
