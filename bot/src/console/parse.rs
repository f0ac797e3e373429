//! Reading console lines: `<user>: <command>`, `wait 2d`, `channel <name>`, comments.

use service::{
    Command, CommandName, CommandSpec, HOUR, Invocation, Lang, Msg, OptionKind, OptionSpec, Value,
};

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
    /// `help <command>` without a user: that command whole.
    HelpOn(String),
    /// `quit` or `exit`.
    Quit,
    /// Something the console cannot read, with a hint.
    Unreadable(String),
}

/// What a user said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A command of the catalogue, its words placed into options; `@names` are still
    /// text, for the console to resolve into users and roles.
    Command(Invocation),
    /// `accept`, `decline`, `cancel`: the challenge here answered, as Discord's buttons do.
    Answer(Command),
    /// `press <button label or id>`.
    Press(String),
    /// `suggest <prefix>`: the autocomplete list.
    Suggest(String),
}

/// Parses one line, the hint for a line it cannot read in English: the words the fuzz
/// targets and tests check.
pub fn parse_line(line: &str) -> Line {
    parse_line_in(line, Lang::En)
}

/// Parses one line, the hint for a line it cannot read in `lang`: the console's language.
pub fn parse_line_in(line: &str, lang: Lang) -> Line {
    let unreadable = |msg: Msg| Line::Unreadable(msg.plain(lang));
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
    if let Some(rest) = lower.strip_prefix("help ") {
        return Line::HelpOn(rest.trim().to_owned());
    }
    if let Some(rest) = lower.strip_prefix("wait ") {
        return match parse_span(rest.trim()) {
            Some(s) => Line::Wait(s),
            None => unreadable(
                Msg::new("console-bad-wait")
                    .num("max_days", MAX_WAIT / (24 * HOUR))
                    .str("typed", rest.trim()),
            ),
        };
    }
    if let Some(rest) = line.strip_prefix("channel ") {
        let name = rest
            .trim_start_matches(|c: char| c == '#' || c.is_whitespace())
            .trim_end();
        if name.is_empty() {
            return unreadable(Msg::new("console-which-channel"));
        }
        return Line::Channel(name.to_owned());
    }
    let Some((user, said)) = line.split_once(':') else {
        return Line::Unreadable(without_user(&lower, lang));
    };
    let user = user.trim().trim_start_matches('@');
    if user.is_empty() || user.contains(char::is_whitespace) {
        return unreadable(Msg::new("console-user-one-word"));
    }
    match parse_said(said.trim(), lang) {
        Ok(said) => Line::Say {
            user: user.to_owned(),
            said,
        },
        Err(hint) => Line::Unreadable(hint),
    }
}

