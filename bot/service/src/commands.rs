//! The command list: each [`CommandName`] with its specification (which lives next
//! to its handler, in the module that owns it), and each typed command and button
//! with the handler that runs it. Both matches are exhaustive, so a command without
//! a specification or a handler does not compile.

use crate::catalogue::{
    BUTTONS, CommandSpec, Invocation, Unreadable, command, read_options, unknown,
};
use crate::command::{Action, Actor, Command, Place, Request};
use crate::context::{Ctx, admit};
use crate::error::{Refusal, Result, Thing};
use crate::names::CommandName;
use crate::policy;
use crate::reply::Response;
use crate::text::{Span, Text};
use data::DaysPerMove;
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
            CommandName::Challenge => &crate::challenge::CHALLENGE,
            CommandName::Move => &crate::play::MOVE,
            CommandName::Moves => &crate::play::MOVES,
            CommandName::Board => &crate::info::BOARD,
            CommandName::Games => &crate::info::GAMES,
            CommandName::Resign => &crate::offers::RESIGN,
            CommandName::Draw => &crate::offers::DRAW,
            CommandName::Abort => &crate::offers::ABORT,
            CommandName::Takeback => &crate::offers::TAKEBACK,
            CommandName::MoreTime => &crate::moretime::MORETIME,
            CommandName::Conditional => &crate::conditional::CONDITIONAL,
            CommandName::Pgn => &crate::info::PGN,
            CommandName::History => &crate::archive::HISTORY,
            CommandName::Rules => &crate::info::RULES,
            CommandName::Puzzle => &crate::puzzle::PUZZLE,
            CommandName::Solve => &crate::puzzle::SOLVE,
            CommandName::Learn => &crate::learn::LEARN,
            CommandName::Tournament => &crate::tournament::TOURNAMENT,
            CommandName::Leaderboard => &crate::info::LEADERBOARD,
            CommandName::Stats => &crate::info::STATS,
            CommandName::Block => &crate::block::BLOCK,
            CommandName::Vote => &crate::vote::VOTE,
            CommandName::Match => &crate::matches::MATCH,
            CommandName::Review => &crate::review::REVIEW,
            CommandName::Preferences => &crate::preferences::PREFERENCES,
            CommandName::Notify => &crate::notify::NOTIFY,
            CommandName::Help => &HELP,
            CommandName::Settings => &crate::settings::SETTINGS,
            CommandName::Vacation => &crate::vacation::VACATION,
        }
    }
}

/// Turns what a face received into a typed command: the command found by name (or a
/// console short form), then each option read against its specification.
pub fn parse(invocation: &Invocation) -> std::result::Result<Command, Unreadable> {
    let name = CommandName::from_id(&invocation.command).ok_or_else(|| unknown(invocation))?;
    read_options(name, name.spec(), invocation)
}

