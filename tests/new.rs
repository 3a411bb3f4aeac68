//! `new`: intents in both languages become the configs they should, against the bundled example
//! harness and against a copy whose code differs; questions, refusals, writing, smoke runs.

mod common;

use std::path::{Path, PathBuf};

use serde_json::Value as J;

use common::{copy_tree, example_root as example, patch_file as patch, run_with_input as run, Run as Out, TempDir};

/// A private copy of a harness tree (tests that write must not touch the repo), removed when
/// the test ends.
fn scratch(from: &Path, tag: &str) -> TempDir {
    let dir = TempDir::new(tag);
    copy_tree(from, &dir.path);
    dir
}

/// The one JSON document a `--json` run printed.
fn json_of(out: &Out) -> J {
    out.json()
}

/// `new --json --dry-run` on a harness: the JSON document and the exit code.
fn new_json(root: &Path, intent: &str, extra: &[&str]) -> (J, i32) {
    let mut args = vec!["new", intent, "--json", "--dry-run"];
    args.extend_from_slice(extra);
    let out = run(root, &args, None, &[]);
    (json_of(&out), out.code)
}

fn codes(doc: &J) -> Vec<String> {
    doc["diagnostics"]
        .as_array()
        .map(|a| a.iter().map(|d| d["code"].as_str().unwrap_or("").to_string()).collect())
        .unwrap_or_default()
}

fn question_fields(doc: &J) -> Vec<String> {
    doc["questions"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|q| q["field"].as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn strs(v: &J) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().map(|x| x.as_str().unwrap_or("").to_string()).collect())
        .unwrap_or_default()
}

#[test]
fn decode_fp8_in_chinese_asks_every_key_field_at_once() {
    let (doc, code) = new_json(&example(), "给 decode 加个 FP8 的配置", &[]);
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "needs_input");
    assert_eq!(doc["op"], "attention");
    assert_eq!(doc["scenario"], "decode_gqa");
    // Spelled as the scenario's existing FP8 config spells it (an alias decode_gqa's code accepts).
    assert_eq!(doc["config"]["dtype"], "fp8");
    let q = question_fields(&doc);
    for f in ["batch_sizes", "s_kv_list", "backends"] {
        assert!(q.contains(&f.to_string()), "no question for {f}: {q:?}");
    }
    // Backend suggestions only list backends whose adapters take FP8 (read from the code).
    let backends = doc["questions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["field"] == "backends")
        .unwrap();
    // Each suggestion is a value of the field (a list, halops first); together they name only
    // backends whose adapters take FP8.
    for value in backends["suggestions"].as_array().expect("suggestions") {
        assert_eq!(strs(value).first().map(String::as_str), Some("halops"), "{value}");
    }
    let sugg: Vec<String> = backends["suggestions"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(strs)
        .collect();
    assert!(
        sugg.contains(&"halops".to_string()) && sugg.contains(&"fi".to_string()),
        "{sugg:?}"
    );
    for rejected in ["fa2", "fa4", "fa4_paged", "cudnn"] {
        assert!(
            !sugg.contains(&rejected.to_string()),
            "{rejected} rejects FP8 but was suggested: {sugg:?}"
        );
    }
    // Head geometry comes from the existing decode configs, marked and said plainly.
    assert!(strs(&doc["inferred"]).contains(&"num_q_heads".to_string()));
    assert!(doc["notes"].to_string().contains("num_q_heads"));
}

#[test]
fn fp8_is_spelled_the_torch_way_where_the_scenario_has_no_alias() {
    let (doc, code) = new_json(&example(), "prefill_dense fp8 seq_lens 1k batch 1 vs fa3", &[]);
    assert_eq!(doc["config"]["dtype"], "float8_e4m3fn");
    // prefill_dense passes the dtype straight to `torch.randn`, which has no FP8 kernel: the
    // config is said invalid before it fails on the GPU (issue 31).
    assert_eq!(code, 1, "{doc}");
    assert_eq!(doc["diagnostics"][0]["code"], "bad-dtype", "{doc}");
    assert!(doc["diagnostics"][0]["message"]
        .as_str()
        .is_some_and(|m| m.contains("\"normal_kernel_cuda\" not implemented for 'Float8_e4m3fn'")));
}

#[test]
fn decode_bf16_with_everything_given_is_ok_and_marks_what_was_inferred() {
    let (doc, code) = new_json(
        &example(),
        "decode bf16 s_kv 1k 4k 16k batch 1/16/64 对比 fa2 和 fi(trtllm-gen)",
        &["--keep-marks"],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["status"], "ok");
    assert_eq!(
        doc["config"]["dtype"], "bfloat16",
        "bf16 is spelled the way getattr(torch, ...) accepts"
    );
    assert_eq!(doc["config"]["s_kv_list"], serde_json::json!([1024, 4096, 16384]));
    assert_eq!(doc["config"]["batch_sizes"], serde_json::json!([1, 16, 64]));
    assert_eq!(
        doc["config"]["backends"],
        serde_json::json!(["halops", "fa2", "fi(trtllm-gen)"])
    );
    let yaml = doc["yaml"].as_str().unwrap();
    assert!(yaml.contains("refcheck_reference: golden  # inferred"), "{yaml}");
    assert!(
        !yaml.contains("dtype: bfloat16  # inferred"),
        "given values are not marked: {yaml}"
    );
    assert_eq!(doc["written"], false);
    assert!(
        doc["path"].as_str().unwrap().starts_with("configs/attention/decode_"),
        "{}",
        doc["path"]
    );
}

#[test]
fn group_masked_nvfp4_shapes_in_english() {
    let (doc, code) = new_json(
        &example(),
        "add group_masked w4a4-nvfp4 shapes [16, 256, 4096, 7168] [32, 512, 7168, 4096] vs cutlass_grouped",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["scenario"], "group_masked");
    assert_eq!(doc["config"]["mode"], "w4a4-nvfp4");
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([[16, 256, 4096, 7168], [32, 512, 7168, 4096]])
    );
    assert_eq!(
        doc["config"]["backends"],
        serde_json::json!(["halops", "cutlass_grouped"])
    );
    assert_eq!(
        doc["path"], "configs/gemm/group_masked_w4a4_nvfp4_2.yaml",
        "an existing name is never reused"
    );
}

#[test]
fn an_fp8_backend_that_rejects_it_makes_the_config_invalid() {
    let (doc, code) = new_json(
        &example(),
        "decode fp8 batch 1 到 64 翻倍, q头 64 kv头 8, mtp 1, s_kv 4k, 对比 fa2",
        &[],
    );
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "invalid");
    assert_eq!(
        doc["config"]["batch_sizes"],
        serde_json::json!([1, 2, 4, 8, 16, 32, 64])
    );
    assert_eq!(doc["config"]["mtp_steps_list"], serde_json::json!([1]));
    let d = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "backend-unsupported")
        .expect("backend-unsupported");
    assert!(d["message"].as_str().unwrap().contains("fa2"));
    assert_eq!(d["source"]["file"], "kernel/attention/scenarios/decode_gqa.py");
}

#[test]
fn a_head_geometry_over_the_cta_limit_fails_its_assert_at_the_point() {
    let (doc, _) = new_json(
        &example(),
        "decode bf16 q heads 128 kv heads 8 mtp 0/4 s_kv 4096 batch 1 vs fi",
        &[],
    );
    assert_eq!(doc["status"], "invalid", "{doc}");
    let d = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "constraint")
        .expect("constraint");
    assert!(d["message"].as_str().unwrap().contains("MAX_ROWS_PER_CTA"), "{d}");
    assert_eq!(d["point"]["mtp_steps_list"], 4);
}

