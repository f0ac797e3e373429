//! Discord's documented limits on what Sanctum sends, in one place: every text,
//! row of buttons and list of choices is cut or split to these. The service keeps
//! its own limits (suggestions, alt text) within them, checked when this compiles.

/// Characters of a message's text.
pub(super) const MAX_CONTENT: usize = 2000;
/// Characters of one embed's description.
pub(super) const MAX_EMBED_TEXT: usize = 4096;
/// Characters of all of a message's embeds together.
pub(super) const MAX_EMBEDS_TEXT: usize = 6000;
/// Buttons in one action row.
pub(super) const BUTTONS_PER_ROW: usize = 5;
/// Rows of components on one message.
pub(super) const MAX_ROWS: usize = 5;
/// Choices in one autocomplete answer.
pub(super) const MAX_CHOICES: usize = 25;
/// Characters of an autocomplete choice's name and of its value.
pub(super) const MAX_CHOICE_CHARS: usize = 100;
/// Characters of an attachment's description (its alt text).
pub(super) const MAX_ATTACHMENT_DESCRIPTION: usize = 1024;
/// Follow-up messages to one interaction that only a user's install authorised
/// (used where Sanctum is no member: a group chat, a direct message between users).
pub(super) const USER_INSTALL_FOLLOWUPS: usize = 5;
/// Characters of a message's nonce.
pub(super) const MAX_NONCE: usize = 25;

const _: () = assert!(service::policy::MAX_SUGGESTIONS <= MAX_CHOICES);
const _: () = assert!(service::MAX_ALT_TEXT <= MAX_ATTACHMENT_DESCRIPTION);
