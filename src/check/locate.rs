//! Where a config belongs: `yaml` (the file is no YAML mapping), `unknown-op`, `python` (the
//! harness or the op's code can't be read), `missing-field`/`bad-type` on `scenario`, and
//! `unknown-scenario`.
//!
//! Why: nothing else can be checked before the op and scenario are known. A config whose scenario
//! the op lacks is run through the harness anyway, so its diagnostic names the line where the
//! harness's own code refuses it.
//!
//! Example: `scenario: decode_gqq` under `configs/attention/` is "`decode_gqq` is not a scenario
//! of `attention`", help "did you mean `decode_gqa`?".

use super::*;

/// Parse a config and find its op and scenario; `Err` holds the report to return as is.
pub fn locate(model: &Model, input: &Input, op_flag: Option<&str>) -> Result<(ConfigDoc, String, String), Report> {
    let mut report = Report {
        path: input.path.clone(),
        op: None,
        scenario: None,
        points: 0,
        diagnostics: vec![],
    };
    let text = match &input.text {
        Ok(t) => t,
        Err(e) => {
            report.diagnostics.push(Diag::new(
                Code::Yaml,
                say!(lang(), "cannot read the file: {e}", "无法读取该文件：{e}"),
            ));
            return Err(report);
        }
    };
    let doc = match parse_config_with(text, model.config_tags) {
        Ok(d) => d,
        Err(e) => {
            report.diagnostics.push(Diag::new(Code::Yaml, e.message).at(e.pos));
            return Err(report);
        }
    };
    let scenario_entry = doc.get(SCENARIO_FIELD);
    let scenario = match scenario_entry.map(|e| &e.value.node) {
        Some(Node::Str(s)) => Some(s.clone()),
        Some(_) => {
            report.diagnostics.push(
                Diag::new(
                    Code::BadType,
                    say!(
                        lang(),
                        "`scenario` must be a name (a string)",
                        "`scenario` 必须是名字（字符串）"
                    ),
                )
                .field(SCENARIO_FIELD)
                .at(scenario_entry.map(|e| e.value.pos)),
            );
            return Err(report);
        }
        None => None,
    };
    let op = which_op(model, input, op_flag, scenario.as_deref());
    let Some(op) = op else {
        report.diagnostics.push(no_op(model));
        return Err(report);
    };
    report.op = Some(op.clone());
    let Some(op_model) = model.op(&op) else {
        match &model.ops_incomplete {
            // A table the tool does not know exactly may hold it: not decided.
            Some(inc) => report.diagnostics.push(
                Diag::new(
                    Code::Unchecked,
                    say!(
                        lang(),
                        "`{op}` is not among the ops the tool found in `OP_REGISTRY`, which is not known exactly: {}",
                        "工具在 `OP_REGISTRY` 中没有找到 `{op}`，但这张表无法确切得知：{}",
                        super::incomplete_why(inc)
                    ),
                )
                .source(inc.src.clone()),
            ),
            None => report.diagnostics.push(Diag::new(
                Code::UnknownOp,
                say!(lang(), "`{op}` is not in `OP_REGISTRY`", "`{op}` 不在 `OP_REGISTRY` 中"),
            )),
        }
        return Err(report);
    };
    if let Some(e) = &op_model.error {
        report.diagnostics.push(
            Diag::new(Code::Python, say!(lang(), "op `{op}`: {e}", "op `{op}`：{e}"))
                .source(Some(op_model.error_src.clone().unwrap_or_else(|| op_model.src.clone()))),
        );
        return Err(report);
    }
    let Some(scenario) = scenario else {
        report.diagnostics.push(
            Diag::new(
                Code::MissingField,
                say!(lang(), "`scenario` is missing", "缺少 `scenario`"),
            )
            .field(SCENARIO_FIELD)
            .help(say!(
                lang(),
                "scenarios of `{op}`: {}",
                "`{op}` 的场景：{}",
                names(op_model.scenarios.iter().map(|s| s.name.as_str()))
            )),
        );
        return Err(report);
    };
    report.scenario = Some(scenario.clone());
    if !op_model.scenarios.iter().any(|s| s.name == scenario) {
        if let Some(inc) = &op_model.incomplete {
            // `SCENARIOS` is not known exactly: the scenario may be there.
            report.diagnostics.push(
                Diag::new(
                    Code::Unchecked,
                    say!(
                        lang(),
                        "`{scenario}` is not among the scenarios the tool found for `{op}`, but `SCENARIOS` is not known exactly: {}; nothing of this config can be checked",
                        "工具没有为 `{op}` 找到场景 `{scenario}`，但 `SCENARIOS` 无法确切得知：{}；这个配置无法检查",
                        super::incomplete_why(inc)
                    ),
                )
                .field(SCENARIO_FIELD)
                .at(scenario_entry.map(|e| e.value.pos))
                .source(inc.src.clone().or_else(|| Some(op_model.src.clone()))),
            );
            return Err(report);
        }
        let all: Vec<&str> = op_model.scenarios.iter().map(|s| s.name.as_str()).collect();
        let help = suggest(&scenario, &all, &say!(lang(), "scenarios of `{op}`", "`{op}` 的场景"));
        report.diagnostics.push(
            Diag::new(
                Code::UnknownScenario,
                say!(
                    lang(),
                    "`{scenario}` is not a scenario of `{op}`",
                    "`{scenario}` 不是 `{op}` 的场景"
                ),
            )
            .field(SCENARIO_FIELD)
            .at(scenario_entry.map(|e| e.value.pos))
            .help(help)
            .source(Some(op_model.src.clone())),
        );
        return Err(report);
    }
    Ok((doc, op, scenario))
}

