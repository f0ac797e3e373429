//! Writing a [`Tournament`] as TRF text, fixed columns as FIDE's format prints them.

use super::{Colour, Player, Tournament};
use std::fmt::Write as _;

pub(crate) fn to_trf(t: &Tournament) -> String {
    let mut out = String::new();
    for line in &t.header {
        out.push_str(line);
        out.push('\n');
    }
    if let Some(r) = t.rounds {
        let _ = writeln!(out, "XXR {r}");
    }
    if t.use_rank || t.initial_colour.is_some() {
        out.push_str("XXC");
        if t.use_rank {
            out.push_str(" rank");
        }
        match t.initial_colour {
            Some(Colour::White) => out.push_str(" white1"),
            Some(Colour::Black) => out.push_str(" black1"),
            None => {}
        }
        out.push('\n');
    }
    for (id, values) in &t.accelerations {
        let _ = write!(out, "XXA {id:>4}");
        for v in values {
            let _ = write!(out, " {v:>4}");
        }
        out.push('\n');
    }
    for ids in &t.forbidden {
        out.push_str("XXP");
        for id in ids {
            let _ = write!(out, " {id}");
        }
        out.push('\n');
    }
    for (prefix, points) in &t.point_lines {
        let _ = writeln!(out, "{prefix} {points:>4}");
    }
    for player in &t.players {
        out.push_str(&player_line(player));
        out.push('\n');
    }
    out
}

/// A `001` line: columns as TRF-2016/2026 fixes them, one ten-character block per round.
pub(crate) fn player_line(p: &Player) -> String {
    let rating = p.rating.map(|r| r.to_string()).unwrap_or_default();
    let rank = p.rank.map(|r| r.to_string()).unwrap_or_default();
    let mut line = format!(
        "001 {:>4} {:1}{:<3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
        p.id, p.sex, p.title, p.name, rating, p.federation, p.fide_id, p.birth, p.points, rank
    );
    for r in &p.rounds {
        let colour = r.colour.map_or('-', Colour::code);
        let _ = write!(
            line,
            "  {:>4} {} {}",
            r.opponent
                .map_or_else(|| "0000".to_owned(), |o| o.to_string()),
            colour,
            r.result.code()
        );
    }
    line.trim_end().to_owned()
}
