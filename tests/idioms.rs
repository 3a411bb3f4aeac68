//! One small harness per Python idiom the reader must understand (`tests/fixtures/idioms/<name>/`),
//! and the facts `schema` must report for it — fields with their defaults, sweeps, backends and
//! what they refuse, constraints — each at its `file:line`. Each fixture also ships configs under
//! `configs/<op>/`: the `*_ok.yaml` ones pass, the others fail (or warn) the way the code would.

mod common;

use common::*;
use serde_json::{json, Value as J};

/// `schema --json` of an idiom fixture.
fn schema_of(name: &str) -> J {
    let r = run(&idiom_root(name), &["schema", "--json"]);
    r.assert_code(0);
    r.json()
}

/// `check --all --json` of an idiom fixture: the file reports by file name.
fn check_all(name: &str) -> Vec<J> {
    let r = run(&idiom_root(name), &["check", "--all", "--json"]);
    assert!(r.code == 0 || r.code == 1, "exit {}: {}", r.code, r.stderr);
    r.json()["files"].as_array().expect("files").clone()
}

fn report<'a>(files: &'a [J], file_name: &str) -> &'a J {
    files
        .iter()
        .find(|f| f["path"].as_str().is_some_and(|p| p.ends_with(file_name)))
        .unwrap_or_else(|| panic!("no report for {file_name}"))
}

/// The report of `file_name` says it is valid, with nothing to say.
fn assert_clean(files: &[J], file_name: &str) {
    let r = report(files, file_name);
    assert_eq!(r["valid"], true, "{r:#}");
    assert!(r["diagnostics"].as_array().expect("diagnostics").is_empty(), "{r:#}");
}

/// `file:line` of the one line of the fixture's `rel` holding `needle`.
fn at(name: &str, rel: &str, needle: &str) -> String {
    format!("{rel}:{}", line_of(&idiom_root(name), rel, needle))
}

/// (required, default, sweep) of a field.
fn shape(f: &J) -> (bool, J, bool) {
    (
        f["required"].as_bool().unwrap_or(false),
        f["default"].clone(),
        f["sweep"].as_bool().unwrap_or(false),
    )
}

/// Every fixture has the HALOps entry layer: `batch_sizes` swept there, GPUs from its GPU_SPECS.
fn assert_entry_layer(doc: &J, op: &str, name: &str) {
    let sc = scenario(doc, op, name);
    assert_eq!(shape(field(sc, "batch_sizes")), (false, J::Null, true));
    assert_eq!(field(sc, "batch_sizes")["source"]["file"], "benchmark.py");
    assert_eq!(field(sc, "gpu_type")["default"], "mi355x", "DEFAULT_GPU of the fixture");
    assert!(!has_field(sc, "dry_run_iters") && !has_field(sc, "repeat_iters"));
    assert_eq!(names(&doc["gpus"]), ["mi355x", "l40s"]);
    assert_eq!(gpu(doc, "mi355x")["fp4"], true);
    assert_eq!(gpu(doc, "l40s")["fp4"], false);
}

#[test]
fn cfg_passed_to_a_helper_in_another_module_under_another_name() {
    const N: &str = "helper_alias";
    const SETTINGS: &str = "kernel/norm/settings.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "norm", "rmsnorm");
    let sc = scenario(&doc, "norm", "rmsnorm");
    let hidden = field(sc, "hidden");
    assert_eq!(shape(hidden), (true, J::Null, false));
    assert_eq!(src(&hidden["source"]), at(N, SETTINGS, "hidden = conf[\"hidden\"]"));
    let eps = field(sc, "eps");
    assert_eq!(shape(eps), (false, json!(1e-5), false));
    assert_eq!(src(&eps["source"]), at(N, SETTINGS, "conf.get(\"eps\", 1e-5)"));
    assert_eq!(shape(field(sc, "token_counts")), (true, J::Null, true));
    let c = constraint(sc, "hidden % HIDDEN_ALIGN == 0");
    assert_eq!(src(&c["source"]), at(N, SETTINGS, "assert hidden % HIDDEN_ALIGN == 0"));
    assert_eq!(names(&sc["backends"]), ["halops", "ref"]);

    let files = check_all(N);
    assert_eq!(report(&files, "rmsnorm_ok.yaml")["valid"], true);
    let bad = report(&files, "rmsnorm_bad_hidden.yaml");
    let d = diag(bad, "constraint");
    assert_eq!(d["field"], "hidden");
    assert_eq!(at_yaml(d), (2, 1));
    assert_eq!(src(&d["source"]), at(N, SETTINGS, "assert hidden % HIDDEN_ALIGN == 0"));
    assert!(d["help"]
        .as_str()
        .is_some_and(|h| h.contains("hidden=4000 must be a multiple of 64")));
}

#[test]
fn cfg_get_defaults_from_module_constants_tuples_and_lookups() {
    const N: &str = "module_defaults";
    const CONV: &str = "kernel/conv/scenarios/conv2d.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "conv", "conv2d");
    let sc = scenario(&doc, "conv", "conv2d");
    let expect = [
        ("tile", json!([128, 64]), "cfg.get(\"tile\", TILE)"),
        ("num_stages", json!(4), "defaults.NUM_STAGES"),
        ("shape", json!([1024, 512]), "cfg.get(\"shape\", DEFAULT_SHAPE)"),
        ("warps", json!(8), "_DEFAULTS[\"warps\"]"),
        ("layout", json!("nhwc"), "_DEFAULTS.get(\"layout\")"),
        ("scale", json!(0.125), "cfg.get(\"scale\", SCALE)"),
        ("channels", json!([32, 64]), "cfg.get(\"channels\""),
    ];
    for (name, default, needle) in expect {
        let f = field(sc, name);
        assert_eq!(f["required"], false, "{name}");
        assert_eq!(f["default"], default, "{name}");
        assert_eq!(src(&f["source"]), at(N, CONV, needle), "{name}");
    }
    assert_eq!(field(sc, "channels")["sweep"], true, "iterated by `for c in channels`");
    let c = constraint(sc, "warps <= defaults.LIMITS[\"max_warps\"]");
    assert_eq!(src(&c["source"]), at(N, CONV, "assert warps <= defaults.LIMITS"));

    let files = check_all(N);
    assert_eq!(report(&files, "conv2d_ok.yaml")["valid"], true);
    let d = diag(report(&files, "conv2d_bad.yaml"), "constraint");
    assert_eq!(d["field"], "shape");
    assert_eq!(src(&d["source"]), at(N, CONV, "assert m % tile_m == 0"));
}

#[test]
fn regression_unpacking_a_fixed_size_value_is_not_a_sweep() {
    // Was: `m, n = shape` and `tile_m, tile_n = tile` marked `shape` and `tile` as swept.
    let doc = schema_of("module_defaults");
    let sc = scenario(&doc, "conv", "conv2d");
    assert_eq!(field(sc, "shape")["sweep"], false);
    assert_eq!(field(sc, "tile")["sweep"], false);
}

#[test]
fn tuple_unpacking_sweep_loops() {
    const N: &str = "tuple_unpack";
    const MM: &str = "kernel/mm/scenarios/batched.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "mm", "batched");
    let sc = scenario(&doc, "mm", "batched");
    let shapes = field(sc, "shapes");
    assert_eq!(shape(shapes), (true, J::Null, true));
    assert_eq!(src(&shapes["source"]), at(N, MM, "for m, n, k in cfg[\"shapes\"]"));
    assert_eq!(shape(field(sc, "head_configs")), (false, json!([[8, 128]]), true));
    // The names an item is unpacked into are the item's parts (what `new` reads numbers after);
    // a loop over `enumerate(...)`/`zip(...)` of a field says nothing of its items.
    let human = run(&idiom_root(N), &["schema"]);
    human.assert_code(0);
    let line = |f: &str| {
        human
            .stdout
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{f} ")))
            .unwrap_or_else(|| panic!("no `{f}` line in {}", human.stdout))
            .to_string()
    };
    assert!(line("shapes").contains("[swept, items: m, n, k]"), "{}", line("shapes"));
    assert!(
        line("head_configs").contains("[swept, items: heads, head_dim]"),
        "{}",
        line("head_configs")
    );
    for f in ["seq_lens", "lows", "highs"] {
        assert!(line(f).contains("[swept]") && !line(f).contains("items"), "{}", line(f));
    }
    assert_eq!(
        src(&constraint(sc, "k % K_ALIGN == 0")["source"]),
        at(N, MM, "assert k % K_ALIGN == 0")
    );
    assert_eq!(
        src(&constraint(sc, "head_dim in (64, 128)")["source"]),
        at(N, MM, "assert head_dim in")
    );
    assert_eq!(
        src(&constraint(sc, "lo > hi")["source"]),
        at(N, MM, "raise ValueError(f\"range")
    );

    let files = check_all(N);
    let ok = report(&files, "batched_ok.yaml");
    assert_eq!(ok["valid"], true);
    assert_eq!(
        ok["points"], 6,
        "2 shapes × 1 head config × 2 seq_lens, then 2 (lo, hi) pairs"
    );
    let bad = report(&files, "batched_bad.yaml");
    let k = diags_with(bad, "constraint")
        .into_iter()
        .find(|d| d["field"] == "shapes")
        .expect("the K alignment failure");
    assert_eq!(src(&k["source"]), at(N, MM, "assert k % K_ALIGN == 0"));
    assert_eq!(k["point"]["shapes"], json!([64, 64, 60]));
    assert_eq!(at_yaml(k), (4, 5), "the failing shape's line in the YAML");
    let heads = diags_with(bad, "constraint")
        .into_iter()
        .find(|d| d["field"] == "head_configs")
        .expect("the head_dim failure");
    assert_eq!(heads["point"]["head_configs"], json!([8, 96]));
    assert!(diags_with(bad, "constraint").iter().any(|d| d["field"] == "lows"));
    // A shape of the wrong arity can't be unpacked: a bad-type on `shapes` at that shape.
    let arity = diag(report(&files, "batched_arity.yaml"), "bad-type");
    assert_eq!(arity["field"], "shapes");
    assert_eq!(arity["point"]["shapes"], json!([128, 256]));
    assert_eq!(src(&arity["source"]), at(N, MM, "for m, n, k in cfg[\"shapes\"]"));
}

#[test]
fn regression_a_field_swept_through_enumerate_or_zip_is_a_sweep() {
    // Was: `enumerate(cfg["seq_lens"])` and `zip(cfg["lows"], cfg["highs"])` returned an unknown
    // value in a probe before noting that the fields are iterated.
    let doc = schema_of("tuple_unpack");
    let sc = scenario(&doc, "mm", "batched");
    for name in ["seq_lens", "lows", "highs"] {
        assert_eq!(shape(field(sc, name)), (true, J::Null, true), "{name}");
    }
}

#[test]
fn lambdas_in_an_adapter_table() {
    const N: &str = "lambda_adapters";
    const GELU: &str = "kernel/act/scenarios/gelu.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "act", "gelu");
    let sc = scenario(&doc, "act", "gelu");
    assert_eq!(sc["driver"], "dtype");
    let raise = at(N, GELU, "raise NotImplementedError(f\"{who} is 16-bit only\")");
    let triton = unsupported(backend(sc, "triton"));
    for dtype in ["float8_e4m3fn", "float32"] {
        assert!(
            triton.contains(&(dtype.to_string(), raise.clone())),
            "{dtype}: {triton:?}"
        );
    }
    assert!(!triton.iter().any(|(v, _)| v == "bfloat16" || v == "float16"));
    assert!(unsupported(backend(sc, "halops")).is_empty());
    assert!(unsupported(backend(sc, "eager")).is_empty());
}

