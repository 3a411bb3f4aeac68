//! Discover the harness: find the benchmark root (`--root`, `./benchmark`, or upward from the
//! working directory, or from the config files named), then list every Python module under it;
//! a module is read and parsed the first time a run needs it (once), so checking one config
//! reads and parses only what its scenario imports. A file that can't be read is, as soon as
//! anything asks for it, as if it were not there.
//!
//! In: a starting directory. Out: a [`Harness`] — the root and its modules by dotted name — or a
//! one-line [`Fatal`] error naming the path and what is wrong.

use std::collections::HashMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use crate::lang::messages as lang;
use crate::parse::python::PyModule;
use crate::say;

/// The largest Python file read; a larger one is skipped as unreadable.
const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;
/// How many Python files a harness may have before the walk stops.
const MAX_FILES: usize = 50_000;
/// How deep the walk goes.
const MAX_DEPTH: usize = 32;
/// Folders that never hold harness code.
const SKIP_DIRS: &[&str] = &[
    "configs",
    "__pycache__",
    "node_modules",
    "venv",
    ".venv",
    "site-packages",
    "build",
    "dist",
];

/// A failure that stops the whole job (exit 2): one line, naming the file.
#[derive(Debug, Clone)]
pub struct Fatal(pub String);

impl std::fmt::Display for Fatal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

pub struct Harness {
    pub root: PathBuf,
    /// Every `.py` file found, readable or not (see [`Harness::resolve`]).
    pub modules: Vec<ModuleFile>,
    pub by_name: HashMap<String, u32>,
    /// Index of `benchmark.py`.
    pub entry: u32,
}

/// A harness module: its file and name, its text and its parse, each made when first asked for.
pub struct ModuleFile {
    /// Its path from the root, `/`-separated.
    pub rel: String,
    /// Dotted module name.
    pub name: String,
    pub is_package: bool,
    /// Where its text is read from (`None`: it was given).
    path: Option<PathBuf>,
    /// Its text, or why it can't be read (one line): read once, shared with the copies of the
    /// harness made by [`Harness::fresh`].
    text: Arc<OnceLock<Result<String, String>>>,
    parsed: OnceLock<PyModule>,
    /// The harness modules its `import` statements name (made by the first caller of
    /// [`ModuleFile::direct_imports`]: the same for every caller, the file being read once).
    imports: OnceLock<Vec<u32>>,
}

impl ModuleFile {
    /// A module of the text given.
    pub fn new(rel: String, text: String) -> Self {
        let m = ModuleFile::at(rel, None);
        let _ = m.text.set(Ok(text));
        m
    }

    /// A module read from `path` when first needed.
    fn at(rel: String, path: Option<PathBuf>) -> Self {
        let (name, is_package) = module_name(&rel);
        ModuleFile {
            rel,
            name,
            is_package,
            path,
            text: Arc::new(OnceLock::new()),
            parsed: OnceLock::new(),
            imports: OnceLock::new(),
        }
    }

    /// Its text (read now if nothing asked for it before), or why it can't be read.
    pub fn read(&self) -> Result<&str, &str> {
        let r = self.text.get_or_init(|| match &self.path {
            Some(p) => read_text(p),
            None => Err(lang().pick("missing", "不存在").into()),
        });
        r.as_deref().map_err(String::as_str)
    }

    /// Its text, if it can be read.
    pub fn text(&self) -> Option<&str> {
        self.read().ok()
    }

    /// What `find` gives for this module the first time it is asked, then remembered: the
    /// harness modules its import statements name (a pure function of the harness, which does
    /// not change while it is loaded).
    pub fn direct_imports(&self, find: impl FnOnce() -> Vec<u32>) -> &[u32] {
        self.imports.get_or_init(find)
    }

    /// Whether a run parsed it already.
    pub fn is_parsed(&self) -> bool {
        self.parsed.get().is_some()
    }

    /// Its parse (made now if no run asked for it before; any thread may). Only a module
    /// that can be read is parsed ([`Harness::resolve`] finds no other): an unreadable one is
    /// taken as empty.
    pub fn parsed(&self) -> &PyModule {
        self.parsed.get_or_init(|| {
            let text = self.text().unwrap_or_default().to_string();
            PyModule::parse(self.rel.clone(), self.name.clone(), self.is_package, text)
        })
    }
}

/// Files' texts (or why each can't be read) by their paths from the root.
pub type Texts = HashMap<String, Result<String, String>>;

/// The harness's `.py` files as a caller found them: each one's path from the root and its path
/// ([`python_files`]), and the text of those it read. The cache makes its key from one; the
/// harness loaded from the same one has the very modules, and bytes, the key was made of.
pub struct Listing {
    pub files: Vec<(String, PathBuf)>,
    pub texts: Texts,
}

