//! `schema --json-schema` and `--write-json-schemas`: JSON Schemas (draft 2020-12) made from the
//! code, checked with the Python `jsonschema` package (the validator editors' tooling agrees with):
//! every schema is a valid 2020-12 schema; every config `check` accepts, in every fixture harness,
//! validates (a schema never rejects what the harness takes); the check fixtures wrong in a way a
//! schema can say are rejected, each for its own reason; and the facts in the schema are the
//! ones `schema --json` states.

mod common;
mod pyenv;

use std::path::{Path, PathBuf};

use common::*;
use serde_json::Value as J;

/// Every fixture harness: the example, each idiom, those written from the seed alone (`unseen/`,
/// and `pending/`, whose labels the tool does not all match yet), the three written in other
/// vocabularies for `new` (`tests/vocabularies.rs`).
fn harnesses() -> Vec<PathBuf> {
    let mut roots = vec![example_root()];
    roots.extend(fixture_harnesses(&["idioms", "unseen", "pending", "vocab"]));
    roots
}

fn read_json(p: &Path) -> J {
    serde_json::from_str(&read(p)).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn every_config_check_accepts_validates_against_the_schemas_of_its_harness() {
    let mut accepted = 0;
    let mut rejected_by_both = 0;
    // Each schema file, with the configs to validate against it and whether check took each:
    // every harness's, validated in one Python process.
    let mut jobs: std::collections::BTreeMap<PathBuf, Vec<(String, PathBuf, bool)>> = Default::default();
    let mut outs = Vec::new();
    for root in harnesses() {
        let out = TempDir::new("json-schemas");
        let dir = out.join("schemas");
        run(&root, &["schema", "--write-json-schemas", &dir.to_string_lossy()]).assert_code(0);
        let check = run(&root, &["check", "--all", "--json"]).json();
        for f in check["files"].as_array().expect("files") {
            let (Some(op), Some(sc)) = (f["op"].as_str(), f["scenario"].as_str()) else {
                continue;
            };
            let scenario_schema = dir.join(op).join(format!("{sc}.schema.json"));
            if !scenario_schema.exists() {
                continue;
            }
            // A path `--all` found is from the working directory (or absolute, outside it).
            let file = manifest_dir().join(f["path"].as_str().expect("path"));
            let name = format!("{}: {}", root.display(), f["path"]);
            let valid = f["valid"] == true;
            accepted += usize::from(valid);
            for schema in [scenario_schema, dir.join(format!("{op}.schema.json"))] {
                jobs.entry(schema)
                    .or_default()
                    .push((name.clone(), file.clone(), valid));
            }
        }
        outs.push(out);
    }
    let requests: Vec<(String, Vec<(String, PathBuf)>)> = jobs
        .iter()
        .map(|(schema, configs)| {
            let files = configs.iter().map(|(n, p, _)| (n.clone(), p.clone())).collect();
            (schema.to_string_lossy().into_owned(), files)
        })
        .collect();
    let all_results = pyenv::validate_yaml_each(&requests);
    assert_eq!(all_results.len(), jobs.len());
    for ((schema, configs), results) in jobs.into_iter().zip(all_results) {
        assert_eq!(results.len(), configs.len());
        for ((name, errors), (_, _, valid)) in results.into_iter().zip(configs) {
            if errors.iter().any(|e| e.starts_with("yaml:")) {
                continue; // PyYAML's safe_load can't load it: no JSON to validate.
            }
            if valid {
                assert!(
                    errors.is_empty(),
                    "{name}: check accepts it, {} rejects it: {errors:?}",
                    schema.display()
                );
            } else if !errors.is_empty() {
                rejected_by_both += 1;
            }
        }
    }
    drop(outs);
    assert!(accepted >= 20, "only {accepted} accepted configs were validated");
    assert!(rejected_by_both > 0, "no invalid config was rejected by a schema");
}

#[test]
fn the_check_fixtures_a_schema_can_judge_are_rejected_for_their_own_reason() {
    let out = TempDir::new("json-schemas-fixtures");
    let dir = out.join("schemas");
    run(
        &example_root(),
        &["schema", "--write-json-schemas", &dir.to_string_lossy()],
    )
    .assert_code(0);
    // (fixture, scenario schema, a word the error must say)
    let cases = [
        ("attention/typo_field.yaml", "attention/decode_gqa", "s_kv_lst"),
        (
            "attention/backend_of_another_scenario.yaml",
            "attention/decode_gqa",
            "fa3",
        ),
        ("gemm/missing_shapes.yaml", "gemm/dense", "shapes"),
        ("gemm/shapes_not_a_list.yaml", "gemm/dense", "not of type 'array'"),
        ("gemm/grouped_shape_arity.yaml", "gemm/grouped_contiguous", "too short"),
        (
            "attention/quoted_false.yaml",
            "attention/decode_gqa",
            "not of type 'boolean'",
        ),
        ("gemm/unknown_gpu.yaml", "gemm/dense", "a100"),
        ("gemm/unknown_mode.yaml", "gemm/dense", "w4a4"),
        ("attention/bad_dtype_spelling.yaml", "attention/prefill_dense", "bf16"),
        (
            "attention/refcheck_reference_typo.yaml",
            "attention/decode_gqa",
            "goldn",
        ),
    ];
    for (config, scenario, says) in cases {
        // The fixture is wrong for `check` too.
        let report = run(
            &example_root(),
            &[
                "check",
                "--json",
                &fixture(&format!("configs/{config}")).to_string_lossy(),
            ],
        )
        .json();
        assert_eq!(only_file(&report)["valid"], false, "{config}");
        assert_eq!(
            only_file(&report)["scenario"],
            scenario.split('/').nth(1).unwrap_or(""),
            "{config}"
        );
        let schema = dir.join(format!("{scenario}.schema.json"));
        let (_, errors) = pyenv::validate_yaml(
            &schema.to_string_lossy(),
            &[(config.to_string(), fixture(&format!("configs/{config}")))],
        )
        .pop()
        .expect("one result");
        assert!(
            errors.iter().any(|e| e.contains(says)),
            "{config}: wanted an error saying {says:?}, got {errors:?}"
        );
    }
}

#[test]
fn the_schema_states_what_schema_json_states_with_its_sources() {
    let facts = run(&example_root(), &["schema", "--json"]).json();
    let human = run(&example_root(), &["schema"]).stdout;
    for op in facts["ops"].as_array().expect("ops") {
        let op_name = op["name"].as_str().expect("name");
        for sc in op["scenarios"].as_array().expect("scenarios") {
            let name = sc["name"].as_str().expect("name");
            let r = run(
                &example_root(),
                &["schema", "--json-schema", &format!("{op_name}/{name}")],
            );
            r.assert_code(0);
            let js = r.json();
            assert_eq!(js["$schema"], "https://json-schema.org/draft/2020-12/schema");
            assert_eq!(
                js["additionalProperties"], false,
                "{name}: the example reads fields by name only"
            );
            let props = js["properties"].as_object().expect("properties");
            let backends = names(&sc["backends"]);
            for f in sc["fields"].as_array().expect("fields") {
                let fname = f["name"].as_str().expect("name");
                let p = &props[fname];
                assert!(p.is_object(), "{name}: no property `{fname}`");
                let desc = p["description"].as_str().unwrap_or("");
                assert!(
                    desc.contains(&src(&f["source"])),
                    "{name}.{fname}: {desc:?} lacks its source"
                );
                if f["required"] == false && !f["default"].is_null() {
                    assert_eq!(p["default"], f["default"], "{name}.{fname}");
                }
                if f["sweep"] == true && fname != "batch_sizes" {
                    assert_eq!(p["type"], "array", "{name}.{fname}: a swept field is a list");
                }
            }
            assert_eq!(
                js["properties"]["backends"]["items"]["enum"],
                J::from(backends.clone()),
                "{name}: backends are the registry's"
            );
            assert_eq!(
                js["properties"]["refcheck_reference"]["enum"],
                J::from(backends),
                "{name}"
            );
            assert_eq!(
                js["properties"]["gpu_type"]["enum"],
                J::from(names(&facts["gpus"])),
                "{name}"
            );
            assert!(
                js["required"]
                    .as_array()
                    .expect("required")
                    .contains(&J::from("scenario")),
                "{name}"
            );
            // The driver field's enum: every value the code takes, none an adapter alone rejects.
            if let Some(driver) = sc["driver"].as_str() {
                let accepted: Vec<&str> = js["properties"][driver]["enum"]
                    .as_array()
                    .expect("driver enum")
                    .iter()
                    .filter_map(J::as_str)
                    .collect();
                for v in field(sc, driver)["values"].as_array().into_iter().flatten() {
                    assert!(
                        accepted.contains(&v.as_str().unwrap_or("")),
                        "{name}: `{v}` is a {driver} the code compares with, missing from {accepted:?}"
                    );
                }
            }
            // Unpacked items: prefixItems titled as the human schema names their parts.
            let shapes = &js["properties"]["shapes"]["items"];
            if let Some(prefix) = shapes["prefixItems"].as_array() {
                let titles: Vec<&str> = prefix.iter().filter_map(|p| p["title"].as_str()).collect();
                let line = human
                    .lines()
                    .skip_while(|l| !l.contains(&format!("scenario {op_name}/{name}")))
                    .find(|l| l.trim_start().starts_with("shapes "))
                    .expect("shapes line");
                assert!(
                    line.contains(&format!("items: {}", titles.join(", "))),
                    "{name}: {titles:?} vs {line}"
                );
                assert_eq!(shapes["minItems"], prefix.len());
                assert_eq!(shapes["maxItems"], prefix.len());
            }
        }
    }
    let grouped = run(&example_root(), &["schema", "--json-schema", "gemm/grouped_contiguous"]).json();
    let titles: Vec<&str> = grouped["properties"]["shapes"]["items"]["prefixItems"]
        .as_array()
        .expect("prefixItems")
        .iter()
        .filter_map(|p| p["title"].as_str())
        .collect();
    assert_eq!(titles, ["num_experts", "max_m", "n", "k"]);
    // decode_gqa's own dtype aliases are taken there, and nowhere else.
    let decode = run(&example_root(), &["schema", "--json-schema", "attention/decode_gqa"]).json();
    let prefill = run(&example_root(), &["schema", "--json-schema", "attention/prefill_dense"]).json();
    assert!(decode["properties"]["dtype"]["enum"]
        .as_array()
        .expect("enum")
        .contains(&J::from("fp8")));
    assert!(!prefill["properties"]["dtype"]["enum"]
        .as_array()
        .expect("enum")
        .contains(&J::from("fp8")));
    assert!(prefill["properties"]["dtype"]["enum"]
        .as_array()
        .expect("enum")
        .contains(&J::from("bfloat16")));
}

#[test]
fn where_the_code_hands_the_config_on_other_fields_are_allowed() {
    let root = idiom_root("config_escape");
    let facts = run(&root, &["schema", "--json"]).json();
    let op = &facts["ops"][0];
    let sc = &op["scenarios"][0];
    let r = run(
        &root,
        &[
            "schema",
            "--json-schema",
            &format!(
                "{}/{}",
                op["name"].as_str().expect("op"),
                sc["name"].as_str().expect("sc")
            ),
        ],
    );
    r.assert_code(0);
    let js = r.json();
    assert!(js.get("additionalProperties").is_none(), "{js:#}");
    assert!(js["description"]
        .as_str()
        .expect("description")
        .contains("other fields are allowed"));
}

#[test]
fn the_op_schema_is_its_scenarios_schemas_told_apart_by_scenario() {
    let out = TempDir::new("json-schemas-op");
    let dir = out.join("s");
    let r = run(
        &example_root(),
        &[
            "schema",
            "gemm",
            "--write-json-schemas",
            &dir.to_string_lossy(),
            "--json",
        ],
    );
    r.assert_code(0);
    let doc = r.json();
    let written: Vec<&str> = doc["written"]
        .as_array()
        .expect("written")
        .iter()
        .filter_map(J::as_str)
        .collect();
    assert!(
        written.contains(&"gemm.schema.json") && written.contains(&"gemm/dense.schema.json"),
        "{written:?}"
    );
    assert!(!written.iter().any(|w| w.starts_with("attention")), "{written:?}");
    let op = read_json(&dir.join("gemm.schema.json"));
    // One `if scenario == X then X's schema` a scenario.
    let branches: Vec<(&str, &str)> = op["allOf"]
        .as_array()
        .expect("allOf")
        .iter()
        .filter_map(|b| {
            Some((
                b["if"]["properties"]["scenario"]["const"].as_str()?,
                b["then"]["$ref"].as_str()?,
            ))
        })
        .collect();
    assert_eq!(
        branches,
        [
            ("dense", "#/$defs/dense"),
            ("grouped_contiguous", "#/$defs/grouped_contiguous"),
            ("group_masked", "#/$defs/group_masked")
        ]
    );
    // A config of each scenario is valid.
    let cfgs: Vec<(String, PathBuf)> = ["dense_bf16", "grouped_contiguous_w8a8_mxfp8", "group_masked_w4a4_nvfp4"]
        .iter()
        .map(|n| (n.to_string(), example_root().join(format!("configs/gemm/{n}.yaml"))))
        .collect();
    for (n, errors) in pyenv::validate_yaml(&dir.join("gemm.schema.json").to_string_lossy(), &cfgs) {
        assert!(errors.is_empty(), "{n}: {errors:?}");
    }
}

#[test]
fn regression_the_op_schema_names_the_real_fault_not_every_other_scenarios_fields() {
    // Was: a `oneOf` over the scenarios, so a `prefill_dense` config whose only fault is
    // `dtype: bf16` failed every branch: `'seq_lens' was unexpected` (from decode_gqa's), and the
    // like, instead of the dtype.
    let out = TempDir::new("json-schemas-op-fault");
    let dir = out.join("s");
    run(
        &example_root(),
        &["schema", "attention", "--write-json-schemas", &dir.to_string_lossy()],
    )
    .assert_code(0);
    let good = read(&example_root().join("configs/attention/prefill_dense_bf16.yaml"));
    assert!(good.contains("dtype: bfloat16"), "{good}");
    let cfg = out.write("prefill_bf16.yaml", good.replace("dtype: bfloat16", "dtype: bf16"));
    let results = pyenv::validate_yaml(
        &dir.join("attention.schema.json").to_string_lossy(),
        &[("prefill".into(), cfg)],
    );
    let errors = &results[0].1;
    assert!(!errors.is_empty(), "bf16 is not a dtype the code takes");
    assert!(errors.iter().all(|e| e.starts_with("dtype: ")), "{errors:?}");
    // An unknown scenario is said as such.
    let unknown = out.write(
        "nosuch.yaml",
        good.replace("scenario: prefill_dense", "scenario: prefil_dense"),
    );
    let results = pyenv::validate_yaml(
        &dir.join("attention.schema.json").to_string_lossy(),
        &[("nosuch".into(), unknown)],
    );
    assert!(
        results[0].1.iter().any(|e| e.starts_with("scenario: ")),
        "{:?}",
        results[0].1
    );
}

#[test]
fn json_schema_needs_a_scenario_that_exists() {
    let r = run(&example_root(), &["schema", "--json-schema", "gemm"]);
    r.assert_code(2);
    assert!(r.stderr.contains("OP/SCENARIO"), "{}", r.stderr);
    let r = run(&example_root(), &["schema", "--json-schema", "gemm/grouped_contig"]);
    r.assert_code(2);
    assert!(r.stderr.contains("did you mean `grouped_contiguous`?"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let r = run(
        &example_root(),
        &["schema", "gemm/dense", "--json-schema", "gemm/dense"],
    );
    r.assert_code(2);
}

#[test]
fn regression_schema_and_the_json_schema_list_the_same_driver_values() {
    // Was: `schema`'s human list of a scenario's dtypes (the values the code compares `dtype`
    // with) lacked `float32` and `float4_e2m1fn_x2`, which the JSON Schema's enum has. One
    // source now: what judging the adapters found the code takes, in both outputs.
    let doc = run(&example_root(), &["schema", "--json"]).json();
    let human = run(&example_root(), &["schema"]).stdout;
    let mut seen = 0;
    for op in doc["ops"].as_array().expect("ops") {
        for sc in op["scenarios"].as_array().expect("scenarios") {
            let Some(driver) = sc["driver"].as_str() else { continue };
            let target = format!(
                "{}/{}",
                op["name"].as_str().expect("op"),
                sc["name"].as_str().expect("sc")
            );
            let schema = run(&example_root(), &["schema", "--json-schema", &target]).json();
            assert_eq!(sc["takes"], schema["properties"][driver]["enum"], "{target}");
            let takes: Vec<&str> = sc["takes"]
                .as_array()
                .expect("takes")
                .iter()
                .filter_map(J::as_str)
                .collect();
            let line = format!("    {driver} the code takes: {}\n", takes.join(", "));
            assert!(human.contains(&line), "{target}: no {line:?} in the human output");
            seen += 1;
        }
    }
    assert_eq!(seen, 6);
    let decode = &doc["ops"][0]["scenarios"][0];
    assert_eq!(decode["name"], "decode_gqa");
    for v in ["float32", "float4_e2m1fn_x2", "fp8", "bfloat16"] {
        assert!(
            decode["takes"].as_array().expect("takes").contains(&J::from(v)),
            "{v}: {decode}"
        );
    }
}
