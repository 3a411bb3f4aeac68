//! `gen-config docs`: a harness's Markdown docs held against its code, and `docs --write`.
//!
//! The drift fixtures (`tests/fixtures/docs/drift/*.md`) are docs written against the bundled
//! example harness's code, each drifting one way its name says (`default.md`: defaults and
//! "required" that differ from the code, …), beside one that agrees (`agrees.md`), one in
//! Chinese (`zh.md`) and one whose prose names nothing the tool can match (`prose.md`, left
//! alone). They are laid over a copy of the example, in place of its `docs/`. Then the other way
//! round: the example's own docs, which agree with its code, drift when the code changes.

mod common;
mod pyenv;

use std::path::Path;

use common::*;
use serde_json::Value as J;

/// A copy of the example harness whose `docs/` holds the drift fixtures.
fn drift_harness(tag: &str) -> Harness {
    let h = Harness::example(tag);
    let docs = h.root.join("docs");
    std::fs::remove_dir_all(&docs).expect("rm docs");
    copy_tree(&fixture("docs/drift"), &docs);
    h
}

/// `docs --json` of a harness (exit 1: the fixtures drift).
fn docs_json(h: &Harness, code: i32) -> J {
    let r = h.run(&["docs", "--json"]);
    r.assert_code(code);
    r.json()
}

/// The entry of one doc (`path` under the root; the document names it from the working
/// directory, as `check` names a config).
fn entry<'j>(doc: &'j J, path: &str) -> &'j J {
    let named = |f: &J| {
        f["path"]
            .as_str()
            .is_some_and(|p| p == path || p.ends_with(&format!("/{path}")))
    };
    doc["files"]
        .as_array()
        .and_then(|f| f.iter().find(|f| named(f)))
        .unwrap_or_else(|| panic!("no entry for {path}: {doc:#}"))
}

/// `(code, doc line, Python file:line)` of each diagnostic of a doc, in order.
fn found(doc: &J, path: &str) -> Vec<(String, u64, String)> {
    entry(doc, path)["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|d| {
            (
                d["code"].as_str().unwrap_or("").to_string(),
                d["config"]["line"].as_u64().unwrap_or(0),
                if d["source"].is_object() {
                    src(&d["source"])
                } else {
                    String::new()
                },
            )
        })
        .collect()
}

/// The messages of a doc's diagnostics with this code.
fn messages(doc: &J, path: &str, code: &str) -> Vec<String> {
    diags_with(entry(doc, path), code)
        .iter()
        .map(|d| d["message"].as_str().unwrap_or("").to_string())
        .collect()
}

/// `file:line` of the one line of an example file containing `needle`.
fn at(root: &Path, rel: &str, needle: &str) -> String {
    format!("{rel}:{}", line_of(root, rel, needle))
}

/// `file:line` of the first line holding `needle` after the one line holding `after`.
fn at_after(root: &Path, rel: &str, after: &str, needle: &str) -> String {
    let from = line_of(root, rel, after) as usize;
    let text = read(&root.join(rel));
    let n = text
        .lines()
        .enumerate()
        .skip(from)
        .find(|(_, l)| l.contains(needle))
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("{rel}: no {needle:?} after {after:?}"));
    format!("{rel}:{n}")
}

/// The line of a drift fixture holding `needle`.
fn doc_line(name: &str, needle: &str) -> u64 {
    line_of(&fixture("docs/drift"), name, needle)
}

const DECODE: &str = "kernel/attention/scenarios/decode_gqa.py";
const PREFILL: &str = "kernel/attention/scenarios/prefill_dense.py";
const CHUNKED: &str = "kernel/attention/scenarios/prefill_chunked.py";
const DENSE: &str = "kernel/gemm/scenarios/dense.py";

// ---- the example: its docs agree with its code -------------------------------------------------

