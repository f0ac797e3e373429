//! The command list: each [`CommandName`] with its specification (which lives next
//! to its handler, in the module that owns it), and each typed command and button
//! with the handler that runs it. Both matches are exhaustive, so a command without
//! a specification or a handler does not compile.

use crate::core::catalogue::{CommandSpec, Invocation, Unreadable, read_options, unknown};
use crate::core::context::{Ctx, admit};
use crate::core::events::Event;
use crate::core::names::CommandName;
use crate::core::refusal::{Refusal, Result, Thing};
use crate::core::reply::{Response, Threads};
use crate::core::request::{Action, Actor, Command, Place, Request};
use data::{ChannelId, GameId, MatchId, TournamentId};
use rules::Variant;

impl CommandName {
    /// The command called `id` (or, on the console, one of its short forms).
    pub fn from_id(id: &str) -> Option<CommandName> {
        let id = id.to_lowercase();
        CommandName::ALL
            .into_iter()
            .find(|n| n.id() == id || n.spec().aliases.contains(&id.as_str()))
    }

    /// Its specification.
    #[allow(clippy::too_many_lines)]
    pub fn spec(self) -> &'static CommandSpec {
        match self {
            CommandName::Challenge => &crate::community::challenge::CHALLENGE,
            CommandName::Move => &crate::game::play::MOVE,
            CommandName::Moves => &crate::game::play::MOVES,
            CommandName::Board => &crate::game::board::BOARD,
            CommandName::Games => &crate::community::games::GAMES,
            CommandName::Resign => &crate::game::offers::RESIGN,
            CommandName::Draw => &crate::game::offers::DRAW,
            CommandName::Abort => &crate::game::offers::ABORT,
            CommandName::Takeback => &crate::game::offers::TAKEBACK,
            CommandName::MoreTime => &crate::game::moretime::MORETIME,
            CommandName::Conditional => &crate::game::conditional::CONDITIONAL,
            CommandName::Pgn => &crate::game::board::PGN,
            CommandName::History => &crate::game::archive::HISTORY,
            CommandName::Rules => &crate::learn::rules::RULES,
            CommandName::Puzzle => &crate::learn::puzzle::PUZZLE,
            CommandName::Solve => &crate::learn::puzzle::SOLVE,
            CommandName::Learn => &crate::learn::lessons::LEARN,
            CommandName::Tournament => &crate::community::tournament::TOURNAMENT,
            CommandName::Leaderboard => &crate::community::ratings::LEADERBOARD,
            CommandName::Stats => &crate::community::ratings::STATS,
            CommandName::Block => &crate::game::block::BLOCK,
            CommandName::Note => &crate::game::notes::NOTE,
            CommandName::Notes => &crate::game::notes::NOTES,
            CommandName::Explorer => &crate::learn::explorer::EXPLORER,
            CommandName::Vote => &crate::community::vote::VOTE,
            CommandName::Match => &crate::community::matches::MATCH,
            CommandName::Review => &crate::learn::review::REVIEW,
            CommandName::Preferences => &crate::game::preferences::PREFERENCES,
            CommandName::Notify => &crate::game::notify::NOTIFY,
            CommandName::Help => &crate::help::HELP,
            CommandName::Settings => &crate::game::settings::SETTINGS,
            CommandName::Vacation => &crate::game::vacation::VACATION,
        }
    }
}

/// Turns what a face received into a typed command: the command found by name (or a
/// console short form), then each option read against its specification.
pub fn parse(invocation: &Invocation) -> std::result::Result<Command, Unreadable> {
    let name = CommandName::from_id(&invocation.command).ok_or_else(|| unknown(invocation))?;
    read_options(name, name.spec(), invocation)
}

impl Command {
    /// The command it was given as; `None` for a button's press and the answers to a
    /// challenge, which have no command of their own on Discord.
    pub fn name(&self) -> Option<CommandName> {
        Some(match self {
            Command::Challenge(_) => CommandName::Challenge,
            Command::Move { .. } => CommandName::Move,
            Command::Moves => CommandName::Moves,
            Command::Board { .. } => CommandName::Board,
            Command::Games { .. } => CommandName::Games,
            Command::History(_) => CommandName::History,
            Command::Resign => CommandName::Resign,
            Command::Draw => CommandName::Draw,
            Command::Abort => CommandName::Abort,
            Command::Takeback => CommandName::Takeback,
            Command::MoreTime => CommandName::MoreTime,
            Command::Conditional(_) => CommandName::Conditional,
            Command::Pgn { .. } => CommandName::Pgn,
            Command::Rules { .. } => CommandName::Rules,
            Command::Leaderboard { .. } => CommandName::Leaderboard,
            Command::Vote { .. } => CommandName::Vote,
            Command::Match(_) => CommandName::Match,
            Command::Stats { .. } => CommandName::Stats,
            Command::Note { .. } => CommandName::Note,
            Command::Notes { .. } => CommandName::Notes,
            Command::Block { .. } => CommandName::Block,
            Command::Help { .. } => CommandName::Help,
            Command::Settings(_) => CommandName::Settings,
            Command::Vacation { .. } => CommandName::Vacation,
            Command::Review { .. } => CommandName::Review,
            Command::Preferences(_) => CommandName::Preferences,
            Command::Notify(_) => CommandName::Notify,
            Command::Puzzle { .. } => CommandName::Puzzle,
            Command::Explorer { .. } => CommandName::Explorer,
            Command::Solve { .. } => CommandName::Solve,
            Command::Learn { .. } => CommandName::Learn,
            Command::Tournament(_) => CommandName::Tournament,
            Command::Accept | Command::Decline | Command::Cancel | Command::Press(_) => {
                return None;
            }
        })
    }
}

