//! One service, two faces: every refusal and every kind of announcement the service
//! makes, worded by both adapters. The console never shows Discord markup; Discord
//! never shows console syntax.

use bot_testkit::table::{T0, Table};
use data::{ChallengeStatus, ChannelId, UserId};
use rules::Variant;
use sanctum::console::Console;
use sanctum::discord::CommandIds;
use service::matches::MatchRefusal;
use service::policy::RECHALLENGE_WAIT;
use service::{
    BlockRefusal, ChallengeRefusal, MoreTimeRefusal, NoteRefusal, PuzzleRefusal, RematchRefusal,
    ReviewRefusal, SettingsRefusal, VacationRefusal, VoteRefusal,
};
use service::{
    Command, CommandName, DAY, HOUR, ManualClock, OptionSpec, Refusal, Response, Span, Text,
    Unreadable,
};
use service::{ConditionalRefusal, EngineGameRefusal, LobbyRefusal, OfferRefusal};
use service::{
    ConditionalWish, HistoryQuery, SettingsChange, TournamentAction, TournamentRefusal, Wanted,
};
use std::sync::Arc;

/// Every refusal the service can give (a new variant must be added here: the match
/// below does not compile without it).
#[allow(clippy::too_many_lines, reason = "one line per refusal, twice")]
/// A command's option, from the catalogue.
fn option(command: CommandName, name: &str) -> &'static OptionSpec {
    command
        .spec()
        .option(name)
        .expect("an option of the catalogue")
}

