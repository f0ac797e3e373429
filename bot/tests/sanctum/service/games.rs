//! Full games of each variant through every ending, with the injected clock.

use bot_testkit::table::{Table, board_png, user};
use data::{GameStatus, Termination};
use rules::{Color, EndReason, Variant};
use service::{Action, Command, Response, Visibility};

/// The one reply that carries the PGN, parsed back.
fn pgn_of(r: &Response) -> rules::Pgn {
    let file = r
        .replies
        .iter()
        .flat_map(|m| m.files.iter())
        .find(|f| {
            std::path::Path::new(&f.name)
                .extension()
                .is_some_and(|e| e == "pgn")
        })
        .unwrap_or_else(|| panic!("no PGN attached: {}", r.text()));
    let text = String::from_utf8(file.bytes.clone()).expect("PGN is UTF-8");
    rules::parse_pgn(&text).unwrap_or_else(|e| panic!("PGN does not parse: {e}\n{text}"))
}

fn result_of(t: &Table) -> data::GameResult {
    let s = t.store();
    let g = s.recent_games_of(user("alice"), None, 1).expect("db");
    g[0].result.expect("a result")
}

#[test]
fn a_server_that_keeps_white_at_the_bottom_gets_every_shared_board_so() {
    let t = Table::new();
    let set = t.say(
        "carol",
        Command::Settings(service::SettingsChange {
            boards_turn: Some(false),
            ..service::SettingsChange::default()
        }),
    );
    assert!(set.text().contains("White at the bottom"), "{}", set.text());
    t.start("chess", true);
    for r in &t.play("e4 e5 Nf3", false) {
        assert_eq!(
            r.replies[0].board.as_ref().map(|b| b.orientation),
            Some(Color::White),
            "{}",
            r.text()
        );
    }
}

#[test]
fn sanctuary_game_ends_in_a_sanctuary_win_with_announcements_ratings_and_pgn() {
    let t = Table::new();
    t.start("sanctuary", true);
    let moves = t.play("Ac3 g6 Axh8 Na6 Na3 Nb4 Nb5 Nxa2 Nxc7 Nxc1", false);
    assert!(
        moves[2]
            .text()
            .contains("White has a piece in sanctuary on h8"),
        "{}",
        moves[2].text()
    );
    for r in &moves {
        board_png(r);
        assert_eq!(r.replies[0].visibility, Visibility::Public);
    }
    // After White's move the board is drawn from Black's side, and Black is pinged.
    assert_eq!(
        moves[0].replies[0].board.as_ref().map(|b| b.orientation),
        Some(Color::Black)
    );
    assert_eq!(moves[0].replies[0].pings, vec![user("bob")]);
    let end = t.mv("alice", "Nxa8");
    let text = end.text();
    assert!(
        text.contains(
            "alice has two pieces safe in sanctuary on a8 and h8 — **alice wins** with White"
        ),
        "{text}"
    );
    assert!(text.contains("Result: **1-0**"), "{text}");
    assert!(
        text.contains("Ratings: alice 1500? → ") && text.contains("bob 1500? → "),
        "{text}"
    );
    board_png(&end);
    let pgn = pgn_of(&end);
    assert_eq!(pgn.tag("Result"), Some("1-0"));
    assert_eq!(pgn.tag("Termination"), Some("sanctuary"));
    assert_eq!(pgn.tag("White"), Some("alice"));
    assert_eq!(
        result_of(&t),
        data::GameResult::win(Color::White, Termination::Board(EndReason::Sanctuary))
    );
    let r = t
        .store()
        .rating(bot_testkit::table::GUILD, Variant::Sanctuary, user("alice"))
        .expect("db");
    assert!(r.rating.rating > 1500.0 && r.wins == 1);
    let board = t.say(
        "carol",
        Command::Leaderboard {
            variant: None,
            page: 1,
            puzzles: false,
            scope: service::Scope::default(),
        },
    );
    let text = board.text();
    assert!(
        text.contains("**Sanctuary Chess leaderboard** (page 1 of 1)"),
        "{text}"
    );
    assert!(
        text.contains("\n1. alice — 16") && text.contains("? · 1 game · 1W 0D 0L"),
        "{text}"
    );
    assert!(
        text.contains("\n2. bob — 13") && text.contains("0W 0D 1L"),
        "{text}"
    );
    let stats = t.say(
        "carol",
        Command::Stats {
            user: Some(Table::mention("bob")),
        },
    );
    assert!(
        stats.text().contains("• Sanctuary Chess: 13")
            && stats.text().contains("1 game: 0 won, 0 drawn, 1 lost"),
        "{}",
        stats.text()
    );
}