#[test]
fn regression_a_raise_in_a_lambda_adapter_is_backend_unsupported() {
    // Was: a lambda's frame is `<lambda>`, not `adapt*`, so the raise it reached was reported as
    // a `constraint` on `dtype`, and `schema` listed nothing the backend refuses.
    const N: &str = "lambda_adapters";
    let files = check_all(N);
    assert_eq!(report(&files, "gelu_bf16.yaml")["valid"], true);
    let bad = report(&files, "gelu_fp8.yaml");
    assert_eq!(codes(bad), ["backend-unsupported"]);
    let d = diag(bad, "backend-unsupported");
    assert_eq!(d["field"], "backends");
    assert_eq!(at_yaml(d), (4, 20), "the `triton` item of `backends`");
    assert_eq!(
        src(&d["source"]),
        at(
            N,
            "kernel/act/scenarios/gelu.py",
            "raise NotImplementedError(f\"{who} is 16-bit only\")"
        )
    );
}

#[test]
fn adapters_found_by_name_in_globals() {
    const N: &str = "globals_adapters";
    const CAST: &str = "kernel/quant/scenarios/fp8_cast.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "quant", "fp8_cast");
    let sc = scenario(&doc, "quant", "fp8_cast");
    assert_eq!(sc["driver"], "mode");
    assert_eq!(names(&sc["backends"]), ["halops", "legacy", "vendor-lib"]);
    let legacy_raise = at(N, CAST, "raise NotImplementedError(f\"legacy has no {mode} path\")");
    let vendor_raise = at(N, CAST, "raise NotImplementedError(\"vendor-lib has no NVFP4 cast\")");
    assert_eq!(
        unsupported(backend(sc, "legacy")),
        [
            ("fp8".to_string(), legacy_raise.clone()),
            ("nvfp4".to_string(), legacy_raise)
        ]
    );
    assert_eq!(
        unsupported(backend(sc, "vendor-lib")),
        [("nvfp4".to_string(), vendor_raise.clone())]
    );
    assert!(unsupported(backend(sc, "halops")).is_empty());
    assert_eq!(
        src(&constraint(sc, "mode not in MODES")["source"]),
        at(N, CAST, "raise ValueError(f\"unknown mode")
    );

    let files = check_all(N);
    assert_eq!(report(&files, "fp8_ok.yaml")["valid"], true);
    let nvfp4 = report(&files, "nvfp4_bad.yaml");
    let refusals = diags_with(nvfp4, "backend-unsupported");
    assert_eq!(refusals.len(), 2, "legacy and vendor-lib: {nvfp4:#}");
    assert_eq!(at_yaml(refusals[1]), (4, 28), "the `vendor-lib` item");
    assert_eq!(src(&refusals[1]["source"]), vendor_raise);
    let mode = diag(report(&files, "int4_bad.yaml"), "bad-value");
    assert_eq!(mode["field"], "mode");
    assert_eq!(src(&mode["source"]), at(N, CAST, "raise ValueError(f\"unknown mode"));

    // Adapters gathered by a comprehension over `globals().items()`, kept by their names: the
    // module's names are listed as Python lists them (those the import machinery binds first,
    // then the module's own in order), so which modes `legacy` refuses is decided, at the
    // adapter's raise (it was a note, and the check `unchecked`, before the listing was known).
    const GATHERED: &str = "kernel/quant/scenarios/gathered.py";
    let gathered_raise = at(N, GATHERED, "raise NotImplementedError(f\"legacy has no {mode} path\")");
    let g = scenario(&doc, "quant", "gathered");
    assert_eq!(
        unsupported(backend(g, "legacy")),
        [
            ("fp8".to_string(), gathered_raise.clone()),
            ("nvfp4".to_string(), gathered_raise.clone())
        ],
        "{g:#}"
    );
    assert!(g["notes"].as_array().is_none_or(|n| n.is_empty()), "{g:#}");
    let r = report(&files, "gathered_legacy_nvfp4.yaml");
    assert_eq!(codes(r), ["backend-unsupported"], "{r:#}");
    let refused = diag(r, "backend-unsupported");
    assert_eq!(at_yaml(refused), (4, 20), "the `legacy` item");
    assert_eq!(src(&refused["source"]), gathered_raise);
}

#[test]
fn a_registry_built_under_try_except_import_error() {
    const N: &str = "try_import_registry";
    const TOPK: &str = "kernel/moe/scenarios/topk.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "moe", "topk");
    let sc = scenario(&doc, "moe", "topk");
    // Optional packages are assumed installed: every backend the code can register is legal.
    assert_eq!(
        names(&sc["backends"]),
        ["halops", "reference", "triton", "vllm", "fast"]
    );
    assert_eq!(
        src(&backend(sc, "triton")["source"]),
        at(N, TOPK, "registry[\"triton\"] =")
    );
    assert_eq!(src(&backend(sc, "fast")["source"]), at(N, TOPK, "registry[\"fast\"] ="));
    assert_eq!(shape(field(sc, "k")), (false, json!(8), false));
    assert_eq!(shape(field(sc, "num_experts")), (true, J::Null, false));

    let files = check_all(N);
    assert_eq!(report(&files, "topk_ok.yaml")["valid"], true);
    let bad = report(&files, "topk_bad.yaml");
    let unknown = diag(bad, "unknown-backend");
    assert_eq!(at_yaml(unknown), (4, 20));
    let c = diag(bad, "constraint");
    assert_eq!(c["field"], "num_experts");
    assert_eq!(src(&c["source"]), at(N, TOPK, "raise ValueError(f\"k={k} exceeds"));
}

#[test]
fn scenarios_built_by_a_dict_comprehension_over_importlib() {
    const N: &str = "importlib_comprehension";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "sort", "radix");
    assert_eq!(names(&doc["ops"][0]["scenarios"]), ["radix", "merge"]);
    let radix = scenario(&doc, "sort", "radix");
    // The run function is whatever the comprehension takes (`run`), wherever it is.
    assert_eq!(
        src(&radix["source"]),
        at(N, "kernel/sort/scenarios/radix.py", "def run(cfg, gpu_spec)")
    );
    assert_eq!(shape(field(radix, "radix_bits")), (false, json!(8), false));
    let merge = scenario(&doc, "sort", "merge");
    assert_eq!(names(&merge["backends"]), ["halops", "thrust", "std"]);
    assert_eq!(
        src(&constraint(merge, "tile & (tile - 1) == 0")["source"]),
        at(N, "kernel/sort/scenarios/merge.py", "assert tile & (tile - 1) == 0")
    );

    let files = check_all(N);
    assert_eq!(report(&files, "radix_ok.yaml")["valid"], true);
    let bad = report(&files, "merge_bad.yaml");
    // `merge` never reads `backends`: listing them is an unknown field, and `cub` is radix's.
    assert_eq!(diag(bad, "unknown-field")["field"], "backends");
    assert_eq!(diag(bad, "constraint")["field"], "tile");
}

#[test]
fn a_decorator_based_scenario_registry() {
    const N: &str = "decorator_registry";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "reduce", "row_sum");
    assert_eq!(names(&doc["ops"][0]["scenarios"]), ["row_sum", "softmax"]);
    let softmax = scenario(&doc, "reduce", "softmax");
    assert_eq!(
        src(&softmax["source"]),
        at(
            N,
            "kernel/reduce/scenarios/softmax.py",
            "def run_softmax(cfg, gpu_spec)"
        )
    );
    assert_eq!(shape(field(softmax, "vocab")), (true, J::Null, false));
    assert_eq!(shape(field(softmax, "tokens")), (false, json!([1, 64]), true));
    assert_eq!(names(&softmax["backends"]), ["halops", "liger"]);
    let row_sum = scenario(&doc, "reduce", "row_sum");
    assert_eq!(shape(field(row_sum, "cols")), (false, json!(4096), false));
    // The registry's own duplicate-name raise runs at import time: not a config constraint.
    assert!(!row_sum["constraints"].to_string().contains("SCENARIOS"));

    let files = check_all(N);
    assert_eq!(report(&files, "row_sum_ok.yaml")["valid"], true);
    let d = diag(report(&files, "softmax_bad.yaml"), "constraint");
    assert_eq!(d["field"], "vocab");
    assert_eq!(
        src(&d["source"]),
        at(
            N,
            "kernel/reduce/scenarios/softmax.py",
            "raise ValueError(f\"vocab={vocab} exceeds"
        )
    );
}

#[test]
fn a_dataclass_settings_object_whose_field_defaults_are_the_config_defaults() {
    const N: &str = "dataclass_settings";
    const SETTINGS: &str = "kernel/rope/settings.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "rope", "rope");
    for name in ["rope", "rope_simple"] {
        let sc = scenario(&doc, "rope", name);
        assert_eq!(shape(field(sc, "seq_lens")), (true, J::Null, true), "{name}");
        assert_eq!(field(sc, "head_dim")["default"], 128, "{name}");
        assert_eq!(field(sc, "rotary_dim")["default"], 64, "{name}");
        assert_eq!(field(sc, "interleaved")["default"], false, "{name}");
        let c = constraint(sc, "self.rotary_dim <= self.head_dim");
        assert_eq!(
            src(&c["source"]),
            at(N, SETTINGS, "assert self.rotary_dim <= self.head_dim"),
            "{name}"
        );
    }
    let rope_simple = scenario(&doc, "rope", "rope_simple");
    assert_eq!(
        src(&field(rope_simple, "head_dim")["source"]),
        at(
            N,
            "kernel/rope/scenarios/rope_simple.py",
            "cfg.get(\"head_dim\", DEFAULTS.head_dim)"
        )
    );

    let files = check_all(N);
    let ok = report(&files, "rope_ok.yaml");
    assert_eq!(ok["valid"], true, "{ok:#}");
    assert_eq!(ok["points"], 4, "2 seq_lens × 2 positions");
    for bad in ["rope_bad.yaml", "rope_simple_bad.yaml"] {
        let d = diag(report(&files, bad), "constraint");
        assert_eq!(
            src(&d["source"]),
            at(N, SETTINGS, "assert self.rotary_dim <= self.head_dim"),
            "{bad}"
        );
    }
}

#[test]
fn regression_dataclasses_fields_loader_reads_every_field_with_its_default() {
    // Was: `dataclasses.fields`, `dataclasses.MISSING` and `field(default_factory=...)` were
    // unknown, so a loader looping over the fields read nothing, and every key of a valid config
    // was reported as an unknown field.
    let doc = schema_of("dataclass_settings");
    let sc = scenario(&doc, "rope", "rope");
    assert_eq!(shape(field(sc, "base")), (false, json!(10000.0), false));
    assert_eq!(
        shape(field(sc, "positions")),
        (false, json!([0]), true),
        "from default_factory"
    );
    assert_eq!(
        src(&field(sc, "seq_lens")["source"]),
        at(
            "dataclass_settings",
            "kernel/rope/settings.py",
            "values[f.name] = cfg[f.name]"
        )
    );
}

#[test]
fn in_cfg_tests_and_cfg_pop() {
    const N: &str = "in_and_pop";
    const KV: &str = "kernel/kv/scenarios/copy_blocks.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "kv", "copy_blocks");
    let sc = scenario(&doc, "kv", "copy_blocks");
    assert_eq!(shape(field(sc, "block_size")), (false, json!(16), false));
    assert_eq!(
        src(&field(sc, "block_size")["source"]),
        at(N, KV, "cfg.pop(\"block_size\", 16)")
    );
    assert_eq!(shape(field(sc, "layout")), (true, J::Null, false));
    // Read only after `"window" in cfg`: optional, whatever the `cfg["window"]` that follows.
    assert_eq!(field(sc, "window")["required"], false);
    assert_eq!(field(sc, "stride")["required"], false);
    assert_eq!(shape(field(sc, "num_blocks_list")), (true, J::Null, true));
}

