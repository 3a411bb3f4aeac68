//! Spread independent work (parsing files, probing scenarios, checking configs) over the cores,
//! keeping the input order. Each worker gets a large stack: harness code and config files may nest
//! deeply, and recursion there must end in a reported limit, not a stack overflow.

/// Stack of each worker thread (virtual memory; only what is used is committed).
const WORKER_STACK: usize = 256 * 1024 * 1024;

/// `items.iter().map(f)` on up to `available_parallelism` threads, results in input order.
/// A worker that could not be started or panicked yields `None` for its items.
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
        .clamp(1, 8);
    let chunk = items.len().div_ceil(threads).max(1);
    let (f, init) = (&f, &init);
    let mut out: Vec<Option<R>> = Vec::with_capacity(items.len());
    std::thread::scope(|s| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| {
                let worker = move || {
                    let mut state = init();
                    part.iter().map(|item| f(&mut state, item)).collect::<Vec<R>>()
                };
                (
                    part.len(),
                    std::thread::Builder::new()
                        .stack_size(WORKER_STACK)
                        .spawn_scoped(s, worker),
                )
            })
            .collect();
        for (n, h) in handles {
            match h.ok().map(|h| h.join()) {
                Some(Ok(v)) => out.extend(v.into_iter().map(Some)),
                _ => out.extend((0..n).map(|_| None)),
            }
        }
    });
    out
}
