//! The FIDE Dutch system.
