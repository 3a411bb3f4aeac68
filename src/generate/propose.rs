//! `propose`: one scenario's config from the sentence, as a sequence of named steps on a
//! [`Draft`]: take what the sentence names (driver, number lists, settings, items, GPU,
//! backends), say what it named that the config can't take, let `--set` win, fill what follows
//! (head ratio, unlabeled numbers), ask what decides what is measured and is still open, infer
//! the rest from a template config or the code's defaults, then order, name, check.

use serde_json::Value as J;

use super::emit::{emit_yaml, file_stem};
use super::{
    data_text, driver_value, most_common, near_backends, num_data, same_as, short_word, vocabulary, Existing, Proposal,
    Question, Request, Slot, Status,
};
use crate::check::{check_doc, node_text};
use crate::diag::{Code, Diag, Severity};
use crate::discover::Harness;
use crate::eval::{torch, Data};
use crate::intent::{self, Intent, Setting, Vocabulary};
use crate::lang::Lang;
use crate::model::{Field, Model, Scenario};
use crate::parse::yaml::{parse_config, parse_node};
use crate::say;
use crate::seed::{
    BACKENDS_FIELD, BATCH_SIZES_FIELD, BATCH_SIZE_FIELD, DRIVER_FIELDS, DTYPE_FIELD, GPU_FIELD, HALOPS, INFERRED_MARK,
    SCENARIO_FIELD,
};

/// Build the proposal for one scenario (already probed in `model`).
pub fn propose(h: &Harness, model: &Model, op: &str, sc: &Scenario, existing: &[Existing], req: &Request) -> Proposal {
    let mut d = Draft::new(h, model, op, sc, existing, req);
    d.take_driver();
    d.take_lists();
    d.take_settings();
    d.take_items();
    d.take_gpu_and_backends();
    d.say_what_was_left_out();
    d.say_unknown_names();
    d.ask_backend_choice();
    d.take_sets();
    d.apply_head_ratio();
    d.place_unlabeled();
    let template = d.template();
    let key_fields = d.key_fields();
    d.ask_key_fields(&key_fields);
    d.ask_scenario_if_doubted();
    d.infer_secondary(template, &key_fields);
    d.order_slots(template);
    d.finish(template)
}

/// A field being filled in: its value and whether the user gave it.
fn give(slots: &mut Vec<Slot>, name: &str, value: Data) {
    slots.retain(|s| s.name != name);
    slots.push(Slot {
        name: name.to_string(),
        value,
        inferred: false,
    });
}

/// A config being made: what it was asked from (the harness, the scenario, the op's configs that
/// pass `check`, the request and the sentence read with the scenario's words), and what is made
/// so far (the fields, what to say, what to ask).
struct Draft<'a, 'r> {
    h: &'a Harness,
    model: &'a Model,
    op: &'a str,
    sc: &'a Scenario,
    existing: &'a [Existing],
    /// The existing configs of this scenario.
    same: Vec<&'a Existing>,
    req: &'a Request<'r>,
    lang: Lang,
    vocab: Vocabulary,
    it: Intent,
    field_names: Vec<String>,
    backend_names: Vec<String>,
    /// The field whose value selects what a backend's adapter must support (`dtype`, `mode`).
    driver: Option<String>,
    driver_value: Option<String>,
    /// The query-heads and KV-heads fields, for a head ratio (`gqa 8`) and the file name.
    q_field: Option<String>,
    kv_field: Option<String>,
    slots: Vec<Slot>,
    notes: Vec<String>,
    /// What of the sentence was left out or could not be read: shown before any question too.
    unheard: Vec<String>,
    questions: Vec<Question>,
    diagnostics: Vec<Diag>,
    /// A word the harness doesn't know, standing where the scenario is named.
    scenario_doubt: Option<String>,
    /// Which of several backends a module name means.
    backend_choice: Option<Question>,
}

impl<'a, 'r> Draft<'a, 'r> {
    fn new(
        h: &'a Harness,
        model: &'a Model,
        op: &'a str,
        sc: &'a Scenario,
        existing: &'a [Existing],
        req: &'a Request<'r>,
    ) -> Self {
        let vocab = vocabulary(h, model, Some((op, sc, existing)));
        let it = intent::parse(req.intent, &vocab);
        let field_names: Vec<String> = sc.fields.iter().map(|f| f.name.clone()).collect();
        // The head counts, by the words of their names (`num_q_heads`, `kv_heads`).
        let heads_of = |part: &str| {
            field_names
                .iter()
                .find(|f| {
                    let w = intent::name_words(f);
                    w.iter().any(|x| x == "head") && w.iter().any(|x| x == part)
                })
                .cloned()
        };
        let (q_field, kv_field) = (heads_of("q"), heads_of("kv"));
        Draft {
            h,
            model,
            op,
            sc,
            existing,
            same: existing
                .iter()
                .filter(|e| e.scenario() == Some(sc.name.as_str()))
                .collect(),
            req,
            lang: req.lang,
            vocab,
            it,
            backend_names: sc.backends.iter().map(|b| b.name.clone()).collect(),
            field_names,
            driver: super::driver_of(sc),
            driver_value: None,
            q_field,
            kv_field,
            slots: vec![Slot {
                name: SCENARIO_FIELD.into(),
                value: Data::Str(sc.name.clone()),
                inferred: false,
            }],
            notes: Vec::new(),
            unheard: Vec::new(),
            questions: Vec::new(),
            diagnostics: Vec::new(),
            scenario_doubt: None,
            backend_choice: None,
        }
    }

