//! The lessons themselves, one module per course.

pub(crate) mod chess;
pub(crate) mod sanctuary;
pub(crate) mod scepter;

use rules::Square;

/// The square named like `e4`, at compile time: a bad name fails the build.
pub(crate) const fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    assert!(b.len() == 2, "a square name is two characters");
    assert!(b[0] >= b'a' && b[0] <= b'h', "file a to h");
    assert!(b[1] >= b'1' && b[1] <= b'8', "rank 1 to 8");
    match Square::from_coords(b[0] - b'a', b[1] - b'1') {
        Some(s) => s,
        None => panic!("not a square"),
    }
}
