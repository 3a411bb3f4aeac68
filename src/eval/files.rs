//! The checkout's files as the harness's code sees them when it runs as the seed runs it
//! (`python benchmark.py --config=<op>/<name>.yaml` from the benchmark root): `os.path.isfile`,
//! `isdir`, `exists` and their `pathlib` forms answered from the checkout itself, a relative path
//! taken from the root, the config being checked taken to be at `configs/<op>/<name>.yaml`
//! (where the entry's `--config` says it is). A path outside the checkout is the machine's,
//! not the harness's: not known.
//!
//! In: the root, the config's path, a path the code computed. Out: what is there, or `None`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once the code asked what is at a path of the checkout (other than the config's own): the
/// results of this process then depend on the checkout's listing, which the check cache does not
/// key on, so it stores none of them (src/check/cache.rs).
static LOOKED: AtomicBool = AtomicBool::new(false);

/// Whether any run of this process asked what is at a path of the checkout.
pub fn checkout_looked_at() -> bool {
    LOOKED.load(Ordering::Relaxed)
}

/// Note that the run read or listed a file of the checkout (`crate::eval::datafiles`).
pub fn note_looked() {
    LOOKED.store(true, Ordering::Relaxed);
}

/// What a path names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    File,
    Dir,
    Missing,
}

/// What is at `path` (relative: from `root`), or `None` when it is outside the checkout.
/// `config`: the config's own path, which is there whatever the checkout holds.
pub fn entry(root: &Path, config: Option<&Path>, path: &str) -> Option<Entry> {
    let abs = absolute(root, path)?;
    if config.is_some_and(|c| c == abs) {
        return Some(Entry::File);
    }
    LOOKED.store(true, Ordering::Relaxed);
    // Asked of the path as given, as Python's `stat` asks it: `file.txt/` or `missing/..` is
    // no entry, though the names cancel out.
    let raw = std::path::absolute(root).ok()?.join(path);
    Some(match std::fs::metadata(&raw) {
        Ok(m) if m.is_dir() => Entry::Dir,
        Ok(_) => Entry::File,
        Err(_) => Entry::Missing,
    })
}

/// `path` made absolute from `root` and normalized (`..` and `.` resolved), if it lies inside
/// the checkout.
pub fn absolute(root: &Path, path: &str) -> Option<PathBuf> {
    let root = std::path::absolute(root).ok()?;
    let joined = if path.starts_with('/') {
        PathBuf::from(path)
    } else {
        root.join(path)
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out.starts_with(&root).then_some(out)
}
