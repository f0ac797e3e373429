//! The search: iterative deepening, principal-variation alpha-beta with a
//! transposition table, null-move pruning, reverse futility and razoring near the
//! leaves, late-move reductions, check, goal-threat and singular extensions, and a
//! quiescence search over captures.
//!
//! Every ending is scored exactly from the rules: goal wins and checkmates as
//! wins by distance, stalemate, the 50-move rule, repetition and dead positions as
//! draws. The goals of the variants (a king reaching the scepter, two safe pieces
//! on the back rank) need no check to happen, so the search looks for them
//! explicitly: a move that wins at once is tried first and ends the node, and a
//! position where the opponent threatens one is never left to the static evaluation.

use crate::eval;
use crate::eval::net::Accumulators;
use crate::goals::{
    dead_draw, goal_reached, may_win_at_once, may_win_now, threatens_goal, wins_at_once,
};
use crate::limits::{Limits, MAX_DEPTH};
use crate::lines::{self, Line};
use crate::ordering::{Heuristics, MAX_PLY, loses_material, order_value, pack, pick};
use crate::score::{
    DRAW, INFINITE, Score, WIN_BOUND, from_tt, is_decisive, loss_in, to_tt, win_in,
};
use crate::see::see;
use crate::tt::{Bound, NO_EVAL, Table};
use rules::{Color, Move, Position, Role, Variant};
use std::time::{Duration, Instant};

/// What an iteration found, reported to the caller after each completed depth.
#[derive(Debug, Clone)]
pub struct Info {
    /// The depth completed.
    pub depth: u32,
    /// The deepest ply reached, extensions and quiescence included.
    pub seldepth: u32,
    /// The score from the side to move's view.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
    /// Which line this is, from 1 (the best) to [`Limits::multipv`].
    pub multipv: usize,
}

impl Info {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        let ms = self.elapsed.as_millis().max(1) as u64;
        self.nodes.saturating_mul(1000) / ms
    }
}

/// The result of a search.
#[derive(Debug, Clone)]
pub struct SearchResult {
    /// The move to play; `None` only when the position has no legal move.
    pub best: Option<Move>,
    /// Its score from the side to move's view.
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
    /// The best lines, best first, as many as [`Limits::multipv`] asked for (fewer
    /// when the position has fewer moves); the first is `best`, `score` and `pv`.
    pub lines: Vec<Line>,
    /// Time spent.
    pub elapsed: Duration,
}

/// A searcher with its transposition table and move-ordering memory, kept from
/// move to move of a game.
pub struct Engine {
    tt: Table,
    heur: Heuristics,
    nodes: u64,
    seldepth: usize,
    /// Extensions stop beyond this ply (twice the iteration's depth, plus a margin).
    extension_limit: usize,
    stopped: bool,
    /// When the search began, moved on by the time it spent giving way.
    start: Instant,
    /// The time this search has spent giving way.
    paused: Duration,
    limits: Limits,
    hard_time: Option<Duration>,
    keys: Vec<u64>,
    pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pv_len: Vec<usize>,
    scored: Vec<Vec<(i32, Move)>>,
    /// Per ply, the move a singular-extension search leaves out (0 for none).
    excluded: Vec<u16>,
    noise: i32,
    seed: u64,
    /// The network's running sums along the current line.
    net: Accumulators,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("tt_entries", &self.tt.len())
            .field("noise", &self.noise)
            .finish_non_exhaustive()
    }
}

/// How often (in nodes) the clock and the stop flag are looked at.
const CHECK_EVERY: u64 = 1023;
/// How often (in nodes, less one) the search looks whether to give way: a relaxed
/// load, cheap enough to notice a command within some tens of microseconds.
const GIVE_WAY_EVERY: u64 = 63;
/// How long a search that gives way sleeps before looking again.
const GIVE_WAY_NAP: Duration = Duration::from_micros(100);
/// The most one search waits in all while giving way; after that its clock runs on
/// through the waits, so a server busy without pause still gets Sanctum's moves.
const MOST_GIVEN_WAY: Duration = Duration::from_secs(30);

