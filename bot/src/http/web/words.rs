//! The service's [`Text`] as HTML: words escaped, strong words strong, a command as
//! the `/command option:value` a player types on Discord, a line break where the text
//! breaks. Mentions of people, channels and roles have no place on a public page and
//! are left out.

use maud::{Markup, html};
use service::{Span, Text};

/// `text` as inline HTML.
pub fn html(text: &Text) -> Markup {
    let text = text.localized(service::Lang::En);
    html! {
        @for span in text.spans() {
            @match span {
                Span::Plain(words) => (lines(words)),
                Span::Strong(s) | Span::Button(s) => strong { (lines(s)) },
                Span::Move(s) => strong { (s) },
                Span::Code(c) => code { (c) },
                Span::Command(c) => code {
                    "/" (c.name.id())
                    @for (option, value) in &c.args { " " (option) ":" (value) }
                },
                Span::Usage(name) => code { "/" (name.id()) },
                Span::Moment { at, .. } => (service::utc_text(*at)),
                Span::User(_) | Span::Channel(_) | Span::Role(_) | Span::Msg(_) => {},
            }
        }
    }
}

/// Words with their line breaks kept.
fn lines(words: &str) -> Markup {
    html! {
        @for (i, line) in words.split('\n').enumerate() {
            @if i > 0 { br; }
            (line)
        }
    }
}
