//! Store benchmarks (placeholder until the seeded benchmarks land).

fn main() {}
