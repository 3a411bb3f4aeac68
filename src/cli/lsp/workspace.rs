//! The harnesses behind the open configs: each benchmark root read and parsed once, its op
//! registry read once, each scenario described once (as `check` describes it, and once more with
//! its adapters judged for hover and completion), kept until a `.py` file under the root changes.
//!
//! In: a config's path and text. Out: its [`Report`], exactly as `check` makes it (the same
//! locating, model and rules), or, when the harness can't be loaded, one `python` diagnostic
//! saying why. A root is the folder found from each document as `check` finds it from the
//! working directory (or `--root`); a document counts only under its `configs/` folder.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use gen_config::check::{self, Input, Report};
use gen_config::diag::{Code, Diag};
use gen_config::discover::{self, Harness};
use gen_config::model::{self, Loc, Model, Scenario, Selection};
use gen_config::parse::yaml::ConfigDoc;

/// An (op, scenario) pair.
type Key = (String, String);

/// Every root met so far.
pub struct Roots {
    /// `--root`: the one root of every document.
    explicit: Option<PathBuf>,
    roots: HashMap<PathBuf, Root>,
}

pub struct Root {
    pub dir: PathBuf,
    pub state: Result<Loaded, LoadFailure>,
}

/// Why a root's harness could not be loaded: said as one diagnostic on each of its configs.
pub struct LoadFailure {
    pub message: String,
    pub source: Option<Loc>,
}

/// A loaded harness and what was worked out from it so far.
pub struct Loaded {
    pub h: Harness,
    /// The ops and scenarios by name (what locating a config needs).
    pub registry: Model,
    /// Per scenario: the model `check` uses (adapters judged only where a diagnostic needs it).
    checks: HashMap<Key, Model>,
    /// Per scenario: the model `schema` prints (every adapter judged), for hover and completion.
    described: HashMap<Key, Model>,
    /// Per scenario: the values of its driver field (`dtype`/`mode`) its code takes.
    drivers: HashMap<Key, (Vec<String>, bool)>,
}

impl Roots {
    pub fn new(explicit: Option<PathBuf>) -> Roots {
        Roots {
            explicit,
            roots: HashMap::new(),
        }
    }

    /// The root of a config at `path` (loading its harness the first time), if the file is a
    /// config under a root's `configs/`.
    pub fn root_of(&mut self, path: &Path) -> Option<PathBuf> {
        let dir = path.parent()?;
        let root = match &self.explicit {
            Some(r) => r.clone(),
            None => discover::find_root(None, dir).ok()?,
        };
        let root = std::fs::canonicalize(&root).unwrap_or(root);
        let file = std::fs::canonicalize(dir)
            .map(|d| d.join(path.file_name().unwrap_or_default()))
            .unwrap_or_else(|_| path.to_path_buf());
        if !file.starts_with(root.join("configs")) {
            return None;
        }
        if !self.roots.contains_key(&root) {
            let loaded = Root::load(&root);
            self.roots.insert(root.clone(), loaded);
        }
        Some(root)
    }

    pub fn get_mut(&mut self, root: &Path) -> Option<&mut Root> {
        self.roots.get_mut(root)
    }

    /// Load again every root a changed Python file is under; the roots reloaded.
    pub fn reload_for(&mut self, py: &Path) -> Vec<PathBuf> {
        let py = py
            .parent()
            .and_then(|d| std::fs::canonicalize(d).ok())
            .map(|d| d.join(py.file_name().unwrap_or_default()))
            .unwrap_or_else(|| py.to_path_buf());
        let hit: Vec<PathBuf> = self.roots.keys().filter(|r| py.starts_with(r)).cloned().collect();
        for r in &hit {
            self.roots.insert(r.clone(), Root::load(r));
        }
        hit
    }
}

impl Root {
    /// Load the harness under `dir` (every Python file read; each parsed when a run imports it),
    /// and read its op registry.
    pub fn load(dir: &Path) -> Root {
        let state = match discover::load(dir) {
            Ok(h) => {
                let registry = model::build(
                    &h,
                    &Selection {
                        only: Some(vec![]),
                        ..Default::default()
                    },
                );
                Ok(Loaded {
                    h,
                    registry,
                    checks: HashMap::new(),
                    described: HashMap::new(),
                    drivers: HashMap::new(),
                })
            }
            Err(discover::Fatal(message)) => Err(LoadFailure {
                source: entry_syntax_error(dir),
                message,
            }),
        };
        Root {
            dir: dir.to_path_buf(),
            state,
        }
    }

    /// The report of the config at `path` with this text: `check`'s, or the load failure's.
    pub fn check(&mut self, path: &Path, text: &str) -> Report {
        let shown = self.shown(path);
        match &mut self.state {
            Ok(l) => l.check(path, &shown, text),
            Err(f) => Report {
                path: shown,
                op: None,
                scenario: None,
                points: 0,
                diagnostics: vec![Diag::new(
                    Code::Python,
                    gen_config::say!(
                        gen_config::lang::messages(),
                        "the harness can't be loaded: {}",
                        "无法加载 harness：{}",
                        f.message
                    ),
                )
                .source(f.source.clone())],
            },
        }
    }

