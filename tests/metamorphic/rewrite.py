#!/usr/bin/env python3
"""Rewrite the bundled example harness in ways no config can observe, one tree per rewrite.

    python3 tests/metamorphic/rewrite.py EXAMPLE_ROOT OUT_DIR [NAME ...]

EXAMPLE_ROOT is `examples/halops-bench/benchmark`. For each rewrite, OUT_DIR/<name>/benchmark is a
copy of it with that rewrite applied (its configs included), and its name is printed. Every edit
asserts that the text it rewrites is there, so a change to the example that a rewrite no longer
fits fails loudly instead of silently producing the original.

What each rewrite changes is written beside it; none changes what a config runs: the same fields
are read with the same defaults, the same backends exist and reject the same dtypes/modes, the
same asserts and raises guard the same values. What a rewrite may hide from a static reader
(a backend module that is not in the checkout) may make the tool say `unchecked`, never a new
error.
"""

import os
import re
import shutil
import sys


def edit(root, rel, old, new, count=1):
    path = os.path.join(root, rel)
    with open(path) as f:
        text = f.read()
    n = text.count(old)
    if n < count or (count == 1 and n != 1):
        raise SystemExit(f"{rel}: expected {count} of {old!r}, found {n}")
    with open(path, "w") as f:
        f.write(text.replace(old, new))


def sub(root, rel, pattern, repl, min_count=1):
    path = os.path.join(root, rel)
    with open(path) as f:
        text = f.read()
    new, n = re.subn(pattern, repl, text, flags=re.M)
    if n < min_count:
        raise SystemExit(f"{rel}: pattern {pattern!r} matched {n} times")
    with open(path, "w") as f:
        f.write(new)


def import_before_torch(root, rel, module):
    """`import module` added above the file's `import torch`."""
    edit(root, rel, "\nimport torch\n", f"\nimport {module}\n\nimport torch\n")


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


SCENARIO_FILES = [
    "kernel/attention/scenarios/decode_gqa.py",
    "kernel/attention/scenarios/prefill_chunked.py",
    "kernel/attention/scenarios/prefill_dense.py",
    "kernel/gemm/scenarios/dense.py",
    "kernel/gemm/scenarios/group_masked.py",
    "kernel/gemm/scenarios/grouped_contiguous.py",
]


def backends_in_package(root):
    """Every third-party backend module is imported from a harness package whose files are
    build outputs git ignores: `kernel/<op>/backends/__init__.py` is there, the modules are not.
    The imports stay inside their `try … except ImportError`."""
    for op in ("attention", "gemm"):
        write(root, f"kernel/{op}/backends/__init__.py", '"""Backend wrappers, built by setup.py (not in git)."""\n')
    for rel in SCENARIO_FILES:
        op = rel.split("/")[1]
        # `import flash_attn` -> `from kernel.<op>.backends import flash_attn` (same name bound).
        sub(root, rel, r"^([ \t]+)import (\w+)$", rf"\1from kernel.{op}.backends import \2")


def unconditional_unseen_imports(root):
    """Modules that are not in the checkout imported unconditionally at the top of every scenario:
    a build output next to the scenarios (`from . import _C`), a vendor wheel, a missing
    submodule of a harness package. Nothing uses them where a config could tell."""
    write(root, "kernel/attention/ext/__init__.py", "")
    for rel in SCENARIO_FILES:
        op = rel.split("/")[1]
        edit(root, rel, "import halops\n", f"import halops\nfrom . import _C\nimport deep_ep\nfrom kernel.{op}.ext import fused_ops  # noqa: F401\n")


