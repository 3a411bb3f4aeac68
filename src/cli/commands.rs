//! The commands: find and load the harness, build the model, run `schema`, `check` or `new`, print
//! the result (human or JSON) and choose the exit code.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use gen_config::check::{self, Input, Report};
use gen_config::diag::{did_you_mean, Code, Diag};
use gen_config::discover::{self, Fatal, Harness};
use gen_config::model::{self, Model, Selection};
use gen_config::render;

use super::args::{Args, Command, USAGE};
use super::timings::phase;

pub const EXIT_OK: u8 = 0;
pub const EXIT_INVALID: u8 = 1;
pub const EXIT_FAIL: u8 = 2;

pub fn run(args: Args) -> u8 {
    match &args.command {
        Command::Help => {
            outln!("{USAGE}");
            return EXIT_OK;
        }
        Command::Version => {
            outln!("gen-config {}", env!("CARGO_PKG_VERSION"));
            return EXIT_OK;
        }
        _ => {}
    }
    super::timings::start();
    let result = (|| -> Result<u8, Fatal> {
        let cwd = std::env::current_dir().map_err(|e| Fatal(format!("cannot read the working directory: {e}")))?;
        let root = discover::find_root(args.root.as_deref(), &cwd)?;
        let h = discover::load(&root)?;
        phase("load the harness");
        let code = match &args.command {
            Command::Schema { target } => schema(&h, target.as_deref(), args.json),
            Command::Check {
                paths,
                all,
                op,
                verbose,
            } => check_cmd(&h, &cwd, paths, *all, op.as_deref(), *verbose, args.json),
            Command::New(n) => super::new::run(&h, n, args.json),
            Command::Help | Command::Version => Ok(EXIT_OK),
        };
        // The process ends next: freeing every syntax tree of a large harness one node at a time
        // takes longer than the system takes to reclaim the lot.
        std::mem::forget(h);
        code
    })();
    match result {
        Ok(code) => code,
        Err(Fatal(msg)) => {
            if args.json {
                let doc = serde_json::json!({"error": msg});
                outln!("{doc}");
            }
            eprintln!("error: {msg}");
            EXIT_FAIL
        }
    }
}

fn abs_root(h: &Harness) -> String {
    std::fs::canonicalize(&h.root)
        .unwrap_or_else(|_| h.root.clone())
        .to_string_lossy()
        .to_string()
}

fn schema(h: &Harness, target: Option<&str>, json: bool) -> Result<u8, Fatal> {
    let (op, scenario) = match target {
        Some(t) => match t.split_once('/') {
            Some((o, s)) => (Some(o.to_string()), Some(s.to_string())),
            None => (Some(t.to_string()), None),
        },
        None => (None, None),
    };
    if let Some(o) = &op {
        // Names only, to say what a wrong OP or SCENARIO could have been.
        let registry = model::build(
            h,
            &Selection {
                only: Some(vec![]),
                ..Default::default()
            },
        );
        entry_ok(&registry)?;
        let Some(op_model) = registry.op(o) else {
            let ops = registry.ops.iter().map(|x| x.name.as_str());
            let hint = did_you_mean(o, ops.clone())
                .map(|m| format!("; did you mean `{m}`?"))
                .unwrap_or_else(|| format!("; ops: {}", ops.collect::<Vec<_>>().join(", ")));
            return Err(Fatal(format!(
                "{}: `{o}` is not in `OP_REGISTRY`{hint}",
                h.root.join(discover::ENTRY_FILE).display()
            )));
        };
        if let Some(s) = &scenario {
            if !op_model.scenarios.iter().any(|x| &x.name == s) {
                let names = op_model.scenarios.iter().map(|x| x.name.as_str());
                let hint = did_you_mean(s, names.clone())
                    .map(|m| format!("; did you mean `{m}`?"))
                    .unwrap_or_else(|| format!("; scenarios: {}", names.collect::<Vec<_>>().join(", ")));
                return Err(Fatal(format!("`{s}` is not a scenario of `{o}`{hint}")));
            }
        }
    }
    let model = model::build(
        h,
        &Selection {
            op,
            scenario,
            ..Default::default()
        },
    );
    phase("describe scenarios");
    entry_ok(&model)?;
    if json {
        super::print_json(&render::schema_json(&abs_root(h), &model));
    } else {
        out!("{}", render::schema_human(&model));
    }
    phase("write the output");
    Ok(EXIT_OK)
}

