//! What every feature shares and none owns: the requests, the context a handler runs
//! in, refusals, replies and their text, the words and names replies use, the limits
//! and defaults, the clock, the command catalogue, metrics, and the events features
//! report. It imports no feature: a feature's own types live in its folder.

pub mod catalogue;
pub(crate) mod clock;
pub(crate) mod context;
pub(crate) mod events;
pub mod i18n;
pub(crate) mod limits;
pub mod metrics;
pub(crate) mod moves_said;
pub(crate) mod names;
pub mod policy;
pub(crate) mod pool;
pub(crate) mod rates;
pub(crate) mod refusal;
pub(crate) mod reply;
pub(crate) mod request;
pub(crate) mod text;
pub(crate) mod words;