/// The file that marks a benchmark root.
pub const ENTRY_FILE: &str = "benchmark.py";

/// Find the root: `explicit` if given, else `./benchmark` holding `benchmark.py`, else the nearest
/// folder upward from `cwd` whose `benchmark.py` defines `OP_REGISTRY`.
pub fn find_root(explicit: Option<&Path>, cwd: &Path) -> Result<PathBuf, Fatal> {
    if let Some(root) = explicit {
        if !root.is_dir() {
            return Err(Fatal(say!(
                lang(),
                "{}: no such directory (given with --root)",
                "{}：没有这个目录（--root 给出的）",
                root.display()
            )));
        }
        let entry = root.join(ENTRY_FILE);
        if !entry.is_file() {
            return Err(Fatal(say!(
                lang(),
                "{}: no `{ENTRY_FILE}` here; --root must name the benchmark root",
                "{}：这里没有 `{ENTRY_FILE}`；--root 必须指向 benchmark 根目录",
                root.display()
            )));
        }
        if !defines_op_registry(&entry) {
            return Err(Fatal(say!(
                lang(),
                "{}: does not define `OP_REGISTRY`; not a HALOps harness",
                "{}：没有定义 `OP_REGISTRY`；不是 HALOps harness",
                entry.display()
            )));
        }
        return Ok(root.to_path_buf());
    }
    let local = cwd.join("benchmark");
    if local.join(ENTRY_FILE).is_file() {
        return Ok(local);
    }
    for dir in cwd.ancestors() {
        let entry = dir.join(ENTRY_FILE);
        if entry.is_file() && defines_op_registry(&entry) {
            return Ok(dir.to_path_buf());
        }
    }
    Err(Fatal(say!(
        lang(),
        "{}: no HALOps harness found (no `benchmark/{ENTRY_FILE}` here, and no `{ENTRY_FILE}` defining `OP_REGISTRY` upward); pass --root",
        "{}：没有找到 HALOps harness（这里没有 `benchmark/{ENTRY_FILE}`，往上也没有定义 `OP_REGISTRY` 的 `{ENTRY_FILE}`）；请传入 --root",
        cwd.display()
    )))
}

/// [`find_root`], and when nothing from `cwd` finds one, the nearest folder upward from the
/// files to work on (config files named on the command line) whose `benchmark.py` defines
/// `OP_REGISTRY`: `gen-config check halops-bench/benchmark/configs/gemm/x.yaml` from anywhere.
/// Files of two harnesses at once are an error (one harness a run).
pub fn find_root_for(explicit: Option<&Path>, cwd: &Path, files: &[PathBuf]) -> Result<PathBuf, Fatal> {
    let from_cwd = find_root(explicit, cwd);
    if explicit.is_some() || from_cwd.is_ok() || files.is_empty() {
        return from_cwd;
    }
    let mut found: Option<PathBuf> = None;
    for f in files {
        let full = cwd.join(f);
        let Some(root) = full.ancestors().skip(1).find(|d| {
            let entry = d.join(ENTRY_FILE);
            entry.is_file() && defines_op_registry(&entry)
        }) else {
            continue;
        };
        match &found {
            None => found = Some(root.to_path_buf()),
            Some(other) if same_dir(other, root) => {}
            Some(other) => {
                return Err(Fatal(say!(
                    lang(),
                    "{} and {} belong to two harnesses ({} and {}); check one harness at a time, or pass --root",
                    "{} 和 {} 属于两个 harness（{} 和 {}）；请一次检查一个 harness，或传入 --root",
                    files[0].display(),
                    f.display(),
                    other.display(),
                    root.display()
                )))
            }
        }
    }
    found.ok_or_else(|| {
        from_cwd.err().unwrap_or_else(|| {
            Fatal(
                lang()
                    .pick(
                        "no HALOps harness found; pass --root",
                        "没有找到 HALOps harness；请传入 --root",
                    )
                    .into(),
            )
        })
    })
}

fn same_dir(a: &Path, b: &Path) -> bool {
    a == b || matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y)
}

fn defines_op_registry(path: &Path) -> bool {
    match read_text(path) {
        Ok(text) => text.lines().any(|l| l.trim_start().starts_with("OP_REGISTRY")),
        Err(_) => false,
    }
}

