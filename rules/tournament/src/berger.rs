//! FIDE's Berger tables (FIDE Handbook C.05, Annex 1) for round robins.
//!
//! The tables are computed, not stored: for `m` players (odd fields add a bye as player
//! `m + 1`), the players `1..m` sit on a circle of `m - 1` seats and player `m` in the
//! middle. In round `r`, two circle players `i` and `j` meet when `i + j ≡ r + 1 (mod m - 1)`,
//! and the one from whom the other lies an odd number of seats ahead (going up) has
//! white; player `m` meets the circle player `p` with `2p ≡ r + 1`, with black in odd
//! rounds and white in even rounds. This reproduces FIDE's printed tables exactly (the
//! tests spell them out).
//!
//! ```
//! use tournament::berger::{Berger, Pairing};
//!
//! let table = Berger::new(4).unwrap();
//! assert_eq!(table.rounds(), 3);
//! // FIDE's table for 3 or 4 players, round 2: 4-3, 1-2.
//! assert_eq!(
//!     table.round(2).unwrap(),
//!     vec![Pairing::Game { white: 4, black: 3 }, Pairing::Game { white: 1, black: 2 }]
//! );
//! ```

use thiserror::Error;

/// Why a Berger table cannot be built or a round cannot be read from it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BergerError {
    /// FIDE prints tables for 3 to 16 players; Sanctum keeps to them.
    #[error("a Berger table needs 3 to 16 players, not {0}")]
    Players(usize),
    /// Rounds are numbered from 1 to the table's number of rounds.
    #[error("round {round} is outside 1..={rounds}")]
    Round {
        /// The round asked for.
        round: usize,
        /// How many rounds the table has.
        rounds: usize,
    },
}

/// One board of a round: a game with colours, or a player's bye (odd fields).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pairing {
    /// Two players by pairing number, white first.
    Game {
        /// The pairing number with white.
        white: usize,
        /// The pairing number with black.
        black: usize,
    },
    /// The player who meets the phantom `n + 1` of an odd field sits out.
    Bye(usize),
}

/// The Berger table of a round robin, single or double.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Berger {
    players: usize,
    double: bool,
}

impl Berger {
    /// A single round robin of `players` (3 to 16).
    pub fn new(players: usize) -> Result<Self, BergerError> {
        if !(3..=16).contains(&players) {
            return Err(BergerError::Players(players));
        }
        Ok(Self {
            players,
            double: false,
        })
    }

    /// A double round robin: the second cycle repeats the first with colours reversed.
    pub fn double(players: usize) -> Result<Self, BergerError> {
        Ok(Self {
            double: true,
            ..Self::new(players)?
        })
    }

    /// The number of real players.
    pub fn players(&self) -> usize {
        self.players
    }

    /// The table's size: the players, plus the bye for odd fields.
    pub fn size(&self) -> usize {
        self.players + self.players % 2
    }

    /// The number of rounds (both cycles for a double round robin).
    pub fn rounds(&self) -> usize {
        let cycle = self.size() - 1;
        if self.double { 2 * cycle } else { cycle }
    }

    /// Round `round`'s boards in FIDE's printed order, byes where the phantom player sits.
    pub fn round(&self, round: usize) -> Result<Vec<Pairing>, BergerError> {
        let rounds = self.rounds();
        if round == 0 || round > rounds {
            return Err(BergerError::Round { round, rounds });
        }
        let cycle = self.size() - 1;
        let (r, reversed) = if round > cycle {
            (round - cycle, true)
        } else {
            (round, false)
        };
        Ok(self
            .boards(r)
            .into_iter()
            .map(|(white, black)| {
                let (white, black) = if reversed {
                    (black, white)
                } else {
                    (white, black)
                };
                if black > self.players {
                    Pairing::Bye(white)
                } else if white > self.players {
                    Pairing::Bye(black)
                } else {
                    Pairing::Game { white, black }
                }
            })
            .collect())
    }

