//! Sanctum as an opponent: the challenge it accepts at once, its moves and
//! resignations, and its answers to draw offers and takebacks. Games against it are
//! unrated and take back freely.

pub(crate) mod refusal;
pub use refusal::EngineGameRefusal;

use crate::core::context::{Ctx, name_of};
use crate::core::names::CommandName;
use crate::core::policy::{DEFAULT_LEVEL, MAX_LEVEL, MIN_LEVEL};
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Effect, Reply, Response, ThreadRequest};
use crate::core::request::Wanted;
use crate::core::request::{Actor, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::variant_name;
use data::{ColorWish, DaysPerMove, EngineSide, GameResult, LoadedGame, NewGame, Termination};
use engine::{Engine, Level, Limits};
use rules::{Color, Game, Move};
use std::hash::{BuildHasher, RandomState};

/// Sanctum takes a draw when it sees itself at least this far behind, in centipawns.
const DRAW_WHEN_BEHIND: i32 = -80;
/// Late in a game, Sanctum also takes a draw in a level position (within this many centipawns).
const DRAW_WHEN_LEVEL: i32 = 25;
/// "Late in a game", in half-moves.
const LATE: u32 = 60;

/// The level a challenge asked for, checked.
fn checked_level(level: Option<i64>) -> Result<u8> {
    let level = level.unwrap_or(i64::from(DEFAULT_LEVEL));
    if (i64::from(MIN_LEVEL)..=i64::from(MAX_LEVEL)).contains(&level) {
        Ok(level as u8)
    } else {
        Err(EngineGameRefusal::BadLevel(level).into())
    }
}

/// An evaluation as players read it, from one side's view: `+1.3`, `-0.4`.
fn pawns(cp: i32) -> String {
    format!("{:+.1}", f64::from(cp) / 100.0)
}

/// `challenge @Sanctum`: Sanctum accepts at once and the game starts.
pub fn challenge_engine(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    sanctum: data::UserId,
    wanted: &Wanted,
) -> Result<Response> {
    start_against_engine(cx, actor.user, place, sanctum, wanted, None)
}

/// Starts a game of `human` (a person, or a team's id with `team`: its side and who
/// started it) against Sanctum.
#[allow(clippy::too_many_lines)]
pub(crate) fn start_against_engine(
    cx: &Ctx<'_>,
    human_user: data::UserId,
    place: Place,
    sanctum: data::UserId,
    wanted: &Wanted,
    team: Option<(data::TeamSide, data::UserId)>,
) -> Result<Response> {
    let level = checked_level(wanted.level)?;
    if wanted.rated == Some(true) {
        return Err(EngineGameRefusal::EngineUnrated.into());
    }
    if cx.store.active_game_in_channel(place.channel)?.is_some() {
        return Err(Refusal::ChannelBusy.into());
    }
    crate::core::limits::new_engine_game(cx, human_user, place.guild)?;
    let settings = cx.store.guild_settings(place.guild)?;
    let days_per_move = wanted.days.map_or(settings.default_days, DaysPerMove::get);
    let variant = wanted.variant;
    let human = match wanted.color.unwrap_or(ColorWish::Random) {
        ColorWish::White => Color::White,
        ColorWish::Black => Color::Black,
        ColorWish::Random => {
            if RandomState::new().hash_one((human_user, cx.now)) & 1 == 0 {
                Color::White
            } else {
                Color::Black
            }
        }
    };
    let (white, black) = match human {
        Color::White => (human_user, sanctum),
        Color::Black => (sanctum, human_user),
    };
    let side = EngineSide {
        color: !human,
        level,
    };
    let new = NewGame {
        guild: place.guild,
        channel: place.channel,
        white,
        black,
        variant,
        rated: false,
        days_per_move,
        start_fen: None,
        created_at: cx.now,
    };
    let game = match team {
        None => cx.store.create_engine_game(&new, side)?,
        Some((team, starter)) => cx.store.create_team_game(&new, side, team, starter)?,
    };
    tracing::info!(game = %game.id, level, variant = %variant, "a game against Sanctum");
    crate::core::metrics::game_started(variant);
    let (white_name, black_name) = (name_of(cx, game.white), name_of(cx, game.black));
    let me = name_of(cx, sanctum);
    let headline = Text::from(
        Msg::new("engine-game-accepted")
            .str("me", me.clone())
            .strong("variant", Msg::new(variant_name(variant)))
            .str("white", white_name.clone())
            .str("black", black_name.clone())
            .num("level", level)
            .num("days", game.days_per_move),
    );
    let pos = rules::Position::new(variant);
    let text = if team.is_some() {
        headline
            .clone()
            .line()
            .then(how_to_vote(human == Color::White))
    } else if human == Color::White {
        headline.clone().line().msg(
            Msg::new("engine-game-your-first-move")
                .user("user", human_user)
                .command(
                    "move",
                    CommandRef::new(CommandName::Move).blank("move", "blank-your-move"),
                ),
        )
    } else {
        headline
            .clone()
            .line()
            .msg(Msg::new("engine-game-thinks-first").str("me", me))
    };
    let mut reply = Reply::public(text).with_board(crate::game::preferences::picture_for(
        cx, human_user, &game, &pos, None, human,
    ));
    if team.is_some() {
        reply = reply.with_button(crate::core::reply::Button::new(
            crate::core::request::Action::JoinTeam(game.id),
            crate::core::reply::ButtonStyle::Primary,
        ));
    } else if human == Color::White {
        reply = reply.ping([human_user]);
    }
    let thread = (place.in_server() && settings.game_threads).then(|| {
        Effect::GameThread(Box::new(ThreadRequest {
            game: game.id,
            parent: game.channel,
            mirror: false,
            name: crate::core::words::thread_name(variant, &white_name, &black_name),
            headline,
        }))
    });
    let think = (human == Color::Black).then_some(Effect::Think(game.id));
    Ok(Response {
        replies: vec![reply],
        effects: thread.into_iter().chain(think).collect(),
        ..Response::default()
    })
}

/// Plays what the engine decided in `seen` (the game as it was when the search
/// started): its move, announced like a person's, or its resignation. A game that
/// changed meanwhile is refused as moved on.
pub fn engine_turn(
    cx: &Ctx<'_>,
    seen: &LoadedGame,
    side: EngineSide,
    decision: Decision,
) -> Result<Response> {
    let loaded = cx.store.load_game(seen.stored.id)?;
    if loaded.stored.ply != seen.stored.ply || !loaded.stored.is_active() {
        return Err(Refusal::MovedOn.into());
    }
    if loaded.stored.turn() != side.color {
        return Err(Refusal::MovedOn.into());
    }
    let me = loaded.stored.player(side.color);
    let name = name_of(cx, me);
    let channel = loaded.stored.channel;
    let mut response = match decision {
        Decision::Play(mv) => crate::game::commit::commit_move(cx, &loaded, mv, me, &name)?,
        Decision::Resign => {
            let finished = cx.store.finish_game(
                loaded.stored.id,
                loaded.stored.ply,
                GameResult::win(!side.color, Termination::Resignation),
                cx.now,
            )?;
            tracing::info!(game = %loaded.stored.id, "Sanctum resigned");
            cx.game_ended(&finished.game);
            Response::closing_offer(
                loaded.stored.id,
                crate::game::announce::ending_reply(
                    cx,
                    &finished.game,
                    &loaded.game,
                    finished.ratings.as_ref(),
                ),
            )
        }
    };
    for reply in &mut response.replies {
        reply.channel = Some(channel);
    }
    Ok(response)
}

/// A draw offered to Sanctum: it answers at once from its evaluation.
pub fn engine_answers_draw(
    cx: &Ctx<'_>,
    actor: &Actor,
    loaded: &LoadedGame,
    side: EngineSide,
) -> Result<Response> {
    let me = name_of(cx, loaded.stored.player(side.color));
    let eval = evaluate_for(&loaded.game, side);
    let drawish = loaded.stored.ply >= LATE && eval.abs() <= DRAW_WHEN_LEVEL;
    if eval <= DRAW_WHEN_BEHIND || drawish {
        let finished = cx.store.finish_game(
            loaded.stored.id,
            loaded.stored.ply,
            GameResult::draw(Termination::Agreement),
            cx.now,
        )?;
        cx.game_ended(&finished.game);
        let ending = crate::game::announce::ending_reply(cx, &finished.game, &loaded.game, None);
        let text = Text::from(
            Msg::new("engine-game-draw-accepted")
                .str("name", actor.name.clone())
                .str("me", me),
        )
        .line()
        .then(ending.text.clone());
        return Ok(Response::closing_offer(
            loaded.stored.id,
            Reply { text, ..ending },
        ));
    }
    let text = Msg::new("engine-game-draw-declined")
        .str("name", actor.name.clone())
        .str("me", me)
        .str("eval", pawns(eval));
    Ok(Response::one(Reply::public(text)))
}

/// What the engine does with its turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decision {
    /// Plays this move.
    Play(Move),
    /// Gives up a hopeless position.
    Resign,
}