#[test]
fn the_example_docs_agree_with_its_code_and_say_what_they_describe() {
    let r = run(&example_root(), &["docs", "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let files: Vec<&str> = doc["files"]
        .as_array()
        .expect("files")
        .iter()
        .filter_map(|f| f["path"].as_str())
        // From the working directory (the tests run from the repository): as `check` names files.
        .map(|p| p.strip_prefix("examples/halops-bench/benchmark/").unwrap_or(p))
        .collect();
    assert_eq!(
        files,
        [
            "docs/add_test.md",
            "docs/config_schema.md",
            "docs/refcheck.md",
            "docs/report_guide.md"
        ]
    );
    for f in doc["files"].as_array().expect("files") {
        assert_eq!(f["valid"], true, "{f:#}");
        assert_eq!(f["diagnostics"], J::Array(vec![]), "{f:#}");
    }
    let described: Vec<&str> = entry(&doc, "docs/config_schema.md")["described"]
        .as_array()
        .expect("described")
        .iter()
        .filter_map(J::as_str)
        .collect();
    for s in [
        "attention/decode_gqa",
        "attention/prefill_dense",
        "attention/prefill_chunked",
        "gemm/dense",
        "gemm/grouped_contiguous",
        "gemm/group_masked",
    ] {
        assert!(described.contains(&s), "{s} not described: {described:?}");
    }
    // The other docs describe no op or scenario by section: nothing of them is judged.
    assert_eq!(entry(&doc, "docs/refcheck.md")["described"], J::Array(vec![]));
    let human = run(&example_root(), &["docs"]);
    human.assert_code(0);
    assert_snapshot("docs_example.txt", &human.stdout);
}

// ---- the drift fixtures: one way of drifting each ----------------------------------------------

#[test]
fn a_doc_that_agrees_with_the_code_and_prose_that_names_nothing_report_nothing() {
    let h = drift_harness("docs-agree");
    let doc = docs_json(&h, 1);
    assert_eq!(found(&doc, "docs/agrees.md"), []);
    assert_eq!(entry(&doc, "docs/agrees.md")["valid"], true);
    // `page_count` (`16`), `flash_decode` rejects `bf16`, `K % 128`, a heading `attention_v2`:
    // nothing ties them to an op or a scenario, so nothing is said.
    assert_eq!(found(&doc, "docs/prose.md"), []);
    assert_eq!(entry(&doc, "docs/prose.md")["described"], J::Array(vec![]));
}

#[test]
fn a_scenario_the_doc_describes_and_the_code_lacks_is_doc_unknown_scenario() {
    let h = drift_harness("docs-unknown-scenario");
    let doc = docs_json(&h, 1);
    // In an op's section, a heading that is one name with fields under it; anywhere, `op/name`.
    assert_eq!(
        found(&doc, "docs/unknown_scenario.md"),
        [
            (
                "doc-unknown-scenario".into(),
                doc_line("unknown_scenario.md", "### decode_mla"),
                at(&h.root, "benchmark.py", "\"attention\":")
            ),
            (
                "doc-unknown-scenario".into(),
                doc_line("unknown_scenario.md", "## gemm/sparse_24"),
                at(&h.root, "benchmark.py", "\"gemm\":")
            )
        ]
    );
    let ds = diags_with(entry(&doc, "docs/unknown_scenario.md"), "doc-unknown-scenario");
    assert!(
        ds[0]["message"]
            .as_str()
            .unwrap_or("")
            .contains("`attention/decode_mla`"),
        "{}",
        ds[0]
    );
    assert_eq!(ds[0]["help"], "did you mean `decode_gqa`?");
    assert_eq!(
        ds[1]["help"],
        "the scenarios of `gemm` are `dense`, `grouped_contiguous`, `group_masked`"
    );
}

#[test]
fn a_scenario_the_code_has_and_an_op_section_omits_is_doc_missing_scenario() {
    let h = drift_harness("docs-missing-scenario");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/missing_scenario.md"),
        [(
            "doc-missing-scenario".into(),
            doc_line("missing_scenario.md", "## gemm"),
            at(&h.root, "kernel/gemm/scenarios/group_masked.py", "def run_scenario")
        )]
    );
}

#[test]
fn an_op_the_doc_describes_and_the_code_lacks_is_doc_unknown_op() {
    let h = drift_harness("docs-unknown-op");
    let doc = docs_json(&h, 1);
    let f = found(&doc, "docs/unknown_op.md");
    assert_eq!(f.len(), 1, "{f:?}");
    assert_eq!(
        (f[0].0.as_str(), f[0].1),
        ("doc-unknown-op", doc_line("unknown_op.md", "## moe"))
    );
}

#[test]
fn an_op_the_schema_doc_omits_is_doc_missing_op() {
    let h = drift_harness("docs-missing-op");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/config_schema.md"),
        [(
            "doc-missing-op".into(),
            doc_line("config_schema.md", "## attention"),
            at(&h.root, "benchmark.py", "\"gemm\":")
        )]
    );
}

#[test]
fn a_field_the_code_never_reads_is_doc_unknown_field() {
    let h = drift_harness("docs-unknown-field");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/unknown_field.md"),
        [(
            "doc-unknown-field".into(),
            doc_line("unknown_field.md", "`sliding_window`"),
            at(&h.root, PREFILL, "def run_scenario")
        )]
    );
    assert_eq!(
        diag(entry(&doc, "docs/unknown_field.md"), "doc-unknown-field")["field"],
        "sliding_window"
    );
}