    /// The boards of round `r` of the first cycle, as `(white, black)` in printed order:
    /// the board of the last player first, then the circle from the seat after it.
    fn boards(&self, round: usize) -> Vec<(usize, usize)> {
        let r = round;
        let n = self.size();
        let seats = n - 1;
        // The circle player who meets player n: 2p ≡ r + 1 (mod seats), seats odd.
        let p = (1..=seats)
            .find(|&p| (2 * p) % seats == (r + 1) % seats)
            .unwrap_or(1);
        let mut boards = Vec::with_capacity(n / 2);
        boards.push(if r % 2 == 1 { (p, n) } else { (n, p) });
        // The others, walking the circle from the player after p: seat p+k meets p-k.
        for k in 1..n / 2 {
            let up = (p - 1 + k) % seats + 1;
            let down = (p - 1 + seats - k) % seats + 1;
            // White is the one from whom the other lies an odd number of seats ahead.
            let ahead = (down + seats - up) % seats;
            boards.push(if ahead % 2 == 1 {
                (up, down)
            } else {
                (down, up)
            });
        }
        boards
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE Handbook C.05 Annex 1, written out as printed: one string per round,
    /// boards `white-black`, for "3 or 4", "5 or 6", "7 or 8", "9 or 10" and "11 or 12" players.
    const FIDE_4: &[&str] = &["1-4 2-3", "4-3 1-2", "2-4 3-1"];
    const FIDE_6: &[&str] = &[
        "1-6 2-5 3-4",
        "6-4 5-3 1-2",
        "2-6 3-1 4-5",
        "6-5 1-4 2-3",
        "3-6 4-2 5-1",
    ];
    const FIDE_8: &[&str] = &[
        "1-8 2-7 3-6 4-5",
        "8-5 6-4 7-3 1-2",
        "2-8 3-1 4-7 5-6",
        "8-6 7-5 1-4 2-3",
        "3-8 4-2 5-1 6-7",
        "8-7 1-6 2-5 3-4",
        "4-8 5-3 6-2 7-1",
    ];
    const FIDE_10: &[&str] = &[
        "1-10 2-9 3-8 4-7 5-6",
        "10-6 7-5 8-4 9-3 1-2",
        "2-10 3-1 4-9 5-8 6-7",
        "10-7 8-6 9-5 1-4 2-3",
        "3-10 4-2 5-1 6-9 7-8",
        "10-8 9-7 1-6 2-5 3-4",
        "4-10 5-3 6-2 7-1 8-9",
        "10-9 1-8 2-7 3-6 4-5",
        "5-10 6-4 7-3 8-2 9-1",
    ];
    const FIDE_12: &[&str] = &[
        "1-12 2-11 3-10 4-9 5-8 6-7",
        "12-7 8-6 9-5 10-4 11-3 1-2",
        "2-12 3-1 4-11 5-10 6-9 7-8",
        "12-8 9-7 10-6 11-5 1-4 2-3",
        "3-12 4-2 5-1 6-11 7-10 8-9",
        "12-9 10-8 11-7 1-6 2-5 3-4",
        "4-12 5-3 6-2 7-1 8-11 9-10",
        "12-10 11-9 1-8 2-7 3-6 4-5",
        "5-12 6-4 7-3 8-2 9-1 10-11",
        "12-11 1-10 2-9 3-8 4-7 5-6",
        "6-12 7-5 8-4 9-3 10-2 11-1",
    ];

    /// The table's boards as printed (the phantom counts as a player, as FIDE prints it).
    fn printed(n: usize, round: usize) -> String {
        let table = Berger::new(n).unwrap();
        table
            .boards(round)
            .iter()
            .map(|(w, b)| format!("{w}-{b}"))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn tables_are_fides_as_printed() {
        for (n, fide) in [
            (4, FIDE_4),
            (6, FIDE_6),
            (8, FIDE_8),
            (10, FIDE_10),
            (12, FIDE_12),
        ] {
            for (i, row) in fide.iter().enumerate() {
                assert_eq!(printed(n, i + 1), *row, "{n} players, round {}", i + 1);
                // The odd field one smaller uses the same table.
                assert_eq!(printed(n - 1, i + 1), *row, "{} players", n - 1);
            }
        }
    }

    #[test]
    fn odd_fields_give_the_phantoms_partner_a_bye() {
        let table = Berger::new(5).unwrap();
        assert_eq!(
            table.round(1).unwrap(),
            vec![
                Pairing::Bye(1),
                Pairing::Game { white: 2, black: 5 },
                Pairing::Game { white: 3, black: 4 }
            ]
        );
    }

    #[test]
    fn double_round_robin_reverses_colours() {
        let table = Berger::double(6).unwrap();
        assert_eq!(table.rounds(), 10);
        for r in 1..=5 {
            let first = table.round(r).unwrap();
            let second = table.round(r + 5).unwrap();
            for (a, b) in first.iter().zip(&second) {
                match (a, b) {
                    (
                        Pairing::Game { white, black },
                        Pairing::Game {
                            white: w2,
                            black: b2,
                        },
                    ) => assert_eq!((white, black), (b2, w2)),
                    _ => panic!("a bye in a field of 6"),
                }
            }
        }
    }

    #[test]
    fn sizes_outside_fides_tables_are_refused() {
        assert_eq!(Berger::new(2), Err(BergerError::Players(2)));
        assert_eq!(Berger::new(17), Err(BergerError::Players(17)));
        let t = Berger::new(4).unwrap();
        assert_eq!(
            t.round(0),
            Err(BergerError::Round {
                round: 0,
                rounds: 3
            })
        );
        assert!(t.round(4).is_err());
    }

    #[test]
    #[allow(
        clippy::needless_range_loop,
        reason = "pairing numbers index the tables"
    )]
    fn every_size_meets_each_pair_once_with_fides_colour_balance() {
        for players in 3..=16 {
            let table = Berger::new(players).unwrap();
            let n = table.size();
            let mut met = vec![vec![0u8; n + 1]; n + 1];
            let mut colours: Vec<Vec<bool>> = vec![Vec::new(); n + 1];
            for r in 1..=table.rounds() {
                let boards = table.boards(r);
                assert_eq!(boards.len(), n / 2);
                for (w, b) in boards {
                    met[w][b] += 1;
                    met[b][w] += 1;
                    colours[w].push(true);
                    colours[b].push(false);
                }
            }
            for a in 1..=n {
                assert_eq!(
                    colours[a].len(),
                    n - 1,
                    "{players}: player {a} plays every round"
                );
                for b in 1..=n {
                    assert_eq!(met[a][b], u8::from(a != b), "{players}: {a} and {b}");
                }
            }
            // Colour balance as FIDE's tables give it: half the players get n/2 whites,
            // the other half n/2 - 1; nobody has three equal colours in a row.
            let whites: Vec<usize> = (1..=n)
                .map(|a| colours[a].iter().filter(|&&w| w).count())
                .collect();
            assert_eq!(whites.iter().filter(|&&w| w == n / 2).count(), n / 2);
            assert_eq!(whites.iter().filter(|&&w| w == n / 2 - 1).count(), n / 2);
            for a in 1..=n {
                for w in colours[a].windows(3) {
                    assert!(!(w[0] == w[1] && w[1] == w[2]), "{players}: player {a}");
                }
            }
            // The last player alternates: black in odd rounds, white in even ones.
            for (i, &white) in colours[n].iter().enumerate() {
                assert_eq!(white, (i + 1) % 2 == 0, "{players}: the last player");
            }
        }
    }
}