#[allow(clippy::too_many_lines)] // one entry per refusal, and a match that names them all
fn every_refusal() -> Vec<Refusal> {
    let all = vec![
        Refusal::from(ChallengeRefusal::ChallengeSelf),
        Refusal::from(ChallengeRefusal::ChallengeBot),
        Refusal::from(ChallengeRefusal::NotAMember { user: UserId(5) }),
        Refusal::Gone(service::Thing::Challenge),
        Refusal::Gone(service::Thing::Game),
        Refusal::ChannelBusy,
        Refusal::ServersOnly,
        Refusal::DuplicateChallenge,
        Refusal::from(ChallengeRefusal::NoChallenge),
        Refusal::from(ChallengeRefusal::NotChallenged {
            challenged: UserId(2),
        }),
        Refusal::from(ChallengeRefusal::NotChallenger {
            challenger: UserId(1),
        }),
        Refusal::from(ChallengeRefusal::NotYourChallenge),
        Refusal::ChallengeClosed(ChallengeStatus::Accepted),
        Refusal::ChallengeClosed(ChallengeStatus::Declined),
        Refusal::ChallengeClosed(ChallengeStatus::Cancelled),
        Refusal::ChallengeClosed(ChallengeStatus::Expired),
        Refusal::ChallengeClosed(ChallengeStatus::Pending),
        Refusal::NoGame,
        Refusal::GameElsewhere {
            channels: vec![ChannelId(900), ChannelId(901)],
        },
        Refusal::GameOver(Some(rules::Variant::Chess)),
        Refusal::NotAPlayer,
        Refusal::NotYourTurn { to_move: UserId(1) },
        Refusal::BadMove(rules::MoveError::Illegal {
            input: "e5".into(),
            reason: rules::IllegalReason::NoneCanMove {
                color: rules::Color::White,
                role: rules::Role::Pawn,
                to: "e5".parse().expect("a square"),
                meant: None,
            },
            legal: vec!["e4".into(), "Nf3".into()],
        }),
        Refusal::BadMove(rules::MoveError::Syntax {
            input: "hello".into(),
            hint: rules::SyntaxHint::Notation,
        }),
        Refusal::AlreadyMoved {
            to_move: UserId(2),
            last: "Nf3".into(),
        },
        Refusal::MovedOn,
        Refusal::from(OfferRefusal::AbortTooLate),
        Refusal::from(OfferRefusal::TakebackRated),
        Refusal::from(OfferRefusal::NothingToTakeBack),
        Refusal::from(OfferRefusal::AlreadyOffered("draw")),
        Refusal::from(OfferRefusal::NoOffer("takeback")),
        Refusal::from(OfferRefusal::OwnOffer("draw")),
        Refusal::from(SettingsRefusal::NeedsManageServer),
        Refusal::AlreadyOpen,
        Refusal::OwnOpenChallenge,
        Refusal::from(ChallengeRefusal::ChallengeTaken { by: UserId(3) }),
        Refusal::BadGameNumber("-1".into()),
        Refusal::NoSuchGame(99),
        Refusal::from(RematchRefusal::GameNotOver),
        Refusal::from(RematchRefusal::AlreadyRematched {
            game: data::GameId(8),
        }),
        Refusal::from(SettingsRefusal::SeekRoleNeedsVariant),
        Refusal::from(MoreTimeRefusal::MoreTimeOwnMove),
        Refusal::from(MoreTimeRefusal::MoreTimeCapped { days: 14 }),
        Refusal::from(EngineGameRefusal::BadLevel(9)),
        Refusal::from(EngineGameRefusal::EngineUnrated),
        Refusal::from(ChallengeRefusal::LevelForPerson),
        Refusal::from(ReviewRefusal::ReviewUnfinished),
        Refusal::from(ReviewRefusal::ReviewAborted),
        Refusal::from(ReviewRefusal::NothingToReview),
        Refusal::from(SettingsRefusal::BadBank(9)),
        Refusal::from(SettingsRefusal::BadPingWait(2000)),
        Refusal::from(VacationRefusal::VacationDays(400)),
        Refusal::from(VacationRefusal::VacationDaysAndEnd),
        Refusal::from(VacationRefusal::AlreadyOnVacation {
            until: 1_800_000_000,
        }),
        Refusal::from(VacationRefusal::VacationAllowance { asked: 3, left: 1 }),
        Refusal::from(VacationRefusal::NotOnVacation),
        Refusal::from(ReviewRefusal::ReviewAlreadyWaiting {
            game: data::GameId(7),
        }),
        Refusal::from(ReviewRefusal::ReviewsBusy { minutes: 3 }),
        Refusal::TooManyChallenges {
            limit: 5,
            until: 1_790_000_600,
        },
        Refusal::TooManyWaiting {
            limit: 5,
            until: 1_790_000_600,
        },
        Refusal::ChallengedRecently {
            challenged: data::UserId(2),
            until: 1_790_000_600,
        },
        Refusal::TooManyEngineGames { limit: 3 },
        Refusal::TooManyReviews {
            limit: 10,
            until: 1_790_000_600,
        },
        Refusal::from(ConditionalRefusal::ConditionalOwnMove),
        Refusal::from(ConditionalRefusal::ConditionalLineAndClear),
        Refusal::from(service::conditional::LineError::Empty),
        Refusal::from(service::conditional::LineError::Shape {
            clause: "if Nf6 e5".into(),
            problem: service::conditional::Shape::NoThen,
        }),
        Refusal::from(service::conditional::LineError::Move {
            clause: "if Nf6 e5 Nf5 then c4".into(),
            input: "Nf5".into(),
            after: "1... Nf6 2. e5".into(),
            illegal: true,
            why: service::Msg::new("move-error-none-can-move")
                .str("role", "knight")
                .text("piece", service::Msg::new("role-knight"))
                .text("color", service::Msg::new("color-black"))
                .str("square", "f5"),
        }),
        Refusal::from(service::conditional::LineError::TwoAnswers {
            after: "1... Nf6".into(),
            first: "e5".into(),
            second: "d4".into(),
        }),
        Refusal::from(PuzzleRefusal::NoPuzzleLeft {
            variant: Variant::Scepter,
            theme: Some("slide".into()),
        }),
        Refusal::from(PuzzleRefusal::PuzzleDone),
        Refusal::from(PuzzleRefusal::PuzzleOpen),
        Refusal::NothingToSolve,
        Refusal::from(PuzzleRefusal::DailyOver),
        Refusal::from(PuzzleRefusal::NoRun(Variant::Scepter)),
        Refusal::from(SettingsRefusal::CourseRoleNeedsVariant),
        Refusal::NoSuchLesson {
            variant: Variant::Sanctuary,
            lessons: 11,
        },
        Refusal::TooManyExercises {
            limit: 30,
            until: T0 + 600,
        },
        Refusal::from(TournamentRefusal::NoSuch(9)),
        Refusal::from(TournamentRefusal::NoneHere {
            action: TournamentAction::Join,
        }),
        Refusal::from(TournamentRefusal::NotOpen(data::TournamentStatus::Running)),
        Refusal::from(TournamentRefusal::Full),
        Refusal::from(TournamentRefusal::AlreadyIn),
        Refusal::from(TournamentRefusal::NotIn),
        Refusal::from(TournamentRefusal::TooFew { have: 2, need: 3 }),
        Refusal::from(TournamentRefusal::NotOrganiser),
        Refusal::from(TournamentRefusal::TooManyOpen),
        Refusal::from(TournamentRefusal::NotSwiss),
        Refusal::from(TournamentRefusal::OutOfRange {
            what: "players",
            min: 3,
            max: 16,
        }),
        Refusal::from(TournamentRefusal::ByeRound { first: 2, last: 4 }),
        Refusal::from(TournamentRefusal::ByeRound { first: 5, last: 4 }),
        Refusal::from(TournamentRefusal::ByeTaken),
        Refusal::from(MatchRefusal::NeedsManager),
        Refusal::from(MatchRefusal::UnknownServer),
        Refusal::from(MatchRefusal::OwnServer),
        Refusal::from(MatchRefusal::NotInLobby),
        Refusal::from(MatchRefusal::BadBoards(11)),
        Refusal::from(MatchRefusal::NoVariant),
        Refusal::from(MatchRefusal::NoneHere),
        Refusal::from(MatchRefusal::OtherSide),
        Refusal::from(MatchRefusal::TooFew {
            ours: 1,
            theirs: 2,
            boards: 4,
        }),
        Refusal::from(MatchRefusal::Closed),
        Refusal::from(TournamentRefusal::NotEligible {
            games: 0,
            rating: 1500,
            needs: service::Conditions {
                min_games: Some(3),
                min_rating: None,
                max_rating: Some(1700),
            },
        }),
        Refusal::from(OfferRefusal::TournamentAbort),
        Refusal::from(BlockRefusal::NotWelcome {
            user: data::UserId(7),
        }),
        Refusal::from(BlockRefusal::YouBlocked {
            user: data::UserId(7),
        }),
        Refusal::from(BlockRefusal::CannotBlock),
        Refusal::from(BlockRefusal::TooManyBlocks),
        Refusal::from(NoteRefusal::NotYours { game: 12 }),
        Refusal::from(NoteRefusal::Empty),
        Refusal::from(NoteRefusal::TooLong { length: 600 }),
        Refusal::from(NoteRefusal::NoSuchPosition {
            typed: 40,
            last: 12,
        }),
        Refusal::from(NoteRefusal::TooMany { game: 12 }),
        Refusal::from(NoteRefusal::NoneThere { ply: 3 }),
        Refusal::NotInLobby,
        Refusal::from(VoteRefusal::TeamAgainstSanctum),
        Refusal::from(ChallengeRefusal::TeamOptionsWithoutTeam),
        Refusal::from(LobbyRefusal::TeamsPlayCasual),
        Refusal::from(VoteRefusal::TeamNeedsManager),
        Refusal::from(VoteRefusal::BadShare(0)),
        Refusal::from(VoteRefusal::NotATeamGame),
        Refusal::from(VoteRefusal::NotOnTeam {
            role: data::RoleId(5),
        }),
        Refusal::from(VoteRefusal::NotTeamsTurn),
        Refusal::VoteInstead,
        Refusal::from(VoteRefusal::TooManyVoteChanges),
        Refusal::from(RematchRefusal::RematchAcrossServers),
        Refusal::LobbyNamesNoOne,
        Refusal::from(ChallengeRefusal::RangeWithoutLobby),
        Refusal::from(LobbyRefusal::BadRange {
            min: 1700,
            max: 1600,
        }),
        Refusal::from(LobbyRefusal::OutsideRange {
            rating: 1500,
            range: data::RatingRange {
                min: Some(1600),
                max: None,
            },
            variant: rules::Variant::Sanctuary,
        }),
        Refusal::TooManyWebMoves { until: T0 + 600 },
        Refusal::Unreadable(Unreadable::UnknownCommand("dance".into())),
        Refusal::Unreadable(Unreadable::UnknownOption {
            command: CommandName::Settings,
            option: "colour".into(),
            near: None,
        }),
        Refusal::Unreadable(Unreadable::Missing {
            command: CommandName::Challenge,
            option: option(CommandName::Challenge, "variant"),
        }),
        Refusal::Unreadable(Unreadable::NoValue {
            command: CommandName::Board,
            option: option(CommandName::Board, "game"),
        }),
        Refusal::Unreadable(Unreadable::BadValue {
            command: CommandName::Challenge,
            option: option(CommandName::Challenge, "days"),
            value: "4d".into(),
        }),
    ];
    for r in &all {
        match r {
            Refusal::NotInLobby
            | Refusal::VoteInstead
            | Refusal::LobbyNamesNoOne
            | Refusal::TooManyWebMoves { .. }
            | Refusal::Gone(_)
            | Refusal::ChannelBusy
            | Refusal::ServersOnly
            | Refusal::DuplicateChallenge
            | Refusal::ChallengeClosed(_)
            | Refusal::NoGame
            | Refusal::GameElsewhere { .. }
            | Refusal::GameOver(_)
            | Refusal::NotAPlayer
            | Refusal::NotYourTurn { .. }
            | Refusal::BadMove(_)
            | Refusal::AlreadyMoved { .. }
            | Refusal::MovedOn
            | Refusal::AlreadyOpen
            | Refusal::OwnOpenChallenge
            | Refusal::BadGameNumber(_)
            | Refusal::NoSuchGame(_)
            | Refusal::Unreadable(_)
            | Refusal::TooManyChallenges { .. }
            | Refusal::TooManyWaiting { .. }
            | Refusal::ChallengedRecently { .. }
            | Refusal::TooManyEngineGames { .. }
            | Refusal::TooManyReviews { .. }
            | Refusal::Feature(_)
            | Refusal::NothingToSolve
            | Refusal::NoSuchLesson { .. }
            | Refusal::TooManyExercises { .. } => {}
        }
    }
    all
}

