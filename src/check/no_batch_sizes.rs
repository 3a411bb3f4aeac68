//! `no-batch-sizes` (warning): neither `batch_sizes` nor `batch_size` is set where the entry layer
//! would default to batch size 1 and the batch size reaches the kernels.
//!
//! Why: a config that forgets its batch sizes measures batch 1 only, without a word.
//!
//! Example: a `prefill_chunked` config without either field is "neither `batch_sizes` nor
//! `batch_size` is set: only batch size 1 runs", decided at `benchmark.py`'s
//! `cfg.get("batch_sizes") or [cfg.get("batch_size", 1)]`.

use super::*;

/// The warning, where the scenario's batch comes from the entry layer's default.
pub(super) fn check(sc: &Scenario, doc: &ConfigDoc) -> Vec<Diag> {
    let mut out = Vec::new();
    let batch_injected = sc.injected_reads.iter().any(|k| k == "batch_size");
    let batch_shapes = sc.sized_fields.iter().any(|f| f == "batch_sizes" || f == "batch_size");
    if batch_injected
        && batch_shapes
        && doc.get("batch_sizes").is_none()
        && doc.get("batch_size").is_none()
        && sc.field("batch_sizes").is_some()
    {
        out.push(
            Diag::new(
                Code::NoBatchSizes,
                say!(
                    lang(),
                    "neither `batch_sizes` nor `batch_size` is set: only batch size 1 runs",
                    "`batch_sizes` 和 `batch_size` 都没有设置：只会运行 batch size 1"
                ),
            )
            .field("batch_sizes")
            .source(sc.field("batch_sizes").map(|f| f.src.clone()))
            .help(say!(
                lang(),
                "add e.g. `batch_sizes: [1, 16, 64]`",
                "例如添加 `batch_sizes: [1, 16, 64]`"
            )),
        );
    }
    out
}
