use super::components::*;
use super::*;
use proptest::prelude::*;

fn row(n: usize, from: usize) -> Inner {
    Inner::Row(ActionRow {
        components: (0..n)
            .map(|i| {
                button(Button::action(
                    format!("id-{}", from + i),
                    "Press".into(),
                    Style::Primary,
                ))
            })
            .collect(),
    })
}

fn texts(n: usize, each: usize) -> Vec<Inner> {
    (0..n)
        .map(|_| {
            Inner::Text(TextDisplay {
                content: "x".repeat(each),
            })
        })
        .collect()
}

fn gallery(n: usize, alt: usize) -> Inner {
    Inner::Gallery(MediaGallery {
        items: (0..n)
            .map(|i| MediaItem {
                media: Media {
                    url: format!("attachment://b{i}.png"),
                },
                description: Some("a".repeat(alt)),
                spoiler: false,
            })
            .collect(),
    })
}

fn boxed(components: Vec<Inner>) -> Vec<Top> {
    vec![Top::Container(Container {
        accent_color: Some(0x00_33_66),
        components,
    })]
}

#[test]
fn each_documented_limit_is_refused_one_past_it() {
    assert_eq!(Card::new(vec![]), Err(CardError::Empty));
    // 40 components: a container and 39 texts; one more is too many.
    assert!(Card::new(boxed(texts(39, 1))).is_ok());
    assert_eq!(
        Card::new(boxed(texts(40, 1))),
        Err(CardError::TooManyComponents(41))
    );
    // Buttons count too: a container, a row and its five buttons are seven.
    assert!(Card::new(boxed([texts(33, 1), vec![row(5, 0)]].concat())).is_ok());
    assert!(matches!(
        Card::new(boxed([texts(34, 1), vec![row(5, 0)]].concat())),
        Err(CardError::TooManyComponents(41))
    ));
    assert!(Card::new(boxed(texts(4, 1000))).is_ok());
    assert_eq!(
        Card::new(boxed([texts(4, 1000), texts(1, 1)].concat())),
        Err(CardError::TooMuchText(4001))
    );
    assert_eq!(Card::new(boxed(vec![row(6, 0)])), Err(CardError::Row(6)));
    assert_eq!(Card::new(boxed(vec![row(0, 0)])), Err(CardError::Row(0)));
    assert_eq!(
        Card::new(boxed(vec![row(2, 0), row(2, 1)])),
        Err(CardError::DuplicateId("id-1".into()))
    );
    let long = |label: usize, id: usize| {
        Card::new(boxed(vec![Inner::Row(ActionRow {
            components: vec![button(Button::action(
                "i".repeat(id),
                "l".repeat(label),
                Style::Danger,
            ))],
        })]))
    };
    assert!(long(80, 100).is_ok());
    assert_eq!(long(81, 1), Err(CardError::Label(81)));
    assert_eq!(long(0, 1), Err(CardError::Label(0)));
    assert!(matches!(long(1, 101), Err(CardError::ButtonTarget(_))));
    assert!(Card::new(boxed(vec![gallery(10, 1024)])).is_ok());
    assert_eq!(
        Card::new(boxed(vec![gallery(11, 1)])),
        Err(CardError::Gallery(11))
    );
    assert_eq!(
        Card::new(boxed(vec![gallery(1, 1025)])),
        Err(CardError::Description(1025))
    );
    let section = |n: usize| {
        Card::new(boxed(vec![Inner::Section(Section {
            components: (0..n).map(|_| text("t".into())).collect(),
            accessory: Accessory::Button(Button::link("https://example.org".into(), "View".into())),
        })]))
    };
    assert!(section(3).is_ok());
    assert_eq!(section(4), Err(CardError::Section(4)));
    assert_eq!(section(0), Err(CardError::Section(0)));
    assert!(matches!(
        Card::new(boxed(vec![Inner::Row(ActionRow {
            components: vec![button(Button::link("ftp://x".into(), "x".into()))],
        })])),
        Err(CardError::ButtonTarget(_))
    ));
    assert_eq!(Card::new(boxed(texts(1, 0))), Err(CardError::EmptyText));
}

