//! `new`: the conversation around [`gen_config::generate`] — ask the open questions in one
//! round, show the YAML and what was inferred, confirm, write atomically inside
//! `configs/<op>/`, read it back, re-check it, and smoke-run it when asked.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use serde_json::{json, Value as J};

use gen_config::diag::{Diag, Severity};
use gen_config::discover::{Fatal, Harness};
use gen_config::generate::{self, data_text, Existing, Proposal, Question, Request, Status};
use gen_config::model::{self, Selection};
use gen_config::parse::yaml::parse_config;
use gen_config::render;
use gen_config::smoke::{self, Smoke};

use super::args::NewArgs;
use super::commands::{interactive, EXIT_INVALID, EXIT_OK};

/// Test hook: answer prompts from stdin even when it is not a terminal.
const FORCE_INTERACTIVE: &str = "GEN_CONFIG_INTERACTIVE";

pub fn run(h: &Harness, n: &NewArgs, json: bool) -> Result<u8, Fatal> {
    if let Some(name) = &n.name {
        generate::valid_name(name).map_err(|e| Fatal(format!("--name {e}")))?;
    }
    let talk = !json && (interactive(json) || std::env::var_os(FORCE_INTERACTIVE).is_some());
    let mut prompter = Prompter::new();
    let registry = model::build(
        h,
        &Selection {
            only: Some(vec![]),
            ..Default::default()
        },
    );
    let mut sets = n.sets.clone();
    let mut asked = false;
    // The proposal, and for a scenario that was found its module and the model it was read with.
    let (proposal, picked) = loop {
        let req = Request {
            intent: &n.intent,
            sets: &sets,
            name: n.name.as_deref(),
            op: n.op.as_deref(),
            marks: n.marks,
            taken: &[],
        };
        let pick = generate::pick_scenario(&registry, &req);
        let (op, scenario) = match pick {
            Ok(x) => x,
            Err(p) => {
                if talk && !asked && p.status == Status::NeedsInput {
                    asked = true;
                    sets.extend(ask(&mut prompter, &p.questions));
                    continue;
                }
                break (*p, None);
            }
        };
        let model = model::build(
            h,
            &Selection {
                only: Some(vec![(op.clone(), scenario.clone())]),
                ..Default::default()
            },
        );
        let Some(sc) = model.scenario(&op, &scenario) else {
            return Err(Fatal(format!(
                "scenario `{op}/{scenario}` vanished while reading the harness"
            )));
        };
        let existing = load_existing(h, &op);
        let taken = taken_stems(h, &op);
        let req = Request { taken: &taken, ..req };
        let p = generate::propose(h, &model, &op, sc, &existing, &req);
        if talk && !asked && p.status == Status::NeedsInput {
            asked = true;
            show_understood(&p);
            sets.extend(ask(&mut prompter, &p.questions));
            continue;
        }
        let module = sc.src.as_ref().map(|l| module_name(&l.file));
        if talk && p.status == Status::Ok && p.marks_undecided && !n.yes && !n.dry_run {
            eprintln!("the existing configs in configs/{op}/ carry no `# inferred` marks.");
            let req = Request {
                marks: Some(prompter.confirm("keep the `# inferred` marks in this file?", true)),
                ..req
            };
            let p = generate::propose(h, &model, &op, sc, &existing, &req);
            break (p, Some((module, model)));
        }
        break (p, Some((module, model)));
    };

    // Decide whether to write.
    let mut written = false;
    let mut smoke_result: Option<Smoke> = None;
    let mut after: Vec<Diag> = Vec::new();
    let mut note = None;
    if proposal.status == Status::Ok {
        if !json {
            show_proposal(h, &proposal);
        }
        let write = if n.dry_run {
            note = Some("dry run: nothing written".to_string());
            false
        } else if n.yes {
            true
        } else if talk {
            prompter.confirm(
                &format!("write {}?", proposal.path.as_deref().unwrap_or("the config")),
                true,
            )
        } else {
            note = Some("not written: no terminal to confirm on; pass --yes to write".to_string());
            false
        };
        if write {
            let rel = proposal.path.clone().unwrap_or_default();
            // The op's folder name comes from the harness's code: it must be a plain name too.
            if let Some(op) = proposal.op.as_deref() {
                generate::valid_name(op)
                    .map_err(|e| Fatal(format!("op name {e}: refusing to write outside configs/")))?;
            }
            let dest = h.root.join(&rel);
            write_atomic(&dest, &proposal.yaml, n.force)?;
            // Read it back and check it again, as it now stands on disk.
            let back = std::fs::read_to_string(&dest)
                .map_err(|e| Fatal(format!("{}: written, but can't be read back: {e}", dest.display())))?;
            if back != proposal.yaml {
                return Err(Fatal(format!(
                    "{}: the file on disk differs from what was written",
                    dest.display()
                )));
            }
            if let (Ok(doc), Some(op), Some(sc), Some((_, model))) = (
                parse_config(&back),
                proposal.op.as_deref(),
                proposal.scenario.as_deref(),
                picked.as_ref(),
            ) {
                let report = gen_config::check::check_doc(h, model, &rel, &doc, op, sc);
                after = report
                    .diagnostics
                    .into_iter()
                    .filter(|d| d.severity() == Severity::Error)
                    .collect();
            }
            written = true;
            if !json {
                outln!(
                    "wrote {} (read back and re-checked{})",
                    rel,
                    if after.is_empty() { ": valid" } else { ": INVALID" }
                );
            }
        }
        if n.smoke {
            let rel = proposal.path.clone().unwrap_or_default();
            let config_rel = rel.strip_prefix("configs/").unwrap_or(&rel).to_string();
            let command = format!(
                "python benchmark.py --config={config_rel} --backend=halops --dry-run-iters=1 --repeat-iters=1"
            );
            let s = if !written {
                Smoke {
                    status: smoke::SmokeStatus::Skipped,
                    reason: "the config was not written, so there is nothing to run".into(),
                    command,
                }
            } else {
                let module = picked.as_ref().and_then(|(m, _)| m.clone()).unwrap_or_default();
                smoke::run(&h.root, &config_rel, &module)
            };
            if !json {
                match s.status {
                    smoke::SmokeStatus::Skipped => {
                        outln!("smoke run skipped: {} — only the static check was done", s.reason)
                    }
                    _ => outln!(
                        "smoke run {}: {}\n  {}",
                        s.status.as_str(),
                        s.command,
                        s.reason.replace('\n', "\n  ")
                    ),
                }
            }
            smoke_result = Some(s);
        } else if !json && written {
            outln!("smoke run not requested (--smoke): only the static check was done");
        }
        if let (Some(msg), false) = (&note, json) {
            outln!("{msg}");
        }
    } else if !json {
        show_proposal(h, &proposal);
    }

    let smoke_failed = smoke_result
        .as_ref()
        .is_some_and(|s| s.status == smoke::SmokeStatus::Failed);
    if json {
        let mut diags: Vec<J> = proposal.diagnostics.iter().map(Diag::to_json).collect();
        diags.extend(after.iter().map(Diag::to_json));
        let doc = json!({
            "status": proposal.status.as_str(),
            "op": proposal.op,
            "scenario": proposal.scenario,
            "config": J::Object(proposal.config.iter().map(|(k, v)| (k.clone(), v.to_json())).collect()),
            "inferred": proposal.inferred,
            "questions": proposal.questions.iter().map(|q| json!({"field": q.field, "prompt": q.prompt, "suggestions": q.suggestions})).collect::<Vec<_>>(),
            "diagnostics": diags,
            "yaml": proposal.yaml,
            "path": proposal.path,
            "written": written,
            "smoke": smoke_result.as_ref().map(|s| json!({"status": s.status.as_str(), "reason": s.reason, "command": s.command})),
            "notes": proposal.notes,
            "marks_undecided": proposal.marks_undecided,
        });
        outln!("{doc}");
    }
    Ok(match proposal.status {
        Status::Ok if after.is_empty() && !smoke_failed => EXIT_OK,
        Status::Ok | Status::NeedsInput | Status::Invalid | Status::Error => EXIT_INVALID,
    })
}

