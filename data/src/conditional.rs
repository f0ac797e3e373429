//! Conditional moves: a player's queued answers to the opponent's next moves, one
//! queue per game and player.
//!
//! A queue is a set of branches, each a line of moves in UCI that starts with an
//! opponent's move from the position the queue was set in and alternates with the
//! owner's answers. The store only keeps and hands out queues; what a line means is
//! the service's business. The owner's answer is written in the same transaction as
//! the queue's next state, so an answer is never played twice nor from a queue the
//! owner cleared meanwhile.

use crate::db::Conn;
use crate::games::lock_game;
use crate::moves::{MoveSaved, apply_move, check_turn, read_moves, replay};
use crate::row::p;
use crate::{Error, GameId, GuildId, Result, Store, Timestamp, UserId};

/// A player's queue in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionalQueue {
    /// The game.
    pub game: GameId,
    /// Whose queue it is.
    pub player: UserId,
    /// The game's ply when the queue applies: the opponent is to move then.
    pub ply: u32,
    /// The position it applies to (a takeback that returns to the same ply elsewhere
    /// makes the queue stale).
    pub fen: String,
    /// The branches, each a line of UCI moves, the opponent's first. Empty once the
    /// queue was cleared by a move it did not expect.
    pub branches: Vec<Vec<String>>,
    /// The opponent's move (SAN) that cleared the queue, until the owner has been told.
    pub cleared_by: Option<String>,
}

/// Branches as one text column: moves separated by spaces, branches by `;`.
fn branches_text(branches: &[Vec<String>]) -> String {
    branches
        .iter()
        .map(|b| b.join(" "))
        .collect::<Vec<_>>()
        .join(";")
}

fn branches_from(text: &str) -> Vec<Vec<String>> {
    text.split(';')
        .map(|b| b.split_whitespace().map(str::to_owned).collect::<Vec<_>>())
        .filter(|b| !b.is_empty())
        .collect()
}

const QUEUE_COLUMNS: &str = "game_id, player_id, ply, fen, branches, cleared_by";

fn queue_from(r: &crate::row::Row) -> Result<ConditionalQueue> {
    Ok(ConditionalQueue {
        game: GameId(r.i64("game_id")?),
        player: UserId::from_sql(r.i64("player_id")?),
        ply: r.u32("ply")?,
        fen: r.text("fen")?,
        branches: branches_from(&r.text("branches")?),
        cleared_by: r.opt_text("cleared_by")?,
    })
}

fn read_queue(conn: &Conn, game: GameId, player: UserId) -> Result<Option<ConditionalQueue>> {
    conn.query_opt(
        &format!(
            "SELECT {QUEUE_COLUMNS} FROM conditional_moves WHERE game_id = $1 AND player_id = $2"
        ),
        p![game.0, player.sql()],
    )?
    .map(|r| queue_from(&r))
    .transpose()
}

impl Store {
    /// Stores `player`'s queue in `game`, replacing any earlier one, if the game is
    /// still active at `ply` with the opponent to move ([`Error::Conflict`] if a move
    /// landed meanwhile).
    pub fn set_conditional(
        &self,
        game: GameId,
        player: UserId,
        ply: u32,
        branches: &[Vec<String>],
        at: Timestamp,
    ) -> Result<ConditionalQueue> {
        if branches.is_empty() || branches.iter().any(|b| b.len() < 2 || b.len() % 2 != 0) {
            return Err(Error::Invalid(
                "a conditional branch is the opponent's move and an answer, in pairs".into(),
            ));
        }
        self.write(|tx| {
            let stored = lock_game(tx, game, ply)?;
            match stored.color_of(player) {
                None => {
                    return Err(Error::NotAPlayer { game, user: player });
                }
                Some(c) if c == stored.turn() => {
                    return Err(Error::Invalid(
                        "conditional moves are set while the opponent is to move".into(),
                    ));
                }
                Some(_) => {}
            }
            tx.execute(
                "INSERT INTO conditional_moves (game_id, player_id, ply, fen, branches, cleared_by, updated_at)
                 VALUES ($1, $2, $3, $4, $5, NULL, $6)
                 ON CONFLICT (game_id, player_id) DO UPDATE SET ply = excluded.ply, fen = excluded.fen,
                     branches = excluded.branches, cleared_by = NULL, updated_at = excluded.updated_at",
                p![
                    game.0,
                    player.sql(),
                    ply,
                    &stored.fen,
                    branches_text(branches),
                    at
                ],
            )?;
            read_queue(tx, game, player)?.ok_or(Error::GameNotFound(game))
        })
    }

