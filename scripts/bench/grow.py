#!/usr/bin/env python3
"""Grow a HALOps harness: copy an example harness's ops under new names, many times over.

    grow.py ROOT OUT OPS SCENARIOS_PER_OP CONFIGS_PER_SCENARIO [--seed N] [--bad-fraction F]

ROOT is a benchmark root (the folder holding benchmark.py). OUT is created (it must not exist, or
be empty). The grown harness has OPS ops, each a copy of one of ROOT's ops (taken in turn), named
`<src-op><i>`; each holds SCENARIOS_PER_OP scenario modules, copies of the source op's scenario
modules (taken in turn) named `<src-scenario>_<j>`, registered in the op's `SCENARIOS` and the ops
in `OP_REGISTRY`. Imports of `kernel.<src-op>.` are rewritten to the new op's package, so every op
is self-contained. Every other scenario imports its backend modules from a package of the op whose
modules are not in the tree (`from kernel.<op>.backends import fa2`, `from . import _C`), as a
harness does on a machine without its GPU packages and build outputs.

Each scenario gets CONFIGS_PER_SCENARIO configs under configs/<op>/, copied from ROOT's configs
for the source scenario with their sweeps varied (batch sizes, sequence lengths, shapes, backend
subsets) in ways that keep them valid. With --bad-fraction F, about a fraction F of the configs
get one deliberate mistake (a typo'd field, an unknown backend, a missing required field), named
in OUT/bad_configs.txt, so a checker's verdicts can be compared.

Only the standard library and PyYAML are needed.
"""

import argparse
import ast
import os
import random
import re
import shutil
import sys

import yaml


def literal_registry(entry_file):
    """OP_REGISTRY from benchmark.py: {op: "dotted.module"}."""
    tree = ast.parse(open(entry_file).read(), entry_file)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "OP_REGISTRY" for t in node.targets):
            return ast.literal_eval(node.value)
    sys.exit(f"{entry_file}: no OP_REGISTRY")


def scenario_modules(scen_dir):
    """Scenario modules of an op: *.py (not __init__) that define run_scenario, sorted."""
    out = []
    for f in sorted(os.listdir(scen_dir)):
        if f.endswith(".py") and f != "__init__.py":
            src = open(os.path.join(scen_dir, f)).read()
            if re.search(r"^def run_scenario\(", src, re.M):
                out.append(f[:-3])
    return out


def rewrite(text, src_op, new_op):
    return re.sub(rf"\bkernel\.{re.escape(src_op)}\b", f"kernel.{new_op}", text)


# ---- config variation: every choice keeps the config valid for the example harness ----

def subset(rng, pool, lo=1, hi=4):
    k = rng.randint(lo, min(hi, len(pool)))
    return sorted(rng.sample(pool, k))


