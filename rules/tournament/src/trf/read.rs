//! Reading TRF text into a consistent [`Tournament`].

use super::{Colour, GameResult, Player, Points, RoundEntry, Tournament, TrfError};
use std::collections::HashMap;

/// The largest starting rank accepted: TRF's field has four digits.
const MAX_ID: u32 = 9999;
/// The most rounds a line may hold; FIDE's files never come near it.
const MAX_ROUNDS: usize = 99;

fn err(line: usize, column: usize, problem: impl Into<String>) -> TrfError {
    TrfError {
        line,
        column,
        problem: problem.into(),
    }
}

/// One line as characters, with its number, so that columns count characters.
struct Line<'a> {
    number: usize,
    chars: &'a [char],
}

impl Line<'_> {
    /// Columns `from..=to` (from 1), trimmed; short lines read as blank.
    fn field(&self, from: usize, to: usize) -> String {
        let start = (from - 1).min(self.chars.len());
        let end = to.min(self.chars.len());
        self.chars[start..end]
            .iter()
            .collect::<String>()
            .trim()
            .to_owned()
    }

    fn char_at(&self, column: usize) -> char {
        self.chars.get(column - 1).copied().unwrap_or(' ')
    }

    fn number_field(&self, from: usize, to: usize, what: &str) -> Result<Option<u32>, TrfError> {
        let text = self.field(from, to);
        if text.is_empty() {
            return Ok(None);
        }
        text.parse().map(Some).map_err(|_| {
            err(
                self.number,
                from,
                format!("{what} {text:?} is not a number"),
            )
        })
    }
}

/// Points as TRF writes them: `pp.p`, or a whole number.
pub(crate) fn parse_points(text: &str) -> Option<Points> {
    let text = text.trim();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, tenth) = match digits.split_once(['.', ',']) {
        Some((w, t)) => (w, t),
        None => (digits, "0"),
    };
    if whole.is_empty() && tenth.is_empty()
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || tenth.len() != 1
        || !tenth.bytes().all(|b| b.is_ascii_digit())
        || whole.len() > 5
    {
        return None;
    }
    let whole: i32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let tenth: i32 = tenth.parse().ok()?;
    let value = whole * 10 + tenth;
    Some(Points(if negative { -value } else { value }))
}

pub(crate) fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::default();
    // Where each player's line is, to point errors found across lines at it.
    let mut line_of: HashMap<u32, usize> = HashMap::new();
    let normalised = text.replace("\r\n", "\n").replace('\r', "\n");
    for (index, raw) in normalised.split('\n').enumerate() {
        let chars: Vec<char> = raw.chars().collect();
        let line = Line {
            number: index + 1,
            chars: &chars,
        };
        if raw.trim().is_empty() {
            continue;
        }
        let prefix: String = chars.iter().take(3).collect();
        match prefix.as_str() {
            "001" => {
                let player = read_player(&line)?;
                if line_of.insert(player.id, line.number).is_some() {
                    return Err(err(
                        line.number,
                        5,
                        format!("starting rank {} appears twice", player.id),
                    ));
                }
                t.players.push(player);
            }
            "XXR" | "XXC" | "XXA" | "XXP" | "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                read_extension(&mut t, &line, &prefix)?;
            }
            _ => t.header.push(raw.trim_end().to_owned()),
        }
    }
    t.players.sort_by_key(|p| p.id);
    check(&t, &line_of)?;
    Ok(t)
}

/// The `XX` and `BB` lines: rounds, colour and rank options, accelerations, forbidden
/// pairs, point values.
fn read_extension(t: &mut Tournament, line: &Line<'_>, prefix: &str) -> Result<(), TrfError> {
    let chars = line.chars;
    match prefix {
        "XXR" => {
            let n = line
                .number_field(4, chars.len(), "the number of rounds")?
                .filter(|&n| n > 0 && n as usize <= MAX_ROUNDS)
                .ok_or_else(|| err(line.number, 5, "XXR needs a number of rounds from 1 to 99"))?;
            t.rounds = Some(n);
        }
        "XXC" => {
            let rest: String = chars.iter().skip(3).collect();
            for word in rest.split_whitespace() {
                match word {
                    "rank" => t.use_rank = true,
                    "white1" => t.initial_colour = Some(Colour::White),
                    "black1" => t.initial_colour = Some(Colour::Black),
                    _ => {
                        return Err(err(line.number, 5, format!("unknown XXC option {word:?}")));
                    }
                }
            }
        }
        "XXA" => t.accelerations.push(read_acceleration(line)?),
        "XXP" => {
            let rest: String = chars.iter().skip(3).collect();
            let mut ids = Vec::new();
            for word in rest.split_whitespace() {
                let id: u32 = word
                    .parse()
                    .ok()
                    .filter(|&id| (1..=MAX_ID).contains(&id))
                    .ok_or_else(|| {
                        err(
                            line.number,
                            5,
                            format!("XXP: {word:?} is not a starting rank"),
                        )
                    })?;
                ids.push(id);
            }
            t.forbidden.push(ids);
        }
        _ => {
            let rest: String = chars.iter().skip(3).collect();
            let points = parse_points(&rest).ok_or_else(|| {
                err(
                    line.number,
                    5,
                    format!("{prefix}: {:?} is not a number of points", rest.trim()),
                )
            })?;
            let explicit_bye = t.point_lines.iter().any(|(p, _)| p == "BBU");
            let s = &mut t.points;
            match prefix {
                "BBW" => {
                    s.win = points;
                    if !explicit_bye {
                        s.pairing_bye = points;
                    }
                }
                "BBD" => s.draw = points,
                "BBL" => s.loss = points,
                "BBZ" => s.zero_bye = points,
                "BBF" => s.forfeit_loss = points,
                _ => s.pairing_bye = points,
            }
            t.point_lines.push((prefix.to_owned(), points));
        }
    }
    Ok(())
}