#[test]
fn a_field_the_code_reads_that_a_section_listing_fields_omits_is_doc_missing_field() {
    let h = drift_harness("docs-missing-field");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/missing_field.md"),
        [(
            "doc-missing-field".into(),
            doc_line("missing_field.md", "## attention/prefill_dense"),
            at(&h.root, PREFILL, "cfg.get(\"causal\"")
        )]
    );
}

#[test]
fn a_default_or_a_required_that_differs_from_the_code_is_doc_default() {
    let h = drift_harness("docs-default");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/default.md"),
        [
            (
                "doc-default".into(),
                doc_line("default.md", "`num_q_heads`: default 32"),
                at(&h.root, DECODE, "num_q_heads = cfg.get(")
            ),
            (
                "doc-default".into(),
                doc_line("default.md", "`page_size`: required"),
                at(&h.root, DECODE, "page_size = cfg.get(")
            ),
            (
                "doc-default".into(),
                doc_line("default.md", "`s_kv_list`: default"),
                at(&h.root, DECODE, "s_kv_list = cfg[")
            ),
        ]
    );
    let m = messages(&doc, "docs/default.md", "doc-default");
    assert!(
        m[0].contains("defaults to `32`") && m[0].contains("default is `64`"),
        "{m:?}"
    );
    assert!(m[1].contains("required") && m[1].contains("`64`"), "{m:?}");
    assert!(m[2].contains("`[4096]`") && m[2].contains("requires"), "{m:?}");
}

#[test]
fn a_list_of_values_that_differs_from_the_code_is_doc_values() {
    let h = drift_harness("docs-values");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/values.md"),
        [
            (
                "doc-values".into(),
                doc_line("values.md", "`w4a8-int4`"),
                at(&h.root, DENSE, "cfg[\"mode\"]")
            ),
            (
                "doc-values".into(),
                doc_line("values.md", "`halops cublas torch golden deepgemm`"),
                at(&h.root, DENSE, "registry[\"cutlass\"] = lambda")
            ),
            (
                "doc-values".into(),
                doc_line("values.md", "`float16` or `bf16`"),
                at(&h.root, PREFILL, "cfg[\"dtype\"]")
            ),
        ]
    );
    let m = messages(&doc, "docs/values.md", "doc-values");
    assert!(m[0].contains("`w4a8-int4`") && m[0].contains("`mode`"), "{m:?}");
    assert!(m[1].contains("`cutlass`"), "{m:?}");
    assert!(m[2].contains("`bf16`") && m[2].contains("`dtype`"), "{m:?}");
}

#[test]
fn which_backend_rejects_which_mode_when_it_differs_from_the_adapters_is_doc_rejects() {
    let h = drift_harness("docs-rejects");
    let doc = docs_json(&h, 1);
    let line = doc_line("rejects.md", "`cublas` rejects `bf16`");
    let f = found(&doc, "docs/rejects.md");
    assert_eq!(f.len(), 2, "{f:?}");
    assert!(f.iter().all(|x| x.0 == "doc-rejects" && x.1 == line), "{f:?}");
    let m = messages(&doc, "docs/rejects.md", "doc-rejects");
    // A rejection the adapter does not make, and one the doc leaves out.
    assert!(
        m[0].contains("`cublas` rejects `bf16`") && m[0].contains("takes it"),
        "{m:?}"
    );
    assert!(m[1].contains("`deepgemm` also rejects `w4a4-nvfp4`"), "{m:?}");
    assert_eq!(f[0].2, at(&h.root, DENSE, "\"cublas\": _run_torch"));
    assert_eq!(f[1].2, at(&h.root, DENSE, "deepgemm dense does not support"));
}

#[test]
fn a_constraint_the_code_no_longer_checks_or_checks_with_another_bound_is_doc_constraint() {
    let h = drift_harness("docs-constraint");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/constraint.md"),
        [
            (
                "doc-constraint".into(),
                doc_line("constraint.md", "`head_dim % 64 == 0`"),
                at(&h.root, DECODE, "def run_scenario")
            ),
            (
                "doc-constraint".into(),
                doc_line("constraint.md", "`K % 16`"),
                at(&h.root, "kernel/gemm/quant.py", "assert k % MODES[\"bf16\"]")
            ),
        ]
    );
    let m = messages(&doc, "docs/constraint.md", "doc-constraint");
    assert!(m[0].contains("no assert or raise"), "{m:?}");
    // The nearest of the code's bounds: bf16's 8 (read from `MODES`), not the modes' 32.
    assert!(m[1].contains("`K % 16`") && m[1].contains("MODES[\"bf16\"]"), "{m:?}");
}

