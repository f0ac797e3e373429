//! Orthodox chess: the pieces, the special moves and a first mate.

use super::sq;
use crate::{Course, Goal, Lesson, Opponent};
use rules::{Role, Variant};

/// The chess course.
pub(crate) const COURSE: Course = Course {
    variant: Variant::Chess,
    lessons: LESSONS,
};

const LESSONS: &[Lesson] = &[
    Lesson {
        id: "chess-rook",
        variant: Variant::Chess,
        fen: "8/8/p2p4/7k/8/8/3p4/R6K w - - 0 1",
        goal: Goal::CaptureAll(&[sq("a6"), sq("d6"), sq("d2")]),
        budget: 5,
        par: 3,
        two_stars: None,
        opponent: Opponent::Still,
        solution: &["a1a6", "a6d6", "d6d2"],
    },
    Lesson {
        id: "chess-knight",
        variant: Variant::Chess,
        fen: "7k/8/5p2/8/4p3/2p5/8/KN6 w - - 0 1",
        goal: Goal::CaptureAll(&[sq("c3"), sq("e4"), sq("f6")]),
        budget: 5,
        par: 3,
        two_stars: None,
        opponent: Opponent::Still,
        solution: &["b1c3", "c3e4", "e4f6"],
    },
    Lesson {
        id: "chess-check",
        variant: Variant::Chess,
        fen: "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
        goal: Goal::Check,
        budget: 1,
        par: 1,
        two_stars: None,
        opponent: Opponent::Still,
        solution: &["d1a4"],
    },
    Lesson {
        id: "chess-mate-in-one",
        variant: Variant::Chess,
        fen: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        goal: Goal::Win,
        budget: 1,
        par: 1,
        two_stars: None,
        opponent: Opponent::Still,
        solution: &["a1a8"],
    },
    Lesson {
        id: "chess-castling",
        variant: Variant::Chess,
        fen: "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        goal: Goal::Reach {
            square: sq("g1"),
            role: Role::King,
        },
        budget: 1,
        par: 1,
        two_stars: None,
        opponent: Opponent::Still,
        solution: &["e1g1"],
    },
    Lesson {
        id: "chess-en-passant",
        variant: Variant::Chess,
        fen: "4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1",
        goal: Goal::CaptureAll(&[sq("d7")]),
        budget: 2,
        par: 2,
        two_stars: None,
        opponent: Opponent::Scripted(&["d7d5"]),
        solution: &["e1d2", "e5d6"],
    },
    Lesson {
        id: "chess-promotion",
        variant: Variant::Chess,
        fen: "8/3nb3/3P4/k7/8/8/8/4K3 w - - 0 1",
        goal: Goal::PromotePawn,
        budget: 3,
        par: 2,
        two_stars: None,
        opponent: Opponent::Still,
        solution: &["d6e7", "e7e8q"],
    },
    Lesson {
        id: "chess-simple-mate",
        variant: Variant::Chess,
        fen: "7k/8/5K2/8/8/8/8/1Q6 w - - 0 1",
        goal: Goal::Win,
        budget: 4,
        par: 2,
        two_stars: None,
        opponent: Opponent::Engine { nodes: 5_000 },
        solution: &["f6g6", "b1b8"],
    },
];
