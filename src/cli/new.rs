//! `new`: the conversation around [`gen_config::generate`], in the intent's language — ask the
//! open questions (the scenario first when it is open, then everything it decides, all at
//! once), check each answer as it is typed, offer repairs the harness's code accepts when it
//! rejects the config, show the YAML with what was inferred, confirm (or edit in `$EDITOR`),
//! write atomically inside `configs/<op>/`, read it back, re-check it, and smoke-run it when
//! asked. Without a terminal (or with `--json`) nothing is asked.

use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;

use serde_json::{json, Value as J};

use gen_config::diag::{Code, Diag, Severity};
use gen_config::discover::{Fatal, Harness};
use gen_config::generate::answer::{self, Reader};
use gen_config::generate::{self, Existing, Proposal, Question, Request, Status};
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
            let (existing, set_aside) = generate::good_existing(h, &model, &op, sc, generate::load_existing(h, &op));
            first_notes = pick_note.into_iter().collect();
            extra_notes = learned_notes(lang, &op, sc, &existing, set_aside);
            let taken = taken_stems(h, &op);
            let req = Request { taken: &taken, ..req };
            let mut p = generate::propose(h, &model, &op, sc, &existing, &req);
            let reader = Reader::new(h, &model, &op, sc, &existing, lang);
            let open = unasked(&p.questions, &asked);
            if self.talk && rounds < MAX_ROUNDS && p.status == Status::NeedsInput && !open.is_empty() {
                rounds += 1;
                show_understood(&p, lang);
                let answers = self.ask_round(&open, Some(&reader), &mut asked)?;
                sets.extend(answers);
                continue;
            }
            if self.talk && p.status == Status::Invalid && repairs < MAX_REPAIRS {
                let fixes = self.repair(&p, &op, sc, &model, &existing, &req, &reader)?;
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
                show_proposal(h, proposal, lang, Shown::Final);
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
            show_proposal(h, proposal, lang, Shown::Final);
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

    /// "write configs/<op>/<name>.yaml? [Y/n/e]": `e` edits the YAML in the editor, re-checks it,
    /// and asks again. After an edit the code rejects, the default is to edit again (`[y/n/E]`):
    /// an invalid file is written only on an explicit `y`, and said to be invalid.
    fn confirm_write(&mut self, proposal: &mut Proposal, model: Option<&Model>) -> Result<bool, Aborted> {
        let lang = self.lang;
        loop {
            let invalid = proposal.status == Status::Invalid;
            let q = if invalid {
                say!(
                    lang,
                    "write {} although it is INVALID? [y/n/E] (E: edit again) ",
                    "仍要写入无效的 {}？[y/n/E]（E：再次编辑）",
                    proposal.path.as_deref().unwrap_or_default()
                )
            } else {
                say!(
                    lang,
                    "write {}? [Y/n/e] (e: edit in $EDITOR) ",
                    "写入 {}？[Y/n/e]（e：用 $EDITOR 编辑）",
                    proposal.path.as_deref().unwrap_or_default()
                )
            };
            let answer = self.prompter.line(&q).ok_or(Aborted)?.to_lowercase();
            let edit = match answer.as_str() {
                "y" | "yes" | "是" | "好" | "写" => return Ok(true),
                "" if !invalid => return Ok(true),
                "n" | "no" | "否" | "不" => return Ok(false),
                "" | "e" | "edit" | "编辑" => true,
                other => {
                    eprintln!(
                        "{}",
                        say!(lang, "`{}`: answer y, n or e", "`{}`：请回答 y、n 或 e", other)
                    );
                    false
                }
            };
            if edit {
                let Some(edited) = self.edit(&proposal.yaml) else {
                    continue;
                };
                self.take_edit(proposal, edited, model);
                show_proposal(self.h, proposal, lang, Shown::AfterEdit);
            }
        }
    }

    /// Open `yaml` in the editor (a temporary file); what comes back, if it changed. The editor is
    /// `$VISUAL`, else `$EDITOR`, else — as git falls back — `editor` where the system has one, else
    /// `vi`.
    fn edit(&self, yaml: &str) -> Option<String> {
        let lang = self.lang;
        let editor = editor_command();
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
                        "the editor (`{}`) did not finish cleanly: the YAML is unchanged",
                        "编辑器（`{}`）未正常结束：YAML 未改动",
                        editor
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
        proposal.status = if proposal.diagnostics.iter().any(|d| d.severity() == Severity::Error) {
            Status::Invalid
        } else {
            Status::Ok
        };
    }

    /// Ask the open questions, all at once; each answer is checked as it is typed against what
    /// the code takes, and asked again with the reason when it can't be.
    fn ask_round(
        &mut self,
        questions: &[Question],
        reader: Option<&Reader>,
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
                match self.take_answer(q, &answer, reader) {
                    Ok(Some(v)) => {
                        // What the answer was read as, where that is not what was typed
                        // (`bf16` → `bfloat16`, `1k 4k` → `[1024, 4096]`).
                        if !answer.trim().is_empty() && v != answer.trim() {
                            eprintln!("    → {v}");
                        }
                        break Some(v);
                    }
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

    /// An answer as a `--set` value, if the code can take it; else why not. Read as `--set` and
    /// MCP answers are read (`generate::answer`); Enter takes the first suggestion.
    fn take_answer(&self, q: &Question, answer: &str, reader: Option<&Reader>) -> Result<Option<String>, String> {
        let answer = answer.trim();
        if answer.is_empty() {
            return Ok(q.suggestions.first().map(suggestion_text));
        }
        if q.field == SCENARIO_FIELD {
            let names: Vec<String> = q.suggestions.iter().filter_map(J::as_str).map(str::to_string).collect();
            return answer::scenario(answer, &names, self.lang).map(Some);
        }
        let Some(reader) = reader else {
            return Ok(Some(answer.to_string()));
        };
        reader.read(&q.field, answer).map(|d| Some(answer::flow(&d)))
    }

    /// The harness rejects the complete config: for each field to blame, ask for a value, with
    /// suggestions that clear that field's errors with the same check (`generate::repair`: the
    /// failing items changed as little as the code needs, the others kept; backends whose adapter
    /// takes the config's values; values of the folder's valid configs). The answers, as `--set`.
    #[allow(clippy::too_many_arguments)] // what one repair is tried on, each a plain borrow
    fn repair(
        &mut self,
        p: &Proposal,
        op: &str,
        sc: &Scenario,
        model: &Model,
        existing: &[Existing],
        req: &Request,
        reader: &Reader,
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
        show_proposal(self.h, p, lang, Shown::BeforeRepair);
        eprintln!(
            "{}",
            say!(
                lang,
                "nothing is written yet: the harness's code rejects this config (see above), so a repair follows — change what it fails on (Enter takes the first suggestion, which passes):",
                "尚未写入：harness 的代码拒绝了这个配置（见上），下面进行修复——请修改出错的字段（回车采用第一个建议，它能通过检查）："
            )
        );
        let repair = generate::repair::Repair {
            h: self.h,
            model,
            op,
            sc,
            existing,
            req,
        };
        let mut out = Vec::new();
        for f in fields {
            let current = p.config.iter().find(|(k, _)| *k == f).map(|(_, v)| v.clone());
            let passing = repair.passing(p, &f);
            let q = Question {
                field: f.clone(),
                prompt: say!(
                    lang,
                    "`{}` is now {}; what should it be?",
                    "`{}` 现在是 {}；改成什么？",
                    f,
                    current.as_ref().map(answer::flow).unwrap_or_default()
                ),
                suggestions: vec![],
                list: sc.field(&f).is_some_and(|x| x.sweep) || f == BACKENDS_FIELD,
            };
            let prompt = if passing.is_empty() {
                format!(
                    "  {} — {}\n    {}\n    > ",
                    f,
                    q.prompt,
                    lang.pick(
                        "no value near it passes the check; type one (Enter keeps it, and the config stays invalid)",
                        "附近没有能通过检查的值；请输入一个（回车保留原值，配置仍然无效）"
                    )
                )
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
                    (typed, _) => self.take_answer(&q, typed, Some(reader)),
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

/// The editor to run: `$VISUAL`, else `$EDITOR`, else `editor` where the system has one (Debian's
/// alternatives), else `vi` — the order git takes.
fn editor_command() -> String {
    let set = |k: &str| std::env::var(k).ok().filter(|e| !e.trim().is_empty());
    if let Some(e) = set("VISUAL").or_else(|| set("EDITOR")) {
        return e;
    }
    let on_path = |name: &str| {
        std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(name).is_file()))
    };
    if on_path("editor") { "editor" } else { "vi" }.to_string()
}

/// A suggestion as the answer it stands for (a `--set` value).
fn suggestion_text(s: &J) -> String {
    match s {
        J::String(s) => s.clone(),
        v => answer::flow(&gen_config::eval::Data::from_json(v)),
    }
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

/// When a proposal is shown: what its last line says of an invalid config.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    /// As the run ends.
    Final,
    /// Before the questions that repair it.
    BeforeRepair,
    /// After an edit, before asking again whether to write it.
    AfterEdit,
}

/// `--set FIELD=VALUE` as a shell takes it: quoted where the value has characters a shell reads.
fn set_arg(field: &str, value: &str) -> String {
    let arg = format!("{field}={value}");
    let plain = arg
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '=' | '_' | '-' | '.' | ',' | '/' | ':' | '+'));
    if plain {
        format!("--set {arg}")
    } else {
        format!("--set '{}'", arg.replace('\'', "'\\''"))
    }
}

fn show_proposal(h: &Harness, p: &Proposal, lang: Lang, shown: Shown) {
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
            // What to type: the first suggestion as the `--set` argument it is.
            for q in &p.questions {
                outln!("  {}: {}", q.field, q.prompt);
                if let Some(first) = q.suggestions.first() {
                    outln!(
                        "    {} {}",
                        lang.pick("e.g.", "例如"),
                        set_arg(&q.field, &suggestion_text(first))
                    );
                }
            }
        }
        // Before a repair, the repair's own first line says what comes next.
        Status::Invalid if shown == Shown::BeforeRepair => {}
        Status::Invalid => outln!(
            "{}",
            match shown {
                Shown::AfterEdit => lang.pick(
                    "the edited config is not valid (see above): edit it again (Enter), write it anyway (y), or answer n",
                    "编辑后的配置无效（见上）：再次编辑（回车）、仍然写入（y），或回答 n"
                ),
                _ => lang.pick(
                    "not written: the harness's code rejects this config (see above)",
                    "未写入：harness 的代码拒绝了这个配置（见上）"
                ),
            }
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
