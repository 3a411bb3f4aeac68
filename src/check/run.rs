//! A whole check: the configs to check (the paths given, a folder's `*.yaml` files, then every
//! `configs/<folder>/*.yaml` and `configs/*.yaml` with `--all`), each read, placed (op and
//! scenario; a config under `configs/` outside an op's folder is run where it is, and the
//! harness may refuse it there), and checked against a model that probes only the scenarios
//! they use, a few ops at a time, the configs of one scenario one after the other on one worker.
//! A path that can't be read keeps its place with an `io` diagnostic; the rest are still
//! checked. A file found (by `--all`, in a folder) is named from the working directory.
//!
//! Why here and not in the CLI: the MCP server, the pre-commit hooks and `check` itself all mean
//! the same thing by "check these configs"; the CLI only parses the arguments and prints.

use std::path::{Path, PathBuf};

use super::cache::{Cache, Key};
use super::stamps::Look;
use super::{check_doc_in, locate, place_unlocated, refused_place, Input, Report};
use crate::diag::{Code, Diag};
use crate::discover::{Harness, Lazy};
use crate::lang::messages as lang;
use crate::model::{self, Model, Selection};
use crate::parse::yaml::ConfigDoc;

/// A config located: its op, its scenario, and whether it lists `halops` after another backend.
type Located = (String, String, bool);

/// Configs a batch of ops of a whole check has at least (see `check_whole`): enough to keep
/// every core busy; a small harness is one batch.
const BATCH_CONFIGS: usize = 32;

/// What to check.
pub struct Request<'a> {
    /// Where relative paths are from.
    pub cwd: &'a Path,
    pub paths: &'a [PathBuf],
    /// Every `configs/<folder>/*.yaml` (and `configs/*.yaml`) too.
    pub all: bool,
    /// Only this op's folder (with `all`), and the op of a config whose folder names none.
    pub op: Option<&'a str>,
}

/// A whole check's outcome: one report a config, in order, with the text of each one that could
/// be read (for showing its lines).
pub struct CheckRun {
    pub reports: Vec<Report>,
    pub texts: Vec<Option<String>>,
    /// How many configs could be read (the others are `io` reports).
    pub read: usize,
}

