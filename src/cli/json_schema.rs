//! JSON Schema (draft 2020-12) of a scenario's configs, for editors (yaml-language-server, VS
//! Code's YAML extension): made from the [`Model`] alone, so it says what the harness's code says.
//!
//! In: the harness, its model, an op and a scenario. Out: a schema whose `properties` are the
//! fields the code reads (with `default`, the `file:line` each is read at in `description`),
//! `required` the fields every path reads with `cfg[...]`, `enum`s of the scenario's backend names
//! (for `backends` and the refcheck reference), of the GPU names, and of the dtype names or modes
//! the code takes (each tried on the code), `prefixItems` titled with the parts' names for sweep
//! items the code unpacks, and `additionalProperties: false` where the code reads fields by name
//! only. What a schema can't say (asserts on sizes, which backend takes which dtype, anything
//! decided at a sweep point) is left to `check`, and the description says so.

use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value as J};

use gen_config::discover::{Fatal, Harness};
use gen_config::model::{self, Field, Model, Scenario};
use gen_config::seed::{BACKENDS_FIELD, GPU_FIELD, REFCHECK_REFERENCE_FIELD, SCENARIO_FIELD};

pub const DRAFT: &str = "https://json-schema.org/draft/2020-12/schema";

/// Where `new --schema-modeline` puts a scenario's schema, under the root: a hidden folder of
/// `configs/` (`check --all` skips hidden folders), laid out as `--write-json-schemas` lays a folder.
pub const MODELINE_DIR: &str = "configs/.schemas";

/// The schema of `op/scenario`'s configs (the scenario must be in the model, probed).
pub fn scenario_schema(h: &Harness, model: &Model, op: &str, sc: &Scenario) -> J {
    let mut props = Map::new();
    let mut required: Vec<J> = Vec::new();
    for f in &sc.fields {
        props.insert(f.name.clone(), field_schema(h, model, op, sc, f));
        if f.always || f.name == SCENARIO_FIELD {
            required.push(J::from(f.name.as_str()));
        }
    }
    if !props.contains_key(SCENARIO_FIELD) {
        props.insert(SCENARIO_FIELD.into(), json!({"const": sc.name}));
        required.insert(0, J::from(SCENARIO_FIELD));
    }
    let at = sc.src.as_ref().map(|l| format!(" ({l})")).unwrap_or_default();
    let open = match (&sc.config_escape, &sc.stopped) {
        (Some((l, _)), _) => Some(format!(
            "other fields are allowed: the code hands the whole config on at {l}, where the tool can't see what is read"
        )),
        (None, Some((l, why))) => Some(format!(
            "other fields are allowed: a path through the code stopped at {l} ({why}), so what it reads after is not known"
        )),
        (None, None) => None,
    };
    let mut description = format!(
        "A config of `{op}/{}`{at}, as the harness's code reads it (made by gen-config {} from the code; \
         regenerate it when the code changes). A schema can't say everything: constraints on sizes \
         (asserts), which backend takes which dtype or mode, and what fails at one sweep point are judged \
         by `gen-config check` only.",
        sc.name,
        env!("CARGO_PKG_VERSION")
    );
    if let Some(o) = &open {
        description.push_str(&format!(" Note: {o}."));
    }
    let mut doc = Map::new();
    doc.insert("$schema".into(), J::from(DRAFT));
    doc.insert("title".into(), J::from(format!("{op}/{} config", sc.name)));
    doc.insert("description".into(), J::from(description));
    doc.insert("type".into(), J::from("object"));
    doc.insert("properties".into(), J::Object(props));
    doc.insert("required".into(), J::Array(required));
    if open.is_none() {
        doc.insert("additionalProperties".into(), J::Bool(false));
    }
    J::Object(doc)
}

