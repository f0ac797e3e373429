//! A model of how Discord reads a message's markdown, to check [`CommandIds::render`]:
//! the characters a reader sees (backslash escapes undone, `**` bold taken out) and
//! every other construct Discord could form from them.
//!
//! The model follows Discord's parser (simple-markdown's rules): `\` before any
//! character but a letter, digit or blank shows that character alone; `**` opens bold
//! closed by the first later `**` not followed by `*`. It is stricter than Discord
//! where that is simpler: any unescaped `*`, `_`, `~`, `|`, `` ` ``, `<` or `[` counts
//! as markup even when nothing pairs with it, and every line break a renderer might
//! honour starts a line.

use super::CommandIds;
use proptest::prelude::*;
use service::{Span, Text};

/// One character a reader sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seen {
    ch: char,
    /// Written with a backslash before it: literal, whatever it is.
    escaped: bool,
    bold: bool,
}

/// What Discord makes of some markdown.
#[derive(Debug, Default)]
struct Reading {
    seen: Vec<Seen>,
    /// Constructs formed besides `**` bold: links, mentions, formatting, blocks.
    formed: Vec<String>,
}

impl Reading {
    /// The characters shown, and whether each is bold.
    fn shown(&self) -> Vec<(char, bool)> {
        self.seen.iter().map(|s| (s.ch, s.bold)).collect()
    }
}

fn read(md: &str) -> Reading {
    let chars: Vec<char> = md.chars().collect();
    let mut reading = Reading::default();
    scan(&chars, false, &mut reading.seen);
    reading.formed = formed(&reading.seen);
    reading
}

fn scan(chars: &[char], bold: bool, seen: &mut Vec<Seen>) {
    let mut i = 0;
    while let Some(&ch) = chars.get(i) {
        let next = chars.get(i + 1).copied();
        if ch == '\\'
            && let Some(n) = next.filter(|n| !n.is_ascii_alphanumeric() && !n.is_whitespace())
        {
            seen.push(Seen {
                ch: n,
                escaped: true,
                bold,
            });
            i += 2;
            continue;
        }
        if ch == '*'
            && next == Some('*')
            && !bold
            && let Some(end) = strong_end(chars, i)
        {
            scan(&chars[i + 2..end], true, seen);
            i = end + 2;
            continue;
        }
        seen.push(Seen {
            ch,
            escaped: false,
            bold,
        });
        i += 1;
    }
}

/// Where the `**` opened at `open` closes: `\*\*([\s\S]+?)\*\*(?!\*)`.
fn strong_end(chars: &[char], open: usize) -> Option<usize> {
    (open + 3..chars.len().saturating_sub(1))
        .find(|&j| chars[j] == '*' && chars[j + 1] == '*' && chars.get(j + 2) != Some(&'*'))
}

fn line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// Everything but bold that Discord could make of what is seen.
fn formed(seen: &[Seen]) -> Vec<String> {
    let mut out = Vec::new();
    // The unescaped characters after `i` in the same run of bold or plain words.
    let after = |i: usize| {
        seen[i + 1..]
            .iter()
            .take_while(move |s| s.bold == seen[i].bold && !s.escaped)
            .map(|s| s.ch)
    };
    for (i, s) in seen.iter().enumerate() {
        if s.escaped {
            continue;
        }
        match s.ch {
            '*' | '_' | '~' | '|' | '`' | '<' | '[' => out.push(format!("markup {:?}", s.ch)),
            '@' => {
                let word: String = after(i).take(8).collect::<String>().to_lowercase();
                if word.starts_with("everyone") || word.starts_with("here") {
                    out.push(format!("mention @{word}"));
                }
            }
            ':' => {
                let rest: String = after(i).take(2).collect();
                if rest == "//" {
                    out.push("bare link".to_owned());
                }
                let name = after(i)
                    .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '-'))
                    .count();
                if name > 0 && after(i).nth(name) == Some(':') {
                    out.push("emoji shortcode".to_owned());
                }
            }
            _ => {}
        }
    }
    for line in seen.split(|s| line_break(s.ch)) {
        let mut rest = line.iter().skip_while(|s| s.ch.is_whitespace()).peekable();
        let Some(first) = rest.next() else { continue };
        if !first.escaped && matches!(first.ch, '#' | '>' | '-' | '+' | '*') {
            out.push(format!("block {:?}", first.ch));
        }
        if first.ch.is_ascii_digit() {
            let after_digits = rest.find(|s| !s.ch.is_ascii_digit());
            if after_digits.is_some_and(|s| !s.escaped && matches!(s.ch, '.' | ')')) {
                out.push("numbered list".to_owned());
            }
        }
    }
    out
}

