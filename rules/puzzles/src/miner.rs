//! Walking a finished game for puzzles: a cheap search of every position, a
//! multi-PV search where the opponent's last move handed the side to move a win,
//! the solution built step by step, and a ten-times deeper check of what is kept.

use crate::params::{
    ALREADY_WINNING, HASH_MIB, MIN_SIDELINE_SOLVER_MOVES, MINING_NODES, STILL_WINNING,
    VERIFY_FACTOR,
};
use crate::puzzle::Puzzle;
use crate::solve::{Rejection, Solution, solve};
use crate::verify::verify;
use crate::win::win_chance;
use engine::Engine;
use engine::score::{Score, is_decisive};
use rules::{Game, Move, Position};
use std::ops::AddAssign;

/// What mining one or more games came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Games walked.
    pub games: u64,
    /// Positions searched.
    pub positions: u64,
    /// Positions where the opponent's last move handed the side to move a win and a
    /// single move kept it (the multi-PV test passed).
    pub candidates: u64,
    /// Candidates whose whole line was solved at the mining budget.
    pub solved: u64,
    /// Solved puzzles the deeper search confirmed (before duplicates are dropped).
    pub verified: u64,
}

impl AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.games += other.games;
        self.positions += other.positions;
        self.candidates += other.candidates;
        self.solved += other.solved;
        self.verified += other.verified;
    }
}

/// A miner: an engine and its budget. Each game is mined afresh (the engine forgets
/// the last), so a game's puzzles do not depend on which games came before it.
pub struct Miner {
    engine: Engine,
    nodes: u64,
    sidelines: usize,
}

impl std::fmt::Debug for Miner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Miner")
            .field("nodes", &self.nodes)
            .field("sidelines", &self.sidelines)
            .finish_non_exhaustive()
    }
}

impl Default for Miner {
    fn default() -> Miner {
        Miner::new(MINING_NODES)
    }
}

impl Miner {
    /// A miner searching `nodes` nodes a position (at least 1 000), and
    /// [`VERIFY_FACTOR`] times as many to confirm.
    pub fn new(nodes: u64) -> Miner {
        Miner {
            engine: Engine::new(HASH_MIB),
            nodes: nodes.max(1_000),
            sidelines: 0,
        }
    }

    /// Also mines up to `n` sidelines a position: the moves the scan ranked next
    /// after the best, where one the game did not play would have handed the
    /// opponent a win. Such a move is a mistake the engine weighed, not one a player
    /// made, so a game of few mistakes still yields puzzles; its `GameUrl` ends
    /// `#ply~` to say the game went another way. Such a puzzle takes at least
    /// [`MIN_SIDELINE_SOLVER_MOVES`] moves, one a position: the played line already
    /// gives the one-movers. A server's archive is mined without.
    #[must_use]
    pub fn with_sidelines(mut self, n: usize) -> Miner {
        self.sidelines = n;
        self
    }

    /// The puzzles of `game`, in the order of their positions; `game_url` names the
    /// game in each puzzle's `GameUrl` (with `#ply` added).
    pub fn mine(&mut self, game: &Game, game_url: &str) -> (Vec<Puzzle>, Stats) {
        self.engine.new_game();
        let mut stats = Stats {
            games: 1,
            ..Stats::default()
        };
        let positions = game.positions();
        let hashes: Vec<u64> = positions.iter().map(Position::zobrist).collect();
        let mut puzzles = Vec::new();
        // The last position's score for its side to move, when it was searched.
        let mut last: Option<Score> = None;
        for (i, pos) in positions.iter().enumerate() {
            if pos.outcome().is_some() || pos.legal_moves().is_empty() {
                last = None;
                continue;
            }
            let history = &hashes[..i];
            let scan = crate::solve::search(
                &mut self.engine,
                pos,
                history,
                self.nodes,
                1 + self.sidelines,
            );
            stats.positions += 1;
            let before = last.map(|s| -s);
            last = Some(scan.score);
            let played = game.moves().get(i).copied();
            for alternative in scan.lines.iter().skip(1) {
                let Some(setup) = alternative.first().filter(|m| Some(*m) != played) else {
                    continue;
                };
                if let Some(found) = self.sideline(
                    pos,
                    setup,
                    (scan.score, alternative.score),
                    &hashes[..=i],
                    &format!("{game_url}#{}~", i + 1),
                    &mut stats,
                ) {
                    // One a position: its other sidelines are mostly the same idea.
                    puzzles.push(found);
                    break;
                }
            }
            let (Some(before), Some(setup)) = (before, i.checked_sub(1).map(|j| game.moves()[j]))
            else {
                continue;
            };
            if !handed_a_win(pos, before, scan.score) || pos.legal_moves().len() < 2 {
                continue;
            }
            if let Ok(solution) = self.puzzle_at(pos, setup, history, 1, &mut stats) {
                let mut found = Puzzle::new(
                    &positions[i - 1],
                    &setup,
                    &solution,
                    &format!("{game_url}#{i}"),
                    crate::params::RATING_RANGE.0,
                );
                found.rating = crate::grade::grade(&found);
                puzzles.push(found);
            }
        }
        (puzzles, stats)
    }

    /// The puzzle of the position after `setup` from `pos`, a move the game did not
    /// play, scored `(best, setup)` by the scan from the mover's view.
    fn sideline(
        &mut self,
        pos: &Position,
        setup: Move,
        (best, scored): (Score, Score),
        history: &[u64],
        url: &str,
        stats: &mut Stats,
    ) -> Option<Puzzle> {
        let mut next = *pos;
        next.play(&setup);
        if next.outcome().is_some()
            || next.legal_moves().len() < 2
            || !handed_a_win(&next, -best, -scored)
        {
            return None;
        }
        let solution = self
            .puzzle_at(&next, setup, history, MIN_SIDELINE_SOLVER_MOVES, stats)
            .ok()?;
        let mut found = Puzzle::new(pos, &setup, &solution, url, crate::params::RATING_RANGE.0);
        found.rating = crate::grade::grade(&found);
        Some(found)
    }

    /// The verified solution of `pos` in at least `fewest` solver moves, counting in
    /// `stats` how far it got.
    fn puzzle_at(
        &mut self,
        pos: &Position,
        setup: Move,
        history: &[u64],
        fewest: usize,
        stats: &mut Stats,
    ) -> Result<Solution, Rejection> {
        let solved = solve(&mut self.engine, pos, history, self.nodes);
        if solved.as_ref().map_or_else(|u| u.found > 0, |_| true) {
            stats.candidates += 1;
        }
        let solution = solved.map_err(|u| u.why)?;
        if crate::solve::plain_recapture(setup, &solution) {
            return Err(Rejection::Recapture);
        }
        if crate::solve::plain_one_mover(pos, &solution) {
            return Err(Rejection::PlainOneMover);
        }
        if solution.solver_count() < fewest {
            return Err(Rejection::TooShort);
        }
        stats.solved += 1;
        verify(
            &mut self.engine,
            pos,
            history,
            &solution,
            self.nodes * VERIFY_FACTOR,
        )?;
        stats.verified += 1;
        Ok(solution)
    }
}

/// True when the opponent's last move handed the side to move a win: its search
/// says clearly winning now, and it was not already winning before (scored
/// `before`, its view) unless a forced win by the rules is now on the board.
fn handed_a_win(pos: &Position, before: Score, now: Score) -> bool {
    let variant = pos.variant();
    let forced_win = is_decisive(now) && now > 0;
    win_chance(variant, now) >= STILL_WINNING
        && (forced_win || win_chance(variant, before) < ALREADY_WINNING)
}