fn field_schema(h: &Harness, model: &Model, op: &str, sc: &Scenario, f: &Field) -> J {
    let mut s = Map::new();
    let mut what = vec![if f.always {
        "required".to_string()
    } else if f.required {
        "required on some paths through the code".to_string()
    } else {
        match &f.default {
            Some(d) => format!("optional, default {d}"),
            None => "optional".to_string(),
        }
    }];
    if f.sweep {
        what.push("swept: a list, each item one run".into());
    }
    let backends: Vec<&str> = sc.backends.iter().map(|b| b.name.as_str()).collect();
    let item_enum: Option<Vec<J>> = if f.name == BACKENDS_FIELD && !backends.is_empty() {
        Some(backends.iter().map(|b| J::from(*b)).collect())
    } else {
        None
    };
    if f.name == SCENARIO_FIELD {
        s.insert("const".into(), J::from(sc.name.as_str()));
    } else if f.name == REFCHECK_REFERENCE_FIELD && !backends.is_empty() {
        s.insert("enum".into(), backends.iter().map(|b| J::from(*b)).collect());
        what.push(format!("a backend of `{}`'s registry{}", sc.name, registry_at(sc)));
    } else if f.name == GPU_FIELD {
        let gpus = if sc.gpus.is_empty() { &model.gpus } else { &sc.gpus };
        if !gpus.is_empty() {
            s.insert("enum".into(), gpus.iter().map(|g| J::from(g.name.as_str())).collect());
            what.push(format!(
                "a GPU of the specs: {}",
                gpus.iter()
                    .map(|g| format!("{} ({}{})", g.name, g.src, if g.fp4 { ", FP4 peak" } else { "" }))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    } else if sc.driver.as_deref() == Some(f.name.as_str()) {
        let accepted = model::driver_values(h, op, sc);
        if model::driver_open(h, op, sc) {
            // Not a closed list: no `enum` (a spelling it takes would be refused).
            what.push(format!(
                "one of the values the code takes, among them {} (others too: the code takes values it does not name)",
                accepted.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ")
            ));
        } else if !accepted.is_empty() {
            what.push("one of the values the code takes (each tried on the code)".into());
            s.insert("enum".into(), accepted.into_iter().map(J::from).collect());
        }
        let rejects: Vec<String> = sc
            .backends
            .iter()
            .filter(|b| !b.unsupported.is_empty())
            .map(|b| {
                let vals: Vec<&str> = b.unsupported.iter().map(|(v, _)| v.as_str()).collect();
                format!("`{}` rejects {} ({})", b.name, vals.join(", "), b.unsupported[0].1)
            })
            .collect();
        if !rejects.is_empty() {
            what.push(format!("backends' adapters: {}", rejects.join("; ")));
        }
    } else if !f.sweep {
        let seen = sc.candidates_of(&f.name);
        if !seen.is_empty() {
            // Values the code compares the field with: a hint, not a rule (nothing says the
            // others fail).
            s.insert("examples".into(), J::Array(seen.to_vec()));
            what.push(format!(
                "the code compares it with {}",
                seen.iter().map(J::to_string).collect::<Vec<_>>().join(", ")
            ));
        }
    }
    if f.sweep {
        let items = item_schema(sc, f, item_enum.as_deref(), &mut what);
        let list = json!({"type": "array", "items": J::Object(items)});
        if f.default.as_ref().is_some_and(J::is_null) || (!f.required && f.default.is_none()) {
            s.insert("anyOf".into(), json!([list, {"type": "null"}]));
        } else {
            for (k, v) in list.as_object().into_iter().flatten() {
                s.insert(k.clone(), v.clone());
            }
        }
    } else if !s.contains_key("enum") && !s.contains_key("const") {
        if let Some(t) = f.default.as_ref().and_then(json_type) {
            s.insert("type".into(), J::from(t));
        }
    }
    if let Some(d) = &f.default {
        if !f.required {
            s.insert("default".into(), d.clone());
        }
    }
    s.insert(
        "description".into(),
        J::from(format!("{} — read at {}", what.join("; "), f.src)),
    );
    J::Object(s)
}

/// The schema of one item of a swept field: a backend name of the registry, a mapping of the
/// keys the code reads, or a list of the parts the code unpacks it into. What it says is added
/// to the field's description (`what`).
fn item_schema(sc: &Scenario, f: &Field, item_enum: Option<&[J]>, what: &mut Vec<String>) -> Map<String, J> {
    let mut items = Map::new();
    if let Some(e) = item_enum {
        items.insert("enum".into(), J::Array(e.to_vec()));
        what.push(format!(
            "backends of `{}`'s registry{}: {}",
            sc.name,
            registry_at(sc),
            sc.backends
                .iter()
                .map(|b| {
                    let req = if b.requires.is_empty() {
                        String::new()
                    } else {
                        format!(
                            ", if {} imports",
                            b.requires
                                .iter()
                                .map(|(m, _)| m.as_str())
                                .collect::<Vec<_>>()
                                .join(" and ")
                        )
                    };
                    format!("{} ({}{req})", b.name, b.src)
                })
                .collect::<Vec<_>>()
                .join(", ")
        ));
    } else if !f.parts.is_empty() && f.keyed {
        items.insert("type".into(), J::from("object"));
        items.insert(
            "properties".into(),
            J::Object(f.parts.iter().map(|p| (p.clone(), json!({"title": p}))).collect()),
        );
        items.insert("required".into(), f.parts.iter().map(|p| J::from(p.as_str())).collect());
        what.push(format!("each item a mapping of {{{}}}", f.parts.join(", ")));
    } else if !f.parts.is_empty() {
        items.insert("type".into(), J::from("array"));
        items.insert(
            "prefixItems".into(),
            f.parts.iter().map(|p| json!({"title": p})).collect(),
        );
        items.insert("minItems".into(), J::from(f.parts.len()));
        items.insert("maxItems".into(), J::from(f.parts.len()));
        what.push(format!("each item unpacked as [{}]", f.parts.join(", ")));
    }
    items
}

/// The JSON type of a default, for a field the code reads with one: a flag stays a flag, a
/// number a number (an int default takes an integer), a name a name.
fn json_type(d: &J) -> Option<&'static str> {
    match d {
        J::Bool(_) => Some("boolean"),
        J::Number(n) if n.is_i64() || n.is_u64() => Some("integer"),
        J::Number(_) => Some("number"),
        J::String(_) => Some("string"),
        J::Array(_) => Some("array"),
        J::Object(_) => Some("object"),
        J::Null => None,
    }
}

fn registry_at(sc: &Scenario) -> String {
    sc.registry_src.as_ref().map(|l| format!(" ({l})")).unwrap_or_default()
}

/// The schema of a config of any scenario of `op`: its scenario's schema, chosen by `scenario`
/// (`if`/`then`).
pub fn op_schema(h: &Harness, model: &Model, op: &str) -> Option<J> {
    let o = model.op(op)?;
    let mut defs = Map::new();
    // One `if`/`then` a scenario, not a `oneOf`: a config is judged by its own scenario's
    // schema alone, so a validator names its real fault (`dtype: bf16`), not every other
    // scenario's field it has.
    let mut branches = Vec::new();
    let mut names = Vec::new();
    for sc in o.scenarios.iter().filter(|s| s.unreadable.is_none()) {
        let mut s = scenario_schema(h, model, op, sc);
        if let Some(m) = s.as_object_mut() {
            m.remove("$schema");
        }
        branches.push(json!({
            "if": {"properties": {SCENARIO_FIELD: {"const": sc.name}}, "required": [SCENARIO_FIELD]},
            "then": {"$ref": format!("#/$defs/{}", sc.name)},
        }));
        names.push(sc.name.clone());
        defs.insert(sc.name.clone(), s);
    }
    Some(json!({
        "$schema": DRAFT,
        "title": format!("{op} config"),
        "description": format!(
            "A config of any scenario of `{op}` ({}), told apart by `scenario` (made by gen-config {} from the harness's code).",
            o.src, env!("CARGO_PKG_VERSION")
        ),
        "type": "object",
        "required": [SCENARIO_FIELD],
        "properties": {SCENARIO_FIELD: {"enum": names}},
        "allOf": branches,
        "$defs": defs,
    }))
}

/// `DIR/OP/SCENARIO.schema.json` and `DIR/OP.schema.json` for every op of the model (its
/// scenarios probed); the files written, relative to `dir`.
pub fn write_all(h: &Harness, model: &Model, dir: &Path) -> Result<Vec<PathBuf>, Fatal> {
    let mut written = Vec::new();
    for op in &model.ops {
        for sc in op.scenarios.iter().filter(|s| s.unreadable.is_none()) {
            let rel = scenario_file(&op.name, &sc.name);
            write(dir, &rel, &scenario_schema(h, model, &op.name, sc))?;
            written.push(rel);
        }
        if let Some(s) = op_schema(h, model, &op.name) {
            let rel = PathBuf::from(format!("{}.schema.json", op.name));
            write(dir, &rel, &s)?;
            written.push(rel);
        }
    }
    Ok(written)
}

/// Where a scenario's schema goes under a schema folder.
pub fn scenario_file(op: &str, scenario: &str) -> PathBuf {
    PathBuf::from(op).join(format!("{scenario}.schema.json"))
}

fn write(dir: &Path, rel: &Path, doc: &J) -> Result<(), Fatal> {
    for part in rel.iter() {
        // Op and scenario names come from the harness's code: each must be a plain name.
        let p = part.to_string_lossy();
        if p.is_empty() || p == ".." || p == "." || p.contains(['\\', '\0']) {
            return Err(Fatal(format!("`{}`: not a plain name, not written", rel.display())));
        }
    }
    let path = dir.join(rel);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| Fatal(format!("{}: cannot create the folder: {e}", parent.display())))?;
    }
    let mut text = serde_json::to_string_pretty(doc).unwrap_or_default();
    text.push('\n');
    std::fs::write(&path, text).map_err(|e| Fatal(format!("{}: cannot write: {e}", path.display())))
}

