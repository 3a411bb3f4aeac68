//! The check cache, as ruff's: `.gen-config-cache/` beside the harness (the root), with a
//! `.gitignore` of `*` inside, so a run where nothing changed prints its reports without parsing
//! a line of Python.
//!
//! In: the root, the language of the messages, and per config its [`Input`] (shown path, place,
//! bytes), the working directory and `--op`. Out: the [`Report`] a check made of that config
//! before (the diagnostics as data, never rendered text: every format is rendered from it as from
//! a fresh one), the op names of the registry, and the text of each Python file (a diagnostic's
//! Python line is shown from it).
//!
//! Keys (128 bits: two SipHash states told apart by a first byte, so a collision is negligible):
//! - the harness's: this cache's format, the tool (its version and a hash of the sources it was
//!   built from: two builds of different code never share results), the root's path, the
//!   language, and every `.py` file under the root, its path and the digest of its bytes (or of
//!   why it can't be read) — the sorted list, so a module that appears or disappears changes it
//!   too. Coarse: a change to any Python file re-checks every config.
//! - a config's: the harness's key, the working directory (paths are shown from it), `--op`, the
//!   config's shown path, folder and place under `configs/`, and the digest of its bytes.
//!
//! A file's digest comes from its stamp when the stamp is the one stored with it (`stamps.rs`):
//! a warm run reads no file that did not change, only `stat`s it; a Python file's text is read
//! when the harness is loaded or a diagnostic shows one of its lines.
//!
//! What the harness's code may read besides: the config (its loaders give the config), a data
//! file of the checkout (`open`, `Path.read_text`), a folder's listing (`os.listdir`,
//! `pkgutil.iter_modules`), what is at a path (`os.path.exists` and its kin). Those answers
//! depend on the checkout's files and listing, which no key covers: a run in which the code read
//! or asked one stores nothing ([`crate::eval::files::checkout_looked_at`]).
//!
//! The reports of a harness's state are one file, `check-<harness key>.txt`: a header line (a
//! JSON object: the format, the build, the harness's key, the registry's op names), then a line
//! a report, `<config key> <report as JSON>`, decoded only when asked for.
//!
//! A command that prints one document (`schema`) stores it whole: [`Cache::output`] and
//! [`Cache::store_output`], keyed by the harness's key and the command's arguments, one file each
//! (`output-<key>.txt`: a header line with the format, the build and the key, a line with the
//! output's length, then the output).
//!
//! Robustness: a cache that is missing, unreadable, truncated, corrupt or of another build is a
//! miss, never an error; an entry that does not decode is a miss. Writes go to a temporary file
//! in the cache folder, then are renamed over the old one: a reader sees the old file or the new
//! one, never half of one; two runs at once each write a whole file (the last one stays). The
//! one exception: a run of named files adds its new reports at the end of the check's file, in
//! one write (an editor's or pre-commit's run of one config does not write thousands of lines
//! again); a line cut short there is a miss for its config only, and the file is written again
//! whole once most of its lines are no longer read. A root that can't be written is not cached,
//! silently.

use std::collections::HashMap;
use std::hash::Hasher;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use serde_json::{Map, Value as J};

use super::stamps::{Look, Stamps};
use super::Report;
use crate::diag::{Code, Diag};
use crate::discover::Listing;
use crate::model::Loc;
use crate::parse::yaml::Pos;

/// The cache's folder, beside `benchmark.py`.
pub const DIR: &str = ".gen-config-cache";
/// Bumped by hand when what a cache file holds changes shape.
const FORMAT: u64 = 3;
/// This build: its version, and the hash of the sources it was built from (build.rs).
const TOOL: &str = concat!(env!("CARGO_PKG_VERSION"), "+", env!("GEN_CONFIG_SOURCE_HASH"));
/// A cache file larger than this is not read (a miss): bounded memory on any file.
const MAX_BYTES: u64 = 1 << 30;
/// How many reports a cache file holds at most before a run of named files prunes it.
const MAX_ENTRIES: usize = 100_000;
/// How many cache files of other harness states are kept (checking out a branch and back).
const KEEP_OTHERS: usize = 3;
/// How many stored outputs (`schema`'s) are kept besides the newest: a few commands' (with and
/// without `--json`, an op's) for a few harness states.
const KEEP_OUTPUTS: usize = 12;

