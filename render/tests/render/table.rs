//! Table pictures: their size follows their rows and columns, tones colour the cells,
//! oversized tables are refused with an error, and no text makes them fail.

use crate::common::{self, Image, decode_png, renderer};
use proptest::prelude::*;
use render::{Cell, CellTone, Column, RenderError, TablePicture, colors};

fn render(table: &TablePicture) -> common::Image {
    decode_png(
        &renderer()
            .table_png(table)
            .expect("a table within the limits"),
    )
}

/// A table of `columns` game columns and `rows` rows of plain results.
fn grid(rows: usize, columns: usize) -> TablePicture {
    let mut cols = vec![Column::right("#"), Column::left("Player")];
    cols.extend((1..=columns).map(|i| Column::center(i.to_string())));
    let mut table = TablePicture::new("Crosstable", cols);
    for r in 0..rows {
        let mut row = vec![
            Cell::plain((r + 1).to_string()),
            Cell::plain(format!("player {r}")),
        ];
        row.extend((0..columns).map(|_| Cell::plain("½")));
        table.rows.push(row);
    }
    table
}

fn count(img: &common::Image, rgb: [u8; 3]) -> usize {
    img.rgb.chunks_exact(3).filter(|p| *p == rgb).count()
}

#[test]
fn the_picture_grows_by_a_fixed_height_per_row_and_by_each_column() {
    // Rows of the same widths: "player 1" to "player 4".
    let sizes: Vec<(u32, u32)> = (1..5)
        .map(|rows| {
            let img = render(&grid(rows, 3));
            (img.width, img.height)
        })
        .collect();
    let step = sizes[1].1 - sizes[0].1;
    assert!(step >= 20, "rows are {step} px high");
    for pair in sizes.windows(2) {
        assert_eq!(pair[0].0, pair[1].0, "the width does not change with rows");
        assert_eq!(pair[1].1 - pair[0].1, step, "every row has the same height");
    }
    let widths: Vec<u32> = (3..7).map(|cols| render(&grid(4, cols)).width).collect();
    assert!(widths.windows(2).all(|w| w[1] > w[0]), "{widths:?}");
    let heights: Vec<u32> = (3..7).map(|cols| render(&grid(4, cols)).height).collect();
    assert!(heights.iter().all(|&h| h == heights[0]), "{heights:?}");
}

#[test]
fn a_wider_text_widens_its_column() {
    let mut table = grid(3, 2);
    let before = render(&table).width;
    table.rows[1][1] = Cell::plain("Maximilian von Habsburg");
    let after = render(&table).width;
    assert!(after > before + 50, "{before} -> {after}");
    // A name of a megabyte is shortened, not drawn across the screen.
    table.rows[1][1] = Cell::plain("Maximilian von Habsburg ".repeat(50_000));
    let longest = render(&table).width;
    assert!(longest < after + 80, "{after} -> {longest}");
}