/// Every lobby refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_lobby(r: &LobbyRefusal) {
    match r {
        LobbyRefusal::TeamsPlayCasual
        | LobbyRefusal::BadRange { .. }
        | LobbyRefusal::OutsideRange { .. } => {}
    }
}

/// Every offer refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_offer(r: &OfferRefusal) {
    match r {
        OfferRefusal::AbortTooLate
        | OfferRefusal::TakebackRated
        | OfferRefusal::NothingToTakeBack
        | OfferRefusal::AlreadyOffered(..)
        | OfferRefusal::NoOffer(..)
        | OfferRefusal::OwnOffer(..)
        | OfferRefusal::TournamentAbort => {}
    }
}

/// Every enginegame refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_engine_game(r: &EngineGameRefusal) {
    match r {
        EngineGameRefusal::BadLevel(..) | EngineGameRefusal::EngineUnrated => {}
    }
}

/// Every conditional refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_conditional(r: &ConditionalRefusal) {
    match r {
        ConditionalRefusal::ConditionalOwnMove | ConditionalRefusal::ConditionalLineAndClear => {}
    }
}

/// Every vacation refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_vacation(r: &VacationRefusal) {
    match r {
        VacationRefusal::VacationDays(..)
        | VacationRefusal::VacationDaysAndEnd
        | VacationRefusal::AlreadyOnVacation { .. }
        | VacationRefusal::VacationAllowance { .. }
        | VacationRefusal::NotOnVacation => {}
    }
}