/// A 128-bit content hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key(u64, u64);

impl Key {
    pub(super) fn hex(self) -> String {
        format!("{:016x}{:016x}", self.0, self.1)
    }

    pub(super) fn from_hex(x: &str) -> Option<Key> {
        if x.len() != 32 || !x.is_ascii() {
            return None;
        }
        // Lower-case digits only, as `hex` writes them.
        let half = |h: &[u8]| {
            h.iter().try_fold(0u64, |v, &b| {
                let d = match b {
                    b'0'..=b'9' => b - b'0',
                    b'a'..=b'f' => b - b'a' + 10,
                    _ => return None,
                };
                Some(v << 4 | u64::from(d))
            })
        };
        let x = x.as_bytes();
        Some(Key(half(&x[..16])?, half(&x[16..])?))
    }

    /// The digest of a file's text, or of why it can't be read.
    pub(super) fn of_read(x: &Result<String, String>) -> Key {
        let mut h = KeyHasher::new();
        h.read(x);
        h.finish()
    }
}

/// Two SipHash-1-3 states (std's), the second started with a byte of its own: 128 bits.
struct KeyHasher(std::hash::DefaultHasher, std::hash::DefaultHasher);

impl KeyHasher {
    fn new() -> Self {
        let mut b = std::hash::DefaultHasher::new();
        b.write_u8(0x5b);
        KeyHasher(std::hash::DefaultHasher::new(), b)
    }
    /// A field: its length first, so `ab`+`c` and `a`+`bc` differ.
    fn bytes(&mut self, x: &[u8]) {
        for h in [&mut self.0, &mut self.1] {
            h.write_usize(x.len());
            h.write(x);
        }
    }
    fn str(&mut self, x: &str) {
        self.bytes(x.as_bytes());
    }
    /// An optional field (absent differs from empty).
    fn opt(&mut self, x: Option<&str>) {
        match x {
            Some(s) => {
                self.bytes(b"1");
                self.str(s);
            }
            None => self.bytes(b"0"),
        }
    }
    /// What reading a file came to: its text, or why it could not be read.
    fn read(&mut self, x: &Result<String, String>) {
        match x {
            Ok(t) => {
                self.bytes(b"ok");
                self.str(t);
            }
            Err(e) => {
                self.bytes(b"err");
                self.str(e);
            }
        }
    }
    fn finish(&self) -> Key {
        Key(self.0.finish(), self.1.finish())
    }
}

/// What a config's key is made of besides its bytes and the harness's.
pub struct Config<'a> {
    /// Its path as shown.
    pub shown: &'a str,
    /// The folder it is in (its op when it names none).
    pub parent_name: Option<String>,
    /// Its place under `configs/`.
    pub place: Option<&'a str>,
}

/// The cache of one harness, as it is now.
pub struct Cache {
    dir: PathBuf,
    harness: Key,
    /// The `.py` files the key was made of, and the text of those read to make it (or why it
    /// can't be read), by path from the root.
    listing: Arc<Listing>,
    /// The others (their stamps were unchanged): read if a diagnostic shows one of their lines.
    unread: HashMap<String, (PathBuf, OnceLock<Result<String, String>>)>,
    /// What is known of files without reading them.
    stamps: Stamps,
    /// The registry's op names, in its order, as a run stored them.
    registry: Option<Vec<String>>,
    /// Reports by their config's key, as stored (none, and no text, when no file of this
    /// build was there).
    entries: Entries,
}

