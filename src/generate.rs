//! `new`: from an intent sentence (and `--set` answers) to a proposed config, checked.
//!
//! In: the harness, its model (with the chosen scenario probed), the existing configs of the op
//! folder, the parsed intent and the `--set` values. Out: a [`Proposal`] — the fields in the
//! order they are written, which were inferred, the questions still open (all at once), the
//! diagnostics of checking the result, the YAML text with `# inferred` marks and the file name.
//! Nothing here prints or writes files; `src/cli/new.rs` does.

use serde_json::Value as J;

use crate::check::{check_doc, node_text};
use crate::diag::{Code, Diag, Severity};
use crate::discover::Harness;
use crate::eval::{torch, Data};
use crate::intent::{self, DtypeWord, Num, Setting, Vocabulary};
use crate::model::{Model, Scenario, BACKENDS_FIELD, HALOPS};
use crate::parse::yaml::{parse_config, parse_node, ConfigDoc, Node};
use crate::say;
use crate::seed::SCENARIO_FIELD;

/// The comment that marks a value the user did not give (the seed's convention).
pub const INFERRED: &str = "# inferred";

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
    fn scenario(&self) -> Option<&str> {
        match self.doc.get("scenario").map(|e| &e.value.node) {
            Some(Node::Str(s)) => Some(s),
            _ => None,
        }
    }
    fn has_marks(&self) -> bool {
        self.text.contains(INFERRED)
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
    let vocab = vocabulary(registry, None);
    let it = intent::parse(req.intent, &vocab);
    let op_hint = req.op.map(str::to_string).or(it.op.clone());
    let set_scenario = req
        .sets
        .iter()
        .rev()
        .find(|(k, _)| k == "scenario")
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
        Some(o) => candidates.into_iter().filter(|(op, _)| op == o).collect(),
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
                field: "scenario".into(),
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
        0 => {
            let all: Vec<String> = pairs
                .iter()
                .filter(|(o, _)| op_hint.as_ref().is_none_or(|h| h == o))
                .map(|(o, s)| format!("`{o}/{s}`"))
                .collect();
            let msg = match &set_scenario {
                Some(s) => say!(
                    req.lang,
                    "`{}` is not a scenario of this harness",
                    "`{}` 不是这个 harness 的场景",
                    s
                ),
                None => say!(
                    req.lang,
                    "the intent names no scenario this harness has (“{}”)",
                    "意图里没有这个 harness 的场景（“{}”）",
                    req.intent.trim()
                ),
            };
            // A word one typo away from a part of a scenario's name (`decod`).
            let near = |w: &str, part: &str| {
                w.chars().count() >= 3 && crate::diag::levenshtein(w, part) <= (part.chars().count() / 3).max(1)
            };
            let meant: Vec<String> = pairs
                .iter()
                .filter(|(o, _)| op_hint.as_ref().is_none_or(|h| h == o))
                .filter(|(_, sc)| it.words.iter().any(|w| sc.split('_').any(|part| near(w, part))))
                .map(|(o, s)| format!("`{o}/{s}`"))
                .collect();
            let mut p = Proposal::error(msg);
            if let Some(d) = p.diagnostics.first_mut() {
                d.help = Some(match meant.as_slice() {
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
            Err(Box::new(p))
        }
        _ => {
            let mut p = Proposal::error(String::new());
            p.status = Status::NeedsInput;
            p.diagnostics.clear();
            p.questions.push(Question {
                field: "scenario".into(),
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
    let it = intent::parse(req.intent, &vocabulary(&model, None));
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

fn is_geometry(name: &str) -> bool {
    name.contains("heads") || name == "head_dim"
}

/// The harness's words the intent parser knows: with `scope` `None`, those that choose a scenario
/// (every op, scenario, GPU, and every scenario's backends, the modules they are built from, and
/// fields); with a scenario, that scenario's own names and the kinds of values its code's defaults
/// and its existing configs hold. The one place a [`Vocabulary`] is made.
pub fn vocabulary(model: &Model, scope: Option<(&str, &Scenario, &[Existing])>) -> Vocabulary {
    let mut v = Vocabulary {
        ops: model.ops.iter().map(|o| o.name.clone()).collect(),
        gpus: model.gpus.iter().map(|g| g.name.clone()).collect(),
        ..Vocabulary::default()
    };
    let add_backends = |v: &mut Vocabulary, sc: &Scenario| {
        for b in &sc.backends {
            if !v.backends.contains(&b.name) {
                v.backends.push(b.name.clone());
            }
            if !b.modules.is_empty() && !v.backend_modules.iter().any(|(n, _)| *n == b.name) {
                v.backend_modules.push((b.name.clone(), b.modules.clone()));
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
    if sc.driver.as_deref() == Some("mode") {
        v.modes = strings(sc.candidates_of("mode"));
    }
    v.dtype_words = strings(sc.candidates_of("dtype"));
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
    v
}

/// Build the proposal for one scenario (already probed in `model`).
pub fn propose(h: &Harness, model: &Model, op: &str, sc: &Scenario, existing: &[Existing], req: &Request) -> Proposal {
    let lang = req.lang;
    let fields: Vec<String> = sc.fields.iter().map(|f| f.name.clone()).collect();
    let backends: Vec<String> = sc.backends.iter().map(|b| b.name.clone()).collect();
    let driver = sc.driver.clone();
    let modes: Vec<String> = match driver.as_deref() {
        Some("mode") => sc
            .candidates_of("mode")
            .iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect(),
        _ => vec![],
    };
    let same: Vec<&Existing> = existing
        .iter()
        .filter(|e| e.scenario() == Some(sc.name.as_str()))
        .collect();
    let vocab = vocabulary(model, Some((op, sc, existing)));
    let gpus = &vocab.gpus;
    // What the existing configs of this scenario hold for a field.
    let existing_values = |f: &str| -> Vec<Data> {
        same.iter()
            .filter_map(|e| e.doc.get(f))
            .map(|x| x.value.node.to_data())
            .collect()
    };
    let it = intent::parse(req.intent, &vocab);

    let mut notes = Vec::new();
    // What of the sentence was left out or could not be read: shown before any question too.
    let mut unheard: Vec<String> = Vec::new();
    let mut slots: Vec<Slot> = vec![Slot {
        name: "scenario".into(),
        value: Data::Str(sc.name.clone()),
        inferred: false,
    }];
    let given = |slots: &mut Vec<Slot>, name: &str, value: Data| {
        slots.retain(|s| s.name != name);
        slots.push(Slot {
            name: name.to_string(),
            value,
            inferred: false,
        });
    };

    // The driver: dtype or mode.
    let mut driver_value: Option<String> = None;
    if let Some(d) = &driver {
        if d == "mode" {
            driver_value = it.mode.clone().or_else(|| {
                let w = it.dtype?;
                let word = match w {
                    DtypeWord::Fp4 => "fp4",
                    DtypeWord::Fp8E4m3 | DtypeWord::Fp8E5m2 => "fp8",
                    DtypeWord::Bf16 => "bf16",
                    DtypeWord::Fp16 => "fp16",
                    DtypeWord::Fp32 => "fp32",
                };
                let m: Vec<&String> = modes.iter().filter(|m| m.to_lowercase().contains(word)).collect();
                (m.len() == 1).then(|| m[0].clone())
            });
        } else if let Some(w) = it.dtype {
            // An alias this scenario's existing configs already use for the same dtype (and its
            // code accepts) keeps the folder's style; else the torch name, if the code takes it
            // (`getattr(torch, ...)` does, a table of the scenario's own names may not); else the
            // code's own name for that dtype.
            let canonical = torch_name(w).to_string();
            let accepted: Vec<&str> = sc.candidates_of(d).iter().filter_map(|v| v.as_str()).collect();
            let styled = same
                .iter()
                .filter_map(|e| e.doc.get(d))
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
            let chosen = match spellings.as_slice() {
                [one] => one.clone(),
                _ => spellings
                    .iter()
                    .find(|v| crate::model::driver_accepts(h, op, sc, v))
                    .cloned()
                    .unwrap_or(canonical),
            };
            driver_value = Some(chosen);
        }
        if let Some(v) = &driver_value {
            given(&mut slots, d, Data::Str(v.clone()));
        }
    }
    // A field the code reads once (not swept) whose default and existing values are scalars
    // takes one number, not a list (`page_size=32`).
    let scalar = |f: &str| -> bool {
        let Some(field) = sc.field(f) else { return false };
        !field.sweep
            && !matches!(field.default, Some(J::Array(_)))
            && !existing_values(f).iter().any(|d| matches!(d, Data::List(_)))
    };
    // Numbers given with a label.
    for (f, vals) in &it.lists {
        let value = match vals.as_slice() {
            [one] if scalar(f) => num_data(one),
            _ => Data::List(vals.iter().map(num_data).collect()),
        };
        given(&mut slots, f, value);
    }
    // Fields set by a word or by naming them (`causal=false`, `non-causal`, `use cuda graph`,
    // `cache_quant_type per-tensor`). A yes/no field is one whose default or existing values
    // are true/false.
    for (f, setting) in &it.settings {
        if sc.field(f).is_none() {
            continue;
        }
        let is_bool = vocab.flags.contains(f);
        let compared: Vec<&str> = sc.candidates_of(f).iter().filter_map(|c| c.as_str()).collect();
        match setting {
            Setting::Named { negated } if is_bool => given(&mut slots, f, Data::Bool(!negated)),
            Setting::Unclear => unheard.push(say!(
                lang,
                "could not tell whether the sentence turns `{0}` on or off: it was left as inferred; say `{0}=true` or `{0}=false`",
                "看不出句子是要打开还是关闭 `{0}`：按推断处理；请写 `{0}=true` 或 `{0}=false`",
                f
            )),
            // A field named without a value it can take: asked or inferred as any other, and said
            // where the code compares it with values.
            Setting::Named { .. } if !compared.is_empty() => unheard.push(say!(
                lang,
                "`{0}` is named, but with no value it can take: it was left as inferred; write `{0}=VALUE` (the code compares it with {1})",
                "提到了 `{0}`，但没有可用的值：按推断处理；请写 `{0}=值`（代码把它与 {1} 比较）",
                f,
                compared.join(", ")
            )),
            Setting::Named { .. } => {}
            Setting::Value(v) if is_bool => match intent::yes_no(v) {
                Some(b) => given(&mut slots, f, Data::Bool(b)),
                None => unheard.push(say!(
                    lang,
                    "`{0}` is true or false, and `{1}` is neither: `{0}` was left as inferred",
                    "`{0}` 只能是 true 或 false，`{1}` 都不是：`{0}` 按推断处理",
                    f,
                    v
                )),
            },
            Setting::Value(v) => {
                // Spelled as the code compares it (`per-tensor` → `per_tensor`).
                let spelled = compared
                    .iter()
                    .find(|c| intent::compact(&c.to_lowercase()) == intent::compact(&v.to_lowercase()))
                    .map(|c| c.to_string())
                    .unwrap_or_else(|| v.clone());
                given(&mut slots, f, Data::Str(spelled));
            }
        }
    }
    if let Some(shapes) = &it.shapes {
        if let Some(f) = fields
            .iter()
            .find(|f| f.as_str() == "shapes")
            .or_else(|| fields.iter().find(|f| f.contains("shape")))
        {
            given(
                &mut slots,
                f,
                Data::List(
                    shapes
                        .iter()
                        .map(|s| Data::List(s.iter().map(|x| Data::Int(*x)).collect()))
                        .collect(),
                ),
            );
        }
    }
    // Items built from their parts, in the code's order of the parts.
    for (f, rows) in &it.items {
        let keys = sc.field(f).filter(|x| x.keyed).map(|x| &x.parts);
        let rows = rows
            .iter()
            .map(|r| match keys {
                // Mapping items: each part under its key (`{m: 128, n: 4096, k: 7168}`).
                Some(keys) => Data::Map(keys.iter().cloned().zip(r.iter().map(|x| Data::Int(*x))).collect()),
                None => Data::List(r.iter().map(|x| Data::Int(*x)).collect()),
            })
            .collect();
        given(&mut slots, f, Data::List(rows));
    }
    for intent::PartialItems {
        field: f,
        parts: names,
        given: given_parts,
    } in &it.incomplete_items
    {
        let said: Vec<String> = names
            .iter()
            .zip(given_parts)
            .filter_map(|(n, g)| {
                let g = g.as_ref()?;
                let vals: Vec<String> = g.iter().map(|x| data_text(&num_data(x))).collect();
                Some(format!("{n} {}", vals.join(" ")))
            })
            .collect();
        let missing: Vec<&str> = names
            .iter()
            .zip(given_parts)
            .filter(|(_, g)| g.is_none())
            .map(|(n, _)| n.as_str())
            .collect();
        let src = sc.field(f).map(|x| x.src.to_string()).unwrap_or_default();
        let verb = if missing.len() == 1 { "is" } else { "are" };
        unheard.push(say!(
            lang,
            "`{}` was left out: an item of `{}` ({}) is ({}) in the code, and `{}` {} not given",
            "`{}` 未采用：代码里 `{}`（{}）的每一项是（{}），而 `{}` {}没有给出",
            said.join(", "),
            f,
            src,
            names.join(", "),
            missing.join("`, `"),
            lang.pick(verb, "")
        ));
    }
    let q_field = fields.iter().find(|f| f.contains("q_heads")).cloned();
    let kv_field = fields.iter().find(|f| f.contains("kv_heads")).cloned();
    if let (Some(q), Some(v)) = (&q_field, it.num_q_heads) {
        given(&mut slots, q, Data::Int(v));
    }
    if let (Some(k), Some(v)) = (&kv_field, it.num_kv_heads) {
        given(&mut slots, k, Data::Int(v));
    }
    if let Some(m) = &it.mtp {
        if let Some(f) = fields.iter().find(|f| f.contains("mtp")) {
            let v = if sc.field(f).is_some_and(|x| x.sweep) {
                Data::List(m.iter().map(|x| Data::Int(*x)).collect())
            } else {
                Data::Int(m.first().copied().unwrap_or(0))
            };
            given(&mut slots, f, v);
        }
    }
    if let Some(g) = &it.gpu {
        if fields.iter().any(|f| f == "gpu_type") {
            given(&mut slots, "gpu_type", Data::Str(g.clone()));
        }
    }
    if !it.backends.is_empty() && it.backend_choices.is_empty() && fields.iter().any(|f| f == BACKENDS_FIELD) {
        let mut names = it.backends.clone();
        if backends.iter().any(|b| b == HALOPS) && !names.iter().any(|b| b == HALOPS) {
            names.insert(0, HALOPS.to_string());
        }
        if let Some(i) = names.iter().position(|b| b == HALOPS) {
            let hb = names.remove(i);
            names.insert(0, hb);
        }
        given(
            &mut slots,
            BACKENDS_FIELD,
            Data::List(names.into_iter().map(Data::Str).collect()),
        );
    }
    // A second dtype or GPU named: a config has one of each.
    for w in &it.also_named {
        let (what, this) = if gpus.iter().any(|g| g == w) {
            ("GPU", it.gpu.clone())
        } else {
            (driver.as_deref().unwrap_or("dtype"), driver_value.clone())
        };
        let this = this
            .map(|t| say!(lang, " (this one: `{}`)", "（本配置：`{}`）", t))
            .unwrap_or_default();
        unheard.push(say!(
            lang,
            "`{0}` is named too, but a config has one {1}{2}: ask again for a config with `{0}`",
            "还提到了 `{0}`，但一个配置只有一个 {1}{2}：要 `{0}` 的配置请另外生成",
            w,
            what,
            this
        ));
    }
    // A GPU named that the harness's specs lack: the config keeps the default, and says so.
    for w in &it.unlisted_gpus {
        let specs = match model.gpus.first() {
            Some(g) => format!(" ({}: {})", g.src, gpus.join(", ")),
            None => String::new(),
        };
        let hint = crate::diag::did_you_mean(w, gpus.iter().map(String::as_str))
            .map(|g| say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", g))
            .unwrap_or_default();
        unheard.push(say!(
            lang,
            "`{}` is not a GPU in `GPU_SPECS`{}: `gpu_type` was left as the default{}",
            "`{}` 不在 `GPU_SPECS` 中{}：`gpu_type` 保持默认{}",
            w,
            specs,
            hint
        ));
    }
    // A backend asked for that this scenario does not have is left out, and said so.
    for w in &it.unlisted_backends {
        let registry = match &sc.registry_src {
            Some(l) => say!(
                lang,
                " (its registry, {}: {})",
                "（其注册表 {}：{}）",
                l,
                backends.join(", ")
            ),
            None => String::new(),
        };
        let near = near_backends(w, &backends);
        let hint = match near.as_slice() {
            [] => String::new(),
            [one] => say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", one),
            more => say!(
                lang,
                "; did you mean one of {}?",
                "；是不是其中之一：{}？",
                more.iter().map(|b| format!("`{b}`")).collect::<Vec<_>>().join(", ")
            ),
        };
        unheard.push(say!(
            lang,
            "`{}` is not a backend of `{}`{}: left out{}",
            "`{}` 不是 `{}` 的 backend{}：未采用{}",
            w,
            sc.name,
            registry,
            hint
        ));
    }
    // A word that looks like a name and is none of this harness's (`MLA`, `fa9`): said; when
    // it stands where the scenario is named and the scenario was not named whole, the scenario
    // is asked (below) rather than taken from the words around it.
    let scenario_set = req.sets.iter().any(|(k, _)| k == SCENARIO_FIELD);
    let named_whole = {
        let text = req.intent.to_lowercase();
        text.contains(&sc.name.to_lowercase()) || text.contains(&sc.name.to_lowercase().replace('_', " "))
    };
    let mut scenario_doubt: Option<String> = None;
    for u in &it.unknown_names {
        let closest = match u.closest.as_slice() {
            [] => String::new(),
            c => say!(
                lang,
                "; closest: {}",
                "；最接近的：{}",
                c.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
            ),
        };
        unheard.push(say!(
            lang,
            "`{}`: no scenario, op or backend of `{}` has that name{}",
            "`{}`：`{}` 没有叫这个名字的场景、op 或 backend{}",
            u.word,
            sc.name,
            closest
        ));
        if scenario_doubt.is_none() && !scenario_set && !named_whole && u.closest.contains(&sc.name) {
            scenario_doubt = Some(u.word.clone());
        }
    }
    // A word naming several backends (the module their runners are built from): which is asked.
    let mut backend_choice: Option<Question> = None;
    if let Some((word, choices)) = it.backend_choices.first() {
        let mut keep: Vec<String> = it.backends.clone();
        if backends.iter().any(|b| b == HALOPS) && !keep.iter().any(|b| b == HALOPS) {
            keep.insert(0, HALOPS.to_string());
        }
        let quoted = |v: &[String]| v.iter().map(|b| format!("`{b}`")).collect::<Vec<_>>().join(", ");
        backend_choice = Some(Question {
            field: BACKENDS_FIELD.to_string(),
            prompt: say!(
                lang,
                "`{}` is what several backends are built from: {}; which of them, besides {}?",
                "`{}` 对应多个 backend：{}；除 {} 外要哪几个？",
                word,
                quoted(choices),
                quoted(&keep)
            ),
            suggestions: keep.iter().chain(choices).map(|b| J::String(b.clone())).collect(),
            list: true,
        });
    }
    // `--set` wins over the sentence.
    let mut set_errors = Vec::new();
    for (k, v) in req.sets {
        match parse_node(v) {
            Ok(Some(n)) => given(&mut slots, k, n.node.to_data()),
            Ok(None) => given(&mut slots, k, Data::Null),
            Err(e) => set_errors.push(Diag::new(Code::Yaml, format!("--set {k}={v}: {}", e.message)).field(k.clone())),
        }
    }
    // gqa: q heads = gqa × kv heads.
    if let (Some(g), Some(q), Some(k)) = (it.gqa, &q_field, &kv_field) {
        let has = |slots: &Vec<Slot>, n: &str| slots.iter().any(|s| s.name == n);
        if !has(&slots, q) {
            let kv = slots
                .iter()
                .find(|s| &s.name == k)
                .and_then(|s| if let Data::Int(i) = s.value { Some(i) } else { None })
                .or_else(|| most_common(&same, k).and_then(|d| if let Data::Int(i) = d { Some(i) } else { None }));
            if let Some(kv) = kv {
                if !has(&slots, k) {
                    slots.push(Slot {
                        name: k.clone(),
                        value: Data::Int(kv),
                        inferred: true,
                    });
                    notes.push(say!(
                        lang,
                        "`{}: {}` is inferred from the existing {} configs; with gqa {} that makes `{}: {}`",
                        "`{}: {}` 由现有 {} 配置推断；按 gqa {} 得到 `{}: {}`",
                        k,
                        kv,
                        sc.name,
                        g,
                        q,
                        g.saturating_mul(kv)
                    ));
                }
                slots.push(Slot {
                    name: q.clone(),
                    value: Data::Int(g.saturating_mul(kv)),
                    inferred: false,
                });
            }
        }
    }

    let has = |slots: &Vec<Slot>, n: &str| slots.iter().any(|s| s.name == n);
    // Unlabeled numbers fill the one required sweep dimension still missing (one of plain
    // numbers: not one whose items the code unpacks into parts).
    let missing_sweeps: Vec<&str> = sc
        .fields
        .iter()
        .filter(|f| f.sweep && f.required && f.parts.is_empty() && f.name != BACKENDS_FIELD && !has(&slots, &f.name))
        .map(|f| f.name.as_str())
        .collect();
    if missing_sweeps.len() == 1 && it.unlabeled.len() == 1 {
        let f = missing_sweeps[0].to_string();
        slots.push(Slot {
            name: f,
            value: Data::List(it.unlabeled[0].iter().map(num_data).collect()),
            inferred: false,
        });
    } else {
        // Numbers with no field before them, and no one sweep they can only be: said, not lost.
        for l in &it.unlabeled {
            let text: Vec<String> = l.iter().map(|n| data_text(&num_data(n))).collect();
            let text = text.join(" ");
            unheard.push(say!(
                lang,
                "`{0}` has no field named before it and was left out: name the field first (`FIELD {0}`)",
                "`{0}` 前面没有字段名，未采用：请先写字段名（`字段 {0}`）",
                text
            ));
        }
    }

    // Template: the existing config of this scenario closest to what is asked (same driver value).
    let template: Option<&Existing> = {
        let dv = driver
            .as_ref()
            .and_then(|d| slots.iter().find(|s| &s.name == d))
            .map(|s| data_text(&s.value));
        let mut best: Option<(usize, &Existing)> = None;
        for e in &same {
            let score = usize::from(
                dv.is_some()
                    && driver
                        .as_ref()
                        .and_then(|d| e.doc.get(d))
                        .map(|x| short_word(&node_text(&x.value.node)))
                        == dv.as_deref().map(short_word),
            );
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, e));
            }
        }
        best.map(|b| b.1).or_else(|| existing.first())
    };

    // Key fields still missing → questions (all at once).
    let mut questions = Vec::new();
    let key_fields: Vec<&crate::model::Field> = sc
        .fields
        .iter()
        .filter(|f| f.name != "scenario" && f.name != "gpu_type")
        .filter(|f| {
            f.required
                || Some(&f.name) == driver.as_ref()
                || f.name == BACKENDS_FIELD
                || is_geometry(&f.name)
                || (f.name == "batch_sizes" && asks_batch(sc, existing))
        })
        .collect();
    for f in &key_fields {
        if has(&slots, &f.name) {
            continue;
        }
        if is_geometry(&f.name) {
            if let Some(v) = most_common(&same, &f.name) {
                notes.push(say!(
                    lang,
                    "`{}: {}` is inferred from the existing {} configs — check it is the geometry you want",
                    "`{}: {}` 由现有 {} 配置推断——请确认这是你要的形状参数",
                    f.name,
                    data_text(&v),
                    sc.name
                ));
                slots.push(Slot {
                    name: f.name.clone(),
                    value: v,
                    inferred: true,
                });
                continue;
            }
        }
        if f.name == BACKENDS_FIELD {
            if let Some(q) = backend_choice.take() {
                questions.push(q);
                continue;
            }
        }
        let mut suggestions: Vec<J> = Vec::new();
        if f.name == BACKENDS_FIELD {
            let dv = driver
                .as_ref()
                .and_then(|d| slots.iter().find(|s| &s.name == d))
                .map(|s| data_text(&s.value));
            let ok: Vec<J> = sc
                .backends
                .iter()
                .filter(|b| {
                    dv.as_ref().is_none_or(|v| {
                        !b.unsupported
                            .iter()
                            .any(|(x, _)| x == v || short_word(x) == short_word(v))
                    })
                })
                .map(|b| J::String(b.name.clone()))
                .collect();
            suggestions = ok;
        } else if Some(&f.name) == driver.as_ref() {
            for e in &same {
                if let Some(x) = e.doc.get(&f.name) {
                    let j = x.value.node.to_data().to_json();
                    if !suggestions.contains(&j) {
                        suggestions.push(j);
                    }
                }
            }
            for c in sc.candidates_of(&f.name) {
                if !suggestions.contains(c) && (f.name != "dtype" || torch::lookup(c.as_str().unwrap_or("")).is_some())
                {
                    suggestions.push(c.clone());
                }
            }
        } else {
            for e in &same {
                if let Some(x) = e.doc.get(&f.name) {
                    let j = x.value.node.to_data().to_json();
                    if !suggestions.contains(&j) {
                        suggestions.push(j);
                    }
                }
            }
            if let Some(d) = f.default.as_ref().filter(|d| !d.is_null()) {
                if !suggestions.contains(d) {
                    suggestions.push(d.clone());
                }
            }
        }
        let prompt = question_prompt(sc, f, driver.as_deref(), lang);
        questions.push(Question {
            field: f.name.clone(),
            prompt,
            suggestions,
            list: f.sweep,
        });
    }

    // The scenario was taken from words around one the harness doesn't know (`MLA decode`):
    // ask it first, alone; what it decides is asked after.
    if let Some(word) = &scenario_doubt {
        questions = vec![Question {
            field: SCENARIO_FIELD.to_string(),
            prompt: say!(
                lang,
                "`{}` is no scenario of this harness; which scenario of `{}` is meant?",
                "`{}` 不是这个 harness 的场景；要 `{}` 的哪个场景？",
                word,
                op
            ),
            suggestions: model
                .ops
                .iter()
                .filter(|o| o.name == op)
                .flat_map(|o| o.scenarios.iter().map(|s| J::String(s.name.clone())))
                .collect(),
            list: false,
        }];
    }

    // Secondary fields: from the template (same scenario), else the code's default.
    let style_keys: Vec<String> = match template {
        Some(t) => t.doc.entries.iter().map(|e| e.key.clone()).collect(),
        None => sc
            .fields
            .iter()
            .filter(|f| !f.required && f.default.as_ref().is_some_and(|d| !d.is_null()))
            .map(|f| f.name.clone())
            .collect(),
    };
    for k in &style_keys {
        if has(&slots, k) || k == "gpu_type" || key_fields.iter().any(|f| &f.name == k) || sc.field(k).is_none() {
            continue;
        }
        let from_template = template
            .filter(|t| t.scenario() == Some(sc.name.as_str()))
            .and_then(|t| t.doc.get(k))
            .map(|e| e.value.node.to_data());
        let value = from_template.or_else(|| sc.field(k).and_then(|f| f.default.as_ref()).map(Data::from_json));
        if let Some(v) = value {
            slots.push(Slot {
                name: k.clone(),
                value: v,
                inferred: true,
            });
        }
    }

    // Order: the template's key order, then the rest in the order the code reads them.
    let mut order: Vec<String> = template
        .map(|t| t.doc.entries.iter().map(|e| e.key.clone()).collect())
        .unwrap_or_default();
    for f in &sc.fields {
        if !order.contains(&f.name) {
            order.push(f.name.clone());
        }
    }
    slots.sort_by_key(|s| order.iter().position(|o| *o == s.name).unwrap_or(usize::MAX));

    let marks_existing = existing.iter().any(|e| e.has_marks());
    let marks_undecided = req.marks.is_none() && !existing.is_empty() && !marks_existing;
    let keep_marks = req.marks.unwrap_or(true);
    let config: Vec<(String, Data)> = slots.iter().map(|s| (s.name.clone(), s.value.clone())).collect();
    let inferred: Vec<String> = slots.iter().filter(|s| s.inferred).map(|s| s.name.clone()).collect();
    let yaml = emit_yaml(&slots, template, keep_marks);

    let name = match req.name {
        Some(n) => Some(n.trim_end_matches(".yaml").trim_end_matches(".yml").to_string()),
        None => {
            let base = file_stem(
                sc,
                &slots,
                template,
                driver.as_deref(),
                q_field.as_deref(),
                kv_field.as_deref(),
            );
            let mut stem = base.clone();
            let mut i = 2;
            while req.taken.contains(&stem) && i < 1000 {
                stem = format!("{base}_{i}");
                i += 1;
            }
            Some(stem)
        }
    };
    if marks_undecided {
        notes.push(say!(
            lang,
            "the configs in configs/{}/ carry no `{}` marks: --strip-marks drops them to match, --keep-marks keeps them",
            "configs/{}/ 里的配置没有 `{}` 标记：--strip-marks 去掉标记以保持一致，--keep-marks 保留",
            op,
            INFERRED
        ));
    }
    let path = name.map(|n| format!("configs/{op}/{n}.yaml"));
    let (same, near) = same_as(&config, existing);
    let duplicate_of = same.map(|e| format!("configs/{op}/{}.yaml", e.stem));
    if let Some(d) = &duplicate_of {
        notes.push(say!(
            lang,
            "{} already holds this config (the same fields and values): not written again unless --force",
            "{} 已有完全相同的配置（字段和值都一样）：除非 --force，不再重复写入",
            d
        ));
    }
    for e in near {
        notes.push(say!(
            lang,
            "configs/{}/{}.yaml differs from this config in one field only",
            "configs/{}/{}.yaml 与本配置只差一个字段",
            op,
            e.stem
        ));
    }

    let mut diagnostics = set_errors;
    // A `--set` field the code reads nowhere (`pagesize`) is said now, before any question, as
    // the check will say it at the end (with its did-you-mean).
    if req
        .sets
        .iter()
        .any(|(k, _)| k != SCENARIO_FIELD && sc.field(k).is_none())
    {
        if let Ok(doc) = parse_config(&yaml) {
            let report = check_doc(h, model, path.as_deref().unwrap_or("<new>"), &doc, op, &sc.name);
            for d in report.diagnostics.into_iter().filter(|d| {
                d.code == Code::UnknownField && req.sets.iter().any(|(k, _)| d.field.as_deref() == Some(k.as_str()))
            }) {
                let help = d.help.as_deref().map(|h| format!(" — {h}")).unwrap_or_default();
                unheard.push(format!(
                    "--set {}: {}{help}",
                    d.field.as_deref().unwrap_or(""),
                    d.message
                ));
                if !questions.is_empty() {
                    diagnostics.push(d);
                }
            }
        }
    }
    let status = if !questions.is_empty() {
        Status::NeedsInput
    } else {
        match parse_config(&yaml) {
            Ok(doc) => {
                let report = check_doc(h, model, path.as_deref().unwrap_or("<new>"), &doc, op, &sc.name);
                diagnostics.extend(report.diagnostics);
                if diagnostics.iter().any(|d| d.severity() == Severity::Error) {
                    Status::Invalid
                } else {
                    Status::Ok
                }
            }
            Err(e) => {
                diagnostics.push(Diag::new(
                    Code::Yaml,
                    format!("the generated YAML does not parse back: {}", e.message),
                ));
                Status::Error
            }
        }
    };
    Proposal {
        status,
        op: Some(op.to_string()),
        scenario: Some(sc.name.clone()),
        config,
        inferred,
        questions,
        diagnostics,
        yaml,
        path,
        notes: unheard.iter().cloned().chain(notes).collect(),
        unheard,
        marks_undecided,
        duplicate_of,
        understood: it.understood,
    }
}

/// Ask for `batch_sizes` when the batch shapes the inputs and the op's configs set it.
fn asks_batch(sc: &Scenario, existing: &[Existing]) -> bool {
    let sizes = sc.sized_fields.iter().any(|f| f == "batch_sizes" || f == "batch_size")
        && sc.injected_reads.iter().any(|k| k == "batch_size");
    sizes
        && (existing.is_empty()
            || existing
                .iter()
                .any(|e| e.doc.get("batch_sizes").is_some() || e.doc.get("batch_size").is_some()))
}

fn question_prompt(sc: &Scenario, f: &crate::model::Field, driver: Option<&str>, lang: crate::lang::Lang) -> String {
    if f.name == BACKENDS_FIELD {
        return say!(
            lang,
            "which backends should run ({} first)? from `{}`'s registry ({})",
            "跑哪些 backend（{} 放第一个）？取自 `{}` 的 registry（{}）",
            HALOPS,
            sc.name,
            f.src
        );
    }
    if Some(f.name.as_str()) == driver {
        return say!(
            lang,
            "which {}? (`{}` reads it at {})",
            "用哪个 {}？（`{}` 在 {} 读取）",
            f.name,
            sc.name,
            f.src
        );
    }
    if f.sweep {
        return say!(
            lang,
            "which values of `{}` to sweep? (a list; read at {})",
            "`{}` 遍历哪些值？（一个列表；在 {} 读取）",
            f.name,
            f.src
        );
    }
    say!(lang, "`{}`? (read at {})", "`{}` 取多少？（在 {} 读取）", f.name, f.src)
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

/// A file stem in the style of the existing names: the template's name with its dtype/mode and
/// gqa parts replaced by this config's.
fn file_stem(
    sc: &Scenario,
    slots: &[Slot],
    template: Option<&Existing>,
    driver: Option<&str>,
    q: Option<&str>,
    kv: Option<&str>,
) -> String {
    let get = |n: Option<&str>| {
        n.and_then(|n| slots.iter().find(|s| s.name == n))
            .map(|s| data_text(&s.value))
    };
    let new_driver = get(driver).map(|v| short_word(&v));
    let gqa = match (
        get(q).and_then(|v| v.parse::<i64>().ok()),
        get(kv).and_then(|v| v.parse::<i64>().ok()),
    ) {
        (Some(a), Some(b)) if b > 0 && a % b == 0 => Some(a / b),
        _ => None,
    };
    if let Some(t) = template.filter(|t| t.scenario() == Some(sc.name.as_str())) {
        let old_driver = driver
            .and_then(|d| t.doc.get(d))
            .map(|e| short_word(&node_text(&e.value.node)));
        let mut stem = t.stem.clone();
        if let (Some(o), Some(n)) = (&old_driver, &new_driver) {
            if stem.contains(o.as_str()) {
                stem = stem.replacen(o.as_str(), n, 1);
            } else {
                stem = format!("{stem}_{n}");
            }
        }
        if let Some(g) = gqa {
            if let Some(i) = stem.find("gqa") {
                let digits = stem[i + 3..].chars().take_while(|c| c.is_ascii_digit()).count();
                stem.replace_range(i + 3..i + 3 + digits, &g.to_string());
            }
        }
        return stem;
    }
    let mut parts = vec![sc.name.clone()];
    if let Some(g) = gqa {
        parts.push(format!("gqa{g}"));
    }
    if let Some(d) = new_driver {
        parts.push(d);
    }
    parts.join("_")
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

fn scalar_yaml(d: &Data) -> String {
    match d {
        Data::Null => "null".into(),
        Data::Bool(b) => if *b { "true" } else { "false" }.into(),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => crate::eval::value::fmt_float(*f),
        Data::Str(s) => quote_if_needed(s),
        Data::List(items) => format!("[{}]", items.iter().map(scalar_yaml).collect::<Vec<_>>().join(", ")),
        Data::Map(m) => format!(
            "{{{}}}",
            m.iter()
                .map(|(k, v)| format!("{}: {}", quote_if_needed(k), scalar_yaml(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Quote a string that PyYAML would otherwise read as something else.
fn quote_if_needed(s: &str) -> String {
    let plain_ok = !s.is_empty()
        && parse_node(s)
            .ok()
            .flatten()
            .is_some_and(|n| n.node == Node::Str(s.to_string()))
        && !s.contains(": ")
        && !s.contains(" #")
        && !s.starts_with([
            '[', '{', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`', '#', ',', '?', '-',
        ])
        && !s.ends_with(':');
    if plain_ok {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "''"))
    }
}

fn emit_yaml(slots: &[Slot], template: Option<&Existing>, marks: bool) -> String {
    let block_style = |field: &str| -> Option<bool> {
        let e = template?.doc.get(field)?;
        match &e.value.node {
            Node::Seq(_) => Some(!e.value.flow),
            _ => None,
        }
    };
    let mut out = String::new();
    for s in slots {
        let mark = if s.inferred && marks {
            format!("  {INFERRED}")
        } else {
            String::new()
        };
        match &s.value {
            Data::List(items) if !items.is_empty() => {
                let nested = items.iter().any(|i| matches!(i, Data::List(_) | Data::Map(_)));
                let all_str = items.iter().all(|i| matches!(i, Data::Str(_)));
                let block = block_style(&s.name).unwrap_or(nested || all_str);
                if block {
                    out.push_str(&format!("{}:{mark}\n", s.name));
                    for i in items {
                        out.push_str(&format!("  - {}\n", scalar_yaml(i)));
                    }
                } else {
                    out.push_str(&format!("{}: {}{mark}\n", s.name, scalar_yaml(&s.value)));
                }
            }
            v => out.push_str(&format!("{}: {}{mark}\n", s.name, scalar_yaml(v))),
        }
    }
    out
}

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
