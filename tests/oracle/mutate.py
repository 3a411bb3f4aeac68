#!/usr/bin/env python3
"""Mutate configs the way people get them wrong, for the differential test.

    python3 tests/oracle/mutate.py --seed S --per N < configs.jsonl > mutants.jsonl

Each input line is `{"id": ..., "op": ..., "yaml": ..., "group": ..., "per": ...}`: configs of
one or more harnesses (`group` names the harness; `per`, if given, overrides `--per`). Each output
line is `{"id": "<id>~<k>", "op": ..., "group": ..., "yaml": ..., "mutation": "<what was done>"}`:
up to N mutants of every input config that PyYAML reads as a mapping, each one change away from
it:

  drop a field · add a typo'd field · swap a backend (for another the harness's configs name, or
  one that does not exist) · respell the dtype · multiply or offset a number of a sweep list ·
  change the mode (to another the configs use, or a bogus one) · repeat a key with another value ·
  flip a yes/no field · change the GPU · point refcheck_reference elsewhere · a scalar where a
  list was · an empty list

The pools of names (backends, modes, dtypes, GPUs) come from the input configs of the same group
and from everyday spellings; nothing here knows a particular harness. The same seed gives the same
mutants.
"""

import argparse
import json
import random
import sys

import yaml

DTYPE_SPELLINGS = [
    "bfloat16", "bf16", "float16", "fp16", "half", "float32", "float", "fp32",
    "float8_e4m3fn", "fp8", "e4m3", "float8_e5m2", "int8", "float4_e2m1fn_x2", "nvfp4",
]
GPU_SPELLINGS = ["a100", "H100", "b100", "mi300"]
BOGUS = "nosuch"


def dump(data):
    return yaml.dump(data, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), default_flow_style=None, sort_keys=False, allow_unicode=True)


def text(data):
    """A mutant's YAML: its mapping dumped, or (mapping, a line repeating a key) for a repeat."""
    if isinstance(data, tuple):
        return dump(data[0]) + data[1]
    return dump(data)


def numbers_in(value, path=()):
    """(path, number) for every int or float inside lists (the items of sweep lists)."""
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)) and path:
        yield path, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from numbers_in(item, path + (i,))


def set_in(value, path, new):
    for i in path[:-1]:
        value = value[i]
    value[path[-1]] = new


def typo(name, rng):
    if len(name) < 3:
        return name + "s"
    i = rng.randrange(1, len(name))
    how = rng.choice(["drop", "swap", "double", "plural"])
    if how == "drop":
        return name[:i] + name[i + 1:]
    if how == "swap" and i + 1 < len(name):
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    if how == "double":
        return name[:i] + name[i] + name[i:]
    return name + "s" if not name.endswith("s") else name[:-1]


