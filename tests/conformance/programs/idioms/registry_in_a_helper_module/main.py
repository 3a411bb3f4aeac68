# probe: a registry and a defaults dict living in an imported module, filled and mutated by the importer (decorators, setdefault, appends to a shared list); what the module holds afterwards, and a from-import binding that does not follow a rebinding
# inputs
extra = "gemm"
# body
import helper
from helper import register, DEFAULTS, REGISTRY
@register(extra)
def gemm(x):
    return x * 2
@helper.register("attn")
def attn(x):
    return x + 1
DEFAULTS["sizes"].append(4)
DEFAULTS.setdefault("iters", 10)
r_names = sorted(helper.REGISTRY)
r_same = REGISTRY is helper.REGISTRY
r_calls = list(helper.CALLS)
r_defaults = dict(helper.DEFAULTS)
r_results = {k: f(3) for k, f in sorted(helper.REGISTRY.items())}
helper.DEFAULTS = {"dtype": "fp8"}
r_rebound_seen_by_from_import = DEFAULTS.get("dtype")
r_module_value = helper.DEFAULTS
r_registry_len = len(REGISTRY)