/// `kernel/attention/scenarios/decode_gqa.py` → `kernel.attention.scenarios.decode_gqa`.
fn module_name(rel: &str) -> String {
    let stem = rel.strip_suffix(".py").unwrap_or(rel);
    stem.strip_suffix("/__init__").unwrap_or(stem).replace('/', ".")
}

/// Every file stem in `configs/<op>/`, whatever its content.
fn taken_stems(h: &Harness, op: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(h.root.join("configs").join(op)) else {
        return vec![];
    };
    entries
        .flatten()
        .filter_map(|e| Some(e.path().file_stem()?.to_string_lossy().to_string()))
        .collect()
}

fn load_existing(h: &Harness, op: &str) -> Vec<Existing> {
    let dir = h.root.join("configs").join(op);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return vec![];
    };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let text = gen_config::discover::read_text(&p).ok()?;
            let doc = parse_config(&text).ok()?;
            let stem = p.file_stem()?.to_string_lossy().to_string();
            Some(Existing { stem, text, doc })
        })
        .collect()
}

/// Write `text` to `dest` atomically; never replace an existing file unless `force`.
fn write_atomic(dest: &Path, text: &str, force: bool) -> Result<(), Fatal> {
    let dir = dest
        .parent()
        .ok_or_else(|| Fatal(format!("{}: no folder", dest.display())))?;
    std::fs::create_dir_all(dir).map_err(|e| Fatal(format!("{}: cannot create the folder: {e}", dir.display())))?;
    if dest.exists() && !force {
        return Err(Fatal(format!(
            "{}: already exists; pass --force to replace it, or --name to choose another name",
            dest.display()
        )));
    }
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        dest.file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default(),
        std::process::id()
    ));
    let result = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        if force {
            std::fs::rename(&tmp, dest)?;
        } else {
            // A hard link fails if the name exists: no window in which another file is replaced.
            std::fs::hard_link(&tmp, dest)?;
            std::fs::remove_file(&tmp)?;
        }
        Ok(())
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(Fatal(format!("{}: cannot write: {e}", dest.display())));
    }
    Ok(())
}

