# probe: a kernel/<op>/scenarios package whose __init__ defines SCENARIOS and register, then imports its sibling modules which register with a decorator at import time
# inputs
wanted = "large"
# body
from kernel.gemm import scenarios
import kernel.gemm.scenarios as sc2
r_same = scenarios is sc2
r_names = list(scenarios.SCENARIOS)
r_call = scenarios.SCENARIOS[wanted]()
r_order = list(scenarios.ORDER)
r_has_attr = [hasattr(scenarios, n) for n in ("small", "large", "_hidden", "register")]
r_pkg = scenarios.small.PKG
r_name = scenarios.large.__name__
r_get = scenarios.get(wanted)