/// The reports of a cache file: its text, and where each one's line is in it. A report is
/// decoded when it is asked for (on the workers), not when the file is read: a warm run of
/// thousands of configs decodes each once, in parallel, and parses no other JSON.
#[derive(Default)]
struct Entries {
    text: String,
    /// Each entry's key and line (without its line break), in the file's order.
    lines: Vec<(Key, std::ops::Range<usize>)>,
    /// Key → its place in `lines` (the last line of a key, if it is there twice).
    at: HashMap<Key, usize, crate::eval::value::FxBuild>,
}

impl Entries {
    /// The entries of `body`: lines `<key> <report as JSON>`. A line without its line break (a
    /// file cut short) or without a key is no entry.
    fn read(text: String, body: std::ops::Range<usize>) -> Entries {
        let mut lines = Vec::new();
        // (A key is a hash already: the quick hasher is enough.)
        let mut at = HashMap::default();
        let mut start = body.start;
        while let Some(n) = text[start..body.end].find('\n') {
            let line = start..start + n;
            start += n + 1;
            let Some(key) = text[line.clone()].get(..32).and_then(Key::from_hex) else {
                continue;
            };
            at.insert(key, lines.len());
            lines.push((key, line));
        }
        Entries { text, lines, at }
    }

    /// The report stored under `key`, if its line decodes.
    fn get(&self, key: Key) -> Option<Report> {
        let line = &self.text[self.lines[*self.at.get(&key)?].1.clone()];
        let json = line.get(32..)?.strip_prefix(' ')?;
        decode_report(&serde_json::from_str(json).ok()?)
    }
}

impl Cache {
    /// The cache of the harness at `root`: its key made from its Python files (read on the
    /// workers), and what is stored under it, if anything.
    pub fn open(root: &Path) -> Cache {
        let mut c = Cache::of_harness(root);
        let (registry, entries) = load(&c.dir.join(file_name(c.harness)), c.harness).unwrap_or_default();
        c.registry = registry;
        c.entries = entries;
        c
    }

    /// The harness's key and its Python files' text, without reading the check's stored
    /// reports (for a command that stores its whole output: [`Cache::output`]).
    pub fn of_harness(root: &Path) -> Cache {
        let dir = root.join(DIR);
        let stamps = Stamps::open(&dir, &stamps_header());
        let files = crate::discover::python_files(root);
        let looked = crate::par::map(&files, |(_, path)| stamps.look(path, Key::of_read));
        let mut texts = HashMap::new();
        let mut unread = HashMap::new();
        let mut h = KeyHasher::new();
        h.str(&FORMAT.to_string());
        h.str(TOOL);
        let resolved = std::fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
        h.str(&resolved.to_string_lossy());
        h.str(crate::lang::messages().pick("en", "zh"));
        for ((rel, path), look) in files.iter().zip(looked) {
            let look = look.unwrap_or_else(|| {
                let text = Err("not read".to_string());
                let k = Key::of_read(&text);
                Look::Read(text, k)
            });
            let digest = look.digest();
            h.str(rel);
            h.bytes(&digest.0.to_le_bytes());
            h.bytes(&digest.1.to_le_bytes());
            match look {
                Look::Read(text, _) => {
                    texts.insert(rel.clone(), text);
                }
                Look::Known(_) => {
                    unread.insert(rel.clone(), (path.clone(), OnceLock::new()));
                }
            }
        }
        Cache {
            dir,
            harness: h.finish(),
            listing: Arc::new(Listing { files, texts }),
            unread,
            stamps,
            registry: None,
            entries: Entries::default(),
        }
    }

    /// The file at `path`: its digest, from its stamp when it is unchanged, else read.
    pub fn look(&self, path: &Path) -> Look {
        self.stamps.look(path, Key::of_read)
    }

