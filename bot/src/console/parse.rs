//! Reading console lines: `<user>: <command>`, `wait 2d`, `channel <name>`, comments.

use data::{ColorWish, DaysPerMove};
use rules::Variant;
use service::{Command, HOUR, OptionKind};

/// One console line, understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Nothing to do (blank or `# comment`).
    Nothing,
    /// `<user>: <command>`.
    Say {
        /// Who speaks.
        user: String,
        /// What they said, understood.
        said: Said,
    },
    /// `wait 2d`: move the clock forward by this many seconds.
    Wait(i64),
    /// `channel <name>`: later commands happen in that channel.
    Channel(String),
    /// `help` without a user.
    Help,
    /// `quit` or `exit`.
    Quit,
    /// Something the console cannot read, with a hint.
    Unreadable(String),
}

/// What a user said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A service command; `@names` still to be resolved.
    Command(Command),
    /// `challenge [@name] ...`: needs the named user resolved first.
    Challenge(Challenge),
    /// `stats @name`.
    Stats(String),
    /// `history [@name] [variant] [page]`.
    History {
        /// Whose, without `@` (default: the speaker's).
        name: Option<String>,
        /// Only this game.
        variant: Option<Variant>,
        /// The page.
        page: u32,
    },
    /// `settings ...`: a `seek_role @name` still to be resolved into a role.
    Settings {
        /// The change, its role not yet filled in.
        change: Command,
        /// The role's name, without `@`.
        role: Option<String>,
    },
    /// `press <button label or id>`.
    Press(String),
    /// `suggest <prefix>`: the autocomplete list.
    Suggest(String),
}

/// A typed challenge, the opponent still a name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    /// The opponent's name, without `@`; `None` for an open challenge.
    pub opponent: Option<String>,
    /// The game.
    pub variant: Variant,
    /// Colour wish.
    pub color: Option<ColorWish>,
    /// Days per move.
    pub days: Option<DaysPerMove>,
    /// Rated or not.
    pub rated: Option<bool>,
    /// Sanctum's level, when the opponent is Sanctum (`level 5`, or just `5`).
    pub level: Option<i64>,
}

/// Parses one line.
pub fn parse_line(line: &str) -> Line {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Line::Nothing;
    }
    let lower = line.to_lowercase();
    if lower == "quit" || lower == "exit" {
        return Line::Quit;
    }
    if lower == "help" {
        return Line::Help;
    }
    if let Some(rest) = lower.strip_prefix("wait ") {
        return match parse_span(rest.trim()) {
            Some(s) => Line::Wait(s),
            None => Line::Unreadable(format!(
                "`wait` takes a time like 2d, 3h or 30m, up to {}d, not `{}`",
                MAX_WAIT / (24 * HOUR),
                rest.trim()
            )),
        };
    }
    if let Some(rest) = line.strip_prefix("channel ") {
        let name = rest
            .trim_start_matches(|c: char| c == '#' || c.is_whitespace())
            .trim_end();
        if name.is_empty() {
            return Line::Unreadable("which channel? e.g. `channel general`".into());
        }
        return Line::Channel(name.to_owned());
    }
    let Some((user, said)) = line.split_once(':') else {
        return Line::Unreadable(
            "write `<user>: <command>`, e.g. `alice: challenge @bob sanctuary`, or `wait 2d`, or `help`".into(),
        );
    };
    let user = user.trim().trim_start_matches('@');
    if user.is_empty() || user.contains(char::is_whitespace) {
        return Line::Unreadable("a user name is one word, e.g. `alice: board`".into());
    }
    match parse_said(said.trim()) {
        Ok(said) => Line::Say {
            user: user.to_owned(),
            said,
        },
        Err(hint) => Line::Unreadable(hint),
    }
}

/// The longest `wait`: ten years (so the clock can never overflow).
const MAX_WAIT: i64 = 3650 * 24 * HOUR;

/// `2d`, `3h`, `30m`, `1d12h` → seconds, at most [`MAX_WAIT`].
fn parse_span(text: &str) -> Option<i64> {
    let mut total = 0i64;
    let mut number = String::new();
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let n: i64 = number.parse().ok()?;
        number.clear();
        let unit = match c {
            'd' => 24 * HOUR,
            'h' => HOUR,
            'm' => 60,
            's' => 1,
            _ => return None,
        };
        total = n.checked_mul(unit)?.checked_add(total)?;
    }
    if !number.is_empty() {
        return None;
    }
    (total > 0 && total <= MAX_WAIT).then_some(total)
}

