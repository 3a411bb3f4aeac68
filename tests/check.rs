//! `gen-config check`: a config is judged the way the harness's own code will judge it, at every
//! sweep point. One test per diagnostic code of the contract (with the code, the field, the YAML
//! position, the deciding Python line and the failing sweep point), the shipped configs, the exit
//! codes, the JSON document, how a config's op is found, and inputs that must never crash.
//!
//! The failing configs live in `tests/fixtures/configs/<op>/` (their folder names their op); the
//! ones that need a changed harness or unusual bytes are written into a temporary copy.

mod common;
mod pyenv;

use std::path::{Path, PathBuf};
use std::time::Duration;

use common::*;
use serde_json::{json, Value as J};

const DECODE: &str = "kernel/attention/scenarios/decode_gqa.py";

/// `tests/fixtures/configs/<rel>`, as the path the user would type from the crate's folder.
fn config(rel: &str) -> String {
    format!("tests/fixtures/configs/{rel}")
}

/// `check --json` of configs against the example harness.
fn check(args: &[&str]) -> Run {
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    all.push("--json");
    run(&example_root(), &all)
}

/// The one file report of checking one fixture config, which must exit with `code`.
fn check_one(rel: &str, code: i32) -> J {
    let r = check(&[&config(rel)]);
    r.assert_code(code);
    let doc = r.json();
    only_file(&doc).clone()
}

/// `file:line` of the one line of the example's `rel` holding `needle`.
fn at_line(rel: &str, needle: &str) -> String {
    format!("{rel}:{}", line_of(&example_root(), rel, needle))
}

/// The file report of checking a config written as `rel` (under its op's folder) into a fresh
/// temporary folder; the check must find it invalid.
fn check_invalid_text(rel: &str, text: &str) -> J {
    let dir = TempDir::new("check-text");
    let p = dir.write(rel, text);
    let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(1);
    only_file(&r.json()).clone()
}

fn has_code(file: &J, code: &str) -> bool {
    !diags_with(file, code).is_empty()
}

// ---- every diagnostic code of the contract --------------------------------------------------

#[test]
fn unknown_field_is_a_key_no_code_path_reads_with_a_did_you_mean() {
    let f = check_one("attention/typo_field.yaml", 1);
    assert_eq!(codes(&f), ["unknown-field"]);
    let d = diag(&f, "unknown-field");
    assert_eq!(d["severity"], "error");
    assert_eq!(d["field"], "s_kv_lst");
    assert_eq!(at(d), (5, 1));
    assert_eq!(d["help"], "did you mean `s_kv_list`?");
    assert_eq!(src(&d["source"]), at_line(DECODE, "def run_scenario(cfg, gpu_spec)"));
    assert!(d["point"].is_null());
}

#[test]
fn merge_keys_bring_their_fields_in_as_the_harness_loader_does() {
    let h = Harness::example("check-merge-keys");
    // Shared shapes in a holder, merged in; the holder itself is no typo.
    let good = h.write(
        "configs/attention/merged.yaml",
        "_heads: &heads\n  num_q_heads: 64\n  num_kv_heads: 8\nscenario: decode_gqa\n<<: *heads\n\
         dtype: bfloat16\nbatch_sizes: [1, 16]\ns_kv_list: [1024, 4096]\n",
    );
    let r = h.run(&["check", &good.to_string_lossy(), "--json"]);
    r.assert_code(0);
    let f = &r.json()["files"][0];
    assert_eq!(f["valid"], true, "{f:#}");
    assert_eq!(f["points"], 4);
    // A typo inside the holder is a typo of the config, said where it is written.
    let typo = h.write(
        "configs/attention/merged_typo.yaml",
        "_heads: &heads\n  num_q_head: 64\nscenario: decode_gqa\n<<: *heads\n\
         dtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\n",
    );
    let r = h.run(&["check", &typo.to_string_lossy(), "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let d = diag(&doc["files"][0], "unknown-field");
    assert_eq!(d["field"], "num_q_head");
    assert_eq!(d["config"], json!({"line": 2, "column": 3}));
    assert!(d["help"].as_str().is_some_and(|h| h.contains("num_q_heads")), "{d}");
}

#[test]
fn a_tag_the_harness_loader_cannot_build_is_a_yaml_error_as_its_code_loads_configs() {
    let config =
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nshape: !!python/tuple [1, 2]\n";
    // (how benchmark.py loads a config, whether that load fails on the tag)
    let loaders = [
        ("import yaml", "yaml.safe_load(f)", true),
        ("import yaml as y", "y.load(f, Loader=y.SafeLoader)", true),
        ("from yaml import safe_load", "safe_load(f)", true),
        ("import yaml", "yaml.load(f, yaml.CSafeLoader)", true),
        ("import yaml", "yaml.load(f, Loader=yaml.FullLoader)", false),
        ("import yaml", "yaml.unsafe_load(f)", false),
        // Not PyYAML: nothing the tool can judge tags by.
        ("import json", "json.load(f)", false),
    ];
    for (import, load, fails) in loaders {
        let h = Harness::example("check-loader");
        h.patch("benchmark.py", "import yaml\n", &format!("{import}\n"));
        h.patch("benchmark.py", "yaml.safe_load(f)", load);
        let cfg = h.write("configs/attention/tagged.yaml", config);
        let r = h.run(&["check", &cfg.to_string_lossy(), "--json"]);
        let doc = r.json();
        let f = &doc["files"][0];
        if fails {
            r.assert_code(1);
            let d = diag(f, "yaml");
            assert!(
                d["message"].as_str().is_some_and(|m| m.contains("`!!python/tuple`")),
                "{load}: {d}"
            );
            assert_eq!(d["config"], json!({"line": 5, "column": 8}), "{load}");
        } else {
            assert!(!has_code(f, "yaml"), "{load}: {f:#}");
            // The field itself is still no field of the scenario.
            assert!(has_code(f, "unknown-field"), "{load}: {f:#}");
        }
    }
}

#[test]
fn missing_field_is_a_key_read_with_brackets_and_absent() {
    let f = check_one("gemm/missing_shapes.yaml", 1);
    let d = diag(&f, "missing-field");
    assert_eq!(d["field"], "shapes");
    assert!(d["config"].is_null(), "an absent key has no place in the YAML");
    assert_eq!(
        src(&d["source"]),
        at_line("kernel/gemm/scenarios/dense.py", "for m, n, k in cfg[\"shapes\"]")
    );
    assert!(d["message"].as_str().is_some_and(|m| m.contains("cfg[\"shapes\"]")));
    // Its one batch size is a point; the shapes it lacks, and the report's columns gathered
    // from the rows made of them, are none.
    assert_eq!(f["points"], 1, "{f:#}");
}

#[test]
fn bad_type_is_a_value_of_the_wrong_shape() {
    // A scalar where a list is iterated.
    let f = check_one("gemm/shapes_not_a_list.yaml", 1);
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "shapes");
    assert_eq!(at(d), (4, 1));
    assert_eq!(
        src(&d["source"]),
        at_line("kernel/gemm/scenarios/dense.py", "for m, n, k in cfg[\"shapes\"]")
    );
    // A shape of the wrong arity, at that shape's point and line.
    let f = check_one("gemm/grouped_shape_arity.yaml", 1);
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "shapes");
    assert_eq!(at(d), (7, 5));
    assert_eq!(d["point"]["shapes"], json!([4096, 4096, 7168]));
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/gemm/scenarios/grouped_contiguous.py",
            "num_experts, max_m, n, k = shape"
        )
    );
}

#[test]
fn a_number_where_a_list_is_looped_over_is_said_and_the_rest_is_still_checked() {
    // `batch_sizes: 16`: the entry layer's loop fails on it; the check says so, then goes on
    // over that one value and finds what the harness would fail on next.
    let f = check_invalid_text(
        "attention/decode_batch_number.yaml",
        "scenario: decode_gqa\ndtype: bf16\nbatch_sizes: 16\ns_kv_list: [1024]\ncache_quant_type: per_channel\n",
    );
    // In the order of the YAML: dtype (line 2), batch_sizes (3), cache_quant_type (5).
    assert_eq!(codes(&f), ["bad-dtype", "bad-type", "bad-value"], "{f:#}");
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "batch_sizes");
    assert_eq!(at(d), (3, 1));
    assert_eq!(src(&d["source"]), at_line("benchmark.py", "for bs in batch_sizes:"));
    assert_eq!(diag(&f, "bad-dtype")["point"]["batch_sizes"], 16);
    assert_eq!(diag(&f, "bad-value")["field"], "cache_quant_type");
    assert_eq!(f["points"], 1);
}

#[test]
fn a_bad_value_is_said_once_not_again_where_the_run_goes_on_with_it() {
    // The mode checked by an enum (`Mode(mode)` raises ValueError for a value no member has),
    // then looked up in the scenario's tables: CPython stops at the first, so the later lookups'
    // KeyErrors and the adapters' refusals of the same value are not said.
    let h = Harness::example("check-said-once");
    h.patch(
        "kernel/gemm/quant.py",
        "def check_mode(mode):\n    if mode not in MODES:\n        raise ValueError(f\"unknown mode {mode!r}; expected one of {list(MODES)}\")\n",
        "import enum\n\n\nclass Mode(str, enum.Enum):\n    BF16 = \"bf16\"\n    MXFP8 = \"w8a8-mxfp8\"\n    NVFP4 = \"w4a4-nvfp4\"\n\n\ndef check_mode(mode):\n    Mode(mode)\n",
    );
    let text = read(&h.root.join("configs/gemm/dense_bf16.yaml")).replace("mode: bf16", "mode: bf-16");
    let p = h.write("configs/gemm/dense_bad_mode.yaml", &text);
    let r = h.run(&["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let f = only_file(&doc);
    assert_eq!(codes(f), ["bad-value"], "{f:#}");
    let d = diag(f, "bad-value");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("'bf-16' is not a valid Mode")),
        "{d}"
    );
    assert_eq!(
        src(&d["source"]),
        format!(
            "kernel/gemm/quant.py:{}",
            line_of(&h.root, "kernel/gemm/quant.py", "    Mode(mode)")
        )
    );
    assert_eq!(
        d["help"],
        "values the code allows: \"bf16\", \"w8a8-mxfp8\", \"w4a4-nvfp4\""
    );
    // A list where the mode goes: the enum refuses it, and the table lookup after it would raise
    // `TypeError: unhashable type` (an error raised, not gone on past, that leaves the sweep point
    // before it is recorded): not said either.
    let listed = read(&h.root.join("configs/gemm/dense_bf16.yaml")).replace("mode: bf16", "mode: [bf16]");
    let p = h.write("configs/gemm/dense_listed_mode.yaml", &listed);
    let r = h.run(&["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let f = only_file(&doc);
    assert_eq!(codes(f), ["bad-value"], "{f:#}");
    assert!(
        diag(f, "bad-value")["message"]
            .as_str()
            .is_some_and(|m| m.contains("['bf16'] is not a valid Mode")),
        "{f:#}"
    );
    // Another field's bad value the run meets later is still said (the rest of the config is
    // checked).
    let text = text.replace("refcheck_reference: golden", "refcheck_reference: goldn");
    let p = h.write("configs/gemm/dense_bad_mode_and_reference.yaml", &text);
    let r = h.run(&["check", &p.to_string_lossy(), "--json"]);
    let doc = r.json();
    assert_eq!(
        codes(only_file(&doc)),
        ["bad-value", "bad-refcheck-reference"],
        "{doc:#}"
    );
}

#[test]
fn bad_type_is_a_quoted_no_for_a_field_the_code_defaults_to_a_bool() {
    // `refcheck: "false"` is a string, true to Python's `if refcheck:`: the refcheck would run.
    // `"true"` happens to mean what it says, so it passes.
    let f = check_one("attention/quoted_false.yaml", 1);
    assert_eq!(codes(&f), ["bad-type"], "{f}");
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "refcheck");
    assert_eq!(at(d), (6, 11));
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "refcheck = cfg.get(\"refcheck\", True)")
    );
    assert_eq!(d["help"], "write `refcheck: false` (no quotes)");
}

