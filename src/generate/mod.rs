//! `new`: from an intent sentence (and `--set` answers) to a proposed config, checked.
//!
//! In: the harness, its model (with the chosen scenario probed), the existing configs of the op
//! folder, the parsed intent and the `--set` values. Out: a [`Proposal`] — the fields in the
//! order they are written, which were inferred, the questions still open (all at once), the
//! diagnostics of checking the result, the YAML text with `# inferred` marks and the file name.
//! Nothing here prints or writes files; `src/cli/new.rs` does.

use serde_json::Value as J;

use crate::check::check_doc;
use crate::check::node_text;
use crate::diag::{Code, Diag};
use crate::discover::Harness;
use crate::eval::{torch, Data};
use crate::intent::{self, DtypeWord, Intent, Num, Vocabulary};
use crate::model::{Model, Scenario};
use crate::parse::yaml::{ConfigDoc, Node};
use crate::say;
use crate::seed::{BACKENDS_FIELD, DRIVER_FIELDS, DTYPE_FIELD, INFERRED_MARK, MODE_FIELD, SCENARIO_FIELD};

pub mod answer;
mod emit;
mod modules;
mod propose;
pub mod repair;

pub use propose::propose;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ok,
    NeedsInput,
    Invalid,
    Error,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::NeedsInput => "needs_input",
            Status::Invalid => "invalid",
            Status::Error => "error",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Question {
    pub field: String,
    pub prompt: String,
    pub suggestions: Vec<J>,
    /// The answer is a list (a sweep dimension, the backends).
    pub list: bool,
}

/// An existing config of the op folder: its file stem, text and parsed fields.
#[derive(Clone, Debug)]
pub struct Existing {
    pub stem: String,
    pub text: String,
    pub doc: ConfigDoc,
}

impl Existing {
    /// The scenario the config names, if it names one.
    pub fn scenario(&self) -> Option<&str> {
        match self.doc.get(SCENARIO_FIELD).map(|e| &e.value.node) {
            Some(Node::Str(s)) => Some(s),
            _ => None,
        }
    }
    fn has_marks(&self) -> bool {
        self.text.contains(INFERRED_MARK)
    }
}

#[derive(Clone, Debug)]
pub struct Proposal {
    pub status: Status,
    pub op: Option<String>,
    pub scenario: Option<String>,
    pub config: Vec<(String, Data)>,
    pub inferred: Vec<String>,
    pub questions: Vec<Question>,
    pub diagnostics: Vec<Diag>,
    pub yaml: String,
    /// `configs/<op>/<name>.yaml`, relative to the root.
    pub path: Option<String>,
    /// Lines for the person: what was inferred from where, what to look at.
    pub notes: Vec<String>,
    /// The first of `notes`: what of the sentence was left out or could not be read (shown
    /// before any question is asked).
    pub unheard: Vec<String>,
    /// The op folder's configs carry no `# inferred` marks and no choice was made.
    pub marks_undecided: bool,
    /// An existing config of the op with the same fields and values (any order): writing this
    /// one would add a copy.
    pub duplicate_of: Option<String>,
    /// Every binding made from the sentence (field, the words, the value), in its order.
    pub understood: Vec<intent::Understood>,
}

impl Proposal {
    fn error(msg: String) -> Proposal {
        Proposal {
            status: Status::Error,
            op: None,
            scenario: None,
            config: vec![],
            inferred: vec![],
            questions: vec![],
            diagnostics: vec![Diag::new(Code::UnknownScenario, msg)],
            yaml: String::new(),
            path: None,
            notes: vec![],
            unheard: vec![],
            marks_undecided: false,
            duplicate_of: None,
            understood: vec![],
        }
    }
}

/// The configs of the op folder `configs/<op>/` (`.yaml`, `.yml`), by file name; a file that can't
/// be read or is no YAML mapping is none (it is no model to learn from).
pub fn load_existing(h: &Harness, op: &str) -> Vec<Existing> {
    let dir = h.root.join("configs").join(op);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return vec![];
    };
    let mut paths: Vec<std::path::PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let text = crate::discover::read_text(&p).ok()?;
            let doc = crate::parse::yaml::parse_config(&text).ok()?;
            let stem = p.file_stem()?.to_string_lossy().to_string();
            Some(Existing { stem, text, doc })
        })
        .collect()
}

