# probe: a types.SimpleNamespace config turned into a dict with dict(ns) raises TypeError (not iterable); vars(ns) is what works; it ends the program
# expect: raises TypeError
# inputs
bs = 4
# body
import types
ns = types.SimpleNamespace(bs=bs, dtype="bf16")
r_attr = ns.bs
r_dict = dict(ns)