#[test]
fn dense_on_h100_keeps_the_gpu_and_fp4_there_warns() {
    let (doc, code) = new_json(&example(), "dense bf16 batch 1 128x4096x4096 on h100 vs cublas", &[]);
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["gpu_type"], "h100");
    assert_eq!(doc["config"]["shapes"], serde_json::json!([[128, 4096, 4096]]));
    // Dense GEMM's batch multiplies M: a sweep the existing configs set, so it is asked.
    let (doc, code) = new_json(&example(), "dense bf16 128x4096x4096 on h100 vs cublas", &[]);
    assert_eq!((code, doc["status"].as_str()), (1, Some("needs_input")), "{doc}");
    assert_eq!(question_fields(&doc), ["batch_sizes"], "{doc}");
    let (doc, code) = new_json(&example(), "dense fp4 batch 1 128x4096x4096 h100 上 对比 cutlass", &[]);
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["mode"], "w4a4-nvfp4");
    assert!(codes(&doc).contains(&"fp4-gpu".to_string()), "{:?}", codes(&doc));
}

#[test]
fn a_cross_product_of_m_n_k_becomes_shapes() {
    let (doc, _) = new_json(&example(), "dense mxfp8 M in 1,16,128, N=8192, K=8192 vs deepgemm", &[]);
    assert_eq!(doc["config"]["mode"], "w8a8-mxfp8");
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([[1, 8192, 8192], [16, 8192, 8192], [128, 8192, 8192]])
    );
}

#[test]
fn shape_parts_are_named_and_ordered_as_the_code_unpacks_them() {
    // grouped_contiguous unpacks `num_experts, max_m, n, k = shape`: four parts, in that order.
    // Was: only `m`/`n`/`k` were known, so this wrote `[4096, 4096, 7168]` (a ValueError).
    let (doc, code) = new_json(
        &example(),
        "grouped contiguous bf16 8 experts max m 4096 8192 n 4096 k 7168 vs deepgemm",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([[8, 4096, 4096, 7168], [8, 8192, 4096, 7168]]),
        "{doc}"
    );
    // A part left out: the rest is said, not dropped, and `shapes` is asked.
    let (doc, _) = new_json(
        &example(),
        "grouped contiguous bf16 experts 8 m 4096 n 4096 vs deepgemm",
        &[],
    );
    assert!(question_fields(&doc).contains(&"shapes".to_string()), "{doc}");
    let notes = strs(&doc["notes"]);
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("`num_experts 8, max_m 4096, n 4096` was left out")
                && n.contains("(num_experts, max_m, n, k)")
                && n.contains("`k` is not given")),
        "{notes:?}"
    );
    // The parts' names come from the code: renamed there, the words follow.
    let dir = scratch(&example(), "parts_renamed");
    let root = dir.path.clone();
    patch(
        &root,
        "kernel/gemm/scenarios/grouped_contiguous.py",
        "num_experts, max_m, n, k = shape",
        "groups, tokens, n, k = shape\n        num_experts, max_m = groups, tokens",
    );
    let (doc, code) = new_json(
        &root,
        "grouped contiguous bf16 groups 8 tokens 4096 n 4096 k 7168 vs deepgemm",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([[8, 4096, 4096, 7168]]),
        "{doc}"
    );
    // Numbers with no part named before them never stand for the items (each is a tuple).
    let (doc, _) = new_json(
        &root,
        "grouped contiguous bf16 groups 8 rows 4096 n 4096 k 7168 vs deepgemm",
        &[],
    );
    assert!(doc["config"].get("shapes").is_none(), "{doc}");
    assert!(question_fields(&doc).contains(&"shapes".to_string()), "{doc}");
}

#[test]
fn grouped_contiguous_small_max_m_is_caught_before_any_gpu_run() {
    let (doc, code) = new_json(
        &example(),
        "grouped_contiguous mxfp8 shapes [8, 512, 4096, 7168] vs deepgemm",
        &[],
    );
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "invalid");
    let d = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "constraint")
        .expect("constraint");
    assert!(d["message"].as_str().unwrap().contains("per_expert"), "{d}");
    assert_eq!(d["point"]["shapes"], serde_json::json!([8, 512, 4096, 7168]));
}

#[test]
fn prefill_matches_two_scenarios_so_it_asks_which() {
    let (doc, code) = new_json(&example(), "add a prefill config bf16", &[]);
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "needs_input");
    let q = &doc["questions"][0];
    assert_eq!(q["field"], "scenario");
    let s = strs(&q["suggestions"]);
    assert!(
        s.contains(&"prefill_dense".to_string()) && s.contains(&"prefill_chunked".to_string()),
        "{s:?}"
    );
}

#[test]
fn naming_only_the_op_asks_which_of_its_scenarios() {
    let (doc, code) = new_json(&example(), "add a gemm config", &[]);
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "needs_input");
    assert_eq!(doc["op"], "gemm");
    assert_eq!(
        strs(&doc["questions"][0]["suggestions"]),
        vec!["dense", "grouped_contiguous", "group_masked"]
    );
}

#[test]
fn an_intent_naming_nothing_the_harness_has_is_an_error() {
    let (doc, code) = new_json(&example(), "add a config for the moon landing", &[]);
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "error");
    let help = doc["diagnostics"][0]["help"].as_str().unwrap_or_default();
    assert!(
        help.starts_with("name one of: ") && help.contains("decode_gqa"),
        "{help}"
    );
    // A word one typo away from a scenario's name points at it.
    let (doc, code) = new_json(&example(), "decod fp8 batch 1 s_kv 1k vs fi", &[]);
    assert_eq!(code, 1);
    let help = doc["diagnostics"][0]["help"].as_str().unwrap_or_default();
    assert!(help.starts_with("did you mean `attention/decode_gqa`?"), "{help}");
}

#[test]
fn a_second_dtype_mode_or_gpu_is_said_not_dropped() {
    let (doc, code) = new_json(
        &example(),
        "decode bf16 and fp8 batch 1 s_kv 1k vs fi on b200 and h100",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(
        (&doc["config"]["dtype"], &doc["config"]["gpu_type"]),
        (&J::from("bfloat16"), &J::from("b200"))
    );
    let notes = strs(&doc["notes"]);
    for want in [
        "`fp8` is named too, but a config has one dtype (this one: `bfloat16`)",
        "`h100` is named too, but a config has one GPU (this one: `b200`)",
    ] {
        assert!(notes.iter().any(|n| n.starts_with(want)), "{want}: {notes:?}");
    }
    // A GPU the harness's specs lack is said, not silently replaced by the default.
    let (doc, code) = new_json(&example(), "decode bf16 batch 1 s_kv 1k vs fi on b300", &[]);
    assert_eq!(code, 0, "{doc}");
    assert!(doc["config"].get("gpu_type").is_none(), "{doc}");
    let notes = strs(&doc["notes"]);
    assert!(
        notes.iter().any(
            |n| n.starts_with("`b300` is not a GPU in `GPU_SPECS` (core/metrics.py:") && n.contains("b200, h100, h20")
        ),
        "{notes:?}"
    );
    let (doc, _) = new_json(
        &example(),
        "dense gemm bf16 and w8a8-mxfp8 128x4096x7168 vs cublas",
        &[],
    );
    // The first mode named is the config's, as with dtypes and GPUs.
    assert_eq!(doc["config"]["mode"], "bf16", "{doc}");
    let notes = strs(&doc["notes"]);
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("`w8a8-mxfp8` is named too, but a config has one mode (this one: `bf16`)")),
        "{notes:?}"
    );
}