/// Every note refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_note(r: &NoteRefusal) {
    match r {
        NoteRefusal::NotYours { .. }
        | NoteRefusal::Empty
        | NoteRefusal::TooLong { .. }
        | NoteRefusal::NoSuchPosition { .. }
        | NoteRefusal::TooMany { .. }
        | NoteRefusal::NoneThere { .. } => {}
    }
}

/// Every block refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_block(r: &BlockRefusal) {
    match r {
        BlockRefusal::NotWelcome { .. }
        | BlockRefusal::YouBlocked { .. }
        | BlockRefusal::CannotBlock
        | BlockRefusal::TooManyBlocks => {}
    }
}

/// Every settings refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_settings(r: &SettingsRefusal) {
    match r {
        SettingsRefusal::NeedsManageServer
        | SettingsRefusal::CourseRoleNeedsVariant
        | SettingsRefusal::SeekRoleNeedsVariant
        | SettingsRefusal::BadPingWait(..)
        | SettingsRefusal::BadBank(..) => {}
    }
}

/// Every rematch refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_rematch(r: &RematchRefusal) {
    match r {
        RematchRefusal::RematchAcrossServers
        | RematchRefusal::GameNotOver
        | RematchRefusal::AlreadyRematched { .. } => {}
    }
}

/// Every moretime refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_moretime(r: &MoreTimeRefusal) {
    match r {
        MoreTimeRefusal::MoreTimeOwnMove | MoreTimeRefusal::MoreTimeCapped { .. } => {}
    }
}

/// Every challenge refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_challenge(r: &ChallengeRefusal) {
    match r {
        ChallengeRefusal::ChallengeSelf
        | ChallengeRefusal::ChallengeBot
        | ChallengeRefusal::NotAMember { .. }
        | ChallengeRefusal::TeamOptionsWithoutTeam
        | ChallengeRefusal::RangeWithoutLobby
        | ChallengeRefusal::NoChallenge
        | ChallengeRefusal::NotChallenged { .. }
        | ChallengeRefusal::NotChallenger { .. }
        | ChallengeRefusal::NotYourChallenge
        | ChallengeRefusal::ChallengeTaken { .. }
        | ChallengeRefusal::LevelForPerson => {}
    }
}

