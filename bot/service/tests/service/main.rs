//! The service crate's own integration tests, one binary: its dependency boundary
//! (`boundary`), the house rule on its imports (`layering`), the conditional-move line
//! parser and planner under random input (`conditional_line`), and the command parser
//! under random input (`parse`).

mod boundary;
mod conditional_line;
mod layering;
mod parse;