fn read_acceleration(line: &Line<'_>) -> Result<(u32, Vec<Points>), TrfError> {
    let id = line
        .number_field(5, 8, "the starting rank")?
        .ok_or_else(|| err(line.number, 5, "XXA needs a starting rank in columns 5-8"))?;
    let mut values = Vec::new();
    let mut column = 10;
    while column <= line.chars.len() {
        let text = line.field(column, column + 3);
        if !text.is_empty() {
            values.push(parse_points(&text).ok_or_else(|| {
                err(
                    line.number,
                    column,
                    format!("XXA: {text:?} is not a number of points"),
                )
            })?);
        }
        column += 5;
    }
    Ok((id, values))
}

fn read_player(line: &Line<'_>) -> Result<Player, TrfError> {
    let n = line.number;
    let id = line
        .number_field(5, 8, "the starting rank")?
        .filter(|&id| (1..=MAX_ID).contains(&id))
        .ok_or_else(|| {
            err(
                n,
                5,
                "a starting rank from 1 to 9999 belongs in columns 5-8",
            )
        })?;
    let rating = line.number_field(49, 52, "the rating")?;
    let points_text = line.field(81, 84);
    let points = if points_text.is_empty() {
        Points(0)
    } else {
        parse_points(&points_text).ok_or_else(|| {
            err(
                n,
                81,
                format!("the points {points_text:?} are not a number"),
            )
        })?
    };
    let rank = line.number_field(86, 89, "the rank")?;
    let mut rounds = Vec::new();
    let mut start = 92;
    while start <= line.chars.len() {
        if rounds.len() >= MAX_ROUNDS {
            return Err(err(n, start, "more than 99 rounds"));
        }
        if line.char_at(start - 1) != ' ' || line.char_at(start - 2) != ' ' {
            return Err(err(
                n,
                start - 2,
                "round blocks are ten characters, starting at column 92",
            ));
        }
        rounds.push(read_round(line, start)?);
        start += 10;
    }
    Ok(Player {
        id,
        sex: line.field(10, 10),
        title: line.field(11, 13),
        name: line.field(15, 47),
        rating,
        federation: line.field(54, 56),
        fide_id: line.field(58, 68),
        birth: line.field(70, 79),
        points,
        rank,
        rounds,
    })
}

fn read_round(line: &Line<'_>, start: usize) -> Result<RoundEntry, TrfError> {
    let n = line.number;
    let opponent_text = line.field(start, start + 3);
    let opponent = if opponent_text.is_empty() {
        None
    } else {
        let id: u32 = opponent_text.parse().map_err(|_| {
            err(
                n,
                start,
                format!("the opponent {opponent_text:?} is not a starting rank"),
            )
        })?;
        (id != 0).then_some(id)
    };
    if line.char_at(start + 4) != ' ' || line.char_at(start + 6) != ' ' {
        return Err(err(n, start + 4, "a round block is `oooo c r`"));
    }
    let colour = match line.char_at(start + 5) {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        c => {
            return Err(err(
                n,
                start + 5,
                format!("the colour {c:?} is not w, b or -"),
            ));
        }
    };
    let code = line.char_at(start + 7);
    let result = GameResult::from_code(code).ok_or_else(|| {
        err(
            n,
            start + 7,
            format!("the result {code:?} is not a TRF result code"),
        )
    })?;
    match opponent {
        Some(_) if colour.is_none() => Err(err(n, start + 5, "a game needs a colour, w or b")),
        Some(_) if !result.with_opponent() => Err(err(
            n,
            start + 7,
            format!("the result {code:?} cannot have an opponent"),
        )),
        None if colour.is_some() => Err(err(
            n,
            start + 5,
            "a round without an opponent has colour -",
        )),
        None if !result.without_opponent() => Err(err(
            n,
            start + 7,
            format!("the result {code:?} needs an opponent"),
        )),
        _ => Ok(RoundEntry {
            opponent,
            colour,
            result,
        }),
    }
}

/// Both sides of each game agree, and each player's points add up.
fn check(t: &Tournament, line_of: &HashMap<u32, usize>) -> Result<(), TrfError> {
    for player in &t.players {
        let line = line_of.get(&player.id).copied().unwrap_or(0);
        for (r, entry) in player.rounds.iter().enumerate() {
            let column = 92 + 10 * r;
            let Some(opponent_id) = entry.opponent else {
                continue;
            };
            if opponent_id == player.id {
                return Err(err(line, column, "a player cannot meet themselves"));
            }
            let Some(opponent) = t.player(opponent_id) else {
                return Err(err(
                    line,
                    column,
                    format!("no player has starting rank {opponent_id}"),
                ));
            };
            let theirs = opponent.rounds.get(r);
            let agrees = theirs.is_some_and(|o| {
                o.opponent == Some(player.id)
                    && o.colour == entry.colour.map(Colour::opposite)
                    && entry.result.mirrors(o.result)
            });
            if !agrees {
                return Err(err(
                    line,
                    column,
                    format!(
                        "round {}: player {opponent_id}'s line does not show the other side of this game",
                        r + 1
                    ),
                ));
            }
        }
        let total: Points = player
            .rounds
            .iter()
            .map(|r| t.points.points(r.result))
            .sum();
        if total != player.points {
            return Err(err(
                line,
                81,
                format!(
                    "the points {} do not match the results, which give {total}",
                    player.points
                ),
            ));
        }
    }
    for (id, _) in &t.accelerations {
        if t.player(*id).is_none() {
            return Err(err(
                0,
                0,
                format!("XXA names starting rank {id}, which no player has"),
            ));
        }
    }
    Ok(())
}
