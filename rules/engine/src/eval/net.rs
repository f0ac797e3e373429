//! A small neural network that corrects the hand-made evaluation of orthodox
//! chess and Capture the Scepter.
//!
//! The features and tables see one piece or one pattern at a time; the network
//! sees every piece at once and learns how they combine (an attack on a king that
//! has lost its pawns, pieces that get in each other's way). It is trained on the
//! difference between the hand-made score and a stronger engine's
//! (`examples/net.rs`), so it starts from everything the features know and adds
//! only what they miss.
//!
//! One hidden layer of clipped linear units over the board seen from the side to
//! move: 768 inputs (own or enemy, six roles, 64 squares, mirrored for Black).
//! The search keeps the hidden sums from both colours' views along its line
//! ([`Accumulators`]), so a move costs the rows of the two to four inputs it
//! changes, in 16-bit fixed point, and a node the hidden layer's output.

use crate::score::Score;
use rules::{Color, Piece, Position, Role, Square};
use std::sync::OnceLock;

/// Inputs: own or enemy, six roles, 64 squares.
pub const INPUTS: usize = 2 * 6 * 64;

/// The most hidden units the engine evaluates with (its buffer lives on the stack).
pub const MAX_HIDDEN: usize = 256;

/// The file's first bytes, so a stray file is never read as weights.
pub const MAGIC: &[u8; 4] = b"SNN1";

/// The network's weights, as `examples/net.rs` writes them.
#[derive(Debug, Clone, PartialEq)]
pub struct Net {
    /// Hidden units.
    pub hidden: usize,
    /// Input weights, one row of `hidden` per input.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights, in pawns.
    pub w2: Vec<f32>,
    /// Output bias, in pawns.
    pub b2: f32,
}

/// The input for a piece of `color` and `role` index `role` on `sq`, seen by `us`.
#[inline]
pub fn input(us: Color, color: Color, role: usize, sq: Square) -> usize {
    let sq = if us == Color::White {
        sq
    } else {
        sq.flip_vertical()
    };
    ((usize::from(color != us) * 6) + role) * 64 + sq.index()
}

/// The inputs that are on in `pos`, seen by the side to move; `None` if a piece
/// the network does not know (an archbishop, a Swiss guard) is on the board.
pub fn inputs(pos: &Position, out: &mut Vec<u16>) -> Option<()> {
    out.clear();
    for_each_input(pos, pos.turn(), |i| out.push(i as u16))
}

/// Calls `f` with each input that is on in `pos` seen by `view`, as [`inputs`]
/// lists them for the side to move.
#[inline]
fn for_each_input(pos: &Position, view: Color, mut f: impl FnMut(usize)) -> Option<()> {
    for (sq, p) in pos.pieces() {
        let role = p.role.index();
        if role >= 6 {
            return None;
        }
        f(input(view, p.color, role, sq));
    }
    Some(())
}

impl Net {
    /// A network of `hidden` units whose output is zero everywhere.
    pub fn zero(hidden: usize) -> Net {
        Net {
            hidden,
            w1: vec![0.0; INPUTS * hidden],
            b1: vec![0.0; hidden],
            w2: vec![0.0; hidden],
            b2: 0.0,
        }
    }

    /// The correction in pawns for the active `inputs`, with the hidden layer's
    /// activations written to `h` (its length is the hidden size).
    #[inline]
    pub fn forward(&self, inputs: &[u16], h: &mut [f32]) -> f32 {
        h.copy_from_slice(&self.b1);
        for &i in inputs {
            self.add_input(usize::from(i), h);
        }
        self.output(h)
    }

    #[inline]
    fn add_input(&self, input: usize, h: &mut [f32]) {
        let row = &self.w1[input * self.hidden..][..self.hidden];
        for (a, w) in h.iter_mut().zip(row) {
            *a += w;
        }
    }