#[test]
fn regression_the_branch_behind_in_cfg_is_explored_by_schema() {
    // Was: `"window" in cfg` was undecidable but untainted in a probe, so only the `else` side
    // ran and the assert inside the `if` never became a constraint.
    const N: &str = "in_and_pop";
    let doc = schema_of(N);
    let sc = scenario(&doc, "kv", "copy_blocks");
    let c = constraint(sc, "window % block_size == 0");
    assert_eq!(
        src(&c["source"]),
        at(
            N,
            "kernel/kv/scenarios/copy_blocks.py",
            "assert window % block_size == 0"
        )
    );
}

#[test]
fn regression_cfg_pop_of_an_absent_key_is_one_missing_field() {
    // Was: a `missing-field` and a second `bad-value` for the same KeyError (with no field).
    const N: &str = "in_and_pop";
    let files = check_all(N);
    assert_eq!(report(&files, "copy_ok.yaml")["valid"], true);
    let bad = report(&files, "copy_bad.yaml");
    assert_eq!(codes(bad), ["missing-field", "constraint"]);
    let missing = diag(bad, "missing-field");
    assert_eq!(missing["field"], "layout");
    assert_eq!(
        src(&missing["source"]),
        at(N, "kernel/kv/scenarios/copy_blocks.py", "cfg.pop(\"layout\")")
    );
    let window = diag(bad, "constraint");
    assert_eq!(window["field"], "window");
    assert_eq!(at_yaml(window), (3, 1));
}

/// `(line, column)` of a diagnostic's YAML position.
fn at_yaml(d: &J) -> (u64, u64) {
    common::at(d)
}

#[test]
fn timing_loops_are_not_run_a_million_times_and_what_they_build_is_unknown_after() {
    // The CLI's default `--repeat-iters` is 1,000,000: a step budget would end the run inside
    // `bench` (was: `backends` never read, so called unknown). A loop whose target is read
    // (`for width in VECTOR_WIDTHS`) still runs every item: only width 16 rejects 4104.
    const N: &str = "timing_loops";
    const NORM: &str = "kernel/norm/scenarios/rmsnorm.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "norm", "rmsnorm");
    let sc = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(sc["notes"], json!([]), "no budget note");
    assert_eq!(shape(field(sc, "backends")), (false, json!(["halops"]), true));
    assert_eq!(shape(field(sc, "tokens_list")), (true, J::Null, true));
    let c = constraint(sc, "hidden % width == 0");
    assert_eq!(src(&c["source"]), at(N, NORM, "assert hidden % width == 0"));

    let files = check_all(N);
    let ok = report(&files, "rmsnorm_ok.yaml");
    assert_eq!(ok["valid"], true);
    assert_eq!(ok["points"], 6);
    // After a cut-short loop (`calls`) the count is not known: said, not guessed. A loop over a
    // tensor's shape goes over its dimensions (`dims == 2` holds: was said as not decided when
    // tensors had no shape, and before that failed with `dims` = 1). The callback handed to
    // `timeit` (code the tool can't see) may have run: what it appends to is not known (it
    // once failed as empty). A watchdog handed to `threading.Timer` arms itself again there: it
    // runs once, not inside itself until the call depth stops the run (was: 1 point checked,
    // the rest not known).
    let unchecked: Vec<String> = diags_with(ok, "unchecked").iter().map(|d| src(&d["source"])).collect();
    assert_eq!(
        unchecked,
        [
            at(N, "core/timing.py", "assert len(launched) == 1"),
            at(N, "core/timing.py", "assert calls == repeat_iters")
        ]
    );
    let bad = report(&files, "rmsnorm_width.yaml");
    assert_eq!(codes(bad), ["constraint"]);
    let d = diag(bad, "constraint");
    assert_eq!(d["field"], "hidden");
    assert!(
        d["message"].as_str().is_some_and(|m| m.contains("hidden % width == 0")),
        "{d}"
    );
    assert!(d["help"].as_str().is_some_and(|h| h.contains("vector width 16")), "{d}");
    assert_eq!(src(&d["source"]), at(N, NORM, "assert hidden % width == 0"));
}

#[test]
fn one_field_looked_up_in_many_tables_is_one_value_per_path() {
    // Seven tables keyed by `mode`, then `_SCALE[mode](cfg)`: a path that found `mode` to be
    // "mx6" in the first table stays on "mx6" in every other one. Was: each lookup was a new
    // decision, the paths multiplied past the budget, and `mx6_shared_exp_bias` (read only on
    // the "mx6" path) was never seen, so a valid config was called wrong.
    const N: &str = "mode_tables";
    const CONVERT: &str = "kernel/cast/scenarios/convert.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "cast", "convert");
    let sc = scenario(&doc, "cast", "convert");
    assert_eq!(sc["notes"], json!([]), "read in full");
    let bias = field(sc, "mx6_shared_exp_bias");
    assert_eq!(shape(bias), (false, json!(127), false));
    assert_eq!(src(&bias["source"]), at(N, CONVERT, "cfg.get(\"mx6_shared_exp_bias\""));

    let files = check_all(N);
    let ok = report(&files, "convert_ok.yaml");
    assert_eq!(ok["valid"], true);
    assert_eq!(codes(ok), Vec::<String>::new(), "the mx6 path reads the bias: {ok:#}");
    // The bias set where the mode's path never reads it. A probe that did not know the mode
    // called `_SCALE[mode](cfg)` not knowing which function: the whole config handed to a call
    // the tool can't see into, somewhere in the scenario. That is no reason to be silent here:
    // this config's own path calls `_plain`, which reads nothing.
    let unused = report(&files, "convert_unused.yaml");
    assert_eq!(unused["valid"], true, "a warning: {unused:#}");
    assert_eq!(codes(unused), ["unused-value"]);
    assert_eq!(diag(unused, "unused-value")["field"], "mx6_shared_exp_bias");
    let bad = report(&files, "convert_align.yaml");
    assert_eq!(codes(bad), ["constraint"]);
    let d = diag(bad, "constraint");
    assert!(
        d["help"]
            .as_str()
            .is_some_and(|h| h.contains("not a multiple of 64 for int4")),
        "{d}"
    );
    assert_eq!(src(&d["source"]), at(N, CONVERT, "assert numel % align == 0"));
}

#[test]
fn a_mode_the_code_names_on_one_path_only_is_not_all_it_takes() {
    // `strict`: `assert mode == "e4m3"` only where the config sets `strict`; any mode runs
    // otherwise. The JSON Schema of its configs has no `enum` of the modes the code names (was
    // `["e4m3"]`: a config `check` accepts, `nf4` without `strict`, was refused by it).
    const N: &str = "mode_tables";
    let r = run(&idiom_root(N), &["schema", "--json-schema", "cast/strict"]);
    r.assert_code(0);
    let mode = &r.json()["properties"]["mode"];
    assert!(mode.is_object(), "{mode:#}");
    assert!(mode.get("enum").is_none(), "{mode:#}");
    let files = check_all(N);
    assert_clean(&files, "strict_any_ok.yaml");
    assert_clean(&files, "strict_e4m3_ok.yaml");
    let bad = report(&files, "strict_refused.yaml");
    assert_eq!(codes(bad), ["constraint"], "{bad:#}");
    assert_eq!(
        src(&diag(bad, "constraint")["source"]),
        at(N, "kernel/cast/scenarios/strict.py", "assert mode == \"e4m3\"")
    );
}

#[test]
fn a_raise_the_harness_catches_is_not_a_failure_and_a_guard_raise_does_not_end_the_reading() {
    // `if hidden > 8192: raise NotImplementedError` inside `try`, handled by reading
    // `split_rows`: the handler is explored (its field and assert are found) and a config that
    // takes it is valid (was: "the harness raises (`hidden > 8192`)"). `_validate`'s guard raise
    // is a constraint, and what is read after it (`eps`, `backends`) is still found.
    const N: &str = "guard_raises";
    const NORM: &str = "kernel/norm/scenarios/rmsnorm.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "norm", "rmsnorm");
    let sc = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(sc["notes"], json!([]));
    let split = field(sc, "split_rows");
    assert_eq!(shape(split), (false, json!(2), false));
    assert_eq!(src(&split["source"]), at(N, NORM, "cfg.get(\"split_rows\""));
    assert_eq!(shape(field(sc, "layout")), (false, json!("nhd"), false));
    assert_eq!(shape(field(sc, "eps")), (false, json!(1e-6), false));
    assert_eq!(shape(field(sc, "backends")), (false, json!(["halops"]), true));
    let layout = constraint(sc, "cfg.get(\"layout\", \"nhd\") not in (\"nhd\", \"hnd\")");
    assert_eq!(src(&layout["source"]), at(N, NORM, "raise ValueError(\"layout"));
    let split_ok = constraint(sc, "hidden % split == 0");
    assert_eq!(src(&split_ok["source"]), at(N, NORM, "assert hidden % split == 0"));

    let files = check_all(N);
    assert_eq!(report(&files, "rmsnorm_ok.yaml")["valid"], true, "the raise is caught");
    let bad = report(&files, "rmsnorm_bad.yaml");
    assert_eq!(codes(bad), ["constraint"]);
    let d = diag(bad, "constraint");
    assert_eq!(d["field"], "hidden");
    assert_eq!(src(&d["source"]), at(N, NORM, "assert hidden % split == 0"));
    let layout = report(&files, "rmsnorm_layout.yaml");
    assert_eq!(codes(layout), ["bad-value"]);
    let d = diag(layout, "bad-value");
    assert_eq!(d["field"], "layout");
    assert_eq!(src(&d["source"]), at(N, NORM, "raise ValueError(\"layout"));
}