#[test]
fn an_assert_the_doc_does_not_state_is_a_doc_missing_constraint_warning() {
    let h = drift_harness("docs-missing-constraint");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/missing_constraint.md"),
        [(
            "doc-missing-constraint".into(),
            doc_line("missing_constraint.md", "## attention/prefill_chunked"),
            at(&h.root, CHUNKED, "assert chunk_len % CHUNK_ALIGN")
        )]
    );
    let f = entry(&doc, "docs/missing_constraint.md");
    assert_eq!(diag(f, "doc-missing-constraint")["severity"], "warning");
    // A warning: the doc is still valid.
    assert_eq!(f["valid"], true);
}

#[test]
fn a_field_the_doc_calls_swept_or_plain_the_other_way_is_doc_sweep() {
    let h = drift_harness("docs-sweep");
    let doc = docs_json(&h, 1);
    assert_eq!(
        found(&doc, "docs/sweep.md"),
        [
            (
                "doc-sweep".into(),
                doc_line("sweep.md", "`seq_lens` (R, plain)"),
                at(&h.root, PREFILL, "cfg[\"seq_lens\"]")
            ),
            (
                "doc-sweep".into(),
                doc_line("sweep.md", "`causal` (`true`, sweep)"),
                at(&h.root, PREFILL, "cfg.get(\"causal\"")
            ),
        ]
    );
}

#[test]
fn malformed_markers_are_doc_markers() {
    let h = drift_harness("docs-markers");
    let doc = docs_json(&h, 1);
    let f = found(&doc, "docs/markers.md");
    assert_eq!(
        f.iter().map(|x| (x.0.as_str(), x.1)).collect::<Vec<_>>(),
        [
            ("doc-markers", doc_line("markers.md", "gen-config:end")),
            ("doc-markers", doc_line("markers.md", "gen-config:update"))
        ]
    );
}

#[test]
fn a_chinese_doc_is_read_in_its_own_words() {
    let h = drift_harness("docs-zh");
    let doc = docs_json(&h, 1);
    // `必填，扫描`, `每个值 `>= 0``, `必须是 64 的倍数`, `不支持` are understood and agree; the
    // default of `head_dim` does not.
    assert_eq!(
        found(&doc, "docs/zh.md"),
        [(
            "doc-default".into(),
            doc_line("zh.md", "`32` / `8` / `64`"),
            at_after(&h.root, CHUNKED, "def run_scenario", "head_dim = cfg.get(")
        )]
    );
}

#[test]
fn the_drift_fixtures_as_people_read_them_in_english_and_chinese() {
    let h = drift_harness("docs-human");
    let en = h.run(&["docs"]);
    en.assert_code(1);
    assert_snapshot("docs_drift.txt", &en.stdout);
    let zh = h.run(&["docs", "--lang", "zh"]);
    zh.assert_code(1);
    assert_snapshot("docs_drift_zh.txt", &zh.stdout);
    // The same diagnostics, only the words for people change.
    let json_en = h.run(&["docs", "--json"]).json();
    let json_zh = h.run(&["docs", "--json", "--lang", "zh"]).json();
    let strip = |d: &J| -> Vec<(J, J, J, J)> {
        d["files"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|f| f["diagnostics"].as_array().cloned().unwrap_or_default())
            .map(|x| {
                (
                    x["code"].clone(),
                    x["config"].clone(),
                    x["source"].clone(),
                    x["field"].clone(),
                )
            })
            .collect()
    };
    assert_eq!(strip(&json_en), strip(&json_zh));
    assert_ne!(json_en, json_zh);
}

// ---- the example's own docs drift when its code changes ----------------------------------------