/// The existing configs to learn from: those of `sc` that its check passes (a broken config's
/// values, order or name are no model), and those of the op's other scenarios (their style).
/// Also how many of `sc`'s were set aside.
pub fn good_existing(
    h: &Harness,
    model: &Model,
    op: &str,
    sc: &Scenario,
    existing: Vec<Existing>,
) -> (Vec<Existing>, usize) {
    let mut set_aside = 0;
    let kept = existing
        .into_iter()
        .filter(|e| {
            if e.scenario() != Some(sc.name.as_str()) {
                return true;
            }
            let report = check_doc(h, model, &e.stem, &e.doc, op, &sc.name);
            let ok = report.valid();
            set_aside += usize::from(!ok);
            ok
        })
        .collect();
    (kept, set_aside)
}

/// An existing config holding the same fields with the same values as `config` (in any order),
/// and the ones that differ from it in one field only.
fn same_as<'e>(config: &[(String, Data)], existing: &'e [Existing]) -> (Option<&'e Existing>, Vec<&'e Existing>) {
    let differences = |e: &Existing| -> usize {
        let theirs = e.doc.data();
        let missing = config
            .iter()
            .filter(|(k, v)| theirs.iter().find(|(x, _)| x == k).is_none_or(|(_, w)| w != v))
            .count();
        let extra = theirs
            .iter()
            .filter(|(k, _)| !config.iter().any(|(x, _)| x == k))
            .count();
        missing + extra
    };
    let same = existing.iter().find(|e| differences(e) == 0);
    let near = existing.iter().filter(|e| differences(e) == 1).collect();
    (same, near)
}

pub struct Request<'r> {
    pub intent: &'r str,
    pub sets: &'r [(String, String)],
    pub name: Option<&'r str>,
    pub op: Option<&'r str>,
    /// `Some(true)`: keep `# inferred` marks; `Some(false)`: strip them; `None`: not decided.
    pub marks: Option<bool>,
    /// File stems already in the op folder: a derived name never takes one of them.
    pub taken: &'r [String],
    /// The language of the prompts and notes.
    pub lang: crate::lang::Lang,
}

/// The scenario a request is about, and how it was chosen when the sentence's names decided it.
#[derive(Clone, Debug)]
pub struct Pick {
    pub op: String,
    pub scenario: String,
    /// Set when several scenarios matched the words and the backends or fields named chose one.
    pub note: Option<String>,
}

