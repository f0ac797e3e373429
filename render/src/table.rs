//! Table pictures: a title, a header row and a grid of short text cells coloured by
//! tone, for tournament crosstables and standings (and match scoreboards). Discord
//! embeds cannot align columns, so a table of any width is sent as a picture, drawn
//! like the evaluation graph: light text on a warm dark panel.

// Geometry reads best with its conventional names: x, y, w, h.
#![allow(clippy::many_single_char_names)]

use crate::RenderError;
use crate::canvas::{Canvas, fit_text, printable, text_width};
use crate::fonts::Fonts;
use crate::fonts::Typeface;
use crate::style::{self, Rgb};

/// What a table picture shows. Build it from the tournament's data and hand it to
/// [`Renderer::table_png`](crate::Renderer::table_png); the picture sizes itself to
/// its texts, within the limits below, so a crowd of players cannot ask for a huge one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TablePicture {
    /// The heading above the table, in bold ("Spring Arena — crosstable"). Shortened
    /// with an ellipsis if it is much wider than the table; empty draws none.
    pub title: String,
    /// A smaller, dimmer line under the title (the round, the time control), if any.
    pub subtitle: Option<String>,
    /// The columns, left to right: each one's header and alignment.
    pub columns: Vec<Column>,
    /// The rows, top to bottom. A row may have fewer cells than there are columns (the
    /// rest are left blank) but not more.
    pub rows: Vec<Vec<Cell>>,
    /// Lines under the table, small and dim (a key to its columns' abbreviations):
    /// at most [`TablePicture::MAX_NOTES`], each shortened with an ellipsis if much
    /// wider than the table.
    pub notes: Vec<String>,
}

impl TablePicture {
    /// The most columns a table may have: a crosstable of 60 players and its totals.
    pub const MAX_COLUMNS: usize = 64;
    /// The most rows a table may have: standings of 1,000 players and a footer row.
    pub const MAX_ROWS: usize = 1001;
    /// The widest picture, in pixels: wider ones are unreadable in Discord anyway.
    pub const MAX_WIDTH: u32 = 4000;
    /// The tallest picture, in pixels (1,001 rows fit).
    pub const MAX_HEIGHT: u32 = 30_000;
    /// The most pixels a picture may have, whatever its shape, so that one request
    /// never holds more than about 150 MB while it is drawn and encoded.
    pub const MAX_PIXELS: u64 = 20_000_000;
    /// The most lines under a table: a key, not a text.
    pub const MAX_NOTES: usize = 12;

    /// A table with `title` and `columns`, no subtitle and no rows yet.
    pub fn new(title: impl Into<String>, columns: Vec<Column>) -> TablePicture {
        TablePicture {
            title: title.into(),
            subtitle: None,
            columns,
            rows: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// The same table with `notes` under it.
    #[must_use]
    pub fn with_notes(mut self, notes: Vec<String>) -> TablePicture {
        self.notes = notes;
        self
    }

    /// The same table with a subtitle.
    #[must_use]
    pub fn with_subtitle(mut self, subtitle: impl Into<String>) -> TablePicture {
        self.subtitle = Some(subtitle.into());
        self
    }
}

/// One column: its header and how its texts line up.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Column {
    /// The header, drawn in bold; shortened like any cell if it is too wide.
    pub header: String,
    /// How the header and the cells sit in the column.
    pub align: Align,
}

impl Column {
    /// A column with `header` and `align`.
    pub fn new(header: impl Into<String>, align: Align) -> Column {
        Column {
            header: header.into(),
            align,
        }
    }

    /// A left-aligned column, for names.
    pub fn left(header: impl Into<String>) -> Column {
        Column::new(header, Align::Left)
    }

    /// A centred column, for the results of a crosstable.
    pub fn center(header: impl Into<String>) -> Column {
        Column::new(header, Align::Center)
    }

    /// A right-aligned column, for ranks and numbers, so their digits line up.
    pub fn right(header: impl Into<String>) -> Column {
        Column::new(header, Align::Right)
    }
}

/// Where a column's texts sit within it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Align {
    /// Against the left edge: names read best so.
    #[default]
    Left,
    /// In the middle: short results under a round's or an opponent's number.
    Center,
    /// Against the right edge: numbers, so that units line up under units.
    Right,
}