#[test]
fn regression_a_number_written_as_a_string_is_a_bad_type_not_a_failed_assert() {
    // Was: `"64" % 8` formatted the string, so `assert num_q_heads % num_kv_heads == 0` "failed".
    // Python raises TypeError there (the string has no conversion for the 8).
    let f = check_invalid_text(
        "attention/quoted_number.yaml",
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nbackends: [halops]\nnum_q_heads: \"64\"\n",
    );
    assert_eq!(codes(&f), ["bad-type"], "{f}");
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "num_q_heads");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("TypeError: not all arguments converted during string formatting")),
        "{d}"
    );
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "assert num_q_heads % num_kv_heads == 0")
    );
    // How to write it (issue 31: it had no help).
    assert_eq!(
        d["help"],
        "`\"64\"` is quoted, so it is a string; write `64` without quotes"
    );
}

#[test]
fn regression_a_number_pyyaml_reads_as_a_string_is_blamed_where_it_is_with_a_help() {
    // `seq_lens: [1024, 1e3]`: PyYAML's YAML 1.1 reads `1e3` as a string. Was: the caret on
    // `batch_sizes: [1]` and `unsupported operand type(s) for *: 'str' and 'str'`.
    let f = check_invalid_text(
        "attention/string_number.yaml",
        "scenario: prefill_dense\ndtype: bfloat16\nbatch_sizes: [1]\nseq_lens: [1024, 1e3]\nbackends: [halops]\n",
    );
    assert_eq!(codes(&f), ["bad-type"], "{f:#}");
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "seq_lens");
    assert_eq!(at(d), (4, 18), "the caret on `1e3`");
    assert_eq!(d["values"], json!(["1e3"]));
    assert_eq!(
        d["help"],
        "`1e3` is a string to PyYAML (a YAML 1.1 float needs a dot and a signed exponent); write `1000` or `1.0e+3`"
    );
    // The first line Python fails at is torch refusing the string as a size.
    assert_eq!(
        src(&d["source"]),
        at_line("kernel/attention/scenarios/prefill_dense.py", "q = torch.randn(")
    );
    assert!(
        d["message"].as_str().is_some_and(|m| m
            .contains("TypeError: randn() received an invalid combination of arguments - got (int, str, int, int,")),
        "{d}"
    );
    // Where arithmetic meets the string first, CPython's own words, blamed on the string.
    let h = Harness::example("check-string-number");
    h.patch(
        "kernel/attention/scenarios/prefill_dense.py",
        "        inputs = _build_inputs(cfg, seq_len, dtype)\n",
        "        attention_flops(batch, num_q_heads, seq_len, seq_len, head_dim)\n        inputs = _build_inputs(cfg, seq_len, dtype)\n",
    );
    let p = h.write(
        "configs/attention/string_number.yaml",
        "scenario: prefill_dense\ndtype: bfloat16\nbatch_sizes: [1]\nseq_lens: [1024, 1e3]\nbackends: [halops]\n",
    );
    let r = h.run(&["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let d = diag(only_file(&doc), "bad-type");
    assert_eq!((d["field"].as_str(), at(d)), (Some("seq_lens"), (4, 18)), "{d}");
    assert_eq!(
        src(&d["source"]),
        format!(
            "kernel/attention/common.py:{}",
            line_of(&h.root, "kernel/attention/common.py", "flops = 4 * batch")
        )
    );
    let cpython = python_error("4 * 1 * 32 * '1e3' * '1e3' * 128");
    assert_eq!(cpython, "can't multiply sequence by non-int of type 'str'");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains(&format!("TypeError: {cpython}"))),
        "{d}"
    );
}

#[test]
fn torch_refuses_what_its_factories_cannot_take_with_its_own_messages() {
    // prefill_dense makes its inputs with `torch.randn(..., device="cuda", dtype=dtype)`.
    const DENSE: &str = "kernel/attention/scenarios/prefill_dense.py";
    let randn = at_line(DENSE, "q = torch.randn(");
    let dense = |extra: &str| {
        format!("scenario: prefill_dense\nbatch_sizes: [1]\nseq_lens: [1024, 0]\nbackends: [halops]\n{extra}")
    };
    let dir = TempDir::new("check-torch");
    let case = |name: &str, extra: &str| -> J {
        let p = dir.write(&format!("attention/{name}.yaml"), dense(extra));
        let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
        only_file(&r.json()).clone()
    };
    // randn has no kernel for an integer or FP8 dtype: at the first point (the `0` one makes an
    // empty tensor, which torch returns before looking for a kernel).
    for (dtype, torch_name) in [("int8", "Char"), ("float8_e4m3fn", "Float8_e4m3fn")] {
        let f = case(dtype, &format!("dtype: {dtype}\n"));
        assert_eq!(codes(&f), ["bad-dtype"], "{f:#}");
        let d = diag(&f, "bad-dtype");
        assert_eq!(d["field"], "dtype");
        assert_eq!(src(&d["source"]), randn);
        assert_eq!(d["points"], 1, "{d}");
        let said = format!("NotImplementedError: \"normal_kernel_cuda\" not implemented for '{torch_name}'");
        assert!(d["message"].as_str().is_some_and(|m| m.contains(&said)), "{d}");
        assert!(
            d["help"]
                .as_str()
                .is_some_and(|h| h.ends_with("`bfloat16`, `float16`, `float32`")),
            "{d}"
        );
    }
    // A size torch can't take: a float, a negative one.
    let f = case("float_heads", "dtype: bfloat16\nnum_q_heads: 32.0\n");
    let d = diag(&f, "bad-type");
    assert_eq!(
        (d["field"].as_str(), src(&d["source"])),
        (Some("num_q_heads"), randn.clone())
    );
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("got (int, int, float, int, device=str, dtype=torch.dtype)")),
        "{d}"
    );
    assert_eq!(d["help"], "`32.0` is a float where the code needs an int; write `32`");
    let f = case("negative_heads", "dtype: bfloat16\nnum_q_heads: -8\n");
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "num_q_heads");
    assert!(
        d["message"].as_str().is_some_and(
            |m| m.contains("RuntimeError: Trying to create tensor with negative dimension -8: [1, 1024, -8, 128]")
        ),
        "{d}"
    );
    // A dtype the kernel has is fine (FP8 made as harness authors make it, `torch.randn(...)
    // .to(dtype)`, is: the shipped decode FP8 config passes), and a call whose device the tool
    // can't tell decides nothing.
    let f = case("bf16", "dtype: bfloat16\n");
    assert_eq!(f["valid"], true, "{f:#}");
    let h = Harness::example("check-torch-device");
    h.patch_all(
        DENSE,
        "device=\"cuda\", dtype=dtype",
        "device=torch.device(\"cuda\"), dtype=dtype",
    );
    let p = h.write("configs/attention/fp8.yaml", dense("dtype: float8_e4m3fn\n"));
    let r = h.run(&["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(0);
}

/// The message of the `TypeError` CPython raises for `expr`.
fn python_error(expr: &str) -> String {
    let out = std::process::Command::new(pyenv::python_with(&["sys"]))
        .args(["-c", &format!("try:\n    {expr}\nexcept TypeError as e:\n    print(e)")])
        .output()
        .expect("python");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn operator_errors_are_worded_as_cpython_words_them() {
    // A scenario that computes `x OP y` from the config: each failing case's message is CPython's
    // for the same values, as CPython itself prints it.
    let dir = TempDir::new("check-operators");
    let root = dir.join("benchmark");
    write_file(
        &root,
        "benchmark.py",
        r#"import importlib

OP_REGISTRY = {"ops": "kernel.ops.scenarios"}


def _run_scenarios(op, cfg, args):
    run_fn = importlib.import_module(OP_REGISTRY[op]).SCENARIOS[cfg["scenario"]]
    return run_fn(cfg)
"#,
    );
    write_file(&root, "kernel/__init__.py", "");
    write_file(&root, "kernel/ops/__init__.py", "");
    write_file(
        &root,
        "kernel/ops/scenarios/__init__.py",
        "from . import apply\n\nSCENARIOS = {\"apply\": apply.run_scenario}\n",
    );
    write_file(
        &root,
        "kernel/ops/scenarios/apply.py",
        r#"def _get_backends():
    return {"halops": None}


def run_scenario(cfg):
    x, y, op = cfg["x"], cfg["y"], cfg["op"]
    if op == "*":
        return [x * y]
    if op == "+":
        return [x + y]
    if op == "-":
        return [x - y]
    if op == "//":
        return [x // y]
    if op == "**":
        return [x ** y]
    if op == "|":
        return [x | y]
    if op == "+=":
        x += y
        return [x]
    if op == "*=":
        x *= y
        return [x]
    return []
"#,
    );
    let cases = [
        ("*", "'1e3'", "'1e3'"),
        ("*", "2.5", "'ab'"),
        ("*", "[1, 2]", "[3]"),
        ("*", "None", "'ab'"),
        ("+", "'a'", "1"),
        ("+", "[1]", "'a'"),
        ("+", "1", "'a'"),
        ("+", "{}", "{}"),
        ("-", "'a'", "'b'"),
        ("//", "'a'", "2"),
        ("**", "'a'", "2"),
        ("|", "{}", "[1]"),
        ("+=", "1", "'a'"),
        ("+=", "'a'", "1"),
        ("+=", "[1]", "1"),
        ("*=", "2.5", "'ab'"),
    ];
    for (i, (op, x, y)) in cases.iter().enumerate() {
        let yaml = |v: &str| v.replace("None", "null").replace('\'', "\"");
        let p = write_file(
            &dir.path,
            &format!("ops/c{i}.yaml"),
            format!("scenario: apply\nop: \"{op}\"\nx: {}\ny: {}\n", yaml(x), yaml(y)),
        );
        let r = run(&root, &["check", &p.to_string_lossy(), "--json"]);
        r.assert_code(1);
        let doc = r.json();
        let d = diag(only_file(&doc), "bad-type");
        let expr = match op.strip_suffix('=') {
            // An augmented assignment (`+=`), not a comparison (`==`, `<=`).
            Some(o) if !o.is_empty() && !["=", "!", "<", ">"].contains(&o) => format!("x = {x}; x {op} {y}"),
            _ => format!("{x} {op} {y}"),
        };
        let cpython = python_error(&expr);
        assert!(!cpython.is_empty(), "{expr}: CPython raised no TypeError");
        let m = d["message"].as_str().unwrap_or_default();
        assert_eq!(
            m.strip_prefix("the harness would fail with TypeError: "),
            Some(cpython.as_str()),
            "{expr}"
        );
    }
}

#[test]
fn regression_a_dtype_that_is_not_a_string_is_a_bad_type() {
    // Was: `getattr(torch, 16)` evaluated to an unknown value and `dtype: 16` passed.
    let f = check_invalid_text(
        "attention/dtype_int.yaml",
        "scenario: decode_gqa\ndtype: 16\nbatch_sizes: [1]\ns_kv_list: [1024]\nbackends: [halops]\n",
    );
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "dtype");
    assert_eq!(at(d), (2, 1));
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "return getattr(torch, DTYPE_ALIASES.get(name, name))")
    );
}

