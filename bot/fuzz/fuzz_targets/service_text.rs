//! The service's small text parsers and wording helpers a user reaches:
//! - variant names (`/rules`, `/leaderboard`, `/challenge`; the service's `parse_variant`
//!   is `str::parse::<Variant>`): what parses, parses back from its id and full name;
//! - `SANCTUM_SHARDS` (`first-last/total`): what parses has first <= last < total;
//! - `duration_text` / `relative_text` / `utc_text` and a moment rendered for Discord, on
//!   any i64 (the first 8 bytes): never panic, never empty;
//! - any text as plain words rendered for Discord: no unescaped markup survives.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::Variant;
use sanctum::discord::{CommandIds, ShardRange};
use service::{Text, duration_text, relative_text, utc_text};

fuzz_target!(|data: &[u8]| {
    if let Some(bytes) = data.first_chunk::<8>() {
        let n = i64::from_le_bytes(*bytes);
        for t in [n, n.wrapping_neg(), n / 7, i64::MIN, i64::MAX] {
            assert!(!duration_text(t).is_empty());
            let rel = relative_text(t);
            assert!(
                rel.starts_with("in ") || rel.ends_with(" ago"),
                "{t}: {rel}"
            );
            assert!(utc_text(t).ends_with(" UTC"), "{t}");
            let discord = CommandIds::default().render(&Text::new().moment(t));
            assert_eq!(discord, format!("<t:{t}:R>"));
        }
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // A player's words never turn into mentions or emphasis on Discord.
    let shown = CommandIds::default().render(&Text::from(text));
    assert!(
        !shown.replace("\\<", "").contains('<'),
        "{text:?} → {shown:?}"
    );
    if let Ok(v) = text.parse::<Variant>() {
        assert_eq!(v.id().parse::<Variant>(), Ok(v), "{text:?}");
        assert_eq!(v.name().parse::<Variant>(), Ok(v), "{text:?}");
        assert_eq!(
            text.to_uppercase().parse::<Variant>().ok(),
            Some(v),
            "{text:?}"
        );
    }
    if let Ok(r) = text.parse::<ShardRange>() {
        assert!(r.first <= r.last && r.last < r.total, "{text:?}");
        let again: ShardRange = format!("{}-{}/{}", r.first, r.last, r.total)
            .parse()
            .expect("a written range parses");
        assert_eq!(again, r);
    }
});
