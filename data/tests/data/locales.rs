//! Languages kept for later posts, on both backends: the locale Discord last gave for
//! a user or a server, a server's chosen language beside its other settings, and the
//! server a channel belongs to.

use data::{ChannelId, GuildId, GuildSettings};
use rules::Variant;
use testkit::{Backend, new_game};

fn seen_locales_are_kept_and_replaced(b: &Backend) {
    let store = b.open();
    assert_eq!(store.seen_locale(7).expect("db"), None);
    store.set_seen_locale(7, "de").expect("db");
    store.set_seen_locale(u64::MAX, "pt-BR").expect("db");
    store
        .set_seen_locale(7, "  ")
        .expect("a blank locale is ignored");
    assert_eq!(store.seen_locale(7).expect("db").as_deref(), Some("de"));
    store.set_seen_locale(7, "fr").expect("db");
    assert_eq!(store.seen_locale(7).expect("db").as_deref(), Some("fr"));
    assert_eq!(
        store.seen_locale(u64::MAX).expect("db").as_deref(),
        Some("pt-BR")
    );
}

fn a_servers_language_leaves_its_other_settings_alone(b: &Backend) {
    let store = b.open();
    let guild = GuildId(5);
    assert_eq!(store.guild_language(guild).expect("db"), None);
    store.set_guild_language(guild, Some("ru")).expect("db");
    assert_eq!(
        store.guild_language(guild).expect("db").as_deref(),
        Some("ru")
    );
    assert_eq!(
        store.guild_settings(guild).expect("db"),
        GuildSettings::default()
    );
    let changed = GuildSettings {
        default_days: 7,
        ..GuildSettings::default()
    };
    store.set_guild_settings(guild, &changed).expect("db");
    assert_eq!(
        store.guild_language(guild).expect("db").as_deref(),
        Some("ru")
    );
    store.set_guild_language(guild, None).expect("db");
    assert_eq!(store.guild_language(guild).expect("db"), None);
    assert_eq!(store.guild_settings(guild).expect("db"), changed);
}

fn a_games_channel_names_its_server(b: &Backend) {
    let store = b.open();
    let game = new_game(&store, 3, 10, 11, Variant::Chess, false);
    assert_eq!(
        store.guild_of_channel(game.channel).expect("db"),
        Some(game.guild)
    );
    assert_eq!(
        store.guild_of_channel(ChannelId(999_999)).expect("db"),
        None
    );
}

testkit::both_backends!(
    seen_locales_are_kept_and_replaced,
    a_servers_language_leaves_its_other_settings_alone,
    a_games_channel_names_its_server,
);