#[test]
fn bad_dtype_is_a_name_torch_does_not_have() {
    let f = check_one("attention/bad_dtype_spelling.yaml", 1);
    let d = diag(&f, "bad-dtype");
    assert_eq!(d["field"], "dtype");
    assert_eq!(at(d), (2, 1));
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/attention/scenarios/prefill_dense.py",
            "dtype = getattr(torch, dtype_name)"
        )
    );
    assert!(d["help"].as_str().is_some_and(|h| h.contains("`bfloat16`")), "{d}");
}

#[test]
fn bad_dtype_aliases_are_only_what_the_scenario_itself_resolves() {
    // decode_gqa maps `fp8` to float8_e4m3fn itself; prefill_dense does not.
    let f = check_one("attention/fp8_alias_outside_decode.yaml", 1);
    assert_eq!(diag(&f, "bad-dtype")["field"], "dtype");
    let shipped = check(&["examples/halops-bench/benchmark/configs/attention/decode_c16_gqa8_fp8.yaml"]);
    shipped.assert_code(0);
}

#[test]
fn bad_value_is_a_raise_on_a_value_the_code_does_not_allow() {
    let f = check_one("attention/bad_cache_quant_type.yaml", 1);
    let d = diag(&f, "bad-value");
    assert_eq!(d["field"], "cache_quant_type");
    assert_eq!(at(d), (5, 1));
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "raise ValueError(f\"cache_quant_type must be")
    );
    assert_eq!(d["point"], json!({"batch_sizes": 1}));
    assert!(d["help"].as_str().is_some_and(|h| h.contains("\"per_tensor\"")), "{d}");
    // A mode checked in a helper module.
    let f = check_one("gemm/unknown_mode.yaml", 1);
    let d = diag(&f, "bad-value");
    assert_eq!(d["field"], "mode");
    assert_eq!(
        src(&d["source"]),
        at_line("kernel/gemm/quant.py", "raise ValueError(f\"unknown mode")
    );
    assert!(d["help"].as_str().is_some_and(|h| h.contains("\"w4a4-nvfp4\"")), "{d}");
}

#[test]
fn unknown_backend_is_a_name_outside_the_scenarios_registry() {
    // fa3 is a backend of prefill_dense, never carried over to decode_gqa.
    let f = check_one("attention/backend_of_another_scenario.yaml", 1);
    assert_eq!(codes(&f), ["unknown-backend"]);
    let d = diag(&f, "unknown-backend");
    assert_eq!(d["field"], "backends");
    assert_eq!(at(d), (6, 20));
    // Where the harness's own code refuses it.
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "raise ValueError(f\"unknown backend {name}\")")
    );
    assert!(d["message"].as_str().is_some_and(|m| m.contains("`fa3`")));
}

#[test]
fn backend_unsupported_is_the_adapters_raise_for_this_dtype() {
    let f = check_one("attention/fp8_on_fa2.yaml", 1);
    assert_eq!(codes(&f), ["backend-unsupported"]);
    let d = diag(&f, "backend-unsupported");
    assert_eq!(d["field"], "backends");
    assert_eq!(at(d), (7, 5), "the `- fa2` line");
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "raise NotImplementedError(\"fa2 has no FP8 KV-cache decode\")")
    );
    assert_eq!(
        d["point"],
        json!({"batch_sizes": 1, "s_kv_list": 1024, "mtp_steps_list": 0})
    );
    let help = d["help"].as_str().expect("help");
    assert!(help.contains("`fi`") && !help.contains("`fa2`"), "{help}");
    assert_eq!(f["points"], 4);
    // Mode-driven: deepgemm's masked adapter has no NVFP4 kernel.
    let f = check_one("gemm/nvfp4_on_deepgemm.yaml", 1);
    let d = diag(&f, "backend-unsupported");
    assert_eq!(at(d), (6, 20));
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/gemm/scenarios/group_masked.py",
            "raise NotImplementedError(\"deepgemm m_grouped masked"
        )
    );
}

#[test]
fn regression_backend_unsupported_is_said_when_every_point_fails_before_the_backends() {
    // Was: the one shape fails (`per_expert <= 0`) before the backend loop, so deepgemm's adapter
    // was never run and its NVFP4 refusal came only after the shape was fixed.
    let f = check_one("gemm/nvfp4_on_deepgemm_no_point_gets_there.yaml", 1);
    assert_eq!(codes(&f), ["constraint", "backend-unsupported"]);
    let d = diag(&f, "backend-unsupported");
    assert_eq!(at(d), (6, 20), "the `deepgemm` item");
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/gemm/scenarios/grouped_contiguous.py",
            "raise NotImplementedError(\"deepgemm m_grouped contiguous"
        )
    );
    assert!(d["point"].is_null(), "{d}");
    // A backend the points do reach is judged there, once.
    let f = check_one("gemm/nvfp4_on_deepgemm.yaml", 1);
    assert_eq!(diags_with(&f, "backend-unsupported").len(), 1);
}

#[test]
fn regression_backend_unsupported_help_lists_only_backends_that_take_the_value() {
    // Was (once checks stopped computing every adapter verdict): the help listed every backend,
    // `fa2` and `cudnn` included, as taking float8_e4m3fn.
    let f = check_one("attention/fp8_on_fa2.yaml", 1);
    assert_eq!(
        diag(&f, "backend-unsupported")["help"],
        "backends of `decode_gqa` that take `float8_e4m3fn`: `halops`, `fi`, `fi(trtllm-gen)`, `fi_trtllm`, `golden`"
    );
    let f = check_one("gemm/nvfp4_on_deepgemm.yaml", 1);
    assert_eq!(
        diag(&f, "backend-unsupported")["help"],
        "backends of `group_masked` that take `w4a4-nvfp4`: `halops`, `cutlass_grouped`, `golden`"
    );
}

#[test]
fn constraint_is_a_failing_assert_at_a_sweep_point() {
    let f = check_one("attention/gqa_ratio.yaml", 1);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "num_q_heads");
    assert_eq!(at(d), (3, 1));
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "assert num_q_heads % num_kv_heads == 0")
    );
    assert!(d["message"]
        .as_str()
        .is_some_and(|m| m.contains("num_q_heads % num_kv_heads == 0")));

    let f = check_one("attention/s_kv_not_paged.yaml", 1);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "s_kv_list");
    assert_eq!(at(d), (4, 19), "the `1000` item");
    assert_eq!(src(&d["source"]), at_line(DECODE, "assert s_kv % page_size == 0"));
    assert_eq!(
        d["point"],
        json!({"batch_sizes": 1, "s_kv_list": 1000, "mtp_steps_list": 0})
    );
    // Both points fail on the one value 1000: it is named once, the count is of the points.
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("at s_kv_list = 1000 (2 sweep points; the first: ")),
        "{d}"
    );
    assert_eq!(d["points"], 2);
    assert_eq!(d["values"], json!([1000]));
    assert_eq!(d["positions"], json!([{"line": 4, "column": 19}]));
    assert_eq!(f["points"], 4);

    let f = check_one("gemm/k_misaligned.yaml", 1);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "shapes");
    assert_eq!(at(d), (6, 5));
    assert_eq!(d["point"]["shapes"], json!([128, 7168, 2040]));
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/gemm/quant.py",
            "assert k % MODES[\"w8a8-mxfp8\"][\"k_align\"] == 0"
        )
    );
}

#[test]
fn constraint_from_the_seed_grouped_contiguous_small_max_m_fails_at_run_time_raise() {
    // `per_expert = max_m // num_experts - align_m` <= 0: only a run would show it; the check runs it.
    let f = check_one("gemm/grouped_contiguous_small_max_m.yaml", 1);
    assert_eq!(codes(&f), ["constraint"]);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "shapes");
    assert_eq!(at(d), (7, 5), "the `[64, 4096, 4096, 7168]` line");
    assert_eq!(d["point"], json!({"batch_sizes": 1, "shapes": [64, 4096, 4096, 7168]}));
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/gemm/scenarios/grouped_contiguous.py",
            "raise ValueError(f\"per_expert<=0"
        )
    );
    let msg = d["message"].as_str().expect("message");
    assert!(msg.contains("per_expert") && msg.contains("max_m=4096"), "{msg}");
    assert_eq!(f["points"], 2);
}

#[test]
fn regression_a_constraint_blames_the_swept_value_not_the_fixed_one_it_multiplies() {
    // Was: `(1 + mtp) * q_per_kv <= 64` blamed `num_q_heads` (line 3) although the heads are fine
    // and the failing sweep point is mtp_steps_list=8.
    let f = check_one("attention/mtp_rows.yaml", 1);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "mtp_steps_list");
    assert_eq!(at(d), (7, 24), "the `8` item");
    assert_eq!(d["point"]["mtp_steps_list"], 8);
    assert_eq!(
        src(&d["source"]),
        at_line(DECODE, "assert (1 + mtp) * q_per_kv <= MAX_ROWS_PER_CTA")
    );
}

#[test]
fn regression_a_failure_on_one_element_of_a_pair_blames_that_elements_field() {
    // Was: the `(prefix_len, chunk_len)` pairs carried both fields, so a misaligned chunk blamed
    // `prefix_len_list`.
    let f = check_one("attention/chunk_misaligned.yaml", 1);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "chunk_len_list");
    assert_eq!(at(d).0, 5);
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/attention/scenarios/prefill_chunked.py",
            "assert chunk_len % CHUNK_ALIGN == 0"
        )
    );
}

