//! The languages Sanctum speaks, and how each face names them.

use std::fmt;

/// A language Sanctum speaks. English is the source every other is translated from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the source.
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish (Spain's and Latin America's Discord locales alike).
    Es,
    /// Brazilian Portuguese.
    PtBr,
    /// Russian.
    Ru,
    /// Simplified Chinese.
    ZhCn,
}

impl Lang {
    /// Every language, English first (the order of the translation files).
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::De,
        Lang::Fr,
        Lang::Es,
        Lang::PtBr,
        Lang::Ru,
        Lang::ZhCn,
    ];

    /// Its BCP 47 tag, which also names its translation files: `en`, `pt-BR`.
    pub const fn id(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::PtBr => "pt-BR",
            Lang::Ru => "ru",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The locales Discord names it by, for a command's localizations.
    pub const fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::PtBr => &["pt-BR"],
            Lang::Ru => &["ru"],
            Lang::ZhCn => &["zh-CN"],
        }
    }

    /// Its name in itself, for a menu of languages: `Deutsch`.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::PtBr => "Português do Brasil",
            Lang::Ru => "Русский",
            Lang::ZhCn => "简体中文",
        }
    }

    /// The language a tag names, from Discord (`pt-BR`, `es-419`), a browser
    /// (`de-AT`, `zh-Hans-CN`) or the environment (`fr_FR.UTF-8`), in any case. A
    /// language Sanctum does not speak (`ja`, or Traditional Chinese) is `None`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or_default();
        let lower = tag.trim().replace('_', "-").to_ascii_lowercase();
        let mut parts = lower.split('-');
        let primary = parts.next().unwrap_or_default();
        let rest: Vec<&str> = parts.collect();
        Some(match primary {
            "en" => Lang::En,
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "pt" => Lang::PtBr,
            "ru" => Lang::Ru,
            "zh" if rest
                .iter()
                .any(|p| matches!(*p, "tw" | "hk" | "mo" | "hant")) =>
            {
                return None;
            }
            "zh" => Lang::ZhCn,
            _ => return None,
        })
    }

    /// The most wanted language Sanctum speaks in an `Accept-Language` header
    /// (`ru-RU,ru;q=0.9,en;q=0.8`); `None` if it names none of them.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut wanted: Vec<(f32, usize, Lang)> = header
            .split(',')
            .take(32)
            .enumerate()
            .filter_map(|(i, item)| {
                let mut parts = item.split(';');
                let lang = Lang::from_tag(parts.next()?)?;
                let q = parts
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (q > 0.0).then_some((q, i, lang))
            })
            .collect();
        wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        wanted.first().map(|w| w.2)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_from_every_face_are_read() {
        assert_eq!(Lang::from_tag("pt-BR"), Some(Lang::PtBr));
        assert_eq!(Lang::from_tag("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_tag("zh-TW"), None);
        assert_eq!(Lang::from_tag("ja"), None);
        assert_eq!(Lang::from_tag("C"), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.id()), Some(lang));
            for code in lang.discord_locales() {
                assert_eq!(Lang::from_tag(code), Some(lang));
            }
        }
    }

    #[test]
    fn accept_language_takes_the_most_wanted_known_language() {
        assert_eq!(
            Lang::from_accept_language("ja,ru-RU;q=0.9,en;q=0.8"),
            Some(Lang::Ru)
        );
        assert_eq!(
            Lang::from_accept_language("en;q=0.5, de;q=0.7"),
            Some(Lang::De)
        );
        assert_eq!(Lang::from_accept_language("de;q=0, ja"), None);
        assert_eq!(Lang::from_accept_language(""), None);
    }
}