    /// Clips the hidden sums in `h` and weighs them into the output.
    #[inline]
    fn output(&self, h: &mut [f32]) -> f32 {
        let mut out = self.b2;
        for (a, w) in h.iter_mut().zip(&self.w2) {
            *a = a.clamp(0.0, 1.0);
            out += *a * w;
        }
        out
    }

    /// The weights as bytes: the magic, the hidden size, then every weight in
    /// little-endian order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        for x in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(&self.b2.to_le_bytes());
        out
    }

    /// Reads what [`Net::to_bytes`] wrote; `None` if the bytes are not such a network.
    pub fn from_bytes(bytes: &[u8]) -> Option<Net> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let (size, rest) = rest.split_first_chunk::<4>()?;
        let hidden = u32::from_le_bytes(*size) as usize;
        let count = INPUTS * hidden + 2 * hidden + 1;
        if hidden == 0 || rest.len() != count * 4 {
            return None;
        }
        let mut floats = rest
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let mut take = |n: usize| floats.by_ref().take(n).collect::<Vec<f32>>();
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(hidden);
        let b2 = take(1).first().copied()?;
        Some(Net {
            hidden,
            w1,
            b1,
            w2,
            b2,
        })
    }
}

/// Fixed point of the hidden layer as the engine runs it: 1.0 is this much.
const ONE: f32 = 512.0;

/// Fixed point of the output weights: one pawn per full unit is this much.
const OUT_ONE: f32 = 1024.0;

/// The network as the engine runs it: the input layer in 16-bit fixed point, so
/// one vector instruction adds twice as many weights as in floating point, and
/// the output in integers, so its sum vectorises too.
#[derive(Debug)]
struct Quantized {
    hidden: usize,
    w1: Vec<i16>,
    b1: Vec<i16>,
    /// Output weights, `OUT_ONE` per pawn.
    w2: Vec<i16>,
    /// Output bias, in centipawns.
    b2: f32,
}

impl Quantized {
    /// The fixed-point form of `net`, if every sum of a full board's inputs fits
    /// in 16 bits and the output's in 32.
    fn new(net: &Net) -> Option<Quantized> {
        let largest = |ws: &[f32]| ws.iter().fold(0.0f32, |m, w| m.max(w.abs()));
        let first = largest(&net.w1).max(largest(&net.b1));
        let out: f32 = net.w2.iter().map(|w| w.abs() * OUT_ONE * ONE).sum();
        if net.hidden > MAX_HIDDEN
            || first * ONE * 33.0 > f32::from(i16::MAX)
            || largest(&net.w2) * OUT_ONE > f32::from(i16::MAX)
            || out > 2.0e9
        {
            return None;
        }
        let fixed = |scale: f32| move |w: &f32| (w * scale).round() as i16;
        Some(Quantized {
            hidden: net.hidden,
            w1: net.w1.iter().map(fixed(ONE)).collect(),
            b1: net.b1.iter().map(fixed(ONE)).collect(),
            w2: net.w2.iter().map(fixed(OUT_ONE)).collect(),
            b2: net.b2 * 100.0,
        })
    }

    /// Adds an input's row to the sums `h`, or takes it away.
    #[inline]
    fn apply(&self, input: usize, add: bool, h: &mut [i16]) {
        let row = &self.w1[input * self.hidden..][..self.hidden];
        if add {
            for (a, w) in h.iter_mut().zip(row) {
                *a = a.wrapping_add(*w);
            }
        } else {
            for (a, w) in h.iter_mut().zip(row) {
                *a = a.wrapping_sub(*w);
            }
        }
    }

    /// The hidden sums of `pos` seen by `view`, written to `h`; `None` if a piece
    /// the network does not know is on the board.
    #[inline]
    fn sums(&self, pos: &Position, view: Color, h: &mut [i16]) -> Option<()> {
        h.copy_from_slice(&self.b1);
        for_each_input(pos, view, |i| self.apply(i, true, h))
    }

