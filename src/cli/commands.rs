//! The commands: find and load the harness, build the model, run `schema`, `check` or `new`, print
//! the result (human or JSON) and choose the exit code.

use std::io::Write;
use std::path::{Path, PathBuf};

use gen_config::check;
use gen_config::diag::did_you_mean;
use gen_config::discover::{self, Fatal, Harness};
use gen_config::lang::{self, Lang};
use gen_config::model::{self, Model, Selection};
use gen_config::render;

use super::args::{Args, Command, Format};
use super::timings::phase;

use super::{EXIT_FAIL, EXIT_INVALID, EXIT_OK};

/// The commands whose `--json` document has a shape of its own in the contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Schema,
    Check,
    New,
}

impl Kind {
    pub fn named(word: &str) -> Option<Kind> {
        match word {
            "schema" => Some(Kind::Schema),
            "check" => Some(Kind::Check),
            "new" => Some(Kind::New),
            _ => None,
        }
    }

    fn of(c: &Command) -> Option<Kind> {
        match c {
            Command::Schema { .. } => Some(Kind::Schema),
            Command::Check { .. } => Some(Kind::Check),
            Command::New(_) => Some(Kind::New),
            // `docs --json` has the shape of `check --json`: one entry in `files` per doc.
            Command::Docs { .. } => Some(Kind::Check),
            _ => None,
        }
    }
}

/// The one JSON document of a run that could not do its job, in the shape of its command's
/// (the contract's keys, empty), with `error` saying why.
pub fn failure_json(kind: Option<Kind>, msg: &str) -> serde_json::Value {
    match kind {
        Some(Kind::Check) => serde_json::json!({"files": [], "error": msg}),
        Some(Kind::Schema) => serde_json::json!({"root": null, "ops": [], "gpus": [], "error": msg}),
        Some(Kind::New) => serde_json::json!({
            "status": "error", "op": null, "scenario": null, "config": {}, "inferred": [],
            "questions": [], "understood": [], "diagnostics": [], "yaml": "", "path": null,
            "written": false, "smoke": null, "error": msg,
        }),
        None => serde_json::json!({"error": msg}),
    }
}