#[test]
fn when_the_code_changes_the_example_docs_drift() {
    let h = Harness::example("docs-code-changes");
    // A default, a check taken out, one put in, a backend renamed, a scenario dropped.
    h.patch(
        DECODE,
        "head_dim = cfg.get(\"head_dim\", 128)",
        "head_dim = cfg.get(\"head_dim\", 96)",
    );
    h.patch(
        DECODE,
        "    assert s_kv % page_size == 0, f\"s_kv={s_kv} is not a multiple of page_size={page_size}\"\n",
        "",
    );
    h.patch(
        PREFILL,
        "def run_scenario(cfg, gpu_spec):\n",
        "def run_scenario(cfg, gpu_spec):\n    assert cfg.get(\"head_dim\", 128) % 16 == 0\n",
    );
    h.patch_all(
        "kernel/gemm/scenarios/group_masked.py",
        "\"cutlass_grouped\"",
        "\"cutlass_grp\"",
    );
    h.patch(
        "kernel/attention/scenarios/__init__.py",
        "\"prefill_chunked\": prefill_chunked.run_scenario,",
        "",
    );
    let doc = docs_json(&h, 1);
    let schema = "docs/config_schema.md";
    let codes = codes(entry(&doc, schema));
    let doc_root = &h.root;
    let line = |needle: &str| line_of(doc_root, schema, needle);
    let f = found(&doc, schema);
    let has = |code: &str, l: u64| f.iter().any(|x| x.0 == code && x.1 == l);
    assert!(
        has("doc-default", line("| `num_q_heads` / `num_kv_heads` / `head_dim` |")),
        "{f:?}"
    );
    assert!(has("doc-constraint", line("each a multiple of `page_size`")), "{f:?}");
    assert_eq!(f.iter().filter(|x| x.0 == "doc-constraint").count(), 1, "{f:?}");
    assert!(has("doc-missing-constraint", line("### prefill_dense")), "{f:?}");
    assert!(
        has(
            "doc-values",
            line("`backends` (`[halops]`): `halops deepgemm cutlass_grouped golden`;")
        ),
        "{f:?}"
    );
    assert!(has("doc-unknown-scenario", line("### prefill_chunked")), "{f:?}");
    let m = messages(&doc, schema, "doc-default").join("\n");
    assert!(m.contains("`head_dim`") && m.contains("`96`"), "{m}");
    assert!(codes.iter().all(|c| c.starts_with("doc-")), "{codes:?}");
}

// ---- --write -------------------------------------------------------------------------------

const PROSE_BEFORE: &str = "# GEMM\n\nWritten by people: this paragraph stays as it is.\n\n";
const PROSE_AFTER: &str = "\nAnd so does this one, after the tables.\n";

#[test]
fn write_puts_the_tables_between_markers_keeps_the_prose_and_a_second_write_changes_nothing() {
    let h = Harness::example("docs-write");
    let tables = h.write(
        "docs/gemm_tables.md",
        format!("{PROSE_BEFORE}<!-- gen-config:begin gemm -->\n<!-- gen-config:end gemm -->\n{PROSE_AFTER}"),
    );
    let schema = h.root.join("docs/config_schema.md");
    let schema_before = read(&schema);
    let other = read(&h.root.join("docs/refcheck.md"));

    let w = h.run(&["docs", "--write"]);
    w.assert_code(0);
    assert!(
        w.stdout.contains("wrote docs/gemm_tables.md") && w.stdout.contains("wrote docs/config_schema.md"),
        "{}",
        w.stdout
    );
    let written = read(&tables);
    assert!(
        written.starts_with(&format!("{PROSE_BEFORE}<!-- gen-config:begin gemm -->\n")),
        "{written}"
    );
    assert!(
        written.ends_with(&format!("<!-- gen-config:end gemm -->\n{PROSE_AFTER}")),
        "{written}"
    );
    // One section per scenario of the op (one level below the heading the block stands under),
    // each fact with its Python line.
    for s in ["## gemm/dense", "## gemm/grouped_contiguous", "## gemm/group_masked"] {
        assert!(written.contains(&format!("\n{s}\n")), "{s}: {written}");
    }
    assert!(
        written.contains(&format!(
            "| `shapes` | required | swept; items `m`, `n`, `k` |  | `{}` |",
            at(&h.root, DENSE, "for m, n, k in")
        )),
        "{written}"
    );
    assert!(
        written.contains(&format!(
            "| `cublas` | `w4a4-nvfp4` (`{}`) |",
            at(&h.root, DENSE, "cublasLt has no NVFP4")
        )),
        "{written}"
    );
    assert!(
        written.contains(&format!(
            "| `assert k % 32 == 0` | `mode == \"w4a4-nvfp4\"` | `{}` |",
            at(&h.root, "kernel/gemm/quant.py", "assert k % 32 == 0")
        )),
        "{written}"
    );
    // The schema doc had no markers: its prose is kept and one block is added at its end.
    let schema_after = read(&schema);
    assert!(
        schema_after.starts_with(&schema_before),
        "the schema doc's prose changed"
    );
    assert!(
        schema_after.contains("\n## From the code\n\n<!-- gen-config:begin -->\n"),
        "{schema_after}"
    );
    assert!(schema_after.contains("\n### GPUs (`GPU_SPECS`)\n"), "{schema_after}");
    // A doc without markers is not touched; nothing is left behind.
    assert_eq!(read(&h.root.join("docs/refcheck.md")), other);
    let leftovers: Vec<String> = std::fs::read_dir(h.root.join("docs"))
        .expect("docs")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert_eq!(leftovers, Vec::<String>::new());

    // A second write with no code change changes nothing, and the docs agree.
    let again = h.run(&["docs", "--write"]);
    again.assert_code(0);
    assert!(
        again.stdout.contains("unchanged: docs/gemm_tables.md"),
        "{}",
        again.stdout
    );
    assert_eq!(read(&tables), written);
    assert_eq!(read(&schema), schema_after);
    h.run(&["docs"]).assert_code(0);

    // The code changes: the written tables are out of date (at the line that differs, with the
    // Python line), and the next write brings them up to date, prose untouched.
    h.patch(
        "kernel/gemm/scenarios/group_masked.py",
        "cfg.get(\"expected_m_ratio\", 0.5)",
        "cfg.get(\"expected_m_ratio\", 0.25)",
    );
    let doc = docs_json(&h, 1);
    let stale = found(&doc, "docs/gemm_tables.md");
    assert_eq!(stale.len(), 1, "{stale:?}");
    assert_eq!(stale[0].0, "doc-outdated");
    assert_eq!(
        stale[0].1,
        line_of(&h.root, "docs/gemm_tables.md", "| `expected_m_ratio` |")
    );
    assert_eq!(
        stale[0].2,
        at(
            &h.root,
            "kernel/gemm/scenarios/group_masked.py",
            "expected_m_ratio\", 0.25"
        )
    );
    // The prose of the example's schema doc says 0.5 too: it drifts as well.
    assert!(codes(entry(&doc, "docs/config_schema.md")).contains(&"doc-default".to_string()));
    h.run(&["docs", "--write"]).assert_code(0);
    let rewritten = read(&tables);
    assert!(rewritten.contains("| `expected_m_ratio` | `0.25` |"), "{rewritten}");
    assert!(rewritten.starts_with(PROSE_BEFORE) && rewritten.ends_with(PROSE_AFTER));
    assert!(found(&docs_json(&h, 1), "docs/gemm_tables.md").is_empty());
}

