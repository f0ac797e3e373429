//! What every page shares: the document around its body, the headers that keep it
//! safe (a content security policy allowing only Sanctum's own files, no framing,
//! no referrer: addresses carry tags), its `OpenGraph` tags for Discord's link
//! previews, and the plain "not found" page.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, html};

/// Only Sanctum's own images, styles and scripts; no inline script, no framing.
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The link preview of a page.
pub struct Preview<'a> {
    /// `og:title`.
    pub title: &'a str,
    /// `og:description`.
    pub description: &'a str,
    /// `og:image`, an absolute address.
    pub image: Option<String>,
}

/// A whole page: `title`, its preview, and `body`.
pub fn page(title: &str, preview: Option<&Preview<'_>>, body: &Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Sanctum" }
                @if let Some(p) = preview {
                    meta property="og:site_name" content="Sanctum";
                    meta property="og:type" content="website";
                    meta property="og:title" content=(p.title);
                    meta property="og:description" content=(p.description);
                    @if let Some(image) = &p.image {
                        meta property="og:image" content=(image);
                        meta name="twitter:card" content="summary_large_image";
                    }
                }
                link rel="stylesheet" href="/static/sanctum.css";
            }
            body {
                header { a href="/" { "Sanctum" } }
                main { (body) }
                script src="/static/sanctum.js" defer {}
            }
        }
    }
}

/// `markup` as an HTML response with the safety headers.
pub fn respond(status: StatusCode, markup: &Markup) -> Response {
    let mut response = (status, markup.0.clone()).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    response
}

/// The headers every answer carries, on both listeners: added by one layer to
/// whatever made the answer.
pub fn secure(headers: &mut axum::http::HeaderMap) {
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
}

/// The plain 404 page: the same for a bad address, a bad tag and a game that is not
/// there, so an answer tells nothing about what exists.
pub fn not_found() -> Response {
    let body = html! {
        h1 { "Not found" }
        p { "There is nothing here. A game's page is reached from its link in Discord." }
    };
    respond(StatusCode::NOT_FOUND, &page("Not found", None, &body))
}