    /// The output a command (`what`: its name and arguments, e.g. `schema --json`) printed on
    /// this harness before, as stored by [`Cache::store_output`]; `None` when it is not stored,
    /// or the file is of another key, truncated or unreadable.
    pub fn output(&self, what: &str) -> Option<Vec<u8>> {
        let key = self.output_key(what);
        let bytes = read_bounded(&self.dir.join(output_file_name(key)), MAX_BYTES)?;
        let header = output_header(key);
        let rest = bytes.strip_prefix(header.as_bytes())?;
        // The header's length of the output, then the output: a file cut short is a miss.
        let nl = rest.iter().position(|&b| b == b'\n')?;
        let len: usize = std::str::from_utf8(&rest[..nl]).ok()?.parse().ok()?;
        let body = &rest[nl + 1..];
        (body.len() == len).then(|| body.to_vec())
    }

    /// Store what a command printed (see [`Cache::output`]). Nothing is written when the
    /// harness's code asked what is at a path (no key covers the checkout's listing); any
    /// failure is silent.
    pub fn store_output(&self, what: &str, bytes: &[u8]) {
        self.save_stamps();
        if crate::eval::files::checkout_looked_at() || prepare_dir(&self.dir).is_none() {
            return;
        }
        let key = self.output_key(what);
        let mut doc = format!("{}{}\n", output_header(key), bytes.len()).into_bytes();
        doc.extend_from_slice(bytes);
        let name = output_file_name(key);
        let _ = write_atomic(&self.dir, &name, &doc);
        prune(&self.dir, "output-", &name, KEEP_OUTPUTS);
    }

    /// Store the stamps this run learned ([`Cache::save`] and [`Cache::store_output`] do it; a
    /// command answered from the cache, which stores nothing else, calls it itself).
    pub fn save_stamps(&self) {
        if prepare_dir(&self.dir).is_some() {
            self.stamps.save(&stamps_header(), write_atomic);
        }
    }

    fn output_key(&self, what: &str) -> Key {
        let mut h = KeyHasher::new();
        h.bytes(&self.harness.0.to_le_bytes());
        h.bytes(&self.harness.1.to_le_bytes());
        h.str(what);
        h.finish()
    }

    /// The registry's op names, if a run stored them for this harness.
    pub fn registry(&self) -> Option<&[String]> {
        self.registry.as_deref()
    }

    /// The text of a Python file of the harness (`kernel/gemm/x.py`).
    pub fn source(&self, rel: &str) -> Option<&str> {
        match self.listing.texts.get(rel) {
            Some(text) => text.as_deref().ok(),
            None => {
                let (path, text) = self.unread.get(rel)?;
                text.get_or_init(|| crate::discover::read_text(path)).as_deref().ok()
            }
        }
    }

    /// The `.py` files the key was made of, with the text of those read for it (for the
    /// harness to load: the same modules and bytes).
    pub fn listing(&self) -> Arc<Listing> {
        self.listing.clone()
    }

    /// The key of checking `config`, whose bytes have the digest `digest`, from `cwd` with
    /// `--op` `op`.
    pub fn key(&self, cwd: &Path, op: Option<&str>, config: &Config, digest: Key) -> Key {
        let mut h = KeyHasher::new();
        h.bytes(&self.harness.0.to_le_bytes());
        h.bytes(&self.harness.1.to_le_bytes());
        h.str(&cwd.to_string_lossy());
        h.opt(op);
        h.str(config.shown);
        h.opt(config.parent_name.as_deref());
        h.opt(config.place);
        h.bytes(&digest.0.to_le_bytes());
        h.bytes(&digest.1.to_le_bytes());
        h.finish()
    }

    /// The report stored under `key`, if it decodes, and is of the config at `path`.
    pub fn get(&self, key: Key, path: &str) -> Option<Report> {
        let r = self.entries.get(key)?;
        (r.path == path).then_some(r)
    }