/// Check the configs `req` names, from the harness `lazy` loads when it is needed. With a
/// `cache`, a config whose key is stored is not checked again: its report is the stored one, and
/// the harness is not even loaded when every config's is (nor the registry read, when its op
/// names are stored). `phase` is told when each phase ends (for timings). `Err`: the job can't be
/// done (the harness can't be loaded, an `--op` that is no op, no configs at all), in one line.
pub fn check_all(
    lazy: &Lazy,
    req: &Request,
    cache: Option<&mut Cache>,
    phase: &mut dyn FnMut(&str),
) -> Result<CheckRun, String> {
    // `--all` of every op: the registry is read for its ops' names only, and each batch of ops
    // is read, described and checked on a copy of the harness of its own (`check_whole`).
    let whole = req.all && req.op.is_none();
    let load = |phase: &mut dyn FnMut(&str)| lazy.get(&mut || phase("load the harness")).map_err(|f| f.0);
    // Configs named (files, folders) or one op's (`--all --op`): found before the registry is
    // read, and only their folders' ops (and `--op`) get their scenarios listed. Only `--all`
    // of every op needs the registry's ops to find its configs.
    let root = lazy.root();
    let early = (!whole).then(|| collect_inputs(root, req.cwd, req.paths, req.all, req.op, &[]));
    let list_ops: Option<Vec<String>> = Some(match &early {
        None => vec![],
        Some(wanted) => {
            let mut names: Vec<String> = wanted
                .iter()
                .flatten()
                .filter_map(Found::parent_name)
                .chain(req.op.map(str::to_string))
                .collect();
            names.sort();
            names.dedup();
            names
        }
    });
    let read_registry = |h: &Harness| {
        model::build(
            h,
            &Selection {
                only: Some(vec![]),
                list_ops: list_ops.clone(),
                skip_unreadable: true,
                ..Default::default()
            },
        )
    };
    let mut registry: Option<Model> = None;
    let ops: Vec<String> = match cache.as_deref().and_then(Cache::registry) {
        Some(ops) => ops.to_vec(),
        None => {
            let m = read_registry(load(phase)?);
            let ops = m.ops.iter().map(|x| x.name.clone()).collect();
            registry = Some(m);
            ops
        }
    };
    phase("read the op registry");
    if let Some(o) = req.op {
        if !ops.iter().any(|x| x == o) {
            return Err(crate::say!(
                lang(),
                "--op `{o}`: not in `OP_REGISTRY` ({})",
                "--op `{o}`：不在 `OP_REGISTRY` 中（{}）",
                ops.join(", ")
            ));
        }
    }
    let wanted = early.unwrap_or_else(|| collect_inputs(root, req.cwd, req.paths, req.all, req.op, &ops));
    if wanted.is_empty() {
        return Err(crate::say!(
            lang(),
            "{}: no configs found under configs/<op>/",
            "{}：configs/<op>/ 下没有找到配置",
            root.display()
        ));
    }
    // The configs found; the others keep their place with an `io` diagnostic.
    let mut found: Vec<Found> = Vec::new();
    let mut slots: Vec<Result<usize, Report>> = Vec::new();
    for w in wanted {
        match w {
            Ok(f) => {
                slots.push(Ok(found.len()));
                found.push(f);
            }
            Err((path, why)) => slots.push(Err(io_report(path, &why))),
        }
    }
    // Each one's text, or with a cache its digest (and its text only if its stamp changed), on
    // the workers; then what the cache holds of it.
    let looked: Vec<(Option<Look>, Option<Key>, Option<Report>)> =
        crate::par::map(&found, |f| match cache.as_deref() {
            Some(c) => {
                let look = c.look(&f.file);
                let key = c.key(req.cwd, req.op, &f.config(), look.digest());
                let report = c.get(key, &f.shown);
                (Some(look), Some(key), report)
            }
            None => (None, None, None),
        })
        .into_iter()
        .map(|x| x.unwrap_or((None, None, None)))
        .collect();
    let keys: Vec<Option<Key>> = looked.iter().map(|x| x.1).collect();
    let mut checked: Vec<Option<Report>> = Vec::with_capacity(found.len());
    let mut texts: Vec<Option<Result<String, String>>> = Vec::with_capacity(found.len());
    for (look, _, report) in looked {
        checked.push(report);
        texts.push(match look {
            Some(Look::Read(text, _)) => Some(text),
            _ => None,
        });
    }
    let missed: Vec<usize> = (0..found.len()).filter(|&i| checked[i].is_none()).collect();
    // What is checked now is read now if its stamp spared it (it changed since, or its entry
    // is gone: read from the file as it is).
    read_unread(&found, &mut texts, &missed);
    phase("read the configs");
    if !missed.is_empty() {
        let h = load(phase)?;
        let registry = match registry.take() {
            Some(r) => r,
            None => read_registry(h),
        };
        let inputs: Vec<Input> = missed
            .iter()
            .map(|&i| found[i].input(texts[i].take().unwrap_or_else(not_read)))
            .collect();
        let todo: Vec<&Input> = inputs.iter().collect();
        let reports = if whole {
            check_whole(h, &registry, &todo, phase)
        } else {
            check_inputs(h, &registry, &todo, req.op, &mut None, phase).0
        };
        for ((&i, r), input) in missed.iter().zip(reports).zip(inputs) {
            checked[i] = Some(r);
            texts[i] = Some(input.text);
        }
    } else {
        phase("answered from cache");
    }
    if let Some(c) = cache {
        let new: Vec<(Key, &Report)> = missed
            .iter()
            .filter_map(|&i| Some((keys[i]?, checked[i].as_ref()?)))
            .collect();
        let used: Vec<Key> = keys.iter().flatten().copied().collect();
        // `--all` without `--op` and nothing named: every config there is was seen, so the
        // entries of configs gone or changed since can go.
        let complete = req.all && req.op.is_none() && req.paths.is_empty();
        c.save(&ops, &new, &used, complete);
    }
    // A diagnostic shows its config's lines: the text of a config answered from the cache with
    // diagnostics is read too (a clean one's is not needed).
    let shown: Vec<usize> = (0..found.len())
        .filter(|&i| checked[i].as_ref().is_some_and(|r| !r.diagnostics.is_empty()))
        .collect();
    read_unread(&found, &mut texts, &shown);
    let read = found.len();
    let (reports, texts): (Vec<Report>, Vec<Option<String>>) = slots
        .into_iter()
        .map(|s| match s {
            Ok(i) => (
                checked[i].take().unwrap_or_else(|| not_checked(&found[i].shown)),
                texts[i].take().and_then(Result::ok),
            ),
            Err(r) => (r, None),
        })
        .unzip();
    Ok(CheckRun { reports, texts, read })
}