    fn has(&self, name: &str) -> bool {
        self.slots.iter().any(|s| s.name == name)
    }

    /// What the existing configs of this scenario hold for a field.
    fn existing_values(&self, f: &str) -> Vec<Data> {
        self.same
            .iter()
            .filter_map(|e| e.doc.get(f))
            .map(|x| x.value.node.to_data())
            .collect()
    }

    /// The driver (dtype or mode) the sentence names, spelled as this scenario's code takes it.
    fn take_driver(&mut self) {
        if let Some(d) = self.driver.clone() {
            self.driver_value = driver_value(self.h, self.op, self.sc, &self.same, &self.vocab, &self.it, &d);
            if let Some(v) = &self.driver_value {
                give(&mut self.slots, &d, Data::Str(v.clone()));
            }
        }
        // The word that named it is a binding of this scenario's driver field, with the value as
        // the config holds it; named and not taken, it is no binding.
        let (driver, value) = (self.driver.clone(), self.driver_value.clone());
        self.it.understood.retain_mut(|u| {
            if !DRIVER_FIELDS.contains(&u.field.as_str()) {
                return true;
            }
            match (&driver, &value) {
                (Some(d), Some(v)) => {
                    u.field = d.clone();
                    u.value = J::String(v.clone());
                    true
                }
                _ => false,
            }
        });
    }

    /// Number lists bound to a field; one number for a field the code reads once (`page_size=32`).
    fn take_lists(&mut self) {
        let sc = self.sc;
        // A field the code reads once (not swept) whose default and existing values are scalars
        // takes one number, not a list (`page_size=32`).
        let scalar = |f: &str| -> bool {
            let Some(field) = sc.field(f) else { return false };
            !field.sweep
                && !matches!(field.default, Some(J::Array(_)))
                && !self.existing_values(f).iter().any(|d| matches!(d, Data::List(_)))
        };
        let values: Vec<(String, Data)> = self
            .it
            .lists
            .iter()
            .map(|(f, vals)| {
                let value = match vals.as_slice() {
                    [one] if scalar(f) => num_data(one),
                    _ => Data::List(vals.iter().map(num_data).collect()),
                };
                (f.clone(), value)
            })
            .collect();
        for (f, value) in values {
            give(&mut self.slots, &f, value);
        }
    }