    /// Store this run's outcome: the registry's op names, the reports checked now (`new`), and
    /// every key this run used (`used`: with `complete`, the run saw every config of the
    /// harness, and only these are kept). Nothing is written when nothing is new, or when the
    /// harness's code asked what is at a path. Any failure is silent: the cache is an
    /// optimisation.
    pub fn save(&mut self, registry: &[String], new: &[(Key, &Report)], used: &[Key], complete: bool) {
        self.save_stamps();
        let registry_new = self.registry.as_deref() != Some(registry);
        if (new.is_empty() && !registry_new) || crate::eval::files::checkout_looked_at() {
            return;
        }
        let name = file_name(self.harness);
        // A run of named files adds its reports at the end of the file (a key stored twice is
        // read from its last line), unless the file would hold many lines no longer read: then
        // it is written again whole, as a run over every config writes it.
        let lines = self.entries.lines.len();
        // (A file of this build was read: its header at least.)
        let stored = !self.entries.text.is_empty();
        let appendable = stored
            && !registry_new
            && !complete
            && lines + new.len() <= MAX_ENTRIES
            && lines <= 2 * self.entries.at.len() + 64;
        if appendable {
            // (After a line cut short, on a line of its own.)
            let mut doc = match self.entries.text.ends_with('\n') {
                true => String::new(),
                false => String::from("\n"),
            };
            for (k, r) in new {
                push_entry(&mut doc, *k, r);
            }
            let _ = append(&self.dir.join(&name), doc.as_bytes());
            return;
        }
        let old = std::mem::take(&mut self.entries);
        let renewed: std::collections::HashSet<Key> = new.iter().map(|(k, _)| *k).collect();
        // The stored entries still good (a key checked again now is stored anew), in the
        // file's order, then the new ones.
        let kept_old: Vec<(Key, &str)> = old
            .lines
            .iter()
            .enumerate()
            .filter(|(i, (k, _))| old.at.get(k) == Some(i) && !renewed.contains(k))
            .map(|(_, (k, line))| (*k, &old.text[line.clone()]))
            .collect();
        // A run over every config keeps only theirs; runs of named files add theirs, up to a
        // bound (then only this run's are kept: the file stays as large as a run).
        let only_used = complete || kept_old.len() + new.len() > MAX_ENTRIES;
        let used: std::collections::HashSet<Key> = used.iter().copied().collect();
        let keep = |k: Key| !only_used || used.contains(&k);
        let header = obj!({
            "format": FORMAT,
            "tool": TOOL,
            "harness": self.harness.hex(),
            "registry": registry.to_vec(),
        });
        let mut doc = header.to_string();
        doc.push('\n');
        for (k, line) in kept_old {
            if keep(k) {
                doc.push_str(line);
                doc.push('\n');
            }
        }
        for (k, r) in new.iter().filter(|(k, _)| keep(*k)) {
            push_entry(&mut doc, *k, r);
        }
        if prepare_dir(&self.dir).is_none() {
            return;
        }
        let _ = write_atomic(&self.dir, &name, doc.as_bytes());
        prune(&self.dir, "check-", &name, KEEP_OTHERS);
    }
}

/// The first line of the stamps file: a file of another format or build is not read.
fn stamps_header() -> String {
    format!("gen-config stamps {FORMAT} {TOOL}\n")
}

fn file_name(harness: Key) -> String {
    format!("check-{}.txt", harness.hex())
}

fn output_file_name(key: Key) -> String {
    format!("output-{}.txt", key.hex())
}

/// The first line of a stored output: this cache's format, the build, the key (a file of
/// another build or key is a miss even if its name matched).
fn output_header(key: Key) -> String {
    format!("gen-config output cache {FORMAT} {TOOL} {}\n", key.hex())
}

/// A cache file's registry op names (if stored) and reports by key.
type Stored = (Option<Vec<String>>, Entries);