fn yes_no(word: Option<&str>) -> Result<bool, String> {
    match word.map(str::to_lowercase).as_deref() {
        Some("yes" | "on" | "true" | "y") => Ok(true),
        Some("no" | "off" | "false" | "n") => Ok(false),
        _ => Err("write yes or no".into()),
    }
}

fn parse_said(text: &str) -> Result<Said, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Err("say something after the colon, e.g. `alice: help`".into());
    };
    let rest = &words[1..];
    let command = |c: Command| Ok(Said::Command(c));
    match first.to_lowercase().as_str() {
        "challenge" => parse_challenge(rest),
        "accept" => command(Command::Accept),
        "decline" => command(Command::Decline),
        "cancel" => command(Command::Cancel),
        "move" | "m" | "play" => {
            if rest.is_empty() {
                return Err("which move? e.g. `move e4`".into());
            }
            command(Command::Move {
                text: rest.join(" "),
                expected_ply: None,
            })
        }
        "board" => command(Command::Board {
            game: (!rest.is_empty()).then(|| rest.join(" ")),
        }),
        "games" => command(Command::Games {
            page: page(rest.first().copied())?,
        }),
        "history" => parse_history(rest),
        "resign" => command(Command::Resign),
        "draw" => command(Command::Draw),
        "abort" => command(Command::Abort),
        "takeback" => command(Command::Takeback),
        "moretime" => command(Command::MoreTime),
        "conditional" | "cond" => parse_conditional(rest),
        "review" => command(Command::Review {
            game: (!rest.is_empty()).then(|| rest.join(" ")),
        }),
        "pgn" => command(Command::Pgn {
            game: (!rest.is_empty()).then(|| rest.join(" ")),
        }),
        "help" => command(Command::Help),
        "rules" => match rest.first() {
            Some(v) => command(Command::Rules {
                variant: variant(v)?,
            }),
            None => Err(format!(
                "which game? e.g. `rules sanctuary` ({})",
                choices(OptionKind::Variant)
            )),
        },
        "leaderboard" | "lb" => {
            let page = rest.iter().find_map(|w| w.parse().ok()).unwrap_or(1);
            let variant = match rest.iter().find(|w| w.parse::<u32>().is_err()) {
                Some(v) => Some(variant(v)?),
                None => None,
            };
            command(Command::Leaderboard { variant, page })
        }
        "stats" => match rest.first() {
            Some(name) => Ok(Said::Stats(name.trim_start_matches('@').to_owned())),
            None => command(Command::Stats { user: None }),
        },
        "settings" => parse_settings(rest),
        "preferences" | "prefs" => parse_preferences(rest),
        "notify" => parse_notify(rest),
        "vacation" => parse_vacation(rest),
        "press" => {
            if rest.is_empty() {
                return Err("press which button? e.g. `press accept`".into());
            }
            Ok(Said::Press(rest.join(" ")))
        }
        "suggest" => Ok(Said::Suggest(rest.join(" "))),
        _ if words.len() == 1 && looks_like_move(first) => command(Command::Move {
            text: (*first).to_owned(),
            expected_ply: None,
        }),
        other => Err(format!(
            "I don't know the command `{other}`: type `help` for the list"
        )),
    }
}

/// True for words shaped like a move (`e4`, `Nf3`, `O-O`, `e2e4`), so `alice: e4` works.
fn looks_like_move(word: &str) -> bool {
    let mut chars = word.chars();
    let Some(c) = chars.next() else { return false };
    word.len() <= 7
        && (matches!(
            c,
            'a'..='h' | 'K' | 'Q' | 'R' | 'B' | 'N' | 'A' | 'G' | 'O' | '0'
        ))
        && word
            .chars()
            .any(|c| c.is_ascii_digit() || c == 'O' || c == '0')
}

