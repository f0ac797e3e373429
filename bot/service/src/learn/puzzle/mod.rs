//! Puzzles: `puzzle` hands a player a position where one line wins, picked near
//! their puzzle rating; they answer move by move with `solve`, Sanctum plays the
//! defence, and the first attempt at each puzzle rates player and puzzle against
//! each other. A server may post a daily puzzle ([`daily`]); its own finished games
//! add puzzles over time ([`mining`]).

pub(crate) mod refusal;
pub use refusal::PuzzleRefusal;

pub(crate) mod daily;
pub(crate) mod mining;
pub(crate) mod run;
pub(crate) mod show;
pub(crate) mod starter;

use crate::core::catalogue::{
    CommandSpec, OptionKind, YES_NO, command, keyword, optional, required,
};
use crate::core::context::Ctx;
use crate::core::names::CommandName;
use crate::core::refusal::{Refusal, Result};
use crate::core::reply::{Button, ButtonStyle, Reply, Response};
use crate::core::request::{Action, Actor, Command, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use crate::core::words::{rating, variant_name};
use data::{AttemptKind, PuzzleAttempt, StoredPuzzle};
use rules::Variant;
use show::{Live, exercise_picture, solution_arrows, solution_gif};

/// `puzzle [variant] [theme] [run yes]`.
pub(crate) const PUZZLE: CommandSpec = command(
    "puzzle-description",
    &[
        optional("variant", "puzzle-variant", OptionKind::Variant),
        optional("theme", "puzzle-theme", OptionKind::PuzzleTheme),
        keyword("run", "puzzle-run", YES_NO),
    ],
    |a| {
        Ok(Command::Puzzle {
            variant: a.variant("variant"),
            theme: a.puzzle_theme("theme"),
            run: a.bool("run").unwrap_or(false),
        })
    },
);

/// `solve <move>`.
pub(crate) const SOLVE: CommandSpec = command(
    "solve-description",
    &[required("move", "solve-move", OptionKind::Answer)],
    |a| {
        Ok(Command::Solve {
            text: a.need("move", crate::core::catalogue::Args::text)?,
        })
    },
);

/// What `solve` answers: the caller's open puzzle in this server or open lesson,
/// whichever was opened last.
pub(crate) enum Open {
    /// A puzzle.
    Puzzle(PuzzleAttempt),
    /// A lesson and the moves made in it.
    Lesson {
        /// The lesson's id.
        id: String,
        /// The learner's moves so far, in UCI.
        moves: Vec<String>,
    },
}

/// The caller's open puzzle or lesson, the one opened last.
pub(crate) fn open_exercise(
    cx: &Ctx<'_>,
    user: data::UserId,
    place: Place,
) -> Result<Option<Open>> {
    let puzzle = cx.store.open_puzzle_attempt(place.guild, user)?;
    let lesson = cx.store.lesson_attempt(user)?;
    Ok(match (puzzle, lesson) {
        (Some(p), Some((_, _, lesson_started))) if p.started_at >= lesson_started => {
            Some(Open::Puzzle(p))
        }
        (Some(p), None) => Some(Open::Puzzle(p)),
        (_, Some((id, moves, _))) => Some(Open::Lesson { id, moves }),
        (None, None) => None,
    })
}

/// Autocomplete for `solve`: the legal moves of the open puzzle or lesson in SAN,
/// those starting with what was typed first. Winning moves are not marked: that
/// would give the answer away.
pub(crate) fn suggest_answers(
    cx: &Ctx<'_>,
    user: data::UserId,
    place: Place,
    typed: &str,
) -> Result<Vec<crate::core::reply::Suggestion>> {
    let sans = match open_exercise(cx, user, place)? {
        Some(Open::Puzzle(p)) => match cx.store.puzzle(&p.puzzle)? {
            Some(stored) => Live::new(&stored, p.progress).map_or_else(Vec::new, |live| {
                let pos = *live.game.position();
                live.game.legal_moves().iter().map(|m| pos.san(m)).collect()
            }),
            None => Vec::new(),
        },
        Some(Open::Lesson { id, moves }) => crate::learn::lessons::legal_sans(&id, &moves),
        None => Vec::new(),
    };
    let typed = typed.trim().to_lowercase();
    let (mut first, rest): (Vec<String>, Vec<String>) = sans
        .into_iter()
        .filter(|s| s.to_lowercase().contains(&typed))
        .partition(|s| s.to_lowercase().starts_with(&typed));
    first.extend(rest);
    Ok(first
        .into_iter()
        .take(crate::core::policy::MAX_SUGGESTIONS)
        .map(|san| crate::core::reply::Suggestion {
            label: san.clone(),
            value: san,
        })
        .collect())
}

/// `puzzle`: the open puzzle again, or a new one.
pub(crate) fn puzzle(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    variant: Option<Variant>,
    theme: Option<puzzles::Theme>,
) -> Result<Response> {
    if let Some(open) = cx.store.open_puzzle_attempt(place.guild, actor.user)?
        && open.progress > 0
        && let Some(stored) = cx.store.puzzle(&open.puzzle)?
    {
        return Ok(Response::one(present(
            cx,
            &stored,
            &open,
            Text::from(Msg::new("puzzle-in-the-middle")).plain(" "),
        )?));
    }
    let variant = variant.unwrap_or(Variant::Sanctuary);
    let score = cx.store.puzzle_score(place.guild, variant, actor.user)?;
    let theme_id = theme.map(|t| t.to_string());
    let Some(stored) = cx.store.next_puzzle(
        place.guild,
        actor.user,
        variant,
        theme_id.as_deref(),
        score.rating.rating,
    )?
    else {
        return Err(PuzzleRefusal::NoPuzzleLeft {
            variant,
            theme: theme_id,
        }
        .into());
    };
    start(cx, actor, place, &stored, AttemptKind::Rated, Text::new())
}

/// Opens an attempt of `kind` at `stored` and shows it after `lead`.
pub(crate) fn start(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    stored: &StoredPuzzle,
    kind: AttemptKind,
    lead: Text,
) -> Result<Response> {
    crate::core::limits::new_exercise(cx, actor.user, place.guild)?;
    if !cx
        .store
        .start_puzzle_attempt(place.guild, actor.user, &stored.id, kind, cx.now)?
    {
        let attempt = cx
            .store
            .puzzle_attempt(place.guild, actor.user, &stored.id)?;
        return Err(match attempt {
            Some(a) if a.status != data::AttemptStatus::Open => PuzzleRefusal::PuzzleDone.into(),
            _ => PuzzleRefusal::PuzzleOpen.into(),
        });
    }
    let attempt = cx
        .store
        .open_puzzle_attempt(place.guild, actor.user)?
        .ok_or(Refusal::NothingToSolve)?;
    Ok(Response::one(present(cx, stored, &attempt, lead)?))
}

/// The puzzle as it stands in `attempt`: the board, its goal, what to do.
fn present(
    cx: &Ctx<'_>,
    stored: &StoredPuzzle,
    attempt: &PuzzleAttempt,
    lead: Text,
) -> Result<Reply> {
    let live = Live::new(stored, attempt.progress).ok_or(Refusal::NothingToSolve)?;
    let goal = live.goal();
    let last = live.game.last_move().copied();
    let last_san = last.map(|m| {
        let mut before = live.game.clone();
        before.undo();
        before.position().san(&m)
    });
    let heading = Msg::new("puzzle-heading")
        .strong(
            "puzzle",
            Msg::new("puzzle-name").str("id", stored.id.clone()),
        )
        .text("variant", Msg::new(variant_name(stored.variant)))
        .str("rating", format!("{:.0}", stored.rating.rating))
        .str("daily", if attempt.daily.is_some() { "yes" } else { "no" });
    let bold_goal = Text::new().strong_msg(goal.clone());
    let solve = CommandRef::new(CommandName::Solve);
    let goal_line = match last_san {
        Some(san) => Msg::new("puzzle-goal-last")
            .text("goal", bold_goal)
            .mv("last", san)
            .command("solve", solve),
        None => Msg::new("puzzle-goal")
            .text("goal", bold_goal)
            .command("solve", solve),
    };
    let text = lead.msg(heading).line().msg(goal_line);
    let mut reply = Reply::private(text);
    reply.board = Some(exercise_picture(
        cx,
        live.game.position(),
        live.solver,
        show::Marks {
            last,
            ..show::Marks::default()
        },
        format!("puzzle-{}.png", stored.id),
        goal,
    ));
    reply.buttons = vec![Button::new(Action::GiveUpPuzzle, ButtonStyle::Secondary)];
    Ok(reply)
}

/// `solve` for a puzzle: the next move of the open attempt, typed with English piece
/// letters or those of the solver's `lang`.
pub(crate) fn answer(
    cx: &Ctx<'_>,
    attempt: &PuzzleAttempt,
    typed: &str,
    lang: crate::core::i18n::Lang,
) -> Result<Response> {
    let stored = cx
        .store
        .puzzle(&attempt.puzzle)?
        .ok_or(Refusal::NothingToSolve)?;
    let live = Live::new(&stored, attempt.progress).ok_or(Refusal::NothingToSolve)?;
    let played =
        crate::core::i18n::letters::read_move(&live.game, typed, lang).map_err(Refusal::BadMove)?;
    let step = 1 + attempt.progress as usize;
    let last_step = step + 1 >= live.moves.len();
    let right = live.moves.get(step).is_some_and(|expected| {
        puzzles::grade::answers(live.game.position(), *expected, played, last_step)
    });
    let san = live.game.position().san(&played);
    if !right {
        return finish(cx, attempt, &stored, &live, false, Some(san));
    }
    if last_step {
        return finish(cx, attempt, &stored, &live, true, Some(san));
    }
    let to = attempt.progress + 2;
    if !cx
        .store
        .advance_puzzle_attempt(attempt, attempt.progress, to)?
    {
        return Err(Refusal::MovedOn.into());
    }
    let reply_san = live
        .moves
        .get(step + 1)
        .map(|m| {
            let mut g = live.game.clone();
            let _ = g.play(&played);
            g.position().san(m)
        })
        .unwrap_or_default();
    let lead = Text::from(
        Msg::new("puzzle-right")
            .mv("move", san)
            .mv("answer", reply_san),
    )
    .line();
    let advanced = PuzzleAttempt {
        progress: to,
        ..attempt.clone()
    };
    Ok(Response::one(present(cx, &stored, &advanced, lead)?))
}

/// Ends the attempt, solved or failed, rates it, and shows the solution.
#[allow(clippy::too_many_lines)]
fn finish(
    cx: &Ctx<'_>,
    attempt: &PuzzleAttempt,
    stored: &StoredPuzzle,
    live: &Live,
    solved: bool,
    played: Option<String>,
) -> Result<Response> {
    // A run's puzzle counts to the run; any other rates player and puzzle.
    let settled = if attempt.in_run {
        let out = cx
            .store
            .finish_run_attempt(attempt, stored.variant, solved, cx.now)?;
        out.changed.then_some(Settled::Run(out))
    } else {
        let out = cx
            .store
            .finish_puzzle_attempt(attempt, stored.variant, solved, cx.now)?;
        out.changed.then_some(Settled::Rated(out))
    };
    let Some(settled) = settled else {
        return Err(Refusal::MovedOn.into());
    };
    let verdict = match (solved, played) {
        (true, Some(san)) => Msg::new("puzzle-solved-with").mv("move", san),
        (true, None) => Msg::new("puzzle-solved"),
        (false, Some(san)) => Msg::new("puzzle-not-the-move").mv("move", san),
        (false, None) => Msg::new("puzzle-gave-up"),
    };
    let mut text = Text::from(verdict).plain(" ");
    // The motifs by the names the theme menu gives them.
    let motifs: Vec<Text> = live
        .themes
        .iter()
        .filter(|t| t.is_motif())
        .map(|t| {
            Text::from(Msg::new(format!(
                "choice-puzzle-theme-{}",
                t.to_string().to_lowercase()
            )))
        })
        .collect();
    if !motifs.is_empty() {
        text = text
            .line()
            .msg(Msg::new("puzzle-motifs").text("themes", Text::join(motifs, ", ")))
            .plain(" ");
    }
    text = text.msg(Msg::new("puzzle-solution").str("solution", live.solution_san().join(" ")));
    let next = match &settled {
        Settled::Rated(outcome) => {
            text = text
                .line()
                .msg(rating_line(stored.variant, outcome, solved));
            Action::NextPuzzle(stored.variant)
        }
        Settled::Run(out) => {
            text = text.line().msg(run::standing(out));
            if out.after.going {
                Action::NextRunPuzzle(stored.variant)
            } else {
                Action::NextPuzzle(stored.variant)
            }
        }
    };
    if let Some(day) = attempt.daily
        && solved
    {
        let n = cx.store.daily_solvers(attempt.guild, day)?;
        text = text.plain(" ").msg(
            Msg::new("puzzle-daily-place")
                .num("n", i64::try_from(n).unwrap_or(i64::MAX))
                .str("place", crate::core::words::ordinal(n)),
        );
    }
    let source = if stored.source == starter::STARTER {
        Msg::new("puzzle-source-starter")
    } else {
        Msg::new("puzzle-source").str("source", stored.source.clone())
    };
    text = text.plain(" ").msg(source);
    let mut reply = Reply::private(text);
    let start = Live::new(stored, 0).ok_or(Refusal::NothingToSolve)?;
    reply.board = Some(exercise_picture(
        cx,
        start.game.position(),
        live.solver,
        show::Marks {
            last: live.moves.first().copied(),
            arrows: solution_arrows(live),
            circles: Vec::new(),
            tone: if solved {
                render::Tone::Success
            } else {
                render::Tone::Failure
            },
        },
        format!("puzzle-{}-solution.png", stored.id),
        Msg::new(if solved {
            "puzzle-banner-solved"
        } else {
            "puzzle-banner-solution"
        })
        .str("line", live.solution_san().join(" ")),
    ));
    reply.files.extend(solution_gif(cx, &stored.id, live));
    reply.buttons = vec![Button::new(next, ButtonStyle::Primary)];
    Ok(Response::one(reply))
}

/// How a finished attempt was counted.
enum Settled {
    /// Rated: the player's record before and after.
    Rated(data::PuzzleOutcome),
    /// A run's puzzle: the run before and after.
    Run(data::RunOutcome),
}

/// The rating line after a rated puzzle: the change, and the solving streak.
fn rating_line(variant: Variant, outcome: &data::PuzzleOutcome, solved: bool) -> Msg {
    let (before, after) = (&outcome.before, &outcome.after);
    let diff = (after.rating.rating - before.rating.rating).round();
    let sign = if diff >= 0.0 { "+" } else { "" };
    // Which streak words the rating line ends with.
    let (streak, streak_kind) = if solved {
        if after.streak == after.best_streak && after.streak > 1 {
            (after.streak, "best")
        } else {
            (after.streak, "on")
        }
    } else if before.streak > 0 {
        (before.streak, "ended")
    } else {
        (0, "none")
    };
    Msg::new("puzzle-rating")
        .text("variant", Msg::new(variant_name(variant)))
        .str("before", rating(&before.rating))
        .str("after", rating(&after.rating))
        .str("change", format!("{sign}{diff:.0}"))
        .num("streak", streak)
        .str("streak_kind", streak_kind)
}

/// The "Give up" button: the open puzzle counts as failed and its solution is shown.
pub(crate) fn give_up(cx: &Ctx<'_>, actor: &Actor, place: Place) -> Result<Response> {
    let attempt = cx
        .store
        .open_puzzle_attempt(place.guild, actor.user)?
        .ok_or(Refusal::NothingToSolve)?;
    let stored = cx
        .store
        .puzzle(&attempt.puzzle)?
        .ok_or(Refusal::NothingToSolve)?;
    let live = Live::new(&stored, attempt.progress).ok_or(Refusal::NothingToSolve)?;
    finish(cx, &attempt, &stored, &live, false, None)
}

/// `leaderboard puzzles`: the server's puzzle ratings for `variant`.
pub(crate) fn leaderboard(
    cx: &Ctx<'_>,
    place: Place,
    variant: Variant,
    page: u32,
) -> Result<Response> {
    use crate::core::policy::PAGE_SIZE;
    let (_, total) = cx.store.puzzle_leaderboard(place.guild, variant, 0, 0)?;
    if total == 0 {
        return Ok(Response::one(Reply::public(
            Msg::new("puzzle-leaderboard-empty")
                .text("variant", Msg::new(variant_name(variant)))
                .command("puzzle", CommandRef::new(CommandName::Puzzle)),
        )));
    }
    let pages = u32::try_from(total.div_ceil(u64::from(PAGE_SIZE))).unwrap_or(u32::MAX);
    let page = page.clamp(1, pages);
    let (rows, _) =
        cx.store
            .puzzle_leaderboard(place.guild, variant, PAGE_SIZE, (page - 1) * PAGE_SIZE)?;
    let mut text = Text::from(
        Msg::new("puzzle-leaderboard-heading")
            .strong(
                "heading",
                Msg::new("puzzle-leaderboard-title")
                    .text("variant", Msg::new(variant_name(variant))),
            )
            .num("page", page)
            .num("pages", pages),
    );
    for (i, s) in rows.iter().enumerate() {
        let rank = (page - 1) * PAGE_SIZE + u32::try_from(i).unwrap_or(0) + 1;
        text = text.line().msg(
            Msg::new("puzzle-leaderboard-row")
                .num("rank", rank)
                .str("name", crate::core::context::name_of(cx, s.player))
                .str("rating", rating(&s.rating))
                .num("solved", s.solved)
                .num("failed", s.failed)
                .num("best_streak", s.best_streak),
        );
    }
    Ok(Response::one(Reply::public(text)))
}
