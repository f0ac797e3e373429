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
//! Small enough to evaluate from scratch, in 16-bit fixed point, at every node
//! (it costs about a tenth of the search's node rate), so the search keeps no
//! running sums yet.

use crate::score::Score;
use rules::{Color, Position, Square};
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
    for_each_input(pos, |i| out.push(i as u16))
}

/// Calls `f` with each input that is on in `pos`, as [`inputs`] lists them.
#[inline]
fn for_each_input(pos: &Position, mut f: impl FnMut(usize)) -> Option<()> {
    let us = pos.turn();
    for (sq, p) in pos.pieces() {
        let role = p.role.index();
        if role >= 6 {
            return None;
        }
        f(input(us, p.color, role, sq));
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

/// The network as the engine runs it: the input layer in 16-bit fixed point, so
/// one vector instruction adds twice as many weights as in floating point.
#[derive(Debug)]
struct Quantized {
    hidden: usize,
    w1: Vec<i16>,
    b1: Vec<i16>,
    /// Output weights, in centipawns per fixed-point unit.
    w2: Vec<f32>,
    /// Output bias, in centipawns.
    b2: f32,
}

impl Quantized {
    /// The fixed-point form of `net`, if every sum of a full board's inputs fits
    /// in 16 bits.
    fn new(net: &Net) -> Option<Quantized> {
        let largest = net
            .w1
            .iter()
            .chain(&net.b1)
            .fold(0.0f32, |m, w| m.max(w.abs()));
        if net.hidden > MAX_HIDDEN || largest * ONE * 33.0 > f32::from(i16::MAX) {
            return None;
        }
        let fixed = |w: &f32| (w * ONE).round() as i16;
        Some(Quantized {
            hidden: net.hidden,
            w1: net.w1.iter().map(fixed).collect(),
            b1: net.b1.iter().map(fixed).collect(),
            w2: net.w2.iter().map(|w| w * 100.0 / ONE).collect(),
            b2: net.b2 * 100.0,
        })
    }

    /// The correction in centipawns for `pos`, unless a piece the network does
    /// not know is on the board.
    #[inline]
    fn evaluate(&self, pos: &Position) -> Option<Score> {
        let mut buffer = [0i16; MAX_HIDDEN];
        let h = &mut buffer[..self.hidden];
        h.copy_from_slice(&self.b1);
        for_each_input(pos, |i| {
            let row = &self.w1[i * self.hidden..][..self.hidden];
            for (a, w) in h.iter_mut().zip(row) {
                *a = a.wrapping_add(*w);
            }
        })?;
        let mut out = self.b2;
        for (a, w) in h.iter().zip(&self.w2) {
            out += f32::from((*a).clamp(0, ONE as i16)) * w;
        }
        Some(out.round() as Score)
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

/// The network's correction to the hand-made chess evaluation of `pos`, in
/// centipawns from the side to move's view.
pub fn correction(pos: &Position) -> Score {
    chess_net().and_then(|net| net.evaluate(pos)).unwrap_or(0)
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
