#!/usr/bin/env python3
"""The naive baseline for `gen-config check --all --json`: Python's ast + PyYAML, no evaluation.

    py_check.py ROOT [--json] [--quiet]

For every op in benchmark.py's OP_REGISTRY and every scenario in its SCENARIOS, parse the scenario
module (and the harness modules it imports, and benchmark.py) with `ast`, collect the config keys
read as `cfg[...]` / `cfg.get(...)` (on any name holding a config: cfg, c, run_cfg, config) and the
keys of the dict `_get_backends()` returns (literal keys and `registry["x"] = ...` stores). Then
load each configs/<op>/*.yaml and report unknown fields, unknown backends (also for
`refcheck_reference`), missing required fields (read with `[...]`, never with `.get`, and not
injected by the entry layer), unknown ops and scenarios, and YAML that isn't a mapping.

It decides far less than gen-config (no sweep points, constraints, dtypes or backend support) and
is here as a speed reference. Exit code: 0 when every config passes, 1 otherwise.
"""

import argparse
import ast
import json
import os
import sys

import yaml

# PyYAML's libyaml binding when it was built with it: the fastest way PyYAML has.
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

CFG_NAMES = {"cfg", "c", "run_cfg", "config"}


class Reads(ast.NodeVisitor):
    def __init__(self):
        self.required, self.optional, self.injected = set(), set(), set()

    def visit_Subscript(self, node):
        if (isinstance(node.value, ast.Name) and node.value.id in CFG_NAMES
                and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)):
            (self.required if isinstance(node.ctx, ast.Load) else self.injected).add(node.slice.value)
        self.generic_visit(node)

    def visit_Call(self, node):
        f = node.func
        if (isinstance(f, ast.Attribute) and f.attr == "get" and isinstance(f.value, ast.Name)
                and f.value.id in CFG_NAMES and node.args and isinstance(node.args[0], ast.Constant)):
            self.optional.add(node.args[0].value)
        if isinstance(f, ast.Name) and f.id == "dict" and node.args and isinstance(node.args[0], ast.Name) \
                and node.args[0].id in CFG_NAMES:
            self.injected.update(k.arg for k in node.keywords if k.arg)
        self.generic_visit(node)


def backends_of(tree):
    """Keys of the registry `_get_backends()` builds."""
    for fn in tree.body:
        if isinstance(fn, ast.FunctionDef) and fn.name == "_get_backends":
            keys = set()
            for node in ast.walk(fn):
                if isinstance(node, ast.Dict):
                    keys.update(k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str))
                elif isinstance(node, ast.Assign):
                    for t in node.targets:
                        if isinstance(t, ast.Subscript) and isinstance(t.slice, ast.Constant):
                            keys.add(t.slice.value)
            return keys
    return None


class Harness:
    def __init__(self, root):
        self.root = root
        self.trees = {}
        self.imports = {}

    def tree(self, path):
        if path not in self.trees:
            with open(path) as f:
                self.trees[path] = ast.parse(f.read(), path)
        return self.trees[path]

    def module_path(self, dotted):
        base = os.path.join(self.root, *dotted.split("."))
        if os.path.isfile(base + ".py"):
            return base + ".py"
        if os.path.isfile(os.path.join(base, "__init__.py")):
            return os.path.join(base, "__init__.py")
        return None

    def direct_imports(self, path):
        """The harness modules `path` imports (memoised per file)."""
        if path not in self.imports:
            pkg = os.path.relpath(os.path.dirname(path), self.root).replace(os.sep, ".")
            out = []
            for node in ast.walk(self.tree(path)):
                mods = []
                if isinstance(node, ast.ImportFrom):
                    if node.level:
                        parts = pkg.split(".")[: len(pkg.split(".")) - node.level + 1]
                        mods.append(".".join(p for p in parts + [node.module or ""] if p and p != "."))
                    else:
                        mods.append(node.module)
                elif isinstance(node, ast.Import):
                    mods.extend(a.name for a in node.names)
                for m in mods:
                    p = self.module_path(m) if m else None
                    if p:
                        out.append(p)
            self.imports[path] = out
        return self.imports[path]

    def local_imports(self, path, seen):
        """path plus the harness modules it imports, transitively."""
        if path in seen:
            return
        seen.add(path)
        for p in self.direct_imports(path):
            self.local_imports(p, seen)