def guarded_none_registry(root):
    """decode_gqa's runners come from modules set to `None` when their import fails, and are
    registered only `if module is not None` — here every module imports (as on the GPU machine the
    configs are for), so the same names are registered."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(root, rel, "import halops\n", "import halops\n\ntry:\n    import flashinfer as _fi_mod\nexcept ImportError:\n    _fi_mod = None\n")
    edit(
        root,
        rel,
        '        "fi": (adapt_fi, run_fi),\n',
        '        "fi": (adapt_fi, run_fi) if _fi_mod is not None else (adapt_fi, None),\n',
    )


def gpu_in_main(root):
    """`main()` reads `gpu_type` and looks the GPU up itself; `_run_scenarios` is handed the spec."""
    rel = "benchmark.py"
    edit(root, rel, "def _run_scenarios(op, cfg, args):\n", "def _run_scenarios(op, cfg, args, spec):\n")
    edit(
        root,
        rel,
        '    gpu_type = cfg.get("gpu_type", DEFAULT_GPU)\n    spec = GPU_SPECS.get(gpu_type, GPU_SPECS[DEFAULT_GPU])\n\n',
        "",
    )
    edit(
        root,
        rel,
        "    results = _run_scenarios(op, cfg, args)\n",
        '    gpu_type = cfg.get("gpu_type", DEFAULT_GPU)\n'
        "    spec = GPU_SPECS.get(gpu_type)\n"
        "    if spec is None:\n"
        '        print(f"unknown gpu_type {gpu_type!r}; using {DEFAULT_GPU}")\n'
        "        spec = GPU_SPECS[DEFAULT_GPU]\n"
        "    results = _run_scenarios(op, cfg, args, spec)\n",
    )


def gpu_specs_module_attr(root):
    """`GPU_SPECS` reached as an attribute of the module (`from core import metrics`)."""
    rel = "benchmark.py"
    edit(root, rel, "from core.metrics import DEFAULT_GPU, GPU_SPECS\n", "from core import metrics\n")
    edit(
        root,
        rel,
        "    spec = GPU_SPECS.get(gpu_type, GPU_SPECS[DEFAULT_GPU])\n",
        "    spec = metrics.GPU_SPECS.get(gpu_type, metrics.GPU_SPECS[metrics.DEFAULT_GPU])\n",
    )
    edit(root, rel, '    gpu_type = cfg.get("gpu_type", DEFAULT_GPU)\n', '    gpu_type = cfg.get("gpu_type", metrics.DEFAULT_GPU)\n')


def gpu_specs_nested(root):
    """Each GPU's peaks in a nested dict by unit; the roofline looks the unit up there."""
    rel = "core/metrics.py"
    sub(root, rel, r'^(\s+)"(fp16|fp8|fp4)_tflops": ([0-9.]+),$', r'\1"\2": \3,', min_count=7)
    sub(root, rel, r'^    "(b200|h100|h20)": \{$', r'    "\1": {"peak_tflops": {', min_count=3)
    sub(root, rel, r'^(\s+)"hbm_tbps": ([0-9.]+),$', r'\1}, "hbm_tbps": \2,', min_count=3)
    edit(root, rel, "    return spec.get(key)\n", '    return spec["peak_tflops"].get(key.replace("_tflops", ""))\n')


def gpu_specs_dataclass(root):
    """GPU specs as dataclass instances with a `peak(key)` method (`None` without that unit)."""
    rel = "core/metrics.py"
    edit(
        root,
        rel,
        'DEFAULT_GPU = "b200"\n',
        'from dataclasses import dataclass\n\nDEFAULT_GPU = "b200"\n\n\n'
        "@dataclass\n"
        "class GpuSpec:\n"
        "    fp16_tflops: float\n"
        "    fp8_tflops: float\n"
        "    hbm_tbps: float\n"
        "    fp4_tflops: float = None\n\n"
        "    def peak(self, key):\n"
        "        return getattr(self, key, None)\n",
    )
    sub(root, rel, r'^    "(b200|h100|h20)": \{$', r'    "\1": GpuSpec(', min_count=3)
    sub(root, rel, r'^(\s+)"(\w+)": ([0-9.]+),$', r"\1\2=\3,", min_count=10)
    sub(root, rel, r"^    \},$", "    ),", min_count=3)
    edit(root, rel, "    return spec.get(key)\n", "    return spec.peak(key)\n")
    edit(root, rel, 'spec["hbm_tbps"]', "spec.hbm_tbps")


def torch_dict(root):
    """`getattr(torch, name)` written `torch.__dict__[name]` (the same KeyError for `bf16`)."""
    for rel in ("kernel/attention/scenarios/decode_gqa.py", "kernel/attention/common.py",
                "kernel/attention/scenarios/prefill_dense.py"):
        sub(root, rel, r"getattr\(torch, ([^)]*\)?)\)", r"torch.__dict__[\1]")


def dtype_identity(root):
    """Dtype tests written with `is` instead of membership in a tuple."""
    for rel in ("kernel/attention/scenarios/decode_gqa.py", "kernel/attention/scenarios/prefill_dense.py"):
        edit(
            root,
            rel,
            "if dtype in (torch.float8_e4m3fn, torch.float8_e5m2):",
            "if dtype is torch.float8_e4m3fn or dtype is torch.float8_e5m2:",
        )


