//! Days per move: the one list of what a game may give each move.

use std::fmt;

/// How long each move may take, in days: one of [`DaysPerMove::ALL`].
///
/// Correspondence sites offer a handful of fixed choices rather than any number, so
/// players recognise each other's settings at a glance; every part of Sanctum (the
/// store's checks, Discord's option choices, the console, the help) reads this list.
///
/// ```
/// use data::DaysPerMove;
/// assert_eq!(DaysPerMove::new(3).map(DaysPerMove::get), Some(3));
/// assert_eq!(DaysPerMove::new(4), None);
/// assert_eq!(DaysPerMove::THREE.to_string(), "3 days");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DaysPerMove(u8);

impl DaysPerMove {
    /// Every choice, shortest first.
    pub const ALL: [DaysPerMove; 7] = [
        DaysPerMove(1),
        DaysPerMove(2),
        DaysPerMove(3),
        DaysPerMove(5),
        DaysPerMove(7),
        DaysPerMove(10),
        DaysPerMove(14),
    ];

    /// Three days: the default of a new server.
    pub const THREE: DaysPerMove = DaysPerMove(3);

    /// The choice of `days`, or `None` if it is not offered.
    pub fn new(days: u32) -> Option<DaysPerMove> {
        DaysPerMove::ALL
            .into_iter()
            .find(|d| u32::from(d.0) == days)
    }

    /// The number of days.
    pub const fn get(self) -> u32 {
        self.0 as u32
    }

    /// `1 day`, `3 days`: the label players read (and Discord's choice names).
    pub const fn label(self) -> &'static str {
        match self.0 {
            1 => "1 day",
            2 => "2 days",
            3 => "3 days",
            5 => "5 days",
            7 => "7 days",
            10 => "10 days",
            _ => "14 days",
        }
    }

    /// `1, 2, 3, 5, 7, 10 or 14`: the choices in a sentence.
    pub fn choices_text() -> String {
        let all: Vec<String> = DaysPerMove::ALL.iter().map(|d| d.0.to_string()).collect();
        let (last, rest) = all
            .split_last()
            .map_or((String::new(), &[][..]), |(l, r)| (l.clone(), r));
        format!("{} or {last}", rest.join(", "))
    }
}

impl fmt::Display for DaysPerMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

#[cfg(test)]
mod tests {
    use super::DaysPerMove;

    #[test]
    fn every_choice_round_trips_and_has_its_label() {
        for d in DaysPerMove::ALL {
            assert_eq!(DaysPerMove::new(d.get()), Some(d));
            assert!(d.label().starts_with(&d.get().to_string()));
        }
        assert_eq!(DaysPerMove::choices_text(), "1, 2, 3, 5, 7, 10 or 14");
        for bad in [0, 4, 6, 15, u32::MAX] {
            assert_eq!(DaysPerMove::new(bad), None);
        }
    }
}