/// Runs one request with its command's handler, once per delivery. A command that
/// only makes sense in a server is refused outside servers.
pub(crate) fn run(cx: &Ctx<'_>, req: &Request) -> Result<Response> {
    if !req.place.in_server() && req.command.name().is_some_and(|n| n.spec().servers_only) {
        return Err(Refusal::ServersOnly.into());
    }
    if !admit(cx, req)? {
        return Ok(Response {
            duplicate: true,
            ..Response::default()
        });
    }
    let (actor, place) = (&req.actor, req.place);
    match &req.command {
        Command::Challenge(wanted) => {
            crate::community::challenge::challenge(cx, actor, place, wanted)
        }
        Command::Accept => crate::community::challenge::accept(cx, actor, place, None),
        Command::Decline => crate::community::challenge::decline(cx, actor, place, None),
        Command::Cancel => crate::community::challenge::cancel(cx, actor, place, None),
        Command::Move { text, expected_ply } => {
            crate::game::play::play(cx, actor, place, text, *expected_ply)
        }
        Command::Moves => crate::game::play::legal_moves(cx, actor, place),
        Command::Board { game, new_link } => {
            crate::game::board::board(cx, actor, place, game.as_deref(), *new_link)
        }
        Command::Games { page } => crate::community::games::games(cx, actor, place, *page),
        Command::History(query) => crate::game::archive::history(cx, actor, place, query),
        Command::Resign => crate::game::offers::ask_resign(cx, actor, place),
        Command::Draw => crate::game::offers::draw(cx, actor, place),
        Command::Abort => crate::game::offers::abort(cx, actor, place),
        Command::Takeback => crate::game::offers::takeback(cx, actor, place),
        Command::MoreTime => crate::game::moretime::more_time(cx, actor, place),
        Command::Conditional(wish) => crate::game::conditional::conditional(cx, actor, place, wish),
        Command::Pgn { game } => crate::game::board::pgn(cx, place, game.as_deref()),
        Command::Rules { variant } => Ok(crate::learn::rules::rules(cx, *variant)),
        Command::Leaderboard {
            variant,
            page,
            puzzles: true,
            ..
        } => crate::learn::puzzle::leaderboard(
            cx,
            place,
            variant.unwrap_or(Variant::Sanctuary),
            *page,
        ),
        Command::Leaderboard {
            variant,
            page,
            puzzles: false,
            scope,
        } => crate::community::ratings::leaderboard(cx, place, *variant, *page, *scope),
        Command::Puzzle { .. } | Command::Explorer { .. } => {
            crate::learn::handle(cx, actor, place, &req.command)
        }
        Command::Solve { text } => solve(cx, actor, place, text),
        Command::Learn { variant, lesson } => {
            crate::learn::lessons::learn(cx, actor, place, *variant, *lesson)
        }
        Command::Tournament(request) => {
            crate::community::tournament::tournament(cx, actor, place, request)
        }
        Command::Stats { user } => {
            crate::community::ratings::stats(cx, actor, place, user.as_ref())
        }
        Command::Block { user, remove } => {
            crate::game::block::block(cx, actor, user.as_ref(), *remove)
        }
        Command::Note { text, ply, game } => {
            crate::game::notes::note(cx, actor, place, text, *ply, game.as_deref())
        }
        Command::Notes { game, delete } => {
            crate::game::notes::notes(cx, actor, place, game.as_deref(), *delete)
        }
        Command::Match(request) => crate::community::matches::handle(cx, actor, place, request),
        Command::Vote { mv, draw, resign } => {
            crate::community::vote::vote(cx, actor, place, mv.as_deref(), *draw, *resign)
        }
        Command::Help { command } => Ok(Response::one(crate::core::reply::Reply::private(
            crate::help::help(command.as_deref()),
        ))),
        Command::Settings(change) => crate::game::settings::settings(cx, actor, place, change),
        Command::Vacation { days, end } => crate::game::vacation::vacation(cx, actor, *days, *end),
        // Reviews run outside a database connection (`Service::review`); a request that
        // gets here anyway is looked at the same way, without the engine.
        Command::Review { game } => {
            crate::learn::review::review_request(cx, actor, place, game.as_deref()).map(|_| {
                Response::one(crate::core::reply::Reply::private(
                    crate::core::text::Msg::new("review-under-way"),
                ))
            })
        }
        Command::Preferences(change) => {
            crate::game::preferences::set_board_preferences(cx, actor, change)
        }
        Command::Notify(change) => crate::game::notify::set_notifications(cx, actor, change),
        Command::Press(action) => press(cx, actor, place, *action),
    }
}