/// One cell: a short text and how it is coloured.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cell {
    /// What the cell says, on one line; shortened with an ellipsis past about 24
    /// characters of a name (140 px).
    ///
    /// The built-in fonts are subsets, and characters they lack are left out, as in
    /// every picture of this crate (a box in a name looks like a bug). Noto Sans draws:
    /// printable ASCII; Latin-1 (with `½ ¼ ¾ · × ± °`), Latin Extended-A, -B and
    /// Additional; Greek; Cyrillic; the punctuation U+2010–U+2027 and U+2030–U+205E
    /// (`– — ‘ ’ “ ” • … ′ ″ ⁄`); super- and subscripts U+2070–U+209C (`⁰ ¹ ² ₀ ₁`);
    /// currency signs U+20A0–U+20BF. So half points can be written `½` (or `1½`).
    /// Fallbacks draw Arabic, Hebrew, Devanagari, Thai, common Chinese, Japanese
    /// and Korean characters, and emoji (in the text's colour). Dropped: arrows (`→`),
    /// the minus sign U+2212 (write `-` or `–`), `⅓`, check marks and stars, combining
    /// accents on Latin letters, and every other script. Tabs, newlines and runs of
    /// spaces become one space; control characters are dropped.
    pub text: String,
    /// Its background and weight.
    pub tone: CellTone,
}

impl Cell {
    /// A cell with `text` in `tone`.
    pub fn new(text: impl Into<String>, tone: CellTone) -> Cell {
        Cell {
            text: text.into(),
            tone,
        }
    }

    /// A plain cell: the row's background, regular text.
    pub fn plain(text: impl Into<String>) -> Cell {
        Cell::new(text, CellTone::Plain)
    }
}

/// How a cell is coloured. Results take the colours of the boards' arrows (Okabe–Ito
/// bluish green and vermillion, told apart under the common colour blindnesses),
/// darkened under light text; the text says the result as well.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum CellTone {
    /// The row's background and regular text.
    #[default]
    Plain,
    /// A won game (or a won pair of games): green.
    Win,
    /// A drawn game: grey.
    Draw,
    /// A lost game: vermillion.
    Loss,
    /// A player's own square in a crosstable, where they meet themselves: filled
    /// darker, its text (if any) dim.
    Own,
    /// A game not finished yet: dim text on the row's background.
    Pending,
    /// Something to read first, such as the points: bold text.
    Strong,
}

/// The panel, as the evaluation graph's.
pub(crate) const BACKGROUND: Rgb = style::PANEL;
/// Every other row, a shade lighter, so a long row can be followed by eye.
const STRIPE: Rgb = [0x39, 0x37, 0x33];
/// The line under the header.
const RULE: Rgb = [0x5c, 0x59, 0x53];
/// Cell text.
const TEXT: Rgb = style::PANEL_LIGHT;
/// Header text: a little softer than the cells.
const HEADER_TEXT: Rgb = [0xbc, 0xb8, 0xae];
/// Pending games, own squares and the subtitle.
const DIM: Rgb = [0x8e, 0x8a, 0x82];
/// A win: Okabe–Ito bluish green, darkened.
pub(crate) const WIN: Rgb = [0x1b, 0x6c, 0x54];
/// A draw: a warm grey between the stripes and the text.
pub(crate) const DRAW: Rgb = [0x5a, 0x58, 0x53];
/// A loss: Okabe–Ito vermillion, darkened.
pub(crate) const LOSS: Rgb = [0x92, 0x44, 0x14];
/// A player's own square: darker than the panel.
pub(crate) const OWN: Rgb = [0x1f, 0x1e, 0x1c];

/// Margin around everything.
const PAD: u32 = 16;
/// Title size and the height of its line.
const TITLE_PX: f32 = 20.0;
const TITLE_H: u32 = 28;
/// Subtitle size and the height of its line.
const SUBTITLE_PX: f32 = 14.0;
const SUBTITLE_H: u32 = 20;
/// Space between the heading and the table.
const GAP: u32 = 8;
/// Header size and height.
const HEADER_PX: f32 = 13.0;
const HEADER_H: u32 = 30;
/// Cell text size and row height.
const CELL_PX: f32 = 14.0;
const ROW_H: u32 = 28;
/// Room left and right of a cell's text.
const CELL_PAD: u32 = 8;
/// The narrowest column: one-character results still get a square-ish cell.
const MIN_COLUMN: u32 = 30;
/// The widest text of a cell or a header: about 24 characters of a name.
const MAX_TEXT: f32 = 140.0;
/// The widest title, if the table is narrower.
const MAX_TITLE: f32 = 600.0;
/// The narrowest picture's content, so that a tiny table still has a readable title.
const MIN_CONTENT: u32 = 160;
/// Tone fills stop this far inside their cell, so neighbouring results stay apart.
const INSET: u32 = 1;

/// A text ready to draw: only drawable characters, shortened to fit, and measured.
struct Text {
    text: String,
    width: f32,
}