#[test]
fn a_card_serialises_to_discords_json() {
    let card = Card::new(boxed(vec![
        Inner::Section(Section {
            components: vec![text("**alice** played e4".into())],
            accessory: Accessory::Button(Button::link(
                "https://example.org/g/1".into(),
                "View".into(),
            )),
        }),
        gallery(1, 5),
        row(2, 0),
        Inner::Separator(Separator {
            divider: true,
            spacing: 1,
        }),
    ]))
    .expect("within the limits");
    let json = serde_json::to_value(&card).expect("serialises");
    let expected = serde_json::json!([{
    "type": 17, "accent_color": 0x00_33_66, "components": [
        {"type": 9, "components": [{"type": 10, "content": "**alice** played e4"}],
         "accessory": {"type": 2, "style": 5, "label": "View", "url": "https://example.org/g/1"}},
        {"type": 12, "items": [{"media": {"url": "attachment://b0.png"}, "description": "aaaaa", "spoiler": false}]},
        {"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Press", "custom_id": "id-0"},
            {"type": 2, "style": 1, "label": "Press", "custom_id": "id-1"}]},
        {"type": 14, "divider": true, "spacing": 1},
    ]}]);
    assert_eq!(json, expected);
}

/// Counts components, text and checks rows the way Discord's documentation states
/// the limits, independently of [`Card::new`].
fn within_limits(parts: &[(u8, usize, usize)]) -> bool {
    // (kind, n, size): 0 text of `size` chars, 1 row of `n` buttons, 2 gallery of `n`
    // items with `size`-character alt text.
    let mut components = 1;
    let mut chars = 0;
    for (kind, n, size) in parts {
        match kind {
            0 => {
                components += 1;
                chars += size;
                if *size == 0 {
                    return false;
                }
            }
            1 => {
                components += 1 + n;
                if *n == 0 || *n > 5 {
                    return false;
                }
            }
            _ => {
                components += 1;
                if *n == 0 || *n > 10 || *size > 1024 {
                    return false;
                }
            }
        }
    }
    components <= 40 && chars <= 4000
}

proptest! {
    #[test]
    fn a_card_is_made_exactly_when_it_keeps_discords_limits(
        parts in prop::collection::vec((0u8..3, 0usize..8, 0usize..1400), 0..16)
    ) {
        let mut next_id = 0;
        let inner: Vec<Inner> = parts
            .iter()
            .map(|(kind, n, size)| match kind {
                0 => Inner::Text(TextDisplay { content: "y".repeat(*size) }),
                1 => {
                    let r = row(*n, next_id);
                    next_id += n;
                    r
                }
                _ => gallery(*n, *size),
            })
            .collect();
        let card = Card::new(boxed(inner));
        prop_assert_eq!(card.is_ok(), within_limits(&parts), "{:?}", card);
        if let Ok(card) = card {
            // What goes to Discord holds what was checked: every text, every button.
            let json = serde_json::to_value(&card).expect("serialises");
            let text: usize = json[0]["components"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|c| c["type"] == 10)
                .map(|c| c["content"].as_str().map_or(0, |t| t.chars().count()))
                .sum();
            prop_assert!(text <= MAX_TEXT);
            let buttons = buttons_in(&serde_json::json!({"components": json}));
            // Test ids are no actions of Sanctum's: none is read back as one.
            prop_assert!(buttons.is_empty());
        }
    }
}

fn board_reply() -> Reply {
    let board = service::BoardPicture {
        game: Some(data::GameId(12)),
        variant: rules::Variant::Sanctuary,
        fen: String::new(),
        orientation: rules::Color::White,
        last_move: None,
        ply: 3,
        file_name: "game-12-ply-3.png".into(),
        png: Some(vec![0x89, b'P', b'N', b'G']),
        alt: "White to move. White: king e1.".into(),
        words: None,
    };
    let text = service::Text::new()
        .strong("alice")
        .plain(" played e4")
        .line()
        .plain("Your move, ")
        .user(data::UserId(2))
        .plain(".");
    Reply::public(text)
        .with_board(board)
        .ping([data::UserId(2)])
}

#[test]
fn a_board_reply_is_a_card_with_its_picture_alt_text_and_pings() {
    let ids = CommandIds::default();
    let (payload, file) = card_for(&board_reply(), &ids).expect("a card");
    let json = payload.json();
    assert_eq!(json["flags"], IS_COMPONENTS_V2);
    assert!(json.get("content").is_none() && json.get("embeds").is_none());
    let card = &json["components"][0];
    assert_eq!(card["type"], 17);
    assert_eq!(card["accent_color"], accent(&board_reply()));
    let gallery = card["components"]
        .as_array()
        .expect("components")
        .iter()
        .find(|c| c["type"] == 12)
        .expect("a gallery");
    assert_eq!(
        gallery["items"][0]["media"]["url"],
        "attachment://game-12-ply-3.png"
    );
    assert_eq!(
        gallery["items"][0]["description"],
        "White to move. White: king e1."
    );
    assert_eq!(json["attachments"][0]["filename"], "game-12-ply-3.png");
    assert_eq!(file.filename, "game-12-ply-3.png");
    assert_eq!(
        json["allowed_mentions"],
        serde_json::json!({"parse": [], "users": ["2"], "roles": []})
    );
    // The reply's own words, headline first.
    assert_eq!(card["components"][0]["content"], "**alice** played e4");
    assert_eq!(card["components"][1]["content"], "Your move, <@2>.");
}