/// Read, on the workers, the texts of the configs `which` not read yet.
fn read_unread(found: &[Found], texts: &mut [Option<Result<String, String>>], which: &[usize]) {
    let todo: Vec<usize> = which.iter().copied().filter(|&i| texts[i].is_none()).collect();
    let read = crate::par::map(&todo, |&i| crate::discover::read_text(&found[i].file));
    for (i, text) in todo.into_iter().zip(read) {
        texts[i] = Some(text.unwrap_or_else(not_read));
    }
}

/// Why a config's text is missing where it was to be read (a worker that failed: a bug).
fn not_read() -> Result<String, String> {
    Err(lang()
        .pick("could not be read (internal error)", "无法读取（内部错误）")
        .into())
}

/// A config file found: where it is, as shown, and its place under `configs/`.
struct Found {
    file: PathBuf,
    shown: String,
    place: Option<String>,
}

impl Found {
    fn parent_name(&self) -> Option<String> {
        let name = self.file.parent()?.file_name()?;
        Some(name.to_string_lossy().into_owned())
    }

    /// What the cache's key is made of, besides its bytes.
    fn config(&self) -> super::cache::Config<'_> {
        super::cache::Config {
            shown: &self.shown,
            parent_name: self.parent_name(),
            place: self.place.as_deref(),
        }
    }

    fn input(&self, text: Result<String, String>) -> Input {
        Input {
            path: self.shown.clone(),
            text,
            parent_name: self.parent_name(),
            place: self.place.clone(),
        }
    }
}

/// A config to check, or the reason it can't be (an `io` diagnostic).
type Wanted = Result<Found, (String, String)>;