/// Every vote refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_vote(r: &VoteRefusal) {
    match r {
        VoteRefusal::TeamAgainstSanctum
        | VoteRefusal::TeamNeedsManager
        | VoteRefusal::BadShare(..)
        | VoteRefusal::NotATeamGame
        | VoteRefusal::NotOnTeam { .. }
        | VoteRefusal::NotTeamsTurn
        | VoteRefusal::TooManyVoteChanges => {}
    }
}

/// Every puzzle refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_puzzle(r: &PuzzleRefusal) {
    match r {
        PuzzleRefusal::NoPuzzleLeft { .. }
        | PuzzleRefusal::PuzzleDone
        | PuzzleRefusal::PuzzleOpen
        | PuzzleRefusal::DailyOver
        | PuzzleRefusal::NoRun(_) => {}
    }
}

/// Every review refusal is listed in [`every_refusal`]: this match does not
/// compile without a new one.
#[allow(dead_code)]
fn named_review(r: &ReviewRefusal) {
    match r {
        ReviewRefusal::ReviewUnfinished
        | ReviewRefusal::ReviewAborted
        | ReviewRefusal::NothingToReview
        | ReviewRefusal::ReviewAlreadyWaiting { .. }
        | ReviewRefusal::ReviewsBusy { .. } => {}
    }
}

/// `/settings bank:factor`.
fn bank(factor: i64) -> Command {
    Command::Settings(SettingsChange {
        bank: Some(factor),
        ..SettingsChange::default()
    })
}

/// Deadlines: without a bank, a reminder, a loss on time and an expired challenge;
/// with one, the bank paying for a passed deadline, a vacation, and a bank too small
/// for a week away.
fn deadlines(t: &Table) -> Vec<Response> {
    let mut out = Vec::new();
    // Deadlines: a reminder, a loss on time (no time bank), an expired challenge.
    out.push(t.say("carol", bank(0)));
    t.start("chess", false);
    out.extend(t.play("e4 e5", false));
    out.extend(t.advance(2 * DAY + 12 * HOUR));
    out.extend(t.advance(DAY));
    out.push(t.challenge("alice", "bob", "chess", true));
    out.extend(t.advance(3 * DAY));
    // With a bank: the reminder names it, and it pays for a passed deadline.
    out.push(t.say("carol", bank(2)));
    t.start("chess", false);
    out.extend(t.play("e4 e5", false));
    out.extend(t.advance(2 * DAY + 12 * HOUR));
    out.extend(t.advance(DAY));
    out.push(t.say(
        "alice",
        Command::Board {
            game: None,
            new_link: false,
        },
    ));
    // A vacation: started, looked at, ended early.
    let vacation = |days, end| Command::Vacation { days, end };
    out.push(t.say("alice", vacation(Some(3), false)));
    out.push(t.say("alice", vacation(None, false)));
    out.push(t.say(
        "alice",
        Command::Board {
            game: None,
            new_link: false,
        },
    ));
    out.push(t.say("alice", vacation(None, true)));
    // A week away is more than her bank's five days cover: she loses on time.
    out.extend(t.advance(7 * DAY));
    out
}

/// Challenges declined, asked again too soon, withdrawn, and one left for bob to accept.
fn challenges_answered_every_way(t: &Table) -> Vec<Response> {
    let mut out = vec![t.challenge("alice", "bob", "sanctuary", false)];
    out.push(t.say("bob", Command::Decline));
    // Asked again at once: the wait after a no.
    out.push(t.challenge("alice", "bob", "sanctuary", false));
    out.extend(t.advance(RECHALLENGE_WAIT));
    out.push(t.challenge("alice", "bob", "sanctuary", false));
    out.push(t.say("alice", Command::Cancel));
    out.extend(t.advance(RECHALLENGE_WAIT));
    out.push(t.challenge("alice", "bob", "scepter", false));
    out
}