    /// Fields set by a word or by naming them (`causal=false`, `non-causal`, `use cuda graph`,
    /// `cache_quant_type per-tensor`); a yes/no field is one whose default or existing values are
    /// true/false.
    fn take_settings(&mut self) {
        let (lang, sc) = (self.lang, self.sc);
        let mut spellings: Vec<(String, String)> = Vec::new();
        for (f, setting) in &self.it.settings {
            if sc.field(f).is_none() {
                continue;
            }
            let is_bool = self.vocab.flags.contains(f);
            let compared: Vec<&str> = sc.candidates_of(f).iter().filter_map(|c| c.as_str()).collect();
            match setting {
                Setting::Named { negated } if is_bool => give(&mut self.slots, f, Data::Bool(!negated)),
                Setting::Unclear => self.unheard.push(say!(
                    lang,
                    "could not tell whether the sentence turns `{0}` on or off: it was left as inferred; say `{0}=true` or `{0}=false`",
                    "看不出句子是要打开还是关闭 `{0}`：按推断处理；请写 `{0}=true` 或 `{0}=false`",
                    f
                )),
                // A field named without a value it can take: asked or inferred as any other, and said
                // where the code compares it with values.
                Setting::Named { .. } if !compared.is_empty() => self.unheard.push(say!(
                    lang,
                    "`{0}` is named, but with no value it can take: it was left as inferred; write `{0}=VALUE` (the code compares it with {1})",
                    "提到了 `{0}`，但没有可用的值：按推断处理；请写 `{0}=值`（代码把它与 {1} 比较）",
                    f,
                    compared.join(", ")
                )),
                Setting::Named { .. } => {}
                Setting::Value(v) if is_bool => match intent::yes_no(v) {
                    Some(b) => give(&mut self.slots, f, Data::Bool(b)),
                    None => self.unheard.push(say!(
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
                    spellings.push((f.clone(), spelled.clone()));
                    give(&mut self.slots, f, Data::Str(spelled));
                }
            }
        }
        // What was understood is the value as the config holds it.
        for u in self.it.understood.iter_mut() {
            if let Some((_, spelled)) = spellings.iter().find(|(f, _)| *f == u.field) {
                if u.value.is_string() {
                    u.value = J::String(spelled.clone());
                }
            }
        }
    }

    /// Items built from their parts, in the code's order of the parts; parts given only in part
    /// are said.
    fn take_items(&mut self) {
        let (lang, sc) = (self.lang, self.sc);
        for (f, rows) in &self.it.items {
            let keys = sc.field(f).filter(|x| x.keyed).map(|x| &x.parts);
            let rows = rows
                .iter()
                .map(|r| match keys {
                    // Mapping items: each part under its key (`{m: 128, n: 4096, k: 7168}`).
                    Some(keys) => Data::Map(keys.iter().cloned().zip(r.iter().map(|x| Data::Int(*x))).collect()),
                    None => Data::List(r.iter().map(|x| Data::Int(*x)).collect()),
                })
                .collect();
            give(&mut self.slots, f, Data::List(rows));
        }
        for intent::PartialItems {
            field: f,
            parts: names,
            given: given_parts,
        } in &self.it.incomplete_items
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
            self.unheard.push(say!(
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
    }

    /// The GPU, and the backends named (with `halops` first, as the seed asks) — unless a word
    /// the sentence compares with is no backend or names several, which is asked.
    fn take_gpu_and_backends(&mut self) {
        if let Some(g) = &self.it.gpu {
            if self.field_names.iter().any(|f| f == GPU_FIELD) {
                give(&mut self.slots, GPU_FIELD, Data::Str(g.clone()));
            }
        }
        if !self.it.backends.is_empty()
            && self.it.backend_choices.is_empty()
            && self.it.unlisted_backends.is_empty()
            && self.field_names.iter().any(|f| f == BACKENDS_FIELD)
        {
            let names = self.kept_backends();
            self.say_halops_removed(&names);
            give(
                &mut self.slots,
                BACKENDS_FIELD,
                Data::List(names.into_iter().map(Data::Str).collect()),
            );
        }
    }

    /// `halops` left out of `names` because the sentence said so: said, with what it changes.
    fn say_halops_removed(&mut self, names: &[String]) {
        let removed = self.it.removed_backends.iter().any(|b| b == HALOPS);
        if removed && self.backend_names.iter().any(|b| b == HALOPS) && !names.iter().any(|b| b == HALOPS) {
            self.notes.push(say!(
                self.lang,
                "`{}` is left out, as the sentence asked: the first backend listed is the baseline",
                "按句子的要求去掉了 `{}`：列出的第一个 backend 是基线",
                HALOPS
            ));
        }
    }

    /// The backends the sentence keeps: `halops` first (where the registry has it and the
    /// sentence did not leave it out in so many words), then those it named, in its order.
    fn kept_backends(&self) -> Vec<String> {
        let removed = &self.it.removed_backends;
        let mut names: Vec<String> = Vec::new();
        if self.backend_names.iter().any(|b| b == HALOPS) && !removed.iter().any(|b| b == HALOPS) {
            names.push(HALOPS.to_string());
        }
        for b in &self.it.backends {
            if !names.contains(b) {
                names.push(b.clone());
            }
        }
        names
    }

    /// The backends whose adapter takes the driver value chosen so far (all, with none chosen).
    fn backends_taking_driver(&self) -> Vec<String> {
        let dv = self
            .driver
            .as_ref()
            .and_then(|d| self.slots.iter().find(|s| &s.name == d))
            .map(|s| data_text(&s.value));
        self.sc
            .backends
            .iter()
            .filter(|b| {
                dv.as_ref().is_none_or(|v| {
                    !b.unsupported
                        .iter()
                        .any(|(x, _)| x == v || short_word(x) == short_word(v))
                })
            })
            .map(|b| b.name.clone())
            .collect()
    }

    /// What the sentence names that the config can't take: a second dtype or GPU, a GPU the specs
    /// lack, a backend the registry lacks.
    fn say_what_was_left_out(&mut self) {
        let (lang, model) = (self.lang, self.model);
        // A second dtype or GPU named: a config has one of each.
        for w in &self.it.also_named {
            let (what, this) = if self.vocab.gpus.iter().any(|g| g == w) {
                ("GPU", self.it.gpu.clone())
            } else {
                (self.driver.as_deref().unwrap_or(DTYPE_FIELD), self.driver_value.clone())
            };
            let this = this
                .map(|t| say!(lang, " (this one: `{}`)", "（本配置：`{}`）", t))
                .unwrap_or_default();
            self.unheard.push(say!(
                lang,
                "`{0}` is named too, but a config has one {1}{2}: ask again for a config with `{0}`",
                "还提到了 `{0}`，但一个配置只有一个 {1}{2}：要 `{0}` 的配置请另外生成",
                w,
                what,
                this
            ));
        }
        // A GPU named that the harness's specs lack: the config keeps the default, and says so.
        for w in &self.it.unlisted_gpus {
            let specs = match model.gpus.first() {
                Some(g) => format!(" ({}: {})", g.src, self.vocab.gpus.join(", ")),
                None => String::new(),
            };
            let hint = crate::diag::did_you_mean(w, self.vocab.gpus.iter().map(String::as_str))
                .map(|g| say!(lang, "; did you mean `{}`?", "；是不是 `{}`？", g))
                .unwrap_or_default();
            self.unheard.push(say!(
                lang,
                "`{}` is not a GPU in `GPU_SPECS`{}: `gpu_type` was left as the default{}",
                "`{}` 不在 `GPU_SPECS` 中{}：`gpu_type` 保持默认{}",
                w,
                specs,
                hint
            ));
        }
    }

    /// A word that looks like a name and is none of this harness's (`MLA`, `fa9`) is said; when
    /// it stands where the scenario is named and the scenario was not named whole, the scenario is
    /// asked rather than taken from the words around it.
    fn say_unknown_names(&mut self) {
        let (lang, sc, req) = (self.lang, self.sc, self.req);
        let scenario_set = req.sets.iter().any(|(k, _)| k == SCENARIO_FIELD);
        let named_whole = {
            let text = req.intent.to_lowercase();
            text.contains(&sc.name.to_lowercase()) || text.contains(&sc.name.to_lowercase().replace('_', " "))
        };
        for u in &self.it.unknown_names {
            let closest = match u.closest.as_slice() {
                [] => String::new(),
                c => say!(
                    lang,
                    "; closest: {}",
                    "；最接近的：{}",
                    c.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
                ),
            };
            self.unheard.push(say!(
                lang,
                "`{}`: no scenario, op or backend of `{}` has that name{}",
                "`{}`：`{}` 没有叫这个名字的场景、op 或 backend{}",
                u.word,
                sc.name,
                closest
            ));
            if self.scenario_doubt.is_none() && !scenario_set && !named_whole && u.closest.contains(&sc.name) {
                self.scenario_doubt = Some(u.word.clone());
            }
        }
    }

    /// A word the sentence compares with that names several backends (the module their runners are
    /// built from) or none of the registry's: which backends it stands for is asked, besides those
    /// the sentence named — never dropped, never guessed.
    fn ask_backend_choice(&mut self) {
        let (lang, sc) = (self.lang, self.sc);
        let keep = self.kept_backends();
        let quoted = |v: &[String]| v.iter().map(|b| format!("`{b}`")).collect::<Vec<_>>().join(", ");
        let taking = self.backends_taking_driver();
        let (prompt, choices) = if let Some((word, choices)) = self.it.backend_choices.first() {
            (
                say!(
                    lang,
                    "`{}` is what several backends are built from: {}; which of them, besides {}?",
                    "`{}` 对应多个 backend：{}；除 {} 外要哪几个？",
                    word,
                    quoted(choices),
                    quoted(&keep)
                ),
                choices.clone(),
            )
        } else if let Some(word) = self.it.unlisted_backends.first() {
            let near: Vec<String> = near_backends(word, &self.backend_names)
                .into_iter()
                .map(str::to_string)
                .collect();
            let registry = match &sc.registry_src {
                Some(l) => format!("{l}: {}", self.backend_names.join(", ")),
                None => self.backend_names.join(", "),
            };
            let removed = &self.it.removed_backends;
            let choices: Vec<String> = if near.is_empty() {
                self.backend_names
                    .iter()
                    .filter(|b| !keep.contains(b) && !removed.contains(b))
                    .cloned()
                    .collect()
            } else {
                near
            };
            (
                say!(
                    lang,
                    "`{}` is not a backend of `{}` (its registry, {}); which backends should stand for it, besides {}?",
                    "`{}` 不是 `{}` 的 backend（其注册表 {}）；要用哪几个 backend 代替它（除 {} 外）？",
                    word,
                    sc.name,
                    registry,
                    quoted(&keep)
                ),
                choices,
            )
        } else {
            return;
        };
        // Candidate values of the field: what is kept and one choice, each choice the driver value
        // allows in turn; then all of them.
        let fitting: Vec<String> = choices
            .iter()
            .filter(|c| taking.contains(c) && !keep.contains(c))
            .cloned()
            .collect();
        let with =
            |extra: &[String]| -> J { J::Array(keep.iter().chain(extra).map(|b| J::String(b.clone())).collect()) };
        let mut suggestions: Vec<J> = fitting.iter().map(|c| with(std::slice::from_ref(c))).collect();
        if fitting.len() > 1 {
            suggestions.push(with(&fitting));
        }
        if suggestions.is_empty() && !keep.is_empty() {
            suggestions.push(with(&[]));
        }
        self.backend_choice = Some(Question {
            field: BACKENDS_FIELD.to_string(),
            prompt,
            suggestions,
            list: true,
        });
    }

    /// `--set` wins over the sentence: each value read in the one syntax of answers
    /// ([`super::answer`]), or, where it is none for its field, as the YAML it is (the check then
    /// says what is wrong with it). The backends are an answer like any other, with two rules: an
    /// answer to "which, besides X?" adds to X; an answer that leaves out a backend the sentence
    /// named replaces it, and says so; `halops` stays first unless the sentence left it out.
    fn take_sets(&mut self) {
        let req = self.req;
        let reader = super::answer::Reader::new(self.h, self.model, self.op, self.sc, self.existing, self.lang);
        for (k, v) in req.sets {
            let value = match reader.read(k, v) {
                Ok(d) => d,
                Err(_) => match parse_node(v) {
                    Ok(Some(n)) => n.node.to_data(),
                    Ok(None) => Data::Null,
                    Err(e) => {
                        self.diagnostics
                            .push(Diag::new(Code::Yaml, format!("--set {k}={v}: {}", e.message)).field(k.clone()));
                        continue;
                    }
                },
            };
            if k == BACKENDS_FIELD {
                self.take_backends_answer(value);
            } else {
                give(&mut self.slots, k, value);
            }
        }
    }

    /// The backends an answer gives, with what the sentence named kept as the rules say.
    fn take_backends_answer(&mut self, value: Data) {
        let lang = self.lang;
        let Data::List(items) = &value else {
            give(&mut self.slots, BACKENDS_FIELD, value);
            return;
        };
        let answer: Vec<String> = items
            .iter()
            .map(|i| match i {
                Data::Str(s) => s.clone(),
                other => data_text(other),
            })
            .collect();
        let kept = self.kept_backends();
        let besides = self.backend_choice.is_some();
        let mut names: Vec<String> = if besides { kept.clone() } else { Vec::new() };
        for b in &answer {
            if !names.contains(b) {
                names.push(b.clone());
            }
        }
        let list = |v: &[String]| format!("[{}]", v.join(", "));
        if !besides {
            let replaced: Vec<String> = self
                .it
                .backends
                .iter()
                .filter(|b| *b != HALOPS && !answer.contains(b))
                .map(|b| format!("`{b}`"))
                .collect();
            if !replaced.is_empty() {
                self.notes.push(say!(
                    lang,
                    "the answer for `backends` ({}) replaces {}, which the sentence named",
                    "`backends` 的回答（{}）替换了句子里提到的 {}",
                    list(&answer),
                    replaced.join(", ")
                ));
            }
        }
        let has_halops = self.backend_names.iter().any(|b| b == HALOPS);
        let removed = self.it.removed_backends.iter().any(|b| b == HALOPS);
        if has_halops && !removed {
            match names.iter().position(|b| b == HALOPS) {
                Some(0) => {}
                Some(i) => {
                    let h = names.remove(i);
                    names.insert(0, h);
                    self.notes.push(say!(
                        lang,
                        "`{0}` is the backend under test: moved first ({1})",
                        "`{0}` 是被测 backend，已移到第一个（{1}）",
                        HALOPS,
                        list(&names)
                    ));
                }
                None => {
                    names.insert(0, HALOPS.to_string());
                    self.notes.push(say!(
                        lang,
                        "`{0}` is the backend under test: put back first ({1}); to leave it out, say `without {0}` in the intent",
                        "`{0}` 是被测 backend，已放回第一个（{1}）；要去掉它，请在意图里写“不要 {0}”",
                        HALOPS,
                        list(&names)
                    ));
                }
            }
        } else {
            self.say_halops_removed(&names);
        }
        give(
            &mut self.slots,
            BACKENDS_FIELD,
            Data::List(names.into_iter().map(Data::Str).collect()),
        );
    }

    /// `gqa N`: query heads = N × KV heads (the KV heads given, else the existing configs').
    fn apply_head_ratio(&mut self) {
        let (lang, sc) = (self.lang, self.sc);
        if let (Some(g), Some(q), Some(k)) = (self.it.gqa, &self.q_field, &self.kv_field) {
            if !self.has(q) {
                let kv = self
                    .slots
                    .iter()
                    .find(|s| &s.name == k)
                    .and_then(|s| if let Data::Int(i) = s.value { Some(i) } else { None })
                    .or_else(|| {
                        most_common(&self.same, k).and_then(|d| if let Data::Int(i) = d { Some(i) } else { None })
                    });
                if let Some(kv) = kv {
                    if !self.has(k) {
                        self.slots.push(Slot {
                            name: k.clone(),
                            value: Data::Int(kv),
                            inferred: true,
                        });
                        self.notes.push(say!(
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
                    self.slots.push(Slot {
                        name: q.clone(),
                        value: Data::Int(g.saturating_mul(kv)),
                        inferred: false,
                    });
                }
            }
        }
    }

    /// Unlabeled numbers fill the one required sweep dimension still missing (one of plain numbers:
    /// not one whose items the code unpacks into parts); else they are said, not lost.
    fn place_unlabeled(&mut self) {
        let (lang, sc) = (self.lang, self.sc);
        // Unlabeled numbers fill the one required sweep dimension still missing (one of plain
        // numbers: not one whose items the code unpacks into parts).
        let missing_sweeps: Vec<&str> = sc
            .fields
            .iter()
            .filter(|f| {
                f.sweep
                    && f.required
                    && f.parts.is_empty()
                    && !self.vocab.row_arity.iter().any(|(r, _)| *r == f.name)
                    && f.name != BACKENDS_FIELD
                    && !self.has(&f.name)
            })
            .map(|f| f.name.as_str())
            .collect();
        if missing_sweeps.len() == 1 && self.it.unlabeled.len() == 1 {
            let f = missing_sweeps[0].to_string();
            self.slots.push(Slot {
                name: f,
                value: Data::List(self.it.unlabeled[0].iter().map(num_data).collect()),
                inferred: false,
            });
        } else {
            // Numbers with no field before them, and no one sweep they can only be: said, not lost.
            for l in &self.it.unlabeled {
                let text: Vec<String> = l.iter().map(|n| data_text(&num_data(n))).collect();
                let text = text.join(" ");
                self.unheard.push(say!(
                    lang,
                    "`{0}` has no field named before it and was left out: name the field first (`FIELD {0}`)",
                    "`{0}` 前面没有字段名，未采用：请先写字段名（`字段 {0}`）",
                    text
                ));
            }
        }
    }

    /// The existing config of this scenario closest to what is asked (the same driver value), else
    /// the op's first: its key order, style and values for what the sentence left.
    fn template(&self) -> Option<&'a Existing> {
        let dv = self
            .driver
            .as_ref()
            .and_then(|d| self.slots.iter().find(|s| &s.name == d))
            .map(|s| data_text(&s.value));
        let mut best: Option<(usize, &'a Existing)> = None;
        for e in &self.same {
            let score = usize::from(
                dv.is_some()
                    && self
                        .driver
                        .as_ref()
                        .and_then(|d| e.doc.get(d))
                        .map(|x| short_word(&node_text(&x.value.node)))
                        == dv.as_deref().map(short_word),
            );
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, e));
            }
        }
        best.map(|b| b.1).or_else(|| self.existing.first())
    }

    /// The fields that decide what is measured: required ones, the driver, the backends, the
    /// head geometry, and the batch sizes where the batch shapes the inputs.
    fn key_fields(&self) -> Vec<&'a Field> {
        let sc = self.sc;
        sc.fields
            .iter()
            .filter(|f| f.name != SCENARIO_FIELD && f.name != GPU_FIELD)
            .filter(|f| {
                f.required
                    || Some(&f.name) == self.driver.as_ref()
                    || f.name == BACKENDS_FIELD
                    || is_geometry(&f.name)
                    || (f.name == BATCH_SIZES_FIELD && asks_batch(sc, self.existing))
            })
            .collect()
    }

    /// Key fields still missing: asked, all at once (head geometry the scenario's configs agree
    /// on is inferred instead, and said).
    fn ask_key_fields(&mut self, key_fields: &[&'a Field]) {
        let (lang, sc) = (self.lang, self.sc);
        for f in key_fields {
            if self.has(&f.name) {
                continue;
            }
            if is_geometry(&f.name) {
                if let Some(v) = most_common(&self.same, &f.name) {
                    self.notes.push(say!(
                        lang,
                        "`{}: {}` is inferred from the existing {} configs — check it is the geometry you want",
                        "`{}: {}` 由现有 {} 配置推断——请确认这是你要的形状参数",
                        f.name,
                        data_text(&v),
                        sc.name
                    ));
                    self.slots.push(Slot {
                        name: f.name.clone(),
                        value: v,
                        inferred: true,
                    });
                    continue;
                }
                // No config of the scenario to learn from: the code's default is a safe answer
                // (the code runs with it when the field is absent), said at confirmation.
                if let Some(d) = f.default.as_ref().filter(|d| !d.is_null()) {
                    self.notes.push(say!(
                        lang,
                        "`{}: {}` is the code's default ({}) — check it is the geometry you want",
                        "`{}: {}` 取自代码的默认值（{}）——请确认这是你要的形状参数",
                        f.name,
                        d,
                        f.src
                    ));
                    self.slots.push(Slot {
                        name: f.name.clone(),
                        value: Data::from_json(d),
                        inferred: true,
                    });
                    continue;
                }
            }
            if f.name == BACKENDS_FIELD {
                if let Some(q) = self.backend_choice.take() {
                    self.questions.push(q);
                    continue;
                }
            }
            let suggestions = self.suggestions(f);
            self.questions.push(Question {
                field: f.name.clone(),
                prompt: question_prompt(sc, f, self.driver.as_deref(), lang),
                suggestions,
                list: f.sweep,
            });
        }
    }

    /// What a question on `f` offers: the backends that take the driver value; the driver values
    /// the scenario's configs use and the code takes; else the configs' values and the default.
    fn suggestions(&self, f: &Field) -> Vec<J> {
        let sc = self.sc;
        let mut suggestions: Vec<J> = Vec::new();
        let mut add = |j: J| {
            if !suggestions.contains(&j) {
                suggestions.push(j);
            }
        };
        if f.name == BACKENDS_FIELD {
            // Candidate values of the field: every backend that takes the driver value (halops
            // first), then halops with each of the others.
            let taking = self.backends_taking_driver();
            let keep = self.kept_backends();
            let others: Vec<&String> = taking.iter().filter(|b| !keep.contains(b)).collect();
            let with = |extra: &[&String]| -> J {
                J::Array(
                    keep.iter()
                        .chain(extra.iter().copied())
                        .map(|b| J::String(b.clone()))
                        .collect(),
                )
            };
            if others.len() > 1 || keep.is_empty() {
                add(with(&others));
            }
            for b in &others {
                add(with(std::slice::from_ref(b)));
            }
            if others.is_empty() && !keep.is_empty() {
                add(with(&[]));
            }
            suggestions.truncate(8);
            return suggestions;
        }
        for v in self.existing_values(&f.name) {
            add(v.to_json());
        }
        if Some(&f.name) == self.driver.as_ref() {
            for c in sc.candidates_of(&f.name) {
                if f.name != DTYPE_FIELD || torch::lookup(c.as_str().unwrap_or("")).is_some() {
                    add(c.clone());
                }
            }
        } else if let Some(d) = f.default.as_ref().filter(|d| !d.is_null()) {
            add(d.clone());
        }
        suggestions
    }

    /// The scenario was taken from words around one the harness doesn't know (`MLA decode`): it
    /// is asked first, alone; what it decides is asked after.
    fn ask_scenario_if_doubted(&mut self) {
        let (lang, op) = (self.lang, self.op);
        if let Some(word) = &self.scenario_doubt {
            self.questions = vec![Question {
                field: SCENARIO_FIELD.to_string(),
                prompt: say!(
                    lang,
                    "`{}` is no scenario of this harness; which scenario of `{}` is meant?",
                    "`{}` 不是这个 harness 的场景；要 `{}` 的哪个场景？",
                    word,
                    op
                ),
                suggestions: self
                    .model
                    .ops
                    .iter()
                    .filter(|o| o.name == op)
                    .flat_map(|o| o.scenarios.iter().map(|s| J::String(s.name.clone())))
                    .collect(),
                list: false,
            }];
        }
    }

    /// Secondary fields: from the template (same scenario), else the code's default; inferred.
    fn infer_secondary(&mut self, template: Option<&'a Existing>, key_fields: &[&'a Field]) {
        let sc = self.sc;
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
            if self.has(k) || k == GPU_FIELD || key_fields.iter().any(|f| &f.name == k) || sc.field(k).is_none() {
                continue;
            }
            let from_template = template
                .filter(|t| t.scenario() == Some(sc.name.as_str()))
                .and_then(|t| t.doc.get(k))
                .map(|e| e.value.node.to_data());
            let default = sc.field(k).and_then(|f| f.default.as_ref()).map(Data::from_json);
            // A value one config of the folder holds where the code would run with another: it
            // changes what is measured, so it is said, with the file it comes from.
            if let (Some(t), Some(v), Some(d)) = (template, &from_template, &default) {
                if v != d && !matches!(d, Data::Null) {
                    self.notes.push(say!(
                        self.lang,
                        "`{0}: {1}` comes from configs/{2}/{3}.yaml, while the code's default is `{4}`: it changes what is measured",
                        "`{0}: {1}` 取自 configs/{2}/{3}.yaml，而代码的默认值是 `{4}`：这会改变测量的内容",
                        k,
                        data_text(v),
                        self.op,
                        t.stem,
                        data_text(d)
                    ));
                }
            }
            let value = from_template.or(default);
            if let Some(v) = value {
                self.slots.push(Slot {
                    name: k.clone(),
                    value: v,
                    inferred: true,
                });
            }
        }
    }

    /// The template's key order, then the rest in the order the code reads them.
    fn order_slots(&mut self, template: Option<&Existing>) {
        let mut order: Vec<String> = template
            .map(|t| t.doc.entries.iter().map(|e| e.key.clone()).collect())
            .unwrap_or_default();
        for f in &self.sc.fields {
            if !order.contains(&f.name) {
                order.push(f.name.clone());
            }
        }
        self.slots
            .sort_by_key(|s| order.iter().position(|o| *o == s.name).unwrap_or(usize::MAX));
    }

    /// The file's name: `--name`, else from the template's (or the scenario's) with this config's
    /// driver value and head ratio, never one the folder has.
    fn file_name(&self, template: Option<&Existing>) -> String {
        let req = self.req;
        if let Some(n) = req.name {
            return n.trim_end_matches(".yaml").trim_end_matches(".yml").to_string();
        }
        let base = file_stem(
            self.sc,
            &self.slots,
            template,
            self.driver.as_deref(),
            self.q_field.as_deref(),
            self.kv_field.as_deref(),
        );
        let mut stem = base.clone();
        let mut i = 2;
        while req.taken.contains(&stem) && i < 1000 {
            stem = format!("{base}_{i}");
            i += 1;
        }
        stem
    }

    /// The config as YAML, named, compared with the folder's, checked: the proposal.
    fn finish(mut self, template: Option<&Existing>) -> Proposal {
        let (lang, op, sc, req) = (self.lang, self.op, self.sc, self.req);
        let marks_existing = self.existing.iter().any(|e| e.has_marks());
        let marks_undecided = req.marks.is_none() && !self.existing.is_empty() && !marks_existing;
        let config: Vec<(String, Data)> = self.slots.iter().map(|s| (s.name.clone(), s.value.clone())).collect();
        let inferred: Vec<String> = self
            .slots
            .iter()
            .filter(|s| s.inferred)
            .map(|s| s.name.clone())
            .collect();
        // Without a choice made, the marks follow the folder's configs (none there: none here).
        let yaml = emit_yaml(&self.slots, template, req.marks.unwrap_or(!marks_undecided));
        let path = format!("configs/{op}/{}.yaml", self.file_name(template));
        if marks_undecided {
            self.notes.push(say!(
                lang,
                "the configs in configs/{}/ carry no `{}` marks: --strip-marks drops them to match, --keep-marks keeps them",
                "configs/{}/ 里的配置没有 `{}` 标记：--strip-marks 去掉标记以保持一致，--keep-marks 保留",
                op,
                INFERRED_MARK
            ));
        }
        let (identical, near) = same_as(&config, self.existing);
        let duplicate_of = identical.map(|e| format!("configs/{op}/{}.yaml", e.stem));
        if let Some(d) = &duplicate_of {
            self.notes.push(say!(
                lang,
                "{} already holds this config (the same fields and values): not written again unless --force",
                "{} 已有完全相同的配置（字段和值都一样）：除非 --force，不再重复写入",
                d
            ));
        }
        for e in near {
            self.notes.push(say!(
                lang,
                "configs/{}/{}.yaml differs from this config in one field only",
                "configs/{}/{}.yaml 与本配置只差一个字段",
                op,
                e.stem
            ));
        }
        // One check of the file: for its status when nothing is asked, and for a `--set` field the
        // code never reads, which is said now either way.
        let unread_sets = req
            .sets
            .iter()
            .any(|(k, _)| k != SCENARIO_FIELD && sc.field(k).is_none());
        let checked = (self.questions.is_empty() || unread_sets)
            .then(|| parse_config(&yaml).map(|doc| check_doc(self.h, self.model, &path, &doc, op, &sc.name)));
        if let Some(Ok(report)) = checked.as_ref().filter(|_| unread_sets) {
            self.say_unread_sets(&report.diagnostics);
        }
        let status = match checked {
            _ if !self.questions.is_empty() => Status::NeedsInput,
            Some(Ok(report)) => {
                self.diagnostics.extend(report.diagnostics);
                if self.diagnostics.iter().any(|d| d.severity() == Severity::Error) {
                    Status::Invalid
                } else {
                    Status::Ok
                }
            }
            Some(Err(e)) => {
                self.diagnostics.push(Diag::new(
                    Code::Yaml,
                    format!("the generated YAML does not parse back: {}", e.message),
                ));
                Status::Error
            }
            None => Status::NeedsInput,
        };
        Proposal {
            status,
            op: Some(op.to_string()),
            scenario: Some(sc.name.clone()),
            config,
            inferred,
            questions: self.questions,
            diagnostics: self.diagnostics,
            yaml,
            path: Some(path),
            notes: self.unheard.iter().cloned().chain(self.notes).collect(),
            unheard: self.unheard,
            marks_undecided,
            duplicate_of,
            understood: self.it.understood,
        }
    }

    /// A `--set` field the code reads nowhere (`pagesize`) is said now, before any question, as
    /// the check says it (with its did-you-mean); with questions open, its diagnostic too.
    fn say_unread_sets(&mut self, diagnostics: &[Diag]) {
        let req = self.req;
        for d in diagnostics.iter().filter(|d| {
            d.code == Code::UnknownField && req.sets.iter().any(|(k, _)| d.field.as_deref() == Some(k.as_str()))
        }) {
            let help = d.help.as_deref().map(|h| format!(" — {h}")).unwrap_or_default();
            self.unheard.push(format!(
                "--set {}: {}{help}",
                d.field.as_deref().unwrap_or(""),
                d.message
            ));
            if !self.questions.is_empty() {
                self.diagnostics.push(d.clone());
            }
        }
    }
}

/// A field of the head geometry, by the words of its name (`num_q_heads`, `head_dim`,
/// `qk_rope_head_dim`, `kv_lora_rank`).
fn is_geometry(name: &str) -> bool {
    intent::is_head_geometry(name)
}

/// Ask for `batch_sizes` when the batch shapes the inputs and the op's configs set it.
fn asks_batch(sc: &Scenario, existing: &[Existing]) -> bool {
    let sizes = sc
        .sized_fields
        .iter()
        .any(|f| f == BATCH_SIZES_FIELD || f == BATCH_SIZE_FIELD)
        && sc.injected_reads.iter().any(|k| k == BATCH_SIZE_FIELD);
    sizes
        && (existing.is_empty()
            || existing
                .iter()
                .any(|e| e.doc.get(BATCH_SIZES_FIELD).is_some() || e.doc.get(BATCH_SIZE_FIELD).is_some()))
}

fn question_prompt(sc: &Scenario, f: &Field, driver: Option<&str>, lang: Lang) -> String {
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