#[test]
fn helpers_called_with_defaults_keywords_and_star_arguments() {
    // Each assert holds only if the helper's arguments are bound as Python binds them: defaults
    // fill what is not given, keywords bind by name, extra positionals go to `*args`, unknown
    // keywords to `**kwargs`. A call short of an argument, with one too many, with one given
    // twice or without a keyword-only one is the harness's TypeError.
    const N: &str = "call_arguments";
    const TILES: &str = "kernel/scale/scenarios/tiles.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "scale", "tiles");
    let sc = scenario(&doc, "scale", "tiles");
    assert_eq!(shape(field(sc, "n")), (true, J::Null, false));
    assert_eq!(shape(field(sc, "legacy")), (false, json!(false), false));

    let files = check_all(N);
    let ok = report(&files, "tiles_ok.yaml");
    assert_eq!(ok["valid"], true, "{ok}");
    // `guard(*torch.empty(n, 2).shape)`: the tensor's shape is `(n, 2)`, so `rows > 8192` is
    // decided (n = 1000).
    assert_eq!(ok["diagnostics"], json!([]));
    let big = report(&files, "tiles_big.yaml");
    assert_eq!(codes(big), ["constraint"], "only the real limit fails: {big}");
    let d = diag(big, "constraint");
    assert_eq!(d["field"], "n");
    assert_eq!(src(&d["source"]), at(N, TILES, "assert n <= 4096"));
    let legacy = report(&files, "tiles_legacy.yaml");
    assert_eq!(codes(legacy), ["bad-type"]);
    let d = diag(legacy, "bad-type");
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("bound() missing required argument: 'b'")),
        "{d}"
    );
    assert_eq!(src(&d["source"]), at(N, TILES, "        bound(n)"));
    // A call that does not fit its function is the TypeError Python raises, with Python's words.
    for (file, message, line) in [
        (
            "tiles_extra.yaml",
            "padded() takes from 1 to 2 positional arguments but 3 were given",
            "        padded(n, 64, 1)",
        ),
        (
            "tiles_twice.yaml",
            "padded() got multiple values for argument 'n'",
            "        padded(n, n=n)",
        ),
        (
            "tiles_kwonly.yaml",
            "scaled() missing required keyword-only argument: 'factor'",
            "        scaled(n)",
        ),
    ] {
        let r = report(&files, file);
        assert_eq!(codes(r), ["bad-type"], "{file}: {r}");
        let d = diag(r, "bad-type");
        assert!(
            d["message"].as_str().is_some_and(|m| m.contains(message)),
            "{file}: {d}"
        );
        assert_eq!(src(&d["source"]), at(N, TILES, line), "{file}");
    }
    // `tiles_ok.yaml` also passes `bound(*shape)` and `bound(**torch.load(...))`: arguments spread
    // from values whose length is not known may fit, so they are no error (checked above); and
    // `posonly(1, a=2)`, where a positional-only parameter's name is also a keyword for `**kw`.
    // Spread from a shape that `n` sizes, `guard`'s parameter still comes from `n`: its raise is
    // one of the scenario's constraints.
    let c = constraint(sc, "rows > 8192");
    assert_eq!(
        src(&c["source"]),
        at(N, TILES, "        raise ValueError(f\"rows={rows} is over 8192\")")
    );
}

#[test]
fn a_dtype_looked_up_in_the_scenarios_own_table() {
    // `DTYPES[cfg["dtype"]]`: the names are the table's (`bf16`), not torch's (`bfloat16`).
    const N: &str = "dtype_table";
    const S: &str = "kernel/norm/scenarios/rmsnorm.py";
    let doc = schema_of(N);
    let sc = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(shape(field(sc, "dtype")), (true, J::Null, false));
    let apex = sc["backends"]
        .as_array()
        .expect("backends")
        .iter()
        .find(|b| b["name"] == "apex")
        .expect("apex");
    assert_eq!(apex["unsupported"][0]["value"], "fp8", "{apex}");

    let files = check_all(N);
    assert_eq!(report(&files, "rmsnorm_ok.yaml")["valid"], true);
    let bad = report(&files, "rmsnorm_bad.yaml");
    assert_eq!(codes(bad), ["bad-dtype"]);
    let d = diag(bad, "bad-dtype");
    assert_eq!(src(&d["source"]), at(N, S, "dtype = DTYPES[cfg[\"dtype\"]]"));
    // Was: "did you mean `bfloat16`? the code resolves the name with `getattr(torch, ...)`",
    // the value itself, and the wrong way of resolving it.
    assert_eq!(
        d["help"],
        "did you mean `bf16`? the code looks the name up in a table of its own: `bf16`, `fp16`, `fp8`"
    );
}

#[test]
fn tables_filled_in_loops_are_read_whole() {
    // `for _short, _name in _TORCH_NAMES.items(): DTYPES[_short] = getattr(torch, _name)` at the
    // top level, a list a function called there fills in a loop, and `_get_backends()` filling
    // its registry in a loop at each call. Was: each loop was sampled as a report's loop is (two
    // iterations, the rest left unknown), so neither table was known: `fp8` without a scale
    // and `apex` with `e5m2` passed, and the dtype's values were unknown.
    const N: &str = "loop_filled_tables";
    const S: &str = "kernel/norm/scenarios/rmsnorm.py";
    let doc = schema_of(N);
    let sc = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(
        field(sc, "dtype")["values"],
        json!(["bf16", "fp16", "fp8", "e5m2"]),
        "{sc:#}"
    );
    let files = check_all(N);
    assert_clean(&files, "rmsnorm_ok.yaml");
    assert_clean(&files, "fp8_scaled_ok.yaml");
    let no_scale = report(&files, "fp8_no_scale.yaml");
    assert_eq!(codes(no_scale), ["constraint"]);
    assert_eq!(
        src(&diag(no_scale, "constraint")["source"]),
        at(N, S, "raise ValueError(f\"{name} needs a scale\")")
    );
    let apex = report(&files, "e5m2_apex.yaml");
    assert_eq!(codes(apex), ["backend-unsupported"]);
    assert_eq!(
        src(&diag(apex, "backend-unsupported")["source"]),
        at(N, S, "raise NotImplementedError(\"apex RMSNorm has no FP8 path\")")
    );
    let bad = report(&files, "rmsnorm_bad.yaml");
    assert_eq!(codes(bad), ["bad-dtype"]);
    assert_eq!(
        diag(bad, "bad-dtype")["help"],
        "did you mean `bf16`? the code looks the name up in a table of its own: `bf16`, `fp16`, `fp8`, `e5m2`"
    );
}

#[test]
fn a_registry_and_a_dtype_lookup_cached_with_functools_are_read_through() {
    // `@functools.lru_cache(maxsize=None) def _get_backends()` and `@functools.cache def
    // _resolve_dtype(name)`. Was: a cached function was not modelled, so its registry and its
    // dtypes were unknown: `fp9` and `apex` with `fp8` passed ("not decidable").
    const N: &str = "cached_registry";
    const S: &str = "kernel/norm/scenarios/rmsnorm.py";
    let doc = schema_of(N);
    let sc = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(shape(field(sc, "hidden_sizes")), (true, J::Null, true), "{sc:#}");
    let apex = backend(sc, "apex");
    assert!(
        apex["unsupported"]
            .as_array()
            .expect("unsupported")
            .iter()
            .any(|u| u["value"] == "fp8"),
        "{apex}"
    );
    let files = check_all(N);
    // The second config of a dtype runs the cached lookup again, as a new process does
    // (`assert _RESOLVED == [cfg["dtype"]]`), each cached call returns the object kept, and
    // after `cache_clear()` a call through a helper runs the lookup again (was: the helper's
    // call was reused from before the clear, a false `_RESOLVED == [...] * 2` failure).
    for ok in ["rmsnorm_ok.yaml", "rmsnorm_again_ok.yaml", "fp8_halops_ok.yaml"] {
        assert_clean(&files, ok);
    }
    let bad = report(&files, "rmsnorm_bad.yaml");
    assert_eq!(codes(bad), ["bad-dtype"]);
    assert_eq!(
        src(&diag(bad, "bad-dtype")["source"]),
        at(N, S, "return getattr(torch, _ALIASES.get(name, name))")
    );
    let fp8 = report(&files, "fp8_apex.yaml");
    assert_eq!(codes(fp8), ["backend-unsupported"]);
}

#[test]
fn an_adapter_inside_a_generator_context_manager_is_judged() {
    // `with _annotate(name) as label:` around the adapter, `_annotate` a
    // `@contextlib.contextmanager` whose `yield` is in a `try`/`finally`. Was: such a manager
    // was not modelled, so it might have suppressed the adapter's raise: `apex` with `fp8`
    // passed ("not decidable").
    const N: &str = "generator_context";
    const S: &str = "kernel/norm/scenarios/rmsnorm.py";
    let files = check_all(N);
    assert_clean(&files, "rmsnorm_ok.yaml");
    assert_clean(&files, "fp8_ok.yaml");
    let fp8 = report(&files, "fp8_apex.yaml");
    assert_eq!(codes(fp8), ["backend-unsupported"]);
    assert_eq!(
        src(&diag(fp8, "backend-unsupported")["source"]),
        at(N, S, "raise NotImplementedError(\"apex RMSNorm has no FP8 path\")")
    );
    assert_eq!(codes(report(&files, "rmsnorm_bad.yaml")), ["bad-dtype"]);
}

#[test]
fn an_adapter_a_decorator_wraps_with_functools_wraps_is_still_an_adapter() {
    // `@two_bytes_only` on `adapt_apex`, the decorator's wrapper made with
    // `@functools.wraps(fn)`. Was: `wraps` was not modelled, so the wrapped adapter was not
    // known exactly: `apex` with `fp8` passed ("not decidable").
    const N: &str = "wrapped_adapters";
    const S: &str = "kernel/norm/scenarios/rmsnorm.py";
    let files = check_all(N);
    assert_clean(&files, "rmsnorm_ok.yaml");
    assert_clean(&files, "fp8_ok.yaml");
    let fp8 = report(&files, "fp8_apex.yaml");
    assert_eq!(codes(fp8), ["backend-unsupported"]);
    let d = diag(fp8, "backend-unsupported");
    assert_eq!(
        src(&d["source"]),
        at(
            N,
            S,
            "raise NotImplementedError(f\"{fn.__name__}: 16-bit dtypes only\")"
        )
    );
    // The wrapper's `fn.__name__` is the adapter's.
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("adapt_apex: 16-bit dtypes only")),
        "{d}"
    );
}

#[test]
fn items_that_are_mappings_have_their_keys_as_parts() {
    // `m, n, k = shape["m"], shape["n"], shape["k"]`: each item of `shapes` is a mapping.
    const N: &str = "mapping_items";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let human = run(&idiom_root(N), &["schema"]);
    human.assert_code(0);
    assert!(
        human
            .stdout
            .lines()
            .any(|l| l.trim_start().starts_with("shapes ") && l.contains("[swept, items: {m, n, k}]")),
        "{}",
        human.stdout
    );
    let files = check_all(N);
    let ok = report(&files, "gemm_ok.yaml");
    assert_eq!((ok["valid"].as_bool(), ok["points"].as_u64()), (Some(true), Some(2)));
    let bad = report(&files, "gemm_bad.yaml");
    let d = diag(bad, "bad-type");
    assert_eq!(d["field"], "shapes");
    assert_eq!(src(&d["source"]), at(N, S, "m, n, k = shape[\"m\"]"));
}

#[test]
fn cfg_spread_into_keyword_parameters() {
    // `_sweep(**cfg)`: each parameter is a field, required without a default, optional with one.
    // Was: none of them was read, so a valid config's `shapes` and `backends` were unknown
    // fields and the constraint was never checked.
    const N: &str = "config_spread";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "mm", "gemm");
    let sc = scenario(&doc, "mm", "gemm");
    assert_eq!(shape(field(sc, "shapes")), (true, J::Null, true));
    assert_eq!(shape(field(sc, "backends")), (false, json!(["halops"]), true));
    assert_eq!(shape(field(sc, "split_k")), (false, json!(1), false));
    assert_eq!(
        src(&constraint(sc, "k % (16 * split_k) == 0")["source"]),
        at(N, S, "assert k % (16 * split_k) == 0")
    );

    let files = check_all(N);
    let ok = report(&files, "gemm_ok.yaml");
    assert_eq!(ok["valid"], true, "{ok:#}");
    let bad = report(&files, "gemm_bad.yaml");
    assert_eq!(codes(bad), ["constraint", "unknown-field"], "in the order of the YAML");
    assert_eq!(
        diag(bad, "unknown-field")["field"],
        "backend",
        "a typo **_ignored swallows"
    );
    assert_eq!(diag(bad, "constraint")["point"]["shapes"], json!([128, 4096, 7160]));
    let missing = report(&files, "gemm_missing.yaml");
    assert_eq!(diag(missing, "missing-field")["field"], "shapes");
}