/// Which scenario the request is about: from `--set scenario=`, else the intent's words; when
/// they match several, the backends and fields the sentence names choose among them (each
/// candidate is read for that), and only when they don't is the scenario asked.
pub fn pick_scenario(h: &Harness, registry: &Model, req: &Request) -> Result<Pick, Box<Proposal>> {
    let pairs: Vec<(String, String)> = registry
        .ops
        .iter()
        .flat_map(|o| o.scenarios.iter().map(move |s| (o.name.clone(), s.name.clone())))
        .collect();
    let vocab = vocabulary(h, registry, None);
    let it = intent::parse(req.intent, &vocab);
    let op_hint = req.op.map(str::to_string).or(it.op.clone());
    let set_scenario = req
        .sets
        .iter()
        .rev()
        .find(|(k, _)| k == SCENARIO_FIELD)
        .map(|(_, v)| v.trim().to_string());
    let candidates: Vec<(String, String)> = match &set_scenario {
        Some(s) => pairs.iter().filter(|(_, n)| n == s).cloned().collect(),
        None => {
            let mut c: Vec<(String, String)> = Vec::new();
            for s in &it.scenarios {
                for (o, n) in pairs.iter().filter(|(_, n)| n == s) {
                    if !c.iter().any(|x| x.0 == *o && x.1 == *n) {
                        c.push((o.clone(), n.clone()));
                    }
                }
            }
            c
        }
    };
    let candidates: Vec<(String, String)> = match &op_hint {
        Some(o) => {
            let within: Vec<(String, String)> = candidates.iter().filter(|(op, _)| op == o).cloned().collect();
            // `expert ffn` names the scenario `expert_ffn` (of op `moe`) in full; the op `ffn` the
            // sentence seems to name too is only a word of that scenario's name.
            let op_is_a_word_of_it = |s: &str| s.split(['_', '-']).any(|p| p.eq_ignore_ascii_case(o));
            if within.is_empty() && req.op.is_none() && candidates.iter().any(|(_, s)| op_is_a_word_of_it(s)) {
                candidates.into_iter().filter(|(_, s)| op_is_a_word_of_it(s)).collect()
            } else {
                within
            }
        }
        None => candidates,
    };
    let (candidates, note) = if candidates.len() > 1 {
        narrow_by_names(h, &candidates, req)
    } else {
        (candidates, None)
    };
    match candidates.len() {
        1 => Ok(Pick {
            op: candidates[0].0.clone(),
            scenario: candidates[0].1.clone(),
            note,
        }),
        0 if set_scenario.is_none() && op_hint.as_ref().is_some_and(|o| pairs.iter().any(|(po, _)| po == o)) => {
            // An op was named but none of its scenarios: ask which one.
            let op = op_hint.clone().unwrap_or_default();
            let mut p = Proposal::error(String::new());
            p.status = Status::NeedsInput;
            p.op = Some(op.clone());
            p.diagnostics.clear();
            p.questions.push(Question {
                field: SCENARIO_FIELD.into(),
                prompt: say!(req.lang, "which scenario of `{}`?", "`{}` 的哪个场景？", op),
                suggestions: pairs
                    .iter()
                    .filter(|(o, _)| *o == op)
                    .map(|(_, s)| J::String(s.clone()))
                    .collect(),
                list: false,
            });
            Err(Box::new(p))
        }
        0 => Err(Box::new(no_scenario_named(
            registry,
            &pairs,
            op_hint.as_deref(),
            set_scenario.as_deref(),
            &it,
            req,
        ))),
        _ => {
            let mut p = Proposal::error(String::new());
            p.status = Status::NeedsInput;
            p.diagnostics.clear();
            p.questions.push(Question {
                field: SCENARIO_FIELD.into(),
                prompt: say!(
                    req.lang,
                    "the intent matches several scenarios: {}; which one?",
                    "意图对应多个场景：{}；选哪个？",
                    candidates
                        .iter()
                        .map(|(o, s)| format!("{o}/{s}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                suggestions: candidates.iter().map(|(_, s)| J::String(s.clone())).collect(),
                list: false,
            });
            Err(Box::new(p))
        }
    }
}

/// The error when the words (or `--set scenario=`) name no scenario of the harness: the
/// scenarios there are, and the one a word is a typo away from (`decod`). Where a table the
/// scenario could be in was not read whole (`OP_REGISTRY` or an op's `SCENARIOS` not known
/// exactly, an op whose scenarios fail to import), the message says so, why, and where: the
/// scenario may be there, unseen.
fn no_scenario_named(
    registry: &Model,
    pairs: &[(String, String)],
    op_hint: Option<&str>,
    set_scenario: Option<&str>,
    it: &intent::Intent,
    req: &Request,
) -> Proposal {
    let all: Vec<String> = pairs
        .iter()
        .filter(|(o, _)| op_hint.is_none_or(|h| h == o))
        .map(|(o, s)| format!("`{o}/{s}`"))
        .collect();
    let (unread, source) = unread_tables(registry, op_hint, req.lang);
    let msg = match (set_scenario, unread.is_empty()) {
        (Some(s), true) => say!(
            req.lang,
            "`{}` is not a scenario of this harness",
            "`{}` 不是这个 harness 的场景",
            s
        ),
        (None, true) => say!(
            req.lang,
            "the intent names no scenario this harness has (“{}”)",
            "意图里没有这个 harness 的场景（“{}”）",
            req.intent.trim()
        ),
        (Some(s), false) => say!(
            req.lang,
            "`{}` is not among the scenarios the tool could read; it may be in what it could not: {}",
            "`{}` 不在工具能读取的场景中；它可能在工具未能读取的部分中：{}",
            s,
            unread.join("; ")
        ),
        (None, false) => say!(
            req.lang,
            "the intent names no scenario the tool could read (“{}”); it may be in what it could not: {}",
            "意图里没有工具能读取的场景（“{}”）；它可能在工具未能读取的部分中：{}",
            req.intent.trim(),
            unread.join("; ")
        ),
    };
    // A word one typo away from a part of a scenario's name (`decod`).
    let near = |w: &str, part: &str| {
        w.chars().count() >= 3 && crate::diag::levenshtein(w, part) <= (part.chars().count() / 3).max(1)
    };
    let meant: Vec<String> = pairs
        .iter()
        .filter(|(o, _)| op_hint.is_none_or(|h| h == o))
        .filter(|(_, sc)| it.words.iter().any(|w| sc.split('_').any(|part| near(w, part))))
        .map(|(o, s)| format!("`{o}/{s}`"))
        .collect();
    let mut p = Proposal::error(msg);
    if let Some(d) = p.diagnostics.first_mut() {
        d.source = source;
        d.help = Some(match meant.as_slice() {
            // The tool found none at all: nothing to name.
            [] if all.is_empty() => return p,
            [] => say!(req.lang, "name one of: {}", "可选：{}", all.join(", ")),
            [one] => say!(
                req.lang,
                "did you mean {}? (scenarios: {})",
                "是不是 {}？（场景：{}）",
                one,
                all.join(", ")
            ),
            more => say!(
                req.lang,
                "did you mean one of {}? (scenarios: {})",
                "是不是其中之一：{}？（场景：{}）",
                more.join(", "),
                all.join(", ")
            ),
        });
    }
    p
}

/// The tables of the harness a scenario could be in that the tool did not read whole (only the
/// op `op_hint`'s, when one is named), each said with why, and where the first of them is.
fn unread_tables(
    registry: &Model,
    op_hint: Option<&str>,
    lang: crate::lang::Lang,
) -> (Vec<String>, Option<crate::model::Loc>) {
    let why = |inc: &crate::model::Incomplete| crate::check::incomplete_why_in(inc, lang);
    let mut said = Vec::new();
    let mut source = None;
    if let Some(inc) = registry
        .ops_incomplete
        .as_ref()
        .filter(|_| op_hint.is_none_or(|o| registry.op(o).is_none()))
    {
        said.push(say!(
            lang,
            "`OP_REGISTRY` is not known exactly: {}",
            "`OP_REGISTRY` 无法确切得知：{}",
            why(inc)
        ));
        source = source.or(inc.src.clone());
    }
    for op in registry.ops.iter().filter(|o| op_hint.is_none_or(|h| h == o.name)) {
        if let Some(e) = &op.error {
            said.push(say!(lang, "op `{}`: {}", "op `{}`：{}", op.name, e));
            source = source.or_else(|| Some(op.error_src.clone().unwrap_or_else(|| op.src.clone())));
        } else if let Some(inc) = &op.incomplete {
            said.push(say!(
                lang,
                "`SCENARIOS` of `{}` is not known exactly: {}",
                "`{}` 的 `SCENARIOS` 无法确切得知：{}",
                op.name,
                why(inc)
            ));
            source = source.or_else(|| Some(inc.src.clone().unwrap_or_else(|| op.src.clone())));
        }
    }
    (said, source)
}

/// Of several scenarios the words match, those that have every backend and field the sentence
/// names (each is read for its registry and fields): when that leaves one, it, with a note
/// saying why; else all of them.
fn narrow_by_names(
    h: &Harness,
    candidates: &[(String, String)],
    req: &Request,
) -> (Vec<(String, String)>, Option<String>) {
    let model = crate::model::build(
        h,
        &crate::model::Selection {
            only: Some(candidates.to_vec()),
            skip_verdicts: true,
            ..Default::default()
        },
    );
    let it = intent::parse(req.intent, &vocabulary(h, &model, None));
    let mut named: Vec<String> = it.backends.clone();
    named.extend(it.lists.iter().map(|(f, _)| f.clone()));
    named.extend(it.items.iter().map(|(f, _)| f.clone()));
    named.extend(it.settings.iter().map(|(f, _)| f.clone()));
    if named.is_empty() {
        return (candidates.to_vec(), None);
    }
    let fits = |(op, name): &(String, String)| {
        model.scenario(op, name).is_some_and(|sc| {
            named
                .iter()
                .all(|n| sc.backends.iter().any(|b| b.name == *n) || sc.field(n).is_some())
        })
    };
    let fitting: Vec<(String, String)> = candidates.iter().filter(|c| fits(c)).cloned().collect();
    match fitting.as_slice() {
        [one] => {
            let missing: Vec<String> = named
                .iter()
                .filter(|n| {
                    candidates.iter().filter(|c| *c != one).all(|(op, name)| {
                        model
                            .scenario(op, name)
                            .is_none_or(|sc| !sc.backends.iter().any(|b| b.name == **n) && sc.field(n).is_none())
                    })
                })
                .map(|n| format!("`{n}`"))
                .collect();
            let others: Vec<String> = candidates
                .iter()
                .filter(|c| *c != one)
                .map(|(_, s)| format!("`{s}`"))
                .collect();
            let note = say!(
                req.lang,
                "scenario `{}`: the words match {} too, but only `{}` has {}",
                "场景 `{}`：这些词也对应 {}，但只有 `{}` 有 {}",
                one.1,
                others.join(", "),
                one.1,
                if missing.is_empty() {
                    named.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
                } else {
                    missing.join(", ")
                }
            );
            (fitting, Some(note))
        }
        _ => (candidates.to_vec(), None),
    }
}

/// A field being filled in: its value and whether the user gave it.
struct Slot {
    name: String,
    value: Data,
    inferred: bool,
}

fn num_data(n: &Num) -> Data {
    match n {
        Num::Int(i) => Data::Int(*i),
        Num::Float(f) => Data::Float(*f),
    }
}

/// The torch name of a dtype family (torch knowledge).
fn torch_name(w: DtypeWord) -> &'static str {
    match w {
        DtypeWord::Bf16 => "bfloat16",
        DtypeWord::Fp16 => "float16",
        DtypeWord::Fp32 => "float32",
        DtypeWord::Fp8E4m3 => "float8_e4m3fn",
        DtypeWord::Fp8E5m2 => "float8_e5m2",
        DtypeWord::Fp4 => "float4_e2m1fn_x2",
    }
}

/// The driver value (dtype or mode) the words of `it` name, spelled as this scenario's code takes
/// it: a mode named (or the one mode of the dtype family named); for a dtype, an alias this
/// scenario's configs already use for it (and its code accepts) keeps the folder's style, else the
/// torch name if the code takes it (`getattr(torch, ...)` does, a table of the scenario's own names
/// may not), else the code's own name for that dtype.
pub(crate) fn driver_value(
    h: &Harness,
    op: &str,
    sc: &Scenario,
    same: &[&Existing],
    vocab: &Vocabulary,
    it: &Intent,
    driver: &str,
) -> Option<String> {
    if driver == MODE_FIELD {
        return it.mode.clone().or_else(|| {
            let w = it.dtype?;
            let word = match w {
                DtypeWord::Fp4 => "fp4",
                DtypeWord::Fp8E4m3 | DtypeWord::Fp8E5m2 => "fp8",
                DtypeWord::Bf16 => "bf16",
                DtypeWord::Fp16 => "fp16",
                DtypeWord::Fp32 => "fp32",
            };
            let m: Vec<&String> = vocab.modes.iter().filter(|m| m.to_lowercase().contains(word)).collect();
            (m.len() == 1).then(|| m[0].clone())
        });
    }
    let w = it.dtype?;
    let canonical = torch_name(w).to_string();
    let accepted: Vec<&str> = sc.candidates_of(driver).iter().filter_map(|v| v.as_str()).collect();
    let styled = same
        .iter()
        .filter_map(|e| e.doc.get(driver))
        .map(|e| node_text(&e.value.node))
        .find(|v| *v != canonical && short_word(v) == short_word(&canonical) && accepted.contains(&v.as_str()));
    let own_names = accepted
        .iter()
        .filter(|v| **v != canonical && short_word(v) == short_word(&canonical))
        .map(|v| v.to_string());
    let mut spellings: Vec<String> = styled.into_iter().collect();
    for v in std::iter::once(canonical.clone()).chain(own_names) {
        if !spellings.contains(&v) {
            spellings.push(v);
        }
    }
    Some(match spellings.as_slice() {
        [one] => one.clone(),
        _ => spellings
            .iter()
            .find(|v| crate::model::driver_accepts(h, op, sc, v))
            .cloned()
            .unwrap_or(canonical),
    })
}

/// The short word people and file names use for a dtype or mode value.
fn short_word(v: &str) -> String {
    match torch::lookup(v).map(|i| torch::info(i).name) {
        Some("bfloat16") => "bf16".into(),
        Some("float16") => "fp16".into(),
        Some("float32") => "fp32".into(),
        Some("float8_e4m3fn") => "fp8".into(),
        Some("float8_e5m2") => "fp8e5m2".into(),
        Some(n) if n.starts_with("float4") => "fp4".into(),
        _ => v.replace(['-', '(', ')'], "_").to_lowercase(),
    }
}

/// The field that selects what a backend's adapter must support (`dtype` or `mode`), as `new`
/// asks and names it: the model's driver, unless no kernel's input comes from it (the code reads
/// it only to report, as an entry layer picking a roofline peak by `dtype`) while the scenario
/// reads the other driver field, which then decides what is measured.
pub fn driver_of(sc: &Scenario) -> Option<String> {
    let d = sc.driver.clone()?;
    let other = DRIVER_FIELDS.iter().find(|f| **f != d)?;
    if !sc.sized_fields.contains(&d) && sc.field(other).is_some() {
        return Some(other.to_string());
    }
    Some(d)
}

/// The harness's words the intent parser knows: with `scope` `None`, those that choose a scenario
/// (every op, scenario, GPU, and every scenario's backends, the modules they are built from, and
/// fields); with a scenario, that scenario's own names and the kinds of values its code's defaults
/// and its existing configs hold. The one place a [`Vocabulary`] is made.
pub fn vocabulary(h: &Harness, model: &Model, scope: Option<(&str, &Scenario, &[Existing])>) -> Vocabulary {
    let mut v = Vocabulary {
        ops: model.ops.iter().map(|o| o.name.clone()).collect(),
        gpus: model.gpus.iter().map(|g| g.name.clone()).collect(),
        ..Vocabulary::default()
    };
    // Words that name a thing of the harness already: a module is never called by one of them.
    let mut taken: Vec<String> = v.ops.clone();
    for o in &model.ops {
        for sc in &o.scenarios {
            taken.push(sc.name.clone());
            taken.extend(sc.fields.iter().map(|f| f.name.clone()));
        }
    }
    let add_backends = |v: &mut Vocabulary, sc: &Scenario| {
        for b in &sc.backends {
            if !v.backends.contains(&b.name) {
                v.backends.push(b.name.clone());
            }
        }
        for (name, mods) in modules::backend_modules(h, sc) {
            let mut words: Vec<String> = Vec::new();
            for m in &mods {
                for w in modules::module_words(m) {
                    let free = w.chars().count() >= 3
                        && !intent::is_everyday(&w)
                        && !taken.iter().any(|t| t.eq_ignore_ascii_case(&w))
                        && !v.gpus.iter().any(|g| g.eq_ignore_ascii_case(&w));
                    if free && !words.contains(&w) {
                        words.push(w);
                    }
                }
            }
            if !words.is_empty() && !v.backend_modules.iter().any(|(n, _)| *n == name) {
                v.backend_modules.push((name, words));
            }
        }
    };
    let strings = |vals: &[J]| -> Vec<String> { vals.iter().filter_map(|v| v.as_str().map(str::to_string)).collect() };
    let Some((op, sc, existing)) = scope else {
        for o in &model.ops {
            for sc in &o.scenarios {
                v.scenarios.push((o.name.clone(), sc.name.clone()));
                add_backends(&mut v, sc);
                for f in &sc.fields {
                    if !v.fields.contains(&f.name) {
                        v.fields.push(f.name.clone());
                    }
                }
            }
        }
        return v;
    };
    v.scenarios = vec![(op.to_string(), sc.name.clone())];
    add_backends(&mut v, sc);
    v.fields = sc.fields.iter().map(|f| f.name.clone()).collect();
    if driver_of(sc).as_deref() == Some(MODE_FIELD) {
        v.modes = strings(sc.candidates_of(MODE_FIELD));
    }
    v.dtype_words = strings(sc.candidates_of(DTYPE_FIELD));
    v.dtype_words.extend(torch::floating_names().map(str::to_string));
    // What the existing configs of this scenario hold for a field.
    let existing_values = |f: &str| -> Vec<Data> {
        existing
            .iter()
            .filter(|e| e.scenario() == Some(sc.name.as_str()))
            .filter_map(|e| e.doc.get(f))
            .map(|x| x.value.node.to_data())
            .collect()
    };
    // Fields whose values are of one kind: the code's default, or the existing configs, say so.
    let fields_holding = |default_kind: fn(&J) -> bool, kind: fn(&Data) -> bool| -> Vec<String> {
        sc.fields
            .iter()
            .filter(|f| f.default.as_ref().is_some_and(default_kind) || existing_values(&f.name).iter().any(kind))
            .map(|f| f.name.clone())
            .collect()
    };
    v.flags = fields_holding(J::is_boolean, |d| matches!(d, Data::Bool(_)));
    v.text_fields = fields_holding(J::is_string, |d| matches!(d, Data::Str(_)));
    v.field_values = sc
        .candidates
        .iter()
        .map(|(f, vals)| (f.clone(), strings(vals)))
        .collect();
    // Swept fields whose items the code unpacks into named parts (`for m, n, k in shapes`).
    v.item_parts = sc
        .fields
        .iter()
        .filter(|f| !f.parts.is_empty())
        .map(|f| (f.name.clone(), f.parts.clone()))
        .collect();
    // Swept fields whose unpacking the reader did not see, where every config of the scenario that
    // passes `check` holds rows of one length: that length is proven by the code's own run.
    v.row_arity = sc
        .fields
        .iter()
        .filter(|f| f.sweep && f.parts.is_empty() && f.name != BACKENDS_FIELD)
        .filter_map(|f| {
            let values = existing_values(&f.name);
            let mut arity = None;
            for d in &values {
                let Data::List(items) = d else { return None };
                for i in items {
                    match i {
                        Data::List(r) if r.len() >= 2 && r.iter().all(|x| matches!(x, Data::Int(_))) => {
                            if arity.is_some_and(|a| a != r.len()) {
                                return None;
                            }
                            arity = Some(r.len());
                        }
                        _ => return None,
                    }
                }
            }
            arity.map(|a| (f.name.clone(), a))
        })
        .collect();
    v
}

fn most_common(configs: &[&Existing], field: &str) -> Option<Data> {
    let mut counts: Vec<(Data, usize)> = Vec::new();
    for c in configs {
        if let Some(e) = c.doc.get(field) {
            let d = e.value.node.to_data();
            match counts.iter_mut().find(|x| x.0 == d) {
                Some(x) => x.1 += 1,
                None => counts.push((d, 1)),
            }
        }
    }
    counts.into_iter().max_by_key(|x| x.1).map(|x| x.0)
}

pub fn data_text(d: &Data) -> String {
    match d {
        Data::Str(s) => s.clone(),
        other => other.to_json().to_string(),
    }
}

/// Is `name` a plain config file name (no folder, no `..`)?
pub fn valid_name(name: &str) -> Result<(), String> {
    let stem = name.trim_end_matches(".yaml").trim_end_matches(".yml");
    if stem.is_empty() {
        return Err(format!(
            "`{name}`: the name is empty (give a file name such as `decode_bf16`)"
        ));
    }
    if stem.contains('/')
        || stem.contains('\\')
        || stem.contains("..")
        || stem.starts_with('.')
        || stem.starts_with('-')
    {
        return Err(format!(
            "`{name}`: a name is a plain file name inside configs/<op>/ (no `/`, `..` or leading dot)"
        ));
    }
    if !stem
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
        || stem.len() > 120
    {
        return Err(format!("`{name}`: use letters, digits, `_`, `-` and `.` (at most 120)"));
    }
    Ok(())
}

// ---- YAML emission --------------------------------------------------------------------------

/// Backends a word may have meant: those it names a part or the start of (`cutlass` →
/// `cutlass_grouped`), else the nearest by spelling.
fn near_backends<'b>(word: &str, backends: &'b [String]) -> Vec<&'b str> {
    let w = word.to_lowercase();
    let part_of = |b: &str| {
        let b = b.to_lowercase();
        b.starts_with(&w) || b.split(|c: char| !c.is_alphanumeric()).any(|p| p == w)
    };
    let parts: Vec<&str> = backends.iter().map(String::as_str).filter(|b| part_of(b)).collect();
    if !parts.is_empty() {
        return parts;
    }
    crate::diag::did_you_mean(word, backends.iter().map(String::as_str))
        .into_iter()
        .collect()
}
