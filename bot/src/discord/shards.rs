//! Whether every gateway shard this process runs is connected: half of what
//! `/readyz` reports (a process with a shard down misses its servers' interactions).

use super::ShardRange;
use crate::http::{Gateway, GatewayCheck};
use serenity::all::{ConnectionStage, ShardManager};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

/// The shards this process runs and, once the client exists, where their states live.
#[derive(Debug, Default)]
pub struct Shards {
    /// How many shards this process runs; 0 until known (autosharding learns it from
    /// the first READY).
    wanted: AtomicU32,
    /// serenity's shard manager, whose runners hold each shard's connection stage.
    manager: OnceLock<Arc<ShardManager>>,
}

impl Shards {
    /// The shards of `range`, or (autosharding) as many as Discord will say.
    pub fn new(range: Option<ShardRange>) -> Shards {
        let wanted = range.map_or(0, |r| r.last - r.first + 1);
        Shards {
            wanted: AtomicU32::new(wanted),
            manager: OnceLock::new(),
        }
    }

    /// Where the shards' stages are, once the client is built.
    pub fn watch(&self, manager: Arc<ShardManager>) {
        // Only one client per process: a second call changes nothing.
        let _ = self.manager.set(manager);
    }

    /// A shard's READY said how many shards the bot has: an autosharded process runs
    /// them all.
    pub fn learn_total(&self, total: u32) {
        let _ = self
            .wanted
            .compare_exchange(0, total, Ordering::Relaxed, Ordering::Relaxed);
    }

    async fn check(&self) -> Result<(), String> {
        let wanted = self.wanted.load(Ordering::Relaxed);
        let Some(manager) = self.manager.get().filter(|_| wanted > 0) else {
            return Err("not connected to Discord yet".into());
        };
        let connected = manager
            .runners
            .lock()
            .await
            .values()
            .filter(|r| r.stage == ConnectionStage::Connected)
            .count();
        if connected >= wanted as usize {
            Ok(())
        } else {
            Err(format!("{connected} of {wanted} shards connected"))
        }
    }
}

impl Gateway for Shards {
    fn connected(&self) -> GatewayCheck<'_> {
        Box::pin(self.check())
    }
}