/// The hint for a line with no `<user>:`, in `lang`: a console word it misspells, or
/// who says a command.
fn without_user(lower: &str, lang: Lang) -> String {
    let how = Msg::new("console-how-to-write").plain(lang);
    let first = lower.split_whitespace().next().unwrap_or_default();
    if let Some(name) = CommandName::from_id(first) {
        return Msg::new("console-who-says")
            .str("command", name.id())
            .plain(lang);
    }
    match service::catalogue::closest(first, ["help", "wait", "channel", "quit", "exit"]) {
        Some(near) => Msg::new("console-did-you-mean")
            .str("near", near)
            .str("how", how)
            .plain(lang),
        None => how,
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

/// Splits what was said after `<user>:` into a command; what cannot be read gets a
/// hint in `lang`.
fn parse_said(text: &str, lang: Lang) -> Result<Said, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some((first, rest)) = words.split_first() else {
        return Err(Msg::new("console-say-something").plain(lang));
    };
    match first.to_lowercase().as_str() {
        "accept" => Ok(Said::Answer(Command::Accept)),
        "decline" => Ok(Said::Answer(Command::Decline)),
        "cancel" => Ok(Said::Answer(Command::Cancel)),
        "press" if rest.is_empty() => Err(Msg::new("console-press-which").plain(lang)),
        "press" => Ok(Said::Press(rest.join(" "))),
        "suggest" => Ok(Said::Suggest(rest.join(" "))),
        _ => {
            let name = match CommandName::from_id(first) {
                Some(name) => name,
                // `alice: e4` is a move.
                None if rest.is_empty() && looks_like_move(first) => {
                    return Ok(Said::Command(Invocation {
                        command: CommandName::Move.id().to_owned(),
                        options: vec![("move".to_owned(), Value::Text((*first).to_owned()))],
                    }));
                }
                // The service names the command it most likely misspells.
                None => {
                    return Ok(Said::Command(Invocation {
                        command: first.to_lowercase(),
                        options: Vec::new(),
                    }));
                }
            };
            Ok(Said::Command(Invocation {
                command: name.id().to_owned(),
                options: place_words(name.spec(), rest),
            }))
        }
    }
}

/// True for words shaped like a move as people type them (`e4`, `Nf3`, `O-O`, `o-o`,
/// `e2e4`, `E4`, `nc6`, `1.e4`, `3...Nf6`, `Sf3`), so `alice: e4` works; the service
/// reads it.
fn looks_like_move(word: &str) -> bool {
    let bare = word
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start_matches(['.', '…']);
    let bare = if bare.len() < word.len() && !bare.is_empty() {
        bare
    } else {
        word
    };
    let Some(c) = bare.chars().next() else {
        return false;
    };
    let castling: String = bare
        .chars()
        .filter(|c| *c != '-')
        .map(|c| {
            if c == '0' {
                'o'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    castling == "oo"
        || castling == "ooo"
        || (bare.len() <= 7
            // Any letter: a piece's letter may be another language's (`Sf3`, `Кf3`).
            && c.is_alphabetic()
            && bare.chars().any(|c| c.is_ascii_digit()))
}

/// Options whose value is the rest of the line.
fn takes_the_rest(kind: OptionKind) -> bool {
    matches!(
        kind,
        OptionKind::Move | OptionKind::Answer | OptionKind::Line
    )
}

/// True if `word` can be `option`'s value given alone: a menu's value (days with
/// their unit: `3d`), one of a yes/no option's own two words, a number for number
/// kinds, anything for a game named by position (a keyword's game is a number).
fn fits(option: &OptionSpec, word: &str) -> bool {
    let number = |w: &str| w.parse::<i64>().is_ok();
    let kind = option.kind;
    match kind {
        OptionKind::Days => !number(word) && kind.choice_index(word).is_some(),
        OptionKind::Variant
        | OptionKind::Color
        | OptionKind::Orientation
        | OptionKind::Theme
        | OptionKind::PuzzleTheme
        | OptionKind::TournamentAction
        | OptionKind::TournamentFormat
        | OptionKind::Scope
        | OptionKind::Language => kind.choice_index(word).is_some(),
        OptionKind::Channel => word.starts_with('#') && word.len() > 1,
        OptionKind::Bool { yes, no } => {
            word.eq_ignore_ascii_case(yes) || word.eq_ignore_ascii_case(no)
        }
        OptionKind::Page | OptionKind::Level => number(word),
        // A number, or for a count of days a number of days (`4d`).
        OptionKind::Count { .. } => {
            let lower = word.to_lowercase();
            let bare = lower
                .trim_end_matches("days")
                .trim_end_matches("day")
                .trim_end_matches('d');
            number(&lower) || (option.name.contains("days") && number(bare))
        }
        OptionKind::Game => !option.keyword || number(word.trim_start_matches('#')),
        // Any word: one that names no command is answered with the closest.
        OptionKind::Command => !option.keyword,
        OptionKind::User
        | OptionKind::Role
        | OptionKind::Flag
        | OptionKind::Move
        | OptionKind::Answer
        | OptionKind::Line => false,
    }
}

/// Which option a word that fits none was most likely meant for, so the refusal can
/// say what that option takes: a number of days or a number for a word starting with a
/// digit, else the first option written by value (a misspelt game, a word for a count).
fn meant_for(open: &[&'static OptionSpec], word: &str) -> Option<&'static str> {
    let digit = word.starts_with(|c: char| c.is_ascii_digit());
    let numeric = |o: &&&'static OptionSpec| {
        digit
            && matches!(
                o.kind,
                OptionKind::Days | OptionKind::Page | OptionKind::Level | OptionKind::Count { .. }
            )
    };
    let by_value = |o: &&&'static OptionSpec| {
        !o.keyword
            && !matches!(
                o.kind,
                OptionKind::User
                    | OptionKind::Role
                    | OptionKind::Flag
                    | OptionKind::Move
                    | OptionKind::Line
            )
    };
    open.iter()
        .find(numeric)
        .or_else(|| open.iter().find(by_value))
        .map(|o| o.name)
}

/// The words with `5 days` joined into one value, `5d`.
fn join_units(words: &[&str]) -> Vec<String> {
    let mut joined: Vec<String> = Vec::new();
    for w in words {
        let lower = w.to_lowercase();
        if matches!(lower.as_str(), "days" | "day")
            && let Some(last) = joined.last_mut()
            && last.parse::<u32>().is_ok()
        {
            last.push('d');
            continue;
        }
        joined.push((*w).to_owned());
    }
    joined
}

/// Places the words after a command's name into its options, the way its
/// specification says they are written: `name value` (or `name:value`) for any
/// option, `@name` for users and roles, `#12` for a game, a keyword option's name
/// alone for yes, and by value for the others (`sanctuary`, `white`, `3d`, `5`); a
/// move or a line takes the rest. Nothing is refused here: a word that fits nowhere
/// is passed on under the option it was most likely meant for (or as an option of
/// its own name), for [`service::parse`] to explain.
fn place_words(spec: &'static CommandSpec, words: &[&str]) -> Vec<(String, Value)> {
    let joined = join_units(words);
    let mut given: Vec<(String, Value)> = Vec::new();
    let open = |given: &Vec<(String, Value)>| -> Vec<&'static OptionSpec> {
        spec.options
            .iter()
            .filter(|o| !given.iter().any(|(n, _)| n == o.name))
            .collect()
    };
    let mut i = 0;
    while i < joined.len() {
        let word = joined[i].as_str();
        let lower = word.to_lowercase();
        let free = open(&given);
        let text = |s: &str| Value::Text(s.to_owned());
        if let Some(pair) = named_pair(spec, &free, word) {
            given.push(pair);
            i += 1;
            continue;
        }
        // An option by name.
        if let Some(o) = free.iter().find(|o| o.name == lower) {
            let next = joined.get(i + 1).map(String::as_str);
            match o.kind {
                OptionKind::Flag => {
                    given.push((o.name.to_owned(), Value::Bool(true)));
                    i += 1;
                }
                OptionKind::Bool { .. } => match next {
                    // `clear yes`, `rated no`; `rated maybe` is a wrong value, not a yes.
                    Some(n) if o.kind.yes_no(n).is_some() || !fits_anything(spec, &free, n) => {
                        given.push((o.name.to_owned(), text(n)));
                        i += 2;
                    }
                    // `clear` alone, `rated 3d`.
                    _ => {
                        given.push((o.name.to_owned(), Value::Bool(true)));
                        i += 1;
                    }
                },
                kind if takes_the_rest(kind) => {
                    given.push((o.name.to_owned(), text(&joined[i + 1..].join(" "))));
                    break;
                }
                _ => {
                    given.push((o.name.to_owned(), text(next.unwrap_or_default())));
                    i += 2;
                }
            }
            continue;
        }
        // `@bob`, `@players`.
        if let Some(name) = word.strip_prefix('@')
            && let Some(o) = free
                .iter()
                .find(|o| matches!(o.kind, OptionKind::User | OptionKind::Role))
        {
            given.push((o.name.to_owned(), text(name)));
            i += 1;
            continue;
        }
        // `#12`.
        if word.starts_with('#')
            && let Some(o) = free.iter().find(|o| o.kind == OptionKind::Game)
        {
            given.push((o.name.to_owned(), text(word)));
            i += 1;
            continue;
        }
        // By value: options written alone first, then keyword options
        // (`challenge @sanctum scepter 5` is level 5).
        let by_value = |keyword: bool| {
            free.iter()
                .find(|o| o.keyword == keyword && !takes_the_rest(o.kind) && fits(o, word))
        };
        if let Some(o) = by_value(false).or_else(|| by_value(true)) {
            given.push((o.name.to_owned(), text(word)));
            i += 1;
            continue;
        }
        if misspelt_option(spec, &free, word) {
            let value = joined.get(i + 1).cloned().unwrap_or_default();
            given.push((lower.clone(), Value::Text(value)));
            i += 2;
            continue;
        }
        if let Some(o) = free.iter().find(|o| takes_the_rest(o.kind)) {
            given.push((o.name.to_owned(), text(&joined[i..].join(" "))));
            break;
        }
        // `stats bob`: a bare name for a player, where a player is still to be named.
        if !word.starts_with(|c: char| c.is_ascii_digit())
            && let Some(o) = free
                .iter()
                .find(|o| !o.keyword && o.kind == OptionKind::User)
        {
            given.push((o.name.to_owned(), text(word)));
            i += 1;
            continue;
        }
        let name = meant_for(&free, word).map_or_else(|| lower.clone(), str::to_owned);
        given.push((name, text(word)));
        i += 1;
    }
    given
}

/// `level:5`, `days=3` as an option and its value. `colour:white` names an option
/// the command lacks (where no free text could hold it): it is given as typed, and
/// the service says which option it most likely means.
fn named_pair(
    spec: &'static CommandSpec,
    free: &[&'static OptionSpec],
    word: &str,
) -> Option<(String, Value)> {
    let (raw, value) = word.split_once([':', '='])?;
    let name = raw.to_lowercase();
    let unknown = || {
        spec.option(&name).is_none()
            && name.chars().all(|c| c.is_ascii_alphabetic() || c == '_')
            && !free.iter().any(|o| takes_the_rest(o.kind))
    };
    (!name.is_empty() && (free.iter().any(|o| o.name == name) || unknown()))
        .then(|| (name.clone(), Value::Text(value.to_owned())))
}

/// True for `colour` in `colour white`: a word close to one of the command's option
/// names, where no free text could hold it. It is given as typed, with the next word
/// as its value, and the service names the option meant.
fn misspelt_option(spec: &'static CommandSpec, free: &[&'static OptionSpec], word: &str) -> bool {
    word.chars().all(|c| c.is_ascii_alphabetic() || c == '_')
        && !free.iter().any(|o| takes_the_rest(o.kind))
        && service::catalogue::closest(word, spec.options.iter().map(|o| o.name)).is_some()
}

/// True if `word` would be read as some other option of the command.
fn fits_anything(spec: &CommandSpec, free: &[&'static OptionSpec], word: &str) -> bool {
    let lower = word.to_lowercase();
    spec.option(&lower).is_some() || word.starts_with('@') || free.iter().any(|o| fits(o, word))
}

/// Gives each `@name` of a user or role option its user or role, through `named`
/// (the console's names), which is told the option's kind.
pub fn resolve(
    invocation: Invocation,
    mut named: impl FnMut(OptionKind, &str) -> Value,
) -> Invocation {
    let spec = CommandName::from_id(&invocation.command).map(CommandName::spec);
    let options = invocation
        .options
        .into_iter()
        .map(|(name, value)| {
            let kind = spec.and_then(|s| s.option(&name)).map(|o| o.kind);
            let value = match (kind, value) {
                (Some(kind @ (OptionKind::User | OptionKind::Role)), Value::Text(t))
                    if !t.trim_start_matches('@').is_empty() =>
                {
                    named(kind, t.trim_start_matches('@'))
                }
                (Some(OptionKind::Channel), Value::Text(t))
                    if !t.trim_start_matches('#').is_empty() =>
                {
                    named(OptionKind::Channel, t.trim_start_matches('#'))
                }
                (_, v) => v,
            };
            (name, value)
        })
        .collect();
    Invocation {
        command: invocation.command,
        options,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use data::{ColorWish, DaysPerMove, RoleId, UserId};
    use rules::Variant;
    use service::Mention;
    use service::Unreadable;
    use service::{
        BoardChange, ConditionalWish, HistoryQuery, NotifyChange, SettingsChange, Wanted,
    };

    #[test]
    fn words_shaped_like_moves_as_people_type_them_are_moves() {
        for word in [
            "e4", "Nf3", "O-O", "o-o", "0-0-0", "e2e4", "E4", "Exd5", "nc6", "1.e4", "3...Nf6",
            "12.Qxf7#", "Sf3", "Кf3", "Gxe3",
        ] {
            assert!(looks_like_move(word), "{word}");
        }
        for word in ["no", "go", "ok", "board", "1.", "...", "hello", "12"] {
            assert!(!looks_like_move(word), "{word}");
        }
    }

    /// The command a line gives, through the service's parser, names resolved.
    fn command(line: &str) -> Result<Command, Unreadable> {
        let Line::Say { said, .. } = parse_line(line) else {
            panic!("{line}: not a user's line");
        };
        let invocation = match said {
            Said::Command(i) => i,
            Said::Answer(c) => return Ok(c),
            other => panic!("{line}: {other:?}"),
        };
        let invocation = resolve(invocation, |kind, name| match kind {
            OptionKind::Role => Value::Role(RoleId(name.len() as u64 + 100)),
            _ => Value::User(Mention {
                user: UserId(name.len() as u64),
                name: name.to_owned(),
                is_bot: false,
                member: true,
            }),
        });
        service::parse(&invocation)
    }

    fn hint(line: &str) -> String {
        match command(line) {
            Err(e) => e.user_text().to_string(),
            Ok(c) => panic!("{line}: read as {c:?}"),
        }
    }

    #[test]
    fn reads_user_commands() {
        let mv = |text: &str| Command::Move {
            text: text.into(),
            expected_ply: None,
        };
        assert_eq!(command("alice: move Nf3"), Ok(mv("Nf3")));
        assert_eq!(command("bob: e4"), Ok(mv("e4")));
        assert_eq!(command("bob: m O-O"), Ok(mv("O-O")));
        assert_eq!(command("bob: accept"), Ok(Command::Accept));
        assert!(
            hint("alice: dance").contains("I don't know the command `dance`"),
            "{}",
            hint("alice: dance")
        );
        // A misspelt command or option: the closest is named.
        assert!(
            hint("alice: chalenge @bob chess").contains("Did you mean `/challenge`?"),
            "{}",
            hint("alice: chalenge @bob chess")
        );
        for line in [
            "alice: challenge @bob chess colour:white",
            "alice: challenge @bob chess colour white",
        ] {
            assert!(
                hint(line).contains("challenge has no option `colour`. Did you mean `color`?"),
                "{line}: {}",
                hint(line)
            );
        }
        assert!(
            hint("alice: move").contains("needs its move"),
            "{}",
            hint("alice: move")
        );
    }

    #[test]
    fn reads_challenges_with_options() {
        let Ok(Command::Challenge(Wanted {
            opponent,
            variant,
            color,
            days,
            rated,
            level,
            lobby,
            team,
        })) = command("alice: challenge @bob scepter black 5d casual")
        else {
            panic!("not a challenge");
        };
        assert_eq!(lobby, service::LobbyWish::default());
        assert_eq!(team, service::TeamWish::default());
        assert_eq!(
            (
                opponent.map(|o| o.name),
                variant,
                color,
                days.map(DaysPerMove::get),
                rated,
                level
            ),
            (
                Some("bob".into()),
                Variant::Scepter,
                Some(ColorWish::Black),
                Some(5),
                Some(false),
                None
            )
        );
        // `5 days` and `days 5` are 5d too.
        for line in [
            "alice: challenge @bob scepter black 5 days casual",
            "alice: challenge @bob scepter days 5 black casual",
            "alice: challenge @bob days:5 scepter casual black",
        ] {
            assert!(
                matches!(command(line), Ok(Command::Challenge(Wanted { days: Some(d), color: Some(ColorWish::Black), rated: Some(false), .. })) if d.get() == 5),
                "{line}: {:?}",
                command(line)
            );
        }
        // Values outside the catalogue are refused with the allowed ones named.
        let four = hint("alice: challenge @bob scepter 4d");
        assert!(four.contains("1, 2, 3, 5, 7, 10 or 14"), "{four}");
        let checkers = hint("alice: challenge @bob checkers");
        assert!(
            checkers.contains("sanctuary, scepter or chess"),
            "{checkers}"
        );
        // Without a name, an open challenge; the game may come first.
        assert!(matches!(
            command("alice: challenge sanctuary 5d"),
            Ok(Command::Challenge(Wanted {
                opponent: None,
                variant: Variant::Sanctuary,
                ..
            }))
        ));
        let missing = hint("alice: challenge @bob");
        assert!(missing.contains("Which game?"), "{missing}");
        // A bare number is Sanctum's level; days keep their `d`.
        assert!(matches!(
            command("alice: challenge @sanctum scepter 5 3d"),
            Ok(Command::Challenge(Wanted { level: Some(5), days: Some(d), .. })) if d.get() == 3
        ));
        // Out of range is the service's to refuse, with the levels named.
        assert!(matches!(
            command("alice: challenge @sanctum sanctuary level 9"),
            Ok(Command::Challenge(Wanted { level: Some(9), .. }))
        ));
        assert!(matches!(
            command("alice: challenge sanctuary rated"),
            Ok(Command::Challenge(Wanted {
                rated: Some(true),
                ..
            }))
        ));
    }

    #[test]
    fn reads_preferences_and_notifications() {
        assert_eq!(
            command("alice: preferences orientation mine theme colorblind confirm on"),
            Ok(Command::Preferences(BoardChange {
                orientation: Some(data::Orientation::Mine),
                theme: Some(render::Theme::ColorBlind),
                confirm: Some(true),
            }))
        );
        assert_eq!(
            command("alice: notify dm on remind2h yes digest off"),
            Ok(Command::Notify(NotifyChange {
                dm: Some(true),
                reminder: None,
                late_reminder: Some(true),
                digest: Some(false),
            }))
        );
        for bad in [
            "alice: preferences theme neon",
            "alice: preferences orientation",
            "alice: notify dm maybe",
            "alice: notify sms on",
        ] {
            assert!(command(bad).is_err(), "{bad}: {:?}", command(bad));
        }
        assert!(hint("alice: preferences theme neon").contains("classic, contrast or colorblind"));
    }

    #[test]
    fn reads_conditional_lines_clears_and_games() {
        let conditional = |line: Option<&str>, clear, game: Option<&str>| {
            Ok(Command::Conditional(ConditionalWish {
                line: line.map(str::to_owned),
                clear,
                game: game.map(str::to_owned),
            }))
        };
        assert_eq!(
            command("alice: conditional if Nf6 then e5; if Nf6 e5 Nd5 then c4"),
            conditional(Some("if Nf6 then e5; if Nf6 e5 Nd5 then c4"), false, None)
        );
        assert_eq!(
            command("alice: conditional"),
            conditional(None, false, None)
        );
        assert_eq!(
            command("alice: conditional clear true game 12"),
            conditional(None, true, Some("12"))
        );
        assert_eq!(
            command("alice: conditional #3 clear"),
            conditional(None, true, Some("#3"))
        );
        assert_eq!(
            command("alice: cond game 3 if e5 then Nf3"),
            conditional(Some("if e5 then Nf3"), false, Some("3"))
        );
        assert!(command("alice: conditional game").is_err());
    }

    #[test]
    fn reads_a_puzzle_run() {
        assert!(matches!(
            command("alice: puzzle chess run yes"),
            Ok(Command::Puzzle {
                variant: Some(Variant::Chess),
                theme: None,
                run: true,
            })
        ));
    }

    #[test]
    fn reads_archive_and_settings() {
        assert_eq!(
            command("carol: board game 1"),
            Ok(Command::Board {
                game: Some("1".into()),
                new_link: false,
            })
        );
        // Whatever is typed as a game number reaches the service, which explains.
        assert_eq!(
            command("carol: board 99999999999999999999"),
            Ok(Command::Board {
                game: Some("99999999999999999999".into()),
                new_link: false,
            })
        );
        assert!(matches!(
            command("alice: lb scepter 2"),
            Ok(Command::Leaderboard {
                variant: Some(Variant::Scepter),
                page: 2,
                puzzles: false,
                ..
            })
        ));
        assert!(matches!(
            command("alice: leaderboard chess puzzles"),
            Ok(Command::Leaderboard {
                variant: Some(Variant::Chess),
                page: 1,
                puzzles: true,
                ..
            })
        ));
        assert!(matches!(
            command("alice: puzzle scepter slide"),
            Ok(Command::Puzzle {
                variant: Some(Variant::Scepter),
                theme: Some(puzzles::Theme::Slide),
                run: false,
            })
        ));
        assert!(matches!(
            command("alice: solve Nf3 "),
            Ok(Command::Solve { text }) if text.trim() == "Nf3"
        ));
        assert!(matches!(
            command("carol: stats bob"),
            Ok(Command::Stats { user: Some(m) }) if m.name == "bob"
        ));
        assert!(matches!(
            command("carol: history @bob chess 3"),
            Ok(Command::History(HistoryQuery {
                user: Some(_),
                variant: Some(Variant::Chess),
                page: 3
            }))
        ));
        assert!(hint("alice: games 0").contains("page number"));
        assert!(matches!(
            command(
                "carol: settings seek_variant sanctuary seek_role @sanctuary-players days 5 rated no threads yes"
            ),
            Ok(Command::Settings(SettingsChange {
                seek_variant: Some(Variant::Sanctuary),
                seek_role: Some(_),
                rated: Some(false),
                threads: Some(true),
                days: Some(_),
                bank: None,
                ping_every: None,
                daily_puzzle: None,
                daily_puzzle_off: false,
                course_variant: None,
                course_role: None,
                organiser_role: None,
                organiser_role_off: false,
                web: None,
                boards_turn: None,
                lobby: None,
                lobby_off: false,
                language: None,
            }))
        ));
        assert!(matches!(
            command("carol: settings language de"),
            Ok(Command::Settings(SettingsChange {
                language: Some(Some(service::Lang::De)),
                ..
            }))
        ));
        assert!(matches!(
            command("carol: settings language discord"),
            Ok(Command::Settings(SettingsChange {
                language: Some(None),
                ..
            }))
        ));
        let unknown = hint("carol: settings colour blue");
        assert!(unknown.contains("colour"), "{unknown}");
    }

    #[test]
    fn reads_waits() {
        assert_eq!(parse_line("wait 2d"), Line::Wait(2 * 24 * HOUR));
        assert_eq!(parse_line("wait 1d12h"), Line::Wait(36 * HOUR));
        assert!(matches!(parse_line("wait soon"), Line::Unreadable(_)));
        let unreadable = |line: &str| match parse_line(line) {
            Line::Unreadable(hint) => hint,
            other => panic!("{line}: {other:?}"),
        };
        assert!(unreadable("hepl").starts_with("did you mean `help`?"));
        assert!(unreadable("wiat 2d").starts_with("did you mean `wait`?"));
        assert_eq!(unreadable("board"), "who says it? e.g. `alice: board`");
        assert!(unreadable("xyzzy plugh").starts_with("write `<user>: <command>`"));
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
        let vacation = |days, end| Ok(Command::Vacation { days, end });
        assert_eq!(command("alice: vacation 5"), vacation(Some(5), false));
        assert_eq!(command("alice: vacation days 5"), vacation(Some(5), false));
        assert_eq!(command("alice: vacation 5days"), vacation(Some(5), false));
        assert_eq!(command("alice: vacation end"), vacation(None, true));
        assert_eq!(command("alice: vacation"), vacation(None, false));
        // Out of range is the service's to refuse, with the allowed days named.
        assert_eq!(command("alice: vacation 400"), vacation(Some(400), false));
        assert!(command("alice: vacation soon").is_err());
        assert!(matches!(
            command("carol: settings bank 0"),
            Ok(Command::Settings(SettingsChange { bank: Some(0), .. }))
        ));
        assert!(command("carol: settings bank lots").is_err());
    }
}