impl Text {
    fn new(font: &Typeface, px: f32, raw: &str, max: f32) -> Text {
        let text = fit_text(font, px, &printable(font, raw), max);
        let width = text_width(font, px, &text);
        Text { text, width }
    }
}

/// The face of a cell in `tone`: bold only for what is to be read first.
fn face(fonts: &Fonts, tone: CellTone) -> &Typeface {
    if tone == CellTone::Strong {
        &fonts.bold
    } else {
        &fonts.regular
    }
}

/// The text colour and background of a cell in `tone` on a row of `row_bg`.
fn paint(tone: CellTone, row_bg: Rgb) -> (Rgb, Rgb) {
    match tone {
        CellTone::Plain | CellTone::Strong => (TEXT, row_bg),
        CellTone::Win => (TEXT, WIN),
        CellTone::Draw => (TEXT, DRAW),
        CellTone::Loss => (TEXT, LOSS),
        CellTone::Own => (DIM, OWN),
        CellTone::Pending => (DIM, row_bg),
    }
}

/// An error unless `got` is at most `max`.
fn at_most(what: &'static str, got: u64, max: u64) -> Result<(), RenderError> {
    if got > max {
        return Err(RenderError::TableTooLarge { what, got, max });
    }
    Ok(())
}

/// The x of a text `width` wide in a column at `x` that is `w` wide, whole pixels so
/// that the same text looks the same in every row.
fn text_x(align: Align, x: u32, w: u32, width: f32) -> f32 {
    let (x, w, pad) = (x as f32, w as f32, CELL_PAD as f32);
    match align {
        Align::Left => x + pad,
        Align::Center => (x + (w - width) / 2.0).round(),
        Align::Right => (x + w - pad - width).round(),
    }
}

/// The baseline that centres text of `px` in a band from `top`, `h` tall.
fn baseline(top: u32, h: u32, px: f32) -> f32 {
    (top as f32 + h as f32 / 2.0 + px * 0.36).round()
}

/// Says which of the table's counts passes its limit, if any: columns, rows, notes, or
/// a row with more cells than columns.
fn check_counts(table: &TablePicture) -> Result<(), RenderError> {
    let columns = table.columns.len();
    at_most("columns", columns as u64, TablePicture::MAX_COLUMNS as u64)?;
    at_most(
        "rows",
        table.rows.len() as u64,
        TablePicture::MAX_ROWS as u64,
    )?;
    at_most(
        "notes",
        table.notes.len() as u64,
        TablePicture::MAX_NOTES as u64,
    )?;
    if let Some((row, cells)) = table
        .rows
        .iter()
        .enumerate()
        .find(|(_, r)| r.len() > columns)
    {
        return Err(RenderError::TableRow {
            row,
            cells: cells.len(),
            columns,
        });
    }
    Ok(())
}

/// The title, the subtitle and the notes, printable, and the width the widest of them
/// asks for.
fn words(fonts: &Fonts, table: &TablePicture) -> (String, Option<String>, Vec<String>, f32) {
    let title = printable(&fonts.bold, &table.title);
    let subtitle = table
        .subtitle
        .as_deref()
        .map(|s| printable(&fonts.regular, s))
        .filter(|s| !s.is_empty());
    let notes: Vec<String> = table
        .notes
        .iter()
        .map(|n| printable(&fonts.regular, n))
        .collect();
    let widest = text_width(&fonts.bold, TITLE_PX, &title)
        .max(
            subtitle
                .as_deref()
                .map_or(0.0, |s| text_width(&fonts.regular, SUBTITLE_PX, s)),
        )
        .max(
            notes
                .iter()
                .map(|n| text_width(&fonts.regular, SUBTITLE_PX, n))
                .fold(0.0, f32::max),
        );
    (title, subtitle, notes, widest)
}

/// Where everything goes, measured before anything is allocated.
struct Layout {
    width: u32,
    height: u32,
    /// The title and the subtitle, printable, not yet shortened.
    title: String,
    subtitle: Option<String>,
    /// The lines under the table, printable, not yet shortened.
    notes: Vec<String>,
    /// The headers and the cells, ready to draw.
    headers: Vec<Text>,
    cells: Vec<Vec<Text>>,
    /// Each column's left edge and width.
    xs: Vec<u32>,
    widths: Vec<u32>,
    /// The sum of the widths.
    table_w: u32,
    /// The top of the header row.
    header_top: u32,
}

