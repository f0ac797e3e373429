//! Puzzle mining as background work: finished games claimed one at a time, mined
//! at low priority, their puzzles stored for the server they came from.

use crate::Service;
use crate::core::context::player_name;
use crate::learn::puzzle::mining::IDLE;
use data::{GameId, NewPuzzle};
use puzzles::{Dedup, Miner};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

impl Service {
    /// Mines the oldest finished game nobody has mined yet, if any: its id and the
    /// number of puzzles it gave.
    pub fn mine_next_game(
        &self,
    ) -> Result<Option<(GameId, usize)>, crate::core::refusal::ServiceError> {
        let now = self.now();
        let claimed = self.stores.with(|store| -> data::Result<Option<GameId>> {
            while let Some(game) = store.unmined_game()? {
                if store.claim_mining(game, now)? {
                    return Ok(Some(game));
                }
            }
            Ok(None)
        })??;
        let Some(id) = claimed else {
            return Ok(None);
        };
        let loaded = self.stores.with(|store| store.load_game(id))??;
        let (found, _) = Miner::default().mine(&loaded.game, &format!("game:{}", id.0));
        let mut dedup = Dedup::new();
        let credit = self.stores.with(|store| {
            format!(
                "{} vs {}, game {}",
                player_name(store, loaded.stored.white),
                player_name(store, loaded.stored.black),
                id.0
            )
        })?;
        let rows: Vec<NewPuzzle> = found
            .iter()
            .filter(|p| dedup.insert(p))
            .map(|p| {
                let ply = p
                    .game_url
                    .rsplit_once('#')
                    .and_then(|(_, n)| n.parse::<u32>().ok())
                    .unwrap_or(0);
                NewPuzzle {
                    guild: Some(loaded.stored.guild),
                    game: Some(id),
                    ..crate::learn::puzzle::starter::new_puzzle(
                        p,
                        format!("{credit}, move {}", ply / 2 + 1),
                    )
                }
            })
            .collect();
        let n = rows.len();
        self.stores.with(|store| -> data::Result<()> {
            store.add_puzzles(&rows, now)?;
            store.mined(id, u32::try_from(n).unwrap_or(u32::MAX))
        })??;
        tracing::info!(game = %id, puzzles = n, "game mined for puzzles");
        Ok(Some((id, n)))
    }

    /// Starts the background miner: one thread at the engine's low priority, until
    /// `stop` is raised (a game being mined is finished first).
    pub fn start_mining(
        self: &Arc<Self>,
        stop: Arc<AtomicBool>,
    ) -> Option<std::thread::JoinHandle<()>> {
        let service = self.clone();
        std::thread::Builder::new()
            .name("sanctum-miner".into())
            .spawn(move || {
                crate::game::thinking::lower_priority();
                while !stop.load(Ordering::Relaxed) {
                    let rest = match service.mine_next_game() {
                        Ok(Some(_)) => Duration::ZERO,
                        Ok(None) => IDLE,
                        Err(e) => {
                            tracing::warn!(error = %e, "puzzle mining failed; trying again later");
                            IDLE
                        }
                    };
                    let until = std::time::Instant::now() + rest;
                    while !stop.load(Ordering::Relaxed) && std::time::Instant::now() < until {
                        std::thread::sleep(Duration::from_millis(200));
                    }
                }
            })
            .map_err(|e| tracing::error!(error = %e, "could not start the puzzle miner"))
            .ok()
    }
}
