//! The service crate's own integration tests, one binary: its dependency boundary
//! (`boundary`) and the conditional-move line parser and planner under random input
//! (`conditional_line`).

mod boundary;
mod conditional_line;
