//! Match proposals on both backends: one waiting between two servers at a time
//! however many captains ask at once, either way round; lapsed after their week, each
//! once; a server's refusal of another's proposals, and taking them again.

use data::{
    ChannelId, GuildId, MATCH_PROPOSAL_LIFETIME, MatchSide, MatchStatus, NewMatch, Proposal,
};
use rules::Variant;
use std::sync::{Barrier, Mutex};
use testkit::{Backend, T0};

fn side(guild: u64) -> MatchSide {
    MatchSide {
        guild: GuildId(guild),
        channel: ChannelId(guild * 10),
    }
}

fn proposal(home: u64, away: u64, at: i64) -> NewMatch {
    NewMatch {
        home: side(home),
        away: side(away),
        variant: Variant::Chess,
        days_per_move: 3,
        boards: 2,
        created_at: at,
    }
}

fn one_waiting_between_two_servers(b: &Backend) {
    let made = Mutex::new(Vec::new());
    let gate = Barrier::new(4);
    std::thread::scope(|s| {
        for i in 0..4 {
            let (made, gate) = (&made, &gate);
            s.spawn(move || {
                let store = b.open();
                // Half ask from one side, half from the other.
                let (home, away) = if i % 2 == 0 { (1, 2) } else { (2, 1) };
                gate.wait();
                let out = store.create_match(&proposal(home, away, T0)).expect("db");
                made.lock().expect("lock").push(out);
            });
        }
    });
    let made = made.into_inner().expect("lock");
    let first: Vec<_> = made
        .iter()
        .filter_map(|p| match p {
            Proposal::Made(m) => Some(m.id),
            _ => None,
        })
        .collect();
    assert_eq!(first.len(), 1, "{made:?}");
    assert!(
        made.iter()
            .all(|p| matches!(p, Proposal::Made(_)) || *p == Proposal::Pending(first[0])),
        "{made:?}"
    );
    // Another pair is not held up.
    let store = b.open();
    assert!(matches!(
        store.create_match(&proposal(1, 3, T0)).expect("db"),
        Proposal::Made(_)
    ));
    // A week on, both lapse, once; then the pair may propose again.
    let later = T0 + MATCH_PROPOSAL_LIFETIME;
    let lapsed = store.lapse_match_proposals(later).expect("db");
    assert_eq!(lapsed.len(), 2, "{lapsed:?}");
    assert!(lapsed.iter().all(|m| m.status == MatchStatus::Declined));
    assert!(store.lapse_match_proposals(later).expect("db").is_empty());
    assert!(matches!(
        store.create_match(&proposal(2, 1, later)).expect("db"),
        Proposal::Made(_)
    ));
}

fn a_server_refuses_another(b: &Backend) {
    let store = b.open();
    assert!(
        store
            .refuse_matches_from(GuildId(2), GuildId(1), T0)
            .expect("db")
    );
    assert!(
        !store
            .refuse_matches_from(GuildId(2), GuildId(1), T0)
            .expect("db")
    );
    assert_eq!(store.match_refusals(GuildId(2)).expect("db"), 1);
    assert_eq!(
        store.create_match(&proposal(1, 2, T0)).expect("db"),
        Proposal::Refused
    );
    // The other way round is not refused: 1 never refused 2.
    assert!(matches!(
        store.create_match(&proposal(2, 1, T0)).expect("db"),
        Proposal::Made(_)
    ));
    assert_eq!(store.allow_all_matches(GuildId(2)).expect("db"), 1);
    assert_eq!(store.match_refusals(GuildId(2)).expect("db"), 0);
}

testkit::both_backends!(one_waiting_between_two_servers, a_server_refuses_another);