/// From this level on, Sanctum resigns hopeless positions.
const RESIGNS_FROM_LEVEL: u8 = 5;
/// A position is hopeless when the engine sees itself this far behind (or mated).
const HOPELESS: i32 = -1_200;
/// Never resign before this move number.
const RESIGN_FROM_MOVE: u32 = 9;

/// The keys of the positions before `game`'s current one, for the engine to see
/// repetitions.
fn history_of(game: &Game) -> Vec<u64> {
    let positions = game.positions();
    positions[..positions.len().saturating_sub(1)]
        .iter()
        .map(rules::Position::zobrist)
        .collect()
}

/// The engine's choice for the side to move in `game`, at `side`'s level.
/// `seed` makes the weaker levels' randomness reproducible; `limits` carry the stop flag
/// (shutdown) and what the search gives way to. `None` when there is no legal move.
pub(crate) fn decide(
    game: &Game,
    side: EngineSide,
    seed: u64,
    limits: &Limits,
) -> Option<Decision> {
    let level = Level::new(side.level);
    let history = history_of(game);
    let mut engine = Engine::new(level.hash_mib);
    let found = engine::choose_move(
        &mut engine,
        game.position(),
        &history,
        &level,
        limits,
        seed,
        &mut |_| {},
    );
    let best = found.best?;
    let hopeless = found.score <= HOPELESS && found.depth > 0;
    let late = game.position().fullmove_number() >= RESIGN_FROM_MOVE;
    if side.level >= RESIGNS_FROM_LEVEL && hopeless && late {
        return Some(Decision::Resign);
    }
    Some(Decision::Play(best))
}

