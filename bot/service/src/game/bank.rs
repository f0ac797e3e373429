//! Time banks: when a move's deadline passes, the late player's spare time pays for
//! it in whole days, so a busy day costs a day of the bank rather than the game.
//! Only a bank that cannot cover the lateness loses on time.

use crate::core::context::{Ctx, name_of};
use crate::core::i18n::Lang;
use crate::core::policy::DAY;
use crate::core::refusal::Result;
use crate::core::reply::{Reply, Response};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::duration_msg;
use data::{StoredGame, TimeBanks, Timestamp};
use rules::Color;

/// What the bank did about a passed deadline.
pub(crate) enum Payment {
    /// It paid: the game goes on, and the player is told.
    Paid(Box<Response>),
    /// A move (or another process) got there first: nothing to do.
    MovedOn,
    /// No bank, or not enough of it: the player is out of time.
    Short(Option<TimeBanks>),
}

/// What the bank pays for a deadline passed `late` seconds ago: whole days, enough
/// that the new deadline lies ahead (a day when the scheduler is on time).
pub(crate) fn days_to_cover(late: Timestamp) -> i64 {
    late.max(0) / DAY + 1
}

/// `2d 4h left · bank 6d` for the player to move, `bank 6d` for the other: what a
/// board's name bar shows at the right, in `lang` (`None`: nothing).
pub(crate) fn bar_label(
    left: Option<Timestamp>,
    bank: Option<Timestamp>,
    lang: Lang,
) -> Option<String> {
    let bank = bank.map(|b| {
        if b > 0 {
            Msg::new("bar-bank").text("duration", duration_msg(b))
        } else {
            Msg::new("bar-bank-empty")
        }
    });
    let left = left.map(|l| Msg::new("bar-left").text("duration", duration_msg(l)));
    let label = match (left, bank) {
        (Some(left), Some(bank)) => Msg::new("bar-left-and-bank")
            .text("left", left)
            .text("bank", bank),
        (left, bank) => left.or(bank)?,
    };
    Some(label.plain(lang))
}

/// `6 days`, `no days`: a bank in whole days (banks are paid in days).
pub(crate) fn bank_days_msg(seconds: Timestamp) -> Msg {
    let days = u32::try_from(seconds / DAY).unwrap_or(0);
    Msg::new("bank-days").num("days", days)
}

/// [`bank_days_msg`] in English.
#[cfg(test)]
pub(crate) fn bank_days(seconds: Timestamp) -> String {
    bank_days_msg(seconds).plain(crate::core::i18n::Lang::En)
}

/// The deadline of `game`'s player to move has passed: their bank pays, if it can.
pub(crate) fn draw_on_bank(cx: &Ctx<'_>, game: &StoredGame) -> Result<Payment> {
    let banks = cx.store.time_banks(game.id)?;
    let late = game.turn();
    let left = banks.map_or(0, |b| b.of(late));
    let cover = days_to_cover(cx.now - game.deadline);
    if left < cover * DAY {
        return Ok(Payment::Short(banks));
    }
    let (after, banks) = match cx
        .store
        .pay_from_bank(game.id, game.ply, game.deadline, cover * DAY)
    {
        Ok(paid) => paid,
        Err(data::Error::Conflict { .. } | data::Error::GameOver(_)) => {
            return Ok(Payment::MovedOn);
        }
        Err(e) => return Err(e.into()),
    };
    let player = game.player(late);
    let remaining = banks.of(late);
    tracing::info!(game = %game.id, days = cover, "the time bank paid");
    let text = Text::from("⏳ ")
        .msg(
            Msg::new("bank-paid")
                .user("user", player)
                .num("game", game.id.0)
                .text("paid", bank_days_msg(cover * DAY))
                .moment("due", after.deadline),
        )
        .plain(" ")
        .msg(if remaining > 0 {
            Msg::new("bank-left").text("bank", bank_days_msg(remaining))
        } else {
            Msg::new("bank-now-empty")
        });
    let reply = Reply::public(text).ping([player]).in_channel(game.channel);
    Ok(Payment::Paid(Box::new(Response::one(reply))))
}

/// ` Time banks: alice 6 days, bob 4 days.`, then who of the two is on vacation:
/// what `/board` adds after the deadline of a game going on.
pub(crate) fn clock_notes(cx: &Ctx<'_>, game: &StoredGame) -> Result<Text> {
    let mut text = Text::new();
    if let Some(banks) = cx.store.time_banks(game.id)? {
        text = text.plain(" ").msg(
            Msg::new("bank-both")
                .str("white", name_of(cx, game.white))
                .text("white_bank", bank_days_msg(banks.white))
                .str("black", name_of(cx, game.black))
                .text("black_bank", bank_days_msg(banks.black)),
        );
    }
    for player in [game.white, game.black] {
        if let Some(v) = cx.store.vacation_of(player, cx.now)? {
            text = text.plain(" ").msg(
                Msg::new("bank-on-vacation")
                    .str("name", name_of(cx, player))
                    .moment("back", v.ends_at),
            );
        }
    }
    Ok(text)
}

/// The banks of `game` for its name bars: the one of `color`, if the game has them.
pub(crate) fn bank_of(cx: &Ctx<'_>, game: &StoredGame, color: Color) -> Option<Timestamp> {
    match cx.store.time_banks(game.id) {
        Ok(banks) => banks.map(|b| b.of(color)),
        Err(e) => {
            tracing::warn!(error = %e, game = %game.id, "could not read the time banks");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::clock::HOUR;

    #[test]
    fn the_bank_pays_whole_days_enough_to_cover_the_lateness() {
        assert_eq!(days_to_cover(0), 1);
        assert_eq!(days_to_cover(5 * 60), 1);
        assert_eq!(days_to_cover(DAY - 1), 1);
        assert_eq!(days_to_cover(DAY), 2);
        assert_eq!(days_to_cover(2 * DAY + 3 * HOUR), 3);
        assert_eq!(days_to_cover(-5), 1);
    }

    #[test]
    fn the_name_bar_shows_time_left_and_bank() {
        assert_eq!(
            bar_label(Some(2 * DAY + 4 * HOUR), Some(6 * DAY), Lang::En).as_deref(),
            Some("2d 4h left · bank 6d")
        );
        assert_eq!(
            bar_label(None, Some(6 * DAY), Lang::En).as_deref(),
            Some("bank 6d")
        );
        assert_eq!(
            bar_label(None, Some(0), Lang::En).as_deref(),
            Some("bank empty")
        );
        assert_eq!(
            bar_label(Some(HOUR), None, Lang::En).as_deref(),
            Some("1h left")
        );
        assert_eq!(bar_label(None, None, Lang::En), None);
        assert_eq!(bank_days(6 * DAY), "6 days");
        assert_eq!(bank_days(DAY), "1 day");
        assert_eq!(bank_days(0), "no days");
    }
}
