//! `gen-config schema`: what the harness's code says each scenario's config may and must hold,
//! every fact with the `file:line` it comes from — and the answer follows the code when it changes.

mod common;

use common::*;
use serde_json::Value as J;

const DECODE: &str = "kernel/attention/scenarios/decode_gqa.py";
const METRICS: &str = "core/metrics.py";

/// `schema --json` of the example, run once for all the tests that read facts from it.
fn example_schema() -> &'static J {
    static DOC: std::sync::OnceLock<J> = std::sync::OnceLock::new();
    DOC.get_or_init(|| {
        let r = run(&example_root(), &["schema", "--json"]);
        r.assert_code(0);
        r.json()
    })
}

/// `file:line` of the line of the example holding `needle`.
fn at_line(rel: &str, needle: &str) -> String {
    format!("{rel}:{}", line_of(&example_root(), rel, needle))
}

// ---- what the user sees ---------------------------------------------------------------------

#[test]
fn schema_of_the_example_harness_matches_the_snapshot() {
    let r = run(&example_root(), &["schema"]);
    r.assert_code(0);
    assert!(r.stderr.is_empty(), "nothing on stderr: {}", r.stderr);
    assert_snapshot("schema_example.txt", &r.stdout);
}

#[test]
fn schema_json_of_the_example_harness_matches_the_snapshot() {
    let r = run(&example_root(), &["schema", "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let pretty = serde_json::to_string_pretty(&doc).expect("json") + "\n";
    assert_snapshot("schema_example.json", &filter_path(&pretty, &example_root(), "<root>"));
}

#[test]
fn schema_of_one_scenario_is_that_scenario_only() {
    let doc = run(&example_root(), &["schema", "attention/decode_gqa", "--json"]).json();
    assert_eq!(names(&doc["ops"]), ["attention"]);
    assert_eq!(names(&doc["ops"][0]["scenarios"]), ["decode_gqa"]);
    let human = run(&example_root(), &["schema", "gemm"]);
    human.assert_code(0);
    assert!(human.stdout.contains("scenario gemm/dense"));
    assert!(!human.stdout.contains("attention/"), "{}", human.stdout);
}

#[test]
fn json_root_is_the_absolute_benchmark_root() {
    let doc = example_schema();
    let root = doc["root"].as_str().expect("root");
    assert!(std::path::Path::new(root).is_absolute(), "{root}");
    assert_eq!(
        std::fs::canonicalize(root).ok(),
        std::fs::canonicalize(example_root()).ok()
    );
}

// ---- facts, each with the line that decides it ---------------------------------------------

#[test]
fn ops_come_from_op_registry_and_scenarios_from_their_scenarios_dict() {
    let doc = example_schema();
    assert_eq!(names(&doc["ops"]), ["attention", "gemm"]);
    assert_eq!(
        src(&doc["ops"][0]["source"]),
        at_line("benchmark.py", "\"attention\": \"kernel")
    );
    assert_eq!(
        names(&doc["ops"][0]["scenarios"]),
        ["decode_gqa", "prefill_dense", "prefill_chunked"]
    );
    // gemm's SCENARIOS is a dict comprehension over importlib.import_module.
    assert_eq!(
        names(&doc["ops"][1]["scenarios"]),
        ["dense", "grouped_contiguous", "group_masked"]
    );
    let decode = scenario(doc, "attention", "decode_gqa");
    assert_eq!(
        src(&decode["source"]),
        at_line(DECODE, "def run_scenario(cfg, gpu_spec)")
    );
}

#[test]
fn decode_gqa_num_q_heads_defaults_to_64_from_decode_gqa_py() {
    let doc = example_schema();
    let f = field(scenario(doc, "attention", "decode_gqa"), "num_q_heads");
    assert_eq!(f["required"], false);
    assert_eq!(f["default"], 64);
    assert_eq!(f["sweep"], false);
    assert_eq!(
        src(&f["source"]),
        at_line(DECODE, "num_q_heads = cfg.get(\"num_q_heads\", 64)")
    );
}

#[test]
fn decode_gqa_s_kv_list_is_required_and_swept() {
    let doc = example_schema();
    let f = field(scenario(doc, "attention", "decode_gqa"), "s_kv_list");
    assert_eq!(f["required"], true);
    assert_eq!(f["default"], J::Null);
    assert_eq!(f["sweep"], true);
    assert_eq!(src(&f["source"]), at_line(DECODE, "s_kv_list = cfg[\"s_kv_list\"]"));
    let mtp = field(scenario(doc, "attention", "decode_gqa"), "mtp_steps_list");
    assert_eq!(
        (mtp["required"].clone(), mtp["default"].clone(), mtp["sweep"].clone()),
        (J::Bool(false), serde_json::json!([0]), J::Bool(true))
    );
}

#[test]
fn batch_sizes_is_an_entry_layer_field_read_in_benchmark_py() {
    let doc = example_schema();
    let line = at_line("benchmark.py", "batch_sizes = cfg.get(\"batch_sizes\")");
    for (op, name) in [("attention", "decode_gqa"), ("gemm", "dense"), ("gemm", "group_masked")] {
        let sc = scenario(doc, op, name);
        let f = field(sc, "batch_sizes");
        assert_eq!(f["required"], false, "{name}");
        assert_eq!(f["sweep"], true, "{name}");
        assert_eq!(src(&f["source"]), line, "{name}");
        let gpu = field(sc, "gpu_type");
        assert_eq!(gpu["default"], "b200", "{name}: DEFAULT_GPU from core/metrics.py");
        assert_eq!(src(&gpu["source"]), at_line("benchmark.py", "gpu_type = cfg.get("));
    }
}

#[test]
fn keys_the_entry_layer_injects_are_not_config_fields() {
    let doc = example_schema();
    for op in doc["ops"].as_array().expect("ops") {
        for sc in op["scenarios"].as_array().expect("scenarios") {
            // Set from the command line by `_run_scenarios`, never from the config.
            for injected in ["dry_run_iters", "repeat_iters", "backend_filter"] {
                assert!(!has_field(sc, injected), "{}: `{injected}` is injected", sc["name"]);
            }
            // `batch_size` is injected from `batch_sizes`; the scenario's own `cfg["batch_size"]`
            // must not make it a required field. Only the entry layer's fallback read remains.
            if has_field(sc, "batch_size") {
                let f = field(sc, "batch_size");
                assert_eq!(f["required"], false, "{}", sc["name"]);
                assert_eq!(f["source"]["file"], "benchmark.py", "{}", sc["name"]);
            }
        }
    }
}

#[test]
fn fa2_rejects_float8_e4m3fn_at_its_raise_line() {
    let doc = example_schema();
    let decode = scenario(doc, "attention", "decode_gqa");
    let raise = at_line(DECODE, "raise NotImplementedError(\"fa2 has no FP8 KV-cache decode\")");
    let fa2 = backend(decode, "fa2");
    assert!(
        unsupported(fa2).contains(&("float8_e4m3fn".to_string(), raise.clone())),
        "{:?}",
        unsupported(fa2)
    );
    assert!(!unsupported(fa2).iter().any(|(v, _)| v == "bfloat16"));
    // The decode-only aliases are judged too: `fp8` resolves to float8_e4m3fn there.
    assert!(unsupported(fa2).iter().any(|(v, _)| v == "fp8"));
    for ok in ["halops", "fi", "fi(trtllm-gen)", "fi_trtllm", "golden"] {
        assert!(
            !unsupported(backend(decode, ok))
                .iter()
                .any(|(v, _)| v == "float8_e4m3fn"),
            "{ok} takes FP8"
        );
    }
    let cudnn = unsupported(backend(decode, "cudnn"));
    let cudnn_raise = at_line(DECODE, "cudnn SDPA decode path is FP16/BF16 only");
    assert!(cudnn.contains(&("float8_e4m3fn".to_string(), cudnn_raise)), "{cudnn:?}");
}

#[test]
fn backends_are_the_scenarios_own_registry_with_their_lines() {
    let doc = example_schema();
    let decode = scenario(doc, "attention", "decode_gqa");
    assert_eq!(
        names(&decode["backends"]),
        [
            "halops",
            "fa2",
            "fa4",
            "fa4_paged",
            "cudnn",
            "fi",
            "fi(trtllm-gen)",
            "fi_trtllm",
            "golden"
        ]
    );
    assert_eq!(
        src(&backend(decode, "fa2")["source"]),
        at_line(DECODE, "\"fa2\": (adapt_fa2, run_fa2)")
    );
    // A registry filled under try/except ImportError lists every name.
    let dense = scenario(doc, "gemm", "dense");
    let mut got = names(&dense["backends"]);
    got.sort();
    assert_eq!(got, ["cublas", "cutlass", "deepgemm", "golden", "halops", "torch"]);
    // Backends are per scenario, never carried across.
    let masked = scenario(doc, "gemm", "group_masked");
    assert!(!names(&masked["backends"]).contains(&"cublas".to_string()));
    // Mode-driven scenarios list modes, not dtypes.
    let cublas = unsupported(backend(dense, "cublas"));
    assert_eq!(cublas.iter().map(|u| u.0.as_str()).collect::<Vec<_>>(), ["w4a4-nvfp4"]);
}

#[test]
fn attention_scenarios_reorder_backends_and_gemm_scenarios_do_not() {
    let doc = example_schema();
    for name in ["decode_gqa", "prefill_dense", "prefill_chunked"] {
        assert_eq!(scenario(doc, "attention", name)["reorders_backends"], true, "{name}");
    }
    for name in ["dense", "grouped_contiguous", "group_masked"] {
        assert_eq!(scenario(doc, "gemm", name)["reorders_backends"], false, "{name}");
    }
}

#[test]
fn constraints_are_the_asserts_and_raises_on_the_way_with_their_lines() {
    let doc = example_schema();
    let decode = scenario(doc, "attention", "decode_gqa");
    let c = constraint(decode, "num_q_heads % num_kv_heads == 0");
    assert_eq!(
        src(&c["source"]),
        at_line(DECODE, "assert num_q_heads % num_kv_heads == 0")
    );
    let c = constraint(decode, "(1 + mtp) * q_per_kv <= MAX_ROWS_PER_CTA");
    assert_eq!(
        src(&c["source"]),
        at_line(DECODE, "assert (1 + mtp) * q_per_kv <= MAX_ROWS_PER_CTA")
    );
    // Constraints found in helpers of other modules carry that module's line.
    let dense = scenario(doc, "gemm", "dense");
    let c = constraint(dense, "n % 2 == 0");
    assert_eq!(src(&c["source"]), at_line("kernel/gemm/quant.py", "assert n % 2 == 0"));
    // The run-time-only one of the seed: grouped contiguous's `per_expert <= 0` raise.
    let grouped = scenario(doc, "gemm", "grouped_contiguous");
    let c = constraint(grouped, "per_expert <= 0");
    assert_eq!(
        src(&c["source"]),
        at_line(
            "kernel/gemm/scenarios/grouped_contiguous.py",
            "raise ValueError(f\"per_expert<=0"
        )
    );
    // An adapter's refusal is a backend verdict, not a scenario constraint.
    assert!(!decode["constraints"].to_string().contains("itemsize"));
}

#[test]
fn prefill_dense_has_no_shape_constraint() {
    // The seed: "If build_inputs has no assert (e.g. prefill_dense), the scenario has no static
    // shape constraint". Its only raises are about backend names.
    let doc = example_schema();
    let sc = scenario(doc, "attention", "prefill_dense");
    for c in sc["constraints"].as_array().expect("constraints") {
        let text = c["text"].as_str().unwrap_or("");
        assert!(text.contains("registry"), "unexpected constraint {text}");
    }
}

#[test]
fn gpus_come_from_gpu_specs_and_only_b200_has_fp4() {
    let doc = example_schema();
    assert_eq!(names(&doc["gpus"]), ["b200", "h100", "h20"]);
    assert_eq!(gpu(doc, "b200")["fp4"], true);
    assert_eq!(gpu(doc, "h100")["fp4"], false);
    assert_eq!(gpu(doc, "h20")["fp4"], false);
    assert_eq!(src(&gpu(doc, "h100")["source"]), at_line(METRICS, "\"h100\": {"));
}

// ---- the code changed: so does the answer --------------------------------------------------

#[test]
fn a_backend_added_to_a_registry_appears() {
    let h = Harness::example("schema-new-backend");
    h.patch(
        DECODE,
        "        \"golden\": (adapt_golden, run_golden),\n",
        "        \"golden\": (adapt_golden, run_golden),\n        \"my_kernel\": (adapt_fa2, run_golden),\n",
    );
    let doc = h.run(&["schema", "attention/decode_gqa", "--json"]).json();
    let sc = scenario(&doc, "attention", "decode_gqa");
    let b = backend(sc, "my_kernel");
    assert_eq!(
        src(&b["source"]),
        format!("{DECODE}:{}", line_of(&h.root, DECODE, "\"my_kernel\""))
    );
    // It reuses fa2's adapter, so it inherits fa2's refusal of FP8.
    assert!(unsupported(b).iter().any(|(v, _)| v == "float8_e4m3fn"));
}

#[test]
fn a_changed_default_is_the_new_default() {
    let h = Harness::example("schema-new-default");
    h.patch_all(DECODE, "get(\"page_size\", 64)", "get(\"page_size\", 32)");
    h.patch(
        "kernel/gemm/scenarios/grouped_contiguous.py",
        "cfg.get(\"align_m\", 128)",
        "cfg.get(\"align_m\", 256)",
    );
    let doc = h.run(&["schema", "--json"]).json();
    assert_eq!(
        field(scenario(&doc, "attention", "decode_gqa"), "page_size")["default"],
        32
    );
    assert_eq!(
        field(scenario(&doc, "gemm", "grouped_contiguous"), "align_m")["default"],
        256
    );
}

#[test]
fn a_changed_limit_changes_the_constraint_verdict() {
    // MAX_ROWS_PER_CTA lives in kernel/attention/common.py; the tool reads it, never assumes 64.
    let h = Harness::example("schema-new-limit");
    let cfg = h.write(
        "configs/attention/wide_mtp.yaml",
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nmtp_steps_list: [15]\nbackends: [halops]\n",
    );
    let cfg = cfg.to_string_lossy().into_owned();
    let before = h.run(&["check", &cfg, "--json"]);
    before.assert_code(1);
    assert_eq!(diag(only_file(&before.json()), "constraint")["field"], "mtp_steps_list");
    h.patch(
        "kernel/attention/common.py",
        "MAX_ROWS_PER_CTA = 64",
        "MAX_ROWS_PER_CTA = 128",
    );
    h.run(&["check", &cfg, "--json"]).assert_code(0);
}

#[test]
fn a_new_scenario_file_once_registered_appears() {
    let h = Harness::example("schema-new-scenario");
    h.write(
        "kernel/attention/scenarios/decode_mla.py",
        "\"\"\"MLA decode.\"\"\"\n\nLATENT = 512\n\n\ndef _get_backends():\n    return {\"halops\": None, \"flashmla\": None}\n\n\ndef run_scenario(cfg, gpu_spec):\n    latent = cfg.get(\"kv_lora_rank\", LATENT)\n    assert latent % 64 == 0, \"kv_lora_rank must be a multiple of 64\"\n    return [(s, latent) for s in cfg[\"s_kv_list\"]]\n",
    );
    let before = h.run(&["schema", "--json"]).json();
    assert!(!has_scenario(&before, "attention", "decode_mla"), "not registered yet");
    h.patch(
        "kernel/attention/scenarios/__init__.py",
        "from . import decode_gqa, prefill_chunked, prefill_dense",
        "from . import decode_gqa, decode_mla, prefill_chunked, prefill_dense",
    );
    h.patch(
        "kernel/attention/scenarios/__init__.py",
        "    \"prefill_chunked\": prefill_chunked.run_scenario,\n",
        "    \"prefill_chunked\": prefill_chunked.run_scenario,\n    \"decode_mla\": decode_mla.run_scenario,\n",
    );
    // gemm builds SCENARIOS from a tuple of module names: extend the tuple.
    h.write(
        "kernel/gemm/scenarios/batched.py",
        "def _get_backends():\n    return {\"halops\": None}\n\n\ndef run_scenario(cfg, gpu_spec):\n    return [b for b in cfg[\"batch_counts\"]]\n",
    );
    h.patch(
        "kernel/gemm/scenarios/__init__.py",
        "\"group_masked\")",
        "\"group_masked\", \"batched\")",
    );
    let doc = h.run(&["schema", "--json"]).json();
    let mla = scenario(&doc, "attention", "decode_mla");
    let rank = field(mla, "kv_lora_rank");
    assert_eq!(rank["default"], 512);
    assert_eq!(src(&rank["source"]), "kernel/attention/scenarios/decode_mla.py:11");
    assert_eq!(field(mla, "s_kv_list")["sweep"], true);
    assert_eq!(names(&mla["backends"]), ["halops", "flashmla"]);
    assert_eq!(
        src(&constraint(mla, "latent % 64 == 0")["source"]),
        "kernel/attention/scenarios/decode_mla.py:12"
    );
    let batched = scenario(&doc, "gemm", "batched");
    assert_eq!(field(batched, "batch_counts")["required"], true);
}

#[test]
fn a_gpu_removed_from_gpu_specs_is_gone_and_unknown_to_check() {
    let h = Harness::example("schema-no-h20");
    h.patch(
        METRICS,
        "    \"h20\": {\n        \"fp16_tflops\": 148.0,\n        \"fp8_tflops\": 296.0,\n        \"hbm_tbps\": 4.0,\n    },\n",
        "",
    );
    let doc = h.run(&["schema", "--json"]).json();
    assert_eq!(names(&doc["gpus"]), ["b200", "h100"]);
    let cfg = h.write(
        "configs/gemm/on_h20.yaml",
        "scenario: dense\nmode: bf16\nbatch_sizes: [1]\nshapes: [[128, 256, 512]]\ngpu_type: h20\n",
    );
    let r = h.run(&["check", &cfg.to_string_lossy(), "--json"]);
    r.assert_code(1);
    assert_eq!(diag(only_file(&r.json()), "unknown-gpu")["field"], "gpu_type");
}

#[test]
fn a_gpu_given_an_fp4_peak_is_an_fp4_gpu() {
    let h = Harness::example("schema-h100-fp4");
    h.patch(
        METRICS,
        "\"fp8_tflops\": 1979.0,",
        "\"fp8_tflops\": 1979.0,\n        \"fp4_tflops\": 3958.0,",
    );
    let doc = h.run(&["schema", "--json"]).json();
    assert_eq!(gpu(&doc, "h100")["fp4"], true);
}

// ---- bad input: one line, exit 2, never a crash --------------------------------------------

#[test]
fn a_missing_root_is_exit_2_with_one_line_naming_it() {
    let missing = std::env::temp_dir().join("gen-config-test-no-such-root-5a1f");
    let r = run(&missing, &["schema"]);
    r.assert_code(2);
    assert!(r.stdout.is_empty());
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains(&*missing.to_string_lossy()), "{}", r.stderr);
    // With --json the error is still the one JSON document on stdout.
    let j = run(&missing, &["schema", "--json"]);
    j.assert_code(2);
    assert!(j.json()["error"]
        .as_str()
        .is_some_and(|e| e.contains("gen-config-test-no-such-root")));
}

#[test]
fn a_benchmark_py_without_op_registry_is_not_a_harness() {
    let dir = TempDir::new("schema-no-registry");
    dir.write("benchmark/benchmark.py", "def main():\n    pass\n");
    let r = run(&dir.join("benchmark"), &["schema"]);
    r.assert_code(2);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("OP_REGISTRY"), "{}", r.stderr);
    let none = TempDir::new("schema-no-benchmark-py");
    let r = run(&none.path, &["schema"]);
    r.assert_code(2);
    assert!(r.stderr.contains("benchmark.py"), "{}", r.stderr);
}