/// What a cache file holds for `harness`, or `None` when it is missing, unreadable, too large,
/// corrupt or of another build or harness. The file: a header line (a JSON object: this cache's
/// format, the build, the harness's key, the registry's op names), then a line a report.
fn load(path: &Path, harness: Key) -> Option<Stored> {
    let text = String::from_utf8(read_bounded(path, MAX_BYTES)?).ok()?;
    let head = text.find('\n')?;
    let J::Object(doc) = serde_json::from_str::<J>(&text[..head]).ok()? else {
        return None;
    };
    let ours = doc.get("format").and_then(J::as_u64) == Some(FORMAT)
        && doc.get("tool").and_then(J::as_str) == Some(TOOL)
        && doc.get("harness").and_then(J::as_str) == Some(harness.hex().as_str());
    if !ours {
        return None;
    }
    let registry = doc.get("registry").and_then(J::as_array).and_then(|a| {
        a.iter()
            .map(|x| x.as_str().map(str::to_string))
            .collect::<Option<Vec<String>>>()
    });
    let body = head + 1..text.len();
    Some((registry, Entries::read(text, body)))
}

/// An entry's line: `<key> <report as JSON>`.
fn push_entry(doc: &mut String, k: Key, r: &Report) {
    doc.push_str(&k.hex());
    doc.push(' ');
    doc.push_str(&encode_report(r).to_string());
    doc.push('\n');
}

/// The bytes of the file at `path`, unless it can't be read or is longer than `limit` (bounded
/// memory on any file: such a file is as none). Read into a buffer of its size at once (a file
/// of megabytes is not grown and copied as it is read).
pub(super) fn read_bounded(path: &Path, limit: u64) -> Option<Vec<u8>> {
    let f = std::fs::File::open(path).ok()?;
    let size = f.metadata().map_or(0, |m| m.len()).min(limit + 1);
    let mut bytes = Vec::with_capacity(size as usize + 1);
    f.take(limit + 1).read_to_end(&mut bytes).ok()?;
    (bytes.len() as u64 <= limit).then_some(bytes)
}

/// Add `bytes` at the end of the file at `path`, in one write. A run stopped half way leaves a
/// line cut short, which is no entry: a miss, never a report of another config (the caller
/// starts what it adds after such a line on a line of its own).
fn append(path: &Path, bytes: &[u8]) -> Option<()> {
    let mut f = std::fs::OpenOptions::new().append(true).open(path).ok()?;
    f.write_all(bytes).ok()
}

/// The cache folder, made with its `.gitignore` (`*`: git never sees it, the file included) and
/// a `CACHEDIR.TAG` (backup tools skip it), as ruff makes `.ruff_cache`. `None` when the root
/// can't be written.
fn prepare_dir(dir: &Path) -> Option<()> {
    std::fs::create_dir_all(dir).ok()?;
    if !dir.join(".gitignore").is_file() {
        write_atomic(dir, ".gitignore", b"# Made by gen-config: its check cache.\n*\n")?;
    }
    if !dir.join("CACHEDIR.TAG").is_file() {
        write_atomic(
            dir,
            "CACHEDIR.TAG",
            b"Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag made by gen-config.\n",
        )?;
    }
    Some(())
}

/// Write `name` in `dir` whole or not at all: a temporary file of this process, then a rename.
fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Option<()> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static SERIAL: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let tmp = dir.join(format!(
        ".tmp-{}-{}-{nanos}",
        std::process::id(),
        SERIAL.fetch_add(1, Ordering::Relaxed)
    ));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .and_then(|mut f| f.write_all(bytes));
    if written.is_err() || std::fs::rename(&tmp, dir.join(name)).is_err() {
        let _ = std::fs::remove_file(&tmp);
        return None;
    }
    Some(())
}

/// Remove the cache files named `prefix…` other than `current` beyond the newest `keep` (older
/// harness states), and temporary files a killed run left (older than an hour).
fn prune(dir: &Path, prefix: &str, current: &str, keep: usize) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let now = std::time::SystemTime::now();
    let mut others = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(modified) = e.metadata().and_then(|m| m.modified()).ok() else {
            continue;
        };
        if name.starts_with(".tmp-") {
            if now.duration_since(modified).is_ok_and(|d| d.as_secs() > 3600) {
                let _ = std::fs::remove_file(e.path());
            }
        } else if name.starts_with(prefix) && name != current {
            others.push((modified, e.path()));
        }
    }
    others.sort();
    let extra = others.len().saturating_sub(keep);
    for (_, p) in others.into_iter().take(extra) {
        let _ = std::fs::remove_file(p);
    }
}