#[test]
fn write_speaks_the_docs_language_or_the_one_asked_and_keeps_it() {
    let h = Harness::example("docs-write-zh");
    let zh = h.write(
        "docs/场景.md",
        "# 场景说明\n\n下面的表格由工具生成，请勿手改。\n\n<!-- gen-config:begin attention/decode_gqa -->\n<!-- gen-config:end -->\n",
    );
    let en = h.write(
        "docs/decode.md",
        "# Decode\n\n<!-- gen-config:begin attention/decode_gqa -->\n<!-- gen-config:end -->\n",
    );
    h.run(&["docs", "--write"]).assert_code(0);
    let zh_text = read(&zh);
    assert!(
        zh_text.contains("| 字段 | 必填 / 默认值 | 扫描 |") && zh_text.contains("代码会把 `halops` 移到"),
        "{zh_text}"
    );
    let en_text = read(&en);
    assert!(en_text.contains("| field | required / default | swept |"), "{en_text}");
    // Asked for Chinese, the English doc's block is written in Chinese; later writes keep it.
    h.run(&["docs", "--write", "--lang", "zh"]).assert_code(0);
    let en_zh = read(&en);
    assert!(en_zh.contains("| 字段 |"), "{en_zh}");
    let again = h.run(&["docs", "--write"]);
    again.assert_code(0);
    assert_eq!(read(&en), en_zh);
    assert!(again.stdout.contains("unchanged: docs/decode.md"), "{}", again.stdout);
    h.run(&["docs"]).assert_code(0);
}

#[test]
fn write_makes_the_schema_doc_when_it_is_missing_and_keeps_crlf_line_ends() {
    let h = Harness::example("docs-write-new");
    std::fs::remove_file(h.root.join("docs/config_schema.md")).expect("rm");
    let crlf = h.write(
        "docs/crlf.md",
        "# Dense\r\n\r\nProse.\r\n\r\n<!-- gen-config:begin gemm/dense -->\r\n<!-- gen-config:end -->\r\nMore prose.\r\n",
    );
    let w = h.run(&["docs", "--write"]);
    w.assert_code(0);
    assert!(w.stdout.contains("wrote docs/config_schema.md (new)"), "{}", w.stdout);
    let made = read(&h.root.join("docs/config_schema.md"));
    assert!(
        made.starts_with("# Config schema\n\n<!-- gen-config:begin -->\n"),
        "{made}"
    );
    let text = read(&crlf);
    assert!(!text.replace("\r\n", "").contains('\n'), "a bare LF in a CRLF doc");
    assert!(text.ends_with("<!-- gen-config:end -->\r\nMore prose.\r\n"), "{text:?}");
    h.run(&["docs", "--write"]).assert_code(0);
    assert_eq!(read(&crlf), text);
    h.run(&["docs"]).assert_code(0);
}

