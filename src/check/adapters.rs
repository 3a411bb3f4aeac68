//! `backend-unsupported` (error) for the backends no sweep point reached, judged on the config's
//! dtype or mode alone, and the diagnostic every adapter's raise becomes.
//!
//! Why: when every point fails before the backend loop (or the run stops at an earlier backend),
//! a backend whose adapter rejects the dtype would only be said after the other errors are fixed.
//!
//! Example: `dtype: float8_e4m3fn` with `backends: [halops, fa2]` on `decode_gqa` is "backend
//! `fa2` does not support dtype `float8_e4m3fn`: its adapter raises", with the backends that
//! take it.

use super::*;

/// Backends the config names that no sweep point reached (every point failed before the backend
/// loop, or the run stopped at an earlier backend): their adapters are judged on the config's
/// dtype/mode alone, so a rejected one is said now, not after the other errors are fixed.
pub(super) fn unreached_adapters<'s>(
    h: &Harness,
    op: &str,
    sc: &'s Scenario,
    doc: &ConfigDoc,
    reached: &[String],
    diags: &[Diag],
    judged: &mut Option<Cow<'s, Scenario>>,
) -> Vec<Diag> {
    let Some(driver) = sc.driver.clone() else { return vec![] };
    let Some(Node::Str(value)) = doc.get(&driver).map(|e| &e.value.node) else {
        return vec![];
    };
    let Some(Node::Seq(items)) = doc.get(BACKENDS_FIELD).map(|e| &e.value.node) else {
        return vec![];
    };
    // Said already: a point reached its adapter after all (the diagnostic is at its item).
    let said = |b: &str| {
        let at = backend_pos(doc, b);
        diags
            .iter()
            .any(|d| d.code == Code::BackendUnsupported && d.config == at)
    };
    let unreached: Vec<&str> = items
        .iter()
        .filter_map(|i| match &i.node {
            Node::Str(b) => Some(b.as_str()),
            _ => None,
        })
        .filter(|b| !reached.iter().any(|r| r == b) && sc.backend(b).is_some() && !said(b))
        .collect();
    if unreached.is_empty() {
        return vec![];
    }
    let judged = judged.get_or_insert_with(|| judged_on(h, op, sc, value));
    let mut out = Vec::new();
    for b in unreached {
        let Some(src) = judged
            .backend(b)
            .and_then(|x| x.unsupported.iter().find(|(v, _)| v == value))
            .map(|(_, l)| l.clone())
        else {
            continue;
        };
        let why = say!(
            lang(),
            "no sweep point got as far as this backend",
            "没有扫描点执行到这个 backend"
        );
        out.push(backend_unsupported(judged, doc, &driver, value, b, &why, src));
    }
    out
}

/// The scenario with its backends' adapters judged on the config's dtype/mode `value`: the
/// model's own where it judged every value, else judged now (a check's model skips verdicts).
pub(super) fn judged_on<'s>(h: &Harness, op: &str, sc: &'s Scenario, value: &str) -> Cow<'s, Scenario> {
    if sc.judged {
        return Cow::Borrowed(sc);
    }
    let mut j = sc.clone();
    crate::model::judge_value(h, op, &mut j, value);
    Cow::Owned(j)
}

/// `backend-unsupported`: `b`'s adapter raises (`src`) for `driver` `value` (`why`, if said),
/// with the scenario's backends that do take the value as help.
pub(super) fn backend_unsupported(
    judged: &Scenario,
    doc: &ConfigDoc,
    driver: &str,
    value: &str,
    b: &str,
    why: &str,
    src: Loc,
) -> Diag {
    let ok: Vec<&str> = judged
        .backends
        .iter()
        .filter(|x| !x.unsupported.iter().any(|(v, _)| v == value))
        .map(|x| x.name.as_str())
        .collect();
    let why = if why.is_empty() {
        String::new()
    } else {
        say!(lang(), " ({why})", "（{why}）")
    };
    let d = Diag::new(
        Code::BackendUnsupported,
        say!(
            lang(),
            "backend `{b}` does not support {driver} `{value}`: its adapter raises{why}",
            "backend `{b}` 不支持 {driver} `{value}`：其适配器会抛出异常{why}"
        ),
    )
    .field(BACKENDS_FIELD)
    .at(backend_pos(doc, b))
    .source(Some(src));
    if ok.is_empty() {
        return d;
    }
    d.help(say!(
        lang(),
        "backends of `{}` that take `{value}`: {}",
        "`{}` 中接受 `{value}` 的 backend：{}",
        judged.name,
        names(ok.iter().copied())
    ))
}
