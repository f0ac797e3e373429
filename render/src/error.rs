//! Why a picture could not be made.

/// Everything that can go wrong while drawing. Inputs are positions the rules crate
/// already validated, so in practice only out-of-range sizes, oversized tables and
/// encoder failures occur.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A square size outside [`SquareSize::MIN`](crate::SquareSize::MIN)..=[`SquareSize::MAX`](crate::SquareSize::MAX).
    #[error("a square must be 40 to 128 px wide, not {0} px")]
    SquareSize(u32),
    /// A built-in drawing or font could not be read (a packaging bug, caught by the tests).
    #[error("built-in artwork `{name}` could not be read: {reason}")]
    Asset {
        /// Which asset.
        name: &'static str,
        /// What the parser said.
        reason: String,
    },
    /// A canvas could not be allocated (zero or absurd dimensions).
    #[error("cannot allocate a {width}x{height} px canvas")]
    Canvas {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// A table picture beyond its limits: too many columns or rows, or cells too wide
    /// for the picture to stay a sensible size (see [`TablePicture`](crate::TablePicture)).
    #[error("a table picture may have at most {max} {what}, not {got}")]
    TableTooLarge {
        /// What was too much: "columns", "rows", "px of width", "px of height" or "pixels".
        what: &'static str,
        /// How much there was.
        got: u64,
        /// The most allowed.
        max: u64,
    },
    /// A table row with more cells than the table has columns: a caller's mistake that
    /// would otherwise silently lose cells.
    #[error("row {row} of the table has {cells} cells but the table has {columns} columns")]
    TableRow {
        /// The row's index, from 0.
        row: usize,
        /// How many cells it has.
        cells: usize,
        /// How many columns the table has.
        columns: usize,
    },
    /// The PNG encoder failed.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// The GIF encoder failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
}
