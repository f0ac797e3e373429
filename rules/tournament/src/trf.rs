//! ok
