//! Every translation file: each feature's `locales/` folder, one `.ftl` file per
//! language, compiled into the binary so a release cannot lose one.

use crate::core::i18n::Lang;

/// Declares [`files`] from the folders that hold a `locales/` folder.
macro_rules! folders {
    ($($dir:literal,)*) => {
        /// Each folder's translation file in `lang`: `(folder, source)`.
        pub(crate) fn files(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
            const ALL: &[(&str, [&str; Lang::ALL.len()])] = &[$(
                (
                    $dir,
                    [
                        include_str!(concat!($dir, "/locales/en.ftl")),
                        include_str!(concat!($dir, "/locales/de.ftl")),
                        include_str!(concat!($dir, "/locales/fr.ftl")),
                        include_str!(concat!($dir, "/locales/es.ftl")),
                        include_str!(concat!($dir, "/locales/pt-BR.ftl")),
                        include_str!(concat!($dir, "/locales/ru.ftl")),
                        include_str!(concat!($dir, "/locales/zh-CN.ftl")),
                    ],
                ),
            )*];
            let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
            ALL.iter().map(move |(dir, sources)| (*dir, sources[index]))
        }
    };
}

folders! {
    ".",
    "community",
    "community/challenge",
    "community/lobby",
    "community/matches",
    "community/rematch",
    "community/tournament",
    "community/vote",
    "core",
    "game",
    "game/block",
    "game/conditional",
    "game/engine_games",
    "game/moretime",
    "game/notes",
    "game/offers",
    "game/settings",
    "game/vacation",
    "learn",
    "learn/puzzle",
    "learn/review",
    "pages",
}