/// Configs to check, in order: the paths given (a folder: every `*.yaml` under it), then with
/// `--all` every `configs/<folder>/*.yaml`, the ops' folders first, and `configs/*.yaml`. A
/// path that can't be opened (missing, no permission) stays in its place as the reason why.
fn collect_inputs(
    root: &Path,
    cwd: &Path,
    paths: &[PathBuf],
    all: bool,
    op: Option<&str>,
    ops: &[String],
) -> Vec<Wanted> {
    // (file, as shown, its place under configs/), or why not.
    type Spot = (PathBuf, String, Option<String>);
    let mut wanted: Vec<Result<Spot, (String, String)>> = Vec::new();
    // Resolved once (a check of thousands of configs must not resolve them per file).
    let cwd_resolved = std::fs::canonicalize(cwd).ok();
    let configs_resolved = std::fs::canonicalize(root.join("configs")).ok();
    let place_of = |f: &Path| place_under(f, configs_resolved.as_deref());
    for p in paths {
        let full = if p.is_absolute() { p.clone() } else { cwd.join(p) };
        let shown = p.display().to_string();
        if full.is_dir() {
            // Every config under it, as ruff and yamllint take a folder.
            let mut found = Vec::new();
            yaml_files_under(&full, 0, &mut found);
            found.sort();
            if found.is_empty() {
                let why = lang().pick("a folder with no `*.yaml` file under it", "文件夹下没有 `*.yaml` 文件");
                wanted.push(Err((shown, why.into())));
            }
            for f in found {
                let rel = f
                    .strip_prefix(&full)
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|_| f.clone());
                let place = place_of(&f);
                wanted.push(Ok((f, p.join(rel).display().to_string(), place)));
            }
        } else if !full.exists() {
            wanted.push(Err((shown, lang().pick("no such file", "文件不存在").into())));
        } else if let Err(e) = std::fs::File::open(&full) {
            wanted.push(Err((shown, crate::discover::io_text(&e))));
        } else {
            let place = place_of(&full);
            wanted.push(Ok((full, shown, place)));
        }
    }
    if all {
        let configs = root.join("configs");
        // Every folder under configs/: the registry's ops first, in its order, then the others
        // (none hidden), sorted. A config in a folder that is no op (or in any folder, when
        // benchmark.py can't be run) is checked too, its op found as for a file named alone.
        let ops: Vec<String> = ops.to_vec();
        let mut others: Vec<String> = std::fs::read_dir(&configs)
            .map(|r| {
                r.flatten()
                    .map(|e| e.file_name().to_string_lossy().to_string())
                    .filter(|name| !name.starts_with('.') && !ops.contains(name))
                    .filter(|name| configs.join(name).is_dir())
                    .collect()
            })
            .unwrap_or_default();
        others.sort();
        let folders: Vec<String> = ops.into_iter().chain(others).collect();
        // Then the configs at the top of configs/ (the harness takes none there: said, not
        // skipped), unless one op's folder is asked for.
        let top = op.is_none().then(String::new);
        for o in folders
            .iter()
            .filter(|o| op.is_none_or(|x| x == o.as_str()))
            .chain(&top)
        {
            let dir = configs.join(o);
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            // The entry's own type where the folder listing gives it (no `stat` per file); a
            // link is followed.
            let mut files: Vec<(std::ffi::OsString, PathBuf)> = entries
                .flatten()
                .filter_map(|e| Some((e.file_type().ok()?, e.file_name(), e.path())))
                .filter(|(_, _, p)| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
                .filter(|(t, _, p)| t.is_file() || (t.is_symlink() && p.is_file()))
                .map(|(_, n, p)| (n, p))
                .collect();
            // One folder's: ordered by name (as by path), each name made once.
            files.sort_by(|a, b| a.0.cmp(&b.0));
            // Shown from the working directory as the folder is, then the name.
            let dir_shown = shown_base(cwd, cwd_resolved.as_deref(), &dir);
            for (name, f) in files {
                let shown = dir_shown.join(&name).display().to_string();
                // Listed from configs/<o>/ itself: its place is known without resolving it.
                let name = name.to_string_lossy();
                let place = Some(if o.is_empty() {
                    name.into_owned()
                } else {
                    format!("{o}/{name}")
                });
                wanted.push(Ok((f, shown, place)));
            }
        }
    }
    wanted
        .into_iter()
        .map(|w| w.map(|(file, shown, place)| Found { file, shown, place }))
        .collect()
}

/// A file's path under the harness's `configs/` (`configs` resolved), `/`-separated: what
/// `python benchmark.py --config=...` would be given for it. Its folder is resolved, its own name
/// kept (a link in an op's folder is at its place).
fn place_under(path: &Path, configs: Option<&Path>) -> Option<String> {
    let dir = std::fs::canonicalize(path.parent()?).ok()?;
    let rel = dir.strip_prefix(configs?).ok()?.join(path.file_name()?);
    let parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    Some(parts.join("/"))
}

/// How deep a folder given on the command line is searched for configs.
const MAX_FOLDER_DEPTH: usize = 16;

/// The `*.yaml` / `*.yml` files under `dir` and its folders (hidden ones skipped, as `--all`
/// skips them), links to files followed, links to folders not (no loops).
fn yaml_files_under(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let (Ok(t), path) = (e.file_type(), e.path()) else {
            continue;
        };
        let hidden = e.file_name().to_string_lossy().starts_with('.');
        if t.is_dir() {
            if !hidden && depth < MAX_FOLDER_DEPTH {
                yaml_files_under(&path, depth + 1, out);
            }
        } else if path.extension().is_some_and(|x| x == "yaml" || x == "yml") && path.is_file() {
            out.push(path);
        }
    }
}