#[test]
fn fields_read_as_attributes_of_a_namespace_over_the_config() {
    // `s = SimpleNamespace(**cfg)`, then `s.shapes`, `getattr(s, "split_k", 1)`. Was: nothing
    // read, so a valid config's every field was an unknown-field error.
    const N: &str = "namespace";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let doc = schema_of(N);
    let sc = scenario(&doc, "mm", "gemm");
    assert_eq!(shape(field(sc, "shapes")), (true, J::Null, true));
    assert_eq!(src(&field(sc, "shapes")["source"]), at(N, S, "for m, n, k in s.shapes"));
    assert_eq!(shape(field(sc, "split_k")), (false, json!(1), false));
    assert_eq!(shape(field(sc, "backends")), (false, json!(["halops"]), true));
    let files = check_all(N);
    assert_eq!(report(&files, "gemm_ok.yaml")["valid"], true);
    let bad = report(&files, "gemm_bad.yaml");
    assert_eq!(codes(bad), ["constraint", "unknown-field"], "in the order of the YAML");
    assert_eq!(diag(bad, "unknown-field")["field"], "backend");
}

#[test]
fn names_in_nested_scopes_are_the_ones_python_would_use() {
    // A closure over the run's `align`, a `nonlocal` counter, a `global` one, a comprehension's
    // own `k` beside the run's, a lambda's default taken from the run: each assert of the
    // scenario holds only if every name is found in the scope Python finds it in (the parse
    // numbers each function's locals; these are the cases where that could go wrong).
    const N: &str = "scopes";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let files = check_all(N);
    assert_clean(&files, "gemm_ok.yaml");
    let bad = report(&files, "gemm_bad.yaml");
    assert_eq!(codes(bad), ["constraint"], "{bad:#}");
    let d = diag(bad, "constraint");
    assert_eq!(src(&d["source"]), at(N, S, "assert kk % align == 0"));
    assert_eq!(d["point"]["shapes"], json!([256, 4096, 2064]));
    assert!(d["help"].as_str().expect("help").contains("multiple of 32"), "{d:#}");
}

#[test]
fn a_config_handed_whole_to_code_the_tool_cannot_read() {
    // `numpy.run_gemm(m, n, k, **cfg)`: that library may read any field, so a field no readable
    // code reads is said (unchecked), not called an unknown field. Was: `split_k` of a valid
    // config was an unknown-field error.
    const N: &str = "config_escape";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let files = check_all(N);
    for name in ["gemm_ok.yaml", "gemm_bad.yaml"] {
        let f = report(&files, name);
        assert_eq!(f["valid"], true, "{f:#}");
        assert!(diags_with(f, "unknown-field").is_empty(), "{f:#}");
        let d = diags_with(f, "unchecked")
            .into_iter()
            .find(|d| d["field"] == "split_k")
            .expect("split_k said");
        assert_eq!(src(&d["source"]), at(N, S, "numpy.run_gemm(m, n, k, name, **cfg)"));
    }
    let typo = diags_with(report(&files, "gemm_bad.yaml"), "unchecked")
        .into_iter()
        .find(|d| d["field"] == "backend")
        .expect("the typo said");
    assert_eq!(typo["help"], "did you mean `backends`?");
    // Written out whole by a serializer (`json.dumps(cfg)`), no field is read there: the typo
    // stays an error.
    let dump = report(&files, "dump_bad.yaml");
    assert_eq!(diag(dump, "unknown-field")["field"], "backend");
    // The same text read back (`json.loads(json.dumps(cfg))`, a deep copy), the config copied
    // into an `OrderedDict`, read back from its repr, taken as a namespace's `__dict__`, layered
    // over defaults by a `ChainMap` made a dict, or made into a dict subclass whose `__getattr__`
    // reads its keys (`Settings(cfg).shapes`): each copy is one the tool does not follow, so the
    // fields read from it are not known unread.
    // Was: `shapes` and `backends` of these valid configs were unknown-field errors (and the
    // namespace's `__dict__` a missing field).
    const COPIES: &str = "kernel/mm/scenarios/copies.py";
    for (name, rel, line) in [
        ("copied_ok.yaml", COPIES, "cfg = json.loads(json.dumps(cfg))"),
        ("ordered_ok.yaml", COPIES, "cfg = collections.OrderedDict(cfg)"),
        ("literal_ok.yaml", COPIES, "cfg = ast.literal_eval(repr(cfg))"),
        ("namespace_ok.yaml", COPIES, "cfg = argparse.Namespace(**cfg).__dict__"),
        (
            "layered_ok.yaml",
            COPIES,
            "cfg = dict(collections.ChainMap(cfg, _DEFAULTS))",
        ),
        ("attrs_ok.yaml", "kernel/mm/scenarios/attrs.py", "s = Settings(cfg)"),
    ] {
        let f = report(&files, name);
        assert_eq!(f["valid"], true, "{f:#}");
        assert_eq!(codes(f), ["unchecked", "unchecked"], "{f:#}");
        for d in diags_with(f, "unchecked") {
            assert_eq!(src(&d["source"]), at(N, rel, line), "{d}");
        }
    }
    // Gone over key by key (`{k: v for k, v in cfg.items() if k in KNOWN}`): any field may be
    // used, so one nothing reads by name is unchecked too.
    let pick = report(&files, "pick_ok.yaml");
    assert_eq!(pick["valid"], true, "{pick:#}");
    let d = diags_with(pick, "unchecked")
        .into_iter()
        .find(|d| d["field"] == "split_k")
        .expect("split_k said");
    assert_eq!(
        src(&d["source"]),
        at(
            N,
            "kernel/mm/scenarios/pick.py",
            "for k, v in cfg.items() if k in KNOWN"
        )
    );
    assert!(
        d["message"]
            .as_str()
            .unwrap_or("")
            .contains("goes over the config's keys"),
        "{d}"
    );
}

#[test]
fn a_dataclass_built_from_the_config() {
    // `s = Settings(**cfg)`: each dataclass field is a config field, optional with its default
    // (a `default_factory` too). Was: nothing read, every field of a valid config an
    // unknown-field error.
    const N: &str = "dataclass_spread";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let doc = schema_of(N);
    let sc = scenario(&doc, "mm", "gemm");
    assert_eq!(shape(field(sc, "shapes")), (true, J::Null, true));
    assert_eq!(shape(field(sc, "backends")), (false, json!(["halops"]), true));
    assert_eq!(shape(field(sc, "split_k")), (false, json!(1), false));
    assert_eq!(src(&field(sc, "split_k")["source"]), at(N, S, "s = Settings(**cfg)"));
    let files = check_all(N);
    assert_eq!(report(&files, "gemm_ok.yaml")["valid"], true);
    // As in CPython, the dataclass's `__init__` refuses the typo'd keyword: the run stops there
    // (the misaligned K after it is never reached).
    let bad = report(&files, "gemm_bad.yaml");
    assert_eq!(codes(bad), ["unknown-field"]);
    let d = diag(bad, "unknown-field");
    assert_eq!(d["field"], "backend");
    assert!(
        d["message"]
            .as_str()
            .unwrap_or("")
            .contains("unexpected keyword argument 'backend'"),
        "{d}"
    );
}

#[test]
fn a_call_made_again_gives_what_python_would() {
    // The check remembers calls and reuses what they returned. Each assert of `gemm` holds only
    // if a call made again with the same arguments gives what Python's would: module state
    // changed in between (a table set, a global counter, a module list), a list the call is
    // given (filled, emptied, returned as is), a fresh result changed by the caller, a result
    // holding one list twice, a mutable default, a closure whose variable moved on, a `nonlocal`
    // total. Checked: dropping any one of those rules makes this test fail.
    const N: &str = "repeated_calls";
    const S: &str = "kernel/mm/scenarios/gemm.py";
    let files = check_all(N);
    assert_clean(&files, "gemm_ok.yaml");

    let bad = report(&files, "gemm_bad.yaml");
    // (What is unknown only because the dtype failed — `dtype.itemsize == 2` after it — is not
    // said again as undecided.)
    assert_eq!(
        codes(bad),
        ["constraint", "bad-dtype"],
        "in the order of the YAML: {bad:#}"
    );
    // The K check reads the table the run set (32), not the 16 it held before.
    let d = diag(bad, "constraint");
    assert_eq!(src(&d["source"]), at(N, S, "assert k % tile_k() == 0"));
    assert_eq!(d["point"]["shapes"], json!([256, 4096, 2064]));
    assert!(d["help"].as_str().expect("help").contains("multiple of 32"), "{d:#}");
    // A call that reports something is run again at every point: the bad dtype is reported at
    // each of the four points that get that far (the K check stops the other two).
    let d = diag(bad, "bad-dtype");
    assert_eq!(src(&d["source"]), at(N, S, "return getattr(torch, name)"));
    assert!(
        d["message"]
            .as_str()
            .expect("message")
            .contains("and at 3 more sweep points"),
        "{d:#}"
    );

    // A remembered call still takes its steps: 60 calls of 20,000 iterations run past the
    // budget, 10 do not.
    let steps = report(&files, "steps_ok.yaml");
    assert!(
        steps["diagnostics"].as_array().expect("diagnostics").is_empty(),
        "{steps:#}"
    );
    let over = report(&files, "steps_budget.yaml");
    let d = diag(over, "unchecked");
    assert!(
        d["message"].as_str().expect("message").contains("stopped after"),
        "{d:#}"
    );
    // Named at the line the run stopped at, in the helper's loop (not the entry's first line).
    assert_eq!(src(&d["source"]), at(N, "kernel/mm/scenarios/steps.py", "s += i"));
}

#[test]
fn gpu_specs_as_dataclass_instances_reached_through_the_module() {
    // `from core import metrics`, then `metrics.GPU_SPECS.get(cfg.get("gpu_type", DEFAULT_GPU))
    // or metrics.GPU_SPECS[DEFAULT_GPU]`; each spec a `GpuSpec` dataclass instance whose
    // `fp4_tflops: Optional[float] = None` is left out where the GPU has no FP4 unit.
    const N: &str = "gpu_dataclass_specs";
    const METRICS: &str = "core/metrics.py";
    let doc = schema_of(N);
    assert_eq!(names(&doc["gpus"]), ["b200", "h100", "h20"]);
    assert_eq!(gpu(&doc, "b200")["fp4"], true);
    assert_eq!(gpu(&doc, "h100")["fp4"], false);
    assert_eq!(gpu(&doc, "h20")["fp4"], false);
    assert_eq!(src(&gpu(&doc, "h100")["source"]), at(N, METRICS, "\"h100\": GpuSpec("));
    let sc = scenario(&doc, "gemm", "dense");
    assert_eq!(field(sc, "gpu_type")["default"], "b200", "DEFAULT_GPU of benchmark.py");

    let files = check_all(N);
    for ok in ["dense_fp8_h100_ok.yaml", "dense_nvfp4_ok.yaml"] {
        assert_clean(&files, ok);
    }
    // An unknown GPU: the harness falls back to the default in silence; said at the fallback.
    let bad = report(&files, "dense_unknown_gpu.yaml");
    assert_eq!(codes(bad), ["unknown-gpu"]);
    let d = diag(bad, "unknown-gpu");
    assert_eq!(
        src(&d["source"]),
        at(
            N,
            "benchmark.py",
            "gpu = metrics.GPU_SPECS.get(cfg.get(\"gpu_type\", DEFAULT_GPU))"
        )
    );
    assert!(
        d["help"].as_str().is_some_and(|h| h.contains("`b200`, `h100`, `h20`")),
        "{d}"
    );
    // FP4 on a GPU whose `fp4_tflops` is None: valid, with the warning.
    let fp4 = report(&files, "dense_nvfp4_on_h100.yaml");
    assert_eq!(fp4["valid"], true);
    assert_eq!(codes(fp4), ["fp4-gpu"]);
    assert_eq!(
        src(&diag(fp4, "fp4-gpu")["source"]),
        at(N, METRICS, "\"h100\": GpuSpec(")
    );
}