def sort_key_reorder(root):
    """`_move_to_front(names, "halops")` written as a sort whose key puts `halops` first."""
    rel = "kernel/attention/common.py"
    edit(
        root,
        rel,
        '    names = list(names)\n    if first in names:\n        names.remove(first)\n        names.insert(0, first)\n    return names\n',
        "    names = list(names)\n    names.sort(key=lambda n: n != first)\n    return names\n",
    )


def scenarios_by_decorator(root):
    """Each attention scenario registers itself with a decorator that also names the function
    (an attribute of its own); the package's `SCENARIOS` is the registry it filled."""
    write(
        root,
        "kernel/attention/registry.py",
        'SCENARIOS = {}\n\n\ndef scenario(name):\n    def register(fn):\n'
        '        SCENARIOS[name] = fn\n        fn.scenario_name = name\n        return fn\n\n'
        '    return register\n',
    )
    for name in ("decode_gqa", "prefill_chunked", "prefill_dense"):
        rel = f"kernel/attention/scenarios/{name}.py"
        edit(root, rel, "\ndef run_scenario(cfg, gpu_spec):\n",
             f'\n@scenario("{name}")\ndef run_scenario(cfg, gpu_spec):\n    assert run_scenario.scenario_name == "{name}"\n')
        edit(root, rel, "\nimport torch\n", "\nimport torch\n\nfrom kernel.attention.registry import scenario\n")
    write(
        root,
        "kernel/attention/scenarios/__init__.py",
        "from kernel.attention.registry import SCENARIOS\n\nfrom . import decode_gqa, prefill_chunked, prefill_dense  # noqa: F401\n",
    )


def points_from_product(root):
    """decode's two nested sweep loops written as one loop over `itertools.product`."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    path = os.path.join(root, rel)
    with open(path) as f:
        lines = f.read().split("\n")
    start = lines.index("    for s_kv in s_kv_list:")
    assert lines[start + 1] == "        for mtp in mtp_steps_list:"
    end = lines.index("    return rows", start)
    body = [l[4:] if l.startswith("            ") else l for l in lines[start + 2:end]]
    lines[start:end] = ["    for s_kv, mtp in itertools.product(s_kv_list, mtp_steps_list):"] + body
    with open(path, "w") as f:
        f.write("\n".join(lines))
    import_before_torch(root, rel, "itertools")


def aliases_from_pairs(root):
    """decode's dtype aliases made from a flat list, two at a time (`zip(*[iter(xs)] * 2)`)."""
    edit(
        root,
        "kernel/attention/scenarios/decode_gqa.py",
        'DTYPE_ALIASES = {"fp8": "float8_e4m3fn", "e4m3": "float8_e4m3fn", "fp8_e4m3": "float8_e4m3fn"}',
        '_PAIRS = ["fp8", "float8_e4m3fn", "e4m3", "float8_e4m3fn", "fp8_e4m3", "float8_e4m3fn"]\n'
        "DTYPE_ALIASES = dict(zip(*[iter(_PAIRS)] * 2))",
    )


def refusal_as_attribute(root):
    """fa2's FP8 refusal declared by a decorator as an attribute of the adapter, read by it."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(
        root,
        rel,
        "def adapt_fa2(inputs, dtype):\n    if dtype.itemsize == 1:",
        "def _refuses(*itemsizes):\n    def mark(fn):\n        fn.refused_itemsizes = itemsizes\n        return fn\n\n"
        "    return mark\n\n\n@_refuses(1)\ndef adapt_fa2(inputs, dtype):\n"
        "    if dtype.itemsize in getattr(adapt_fa2, \"refused_itemsizes\", ()):",
    )


def quant_by_match(root):
    """decode's KV-scale choice written as a `match` statement."""
    edit(
        root,
        "kernel/attention/scenarios/decode_gqa.py",
        '    if quant == "per_tensor":\n        kv_scale = torch.ones(1, device="cuda")\n'
        '    elif quant == "per_token":\n'
        '        kv_scale = torch.ones(num_pages, page_size, num_kv_heads, device="cuda")\n'
        "    else:\n        kv_scale = None\n",
        '    match quant:\n        case "per_tensor":\n            kv_scale = torch.ones(1, device="cuda")\n'
        '        case "per_token":\n'
        '            kv_scale = torch.ones(num_pages, page_size, num_kv_heads, device="cuda")\n'
        "        case _:\n            kv_scale = None\n",
    )