/// The late-move reduction for the `index`-th move at `depth`.
#[allow(clippy::cast_precision_loss, reason = "move indices are below 256")]
fn reduction(depth: i32, index: usize) -> i32 {
    let d = f64::from(depth.max(1)).ln();
    let i = (index.max(1) as f64).ln();
    (0.7 + d * i / 2.4) as i32
}

impl Engine {
    /// An engine with a transposition table of about `hash_mib` MiB.
    pub fn new(hash_mib: usize) -> Engine {
        Engine {
            tt: Table::new(hash_mib),
            heur: Heuristics::default(),
            nodes: 0,
            seldepth: 0,
            extension_limit: 0,
            stopped: false,
            start: Instant::now(),
            paused: Duration::ZERO,
            limits: Limits::default(),
            hard_time: None,
            keys: Vec::new(),
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: vec![0; MAX_PLY + 1],
            scored: vec![Vec::new(); MAX_PLY + 1],
            excluded: vec![0; MAX_PLY + 1],
            noise: 0,
            seed: 0,
            net: Accumulators::new(MAX_PLY + 2),
        }
    }

    /// Replaces the transposition table by one of about `hash_mib` MiB.
    pub fn set_hash(&mut self, hash_mib: usize) {
        self.tt = Table::new(hash_mib);
    }