#[test]
fn bad_refcheck_reference_is_a_reference_outside_the_registry() {
    let f = check_one("attention/refcheck_reference_typo.yaml", 1);
    let d = diag(&f, "bad-refcheck-reference");
    assert_eq!(d["field"], "refcheck_reference");
    assert_eq!(at(d), (7, 21));
    assert_eq!(d["help"], "did you mean `golden`?");
    // The line that decides: the harness raises there because the reference is no backend.
    assert_eq!(
        src(&d["source"]),
        at_line(
            DECODE,
            "raise ValueError(f\"refcheck_reference {reference!r} is not a decode_gqa backend\")"
        )
    );
}

#[test]
fn unknown_gpu_is_a_gpu_type_outside_gpu_specs() {
    let f = check_one("gemm/unknown_gpu.yaml", 1);
    let d = diag(&f, "unknown-gpu");
    assert_eq!(d["field"], "gpu_type");
    assert_eq!(at(d), (6, 11));
    // Where the harness looks the GPU up and silently falls back to its default.
    assert_eq!(
        src(&d["source"]),
        at_line("benchmark.py", "spec = GPU_SPECS.get(gpu_type, GPU_SPECS[DEFAULT_GPU])")
    );
    // Not "did you mean `h100`?": `a100` is another GPU. The table's GPUs are listed.
    assert_eq!(
        d["help"],
        "`a100` is not in `GPU_SPECS`; its GPUs: `b200`, `h100`, `h20` (an unknown GPU silently runs with another's figures)"
    );
}

#[test]
fn the_gpu_table_is_the_first_op_s_that_looks_one_up_whichever_op_a_config_is_in() {
    // `benchmark.py` looks no GPU up; gemm's `dense` (the second op) looks `gpu_type` up in its
    // own table. An attention config's GPU, which its own run never looks up, is judged on that
    // table — also where a check describes and checks attention's configs before gemm's table is
    // found: with 40 more attention scenarios in use, the ops are two batches.
    let h = Harness::example("check-gpu-table-order");
    h.append(
        "kernel/attention/scenarios/__init__.py",
        "SCENARIOS.update({f\"decode_copy_{i}\": decode_gqa.run_scenario for i in range(40)})\n",
    );
    for i in 0..40 {
        h.write(
            &format!("configs/attention/copy_{i}.yaml"),
            format!(
                "scenario: decode_copy_{i}\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nbackends: [halops]\n"
            ),
        );
    }
    h.patch(
        "benchmark.py",
        "    spec = GPU_SPECS.get(gpu_type, GPU_SPECS[DEFAULT_GPU])\n",
        "    spec = GPU_SPECS[DEFAULT_GPU]\n",
    );
    h.patch(
        "kernel/gemm/scenarios/dense.py",
        "def run_scenario(cfg, gpu_spec):\n",
        "GEMM_GPUS = {\"b200\": {\"fp16_tflops\": 2250.0}, \"g9\": {\"fp16_tflops\": 1.0}}\n\n\ndef run_scenario(cfg, gpu_spec):\n    gpu_spec = GEMM_GPUS.get(cfg.get(\"gpu_type\", \"b200\"), gpu_spec)\n",
    );
    let text = read(&h.root.join("configs/attention/decode_c16_gqa8_bf16.yaml"));
    h.write("configs/attention/on_g9.yaml", format!("{text}gpu_type: g9\n"));
    h.write("configs/attention/on_h100.yaml", format!("{text}gpu_type: h100\n"));
    let r = h.run(&["check", "--all", "--json", "--no-cache"]);
    let doc = r.json();
    let copy = r#""scenario":"decode_copy_39","valid":true"#;
    assert!(r.stdout.contains(copy), "the copies are checked, and pass: {doc:#}");
    let file = |name: &str| {
        doc["files"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|f| f["path"].as_str().is_some_and(|p| p.ends_with(name)))
            .unwrap_or_else(|| panic!("no report for {name}: {doc:#}"))
    };
    assert!(diags_with(file("on_g9.yaml"), "unknown-gpu").is_empty(), "{doc:#}");
    let d = diag(file("on_h100.yaml"), "unknown-gpu");
    assert_eq!(
        src(&d["source"]),
        format!(
            "kernel/gemm/scenarios/dense.py:{}",
            line_of(&h.root, "kernel/gemm/scenarios/dense.py", "GEMM_GPUS = {")
        ),
        "{d}"
    );
}

#[test]
fn regression_a_gpu_one_letter_from_another_is_not_suggested_as_it() {
    // Was: `H200` → "did you mean `b200`?". Only the same name spelt otherwise is suggested.
    let dir = TempDir::new("check-gpu-help");
    let text = read(&manifest_dir().join(config("gemm/unknown_gpu.yaml")));
    for (gpu, help) in [
        ("H200", "`H200` is not in `GPU_SPECS`; its GPUs: `b200`, `h100`, `h20`"),
        ("B200", "did you mean `b200`?"),
        ("h-100", "did you mean `h100`?"),
    ] {
        let p = dir.write(
            &format!("gemm/{gpu}.yaml"),
            text.replace("gpu_type: a100", &format!("gpu_type: {gpu}")),
        );
        let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
        r.assert_code(1);
        let doc = r.json();
        let d = diag(only_file(&doc), "unknown-gpu");
        assert!(d["help"].as_str().is_some_and(|h| h.starts_with(help)), "{gpu}: {d}");
    }
}

#[test]
fn halops_not_first_warns_only_where_the_code_keeps_the_order() {
    let f = check_one("gemm/halops_not_first.yaml", 0);
    assert_eq!(f["valid"], true, "a warning does not invalidate");
    let d = diag(&f, "halops-not-first");
    assert_eq!(d["severity"], "warning");
    assert_eq!(d["field"], "backends");
    assert_eq!(at(d), (6, 22), "the `halops` item");
    assert!(d["message"].as_str().is_some_and(|m| m.contains("`deepgemm`")));
    // decode_gqa moves halops to the front itself.
    let f = check_one("attention/halops_not_first.yaml", 0);
    assert!(!has_code(&f, "halops-not-first"), "{f:#}");
}

#[test]
fn fp4_gpu_warns_for_an_fp4_mode_on_a_gpu_without_an_fp4_peak() {
    let f = check_one("gemm/nvfp4_on_h100.yaml", 0);
    let d = diag(&f, "fp4-gpu");
    assert_eq!(d["severity"], "warning");
    assert_eq!(d["field"], "gpu_type");
    assert_eq!(at(d), (7, 1));
    assert_eq!(src(&d["source"]), at_line("core/metrics.py", "\"h100\": {"));
    // On the default GPU (b200 has an FP4 peak) the shipped NVFP4 configs carry no warning.
    let shipped = check(&["examples/halops-bench/benchmark/configs/gemm/group_masked_w4a4_nvfp4.yaml"]);
    shipped.assert_code(0);
    assert_eq!(codes(only_file(&shipped.json())), Vec::<String>::new());
}

#[test]
fn no_batch_sizes_warns_when_only_batch_1_would_run() {
    let f = check_one("attention/no_batch_sizes.yaml", 0);
    let d = diag(&f, "no-batch-sizes");
    assert_eq!(d["severity"], "warning");
    assert_eq!(d["field"], "batch_sizes");
    assert_eq!(
        src(&d["source"]),
        at_line("benchmark.py", "batch_sizes = cfg.get(\"batch_sizes\")")
    );
}

#[test]
fn unknown_scenario_is_a_name_outside_the_ops_scenarios() {
    let f = check_one("gemm/scenario_typo.yaml", 1);
    let d = diag(&f, "unknown-scenario");
    assert_eq!(d["field"], "scenario");
    assert_eq!(at(d), (1, 11));
    assert_eq!(d["help"], "did you mean `grouped_contiguous`?");
    // Where the harness's own entry refuses it.
    assert_eq!(
        src(&d["source"]),
        at_line(
            "benchmark.py",
            "raise ValueError(f\"unknown scenario {name!r} for op {op!r}; known: {sorted(scenarios)}\")"
        )
    );
}

#[test]
fn unknown_op_is_a_config_no_op_can_be_found_for() {
    let f = check_one("unsorted/no_such_scenario.yaml", 1);
    assert_eq!(codes(&f), ["unknown-op"]);
    assert!(f["op"].is_null() && f["valid"] == false);
    assert!(diag(&f, "unknown-op")["help"]
        .as_str()
        .is_some_and(|h| h.contains("attention, gemm")));
}

