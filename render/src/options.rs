//! What a caller can ask of a picture.

use crate::RenderError;
use rules::{ByColor, Color, Move, Square};

/// Pixels per board square, bounded to 40..=128: below 40 the pieces lose their
/// detail on a phone, above 128 the files grow without looking better.
///
/// ```
/// use render::SquareSize;
/// assert_eq!(SquareSize::new(70).map(SquareSize::px), Some(70));
/// assert!(SquareSize::new(20).is_none());
/// assert_eq!(SquareSize::clamped(500), SquareSize::MAX);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SquareSize(u8);

impl SquareSize {
    /// The smallest size, 40 px.
    pub const MIN: SquareSize = SquareSize(40);
    /// The largest size, 128 px.
    pub const MAX: SquareSize = SquareSize(128);
    /// A 560 px board: what Discord shows without scaling on a desktop.
    pub const DEFAULT: SquareSize = SquareSize(70);

    /// The size, if `px` is within bounds.
    pub const fn new(px: u32) -> Option<SquareSize> {
        if px >= Self::MIN.0 as u32 && px <= Self::MAX.0 as u32 {
            Some(SquareSize(px as u8))
        } else {
            None
        }
    }

    /// The nearest size within bounds.
    pub const fn clamped(px: u32) -> SquareSize {
        if px < Self::MIN.0 as u32 {
            Self::MIN
        } else if px > Self::MAX.0 as u32 {
            Self::MAX
        } else {
            SquareSize(px as u8)
        }
    }

    /// Pixels per square.
    pub const fn px(self) -> u32 {
        self.0 as u32
    }
}

impl Default for SquareSize {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl TryFrom<u32> for SquareSize {
    type Error = RenderError;

    fn try_from(px: u32) -> Result<Self, RenderError> {
        SquareSize::new(px).ok_or(RenderError::SquareSize(px))
    }
}

/// Colours for arrows and circles, taken from the Okabe–Ito palette so they stay
/// distinct for colour-blind players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum MarkColor {
    /// Bluish green: a good or suggested move.
    #[default]
    Green,
    /// Blue: neutral emphasis.
    Blue,
    /// Vermillion: a threat.
    Red,
    /// Orange: a warning or an alternative.
    Orange,
}

/// An arrow from the centre of one square to another (rules diagrams, threats).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where the arrow starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
    /// Its colour.
    pub color: MarkColor,
}

impl Arrow {
    /// The arrows of a puzzle's solution, `moves` in the order played from the
    /// position the solver faces (a setting-up move left out): the solver's moves
    /// (first, third, …) in [`MarkColor::Green`] and the defences in
    /// [`MarkColor::Red`], the pair that stays apart under colour blindness. A move
    /// already drawn, or from a square to itself, is left out, so no arrow is blended
    /// twice.
    ///
    /// ```
    /// use render::{Arrow, MarkColor};
    /// let sq = |s: &str| s.parse().unwrap();
    /// let arrows = Arrow::solution([(sq("h5"), sq("f7")), (sq("e8"), sq("e7"))]);
    /// assert_eq!(arrows[0].color, MarkColor::Green);
    /// assert_eq!(arrows[1].color, MarkColor::Red);
    /// ```
    pub fn solution(moves: impl IntoIterator<Item = (Square, Square)>) -> Vec<Arrow> {
        let mut arrows: Vec<Arrow> = Vec::new();
        for (i, (from, to)) in moves.into_iter().enumerate() {
            let color = if i % 2 == 0 {
                MarkColor::Green
            } else {
                MarkColor::Red
            };
            if from != to && !arrows.iter().any(|a| a.from == from && a.to == to) {
                arrows.push(Arrow { from, to, color });
            }
        }
        arrows
    }
}

/// A ring around a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Circle {
    /// The square circled.
    pub square: Square,
    /// The ring's colour.
    pub color: MarkColor,
}

/// One player's bar above or below the board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerBar {
    /// The name shown (shortened with an ellipsis when too long).
    pub name: String,
    /// Time left, already formatted by the caller (`"2d 4h"`, `"3:05"`); `None` hides the clock.
    pub clock: Option<String>,
}

impl PlayerBar {
    /// A bar with a name and no clock.
    pub fn new(name: impl Into<String>) -> PlayerBar {
        PlayerBar {
            name: name.into(),
            clock: None,
        }
    }

    /// The same bar with a clock text.
    #[must_use]
    pub fn with_clock(mut self, clock: impl Into<String>) -> PlayerBar {
        self.clock = Some(clock.into());
        self
    }
}

/// The mood of a [`Banner`]: a goal or step is neutral; a verdict on the player's
/// move is a success or a failure, told by colour and by the words the caller picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Tone {
    /// Dark grey with light text: a goal, a lesson's step.
    #[default]
    Neutral,
    /// Bluish green with dark text: "Solved!".
    Success,
    /// Vermillion with dark text: "Not the move".
    Failure,
}

impl Tone {
    /// Every tone, the default first.
    pub const ALL: [Tone; 3] = [Tone::Neutral, Tone::Success, Tone::Failure];
}

/// A line of text in a strip above the board, for puzzles and lessons ("White to
/// play: win by sanctuary in 3"). It is shortened with an ellipsis when it does not
/// fit the board's width; characters the font lacks (emoji) are left out.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Banner {
    /// The text, one line.
    pub text: String,
    /// Its colours.
    pub tone: Tone,
}

