# probe: types.MappingProxyType: live reads, get/keys/items/copy, == and | with dicts, writes and deletes refused, missing-key hooks of the mapping it wraps run
# inputs
d = {"a": 1, "b": 2}
# body
import types
from collections import defaultdict, Counter, OrderedDict
p = types.MappingProxyType(d)
d["c"] = 3
r_live = (list(p), p["c"], len(p), "a" in p)
r_get = (p.get("zz"), p.get("a", 0), list(p.keys()), list(p.values())[-1])
cp = p.copy()
cp["new"] = 1
r_copy = (type(cp).__name__, "new" in d)
r_eq = (p == d, p == {"a": 1}, d == p)
r_or = (type(p | {"z": 0}).__name__, list((p | {"a": 9}).items()))
def attempt(f):
    try:
        f()
        return "ok"
    except (TypeError, AttributeError, KeyError) as e:
        return type(e).__name__
r_set = attempt(lambda: p.__setitem__("x", 1))
r_pop = attempt(lambda: p.pop("a"))
r_missing = attempt(lambda: p["zz"])
dd = defaultdict(list)
pd = types.MappingProxyType(dd)
r_dd = (pd["k"], list(dd))
pc = types.MappingProxyType(Counter("aab"))
r_counter = (pc["z"], pc["a"])
po = types.MappingProxyType(OrderedDict(x=1))
r_od_copy = type(po.copy()).__name__
r_nested = list(types.MappingProxyType(p))
r_bad = attempt(lambda: types.MappingProxyType([1]))
r_reversed = list(reversed(p))
