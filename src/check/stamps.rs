//! What the check cache knows of a file without reading it, as git's index does: its stamp (what
//! `stat` says: device, inode, size, modification and change times) and the digest of the bytes
//! it held with that stamp. A run that finds a file's stamp unchanged takes its digest from here
//! and does not read it; a warm check of thousands of configs is then a `stat` a file.
//!
//! Sound only if every change of a file changes its stamp. Writing a file sets its change time
//! (ctime) to the clock's now, which no one can set back (`touch -d` and `utime` set the
//! modification time only), and so do a `chmod` and a `rename` over it; a new file at the path
//! is another inode. But file systems stamp with a coarse clock (a tick of a few milliseconds, up
//! to two seconds on some), so a file written in the tick it was stamped in could change and keep
//! its stamp. A stamp is therefore stored only when both times are [`SETTLED`] older than the
//! clock when the file was looked at (git's "racily clean" files): a file changed just before a
//! run is read again by each run until it has settled.
//!
//! One file beside the cache's (`stamps.txt`): a header with this cache's format and the build,
//! then a line a file: digest, stamp, path. Missing, corrupt, of another build: nothing is known
//! (every file is read). Rewritten whole (write then rename) when a run stamped files it did not
//! know, or found stored stamps out of date.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, SystemTime};

use super::cache::Key;
use crate::eval::value::FxBuild;

/// How much older than the clock a file's times must be for its stamp to be stored.
const SETTLED: Duration = Duration::from_secs(3);
/// The stamps file, in the cache folder.
const FILE: &str = "stamps.txt";
/// How many files the stamps file holds at most before a run that learns more keeps only the files
/// it looked at (files gone or renamed leave lines behind until then).
const MAX_STAMPS: usize = 50_000;

/// The longest a stamps file's line can be: a path (at most 4,096 bytes on Linux) and its
/// digest and seven numbers.
const MAX_LINE: u64 = 4096 + 256;

/// What `stat` says of a file, for telling whether it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    dev: u64,
    ino: u64,
    size: u64,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl Stamp {
    #[cfg(unix)]
    fn of(meta: &std::fs::Metadata) -> Option<Stamp> {
        use std::os::unix::fs::MetadataExt;
        meta.is_file().then(|| Stamp {
            dev: meta.dev(),
            ino: meta.ino(),
            size: meta.size(),
            mtime: (meta.mtime(), meta.mtime_nsec()),
            ctime: (meta.ctime(), meta.ctime_nsec()),
        })
    }

    /// Elsewhere no stamp is trusted: every file is read.
    #[cfg(not(unix))]
    fn of(_: &std::fs::Metadata) -> Option<Stamp> {
        None
    }

    /// Both times at least [`SETTLED`] before `now`.
    fn settled(&self, now: SystemTime) -> bool {
        let Ok(now) = now.duration_since(SystemTime::UNIX_EPOCH) else {
            return false;
        };
        let limit = now.saturating_sub(SETTLED);
        let before = |(s, ns): (i64, i64)| {
            u64::try_from(s).is_ok_and(|s| Duration::new(s, u32::try_from(ns).unwrap_or(0)) < limit)
        };
        before(self.mtime) && before(self.ctime)
    }

    fn line(&self, digest: Key, path: &str) -> String {
        format!(
            "{} {} {} {} {} {} {} {} {path}\n",
            digest.hex(),
            self.dev,
            self.ino,
            self.size,
            self.mtime.0,
            self.mtime.1,
            self.ctime.0,
            self.ctime.1
        )
    }

    fn parse(line: &str) -> Option<(Key, Stamp, &str)> {
        let mut rest = line;
        let mut field = || {
            let (x, r) = rest.split_once(' ')?;
            rest = r;
            Some(x)
        };
        let digest = Key::from_hex(field()?)?;
        let (dev, ino, size) = (field()?.parse().ok()?, field()?.parse().ok()?, field()?.parse().ok()?);
        let mtime = (field()?.parse().ok()?, field()?.parse().ok()?);
        let ctime = (field()?.parse().ok()?, field()?.parse().ok()?);
        let stamp = Stamp {
            dev,
            ino,
            size,
            mtime,
            ctime,
        };
        (!rest.is_empty()).then_some((digest, stamp, rest))
    }
}

/// A file as a run found it: its digest, and its text when it had to be read.
pub enum Look {
    /// Its stamp is the stored one: this is the digest of its bytes.
    Known(Key),
    /// Read now (its text, or why it can't be read), and the digest of that.
    Read(Result<String, String>, Key),
}

impl Look {
    pub fn digest(&self) -> Key {
        match self {
            Look::Known(k) | Look::Read(_, k) => *k,
        }
    }
}