    /// `player`'s queue in `game`, if there is one (or a note that it was cleared).
    pub fn conditional(&self, game: GameId, player: UserId) -> Result<Option<ConditionalQueue>> {
        read_queue(&self.conn(), game, player)
    }

    /// `player`'s queues (and cleared notes) in the active games of `guild`, by game.
    pub fn conditionals_of(&self, player: UserId, guild: GuildId) -> Result<Vec<ConditionalQueue>> {
        self.conn()
            .query(
                "SELECT c.game_id, c.player_id, c.ply, c.fen, c.branches, c.cleared_by
                 FROM conditional_moves c JOIN games g ON g.game_id = c.game_id
                 WHERE c.player_id = $1 AND g.guild_id = $2 AND g.status = 'active'
                 ORDER BY c.game_id",
                p![player.sql(), guild.sql()],
            )?
            .iter()
            .map(queue_from)
            .collect()
    }

    /// Removes `player`'s queue (or cleared note) in `game`; true if there was one.
    pub fn clear_conditional(&self, game: GameId, player: UserId) -> Result<bool> {
        let n = self.execute_write(
            "DELETE FROM conditional_moves WHERE game_id = $1 AND player_id = $2",
            p![game.0, player.sql()],
        )?;
        Ok(n > 0)
    }

    /// Empties the queue `seen` because the opponent played `san`, which it did not
    /// expect, and keeps that as a note for its owner. False if the queue changed
    /// since it was read (its owner cleared or replaced it).
    pub fn mark_conditional_cleared(
        &self,
        seen: &ConditionalQueue,
        san: &str,
        at: Timestamp,
    ) -> Result<bool> {
        let n = self.execute_write(
            "UPDATE conditional_moves SET branches = '', cleared_by = $4, updated_at = $5
             WHERE game_id = $1 AND player_id = $2 AND branches = $3 AND cleared_by IS NULL",
            p![
                seen.game.0,
                seen.player.sql(),
                branches_text(&seen.branches),
                san,
                at
            ],
        )?;
        Ok(n > 0)
    }

    /// Plays the owner's answer from `seen` and leaves the branches `rest` in the queue
    /// (none: the queue is used up and removed), in one transaction: the game must
    /// still be at `expected_ply` with the owner to move, and the queue exactly as
    /// `seen` ([`Error::Conflict`] otherwise: nothing is played).
    pub fn play_conditional(
        &self,
        seen: &ConditionalQueue,
        expected_ply: u32,
        mv: &rules::Move,
        rest: &[Vec<String>],
        at: Timestamp,
    ) -> Result<MoveSaved> {
        self.write(|tx| {
            let game = lock_game(tx, seen.game, expected_ply)?;
            let unchanged = read_queue(tx, seen.game, seen.player)?
                .is_some_and(|q| q.branches == seen.branches && q.cleared_by.is_none());
            if !unchanged {
                return Err(Error::Conflict {
                    game: seen.game,
                    expected: expected_ply,
                    actual: game.ply,
                });
            }
            check_turn(&game, seen.player)?;
            let replayed = replay(&game, &read_moves(tx, seen.game)?)?;
            let saved = apply_move(tx, &game, replayed, *mv, seen.player, at)?;
            if rest.is_empty() || !saved.stored.is_active() {
                tx.execute(
                    "DELETE FROM conditional_moves WHERE game_id = $1 AND player_id = $2",
                    p![seen.game.0, seen.player.sql()],
                )?;
            } else {
                tx.execute(
                    "UPDATE conditional_moves SET ply = $3, fen = $4, branches = $5, updated_at = $6
                     WHERE game_id = $1 AND player_id = $2",
                    p![
                        seen.game.0,
                        seen.player.sql(),
                        saved.stored.ply,
                        &saved.stored.fen,
                        branches_text(rest),
                        at
                    ],
                )?;
            }
            Ok(saved)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{branches_from, branches_text};

    #[test]
    fn branches_round_trip_through_their_column() {
        let b = vec![
            vec!["g8f6".to_owned(), "e4e5".to_owned()],
            vec![
                "g8f6".to_owned(),
                "e4e5".to_owned(),
                "f6d5".to_owned(),
                "c2c4".to_owned(),
            ],
        ];
        assert_eq!(branches_from(&branches_text(&b)), b);
        assert!(branches_from("").is_empty());
    }
}