/// A file or folder the check found itself (not named on the command line), as the person
/// would name it from the working directory: relative to it when it is under it, else absolute.
fn shown_base<'p>(cwd: &Path, cwd_resolved: Option<&Path>, f: &'p Path) -> &'p Path {
    if f.is_relative() {
        // Relative to the working directory already (a relative `--root`).
        return f;
    }
    [Some(cwd), cwd_resolved]
        .into_iter()
        .flatten()
        .find_map(|base| f.strip_prefix(base).ok())
        .unwrap_or(f)
}

/// The report of a config file that can't be read.
fn io_report(path: String, why: &str) -> Report {
    Report {
        path,
        op: None,
        scenario: None,
        points: 0,
        diagnostics: vec![Diag::new(
            Code::Io,
            crate::say!(lang(), "cannot read the file: {why}", "无法读取该文件：{why}"),
        )],
    }
}

/// Check configs: locate each one's op and scenario in `registry` (names only); then, a few ops
/// at a time, probe just the scenarios they use and check them on the workers. `table`: the GPU
/// table, if an earlier call found it; told back if this one does. Also says whether some
/// configs were checked with no table found (the harness's own specs instead).
fn check_inputs(
    h: &Harness,
    registry: &Model,
    inputs: &[&Input],
    op: Option<&str>,
    table: &mut Option<Vec<crate::model::Gpu>>,
    phase: &mut dyn FnMut(&str),
) -> (Vec<Report>, bool) {
    // Each config located (its op and scenario, and whether it lists `halops` after another
    // backend), on the workers; its document is kept for its check (a whole repository's check
    // gives this a batch of ops' configs at a time: their documents, not every config's, are held).
    let located: Vec<Result<(Located, ConfigDoc), Report>> = crate::par::map(inputs, |input| {
        let (doc, o, sc) = locate(registry, input, op)?;
        // A config under `configs/` outside an op's folder: where the harness's start refuses
        // it there, that is its diagnostic (`--op` says where it belongs instead).
        if op.is_none() && input.place.is_some() {
            if let Some(d) = refused_place(h, registry, input, &doc, &o) {
                return Err(Report {
                    path: input.path.clone(),
                    op: None,
                    scenario: None,
                    points: 0,
                    diagnostics: vec![d],
                });
            }
        }
        let late = super::halops_first::halops_not_first(&doc);
        Ok(((o, sc, late), doc))
    })
    .into_iter()
    .zip(inputs)
    .map(|(l, input)| l.unwrap_or_else(|| Err(not_checked(&input.path))))
    .collect();
    phase("parse the configs");
    let jobs: Vec<Job> = located
        .iter()
        .zip(inputs)
        .filter_map(|(l, input)| l.as_ref().ok().map(|(x, doc)| (*input, x, doc)))
        .collect();
    // A few ops at a time, in the registry's order: their scenarios described, their configs
    // checked, then what that made (their scenarios' model, the interpreters that imported their
    // modules) dropped before the next ops'. A whole repository's check holds a few ops' work at
    // a time, not every op's; ops are taken together until they have `BATCH_SCENARIOS`
    // scenarios to describe (as the model's probes are), so a small harness is still one
    // batch, spread over every core.
    let mut by_op: Vec<(&str, Vec<usize>)> = Vec::new();
    let mut op_at: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (i, (_, (o, _, _), _)) in jobs.iter().enumerate() {
        let at = *op_at.entry(o.as_str()).or_insert_with(|| {
            by_op.push((o.as_str(), Vec::new()));
            by_op.len() - 1
        });
        by_op[at].1.push(i);
    }
    let rank = |o: &str| registry.ops.iter().position(|x| x.name == o).unwrap_or(usize::MAX);
    by_op.sort_by_key(|(o, _)| rank(o));
    let scenarios: Vec<usize> = by_op
        .iter()
        .map(|(_, mine)| {
            let names: std::collections::HashSet<&str> = mine.iter().map(|&i| jobs[i].1 .1.as_str()).collect();
            names.len()
        })
        .collect();
    let batches: Vec<Vec<usize>> = crate::par::batches(&scenarios, model::BATCH_SCENARIOS)
        .into_iter()
        .map(|r| by_op[r].iter().flat_map(|(_, mine)| mine.iter().copied()).collect())
        .collect();
    let mut checked: Vec<Option<Report>> = (0..jobs.len()).map(|_| None).collect();
    // The GPU table a config's GPU is checked against is the one the first scenario (in the
    // registry's order) that looks `gpu_type` up finds, as when every op is described at once:
    // a batch described before any batch found one waits for it. `table` may be known already
    // (found by an earlier call), and is told to the caller.
    let mut waiting: Vec<(Model, &[usize])> = Vec::new();
    for mine in &batches {
        let mut model = describe(h, mine.iter().map(|&i| jobs[i].1));
        phase("describe scenarios");
        if table.is_none() {
            *table = model
                .ops
                .iter()
                .flat_map(|x| &x.scenarios)
                .find(|s| !s.gpus.is_empty())
                .map(|s| s.gpus.clone());
        }
        let Some(t) = &*table else {
            waiting.push((model, mine));
            continue;
        };
        for (mut m, theirs) in std::mem::take(&mut waiting) {
            m.gpus = t.clone();
            check_jobs(h, &m, &jobs, theirs, &mut checked);
        }
        model.gpus = t.clone();
        check_jobs(h, &model, &jobs, mine, &mut checked);
        phase("check the configs");
    }
    // No scenario found a table: each batch's model has the one the harness's specs give.
    let fell_back = !waiting.is_empty();
    for (m, theirs) in waiting {
        check_jobs(h, &m, &jobs, theirs, &mut checked);
        phase("check the configs");
    }
    // The checks come back in the order of the configs that were located.
    let mut checked = checked.into_iter();
    let reports = located
        .into_iter()
        .zip(inputs)
        .map(|(l, input)| match l {
            Err(mut r) => {
                place_unlocated(h, registry, input, &mut r);
                r
            }
            Ok(_) => checked.next().flatten().unwrap_or_else(|| not_checked(&input.path)),
        })
        .collect();
    (reports, fell_back)
}

