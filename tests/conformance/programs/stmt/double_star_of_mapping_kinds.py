# probe: ** of mappings other than dict: OrderedDict, defaultdict (no default made), Counter, ChainMap, a class with keys() and __getitem__ (keys first, then each item in order), dict views and sets spread with *
# inputs
a = 1
b = 2
# body
from collections import OrderedDict, defaultdict, Counter, ChainMap
def collect(*args, **kw):
    return (args, sorted(kw.items()))
r_ordered = collect(**OrderedDict([("b", b), ("a", a)]))
dd = defaultdict(list, {"a": a})
r_defaultdict = (collect(**dd), sorted(dd))
r_counter = collect(**Counter("aab"))
r_chainmap = collect(**ChainMap({"a": a}, {"a": 0, "b": b}))
log = []
class Mapping:
    def keys(self):
        log.append("keys")
        return ["x", "y"]
    def __getitem__(self, k):
        log.append("get " + k)
        return k.upper()
r_custom = collect(**Mapping())
r_custom_log = list(log)
class NoKeys:
    def __getitem__(self, k):
        return 1
try:
    collect(**NoKeys())
except TypeError as e:
    r_no_keys = type(e).__name__
d = {"p": a, "q": b}
r_star_keys = collect(*d)
r_star_values = collect(*d.values())
r_star_items = collect(*d.items())
r_star_range = collect(*range(a, b + 2))
r_star_string = collect(*"hi")
r_star_set = collect(*sorted({b, a}))