#[test]
fn write_refuses_malformed_markers_and_writes_nothing() {
    let h = Harness::example("docs-write-refused");
    let good = h.write(
        "docs/good.md",
        "# Dense\n\n<!-- gen-config:begin gemm/dense -->\n<!-- gen-config:end -->\n",
    );
    let bad_text = "# Notes\n\n<!-- gen-config:begin gemm/dense -->\nkept\n\n<!-- gen-config:begin -->\n";
    let bad = h.write("docs/bad.md", bad_text);
    let unknown = h.write(
        "docs/unknown.md",
        "<!-- gen-config:begin gemm/sparse -->\n<!-- gen-config:end -->\n",
    );
    let schema = read(&h.root.join("docs/config_schema.md"));
    let r = h.run(&["docs", "--write"]);
    r.assert_code(2);
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert!(
        lines.contains(&"error: docs/bad.md:3: a `gen-config:begin` with no `gen-config:end` after it"),
        "{}",
        r.stderr
    );
    assert!(
        lines.contains(&"error: docs/bad.md:6: a `gen-config:begin` inside the block opened at line 3"),
        "{}",
        r.stderr
    );
    assert!(
        lines.contains(&"error: docs/unknown.md:1: the marker names `gemm/sparse`, which is not a scenario of `gemm`"),
        "{}",
        r.stderr
    );
    assert_eq!(read(&bad), bad_text);
    assert_eq!(
        read(&good),
        "# Dense\n\n<!-- gen-config:begin gemm/dense -->\n<!-- gen-config:end -->\n"
    );
    assert_eq!(read(&h.root.join("docs/config_schema.md")), schema);
    let _ = unknown;
    // With --json: one document, its `error` saying why.
    let j = h.run(&["docs", "--write", "--json"]);
    j.assert_code(2);
    assert!(
        j.json()["error"].as_str().unwrap_or("").contains("docs/bad.md:3"),
        "{}",
        j.stdout
    );
}

// ---- the job that can't be done, and the formats ------------------------------------------------

#[test]
fn a_harness_without_docs_is_exit_2_and_an_unreadable_doc_is_an_io_diagnostic() {
    let h = Harness::example("docs-none");
    std::fs::remove_dir_all(h.root.join("docs")).expect("rm");
    let r = h.run(&["docs"]);
    r.assert_code(2);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("docs: no Markdown doc"), "{}", r.stderr);
    let j = h.run(&["docs", "--json"]);
    j.assert_code(2);
    assert_eq!(j.json()["files"], J::Array(vec![]));

    let h = Harness::example("docs-bad-bytes");
    h.write("docs/latin1.md", b"# caf\xe9\n".as_slice());
    let doc = docs_json(&h, 1);
    let f = found(&doc, "docs/latin1.md");
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].0, "io");
    assert_eq!(entry(&doc, "docs/config_schema.md")["valid"], true);
}

