# probe: modules register into a registry at import: the order of imports (a module importing another first) decides the registry's order; a second import registers nothing; a duplicate name raises at import
# inputs
pick = "alpha"
# body
import registry
import plug_alpha
import plug_zeta
import plug_alpha
r_order = list(registry.ORDER)
r_keys = list(registry.REGISTRY)
r_pick = registry.REGISTRY[pick]()
try:
    import plug_dup
    r_dup = "ok"
except KeyError as e:
    r_dup = type(e).__name__
r_after = list(registry.ORDER)
import sys
r_dup_loaded = "plug_dup" in sys.modules
