//! Each player's own choices: how boards look to them, whether a move waits for their
//! confirmation, and how Sanctum reaches them (direct messages, reminders, a digest).
//! A player who never chose anything has [`Preferences::default`] and no row.

use crate::players::ensure_player;
use crate::policy::DIGEST_EVERY;
use crate::row::{Row, p};
use crate::{Result, Store, Timestamp, UserId};

/// Which side a board shows at the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Orientation {
    /// The side to move (every player sees the position from the mover's chair).
    #[default]
    ToMove,
    /// The player's own side, whoever is to move (for players of the game).
    Mine,
}

impl Orientation {
    /// Both, the default first.
    pub const ALL: [Orientation; 2] = [Orientation::ToMove, Orientation::Mine];

    /// The stored and typed name: `to-move`, `mine`.
    pub const fn id(self) -> &'static str {
        match self {
            Orientation::ToMove => "to-move",
            Orientation::Mine => "mine",
        }
    }

    /// The orientation called `id`.
    pub fn from_id(id: &str) -> Option<Orientation> {
        Orientation::ALL.into_iter().find(|o| o.id() == id)
    }
}

/// The board themes a player can pick, by the renderer's names.
pub const THEME_IDS: [&str; 3] = ["classic", "contrast", "colorblind"];

/// One player's choices.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent on/off choices, one per option players set"
)]
pub struct Preferences {
    /// Which side their boards show at the bottom.
    pub orientation: Orientation,
    /// Their board theme, one of [`THEME_IDS`].
    pub theme: String,
    /// True if a move waits for their Confirm before it is played.
    pub confirm_moves: bool,
    /// True if it being their turn reaches them by direct message.
    pub dm_turn: bool,
    /// True for the reminder once 80% of a move's time is gone.
    pub remind_80: bool,
    /// True for the reminder two hours before a deadline.
    pub remind_2h: bool,
    /// True for the daily digest of games waiting for their move.
    pub digest: bool,
    /// True once a direct message to them was refused (their privacy settings): nothing
    /// is sent by direct message again until they change their notifications.
    pub dms_closed: bool,
}

impl Default for Preferences {
    /// What a player has before choosing anything: boards as today, no confirmation,
    /// the 80% reminder in the game's channel and nothing else.
    fn default() -> Preferences {
        Preferences {
            orientation: Orientation::ToMove,
            theme: THEME_IDS[0].to_owned(),
            confirm_moves: false,
            dm_turn: false,
            remind_80: true,
            remind_2h: false,
            digest: false,
            dms_closed: false,
        }
    }
}

const COLUMNS: &str =
    "orientation, theme, confirm_moves, dm_turn, remind_80, remind_2h, digest_at, dms_closed";

fn from_row(r: &Row) -> Result<Preferences> {
    Ok(Preferences {
        orientation: r.parsed("orientation", Orientation::from_id)?,
        theme: r.parsed("theme", |s| THEME_IDS.contains(&s).then(|| s.to_owned()))?,
        confirm_moves: r.bool("confirm_moves")?,
        dm_turn: r.bool("dm_turn")?,
        remind_80: r.bool("remind_80")?,
        remind_2h: r.bool("remind_2h")?,
        digest: r.opt_i64("digest_at")?.is_some(),
        dms_closed: r.bool("dms_closed")?,
    })
}

impl Store {
    /// The player's choices, or the defaults if they never made any.
    pub fn preferences(&self, user: UserId) -> Result<Preferences> {
        let found = self.conn().query_opt(
            &format!("SELECT {COLUMNS} FROM preferences WHERE player_id = $1"),
            p![user.sql()],
        )?;
        found.map_or_else(|| Ok(Preferences::default()), |r| from_row(&r))
    }

    /// Stores the player's choices. A digest switched on comes first a day after `now`
    /// (one already on keeps its time of day). `reopen_dms` forgets that their direct
    /// messages were refused, so the next one is tried again.
    pub fn set_preferences(
        &self,
        user: UserId,
        prefs: &Preferences,
        reopen_dms: bool,
        now: Timestamp,
    ) -> Result<()> {
        if !THEME_IDS.contains(&prefs.theme.as_str()) {
            return Err(crate::Error::Invalid(format!(
                "unknown board theme {:?}",
                prefs.theme
            )));
        }
        let digest_at = prefs.digest.then_some(now + DIGEST_EVERY);
        self.write(|tx| {
            ensure_player(tx, user, now)?;
            tx.execute(
                "INSERT INTO preferences (player_id, orientation, theme, confirm_moves, dm_turn, remind_80,
                     remind_2h, digest_at, dms_closed, dm_note_due, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, $9)
                 ON CONFLICT (player_id) DO UPDATE SET orientation = excluded.orientation,
                     theme = excluded.theme, confirm_moves = excluded.confirm_moves,
                     dm_turn = excluded.dm_turn, remind_80 = excluded.remind_80,
                     remind_2h = excluded.remind_2h,
                     digest_at = CASE WHEN excluded.digest_at IS NULL THEN NULL
                                      ELSE coalesce(preferences.digest_at, excluded.digest_at) END,
                     dms_closed = CASE WHEN $10 = 1 THEN 0 ELSE preferences.dms_closed END,
                     dm_note_due = CASE WHEN $10 = 1 THEN 0 ELSE preferences.dm_note_due END,
                     updated_at = excluded.updated_at",
                p![
                    user.sql(),
                    prefs.orientation.id(),
                    prefs.theme.as_str(),
                    prefs.confirm_moves,
                    prefs.dm_turn,
                    prefs.remind_80,
                    prefs.remind_2h,
                    digest_at,
                    now,
                    reopen_dms,
                ],
            )
        })?;
        Ok(())
    }

    /// Records that a direct message to `user` was refused: true the first time (the
    /// player is then owed one note on how to open them), false if already known.
    pub fn mark_dms_closed(&self, user: UserId, now: Timestamp) -> Result<bool> {
        let changed = self.write(|tx| {
            ensure_player(tx, user, now)?;
            tx.execute(
                "INSERT INTO preferences (player_id, dms_closed, dm_note_due, updated_at) VALUES ($1, 1, 1, $2)
                 ON CONFLICT (player_id) DO UPDATE SET dms_closed = 1, dm_note_due = 1, updated_at = excluded.updated_at
                 WHERE preferences.dms_closed = 0",
                p![user.sql(), now],
            )
        })?;
        Ok(changed == 1)
    }

    /// Hands out the note owed to `user` about their closed direct messages: true
    /// exactly once per refusal, however many processes ask.
    pub fn take_dm_note(&self, user: UserId) -> Result<bool> {
        // A read first: nearly every command asks, and nearly nobody is owed a note.
        let owed = self
            .conn()
            .query_opt(
                "SELECT 1 FROM preferences WHERE player_id = $1 AND dm_note_due = 1",
                p![user.sql()],
            )?
            .is_some();
        if !owed {
            return Ok(false);
        }
        let n = self.execute_write(
            "UPDATE preferences SET dm_note_due = 0 WHERE player_id = $1 AND dm_note_due = 1",
            p![user.sql()],
        )?;
        Ok(n == 1)
    }
}