def cached_dtype_lookup(root):
    """decode's dtype lookup cached with `functools.lru_cache` (called once per config)."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(root, rel, "\ndef _resolve_dtype(name):\n", "\n@functools.lru_cache(maxsize=None)\ndef _resolve_dtype(name):\n")
    import_before_torch(root, rel, "functools")


def points_from_generator(root):
    """decode's sweep points made by a generator function the loop pulls from."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(
        root,
        rel,
        "    for s_kv in s_kv_list:\n        for mtp in mtp_steps_list:\n",
        "    def points():\n        for s in s_kv_list:\n            for m in mtp_steps_list:\n                yield s, m\n\n"
        "    for s_kv, mtp_ in points():\n        for mtp in [mtp_]:\n",
    )


def config_deep_copied(root):
    """Every scenario works on a deep copy of its config (`copy.deepcopy`)."""
    for name in ("decode_gqa", "prefill_chunked", "prefill_dense"):
        rel = f"kernel/attention/scenarios/{name}.py"
        edit(root, rel, "\ndef run_scenario(cfg, gpu_spec):\n", "\ndef run_scenario(cfg, gpu_spec):\n    cfg = copy.deepcopy(cfg)\n")
        import_before_torch(root, rel, "copy")


def registry_ordered_dict(root):
    """decode's backend registry an `OrderedDict` built from pairs."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(root, rel, "    return {\n        \"halops\": (adapt_halops, run_halops),\n",
         "    return collections.OrderedDict([\n        (\"halops\", (adapt_halops, run_halops)),\n")
    for name in ("fa2", "fa4", "fa4_paged", "cudnn", "fi", "fi(trtllm-gen)", "fi_trtllm", "golden"):
        sub(root, rel, r'^        "' + re.escape(name) + r'": (\(adapt_\w+, run_\w+\)),$',
            r'        ("' + name + r'", \1),')
    edit(root, rel, "        (\"golden\", (adapt_golden, run_golden)),\n    }\n",
         "        (\"golden\", (adapt_golden, run_golden)),\n    ])\n")
    import_before_torch(root, rel, "collections")


def shape_dataclass(root):
    """decode's shape fields read into a frozen dataclass whose defaults are the harness's."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(
        root,
        rel,
        "\ndef build_inputs(c, s_kv, mtp, dtype):\n    batch = c[\"batch_size\"]\n"
        "    num_q_heads = c.get(\"num_q_heads\", 64)\n    num_kv_heads = c.get(\"num_kv_heads\", 8)\n"
        "    head_dim = c.get(\"head_dim\", 128)\n    page_size = c.get(\"page_size\", 64)\n",
        "\n@dataclasses.dataclass(frozen=True)\nclass _Shape:\n    num_q_heads: int = 64\n    num_kv_heads: int = 8\n"
        "    head_dim: int = 128\n    page_size: int = 64\n\n\n"
        "def build_inputs(c, s_kv, mtp, dtype):\n    batch = c[\"batch_size\"]\n"
        "    shape = _Shape(**{f.name: c[f.name] for f in dataclasses.fields(_Shape) if f.name in c})\n"
        "    num_q_heads, num_kv_heads = shape.num_q_heads, shape.num_kv_heads\n"
        "    head_dim, page_size = shape.head_dim, shape.page_size\n",
    )
    import_before_torch(root, rel, "dataclasses")


def asserts_as_raises(root):
    """decode's shape asserts written as `if not ...: raise AssertionError(...)`."""
    rel = "kernel/attention/scenarios/decode_gqa.py"
    edit(
        root,
        rel,
        '    assert num_q_heads % num_kv_heads == 0, "num_q_heads must be a multiple of num_kv_heads"\n',
        '    if num_q_heads % num_kv_heads:\n        raise AssertionError("num_q_heads must be a multiple of num_kv_heads")\n',
    )
    edit(
        root,
        rel,
        '    assert s_kv % page_size == 0, f"s_kv={s_kv} is not a multiple of page_size={page_size}"\n',
        '    if not s_kv % page_size == 0:\n        raise AssertionError(f"s_kv={s_kv} is not a multiple of page_size={page_size}")\n',
    )