def mutants(cfg, pools, rng):
    """Every kind of mutation that applies to `cfg`, as (description, data): the mutant's text
    is `text(data)`, made only for the mutants kept (dumping YAML is most of the work)."""
    keys = list(cfg)
    out = []
    for k in keys:
        if k == "scenario":
            continue
        d = dict(cfg)
        del d[k]
        out.append((f"drop {k}", d))
    k = rng.choice(keys)
    t = typo(k, rng)
    if t not in cfg:
        d = {}
        for key, v in cfg.items():
            d[t if key == k else key] = v
        out.append((f"typo {k}->{t}", d))
    backends = cfg.get("backends")
    if isinstance(backends, list) and backends:
        i = rng.randrange(len(backends))
        for other in sorted(pools["backends"] - {backends[i]})[:6] + [BOGUS]:
            d = dict(cfg)
            d["backends"] = list(backends)
            d["backends"][i] = other
            out.append((f"backend {backends[i]}->{other}", d))
        if len(backends) > 1:
            d = dict(cfg)
            d["backends"] = list(reversed(backends))
            out.append(("backends reversed", d))
    for field in ("dtype", "out_dtype"):
        if isinstance(cfg.get(field), str):
            for other in DTYPE_SPELLINGS:
                if other != cfg[field]:
                    d = dict(cfg)
                    d[field] = other
                    out.append((f"{field} {cfg[field]}->{other}", d))
    if isinstance(cfg.get("mode"), str):
        for other in sorted(pools["modes"] - {cfg["mode"]}) + [BOGUS]:
            d = dict(cfg)
            d["mode"] = other
            out.append((f"mode {cfg['mode']}->{other}", d))
    for k, v in cfg.items():
        nums = list(numbers_in(v))
        if nums:
            path, n = rng.choice(nums)
            for new in (n * 2, n + 1, n - 1, n // 2 if isinstance(n, int) else n / 2, 0, -n, n * 3):
                d = json.loads(json.dumps(cfg))
                set_in(d[k], path, new)
                out.append((f"{k}{list(path)} {n}->{new}", d))
            d = dict(cfg)
            d[k] = v[0]
            out.append((f"{k} scalar", d))
            d = dict(cfg)
            d[k] = []
            out.append((f"{k} empty", d))
        elif isinstance(v, bool):
            d = dict(cfg)
            d[k] = not v
            out.append((f"flip {k}", d))
            d = dict(cfg)
            d[k] = "false" if v else "true"
            out.append((f"quoted {k}", d))
        elif isinstance(v, int):
            for new in (v * 2, v + 1, v - 1, 0):
                d = dict(cfg)
                d[k] = new
                out.append((f"{k} {v}->{new}", d))
    for other in sorted(pools["gpus"]) + GPU_SPELLINGS:
        if other != cfg.get("gpu_type"):
            d = dict(cfg)
            d["gpu_type"] = other
            out.append((f"gpu_type->{other}", d))
    for other in sorted(pools["backends"])[:4] + [BOGUS]:
        for refcheck in (True, False):
            d = dict(cfg)
            d["refcheck"] = refcheck
            d["refcheck_reference"] = other
            out.append((f"refcheck {refcheck} reference {other}", d))
    # A repeated key: PyYAML keeps the last value.
    k = rng.choice(keys)
    v = cfg[k]
    if k != "scenario":
        if isinstance(v, bool):
            again = not v
        elif isinstance(v, (int, float)):
            again = v + 1
        elif isinstance(v, list) and v:
            again = v[:1]
        elif isinstance(v, str):
            again = rng.choice(sorted(pools["backends"] | pools["modes"]) + DTYPE_SPELLINGS[:4])
        else:
            again = None
        if again is not None:
            out.append((f"repeat {k}", (cfg, f"{k}: {json.dumps(again)}\n")))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per", type=int, default=20, help="mutants per config (at most)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    groups = {}
    for line in sys.stdin:
        req = json.loads(line)
        try:
            cfg = yaml.safe_load(req["yaml"])
        except yaml.YAMLError:
            continue
        if isinstance(cfg, dict) and all(isinstance(k, str) for k in cfg):
            groups.setdefault(req.get("group", ""), []).append((req, cfg))
    for group, configs in groups.items():
        pools = {"backends": set(), "modes": set(), "gpus": set()}
        for _, cfg in configs:
            b = cfg.get("backends")
            if isinstance(b, list):
                pools["backends"].update(x for x in b if isinstance(x, str))
            if isinstance(cfg.get("mode"), str):
                pools["modes"].add(cfg["mode"])
            if isinstance(cfg.get("gpu_type"), str):
                pools["gpus"].add(cfg["gpu_type"])
        for req, cfg in configs:
            per = req.get("per", args.per)
            if per <= 0:
                continue
            all_mutants = mutants(cfg, pools, rng)
            rng.shuffle(all_mutants)
            for i, (what, data) in enumerate(all_mutants[:per]):
                out = {"id": f"{req['id']}~{i}", "op": req["op"], "group": group, "yaml": text(data), "mutation": what}
                sys.stdout.write(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