/// Read a text file with a size limit; the error is one line.
pub fn read_text(path: &Path) -> Result<String, String> {
    let meta = fs::metadata(path).map_err(|e| io_text(&e))?;
    if !meta.is_file() {
        return Err(lang().pick("not a regular file", "不是普通文件").into());
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(say!(
            lang(),
            "too large ({} bytes; the limit is {MAX_FILE_BYTES})",
            "太大（{} 字节；上限为 {MAX_FILE_BYTES}）",
            meta.len()
        ));
    }
    // Sized from the metadata already at hand (`fs::read` would ask for it again), and bounded
    // even if the file grew since.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    fs::File::open(path)
        .and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| io_text(&e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(say!(
            lang(),
            "too large (over {MAX_FILE_BYTES} bytes; it grew while being read)",
            "太大（超过 {MAX_FILE_BYTES} 字节；读取时它变大了）"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        say!(
            lang(),
            "not valid UTF-8 (byte {at})",
            "不是有效的 UTF-8（第 {at} 字节）"
        )
    })
}

/// Why a file could not be opened or read, in the language of the messages: the common cases
/// in words, any other as the system says it.
pub fn io_text(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => lang().pick("no such file", "文件不存在").into(),
        K::PermissionDenied => lang().pick("permission denied", "没有权限").into(),
        _ => say!(lang(), "{e}", "系统错误：{e}"),
    }
}

/// Every `.py` file [`load`] reads, sorted: its path relative to the root (`/`-separated), and
/// its path.
pub fn python_files(root: &Path) -> Vec<(String, PathBuf)> {
    let mut files = Vec::new();
    walk(root, "", 0, &mut files);
    files.sort();
    files
}

/// List every `.py` file under the root (each read and parsed when first used; `benchmark.py`
/// now).
pub fn load(root: &Path) -> Result<Harness, Fatal> {
    let listing = Listing {
        files: python_files(root),
        texts: HashMap::new(),
    };
    load_with(root, &listing)
}

/// [`load`] of the files `listing` found, with the text of those it read; the others are read
/// when needed.
pub fn load_with(root: &Path, listing: &Listing) -> Result<Harness, Fatal> {
    let modules: Vec<ModuleFile> = listing
        .files
        .iter()
        .map(|(rel, path)| {
            let m = ModuleFile::at(rel.clone(), Some(path.clone()));
            if let Some(t) = listing.texts.get(rel) {
                let _ = m.text.set(t.clone());
            }
            m
        })
        .collect();
    let mut by_name = HashMap::new();
    for (i, m) in modules.iter().enumerate() {
        by_name.insert(m.name.clone(), i as u32);
    }
    let Some(entry) = modules.iter().position(|m| m.rel == ENTRY_FILE) else {
        return Err(Fatal(format!(
            "{}: {}",
            root.join(ENTRY_FILE).display(),
            lang().pick("missing", "不存在")
        )));
    };
    let entry = entry as u32;
    if let Err(why) = modules[entry as usize].read() {
        return Err(Fatal(format!("{}: {why}", root.join(ENTRY_FILE).display())));
    }
    if let Some(e) = &modules[entry as usize].parsed().error {
        return Err(Fatal(say!(
            lang(),
            "{}:{}:{}: syntax error: {}",
            "{}:{}:{}：语法错误：{}",
            root.join(ENTRY_FILE).display(),
            e.line,
            e.column,
            e.message
        )));
    }
    Ok(Harness {
        root: root.to_path_buf(),
        modules,
        by_name,
        entry,
    })
}

/// `kernel/gemm/__init__.py` → (`kernel.gemm`, true); `benchmark.py` → (`benchmark`, false).
pub fn module_name(rel: &str) -> (String, bool) {
    let stem = rel.strip_suffix(".py").unwrap_or(rel);
    if let Some(pkg) = stem.strip_suffix("/__init__") {
        (pkg.replace('/', "."), true)
    } else {
        (stem.replace('/', "."), false)
    }
}

/// Collect `.py` files; symlinked folders are not followed (no loops), depth and count are bounded.
/// `rel` is `dir`'s path from the root, `/`-separated, ending in `/` (empty at the root).
fn walk(dir: &Path, rel: &str, depth: usize, out: &mut Vec<(String, PathBuf)>) {
    if depth > MAX_DEPTH || out.len() >= MAX_FILES {
        return;
    }
    let Ok(entries) = fs::read_dir(dir) else { return };
    // Each name made once (sorting by `file_name()` would make it at every comparison).
    let mut entries: Vec<(std::ffi::OsString, fs::DirEntry)> = entries.flatten().map(|e| (e.file_name(), e)).collect();
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, e) in entries {
        let Ok(ft) = e.file_type() else { continue };
        let name = name.to_string_lossy();
        if ft.is_dir() {
            if name.starts_with('.') || SKIP_DIRS.contains(&name.as_ref()) {
                continue;
            }
            walk(&e.path(), &format!("{rel}{name}/"), depth + 1, out);
        } else if name.ends_with(".py") && (ft.is_file() || ft.is_symlink()) {
            if out.len() >= MAX_FILES {
                return;
            }
            out.push((format!("{rel}{name}"), e.path()));
        }
    }
}

