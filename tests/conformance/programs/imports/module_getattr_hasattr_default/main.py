# probe: hasattr and getattr(m, name, default) on a module whose __getattr__ answers some names and raises AttributeError for others
# inputs
wanted = "nothing"
# body
import lazy
r_default = getattr(lazy, wanted, "dflt")
r_has_not = hasattr(lazy, "other")
r_has = hasattr(lazy, "dyn_x")
r_calls = list(lazy.CALLS)
