//! What every page shares: the document around its body in its reader's language
//! (with links to the same page in every other), the headers that keep it safe (a
//! content security policy allowing only Sanctum's own files, no framing, no
//! referrer: addresses carry tags), its `OpenGraph` tags for Discord's link previews,
//! and the plain "not found" page.

use super::words;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, html};
use service::{Lang, Msg, Text};
use std::convert::Infallible;

/// Only Sanctum's own images, styles and scripts; no inline script, no framing.
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The most query parameters besides `lang` a page's language links carry on.
const MAX_KEPT_PARAMETERS: usize = 16;

/// Who reads a page: the language it is in, and what its address asked, so that a
/// link to the same page in another language keeps the rest (`?ply=3`).
#[derive(Debug, Clone, Default)]
pub struct Reader {
    /// The page's language: the address's `?lang=` if it names a language Sanctum
    /// speaks, else the browser's `Accept-Language`, else English.
    pub lang: Lang,
    /// The language the address chose with `?lang=`, carried on by the page's links.
    chosen: Option<Lang>,
    /// The address's other query parameters, as they came (`ply=3`).
    rest: Vec<String>,
}

impl Reader {
    /// The reader of a request for `uri` with `headers`.
    pub fn of(uri: &Uri, headers: &HeaderMap) -> Reader {
        let mut chosen = None;
        let mut rest = Vec::new();
        for pair in uri
            .query()
            .unwrap_or_default()
            .split('&')
            .filter(|p| !p.is_empty())
        {
            match pair.strip_prefix("lang=") {
                Some(tag) => chosen = chosen.or_else(|| Lang::from_tag(tag)),
                None if rest.len() < MAX_KEPT_PARAMETERS => rest.push(pair.to_owned()),
                None => {}
            }
        }
        let asked = || {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::from_accept_language)
        };
        Reader {
            lang: chosen.or_else(asked).unwrap_or_default(),
            chosen,
            rest,
        }
    }

    /// The words of the message `id`, which takes no arguments, in the page's language.
    pub fn word(&self, id: &'static str) -> String {
        Msg::new(id).plain(self.lang)
    }

    /// `msg` in the page's language as HTML: its moves strong, its commands as code.
    pub fn rich(&self, msg: Msg) -> Markup {
        words::html(&Text::from(msg), self.lang)
    }

    /// `?lang=…` when the address chose the page's language, else nothing: what a
    /// link to another page adds so that the choice holds there too.
    pub fn lang_query(&self) -> String {
        self.chosen
            .map_or_else(String::new, |l| format!("?lang={}", l.id()))
    }

    /// `&lang=…` when the address chose the page's language, else nothing: the same
    /// after a link's own query (`?ply=3`).
    pub fn lang_param(&self) -> String {
        self.chosen
            .map_or_else(String::new, |l| format!("&lang={}", l.id()))
    }

    /// The address of this same page in `lang`, relative (`?ply=3&lang=de`): the path
    /// stays, so the link works wherever the page is (and the plain 404 stays the same
    /// for every address).
    fn in_lang(&self, lang: Lang) -> String {
        let mut query = String::from("?");
        for pair in &self.rest {
            query.push_str(pair);
            query.push('&');
        }
        query.push_str("lang=");
        query.push_str(lang.id());
        query
    }
}

/// Any request has a reader: nothing in it can refuse the page.
impl<S: Send + Sync> FromRequestParts<S> for Reader {
    type Rejection = Infallible;

    fn from_request_parts(
        parts: &mut Parts,
        _state: &S,
    ) -> impl std::future::Future<Output = Result<Reader, Infallible>> + Send {
        std::future::ready(Ok(Reader::of(&parts.uri, &parts.headers)))
    }
}

/// The link preview of a page.
pub struct Preview<'a> {
    /// `og:title`.
    pub title: &'a str,
    /// `og:description`.
    pub description: &'a str,
    /// `og:image`, an absolute address.
    pub image: Option<String>,
}

/// A whole page for `reader`: `title`, its preview, and `body`, with links to the
/// same page in each language Sanctum speaks (plain links: no script needed).
pub fn page(reader: &Reader, title: &str, preview: Option<&Preview<'_>>, body: &Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(reader.lang.id()) {
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
                header { a href={ "/" (reader.lang_query()) } { "Sanctum" } }
                main { (body) }
                footer {
                    nav.langs aria-label=(reader.word("page-languages")) {
                        @for (i, lang) in Lang::ALL.into_iter().enumerate() {
                            @if i > 0 { " · " }
                            a href=(reader.in_lang(lang)) lang=(lang.id()) hreflang=(lang.id())
                                aria-current=[(lang == reader.lang).then_some("true")] {
                                (lang.native_name())
                            }
                        }
                    }
                }
                script src="/static/sanctum.js" defer {}
            }
        }
    }
}

/// `markup` as an HTML response with the safety headers. Its words follow the
/// browser's `Accept-Language`, so caches keep one copy per language.
pub fn respond(status: StatusCode, markup: &Markup) -> Response {
    let mut response = (status, markup.0.clone()).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::VARY, HeaderValue::from_static("accept-language"));
    response
}

/// The headers every answer carries, on both listeners: added by one layer to
/// whatever made the answer.
pub fn secure(headers: &mut axum::http::HeaderMap) {
    // An answer with a policy of its own (the Activity, which Discord frames) keeps
    // it, and is framed as that policy says.
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        );
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
}

/// The plain 404 page: the same for a bad address, a bad tag and a game that is not
/// there, so an answer tells nothing about what exists (only its language differs,
/// by what the reader asked for).
pub fn not_found(reader: &Reader) -> Response {
    let title = reader.word("page-not-found-title");
    let body = html! {
        h1 { (title) }
        p { (reader.word("page-not-found-text")) }
    };
    respond(StatusCode::NOT_FOUND, &page(reader, &title, None, &body))
}