/// A harness loaded the first time it is needed: a check answered from its cache reads the
/// Python files but parses none of them.
pub struct Lazy {
    root: PathBuf,
    cell: std::cell::OnceCell<Result<Harness, Fatal>>,
    /// The files as the cache found them (and read some), taken when the harness is loaded.
    known: std::cell::RefCell<Option<std::sync::Arc<Listing>>>,
}

impl Lazy {
    pub fn new(root: PathBuf) -> Lazy {
        Lazy {
            root,
            cell: std::cell::OnceCell::new(),
            known: Default::default(),
        }
    }
    /// The files as the cache found them: the harness, when loaded, is of these modules and
    /// takes the text of those read from here (what the cache's key was made of) instead of
    /// listing and reading them again.
    pub fn found_already(&self, listing: std::sync::Arc<Listing>) {
        *self.known.borrow_mut() = Some(listing);
    }
    pub fn root(&self) -> &Path {
        &self.root
    }
    /// The harness, loaded now if it was not yet; `loaded` says whether this call loaded it.
    pub fn get(&self, loaded: &mut dyn FnMut()) -> Result<&Harness, Fatal> {
        let mut first = false;
        let h = self.cell.get_or_init(|| {
            first = true;
            match self.known.borrow_mut().take() {
                Some(listing) => load_with(&self.root, &listing),
                None => load(&self.root),
            }
        });
        if first {
            loaded();
        }
        h.as_ref().map_err(Clone::clone)
    }
    /// The harness if it was loaded (and loaded without error).
    pub fn loaded(&self) -> Option<&Harness> {
        self.cell.get().and_then(|r| r.as_ref().ok())
    }
    pub fn into_loaded(self) -> Option<Harness> {
        self.cell.into_inner().and_then(Result::ok)
    }
}

impl Harness {
    /// A copy of this harness that has parsed nothing: the same files, whose texts are read
    /// once for both (what either reads, the other has). A run done with a part of the harness
    /// (a few ops of a whole check) drops its copy, and the parses made for it with it.
    pub fn fresh(&self) -> Harness {
        let modules = self
            .modules
            .iter()
            .map(|m| ModuleFile {
                rel: m.rel.clone(),
                name: m.name.clone(),
                is_package: m.is_package,
                path: m.path.clone(),
                text: Arc::clone(&m.text),
                parsed: OnceLock::new(),
                imports: OnceLock::new(),
            })
            .collect();
        Harness {
            root: self.root.clone(),
            modules,
            by_name: self.by_name.clone(),
            entry: self.entry,
        }
    }

    /// Parse every module now, on every core: for a run that will import them all anyway (a
    /// `schema` of the whole harness reads every op's scenarios, as does a check of configs that
    /// may be any op's), which would otherwise parse them one after the other as the registry's
    /// code imports them.
    pub fn parse_all(&self) {
        crate::par::map(&self.modules, |m| {
            if m.text().is_some() {
                m.parsed();
            }
        });
    }

    /// Each file that can't be read, `rel: why` (every file is read now, on every core).
    pub fn unreadable(&self) -> Vec<String> {
        crate::par::map(&self.modules, |m| m.read().err().map(|why| format!("{}: {why}", m.rel)))
            .into_iter()
            .flatten()
            .flatten()
            .collect()
    }

    pub fn module(&self, i: u32) -> &PyModule {
        self.modules[i as usize].parsed()
    }

    /// The module of the file `rel` (its path from the root), and its index, if it can be read.
    pub fn module_file(&self, rel: &str) -> Option<(u32, &ModuleFile)> {
        let i = self.modules.iter().position(|m| m.rel == rel)?;
        let m = &self.modules[i];
        m.text().map(|_| (i as u32, m))
    }

    /// The text of the file `rel`, if it can be read.
    pub fn text_of(&self, rel: &str) -> Option<&str> {
        self.module_file(rel).and_then(|(_, m)| m.text())
    }

    /// Resolve a dotted module name the harness's way; a name prefixed with the root folder's own
    /// name (`benchmark.kernel.x`) is accepted too. A file that can't be read is not found (an
    /// import of it fails as on a machine where it is missing).
    pub fn resolve(&self, name: &str) -> Option<u32> {
        let found = self.by_name.get(name).copied().or_else(|| {
            let root_name = self.root.file_name()?.to_string_lossy();
            let rest = name.strip_prefix(root_name.as_ref())?.strip_prefix('.')?;
            self.by_name.get(rest).copied()
        })?;
        self.modules[found as usize].text().map(|_| found)
    }
}