/// `sanctuary, scepter or chess`: an option's allowed values, from the catalogue.
fn choices(kind: OptionKind) -> String {
    let typed: Vec<String> = kind.choices().into_iter().map(|c| c.typed).collect();
    match typed.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// A typed game name.
fn variant(word: &str) -> Result<Variant, String> {
    word.to_lowercase().parse().map_err(|_| {
        format!(
            "I don't know the game `{word}`: choose {}",
            choices(OptionKind::Variant)
        )
    })
}

/// Typed days per move: `3`, `3d`, `3days`.
fn days(word: &str) -> Result<DaysPerMove, String> {
    let digits = word
        .to_lowercase()
        .trim_end_matches("days")
        .trim_end_matches("day")
        .trim_end_matches('d')
        .to_owned();
    let n: u32 = digits
        .parse()
        .map_err(|_| format!("`{word}` is not a number of days"))?;
    DaysPerMove::new(n).ok_or_else(|| {
        format!(
            "{n} days per move isn't offered: choose {} days",
            DaysPerMove::choices_text()
        )
    })
}

/// A page number, 1 when not given.
fn page(word: Option<&str>) -> Result<u32, String> {
    match word {
        None => Ok(1),
        Some(w) => w
            .parse::<u32>()
            .ok()
            .filter(|p| (1..=service::catalogue::MAX_PAGE).contains(p))
            .ok_or_else(|| format!("`{w}` is not a page number: write 1, 2, 3…")),
    }
}

/// `conditional [game <n>] [clear [yes] | <line>]`: the line is everything else, as typed.
fn parse_conditional(words: &[&str]) -> Result<Said, String> {
    let (mut game, mut clear, mut line) = (None, false, Vec::new());
    let mut rest = words.iter();
    while let Some(w) = rest.next() {
        match w.to_lowercase().as_str() {
            "game" => match rest.next() {
                Some(n) => game = Some((*n).to_owned()),
                None => return Err("`game` needs a number, e.g. `conditional game 12`".into()),
            },
            n if n.starts_with('#') => game = Some((*w).to_owned()),
            "clear" => clear = true,
            word @ ("yes" | "true" | "on" | "no" | "false" | "off") if clear && line.is_empty() => {
                clear = yes_no(Some(word))?;
            }
            _ => line.push(*w),
        }
    }
    Ok(Said::Command(Command::Conditional {
        line: (!line.is_empty()).then(|| line.join(" ")),
        clear,
        game,
    }))
}

fn parse_history(words: &[&str]) -> Result<Said, String> {
    let (mut name, mut game, mut number) = (None, None, 1);
    for w in words {
        if w.starts_with('@') {
            let n = w.trim_start_matches('@');
            if n.is_empty() {
                return Err("whose history? write `history @name`".into());
            }
            name = Some(n.to_owned());
        } else if w.starts_with(|c: char| c.is_ascii_digit()) {
            number = page(Some(w))?;
        } else {
            game = Some(variant(w)?);
        }
    }
    Ok(Said::History {
        name,
        variant: game,
        page: number,
    })
}

fn parse_challenge(words: &[&str]) -> Result<Said, String> {
    let usage = "write `challenge <variant> [@name]`, e.g. `challenge sanctuary @bob white 3d casual`, or without a name for an open challenge";
    let (mut opponent, mut game): (Option<String>, _) = (None, None);
    let (mut color, mut days, mut rated, mut level) = (None, None, None, None);
    let mut rest = words.iter();
    while let Some(w) = rest.next() {
        if w.starts_with('@') {
            let name = w.trim_start_matches('@');
            if name.is_empty() {
                return Err(usage.into());
            }
            opponent = Some(name.to_owned());
            continue;
        }
        let w = w.to_lowercase();
        if game.is_none()
            && let Ok(v) = w.parse::<Variant>()
        {
            game = Some(v);
            continue;
        }
        match w.as_str() {
            "white" | "black" | "random" => color = ColorWish::from_id(&w),
            "rated" => rated = Some(true),
            "casual" | "unrated" => rated = Some(false),
            "days" => match rest.next() {
                Some(d) => days = Some(self::days(d)?),
                None => return Err("`days` needs a number, e.g. `days 3`".into()),
            },
            "level" => match rest.next().map(|l| l.parse::<i64>()) {
                Some(Ok(l)) => level = Some(l),
                _ => return Err("`level` needs a number from 1 to 8, e.g. `level 5`".into()),
            },
            other if other.starts_with("level:") || other.starts_with("level=") => {
                level = Some(
                    other[6..]
                        .parse()
                        .map_err(|_| format!("`{other}`: a level is a number from 1 to 8"))?,
                );
            }
            // Against Sanctum a bare number is its level (`challenge @sanctum scepter 5`).
            other
                if opponent
                    .as_deref()
                    .is_some_and(|o| o.eq_ignore_ascii_case("sanctum"))
                    && other.parse::<i64>().is_ok() =>
            {
                level = other.parse().ok();
            }
            other if other.starts_with(|c: char| c.is_ascii_digit()) => {
                days = Some(self::days(other)?);
            }
            // The game is the first thing a challenge needs: an unknown word there
            // is most likely a game's name misspelt.
            other if game.is_none() => return Err(variant(other).err().unwrap_or_default()),
            other => {
                return Err(format!(
                    "I don't understand `{other}` in a challenge: {usage}"
                ));
            }
        }
    }
    let Some(variant) = game else {
        return Err(usage.into());
    };
    Ok(Said::Challenge(Challenge {
        opponent,
        variant,
        color,
        days,
        rated,
        level,
    }))
}

fn parse_settings(words: &[&str]) -> Result<Said, String> {
    let (mut days, mut rated, mut threads) = (None, None, None);
    let (mut seek_variant, mut role, mut bank) = (None, None, None);
    let mut it = words.iter();
    while let Some(w) = it.next() {
        match w.to_lowercase().as_str() {
            "days" => {
                days = Some(self::days(it.next().ok_or("`days` needs a number")?)?);
            }
            "rated" => rated = Some(yes_no(it.next().copied())?),
            "threads" => threads = Some(yes_no(it.next().copied())?),
            "seek_variant" => {
                seek_variant = Some(variant(
                    it.next()
                        .ok_or("`seek_variant` needs a game, e.g. sanctuary")?,
                )?);
            }
            "seek_role" => {
                let name = it.next().ok_or("`seek_role` needs a role, e.g. @players")?;
                role = Some(name.trim_start_matches('@').to_owned());
            }
            "bank" => {
                let n = it.next().ok_or("`bank` needs a number, e.g. `bank 2`")?;
                bank = Some(
                    n.parse::<i64>()
                        .map_err(|_| format!("`{n}` is not a number: write e.g. `bank 2`"))?,
                );
            }
            other => {
                return Err(format!(
                    "unknown setting `{other}`: use days N, rated yes|no, threads yes|no, seek_variant <game>, seek_role @role, bank N"
                ));
            }
        }
    }
    Ok(Said::Settings {
        change: Command::Settings {
            days,
            rated,
            threads,
            seek_variant,
            seek_role: None,
            bank,
        },
        role,
    })
}

/// `preferences [orientation mine|to-move] [theme <theme>] [confirm on|off]`.
fn parse_preferences(words: &[&str]) -> Result<Said, String> {
    let (mut orientation, mut theme, mut confirm) = (None, None, None);
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let value = it.next().map(|v| v.to_lowercase());
        match w.to_lowercase().as_str() {
            "orientation" => {
                orientation = Some(
                    value
                        .as_deref()
                        .and_then(data::Orientation::from_id)
                        .ok_or_else(|| {
                            format!("`orientation` takes {}", choices(OptionKind::Orientation))
                        })?,
                );
            }
            "theme" => {
                theme = Some(
                    value
                        .as_deref()
                        .and_then(|v| v.parse::<render::Theme>().ok())
                        .ok_or_else(|| format!("`theme` takes {}", choices(OptionKind::Theme)))?,
                );
            }
            "confirm" => confirm = Some(yes_no(value.as_deref())?),
            other => {
                return Err(format!(
                    "unknown preference `{other}`: use orientation {}, theme {}, confirm on|off",
                    choices(OptionKind::Orientation),
                    choices(OptionKind::Theme)
                ));
            }
        }
    }
    Ok(Said::Command(Command::Preferences {
        orientation,
        theme,
        confirm,
    }))
}

