//! Work spread over a few threads, shared by the long-running commands (mining,
//! self-play, grading, merging): each thread takes the next item as it frees up, so
//! one slow game or puzzle holds up only its own thread.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `work(state, i)` for every `i` in `0..count`, `threads` at a time, in `i`'s order.
/// Each thread starts from its own `init()` (an engine, a miner), kept from item to
/// item. A panic in `work` is a bug: it is raised again here.
pub(super) fn each<S, R: Send>(
    count: usize,
    threads: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.clamp(1, count.max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut state = init();
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= count {
                            return mine;
                        }
                        mine.push((i, work(&mut state, i)));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_item_once_in_order_whatever_the_threads() {
        for threads in [0, 1, 3, 50] {
            let squares = super::each(
                20,
                threads,
                || 0u32,
                |seen, i| {
                    *seen += 1;
                    i * i
                },
            );
            assert_eq!(squares, (0..20).map(|i| i * i).collect::<Vec<_>>());
        }
        assert!(super::each(0, 4, || (), |(), i| i).is_empty());
    }
}
