//! Text ids of enums as stored, and turning a bad stored value into a typed error.

use rules::{Color, Variant};

/// A stored value the schema should have made impossible.
#[derive(Debug)]
struct BadValue(String);

impl std::fmt::Display for BadValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadValue {}

/// A conversion error for column `col`; it surfaces as [`crate::Error::CorruptDatabase`].
pub(crate) fn bad(col: usize, what: String) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        col,
        rusqlite::types::Type::Text,
        Box::new(BadValue(what)),
    )
}

/// Reads a text column and parses it with `parse`.
pub(crate) fn parsed<T>(
    row: &rusqlite::Row<'_>,
    col: usize,
    parse: fn(&str) -> Option<T>,
) -> rusqlite::Result<T> {
    let s: String = row.get(col)?;
    parse(&s).ok_or_else(|| bad(col, format!("unexpected value {s:?}")))
}

/// Reads a nullable text column and parses it with `parse`.
pub(crate) fn parsed_opt<T>(
    row: &rusqlite::Row<'_>,
    col: usize,
    parse: fn(&str) -> Option<T>,
) -> rusqlite::Result<Option<T>> {
    let s: Option<String> = row.get(col)?;
    s.map(|s| parse(&s).ok_or_else(|| bad(col, format!("unexpected value {s:?}"))))
        .transpose()
}

/// Reads a non-negative integer column as `u32`.
pub(crate) fn get_u32(row: &rusqlite::Row<'_>, col: usize) -> rusqlite::Result<u32> {
    let v: i64 = row.get(col)?;
    u32::try_from(v).map_err(|_| bad(col, format!("out of range: {v}")))
}

/// The variant's stored id.
pub(crate) fn variant_from_id(s: &str) -> Option<Variant> {
    Variant::ALL.into_iter().find(|v| v.id() == s)
}

/// The colour's stored id: `white` or `black`.
pub(crate) const fn color_id(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Parses [`color_id`].
pub(crate) fn color_from_id(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// `days` as seconds, refusing anything but the offered [`DaysPerMove`](crate::DaysPerMove).
pub(crate) fn check_days(days: u32) -> crate::Result<i64> {
    match crate::DaysPerMove::new(days) {
        Some(d) => Ok(i64::from(d.get()) * 86_400),
        None => Err(crate::Error::Invalid(format!(
            "days per move must be {}, not {days}",
            crate::DaysPerMove::choices_text()
        ))),
    }
}
