//! Material, counted in the engine's exchange values: how a line that ends in no
//! win by the rules shows what it won.

use engine::see::see_value;
use rules::{Color, Position, Role};

/// `side`'s material less its opponent's, kings left out, refugees counted as pawns.
pub fn balance(pos: &Position, side: Color) -> i32 {
    pos.pieces()
        .filter(|(_, p)| p.role != Role::King)
        .map(|(_, p)| {
            let value = see_value(p.role);
            if p.color == side { value } else { -value }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn even_at_the_start_and_signed_by_side() {
        for variant in Variant::ALL {
            assert_eq!(balance(&Position::new(variant), Color::White), 0);
        }
        let pos = Position::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        assert_eq!(balance(&pos, Color::White), 500);
        assert_eq!(balance(&pos, Color::Black), -500);
    }
}