/// The stored stamps, and what this run learned.
pub struct Stamps {
    dir: PathBuf,
    /// The stamps file's text.
    text: String,
    /// By path, the place of its line in `text` (taken apart when the path is looked at: a run
    /// that checks one config of thousands parses one line of theirs), and whether this run
    /// found it unchanged. A path that is no UTF-8, or holds a line break, is never stamped: it
    /// is read by every run.
    known: HashMap<String, (std::ops::Range<usize>, AtomicBool), FxBuild>,
    /// Stamps taken this run (settled ones, of files read), and paths whose stored stamp is out
    /// of date.
    learned: Mutex<Learned>,
}

#[derive(Default)]
struct Learned {
    new: Vec<(PathBuf, Stamp, Key)>,
    stale: HashSet<PathBuf>,
}

impl Stamps {
    /// The stamps stored in the cache folder `dir` by this build (none if it holds none).
    pub fn open(dir: &Path, header: &str) -> Stamps {
        let (text, known) = super::cache::read_bounded(&dir.join(FILE), MAX_STAMPS as u64 * MAX_LINE)
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .and_then(|text| {
                let start = header.len();
                if !text.starts_with(header) {
                    return None;
                }
                let lines = text[start..].bytes().filter(|&b| b == b'\n').count();
                let mut known = HashMap::with_capacity_and_hasher(lines, FxBuild::default());
                let mut at = start;
                // Whole lines only (a file cut short ends without its line break).
                while let Some(n) = text[at..].find('\n') {
                    let line = at..at + n;
                    at += n + 1;
                    // The path is the last of nine fields (it may hold spaces): after the eighth
                    // space.
                    let bytes = &text.as_bytes()[line.clone()];
                    let eighth = bytes.iter().enumerate().filter(|(_, &b)| b == b' ').nth(7)?.0;
                    let path = &text[line.start + eighth + 1..line.end];
                    known.insert(path.to_string(), (line, AtomicBool::new(false)));
                }
                Some((text, known))
            })
            .unwrap_or_default();
        Stamps {
            dir: dir.to_path_buf(),
            text,
            known,
            learned: Mutex::default(),
        }
    }

    /// The stamp and digest stored for `path`, if its line reads.
    fn stored(&self, path: &str) -> Option<(Stamp, Key, &AtomicBool)> {
        let (line, seen) = self.known.get(path)?;
        let (digest, stamp, _) = Stamp::parse(&self.text[line.clone()])?;
        Some((stamp, digest, seen))
    }

    /// The file at `path`: its digest from its stamp when that is the stored one, else read.
    /// `digest` is how a text (or why there is none) is digested.
    pub fn look(&self, path: &Path, digest: impl Fn(&Result<String, String>) -> Key) -> Look {
        let now = SystemTime::now();
        let name = path.to_str().filter(|p| !p.contains('\n'));
        let stamp = name.and_then(|_| Stamp::of(&std::fs::metadata(path).ok()?));
        let stored = name.and_then(|p| self.stored(p));
        if let (Some(s), Some((known, k, seen))) = (stamp, stored) {
            if s == known {
                seen.store(true, Ordering::Relaxed);
                return Look::Known(k);
            }
        }
        let text = crate::discover::read_text(path);
        let k = digest(&text);
        match stamp {
            Some(s) if text.is_ok() && s.settled(now) => self.learn(|l| l.new.push((path.to_path_buf(), s, k))),
            _ if stored.is_some() => self.learn(|l| {
                l.stale.insert(path.to_path_buf());
            }),
            _ => {}
        }
        Look::Read(text, k)
    }

    fn learn(&self, f: impl FnOnce(&mut Learned)) {
        if let Ok(mut l) = self.learned.lock() {
            f(&mut l);
        }
    }

    /// Store what this run learned, when it learned a stamp (else nothing is written: a stamp
    /// found out of date costs nothing but its line, as no file has that stamp again): the
    /// stored stamps still good, as they were written, and the new ones. `write` writes a file
    /// of the cache folder whole or not at all.
    pub fn save(&self, header: &str, write: impl FnOnce(&Path, &str, &[u8]) -> Option<()>) {
        let Ok(mut l) = self.learned.lock() else { return };
        if l.new.is_empty() {
            return;
        }
        let new: HashSet<&Path> = l.new.iter().map(|(p, _, _)| p.as_path()).collect();
        let gone = |p: &str| new.contains(Path::new(p)) || l.stale.contains(Path::new(p));
        let mut doc = String::from(header);
        // Over the bound, only what this run looked at is kept.
        let keep_all = self.known.len() + l.new.len() <= MAX_STAMPS;
        for (p, (line, seen)) in &self.known {
            if (keep_all || seen.load(Ordering::Relaxed)) && !gone(p) {
                doc.push_str(&self.text[line.clone()]);
                doc.push('\n');
            }
        }
        for (p, s, k) in &l.new {
            if let Some(path) = p.to_str() {
                doc.push_str(&s.line(*k, path));
            }
        }
        let _ = write(&self.dir, FILE, doc.as_bytes());
        *l = Learned::default();
    }
}
