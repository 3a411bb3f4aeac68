//! Spread independent work (parsing files, probing scenarios, checking configs) over the cores,
//! keeping the input order. Each worker gets a large stack: harness code and config files may nest
//! deeply, and recursion there must end in a reported limit, not a stack overflow.

/// Stack of each worker thread (virtual memory; only what is used is committed).
const WORKER_STACK: usize = 256 * 1024 * 1024;

/// `items.iter().map(f)` on up to `available_parallelism` threads, results in input order.
/// A worker that could not be started or panicked yields `None` for its items.
pub fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<Option<R>> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 8);
    let chunk = items.len().div_ceil(threads).max(1);
    let f = &f;
    let mut out: Vec<Option<R>> = Vec::with_capacity(items.len());
    std::thread::scope(|s| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| {
                (
                    part.len(),
                    std::thread::Builder::new()
                        .stack_size(WORKER_STACK)
                        .spawn_scoped(s, move || part.iter().map(f).collect::<Vec<R>>()),
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
