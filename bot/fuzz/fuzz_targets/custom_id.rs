//! Button custom ids (they come back from the network when a button is pressed):
//! `Action::parse` never panics, and whatever parses round-trips through
//! `Action::custom_id` to the same action, within Discord's 100-character limit.
#![no_main]

use libfuzzer_sys::fuzz_target;
use service::Action;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Some(action) = Action::parse(text) else {
        return;
    };
    let id = action.custom_id();
    assert!(id.len() <= 100, "{id}");
    assert_eq!(Action::parse(&id), Some(action), "{text:?} -> {id}");
    assert_eq!(action.to_string(), id);
});