#[test]
fn numbers_with_no_field_before_them_are_said_not_dropped() {
    let (doc, code) = new_json(&example(), "decode bf16 batch 1 s_kv 1k vs fi, 7 9", &[]);
    assert_eq!(code, 0, "{doc}");
    let notes = strs(&doc["notes"]);
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("`7 9` has no field named before it and was left out")),
        "{notes:?}"
    );
    // The one sweep still missing takes them, as before.
    let (doc, _) = new_json(&example(), "decode bf16 batch 1 vs fi 1k 4k", &[]);
    assert_eq!(doc["config"]["s_kv_list"], serde_json::json!([1024, 4096]), "{doc}");
    assert!(!strs(&doc["notes"]).iter().any(|n| n.contains("left out")), "{doc}");
}

#[test]
fn fp8_with_its_variant_named_is_that_variant() {
    let (doc, code) = new_json(&example(), "decode fp8 e5m2 batch 1 s_kv 1k vs fi", &[]);
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["dtype"], "float8_e5m2", "{doc}");
}

#[test]
fn set_wins_over_the_sentence_and_gqa_uses_the_inferred_kv_heads() {
    let (doc, code) = new_json(
        &example(),
        "decode bf16 s_kv 1k batch 1 gqa 16 vs fi",
        &["--set", "s_kv_list=[2048, 8192]", "--set", "backends=[halops, golden]"],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["s_kv_list"], serde_json::json!([2048, 8192]));
    assert_eq!(doc["config"]["backends"], serde_json::json!(["halops", "golden"]));
    assert_eq!(doc["config"]["num_kv_heads"], 8);
    assert_eq!(doc["config"]["num_q_heads"], 128);
}

#[test]
fn switches_and_word_values_in_the_sentence_are_taken_not_inferred() {
    // Left to inference these would come out the other way round (causal defaults to true,
    // refcheck to true, use_cuda_graph to false, cache_quant_type to none, page_size to 64).
    let (doc, code) = new_json(
        &example(),
        "prefill dense bf16 seq 4k 8k batch 1 vs fa3, non-causal",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["causal"], false, "{doc}");
    assert!(!strs(&doc["inferred"]).contains(&"causal".to_string()), "{doc}");

    let (doc, code) = new_json(
        &example(),
        "decode bf16 s_kv 1k batch 1 vs fi, use cuda graph, 不要 refcheck, page_size=32, \
         cache_quant_type=per-tensor, refcheck_reference fi",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    let c = &doc["config"];
    assert_eq!(c["use_cuda_graph"], true, "{doc}");
    assert_eq!(c["refcheck"], false, "{doc}");
    assert_eq!(
        c["page_size"], 32,
        "one number for a field read once, not a list: {doc}"
    );
    assert_eq!(
        c["cache_quant_type"], "per_tensor",
        "spelled as the code compares it: {doc}"
    );
    assert_eq!(c["refcheck_reference"], "fi", "{doc}");
    assert_eq!(
        c["backends"],
        serde_json::json!(["halops", "fi"]),
        "the reference is not compared: {doc}"
    );
    let inferred = strs(&doc["inferred"]);
    for f in [
        "use_cuda_graph",
        "refcheck",
        "page_size",
        "cache_quant_type",
        "refcheck_reference",
    ] {
        assert!(!inferred.contains(&f.to_string()), "{f} was given: {inferred:?}");
    }
    // Turned off as people say it; and where the words around a switch may turn it off, neither
    // is guessed.
    let (doc, _) = new_json(&example(), "decode bf16 s_kv 1k batch 1 vs fi, skip the refcheck", &[]);
    assert_eq!(doc["config"]["refcheck"], false, "{doc}");
    let (doc, _) = new_json(
        &example(),
        "prefill dense bf16 seq 4k batch 1 vs fa3 with causal masking off",
        &[],
    );
    assert!(strs(&doc["inferred"]).contains(&"causal".to_string()), "{doc}");
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.starts_with("could not tell whether the sentence turns `causal` on or off")),
        "{doc}"
    );
    // A yes/no field given a word that is neither is said, not guessed.
    let (doc, _) = new_json(&example(), "decode bf16 s_kv 1k batch 1 vs fi, refcheck=maybe", &[]);
    assert_eq!(doc["config"]["refcheck"], true, "{doc}");
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.starts_with("`refcheck` is true or false, and `maybe` is neither")),
        "{doc}"
    );
}

#[test]
fn a_free_word_after_a_text_field_is_its_value_in_a_harness_with_other_fields() {
    // The idiom fixture's conv2d reads `layout` with a string default and compares it with
    // nothing: the word after the name is the value.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/idioms/module_defaults/benchmark");
    let (doc, _) = new_json(&root, "conv2d channels 32 64 layout nchw warps 4 batch 1", &[]);
    assert_eq!(doc["config"]["layout"], "nchw", "{doc}");
    assert_eq!(doc["config"]["warps"], 4, "{doc}");
    assert!(!strs(&doc["inferred"]).contains(&"layout".to_string()), "{doc}");
}

#[test]
fn a_backend_the_scenario_lacks_is_asked_with_the_nearest_never_dropped() {
    // `fa2` is a decode backend, not a prefill_chunked one: what the comparison should run instead
    // is asked, with the registry and the nearest name, instead of ending `ok` without it.
    let intent = "prefill_chunked bf16 prefix 0 1k chunk 512 1024 batch 1 对比 fi 和 fa2";
    let (doc, code) = new_json(&example(), intent, &["--lang", "en"]);
    assert_eq!((code, doc["status"].as_str()), (1, Some("needs_input")), "{doc}");
    assert_eq!(question_fields(&doc), ["backends"], "{doc}");
    let q = &doc["questions"][0];
    let prompt = q["prompt"].as_str().unwrap_or("");
    assert!(
        prompt.starts_with("`fa2` is not a backend of `prefill_chunked`"),
        "{prompt}"
    );
    assert!(
        prompt.contains("kernel/attention/scenarios/prefill_chunked.py:"),
        "{prompt}"
    );
    assert!(prompt.contains("halops, golden, fa3, fi"), "{prompt}");
    assert!(prompt.contains("besides `halops`, `fi`"), "{prompt}");
    assert_eq!(q["suggestions"], serde_json::json!([["halops", "fi", "fa3"]]), "{q}");
    assert!(doc["config"].get("backends").is_none(), "{doc}");
    // Answered (the same as at a prompt or over MCP), the answer is added to what was named.
    let (doc, code) = new_json(&example(), intent, &["--set", "backends=fa3"]);
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["backends"], serde_json::json!(["halops", "fi", "fa3"]));
    // The same sentence without `--lang`: its question is in the sentence's language.
    let (doc, _) = new_json(&example(), intent, &[]);
    let prompt = doc["questions"][0]["prompt"].as_str().unwrap_or("").to_string();
    assert!(
        prompt.starts_with("`fa2` 不是 `prefill_chunked` 的 backend"),
        "{prompt}"
    );
    // A word naming part of one backend offers it.
    let (doc, _) = new_json(
        &example(),
        "add group_masked w4a4-nvfp4 shapes [16, 256, 4096, 7168], compare with cutlass",
        &[],
    );
    assert_eq!(question_fields(&doc), ["backends"], "{doc}");
    assert_eq!(
        doc["questions"][0]["suggestions"][0],
        serde_json::json!(["halops", "cutlass_grouped"]),
        "{doc}"
    );
}

#[test]
fn prefill_chunked_prefix_and_chunk_lists() {
    let (doc, code) = new_json(
        &example(),
        "prefill_chunked bf16 prefix 0 1k chunk 512 1024 batch 1 vs fa3",
        &[],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["prefix_len_list"], serde_json::json!([0, 1024]));
    assert_eq!(doc["config"]["chunk_len_list"], serde_json::json!([512, 1024]));
}

