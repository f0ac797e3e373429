//! Text ids of enums as stored.

use rules::{Color, Variant};

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

/// `days` as seconds, refusing values outside the schema's 1..=14.
pub(crate) fn check_days(days: u32) -> crate::Result<i64> {
    if (1..=14).contains(&days) {
        Ok(i64::from(days) * 86_400)
    } else {
        Err(crate::Error::Invalid(format!(
            "days per move must be 1 to 14, not {days}"
        )))
    }
}