/// The op a config is for: its folder's, else `--op`'s, else the one op that has its scenario.
fn which_op(model: &Model, input: &Input, op_flag: Option<&str>, scenario: Option<&str>) -> Option<String> {
    input
        .parent_name
        .as_deref()
        .filter(|p| model.op(p).is_some())
        .map(str::to_string)
        .or_else(|| op_flag.map(str::to_string))
        .or_else(|| {
            let s = scenario?;
            let owners: Vec<&str> = model
                .ops
                .iter()
                .filter(|o| o.scenarios.iter().any(|x| x.name == s))
                .map(|o| o.name.as_str())
                .collect();
            (owners.len() == 1).then(|| owners[0].to_string())
        })
}

/// Why no op could be found: the harness can't be read, or nothing names one.
fn no_op(model: &Model) -> Diag {
    // No op at all because the entry layer can't run: that is the reason, not the config.
    if let Some((why, src)) = &model.entry_error {
        return Diag::new(
            Code::Python,
            say!(lang(), "the harness can't be read: {why}", "无法读取 harness：{why}"),
        )
        .source(src.clone());
    }
    // `OP_REGISTRY` is not known exactly: the op this config's folder names may be in it.
    if let Some(inc) = &model.ops_incomplete {
        return Diag::new(
            Code::Unchecked,
            say!(
                lang(),
                "cannot tell which op this config is for: `OP_REGISTRY` is not known exactly: {}; nothing of this config can be checked",
                "无法判断此配置属于哪个 op：`OP_REGISTRY` 无法确切得知：{}；这个配置无法检查",
                super::incomplete_why(inc)
            ),
        )
        .source(inc.src.clone());
    }
    let ops: Vec<&str> = model.ops.iter().map(|o| o.name.as_str()).collect();
    Diag::new(
        Code::UnknownOp,
        say!(
            lang(),
            "cannot tell which op this config is for (its folder is not an op, no --op, and no single op has its scenario)",
            "无法判断此配置属于哪个 op（它所在的文件夹不是 op，没有 --op，也没有唯一一个 op 含有它的场景）"
        ),
    )
    .help(say!(
        lang(),
        "put it under `configs/<op>/` or pass --op; ops: {}",
        "把它放到 `configs/<op>/` 下，或传入 --op；现有 op：{}",
        ops.join(", ")
    ))
}