#[test]
fn strip_marks_matches_an_unmarked_folder() {
    let (doc, _) = new_json(&example(), "decode bf16 s_kv 1k batch 1 vs fi", &["--strip-marks"]);
    assert!(!doc["yaml"].as_str().unwrap().contains("# inferred"));
    assert_eq!(doc["marks_undecided"], false);
    let (doc, _) = new_json(&example(), "decode bf16 s_kv 1k batch 1 vs fi", &[]);
    assert_eq!(
        doc["marks_undecided"], true,
        "the example's configs carry no marks: that is asked on a terminal"
    );
}

#[test]
fn a_second_harness_whose_code_differs_gets_its_own_vocabulary() {
    let dir = scratch(&example(), "variant");
    let root = dir.path.clone();
    patch(
        &root,
        "kernel/attention/scenarios/decode_gqa.py",
        "\"fi\": (adapt_fi, run_fi),",
        "\"flashinfer\": (adapt_fi, run_fi),",
    );
    patch(
        &root,
        "kernel/attention/scenarios/decode_gqa.py",
        "DTYPE_ALIASES = {\"fp8\": \"float8_e4m3fn\",",
        "DTYPE_ALIASES = {\"f8\": \"float8_e4m3fn\",",
    );
    // Its configs follow its code (a config that fails `check` is not learned from).
    patch(
        &root,
        "configs/attention/decode_c16_gqa8_bf16.yaml",
        "  - fi\n",
        "  - flashinfer\n",
    );
    let (doc, code) = new_json(&root, "decode bf16 s_kv 1k batch 1 对比 flashinfer", &[]);
    assert_eq!(code, 0, "{doc}");
    assert_eq!(doc["config"]["backends"], serde_json::json!(["halops", "flashinfer"]));
    // `fi` is no backend there any more: not understood, so still asked.
    let (doc, _) = new_json(&root, "decode bf16 s_kv 1k batch 1 vs fi", &[]);
    assert!(question_fields(&doc).contains(&"backends".to_string()), "{doc}");
    // The alias the example accepted is refused by this code: `fp8` is read as the intent reads
    // it, and written as this code takes it.
    let (doc, _) = new_json(&root, "decode s_kv 1k batch 1 vs flashinfer", &["--set", "dtype=fp8"]);
    assert_eq!(doc["status"], "ok", "{doc}");
    assert_eq!(doc["config"]["dtype"], "float8_e4m3fn", "{doc}");
    // A value that is no dtype at all is left as given, and the check says why it fails.
    let (doc, _) = new_json(&root, "decode s_kv 1k batch 1 vs flashinfer", &["--set", "dtype=f9"]);
    assert_eq!(doc["status"], "invalid");
    assert!(codes(&doc).contains(&"bad-dtype".to_string()), "{:?}", codes(&doc));
}

#[test]
fn writing_stays_inside_configs_op_and_never_overwrites() {
    let dir = scratch(&example(), "write");
    let root = dir.path.clone();
    let out = run(
        &root,
        &["new", "decode bf16 s_kv 1k batch 1 vs fi", "--yes", "--name", "mine"],
        None,
        &[],
    );
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let path = root.join("configs/attention/mine.yaml");
    let text = std::fs::read_to_string(&path).expect("written");
    assert!(text.starts_with("scenario: decode_gqa\n"));
    assert!(out.stdout.contains("read back and re-checked: valid"), "{}", out.stdout);
    // The same name again: refused, file untouched.
    std::fs::write(&path, "scenario: decode_gqa  # mine\n").unwrap();
    let out = run(
        &root,
        &["new", "decode bf16 s_kv 1k batch 1 vs fi", "--yes", "--name", "mine"],
        None,
        &[],
    );
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("already exists"), "{}", out.stderr);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "scenario: decode_gqa  # mine\n"
    );
    // --force replaces it.
    let out = run(
        &root,
        &[
            "new",
            "decode bf16 s_kv 1k batch 1 vs fi",
            "--yes",
            "--name",
            "mine",
            "--force",
        ],
        None,
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(std::fs::read_to_string(&path).unwrap().contains("s_kv_list: [1024]"));
    // A name that is a path is refused before anything happens.
    for bad in ["../escape", "a/b", ".hidden", "..", "/abs/x"] {
        let out = run(
            &root,
            &["new", "decode bf16 s_kv 1k batch 1 vs fi", "--yes", "--name", bad],
            None,
            &[],
        );
        assert_eq!(out.code, 2, "{bad}: {}", out.stderr);
    }
    assert!(!root.join("escape.yaml").exists() && !root.join("configs/escape.yaml").exists());
    // No terminal and no --yes: shown, not written.
    let out = run(
        &root,
        &["new", "decode bf16 s_kv 2k batch 1 vs fi", "--name", "unconfirmed"],
        None,
        &[],
    );
    assert_eq!(out.code, 0);
    assert!(!root.join("configs/attention/unconfirmed.yaml").exists());
    assert!(out.stdout.contains("--yes"), "{}", out.stdout);
}

#[test]
fn interactive_mode_asks_once_then_confirms() {
    let dir = scratch(&example(), "interactive");
    let root = dir.path.clone();
    // Answers: backends, then batch_sizes / s_kv_list in the order asked, then keep marks, then write.
    let out = run(
        &root,
        &["new", "给 decode 加个 FP8 的配置", "--name", "talked"],
        Some("[1, 8]\n4k 8k\nhalops, fi\nn\ny\n"),
        &[("GEN_CONFIG_INTERACTIVE", "1")],
    );
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    assert_eq!(
        out.stderr.matches("请回答").count(),
        1,
        "one round of questions: {}",
        out.stderr
    );
    let text = std::fs::read_to_string(root.join("configs/attention/talked.yaml")).expect("written");
    assert!(text.contains("batch_sizes: [1, 8]"), "{text}");
    assert!(text.contains("s_kv_list: [4096, 8192]"), "{text}");
    assert!(text.contains("  - fi\n"), "{text}");
    assert!(!text.contains("# inferred"), "marks dropped as answered: {text}");
    // End of input before the confirmation aborts: nothing written, exit 130 as after Ctrl-C.
    let out = run(
        &root,
        &["new", "decode bf16 s_kv 1k batch 1 vs fi", "--name", "eof"],
        Some(""),
        &[("GEN_CONFIG_INTERACTIVE", "1")],
    );
    assert_eq!(out.code, 130, "{}", out.stderr);
    assert!(out.stderr.contains("aborted"), "{}", out.stderr);
    assert!(!root.join("configs/attention/eof.yaml").exists());
    // What of the sentence is left out is said before the questions, so the answers can
    // account for it.
    let out = run(
        &root,
        &[
            "new",
            "prefill chunked bf16 prefix 0 chunk 512 on b300 vs fi",
            "--name",
            "unheard",
            "--lang",
            "en",
        ],
        Some(""),
        &[("GEN_CONFIG_INTERACTIVE", "1")],
    );
    let note = out
        .stderr
        .find("note: `b300` is not a GPU in `GPU_SPECS`")
        .unwrap_or_else(|| panic!("{}", out.stderr));
    let asked = out
        .stderr
        .find("please answer")
        .unwrap_or_else(|| panic!("{}", out.stderr));
    assert!(note < asked, "{}", out.stderr);
}

fn smoke_harness() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/smoke-harness/benchmark")
}

#[test]
fn smoke_runs_the_benchmark_when_the_machine_can() {
    let dir = scratch(&smoke_harness(), "smoke");
    let root = dir.path.clone();
    let out = run(
        &root,
        &[
            "new",
            "axpy float32 sizes 256 1024 vs python",
            "--yes",
            "--smoke",
            "--json",
        ],
        None,
        &[],
    );
    let doc = json_of(&out);
    assert_eq!(doc["written"], true, "{doc}");
    assert_eq!(doc["smoke"]["status"], "passed", "{doc}");
    assert!(doc["smoke"]["command"].as_str().unwrap().contains("--dry-run-iters=1"));
    // A harness that fails at run time: the failure and its output's tail are reported.
    patch(
        &root,
        "benchmark.py",
        "def main():",
        "def main():\n    raise SystemExit('boom: the kernel crashed')\n\n\ndef _unused():",
    );
    let out = run(
        &root,
        &["new", "axpy float32 sizes 64 vs python", "--yes", "--smoke", "--json"],
        None,
        &[],
    );
    let doc = json_of(&out);
    assert_eq!(doc["smoke"]["status"], "failed", "{doc}");
    assert!(doc["smoke"]["reason"].as_str().unwrap().contains("boom"), "{doc}");
    assert_eq!(out.code, 1);
}