impl Layout {
    /// Measures `table`, or says which limit it passes.
    fn of(fonts: &Fonts, table: &TablePicture) -> Result<Layout, RenderError> {
        let columns = table.columns.len();
        check_counts(table)?;

        let headers: Vec<Text> = table
            .columns
            .iter()
            .map(|c| Text::new(&fonts.bold, HEADER_PX, &c.header, MAX_TEXT))
            .collect();
        let cells: Vec<Vec<Text>> = table
            .rows
            .iter()
            .map(|row| {
                row.iter()
                    .map(|c| Text::new(face(fonts, c.tone), CELL_PX, &c.text, MAX_TEXT))
                    .collect()
            })
            .collect();
        let widths: Vec<u32> = (0..columns)
            .map(|i| {
                let widest = cells
                    .iter()
                    .filter_map(|row| row.get(i))
                    .chain(headers.get(i))
                    .fold(0.0f32, |m, t| m.max(t.width));
                (widest.ceil() as u32 + 2 * CELL_PAD).max(MIN_COLUMN)
            })
            .collect();
        let table_w: u64 = widths.iter().map(|&w| u64::from(w)).sum();

        let (title, subtitle, notes, heading_w) = words(fonts, table);
        let content_w = table_w
            .max(heading_w.min(MAX_TITLE).ceil() as u64)
            .max(u64::from(MIN_CONTENT));
        let width = content_w + 2 * u64::from(PAD);
        at_most("px of width", width, u64::from(TablePicture::MAX_WIDTH))?;

        let mut heading_h = 0;
        if !title.is_empty() {
            heading_h += TITLE_H;
        }
        if subtitle.is_some() {
            heading_h += SUBTITLE_H;
        }
        if heading_h > 0 {
            heading_h += GAP;
        }
        let notes_h = if notes.is_empty() {
            0
        } else {
            u64::from(GAP) + notes.len() as u64 * u64::from(SUBTITLE_H)
        };
        let height = 2 * u64::from(PAD)
            + u64::from(heading_h)
            + u64::from(HEADER_H)
            + table.rows.len() as u64 * u64::from(ROW_H)
            + notes_h;
        at_most("px of height", height, u64::from(TablePicture::MAX_HEIGHT))?;
        at_most("pixels", width * height, TablePicture::MAX_PIXELS)?;

        let xs = widths
            .iter()
            .scan(PAD, |x, &w| {
                let at = *x;
                *x += w;
                Some(at)
            })
            .collect();
        // Within the limits just checked, every size fits a u32.
        Ok(Layout {
            width: width as u32,
            height: height as u32,
            title,
            subtitle,
            notes,
            headers,
            cells,
            xs,
            widths,
            table_w: table_w as u32,
            header_top: PAD + heading_h,
        })
    }
}

/// Draws `table` as an opaque canvas, or says which limit it passes.
pub(crate) fn draw(fonts: &Fonts, table: &TablePicture) -> Result<Canvas, RenderError> {
    let layout = Layout::of(fonts, table)?;
    let mut canvas = Canvas::new(layout.width, layout.height, BACKGROUND)?;
    draw_heading(&mut canvas, fonts, &layout);
    draw_grid(&mut canvas, fonts, &layout, table);
    draw_notes(&mut canvas, fonts, &layout, table.rows.len());
    Ok(canvas)
}

/// The lines under the table, shortened to the picture's width.
fn draw_notes(canvas: &mut Canvas, fonts: &Fonts, layout: &Layout, rows: usize) {
    let room = (layout.width - 2 * PAD) as f32;
    // Below the last row (the sizes were checked to fit when the layout was made).
    let mut y = (layout.header_top + HEADER_H + rows as u32 * ROW_H + GAP) as f32;
    for note in &layout.notes {
        let note = fit_text(&fonts.regular, SUBTITLE_PX, note, room);
        canvas.text(
            &fonts.regular,
            SUBTITLE_PX,
            PAD as f32,
            y + 13.0,
            &note,
            DIM,
        );
        y += SUBTITLE_H as f32;
    }
}

/// The title and the subtitle, shortened to the picture's width.
fn draw_heading(canvas: &mut Canvas, fonts: &Fonts, layout: &Layout) {
    let room = (layout.width - 2 * PAD) as f32;
    let mut y = PAD as f32;
    if !layout.title.is_empty() {
        let title = fit_text(&fonts.bold, TITLE_PX, &layout.title, room);
        canvas.text(&fonts.bold, TITLE_PX, PAD as f32, y + 17.0, &title, TEXT);
        y += TITLE_H as f32;
    }
    if let Some(subtitle) = &layout.subtitle {
        let subtitle = fit_text(&fonts.regular, SUBTITLE_PX, subtitle, room);
        canvas.text(
            &fonts.regular,
            SUBTITLE_PX,
            PAD as f32,
            y + 13.0,
            &subtitle,
            DIM,
        );
    }
}

