# probe: subclasses defined in main register into a helper's class-level registry through __init_subclass__, which raises on a duplicate: the second run starts from an empty registry
# inputs
op = "gemm"
# body
from base import Scenario, SCENARIOS, register
class Gemm(Scenario, name=op):
    pass
@register("attn")
def attn():
    return 1
r_reg = sorted(Scenario.registry)
r_fn = sorted(SCENARIOS)
r_count = Scenario.count
