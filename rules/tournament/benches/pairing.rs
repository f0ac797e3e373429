//! The pairing benchmark (filled in with the Dutch engine).

fn main() {}