#[test]
fn the_model_sees_what_discord_would_form() {
    for (md, what) in [
        ("[free nitro](https://example.com)", "markup '['"),
        ("see https://example.com", "bare link"),
        ("# big", "block '#'"),
        ("a\n-# small", "block '-'"),
        (" > quote", "block '>'"),
        ("1. first", "numbered list"),
        ("hi @everyone", "mention @everyone"),
        ("<@1>", "markup '<'"),
        ("a :skull: b", "emoji shortcode"),
        ("||spoiler||", "markup '|'"),
        ("**a****b**", "markup '*'"),
        ("**a", "markup '*'"),
    ] {
        let reading = read(md);
        assert!(
            reading.formed.iter().any(|f| f == what),
            "{md:?}: {:?}",
            reading.formed
        );
    }
    let reading = read("\\*a\\* **b\\*** \\# 1\\. https\\://x \\@here \\\\ \\q");
    assert_eq!(reading.formed, Vec::<String>::new());
    let shown: String = reading.seen.iter().map(|s| s.ch).collect();
    assert_eq!(shown, "*a* b* # 1. https://x @here \\ \\q");
    assert!(reading.seen[4..6].iter().all(|s| s.bold), "{reading:?}");
}

/// Pieces of names and typed text that Discord's markdown could make something of.
fn piece() -> impl Strategy<Value = String> {
    let tricky = proptest::sample::select(vec![
        "[",
        "]",
        "](",
        ")",
        "(",
        "http://",
        "https://x.y/",
        "steam://",
        ":",
        ":smile:",
        "#",
        "## ",
        "-# ",
        "-",
        "- ",
        ">",
        "> ",
        ">>> ",
        "+ ",
        "*",
        "**",
        "_",
        "__",
        "~~",
        "||",
        "`",
        "```",
        "<@1>",
        "<@&1>",
        "<#1>",
        "<t:1:R>",
        "</x:1>",
        "@everyone",
        "@here",
        "\\",
        "\\\\",
        "\n",
        "\r\n",
        "\u{2028}",
        " ",
        "  ",
        "\u{a0}",
        "1",
        "12",
        "1.",
        "2)",
        ".",
        ". ",
        ") ",
        "é",
        "😀",
    ]);
    prop_oneof![
        4 => tricky.prop_map(str::to_owned),
        1 => ".{0,6}",
        1 => any::<char>().prop_map(String::from),
    ]
}

fn words() -> impl Strategy<Value = String> {
    proptest::collection::vec(piece(), 0..8).prop_map(|pieces| pieces.concat())
}

fn span() -> impl Strategy<Value = Span> {
    prop_oneof![
        3 => words().prop_map(Span::Plain),
        1 => words().prop_map(Span::Strong),
        1 => words().prop_map(Span::Move),
        1 => words().prop_map(Span::Button),
    ]
}

proptest! {
    #[test]
    fn words_show_as_typed_and_form_nothing(spans in proptest::collection::vec(span(), 0..6)) {
        let mut text = Text::new();
        let mut typed = Vec::new();
        for span in spans {
            let (words, bold) = match &span {
                Span::Plain(w) => (w, false),
                Span::Strong(w) | Span::Move(w) | Span::Button(w) => (w, true),
                _ => unreachable!("only words are generated"),
            };
            typed.extend(words.chars().map(|c| (c, bold)));
            text.push(span);
        }
        let md = CommandIds::default().render(&text);
        let reading = read(&md);
        prop_assert!(reading.formed.is_empty(), "{md:?} forms {:?}", reading.formed);
        prop_assert_eq!(reading.shown(), typed, "{:?}", md);
    }
}