#[test]
fn docs_json_is_checks_document_and_the_ci_formats_say_the_same() {
    let h = drift_harness("docs-formats");
    let json = h.run(&["docs", "--json"]);
    json.assert_code(1);
    let schema = format!(
        "{}#/$defs/check",
        manifest_dir().join("docs/contract.schema.json").display()
    );
    let ok = run(&example_root(), &["docs", "--json"]);
    let results = pyenv::validate(&schema, &[("drift".into(), json.json()), ("example".into(), ok.json())]);
    for (name, errors) in &results {
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
    let doc = json.json();
    let diags: Vec<(String, J)> = doc["files"]
        .as_array()
        .expect("files")
        .iter()
        .flat_map(|f| {
            let path = f["path"].as_str().unwrap_or("").to_string();
            f["diagnostics"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(move |d| (path.clone(), d))
        })
        .collect();
    assert!(diags.len() > 15, "{}", diags.len());

    let gh = h.run(&["docs", "--format", "github"]);
    gh.assert_code(1);
    let lines: Vec<&str> = gh.stdout.lines().collect();
    assert_eq!(lines.len(), diags.len());
    for (l, (path, d)) in lines.iter().zip(&diags) {
        let kind = if d["severity"] == "warning" {
            "::warning"
        } else {
            "::error"
        };
        assert!(
            l.starts_with(&format!("{kind} file={path},line={},", d["config"]["line"])),
            "{l}"
        );
        assert!(
            l.contains(&format!("title={}::", d["code"].as_str().unwrap_or(""))),
            "{l}"
        );
    }

    let sarif = h.run(&["docs", "--format", "sarif"]);
    sarif.assert_code(1);
    let log = sarif.json();
    for (name, errors) in pyenv::validate("sarif", &[("docs".into(), log.clone())]) {
        assert!(errors.is_empty(), "{name}: not SARIF 2.1.0: {errors:?}");
    }
    let results = log["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), diags.len());
    for (r, (path, d)) in results.iter().zip(&diags) {
        assert_eq!(r["ruleId"], d["code"]);
        let loc = &r["locations"][0]["physicalLocation"];
        let uri = loc["artifactLocation"]["uri"].as_str().unwrap_or("");
        assert!(uri.ends_with(path.trim_start_matches('/')), "{uri} is not {path}");
        assert_eq!(loc["region"]["startLine"], d["config"]["line"]);
        if d["source"].is_object() {
            let py = &r["relatedLocations"][0]["physicalLocation"];
            let py_uri = py["artifactLocation"]["uri"].as_str().unwrap_or("");
            let file = d["source"]["file"].as_str().unwrap_or("");
            assert!(py_uri.ends_with(file), "{py_uri} is not {file}");
            assert_eq!(py["region"]["startLine"], d["source"]["line"]);
        }
    }
}

#[test]
fn usage_errors_are_one_line() {
    for args in [
        vec!["docs", "--write", "--format", "sarif"],
        vec!["docs", "--json", "--format", "github"],
        vec!["docs", "--lang", "fr"],
    ] {
        let r = run(&example_root(), &args);
        r.assert_code(2);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
    }
}

#[test]
fn regression_any_markdown_is_read_without_a_panic_and_in_bounded_time() {
    let h = Harness::example("docs-odd");
    let nested = format!("{}x{}", "- ".repeat(200), "");
    let deep_parens = format!("`{}k % 8{}`", "(".repeat(300), ")".repeat(300));
    let mut big = String::from("## attention/decode_gqa\n\n| field | default | notes |\n|---|---|---|\n");
    for i in 0..20_000 {
        big.push_str(&format!(
            "| `f{i}` | `{i}` | a multiple of {i}; `x{i}` rejects `bf16` |\n"
        ));
    }
    for (name, text) in [
        ("nested.md", nested),
        ("parens.md", format!("## gemm/dense\n\n`shapes` (R, sweep): {deep_parens}\n")),
        ("unclosed.md", "## `attention\n\n`head_dim` (`128\n\n<!-- gen-config:begin\n".to_string()),
        ("markers.md", "<!-- gen-config:begin -->\n<!-- gen-config:begin -->\n<!-- gen-config:end x -->\n<!-- gen-config:end -->\n<!---->\n<!-- gen-config: -->\n".to_string()),
        ("nul.md", "# a\0b\n\n`head_dim` (\0)\n".to_string()),
        ("big.md", big),
        ("cjk.md", "## 注意力/解码\n\n`头` (`默认`)，必须是 的倍数，偶数\n".to_string()),
    ] {
        h.write(&format!("docs/{name}"), text);
    }
    let r = h.run(&["docs", "--json"]);
    assert!(r.code == 0 || r.code == 1, "exit {}: {}", r.code, r.stderr);
    assert!(r.elapsed.as_secs() < 20, "{:?}", r.elapsed);
    let doc = r.json();
    // The 20,000 fields of big.md are no field of decode_gqa: each said once.
    assert_eq!(
        diags_with(entry(&doc, "docs/big.md"), "doc-unknown-field").len(),
        20_000
    );
    // --write refuses the malformed markers; the others are read as prose.
    let w = h.run(&["docs", "--write"]);
    w.assert_code(2);
}

#[test]
fn the_unseen_harnesses_docs_written_from_the_seed_alone_give_no_error() {
    // Docs someone wrote from the seed, in their own words (`16, 32, 64 or 128`, `whole pages`,
    // `as dense`): what the tool reads agrees with the code, and an assert their prose does not
    // state in a form it reads is a warning, never an error.
    for name in ["attn-gemm", "moe-norm"] {
        let r = run(&fixture(&format!("unseen/{name}/benchmark")), &["docs", "--json"]);
        r.assert_code(0);
        let doc = r.json();
        let f = entry(&doc, "docs/config_schema.md");
        assert_eq!(f["described"].as_array().map(Vec::len), Some(4), "{name}: {f:#}");
        for d in f["diagnostics"].as_array().into_iter().flatten() {
            assert_eq!(d["code"], "doc-missing-constraint", "{name}: {d:#}");
            assert_eq!(d["severity"], "warning");
        }
    }
}