/// Hands every fact reported during a piece of work to the features that hear it, until
/// none is left (a subscriber may report more), and returns what they have to say.
/// `think` queues a game for Sanctum's move: the service's own work, not a feature's.
///
/// Who hears what:
/// - [`Event::GameEnded`]: the opening explorer (the game's opening counted),
///   tournaments (the result, the standings, the podium) and matches (the scoreboards
///   redrawn, the match's end).
/// - [`Event::DailyPuzzleChannelSet`]: the daily puzzle (today's, posted at once).
/// - [`Event::SanctumToMove`]: the service's engine queue.
pub(crate) fn publish(cx: &Ctx<'_>, think: &dyn Fn(GameId)) -> Response {
    let mut news = Response::default();
    loop {
        let events = cx.events.take();
        if events.is_empty() {
            return news;
        }
        for event in events {
            match event {
                Event::GameEnded(game) => {
                    news.absorb(crate::learn::explorer::on_game_ended(cx, game));
                    news.absorb(crate::community::tournament::on_game_ended(cx, game));
                    news.absorb(crate::community::matches::on_game_ended(cx, game));
                }
                Event::DailyPuzzleChannelSet { guild, channel } => {
                    news.absorb(crate::learn::puzzle::daily::on_channel_set(
                        cx, guild, channel,
                    ));
                }
                Event::SanctumToMove(game) => think(game),
            }
        }
    }
}

/// Hands threads a face opened to the feature that asked for them (see
/// [`Threads`]); an empty answer if another process opened its own first, or if the
/// threads are not the ones asked for.
pub(crate) fn threads_opened(
    cx: &Ctx<'_>,
    threads: &Threads,
    opened: &[ChannelId],
) -> Result<Response> {
    use crate::community::{matches, tournament};
    let [a, b, c] = threads.purpose.ids;
    let small = |n: i64| u32::try_from(n).unwrap_or(0);
    match (threads.purpose.kind, opened) {
        (tournament::THREAD, [thread]) => tournament::set_thread(cx, TournamentId(a), *thread),
        (tournament::BOARD, [thread]) => {
            tournament::house_board(cx, (TournamentId(a), small(b), small(c)), *thread)
        }
        (matches::SCOREBOARD, [home, away]) => {
            matches::threads_opened(cx, MatchId(a), *home, *away)
        }
        (matches::GAME, [home, away]) => {
            matches::house(cx, (MatchId(a), small(b), small(c)), *home, *away)
        }
        _ => {
            tracing::warn!(purpose = %threads.purpose, opened = opened.len(), "threads for nothing asked");
            Ok(Response::default())
        }
    }
}

/// Every set of threads asked for earlier and still not opened (a face whose thread
/// Discord refused, or a process that stopped first), to offer again.
pub(crate) fn unopened_threads(cx: &Ctx<'_>) -> Result<Vec<Threads>> {
    let mut out = crate::community::tournament::unhoused(cx)?;
    out.extend(crate::community::matches::unhoused(cx)?);
    Ok(out)
}