#[test]
fn scepter_game_ends_when_a_king_seizes_the_scepter() {
    let t = Table::new();
    t.start("scepter", true);
    let moves = t.play(
        "d3 d6 Kd2 Kd7 Kc3 Ke6 Kb4 Na6+ Kb5 b6 Kc6 Ke5 Bg5 e6 Bxd8 Bb7+ Kd7 Kd4",
        false,
    );
    assert!(
        moves[7].text().contains("White is in check."),
        "{}",
        moves[7].text()
    );
    assert!(
        moves[16]
            .text()
            .contains("Black: White's king can seize your scepter on e8 next move"),
        "{}",
        moves[16].text()
    );
    let end = t.mv("alice", "Ke8");
    assert!(
        end.text()
            .contains("alice's king seizes the scepter on e8 — **alice wins** with White!"),
        "{}",
        end.text()
    );
    assert_eq!(pgn_of(&end).tag("Termination"), Some("scepter"));
    board_png(&end);
}

#[test]
fn chess_checkmate_stalemate_and_repetition() {
    let t = Table::new();
    t.start("chess", true);
    t.play("f3 e5 g4", false);
    let end = t.mv("bob", "Qh4#");
    assert!(
        end.text().contains("Checkmate — **bob wins** with Black!"),
        "{}",
        end.text()
    );
    assert!(
        end.text().contains("Ratings: alice 1500? → 1"),
        "{}",
        end.text()
    );
    assert_eq!(pgn_of(&end).tag("Result"), Some("0-1"));

    // Checkmate ends Capture the Scepter games too.
    t.start("scepter", true);
    t.play("f3 e5 g4", false);
    let end = t.mv("bob", "Qh4#");
    assert!(
        end.text().contains("Checkmate — **bob wins** with Black!"),
        "{}",
        end.text()
    );

    t.start("chess", false);
    let loyd = "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6";
    t.play(loyd, false);
    let end = t.mv("alice", "Qe6");
    assert!(
        end.text()
            .contains("Stalemate: bob has no legal move — **draw**."),
        "{}",
        end.text()
    );
    assert!(
        end.text().contains("Casual game: ratings unchanged."),
        "{}",
        end.text()
    );

    t.start("chess", true);
    t.play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", false);
    let end = t.mv("bob", "Ng8");
    assert!(
        end.text().contains("third time — **draw** by repetition"),
        "{}",
        end.text()
    );
    assert_eq!(pgn_of(&end).tag("Result"), Some("1/2-1/2"));
}

#[test]
fn rule_draws_from_set_up_positions() {
    let t = Table::new();
    t.start_from(Variant::Chess, "7k/8/8/8/8/8/8/R6K w - - 99 80", true);
    let end = t.mv("alice", "Ra2");
    assert!(
        end.text()
            .contains("Fifty moves each without a capture or a pawn move — **draw**."),
        "{}",
        end.text()
    );

    t.start_from(Variant::Chess, "6k1/8/8/8/8/8/6p1/B6K w - - 0 1", false);
    let end = t.mv("alice", "Kxg2");
    assert!(
        end.text()
            .contains("Neither side can ever checkmate — **draw**."),
        "{}",
        end.text()
    );

    t.start_from(Variant::Sanctuary, "8/8/8/8/8/8/1g6/G6n w - - 0 1", false);
    let end = t.mv("alice", "Gxb2");
    assert!(
        end.text()
            .contains("Neither side has two pieces left, so nobody can win — **draw**."),
        "{}",
        end.text()
    );
}