    /// A config's path as `check --all` shows it: relative to the root.
    pub fn shown(&self, path: &Path) -> String {
        let file = path
            .parent()
            .and_then(|d| std::fs::canonicalize(d).ok())
            .map(|d| d.join(path.file_name().unwrap_or_default()))
            .unwrap_or_else(|| path.to_path_buf());
        file.strip_prefix(&self.dir)
            .map(|r| r.display().to_string())
            .unwrap_or_else(|_| path.display().to_string())
    }
}

/// Where `benchmark.py`'s syntax error is, if that is why the harness can't be loaded.
fn entry_syntax_error(dir: &Path) -> Option<Loc> {
    let text = discover::read_text(&dir.join(discover::ENTRY_FILE)).ok()?;
    let m = gen_config::parse::python::PyModule::parse(
        discover::ENTRY_FILE.to_string(),
        "benchmark".to_string(),
        false,
        text,
    );
    m.error.map(|e| Loc {
        file: discover::ENTRY_FILE.to_string(),
        line: e.line,
    })
}

impl Loaded {
    fn input(path: &Path, shown: &str, text: &str) -> Input {
        Input {
            path: shown.to_string(),
            text: Ok(text.to_string()),
            parent_name: path
                .parent()
                .and_then(|p| p.file_name())
                .map(|n| n.to_string_lossy().to_string()),
            // Its path under `configs/` (what `--config` would name).
            place: {
                let parts: Vec<String> = path.iter().map(|c| c.to_string_lossy().to_string()).collect();
                parts
                    .iter()
                    .rposition(|c| c == "configs")
                    .map(|i| parts[i + 1..].join("/"))
                    .filter(|p| !p.is_empty())
            },
        }
    }

    /// `check` on one config's text: located in the registry, checked against its scenario's
    /// model (described the first time it is needed).
    fn check(&mut self, path: &Path, shown: &str, text: &str) -> Report {
        let input = Self::input(path, shown, text);
        match check::locate(&self.registry, &input, None) {
            Ok((doc, op, sc)) => {
                let key = (op.clone(), sc.clone());
                let h = &self.h;
                let model = self.checks.entry(key).or_insert_with(|| {
                    model::build(
                        h,
                        &Selection {
                            only: Some(vec![(op.clone(), sc.clone())]),
                            skip_verdicts: true,
                            ..Default::default()
                        },
                    )
                });
                check::check_doc_in(&mut gen_config::eval::interpreter(h), model, shown, &doc, &op, &sc)
            }
            Err(mut r) => {
                check::place_unlocated(&self.h, &self.registry, &input, &mut r);
                r
            }
        }
    }

    /// The config's fields, op and scenario, if it parses and its scenario is known.
    pub fn locate(&self, path: &Path, text: &str) -> Option<(ConfigDoc, String, String)> {
        check::locate(&self.registry, &Self::input(path, "", text), None).ok()
    }

    /// The op of a config at `path`: its folder's name where that is an op.
    pub fn folder_op(&self, path: &Path) -> Option<String> {
        let folder = path.parent()?.file_name()?.to_string_lossy().to_string();
        self.registry.op(&folder).map(|o| o.name.clone())
    }

    /// The scenario as `schema` describes it (every adapter judged), described once.
    pub fn described(&mut self, op: &str, sc: &str) -> Option<(&Model, &Scenario)> {
        let key = (op.to_string(), sc.to_string());
        let h = &self.h;
        let model = self.described.entry(key).or_insert_with(|| {
            model::build(
                h,
                &Selection {
                    only: Some(vec![(op.to_string(), sc.to_string())]),
                    ..Default::default()
                },
            )
        });
        let s = model.scenario(op, sc)?;
        Some((model, s))
    }

    /// The harness and the scenario as [`Loaded::described`] described it (call that first).
    pub fn view(&self, op: &str, sc: &str) -> Option<(&Harness, &Model, &Scenario)> {
        let model = self.described.get(&(op.to_string(), sc.to_string()))?;
        Some((&self.h, model, model.scenario(op, sc)?))
    }

    /// The values of the scenario's driver field its code takes (each tried on the code), and
    /// whether it takes others too (a value it names nowhere, or an enum's `_missing_`).
    pub fn driver_values(&mut self, op: &str, sc: &str) -> (Vec<String>, bool) {
        let key = (op.to_string(), sc.to_string());
        if let Some(v) = self.drivers.get(&key) {
            return v.clone();
        }
        let values = match self.described(op, sc) {
            Some((_, s)) => {
                let s = s.clone();
                let values = gen_config::model::driver_values(&self.h, op, &s);
                let open = !values.is_empty() && gen_config::model::driver_open(&self.h, op, &s);
                (values, open)
            }
            None => (vec![], false),
        };
        self.drivers.insert(key, values.clone());
        values
    }

    /// Whether the scenario's code takes `value` for its driver field.
    pub fn driver_accepts(&mut self, op: &str, sc: &str, value: &str) -> bool {
        let Some((_, s)) = self.described(op, sc) else {
            return false;
        };
        let s = s.clone();
        model::driver_accepts(&self.h, op, &s, value)
    }
}