#[test]
fn the_root_is_found_from_the_working_directory() {
    // `./benchmark` holding benchmark.py …
    let parent = example_root().parent().expect("parent").to_path_buf();
    let r = run_in(&parent, &["schema", "gemm/dense", "--json"]);
    r.assert_code(0);
    assert_eq!(names(&r.json()["ops"]), ["gemm"]);
    // … else the nearest folder upward whose benchmark.py defines OP_REGISTRY.
    let deep = example_root().join("kernel/gemm/scenarios");
    let r = run_in(&deep, &["schema", "attention", "--json"]);
    r.assert_code(0);
    assert_eq!(names(&r.json()["ops"]), ["attention"]);
    // Nowhere: exit 2.
    let lost = TempDir::new("schema-lost");
    run_in(&lost.path, &["schema"]).assert_code(2);
}

#[test]
fn an_unknown_op_or_scenario_is_exit_2() {
    let r = run(&example_root(), &["schema", "attn"]);
    r.assert_code(2);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("`attn`") && r.stderr.contains("attention"),
        "{}",
        r.stderr
    );
    let r = run(&example_root(), &["schema", "gemm/grouped_contig"]);
    r.assert_code(2);
    assert!(r.stderr.contains("grouped_contiguous"), "did you mean: {}", r.stderr);
    let r = run(&example_root(), &["schema", "nope", "--json"]);
    r.assert_code(2);
    assert!(r.json()["error"].is_string());
}