// A report as stored. Not `Diag::to_json`: that is the contract's shape (the severity spelt
// out, positions apart from values); this one decodes back to the same value exactly.

fn encode_report(r: &Report) -> J {
    obj!({
        "path": r.path.as_str(),
        "op": r.op.clone(),
        "scenario": r.scenario.clone(),
        "points": r.points,
        "diagnostics": r.diagnostics.iter().map(encode_diag).collect::<Vec<_>>(),
    })
}

fn decode_report(j: &J) -> Option<Report> {
    Some(Report {
        path: j.get("path")?.as_str()?.to_string(),
        op: opt_str(j.get("op")?)?,
        scenario: opt_str(j.get("scenario")?)?,
        points: usize::try_from(j.get("points")?.as_u64()?).ok()?,
        diagnostics: j
            .get("diagnostics")?
            .as_array()?
            .iter()
            .map(decode_diag)
            .collect::<Option<Vec<_>>>()?,
    })
}

fn encode_diag(d: &Diag) -> J {
    obj!({
        "code": d.code.as_str(),
        "field": d.field.clone(),
        "message": d.message.as_str(),
        "help": d.help.clone(),
        "config": d.config.map(encode_pos),
        "source": d.source.as_ref().map(|s| J::from(vec![J::from(s.file.as_str()), J::from(s.line)])),
        "point": d.point.as_ref().map(|p| {
            p.iter()
                .map(|(k, v)| J::from(vec![J::from(k.as_str()), encode_value(v)]))
                .collect::<Vec<_>>()
        }),
        "points": d.points,
        "values": d.values.as_ref().map(|vs| {
            vs.iter()
                .map(|(v, p)| J::from(vec![encode_value(v), p.map(encode_pos).unwrap_or(J::Null)]))
                .collect::<Vec<_>>()
        }),
    })
}

fn decode_diag(j: &J) -> Option<Diag> {
    let code = j.get("code")?.as_str()?;
    let code = Code::ALL.iter().copied().find(|c| c.as_str() == code)?;
    let source = match j.get("source")? {
        J::Null => None,
        s => Some(Loc {
            file: s.get(0)?.as_str()?.to_string(),
            line: u32::try_from(s.get(1)?.as_u64()?).ok()?,
        }),
    };
    let point = match j.get("point")? {
        J::Null => None,
        p => Some(
            p.as_array()?
                .iter()
                .map(|kv| Some((kv.get(0)?.as_str()?.to_string(), decode_value(kv.get(1)?)?)))
                .collect::<Option<Vec<_>>>()?,
        ),
    };
    let points = match j.get("points")? {
        J::Null => None,
        n => Some(usize::try_from(n.as_u64()?).ok()?),
    };
    let values = match j.get("values")? {
        J::Null => None,
        v => Some(
            v.as_array()?
                .iter()
                .map(|x| Some((decode_value(x.get(0)?)?, decode_opt_pos(x.get(1)?)?)))
                .collect::<Option<Vec<_>>>()?,
        ),
    };
    Some(Diag {
        code,
        field: opt_str(j.get("field")?)?,
        message: j.get("message")?.as_str()?.to_string(),
        help: opt_str(j.get("help")?)?,
        config: decode_opt_pos(j.get("config")?)?,
        source,
        point,
        points,
        values,
    })
}

fn encode_pos(p: Pos) -> J {
    J::from(vec![p.line, p.col])
}

/// A position or null; `None` when it is neither (corrupt).
fn decode_opt_pos(j: &J) -> Option<Option<Pos>> {
    match j {
        J::Null => Some(None),
        p => Some(Some(Pos {
            line: u32::try_from(p.get(0)?.as_u64()?).ok()?,
            col: u32::try_from(p.get(1)?.as_u64()?).ok()?,
        })),
    }
}