/// Plays through every kind of announcement: challenges answered every way, moves with
/// their notes, offers, every ending, deadlines, and the look-up commands.
fn every_announcement(t: &Table) -> Vec<Response> {
    let mut out = Vec::new();
    let mut say = |who: &str, c: Command| out.push(t.say(who, c));
    say("carol", Command::Help { command: None });
    for variant in Variant::ALL {
        say("carol", Command::Rules { variant });
    }
    say("carol", Command::Settings(SettingsChange::default()));
    say(
        "carol",
        Command::Settings(SettingsChange {
            days: data::DaysPerMove::new(5),
            rated: Some(false),
            threads: Some(false),
            ..SettingsChange::default()
        }),
    );
    say("alice", Command::Games { page: 1 });
    say(
        "alice",
        Command::Leaderboard {
            variant: None,
            page: 1,
            puzzles: false,
            scope: service::Scope::default(),
        },
    );
    say("alice", Command::Stats { user: None });
    out.extend(challenges_answered_every_way(t));
    out.push(t.say("alice", Command::Games { page: 1 }));
    out.push(t.say("bob", Command::Accept));
    if let Some(request) = out.last().and_then(|r| r.game_threads().next().cloned()) {
        let notice = t
            .svc
            .move_game_to_thread(&request, t.channel)
            .expect("moved");
        out.push(Response::one(notice));
    }
    out.extend(t.play("e4 e5 Nf3", false));
    out.push(t.say(
        "alice",
        Command::Board {
            game: None,
            new_link: false,
        },
    ));
    out.push(t.say("bob", Command::Games { page: 1 }));
    out.push(t.say("bob", Command::Draw));
    out.push(t.say("alice", Command::Decline));
    out.push(t.say("bob", Command::Takeback));
    out.push(t.say("alice", Command::Takeback));
    out.push(t.say("bob", Command::Draw));
    out.push(t.say("alice", Command::Draw));
    out.push(t.say("alice", Command::Pgn { game: None }));
    out.extend(a_game_with_conditional_moves(t));
    out.extend(deadlines(t));
    // Endings from positions: scepter, sanctuary (refugees), checkmate, stalemate.
    t.start_from(Variant::Scepter, "8/3K4/8/8/8/8/8/k7 w - - 0 1", true);
    out.push(t.mv("alice", "Ke8"));
    t.start_from(Variant::Sanctuary, "1P6/4P3/8/8/8/8/8/g6G w - - 0 1", true);
    out.push(t.mv("alice", "e8"));
    t.start_from(Variant::Chess, "k7/8/8/1Q6/8/8/8/7K w - - 0 1", true);
    out.push(t.mv("alice", "Qb6"));
    t.start("chess", true);
    out.extend(t.play("f3 e5 g4 Qh4#", false));
    // Resignation and abort.
    t.start("sanctuary", true);
    out.push(t.say("alice", Command::Resign));
    out.push(t.say("alice", Command::Abort));
    t.start("scepter", true);
    out.extend(t.play("e4 e5 d4", false));
    out.push(t.say("bob", Command::Resign));
    let resign = out
        .last()
        .and_then(|r| r.replies[0].buttons.first())
        .map(|b| b.action)
        .expect("a confirmation button");
    out.push(t.say("bob", Command::Press(resign)));
    out.extend(finding_games(t));
    out.push(t.say(
        "alice",
        Command::Leaderboard {
            variant: Some(Variant::Chess),
            page: 1,
            puzzles: false,
            scope: service::Scope::default(),
        },
    ));
    out.push(t.say(
        "alice",
        Command::Stats {
            user: Some(Table::mention("bob")),
        },
    ));
    out
}

/// A new game (alice to move after 1. e4 e5, to be left to her deadline), where bob's
/// conditional move answers hers at once; his queue shown and cleared.
fn a_game_with_conditional_moves(t: &Table) -> Vec<Response> {
    t.start("chess", false);
    let mut out = t.play("e4 e5", false);
    let conditional = |line: Option<&str>, clear| {
        Command::Conditional(ConditionalWish {
            line: line.map(str::to_owned),
            clear,
            game: None,
        })
    };
    out.extend([
        t.say(
            "bob",
            conditional(Some("if Nf3 then Nc6; if Nf3 Nc6 Bb5 then a6"), false),
        ),
        t.say("bob", conditional(None, false)),
        t.mv("alice", "Nf3"),
        t.say("bob", conditional(None, false)),
        t.say("bob", conditional(None, true)),
    ]);
    // Over, so the next game can start in this channel.
    let game = t
        .store()
        .last_game_in_channel(t.channel)
        .expect("db")
        .expect("a game")
        .id;
    out.push(t.say("bob", Command::Press(service::Action::ConfirmResign(game))));
    out
}