#[test]
fn scenarios_registered_as_the_subclasses_of_a_base_class() {
    // `SCENARIOS = {c.name: c for c in Scenario.__subclasses__()}`, each subclass's backends
    // recorded by the base's `__init_subclass__`: the registry and the classes are known exactly.
    const N: &str = "subclass_registry";
    let doc = schema_of(N);
    assert_eq!(doc["ops"][0]["complete"], true);
    assert_eq!(names(&doc["ops"][0]["scenarios"]), ["layernorm", "rmsnorm"]);
    let rms = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(
        src(&rms["source"]),
        at(N, "kernel/norm/scenarios/rmsnorm.py", "def run(self, cfg, spec)")
    );
    assert_eq!(shape(field(rms, "hidden")), (true, J::Null, false));
    assert_eq!(shape(field(rms, "eps")), (false, json!(1e-6), false));

    let files = check_all(N);
    assert_eq!(report(&files, "rmsnorm_ok.yaml")["valid"], true);
    let d = diag(report(&files, "rmsnorm_misaligned.yaml"), "constraint");
    assert_eq!(d["field"], "hidden");
    // The backends `__init_subclass__` recorded, as the base's `__call__` checks them.
    let d = diag(report(&files, "layernorm_no_apex.yaml"), "unknown-backend");
    assert_eq!(
        src(&d["source"]),
        at(N, "kernel/norm/scenarios/base.py", "raise ValueError")
    );
    let d = diag(report(&files, "groupnorm_unknown.yaml"), "unknown-scenario");
    assert_eq!(d["field"], "scenario");
}

#[test]
fn tables_built_by_what_the_tool_does_not_model_make_a_missing_name_unchecked_never_an_error() {
    // `SCENARIOS` and `_get_backends()` are built by `inspect.getmembers(...)`, which the tool
    // does not model: a scenario or backend it does not find may be there. CPython finds every
    // name these configs give but the two typos; the tool says, for each, what it could not decide
    // and where, and claims no error.
    const N: &str = "unmodelled_registry";
    let doc = schema_of(N);
    let op = &doc["ops"][0];
    assert_eq!(op["complete"], false);
    assert_eq!(
        src(&op["incomplete"]["source"]),
        at(N, "kernel/norm/scenarios/__init__.py", "inspect.getmembers(rmsnorm")
    );
    assert!(op["incomplete"]["what"]
        .as_str()
        .unwrap_or("")
        .contains("inspect.getmembers"));

    let files = check_all(N);
    for f in ["rmsnorm_ok.yaml", "rmsnorm_backend_typo.yaml", "scenario_typo.yaml"] {
        let r = report(&files, f);
        assert_eq!(r["valid"], true, "{f}: no error may be claimed: {r:#}");
        let d = diag(r, "unchecked");
        assert_eq!(d["field"], "scenario");
        assert!(
            d["message"].as_str().unwrap_or("").contains("inspect.getmembers"),
            "{d:#}"
        );
        assert_eq!(
            src(&d["source"]),
            at(N, "kernel/norm/scenarios/__init__.py", "inspect.getmembers(rmsnorm")
        );
    }
}

#[test]
fn a_gpu_table_loaded_from_a_yaml_file_of_the_checkout() {
    // `core/metrics.py` reads `gpus.yaml` beside it (`with open(...) as f: yaml.safe_load(f)`):
    // GPU_SPECS and DEFAULT_GPU are that file's, and the entry layer loads the config the same
    // way (`with open(os.path.join(CONFIG_DIR, args.config))`), which still gives the config.
    const N: &str = "yaml_gpu_table";
    let doc = schema_of(N);
    assert_eq!(names(&doc["gpus"]), ["mi355x", "l40s", "h20"]);
    assert_eq!(gpu(&doc, "mi355x")["fp4"], true);
    assert_eq!(gpu(&doc, "h20")["fp4"], false);
    // Placed where the harness loads the file.
    assert_eq!(
        src(&gpu(&doc, "l40s")["source"]),
        at(N, "core/metrics.py", "_TABLE = yaml.safe_load(_f)")
    );
    let sc = scenario(&doc, "gemm", "dense");
    assert_eq!(field(sc, "gpu_type")["default"], "mi355x", "the YAML file's `default`");
    assert_eq!(shape(field(sc, "batch_sizes")), (false, J::Null, true));
    assert_eq!(shape(field(sc, "n")), (true, J::Null, false));

    let files = check_all(N);
    for ok in ["dense_ok.yaml", "dense_h20_ok.yaml"] {
        let f = report(&files, ok);
        assert_eq!(f["valid"], true, "{f:#}");
    }
    // A GPU the YAML file does not list: the harness's own raise, with its own message.
    let bad = report(&files, "dense_unknown_gpu.yaml");
    assert_eq!(bad["valid"], false);
    assert_eq!(codes(bad), ["unknown-gpu"]);
    let d = diag(bad, "unknown-gpu");
    assert_eq!(
        src(&d["source"]),
        at(N, "benchmark.py", "raise ValueError(f\"unknown gpu_type")
    );
    assert!(
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("unknown gpu_type 'h100'; known: ['h20', 'l40s', 'mi355x']")),
        "{d}"
    );
    assert_eq!(diag(report(&files, "dense_bad_n.yaml"), "constraint")["field"], "n");
}

#[test]
fn scenarios_found_by_pkgutil_iter_modules_over_the_package_path() {
    // `for info in pkgutil.iter_modules(__path__)`: each module of the package, in sorted order
    // (as CPython lists them), `_common` skipped by the code, `notes/` not a package.
    const N: &str = "pkgutil_scenarios";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "sort", "radix");
    assert_eq!(names(&doc["ops"][0]["scenarios"]), ["merge", "radix"]);
    let radix = scenario(&doc, "sort", "radix");
    assert_eq!(
        src(&radix["source"]),
        at(N, "kernel/sort/scenarios/radix.py", "def run(cfg, gpu_spec)")
    );
    assert_eq!(shape(field(radix, "radix_bits")), (false, json!(8), false));
    let merge = scenario(&doc, "sort", "merge");
    assert_eq!(names(&merge["backends"]), ["halops", "thrust"]);
    assert_eq!(shape(field(merge, "tile")), (false, json!(256), false));

    let files = check_all(N);
    assert_eq!(report(&files, "radix_ok.yaml")["valid"], true);
    assert_eq!(report(&files, "merge_ok.yaml")["valid"], true);
    assert_eq!(
        diag(report(&files, "merge_bad_tile.yaml"), "constraint")["field"],
        "tile"
    );
    // A helper module is no scenario: the harness's own refusal.
    let helper = report(&files, "common_not_a_scenario.yaml");
    assert_eq!(codes(helper), ["unknown-scenario"]);
    assert_eq!(
        src(&diag(helper, "unknown-scenario")["source"]),
        at(N, "benchmark.py", "raise ValueError(f\"unknown scenario")
    );
}

#[test]
fn a_config_read_through_enums_is_checked_as_python_runs_it() {
    // `Mode(cfg.get("mode", Mode.FAST.value))` on a `(str, Enum)`, tables keyed by members,
    // `DType[name]` whose value is torch's dtype name, `Layout[name]` on an `IntEnum`: the
    // default is the member's value, a value the enum lacks is the ValueError `Mode(...)`
    // raises (a name it lacks, the KeyError of `DType[...]` / `Layout[...]`), each at its line,
    // and what the members decide (a tile size, a default backend list) is decided.
    const N: &str = "enum_modes";
    const MATMUL: &str = "kernel/gemm/scenarios/matmul.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "gemm", "matmul");
    assert_eq!(doc["complete"], true);
    let sc = scenario(&doc, "gemm", "matmul");
    assert_eq!(sc["notes"], json!([]), "read in full");
    let mode = field(sc, "mode");
    assert_eq!(
        shape(mode),
        (false, json!("fast"), false),
        "the default is Mode.FAST.value"
    );
    assert_eq!(src(&mode["source"]), at(N, MATMUL, "mode = Mode(cfg.get(\"mode\""));
    // The values the code takes are the enum's: its members' values for `Mode(value)`, their
    // names for `Layout[name]`; none for `DType[...]`, looked up with `.upper()` of the value.
    assert_eq!(mode["values"], json!(["fast", "safe", "deterministic"]), "{mode:#}");
    assert_eq!(field(sc, "layout")["values"], json!(["ROW", "COL"]));
    assert_eq!(field(sc, "dtype")["values"], json!([]));
    let dtype = field(sc, "dtype");
    assert_eq!(shape(dtype), (false, json!("bf16"), false));
    assert_eq!(src(&dtype["source"]), at(N, MATMUL, "dtype = DType[cfg.get(\"dtype\""));
    let layout = field(sc, "layout");
    assert_eq!(shape(layout), (false, json!("ROW"), false));
    assert_eq!(
        src(&layout["source"]),
        at(N, MATMUL, "layout = Layout[cfg.get(\"layout\"")
    );
    assert_eq!(shape(field(sc, "m")), (true, J::Null, false));
    assert_eq!(names(&sc["backends"]), ["halops", "hipblaslt"]);
    let tile = constraint(sc, "m % tile == 0");
    assert_eq!(src(&tile["source"]), at(N, MATMUL, "assert m % tile == 0"));
    let fp8 = constraint(sc, "dtype is DType.FP8 and mode is not Mode.FAST");
    assert_eq!(
        src(&fp8["source"]),
        at(N, MATMUL, "raise ValueError(f\"{dtype.name} needs mode")
    );

    let files = check_all(N);
    for ok in ["matmul_ok.yaml", "matmul_default_ok.yaml", "matmul_fp8_ok.yaml"] {
        let r = report(&files, ok);
        assert_eq!(r["valid"], true, "{r:#}");
        assert_eq!(
            codes(r),
            Vec::<String>::new(),
            "decided in full: nothing unchecked in {ok}"
        );
    }
    let message = |d: &J| d["message"].as_str().unwrap_or_default().to_string();

    // A value no member has is refused as a membership test refuses it: `bad-value`, with the
    // values the enum takes.
    let bad = report(&files, "matmul_bad_mode.yaml");
    assert_eq!(bad["valid"], false);
    assert_eq!(codes(bad), ["bad-value"]);
    let d = diag(bad, "bad-value");
    assert_eq!(d["field"], "mode");
    assert_eq!(src(&d["source"]), at(N, MATMUL, "mode = Mode(cfg.get(\"mode\""));
    assert!(message(d).contains("ValueError: 'turbo' is not a valid Mode"), "{d}");
    assert_eq!(
        d["help"],
        "values the code allows: \"fast\", \"safe\", \"deterministic\""
    );

    let bad = report(&files, "matmul_bad_layout.yaml");
    assert_eq!(codes(bad), ["bad-value"]);
    let d = diag(bad, "bad-value");
    assert_eq!(d["field"], "layout");
    assert_eq!(src(&d["source"]), at(N, MATMUL, "layout = Layout[cfg.get(\"layout\""));
    assert!(message(d).contains("KeyError: 'DIAG'"), "{d}");
    assert_eq!(d["help"], "values the code allows: \"ROW\", \"COL\"");

    let bad = report(&files, "matmul_bad_dtype.yaml");
    assert_eq!(codes(bad), ["bad-dtype"]);
    let d = diag(bad, "bad-dtype");
    assert_eq!(d["field"], "dtype");
    assert_eq!(src(&d["source"]), at(N, MATMUL, "dtype = DType[cfg.get(\"dtype\""));
    assert!(message(d).contains("KeyError: 'FP4'"), "{d}");

    let bad = report(&files, "matmul_tile.yaml");
    assert_eq!(codes(bad), ["constraint"]);
    let d = diag(bad, "constraint");
    assert_eq!(src(&d["source"]), at(N, MATMUL, "assert m % tile == 0"));

    let bad = report(&files, "matmul_fp8_safe.yaml");
    assert_eq!(codes(bad), ["constraint"]);
    let d = diag(bad, "constraint");
    assert_eq!(
        src(&d["source"]),
        at(N, MATMUL, "raise ValueError(f\"{dtype.name} needs mode")
    );
    assert!(message(d).contains("FP8 needs mode fast, not safe"), "{d}");
}