#[test]
fn resignation_asks_first_and_only_the_confirmation_ends_the_game() {
    let t = Table::new();
    let game = t.start("sanctuary", true);
    t.play("e4 e5 d4 d5", false);
    let ask = t.say("bob", Command::Resign);
    assert!(ask.is_private());
    assert_eq!(
        ask.replies[0].buttons[0].action,
        Action::ConfirmResign(game)
    );
    assert_eq!(t.store().game(game).expect("db").status, GameStatus::Active);
    let end = t.say("bob", Command::Press(Action::ConfirmResign(game)));
    assert!(
        end.text()
            .contains("bob resigned — **alice wins** with White."),
        "{}",
        end.text()
    );
    assert!(end.text().contains("Ratings:"), "{}", end.text());
    assert_eq!(pgn_of(&end).tag("Termination"), Some("resignation"));
    // Pressing it again changes nothing.
    let again = t.say("bob", Command::Press(Action::ConfirmResign(game)));
    assert!(
        again.is_private() && again.text().contains("already over"),
        "{}",
        again.text()
    );
}

#[test]
fn draw_offers_are_accepted_declined_or_lapse_when_the_opponent_moves() {
    let t = Table::new();
    let game = t.start("scepter", true);
    t.play("e4 e5", false);
    let offer = t.say("alice", Command::Draw);
    assert!(
        offer.text().contains("alice offers a draw"),
        "{}",
        offer.text()
    );
    assert_eq!(offer.replies[0].pings, vec![user("bob")]);
    // alice may move after offering: her offer stays open.
    t.mv("alice", "Nf3");
    assert_eq!(
        t.store().game(game).expect("db").draw_offer,
        Some(Color::White)
    );
    // bob plays on instead of answering: the offer lapses.
    let r = t.mv("bob", "Nc6");
    assert_eq!(r.closed, vec![service::ButtonOwner::Offer(game)]);
    assert!(
        r.text()
            .contains("bob played **Nc6**. The draw offer lapses: bob played on."),
        "{}",
        r.text()
    );
    assert_eq!(t.store().game(game).expect("db").draw_offer, None);
    let r = t.say("bob", Command::Press(Action::AcceptDraw(game)));
    assert!(r.text().contains("no draw offer"), "{}", r.text());

    t.say("bob", Command::Draw);
    let r = t.say("alice", Command::Decline);
    assert!(
        r.text().contains("alice declined the draw offer"),
        "{}",
        r.text()
    );
    assert_eq!(t.store().game(game).expect("db").draw_offer, None);

    t.say("bob", Command::Draw);
    let r = t.say("bob", Command::Press(Action::AcceptDraw(game)));
    assert!(r.text().contains("your own draw offer"), "{}", r.text());
    let end = t.say("alice", Command::Draw);
    assert!(end.text().contains("Draw agreed."), "{}", end.text());
    assert!(end.text().contains("Result: **1/2-1/2**"), "{}", end.text());
    assert_eq!(pgn_of(&end).tag("Termination"), Some("agreement"));
}

#[test]
fn abort_before_both_sides_moved_and_takebacks_in_casual_games() {
    let t = Table::new();
    t.start("chess", true);
    t.play("e4", false);
    let r = t.say("bob", Command::Abort);
    assert!(
        r.text()
            .contains("bob aborted the game: no result, ratings unchanged"),
        "{}",
        r.text()
    );
    let s = t.store();
    let g = s.recent_games_of(user("bob"), None, 1).expect("db");
    assert_eq!(g[0].status, GameStatus::Aborted);
    assert!(s.player_stats(user("bob"), None).expect("db").is_empty());

    let game = t.start("sanctuary", false);
    t.play("e4 e5 d4", false);
    let ask = t.say("alice", Command::Takeback);
    assert!(
        ask.text()
            .contains("alice asks to take back their last move"),
        "{}",
        ask.text()
    );
    let done = t.say("bob", Command::Press(Action::AcceptTakeback(game)));
    assert!(
        done.text().contains("bob agreed: d4 taken back"),
        "{}",
        done.text()
    );
    assert_eq!(t.store().game(game).expect("db").ply, 2);
    board_png(&done);
    // bob asks while it is his turn... no: it is alice's turn; bob's last move plus alice's? Only his own.
    let ask = t.say("bob", Command::Takeback);
    assert!(!ask.is_private(), "{}", ask.text());
    let done = t.say("alice", Command::Takeback);
    assert!(done.text().contains("e5 taken back"), "{}", done.text());
    assert_eq!(t.store().game(game).expect("db").ply, 1);
}

