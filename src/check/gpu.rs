//! `unknown-gpu` (error) and `fp4-gpu` (warning): the config's `gpu_type`, as its run looked it up.
//!
//! Why: an unknown GPU silently runs with another GPU's figures (the harness falls back to its
//! default); FP4 on a GPU whose spec has no FP4 peak gives roofline figures that mean nothing.
//!
//! Example: `gpu_type: b300` is "`b300` is not a GPU the harness knows: its lookup here falls
//! back", at the fallback line, help "`b300` is not in `GPU_SPECS`; its GPUs: `b200`, …" (`B200`
//! gets "did you mean `b200`?"); `mode: w4a4-nvfp4` with `gpu_type: h100` is "FP4 on `h100`, whose
//! spec has no FP4 peak".

use super::*;

/// The config's GPU (`gpu_type`), as its run looked it up: `unknown-gpu` where a lookup missed
/// and none found it (a `.get` that falls back to the default, a `not in` that raises), or, when
/// the run never looked it up, where the GPU table the code uses lacks it; and `fp4-gpu` when
/// the config is FP4 and that GPU's spec has no FP4 peak. A failure the run had on it (a
/// `KeyError`, a `raise` on a GPU it does not know) is said as `unknown-gpu` too.
pub(super) fn gpu_checks(
    model: &Model,
    sc: &Scenario,
    doc: &ConfigDoc,
    (found, missed_at): &(bool, Option<Loc>),
    diags: &mut [Diag],
) -> Vec<Diag> {
    let mut out = Vec::new();
    let gpu_names: Vec<&str> = model.gpus.iter().map(|g| g.name.as_str()).collect();
    let table_src = model.gpus.first().map(|g| g.src.clone());
    // A GPU name one letter away is another GPU (`H200` is no `b200`): only the same name
    // spelt otherwise (`B200`, `h-100`) is a likely typo; else the table's names are listed.
    let gpu_help = |g: &str| match same_name(g, &gpu_names) {
        Some(m) => say!(lang(), "did you mean `{m}`?", "是不是想写 `{m}`？"),
        None if gpu_names.is_empty() => say!(
            lang(),
            "the GPUs the code knows are not known to the tool",
            "工具不知道代码认识哪些 GPU"
        ),
        None => say!(
            lang(),
            "`{g}` is not in `GPU_SPECS`; its GPUs: {}",
            "`{g}` 不在 `GPU_SPECS` 中；其中的 GPU：{}",
            names(gpu_names.iter().copied())
        ),
    };
    let given = match doc.get(GPU_FIELD).map(|e| (&e.value.node, e.value.pos)) {
        Some((Node::Str(g), pos)) => Some((g.clone(), pos)),
        _ => None,
    };
    if let Some((g, pos)) = &given {
        let mut recoded = false;
        for d in diags.iter_mut() {
            if d.field.as_deref() == Some(GPU_FIELD)
                && matches!(d.code, Code::BadValue | Code::Constraint | Code::BadType)
            {
                d.code = Code::UnknownGpu;
                d.config = Some(*pos);
                d.help = Some(gpu_help(g));
                recoded = true;
            }
        }
        let unknown = match (found, missed_at) {
            (true, _) => None,
            (false, Some(at)) => Some((
                at.clone(),
                say!(
                    lang(),
                    "`{g}` is not a GPU the harness knows: its lookup here falls back",
                    "`{g}` 不是 harness 认识的 GPU：这里的查找会回退到默认值"
                ),
            )),
            // Not looked up by this run: the table the code looks GPUs up in decides.
            (false, None) if !gpu_names.is_empty() && !gpu_names.contains(&g.as_str()) => table_src.clone().map(|s| {
                (
                    s,
                    say!(
                        lang(),
                        "`{g}` is not in the GPU table the harness looks `{GPU_FIELD}` up in",
                        "`{g}` 不在 harness 查找 `{GPU_FIELD}` 所用的 GPU 表中"
                    ),
                )
            }),
            _ => None,
        };
        if let (Some((at, message)), false) = (unknown, recoded) {
            out.push(
                Diag::new(Code::UnknownGpu, message)
                    .field(GPU_FIELD)
                    .at(Some(*pos))
                    .help(say!(
                        lang(),
                        "{} (an unknown GPU silently runs with another's figures)",
                        "{}（未知的 GPU 会悄悄按另一块 GPU 的参数运行）",
                        gpu_help(g)
                    ))
                    .source(Some(at)),
            );
        }
    }
    let gpu = given.map(|(g, _)| g).or_else(|| {
        sc.field(GPU_FIELD)
            .and_then(|f| f.default.as_ref())
            .and_then(|d| d.as_str().map(str::to_string))
    });
    if let (Some(g), true) = (gpu.as_deref(), is_fp4_config(sc, doc)) {
        if let Some(spec) = model.gpus.iter().find(|x| x.name == g) {
            if !spec.fp4 {
                let with_fp4: Vec<&str> = model.gpus.iter().filter(|x| x.fp4).map(|x| x.name.as_str()).collect();
                out.push(
                    Diag::new(
                        Code::Fp4Gpu,
                        say!(
                            lang(),
                            "FP4 on `{g}`, whose spec has no FP4 peak: the roofline figures won't mean anything",
                            "在 `{g}` 上跑 FP4，但它的规格没有 FP4 峰值：roofline 数据将毫无意义"
                        ),
                    )
                    .field(GPU_FIELD)
                    .at(entry_pos(doc, GPU_FIELD))
                    .help(say!(
                        lang(),
                        "GPUs with an FP4 peak: {}",
                        "有 FP4 峰值的 GPU：{}",
                        names(with_fp4.iter().copied())
                    ))
                    .source(Some(spec.src.clone())),
                );
            }
        }
    }
    out
}

/// The one name of `names` that `word` spells otherwise (case, `-`, `_`, spaces), if any.
fn same_name<'n>(word: &str, names: &[&'n str]) -> Option<&'n str> {
    let key = |w: &str| -> String {
        w.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let k = key(word);
    names.iter().copied().find(|n| key(n) == k)
}

/// FP4: a dtype that resolves to a torch 4-bit float, or a dtype/mode whose name says FP4.
fn is_fp4_config(sc: &Scenario, doc: &ConfigDoc) -> bool {
    let Some(driver) = &sc.driver else { return false };
    match doc.get(driver).map(|e| &e.value.node) {
        Some(Node::Str(v)) => torch::is_fp4(v) || v.to_lowercase().contains("fp4"),
        _ => false,
    }
}