/// After a finished game: a rematch asked and declined, an open challenge taken, the
/// archive looked through.
fn finding_games(t: &Table) -> Vec<Response> {
    let mut out = Vec::new();
    let over = t
        .store()
        .recent_games_of(bot_testkit::table::user("bob"), None, 1)
        .expect("db")[0]
        .id;
    out.push(t.say("bob", Command::Press(service::Action::Rematch(over))));
    out.push(t.say("alice", Command::Decline));
    let open = Command::Challenge(Wanted {
        opponent: None,
        variant: Variant::Sanctuary,
        color: None,
        days: None,
        rated: Some(false),
        level: None,
        lobby: service::LobbyWish::default(),
        team: service::TeamWish::default(),
    });
    out.push(t.say("carol", open));
    out.push(t.say("carol", Command::Accept));
    out.push(t.say("alice", Command::Games { page: 1 }));
    out.push(t.say("bob", Command::Accept));
    // Nobody opens it: aborted at its first deadline (five days, the server's
    // setting), after a reminder saying so.
    out.extend(t.advance(4 * DAY + HOUR));
    out.extend(t.advance(DAY));
    out.push(t.say("alice", Command::Games { page: 1 }));
    out.push(t.say(
        "carol",
        Command::History(HistoryQuery {
            user: Some(Table::mention("alice")),
            variant: None,
            page: 1,
        }),
    ));
    let number = Some(over.to_string());
    out.push(t.say(
        "carol",
        Command::Board {
            game: number.clone(),
            new_link: false,
        },
    ));
    out.push(t.say("carol", Command::Pgn { game: number }));
    out
}

/// Console syntax that means nothing on Discord.
const CONSOLE_ONLY: &[&str] = &[
    "`cancel`",
    "`accept`",
    "`decline`",
    "accept / decline",
    "`challenge @",
    "`move ",
    "`draw`",
    "`takeback`",
    "`board`",
    "settings [days",
];

/// Discord markup that means nothing in a terminal.
const DISCORD_ONLY: &[&str] = &["<@", "<#", "<t:", "</", "**"];

/// A console on the table's database, to word texts the console's way.
fn console_on(t: &Table) -> (tempfile::TempDir, Console<Vec<u8>>) {
    let pictures = tempfile::tempdir().expect("temp dir");
    let console = Console::open_at(
        &t.path,
        pictures.path(),
        Vec::new(),
        Arc::new(ManualClock::new(T0)),
    )
    .expect("console");
    (pictures, console)
}

fn check_both(console: &Console<Vec<u8>>, discord: &CommandIds, text: &Text) {
    let on_console = console.words(text);
    for markup in DISCORD_ONLY {
        assert!(
            !on_console.contains(markup),
            "console shows {markup:?}: {on_console}"
        );
    }
    let on_discord = discord.render(text);
    for syntax in CONSOLE_ONLY {
        assert!(
            !on_discord.contains(syntax),
            "Discord shows {syntax:?}: {on_discord}"
        );
    }
    assert!(!on_console.trim().is_empty() && !on_discord.trim().is_empty());
    // Discord's limits (its documentation, not the bot's constants): a message's text
    // holds 2,000 characters, and a longer text goes as embeds, 6,000 together. Every
    // refusal and announcement fits whole; none is clipped on the way.
    let length = on_discord.chars().count();
    assert!(
        length <= 6000,
        "{length} characters on Discord: {on_discord}"
    );
    // The same in every language Sanctum speaks: each message there, whole, and
    // within the same limit.
    for lang in service::Lang::ALL {
        for id in message_ids(text) {
            assert!(
                service::Msg::new(id.clone()).exists(lang),
                "{lang} lacks {id}"
            );
        }
        let words = discord.render(&text.localized(lang));
        let length = words.chars().count();
        assert!(
            length <= 6000 && !words.trim().is_empty(),
            "{length} characters on Discord in {lang}: {words}"
        );
    }
}

/// Every message id in `text`, its arguments' included.
fn message_ids(text: &Text) -> Vec<String> {
    let mut ids = Vec::new();
    for span in text.spans() {
        if let Span::Msg(m) = span {
            ids.push(m.id().to_owned());
            for (_, arg) in m.args() {
                match arg {
                    service::Arg::Text(t) => ids.extend(message_ids(t)),
                    service::Arg::Strong(m) => ids.extend(message_ids(&Text::from((**m).clone()))),
                    service::Arg::Num(_) | service::Arg::Str(_) => {}
                }
            }
        }
    }
    ids
}

