//! Which links to play a game on the web still work. A link names its game, its side
//! and the generation it was made in; a player who fears theirs leaked asks for a new
//! one, which moves their side on a generation, and every older link stops working.

use crate::convert::color_id;
use crate::row::p;
use crate::{GameId, Result, Store};
use rules::Color;

impl Store {
    /// The generation `side`'s links to play `game` are made in now (0 before the
    /// first renewal).
    pub fn play_link_generation(&self, game: GameId, side: Color) -> Result<u32> {
        self.conn()
            .query_opt(
                "SELECT generation FROM play_links WHERE game_id = $1 AND side = $2",
                p![game.0, color_id(side)],
            )?
            .map_or(Ok(0), |r| r.u32("generation"))
    }

    /// Moves `side`'s links to play `game` on to a new generation, so that every link
    /// made before stops working: the new generation.
    pub fn renew_play_link(&self, game: GameId, side: Color) -> Result<u32> {
        self.write(|c| {
            c.query_one(
                "INSERT INTO play_links (game_id, side, generation) VALUES ($1, $2, 1)
                 ON CONFLICT (game_id, side)
                 DO UPDATE SET generation = play_links.generation + 1
                 RETURNING generation",
                p![game.0, color_id(side)],
            )?
            .u32("generation")
        })
    }
}