/// Turns the time bank off for new games of the table's server, for tests of what a
/// passed deadline does by itself.
fn no_time_bank(t: &Table) {
    t.store()
        .set_bank_factor(t.place().guild, 0)
        .expect("the bank setting");
}

#[test]
fn timeouts_reminders_once_and_a_restart_in_between() {
    let mut t = Table::new();
    // A server without time banks: the deadline itself loses.
    no_time_bank(&t);
    let game = t.start("sanctuary", true);
    t.play("e4 e5", false);
    // alice has 3 days; the reminder comes at 80% (2 days 9.6 hours).
    assert!(t.advance(2 * 86_400).is_empty());
    let due = t.advance(10 * 3600);
    assert_eq!(due.len(), 1, "{due:?}");
    let reminder = &due[0].replies[0];
    assert!(
        reminder
            .text
            .to_string()
            .contains("a reminder: it's your move against bob"),
        "{}",
        reminder.text
    );
    assert_eq!(reminder.pings, vec![user("alice")]);
    assert_eq!(reminder.channel, Some(t.channel));
    assert!(t.svc.tick(t.clock_now()).is_empty(), "reminded twice");
    t.restart();
    assert!(
        t.svc.tick(t.clock_now()).is_empty(),
        "reminded again after a restart"
    );
    // alice moves: bob gets his own reminder later, once.
    t.mv("alice", "d4");
    let due = t.advance(2 * 86_400 + 10 * 3600);
    assert_eq!(due.len(), 1);
    assert!(due[0].text().contains("it's your move against alice"));
    // bob lets the deadline pass.
    let due = t.advance(14 * 3600);
    assert_eq!(due.len(), 1, "{due:?}");
    let text = due[0].text();
    assert!(
        text.contains("bob ran out of time — **alice wins** with White on time."),
        "{text}"
    );
    assert!(pgn_of(&due[0]).tag("Termination") == Some("timeout"));
    assert_eq!(
        t.store()
            .game(game)
            .expect("db")
            .result
            .map(|r| r.termination),
        Some(Termination::Timeout)
    );
    assert!(t.svc.tick(t.clock_now()).is_empty(), "timed out twice");
    t.restart();
    assert!(
        t.advance(86_400).is_empty(),
        "timed out again after a restart"
    );
}

#[test]
fn a_timeout_is_a_draw_when_the_opponent_could_never_win() {
    let t = Table::new();
    no_time_bank(&t);
    // Sanctuary: White (alice) has a lone guard; Black (bob) has two pieces, to move.
    t.start_from(Variant::Sanctuary, "r7/8/8/8/8/8/8/g6G b - - 0 1", true);
    // Both sides make their first move, so running out of time is no abort.
    t.play("Ra7 Gg1", true);
    let due = t.advance(3 * 86_400);
    let text: String = due.iter().map(Response::text).collect();
    assert!(
        text.contains(
            "bob ran out of time, but alice could never win with what is left — **draw**."
        ),
        "{text}"
    );
}

#[test]
fn challenges_expire_after_48_hours() {
    let t = Table::new();
    t.challenge("alice", "bob", "sanctuary", true);
    assert_eq!(t.svc.next_due(), Some(bot_testkit::table::T0 + 48 * 3600));
    assert!(t.advance(47 * 3600).is_empty());
    let due = t.advance(3600);
    assert_eq!(due.len(), 1);
    assert!(
        due[0]
            .text()
            .contains("expired: nobody answered within 48 hours"),
        "{}",
        due[0].text()
    );
    assert!(
        due[0]
            .closed
            .iter()
            .any(|o| matches!(o, service::ButtonOwner::Challenge(_)))
    );
    assert!(t.advance(3600).is_empty());
    let r = t.say("bob", Command::Accept);
    assert!(
        r.is_private() && r.text().contains("no open challenge"),
        "{}",
        r.text()
    );
}

