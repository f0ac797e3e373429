//! Starting games and listing them.

use super::super::{Context, Error, translate};
use super::run;
use data::ColorWish;
use service::Command;

/// The variants, as Discord offers them.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Variant {
    /// Sanctuary Chess.
    #[name = "sanctuary"]
    Sanctuary,
    /// Capture the Scepter.
    #[name = "scepter"]
    Scepter,
    /// Standard chess.
    #[name = "chess"]
    Chess,
}

impl Variant {
    /// The name the service reads.
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Sanctuary => "sanctuary",
            Variant::Scepter => "scepter",
            Variant::Chess => "chess",
        }
    }
}

/// The challenger's colour.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Color {
    /// White.
    #[name = "white"]
    White,
    /// Black.
    #[name = "black"]
    Black,
    /// Decided at random on accept.
    #[name = "random"]
    Random,
}

/// Days per move (the service's allowed values).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Days {
    /// 1 day.
    #[name = "1 day"]
    One,
    /// 2 days.
    #[name = "2 days"]
    Two,
    /// 3 days.
    #[name = "3 days"]
    Three,
    /// 5 days.
    #[name = "5 days"]
    Five,
    /// 7 days.
    #[name = "7 days"]
    Seven,
    /// 10 days.
    #[name = "10 days"]
    Ten,
    /// 14 days.
    #[name = "14 days"]
    Fourteen,
}

impl Days {
    /// The number of days.
    pub fn get(self) -> u32 {
        match self {
            Days::One => 1,
            Days::Two => 2,
            Days::Three => 3,
            Days::Five => 5,
            Days::Seven => 7,
            Days::Ten => 10,
            Days::Fourteen => 14,
        }
    }
}

/// Challenge someone to a game of Sanctuary Chess, Capture the Scepter or chess.
///
/// They get Accept and Decline buttons; you can cancel until they answer.
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] opponent: serenity::all::User,
    #[description = "Which game"] variant: Variant,
    #[description = "Your colour (default: random)"] color: Option<Color>,
    #[description = "Days per move (default: the server's setting)"] days: Option<Days>,
    #[description = "Rated or casual (default: the server's setting)"] rated: Option<bool>,
) -> Result<(), Error> {
    let command = Command::Challenge {
        opponent: translate::mention(&opponent),
        variant: variant.as_str().to_owned(),
        color: color.map(|c| match c {
            Color::White => ColorWish::White,
            Color::Black => ColorWish::Black,
            Color::Random => ColorWish::Random,
        }),
        days: days.map(Days::get),
        rated,
    };
    run(ctx, command).await
}

/// List your active games in this server, with whose turn it is and the time left.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Games).await
}