#[test]
fn a_scenario_file_with_a_syntax_error_is_unreadable_and_the_others_still_work() {
    let h = Harness::example("schema-syntax-error");
    h.patch(
        "kernel/gemm/scenarios/dense.py",
        "def adapt_cutlass(ops, mode):",
        "def adapt_cutlass(ops, mode)",
    );
    let r = h.run(&["schema", "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let dense = scenario(&doc, "gemm", "dense");
    let u = &dense["unreadable"];
    assert_eq!(u["file"], "kernel/gemm/scenarios/dense.py");
    assert_eq!(
        u["line"],
        line_of(
            &h.root,
            "kernel/gemm/scenarios/dense.py",
            "def adapt_cutlass(ops, mode)"
        )
    );
    assert!(u["column"].as_u64().is_some_and(|c| c > 1), "{u}");
    assert!(u["message"].as_str().is_some_and(|m| !m.is_empty()));
    // The other scenarios, in the same op and the other, are read as before.
    for (op, name) in [
        ("gemm", "grouped_contiguous"),
        ("gemm", "group_masked"),
        ("attention", "decode_gqa"),
    ] {
        let sc = scenario(&doc, op, name);
        assert!(sc["unreadable"].is_null(), "{name}");
        assert!(
            has_field(sc, "batch_sizes") && !sc["backends"].as_array().expect("b").is_empty(),
            "{name}"
        );
    }
    let human = h.run(&["schema", "gemm"]);
    let line = line_of(
        &h.root,
        "kernel/gemm/scenarios/dense.py",
        "def adapt_cutlass(ops, mode)",
    );
    assert!(
        human
            .stdout
            .contains(&format!("unreadable: kernel/gemm/scenarios/dense.py:{line}:")),
        "{}",
        human.stdout
    );
}

#[test]
fn a_syntax_error_in_a_shared_helper_costs_only_the_scenarios_that_use_it() {
    let h = Harness::example("schema-helper-syntax-error");
    h.patch("kernel/gemm/quant.py", "def check_mode(mode):", "def check_mode(mode)");
    let doc = h.run(&["schema", "--json"]).json();
    for name in ["dense", "grouped_contiguous", "group_masked"] {
        assert_eq!(
            scenario(&doc, "gemm", name)["unreadable"]["file"],
            "kernel/gemm/quant.py",
            "{name}"
        );
    }
    for name in ["decode_gqa", "prefill_dense", "prefill_chunked"] {
        assert!(scenario(&doc, "attention", name)["unreadable"].is_null(), "{name}");
    }
}

#[test]
fn regression_a_syntax_error_in_an_ops_scenarios_package_names_its_file_line_and_column() {
    // Was: "importing `kernel.gemm.scenarios` raises NameError: name '' is not defined" — what
    // the parser's recovered tree happened to raise — with benchmark.py as the source.
    let h = Harness::example("schema-op-syntax-error");
    h.patch(
        "kernel/gemm/scenarios/__init__.py",
        "SCENARIOS = {n: importlib",
        "SCENARIOS = {n:: importlib",
    );
    let r = h.run(&["schema", "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let gemm = &doc["ops"][1];
    assert_eq!(gemm["name"], "gemm");
    let err = gemm["error"].as_str().expect("the op has an error");
    assert!(err.contains("kernel/gemm/scenarios/__init__.py:5:"), "{err}");
    assert!(err.contains("syntax error"), "{err}");
    assert!(!err.contains("NameError"), "{err}");
    assert!(
        has_scenario(&doc, "attention", "decode_gqa"),
        "the other op still works"
    );
    let cfg = h.root.join("configs/gemm/dense_bf16.yaml");
    let c = h.run(&["check", &cfg.to_string_lossy(), "--json"]);
    c.assert_code(1);
    let report = c.json();
    let d = diag(only_file(&report), "python");
    assert_eq!(src(&d["source"]), "kernel/gemm/scenarios/__init__.py:5");
}

/// One interpreter reads several scenarios, in whatever order the threads take them: what one
/// scenario's code imported must never show up under another. Each op's scenarios read alone
/// (`schema OP`) say the same as in the whole schema, run after run.
#[test]
fn each_scenario_lists_only_the_unseen_imports_of_its_own_code_whatever_ran_first() {
    for root in [
        example_root(),
        fixture("unseen/attn-gemm/benchmark"),
        fixture("unseen/moe-norm/benchmark"),
    ] {
        let unresolved = |doc: &J, op: &str| -> Vec<(String, J)> {
            doc["ops"]
                .as_array()
                .expect("ops")
                .iter()
                .filter(|o| o["name"] == op)
                .flat_map(|o| o["scenarios"].as_array().cloned().unwrap_or_default())
                .map(|s| {
                    (
                        s["name"].as_str().unwrap_or("").to_string(),
                        s["unresolved_imports"].clone(),
                    )
                })
                .collect()
        };
        let whole = run(&root, &["schema", "--json"]).json();
        let ops: Vec<String> = whole["ops"]
            .as_array()
            .expect("ops")
            .iter()
            .map(|o| o["name"].as_str().unwrap_or("").to_string())
            .collect();
        for op in &ops {
            let alone = unresolved(&run(&root, &["schema", op, "--json"]).json(), op);
            assert!(!alone.is_empty(), "{op}");
            for _ in 0..4 {
                let again = unresolved(&run(&root, &["schema", "--json"]).json(), op);
                assert_eq!(again, alone, "{}: {op}", root.display());
            }
        }
    }
}

// ---- one truth: the human output and the JSON carry the same facts ---------------------------

/// Every fixture harness: the example, the smoke harness, the two written from the seed, the idiom
/// fixtures and the three written in other vocabularies for `new`.
fn fixture_roots() -> Vec<std::path::PathBuf> {
    let mut roots = vec![example_root(), fixture("smoke-harness/benchmark")];
    for group in ["unseen", "idioms", "vocab"] {
        let mut more: Vec<_> = std::fs::read_dir(fixture(group))
            .expect("fixtures")
            .filter_map(|e| e.ok().map(|e| e.path().join("benchmark")))
            .filter(|p| p.join("benchmark.py").is_file())
            .collect();
        more.sort();
        roots.extend(more);
    }
    roots
}

/// The facts of `schema --json`, one line each.
fn json_facts(doc: &J) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    let s = |v: &J| v.as_str().unwrap_or_default().to_string();
    for p in doc["problems"].as_array().into_iter().flatten() {
        out.insert(format!("problem {}", s(p)));
    }
    // What a table is built from that the tool does not model, and where.
    let incomplete = |i: &J| {
        let at = if i["source"].is_null() {
            String::new()
        } else {
            format!(" ({})", src(&i["source"]))
        };
        format!("{}{at}", s(&i["what"]))
    };
    if doc["complete"] == J::Bool(false) {
        out.insert(format!("incomplete-ops {}", incomplete(&doc["incomplete"])));
    }
    for op in doc["ops"].as_array().into_iter().flatten() {
        let o = s(&op["name"]);
        out.insert(format!("op {o} {}", src(&op["source"])));
        if op["complete"] == J::Bool(false) {
            out.insert(format!("incomplete-scenarios {o} {}", incomplete(&op["incomplete"])));
        }
        if !op["error"].is_null() {
            out.insert(format!("op-error {o} {}", s(&op["error"])));
        }
        for sc in op["scenarios"].as_array().into_iter().flatten() {
            let n = format!("{o}/{}", s(&sc["name"]));
            let at = if sc["source"].is_null() {
                String::new()
            } else {
                src(&sc["source"])
            };
            out.insert(format!("scenario {n} {at}"));
            let u = &sc["unreadable"];
            if !u.is_null() {
                out.insert(format!(
                    "unreadable {n} {}:{}:{}: {}",
                    s(&u["file"]),
                    u["line"],
                    u["column"],
                    s(&u["message"])
                ));
            }
            if !sc["driver"].is_null() {
                out.insert(format!("driver {n} {}", s(&sc["driver"])));
            }
            let takes: Vec<String> = sc["takes"].as_array().into_iter().flatten().map(s).collect();
            if !takes.is_empty() {
                out.insert(format!("takes {n} {}", takes.join(", ")));
            }
            for f in sc["fields"].as_array().into_iter().flatten() {
                let name = s(&f["name"]);
                out.insert(format!(
                    "field {n} {name} required={} default={} sweep={} {}",
                    f["required"],
                    f["default"],
                    f["sweep"],
                    src(&f["source"])
                ));
                if f["values"].as_array().is_some_and(|v| !v.is_empty()) {
                    out.insert(format!("values {n} {name} {}", f["values"]));
                }
                if f["parts"].as_array().is_some_and(|v| !v.is_empty()) {
                    out.insert(format!("parts {n} {name} keyed={} {}", f["keyed"], f["parts"]));
                }
            }
            if sc["backends_complete"] == J::Bool(false) {
                out.insert(format!(
                    "incomplete-backends {n} {}",
                    incomplete(&sc["backends_incomplete"])
                ));
            }
            let backends = sc["backends"].as_array().cloned().unwrap_or_default();
            if !backends.is_empty() {
                out.insert(format!("reorders {n} {}", sc["reorders_backends"]));
            }
            for b in &backends {
                let name = s(&b["name"]);
                out.insert(format!("backend {n} {name} {}", src(&b["source"])));
                for m in b["modules"].as_array().into_iter().flatten() {
                    out.insert(format!("module {n} {name} {}", s(m)));
                }
                for r in b["requires"].as_array().into_iter().flatten() {
                    out.insert(format!("requires {n} {name} {} {}", s(&r["import"]), src(&r["source"])));
                }
                for u in b["unsupported"].as_array().into_iter().flatten() {
                    out.insert(format!("rejects {n} {name} {} {}", s(&u["value"]), src(&u["source"])));
                }
            }
            for c in sc["constraints"].as_array().into_iter().flatten() {
                out.insert(format!(
                    "constraint {n} {} {} when={} {}",
                    s(&c["kind"]),
                    s(&c["text"]),
                    if c["when"].is_null() {
                        "-".to_string()
                    } else {
                        s(&c["when"])
                    },
                    src(&c["source"])
                ));
            }
            for u in sc["unresolved_imports"].as_array().into_iter().flatten() {
                out.insert(format!("unresolved {n} {} {}", s(&u["module"]), src(&u["source"])));
            }
            for note in sc["notes"].as_array().into_iter().flatten() {
                out.insert(format!("note {n} {}", s(note)));
            }
        }
    }
    for g in doc["gpus"].as_array().into_iter().flatten() {
        out.insert(format!("gpu {} fp4={} {}", s(&g["name"]), g["fp4"], src(&g["source"])));
    }
    out
}

/// The facts of `schema` as people read it, parsed back line by line into [`json_facts`]' form.
fn human_facts(text: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    let (mut op, mut sc, mut section) = (String::new(), String::new(), "");
    let mut reorders = None;
    let json = |t: &str| -> J { serde_json::from_str(t).unwrap_or_else(|e| panic!("`{t}`: {e}")) };
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        match indent {
            0 if t.starts_with("warning: ") => {
                out.insert(format!("problem {}", &t[9..]));
            }
            0 if t.starts_with("ops not known exactly: `OP_REGISTRY` is built from ") => {
                out.insert(format!("incomplete-ops {}", &t[51..]));
            }
            2 if t.starts_with("scenarios not known exactly: built from ") => {
                out.insert(format!("incomplete-scenarios {op} {}", &t[40..]));
            }
            6 if t.starts_with("(not known exactly: built from ") => {
                out.insert(format!(
                    "incomplete-backends {sc} {}",
                    t[31..].strip_suffix(')').unwrap_or(&t[31..])
                ));
            }
            0 if t.starts_with("op ") => {
                let (name, at) = t[3..].split_once("  (").expect("op line");
                op = name.to_string();
                out.insert(format!("op {op} {}", at.trim_end_matches(')')));
            }
            0 if t.starts_with("gpus ") => section = "gpus",
            2 if section == "gpus" => {
                let mut w = t.split_whitespace();
                let name = w.next().expect("gpu name");
                let rest: Vec<&str> = w.collect();
                let fp4 = rest[0] == "fp4";
                out.insert(format!("gpu {name} fp4={fp4} {}", rest[rest.len() - 1]));
            }
            2 if t.starts_with("error: ") => {
                out.insert(format!("op-error {op} {}", &t[7..]));
            }
            2 if t.starts_with("scenario ") => {
                let (name, at) = t[9..].split_once("  (").unwrap_or((&t[9..], ""));
                sc = name.to_string();
                out.insert(format!("scenario {sc} {}", at.trim_end_matches(')')));
                section = "";
            }
            4 if t.starts_with("unreadable: ") => {
                out.insert(format!("unreadable {sc} {}", &t[12..]));
            }
            4 if t == "fields:" => section = "fields",
            4 if t.starts_with("adapters judged on: ") => {
                out.insert(format!("driver {sc} {}", &t[20..]));
            }
            4 if t.contains(" the code takes: ") => {
                out.insert(format!(
                    "takes {sc} {}",
                    t.split_once(" the code takes: ").expect("takes").1
                ));
            }
            4 if t.starts_with("backends") => {
                section = "backends";
                reorders = Some(t.contains("moves halops to the front"));
            }
            4 if t.starts_with("constraints:") => section = "constraints",
            4 if t.starts_with("not in the checkout") => {
                let list = t.split_once("): ").expect("modules").1;
                for item in list.split("), ") {
                    let (m, at) = item.split_once(" (").expect("module (lines)");
                    for l in at.trim_end_matches(')').split(", ") {
                        out.insert(format!("unresolved {sc} {m} {l}"));
                    }
                }
            }
            4 if t.starts_with("note: ") => {
                out.insert(format!("note {sc} {}", &t[6..]));
            }
            6 if section == "fields" => {
                let (name, rest) = t.split_once(' ').expect("field line");
                let (rest, at) = rest.trim().rsplit_once("   ").expect("field source");
                let (rest, values) = match rest.split_once("  values: ") {
                    Some((r, v)) => (r, Some(json(&format!("[{v}]")))),
                    None => (rest, None),
                };
                let (kind, sweep) = match rest.split_once("  [") {
                    Some((k, s)) => (k, Some(s.trim_end_matches(']'))),
                    None => (rest, None),
                };
                let (required, default) = match kind {
                    "required" => (true, J::Null),
                    k if k.starts_with("required (= ") => (
                        true,
                        json(k["required (= ".len()..].trim_end_matches(" where read with a default)")),
                    ),
                    k => (false, json(k.trim_start_matches("= "))),
                };
                let swept = sweep.is_some_and(|s| s.starts_with("swept"));
                out.insert(format!(
                    "field {sc} {name} required={required} default={default} sweep={swept} {at}"
                ));
                if let Some(v) = values {
                    out.insert(format!("values {sc} {name} {v}"));
                }
                if let Some(items) = sweep.and_then(|s| s.split_once("items: ")).map(|x| x.1) {
                    let keyed = items.starts_with('{');
                    let parts: Vec<&str> = items.trim_matches(|c| c == '{' || c == '}').split(", ").collect();
                    out.insert(format!("parts {sc} {name} keyed={keyed} {}", serde_json::json!(parts)));
                }
            }
            6 if section == "backends" => {
                if let Some(r) = reorders.take() {
                    out.insert(format!("reorders {sc} {r}"));
                }
                let mut w = t.splitn(2, ' ');
                let name = w.next().expect("backend name");
                let rest = w.next().unwrap_or_default().trim_start();
                let at = rest.split_whitespace().next().expect("backend source");
                let mut rest = &rest[at.len()..];
                out.insert(format!("backend {sc} {name} {at}"));
                let (rest_rejects, rejects) = rest.split_once("  rejects ").unwrap_or((rest, ""));
                rest = rest_rejects;
                let (rest_requires, requires) = rest.split_once("  if ").unwrap_or((rest, ""));
                rest = rest_requires;
                if let Some(m) = rest.strip_prefix("  modules: ") {
                    for m in m.split(", ") {
                        out.insert(format!("module {sc} {name} {m}"));
                    }
                }
                for r in requires
                    .trim_end_matches(" imports")
                    .split(" and ")
                    .filter(|r| !r.is_empty())
                {
                    let (m, l) = r.split_once(" (").expect("requires");
                    out.insert(format!(
                        "requires {sc} {name} {} {}",
                        m.trim_matches('`'),
                        l.trim_end_matches(')')
                    ));
                }
                for group in rejects.split("; ").filter(|g| !g.is_empty()) {
                    let (vs, l) = group.rsplit_once(" (").expect("rejects");
                    for v in vs.split(", ") {
                        out.insert(format!("rejects {sc} {name} {v} {}", l.trim_end_matches(')')));
                    }
                }
            }
            6 if section == "constraints" => {
                let (rest, at) = t.rsplit_once("   ").expect("constraint source");
                let (rest, when) = rest.split_once("   when ").unwrap_or((rest, "-"));
                let (kind, text) = match rest.strip_prefix("assert ") {
                    Some(x) => ("assert", x),
                    None => ("raise", rest.strip_prefix("raise if").expect("raise").trim_start()),
                };
                out.insert(format!("constraint {sc} {kind} {text} when={when} {at}"));
            }
            _ => panic!("a line of `schema` this test can't read: {line:?}"),
        }
    }
    out
}

#[test]
fn schema_human_and_json_carry_the_same_facts_for_every_fixture_harness() {
    for root in fixture_roots() {
        let human = run(&root, &["schema"]);
        human.assert_code(0);
        let doc = run(&root, &["schema", "--json"]).json();
        let (h, j) = (human_facts(&human.stdout), json_facts(&doc));
        let only_human: Vec<&String> = h.difference(&j).collect();
        let only_json: Vec<&String> = j.difference(&h).collect();
        assert!(
            only_human.is_empty() && only_json.is_empty(),
            "{}: only in the human output: {only_human:#?}\nonly in the JSON: {only_json:#?}",
            root.display()
        );
        // Every harness has fields, or says which table of it is not known (and so has none).
        assert!(
            j.iter()
                .any(|f| f.starts_with("field ") || f.starts_with("incomplete-")),
            "{}: no facts read",
            root.display()
        );
    }
}

#[test]
fn a_constraint_says_the_condition_under_which_the_code_meets_it() {
    let doc = example_schema();
    let dense = scenario(doc, "gemm", "dense");
    assert_eq!(constraint(dense, "k % 32 == 0")["when"], "mode == \"w4a4-nvfp4\"");
    assert_eq!(constraint(dense, "n % 2 == 0")["when"], "mode == \"w4a4-nvfp4\"");
    // Met whatever the mode: no condition (every mode the code takes gets there).
    assert_eq!(constraint(dense, "mode not in MODES")["when"], J::Null);
    assert_eq!(constraint(dense, "name not in registry")["when"], J::Null);
    let decode = scenario(doc, "attention", "decode_gqa");
    assert_eq!(constraint(decode, "s_kv % page_size == 0")["when"], J::Null);
    let human = run(&example_root(), &["schema", "gemm/dense"]);
    assert!(
        human
            .stdout
            .contains("assert k % 32 == 0   when mode == \"w4a4-nvfp4\"   kernel/gemm/quant.py:"),
        "{}",
        human.stdout
    );
}

#[test]
fn the_parts_of_a_swept_fields_items_are_in_the_json_too() {
    let doc = example_schema();
    let f = field(scenario(doc, "gemm", "grouped_contiguous"), "shapes");
    assert_eq!(f["parts"], serde_json::json!(["num_experts", "max_m", "n", "k"]));
    assert_eq!(f["keyed"], false);
    let human = run(&example_root(), &["schema", "gemm/grouped_contiguous"]);
    assert!(
        human.stdout.contains("[swept, items: num_experts, max_m, n, k]"),
        "{}",
        human.stdout
    );
}

#[test]
fn a_harness_file_that_cant_be_read_is_a_problem_and_its_import_is_of_a_module_not_there() {
    // Files are read when a run first needs them: an unreadable one must still be listed by
    // `schema`, and an import of it must be as of a module the checkout lacks (an opaque module,
    // recorded), whether the run reads it first or not at all.
    let h = common::Harness::example("unreadable_py");
    h.write("kernel/gemm/vendor_shim.py", b"X = 1\n# \xff\n");
    h.patch(
        "kernel/gemm/scenarios/dense.py",
        "from kernel.gemm.common import",
        "from kernel.gemm import vendor_shim\nfrom kernel.gemm.common import",
    );
    let schema = h.run(&["schema", "--json", "--no-cache"]).assert_code(0).json();
    let problems: Vec<&str> = schema["problems"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(J::as_str)
        .collect();
    assert_eq!(problems, ["kernel/gemm/vendor_shim.py: not valid UTF-8 (byte 8)"]);
    let dense = common::scenario(&schema, "gemm", "dense");
    let unseen: Vec<&str> = dense["unresolved_imports"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|u| u["module"].as_str())
        .collect();
    assert!(unseen.contains(&"kernel.gemm.vendor_shim"), "{unseen:?}");
    // A check of one config, which reads only what its scenario imports, decides as before.
    let config = h.root.join("configs/gemm/dense_bf16.yaml");
    let check = h.run(&["check", "--no-cache", "--json", config.to_str().unwrap()]);
    let report = &check.assert_code(0).json()["files"][0];
    assert_eq!(report["valid"], J::Bool(true), "{report}");
}
