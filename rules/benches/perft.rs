//! Perft speed for each variant, with orthodox chess measured against `cozy-chess`
//! in the same run. Both count leaves in bulk at the last ply.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use rules::{Position, Variant, perft};
use std::hint::black_box;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut next = board.clone();
            next.play_unchecked(mv);
            nodes += cozy_perft(&next, depth - 1);
        }
        false
    });
    nodes
}

fn orthodox(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft-orthodox");
    group.sample_size(20);
    for (name, fen, depth) in [
        ("start", Variant::Chess.start_fen(), 5),
        ("kiwipete", KIWIPETE, 4),
    ] {
        let pos = Position::from_fen(Variant::Chess, fen).expect("valid FEN");
        let board: cozy_chess::Board = fen.parse().expect("valid FEN");
        let nodes = perft(&pos, depth);
        assert_eq!(
            nodes,
            cozy_perft(&board, depth),
            "the two generators disagree on {name}"
        );
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new("sanctum", name), &pos, |b, pos| {
            b.iter(|| perft(black_box(pos), depth));
        });
        group.bench_with_input(BenchmarkId::new("cozy-chess", name), &board, |b, board| {
            b.iter(|| cozy_perft(black_box(board), depth));
        });
    }
    group.finish();
}

fn variants(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft-variants");
    group.sample_size(20);
    for (variant, depth) in [(Variant::Scepter, 5), (Variant::Sanctuary, 4)] {
        let pos = Position::new(variant);
        group.throughput(Throughput::Elements(perft(&pos, depth)));
        group.bench_with_input(BenchmarkId::new("start", variant.id()), &pos, |b, pos| {
            b.iter(|| perft(black_box(pos), depth));
        });
    }
    group.finish();
}

criterion_group!(benches, orthodox, variants);
criterion_main!(benches);
