//! Words in Discord's markdown, shown as typed: a nickname like `[free nitro](https://…)`,
//! `# big`, `> quote` or `@everyone` reads as those characters, never as a link, a
//! heading, a quote or a mention.
//!
//! Inline markup (`*`, `_`, `~`, `` ` ``, `|`, `<`, `[`, `]`) is escaped everywhere;
//! `(` and `)` need not be, as a masked link opens with `[`.
//! Block markup (`#`, `-#`, `>`, `- `, `+ `, `1. `) only counts at the start of a line, so
//! the writer follows lines across spans and escapes it only there. Bare links
//! (`https://…`) and emoji shortcodes (`:smile:`) lose their colon's meaning, and
//! `@everyone` / `@here` their `@`'s. A backslash before punctuation shows as the
//! punctuation alone, so the reader sees exactly the input.

/// Where the writer is on its line: block markup counts only before anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Line {
    /// Nothing but blanks written on this line yet.
    #[default]
    Start,
    /// Only blanks and digits so far: a `.` or `)` now would make a numbered list.
    Number,
    /// Anything else.
    Inside,
}

/// Discord's markdown being written: Sanctum's own markup as is, words escaped.
#[derive(Debug, Default)]
pub struct Markdown {
    out: String,
    line: Line,
}

impl Markdown {
    /// Sanctum's own markup (a mention, a code span): after it, the line has begun.
    pub fn markup(&mut self, markup: &str) {
        if !markup.is_empty() {
            self.out.push_str(markup);
            self.line = Line::Inside;
        }
    }

    /// Bold words between `**` (none for no words: `****` would pair wrongly).
    pub fn strong(&mut self, words: &str) {
        if !words.is_empty() {
            self.delimiter();
            self.words(words);
            self.delimiter();
        }
    }

    /// A `**`: what it wraps may still begin a block, so the line stays where it was.
    fn delimiter(&mut self) {
        self.out.push_str("**");
    }

    /// Words, escaped so that they show exactly as given.
    pub fn words(&mut self, words: &str) {
        self.out.reserve(words.len());
        for (i, c) in words.char_indices() {
            let rest = &words[i + c.len_utf8()..];
            let escape = match c {
                '\\' | '*' | '_' | '~' | '`' | '|' | '<' | '[' | ']' => true,
                ':' => rest.starts_with("//") || shortcode(rest),
                '@' => everyone(rest),
                '#' | '>' | '-' | '+' => self.line == Line::Start,
                '.' | ')' => self.line == Line::Number,
                _ => false,
            };
            if escape {
                self.out.push('\\');
            }
            self.out.push(c);
            self.line = match (self.line, c) {
                (_, c) if line_break(c) => Line::Start,
                (Line::Start, c) if c.is_whitespace() => Line::Start,
                (Line::Start | Line::Number, '0'..='9') => Line::Number,
                _ => Line::Inside,
            };
        }
    }

    /// What was written.
    pub fn finish(self) -> String {
        self.out
    }
}

/// Characters after which a new line starts (Discord's `\n`, and the others a
/// renderer might take for one).
fn line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// True when a `:` followed by `rest` would close as `:name:`, an emoji shortcode.
fn shortcode(rest: &str) -> bool {
    let name = rest
        .find(|c: char| c == ':' || c.is_whitespace())
        .filter(|&end| rest[end..].starts_with(':'));
    name.is_some_and(|end| end > 0)
}

/// True when an `@` followed by `rest` reads `@everyone` or `@here`.
fn everyone(rest: &str) -> bool {
    ["everyone", "here"].iter().any(|word| {
        rest.get(..word.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(word))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escaped(words: &str) -> String {
        let mut md = Markdown::default();
        md.words(words);
        md.finish()
    }

    #[test]
    fn a_masked_link_stays_words() {
        assert_eq!(
            escaped("[free nitro](https://example.com)"),
            "\\[free nitro\\](https\\://example.com)"
        );
    }

    #[test]
    fn bare_links_and_shortcodes_lose_their_colon() {
        assert_eq!(escaped("see http://x.y"), "see http\\://x.y");
        assert_eq!(escaped("steam://run"), "steam\\://run");
        assert_eq!(escaped(":skull: 12:30"), "\\:skull: 12:30");
        assert_eq!(escaped("a:b:c"), "a\\:b:c");
        assert_eq!(escaped("e5: then"), "e5: then");
    }

    #[test]
    fn block_markup_is_escaped_only_at_a_line_start() {
        assert_eq!(escaped("# big"), "\\# big");
        assert_eq!(escaped("-# small"), "\\-# small");
        assert_eq!(escaped("> quote"), "\\> quote");
        assert_eq!(escaped(">>> all"), "\\>>> all");
        assert_eq!(escaped("- item"), "\\- item");
        assert_eq!(escaped("+ item"), "\\+ item");
        assert_eq!(escaped("* item"), "\\* item");
        assert_eq!(escaped("12. item"), "12\\. item");
        assert_eq!(escaped("3) item"), "3\\) item");
        assert_eq!(escaped("  ## indented"), "  \\## indented");
        assert_eq!(
            escaped("a # b - c > d 1. e\n# f\r\n> g\n 2. h"),
            "a # b - c > d 1. e\n\\# f\r\n\\> g\n 2\\. h"
        );
        assert_eq!(escaped("O-O 1.5 x>y"), "O-O 1.5 x>y");
    }

    #[test]
    fn mentions_stay_words() {
        assert_eq!(escaped("<@1> <@&123>"), "\\<@1> \\<@&123>");
        assert_eq!(
            escaped("@everyone @Here @someone"),
            "\\@everyone \\@Here @someone"
        );
    }

    #[test]
    fn inline_markup_and_backslashes_are_escaped_once() {
        assert_eq!(
            escaped("*a* _b_ ~~c~~ ||d|| `e` \\f"),
            "\\*a\\* \\_b\\_ \\~\\~c\\~\\~ \\|\\|d\\|\\| \\`e\\` \\\\f"
        );
        assert_eq!(escaped("\\# \\:"), "\\\\# \\\\:");
    }

    #[test]
    fn a_line_start_carries_across_pieces() {
        let mut md = Markdown::default();
        md.words("first\n");
        md.strong("# bold heading");
        md.words("\n1");
        md.words(". two");
        md.markup("<@5>");
        md.words("# not a line start");
        assert_eq!(
            md.finish(),
            "first\n**\\# bold heading**\n1\\. two<@5># not a line start"
        );
    }
}
