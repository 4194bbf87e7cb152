//! The shop's text pages: public reads for the storefront, and the owner's list, editor and
//! live preview (admin role).

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use tokri_domain::PageSlug;
use tokri_shop::pages::Page;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::auth::{AdminUser, ApiJson};
use crate::error::{ApiError, ApiResult, ErrorResponse};
use crate::time_fmt::rfc3339;

/// This feature's routes (under `/api`), each with its OpenAPI description.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_page))
        .routes(routes!(list_admin_pages))
        .routes(routes!(create_page_preview))
        .routes(routes!(get_admin_page, update_page))
}

fn slug(raw: &str) -> ApiResult<PageSlug> {
    PageSlug::parse(raw).ok_or_else(|| ApiError::not_found("Page not found."))
}

fn updated_at(p: &Page) -> Option<String> {
    p.updated_at.map(rfc3339)
}

/// A page as the storefront shows it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Page)]
pub struct PageResponse {
    /// Which page; also its storefront path (`/faq`).
    pub slug: PageSlug,
    pub title: String,
    /// The text as safe HTML (raw HTML in the Markdown is shown as text, unsafe links lose
    /// their address).
    pub html: String,
    /// Last saved (RFC 3339); null while the page shows the shop's standard text.
    pub updated_at: Option<String>,
}

impl From<Page> for PageResponse {
    fn from(p: Page) -> Self {
        PageResponse {
            updated_at: updated_at(&p),
            slug: p.slug,
            title: p.title,
            html: p.html.to_string(),
        }
    }
}

/// A page in the admin list.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PageSummary)]
pub struct PageSummaryResponse {
    /// Which page.
    pub slug: PageSlug,
    pub title: String,
    /// Last saved (RFC 3339); null while the page shows the shop's standard text.
    pub updated_at: Option<String>,
}

/// A page in the admin editor: the Markdown and what it shows.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminPage)]
pub struct AdminPageResponse {
    /// Which page.
    pub slug: PageSlug,
    pub title: String,
    /// The Markdown as written.
    pub content: String,
    /// The Markdown as safe HTML.
    pub html: String,
    /// Last saved (RFC 3339); null while the page shows the shop's standard text.
    pub updated_at: Option<String>,
}

impl From<Page> for AdminPageResponse {
    fn from(p: Page) -> Self {
        AdminPageResponse {
            updated_at: updated_at(&p),
            slug: p.slug,
            title: p.title,
            content: p.content,
            html: p.html.to_string(),
        }
    }
}

/// A page's new title and Markdown text.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = PageRequest)]
pub struct PageRequest {
    /// Title, 1–80 characters.
    pub title: String,
    /// Markdown, 1–20,000 characters.
    pub content: String,
}

/// Markdown to preview.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = PagePreviewRequest)]
pub struct PagePreviewRequest {
    /// Markdown, at most 20,000 characters.
    pub content: String,
}

/// What a Markdown text would show.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[schema(as = PagePreview)]
pub struct PagePreviewResponse {
    /// The Markdown as safe HTML.
    pub html: String,
}

/// One of the shop's text pages: the owner's text, or the standard text until they write one.
#[utoipa::path(get, path = "/pages/{slug}", tag = "pages",
    params(("slug" = PageSlug, Path, description = "Which page")),
    responses((status = 200, body = PageResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_page(
    State(state): State<AppState>,
    Path(raw): Path<String>,
) -> ApiResult<Json<PageResponse>> {
    let page = state.shop.pages.get(slug(&raw)?).await?;
    Ok(Json(page.into()))
}

/// Every text page, with when it was last saved.
#[utoipa::path(get, path = "/admin/pages", tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = [PageSummaryResponse]), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn list_admin_pages(
    State(state): State<AppState>,
    _: AdminUser,
) -> ApiResult<Json<Vec<PageSummaryResponse>>> {
    let pages = state.shop.pages.list().await?;
    Ok(Json(
        pages
            .into_iter()
            .map(|p| PageSummaryResponse {
                updated_at: updated_at(&p),
                slug: p.slug,
                title: p.title,
            })
            .collect(),
    ))
}

/// One page with its Markdown, for the editor.
#[utoipa::path(get, path = "/admin/pages/{slug}", tag = "admin", security(("bearer" = [])),
    params(("slug" = PageSlug, Path, description = "Which page")),
    responses((status = 200, body = AdminPageResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn get_admin_page(
    State(state): State<AppState>,
    _: AdminUser,
    Path(raw): Path<String>,
) -> ApiResult<Json<AdminPageResponse>> {
    let page = state.shop.pages.get(slug(&raw)?).await?;
    Ok(Json(page.into()))
}

/// Saves a page's title and Markdown.
#[utoipa::path(put, path = "/admin/pages/{slug}", tag = "admin", security(("bearer" = [])), request_body = PageRequest,
    params(("slug" = PageSlug, Path, description = "Which page")),
    responses((status = 200, body = AdminPageResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse), (status = 404, body = ErrorResponse)))]
pub async fn update_page(
    State(state): State<AppState>,
    _: AdminUser,
    Path(raw): Path<String>,
    ApiJson(req): ApiJson<PageRequest>,
) -> ApiResult<Json<AdminPageResponse>> {
    let slug = slug(&raw)?;
    let page = state
        .shop
        .pages
        .save(slug, &req.title, &req.content)
        .await?;
    Ok(Json(page.into()))
}

/// The HTML a Markdown text would show, for the editor's live preview.
#[utoipa::path(post, path = "/admin/pages/preview", tag = "admin", security(("bearer" = [])), request_body = PagePreviewRequest,
    responses((status = 200, body = PagePreviewResponse), (status = 400, body = ErrorResponse), (status = 401, body = ErrorResponse), (status = 403, body = ErrorResponse)))]
pub async fn create_page_preview(
    State(state): State<AppState>,
    _: AdminUser,
    ApiJson(req): ApiJson<PagePreviewRequest>,
) -> ApiResult<Json<PagePreviewResponse>> {
    let html = state.shop.pages.preview(&req.content)?;
    Ok(Json(PagePreviewResponse { html }))
}