#[test]
fn a_config_read_through_collections_namedtuples_defaultdicts_counters_chainmaps_and_dict_union() {
    // `merged = DEFAULTS | cfg` (each default is its field's default, read there), the problem a
    // `namedtuple` whose `k` is checked against an `OrderedDict` of alignments, the tile a
    // `typing.NamedTuple` with defaults and a method, backends registered per dtype into a
    // `defaultdict(list)` by a decorator, a backend listed twice found by a `Counter`, tuning
    // knobs read through `ChainMap(cfg, TUNING)` (the later map's value is the default). Was:
    // every `collections` name unknown, so nothing behind them was checked.
    const N: &str = "using_collections";
    const GEMM: &str = "kernel/mm/scenarios/gemm.py";
    let doc = schema_of(N);
    assert_entry_layer(&doc, "mm", "gemm");
    let sc = scenario(&doc, "mm", "gemm");
    assert_eq!(sc["notes"], json!([]), "read in full");
    let merge = at(N, GEMM, "merged = DEFAULTS | cfg");
    assert_eq!(shape(field(sc, "dtype")), (false, json!("bfloat16"), false));
    assert_eq!(src(&field(sc, "dtype")["source"]), merge);
    assert_eq!(shape(field(sc, "block_k")), (false, json!(64), false));
    assert_eq!(shape(field(sc, "backends")), (false, json!(["halops"]), true));
    for f in ["m", "n", "k"] {
        assert_eq!(shape(field(sc, f)), (true, J::Null, false), "{f}");
    }
    assert_eq!(shape(field(sc, "num_stages")), (false, json!(3), false));
    assert_eq!(
        src(&field(sc, "num_stages")["source"]),
        at(N, GEMM, "stages = knobs[\"num_stages\"]")
    );
    assert_eq!(shape(field(sc, "num_warps")), (false, json!(4), false));
    // `dtype not in ALIGN`: the dtypes the OrderedDict lists, in its order.
    assert_eq!(sc["driver"], "dtype");
    assert_eq!(sc["takes"], json!(["bfloat16", "float8_e4m3fn"]));
    assert_eq!(names(&sc["backends"]), ["halops", "triton"]);
    let refusal = at(N, GEMM, "raise NotImplementedError(f\"{name} has no {dtype} GEMM\")");
    assert_eq!(
        unsupported(backend(sc, "triton")),
        [("float8_e4m3fn".to_string(), refusal.clone())]
    );
    assert!(unsupported(backend(sc, "halops")).is_empty());
    for (text, needle) in [
        ("shape.k % align == 0", "assert shape.k % align == 0"),
        ("tile.fits(shape)", "assert tile.fits(shape)"),
        ("times > 1", "raise ValueError(f\"backend {name!r} is listed"),
        ("not 1 <= stages <= 4", "raise ValueError(f\"num_stages={stages}"),
        (
            "knobs[\"num_warps\"] in (4, 8)",
            "assert knobs[\"num_warps\"] in (4, 8)",
        ),
    ] {
        assert_eq!(src(&constraint(sc, text)["source"]), at(N, GEMM, needle), "{text}");
    }

    let files = check_all(N);
    // `heapq.heappush` (not modelled) changes the list it is handed: the heap's length is not
    // known after it, so its assert is not decided (it once failed: the list read as empty).
    for ok in ["gemm_ok.yaml", "gemm_fp8_ok.yaml"] {
        let r = report(&files, ok);
        assert_eq!(r["valid"], true, "{ok}: {r:#}");
        assert_eq!(codes(r), ["unchecked"], "{ok}: {r:#}");
        let d = diag(r, "unchecked");
        assert_eq!(
            src(&d["source"]),
            at(N, GEMM, "assert len(queue) == len(merged"),
            "{ok}: {r:#}"
        );
    }
    // K=200 is not a multiple of float8's 16 (the namedtuple's `k`, the OrderedDict's alignment).
    let d = diag(report(&files, "gemm_align.yaml"), "constraint");
    assert_eq!(src(&d["source"]), at(N, GEMM, "assert shape.k % align == 0"));
    // K=96 is not a multiple of the NamedTuple's default block_k=64.
    let d = diag(report(&files, "gemm_block_k.yaml"), "constraint");
    assert_eq!(d["field"], "k");
    assert_eq!(src(&d["source"]), at(N, GEMM, "assert tile.fits(shape)"));
    // `triton` is registered for bfloat16 only.
    let bad = report(&files, "gemm_triton_fp8.yaml");
    assert_eq!(codes(bad), ["backend-unsupported"]);
    let d = diag(bad, "backend-unsupported");
    assert_eq!(d["field"], "backends");
    assert_eq!(src(&d["source"]), refusal);
    // The Counter sees `halops` twice.
    let d = diag(report(&files, "gemm_twice.yaml"), "constraint");
    assert_eq!(d["field"], "backends");
    assert!(d["message"].as_str().unwrap_or("").contains("listed 2 times"), "{d:#}");
    // The ChainMap finds the config's own knobs first.
    let d = diag(report(&files, "gemm_stages.yaml"), "constraint");
    assert_eq!(d["field"], "num_stages");
    assert_eq!(
        src(&d["source"]),
        at(N, GEMM, "raise ValueError(f\"num_stages={stages}")
    );
    let d = diag(report(&files, "gemm_warps.yaml"), "constraint");
    assert_eq!(d["field"], "num_warps");
    // float16 is not among the OrderedDict's keys.
    let d = diag(report(&files, "gemm_dtype.yaml"), "bad-value");
    assert_eq!(d["field"], "dtype");
    assert_eq!(src(&d["source"]), at(N, GEMM, "raise ValueError(f\"unsupported dtype"));
}