#[test]
fn a_new_service_on_the_same_file_carries_on_mid_game() {
    let mut t = Table::new();
    t.start("scepter", true);
    t.play("d3 d6 Kd2 Kd7 Kc3 Ke6 Kb4 Na6+", false);
    t.restart();
    let board = t.say(
        "carol",
        Command::Board {
            game: None,
            new_link: false,
        },
    );
    assert!(board.text().contains("alice to move"), "{}", board.text());
    t.play("Kb5 b6 Kc6 Ke5 Bg5 e6 Bxd8 Bb7+ Kd7 Kd4", false);
    t.restart();
    let end = t.mv("alice", "Ke8");
    assert!(end.text().contains("seizes the scepter"), "{}", end.text());
}

#[test]
fn anyone_in_the_channel_gets_the_pgn_after_the_game_ended() {
    let t = Table::new();
    t.start("chess", false);
    t.play("f3 e5 g4 Qh4#", false);
    // carol never played here, yet the channel's finished game is hers to download.
    let r = t.say("carol", Command::Pgn { game: None });
    assert!(!r.is_private(), "refused: {}", r.text());
    let pgn = pgn_of(&r);
    assert_eq!(pgn.tag("Result"), Some("0-1"));
    assert_eq!(pgn.tag("White"), Some("alice"));
    assert_eq!(pgn.game.ply(), 4);
    // With an animated replay: a GIF with a frame per move.
    let gif = r.replies[0]
        .files
        .iter()
        .find(|f| f.name.ends_with("-replay.gif"))
        .expect("a replay GIF");
    assert!(gif.bytes.starts_with(b"GIF89a"), "{}", gif.name);
    // Graphic control extensions (one per frame): at least the start and four moves.
    let frames = gif.bytes.windows(2).filter(|w| w == &[0x21, 0xF9]).count();
    assert!(frames >= 5, "{frames} frames");
}

#[test]
fn a_side_that_never_made_its_first_move_aborts_the_game_instead_of_losing_it() {
    let t = Table::new();
    // White moves, Black never answers: aborted at Black's first deadline, unrated.
    let game = t.start("sanctuary", true);
    t.play("e4", false);
    let reminder: String = t
        .advance(3 * 86_400 * 4 / 5)
        .iter()
        .map(Response::text)
        .collect();
    assert!(reminder.contains("the game is aborted"), "{reminder}");
    let due: String = t.advance(86_400).iter().map(Response::text).collect();
    assert!(
        due.contains("was aborted: @2 never made their first move against @1"),
        "{due}"
    );
    let stored = t.store().game(game).expect("db");
    assert_eq!(stored.status, GameStatus::Aborted);
    assert!(
        t.store()
            .player_stats(user("bob"), None)
            .expect("db")
            .is_empty()
    );
    // Once both sides moved, the same lateness is a loss on time (without a time bank).
    no_time_bank(&t);
    let game = t.start("sanctuary", true);
    t.play("e4 e5", false);
    let due: String = t.advance(3 * 86_400).iter().map(Response::text).collect();
    assert!(due.contains("alice ran out of time"), "{due}");
    assert_eq!(
        t.store().game(game).expect("db").status,
        GameStatus::Finished
    );
}