impl Banner {
    /// A neutral banner.
    pub fn new(text: impl Into<String>) -> Banner {
        Banner {
            text: text.into(),
            tone: Tone::Neutral,
        }
    }

    /// The same banner in `tone`.
    #[must_use]
    pub fn with_tone(mut self, tone: Tone) -> Banner {
        self.tone = tone;
        self
    }
}

/// How to draw one position. `Default` gives White at the bottom, 70 px squares,
/// coordinates and check highlights on, no bars, no banner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardOptions {
    /// The colour at the bottom of the picture.
    pub orientation: Color,
    /// Pixels per square.
    pub square_size: SquareSize,
    /// File letters and rank digits in the corners of the edge squares.
    pub coordinates: bool,
    /// The last move's squares (from, to), tinted.
    pub last_move: Option<(Square, Square)>,
    /// Highlight a king in check and, in Capture the Scepter, a scepter the enemy king can take.
    pub highlight_check: bool,
    /// Arrows drawn over the pieces.
    pub arrows: Vec<Arrow>,
    /// Rings drawn over the pieces.
    pub circles: Vec<Circle>,
    /// Name bars for both players; `None` draws the bare board in a thin frame.
    pub players: Option<ByColor<PlayerBar>>,
    /// Mark whose turn it is in the bars (turn this off once the game is over).
    pub show_turn: bool,
    /// The squares' colours.
    pub theme: Theme,
    /// A strip of text above the board (and above the bars); `None` draws none.
    pub banner: Option<Banner>,
}

/// The board's colours: players pick the one they see best.
///
/// ```
/// use render::Theme;
/// assert_eq!("contrast".parse::<Theme>(), Ok(Theme::Contrast));
/// assert_eq!(Theme::ColorBlind.id(), "colorblind");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Theme {
    /// Blue-grey squares with a yellow last-move tint: calm in both Discord themes.
    #[default]
    Classic,
    /// White and deep slate squares, a strong last-move tint: for low vision and
    /// small, bright screens.
    Contrast,
    /// Pale and mid-blue squares with an orange last-move tint: blue against orange is
    /// the pair that stays apart under red-green colour blindness.
    ColorBlind,
}

impl Theme {
    /// Every theme, the default first.
    pub const ALL: [Theme; 3] = [Theme::Classic, Theme::Contrast, Theme::ColorBlind];

    /// The name players type.
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Contrast => "contrast",
            Theme::ColorBlind => "colorblind",
        }
    }
}

/// A theme name that is not one of [`Theme::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown board theme {0:?} (classic, contrast or colorblind)")]
pub struct ParseThemeError(String);

impl std::str::FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['-', ' ', '_'], "");
        Theme::ALL
            .into_iter()
            .find(|t| t.id() == wanted || (wanted == "colourblind" && *t == Theme::ColorBlind))
            .ok_or_else(|| ParseThemeError(s.to_owned()))
    }
}

impl Default for BoardOptions {
    fn default() -> Self {
        BoardOptions {
            orientation: Color::White,
            square_size: SquareSize::DEFAULT,
            coordinates: true,
            last_move: None,
            highlight_check: true,
            arrows: Vec::new(),
            circles: Vec::new(),
            players: None,
            show_turn: true,
            theme: Theme::Classic,
            banner: None,
        }
    }
}

impl BoardOptions {
    /// Sets the last move from a played [`Move`].
    #[must_use]
    pub fn with_last_move(mut self, m: &Move) -> BoardOptions {
        self.last_move = Some((m.from, m.to));
        self
    }
}

/// How to draw a replay. `Default`: White at the bottom, 60 px squares, one second
/// per move and three seconds on the final position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GifOptions {
    /// The colour at the bottom of the picture.
    pub orientation: Color,
    /// Pixels per square.
    pub square_size: SquareSize,
    /// File letters and rank digits in the corners of the edge squares.
    pub coordinates: bool,
    /// How long each move is shown, in milliseconds (GIF counts in 10 ms steps).
    pub frame_delay_ms: u32,
    /// How long the final position stays before the replay loops.
    pub final_pause_ms: u32,
    /// Player names for the bars; `None` draws no bars.
    pub players: Option<ByColor<String>>,
    /// A strip of text above the board, the same on every frame (drawn once, so it
    /// costs one frame's bytes).
    pub banner: Option<Banner>,
    /// `Some(solver)`: each frame after a move shows that move as an arrow, coloured
    /// as [`Arrow::solution`] colours them: the solver's moves green, the other side's
    /// red (a puzzle's setting-up move included). For replaying a puzzle's solution.
    pub move_arrows: Option<Color>,
    /// What the bars of the final frame say of a finished game, in the reader's
    /// language (empty words: nothing).
    pub result: ResultWords,
}

/// The words a finished game's name bars show: the winner's, or both for a draw.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ResultWords {
    /// Beside the winner's name: `wins`.
    pub wins: String,
    /// Beside both names after a draw: `draw`.
    pub draw: String,
}

impl Default for GifOptions {
    fn default() -> Self {
        GifOptions {
            orientation: Color::White,
            square_size: SquareSize::clamped(60),
            coordinates: true,
            frame_delay_ms: 1000,
            final_pause_ms: 3000,
            players: None,
            banner: None,
            move_arrows: None,
            result: ResultWords::default(),
        }
    }
}