/// The runs of at least 20 pixels of `rgb` in a row, as (y, first x, last x): fills,
/// not the anti-aliased edges of text, which never repeat a shade that long.
fn runs(img: &common::Image, rgb: [u8; 3]) -> Vec<(u32, u32, u32)> {
    let mut out = Vec::new();
    for y in 0..img.height {
        let mut start = None;
        for x in 0..=img.width {
            let inside = x < img.width && img.pixel(x, y) == rgb;
            match (inside, start) {
                (true, None) => start = Some(x),
                (false, Some(x0)) => {
                    if x - x0 >= 20 {
                        out.push((y, x0, x - 1));
                    }
                    start = None;
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn tones_colour_their_cells_and_only_theirs() {
    let plain = render(&grid(3, 3));
    assert!(count(&plain, colors::TABLE_BACKGROUND) > 1000);
    for (tone, rgb) in [
        (CellTone::Win, colors::TABLE_WIN),
        (CellTone::Draw, colors::TABLE_DRAW),
        (CellTone::Loss, colors::TABLE_LOSS),
        (CellTone::Own, colors::TABLE_OWN),
    ] {
        assert!(runs(&plain, rgb).is_empty(), "{tone:?} on a plain table");
        let mut table = grid(3, 3);
        table.rows[1][3] = Cell::new("1", tone);
        let img = render(&table);
        let fill = runs(&img, rgb);
        // One cell, 26 px high: a run in each row but where the text splits it.
        assert!(fill.len() >= 10, "{tone:?}: {fill:?}");
        let x0 = fill.iter().map(|r| r.1).min().unwrap_or(0);
        let x1 = fill.iter().map(|r| r.2).max().unwrap_or(0);
        let y0 = fill.iter().map(|r| r.0).min().unwrap_or(0);
        let y1 = fill.iter().map(|r| r.0).max().unwrap_or(0);
        assert!(
            x1 - x0 < 60 && y1 - y0 < 30,
            "{tone:?}: {x0}..{x1} x {y0}..{y1}"
        );
        // The middle of three rows, in the fourth column: its centre is the tone's.
        assert!(
            y0 > img.height / 3 && y1 < img.height - 30,
            "{tone:?}: {y0}..{y1}"
        );
        assert_eq!(img.pixel(x0 + 2, y0.midpoint(y1)), rgb, "{tone:?}");
        assert_eq!(img.pixel(x1 - 2, y0.midpoint(y1)), rgb, "{tone:?}");
    }
}

#[test]
fn strong_and_pending_cells_change_the_text_only() {
    let base = render(&grid(2, 2));
    for tone in [CellTone::Strong, CellTone::Pending] {
        let mut table = grid(2, 2);
        table.rows[0][2] = Cell::new("½", tone);
        let img = render(&table);
        assert_eq!((img.width, img.height), (base.width, base.height));
        assert_ne!(img.rgb, base.rgb, "{tone:?} looks like plain");
        for rgb in [
            colors::TABLE_WIN,
            colors::TABLE_DRAW,
            colors::TABLE_LOSS,
            colors::TABLE_OWN,
        ] {
            assert!(runs(&img, rgb).is_empty(), "{tone:?} fills its cell");
        }
    }
}

fn too_large(result: Result<Vec<u8>, RenderError>) -> &'static str {
    match result {
        Err(RenderError::TableTooLarge { what, got, max }) => {
            assert!(got > max);
            what
        }
        other => panic!(
            "expected TableTooLarge, got {:?}",
            other.map(|png| png.len())
        ),
    }
}

#[test]
fn too_many_rows_or_columns_are_an_error() {
    let cols = TablePicture::MAX_COLUMNS - 2;
    assert!(renderer().table_png(&grid(1, cols)).is_ok());
    assert_eq!(
        too_large(renderer().table_png(&grid(1, cols + 1))),
        "columns"
    );
    let mut rows = TablePicture::new("Standings", vec![Column::right("#"), Column::right("Pts")]);
    rows.rows = (0..TablePicture::MAX_ROWS)
        .map(|i| vec![Cell::plain(i.to_string()), Cell::new("3", CellTone::Strong)])
        .collect();
    let img = render(&rows);
    assert!(img.height <= TablePicture::MAX_HEIGHT);
    rows.rows.push(Vec::new());
    assert_eq!(too_large(renderer().table_png(&rows)), "rows");
}

#[test]
fn an_over_wide_or_over_large_table_is_an_error() {
    let name = "Maximilian Alexander von Habsburg-Lothringen";
    let wide = TablePicture::new("Wide", vec![Column::left(name); TablePicture::MAX_COLUMNS]);
    assert_eq!(too_large(renderer().table_png(&wide)), "px of width");
    // Fifteen columns of names fit the width, but not 1,001 rows of them.
    let mut large = TablePicture::new("Large", vec![Column::left(name); 15]);
    assert!(renderer().table_png(&large).is_ok());
    large.rows = vec![vec![Cell::plain(name)]; TablePicture::MAX_ROWS];
    assert_eq!(too_large(renderer().table_png(&large)), "pixels");
}

#[test]
fn a_row_longer_than_the_header_is_an_error_and_a_shorter_one_is_padded() {
    let mut table = grid(2, 2);
    table.rows[1].truncate(1);
    let short = render(&table);
    assert_eq!((short.width, short.height), {
        let full = render(&grid(2, 2));
        (full.width, full.height)
    });
    table.rows[0].push(Cell::plain("extra"));
    match renderer().table_png(&table) {
        Err(RenderError::TableRow {
            row,
            cells,
            columns,
        }) => {
            assert_eq!((row, cells, columns), (0, 5, 4));
        }
        other => panic!("expected TableRow, got {:?}", other.map(|png| png.len())),
    }
}

#[test]
fn an_empty_table_still_draws() {
    let img = render(&TablePicture::default());
    assert!(img.width > 0 && img.height > 0);
    let titled = render(&TablePicture::new("Arena", Vec::new()).with_subtitle("Round 1"));
    assert!(
        titled.height > img.height,
        "the title and subtitle take room"
    );
}

/// A string that is anything: ASCII, any char (emoji, right-to-left scripts, control
/// characters, lone combining marks), whitespace only, or very long.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,40}",
        proptest::collection::vec(any::<char>(), 0..60).prop_map(|c| c.into_iter().collect()),
        Just(String::new()),
        Just("\u{0}\u{feff}\u{200b}\n\t\r \u{202e}".to_owned()),
        Just("שלום עולם مرحبا بالعالم 👩‍👩‍👧‍👦🏳️‍🌈 ½".to_owned()),
        (1usize..3000).prop_map(|n| "W".repeat(n)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_text_draws_or_is_refused_cleanly(
        title in any_text(),
        subtitle in proptest::option::of(any_text()),
        headers in proptest::collection::vec((any_text(), 0usize..3), 0..6),
        rows in proptest::collection::vec(
            proptest::collection::vec((any_text(), 0usize..7), 0..7),
            0..6,
        ),
        notes in proptest::collection::vec(any_text(), 0..4),
    ) {
        let aligns = [render::Align::Left, render::Align::Center, render::Align::Right];
        let tones = [
            CellTone::Plain, CellTone::Win, CellTone::Draw, CellTone::Loss,
            CellTone::Own, CellTone::Pending, CellTone::Strong,
        ];
        let table = TablePicture {
            title,
            subtitle,
            columns: headers.into_iter().map(|(h, a)| Column::new(h, aligns[a])).collect(),
            rows: rows
                .into_iter()
                .map(|r| r.into_iter().map(|(t, k)| Cell::new(t, tones[k])).collect())
                .collect(),
            notes,
        };
        let longest = table.rows.iter().map(Vec::len).max().unwrap_or(0);
        match renderer().table_png(&table) {
            Ok(png) => {
                prop_assert!(longest <= table.columns.len());
                let img = decode_png(&png);
                prop_assert!(img.width <= TablePicture::MAX_WIDTH);
                prop_assert!(img.height <= TablePicture::MAX_HEIGHT);
                prop_assert_eq!(img.rgb.len(), (img.width * img.height * 3) as usize);
            }
            Err(RenderError::TableRow { cells, columns, .. }) => {
                prop_assert!(cells > columns);
                prop_assert!(longest > table.columns.len());
            }
            Err(other) => prop_assert!(false, "unexpected error: {other}"),
        }
    }
}

#[test]
fn notes_are_drawn_under_the_table_and_capped() {
    let plain = grid(3, 3);
    let key = vec![
        "BH (Buchholz): the opponents' points added up".to_owned(),
        "SB (Sonneborn-Berger): the points of the opponents one beat, and half of those one drew"
            .to_owned(),
    ];
    let with = grid(3, 3).with_notes(key.clone());
    let (a, b) = (
        decode_png(&renderer().table_png(&plain).expect("drawn")),
        decode_png(&renderer().table_png(&with).expect("drawn")),
    );
    // Two lines and a gap lower, and as wide as the longer line needs.
    assert_eq!(b.height, a.height + 8 + 2 * 20);
    assert!(b.width > a.width, "{} vs {}", b.width, a.width);
    // Something is drawn in the space below the last row.
    let row = |img: &Image, y: u32| -> Vec<u8> {
        let w = img.width as usize * 3;
        img.rgb[y as usize * w..(y as usize + 1) * w].to_vec()
    };
    let band: Vec<Vec<u8>> = (a.height - 10..b.height - 10).map(|y| row(&b, y)).collect();
    assert!(
        band.iter().any(|r| r.chunks(3).any(|p| p != &r[0..3])),
        "the key is drawn"
    );
    let too_many = grid(3, 3).with_notes(vec!["a key".to_owned(); TablePicture::MAX_NOTES + 1]);
    assert!(matches!(
        renderer().table_png(&too_many),
        Err(RenderError::TableTooLarge { what: "notes", .. })
    ));
}

/// The points in quarters (a win 4, a draw 2) of player `i` in game `g` of two against
/// player `j` of an 8-player double round-robin; `None`: not finished yet.
fn game(i: usize, j: usize, g: usize) -> Option<u32> {
    if i > j {
        return game(j, i, g).map(|q| 4 - q);
    }
    // The last round's games of the bottom half are still being played.
    if g == 1 && i >= 4 && j >= 6 {
        return None;
    }
    let k = (i * 5 + j * 3 + g * 7) % 9;
    Some(if k < 3 + (j - i) / 2 {
        4
    } else if k < 6 {
        2
    } else {
        0
    })
}

/// Points given in quarters, as a crosstable writes them: `5½`, `½`, `43¾`, `0`.
fn points(quarters: u32) -> String {
    let tail = ["", "¼", "½", "¾"][(quarters % 4) as usize];
    match (quarters / 4, tail) {
        (0, "") => "0".to_owned(),
        (0, t) => t.to_owned(),
        (w, t) => format!("{w}{t}"),
    }
}

/// A sample crosstable: 8 players of a double round-robin, long and foreign names, own
/// squares, draws and games not finished.
pub fn sample_crosstable() -> TablePicture {
    let names = [
        "Maximilian Alexander von Habsburg-Lothringen",
        "Zoë Ångström-Łukasiewicz",
        "Владимир Крамник",
        "Αλέξανδρος Παπαδόπουλος",
        "bob",
        "magnus_fan_2024 🎉♞",
        "李明 (Li Ming)",
        "Nguyễn Thị Ánh",
    ];
    let n = names.len();
    let against =
        |i: usize, j: usize| -> Vec<u32> { (0..2).filter_map(|g| game(i, j, g)).collect() };
    let score = |i: usize| -> u32 { (0..n).filter(|&j| j != i).flat_map(|j| against(i, j)).sum() };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(score(i)));
    let mut columns = vec![Column::right("#"), Column::left("Player")];
    columns.extend((1..=n).map(|i| Column::center(i.to_string())));
    columns.extend([
        Column::right("Pts"),
        Column::right("SB"),
        Column::right("DE"),
        Column::right("Wins"),
    ]);
    let mut table = TablePicture::new("Spring Sanctuary Round-Robin — crosstable", columns)
        .with_subtitle("Double round-robin · 8 players · round 14 of 14 in progress");
    for (rank, &i) in order.iter().enumerate() {
        let mut row = vec![Cell::plain((rank + 1).to_string()), Cell::plain(names[i])];
        let (mut sb, mut wins) = (0, 0);
        for &j in &order {
            if i == j {
                row.push(Cell::new("", CellTone::Own));
                continue;
            }
            let text: Vec<String> = (0..2)
                .map(|g| game(i, j, g).map_or_else(|| "·".to_owned(), points))
                .collect();
            let played = against(i, j);
            let got: u32 = played.iter().sum();
            // Quarters times quarters, in quarters: both are whole halves.
            sb += got * score(j) / 4;
            wins += played.iter().filter(|&&q| q == 4).count();
            let tone = match (played.len(), got) {
                (0 | 1, _) => CellTone::Pending,
                (_, 5..) => CellTone::Win,
                (_, 4) => CellTone::Draw,
                _ => CellTone::Loss,
            };
            row.push(Cell::new(text.join(" "), tone));
        }
        // The direct encounter counts only between players on the same points.
        let tied: Vec<usize> = (0..n).filter(|&j| j != i && score(j) == score(i)).collect();
        let de = if tied.is_empty() {
            "–".to_owned()
        } else {
            points(tied.iter().flat_map(|&j| against(i, j)).sum())
        };
        row.extend([
            Cell::new(points(score(i)), CellTone::Strong),
            Cell::plain(points(sb)),
            Cell::plain(de),
            Cell::plain(wins.to_string()),
        ]);
        table.rows.push(row);
    }
    table
}

/// A sample of Swiss standings after five rounds, the last one still being played.
pub fn sample_swiss() -> TablePicture {
    let names = [
        "alice",
        "Bartholomew Featherstonehaugh-Cholmondeley",
        "carol",
        "Дмитрий",
        "eve",
        "Frédéric",
        "gösta",
        "heidi_the_great",
        "ivan",
        "Jürgen",
    ];
    let results = [
        ["W6 1", "B4 1", "W2 ½", "B3 1", "W5 ·"],
        ["B7 1", "W5 1", "B1 ½", "W4 ½", "B3 1"],
        ["W8 1", "B9 1", "W4 0", "B1 0", "W2 0"],
        ["B10 1", "W1 0", "B3 1", "B2 ½", "W6 1"],
        ["W9 ½", "B2 0", "W7 1", "B8 1", "B1 ·"],
        ["B1 0", "W10 1", "B8 ½", "W7 1", "B4 0"],
        ["W2 0", "B8 ½", "B5 0", "B6 0", "W9 1"],
        ["B3 0", "W7 ½", "W6 ½", "W5 0", "bye 1"],
        ["B5 ½", "W3 0", "bye 1", "W10 ½", "B7 0"],
        ["W4 0", "B6 0", "W9 ½", "B9 ½", "—"],
    ];
    let mut columns = vec![Column::right("#"), Column::left("Player")];
    columns.extend((1..=5).map(|r| Column::center(format!("R{r}"))));
    columns.extend([
        Column::right("Pts"),
        Column::right("Buch"),
        Column::right("SB"),
    ]);
    let mut table = TablePicture::new("Capture the Scepter Swiss — standings", columns)
        .with_subtitle("Round 5 of 7 · 10 players · 3+2");
    let value = |text: &str| -> Option<u32> {
        match text.rsplit(' ').next()? {
            "1" => Some(4),
            "½" => Some(2),
            "0" => Some(0),
            _ => None,
        }
    };
    let mut rows: Vec<(u32, Vec<Cell>)> = names
        .iter()
        .zip(results)
        .enumerate()
        .map(|(i, (name, games))| {
            let pts: u32 = games.iter().filter_map(|g| value(g)).sum();
            let mut row = vec![Cell::plain(""), Cell::plain(*name)];
            for g in games {
                let tone = match value(g) {
                    _ if g.starts_with("bye") => CellTone::Plain,
                    Some(4) => CellTone::Win,
                    Some(2) => CellTone::Draw,
                    Some(_) => CellTone::Loss,
                    None if g.ends_with('·') => CellTone::Pending,
                    // Absent from the round.
                    None => CellTone::Plain,
                };
                row.push(Cell::new(g, tone));
            }
            let buch = 40 + (i * 7 % 5) as u32 * 2;
            row.extend([
                Cell::new(points(pts), CellTone::Strong),
                Cell::plain(points(buch)),
                Cell::plain(points(pts * 11 / 4)),
            ]);
            (pts, row)
        })
        .collect();
    rows.sort_by_key(|r| std::cmp::Reverse(r.0));
    for (rank, (_, mut row)) in rows.into_iter().enumerate() {
        row[0] = Cell::plain((rank + 1).to_string());
        table.rows.push(row);
    }
    table
}

#[test]
fn the_samples_draw() {
    for (table, columns) in [(sample_crosstable(), 14), (sample_swiss(), 10)] {
        assert_eq!(table.columns.len(), columns);
        let img = render(&table);
        for rgb in [colors::TABLE_WIN, colors::TABLE_DRAW, colors::TABLE_LOSS] {
            assert!(!runs(&img, rgb).is_empty(), "{rgb:?}");
        }
    }
}