def literal(tree, name):
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return node.value
    return None


def scenarios_of(h, pkg_dotted):
    """{scenario: module path} from an op's SCENARIOS (a dict literal, or a comprehension over _NAMES)."""
    init = h.module_path(pkg_dotted)
    tree = h.tree(init)
    node = literal(tree, "SCENARIOS")
    out = {}
    if isinstance(node, ast.Dict):
        for k, v in zip(node.keys, node.values):
            mod = v.value.id if isinstance(v, ast.Attribute) and isinstance(v.value, ast.Name) else k.value
            out[k.value] = h.module_path(f"{pkg_dotted}.{mod}")
    elif isinstance(node, ast.DictComp):
        names = ast.literal_eval(literal(tree, "_NAMES"))
        for n in names:
            out[n] = h.module_path(f"{pkg_dotted}.{n}")
    return out


def build(root):
    h = Harness(root)
    entry = os.path.join(root, "benchmark.py")
    etree = h.tree(entry)
    registry = ast.literal_eval(literal(etree, "OP_REGISTRY"))
    entry_reads = Reads()
    entry_reads.visit(etree)
    file_reads = {}
    model = {}
    for op, dotted in registry.items():
        model[op] = {}
        for scen, path in scenarios_of(h, dotted).items():
            files = set()
            h.local_imports(path, files)
            req, opt = set(entry_reads.required), set(entry_reads.optional)
            for f in files:
                if f not in file_reads:
                    r = Reads()
                    r.visit(h.tree(f))
                    file_reads[f] = r
                req |= file_reads[f].required
                opt |= file_reads[f].optional
            injected = entry_reads.injected
            fields = (req | opt) - (injected - opt)
            required = req - opt - injected
            model[op][scen] = {"fields": fields, "required": required, "backends": backends_of(h.tree(path))}
    return model


def check(root, model):
    files = []
    cdir = os.path.join(root, "configs")
    for op in model:
        d = os.path.join(cdir, op)
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if not name.endswith((".yaml", ".yml")):
                continue
            rel = os.path.join("configs", op, name)
            diags = []
            scen = None
            try:
                with open(os.path.join(d, name)) as f:
                    doc = yaml.load(f, Loader=Loader)
            except yaml.YAMLError as e:
                doc, diags = None, [("yaml", None, str(e).splitlines()[0])]
            if not diags and not isinstance(doc, dict):
                diags.append(("yaml", None, "not a mapping"))
            if isinstance(doc, dict):
                scen = doc.get("scenario")
                m = model[op].get(scen)
                if m is None:
                    diags.append(("unknown-scenario", "scenario", f"{scen!r} is not a scenario of {op}"))
                else:
                    for k in doc:
                        if k not in m["fields"]:
                            diags.append(("unknown-field", k, f"no code reads `{k}`"))
                    for k in sorted(m["required"] - set(doc)):
                        diags.append(("missing-field", k, f"`{k}` is required"))
                    if m["backends"] is not None:
                        for b in doc.get("backends") or []:
                            if b not in m["backends"]:
                                diags.append(("unknown-backend", "backends", f"`{b}` is not a backend of {scen}"))
                        ref = doc.get("refcheck_reference")
                        if ref is not None and doc.get("refcheck", True) and ref not in m["backends"]:
                            diags.append(("bad-refcheck-reference", "refcheck_reference", f"`{ref}` is not a backend"))
            files.append({"path": rel, "op": op, "scenario": scen, "valid": not diags,
                          "diagnostics": [{"severity": "error", "code": c, "field": fld, "message": msg}
                                          for c, fld, msg in diags]})
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("root")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--quiet", action="store_true", help="print only the summary line")
    a = ap.parse_args()
    root = os.path.abspath(a.root)
    files = check(root, build(root))
    invalid = sum(not f["valid"] for f in files)
    if a.json:
        json.dump({"files": files}, sys.stdout)
        print()
    else:
        if not a.quiet:
            for f in files:
                for d in f["diagnostics"]:
                    print(f"{f['path']}: {d['code']}: {d['message']}")
        print(f"{len(files)} configs checked: {len(files) - invalid} valid, {invalid} invalid")
    sys.exit(1 if invalid else 0)


if __name__ == "__main__":
    main()