/// The header row, its rule, and the rows: stripes, tone fills and texts.
fn draw_grid(canvas: &mut Canvas, fonts: &Fonts, layout: &Layout, table: &TablePicture) {
    let left = PAD as i32;
    let mut y = layout.header_top;
    let places = || layout.xs.iter().copied().zip(layout.widths.iter().copied());
    for ((column, header), (x, w)) in table.columns.iter().zip(&layout.headers).zip(places()) {
        let tx = text_x(column.align, x, w, header.width);
        let by = baseline(y, HEADER_H - 2, HEADER_PX);
        canvas.text(&fonts.bold, HEADER_PX, tx, by, &header.text, HEADER_TEXT);
    }
    canvas.fill_rect(left, (y + HEADER_H - 2) as i32, layout.table_w, 1, RULE);
    y += HEADER_H;

    for (r, (row, texts)) in table.rows.iter().zip(&layout.cells).enumerate() {
        let row_bg = if r % 2 == 1 { STRIPE } else { BACKGROUND };
        canvas.fill_rect(left, y as i32, layout.table_w, ROW_H, row_bg);
        for (((cell, text), column), (x, w)) in
            row.iter().zip(texts).zip(&table.columns).zip(places())
        {
            let (ink, bg) = paint(cell.tone, row_bg);
            if bg != row_bg {
                let (fx, fy) = ((x + INSET) as i32, (y + INSET) as i32);
                canvas.fill_rect(fx, fy, w - 2 * INSET, ROW_H - 2 * INSET, bg);
            }
            let tx = text_x(column.align, x, w, text.width);
            let by = baseline(y, ROW_H, CELL_PX);
            canvas.text(face(fonts, cell.tone), CELL_PX, tx, by, &text.text, ink);
        }
        y += ROW_H;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ab_glyph::Font;

    /// The characters [`Cell::text`] promises, and some it says are missing.
    #[test]
    fn the_documented_characters_are_the_fonts() {
        let fonts = Fonts::load().unwrap();
        let drawn = [
            (0x20, 0x7e),
            (0xa0, 0x24f),
            (0x391, 0x3a1),
            (0x3a3, 0x3c9),
            (0x400, 0x4ff),
            (0x1e00, 0x1eff),
            (0x2010, 0x2027),
            (0x2030, 0x205e),
            (0x2070, 0x2071),
            (0x2074, 0x208e),
            (0x2090, 0x209c),
            (0x20a0, 0x20bf),
        ];
        for font in [&fonts.regular, &fonts.bold] {
            for (from, to) in drawn {
                for c in (from..=to).filter_map(char::from_u32) {
                    assert_ne!(font.primary.glyph_id(c).0, 0, "U+{:04X} {c}", u32::from(c));
                }
            }
            for c in "½¼¾·×±°–—‘’“”•…′″⁄⁰¹²₀₁=".chars() {
                assert_ne!(font.primary.glyph_id(c).0, 0, "{c}");
            }
            for c in "😀אا語ก".chars() {
                assert!(font.chain().iter().any(|f| f.has(c)), "{c}");
            }
            for c in "→−⅓✓★\u{301}".chars() {
                assert!(!font.chain().iter().any(|f| f.has(c)), "{c}");
            }
        }
    }

    #[test]
    fn columns_fit_their_widest_text_and_a_long_name_is_cut() {
        let fonts = Fonts::load().unwrap();
        let long = "Maximilian Alexander von Habsburg-Lothringen";
        let cut = Text::new(&fonts.regular, CELL_PX, long, MAX_TEXT);
        assert!(cut.text.ends_with('…'), "{}", cut.text);
        assert!(cut.width <= MAX_TEXT);
        // About 24 characters of a name stay.
        let kept = cut.text.chars().count();
        assert!((20..=30).contains(&kept), "{kept}: {}", cut.text);

        let header = "Player of the tournament";
        let mut table = TablePicture::new("t", vec![Column::left(header), Column::right("#")]);
        table.rows.push(vec![Cell::plain(long), Cell::plain("1")]);
        let wide = draw(&fonts, &table).unwrap().width();
        table.rows[0][0] = Cell::plain("Al");
        let narrow = draw(&fonts, &table).unwrap().width();
        assert!(narrow < wide);
        // The header is wider than "Al": it sets the column's width.
        let first = text_width(&fonts.bold, HEADER_PX, header).ceil() as u32 + 2 * CELL_PAD;
        assert!(first + MIN_COLUMN > MIN_CONTENT);
        assert_eq!(narrow, first + MIN_COLUMN + 2 * PAD);
    }
}