/// Check every op's configs (`--all`): `names` is the registry with its ops' names only. Ops
/// are taken in the registry's order, a few at a time (whole ops, at least `BATCH_CONFIGS`
/// configs): each batch's ops' scenarios are listed, described and its configs checked on a
/// copy of the harness of its own, dropped with what it parsed when the batch is done. A whole
/// repository's check holds one batch's syntax trees at a time, and parses each file of an op
/// once. A config outside an op's folder may be any op's: then every op's scenarios are listed
/// at once, on this harness, as for configs named one by one.
fn check_whole(h: &Harness, names: &Model, inputs: &[&Input], phase: &mut dyn FnMut(&str)) -> Vec<Report> {
    let op_of: Vec<Option<usize>> = inputs
        .iter()
        .map(|i| {
            i.parent_name
                .as_deref()
                .and_then(|p| names.ops.iter().position(|o| o.name == p))
        })
        .collect();
    if op_of.iter().any(Option::is_none) {
        h.parse_all();
        let full = model::build(
            h,
            &Selection {
                only: Some(vec![]),
                skip_unreadable: true,
                ..Default::default()
            },
        );
        return check_inputs(h, &full, inputs, None, &mut None, phase).0;
    }
    let mut by_op: Vec<Vec<usize>> = vec![Vec::new(); names.ops.len()];
    for (i, k) in op_of.iter().enumerate() {
        if let Some(k) = k {
            by_op[*k].push(i);
        }
    }
    let used: Vec<(&str, Vec<usize>)> = by_op
        .into_iter()
        .zip(&names.ops)
        .filter(|(mine, _)| !mine.is_empty())
        .map(|(mine, o)| (o.name.as_str(), mine))
        .collect();
    let sizes: Vec<usize> = used.iter().map(|(_, mine)| mine.len()).collect();
    let batches: Vec<(Vec<String>, Vec<usize>)> = crate::par::batches(&sizes, BATCH_CONFIGS)
        .into_iter()
        .map(|r| {
            let ops = used[r.clone()].iter().map(|(o, _)| o.to_string()).collect();
            (ops, used[r].iter().flat_map(|(_, mine)| mine.iter().copied()).collect())
        })
        .collect();
    let mut reports: Vec<Option<Report>> = (0..inputs.len()).map(|_| None).collect();
    let mut run = |(ops, mine): &(Vec<String>, Vec<usize>), table: &mut Option<Vec<crate::model::Gpu>>| {
        let copy = h.fresh();
        let registry = model::build(
            &copy,
            &Selection {
                only: Some(vec![]),
                list_ops: Some(ops.clone()),
                skip_unreadable: true,
                ..Default::default()
            },
        );
        let todo: Vec<&Input> = mine.iter().map(|&i| inputs[i]).collect();
        let (done, fell_back) = check_inputs(&copy, &registry, &todo, None, table, phase);
        for (&i, r) in mine.iter().zip(done) {
            reports[i] = Some(r);
        }
        fell_back
    };
    // A batch checked before any GPU table was found is checked again once one is (as if
    // every op had been described at once).
    let mut table = None;
    let mut again: Vec<usize> = Vec::new();
    for (k, b) in batches.iter().enumerate() {
        let known = table.is_some();
        if run(b, &mut table) {
            again.push(k);
        }
        if !known && table.is_some() {
            for j in std::mem::take(&mut again) {
                run(&batches[j], &mut table);
            }
        }
    }
    reports
        .into_iter()
        .zip(inputs)
        .map(|(r, input)| r.unwrap_or_else(|| not_checked(&input.path)))
        .collect()
}