#[test]
fn smoke_is_skipped_not_faked_where_the_harness_cannot_run() {
    // The example imports torch, which this machine (and CI) does not have.
    let dir = scratch(&example(), "smoke-skip");
    let root = dir.path.clone();
    let out = run(
        &root,
        &["new", "decode bf16 s_kv 1k batch 1 vs fi", "--yes", "--smoke", "--json"],
        None,
        &[],
    );
    let doc = json_of(&out);
    assert_eq!(doc["written"], true);
    assert_eq!(doc["smoke"]["status"], "skipped", "{doc}");
    assert!(!doc["smoke"]["reason"].as_str().unwrap().is_empty());
    // With --dry-run nothing is written, so nothing is run.
    let (doc, _) = new_json(&root, "decode bf16 s_kv 1k batch 1 vs fi", &["--smoke"]);
    assert_eq!(doc["smoke"]["status"], "skipped");
}

#[test]
fn a_dtype_is_spelled_the_way_the_scenarios_code_takes_it() {
    // The scenario looks the name up in its own table (`bf16`, `fp16`, `fp8`): the torch name
    // would be a KeyError there. Was: `dtype: float8_e4m3fn`, rejected by the check.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/idioms/dtype_table/benchmark");
    let (doc, code) = new_json(&root, "rmsnorm fp8 batch 1 hidden_sizes 4096 vs halops", &[]);
    assert_eq!(doc["config"]["dtype"], "fp8", "{doc}");
    // Spelled as the table takes it, and then refused where torch refuses it: `torch.randn` of
    // FP8 (on the CPU, where this fixture makes it) has no kernel (issue 31).
    assert_eq!(code, 1, "{doc}");
    assert!(doc["diagnostics"][0]["message"]
        .as_str()
        .is_some_and(|m| m.contains("\"normal_kernel_cpu\" not implemented for 'Float8_e4m3fn'")));
    let (doc, _) = new_json(&root, "rmsnorm half batch 1 hidden_sizes 4096", &[]);
    assert_eq!(doc["config"]["dtype"], "fp16", "{doc}");
    // Where `getattr(torch, ...)` resolves it, the torch name stays.
    let (doc, _) = new_json(&example(), "prefill dense fp8 batch 1 seq 1k vs fa3", &[]);
    assert_eq!(doc["config"]["dtype"], "float8_e4m3fn", "{doc}");
}

#[test]
fn items_that_are_mappings_are_written_as_mappings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/idioms/mapping_items/benchmark");
    let (doc, code) = new_json(&root, "gemm batch 1 m 128 256 n 4096 k 7168 vs rocblas", &[]);
    assert_eq!(code, 0, "{doc}");
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([{"m": 128, "n": 4096, "k": 7168}, {"m": 256, "n": 4096, "k": 7168}]),
        "{doc}"
    );
}

#[test]
fn schema_modeline_points_the_written_file_at_its_scenario_schema() {
    let dir = scratch(&example(), "modeline");
    let root = dir.path.clone();
    let out = run(
        &root,
        &[
            "new",
            "decode bf16 s_kv 1k batch 1 vs fi",
            "--yes",
            "--name",
            "edited",
            "--schema-modeline",
        ],
        None,
        &[],
    );
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let path = root.join("configs/attention/edited.yaml");
    let text = std::fs::read_to_string(&path).expect("written");
    let first = text.lines().next().unwrap_or_default();
    let rel = first
        .strip_prefix("# yaml-language-server: $schema=")
        .unwrap_or_else(|| panic!("{text}"));
    // The schema is where the line says, relative to the config's folder, and it is the
    // scenario's: its `scenario` is the one constant.
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("configs/attention").join(rel)).expect("schema written"),
    )
    .expect("json");
    assert_eq!(schema["properties"]["scenario"]["const"], "decode_gqa", "{schema}");
    // Every file written is said: the schema too (issue 31: it was written silently).
    assert!(
        out.stderr
            .contains("wrote configs/.schemas/attention/decode_gqa.schema.json"),
        "{}",
        out.stderr
    );
    // The line is a comment: the file still checks.
    let out = run(&root, &["check", path.to_str().unwrap()], None, &[]);
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
}

// --- No silent guess: what the sentence names decides, or it is asked -------------------------

#[test]
fn backends_or_fields_only_one_candidate_has_choose_the_scenario_and_say_so() {
    // `prefill` matches prefill_dense and prefill_chunked; only prefill_dense has `sdpa`.
    let (doc, _) = new_json(
        &example(),
        "prefill bf16, batch 1 4, seq 1k 4k, vs sdpa",
        &["--lang", "en"],
    );
    assert_eq!(doc["scenario"], "prefill_dense", "{doc}");
    assert_eq!(strs(&doc["config"]["backends"]), ["halops", "sdpa"]);
    let notes = strs(&doc["notes"]);
    assert!(
        notes[0].contains("prefill_chunked") && notes[0].contains("`sdpa`"),
        "the choice is said first: {notes:?}"
    );
    // Both have `fa3`: it decides nothing, so the scenario is asked.
    let (doc, code) = new_json(&example(), "prefill bf16 batch 1 vs fa3", &[]);
    assert_eq!((code, question_fields(&doc)), (1, vec!["scenario".to_string()]));
}

#[test]
fn an_unknown_word_where_the_scenario_is_named_asks_the_scenario() {
    let (doc, code) = new_json(
        &example(),
        "add a MLA decode config, bf16, batch 1, s_kv 4k",
        &["--lang", "en"],
    );
    assert_eq!(code, 1);
    assert_eq!(doc["status"], "needs_input");
    assert_eq!(question_fields(&doc), ["scenario"], "the scenario alone, first");
    assert!(strs(&doc["questions"][0]["suggestions"]).contains(&"decode_gqa".to_string()));
    let notes = strs(&doc["notes"]);
    assert!(notes.iter().any(|n| n.starts_with("`MLA`:")), "{notes:?}");
    // Answering it settles it; the word is still said.
    let (doc, _) = new_json(
        &example(),
        "add a MLA decode config, bf16, batch 1, s_kv 4k",
        &["--set", "scenario=decode_gqa", "--set", "backends=[halops, fa2]"],
    );
    assert_eq!(doc["status"], "ok", "{doc}");
    assert!(strs(&doc["notes"]).iter().any(|n| n.starts_with("`MLA`")));
    // With the scenario named whole, a stray name is only said.
    let (doc, _) = new_json(&example(), "decode_gqa MLA bf16 batch 1 s_kv 4k vs fa2", &[]);
    assert_eq!(
        (doc["status"].as_str(), doc["scenario"].as_str()),
        (Some("ok"), Some("decode_gqa"))
    );
    assert!(strs(&doc["notes"]).iter().any(|n| n.starts_with("`MLA`")));
}

