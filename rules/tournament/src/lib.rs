//! Sanctum's tournament core: pure logic, no I/O beyond the readers and writers a caller passes.
//!
//! - [`berger`]: FIDE's Berger tables for round robins.

pub mod berger;