/// Runs one button press with its handler.
fn press(cx: &Ctx<'_>, actor: &Actor, place: Place, action: Action) -> Result<Response> {
    // A game's button pressed in another server names nothing here.
    if let Some(game) = action.game()
        && !cx.store.game(game)?.is_in(place.guild)
    {
        return Err(Refusal::Gone(Thing::Game).into());
    }
    match action {
        Action::AcceptChallenge(id) => {
            crate::community::challenge::accept(cx, actor, place, Some(id))
        }
        Action::DeclineChallenge(id) => {
            crate::community::challenge::decline(cx, actor, place, Some(id))
        }
        Action::CancelChallenge(id) => {
            crate::community::challenge::cancel(cx, actor, place, Some(id))
        }
        Action::ConfirmResign(game) => crate::game::offers::resign(cx, actor, game),
        Action::AcceptDraw(game) => crate::game::offers::answer_draw(cx, actor, game, true),
        Action::DeclineDraw(game) => crate::game::offers::answer_draw(cx, actor, game, false),
        Action::AcceptTakeback(game) => crate::game::offers::answer_takeback(cx, actor, game, true),
        Action::DeclineTakeback(game) => {
            crate::game::offers::answer_takeback(cx, actor, game, false)
        }
        Action::Rematch(game) => crate::community::rematch::rematch(cx, actor, place, game),
        Action::JoinTeam(game) => crate::community::vote::join(cx, actor, place, game),
        Action::AcceptMatch(m) => crate::community::matches::answer(cx, actor, place, m, true),
        Action::DeclineMatch(m) => crate::community::matches::answer(cx, actor, place, m, false),
        Action::RefuseMatches(m) => crate::community::matches::refuse_all(cx, actor, place, m),
        Action::JoinMatch(m) => crate::community::matches::sign_up(cx, actor, place, m, true),
        Action::LeaveMatch(m) => crate::community::matches::sign_up(cx, actor, place, m, false),
        Action::Review(game) => {
            crate::learn::review::review_request(cx, actor, place, Some(&game.0.to_string())).map(
                |_| {
                    Response::one(crate::core::reply::Reply::private(
                        crate::core::text::Msg::new("review-under-way"),
                    ))
                },
            )
        }
        Action::ConfirmMove { game, ply, mv } => {
            crate::game::confirm::confirm_move(cx, actor, game, ply, mv)
        }
        Action::CancelMove(_) => Ok(crate::game::confirm::cancel_move()),
        Action::NextPuzzle(variant) => {
            crate::learn::puzzle::puzzle(cx, actor, place, Some(variant), None)
        }
        Action::NextRunPuzzle(variant) => {
            crate::learn::puzzle::run::next(cx, actor, place, variant)
        }
        Action::GiveUpPuzzle => crate::learn::puzzle::give_up(cx, actor, place),
        Action::DailyPuzzle(day) => crate::learn::puzzle::daily::solve_daily(cx, actor, place, day),
        Action::NextLesson(variant) => crate::learn::lessons::next(cx, actor, place, variant),
        Action::JoinTournament(id) => crate::community::tournament::join(cx, actor, place, id),
        Action::LeaveTournament(id) => crate::community::tournament::leave(cx, actor, place, id),
    }
}

/// `solve`: answers whichever of the caller's puzzle here and lesson was opened last.
fn solve(cx: &Ctx<'_>, actor: &Actor, place: Place, text: &str) -> Result<Response> {
    match crate::learn::puzzle::open_exercise(cx, actor.user, place)? {
        Some(crate::learn::puzzle::Open::Puzzle(p)) => {
            crate::learn::puzzle::answer(cx, &p, text, actor.lang)
        }
        Some(crate::learn::puzzle::Open::Lesson { id, moves }) => {
            crate::learn::lessons::answer(cx, actor, place, &id, &moves, text)
        }
        None => Err(Refusal::NothingToSolve.into()),
    }
}

#[cfg(test)]
mod tests {
    use crate::core::catalogue::OptionKind;
    use crate::core::names::CommandName;
    use data::DaysPerMove;
    use std::collections::HashSet;

    #[test]
    fn every_command_is_named_once_within_discords_limits() {
        let mut names = HashSet::new();
        for name in CommandName::ALL {
            let spec = name.spec();
            for id in std::iter::once(&name.id()).chain(spec.aliases) {
                assert!(names.insert(*id), "{id} names two commands");
                assert_eq!(CommandName::from_id(id), Some(name));
            }
            assert!(
                (1..=32).contains(&name.id().len())
                    && name.id().chars().all(|c| c.is_ascii_lowercase()
                        || c.is_ascii_digit()
                        || c == '_'
                        || c == '-'),
                "{}",
                name.id()
            );
            assert!(
                !spec.description.is_empty() && spec.description.len() <= 100,
                "{}",
                name.id()
            );
            assert!(spec.options.len() <= 25, "{}", name.id());
            let mut options = HashSet::new();
            for o in spec.options {
                assert!(options.insert(o.name), "{}: {} twice", name.id(), o.name);
                assert!(
                    o.description.len() <= 100 && o.name.len() <= 32,
                    "{}",
                    name.id()
                );
                assert!(o.kind.choices().len() <= 25);
            }
            let required: Vec<bool> = spec.options.iter().map(|o| o.required).collect();
            assert!(
                required.is_sorted_by(|a, b| a >= b),
                "{}: required first",
                name.id()
            );
        }
        assert_eq!(OptionKind::Days.choices().len(), DaysPerMove::ALL.len());
        assert_eq!(OptionKind::Variant.choices()[0].label, "sanctuary");
    }
}
