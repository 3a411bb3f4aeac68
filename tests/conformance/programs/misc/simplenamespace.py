# probe: types.SimpleNamespace attributes, equality, vars and repr
# inputs
n = 3
# body
from types import SimpleNamespace
ns = SimpleNamespace(a=n, b="x")
r_a = ns.a
ns.c = [1]
r_vars = vars(ns)
r_eq = SimpleNamespace(a=1) == SimpleNamespace(a=1)
r_repr = repr(SimpleNamespace(a=1, b="x"))
r_getattr = getattr(ns, "missing", None)
r_from_dict = SimpleNamespace(**{"k": n}).k
try:
    ns.missing
except AttributeError as e:
    r_missing = type(e).__name__