#[test]
fn unchecked_is_a_check_on_run_time_values_said_as_info() {
    let h = Harness::example("check-unchecked");
    h.patch(
        DECODE,
        "    block_table = torch.randperm(",
        "    assert torch.cuda.mem_get_info()[0] > num_pages * page_size, \"KV cache does not fit\"\n    block_table = torch.randperm(",
    );
    let cfg = h.root.join("configs/attention/decode_c16_gqa8_bf16.yaml");
    let r = h.run(&["check", &cfg.to_string_lossy(), "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let f = only_file(&doc);
    assert_eq!(f["valid"], true);
    let d = diag(f, "unchecked");
    assert_eq!(d["severity"], "info");
    assert_eq!(
        src(&d["source"]),
        format!("{DECODE}:{}", line_of(&h.root, DECODE, "torch.cuda.mem_get_info()"))
    );
    assert!(d["message"].as_str().is_some_and(|m| m.contains("run-time")), "{d}");
    // Human output hides it unless --verbose, but says it is there.
    let human = h.run(&["check", &cfg.to_string_lossy()]);
    assert!(
        !human.stdout.contains("info[unchecked]") && human.stdout.contains("--verbose"),
        "{}",
        human.stdout
    );
    let verbose = h.run(&["check", &cfg.to_string_lossy(), "--verbose"]);
    assert!(verbose.stdout.contains("info[unchecked]"), "{}", verbose.stdout);
}

#[test]
fn python_is_a_harness_file_that_does_not_parse_for_its_scenarios_configs_only() {
    let h = Harness::example("check-python");
    h.patch(DECODE, "def adapt_fi(inputs, dtype):", "def adapt_fi(inputs, dtype)");
    let bad_line = line_of(&h.root, DECODE, "def adapt_fi(inputs, dtype)");
    let r = h.run(&["check", "--all", "--json"]);
    r.assert_code(1);
    let doc = r.json();
    for f in doc["files"].as_array().expect("files") {
        let path = f["path"].as_str().expect("path");
        if path.contains("decode_") {
            let d = diag(f, "python");
            assert_eq!(d["severity"], "error");
            assert_eq!(src(&d["source"]), format!("{DECODE}:{bad_line}"), "{path}");
            assert!(
                d["message"]
                    .as_str()
                    .is_some_and(|m| m.contains(&format!("{DECODE}:{bad_line}:"))),
                "{d}"
            );
            assert_eq!(f["valid"], false);
        } else {
            assert!(!has_code(f, "python"), "{path}: {f:#}");
            assert_eq!(f["valid"], true, "{path}");
        }
    }
}

#[test]
fn regression_a_syntax_error_in_a_module_the_entry_layer_imports_is_a_python_diagnostic() {
    // Was: `benchmark.py` could not import core/metrics.py, so there were no ops and every
    // config got `unknown-op` ("its folder is not an op") instead of the syntax error.
    let h = Harness::example("check-entry-syntax-error");
    h.patch(
        "core/metrics.py",
        "def roofline_tflops(spec, dtype):",
        "def roofline_tflops(spec, dtype)",
    );
    h.patch("core/metrics.py", "GPU_SPECS = {", "GPU_SPECS = {{");
    let cfg = h.root.join("configs/gemm/dense_bf16.yaml");
    let r = h.run(&["check", &cfg.to_string_lossy(), "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let f = only_file(&doc);
    assert_eq!(codes(f), ["python"]);
    let d = diag(f, "python");
    assert_eq!(d["source"]["file"], "core/metrics.py");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("core/metrics.py:") && m.contains("syntax error")),
        "{d}"
    );
}

// ---- the shipped configs, and the rendering --------------------------------------------------

#[test]
fn every_shipped_example_config_passes() {
    let r = run(&example_root(), &["check", "--all", "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let files = doc["files"].as_array().expect("files");
    let mut shipped: Vec<PathBuf> = Vec::new();
    for op in ["attention", "gemm"] {
        for e in std::fs::read_dir(example_root().join("configs").join(op))
            .expect("configs")
            .flatten()
        {
            shipped.push(e.path());
        }
    }
    assert_eq!(files.len(), shipped.len());
    for f in files {
        assert_eq!(f["valid"], true, "{f:#}");
        assert!(f["points"].as_u64().is_some_and(|p| p > 0), "{f:#}");
        assert!(
            !f["diagnostics"]
                .as_array()
                .expect("d")
                .iter()
                .any(|d| d["severity"] == "error" || d["severity"] == "warning"),
            "a shipped config is clean: {f:#}"
        );
        // Named from the working directory (the crate's folder here).
        let path = f["path"].as_str().expect("path");
        let op = f["op"].as_str().expect("op");
        let prefix = format!("examples/halops-bench/benchmark/configs/{op}/");
        assert!(path.starts_with(&prefix), "{path}");
    }
    // decode_c16_gqa8_bf16: 3 batch sizes × 3 s_kv × 3 mtp steps.
    let decode = files
        .iter()
        .find(|f| f["path"] == "examples/halops-bench/benchmark/configs/attention/decode_c16_gqa8_bf16.yaml")
        .expect("decode config");
    assert_eq!(decode["points"], 27);
    let human = run(&example_root(), &["check", "--all"]);
    human.assert_code(0);
    let n = shipped.len();
    assert!(
        human
            .stdout
            .ends_with(&format!("{n} configs checked: {n} valid, 0 invalid\n")),
        "{}",
        human.stdout
    );
    let only_gemm = run(&example_root(), &["check", "--all", "--op", "gemm", "--json"]).json();
    assert!(only_gemm["files"]
        .as_array()
        .expect("f")
        .iter()
        .all(|f| f["op"] == "gemm"));
}

#[cfg(unix)]
#[test]
fn check_all_takes_every_yaml_file_of_an_op_folder_following_links_and_nothing_else() {
    let h = Harness::example("check-all-listing");
    let dir = h.root.join("configs/attention");
    let before = run(&h.root, &["check", "--all", "--json"]).json()["files"]
        .as_array()
        .expect("files")
        .len();
    // A config kept elsewhere and linked in is checked like the others.
    let elsewhere = h
        .dir
        .write("kept/elsewhere.yaml", read(&dir.join("decode_c16_gqa8_bf16.yaml")));
    std::os::unix::fs::symlink(&elsewhere, dir.join("linked.yml")).expect("symlink");
    // Not configs: a dangling link, a folder with a config's name, a file of another kind.
    std::os::unix::fs::symlink(h.dir.join("gone.yaml"), dir.join("dangling.yaml")).expect("symlink");
    std::fs::create_dir_all(dir.join("folder.yaml")).expect("mkdir");
    h.write("configs/attention/notes.txt", "not a config\n");
    // From the root: the paths are the ones a person there would type.
    let r = run_in(&h.root, &["check", "--all", "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let files = doc["files"].as_array().expect("files");
    assert_eq!(files.len(), before + 1, "{doc:#}");
    let linked = files
        .iter()
        .find(|f| f["path"] == "configs/attention/linked.yml")
        .expect("the linked config");
    assert_eq!(linked["valid"], true, "{linked:#}");
    assert_eq!(linked["points"], 27);
}

#[test]
fn check_all_takes_configs_in_folders_that_are_no_op_too() {
    let h = Harness::example("check-all-other-folders");
    let decode = read(&h.root.join("configs/attention/decode_c16_gqa8_bf16.yaml"));
    h.write("configs/old/decode.yaml", &decode);
    h.write(
        "configs/old/nowhere.yaml",
        "scenario: no_such_scenario\ndtype: bfloat16\n",
    );
    h.write("configs/.hidden/decode.yaml", &decode);
    h.write("configs/top.yaml", &decode);
    let r = run_in(&h.root, &["check", "--all", "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let files = doc["files"].as_array().expect("files");
    let path_of = |p: &str| files.iter().find(|f| f["path"] == p);
    // Checked, not skipped: the harness takes the op from the folder, so it refuses both.
    for p in [
        "configs/old/decode.yaml",
        "configs/old/nowhere.yaml",
        "configs/top.yaml",
    ] {
        let f = path_of(p).unwrap_or_else(|| panic!("{p} not checked: {doc:#}"));
        assert_eq!(codes(f), ["unknown-op"], "{f:#}");
    }
    assert!(path_of("configs/.hidden/decode.yaml").is_none());
    // The ops' folders come first, then the others, then the configs at the top.
    let paths: Vec<&str> = files.iter().filter_map(|f| f["path"].as_str()).collect();
    let n = paths.len();
    assert!(paths[n - 3].starts_with("configs/old/"), "{paths:?}");
    assert_eq!(paths[n - 1], "configs/top.yaml", "{paths:?}");
    // With --op, that op's folder only.
    let gemm = h.run(&["check", "--all", "--op", "gemm", "--json"]).json();
    assert!(gemm["files"].as_array().expect("f").iter().all(|f| f["op"] == "gemm"));
}

#[test]
fn regression_a_config_outside_an_op_folder_is_what_the_harness_entry_refuses_there() {
    // Was: `configs/attn/x.yaml` and `configs/top.yaml` were `ok` (their op found by their
    // scenario), though the harness's `main()` takes the op from the folder and stops with
    // `unknown op 'attn'`.
    let h = Harness::example("check-op-folder");
    let dense = read(&h.root.join("configs/attention/prefill_dense_bf16.yaml"));
    h.write("configs/attn/prefill_dense_bf16.yaml", &dense);
    h.write("configs/top.yaml", &dense);
    let raise = format!(
        "benchmark.py:{}",
        line_of(&h.root, "benchmark.py", "raise SystemExit(f\"unknown op")
    );
    for (rel, op) in [
        ("configs/attn/prefill_dense_bf16.yaml", "attn"),
        ("configs/top.yaml", ""),
    ] {
        let r = run_in(&h.root, &["check", rel, "--json"]);
        r.assert_code(1);
        let doc = r.json();
        let f = only_file(&doc);
        assert_eq!(codes(f), ["unknown-op"], "{f:#}");
        let d = diag(f, "unknown-op");
        // What the harness says, where it says it.
        let said = format!("unknown op '{op}'; expected one of ['attention', 'gemm']");
        assert!(d["message"].as_str().is_some_and(|m| m.contains(&said)), "{d}");
        assert_eq!(src(&d["source"]), raise);
        // `--op` is the way to check a config kept elsewhere, and the help says so.
        assert!(d["help"].as_str().is_some_and(|m| m.contains("--op")), "{d}");
        let with_op = run_in(&h.root, &["check", rel, "--op", "attention", "--json"]);
        with_op.assert_code(0);
        assert_eq!(only_file(&with_op.json())["valid"], true);
    }
    // In its op's folder, and outside `configs/` altogether, it is as before.
    run_in(&h.root, &["check", "configs/attention/prefill_dense_bf16.yaml"]).assert_code(0);
    let loose = h.dir.write("loose/prefill.yaml", &dense);
    let r = h.run(&["check", &loose.to_string_lossy(), "--json"]);
    r.assert_code(0);
    assert_eq!(only_file(&r.json())["op"], "attention");
    // Named by their folders, the same: a folder's configs are read before the registry, whose
    // scenarios are listed for their folders' ops only.
    let folder = loose.parent().expect("loose/").to_string_lossy().into_owned();
    let r = h.run(&["check", &folder, "--json"]);
    r.assert_code(0);
    assert_eq!(only_file(&r.json())["op"], "attention");
    let r = run_in(&h.root, &["check", "configs", "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let files = doc["files"].as_array().expect("files");
    let of = |p: &str| {
        files
            .iter()
            .find(|f| f["path"] == p)
            .unwrap_or_else(|| panic!("{p}: {doc:#}"))
    };
    assert_eq!(codes(of("configs/attn/prefill_dense_bf16.yaml")), ["unknown-op"]);
    assert_eq!(codes(of("configs/top.yaml")), ["unknown-op"]);
    assert_eq!(of("configs/attention/prefill_dense_bf16.yaml")["valid"], true);
    assert_eq!(of("configs/gemm/dense_bf16.yaml")["op"], "gemm");
}

#[test]
fn a_very_long_yaml_line_or_message_is_shown_cut_for_people_and_whole_in_json() {
    let h = Harness::example("check-long-line");
    let rel = "configs/attention/decode_c16_gqa8_bf16.yaml";
    let text = read(&h.root.join(rel));
    let items: Vec<String> = (0..400).map(|i| (1024 * (i % 8 + 1)).to_string()).collect();
    let long = format!("s_kv_list: [{}, 1000]", items.join(", "));
    let line = text
        .lines()
        .find(|l| l.starts_with("s_kv_list:"))
        .expect("s_kv_list line")
        .to_string();
    h.patch(rel, &line, &long);
    // The harness's own message prints the whole config.
    h.patch(
        "kernel/attention/scenarios/decode_gqa.py",
        "is not a multiple of page_size={page_size}\"",
        "is not a multiple of page_size={page_size}; config: {c}\"",
    );
    let r = run_in(&h.root, &["check", rel]);
    r.assert_code(1);
    assert!(r.stdout.contains("error[constraint]"), "{}", r.stdout);
    assert!(
        r.stdout.lines().all(|l| l.chars().count() <= 400),
        "every line is short:\n{}",
        r.stdout
    );
    let help = r
        .stdout
        .lines()
        .find(|l| l.contains("= help: the harness says"))
        .expect("help");
    assert!(help.ends_with("more characters; --json has it whole)"), "{help}");
    let json = run_in(&h.root, &["check", rel, "--json"]).json();
    let said = json["files"][0]["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .find_map(|d| d["help"].as_str().filter(|h| h.contains("the harness says")))
        .expect("the harness's message")
        .to_string();
    assert!(
        said.contains("1000]") && !said.contains("--json"),
        "whole in JSON: {said}"
    );
    // The YAML line is shown cut before the failing item, which is underlined.
    let lines: Vec<&str> = r.stdout.lines().collect();
    let at = lines.iter().position(|l| l.contains("| …")).expect("the cut line");
    let shown = lines[at];
    assert!(shown.ends_with("1000]"), "{shown}");
    let under = lines[at + 1];
    let col = |l: &str, pat: &str| l.find(pat).map(|b| l[..b].chars().count());
    assert_eq!(col(under, "^^^^ "), col(shown, "1000]"), "{shown}\n{under}");
}

/// `check`'s human output for a config of this text in a copy of the example, run from its root.
fn human_check_of(tag: &str, text: &str) -> Run {
    let h = Harness::example(tag);
    let rel = "configs/attention/written.yaml";
    h.write(rel, text);
    run_in(&h.root, &["check", rel])
}

#[test]
fn a_tab_in_a_shown_yaml_line_does_not_shift_the_underline() {
    let r = human_check_of(
        "check-tab",
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes:\n\t- 1\ns_kv_list: [1024]\n",
    );
    r.assert_code(1);
    assert!(r.stdout.contains("error[yaml]"), "{}", r.stdout);
    assert!(!r.stdout.contains('\t'), "{}", r.stdout);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let header = lines.iter().find(|l| l.contains("--> ")).expect("header");
    let col: usize = header.rsplit(':').next().and_then(|c| c.parse().ok()).expect("column");
    let shown = lines.iter().position(|l| l.starts_with("4 | ")).expect("line 4 shown");
    let caret = lines[shown + 1].find('^').expect("underline");
    assert_eq!(caret - "  | ".len() + 1, col, "{}", r.stdout);
}

#[test]
fn a_wide_character_before_or_in_the_underlined_value_counts_two_columns() {
    let r = human_check_of(
        "check-wide",
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nbackends: [halops, 名字]\n",
    );
    r.assert_code(1);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let shown = lines
        .iter()
        .position(|l| l.contains("| backends: [halops, 名字]"))
        .expect("shown");
    // `backends: [halops, ` is 19 columns; `名字` takes 4.
    let bar = lines[shown].find("| ").expect("bar") + 2;
    let under = &lines[shown + 1][bar..];
    assert!(under.starts_with(&format!("{}^^^^ ", " ".repeat(19))), "{}", r.stdout);
}

#[test]
fn human_output_matches_the_snapshot() {
    let r = run(
        &example_root(),
        &[
            "check",
            &config("attention/fp8_on_fa2.yaml"),
            &config("gemm/grouped_contiguous_small_max_m.yaml"),
            &config("gemm/halops_not_first.yaml"),
            &config("attention/typo_field.yaml"),
        ],
    );
    r.assert_code(1);
    assert_snapshot("check_human.txt", &filter_path(&r.stdout, &manifest_dir(), "<crate>"));
}

#[test]
fn regression_a_failing_flow_list_item_is_underlined_whole() {
    // Was: the underline stopped at the first `,`, marking `[64` of `[64, 4096, 4096, 7168]`.
    let r = run(
        &example_root(),
        &["check", &config("gemm/grouped_contiguous_small_max_m.yaml")],
    );
    r.assert_code(1);
    assert!(
        r.stdout
            .contains(" 7 |   - [64, 4096, 4096, 7168]\n   |     ^^^^^^^^^^^^^^^^^^^^^^ `shapes`\n"),
        "{}",
        r.stdout
    );
}

#[test]
fn json_output_matches_the_snapshot() {
    let r = check(&[
        &config("attention/fp8_on_fa2.yaml"),
        &config("gemm/grouped_contiguous_small_max_m.yaml"),
    ]);
    r.assert_code(1);
    let pretty = serde_json::to_string_pretty(&r.json()).expect("json") + "\n";
    assert_snapshot("check_json.json", &pretty);
}

// ---- exit codes and the one JSON document ----------------------------------------------------

#[test]
fn exit_codes_are_0_done_1_invalid_2_could_not_do_the_job() {
    let ok = config("unsorted/dense_bf16.yaml");
    let warn = config("gemm/halops_not_first.yaml");
    let bad = config("gemm/k_misaligned.yaml");
    run(&example_root(), &["check", &ok]).assert_code(0);
    run(&example_root(), &["check", &warn]).assert_code(0);
    run(&example_root(), &["check", &ok, &bad]).assert_code(1);
    // Could not do the job: a missing file, no file at all, a folder with no config, an unknown
    // --op, no harness.
    let empty = TempDir::new("check-empty-folder");
    let empty_dir = empty.path.to_string_lossy().into_owned();
    for args in [
        vec!["check", "tests/fixtures/configs/gemm/no_such_file.yaml"],
        vec!["check"],
        vec!["check", empty_dir.as_str()],
        vec!["check", &ok, "--op", "conv"],
        vec!["check", &ok, "--bogus-flag"],
    ] {
        let r = run(&example_root(), &args);
        r.assert_code(2);
        assert!(r.stderr.starts_with("error: "), "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
    }
    let nowhere = TempDir::new("check-no-harness");
    run(&nowhere.path, &["check", &ok]).assert_code(2);
}

#[test]
fn json_is_exactly_one_document_on_stdout_whatever_happens() {
    let ok = config("unsorted/dense_bf16.yaml");
    let bad = config("gemm/k_misaligned.yaml");
    let cases: Vec<(Vec<&str>, i32)> = vec![
        (vec!["check", "--json", &ok], 0),
        (vec!["check", &ok, "--json"], 0),
        (vec!["check", &ok, &bad, "--json"], 1),
        (vec!["check", "--all", "--json"], 0),
        (vec!["check", "tests/fixtures/configs/nope.yaml", "--json"], 2),
        (vec!["check", &ok, "--op", "conv", "--json"], 2),
    ];
    for (args, code) in cases {
        let r = run(&example_root(), &args);
        r.assert_code(code);
        let doc = r.json(); // fails unless stdout is one JSON document and nothing else
        if code == 2 {
            assert!(doc["error"].is_string(), "{args:?}: {doc}");
        } else {
            assert!(doc["files"].is_array(), "{args:?}: {doc}");
            for f in doc["files"].as_array().expect("files") {
                for key in ["path", "op", "scenario", "valid", "points", "diagnostics"] {
                    assert!(f.get(key).is_some(), "{key} missing in {f}");
                }
                for d in f["diagnostics"].as_array().expect("diagnostics") {
                    for key in [
                        "severity", "code", "field", "message", "help", "config", "source", "point",
                    ] {
                        assert!(d.get(key).is_some(), "{key} missing in {d}");
                    }
                }
            }
        }
    }
    let two = run(&example_root(), &["check", &ok, &bad, "--json"]).json();
    let paths: Vec<&str> = two["files"]
        .as_array()
        .expect("f")
        .iter()
        .filter_map(|f| f["path"].as_str())
        .collect();
    assert_eq!(
        paths,
        [ok.as_str(), bad.as_str()],
        "reports in the order given, paths as given"
    );
}

#[test]
fn timings_go_to_stderr_phase_by_phase_only_when_asked() {
    let root = example_root().to_string_lossy().into_owned();
    // Without the cache: every phase runs (a run answered from it has its own, tests/cache.rs).
    let args = ["--root", root.as_str(), "check", "--all", "--json", "--no-cache"];
    let plain = run_in_env(&manifest_dir(), &args, &[]);
    let off = run_in_env(&manifest_dir(), &args, &[("GEN_CONFIG_TIMINGS", "0")]);
    let timed = run_in_env(&manifest_dir(), &args, &[("GEN_CONFIG_TIMINGS", "1")]);
    for r in [&plain, &off, &timed] {
        r.assert_code(0);
    }
    assert!(!plain.stderr.contains("timing:"), "{}", plain.stderr);
    assert!(!off.stderr.contains("timing:"), "{}", off.stderr);
    // The same document on stdout; the phases, in order, on stderr.
    assert_eq!(timed.json(), plain.json());
    let phases: Vec<&str> = timed
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix("timing: "))
        .map(|l| l.split("  ").next().unwrap_or("").trim())
        .collect();
    assert_eq!(
        phases,
        [
            "load the harness",
            "read the op registry",
            "read the configs",
            "parse the configs",
            "describe scenarios",
            "check the configs",
            "write the output"
        ],
        "{}",
        timed.stderr
    );
    // `schema` of the whole harness, without its cache (tests/cache.rs has the cached one).
    let schema = run_in_env(
        &manifest_dir(),
        &["--root", root.as_str(), "schema", "--no-cache"],
        &[("GEN_CONFIG_TIMINGS", "1")],
    );
    schema.assert_code(0);
    let phases: Vec<&str> = schema
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix("timing: "))
        .map(|l| l.split("  ").next().unwrap_or("").trim())
        .collect();
    assert_eq!(
        phases,
        [
            "load the harness",
            "parse the harness",
            "describe scenarios",
            "render the output",
            "write the output"
        ],
        "{}",
        schema.stderr
    );
}

// ---- which op a config is for ---------------------------------------------------------------

#[test]
fn the_op_is_the_parent_folder_when_it_names_an_op() {
    // Under configs/gemm/, a decode_gqa config is judged as gemm's — and gemm has no decode_gqa —
    // even with `--op attention`.
    for extra in [vec![], vec!["--op", "attention"]] {
        let mut args = vec![config("gemm/scenario_of_another_op.yaml")];
        args.extend(extra.iter().map(|s| s.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = check(&args);
        r.assert_code(1);
        let doc = r.json();
        let f = only_file(&doc);
        assert_eq!(f["op"], "gemm");
        assert_eq!(codes(f), ["unknown-scenario"]);
    }
}

#[test]
fn the_op_is_the_op_flag_when_the_folder_names_none() {
    let f = check(&[&config("unsorted/dense_bf16.yaml"), "--op", "gemm"]).json();
    assert_eq!(only_file(&f)["op"], "gemm");
    assert_eq!(only_file(&f)["valid"], true);
    // --op wins over the scenario's owner: attention has no `dense`.
    let r = check(&[&config("unsorted/dense_bf16.yaml"), "--op", "attention"]);
    r.assert_code(1);
    let doc = r.json();
    assert_eq!(only_file(&doc)["op"], "attention");
    assert_eq!(codes(only_file(&doc)), ["unknown-scenario"]);
}

#[test]
fn the_op_is_the_one_op_owning_the_scenario_otherwise() {
    let f = check_one("unsorted/group_masked.yaml", 0);
    assert_eq!(f["op"], "gemm");
    assert_eq!(f["scenario"], "group_masked");
    assert_eq!(f["valid"], true);
}

#[test]
fn the_op_is_unknown_when_two_ops_own_the_scenario() {
    let h = Harness::example("check-ambiguous-op");
    // Give attention a scenario named like one of gemm's.
    h.patch(
        "kernel/attention/scenarios/__init__.py",
        "    \"prefill_chunked\": prefill_chunked.run_scenario,\n",
        "    \"prefill_chunked\": prefill_chunked.run_scenario,\n    \"dense\": prefill_dense.run_scenario,\n",
    );
    let cfg = h.dir.write(
        "loose/dense.yaml",
        read(&manifest_dir().join(config("unsorted/dense_bf16.yaml"))),
    );
    let r = h.run(&["check", &cfg.to_string_lossy(), "--json"]);
    r.assert_code(1);
    assert_eq!(codes(only_file(&r.json())), ["unknown-op"]);
}

// ---- inputs that are not a config: a `yaml` diagnostic, never a crash -----------------------

fn check_bytes(dir: &TempDir, name: &str, bytes: &[u8]) -> (J, Duration) {
    let p = dir.write(&format!("gemm/{name}"), bytes);
    let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(1);
    let doc = r.json();
    (only_file(&doc).clone(), r.elapsed)
}

fn assert_yaml_error(f: &J, what: &str) {
    assert_eq!(codes(f), ["yaml"], "{what}: {f:#}");
    let d = diag(f, "yaml");
    assert_eq!(d["severity"], "error");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty() && !m.contains('\n')),
        "{what}: {d}"
    );
    assert_eq!(f["valid"], false);
}

#[test]
fn yaml_errors_for_files_that_are_not_one_mapping() {
    let dir = TempDir::new("check-yaml");
    let cases: Vec<(&str, Vec<u8>, Option<u64>)> = vec![
        ("empty.yaml", b"".to_vec(), None),
        ("comment_only.yaml", b"# nothing here\n".to_vec(), None),
        ("a_list.yaml", b"- scenario: dense\n- mode: bf16\n".to_vec(), Some(1)),
        ("a_scalar.yaml", b"dense\n".to_vec(), Some(1)),
        ("bad_utf8.yaml", b"scenario: dense\nmode: \xff\xfe\n".to_vec(), None),
        (
            "syntax.yaml",
            b"scenario: dense\nshapes: [[128, 256, 512]\nmode: bf16\n".to_vec(),
            None,
        ),
        (
            "two_docs.yaml",
            b"scenario: dense\n---\nscenario: dense\n".to_vec(),
            None,
        ),
        ("tabs.yaml", b"scenario: dense\nshapes:\n\t- [1, 2, 3]\n".to_vec(), None),
    ];
    for (name, bytes, line) in cases {
        let (f, _) = check_bytes(&dir, name, &bytes);
        assert_yaml_error(&f, name);
        if let Some(l) = line {
            assert_eq!(at(diag(&f, "yaml")).0, l, "{name}");
        }
    }
}

#[test]
fn regression_a_repeated_key_is_read_as_the_loader_reads_it_and_warned_about() {
    // Was: a `yaml` error, 0 points checked. PyYAML's `safe_load` keeps the last `mode`, so the
    // harness runs w8a8-mxfp8 with K = 32: the check runs with that value (K % 32 holds), and
    // says the key is repeated.
    let dir = TempDir::new("check-yaml-dup");
    let p = dir.write(
        "gemm/dup.yaml",
        "scenario: dense\nmode: bf16\nbatch_sizes: [1]\nshapes: [[1, 2, 32]]\nmode: w8a8-mxfp8\n",
    );
    let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(0);
    let doc = r.json();
    let f = only_file(&doc);
    assert_eq!(codes(f), ["duplicate-key"]);
    let d = diag(f, "duplicate-key");
    assert_eq!(d["severity"], "warning");
    assert_eq!(d["field"], "mode");
    assert_eq!(at(d), (5, 1));
    assert!(
        d["message"].as_str().is_some_and(|m| m.contains("lines 2 and 5")),
        "{d}"
    );
    // The last value is the one judged: an unknown mode there is the error.
    let (f, _) = check_bytes(
        &dir,
        "dup2.yaml",
        b"scenario: dense\nmode: w8a8-mxfp8\nbatch_sizes: [1]\nshapes: [[1, 2, 48]]\nmode: bogus\n",
    );
    assert_eq!(codes(&f), ["duplicate-key", "bad-value"]);
}

#[test]
fn yaml_alias_bombs_end_fast_as_an_error() {
    let dir = TempDir::new("check-yaml-bomb");
    // Billion laughs in values, and in keys (which some parsers' limits do not count).
    let mut values = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    let mut keys = String::from("k0: &k0 {x: 1}\n");
    for i in 1..40 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        values.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
        let entries: Vec<String> = (0..10).map(|j| format!("? *k{} : {j}", i - 1)).collect();
        keys.push_str(&format!("k{i}: &k{i} {{{}}}\n", entries.join(", ")));
    }
    values.push_str("scenario: dense\n");
    for (name, text) in [("values.yaml", values), ("keys.yaml", keys)] {
        let (f, elapsed) = check_bytes(&dir, name, text.as_bytes());
        assert_yaml_error(&f, name);
        assert!(elapsed < Duration::from_secs(10), "{name} took {elapsed:?}");
    }
}

#[test]
fn yaml_nested_20000_deep_is_an_error_not_a_stack_overflow() {
    let dir = TempDir::new("check-yaml-deep");
    let n = 20_000;
    let cases = [
        (
            "flow_lists.yaml",
            format!("scenario: dense\nshapes: {}{}\n", "[".repeat(n), "]".repeat(n)),
        ),
        (
            "flow_maps.yaml",
            format!("scenario: dense\nx: {}1{}\n", "{a: ".repeat(n), "}".repeat(n)),
        ),
        (
            "block_lists.yaml",
            format!("scenario: dense\nx:\n  {}1\n", "- ".repeat(n)),
        ),
        ("unclosed.yaml", format!("scenario: dense\nshapes: {}\n", "[".repeat(n))),
    ];
    for (name, text) in cases {
        let (f, elapsed) = check_bytes(&dir, name, text.as_bytes());
        assert_yaml_error(&f, name);
        assert!(elapsed < Duration::from_secs(10), "{name} took {elapsed:?}");
    }
}

#[test]
fn one_bad_file_does_not_stop_the_others() {
    let dir = TempDir::new("check-mixed");
    let broken = dir.write("gemm/broken.yaml", "scenario: [\n");
    let good = manifest_dir().join(config("unsorted/dense_bf16.yaml"));
    let r = run(
        &example_root(),
        &["check", &broken.to_string_lossy(), &good.to_string_lossy(), "--json"],
    );
    r.assert_code(1);
    let doc = r.json();
    let files = doc["files"].as_array().expect("files");
    assert_eq!(codes(&files[0]), ["yaml"]);
    assert_eq!(files[1]["valid"], true);
}

#[test]
fn a_folder_given_is_every_config_under_it_as_ruff_and_yamllint_take_one() {
    let h = Harness::example("check-folder");
    h.write(
        "configs/attention/old/decode.yaml",
        read(&h.root.join("configs/attention/decode_c16_gqa8_bf16.yaml")),
    );
    h.write("configs/attention/.hidden/x.yaml", "scenario: nosuch\n");
    h.write("configs/attention/notes.txt", "not a config\n");
    let r = run_in(&h.root, &["check", "configs/attention", "--json"]);
    let doc = r.json();
    let paths: Vec<&str> = doc["files"]
        .as_array()
        .expect("files")
        .iter()
        .filter_map(|f| f["path"].as_str())
        .collect();
    assert_eq!(
        paths,
        [
            "configs/attention/decode_c16_gqa8_bf16.yaml",
            "configs/attention/decode_c16_gqa8_fp8.yaml",
            "configs/attention/old/decode.yaml",
            "configs/attention/prefill_chunked_bf16.yaml",
            "configs/attention/prefill_dense_bf16.yaml",
        ]
    );
    // The nested one is where the harness would not take it (its op comes from the folder).
    r.assert_code(1);
    assert_eq!(codes(&doc["files"][2]), ["unknown-op"]);
}

#[test]
fn regression_a_file_that_could_not_be_read_is_said_so_in_its_line_and_the_summary() {
    // Was: `invalid: nonexist.yaml` in its line, `0 invalid, 1 could not be read` below.
    let ok = config("unsorted/dense_bf16.yaml");
    let r = run(&example_root(), &["check", &ok, "nonexist.yaml"]);
    r.assert_code(1);
    assert!(
        r.stdout.contains("\ncould not be read: nonexist.yaml: 1 error\n"),
        "{}",
        r.stdout
    );
    assert!(!r.stdout.contains("invalid: nonexist.yaml"), "{}", r.stdout);
    assert!(
        r.stdout
            .ends_with("\n1 config checked: 1 valid, 0 invalid, 1 could not be read\n"),
        "{}",
        r.stdout
    );
    let r = run(&example_root(), &["check", &ok, "nonexist.yaml", "--lang", "zh"]);
    assert!(
        r.stdout.contains("\n无法读取：nonexist.yaml：1 个错误\n"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.ends_with("，1 个无法读取\n"), "{}", r.stdout);
}

#[test]
fn regression_the_root_is_found_upward_from_the_files_named_too() {
    // Was: `check halops-bench/benchmark/configs/gemm/dense_bf16.yaml` from another folder
    // said no harness was found.
    let h = Harness::example("check-root-from-file");
    let elsewhere = TempDir::new("check-root-cwd");
    let cfg = h.root.join("configs/gemm/dense_bf16.yaml");
    let r = run_in(&elsewhere.path, &["check", &cfg.to_string_lossy(), "--json"]);
    r.assert_code(0);
    assert_eq!(only_file(&r.json())["valid"], true);
    // A path relative to the working directory works too.
    let r = run_in(&h.dir.path, &["check", "benchmark/configs/gemm/dense_bf16.yaml"]);
    r.assert_code(0);
    // Files of two harnesses at once: one line saying so, exit 2.
    let other = Harness::example("check-root-other");
    let r = run_in(
        &elsewhere.path,
        &[
            "check",
            &cfg.to_string_lossy(),
            &other.root.join("configs/gemm/dense_bf16.yaml").to_string_lossy(),
        ],
    );
    r.assert_code(2);
    assert!(r.stderr.contains("two harnesses"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

#[test]
fn a_scenario_that_is_not_a_name_is_a_bad_type() {
    let dir = TempDir::new("check-scenario-type");
    let (f, _) = check_bytes(&dir, "scenario_list.yaml", b"scenario: [dense]\nmode: bf16\n");
    let d = diag(&f, "bad-type");
    assert_eq!(d["field"], "scenario");
    assert_eq!(at(d), (1, 11));
}

/// Silence "unused" for helpers only some tests use.
#[allow(dead_code)]
fn _uses(_: &Path) {}

#[test]
fn regression_a_string_where_a_list_is_swept_is_a_bad_type_and_memory_stays_bounded() {
    // Was: `batch_sizes: _adapt` was iterated character by character, `"_" * seq_len` kept
    // growing strings, and the check used gigabytes before it ended.
    let f = check_invalid_text(
        "attention/string_sweep.yaml",
        "scenario: prefill_dense\ndtype: bfloat16\nbatch_sizes: _adapt\nseq_lens: [1024, 4096, 8192]\nbackends: [halops]\n",
    );
    let found = diags_with(&f, "bad-type");
    let d = found
        .iter()
        .find(|d| d["message"].as_str().unwrap_or("").contains("a list was expected"))
        .unwrap_or_else(|| panic!("no `a list was expected` in {f:#}"));
    assert_eq!(d["field"], "batch_sizes");
    assert_eq!(at(d), (3, 1));
    // Where Python then fails on its characters: torch refuses `"_"` as a size.
    let randn = format!(
        "kernel/attention/scenarios/prefill_dense.py:{}",
        line_of(
            &example_root(),
            "kernel/attention/scenarios/prefill_dense.py",
            "q = torch.randn("
        )
    );
    assert!(
        found
            .iter()
            .any(|d| src(&d["source"]) == randn && d["field"] == "batch_sizes"),
        "{f:#}"
    );
}

#[test]
fn regression_the_field_to_blame_is_the_one_whose_change_makes_the_failure_go_away() {
    // `dtype: fp8` with `refcheck_reference: fa2`: fa2's adapter raises for FP8, run as the
    // reference. Was: `constraint` on the `dtype` line with no help. The reference is what to
    // change (every other backend named takes FP8).
    let dir = TempDir::new("check-blame");
    let p = dir.write(
        "attention/ref.yaml",
        "scenario: decode_gqa\ndtype: fp8\nbatch_sizes: [1]\ns_kv_list: [1024]\nrefcheck_reference: fa2\n",
    );
    let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
    let doc = r.json();
    let f = only_file(&doc);
    assert_eq!(codes(f), ["backend-unsupported"], "{f}");
    let d = diag(f, "backend-unsupported");
    assert_eq!(d["field"], "refcheck_reference");
    assert_eq!(at(d), (5, 21));
    assert!(d["help"].as_str().is_some_and(|h| h.contains("`golden`")), "{d}");
    // With `refcheck: false` the code never looks the reference up: no error (it reads the
    // field, so it is no unknown one either).
    let p = dir.write(
        "attention/off.yaml",
        "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: [1024]\nrefcheck: false\nrefcheck_reference: nosuch\n",
    );
    let r = run(&example_root(), &["check", &p.to_string_lossy(), "--json"]);
    r.assert_code(0);
    let doc = r.json();
    assert_eq!(codes(only_file(&doc)), Vec::<String>::new());
}

// ---- sweep points named by their fields, every failing value, the YAML's order -------------

/// Configs written under `attention/` of a fresh folder (the op from the folder), for the tests
/// of sweep points, order and empty sweeps; the folder stays while the returned value lives.
fn written(configs: &[(&str, &str)]) -> (TempDir, Vec<String>) {
    let dir = TempDir::new("check-points");
    let paths = configs
        .iter()
        .map(|(name, text)| {
            dir.write(&format!("attention/{name}"), text)
                .to_string_lossy()
                .to_string()
        })
        .collect();
    (dir, paths)
}

const CHUNKED_UNALIGNED: &str =
    "scenario: prefill_chunked\ndtype: bfloat16\nprefix_len_list: [0, 1001]\nchunk_len_list: [1000]\n";
const DECODE_TWO_UNPAGED: &str = "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1, 4, 16]\ns_kv_list: [1000, 4096, 1001]\nmtp_steps_list: [0, 1]\nbackends: [halops]\n";
const DECODE_OUT_OF_ORDER: &str =
    "scenario: decode_gqa\nbackends: [halops, fa9]\ndtype: bfloat16\ns_kv_list: [1000]\ntypo_field: 1\n";
const DECODE_EMPTY: &str = "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: [1]\ns_kv_list: []\n";
const CHUNKED_EMPTY: &str =
    "scenario: prefill_chunked\ndtype: bfloat16\nbatch_sizes: [1]\nprefix_len_list: []\nchunk_len_list: [1024]\n";

#[test]
fn a_sweep_point_is_named_by_the_fields_its_values_come_from() {
    let (_dir, paths) = written(&[("chunked.yaml", CHUNKED_UNALIGNED)]);
    let r = check(&[&paths[0]]);
    r.assert_code(1);
    let f = only_file(&r.json()).clone();
    let d = diag(&f, "constraint");
    // `for prefix_len, chunk_len in points` over `[(p, c) for p in prefix_len_list for c in
    // chunk_len_list]`: each part by its own field; `for bs in batch_sizes` over the code's
    // `[cfg.get("batch_size", 1)]` when `batch_sizes` is absent: by the field it goes over when
    // given (was `bs=1`, `prefix_len, chunk_len=[0,1000]`).
    assert_eq!(
        d["point"],
        json!({"batch_sizes": 1, "prefix_len_list": 0, "chunk_len_list": 1000})
    );
    assert_eq!(d["field"], "chunk_len_list");
    assert_eq!(at(d), (4, 18), "the caret at the failing item `1000`, not the key");
    assert_eq!(d["values"], json!([1000]));
    assert_eq!(d["points"], 2, "both prefixes fail on the one chunk length");
    let m = d["message"].as_str().expect("message");
    assert!(
        m.contains("at chunk_len_list = 1000 (2 sweep points; the first: batch_sizes=1, prefix_len_list=0, chunk_len_list=1000)"),
        "{m}"
    );
    // The same names in every output.
    let human = run(&example_root(), &["check", &paths[0]]);
    assert!(
        human.stdout.contains("prefix_len_list=0, chunk_len_list=1000"),
        "{}",
        human.stdout
    );
    assert!(!human.stdout.contains("bs=1"), "{}", human.stdout);
    let sarif = run(&example_root(), &["check", &paths[0], "--format", "sarif"]).json();
    let results = sarif["runs"][0]["results"].as_array().expect("results");
    let props = &results
        .iter()
        .find(|x| x["ruleId"] == "constraint")
        .expect("constraint")["properties"];
    assert_eq!(props["point"], d["point"]);
    assert_eq!(props["values"], d["values"]);
}

#[test]
fn every_distinct_failing_value_of_the_blamed_field_is_named() {
    let (_dir, paths) = written(&[("two.yaml", DECODE_TWO_UNPAGED)]);
    let f = check_one_path(&paths[0], 1);
    let d = diag(&f, "constraint");
    assert_eq!(d["field"], "s_kv_list");
    // 1000 and 1001 both fail (page size 64), at 3 batch sizes and 2 MTP steps each.
    assert_eq!(d["values"], json!([1000, 1001]));
    assert_eq!(d["points"], 12);
    assert_eq!(
        d["positions"],
        json!([{"line": 4, "column": 13}, {"line": 4, "column": 25}])
    );
    assert_eq!(at(d), (4, 13), "the first failing item");
    assert_eq!(
        d["point"],
        json!({"batch_sizes": 1, "s_kv_list": 1000, "mtp_steps_list": 0})
    );
    let m = d["message"].as_str().expect("message");
    assert!(
        m.contains("at s_kv_list = 1000, 1001 (12 sweep points; the first: "),
        "{m}"
    );
}

#[test]
fn diagnostics_are_in_the_order_of_the_yaml_those_without_a_place_first() {
    let (_dir, paths) = written(&[("order.yaml", DECODE_OUT_OF_ORDER)]);
    let f = check_one_path(&paths[0], 1);
    let places: Vec<Option<(u64, u64)>> = f["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .map(|d| d["config"]["line"].as_u64().zip(d["config"]["column"].as_u64()))
        .collect();
    let mut sorted = places.clone();
    sorted.sort();
    assert_eq!(places, sorted, "{f:#}");
    // The typo on line 5 is found before the run's failures on lines 2 and 4, and said after them.
    assert_eq!(
        codes(&f),
        ["no-batch-sizes", "unknown-backend", "constraint", "unknown-field"],
        "{f:#}"
    );
    let human = run(&example_root(), &["check", &paths[0]]).stdout;
    let at = |needle: &str| human.find(needle).unwrap_or_else(|| panic!("{needle} in {human}"));
    assert!(at("[no-batch-sizes]") < at("[unknown-backend]"));
    assert!(at("[unknown-backend]") < at("[constraint]"));
    assert!(at("[constraint]") < at("[unknown-field]"));
}

#[test]
fn an_empty_sweep_is_found_by_the_loop_that_goes_over_nothing() {
    let (_dir, paths) = written(&[
        ("empty.yaml", DECODE_EMPTY),
        ("chunked_empty.yaml", CHUNKED_EMPTY),
        (
            "no_batches.yaml",
            "scenario: decode_gqa\ndtype: bfloat16\nbatch_sizes: []\ns_kv_list: [1024]\n",
        ),
    ]);
    let f = check_one_path(&paths[0], 0);
    let d = diag(&f, "empty-sweep");
    assert_eq!(d["severity"], "warning");
    assert_eq!(d["field"], "s_kv_list");
    assert_eq!(at(d), (4, 12));
    assert_eq!(src(&d["source"]), at_line(DECODE, "for s_kv in s_kv_list:"));
    assert_eq!(f["points"], 0, "nothing is measured");
    // A loop over what the code built from two lists, one of them empty: blamed on that one.
    let f = check_one_path(&paths[1], 0);
    let d = diag(&f, "empty-sweep");
    assert_eq!(d["field"], "prefix_len_list");
    assert_eq!(
        src(&d["source"]),
        at_line(
            "kernel/attention/scenarios/prefill_chunked.py",
            "for prefix_len, chunk_len in points:"
        )
    );
    // `batch_sizes: []` is no empty sweep: the code falls back to `[cfg.get("batch_size", 1)]`.
    let f = check_one_path(&paths[2], 0);
    assert!(!has_code(&f, "empty-sweep"), "{f:#}");
}

/// The one file report of checking the config at `path`, which must exit with `code`.
fn check_one_path(path: &str, code: i32) -> J {
    let r = check(&[path]);
    r.assert_code(code);
    only_file(&r.json()).clone()
}

#[test]
fn sweep_points_order_and_empty_sweeps_match_the_snapshots() {
    let (dir, paths) = written(&[
        ("chunked.yaml", CHUNKED_UNALIGNED),
        ("two.yaml", DECODE_TWO_UNPAGED),
        ("order.yaml", DECODE_OUT_OF_ORDER),
        ("empty.yaml", DECODE_EMPTY),
    ]);
    let args: Vec<&str> = std::iter::once("check")
        .chain(paths.iter().map(String::as_str))
        .collect();
    let human = run(&example_root(), &args);
    human.assert_code(1);
    assert_snapshot(
        "check_points_human.txt",
        &filter_path(&human.stdout, &dir.path, "<dir>"),
    );
    let mut json_args = args.clone();
    json_args.push("--json");
    let doc = run(&example_root(), &json_args).json();
    let pretty = serde_json::to_string_pretty(&doc).expect("json") + "\n";
    assert_snapshot("check_points_json.json", &filter_path(&pretty, &dir.path, "<dir>"));
}