fn show_understood(p: &Proposal) {
    if let (Some(op), Some(sc)) = (&p.op, &p.scenario) {
        eprintln!("scenario: {op}/{sc}");
    }
    let given: Vec<String> = p
        .config
        .iter()
        .filter(|(k, _)| !p.inferred.contains(k) && k != "scenario")
        .map(|(k, v)| format!("{k}={}", data_text(v)))
        .collect();
    if !given.is_empty() {
        eprintln!("understood: {}", given.join(", "));
    }
    for n in &p.unheard {
        eprintln!("note: {n}");
    }
}

fn show_proposal(h: &Harness, p: &Proposal) {
    let path = p.path.clone().unwrap_or_else(|| "<new config>".into());
    if let (Some(op), Some(sc)) = (&p.op, &p.scenario) {
        outln!("# {path}  ({op}/{sc})");
    }
    if !p.yaml.is_empty() && p.status != Status::NeedsInput {
        out!("{}", p.yaml);
        outln!();
    }
    if !p.inferred.is_empty() {
        outln!("inferred (marked `# inferred`): {}", p.inferred.join(", "));
    }
    for n in &p.notes {
        outln!("note: {n}");
    }
    for d in &p.diagnostics {
        if d.severity() == Severity::Info {
            continue;
        }
        out!("{}", render::diag_human(d, &path, Some(&p.yaml), h));
    }
    match p.status {
        Status::NeedsInput => {
            outln!("needs input — answer with --set FIELD=VALUE (or more words in the intent):");
            for q in &p.questions {
                let s = q
                    .suggestions
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                outln!(
                    "  {}: {}{}",
                    q.field,
                    q.prompt,
                    if s.is_empty() {
                        String::new()
                    } else {
                        format!("  [e.g. {s}]")
                    }
                );
            }
        }
        Status::Invalid => outln!("not written: the harness's code rejects this config (see above)"),
        Status::Error => {
            if p.diagnostics.is_empty() {
                outln!("error: the intent names nothing this harness has");
            }
        }
        Status::Ok => {}
    }
}

/// Prompts on stderr, answers from stdin, one line each.
struct Prompter {
    lines: std::io::Lines<std::io::StdinLock<'static>>,
}

impl Prompter {
    fn new() -> Self {
        Prompter {
            lines: std::io::stdin().lock().lines(),
        }
    }

    fn line(&mut self, prompt: &str) -> Option<String> {
        eprint!("{prompt}");
        let _ = std::io::stderr().flush();
        self.lines.next().and_then(Result::ok).map(|l| l.trim().to_string())
    }

    /// Yes or no; an empty line takes the default, the end of input is always no.
    fn confirm(&mut self, q: &str, default: bool) -> bool {
        let hint = if default { "[Y/n]" } else { "[y/N]" };
        match self.line(&format!("{q} {hint} ")).map(|l| l.to_lowercase()).as_deref() {
            None => {
                eprintln!();
                false
            }
            Some("y" | "yes" | "是" | "好") => true,
            Some("n" | "no" | "否" | "不") => false,
            Some("") => default,
            Some(_) => false,
        }
    }
}

/// Ask every open question in one round; an empty answer takes the first suggestion.
fn ask(p: &mut Prompter, questions: &[Question]) -> Vec<(String, String)> {
    eprintln!("a few things decide what is measured; please answer (Enter takes the first suggestion):");
    let mut out = Vec::new();
    for q in questions {
        let sugg = q
            .suggestions
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let prompt = if sugg.is_empty() {
            format!("  {} — {}: ", q.field, q.prompt)
        } else {
            format!("  {} — {}\n    suggestions: {sugg}\n    > ", q.field, q.prompt)
        };
        let answer = p.line(&prompt).unwrap_or_default();
        let value = if answer.is_empty() {
            match (q.field.as_str(), q.suggestions.first()) {
                ("backends", Some(_)) => J::Array(q.suggestions.clone()).to_string(),
                (_, Some(J::String(s))) => s.clone(),
                (_, Some(v)) => v.to_string(),
                (_, None) => continue,
            }
        } else if q.field == "backends" && !answer.starts_with('[') {
            format!(
                "[{}]",
                answer
                    .split([',', ' ', '，', '、'])
                    .filter(|s| !s.is_empty())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        } else if q.list && !answer.starts_with('[') {
            match gen_config::intent::parse_numbers(&answer) {
                Some(nums) => format!(
                    "[{}]",
                    nums.iter()
                        .map(|n| match n {
                            gen_config::intent::Num::Int(i) => i.to_string(),
                            gen_config::intent::Num::Float(f) => f.to_string(),
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                None => answer,
            }
        } else {
            answer
        };
        out.push((q.field.clone(), value));
    }
    out
}
