//! Spread independent work (parsing files, probing scenarios, checking configs) over the cores,
//! keeping the input order. Workers take the next item as they finish one (items differ a lot in
//! cost: a scenario with many backends and dtypes takes many times longer than a small one). Each
//! worker gets a large stack: harness code and config files may nest deeply, and recursion there
//! must end in a reported limit, not a stack overflow. A thread that has such a stack itself (the
//! binary's command thread, a worker) does one worker's share of a map it starts.

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Stack of each worker thread (virtual memory; only what is used is committed).
pub const WORKER_STACK: usize = 256 * 1024 * 1024;

thread_local! {
    /// This thread has a worker's stack ([`WORKER_STACK`]): a map started on it does one
    /// worker's share here instead of starting a thread for it.
    static ROOMY: Cell<bool> = const { Cell::new(false) };
}

/// Say that the calling thread was started with [`WORKER_STACK`] (the binary's command thread).
pub fn roomy_thread() {
    ROOMY.with(|r| r.set(true));
}

/// The threads a map runs on at most: the cores this process may use, at most 8. Asked once
/// (the standard library reads the process's cgroup files each time).
fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
            .clamp(1, 8)
    })
}

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
    let threads = cores().min(items.len().max(1));
    let next = AtomicUsize::new(0);
    let (f, init, next) = (&f, &init, &next);
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
    // A thread with a worker's stack does one worker's share itself: one thread fewer to start,
    // and its memory is already in use (fewer pages for the system to hand over).
    let here = ROOMY.with(Cell::get);
    let mut out: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    let mut keep = |done: Vec<(usize, R)>| {
        for (i, r) in done {
            out[i] = Some(r);
        }
    };
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads - usize::from(here))
            .map(|_| {
                std::thread::Builder::new()
                    .stack_size(WORKER_STACK)
                    .spawn_scoped(s, move || {
                        roomy_thread();
                        worker()
                    })
            })
            .collect();
        if here {
            // A panic here is one of this worker's items: `None`, as for a thread's.
            if let Ok(done) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(worker)) {
                keep(done);
            }
        }
        for h in handles {
            if let Some(Ok(done)) = h.ok().map(|h| h.join()) {
                keep(done);
            }
        }
    });
    out
}

/// Work cut into batches done one after the other (what one holds is dropped before the next),
/// each of whole groups (`sizes`: the items of each group, in order), taken together until the
/// batch holds at least `min` items, enough to keep every core busy; the last may hold fewer.
/// The groups of each batch, as a range of their indexes.
pub fn batches(sizes: &[usize], min: usize) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let (mut start, mut held) = (0, 0);
    for (i, n) in sizes.iter().enumerate() {
        held += n;
        if held >= min {
            out.push(start..i + 1);
            (start, held) = (i + 1, 0);
        }
    }
    if start < sizes.len() {
        out.push(start..sizes.len());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_take_whole_groups_until_they_hold_at_least_the_minimum() {
        // Three groups of 20: two whole groups (40), then the third.
        assert_eq!(batches(&[20, 20, 20], 32), [0..2, 2..3]);
        // One group of 50: one batch, whatever its size. A small whole: one batch.
        assert_eq!(batches(&[50], 32), vec![0..1]);
        assert_eq!(batches(&[2, 3], 32), vec![0..2]);
        assert_eq!(batches(&[32, 1, 40], 32), [0..1, 1..3]);
        assert!(batches(&[], 32).is_empty());
    }

    /// Run `f` on a thread with a worker's stack that says so, as the binary's command thread.
    fn on_roomy_thread<T: Send>(f: impl FnOnce() -> T + Send) -> T {
        std::thread::scope(|s| {
            std::thread::Builder::new()
                .stack_size(WORKER_STACK)
                .spawn_scoped(s, || {
                    roomy_thread();
                    f()
                })
                .unwrap()
                .join()
                .unwrap()
        })
    }

    #[test]
    fn a_thread_with_a_worker_s_stack_does_a_worker_s_share_itself() {
        // One item: one worker, and on such a thread it is the thread itself.
        let (caller, ran_on) =
            on_roomy_thread(|| (std::thread::current().id(), map(&[1], |_| std::thread::current().id())));
        assert_eq!(ran_on, vec![Some(caller)]);
        // Elsewhere (a test's thread), a worker is started for it.
        let here = std::thread::current().id();
        assert_ne!(map(&[1], |_| std::thread::current().id()), vec![Some(here)]);
        // Many items: every result, in order, wherever each ran.
        let items: Vec<u64> = (0..100).collect();
        let squares = on_roomy_thread(|| map(&items, |x| x * x));
        assert_eq!(squares, items.iter().map(|x| Some(x * x)).collect::<Vec<_>>());
    }

    #[test]
    fn an_item_that_panics_on_the_calling_thread_is_none_as_on_a_worker() {
        let out = on_roomy_thread(|| {
            map(&[1], |_| -> u8 {
                panic!("a bug in one item");
            })
        });
        assert_eq!(out, vec![None]);
    }
}
