//! `new`: the conversation around [`gen_config::generate`], in the intent's language — ask the
//! open questions (the scenario first when it is open, then everything it decides, all at
//! once), check each answer as it is typed, offer repairs the harness's code accepts when it
//! rejects the config, show the YAML with what was inferred, confirm (or edit in `$EDITOR`),
//! write atomically inside `configs/<op>/`, read it back, re-check it, and smoke-run it when
//! asked. Without a terminal (or with `--json`) nothing is asked.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use serde_json::{json, Value as J};

use gen_config::diag::{Code, Diag, Severity};
use gen_config::discover::{Fatal, Harness};
use gen_config::generate::{self, data_text, Existing, Proposal, Question, Request, Status};
use gen_config::lang::Lang;
use gen_config::model::{self, Model, Scenario, Selection};
use gen_config::parse::yaml::parse_config;
use gen_config::render;
use gen_config::say;
use gen_config::seed::{BACKENDS_FIELD, HALOPS, INFERRED_MARK, SCENARIO_FIELD};
use gen_config::smoke::{self, Smoke};

use super::args::NewArgs;
use super::{interactive, EXIT_FAIL, EXIT_INVALID, EXIT_OK};

/// Test hook: answer prompts from stdin even when it is not a terminal.
const FORCE_INTERACTIVE: &str = "GEN_CONFIG_INTERACTIVE";
/// The exit code of a conversation ended at the user's request (Ctrl-D, as Ctrl-C's 128 + 2).
const EXIT_ABORTED: u8 = 130;
/// Question rounds at most: the scenario, what it decides, what those answers opened.
const MAX_ROUNDS: usize = 3;
/// Repairs offered at most for a config the harness's code rejects.
const MAX_REPAIRS: usize = 4;
/// Times one question is asked again after an answer the code can't take.
const MAX_RETRIES: usize = 5;

/// The user ended the conversation (end of input at a prompt).
struct Aborted;

pub fn run(h: &Harness, n: &NewArgs, json: bool) -> Result<u8, Fatal> {
    if let Some(name) = &n.name {
        generate::valid_name(name).map_err(|e| Fatal(format!("--name {e}")))?;
    }
    let lang = Lang::choose(n.lang.as_deref(), &n.intent);
    // The check's diagnostics speak the conversation's language too.
    gen_config::lang::set_messages(lang);
    let talk = !json && (interactive(json) || std::env::var_os(FORCE_INTERACTIVE).is_some());
    let mut c = Conversation {
        h,
        lang,
        talk,
        prompter: Prompter::new(),
    };
    match c.run(n, json) {
        Ok(r) => r,
        Err(Aborted) => {
            eprintln!("{}", say!(lang, "aborted: nothing written", "已中止：未写入任何文件"));
            Ok(EXIT_ABORTED)
        }
    }
}

struct Conversation<'h> {
    h: &'h Harness,
    lang: Lang,
    talk: bool,
    prompter: Prompter,
}

/// A proposal, and for a scenario that was found its module and the model it was read with.
type Picked = Option<(Option<String>, Model)>;

