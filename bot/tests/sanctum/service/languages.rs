//! Who reads an answer in which language, through the service's API: the asker's
//! private answer in their own, the channel's in its server's, a direct message to
//! someone else in the language Discord last gave for them, and a post into another
//! server's channel in that server's.

use bot_testkit::table::{Table, user};
use service::{Lang, Locales, Msg, Readers, Reply, Response, Text};

/// A reply of each kind, all saying the same message.
fn one_of_each(elsewhere: data::ChannelId) -> Response {
    let said = || Text::from(Msg::new("color-white"));
    Response {
        replies: vec![
            Reply::private(said()),
            Reply::public(said()),
            Reply::direct(user("bob"), said()),
            Reply::public(said()).in_channel(elsewhere),
            Reply::direct(user("alice"), said()),
        ],
        ..Response::default()
    }
}

#[test]
fn each_reader_reads_their_own_language() {
    let t = Table::new();
    let place = t.place();
    // Bob last used Russian; another server chose Chinese and has a channel Sanctum knows.
    t.svc.remember_locale_of(user("bob"), "ru");
    let other = data::GuildId(place.guild.0 + 1);
    let elsewhere = data::ChannelId(place.channel.0 + 1_000);
    t.svc.remember_locale_of(user("carol"), "en-US");
    t.svc.readers(
        Some(other),
        &Locales {
            user: "en-US".into(),
            guild: Some("zh-CN".into()),
        },
    );
    t.store()
        .set_lobby_channel(other, Some(elsewhere), t.clock_now())
        .expect("the other server's lobby channel");
    // Alice asks in German on a French server.
    let readers = Readers {
        asker: Lang::De,
        channel: Lang::Fr,
    };
    let answer = t
        .svc
        .localize_answer(one_of_each(elsewhere), user("alice"), readers);
    let words: Vec<String> = answer.replies.iter().map(|r| r.text.to_string()).collect();
    let white = |lang| Msg::new("color-white").plain(lang);
    assert_eq!(
        words,
        [
            white(Lang::De),
            white(Lang::Fr),
            white(Lang::Ru),
            white(Lang::ZhCn),
            white(Lang::De),
        ]
    );
    assert_eq!(answer.replies[2].lang, Lang::Ru);
}