/// A config under `configs/` but not in an op's folder (`configs/attn/x.yaml`,
/// `configs/top.yaml`): the harness's own start is run with `--config` naming that place. Where
/// it refuses the config there (it takes the op from the path: `unknown op 'attn'`) and takes
/// the same config in `<op>/`, that raise is the config's `unknown-op`, at its line; `--op`
/// checks a config kept elsewhere as that op's, and the help says so.
pub fn refused_place(h: &Harness, model: &Model, input: &Input, doc: &ConfigDoc, op: &str) -> Option<Diag> {
    let place = input.place.as_deref()?;
    let file = Path::new(place).file_name().and_then(|f| f.to_str());
    // In its op's folder: where the harness takes it (no run needed).
    if file.is_some_and(|f| place == format!("{op}/{f}")) {
        return None;
    }
    let data = doc.data();
    let spec = RunSpec {
        op,
        file,
        place: Some(place),
        config: &data,
        mode: Mode::Check,
        recover_backends: false,
        limits: LimitsSpec::CHECK,
    };
    let refused = crate::eval::place_refused(&mut interpreter(h), &spec)?;
    let why = if refused.message.is_empty() {
        refused.text.clone()
    } else {
        refused.message.clone()
    };
    let ops: Vec<&str> = model.ops.iter().map(|o| o.name.as_str()).collect();
    Some(
        Diag::new(
            Code::UnknownOp,
            say!(
                lang(),
                "the harness refuses this config where it is (`--config={place}`): {why}",
                "harness 不接受此配置所在的位置（`--config={place}`）：{why}"
            ),
        )
        .help(say!(
            lang(),
            "move it to `configs/<op>/` (ops: {}), or pass `--op OP` to check it as that op's config kept elsewhere",
            "把它移到 `configs/<op>/` 下（现有 op：{}），或传入 `--op OP` 把它当作放在别处的该 op 配置来检查",
            names(ops.iter().copied())
        ))
        .source(Some(loc(h, refused.src))),
    )
}

/// A config whose scenario the op does not have (or that names none): run it through the
/// harness anyway, so its diagnostic names the line where the harness's own code refuses it.
pub fn place_unlocated(h: &Harness, model: &Model, input: &Input, report: &mut Report) {
    let Some(op) = report.op.clone() else { return };
    let wanted = |d: &Diag| {
        d.code == Code::UnknownScenario || (d.code == Code::MissingField && d.field.as_deref() == Some(SCENARIO_FIELD))
    };
    if !report.diagnostics.iter().any(wanted) {
        return;
    }
    let Ok(text) = &input.text else { return };
    let Ok(doc) = parse_config_with(text, model.config_tags) else {
        return;
    };
    let run = evaluate(&mut interpreter(h), &op, &input.path, &doc);
    let decided = run
        .events
        .findings
        .iter()
        .find(|f| !f.uncertain && f.kind != FindingKind::Budget && f.caught.is_none())
        .map(|f| loc(h, f.src));
    if let Some(at) = decided {
        for d in report.diagnostics.iter_mut().filter(|d| wanted(d)) {
            d.source = Some(at.clone());
        }
    } else if let Some((at, why)) = &run.stopped {
        // The run stopped (a limit of the tool's) before the harness's code decided anything:
        // whether it ever reads the scenario is not known.
        for d in report.diagnostics.iter_mut().filter(|d| wanted(d)) {
            d.message = say!(
                lang(),
                "{}, but the harness's run stopped before its code decided anything about it: {why}",
                "{}，但 harness 的运行在其代码对此作出判断之前就停止了：{why}",
                d.message
            );
            d.code = Code::Unchecked;
            d.help = None;
            d.source = Some(loc(h, *at));
        }
    }
}
