//! `unused-value` (warning): a field of the scenario the config sets that the path its run takes
//! never reads.
//!
//! Why: the value has no effect where the config puts it, which is seldom what was meant. Only
//! said when the run went to its end with nothing undecided, so "never reads" is decided.
//!
//! Example: `refcheck_reference: fi` with `refcheck: false` is "`refcheck_reference` is set, but
//! no code this config runs reads it".

use super::*;

/// The fields the config sets that the path its run takes never reads, when the run went to its
/// end with nothing undecided and every sweep went over something (`swept`).
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc, run: &crate::eval::Run, swept: bool) -> Vec<Diag> {
    let mut out = Vec::new();
    // Only a run that went through without failing (a backend skipped is no failure) says what
    // this config's path reads; and only if that path handed the whole config to nothing the
    // tool can't see into. Another path's doing so (the scenario's `config_escape`, found by a
    // probe that took every path) says nothing of this one.
    let followed = run.stopped.is_none()
        && swept
        && run.events.config_escape.is_none()
        && run.events.findings.iter().all(|f| f.caught.is_some() && !f.uncertain);
    if !followed {
        return out;
    }
    for e in &doc.entries {
        let Some(f) = sc.field(&e.key) else { continue };
        let read = match run.fields.iter().position(|x| **x == *e.key) {
            Some(i) => run.events.read_fields & Interp::field_bit(i as u16) != 0,
            None => false,
        };
        // Past the table's 64 bits a field's reads are not told apart: taken as read.
        if read || run.fields.len() > 63 {
            continue;
        }
        out.push(
            Diag::new(
                Code::UnusedValue,
                say!(
                    lang(),
                    "`{}` is set, but no code this config runs reads it (the harness ignores it here)",
                    "设置了 `{}`，但此配置运行的代码都不读取它（harness 在这里会忽略它）",
                    e.key
                ),
            )
            .field(e.key.clone())
            .at(Some(e.key_pos))
            .source(Some(f.src.clone())),
        );
    }
    out
}
