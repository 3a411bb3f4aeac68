//! `GEN_CONFIG_TIMINGS=1`: the wall time of each phase of a command, on stderr, so a slow run
//! shows where it spends its time (`scripts/bench.sh` prints it beside its figures). Off, a mark
//! costs one check of a flag.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Instant;

pub const VAR: &str = "GEN_CONFIG_TIMINGS";

static ON: AtomicBool = AtomicBool::new(false);
/// When the command started and when the last phase ended.
static MARKS: Mutex<Option<(Instant, Instant)>> = Mutex::new(None);

/// Start timing the command, if `GEN_CONFIG_TIMINGS` is set (and not `0`).
pub fn start() {
    if std::env::var_os(VAR).is_some_and(|v| !v.is_empty() && v != "0") {
        let now = Instant::now();
        if let Ok(mut m) = MARKS.lock() {
            *m = Some((now, now));
            ON.store(true, Ordering::Relaxed);
        }
    }
}

/// The phase `what` has just ended: its time, and the time since the command started.
pub fn phase(what: &str) {
    if !ON.load(Ordering::Relaxed) {
        return;
    }
    let Ok(mut m) = MARKS.lock() else { return };
    let Some((start, last)) = m.as_mut() else { return };
    let now = Instant::now();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    eprintln!(
        "timing: {what:<22} {:>9.1} ms   (at {:>9.1} ms)",
        ms(now - *last),
        ms(now - *start)
    );
    *last = now;
}