/// `notify [dm on|off] [remind80 on|off] [remind2h on|off] [digest on|off]`.
fn parse_notify(words: &[&str]) -> Result<Said, String> {
    let (mut dm, mut reminder, mut late_reminder, mut digest) = (None, None, None, None);
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let slot = match w.to_lowercase().as_str() {
            "dm" => &mut dm,
            "remind80" => &mut reminder,
            "remind2h" => &mut late_reminder,
            "digest" => &mut digest,
            other => {
                return Err(format!(
                    "unknown notification `{other}`: use dm, remind80, remind2h or digest, each on|off"
                ));
            }
        };
        *slot = Some(yes_no(it.next().copied())?);
    }
    Ok(Said::Command(Command::Notify {
        dm,
        reminder,
        late_reminder,
        digest,
    }))
}

/// `vacation 5`, `vacation days 5`, `vacation 5d`, `vacation end`, or `vacation` alone.
fn parse_vacation(words: &[&str]) -> Result<Said, String> {
    let (mut days, mut end) = (None, false);
    for w in words {
        let w = w.to_lowercase();
        match w.as_str() {
            "end" | "stop" => end = true,
            "days" | "day" => {}
            _ => {
                let digits = w
                    .trim_end_matches("days")
                    .trim_end_matches("day")
                    .trim_end_matches('d');
                days = Some(digits.parse::<i64>().map_err(|_| {
                    format!("`{w}`: write `vacation 5` for five days, or `vacation end`")
                })?);
            }
        }
    }
    Ok(Said::Command(Command::Vacation { days, end }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_user_commands() {
        assert_eq!(
            parse_line("alice: move Nf3"),
            Line::Say {
                user: "alice".into(),
                said: Said::Command(Command::Move {
                    text: "Nf3".into(),
                    expected_ply: None
                })
            }
        );
        assert_eq!(
            parse_line("bob: e4"),
            Line::Say {
                user: "bob".into(),
                said: Said::Command(Command::Move {
                    text: "e4".into(),
                    expected_ply: None
                })
            }
        );
        assert!(matches!(parse_line("alice: dance"), Line::Unreadable(_)));
    }

    #[test]
    fn reads_challenges_with_options() {
        let Line::Say {
            said: Said::Challenge(c),
            ..
        } = parse_line("alice: challenge @bob scepter black 5d casual")
        else {
            panic!("not a challenge");
        };
        assert_eq!(
            (c.opponent.as_deref(), c.variant),
            (Some("bob"), Variant::Scepter)
        );
        assert_eq!(
            (c.color, c.days.map(DaysPerMove::get), c.rated),
            (Some(ColorWish::Black), Some(5), Some(false))
        );
        // Values outside the catalogue are refused with the allowed ones named.
        let Line::Unreadable(hint) = parse_line("alice: challenge @bob scepter 4d") else {
            panic!("4 days accepted");
        };
        assert!(hint.contains("1, 2, 3, 5, 7, 10 or 14"), "{hint}");
        let Line::Unreadable(hint) = parse_line("alice: challenge @bob checkers") else {
            panic!("checkers accepted");
        };
        assert!(hint.contains("sanctuary, scepter or chess"), "{hint}");
        // Without a name, an open challenge; the game may come first.
        let Line::Say {
            said: Said::Challenge(open),
            ..
        } = parse_line("alice: challenge sanctuary 5d")
        else {
            panic!("not an open challenge");
        };
        assert_eq!((open.opponent, open.variant), (None, Variant::Sanctuary));
        assert!(matches!(
            parse_line("alice: challenge @bob"),
            Line::Unreadable(_)
        ));
        // Against Sanctum a bare number is the level; days keep their `d`.
        let Line::Say {
            said: Said::Challenge(c),
            ..
        } = parse_line("alice: challenge @sanctum scepter 5 3d")
        else {
            panic!("not a challenge");
        };
        assert_eq!((c.level, c.days.map(DaysPerMove::get)), (Some(5), Some(3)));
        let Line::Say {
            said: Said::Challenge(c),
            ..
        } = parse_line("alice: challenge @sanctum sanctuary level 9")
        else {
            panic!("not a challenge");
        };
        assert_eq!(
            c.level,
            Some(9),
            "the service refuses it, with the levels named"
        );
    }

    #[test]
    fn reads_preferences_and_notifications() {
        let said = |line: &str| match parse_line(line) {
            Line::Say {
                said: Said::Command(c),
                ..
            } => c,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(
            said("alice: preferences orientation mine theme colorblind confirm on"),
            Command::Preferences {
                orientation: Some(data::Orientation::Mine),
                theme: Some(render::Theme::ColorBlind),
                confirm: Some(true),
            }
        );
        assert_eq!(
            said("alice: notify dm on remind2h yes digest off"),
            Command::Notify {
                dm: Some(true),
                reminder: None,
                late_reminder: Some(true),
                digest: Some(false),
            }
        );
        for bad in [
            "alice: preferences theme neon",
            "alice: preferences orientation",
            "alice: notify dm maybe",
            "alice: notify sms on",
        ] {
            assert!(matches!(parse_line(bad), Line::Unreadable(_)), "{bad}");
        }
    }

    #[test]
    fn reads_conditional_lines_clears_and_games() {
        let said = |line: &str| match parse_line(line) {
            Line::Say {
                said: Said::Command(c),
                ..
            } => c,
            other => panic!("{line}: {other:?}"),
        };
        let conditional = |line: Option<&str>, clear, game: Option<&str>| Command::Conditional {
            line: line.map(str::to_owned),
            clear,
            game: game.map(str::to_owned),
        };
        assert_eq!(
            said("alice: conditional if Nf6 then e5; if Nf6 e5 Nd5 then c4"),
            conditional(Some("if Nf6 then e5; if Nf6 e5 Nd5 then c4"), false, None)
        );
        assert_eq!(said("alice: conditional"), conditional(None, false, None));
        assert_eq!(
            said("alice: conditional clear true game 12"),
            conditional(None, true, Some("12"))
        );
        assert_eq!(
            said("alice: conditional #3 clear"),
            conditional(None, true, Some("#3"))
        );
        assert_eq!(
            said("alice: conditional game 3 if e5 then Nf3"),
            conditional(Some("if e5 then Nf3"), false, Some("3"))
        );
        assert!(matches!(
            parse_line("alice: conditional game"),
            Line::Unreadable(_)
        ));
    }

    #[test]
    fn reads_waits() {
        assert_eq!(parse_line("wait 2d"), Line::Wait(2 * 24 * HOUR));
        assert_eq!(parse_line("wait 1d12h"), Line::Wait(36 * HOUR));
        assert!(matches!(parse_line("wait soon"), Line::Unreadable(_)));
        assert_eq!(parse_line("wait 3650d"), Line::Wait(MAX_WAIT));
        // Found by the `console_line` fuzz target: these overflowed an i64.
        for long in [
            "wait 3651d",
            "wait 4444444444444444d144",
            "wait 9223372036854775807s1s",
        ] {
            assert!(matches!(parse_line(long), Line::Unreadable(_)), "{long}");
        }
    }

    #[test]
    fn reads_channels() {
        assert_eq!(parse_line("channel #room"), Line::Channel("room".into()));
        assert_eq!(parse_line("channel # room"), Line::Channel("room".into()));
        // Found by the `console_line` fuzz target: `# #x` was `#x`, not `x`.
        assert_eq!(parse_line("channel # #x"), Line::Channel("x".into()));
        assert!(matches!(parse_line("channel #"), Line::Unreadable(_)));
    }

    #[test]
    fn reads_vacations_and_the_bank_setting() {
        let said = |line: &str| match parse_line(line) {
            Line::Say { said, .. } => said,
            other => panic!("{line}: {other:?}"),
        };
        let vacation = |days, end| Said::Command(Command::Vacation { days, end });
        assert_eq!(said("alice: vacation 5"), vacation(Some(5), false));
        assert_eq!(said("alice: vacation days 5"), vacation(Some(5), false));
        assert_eq!(said("alice: vacation 5days"), vacation(Some(5), false));
        assert_eq!(said("alice: vacation end"), vacation(None, true));
        assert_eq!(said("alice: vacation"), vacation(None, false));
        // Out of range is the service's to refuse, with the allowed days named.
        assert_eq!(said("alice: vacation 400"), vacation(Some(400), false));
        assert!(matches!(
            parse_line("alice: vacation soon"),
            Line::Unreadable(_)
        ));
        assert!(matches!(
            said("carol: settings bank 0"),
            Said::Settings {
                change: Command::Settings { bank: Some(0), .. },
                ..
            }
        ));
        assert!(matches!(
            parse_line("carol: settings bank lots"),
            Line::Unreadable(_)
        ));
    }
}
