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

/// `days` as seconds, refusing anything but the offered [`DaysPerMove`](crate::DaysPerMove).
pub(crate) fn check_days(days: u32) -> crate::Result<i64> {
    match crate::DaysPerMove::new(days) {
        Some(d) => Ok(i64::from(d.get()) * crate::policy::DAY),
        None => Err(crate::Error::Invalid(format!(
            "days per move must be {}, not {days}",
            crate::DaysPerMove::choices_text()
        ))),
    }
}
