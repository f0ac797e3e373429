//! A PostgreSQL URL read into what a connection needs: its parts ([`url`]), the
//! client's settings ([`config`]) and TLS ([`tls`]). It sits below both the
//! [`Location`](crate::Location) that shows the URL without its password and the
//! backend (`pg`) that connects with it, so neither imports the other back.

mod config;
mod tls;
mod url;

pub(crate) use config::{PgConfig, shown};
pub(crate) use tls::refusal;
