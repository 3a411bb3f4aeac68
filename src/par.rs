//! Spread independent work (parsing files, probing scenarios, checking configs) over the cores,
//! keeping the input order. Workers take the next item as they finish one (items differ a lot in
//! cost: a scenario with many backends and dtypes takes many times longer than a small one). Each
//! worker gets a large stack: harness code and config files may nest deeply, and recursion there
//! must end in a reported limit, not a stack overflow.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Stack of each worker thread (virtual memory; only what is used is committed).
const WORKER_STACK: usize = 256 * 1024 * 1024;

/// `items.iter().map(f)` on up to `available_parallelism` threads, results in input order.
/// An item whose worker could not be started or panicked yields `None`.
pub fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<Option<R>> {
    map_with(items, || (), |_, item| f(item))
}

/// Like [`map`], with a state each worker makes once (`init`) and passes to every item it
/// handles (an interpreter whose imported modules are reused).
pub fn map_with<T: Sync, S, R: Send>(
    items: &[T],
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, &T) -> R + Sync,
) -> Vec<Option<R>> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8)
        .min(items.len().max(1));
    let next = AtomicUsize::new(0);
    let (f, init, next) = (&f, &init, &next);
    let mut out: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let worker = move || {
                    let mut state = init();
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        done.push((i, f(&mut state, item)));
                    }
                    done
                };
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(s, worker)
            })
            .collect();
        for h in handles {
            if let Some(Ok(done)) = h.ok().map(|h| h.join()) {
                for (i, r) in done {
                    out[i] = Some(r);
                }
            }
        }
    });
    out
}
