# probe: a lazy registry in a helper module filled on first call (global None sentinel), extended by the importer; loads counted; a from-import of the private name keeps the None it saw
# inputs
extra = "masked"
# body
import registry
from registry import _REGISTRY as early
r_early = early
r_first = sorted(registry.get_registry())
registry.register(extra, "masked_fn")
r_second = sorted(registry.get_registry())
r_loads = list(registry.LOADS)
r_private_now = sorted(registry._REGISTRY)
r_same_obj = registry.get_registry() is registry._REGISTRY
registry._REGISTRY = None
r_reloaded = sorted(registry.get_registry())
r_loads_after = list(registry.LOADS)