/// A string or null; `None` when it is neither (corrupt).
fn opt_str(j: &J) -> Option<Option<String>> {
    match j {
        J::Null => Some(None),
        J::String(s) => Some(Some(s.clone())),
        _ => None,
    }
}

/// A value of a config as stored: a float as its bits (JSON's decimal text need not parse back
/// to the same float) and an object as its pairs in order, tagged; the rest as it is.
fn encode_value(v: &J) -> J {
    match v {
        J::Number(n) if n.is_f64() => obj!({"f": n.as_f64().map(f64::to_bits)}),
        J::Array(a) => J::Array(a.iter().map(encode_value).collect()),
        J::Object(m) => obj!({
            "o": m.iter().map(|(k, x)| J::from(vec![J::from(k.as_str()), encode_value(x)])).collect::<Vec<_>>()
        }),
        other => other.clone(),
    }
}

fn decode_value(j: &J) -> Option<J> {
    Some(match j {
        J::Object(m) => {
            if let Some(bits) = m.get("f") {
                let n = serde_json::Number::from_f64(f64::from_bits(bits.as_u64()?))?;
                J::Number(n)
            } else {
                let mut out = Map::new();
                for kv in m.get("o")?.as_array()? {
                    out.insert(kv.get(0)?.as_str()?.to_string(), decode_value(kv.get(1)?)?);
                }
                J::Object(out)
            }
        }
        J::Array(a) => J::Array(a.iter().map(decode_value).collect::<Option<Vec<_>>>()?),
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_decodes_to_itself() {
        let mut d = Diag::new(Code::Constraint, "m").field("f").help("h");
        d.config = Some(Pos { line: 3, col: 5 });
        d.source = Some(Loc {
            file: "kernel/x.py".into(),
            line: 9,
        });
        d.point = Some(vec![
            ("a".into(), J::from(0.1)),
            ("b".into(), serde_json::json!({"z": 1, "a": [1.5e300, "s", null]})),
        ]);
        d.points = Some(2);
        d.values = Some(vec![(J::from(1), None), (J::from(-2.5), Some(Pos { line: 1, col: 2 }))]);
        let r = Report {
            path: "configs/x.yaml".into(),
            op: Some("gemm".into()),
            scenario: None,
            points: 4,
            diagnostics: vec![d, Diag::new(Code::Io, "n")],
        };
        let text = encode_report(&r).to_string();
        let back = decode_report(&serde_json::from_str(&text).expect("json")).expect("decodes");
        assert_eq!(format!("{back:?}"), format!("{r:?}"));
        assert_eq!(back.diagnostics, r.diagnostics);
    }

    #[test]
    fn entries_are_whole_lines_of_a_key_and_a_report() {
        let report = |points: usize| Report {
            path: "configs/x.yaml".into(),
            op: None,
            scenario: None,
            points,
            diagnostics: vec![],
        };
        let (a, b, c) = (Key(1, 2), Key(3, 4), Key(5, 6));
        let line = |k: Key, points: usize| format!("{} {}\n", k.hex(), encode_report(&report(points)));
        // `a` twice (the last one counts), a line of no key, and `c` cut short.
        let mut text = format!("{}{}not a key\n{}", line(a, 1), line(b, 2), line(a, 3));
        text.push_str(line(c, 4).trim_end());
        let body = 0..text.len();
        let e = Entries::read(text, body);
        assert_eq!(e.get(a).map(|r| r.points), Some(3));
        assert_eq!(e.get(b).map(|r| r.points), Some(2));
        assert!(e.get(c).is_none());
        assert!(e.get(Key(7, 8)).is_none());
    }

    #[test]
    fn codes_read_back_by_name() {
        for c in Code::ALL {
            let d = decode_diag(&encode_diag(&Diag::new(c, "m"))).expect("decodes");
            assert_eq!(d.code, c);
        }
        assert!(decode_diag(&serde_json::json!({"code": "no-such-code"})).is_none());
    }
}