/// The model of the scenarios the configs `used` are of, and of their ops: with the order of
/// the backends judged for the scenarios of those that list `halops` after another backend.
fn describe<'d>(h: &Harness, used: impl Iterator<Item = &'d Located>) -> Model {
    let mut needed: Vec<(String, String)> = Vec::new();
    let mut order_of: Vec<(String, String)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut late = std::collections::HashSet::new();
    for (o, s, halops_late) in used {
        if seen.insert((o.as_str(), s.as_str())) {
            needed.push((o.clone(), s.clone()));
        }
        if *halops_late && late.insert((o.as_str(), s.as_str())) {
            order_of.push((o.clone(), s.clone()));
        }
    }
    let mut list_ops: Vec<String> = needed.iter().map(|(o, _)| o.clone()).collect();
    list_ops.sort();
    list_ops.dedup();
    model::build(
        h,
        &Selection {
            only: Some(needed),
            list_ops: Some(list_ops),
            skip_verdicts: true,
            order_of: Some(order_of),
            skip_unreadable: true,
            ..Default::default()
        },
    )
}

/// A config to check: where it came from, where it belongs, its document.
type Job<'j> = (&'j Input, &'j Located, &'j ConfigDoc);

/// Check the configs `which` (indexes into `jobs`) against `model`, into `checked`. The configs
/// of one scenario go to one worker, one after the other: what its interpreter remembers of a
/// call (the timing helper, the roofline) serves the next config.
fn check_jobs(h: &Harness, model: &Model, jobs: &[Job], which: &[usize], checked: &mut [Option<Report>]) {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut group_of: std::collections::HashMap<(&str, &str), usize> = std::collections::HashMap::new();
    for &i in which {
        let (o, sc, _) = jobs[i].1;
        let g = *group_of.entry((o.as_str(), sc.as_str())).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[g].push(i);
    }
    let done = crate::par::map_with(
        &groups,
        || crate::eval::interpreter(h),
        |it, group| {
            group
                .iter()
                .map(|&i| {
                    let (input, (o, sc, _), doc) = jobs[i];
                    (i, check_doc_in(it, model, &input.path, doc, o, sc))
                })
                .collect::<Vec<_>>()
        },
    );
    for (i, r) in done.into_iter().flatten().flatten() {
        checked[i] = Some(r);
    }
}

/// The report of a config whose check failed inside gen-config: an error, never a silent pass.
fn not_checked(path: &str) -> Report {
    Report {
        path: path.to_string(),
        op: None,
        scenario: None,
        points: 0,
        diagnostics: vec![Diag::new(
            Code::Python,
            lang().pick(
                "internal error while checking this config (a bug in gen-config): it was not checked",
                "检查此配置时发生内部错误（gen-config 的 bug）：它没有被检查",
            ),
        )],
    }
}