#[test]
fn a_data_file_the_checkout_lacks_is_not_known_never_an_error() {
    // The GPU table read from a file a build would make (`build/gpus.yaml`), absent here: on the
    // machine the config is for it may be there, so nothing the table decides is an error — and
    // what does not depend on it (an alignment assert) is still decided.
    let h = Harness::copy_of(&idiom_root("yaml_gpu_table"), "absent-data-file");
    h.patch("core/metrics.py", "\"gpus.yaml\"", "\"build\", \"gpus.yaml\"");
    let r = h.run(&["check", "--all", "--json"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let files = r.json()["files"].as_array().expect("files").clone();
    for name in ["dense_ok.yaml", "dense_h20_ok.yaml", "dense_unknown_gpu.yaml"] {
        let f = report(&files, name);
        assert_eq!(f["valid"], true, "{name}: {f}");
        assert!(codes(f).iter().all(|c| c == "unchecked"), "{name}: {f}");
    }
    let bad = codes(report(&files, "dense_bad_n.yaml"));
    assert!(bad.contains(&"constraint".to_string()), "{bad:?}");
    assert!(bad.iter().all(|c| c == "constraint" || c == "unchecked"), "{bad:?}");
}

#[test]
fn recursion_deeper_than_the_tool_follows_is_unchecked_at_its_line_never_an_error() {
    // The tool follows calls to a depth of its own, far short of CPython's recursion limit. `norm`'s
    // registry module shows a `__str__` that never ends, which CPython stops with a
    // `RecursionError` the module catches; `act`'s scenario recurses once a tile, deeper than the
    // tool follows for a large `hidden`. Where the tool stops, it says so at the line it stopped
    // at, and claims no error; an error decided before that is still one.
    const N: &str = "deep_recursion";
    let doc = schema_of(N);
    let norm = &doc["ops"][0];
    assert_eq!(norm["name"], "norm");
    assert_eq!(norm["error"], J::Null, "{norm:#}");
    assert_eq!(norm["complete"], false);
    let stop = at(N, "kernel/norm/scenarios/__init__.py", "return \"norm:\" + str(self)");
    assert_eq!(src(&norm["incomplete"]["source"]), stop);
    let what = norm["incomplete"]["what"].as_str().unwrap_or("");
    assert!(what.contains("had to stop") && what.contains("call depth"), "{what}");

    let files = check_all(N);
    for f in ["rmsnorm_ok.yaml", "rmsnorm_misaligned.yaml"] {
        let r = report(&files, f);
        assert_eq!(r["valid"], true, "{f}: no error may be claimed: {r:#}");
        let d = diag(r, "unchecked");
        assert!(d["message"].as_str().unwrap_or("").contains("call depth"), "{d:#}");
        assert_eq!(src(&d["source"]), stop);
    }
    let deep = report(&files, "gelu_deep.yaml");
    assert_eq!(deep["valid"], true, "{deep:#}");
    let d = diag(deep, "unchecked");
    assert_eq!(
        src(&d["source"]),
        at(N, "kernel/act/scenarios/gelu.py", "1 + _tiles(n - 1)")
    );
    assert_eq!(report(&files, "gelu_shallow.yaml")["valid"], true);
    let bad = report(&files, "gelu_misaligned.yaml");
    assert_eq!(bad["valid"], false, "{bad:#}");
    assert_eq!(
        src(&diag(bad, "constraint")["source"]),
        at(N, "kernel/act/scenarios/gelu.py", "assert hidden % 16 == 0")
    );
}

#[test]
fn an_entry_the_tool_could_not_finish_reading_leaves_every_config_unchecked_never_in_error() {
    // The same `__str__` that never ends, in `benchmark.py` itself: the tool can't finish reading
    // `OP_REGISTRY`, so it can tell neither the ops nor what they refuse. Every config is
    // `unchecked` at the line where it stopped, a config with no `scenario` too (CPython's
    // `KeyError` for it comes after the import the tool could not finish).
    let h = Harness::copy_of(&idiom_root("deep_recursion"), "deep-entry");
    h.patch(
        "benchmark.py",
        "OP_REGISTRY = {",
        "class _Banner:\n    def __str__(self):\n        return str(self)\n\n\ntry:\n    BANNER = str(_Banner())\nexcept RecursionError:\n    BANNER = \"\"\n\nOP_REGISTRY = {",
    );
    h.write("configs/act/no_scenario.yaml", "hidden: 1024\nbatch_sizes: [1]\n");
    let stop = format!("benchmark.py:{}", line_of(&h.root, "benchmark.py", "return str(self)"));
    let doc = h.run(&["schema", "--json"]).json();
    assert_eq!(doc["complete"], false, "{doc:#}");
    assert_eq!(src(&doc["incomplete"]["source"]), stop);
    let r = h.run(&["check", "--all", "--json"]);
    r.assert_code(0);
    let files = r.json()["files"].as_array().expect("files").clone();
    assert_eq!(files.len(), 6);
    for f in &files {
        assert_eq!(f["valid"], true, "{f:#}");
        let d = diag(f, "unchecked");
        assert!(d["message"].as_str().unwrap_or("").contains("call depth"), "{d:#}");
        assert_eq!(src(&d["source"]), stop, "{d:#}");
    }
}

#[test]
fn new_for_a_scenario_in_a_table_the_tool_could_not_finish_reading_says_so_and_where() {
    // `norm`'s `SCENARIOS` could not be read whole: asked for an rmsnorm config, `new` writes
    // nothing and says the scenario may be in that table, why it is not known, and the line the
    // tool stopped at; it still names the scenarios it did find. With `OP_REGISTRY` itself not
    // read whole there is no scenario to name at all.
    const N: &str = "deep_recursion";
    let h = Harness::copy_of(&idiom_root(N), "deep-new");
    let files = |h: &Harness| {
        let dirs = ["configs/norm", "configs/act"].map(|d| std::fs::read_dir(h.root.join(d)).map_or(0, |r| r.count()));
        dirs.iter().sum::<usize>()
    };
    let before = files(&h);
    let stop = at(N, "kernel/norm/scenarios/__init__.py", "return \"norm:\" + str(self)");
    // The op named (`norm`), only its scenarios are named: it has none the tool found.
    for (args, help) in [
        (
            vec!["new", "add an rmsnorm config, batch 1/16", "--json"],
            json!("name one of: `act/gelu`"),
        ),
        (
            vec!["new", "add a norm config", "--set", "scenario=rmsnorm", "--json"],
            J::Null,
        ),
    ] {
        let r = h.run(&args);
        r.assert_code(1);
        let doc = r.json();
        assert_eq!(doc["written"], false, "{doc:#}");
        let d = diag(&doc, "unknown-scenario");
        let msg = d["message"].as_str().unwrap_or("");
        assert!(
            msg.contains("`SCENARIOS` of `norm` is not known exactly") && msg.contains("call depth"),
            "{msg}"
        );
        assert_eq!(src(&d["source"]), stop, "{d:#}");
        assert_eq!(d["help"], help, "{d:#}");
    }
    assert_eq!(files(&h), before, "nothing is written");

    h.patch(
        "benchmark.py",
        "OP_REGISTRY = {",
        "class _Banner:\n    def __str__(self):\n        return str(self)\n\n\ntry:\n    BANNER = str(_Banner())\nexcept RecursionError:\n    BANNER = \"\"\n\nOP_REGISTRY = {",
    );
    let r = h.run(&["new", "add a gelu config, hidden 1024, batch 1/16", "--json"]);
    r.assert_code(1);
    let doc = r.json();
    let d = diag(&doc, "unknown-scenario");
    assert!(
        d["message"]
            .as_str()
            .unwrap_or("")
            .contains("`OP_REGISTRY` is not known exactly"),
        "{d:#}"
    );
    assert_eq!(
        src(&d["source"]),
        format!("benchmark.py:{}", line_of(&h.root, "benchmark.py", "return str(self)"))
    );
    assert_eq!(d["help"], J::Null, "no scenario was found to name: {d:#}");
}

#[test]
fn scenarios_registered_by_a_metaclass_as_it_makes_their_classes() {
    // `class Scenario(metaclass=ScenarioMeta)`: the metaclass's `__new__` makes every class from
    // a copy of its namespace (amended) and registers it (but the base) under its `name`, and the
    // base's `__call__` reads the backends through a method of the metaclass. The tool follows that metaclass as CPython runs it:
    // `SCENARIOS` is known exactly, and what the scenarios refuse is an error again (before, every
    // config was `unchecked`).
    const N: &str = "metaclass_registry";
    let doc = schema_of(N);
    assert_eq!(doc["ops"][0]["complete"], true, "{:#}", doc["ops"][0]);
    assert_eq!(names(&doc["ops"][0]["scenarios"]), ["layernorm", "rmsnorm"]);
    let rms = scenario(&doc, "norm", "rmsnorm");
    assert_eq!(shape(field(rms, "hidden")), (true, J::Null, false));
    assert_eq!(shape(field(rms, "eps")), (false, json!(1e-6), false));

    let files = check_all(N);
    let ok = report(&files, "rmsnorm_ok.yaml");
    assert_eq!(ok["valid"], true, "{ok:#}");
    assert!(diags_with(ok, "unchecked").is_empty(), "{ok:#}");
    let d = diag(report(&files, "rmsnorm_misaligned.yaml"), "constraint");
    assert_eq!(d["field"], "hidden");
    let d = diag(report(&files, "layernorm_no_apex.yaml"), "unknown-backend");
    assert_eq!(
        src(&d["source"]),
        at(N, "kernel/norm/scenarios/base.py", "raise ValueError")
    );
    let d = diag(report(&files, "groupnorm_unknown.yaml"), "unknown-scenario");
    assert_eq!(d["field"], "scenario");
}

#[test]
fn what_a_config_s_run_changes_in_module_state_is_not_there_for_the_next_config() {
    // Each config is a process of its own. `counted` keeps what it saw in a list, a dict, a class
    // attribute, a global and a function's own attribute, and asserts it saw nothing before;
    // `plugged` imports the plugin its config names, which registers itself in `core.registry` at
    // import; `flagged` sets `core.flags.MODE` (unless its config says not to), then imports a
    // module whose top level reads it; `nested` imports a submodule only when its config asks;
    // `noted`'s module asserts at import on what the tool can't know. Checked one after the other
    // on one interpreter, every config starts from the modules as imported (and without the
    // modules another config imported, nor the names their packages bound for them): the ones
    // CPython runs through pass, in any order.
    const N: &str = "per_config_state";
    let files = check_all(N);
    for ok in [
        "counted_1_ok.yaml",
        "counted_2_ok.yaml",
        "counted_3_ok.yaml",
        "counted_again_ok.yaml",
        "plugged_alpha_ok.yaml",
        "plugged_beta_ok.yaml",
        "flagged_as_imported_ok.yaml",
        "flagged_fast_ok.yaml",
        "flagged_slow_ok.yaml",
        "nested_loaded_ok.yaml",
    ] {
        assert_clean(&files, ok);
    }
    // A submodule not imported yet may be there (code the tool does not follow may have
    // imported it): not decided, where the config checked before it had imported it.
    // The report of `name`: valid, with an `unchecked` note at each `(file, line holding)`.
    let assert_undecided = |name: &str, at_lines: &[(&str, &str)]| {
        let r = report(&files, name);
        assert_eq!(r["valid"], true, "{r:#}");
        assert_eq!(codes(r), vec!["unchecked"; at_lines.len()], "{r:#}");
        let sources: Vec<String> = r["diagnostics"]
            .as_array()
            .expect("diagnostics")
            .iter()
            .map(|d| src(&d["source"]))
            .collect();
        for (rel, needle) in at_lines {
            assert!(sources.contains(&at(N, rel, needle)), "{needle}: {r:#}");
        }
    };
    const NESTED: &str = "kernel/mm/scenarios/nested.py";
    assert_undecided("nested_plain.yaml", &[(NESTED, "assert there == load")]);
    // Nor is it there for a helper that reads it, remembered from the config before (which had
    // imported it): CPython raises `AttributeError` here; the tool, which can't tell the submodule
    // is not there, does not decide.
    assert_undecided(
        "nested_sized_unloaded.yaml",
        &[(NESTED, "assert there == load"), (NESTED, "assert _sizes(4) == 70")],
    );
    // `noted`'s module (imported by its configs' runs only) asserts at import on what the tool
    // can't know: each of its configs is told, not only the first one checked.
    for name in ["noted_1.yaml", "noted_2.yaml"] {
        assert_undecided(name, &[("kernel/mm/scenarios/noted.py", "assert _DEVICES >= 1")]);
    }
    let bad = report(&files, "counted_bad.yaml");
    assert_eq!(codes(bad), ["constraint"], "{bad:#}");
    assert_eq!(
        src(&diag(bad, "constraint")["source"]),
        at(N, "kernel/mm/scenarios/counted.py", "assert m % 16 == 0")
    );
    let missing = report(&files, "plugged_missing.yaml");
    assert_eq!(codes(missing), ["bad-value"], "{missing:#}");
    assert!(
        diag(missing, "bad-value")["message"]
            .as_str()
            .is_some_and(|m| m.contains("kernel.mm.plugins.gamma")),
        "{missing:#}"
    );
    // Each config checked alone, and the configs in the other order, say the same.
    let root = idiom_root(N);
    let mut names: Vec<String> = files
        .iter()
        .map(|f| {
            f["path"]
                .as_str()
                .expect("path")
                .rsplit('/')
                .next()
                .expect("name")
                .to_string()
        })
        .collect();
    for name in &names {
        let path = root.join("configs/mm").join(name);
        let r = run(&root, &["check", "--json", &path.to_string_lossy()]);
        let alone = &r.json()["files"][0];
        assert_eq!(alone["diagnostics"], report(&files, name)["diagnostics"], "{name}");
    }
    names.reverse();
    let paths: Vec<String> = names
        .iter()
        .map(|n| root.join("configs/mm").join(n).to_string_lossy().into_owned())
        .collect();
    let mut args = vec!["check", "--json"];
    args.extend(paths.iter().map(String::as_str));
    let reversed = run(&root, &args).json()["files"].as_array().expect("files").clone();
    for name in &names {
        assert_eq!(
            report(&reversed, name)["diagnostics"],
            report(&files, name)["diagnostics"],
            "{name}"
        );
    }
}

#[test]
fn module_state_holding_an_iterator_is_made_again_for_each_config() {
    // An iterator and a generator made at import move as they are read: the tool can't put them
    // back, so each config's run imports the modules again. Every config sees both fresh, as a
    // process of its own does.
    const N: &str = "per_config_iterator";
    let files = check_all(N);
    for ok in ["numbered_1_ok.yaml", "numbered_2_ok.yaml", "numbered_3_ok.yaml"] {
        assert_clean(&files, ok);
    }
    let bad = report(&files, "numbered_bad.yaml");
    assert_eq!(codes(bad), ["constraint"], "{bad:#}");
    assert_eq!(
        src(&diag(bad, "constraint")["source"]),
        at(N, "kernel/mm/scenarios/numbered.py", "assert m % 16 == 0")
    );
}

#[test]
fn every_fixture_config_gets_the_report_alone_that_it_gets_beside_the_others() {
    // A config is a process of its own: what the configs checked before it on the same worker
    // did must not show in its report. Each config of the bundled example and of every idiom and
    // unseen fixture, checked alone, is reported as in its harness's whole check.
    let mut roots = vec![example_root()];
    roots.extend(
        fixture_harnesses(&["idioms", "unseen"])
            .into_iter()
            .filter(|p| p.join("configs").is_dir()),
    );
    assert!(roots.len() > 30, "{} fixtures", roots.len());
    let mut compared = 0;
    for root in &roots {
        let whole = run(root, &["check", "--all", "--json", "--no-cache"]);
        assert!(
            whole.code == 0 || whole.code == 1,
            "{}: {}",
            root.display(),
            whole.stderr
        );
        for file in whole.json()["files"].as_array().expect("files") {
            let path = file["path"].as_str().expect("path");
            let alone = run(root, &["check", "--json", "--no-cache", path]);
            assert_eq!(
                alone.json()["files"][0]["diagnostics"],
                file["diagnostics"],
                "{path}: checked alone, checked with the others"
            );
            compared += 1;
        }
    }
    assert!(compared > 100, "{compared} configs");
}