def vary(cfg, rng):
    c = dict(cfg)
    if "batch_sizes" in c or rng.random() < 0.5:
        c["batch_sizes"] = subset(rng, [1, 2, 4, 8, 16, 32, 64])
    page = c.get("page_size", 64)
    if "s_kv_list" in c:
        c["s_kv_list"] = subset(rng, [page * m for m in (8, 16, 32, 64, 128, 256)])
    if "mtp_steps_list" in c:
        q_per_kv = c.get("num_q_heads", 64) // c.get("num_kv_heads", 8)
        top = max(0, 64 // max(1, q_per_kv) - 1)
        c["mtp_steps_list"] = subset(rng, list(range(0, min(top, 7) + 1)), 1, 3)
    if "seq_lens" in c:
        c["seq_lens"] = subset(rng, [512, 1024, 2048, 4096, 8192, 16384])
    if "prefix_len_list" in c:
        c["prefix_len_list"] = subset(rng, [0, 1024, 2048, 4096, 8192, 16384])
    if "chunk_len_list" in c:
        c["chunk_len_list"] = subset(rng, [256, 512, 1024, 2048, 4096, 8192])
    if "shapes" in c and isinstance(c["shapes"], list) and c["shapes"]:
        shapes = rng.sample(c["shapes"], rng.randint(1, len(c["shapes"])))
        out = []
        for s in shapes:
            s = list(s)
            mi = 0 if len(s) == 3 else 1  # dense [m, n, k]; grouped [groups, m, n, k]
            s[mi] = s[mi] * rng.choice((1, 2, 4))  # growing m keeps every alignment rule
            out.append(s)
        c["shapes"] = out
    if isinstance(c.get("backends"), list) and len(c["backends"]) > 1:
        first, rest = c["backends"][0], c["backends"][1:]
        c["backends"] = [first] + rng.sample(rest, rng.randint(0, len(rest)))
    if "gpu_type" not in c and rng.random() < 0.3:
        c["gpu_type"] = "b200"
    return c


def break_config(c, rng, required):
    """One deliberate mistake; returns (config, what)."""
    c = dict(c)
    kind = rng.choice(("typo", "backend", "missing"))
    if kind == "missing":
        present = [k for k in required if k in c and k != "scenario"]
        if present:
            k = rng.choice(present)
            del c[k]
            return c, f"missing-field {k}"
        kind = "typo"
    if kind == "backend" and isinstance(c.get("backends"), list):
        c["backends"] = c["backends"] + ["no_such_backend"]
        return c, "unknown-backend no_such_backend"
    # Dropping the last letter of `batch_sizes` gives `batch_size`, which the entry layer reads:
    # not a typo; add a letter to such keys instead.
    keys = [k for k in c if k not in ("scenario",)]
    k = rng.choice(keys)
    bad = k[:-1] if len(k) > 3 and k != "batch_sizes" else k + "x"
    c = {(bad if kk == k else kk): v for kk, v in c.items()}
    return c, f"unknown-field {bad}"


class Dumper(yaml.SafeDumper):
    pass


def _repr_list(dumper, data):
    flow = all(not isinstance(x, (list, dict)) for x in data) and not all(isinstance(x, str) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow or None)


Dumper.add_representer(list, _repr_list)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("root")
    ap.add_argument("out")
    ap.add_argument("ops", type=int)
    ap.add_argument("scenarios_per_op", type=int)
    ap.add_argument("configs_per_scenario", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bad-fraction", type=float, default=0.0)
    a = ap.parse_args()
    rng = random.Random(a.seed)

    root = os.path.abspath(a.root)
    out = os.path.abspath(a.out)
    if os.path.exists(out) and os.listdir(out):
        sys.exit(f"{out}: exists and is not empty")
    entry = os.path.join(root, "benchmark.py")
    registry = literal_registry(entry)
    src_ops = list(registry)
    op_dirs = {op: os.path.join(root, *registry[op].split(".")) for op in src_ops}  # .../kernel/<op>/scenarios
    # Copy everything but configs/ and the op packages themselves.
    skip = {os.path.dirname(d) for d in op_dirs.values()}

    def ignore(d, names):
        d = os.path.abspath(d)
        return [n for n in names
                if (d == root and n in ("configs",)) or os.path.join(d, n) in skip or n == "__pycache__"]

    shutil.copytree(root, out, ignore=ignore, dirs_exist_ok=True)

    # Source configs by (op, scenario).
    src_cfgs = {}
    for op in src_ops:
        cdir = os.path.join(root, "configs", op)
        for f in sorted(os.listdir(cdir)) if os.path.isdir(cdir) else []:
            if f.endswith((".yaml", ".yml")):
                doc = yaml.safe_load(open(os.path.join(cdir, f)))
                if isinstance(doc, dict) and "scenario" in doc:
                    src_cfgs.setdefault((op, doc["scenario"]), []).append(doc)

    new_registry = {}
    bad = []
    n_scen = n_cfg = 0
    width = len(str(max(a.ops - 1, 0)))
    for i in range(a.ops):
        src = src_ops[i % len(src_ops)]
        new = f"{src}{i:0{width}d}"
        scen_dir = op_dirs[src]
        pkg_dir = os.path.dirname(scen_dir)
        rel_pkg = os.path.relpath(pkg_dir, root)
        new_pkg = os.path.join(out, os.path.dirname(rel_pkg), new)
        new_scen_dir = os.path.join(new_pkg, os.path.basename(scen_dir))
        os.makedirs(new_scen_dir, exist_ok=True)
        for f in os.listdir(pkg_dir):
            p = os.path.join(pkg_dir, f)
            if f.endswith(".py"):
                open(os.path.join(new_pkg, f), "w").write(rewrite(open(p).read(), src, new))
        mods = scenario_modules(scen_dir)
        names = []
        for j in range(a.scenarios_per_op):
            sm = mods[j % len(mods)]
            name = f"{sm}_{j:03d}"
            names.append(name)
            text = rewrite(open(os.path.join(scen_dir, sm + ".py")).read(), src, new)
            if j % 2 == 1:
                text = unseen_backends(text, new_pkg, new)
            open(os.path.join(new_scen_dir, name + ".py"), "w").write(text)
            n_scen += 1
            # configs
            base = src_cfgs.get((src, sm)) or []
            if not base:
                continue
            cdir = os.path.join(out, "configs", new)
            os.makedirs(cdir, exist_ok=True)
            required = [k for k in base[0]]  # only used to pick a key to drop
            for k in range(a.configs_per_scenario):
                c = vary(base[k % len(base)], rng)
                c["scenario"] = name
                c = {"scenario": name, **{kk: v for kk, v in c.items() if kk != "scenario"}}
                path = os.path.join(cdir, f"{name}_{k:03d}.yaml")
                if a.bad_fraction and rng.random() < a.bad_fraction:
                    c, what = break_config(c, rng, required_fields(sm))
                    bad.append(f"{os.path.relpath(path, out)}\t{what}")
                with open(path, "w") as fh:
                    yaml.dump(c, fh, Dumper=Dumper, sort_keys=False)
                n_cfg += 1
        init = ["# Generated by scripts/bench/grow.py", f"from . import {', '.join(names)}", "", "SCENARIOS = {"]
        init += [f'    "{n}": {n}.run_scenario,' for n in names] + ["}", ""]
        open(os.path.join(new_scen_dir, "__init__.py"), "w").write("\n".join(init))
        new_registry[new] = f"{os.path.dirname(rel_pkg).replace(os.sep, '.')}.{new}.{os.path.basename(scen_dir)}"

    text = open(entry).read()
    body = "OP_REGISTRY = {\n" + "".join(f'    "{k}": "{v}",\n' for k, v in new_registry.items()) + "}"
    text, n = re.subn(r"^OP_REGISTRY = \{.*?^\}", lambda _: body, text, count=1, flags=re.M | re.S)
    if n != 1:
        sys.exit(f"{entry}: could not rewrite OP_REGISTRY")
    open(os.path.join(out, "benchmark.py"), "w").write(text)
    if a.bad_fraction:
        open(os.path.join(out, "bad_configs.txt"), "w").write("\n".join(bad) + ("\n" if bad else ""))
    print(f"grew {out}: {len(new_registry)} ops, {n_scen} scenarios, {n_cfg} configs"
          + (f", {len(bad)} broken on purpose" if a.bad_fraction else ""), file=sys.stderr)


def unseen_backends(text, pkg_dir, op):
    """Every other scenario imports its backend modules from a package of the harness whose
    modules are build outputs the checkout lacks (`from kernel.<op>.backends import fa2`, the
    package's `__init__.py` present), and a build output beside itself (`from . import _C`): as a
    real harness does on a machine without its GPU packages."""
    os.makedirs(os.path.join(pkg_dir, "backends"), exist_ok=True)
    init = os.path.join(pkg_dir, "backends", "__init__.py")
    if not os.path.exists(init):
        open(init, "w").write('"""Backend wrappers, built by setup.py (not in git)."""\n')
    text = re.sub(r"^([ \t]+)import (\w+)$", rf"\1from kernel.{op}.backends import \2", text, flags=re.M)
    return text.replace("\nimport halops\n", "\nimport halops\nfrom . import _C  # noqa: F401\n", 1)


def required_fields(scenario_module):
    """Fields the example's scenarios read with cfg[...] (what --bad-fraction may drop)."""
    return {
        "decode_gqa": ["dtype", "s_kv_list"],
        "prefill_dense": ["dtype", "seq_lens"],
        "prefill_chunked": ["dtype", "prefix_len_list", "chunk_len_list"],
        "dense": ["mode", "shapes"],
        "grouped_contiguous": ["mode", "shapes"],
        "group_masked": ["mode", "shapes"],
    }.get(scenario_module, [])


if __name__ == "__main__":
    main()
