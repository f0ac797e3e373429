//! Why a picture could not be made.

/// Everything that can go wrong while drawing. Inputs are positions the rules crate
/// already validated, so in practice only out-of-range sizes and encoder failures occur.
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
    /// The PNG encoder failed.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// The GIF encoder failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
}