#[test]
fn a_finished_game_can_still_be_looked_at_and_its_hint_names_its_game() {
    let t = Table::new();
    let game = t.start("chess", false);
    t.play("f3 e5 g4", false);
    let end = t.mv("bob", "Qh4#");
    assert!(end.text().contains("Checkmate"), "{}", end.text());
    // `board` shows the channel's last game, finished, from the winner's side.
    let board = t.say(
        "carol",
        Command::Board {
            game: None,
            new_link: false,
        },
    );
    assert!(!board.is_private(), "{}", board.text());
    assert!(
        board
            .text()
            .contains("Final position after 2 moves: 0-1, bob won by checkmate"),
        "{}",
        board.text()
    );
    assert_eq!(
        board.replies[0].board.as_ref().map(|b| b.orientation),
        Some(Color::Black)
    );
    // `moves` says the game is over and where its record is, instead of refusing.
    let moves = t.say("alice", Command::Moves);
    assert!(moves.is_private(), "{}", moves.text());
    assert!(
        moves.text().contains(&format!(
            "Game {game} is over: 0-1, bob won by checkmate. No moves are left to play"
        )),
        "{}",
        moves.text()
    );
    // A move in it is refused, with a hint to start a game of the same kind.
    let late = t.mv("alice", "e4");
    assert!(late.is_private(), "{}", late.text());
    assert!(
        late.text().contains("That game is already over") && late.text().contains("chess"),
        "{}",
        late.text()
    );
    assert!(!late.text().contains("sanctuary"), "{}", late.text());
}

#[test]
fn moves_lists_every_legal_move_by_the_piece_that_makes_it() {
    let t = Table::new();
    let game = t.start("chess", false);
    let listed = t.say("alice", Command::Moves);
    assert!(listed.is_private(), "{}", listed.text());
    let text = listed.text();
    assert!(
        text.contains(&format!(
            "**White to move** in game {game}: 20 legal moves."
        )),
        "{text}"
    );
    // One line per piece that can move, each with that piece's moves alone.
    let lines: Vec<(&str, Vec<&str>)> = text
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(": "))
        .map(|(piece, moves)| (piece, moves.split(", ").collect()))
        .collect();
    assert_eq!(lines.len(), 2, "{text}");
    let (pawn, knight) = (&lines[0], &lines[1]);
    assert_eq!(pawn.0, "pawn");
    assert_eq!(pawn.1.len(), 16, "{text}");
    assert!(pawn.1.iter().all(|m| m.len() == 2), "{text}");
    assert_eq!(knight.0, "knight");
    let mut knights = knight.1.clone();
    knights.sort_unstable();
    assert_eq!(knights, ["Na3", "Nc3", "Nf3", "Nh3"]);
}

#[test]
fn moves_as_people_type_them_are_played_and_a_move_two_ways_is_asked() {
    let t = Table::new();
    let game = t.start("chess", false);
    // A phone's capital, a move number, a lower-case piece letter.
    for (who, typed, san) in [
        ("alice", "E4", "e4"),
        ("bob", "1...d5", "d5"),
        ("alice", "nc3", "Nc3"),
        ("bob", "D4", "d4"),
        ("alice", "3. b3", "b3"),
        ("bob", "dxc3", "dxc3"),
    ] {
        let r = t.mv(who, typed);
        assert!(!r.is_private(), "{typed}: {}", r.text());
        assert!(
            r.text().contains(&format!("played **{san}**")),
            "{typed}: {}",
            r.text()
        );
    }
    assert_eq!(t.store().game(game).expect("db").ply, 6);
    // A b-pawn and a bishop can both take on c4.
    let t = Table::new();
    let game = t.start_from(
        Variant::Chess,
        "rnbqkbnr/ppp1pppp/8/8/2pPP3/1P6/P4PPP/RNBQKBNR w KQkq - 0 4",
        false,
    );
    let ask = t.mv("alice", "bxc4");
    assert!(ask.is_private(), "{}", ask.text());
    assert!(
        ask.text()
            .contains("Which move do you mean by `bxc4`? **bxc4** or **Bxc4**"),
        "{}",
        ask.text()
    );
    let buttons = &ask.replies[0].buttons;
    assert_eq!(
        buttons.iter().map(|b| b.label.as_str()).collect::<Vec<_>>(),
        ["bxc4", "Bxc4"]
    );
    assert_eq!(
        t.store().game(game).expect("db").ply,
        0,
        "nothing played yet"
    );
    let played = t.say("alice", Command::Press(buttons[1].action));
    assert!(!played.is_private(), "{}", played.text());
    assert!(
        played.text().contains("played **Bxc4**"),
        "{}",
        played.text()
    );
    assert_eq!(t.store().game(game).expect("db").ply, 1);
}