/// For `new --schema-modeline` (src/cli/new.rs calls it before writing): write the scenario's schema under [`MODELINE_DIR`] and return the
/// line that starts a config in `configs/<op>/` pointing at it (with its newline).
pub fn modeline(h: &Harness, model: &Model, op: &str, scenario: &str) -> Result<String, Fatal> {
    let sc = model
        .scenario(op, scenario)
        .ok_or_else(|| Fatal(format!("`{op}/{scenario}`: no such scenario for a schema")))?;
    let rel = scenario_file(op, scenario);
    write(&h.root.join(MODELINE_DIR), &rel, &scenario_schema(h, model, op, sc))?;
    // From configs/<op>/ up to configs/, then into .schemas/.
    let from_configs = Path::new(MODELINE_DIR)
        .strip_prefix("configs")
        .unwrap_or(Path::new(MODELINE_DIR))
        .join(&rel);
    Ok(format!(
        "# yaml-language-server: $schema=../{}\n",
        from_configs.to_string_lossy().replace('\\', "/")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gen_config::model::Selection;

    fn example() -> Harness {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/halops-bench/benchmark");
        gen_config::discover::load(&root).expect("the example loads")
    }

    #[test]
    fn the_modeline_points_from_the_op_folder_at_the_schema_it_writes() {
        let dir = std::env::temp_dir().join(format!("gen-config-modeline-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let src = example();
        copy(&src.root, &dir);
        let h = gen_config::discover::load(&dir).expect("copy loads");
        let model = model::build(
            &h,
            &Selection {
                op: Some("gemm".into()),
                scenario: Some("dense".into()),
                ..Default::default()
            },
        );
        let line = modeline(&h, &model, "gemm", "dense").expect("modeline");
        assert_eq!(
            line,
            "# yaml-language-server: $schema=../.schemas/gemm/dense.schema.json\n"
        );
        // The path resolves from a config's folder to the file written, and it is the schema.
        let target = dir.join("configs/gemm").join("../.schemas/gemm/dense.schema.json");
        let doc: J = serde_json::from_str(&std::fs::read_to_string(target).expect("written")).expect("json");
        assert_eq!(doc["$schema"], DRAFT);
        assert_eq!(doc["properties"]["scenario"]["const"], "dense");
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).expect("mkdir");
        for e in std::fs::read_dir(from).expect("read").flatten() {
            let (s, d) = (e.path(), to.join(e.file_name()));
            if s.is_dir() {
                copy(&s, &d)
            } else {
                std::fs::copy(&s, &d).expect("copy");
            }
        }
    }
}
