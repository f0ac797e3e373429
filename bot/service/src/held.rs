//! Posts a face could not deliver yet, held in the database so that any process
//! posts them after a restart. The face encodes the message and decides when to try;
//! the service only keeps them, claimed once each.

use crate::Service;
use crate::core::refusal::ServiceError;
use data::{HeldPost, NewHeldPost};

impl Service {
    /// Holds `post` behind its lane's earlier posts; false (nothing written) when
    /// `most` are held already.
    pub fn hold_post(&self, post: &NewHeldPost, most: usize) -> Result<bool, ServiceError> {
        Ok(self.stores.with(|store| store.hold_post(post, most))??)
    }

    /// True if a post of `lane` is held, so a new one must queue behind it.
    pub fn lane_is_held(&self, lane: &str) -> Result<bool, ServiceError> {
        Ok(self.stores.with(|store| store.lane_is_held(lane))??)
    }

    /// Claims up to `limit` posts due at `now` (milliseconds), each its lane's oldest,
    /// for one try until `until`: each claimed by one process only.
    pub fn claim_held_posts(
        &self,
        now: i64,
        until: i64,
        limit: usize,
    ) -> Result<Vec<HeldPost>, ServiceError> {
        Ok(self
            .stores
            .with(|store| store.claim_held_posts(now, until, limit))??)
    }

    /// Ends a claim after a failed try: tried again from `due`.
    pub fn release_held_post(
        &self,
        id: i64,
        due: i64,
        unknown_since: Option<i64>,
    ) -> Result<(), ServiceError> {
        Ok(self
            .stores
            .with(|store| store.release_held_post(id, due, unknown_since))??)
    }

    /// Forgets a held post: posted, refused or given up.
    pub fn drop_held_post(&self, id: i64) -> Result<bool, ServiceError> {
        Ok(self.stores.with(|store| store.drop_held_post(id))??)
    }

    /// Forgets the posts whose first try failed before `before`, handing each to one
    /// caller only, to be logged once.
    pub fn give_up_held_posts(&self, before: i64, now: i64) -> Result<Vec<HeldPost>, ServiceError> {
        Ok(self
            .stores
            .with(|store| store.give_up_held_posts(before, now))??)
    }

    /// When the next held post falls due, if any is held.
    pub fn next_held_due(&self) -> Result<Option<i64>, ServiceError> {
        Ok(self.stores.with(data::Store::next_held_due)??)
    }
}