impl Conversation<'_> {
    fn run(&mut self, n: &NewArgs, json: bool) -> Result<Result<u8, Fatal>, Aborted> {
        let (h, lang) = (self.h, self.lang);
        let registry = model::build(
            h,
            &Selection {
                only: Some(vec![]),
                ..Default::default()
            },
        );
        let mut sets = n.sets.clone();
        let set_backends = n.sets.iter().any(|(k, _)| k == BACKENDS_FIELD);
        let mut asked: Vec<String> = Vec::new();
        let mut rounds = 0;
        let mut repairs = 0;
        let mut extra_notes: Vec<String> = Vec::new();
        let mut first_notes: Vec<String> = Vec::new();
        let (mut proposal, picked): (Proposal, Picked) = loop {
            let req = Request {
                intent: &n.intent,
                sets: &sets,
                name: n.name.as_deref(),
                op: n.op.as_deref(),
                marks: n.marks,
                taken: &[],
                lang,
            };
            let (op, scenario, pick_note) = match generate::pick_scenario(h, &registry, &req) {
                Ok(x) => (x.op, x.scenario, x.note),
                Err(p) => {
                    let open = unasked(&p.questions, &asked);
                    if self.talk && rounds < MAX_ROUNDS && p.status == Status::NeedsInput && !open.is_empty() {
                        rounds += 1;
                        show_unheard(&p, lang);
                        let answers = self.ask_round(&open, None, &mut asked)?;
                        sets.extend(answers);
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
                return Ok(Err(Fatal(format!(
                    "scenario `{op}/{scenario}` vanished while reading the harness"
                ))));
            };
            // Learn only from the configs the harness's code accepts.
            let (existing, set_aside) = generate::good_existing(h, &model, &op, sc, load_existing(h, &op));
            first_notes = pick_note.into_iter().collect();
            extra_notes = learned_notes(lang, &op, sc, &existing, set_aside);
            let taken = taken_stems(h, &op);
            let req = Request { taken: &taken, ..req };
            let mut p = generate::propose(h, &model, &op, sc, &existing, &req);
            let open = unasked(&p.questions, &asked);
            if self.talk && rounds < MAX_ROUNDS && p.status == Status::NeedsInput && !open.is_empty() {
                rounds += 1;
                show_understood(&p, lang);
                let answers = self.ask_round(&open, Some((&op, sc)), &mut asked)?;
                let answers = self.halops_first(answers, sc, set_backends);
                sets.extend(answers);
                continue;
            }
            if self.talk && p.status == Status::Invalid && repairs < MAX_REPAIRS {
                let fixes = self.repair(&p, &op, sc, &model, &existing, &req)?;
                if !fixes.is_empty() {
                    repairs += 1;
                    for (k, v) in fixes {
                        sets.retain(|(x, _)| *x != k);
                        sets.push((k, v));
                    }
                    continue;
                }
            }
            let module = sc.src.as_ref().map(|l| module_name(&l.file));
            if self.talk && p.status == Status::Ok && p.marks_undecided && !n.yes && !n.dry_run {
                // The folder's style is the default: its configs carry no marks.
                let keep = self.prompter.confirm(
                    lang,
                    &say!(
                        lang,
                        "the configs in configs/{}/ carry no `{}` marks; keep them in this file?",
                        "configs/{}/ 里的配置没有 `{}` 标记；这个文件要保留标记吗？",
                        op,
                        INFERRED_MARK
                    ),
                    false,
                )?;
                let req = Request {
                    marks: Some(keep),
                    ..req
                };
                p = generate::propose(h, &model, &op, sc, &existing, &req);
            }
            break (p, Some((module, model)));
        };
        proposal.notes.splice(0..0, first_notes);
        proposal.notes.extend(extra_notes);
        Ok(self.finish(n, json, &mut proposal, picked))
    }

    /// Show, confirm, write, read back, re-check, smoke-run; print the JSON. The exit code.
    fn finish(&mut self, n: &NewArgs, json: bool, proposal: &mut Proposal, picked: Picked) -> Result<u8, Fatal> {
        let (h, lang) = (self.h, self.lang);
        let mut written = false;
        let mut smoke_result: Option<Smoke> = None;
        let mut after: Vec<Diag> = Vec::new();
        let mut note = None;
        let mut failure: Option<Diag> = None;
        if proposal.status == Status::Ok {
            if !json {
                show_proposal(h, proposal, lang);
            }
            let write = if n.dry_run {
                note = Some(say!(lang, "dry run: nothing written", "试运行：未写入"));
                false
            } else if proposal.duplicate_of.is_some() && !n.force {
                note = Some(say!(
                    lang,
                    "nothing written: {} holds the same config (--force writes a copy)",
                    "未写入：{} 已有相同的配置（--force 会再写一份）",
                    proposal.duplicate_of.clone().unwrap_or_default()
                ));
                false
            } else if n.yes {
                true
            } else if self.talk {
                match self.confirm_write(proposal, picked.as_ref().map(|(_, m)| m)) {
                    Ok(w) => w,
                    Err(Aborted) => return Ok(EXIT_ABORTED_CODE),
                }
            } else {
                note = Some(say!(
                    lang,
                    "not written: no terminal to confirm on; pass --yes to write",
                    "未写入：没有终端可供确认；加 --yes 写入"
                ));
                false
            };
            if self.talk && !write && note.is_none() && !n.dry_run {
                note = Some(say!(lang, "nothing written", "未写入任何文件"));
            }
            if write {
                match self.write(n, proposal, picked.as_ref()) {
                    Ok(errs) => {
                        after = errs;
                        written = true;
                        if !json {
                            outln!(
                                "{}",
                                say!(
                                    lang,
                                    "wrote {} (read back and re-checked: {})",
                                    "已写入 {}（读回并重新检查：{}）",
                                    proposal.path.as_deref().unwrap_or_default(),
                                    if after.is_empty() {
                                        lang.pick("valid", "有效")
                                    } else {
                                        lang.pick("INVALID", "无效")
                                    }
                                )
                            );
                        }
                    }
                    Err(e) if json => failure = Some(Diag::new(Code::Io, e.0)),
                    Err(e) => return Err(e),
                }
            }
            if n.smoke {
                smoke_result = Some(self.smoke(proposal, written, picked.as_ref(), json));
            } else if !json && written {
                outln!(
                    "{}",
                    say!(
                        lang,
                        "smoke run not requested (--smoke): only the static check was done",
                        "未要求冒烟运行（--smoke）：只做了静态检查"
                    )
                );
            }
            if let (Some(msg), false) = (&note, json) {
                outln!("{msg}");
            }
        } else if !json {
            show_proposal(h, proposal, lang);
        }
        if let Some(msg) = note.filter(|_| json) {
            proposal.notes.push(msg);
        }

        let smoke_failed = smoke_result
            .as_ref()
            .is_some_and(|s| s.status == smoke::SmokeStatus::Failed);
        if json {
            let doc = proposal_json(proposal, written, &after, failure.as_ref(), smoke_result.as_ref());
            outln!("{doc}");
            if failure.is_some() {
                return Ok(EXIT_FAIL);
            }
        }
        Ok(match proposal.status {
            Status::Ok if after.is_empty() && !smoke_failed => EXIT_OK,
            Status::Ok | Status::NeedsInput | Status::Invalid | Status::Error => EXIT_INVALID,
        })
    }

    /// Write the proposal atomically, read it back, re-check it: the errors it now has.
    fn write(
        &self,
        n: &NewArgs,
        proposal: &Proposal,
        picked: Option<&(Option<String>, Model)>,
    ) -> Result<Vec<Diag>, Fatal> {
        let h = self.h;
        let rel = proposal.path.clone().unwrap_or_default();
        // The op's folder name comes from the harness's code: it must be a plain name too.
        if let Some(op) = proposal.op.as_deref() {
            generate::valid_name(op).map_err(|e| Fatal(format!("op name {e}: refusing to write outside configs/")))?;
        }
        let dest = h.root.join(&rel);
        // `--schema-modeline`: the scenario's JSON Schema is written under the configs folder
        // and the file's first line points an editor's YAML language server at it.
        let mut text = String::new();
        if let (true, Some(op), Some(sc), Some((_, model))) = (
            n.schema_modeline,
            proposal.op.as_deref(),
            proposal.scenario.as_deref(),
            picked,
        ) {
            text.push_str(&super::json_schema::modeline(h, model, op, sc)?);
            // Said, as every file written is (on stderr: stdout may be the one JSON document).
            let schema =
                std::path::Path::new(super::json_schema::MODELINE_DIR).join(super::json_schema::scenario_file(op, sc));
            eprintln!(
                "{}",
                say!(
                    self.lang,
                    "wrote {} (the JSON Schema the file's first line points editors at)",
                    "已写入 {}（文件第一行让编辑器使用的 JSON Schema）",
                    schema.display()
                )
            );
        }
        text.push_str(&proposal.yaml);
        write_atomic(&dest, &text, n.force)?;
        let back = std::fs::read_to_string(&dest)
            .map_err(|e| Fatal(format!("{}: written, but can't be read back: {e}", dest.display())))?;
        if back != text {
            return Err(Fatal(format!(
                "{}: the file on disk differs from what was written",
                dest.display()
            )));
        }
        let mut errors = Vec::new();
        if let (Ok(doc), Some(op), Some(sc), Some((_, model))) = (
            parse_config(&back),
            proposal.op.as_deref(),
            proposal.scenario.as_deref(),
            picked,
        ) {
            let report = gen_config::check::check_doc(h, model, &rel, &doc, op, sc);
            errors = report
                .diagnostics
                .into_iter()
                .filter(|d| d.severity() == Severity::Error)
                .collect();
        }
        Ok(errors)
    }

    fn smoke(&self, proposal: &Proposal, written: bool, picked: Option<&(Option<String>, Model)>, json: bool) -> Smoke {
        let lang = self.lang;
        let rel = proposal.path.clone().unwrap_or_default();
        let config_rel = rel.strip_prefix("configs/").unwrap_or(&rel).to_string();
        let command =
            format!("python benchmark.py --config={config_rel} --backend={HALOPS} --dry-run-iters=1 --repeat-iters=1");
        let s = if !written {
            Smoke {
                status: smoke::SmokeStatus::Skipped,
                reason: say!(
                    lang,
                    "the config was not written, so there is nothing to run",
                    "配置没有写入，没有可运行的内容"
                ),
                command,
            }
        } else {
            let module = picked.and_then(|(m, _)| m.clone()).unwrap_or_default();
            smoke::run(&self.h.root, &config_rel, &module)
        };
        if !json {
            match s.status {
                smoke::SmokeStatus::Skipped => outln!(
                    "{}",
                    say!(
                        lang,
                        "smoke run skipped: {} — only the static check was done",
                        "跳过冒烟运行：{}——只做了静态检查",
                        s.reason
                    )
                ),
                _ => outln!(
                    "{}",
                    say!(
                        lang,
                        "smoke run {}: {}\n  {}",
                        "冒烟运行{}：{}\n  {}",
                        match (lang, &s.status) {
                            (Lang::Zh, smoke::SmokeStatus::Passed) => "通过",
                            (Lang::Zh, _) => "失败",
                            _ => s.status.as_str(),
                        },
                        s.command,
                        s.reason.replace('\n', "\n  ")
                    )
                ),
            }
        }
        s
    }

    /// "write configs/<op>/<name>.yaml? [Y/n/e]": `e` edits the YAML in `$EDITOR`, re-checks it,
    /// and asks again.
    fn confirm_write(&mut self, proposal: &mut Proposal, model: Option<&Model>) -> Result<bool, Aborted> {
        let lang = self.lang;
        loop {
            let q = say!(
                lang,
                "write {}? [Y/n/e] (e: edit in $EDITOR) ",
                "写入 {}？[Y/n/e]（e：用 $EDITOR 编辑）",
                proposal.path.as_deref().unwrap_or_default()
            );
            let answer = self.prompter.line(&q).ok_or(Aborted)?.to_lowercase();
            match answer.as_str() {
                "" | "y" | "yes" | "是" | "好" | "写" => return Ok(true),
                "n" | "no" | "否" | "不" => return Ok(false),
                "e" | "edit" | "编辑" => {
                    let Some(edited) = self.edit(&proposal.yaml) else {
                        continue;
                    };
                    self.take_edit(proposal, edited, model);
                    show_proposal(self.h, proposal, lang);
                }
                other => eprintln!(
                    "{}",
                    say!(lang, "`{}`: answer y, n or e", "`{}`：请回答 y、n 或 e", other)
                ),
            }
        }
    }

    /// Open `yaml` in `$VISUAL`/`$EDITOR` (a temporary file); what comes back, if it changed.
    fn edit(&self, yaml: &str) -> Option<String> {
        let lang = self.lang;
        let editor = std::env::var("VISUAL")
            .ok()
            .filter(|e| !e.trim().is_empty())
            .or_else(|| std::env::var("EDITOR").ok().filter(|e| !e.trim().is_empty()));
        let Some(editor) = editor else {
            eprintln!(
                "{}",
                say!(
                    lang,
                    "no $EDITOR set: nothing to edit with",
                    "没有设置 $EDITOR：无法编辑"
                )
            );
            return None;
        };
        let tmp = std::env::temp_dir().join(format!("gen-config-{}.yaml", std::process::id()));
        if std::fs::write(&tmp, yaml).is_err() {
            eprintln!(
                "{}",
                say!(lang, "cannot write a temporary file to edit", "无法写入临时文件")
            );
            return None;
        }
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{editor} \"$1\""))
            .arg("sh")
            .arg(&tmp)
            .status();
        let back = std::fs::read_to_string(&tmp).ok();
        let _ = std::fs::remove_file(&tmp);
        match status {
            Ok(s) if s.success() => back.filter(|b| b != yaml),
            _ => {
                eprintln!(
                    "{}",
                    say!(
                        lang,
                        "the editor did not finish cleanly: the YAML is unchanged",
                        "编辑器未正常结束：YAML 未改动"
                    )
                );
                None
            }
        }
    }

    /// The edited YAML becomes the proposal, checked again as it now stands.
    fn take_edit(&self, proposal: &mut Proposal, edited: String, model: Option<&Model>) {
        proposal.yaml = edited;
        proposal.diagnostics.clear();
        match parse_config(&proposal.yaml) {
            Ok(doc) => {
                proposal.config = doc.data();
                if let (Some(m), Some(op), Some(sc)) = (model, proposal.op.as_deref(), proposal.scenario.as_deref()) {
                    let report =
                        gen_config::check::check_doc(self.h, m, proposal.path.as_deref().unwrap_or(""), &doc, op, sc);
                    proposal.diagnostics = report.diagnostics;
                }
                proposal.inferred.retain(|k| {
                    proposal
                        .yaml
                        .lines()
                        .any(|l| l.starts_with(&format!("{k}:")) && l.contains(INFERRED_MARK))
                });
            }
            Err(e) => proposal.diagnostics.push(Diag::new(Code::Yaml, e.message).at(e.pos)),
        }
        if proposal.diagnostics.iter().any(|d| d.severity() == Severity::Error) {
            eprintln!(
                "{}",
                say!(
                    self.lang,
                    "the edited config is not valid (see below); write it anyway, edit again, or answer n",
                    "编辑后的配置无效（见下）；仍可写入、再次编辑，或回答 n"
                )
            );
        }
    }

    /// Ask the open questions, all at once; each answer is checked as it is typed against what
    /// the code takes, and asked again with the reason when it can't be.
    fn ask_round(
        &mut self,
        questions: &[Question],
        scenario: Option<(&str, &Scenario)>,
        asked: &mut Vec<String>,
    ) -> Result<Vec<(String, String)>, Aborted> {
        let lang = self.lang;
        eprintln!(
            "{}",
            say!(
                lang,
                "a few things decide what is measured; please answer (Enter takes the first suggestion, Ctrl-D stops):",
                "以下几项决定测什么，请回答（回车采用第一个建议，Ctrl-D 中止）："
            )
        );
        let mut out = Vec::new();
        for q in questions {
            asked.push(q.field.clone());
            let sugg = q
                .suggestions
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            let prompt = if sugg.is_empty() {
                format!("  {} — {}\n    > ", q.field, q.prompt)
            } else {
                format!(
                    "  {} — {}\n    {}: {sugg}\n    > ",
                    q.field,
                    q.prompt,
                    lang.pick("suggestions", "建议")
                )
            };
            let mut tries = 0;
            let value = loop {
                let answer = self.prompter.line(&prompt).ok_or(Aborted)?;
                match self.take_answer(q, &answer, scenario) {
                    Ok(Some(v)) => break Some(v),
                    Ok(None) => break None,
                    Err(why) => {
                        eprintln!("    ✗ {why}");
                        tries += 1;
                        if tries >= MAX_RETRIES {
                            return Err(Aborted);
                        }
                    }
                }
            };
            if let Some(v) = value {
                out.push((q.field.clone(), v));
            }
        }
        Ok(out)
    }

    /// An answer as a `--set` value, if the code can take it; else why not.
    fn take_answer(
        &self,
        q: &Question,
        answer: &str,
        scenario: Option<(&str, &Scenario)>,
    ) -> Result<Option<String>, String> {
        let lang = self.lang;
        let answer = answer.trim();
        if answer.is_empty() {
            return Ok(match (q.field.as_str(), q.suggestions.first()) {
                (BACKENDS_FIELD, Some(_)) => Some(J::Array(q.suggestions.clone()).to_string()),
                (_, Some(J::String(s))) => Some(s.clone()),
                (_, Some(v)) => Some(v.to_string()),
                (_, None) => None,
            });
        }
        if q.field == SCENARIO_FIELD {
            let names: Vec<&str> = q.suggestions.iter().filter_map(J::as_str).collect();
            let word = answer.rsplit('/').next().unwrap_or(answer);
            return match names.iter().find(|s| s.eq_ignore_ascii_case(word)) {
                Some(s) => Ok(Some(s.to_string())),
                None => Err(say!(
                    lang,
                    "`{}` is none of {}",
                    "`{}` 不在这些场景里：{}",
                    answer,
                    names.join(", ")
                )),
            };
        }
        let Some((op, sc)) = scenario else {
            return Ok(Some(answer.to_string()));
        };
        if q.field == BACKENDS_FIELD {
            let registry: Vec<&str> = sc.backends.iter().map(|b| b.name.as_str()).collect();
            let words = list_words(answer);
            let mut names = Vec::new();
            for w in &words {
                let found = registry.iter().find(|b| b.eq_ignore_ascii_case(w)).or_else(|| {
                    registry.iter().find(|b| {
                        gen_config::intent::compact(&b.to_lowercase()) == gen_config::intent::compact(&w.to_lowercase())
                    })
                });
                match found {
                    Some(b) => names.push(b.to_string()),
                    None => {
                        let hint = gen_config::diag::did_you_mean(w, registry.iter().copied())
                            .map(|m| say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", m))
                            .unwrap_or_default();
                        return Err(say!(
                            lang,
                            "`{}` is not a backend of `{}` (its registry: {}){}",
                            "`{}` 不是 `{}` 的 backend（registry：{}）{}",
                            w,
                            sc.name,
                            registry.join(", "),
                            hint
                        ));
                    }
                }
            }
            if names.is_empty() {
                return Err(say!(lang, "name at least one backend", "至少写一个 backend"));
            }
            return Ok(Some(format!("[{}]", names.join(", "))));
        }
        if Some(q.field.as_str()) == sc.driver.as_deref() {
            if !model::driver_accepts(self.h, op, sc, answer) {
                let known: Vec<String> = sc
                    .candidates_of(&q.field)
                    .iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect();
                let guess = gen_config::check::dtype_guess(answer, &known)
                    .map(|g| say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", g))
                    .unwrap_or_default();
                return Err(say!(
                    lang,
                    "`{}`'s code does not take {} `{}`{}",
                    "`{}` 的代码不接受 {} `{}`{}",
                    sc.name,
                    q.field,
                    answer,
                    guess
                ));
            }
            return Ok(Some(answer.to_string()));
        }
        let parts = sc.field(&q.field).map(|f| f.parts.len()).unwrap_or(0);
        if q.list {
            return list_answer(answer, parts, lang).map(Some);
        }
        match gen_config::parse::yaml::parse_node(answer) {
            Ok(Some(_)) => Ok(Some(answer.to_string())),
            _ => Err(say!(lang, "`{}` is not a value", "`{}` 不是一个值", answer)),
        }
    }

    /// Answers that name backends but leave out `halops` (when the scenario has it): put back
    /// first, and said (the seed's rule), unless `--set backends` chose them.
    fn halops_first(
        &self,
        mut answers: Vec<(String, String)>,
        sc: &Scenario,
        set_backends: bool,
    ) -> Vec<(String, String)> {
        if set_backends || sc.backend(HALOPS).is_none() {
            return answers;
        }
        for (k, v) in answers.iter_mut() {
            if k == BACKENDS_FIELD && !list_words(v).iter().any(|w| w == HALOPS) {
                let rest = list_words(v);
                *v = format!(
                    "[{}]",
                    std::iter::once(HALOPS.to_string())
                        .chain(rest)
                        .collect::<Vec<_>>()
                        .join(", ")
                );
                eprintln!(
                    "{}",
                    say!(
                        self.lang,
                        "note: `{}` is the backend under test: put back first ({})",
                        "注意：`{}` 是被测 backend，已放回第一个（{}）",
                        HALOPS,
                        v
                    )
                );
            }
        }
        answers
    }

    /// The harness rejects the complete config: for each field to blame, ask for a value, with
    /// suggestions that pass the same check (the list without its failing items, backends whose
    /// adapter takes the dtype, values from the folder's valid configs). The answers, as `--set`.
    fn repair(
        &mut self,
        p: &Proposal,
        op: &str,
        sc: &Scenario,
        model: &Model,
        existing: &[Existing],
        req: &Request,
    ) -> Result<Vec<(String, String)>, Aborted> {
        let lang = self.lang;
        let mut fields: Vec<String> = Vec::new();
        for d in p.diagnostics.iter().filter(|d| d.severity() == Severity::Error) {
            if let Some(f) = &d.field {
                if p.config.iter().any(|(k, _)| k == f) && !fields.contains(f) {
                    fields.push(f.clone());
                }
            }
        }
        if fields.is_empty() {
            return Ok(vec![]);
        }
        show_proposal(self.h, p, lang);
        eprintln!(
            "{}",
            say!(
                lang,
                "the harness's code rejects this config; change what it fails on (Enter takes the first suggestion, which passes):",
                "harness 的代码拒绝了这个配置；请修改出错的字段（回车采用第一个建议，它能通过检查）："
            )
        );
        let mut out = Vec::new();
        for f in fields {
            let current = p.config.iter().find(|(k, _)| *k == f).map(|(_, v)| v.clone());
            let candidates = repair_candidates(&f, current.as_ref(), p, sc, existing);
            // Only suggestions that pass: each is tried with the same check.
            let mut passing: Vec<String> = Vec::new();
            for c in candidates {
                if passing.len() >= 4 {
                    break;
                }
                let mut sets = req.sets.to_vec();
                sets.retain(|(k, _)| *k != f);
                sets.push((f.clone(), c.clone()));
                let trial = Request { sets: &sets, ..*req };
                if generate::propose(self.h, model, op, sc, existing, &trial).status == Status::Ok
                    && !passing.contains(&c)
                {
                    passing.push(c);
                }
            }
            let q = Question {
                field: f.clone(),
                prompt: say!(
                    lang,
                    "`{}` is now {}; what should it be?",
                    "`{}` 现在是 {}；改成什么？",
                    f,
                    current.as_ref().map(data_text).unwrap_or_default()
                ),
                suggestions: vec![],
                list: sc.field(&f).is_some_and(|x| x.sweep) || f == BACKENDS_FIELD,
            };
            let prompt = if passing.is_empty() {
                format!("  {} — {}\n    > ", f, q.prompt)
            } else {
                format!(
                    "  {} — {}\n    {}: {}\n    > ",
                    f,
                    q.prompt,
                    lang.pick("values that pass", "能通过检查的值"),
                    passing.join("  |  ")
                )
            };
            let mut tries = 0;
            loop {
                let answer = self.prompter.line(&prompt).ok_or(Aborted)?;
                let value = match (answer.trim(), passing.first()) {
                    ("", Some(first)) => Ok(Some(first.clone())),
                    ("", None) => Ok(None),
                    (typed, _) => self.take_answer(&q, typed, Some((op, sc))),
                };
                match value {
                    Ok(Some(v)) => {
                        out.push((f.clone(), v));
                        break;
                    }
                    Ok(None) => break,
                    Err(why) => {
                        eprintln!("    ✗ {why}");
                        tries += 1;
                        if tries >= MAX_RETRIES {
                            return Err(Aborted);
                        }
                    }
                }
            }
        }
        Ok(out)
    }
}

/// The code of an aborted conversation, where a `Result<u8, _>` is returned.
const EXIT_ABORTED_CODE: u8 = EXIT_ABORTED;

/// The questions not asked yet.
fn unasked(questions: &[Question], asked: &[String]) -> Vec<Question> {
    questions
        .iter()
        .filter(|q| !asked.contains(&q.field))
        .cloned()
        .collect()
}

/// The words of a list answer: `[a, b]`, `a, b`, `a b`, `a、b`.
fn list_words(answer: &str) -> Vec<String> {
    answer
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split([',', ' ', '，', '、', ';', '；'])
        .map(|w| w.trim().trim_matches(['"', '\'']))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// A list answer as YAML: numbers as people write them (`1k 4k`, `1 到 64 翻倍`), or items of
/// `parts` numbers (`64x7168x2048, 4096x2048x7168`, `[[64, 7168, 2048]]`).
fn list_answer(answer: &str, parts: usize, lang: Lang) -> Result<String, String> {
    let bad = || say!(lang, "`{}` is not a list of numbers", "`{}` 不是数字列表", answer);
    if parts > 1 {
        let items: Vec<Vec<i64>> = match gen_config::parse::yaml::parse_node(answer) {
            Ok(Some(node)) => match node.node.to_data() {
                gen_config::eval::Data::List(l) => l
                    .iter()
                    .map(|i| match i {
                        gen_config::eval::Data::List(x) => x
                            .iter()
                            .map(|n| match n {
                                gen_config::eval::Data::Int(v) => Some(*v),
                                _ => None,
                            })
                            .collect::<Option<Vec<i64>>>(),
                        _ => None,
                    })
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(bad)?,
                _ => shape_words(answer).ok_or_else(bad)?,
            },
            _ => shape_words(answer).ok_or_else(bad)?,
        };
        if items.is_empty() {
            return Err(bad());
        }
        if let Some(i) = items.iter().find(|i| i.len() != parts) {
            return Err(say!(
                lang,
                "each item has {} numbers in the code; `{:?}` has {}",
                "代码里每一项有 {} 个数；`{:?}` 有 {} 个",
                parts,
                i,
                i.len()
            ));
        }
        let text: Vec<String> = items
            .iter()
            .map(|i| format!("[{}]", i.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")))
            .collect();
        return Ok(format!("[{}]", text.join(", ")));
    }
    if answer.starts_with('[') {
        return match gen_config::parse::yaml::parse_node(answer) {
            Ok(Some(n)) if matches!(n.node, gen_config::parse::yaml::Node::Seq(_)) => Ok(answer.to_string()),
            _ => Err(bad()),
        };
    }
    let nums = gen_config::intent::parse_numbers(answer).ok_or_else(bad)?;
    Ok(format!(
        "[{}]",
        nums.iter()
            .map(|n| match n {
                gen_config::intent::Num::Int(i) => i.to_string(),
                gen_config::intent::Num::Float(f) => f.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// `64x7168x2048, 4096×2048×7168` → the items.
fn shape_words(answer: &str) -> Option<Vec<Vec<i64>>> {
    let items: Vec<Vec<i64>> = answer
        .split([',', ' ', '，', '、', ';', '；'])
        .filter(|w| !w.trim().is_empty())
        .map(|w| {
            w.split(['x', 'X', '×', '*'])
                .map(|n| n.trim().parse::<i64>().ok())
                .collect::<Option<Vec<i64>>>()
        })
        .collect::<Option<Vec<_>>>()?;
    (!items.is_empty()).then_some(items)
}

/// Values to offer for a field the code fails on: the list without each failing item (and
/// without all of them), the backends list without one that fails, the field's values in the
/// folder's valid configs, its default.
fn repair_candidates(
    field: &str,
    current: Option<&gen_config::eval::Data>,
    p: &Proposal,
    sc: &Scenario,
    existing: &[Existing],
) -> Vec<String> {
    use gen_config::eval::Data;
    let mut out: Vec<String> = Vec::new();
    let yaml = |d: &Data| d.to_json().to_string();
    if let Some(Data::List(items)) = current {
        // The failing items: the values of this field at the failing sweep points, or the
        // backends a diagnostic names.
        let failing: Vec<&Data> = items
            .iter()
            .filter(|i| {
                p.diagnostics
                    .iter()
                    .filter(|d| d.severity() == Severity::Error)
                    .any(|d| {
                        d.point
                            .as_ref()
                            .is_some_and(|pt| pt.iter().any(|(k, v)| k == field && *v == i.to_json()))
                            || (field == BACKENDS_FIELD
                                && matches!(i, Data::Str(s) if d.message.contains(&format!("`{s}`"))))
                    })
            })
            .collect();
        if field == BACKENDS_FIELD {
            // Swap a failing backend for another of the registry (a comparison stays one), before
            // dropping it.
            for b in &sc.backends {
                let mut with: Vec<Data> = items.iter().filter(|i| !failing.contains(i)).cloned().collect();
                let name = Data::Str(b.name.clone());
                if !with.contains(&name) {
                    with.push(name);
                    out.push(yaml(&Data::List(with)));
                }
            }
        }
        let without: Vec<Data> = items.iter().filter(|i| !failing.contains(i)).cloned().collect();
        if !without.is_empty() && without.len() < items.len() {
            out.push(yaml(&Data::List(without)));
        }
        for f in &failing {
            let one: Vec<Data> = items.iter().filter(|i| i != f).cloned().collect();
            if !one.is_empty() {
                out.push(yaml(&Data::List(one)));
            }
        }
    }
    for e in existing.iter().filter(|e| e.scenario() == Some(sc.name.as_str())) {
        if let Some(v) = e.doc.get(field) {
            out.push(yaml(&v.value.node.to_data()));
        }
    }
    if let Some(d) = sc.field(field).and_then(|f| f.default.clone()).filter(|d| !d.is_null()) {
        out.push(d.to_string());
    }
    if Some(field) == sc.driver.as_deref() {
        for c in sc.candidates_of(field) {
            if let Some(s) = c.as_str() {
                out.push(s.to_string());
            }
        }
    }
    let mut seen = Vec::new();
    out.retain(|x| {
        let new = !seen.contains(x);
        seen.push(x.clone());
        new
    });
    out
}

/// What the proposal learned from: said when configs of the scenario were set aside, or when none
/// passes and the code's defaults are all there is.
fn learned_notes(lang: Lang, op: &str, sc: &Scenario, existing: &[Existing], set_aside: usize) -> Vec<String> {
    let same = existing
        .iter()
        .filter(|e| e.scenario() == Some(sc.name.as_str()))
        .count();
    let mut notes = Vec::new();
    if set_aside > 0 {
        notes.push(say!(
            lang,
            "{0} config(s) of `{1}` in configs/{2}/ fail `check`: nothing was learned from them",
            "configs/{2}/ 里有 {0} 个 `{1}` 配置未通过 `check`：没有从中推断任何值",
            set_aside,
            sc.name,
            op
        ));
    }
    if same == 0 {
        notes.push(say!(
            lang,
            "no config of `{}` that passes `check` to learn from: inferred values are the code's defaults",
            "没有通过 `check` 的 `{}` 配置可供参考：推断值取自代码的默认值",
            sc.name
        ));
    }
    notes
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

/// `new --json`'s document (the contract's shape): the proposal, what was written, the errors
/// the written file has, why the job failed, the smoke run.
fn proposal_json(
    proposal: &Proposal,
    written: bool,
    after: &[Diag],
    failure: Option<&Diag>,
    smoke_result: Option<&Smoke>,
) -> J {
    let mut diags: Vec<J> = proposal.diagnostics.iter().map(Diag::to_json).collect();
    diags.extend(after.iter().map(Diag::to_json));
    diags.extend(failure.map(Diag::to_json));
    let status = if failure.is_some() {
        Status::Error
    } else {
        proposal.status
    };
    json!({
        "status": status.as_str(),
        "op": proposal.op,
        "scenario": proposal.scenario,
        "config": J::Object(proposal.config.iter().map(|(k, v)| (k.clone(), v.to_json())).collect()),
        "inferred": proposal.inferred,
        "questions": proposal.questions.iter().map(|q| json!({"field": q.field, "prompt": q.prompt, "suggestions": q.suggestions})).collect::<Vec<_>>(),
        "understood": proposal.understood.iter().map(|u| json!({"field": u.field, "words": u.words, "value": u.value})).collect::<Vec<_>>(),
        "diagnostics": diags,
        "yaml": proposal.yaml,
        "path": proposal.path,
        "written": written,
        "duplicate_of": proposal.duplicate_of,
        "smoke": smoke_result.map(|s| json!({"status": s.status.as_str(), "reason": s.reason, "command": s.command})),
        "notes": proposal.notes,
        "marks_undecided": proposal.marks_undecided,
    })
}

/// What of the sentence was left out, before any question is asked.
fn show_unheard(p: &Proposal, lang: Lang) {
    for n in &p.unheard {
        eprintln!("{}: {n}", lang.pick("note", "注意"));
    }
}

fn show_understood(p: &Proposal, lang: Lang) {
    if let (Some(op), Some(sc)) = (&p.op, &p.scenario) {
        eprintln!("{}: {op}/{sc}", lang.pick("scenario", "场景"));
    }
    // Each binding the words made, as `words → field: value`.
    let given: Vec<String> = p
        .understood
        .iter()
        .map(|u| match &u.value {
            J::String(v) => format!("“{}” → {}: {v}", u.words, u.field),
            v => format!("“{}” → {}: {v}", u.words, u.field),
        })
        .collect();
    if !given.is_empty() {
        eprintln!("{}: {}", lang.pick("understood", "已理解"), given.join("; "));
    }
    show_unheard(p, lang);
}

/// Colour on a terminal that wants it (`NO_COLOR` unset).
fn colour() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

fn show_proposal(h: &Harness, p: &Proposal, lang: Lang) {
    let path = p.path.clone().unwrap_or_else(|| "<new config>".into());
    if let (Some(op), Some(sc)) = (&p.op, &p.scenario) {
        outln!("# {path}  ({op}/{sc})");
    }
    if !p.yaml.is_empty() && p.status != Status::NeedsInput {
        // The inferred values stand out: what to look at before writing.
        let colour = colour();
        for line in p.yaml.lines() {
            let key = line.split(':').next().unwrap_or_default();
            let inferred = line.contains(INFERRED_MARK) || p.inferred.iter().any(|k| k == key);
            if colour && inferred {
                outln!("\x1b[33m{line}\x1b[0m");
            } else {
                outln!("{line}");
            }
        }
        outln!();
    }
    if !p.inferred.is_empty() {
        let marked = p.yaml.contains(INFERRED_MARK);
        outln!(
            "{}",
            match (lang, marked) {
                (Lang::En, true) => format!("inferred (marked `{INFERRED_MARK}`): {}", p.inferred.join(", ")),
                (Lang::En, false) => format!(
                    "inferred (not marked, as the folder's configs are not): {}",
                    p.inferred.join(", ")
                ),
                (Lang::Zh, true) => format!("推断的字段（已标 `{INFERRED_MARK}`）：{}", p.inferred.join(", ")),
                (Lang::Zh, false) => format!("推断的字段（与目录里的配置一致，未加标记）：{}", p.inferred.join(", ")),
            }
        );
    }
    for n in &p.notes {
        outln!("{}: {n}", lang.pick("note", "注意"));
    }
    for d in &p.diagnostics {
        if d.severity() == Severity::Info {
            continue;
        }
        out!("{}", render::diag_human(d, &path, Some(&p.yaml), h));
    }
    match p.status {
        Status::NeedsInput => {
            outln!(
                "{}",
                lang.pick(
                    "needs input — answer with --set FIELD=VALUE (or more words in the intent):",
                    "还需要输入——用 --set 字段=值 回答（或在意图里多写几个词）："
                )
            );
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
                        say!(lang, "  [e.g. {}]", "  [例如 {}]", s)
                    }
                );
            }
        }
        Status::Invalid => outln!(
            "{}",
            lang.pick(
                "not written: the harness's code rejects this config (see above)",
                "未写入：harness 的代码拒绝了这个配置（见上）"
            )
        ),
        Status::Error => {
            if p.diagnostics.is_empty() {
                outln!(
                    "{}",
                    lang.pick(
                        "error: the intent names nothing this harness has",
                        "错误：意图里没有这个 harness 的任何名字"
                    )
                );
            }
        }
        Status::Ok => {}
    }
}

/// Prompts on stderr, answers from stdin, one line each; `None` at the end of input.
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
        let l = self.lines.next().and_then(Result::ok).map(|l| l.trim().to_string());
        if l.is_none() {
            eprintln!();
        }
        l
    }

    /// Yes or no; an empty line takes the default; the end of input ends the conversation.
    fn confirm(&mut self, lang: Lang, q: &str, default: bool) -> Result<bool, Aborted> {
        let hint = if default { "[Y/n]" } else { "[y/N]" };
        loop {
            let a = self.line(&format!("{q} {hint} ")).ok_or(Aborted)?.to_lowercase();
            match a.as_str() {
                "y" | "yes" | "是" | "好" | "要" => return Ok(true),
                "n" | "no" | "否" | "不" | "不要" => return Ok(false),
                "" => return Ok(default),
                other => eprintln!("{}", say!(lang, "`{}`: answer y or n", "`{}`：请回答 y 或 n", other)),
            }
        }
    }
}