pub fn run(args: Args) -> u8 {
    match &args.command {
        Command::Help => {
            outln!("{}", super::args::help_text().trim_end());
            return EXIT_OK;
        }
        Command::Completions(shell) => {
            out!("{}", super::completions::script(*shell));
            return EXIT_OK;
        }
        Command::Names(what) => return super::completions::names(args.root.as_deref(), *what),
        Command::Man => {
            let mut page = Vec::new();
            if let Err(e) = clap_mangen::Man::new(super::args::command()).render(&mut page) {
                eprintln!("error: cannot render the man page: {e}");
                return EXIT_FAIL;
            }
            let _ = std::io::stdout().write_all(&page);
            return EXIT_OK;
        }
        Command::Mcp => return super::mcp::serve(args.root.as_deref()),
        Command::Lsp { lang } => return super::lsp::serve(args.root.as_deref(), lang.as_deref()),
        _ => {}
    }
    // `check --lang`: the language of its messages for people (English unless asked), set before
    // anything is said, for the whole process (the checks run on worker threads).
    if let Command::Check { lang: Some(l), .. } = &args.command {
        lang::set_messages(Lang::parse(l).unwrap_or_default());
    }
    if let Command::Docs { lang: Some(l), .. } = &args.command {
        lang::set_messages(Lang::parse(l).unwrap_or_default());
    }
    super::timings::start();
    let json = args.json
        || matches!(
            &args.command,
            Command::Check {
                format: Format::Json,
                ..
            }
        )
        || matches!(
            &args.command,
            Command::Docs {
                format: Format::Json,
                ..
            }
        );
    let result = (|| -> Result<u8, Fatal> {
        let cwd = std::env::current_dir().map_err(|e| {
            Fatal(gen_config::say!(
                lang::messages(),
                "cannot read the working directory: {e}",
                "无法读取工作目录：{e}"
            ))
        })?;
        // `check FILE...` also finds the root upward from the files themselves.
        let files: &[PathBuf] = match &args.command {
            Command::Check { paths, .. } => paths,
            _ => &[],
        };
        let root = discover::find_root_for(args.root.as_deref(), &cwd, files)?;
        if let Command::Check {
            paths,
            all,
            op,
            verbose,
            format,
            lang: _, // set above
            no_cache,
        } = &args.command
        {
            // The harness is loaded only if a config is not in the cache.
            let lazy = discover::Lazy::new(root);
            let opts = CheckOpts {
                paths,
                all: *all,
                op: op.as_deref(),
                verbose: *verbose,
                format: *format,
                cache: !*no_cache && !no_cache_env(),
            };
            let code = check_cmd(&lazy, &cwd, &opts);
            // As below: the process ends next.
            std::mem::forget(lazy);
            return code;
        }
        // `schema [TARGET] [--json]` from the cache: what it printed for this harness before.
        let schema_cache = match &args.command {
            Command::Schema {
                target,
                json_schema: None,
                write_json_schemas: None,
                no_cache: false,
            } if !no_cache_env() => {
                let c = check::cache::Cache::of_harness(&root);
                phase("read the cache");
                let what = format!("schema\0{}\0{}", target.as_deref().unwrap_or(""), args.json);
                if let Some(bytes) = c.output(&what) {
                    let _ = std::io::stdout().lock().write_all(&bytes);
                    phase("write the output");
                    c.save_stamps();
                    return Ok(EXIT_OK);
                }
                Some((c, what))
            }
            _ => None,
        };
        let h = match &schema_cache {
            Some((c, _)) => discover::load_with(&root, &c.listing()),
            None => discover::load(&root),
        }?;
        phase("load the harness");
        let code = match &args.command {
            Command::Schema {
                target,
                json_schema,
                write_json_schemas,
                no_cache: _,
            } => match (json_schema, write_json_schemas) {
                (Some(t), _) => json_schema_cmd(&h, t),
                (None, Some(dir)) => write_json_schemas_cmd(&h, &cwd, target.as_deref(), dir, args.json),
                (None, None) => schema(&h, target.as_deref(), args.json).map(|out| {
                    let _ = std::io::stdout().lock().write_all(&out);
                    phase("write the output");
                    if let Some((c, what)) = &schema_cache {
                        c.store_output(what, &out);
                        phase("write the cache");
                    }
                    EXIT_OK
                }),
            },
            Command::New(n) => super::new::run(&h, n, args.json),
            Command::Docs { write, format, lang } => super::docs::run(&h, *write, *format, lang.as_deref()),
            _ => Ok(EXIT_OK),
        };
        // The process ends next: freeing every syntax tree of a large harness one node at a time
        // takes longer than the system takes to reclaim the lot.
        std::mem::forget(h);
        code
    })();
    match result {
        Ok(code) => code,
        Err(Fatal(msg)) => {
            if json {
                super::print_json(&failure_json(Kind::of(&args.command), &msg));
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

/// `OP` or `OP/SCENARIO`, checked against the registry's names (a wrong one is said with the
/// nearest name).
fn resolve_target(h: &Harness, target: Option<&str>) -> Result<(Option<String>, Option<String>), Fatal> {
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
            let ops: Vec<&str> = registry.ops.iter().map(|x| x.name.as_str()).collect();
            let hint = meant(o, &ops).unwrap_or_else(|| format!("; ops: {}", ops.join(", ")));
            return Err(Fatal(format!(
                "{}: `{o}` is not in `OP_REGISTRY`{hint}",
                h.root.join(discover::ENTRY_FILE).display()
            )));
        };
        if let Some(s) = &scenario {
            if !op_model.scenarios.iter().any(|x| &x.name == s) {
                let names: Vec<&str> = op_model.scenarios.iter().map(|x| x.name.as_str()).collect();
                let hint = meant(s, &names).unwrap_or_else(|| format!("; scenarios: {}", names.join(", ")));
                return Err(Fatal(format!("`{s}` is not a scenario of `{o}`{hint}")));
            }
        }
    }
    Ok((op, scenario))
}

/// `; did you mean `X`?` for a name mistyped (the nearest by edit distance) or shortened (the
/// names it starts or is a `_`/`-`-separated part of: `decode` → `decode_gqa`), if any.
fn meant(word: &str, names: &[&str]) -> Option<String> {
    if let Some(m) = did_you_mean(word, names.iter().copied()) {
        return Some(format!("; did you mean `{m}`?"));
    }
    let w = word.to_lowercase();
    let hits: Vec<String> = names
        .iter()
        .filter(|n| {
            let n = n.to_lowercase();
            !w.is_empty() && (n.starts_with(&w) || n.split(['_', '-']).any(|part| part == w))
        })
        .map(|n| format!("`{n}`"))
        .collect();
    match hits.as_slice() {
        [] => None,
        [one] => Some(format!("; did you mean {one}?")),
        more => Some(format!("; did you mean one of {}?", more.join(", "))),
    }
}

/// `schema [TARGET] [--json]`: what it prints.
fn schema(h: &Harness, target: Option<&str>, json: bool) -> Result<Vec<u8>, Fatal> {
    if target.is_none() {
        h.parse_all();
        phase("parse the harness");
    }
    let (op, scenario) = resolve_target(h, target)?;
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
    let out = if json {
        let mut buf = render::schema_json_text(&abs_root(h), &model).into_bytes();
        buf.push(b'\n');
        buf
    } else {
        render::schema_human(&model).into_bytes()
    };
    phase("render the output");
    // The process ends next: the model is not freed piece by piece.
    std::mem::forget(model);
    Ok(out)
}

/// `schema --json-schema OP/SCENARIO`: the JSON Schema of that scenario's configs.
fn json_schema_cmd(h: &Harness, target: &str) -> Result<u8, Fatal> {
    if !target.contains('/') {
        return Err(Fatal(format!(
            "--json-schema `{target}`: give OP/SCENARIO (for every scenario of an op, use --write-json-schemas DIR)"
        )));
    }
    let (op, scenario) = resolve_target(h, Some(target))?;
    let (Some(op), Some(scenario)) = (op, scenario) else {
        return Err(Fatal(format!("--json-schema `{target}`: give OP/SCENARIO")));
    };
    let model = model::build(
        h,
        &Selection {
            op: Some(op.clone()),
            scenario: Some(scenario.clone()),
            ..Default::default()
        },
    );
    entry_ok(&model)?;
    let sc = model
        .scenario(&op, &scenario)
        .ok_or_else(|| Fatal(format!("`{op}/{scenario}`: not found while reading the harness")))?;
    if let Some((l, col, msg)) = &sc.unreadable {
        return Err(Fatal(format!(
            "`{op}/{scenario}` can't be read: {}:{}:{col}: {msg}",
            l.file, l.line
        )));
    }
    let doc = super::json_schema::scenario_schema(h, &model, &op, sc);
    outln!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
    Ok(EXIT_OK)
}

/// `schema --write-json-schemas DIR [OP]`: one schema file per scenario and one per op.
fn write_json_schemas_cmd(h: &Harness, cwd: &Path, target: Option<&str>, dir: &Path, json: bool) -> Result<u8, Fatal> {
    let (op, scenario) = resolve_target(h, target)?;
    if scenario.is_some() {
        return Err(Fatal(
            "--write-json-schemas takes an OP (or nothing), not OP/SCENARIO; for one scenario use --json-schema".into(),
        ));
    }
    let model = model::build(
        h,
        &Selection {
            op,
            ..Default::default()
        },
    );
    entry_ok(&model)?;
    let dir = if dir.is_absolute() {
        dir.to_path_buf()
    } else {
        cwd.join(dir)
    };
    let written = super::json_schema::write_all(h, &model, &dir)?;
    if json {
        super::print_json(&serde_json::json!({
            "dir": dir.to_string_lossy(),
            "written": written.iter().map(|p| p.to_string_lossy().to_string()).collect::<Vec<_>>(),
        }));
    } else {
        for p in &written {
            outln!("wrote {}", dir.join(p).display());
        }
    }
    Ok(EXIT_OK)
}

/// The harness's entry file could be read (it is where everything starts).
pub fn entry_ok(model: &Model) -> Result<(), Fatal> {
    match &model.entry_error {
        Some((why, src)) => {
            let at = src.as_ref().map(|l| format!("{l}: ")).unwrap_or_default();
            Err(Fatal(format!("{at}{}: {why}", discover::ENTRY_FILE)))
        }
        None => Ok(()),
    }
}

/// `check`'s options, as parsed.
struct CheckOpts<'a> {
    paths: &'a [PathBuf],
    all: bool,
    op: Option<&'a str>,
    verbose: bool,
    format: Format,
    /// Read and write `.gen-config-cache/` (not `--no-cache`, not `GEN_CONFIG_NO_CACHE`).
    cache: bool,
}

/// `GEN_CONFIG_NO_CACHE` set (and not `0`): as `--no-cache`, for a whole CI job or test run.
fn no_cache_env() -> bool {
    std::env::var_os("GEN_CONFIG_NO_CACHE").is_some_and(|v| !v.is_empty() && v != "0")
}

fn check_cmd(lazy: &discover::Lazy, cwd: &Path, o: &CheckOpts) -> Result<u8, Fatal> {
    let (verbose, format) = (o.verbose, o.format);
    let req = check::Request {
        cwd,
        paths: o.paths,
        all: o.all,
        op: o.op,
    };
    let mut cache = o.cache.then(|| check::cache::Cache::open(lazy.root()));
    if let Some(c) = &cache {
        lazy.found_already(c.listing());
        phase("read the cache");
    }
    let run = check::check_all(lazy, &req, cache.as_mut(), &mut |what: &str| phase(what)).map_err(Fatal)?;
    // A diagnostic's Python line: from the harness if it was loaded, else from the files the
    // cache read.
    let sources: &dyn render::Sources = match (lazy.loaded(), &cache) {
        (Some(h), _) => h,
        (None, Some(c)) => c,
        (None, None) => &(),
    };
    let (reports, texts) = (&run.reports, &run.texts);
    let unread = reports.len() - run.read;
    let invalid = reports.iter().filter(|r| !r.valid()).count();
    // Nothing could be checked: the job could not be done.
    let nothing = run.read == 0;
    let why = || {
        reports
            .iter()
            .flat_map(|r| r.diagnostics.iter().map(move |d| format!("{}: {}", r.path, d.message)))
            .collect::<Vec<_>>()
            .join(lang::messages().pick("; ", "；"))
    };
    let bases = super::formats::Bases { cwd, root: lazy.root() };
    match format {
        Format::Json => {
            if nothing {
                let mut doc = render::check_json(reports);
                doc["error"] = serde_json::Value::from(nothing_checked(&why()));
                super::print_json(&doc);
            } else {
                let mut text = render::check_json_text(reports).into_bytes();
                text.push(b'\n');
                let _ = std::io::stdout().lock().write_all(&text);
            }
        }
        Format::Github => out!("{}", super::formats::github(reports, verbose, &bases)),
        Format::Sarif => super::print_json(&super::formats::sarif(reports, &bases)),
        Format::Human if nothing => {}
        Format::Human => {
            let mut out = std::io::stdout().lock();
            for (r, text) in reports.iter().zip(texts) {
                let _ = out.write_all(render::report_human(r, text.as_deref(), sources, verbose).as_bytes());
            }
            if reports.len() > 1 {
                let (valid, invalid) = (reports.len() - invalid, invalid - unread);
                let line = match lang::messages() {
                    Lang::En => format!(
                        "{} config{} checked: {valid} valid, {invalid} invalid{}",
                        run.read,
                        if run.read == 1 { "" } else { "s" },
                        if unread > 0 {
                            format!(", {unread} could not be read")
                        } else {
                            String::new()
                        }
                    ),
                    Lang::Zh => format!(
                        "检查了 {} 个配置：{valid} 个有效，{invalid} 个无效{}",
                        run.read,
                        if unread > 0 {
                            format!("，{unread} 个无法读取")
                        } else {
                            String::new()
                        }
                    ),
                };
                let _ = writeln!(out, "\n{line}");
            }
        }
    }
    phase("write the output");
    if nothing {
        // One line on stderr, as for every failure of the job.
        eprintln!("error: {}", nothing_checked(&why()));
        return Ok(EXIT_FAIL);
    }
    Ok(if invalid > 0 { EXIT_INVALID } else { EXIT_OK })
}

/// Why a check did nothing, in the language of its messages.
fn nothing_checked(why: &str) -> String {
    gen_config::say!(
        lang::messages(),
        "nothing could be checked: {why}",
        "没有能检查的配置：{why}"
    )
}