/// Runs one request with its command's handler, once per delivery.
pub(crate) fn run(cx: &Ctx<'_>, req: &Request) -> Result<Response> {
    if !admit(cx, req)? {
        return Ok(Response {
            duplicate: true,
            ..Response::default()
        });
    }
    let (actor, place) = (&req.actor, req.place);
    match &req.command {
        Command::Challenge(wanted) => crate::challenge::challenge(cx, actor, place, wanted),
        Command::Accept => crate::challenge::accept(cx, actor, place, None),
        Command::Decline => crate::challenge::decline(cx, actor, place, None),
        Command::Cancel => crate::challenge::cancel(cx, actor, place, None),
        Command::Move { text, expected_ply } => {
            crate::play::play(cx, actor, place, text, *expected_ply)
        }
        Command::Moves => crate::play::legal_moves(cx, actor, place),
        Command::Board { game } => crate::info::board(cx, actor, place, game.as_deref()),
        Command::Games { page } => crate::info::games(cx, actor, place, *page),
        Command::History(query) => crate::archive::history(cx, actor, place, query),
        Command::Resign => crate::offers::ask_resign(cx, actor, place),
        Command::Draw => crate::offers::draw(cx, actor, place),
        Command::Abort => crate::offers::abort(cx, actor, place),
        Command::Takeback => crate::offers::takeback(cx, actor, place),
        Command::MoreTime => crate::moretime::more_time(cx, actor, place),
        Command::Conditional(wish) => crate::conditional::conditional(cx, actor, place, wish),
        Command::Pgn { game } => crate::info::pgn(cx, place, game.as_deref()),
        Command::Rules { variant } => Ok(crate::info::rules(cx, *variant)),
        Command::Leaderboard {
            variant,
            page,
            puzzles: true,
            ..
        } => crate::puzzle::leaderboard(cx, place, variant.unwrap_or(Variant::Sanctuary), *page),
        Command::Leaderboard {
            variant,
            page,
            puzzles: false,
            scope,
        } => crate::info::leaderboard(cx, place, *variant, *page, *scope),
        Command::Puzzle { variant, theme } => {
            crate::puzzle::puzzle(cx, actor, place, *variant, *theme)
        }
        Command::Solve { text } => solve(cx, actor, place, text),
        Command::Learn { variant, lesson } => {
            crate::learn::learn(cx, actor, place, *variant, *lesson)
        }
        Command::Tournament(request) => crate::tournament::tournament(cx, actor, place, request),
        Command::Stats { user } => crate::info::stats(cx, actor, place, user.as_ref()),
        Command::Block { user, remove } => crate::block::block(cx, actor, user.as_ref(), *remove),
        Command::Match(request) => crate::matches::handle(cx, actor, place, request),
        Command::Vote { mv, draw, resign } => {
            crate::vote::vote(cx, actor, place, mv.as_deref(), *draw, *resign)
        }
        Command::Help => Ok(Response::one(crate::reply::Reply::private(help_text()))),
        Command::Settings(change) => crate::settings::settings(cx, actor, place, change),
        Command::Vacation { days, end } => crate::vacation::vacation(cx, actor, *days, *end),
        // Reviews run outside a database connection (`Service::review`); a request that
        // gets here anyway is looked at the same way, without the engine.
        Command::Review { game } => {
            crate::review::review_request(cx, actor, place, game.as_deref())
                .map(|_| Response::one(crate::reply::Reply::private("Reviewing…")))
        }
        Command::Preferences(change) => {
            crate::preferences::set_board_preferences(cx, actor, change)
        }
        Command::Notify(change) => crate::notify::set_notifications(cx, actor, change),
        Command::Press(action) => press(cx, actor, place, *action),
    }
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
        Action::AcceptChallenge(id) => crate::challenge::accept(cx, actor, place, Some(id)),
        Action::DeclineChallenge(id) => crate::challenge::decline(cx, actor, place, Some(id)),
        Action::CancelChallenge(id) => crate::challenge::cancel(cx, actor, place, Some(id)),
        Action::ConfirmResign(game) => crate::offers::resign(cx, actor, game),
        Action::AcceptDraw(game) => crate::offers::answer_draw(cx, actor, game, true),
        Action::DeclineDraw(game) => crate::offers::answer_draw(cx, actor, game, false),
        Action::AcceptTakeback(game) => crate::offers::answer_takeback(cx, actor, game, true),
        Action::DeclineTakeback(game) => crate::offers::answer_takeback(cx, actor, game, false),
        Action::Rematch(game) => crate::rematch::rematch(cx, actor, place, game),
        Action::JoinTeam(game) => crate::vote::join(cx, actor, place, game),
        Action::AcceptMatch(m) => crate::matches::answer(cx, actor, place, m, true),
        Action::DeclineMatch(m) => crate::matches::answer(cx, actor, place, m, false),
        Action::JoinMatch(m) => crate::matches::sign_up(cx, actor, place, m, true),
        Action::LeaveMatch(m) => crate::matches::sign_up(cx, actor, place, m, false),
        Action::Review(game) => {
            crate::review::review_request(cx, actor, place, Some(&game.0.to_string()))
                .map(|_| Response::one(crate::reply::Reply::private("Reviewing…")))
        }
        Action::ConfirmMove { game, ply, mv } => {
            crate::confirm::confirm_move(cx, actor, game, ply, mv)
        }
        Action::CancelMove(_) => Ok(crate::confirm::cancel_move()),
        Action::NextPuzzle(variant) => crate::puzzle::puzzle(cx, actor, place, Some(variant), None),
        Action::GiveUpPuzzle => crate::puzzle::give_up(cx, actor, place),
        Action::DailyPuzzle(day) => crate::puzzle::daily::solve_daily(cx, actor, place, day),
        Action::NextLesson(variant) => crate::learn::next(cx, actor, place, variant),
        Action::JoinTournament(id) => crate::tournament::join(cx, actor, place, id),
        Action::LeaveTournament(id) => crate::tournament::leave(cx, actor, place, id),
    }
}

/// `solve`: answers whichever of the caller's puzzle here and lesson was opened last.
fn solve(cx: &Ctx<'_>, actor: &Actor, place: Place, text: &str) -> Result<Response> {
    match crate::puzzle::open_exercise(cx, actor.user, place)? {
        Some(crate::puzzle::Open::Puzzle(p)) => crate::puzzle::answer(cx, &p, text),
        Some(crate::puzzle::Open::Lesson { id, moves }) => {
            crate::learn::answer(cx, actor, place, &id, &moves, text)
        }
        None => Err(Refusal::NothingToSolve.into()),
    }
}

/// `help`.
pub(crate) const HELP: CommandSpec =
    command("List Sanctum's commands.", &[], |_| Ok(Command::Help));

/// The help text: what Sanctum is, every command of the [catalogue](super::catalogue)
/// (each adapter writes a command's usage its own way), and the answers that are buttons.
pub fn help_text() -> Text {
    let mut text = Text::new()
        .strong("Sanctum")
        .plain(" plays Sanctuary Chess, Capture the Scepter and chess by correspondence: one move at a time, over hours or days.\n");
    for name in CommandName::ALL {
        text.push_plain("\n");
        text.push(Span::Usage(name));
        text.push_plain(format!(" — {}", name.spec().description));
    }
    text.push_plain("\n\nAnswers are buttons under the message they answer:");
    for button in BUTTONS {
        text.push_plain("\n");
        for (i, action) in button.buttons.iter().enumerate() {
            if i > 0 {
                text.push_plain(" / ");
            }
            text.push(Span::Button(action.label().to_owned()));
        }
        text.push_plain(format!(" — {}", button.description));
    }
    text.push_plain(format!(
        "\n\nGames: {}. Days per move: {}. Each move has a deadline (the game's days per move). You get one reminder when {}% of your time is gone. If the deadline passes, your time bank pays for it a whole day at a time (spare days for the whole game: by default {} times the days per move, a server setting); only with the bank empty do you lose on time — but a game in which a side never made its first move is aborted instead: no result, ratings unchanged. A vacation pauses all your clocks at once, up to {} days in any {}.",
        Variant::ALL.map(Variant::name).join(", "),
        DaysPerMove::choices_text(),
        policy::REMINDER_PERCENT,
        policy::DEFAULT_BANK_FACTOR,
        policy::MAX_VACATION_DAYS,
        policy::VACATION_WINDOW / policy::DAY
    ));
    text
}

#[cfg(test)]
mod tests {
    use crate::catalogue::OptionKind;
    use crate::names::CommandName;
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