#[test]
fn every_refusal_and_announcement_reads_right_on_both_faces_and_fits_a_discord_message() {
    let t = Table::new();
    let responses = every_announcement(&t);
    let (_pictures, console) = console_on(&t);
    let discord = CommandIds::default();
    let mut checked = 0;
    for refusal in every_refusal() {
        check_both(&console, &discord, &refusal.user_text());
        checked += 1;
    }
    for response in &responses {
        for reply in &response.replies {
            check_both(&console, &discord, &reply.text);
            checked += 1;
        }
        for thread in response.game_threads() {
            check_both(&console, &discord, &thread.headline);
        }
    }
    // Every ending kind was among them.
    let all = responses
        .iter()
        .map(Response::text)
        .collect::<Vec<_>>()
        .join("\n");
    for needle in [
        "seizes the scepter",
        "safe in sanctuary",
        "Checkmate",
        "Stalemate",
        "resigned",
        "ran out of time",
        "never made their first move",
        "asks you for a rematch",
        "posts an open challenge",
        "accepted! **Sanctuary Chess**",
        "Your finished games",
        "alice's games",
        "Final position after",
        "Draw agreed",
        "aborted the game",
        "expired",
        "a reminder",
        "declined the challenge",
        "withdrew the challenge",
        "taken back",
        "offers a draw",
        "leaderboard",
        "your time bank paid 1 day",
        "your time bank (6 days left) starts paying",
        "Time banks: alice 5 days, bob 6 days.",
        "is on vacation, back",
        "Your vacation of 3 days starts now",
        "back from vacation",
        "could not cover the",
    ] {
        assert!(all.contains(needle), "no {needle:?} among:\n{all}");
    }
    assert!(checked > 60, "only {checked} texts");
}

#[test]
fn discord_help_names_slash_commands_and_buttons_and_the_console_its_own() {
    let t = Table::new();
    let help = t.say("alice", Command::Help { command: None });
    let text = &help.replies[0].text;
    let ids = CommandIds::default();
    let on_discord = ids.render(text);
    for name in service::CommandName::ALL {
        assert!(
            on_discord.contains(&format!("`/{}", name.id())),
            "{} missing: {on_discord}",
            name.id()
        );
    }
    assert!(
        on_discord.contains("**Accept** / **Decline**"),
        "{on_discord}"
    );
    let (_pictures, console) = console_on(&t);
    let on_console = console.words(text);
    assert!(
        on_console.contains("`challenge <sanctuary|scepter|chess> [@opponent]"),
        "{on_console}"
    );
    assert!(!on_console.contains("`/"), "{on_console}");
}

#[test]
fn help_explains_one_command_whole_on_both_faces_and_offers_the_closest_name() {
    let t = Table::new();
    let ids = CommandIds::default();
    let (_pictures, console) = console_on(&t);
    let help_on = |typed: &str| {
        let r = t.say(
            "alice",
            Command::Help {
                command: Some(typed.to_owned()),
            },
        );
        assert!(r.is_private(), "{}", r.text());
        r.replies[0].text.clone()
    };
    let challenge = help_on("challenge");
    let on_discord = ids.render(&challenge);
    assert!(on_discord.starts_with("`/challenge"), "{on_discord}");
    for needle in [
        "`variant` (required) — Which game: sanctuary, scepter or chess",
        "`opponent` — Who to play",
        "`days` — Days per move",
    ] {
        assert!(on_discord.contains(needle), "{needle}: {on_discord}");
    }
    let on_console = console.words(&challenge);
    assert!(
        on_console.starts_with("`challenge <sanctuary|scepter|chess>"),
        "{on_console}"
    );
    // Every command's own help fits one Discord embed (4,096) with room to spare.
    for name in service::CommandName::ALL {
        let text = ids.render(&help_on(name.id()));
        assert!(text.len() < 3_000, "{}: {} bytes", name.id(), text.len());
        assert!(
            text.contains(&name.spec().description_in(service::Lang::En)),
            "{text}"
        );
    }
    // A console short form and a leading slash find the command too.
    assert!(ids.render(&help_on("/board")).starts_with("`/board"));
    // A misspelt name: the closest command, or none when nothing is near.
    let typo = ids.render(&help_on("chalenge"));
    assert!(
        typo.contains("I don't know the command `chalenge`. Did you mean `challenge`?"),
        "{typo}"
    );
    let far = ids.render(&help_on("xyzzy"));
    assert!(
        far.contains("I don't know the command `xyzzy`.") && !far.contains("Did you mean"),
        "{far}"
    );
    // The same for a command or an option typed wrong anywhere.
    let unknown = Unreadable::UnknownCommand("hepl".into()).user_text();
    assert!(
        ids.render(&unknown).contains("Did you mean `/help`?"),
        "{}",
        ids.render(&unknown)
    );
    let invocation = service::Invocation {
        command: "challenge".into(),
        options: vec![("colour".into(), service::Value::Text("white".into()))],
    };
    let Err(why) = service::parse(&invocation) else {
        panic!("colour is no option of challenge");
    };
    let said = ids.render(&why.user_text());
    assert!(
        said.contains("challenge has no option `colour`. Did you mean `color`? Usage: `/challenge"),
        "{said}"
    );
}