    /// The correction in centipawns for the hidden sums `h`.
    #[inline]
    fn output(&self, h: &[i16]) -> Score {
        let one = ONE as i16;
        let sum: i32 = h
            .iter()
            .zip(&self.w2)
            .map(|(a, w)| i32::from((*a).clamp(0, one)) * i32::from(*w))
            .sum();
        (f64::from(sum) * f64::from(100.0 / (ONE * OUT_ONE)) + f64::from(self.b2)).round() as Score
    }

    /// The correction in centipawns for `pos`, from scratch, unless a piece the
    /// network does not know is on the board.
    fn evaluate(&self, pos: &Position) -> Option<Score> {
        let mut buffer = [0i16; MAX_HIDDEN];
        let h = &mut buffer[..self.hidden];
        self.sums(pos, pos.turn(), h)?;
        Some(self.output(h))
    }
}

/// The shipped chess network.
fn chess_net() -> Option<&'static Quantized> {
    static NET: OnceLock<Option<Quantized>> = OnceLock::new();
    NET.get_or_init(|| {
        Net::from_bytes(include_bytes!("chess.net")).and_then(|n| Quantized::new(&n))
    })
    .as_ref()
}

/// The network that corrects `variant`'s evaluation, if any. Capture the
/// Scepter is chess with two more ways to move and to win: the chess network
/// judges its pieces as well as it judges chess's. Sanctuary has no teacher to
/// learn from, so no network.
fn net_for(variant: rules::Variant) -> Option<&'static Quantized> {
    chess_net().filter(|_| variant != rules::Variant::Sanctuary)
}

/// The network's correction to the hand-made evaluation of `pos`, in
/// centipawns from the side to move's view (zero where no network applies).
pub fn correction(pos: &Position) -> Score {
    net_for(pos.variant())
        .and_then(|net| net.evaluate(pos))
        .unwrap_or(0)
}

/// The hidden layer's sums along the search's current line, one set per ply,
/// from both colours' views (so a move only adds and removes the rows of the
/// pieces it moved, whichever side is then to move).
///
/// Summing afresh costs a row per piece (up to 32) at every node; a move
/// changes two to four inputs.
#[derive(Debug)]
pub struct Accumulators {
    /// The network, when the variant at the root uses it.
    net: Option<&'static Quantized>,
    /// Per ply, White's view then Black's: `2 * hidden` sums.
    sums: Vec<i16>,
    plies: usize,
}

impl Accumulators {
    /// Room for a line of `plies` positions.
    pub fn new(plies: usize) -> Accumulators {
        let hidden = chess_net().map_or(0, |n| n.hidden);
        Accumulators {
            net: None,
            sums: vec![0; plies * 2 * hidden],
            plies,
        }
    }

    fn width(&self) -> usize {
        self.net.map_or(0, |n| 2 * n.hidden)
    }

    /// Starts a line at `pos`, ply 0: sums every piece's rows.
    pub fn start(&mut self, pos: &Position) {
        self.net =
            chess_net().filter(|_| pos.variant() != rules::Variant::Sanctuary && self.plies > 0);
        let Some(net) = self.net else { return };
        let (white, black) = self.sums[..2 * net.hidden].split_at_mut(net.hidden);
        if net.sums(pos, Color::White, white).is_none()
            || net.sums(pos, Color::Black, black).is_none()
        {
            self.net = None;
        }
    }

    /// Sets ply `ply + 1` to `after`, one move (or a pass) from `before` at `ply`.
    #[inline]
    pub fn play(&mut self, ply: usize, before: &Position, after: &Position) {
        let Some(net) = self.net else { return };
        if ply + 1 >= self.plies {
            return;
        }
        let width = self.width();
        let (line, rest) = self.sums.split_at_mut((ply + 1) * width);
        let child = &mut rest[..width];
        child.copy_from_slice(&line[ply * width..]);
        let (white, black) = child.split_at_mut(net.hidden);
        for color in Color::ALL {
            for (role_index, &role) in Role::ALL[..6].iter().enumerate() {
                let piece = Piece { color, role };
                let (was, is) = (before.by_piece(piece), after.by_piece(piece));
                for (squares, add) in [(was - is, false), (is - was, true)] {
                    for sq in squares {
                        net.apply(input(Color::White, color, role_index, sq), add, white);
                        net.apply(input(Color::Black, color, role_index, sq), add, black);
                    }
                }
            }
        }
    }