/// The engine's evaluation of `game`'s position from `side`'s view, in centipawns,
/// after a short search (for answering a draw offer).
pub(crate) fn evaluate_for(game: &Game, side: EngineSide) -> i32 {
    let level = Level::new(side.level);
    let history = history_of(game);
    let limits = level.cap(&Limits {
        depth: Some(6),
        movetime: Some(std::time::Duration::from_millis(150)),
        ..Limits::default()
    });
    let mut engine = Engine::new(1);
    let found = engine.search(game.position(), &history, &limits, &mut |_| {});
    if game.position().turn() == side.color {
        found.score
    } else {
        -found.score
    }
}

/// How the team votes, for a team game's opening.
pub(crate) fn how_to_vote(team_first: bool) -> Text {
    let first = if team_first {
        "engine-game-team-first"
    } else {
        "engine-game-team-second"
    };
    Text::from(Msg::new(first)).plain(" ").msg(
        Msg::new("engine-game-team-how-to-vote")
            .button(
                "join",
                crate::core::request::Action::JoinTeam(data::GameId(0)).label(),
            )
            .command(
                "vote",
                CommandRef::new(CommandName::Vote).blank("move", "blank-move"),
            ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_outside_one_to_eight_are_refused() {
        assert_eq!(checked_level(None).ok(), Some(DEFAULT_LEVEL));
        assert_eq!(checked_level(Some(8)).ok(), Some(8));
        for bad in [0, 9, -1, 300] {
            assert!(matches!(
                checked_level(Some(bad)),
                Err(crate::core::refusal::ServiceError::Refused(r))
                    if r == Refusal::from(EngineGameRefusal::BadLevel(bad))
            ));
        }
        assert_eq!(pawns(130), "+1.3");
    }

    #[test]
    fn every_level_finds_a_legal_move() {
        let game = Game::new(rules::Variant::Sanctuary);
        for level in 1..=4 {
            let side = EngineSide {
                color: rules::Color::White,
                level,
            };
            let Some(Decision::Play(m)) = decide(&game, side, 7, &Limits::default()) else {
                panic!("level {level} found no move");
            };
            assert!(game.position().is_legal(&m));
        }
    }
}