#[test]
fn a_module_several_backends_are_built_from_asks_which() {
    for module in ["flashinfer", "FlashInfer"] {
        let (doc, code) = new_json(
            &example(),
            &format!("decode bf16 batch 1 s_kv 4k vs {module}"),
            &["--lang", "en"],
        );
        assert_eq!(code, 1);
        assert_eq!(question_fields(&doc), ["backends"]);
        let q = &doc["questions"][0];
        assert!(
            q["prompt"].as_str().unwrap_or("").contains(&format!("`{module}`")),
            "{q}"
        );
        // Each suggestion is a value of `backends`: halops and one of them, or all of them.
        assert_eq!(
            q["suggestions"],
            serde_json::json!([
                ["halops", "fi"],
                ["halops", "fi(trtllm-gen)"],
                ["halops", "fi_trtllm"],
                ["halops", "fi", "fi(trtllm-gen)", "fi_trtllm"]
            ])
        );
        assert!(
            doc["config"].get("backends").is_none(),
            "nothing chosen for the user: {doc}"
        );
    }
    // Backends as people write them: one registry key, never a shorter key plus a stray word.
    for (said, want) in [
        ("FA4 paged", "fa4_paged"),
        ("fa4-paged", "fa4_paged"),
        ("fi trtllm gen", "fi(trtllm-gen)"),
        ("FA2", "fa2"),
    ] {
        let (doc, _) = new_json(&example(), &format!("decode bf16 batch 1 s_kv 4k vs {said}"), &[]);
        assert_eq!(strs(&doc["config"]["backends"]), ["halops", want], "{said}: {doc}");
        assert!(
            doc["notes"].to_string().find("not a backend").is_none(),
            "{said}: {}",
            doc["notes"]
        );
    }
}

#[test]
fn every_binding_from_the_sentence_is_in_understood() {
    let (doc, _) = new_json(
        &example(),
        "chunked prefill bf16, prefix 0 4096, chunk 512 1024, batch 1 2, 32 q heads 8 kv heads, backends halops fi",
        &[],
    );
    let understood: Vec<(String, String, J)> = doc["understood"]
        .as_array()
        .expect("understood")
        .iter()
        .map(|u| {
            (
                u["field"].as_str().unwrap_or("").to_string(),
                u["words"].as_str().unwrap_or("").to_string(),
                u["value"].clone(),
            )
        })
        .collect();
    let value_of = |f: &str| understood.iter().find(|u| u.0 == f).map(|u| u.2.clone());
    assert_eq!(
        value_of("batch_sizes"),
        Some(serde_json::json!([1, 2])),
        "{understood:?}"
    );
    assert_eq!(value_of("num_q_heads"), Some(serde_json::json!(32)));
    assert_eq!(value_of("prefix_len_list"), Some(serde_json::json!([0, 4096])));
    // The dtype word too, with the value as the config holds it.
    assert_eq!(value_of("dtype"), Some(serde_json::json!("bfloat16")), "{understood:?}");
    assert!(understood.iter().any(|u| u.0 == "dtype" && u.1 == "bf16"));
    assert!(understood.iter().any(|u| u.0 == "num_q_heads" && u.1.contains("32")));
    // And the config holds each where it was bound.
    assert_eq!(doc["config"]["batch_sizes"], serde_json::json!([1, 2]));
    assert_eq!(doc["config"]["num_q_heads"], 32);
}

#[test]
fn a_set_field_the_code_never_reads_is_said_before_any_question() {
    let (doc, code) = new_json(
        &example(),
        "decode bf16 batch 1 s_kv 4k",
        &["--set", "pagesize=32", "--lang", "en"],
    );
    assert_eq!((code, doc["status"].as_str()), (1, Some("needs_input")), "{doc}");
    assert_eq!(
        codes(&doc),
        ["unknown-field"],
        "said now, not only once the questions are answered"
    );
    assert_eq!(doc["diagnostics"][0]["help"], "did you mean `page_size`?");
    let first = strs(&doc["notes"]).first().cloned().unwrap_or_default();
    assert!(first.starts_with("--set pagesize:"), "{first}");
    // A field the code reads is no such thing.
    let (doc, _) = new_json(&example(), "decode bf16 batch 1 s_kv 4k", &["--set", "page_size=32"]);
    assert!(codes(&doc).is_empty(), "{doc}");
}

#[test]
fn only_configs_the_code_accepts_are_learned_from() {
    let dir = scratch(&example(), "learn-good");
    let root = dir.path.clone();
    let dir = root.join("configs/attention");
    // Broken decode configs beside the good ones, as real folders have.
    std::fs::write(
        dir.join("b3_fp8fa2.yaml"),
        "scenario: decode_gqa\ndtype: fp8\nnum_q_heads: 96\nnum_kv_heads: 8\nhead_dim: 128\n\
         batch_sizes: [[1, 16], [1], 16]\ns_kv_list: [1024, 1000]\nbackends: [halops, fa2]\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("b3_fp8fa2_1.yaml"),
        "scenario: decode_gqa\ndtype: fp8\nnum_q_heads: 96\nnum_kv_heads: 8\nhead_dim: 128\n\
         batch_sizes: [3]\ns_kv_list: ['1024', '4k']\nbackends: [halops, fa2]\n",
    )
    .expect("write");
    let (doc, _) = new_json(&root, "decode fp8", &["--lang", "en"]);
    let text = doc.to_string();
    for bad in ["[1,16]", "1000", "\"4k\"", "\"num_q_heads\":96"] {
        assert!(!text.contains(bad), "{bad} learned from a broken config: {text}");
    }
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.starts_with("2 config(s) of `decode_gqa`")),
        "{}",
        doc["notes"]
    );
    let (doc, _) = new_json(
        &root,
        "decode fp8 batch 1 s_kv 4k vs fi",
        &["--set", "mtp_steps_list=[0]"],
    );
    assert!(
        !doc["path"].as_str().unwrap_or("").contains("b3_"),
        "named after a broken config: {doc}"
    );
    // None that passes: the code's defaults, and said.
    for e in std::fs::read_dir(&dir).expect("dir").flatten() {
        let text = std::fs::read_to_string(e.path()).unwrap_or_default();
        if text.contains("decode_gqa") && !e.file_name().to_string_lossy().starts_with("b3_") {
            std::fs::remove_file(e.path()).expect("rm");
        }
    }
    let (doc, _) = new_json(&root, "decode fp8", &["--lang", "en"]);
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.contains("inferred values are the code's defaults")),
        "{}",
        doc["notes"]
    );
}

#[test]
fn the_same_config_twice_is_named_not_written_again() {
    let dir = scratch(&example(), "dup");
    let root = dir.path.clone();
    let args = [
        "new",
        "decode bf16 batch 1 s_kv 4k vs fi",
        "--json",
        "--yes",
        "--lang",
        "en",
    ];
    let first = run(&root, &args, None, &[]);
    let doc = json_of(&first);
    assert_eq!((first.code, &doc["written"]), (0, &J::Bool(true)), "{doc}");
    let path = doc["path"].as_str().expect("path").to_string();
    let again = run(&root, &args, None, &[]);
    let doc = json_of(&again);
    assert_eq!(again.code, 0, "{doc}");
    assert_eq!(doc["written"], false);
    assert_eq!(doc["duplicate_of"], path.as_str());
    assert!(
        strs(&doc["notes"]).iter().any(|n| n.contains(&path)),
        "{}",
        doc["notes"]
    );
    let copies = |root: &Path| {
        std::fs::read_dir(root.join("configs/attention"))
            .expect("dir")
            .flatten()
            .filter(|e| {
                std::fs::read_to_string(e.path())
                    .unwrap_or_default()
                    .contains("s_kv_list: [4096]")
            })
            .count()
    };
    assert_eq!(copies(&root), 1);
    // A config one field away is written, and the near one named.
    let near = run(
        &root,
        &[
            "new",
            "decode bf16 batch 1 s_kv 8k vs fi",
            "--json",
            "--yes",
            "--lang",
            "en",
        ],
        None,
        &[],
    );
    let doc = json_of(&near);
    assert_eq!(doc["written"], true);
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.contains("differs from this config in one field")),
        "{}",
        doc["notes"]
    );
    // --force writes the copy.
    let mut forced = args.to_vec();
    forced.push("--force");
    assert_eq!(json_of(&run(&root, &forced, None, &[]))["written"], true);
    assert_eq!(copies(&root), 2);
}