/// The harness's entry file could be read (it is where everything starts).
fn entry_ok(model: &Model) -> Result<(), Fatal> {
    match &model.entry_error {
        Some((why, src)) => {
            let at = src.as_ref().map(|l| format!("{l}: ")).unwrap_or_default();
            Err(Fatal(format!("{at}{}: {why}", discover::ENTRY_FILE)))
        }
        None => Ok(()),
    }
}

/// Configs to check: the paths given, or every `configs/<op>/*.yaml` with `--all`.
fn collect_inputs(
    h: &Harness,
    cwd: &Path,
    paths: &[PathBuf],
    all: bool,
    op: Option<&str>,
    registry: &Model,
) -> Result<Vec<(Input, PathBuf)>, Fatal> {
    // (file, as shown), read on the workers once all are known.
    let mut wanted: Vec<(PathBuf, String)> = Vec::new();
    for p in paths {
        let full = if p.is_absolute() { p.clone() } else { cwd.join(p) };
        if !full.exists() {
            return Err(Fatal(format!("{}: no such file", p.display())));
        }
        if full.is_dir() {
            return Err(Fatal(format!(
                "{}: is a folder; give config files, or use --all",
                p.display()
            )));
        }
        wanted.push((full, p.display().to_string()));
    }
    if all {
        let configs = h.root.join("configs");
        // Every folder under configs/: the registry's ops first, in its order, then the others
        // (none hidden), sorted. A config in a folder that is no op (or in any folder, when
        // benchmark.py can't be run) is checked too, its op found as for a file named alone.
        let ops: Vec<String> = registry.ops.iter().map(|o| o.name.clone()).collect();
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
        for o in &folders {
            if op.is_some_and(|x| x != o) {
                continue;
            }
            let dir = configs.join(o);
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            // The entry's own type where the folder listing gives it (no `stat` per file); a
            // link is followed.
            let mut files: Vec<PathBuf> = entries
                .flatten()
                .filter_map(|e| Some((e.file_type().ok()?, e.path())))
                .filter(|(_, p)| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
                .filter(|(t, p)| t.is_file() || (t.is_symlink() && p.is_file()))
                .map(|(_, p)| p)
                .collect();
            files.sort();
            for f in files {
                let shown = f
                    .strip_prefix(&h.root)
                    .map(|r| r.display().to_string())
                    .unwrap_or_else(|_| f.display().to_string());
                wanted.push((f, shown));
            }
        }
    }
    let read = gen_config::par::map(&wanted, |(f, shown)| Input::read(f, shown.clone()));
    Ok(wanted
        .into_iter()
        .zip(read)
        .map(|((f, shown), input)| {
            let input = input.unwrap_or_else(|| Input {
                path: shown,
                text: Err("could not be read (internal error)".into()),
                parent_name: None,
            });
            (input, f)
        })
        .collect())
}

/// Check configs: locate each one's op and scenario in `registry` (names only), probe just the
/// scenarios they use, then check them on the workers.
pub fn check_inputs(h: &Harness, registry: &Model, inputs: &[Input], op: Option<&str>) -> Vec<Report> {
    type Located = Result<(gen_config::parse::yaml::ConfigDoc, String, String), Report>;
    let located: Vec<Located> = gen_config::par::map(inputs, |i| check::locate(registry, i, op))
        .into_iter()
        .zip(inputs)
        .map(|(l, input)| l.unwrap_or_else(|| Err(not_checked(input))))
        .collect();
    phase("parse the configs");
    let mut needed: Vec<(String, String)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (_, o, s) in located.iter().flatten() {
        if seen.insert((o.as_str(), s.as_str())) {
            needed.push((o.clone(), s.clone()));
        }
    }
    let model = model::build(
        h,
        &Selection {
            only: Some(needed),
            skip_verdicts: true,
            ..Default::default()
        },
    );
    phase("describe scenarios");
    let jobs: Vec<(&Input, &(gen_config::parse::yaml::ConfigDoc, String, String))> = located
        .iter()
        .zip(inputs)
        .filter_map(|(l, input)| l.as_ref().ok().map(|x| (input, x)))
        .collect();
    // The configs of one scenario go to one worker, one after the other: what its interpreter
    // remembers of a call (the timing helper, the roofline) serves the next config.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut group_of: std::collections::HashMap<(&str, &str), usize> = std::collections::HashMap::new();
    for (i, (_, (_, o, sc))) in jobs.iter().enumerate() {
        let g = *group_of.entry((o.as_str(), sc.as_str())).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[g].push(i);
    }
    let done = gen_config::par::map_with(
        &groups,
        || gen_config::eval::interpreter(h),
        |it, group| {
            group
                .iter()
                .map(|&i| {
                    let (input, (doc, o, sc)) = jobs[i];
                    (i, check::check_doc_in(it, &model, &input.path, doc, o, sc))
                })
                .collect::<Vec<_>>()
        },
    );
    phase("check the configs");
    let mut checked: Vec<Option<Report>> = (0..jobs.len()).map(|_| None).collect();
    for (i, r) in done.into_iter().flatten().flatten() {
        checked[i] = Some(r);
    }
    // The checks come back in the order of the configs that were located.
    let mut checked = checked.into_iter();
    located
        .into_iter()
        .zip(inputs)
        .map(|(l, input)| match l {
            Err(mut r) => {
                check::place_unlocated(h, registry, input, &mut r);
                r
            }
            Ok(_) => checked.next().flatten().unwrap_or_else(|| not_checked(input)),
        })
        .collect()
}

/// The report of a config whose check failed inside gen-config: an error, never a silent pass.
fn not_checked(input: &Input) -> Report {
    Report {
        path: input.path.clone(),
        op: None,
        scenario: None,
        points: 0,
        diagnostics: vec![Diag::new(
            Code::Python,
            "internal error while checking this config (a bug in gen-config): it was not checked",
        )],
    }
}

fn check_cmd(
    h: &Harness,
    cwd: &Path,
    paths: &[PathBuf],
    all: bool,
    op: Option<&str>,
    verbose: bool,
    json: bool,
) -> Result<u8, Fatal> {
    let registry = model::build(
        h,
        &Selection {
            only: Some(vec![]),
            ..Default::default()
        },
    );
    phase("read the op registry");
    if let Some(o) = op {
        if registry.op(o).is_none() {
            return Err(Fatal(format!(
                "--op `{o}`: not in `OP_REGISTRY` ({})",
                registry
                    .ops
                    .iter()
                    .map(|x| x.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
    }
    let inputs = collect_inputs(h, cwd, paths, all, op, &registry)?;
    phase("read the configs");
    if inputs.is_empty() {
        return Err(Fatal(format!(
            "{}: no configs found under configs/<op>/",
            h.root.display()
        )));
    }
    let texts: Vec<Option<String>> = inputs.iter().map(|(i, _)| i.text.as_ref().ok().cloned()).collect();
    let inputs: Vec<Input> = inputs.into_iter().map(|(i, _)| i).collect();
    let reports = check_inputs(h, &registry, &inputs, op);
    let invalid = reports.iter().filter(|r| !r.valid()).count();
    if json {
        super::print_json(&render::check_json(&reports));
    } else {
        let mut out = std::io::stdout().lock();
        for (r, t) in reports.iter().zip(texts.iter()) {
            let _ = out.write_all(render::report_human(r, t.as_deref(), h, verbose).as_bytes());
        }
        if reports.len() > 1 {
            let _ = writeln!(
                out,
                "\n{} config{} checked: {} valid, {invalid} invalid",
                reports.len(),
                if reports.len() == 1 { "" } else { "s" },
                reports.len() - invalid
            );
        }
    }
    phase("write the output");
    Ok(if invalid > 0 { EXIT_INVALID } else { EXIT_OK })
}

/// Is a person at the terminal (prompts allowed)?
#[allow(dead_code)]
pub fn interactive(json: bool) -> bool {
    !json && std::io::stdin().is_terminal() && std::io::stderr().is_terminal() && std::env::var_os("CI").is_none()
}