#[test]
fn text_alone_and_two_files_stay_messages() {
    let ids = CommandIds::default();
    assert!(card_for(&Reply::public("hello"), &ids).is_none());
    let with_pgn = board_reply().with_file(service::Attachment::file(
        "game.pgn".into(),
        b"1. e4".to_vec(),
    ));
    assert!(card_for(&with_pgn, &ids).is_none());
}

#[test]
fn a_tournaments_standings_are_a_card_and_other_pictures_stay_messages() {
    let ids = CommandIds::default();
    let picture =
        || service::Attachment::file("t-3-crosstable.png".into(), vec![0x89, b'P', b'N', b'G']);
    let standings = Reply::private("Standings")
        .about(service::Page::Tournament(data::TournamentId(3)))
        .with_file(picture());
    let (payload, file) = card_for(&standings, &ids).expect("a card");
    assert_eq!(file.filename, "t-3-crosstable.png");
    assert_eq!(payload.flags, IS_COMPONENTS_V2 | EPHEMERAL);
    let json = payload.json();
    assert_eq!(json["components"][0]["accent_color"], accent(&standings));
    assert_ne!(
        accent(&standings),
        accent(
            &Reply::private("Standings")
                .about(service::Page::Tournament(data::TournamentId(4)))
                .with_file(picture())
        )
    );
    // A graph or a table about nothing kept stays a message with its file.
    assert!(card_for(&Reply::private("Graph").with_file(picture()), &ids).is_none());
    // So does a tournament's TRF.
    let trf = Reply::private("TRF")
        .about(service::Page::Tournament(data::TournamentId(3)))
        .with_file(service::Attachment::file("t.trf".into(), b"012".to_vec()));
    assert!(card_for(&trf, &ids).is_none());
}

#[test]
fn each_game_keeps_its_colour_and_neighbours_differ() {
    let colour = |game: i64, variant| {
        let mut r = board_reply();
        if let Some(b) = r.board.as_mut() {
            b.game = Some(data::GameId(game));
            b.variant = variant;
        }
        accent(&r)
    };
    assert_eq!(
        colour(5, rules::Variant::Chess),
        colour(5, rules::Variant::Chess)
    );
    assert_ne!(
        colour(5, rules::Variant::Chess),
        colour(6, rules::Variant::Chess)
    );
    assert_ne!(
        colour(5, rules::Variant::Chess),
        colour(5, rules::Variant::Scepter)
    );
    assert_eq!(hsl(0, 1.0, 0.5), 0xFF_00_00);
    assert_eq!(hsl(120, 1.0, 0.5), 0x00_FF_00);
}

#[test]
fn a_cards_buttons_are_found_and_disabled_inside_its_container() {
    let id = Action::AcceptChallenge(data::ChallengeId(1)).custom_id();
    let message = serde_json::json!({"flags": IS_COMPONENTS_V2, "components": [{
        "type": 17, "components": [
            {"type": 12, "items": [{"media": {"url": "https://cdn/x.png", "proxy_url": "p", "width": 3}}]},
            {"type": 1, "components": [
                {"type": 2, "style": 1, "label": "Accept", "custom_id": id},
                {"type": 2, "style": 5, "label": "View", "url": "https://example.org"}]}]}]});
    assert!(is_card(&message));
    let found = buttons_in(&message);
    assert_eq!(found.len(), 1, "the link is no button of Sanctum's");
    assert_eq!(
        found[0].action,
        Action::AcceptChallenge(data::ChallengeId(1))
    );
    let tree = disabled(&message);
    let row = &tree[0]["components"][1]["components"];
    assert_eq!(row[0]["disabled"], true);
    assert!(row[1].get("disabled").is_none());
    assert_eq!(
        tree[0]["components"][0]["items"][0]["media"],
        serde_json::json!({"url": "https://cdn/x.png"})
    );
}