/// The head geometry is known by the words of the fields' names, not by the example's names: a
/// harness that calls them `query_heads` and `kv_heads` gets them asked, and `gqa 8` fills the
/// query heads from the KV heads.
#[test]
fn head_fields_are_known_by_the_words_of_their_names() {
    let dir = scratch(&example(), "heads");
    let root = dir.path.clone();
    fn rename(p: &Path) {
        for e in std::fs::read_dir(p).expect("dir").flatten() {
            let path = e.path();
            if path.is_dir() {
                rename(&path);
            } else if path.extension().is_some_and(|x| x == "py") {
                let text = std::fs::read_to_string(&path).expect("read");
                let renamed = text
                    .replace("num_q_heads", "query_heads")
                    .replace("num_kv_heads", "kv_heads");
                std::fs::write(&path, renamed).expect("write");
            }
        }
    }
    rename(&root.join("kernel"));
    for e in std::fs::read_dir(root.join("configs/attention"))
        .expect("dir")
        .flatten()
    {
        if e.file_name().to_string_lossy().starts_with("decode") {
            std::fs::remove_file(e.path()).expect("rm");
        }
    }
    // No decode config to learn the geometry from: the code's defaults, marked and said.
    let (doc, _) = new_json(&root, "decode bf16 batch 1 s_kv 4k vs fi", &[]);
    assert_eq!(question_fields(&doc), Vec::<String>::new(), "{doc}");
    for (field, value) in [("query_heads", 64), ("kv_heads", 8), ("head_dim", 128)] {
        assert_eq!(doc["config"][field], value, "{doc}");
        assert!(strs(&doc["inferred"]).contains(&field.to_string()), "{doc}");
        assert!(
            strs(&doc["notes"])
                .iter()
                .any(|n| n.starts_with(&format!("`{field}: {value}`")) && n.contains("decode_gqa.py:")),
            "{doc}"
        );
    }
    let (doc, _) = new_json(
        &root,
        "decode bf16 gqa 8 batch 1 s_kv 4k vs fi",
        &["--set", "kv_heads=4", "--set", "head_dim=128"],
    );
    assert_eq!(doc["config"]["query_heads"], 32, "{doc}");
    assert!(doc["path"].as_str().unwrap_or("").contains("gqa8"), "{doc}");
}

/// The check's diagnostics inside `new` speak the intent's language (`--lang` overrides); the
/// codes do not change.
#[test]
fn diagnostics_of_new_follow_the_intents_language() {
    let intent = "给 decode 加个 FP8 的配置, batch 1, s_kv 1k 对比 fa2";
    let cjk = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    let (zh, _) = new_json(&example(), intent, &[]);
    let (en, _) = new_json(&example(), intent, &["--lang", "en"]);
    assert_eq!(zh["status"], "invalid", "{zh}");
    assert_eq!(codes(&zh), codes(&en));
    let message = |doc: &J| doc["diagnostics"][0]["message"].as_str().unwrap_or("").to_string();
    assert!(cjk(&message(&zh)), "{}", message(&zh));
    assert!(!cjk(&message(&en)), "{}", message(&en));
}

fn vocab(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/vocab/{name}/benchmark"))
}

/// The sentence: `fa2` and which of the flashinfer backends. Whatever route the answer
/// takes — `--set`, lines on a piped stdin, MCP `answers` (tests/mcp.rs), a prompt
/// (tests/conversation.rs) — an answer to "which of them, besides `halops`, `fa2`?" adds to them.
#[test]
fn an_answer_to_which_besides_adds_to_what_the_intent_named() {
    let intent = "B200 上测 decode，GQA 64 个 q 头 8 个 kv 头，bf16，batch 1 到 64，对比 fa2 和 flashinfer";
    let (doc, _) = new_json(&example(), intent, &["--set", "backends=[fi]", "--set", "s_kv_list=1k"]);
    assert_eq!(doc["status"], "ok", "{doc}");
    assert_eq!(doc["config"]["backends"], serde_json::json!(["halops", "fa2", "fi"]));
    // On a harness whose flashinfer wrapper module is not in the checkout, the same.
    let (doc, _) = new_json(
        &vocab("mla-serve"),
        intent,
        &["--set", "backends=fi_trtllm", "--set", "context_lens=8k"],
    );
    assert_eq!(doc["status"], "ok", "{doc}");
    assert_eq!(
        doc["config"]["backends"],
        serde_json::json!(["halops", "fa2", "fi_trtllm"])
    );
    // Lines on a piped stdin (the scripted conversation): s_kv_list, then the backends.
    let dir = scratch(&example(), "besides-stdin");
    let out = run(
        &dir.path,
        &["new", intent, "--name", "piped", "--strip-marks", "--lang", "en"],
        Some("1k\nfi\ny\n"),
        &[("GEN_CONFIG_INTERACTIVE", "1")],
    );
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    let text = std::fs::read_to_string(dir.path.join("configs/attention/piped.yaml")).expect("written");
    assert!(text.contains("backends:\n  - halops\n  - fa2\n  - fi\n"), "{text}");
}

/// An answer for `backends` that leaves out one the sentence named replaces it, and says so;
/// `halops` is put back first unless the sentence left it out in so many words (also said).
#[test]
fn an_answer_that_replaces_a_named_backend_says_so_and_halops_stays_first() {
    let (doc, _) = new_json(
        &example(),
        "decode bf16 batch 1 s_kv 1k vs fa2",
        &["--set", "backends=[fi]", "--lang", "en"],
    );
    assert_eq!(doc["config"]["backends"], serde_json::json!(["halops", "fi"]), "{doc}");
    let notes = strs(&doc["notes"]);
    assert!(
        notes
            .iter()
            .any(|n| n.contains("replaces `fa2`, which the sentence named")),
        "{notes:?}"
    );
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("`halops` is the backend under test: put back first")),
        "{notes:?}"
    );
    // The "(halops first)" question answered without halops.
    let intent = "group masked nvfp4 shapes [16, 256, 4096, 7168]";
    let (doc, _) = new_json(&example(), intent, &["--lang", "en"]);
    let q = doc["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .find(|q| q["field"] == "backends")
        .cloned();
    assert!(
        q.as_ref()
            .is_some_and(|q| q["prompt"].as_str().unwrap_or("").contains("halops first")),
        "{doc}"
    );
    let (doc, code) = new_json(
        &example(),
        intent,
        &["--set", "backends=[cutlass_grouped]", "--lang", "en"],
    );
    assert_eq!(code, 0, "{doc}");
    assert_eq!(
        doc["config"]["backends"],
        serde_json::json!(["halops", "cutlass_grouped"])
    );
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.contains("put back first ([halops, cutlass_grouped])")),
        "{doc}"
    );
    // Halops last in an answer: moved first, and said.
    let (doc, _) = new_json(
        &example(),
        intent,
        &["--set", "backends=cutlass_grouped,halops", "--lang", "en"],
    );
    assert_eq!(
        doc["config"]["backends"],
        serde_json::json!(["halops", "cutlass_grouped"])
    );
    assert!(strs(&doc["notes"]).iter().any(|n| n.contains("moved first")), "{doc}");
    // Left out in words: it stays out, and the note says what that changes.
    let (doc, _) = new_json(
        &example(),
        "group masked nvfp4 shapes [16, 256, 4096, 7168] without halops",
        &["--set", "backends=[cutlass_grouped]", "--lang", "en"],
    );
    assert_eq!(
        doc["config"]["backends"],
        serde_json::json!(["cutlass_grouped"]),
        "{doc}"
    );
    assert!(
        strs(&doc["notes"])
            .iter()
            .any(|n| n.starts_with("`halops` is left out, as the sentence asked")),
        "{doc}"
    );
}

