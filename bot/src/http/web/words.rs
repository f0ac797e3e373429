//! The service's [`Text`] as HTML, in the page's language: words escaped, strong
//! words strong, a command as the `/command option:value` a player types on Discord,
//! a line break where the text breaks. Mentions of people, channels and roles have no
//! place on a public page and are left out.

use maud::{Markup, html};
use service::{Lang, Msg, Span, Text};

/// `text` in `lang` as inline HTML.
pub fn html(text: &Text, lang: Lang) -> Markup {
    let text = text.localized(lang);
    html! {
        @for span in text.spans() {
            @match span {
                Span::Plain(words) => (lines(words)),
                Span::Strong(s) | Span::Button(s) => strong { (lines(s)) },
                Span::Move(s) => strong { (s) },
                Span::Code(c) => code { (c) },
                Span::Command(c) => code {
                    "/" (c.name.id())
                    @for (option, value) in &c.args { " " (c.option_name(option)) ":" (value) }
                },
                Span::Usage(name) => code { "/" (name.id()) },
                Span::Moment { at, .. } => (service::utc_text(*at)),
                Span::User(_) | Span::Channel(_) | Span::Role(_) | Span::Msg(_) => {},
            }
        }
    }
}

/// The message of a game's full name (`variant-sanctuary`: "Sanctuary Chess"), to
/// give a page's message as its argument or to show in the page's language.
pub fn variant(v: rules::Variant) -> Msg {
    Msg::new(service::variant_name(v))
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