    /// Forgets everything learnt (a new game).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.heur.clear();
    }

    /// Blurs the evaluation by up to `amplitude` centipawns, the same for the same
    /// position and `seed`: how the weaker levels misjudge positions reproducibly.
    pub fn set_noise(&mut self, amplitude: i32, seed: u64) {
        let amplitude = amplitude.max(0);
        if (amplitude, seed) != (self.noise, self.seed) {
            // The table keeps static evaluations, which include the noise.
            self.tt.clear();
        }
        self.noise = amplitude;
        self.seed = seed;
    }

    /// Searches `root` within `limits`. `history` holds the Zobrist hashes of the
    /// game's earlier positions, oldest first (the root's own excluded), so
    /// repetitions are seen. `on_info` hears about each completed iteration.
    pub fn search(
        &mut self,
        root: &Position,
        history: &[u64],
        limits: &Limits,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.start = Instant::now();
        self.paused = Duration::ZERO;
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.limits = limits.clone();
        self.hard_time = limits
            .movetime
            .map(|t| t.saturating_sub(Duration::from_millis(3)));
        self.heur.age();
        self.tt.new_search();
        let keep = history.len().min(root.halfmove_clock() as usize + 1);
        self.keys.clear();
        self.keys
            .extend_from_slice(&history[history.len() - keep..]);
        self.keys.push(root.zobrist());
        self.net.start(root);

        let mut moves: Vec<Move> = root.legal_moves().iter().copied().collect();
        if !limits.searchmoves.is_empty() {
            let wanted: Vec<Move> = moves
                .iter()
                .filter(|m| limits.searchmoves.iter().any(|s| *s == m.uci()))
                .copied()
                .collect();
            if !wanted.is_empty() {
                moves = wanted;
            }
        }
        let mut result = SearchResult {
            best: moves.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: moves.first().copied().into_iter().collect(),
            lines: Vec::new(),
            elapsed: Duration::ZERO,
        };
        if moves.is_empty() {
            return result;
        }
        self.order_root(root, &mut moves);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let wanted = limits.multipv.clamp(1, moves.len());
        // The last completed iteration's lines, best first.
        let mut last: Vec<Line> = Vec::new();
        for depth in 1..=max_depth {
            self.extension_limit = 2 * depth as usize + 6;
            let (fresh, interrupted) = self.iteration(root, &mut moves, depth, &last, wanted);
            if interrupted {
                last = lines::merge(fresh, &last, wanted);
                if let Some(best) = last.first() {
                    result.best = best.first().or(result.best);
                    result.score = best.score;
                    result.pv.clone_from(&best.pv);
                }
                break;
            }
            last = fresh;
            if let Some(best) = last.first() {
                result.best = best.first().or(result.best);
                result.score = best.score;
                result.depth = depth;
                result.pv.clone_from(&best.pv);
            }
            for (k, line) in last.iter().enumerate() {
                on_info(&Info {
                    depth,
                    seldepth: self.seldepth as u32,
                    score: line.score,
                    nodes: self.nodes,
                    elapsed: self.start.elapsed(),
                    pv: line.pv.clone(),
                    multipv: k + 1,
                });
            }
            if self.stopped || self.soft_time_up() {
                break;
            }
            // A forced win or loss found within this depth will not change.
            if last
                .iter()
                .all(|l| is_decisive(l.score) && crate::score::WIN - l.score.abs() < depth as i32)
            {
                break;
            }
        }
        result.lines = last;
        result.nodes = self.nodes;
        result.elapsed = self.start.elapsed();
        result
    }

    /// One iteration: the best `wanted` lines at `depth`, each the best move outside
    /// the lines before it, searched in a window centred on that line's `last` score.
    /// True with them when the search was stopped before the iteration completed.
    fn iteration(
        &mut self,
        root: &Position,
        moves: &mut [Move],
        depth: u32,
        last: &[Line],
        wanted: usize,
    ) -> (Vec<Line>, bool) {
        let mut fresh: Vec<Line> = Vec::with_capacity(wanted);
        for k in 0..wanted {
            let centre = last.get(k).map_or(0, |l| l.score);
            let found = self.aspiration(root, &mut moves[k..], depth as i32, centre, k == 0);
            let pv = self.root_pv(root);
            if self.stopped && depth > 1 {
                // An interrupted iteration still counts where it completed a root
                // move that beat the last best: that move is searched deeper.
                if k == 0 && self.pv_len[0] > 0 && !pv.is_empty() {
                    fresh.push(Line {
                        score: found,
                        pv,
                        depth,
                    });
                }
                return (fresh, true);
            }
            fresh.push(Line {
                score: found,
                pv,
                depth,
            });
            lines::rank(&mut fresh, &mut moves[..=k]);
            if self.stopped {
                break;
            }
        }
        (fresh, false)
    }

    /// Orders the root moves: goal wins, then captures, then the rest.
    fn order_root(&mut self, root: &Position, moves: &mut [Move]) {
        let hash_move = self.tt.probe(root.zobrist()).map_or(0, |e| e.mv);
        moves.sort_by_key(|m| {
            let mut key = 0;
            if pack(m) == hash_move {
                key -= 3_000_000;
            }
            if may_win_at_once(root, m) && wins_at_once(root, m) {
                key -= 2_000_000;
            }
            if let Some(v) = m.capture {
                key -= 1_000_000 + order_value(v) * 16 - order_value(m.role);
            }
            key
        });
    }

    /// True once a new iteration is unlikely to finish its first move in time,
    /// unless the time is to be spent in full. An unfinished iteration is not
    /// wasted (see `search`), so the bar is high.
    fn soft_time_up(&self) -> bool {
        !self.limits.exact_time
            && self
                .limits
                .movetime
                .is_some_and(|t| self.start.elapsed() * 5 > t * 3)
    }

    /// Searches with a window around the last score, widening on failure.
    /// `first_line` is false for the later lines of a multi-PV search, whose best
    /// move is not the root's and so is not stored for it.
    fn aspiration(
        &mut self,
        root: &Position,
        moves: &mut [Move],
        depth: i32,
        last: Score,
        first_line: bool,
    ) -> Score {
        let mut delta = 40;
        let (mut alpha, mut beta) = if depth >= 4 && !is_decisive(last) {
            (last - delta, last + delta)
        } else {
            (-INFINITE, INFINITE)
        };
        loop {
            let score = self.root(root, moves, depth, alpha, beta, first_line);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITE);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITE);
            } else {
                return score;
            }
            delta *= 3;
            if delta > 1000 {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    fn root(
        &mut self,
        root: &Position,
        moves: &mut [Move],
        depth: i32,
        mut alpha: Score,
        beta: Score,
        first_line: bool,
    ) -> Score {
        let mut best = -INFINITE;
        let mut best_index = 0;
        self.pv_len[0] = 0;
        for (i, &m) in moves.iter().enumerate() {
            let mut child = *root;
            child.play(&m);
            self.net.play(0, root, &child);
            self.keys.push(child.zobrist());
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, 1, true)
            } else {
                let mut s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, true);
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, 1, true);
                }
                s
            };
            self.keys.pop();
            if self.stopped && depth > 1 {
                break;
            }
            if score > best {
                best = score;
                best_index = i;
                if score > alpha {
                    self.update_pv(0, m);
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if best_index > 0 {
            moves[..=best_index].rotate_right(1);
        }
        if !self.stopped && first_line {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > -INFINITE && self.pv_len[0] > 0 {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(
                root.zobrist(),
                pack(&moves[0]),
                to_tt(best, 0),
                NO_EVAL,
                depth,
                bound,
            );
        }
        best
    }

    fn root_pv(&self, root: &Position) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut pos = *root;
        for m in self.pv[0].iter().take(self.pv_len[0]).flatten() {
            if !pos.is_legal(m) {
                break;
            }
            pv.push(*m);
            pos.play(m);
        }
        pv
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            ply
        };
        self.pv[ply][ply] = Some(m);
        let mut len = ply + 1;
        if ply < MAX_PLY {
            for i in ply + 1..child_len.min(MAX_PLY) {
                self.pv[ply][i] = self.pv[ply + 1][i];
                len = i + 1;
            }
        }
        self.pv_len[ply] = len;
    }

    /// Checks the clock, the node budget and the stop flag now and then, and waits
    /// while the search is to give way.
    #[inline]
    fn poll(&mut self) -> bool {
        if self.nodes & GIVE_WAY_EVERY == 0 && self.limits.giving_way() {
            self.give_way();
        }
        if self.nodes & CHECK_EVERY == 0 && !self.stopped {
            let over_time = self.hard_time.is_some_and(|t| self.start.elapsed() >= t);
            let over_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
            if over_time || over_nodes || self.limits.stopped() {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// Waits while [`Limits::give_way`] is raised, minding the stop flag. The search's
    /// clock stops meanwhile, so giving way costs a move its answer time, not its
    /// strength, up to [`MOST_GIVEN_WAY`] in all.
    #[cold]
    fn give_way(&mut self) {
        let began = Instant::now();
        while self.limits.giving_way()
            && !self.limits.stopped()
            && self.paused + began.elapsed() < MOST_GIVEN_WAY
        {
            std::thread::sleep(GIVE_WAY_NAP);
        }
        let waited = began.elapsed();
        self.paused += waited;
        self.start += waited;
    }

    /// True if the current position (the last key) occurred before since the last
    /// irreversible move, in the game or on the search path.
    fn is_repetition(&self, halfmoves: u32) -> bool {
        let n = self.keys.len();
        let current = self.keys[n - 1];
        let back = (halfmoves as usize).min(n - 1);
        let mut i = 2;
        while i <= back {
            if self.keys[n - 1 - i] == current {
                return true;
            }
            i += 2;
        }
        false
    }

    fn static_eval(&self, pos: &Position, ply: usize) -> Score {
        let e = eval::hand_made(pos) + self.net.correction(ply, pos.turn());
        if self.noise == 0 {
            return e;
        }
        let mut rng = crate::Rng::new(pos.zobrist() ^ self.seed);
        e + rng.spread(self.noise)
    }

    /// Scores endings decided by the position before any move: the opponent's goal
    /// win, the 50-move rule (unless it is checkmate), a dead position.
    fn ended(pos: &Position, ply: usize) -> Option<Score> {
        if goal_reached(pos) {
            return Some(loss_in(ply));
        }
        if pos.halfmove_clock() >= 100 {
            return Some(match pos.outcome() {
                Some(o) if o.winner.is_some() => loss_in(ply),
                _ => DRAW,
            });
        }
        dead_draw(pos).then_some(DRAW)
    }

    /// True if `pos` has enough material that passing is rarely the best move
    /// (null-move pruning fails in zugzwang, which lives in pawn endings).
    fn null_move_safe(pos: &Position) -> bool {
        let us = pos.by_color(pos.turn());
        let minor_or_better = us & !(pos.by_role(Role::Pawn) | pos.by_role(Role::King));
        match pos.variant() {
            Variant::Sanctuary => minor_or_better.count() >= 2,
            _ => minor_or_better.any(),
        }
    }

    #[allow(
        clippy::too_many_lines,
        reason = "one alpha-beta node reads best in one piece"
    )]
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
        null_ok: bool,
    ) -> Score {
        self.pv_len[ply] = ply;
        if let Some(s) = Self::ended(pos, ply) {
            return s;
        }
        if self.is_repetition(pos.halfmove_clock()) {
            return DRAW;
        }
        if ply >= MAX_PLY - 2 {
            return self.static_eval(pos, ply);
        }
        // Mate-distance pruning: nothing here beats a quicker win already found.
        alpha = alpha.max(loss_in(ply));
        beta = beta.min(win_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let in_check = pos.is_check();
        let them = !pos.turn();
        let threat = pos.variant() != Variant::Chess && threatens_goal(pos, them);
        let mut depth = depth;
        if (in_check || threat) && ply < self.extension_limit {
            // Check and goal-threat extension: a forced reply is searched, never guessed.
            // Bounded, so two kings each nearing the other's scepter cannot extend for ever.
            depth = depth.max(0) + 1;
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.poll() {
            return DRAW;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.zobrist();
        // Within a singular-extension search, this node is searched without one move:
        // its table entry belongs to the full node, so it is neither trusted nor written.
        let excluded = self.excluded[ply];
        let mut hash_move = 0;
        let mut stored_eval = NO_EVAL;
        let mut entry = None;
        if let Some(e) = self.tt.probe(key) {
            hash_move = e.mv;
            stored_eval = e.eval;
            let s = from_tt(e.score, ply);
            entry = Some((s, e.bound, i32::from(e.depth)));
            if !pv_node
                && excluded == 0
                && i32::from(e.depth) >= depth
                && e.bound.settles(s, alpha, beta)
            {
                return s;
            }
        }
        // A goal win at once ends the node before any pruning; otherwise the moves
        // are generated only once pruning has not cut the node.
        let mut generated = None;
        if may_win_now(pos) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return if in_check { loss_in(ply) } else { DRAW };
            }
            if let Some(score) = self.win_now(pos, &moves, ply) {
                return score;
            }
            generated = Some(moves);
        }
        // No move from an earlier search here: likely a node not worth full depth.
        if hash_move == 0 && depth >= 4 {
            depth -= 1;
        }
        let raw_eval = if in_check {
            -INFINITE
        } else if stored_eval != NO_EVAL {
            Score::from(stored_eval)
        } else {
            self.static_eval(pos, ply)
        };
        // A stored search score bounding the evaluation from the right side is the
        // better guess of what this node is worth.
        let static_eval = match entry {
            Some((s, bound, _))
                if !in_check
                    && !is_decisive(s)
                    && match bound {
                        Bound::Exact => true,
                        Bound::Lower => s > raw_eval,
                        Bound::Upper => s < raw_eval,
                    } =>
            {
                s
            }
            _ => raw_eval,
        };
        let quiet_node = !pv_node && !in_check && !threat && !is_decisive(beta) && excluded == 0;
        // Reverse futility: far above beta near the leaves, trust it.
        if quiet_node && depth <= 3 && static_eval - 110 * depth >= beta {
            return static_eval;
        }
        // Razoring: far below alpha near the leaves, only captures could help.
        if quiet_node && depth <= 2 && static_eval + 250 * depth < alpha {
            let s = self.quiesce(pos, alpha - 1, alpha, ply);
            if self.stopped {
                return DRAW;
            }
            if s < alpha {
                return s;
            }
        }
        // Null move: if passing still beats beta, a real move will too.
        if quiet_node && null_ok && depth >= 3 && static_eval >= beta && Self::null_move_safe(pos) {
            let r = 3 + depth / 6;
            let child = pos.null_move();
            self.net.play(ply, pos, &child);
            self.keys.push(child.zobrist());
            let s = -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.keys.pop();
            if self.stopped {
                return DRAW;
            }
            if s >= beta {
                return if is_decisive(s) { beta } else { s };
            }
        }

        let moves = generated.unwrap_or_else(|| pos.legal_moves());
        if moves.is_empty() {
            return if in_check { loss_in(ply) } else { DRAW };
        }
        // Singular extension: when the stored best move beats every other move by a
        // margin (a shallower search without it fails low), it is searched one ply
        // deeper; when even without it the node fails high, the node is cut.
        let mut singular = false;
        if let Some((s, bound, stored_depth)) = entry
            && excluded == 0
            && depth >= 8
            && hash_move != 0
            && bound != Bound::Upper
            && stored_depth >= depth - 3
            && !is_decisive(s)
            && ply < self.extension_limit
        {
            let singular_beta = s - 2 * depth;
            self.excluded[ply] = hash_move;
            let v = self.negamax(
                pos,
                (depth - 1) / 2,
                singular_beta - 1,
                singular_beta,
                ply,
                false,
            );
            self.excluded[ply] = 0;
            if self.stopped {
                return DRAW;
            }
            if v < singular_beta {
                singular = true;
            } else if singular_beta >= beta {
                return singular_beta;
            }
        }
        let mut scored = std::mem::take(&mut self.scored[ply]);
        self.heur
            .score(&moves, pos, hash_move, ply, |_| false, &mut scored);
        let mut best = -INFINITE;
        let mut best_move = 0;
        let mut tried: Vec<Move> = Vec::new();
        let old_alpha = alpha;
        for i in 0..scored.len() {
            pick(&mut scored, i);
            let m = scored[i].1;
            if excluded != 0 && pack(&m) == excluded {
                continue;
            }
            let mut child = *pos;
            child.play(&m);
            let quiet = m.capture.is_none() && m.promotion.is_none();
            let gives_check = child.is_check();
            let creates_threat =
                pos.variant() != Variant::Chess && quiet && Self::threat_after(pos, &child, m);
            let mut new_depth = depth - 1;
            if singular && pack(&m) == hash_move {
                new_depth += 1;
            }
            self.keys.push(child.zobrist());
            let score = if i == 0 {
                self.net.play(ply, pos, &child);
                -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true)
            } else {
                let mut r = 0;
                if depth >= 3 && i >= 3 && quiet && !in_check && !gives_check && !creates_threat {
                    r = reduction(depth, i);
                    if pv_node {
                        r -= 1;
                    }
                    if scored[i].0 >= 900_000 {
                        r -= 1;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                // Near the leaves, a quiet move that cannot lift the score to alpha,
                // or any move that loses material in the exchange, is not searched.
                if quiet_node && !gives_check && !creates_threat && best > -WIN_BOUND {
                    let futile = quiet && depth <= 3 && static_eval + 80 + 120 * depth <= alpha;
                    let margin = if quiet {
                        -60 * depth
                    } else {
                        -100 * depth * depth
                    };
                    if futile || (depth <= 4 && see(pos, &m) < margin) {
                        self.keys.pop();
                        continue;
                    }
                }
                // Late quiet moves near the leaves: skip when hopeless.
                if quiet_node
                    && depth <= 2
                    && quiet
                    && !gives_check
                    && !creates_threat
                    && i >= 6 + 4 * depth as usize
                    && best > -WIN_BOUND
                {
                    self.keys.pop();
                    continue;
                }
                new_depth -= r;
                self.net.play(ply, pos, &child);
                let mut s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                self.scored[ply] = scored;
                return DRAW;
            }
            if score > best {
                best = score;
                best_move = pack(&m);
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if alpha >= beta {
                        if quiet {
                            self.heur.reward(pos.turn(), &m, ply, depth, &tried);
                        }
                        break;
                    }
                }
            }
            if quiet {
                tried.push(m);
            }
        }
        self.scored[ply] = scored;
        let bound = Bound::of(best, old_alpha, beta);
        if excluded != 0 {
            return best;
        }
        let eval = if in_check { NO_EVAL } else { tt_eval(raw_eval) };
        self.tt
            .store(key, best_move, to_tt(best, ply), eval, depth, bound);
        best
    }

    /// The score of a goal move winning at once, if there is one (it ends the PV).
    fn win_now(&mut self, pos: &Position, moves: &rules::MoveList, ply: usize) -> Option<Score> {
        if pos.variant() == Variant::Chess {
            return None;
        }
        let m = moves
            .iter()
            .find(|m| may_win_at_once(pos, m) && wins_at_once(pos, m))?;
        self.pv_len[ply + 1] = ply + 1;
        self.update_pv(ply, *m);
        Some(win_in(ply + 1))
    }

    /// True if the quiet move `m` (from `pos`, giving `child`) leaves its mover
    /// threatening to win at once by the goal.
    fn threat_after(pos: &Position, child: &Position, m: Move) -> bool {
        let us = pos.turn();
        match pos.variant() {
            Variant::Chess => false,
            Variant::Scepter => m.role == Role::King && child.scepter_threatened(!us),
            Variant::Sanctuary => {
                let goal = (!us).back_rank();
                let near = if us == Color::White {
                    goal - 1
                } else {
                    goal + 1
                };
                (m.to.rank() == goal || m.to.rank() == near) && threatens_goal(child, us)
            }
        }
    }

    #[allow(
        clippy::too_many_lines,
        reason = "one quiescence node reads best in one piece"
    )]
    fn quiesce(&mut self, pos: &Position, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.poll() {
            return DRAW;
        }
        self.pv_len[ply] = ply;
        if let Some(s) = Self::ended(pos, ply) {
            return s;
        }
        let key = pos.zobrist();
        let mut stored_eval = NO_EVAL;
        let mut hash_move = 0;
        if let Some(e) = self.tt.probe(key) {
            let s = from_tt(e.score, ply);
            if e.bound.settles(s, alpha, beta) {
                return s;
            }
            stored_eval = e.eval;
            hash_move = e.mv;
        }
        let in_check = pos.is_check();
        // Out of check, only captures matter here, unless a quiet move may win by the goal.
        let all = in_check || may_win_now(pos);
        let moves = if all {
            pos.legal_moves()
        } else {
            pos.captures()
        };
        if all && moves.is_empty() {
            return if in_check { loss_in(ply) } else { DRAW };
        }
        if all && let Some(score) = self.win_now(pos, &moves, ply) {
            return score;
        }
        if ply >= MAX_PLY - 2 {
            return self.static_eval(pos, ply);
        }
        let mut best = -INFINITE;
        let mut eval = NO_EVAL;
        let old_alpha = alpha;
        if !in_check {
            let stand = if stored_eval == NO_EVAL {
                self.static_eval(pos, ply)
            } else {
                Score::from(stored_eval)
            };
            eval = tt_eval(stand);
            if stand >= beta {
                self.tt
                    .store(key, 0, to_tt(stand, ply), eval, 0, Bound::Lower);
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut scored = std::mem::take(&mut self.scored[ply]);
        scored.clear();
        for m in &moves {
            let tactical = m.capture.is_some() || m.promotion == Some(Role::Queen);
            if !in_check && !tactical {
                continue;
            }
            let value = if pack(m) == hash_move {
                1 << 20
            } else {
                m.capture
                    .map_or(0, |v| order_value(v) * 16 - order_value(m.role))
                    + m.promotion.map_or(0, order_value) * 16
            };
            scored.push((value, *m));
        }
        let mut best_move = 0;
        for i in 0..scored.len() {
            pick(&mut scored, i);
            let m = scored[i].1;
            if !in_check && best > -WIN_BOUND {
                // Delta pruning: even winning this piece cannot lift the score to alpha.
                let gain = m.capture.map_or(0, |v| 100 * order_value(v)) + 200;
                if best + gain < alpha && m.promotion.is_none() {
                    continue;
                }
            }
            // A capture that loses material in the exchange is not worth a look.
            if !in_check && m.promotion.is_none() && loses_material(pos, &m) {
                continue;
            }
            let mut child = *pos;
            child.play(&m);
            self.net.play(ply, pos, &child);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                self.scored[ply] = scored;
                return DRAW;
            }
            if score > best {
                best = score;
                best_move = pack(&m);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.scored[ply] = scored;
        let bound = Bound::of(best, old_alpha, beta);
        self.tt
            .store(key, best_move, to_tt(best, ply), eval, 0, bound);
        best
    }
}

/// A static evaluation as the table keeps it.
#[inline]
fn tt_eval(score: Score) -> i16 {
    score.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16
}
