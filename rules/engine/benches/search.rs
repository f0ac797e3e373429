//! Nodes per second of a fixed-depth search from each variant's start position.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engine::{Engine, Limits};
use rules::{Position, Variant};
use std::hint::black_box;

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for variant in Variant::ALL {
        let pos = Position::new(variant);
        // The node count of one search is fixed (the search is deterministic), so
        // throughput in elements per second reads as nodes per second.
        let nodes = Engine::new(16)
            .search(&pos, &[], &Limits::depth(6), &mut |_| {})
            .nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(variant.id(), |b| {
            b.iter(|| {
                let mut engine = Engine::new(16);
                black_box(engine.search(black_box(&pos), &[], &Limits::depth(6), &mut |_| {}))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