def settings_namespace(root):
    """The GEMM settings a `types.SimpleNamespace`, read by attribute."""
    rel = "kernel/gemm/common.py"
    edit(root, rel, '    return {\n        "refcheck": cfg.get("refcheck", True),',
         '    return types.SimpleNamespace(**{\n        "refcheck": cfg.get("refcheck", True),')
    edit(root, rel, '        "repeat_iters": cfg["repeat_iters"],\n    }\n', '        "repeat_iters": cfg["repeat_iters"],\n    })\n')
    edit(root, rel, '"""Settings and report rows shared by the GEMM scenarios."""\n',
         '"""Settings and report rows shared by the GEMM scenarios."""\n\nimport types\n')
    sub(root, "kernel/gemm/scenarios/dense.py", r'\bsettings\["(\w+)"\]', r"settings.\1")
    sub(root, "kernel/gemm/scenarios/group_masked.py", r'\bs\["(\w+)"\]', r"s.\1")


def shapes_starred(root):
    """dense's shapes unpacked with a starred target, in two steps."""
    edit(root, "kernel/gemm/scenarios/dense.py", '    for m, n, k in cfg["shapes"]:\n',
         '    for shape in cfg["shapes"]:\n        m, *rest = shape\n        n, k = rest\n')


def adapters_from_globals(root):
    """dense's ADAPTERS made from the module's `adapt_*` functions, found by name in `globals()`."""
    edit(
        root,
        "kernel/gemm/scenarios/dense.py",
        'ADAPTERS = {\n    "halops": adapt_halops,\n    "cublas": adapt_cublas,\n    "cutlass": adapt_cutlass,\n'
        '    "deepgemm": adapt_deepgemm,\n    "torch": adapt_torch,\n    "golden": adapt_golden,\n}\n',
        'ADAPTERS = {n[len("adapt_"):]: f for n, f in list(globals().items()) if n.startswith("adapt_")}\n',
    )


def mode_by_enum(root):
    """The GEMM mode checked by a `str` Enum (`Mode(mode)` raises ValueError for a value no member has)."""
    edit(root, "kernel/gemm/quant.py",
         'def check_mode(mode):\n    if mode not in MODES:\n        raise ValueError(f"unknown mode {mode!r}; expected one of {list(MODES)}")\n',
         'class Mode(str, enum.Enum):\n    BF16 = "bf16"\n    MXFP8 = "w8a8-mxfp8"\n    NVFP4 = "w4a4-nvfp4"\n\n\n'
         'def check_mode(mode):\n    Mode(mode)\n')
    import_before_torch(root, "kernel/gemm/quant.py", "enum")


REWRITES = {
    "backends_in_package": backends_in_package,
    "unconditional_unseen_imports": unconditional_unseen_imports,
    "guarded_none_registry": guarded_none_registry,
    "gpu_in_main": gpu_in_main,
    "gpu_specs_module_attr": gpu_specs_module_attr,
    "gpu_specs_nested": gpu_specs_nested,
    "gpu_specs_dataclass": gpu_specs_dataclass,
    "torch_dict": torch_dict,
    "dtype_identity": dtype_identity,
    "sort_key_reorder": sort_key_reorder,
    "scenarios_by_decorator": scenarios_by_decorator,
    "points_from_product": points_from_product,
    "aliases_from_pairs": aliases_from_pairs,
    "refusal_as_attribute": refusal_as_attribute,
    "quant_by_match": quant_by_match,
    "cached_dtype_lookup": cached_dtype_lookup,
    "points_from_generator": points_from_generator,
    "config_deep_copied": config_deep_copied,
    "registry_ordered_dict": registry_ordered_dict,
    "shape_dataclass": shape_dataclass,
    "asserts_as_raises": asserts_as_raises,
    "settings_namespace": settings_namespace,
    "shapes_starred": shapes_starred,
    "mode_by_enum": mode_by_enum,
    "adapters_from_globals": adapters_from_globals,
}


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    src, out = sys.argv[1], sys.argv[2]
    names = sys.argv[3:] or list(REWRITES)
    for name in names:
        dest = os.path.join(out, name, "benchmark")
        if os.path.exists(dest):
            shutil.rmtree(dest)
        shutil.copytree(src, dest, ignore=shutil.ignore_patterns("__pycache__"))
        REWRITES[name](dest)
        print(name)


if __name__ == "__main__":
    main()