/// Words that name a value, not a field: `per-token quant` is the field whose values include
/// `per_token`; `per-tensor 量化` never becomes a backend; `MoE` is a model family, not a GPU.
#[test]
fn words_that_name_a_value_set_its_field_and_a_model_family_is_no_gpu() {
    // The FP8 decode config the example holds says `per_tensor`: the sentence wins.
    let (doc, _) = new_json(
        &example(),
        "decode fp8 per-token quant batch 1 s_kv 1k vs fi",
        &["--lang", "en"],
    );
    assert_eq!(doc["config"]["cache_quant_type"], "per_token", "{doc}");
    assert!(
        !strs(&doc["inferred"]).contains(&"cache_quant_type".to_string()),
        "{doc}"
    );
    assert!(
        doc["understood"]
            .as_array()
            .expect("understood")
            .iter()
            .any(|u| u["field"] == "cache_quant_type" && u["value"] == "per_token"),
        "{doc}"
    );
    let (doc, _) = new_json(&example(), "decode fp8 batch 1 s_kv 1k 对比 fi，per-tensor 量化", &[]);
    assert_eq!(doc["status"], "ok", "{doc}");
    assert_eq!(doc["config"]["cache_quant_type"], "per_tensor");
    assert!(!doc["notes"].to_string().contains("`per`"), "{}", doc["notes"]);
    let (doc, _) = new_json(
        &example(),
        "B200 上测 MoE grouped contiguous bf16，8 experts max m 4096 n 4096 k 7168，对比 deepgemm",
        &[],
    );
    assert_eq!(doc["config"]["gpu_type"], "b200", "{doc}");
    assert!(
        !doc["notes"].to_string().to_lowercase().contains("`moe`"),
        "{}",
        doc["notes"]
    );
}

/// One value syntax for `--set`, the prompts and MCP: lists as people write them, items without
/// their outer brackets, the driver as the intent names it; and the needs-input hint shows what
/// to type, while JSON's suggestions for a list field are values of that field.
#[test]
fn one_value_syntax_for_set_prompts_and_mcp() {
    for set in ["s_kv_list=1k,4k", "s_kv_list=1k 4k", "s_kv_list=[1024, 4096]"] {
        let (doc, _) = new_json(&example(), "decode bf16 batch 1 vs fi", &["--set", set]);
        assert_eq!(
            doc["config"]["s_kv_list"],
            serde_json::json!([1024, 4096]),
            "{set}: {doc}"
        );
        assert_eq!(doc["status"], "ok", "{set}: {doc}");
    }
    let (doc, _) = new_json(
        &example(),
        "group masked nvfp4 vs cutlass grouped",
        &["--set", "shapes=[16,256,4096,7168], [32,512,7168,4096]"],
    );
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([[16, 256, 4096, 7168], [32, 512, 7168, 4096]]),
        "{doc}"
    );
    let (doc, _) = new_json(
        &example(),
        "dense batch 1 vs cutlass",
        &["--set", "shapes=64x7168x2048,4096x2048x7168", "--set", "mode=NVFP4"],
    );
    assert_eq!(
        doc["config"]["shapes"],
        serde_json::json!([[64, 7168, 2048], [4096, 2048, 7168]]),
        "{doc}"
    );
    assert_eq!(doc["config"]["mode"], "w4a4-nvfp4", "{doc}");
    // Suggestions of a list field are values of it, on every harness.
    for (root, intent) in [
        (example(), "给 decode 加个 FP8 的配置"),
        (vocab("gemm-lab"), "tuned bf16"),
        (vocab("ffn-moe"), "expert ffn bf16 8 experts"),
    ] {
        let (doc, _) = new_json(&root, intent, &[]);
        for q in doc["questions"].as_array().expect("questions") {
            let list =
                q["field"] == "backends" || q["suggestions"].as_array().is_some_and(|s| s.iter().any(J::is_array));
            if list {
                assert!(
                    q["suggestions"].as_array().is_some_and(|s| s.iter().all(J::is_array)),
                    "{intent}: {q}"
                );
            }
        }
    }
    // Without --json, each question shows the --set argument to type.
    let out = run(
        &example(),
        &["new", "decode bf16 batch 1 vs fi", "--dry-run", "--lang", "en"],
        None,
        &[],
    );
    assert!(
        out.stdout.contains("e.g. --set 's_kv_list=[1024, 4096, 16384]'"),
        "{}",
        out.stdout
    );
    let out = run(
        &example(),
        &["new", "decode fp8 batch 1 s_kv 1k", "--dry-run", "--lang", "en"],
        None,
        &[],
    );
    assert!(out.stdout.contains("e.g. --set 'backends=["), "{}", out.stdout);
    assert!(!out.stdout.contains("[e.g. \""), "{}", out.stdout);
}

/// `--yes` with no marks flag follows the folder's configs, as `--help` says: none there, none
/// here; marks there, marks here.
#[test]
fn yes_without_a_marks_flag_follows_the_folders_configs() {
    let dir = scratch(&example(), "yes-marks");
    let out = run(
        &dir.path,
        &["new", "decode bf16 batch 1 s_kv 1k vs fi", "--yes", "--name", "plain"],
        None,
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = std::fs::read_to_string(dir.path.join("configs/attention/plain.yaml")).expect("written");
    assert!(!text.contains("# inferred"), "{text}");
    let dir = scratch(&vocab("gemm-lab"), "yes-marked");
    let out = run(
        &dir.path,
        &[
            "new",
            "tuned bf16 mnk 256x4096x4096 vs triton",
            "--yes",
            "--name",
            "marked",
        ],
        None,
        &[],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = std::fs::read_to_string(dir.path.join("configs/gemm/marked.yaml")).expect("written");
    assert!(
        text.contains("tiles:  # inferred"),
        "the folder's configs carry marks: {text}"
    );
    // And --strip-marks / --keep-marks still decide when given.
    let (doc, _) = new_json(&example(), "decode bf16 batch 1 s_kv 1k vs fi", &["--keep-marks"]);
    assert!(doc["yaml"].as_str().unwrap_or("").contains("# inferred"), "{doc}");
}

/// Head geometry the sentence did not give comes from the scenario's configs, else from the
/// code's default, said at confirmation; a value one config holds that the code's default
/// differs from is said too (it changes what is measured).
#[test]
fn geometry_and_values_learned_from_a_sibling_are_said() {
    let (doc, _) = new_json(
        &vocab("mla-serve"),
        "mla decode bf16 128 heads kv 1k batch 1 vs flashmla",
        &["--lang", "en"],
    );
    assert_eq!(doc["status"], "ok", "{doc}");
    let notes = strs(&doc["notes"]);
    assert!(
        notes
            .iter()
            .any(|n| n.starts_with("`qk_rope_head_dim: 64` is inferred from the existing mla_decode configs")),
        "{notes:?}"
    );
    assert!(
        notes.iter().any(|n| n
            .starts_with("`qk_nope_head_dim: 128` is the code's default (kernel/attention/scenarios/mla_decode.py:")),
        "{notes:?}"
    );
    assert!(question_fields(&doc).is_empty());
    let (doc, _) = new_json(
        &vocab("mla-serve"),
        "encoder prefill fp16 16 heads seq 128 batch 8 vs fa2",
        &["--lang", "en"],
    );
    assert_eq!(doc["config"]["causal"], false, "{doc}");
    assert!(
        strs(&doc["notes"]).iter().any(|n| n
            == "`causal: false` comes from configs/attention/bert_encoder.yaml, while the code's default is `true`: it changes what is measured"),
        "{doc}"
    );
}
