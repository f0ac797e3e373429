//! The catalogue's fixed choices as Discord option choices: the menus players pick
//! from are built from the same lists the service and the console read.

use data::{ColorWish, DaysPerMove};
use poise::CommandParameterChoice;
use rules::Variant;
use service::OptionKind;
use service::catalogue::menu_variants;
use std::borrow::Cow;

/// A value with a fixed list of choices in the catalogue.
pub trait Menu: Sized + Copy + PartialEq + Send + Sync + 'static {
    /// Which catalogue kind lists the choices.
    const KIND: OptionKind;
    /// Every value, in the catalogue's menu order.
    fn all() -> Vec<Self>;
}

impl Menu for Variant {
    const KIND: OptionKind = OptionKind::Variant;
    fn all() -> Vec<Variant> {
        menu_variants().collect()
    }
}

impl Menu for ColorWish {
    const KIND: OptionKind = OptionKind::Color;
    fn all() -> Vec<ColorWish> {
        ColorWish::ALL.to_vec()
    }
}

impl Menu for DaysPerMove {
    const KIND: OptionKind = OptionKind::Days;
    fn all() -> Vec<DaysPerMove> {
        DaysPerMove::ALL.to_vec()
    }
}

impl Menu for data::Orientation {
    const KIND: OptionKind = OptionKind::Orientation;
    fn all() -> Vec<data::Orientation> {
        data::Orientation::ALL.to_vec()
    }
}

impl Menu for render::Theme {
    const KIND: OptionKind = OptionKind::Theme;
    fn all() -> Vec<render::Theme> {
        render::Theme::ALL.to_vec()
    }
}

/// A value picked from a Discord menu.
#[derive(Debug, Clone, Copy)]
pub struct Pick<T>(pub T);

impl<T: Menu> poise::ChoiceParameter for Pick<T> {
    fn list() -> Cow<'static, [CommandParameterChoice]> {
        T::KIND
            .choices()
            .into_iter()
            .map(|c| CommandParameterChoice {
                name: c.label.into(),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        T::all().get(index).copied().map(Pick)
    }

    fn from_name(name: &str) -> Option<Self> {
        let labels = T::KIND.choices();
        let index = labels.iter().position(|c| c.label == name)?;
        Self::from_index(index)
    }

    fn name(&self) -> &'static str {
        let index = T::all().iter().position(|v| *v == self.0);
        index
            .and_then(|i| T::KIND.choices().get(i).map(|c| c.label))
            .unwrap_or("")
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn menus_follow_the_catalogue_and_round_trip() {
        let labels: Vec<String> = Pick::<Variant>::list()
            .iter()
            .map(|c| c.name.to_string())
            .collect();
        assert_eq!(labels, ["sanctuary", "scepter", "chess"]);
        assert_eq!(Pick::<DaysPerMove>::list().len(), DaysPerMove::ALL.len());
        for (i, d) in DaysPerMove::ALL.into_iter().enumerate() {
            let picked = Pick::<DaysPerMove>::from_index(i).map(|p| p.0);
            assert_eq!(picked, Some(d));
            assert_eq!(Pick(d).name(), d.label());
            assert_eq!(
                Pick::<DaysPerMove>::from_name(d.label()).map(|p| p.0),
                Some(d)
            );
        }
        assert!(Pick::<ColorWish>::from_index(3).is_none());
        assert_eq!(
            Pick::<render::Theme>::from_name("colorblind").map(|p| p.0),
            Some(render::Theme::ColorBlind)
        );
        assert_eq!(
            Pick::<data::Orientation>::from_index(1).map(|p| p.0),
            Some(data::Orientation::Mine)
        );
    }
}