    /// The correction in centipawns at `ply`, for `turn` to move.
    #[inline]
    pub fn correction(&self, ply: usize, turn: Color) -> Score {
        let Some(net) = self.net else { return 0 };
        if ply >= self.plies {
            return 0;
        }
        let start = ply * self.width() + usize::from(turn == Color::Black) * net.hidden;
        net.output(&self.sums[start..][..net.hidden])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn the_shipped_network_runs_in_fixed_point_as_trained() {
        let net = Net::from_bytes(include_bytes!("chess.net")).expect("chess.net is a network");
        let fixed = chess_net().expect("its sums fit in 16 bits");
        let mut h = vec![0.0; net.hidden];
        let mut active = Vec::new();
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 3 8",
            "8/5pk1/6p1/8/3R4/6P1/5PKP/r7 b - - 0 40",
        ] {
            let pos = Position::from_fen(Variant::Chess, fen).unwrap();
            inputs(&pos, &mut active).unwrap();
            let float = net.forward(&active, &mut h) * 100.0;
            let fixed = fixed.evaluate(&pos).unwrap();
            assert!(
                (float - f32::from(i16::try_from(fixed).unwrap())).abs() <= 2.0,
                "{fen}: {float} vs {fixed}"
            );
        }
    }

    #[test]
    fn running_sums_match_a_fresh_sum_along_random_games() {
        // Captures, castling, en passant, promotions and Capture the Scepter's
        // slides all change the board differently; the running sums must follow.
        let mut sums = Accumulators::new(400);
        for (variant, seed) in [
            (Variant::Chess, 1),
            (Variant::Scepter, 2),
            (Variant::Chess, 3),
        ] {
            let mut rng = crate::Rng::new(seed);
            let mut pos = Position::new(variant);
            sums.start(&pos);
            for ply in 0..300 {
                assert_eq!(
                    sums.correction(ply, pos.turn()),
                    correction(&pos),
                    "{}",
                    pos.fen()
                );
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let before = pos;
                pos = if ply % 17 == 5 && !pos.is_check() {
                    pos.null_move()
                } else {
                    let mut child = pos;
                    child.play(&moves[rng.below(moves.len() as u64) as usize]);
                    child
                };
                sums.play(ply, &before, &pos);
            }
        }
    }

    #[test]
    fn sanctuary_has_no_network() {
        let mut sums = Accumulators::new(4);
        let pos = Position::new(Variant::Sanctuary);
        sums.start(&pos);
        assert_eq!(sums.correction(0, pos.turn()), 0);
        assert_eq!(correction(&pos), 0);
    }

    #[test]
    fn bytes_round_trip() {
        let mut net = Net::zero(4);
        net.w1[7] = 0.25;
        net.b2 = -1.5;
        assert_eq!(Net::from_bytes(&net.to_bytes()), Some(net.clone()));
        let bytes = net.to_bytes();
        assert_eq!(Net::from_bytes(&bytes[..bytes.len() - 1]), None);
        assert_eq!(Net::from_bytes(b"nope"), None);
    }

    #[test]
    fn colours_mirror() {
        // The same position with colours swapped and the board mirrored scores the same.
        let a = Position::from_fen(
            Variant::Chess,
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        )
        .unwrap();
        let b = Position::from_fen(
            Variant::Chess,
            "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3",
        )
        .unwrap();
        assert_eq!(correction(&a), correction(&b));
    }
}
