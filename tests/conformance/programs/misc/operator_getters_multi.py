# probe: itemgetter with several keys and slices, attrgetter dotted with several names, methodcaller with args and kwargs, as keys of sorted/min/max and with map
# inputs
rows = [("b", 2, 1.5), ("a", 2, 0.5), ("c", 1, 2.5)]
text = "k1=v1,k2=v2"
# body
import operator
from operator import attrgetter, itemgetter, methodcaller
r_sorted = sorted(rows, key=itemgetter(1, 0))
r_desc = sorted(rows, key=itemgetter(2), reverse=True)
r_slice = itemgetter(slice(1, None))(rows[0])
r_multi = list(map(itemgetter(0, 2), rows))
r_single = list(map(itemgetter(0), rows))
r_min = min(rows, key=itemgetter(1))
r_max = max(rows, key=itemgetter(1))
r_neg_index = itemgetter(-1)("xyz")
r_str_keys = itemgetter("a", "c")({"a": 1, "b": 2, "c": 3})
class Dev:
    def __init__(self, name, mem):
        self.name = name
        self.mem = mem
class Node:
    def __init__(self, dev, rank):
        self.dev = dev
        self.rank = rank
nodes = [Node(Dev("gpu", 16), 1), Node(Dev("cpu", 64), 0), Node(Dev("gpu", 8), 2)]
r_dotted = [n.rank for n in sorted(nodes, key=attrgetter("dev.name", "dev.mem"))]
r_dotted_vals = attrgetter("dev.name", "rank")(nodes[0])
r_one = list(map(attrgetter("dev.mem"), nodes))
r_split = methodcaller("split", ",")(text)
r_split_kw = methodcaller("split", "=", maxsplit=1)("a=b=c")
r_parts = list(map(methodcaller("partition", "="), text.split(",")))
r_mc_sort = sorted(["B", "a", "C"], key=methodcaller("lower"))
r_replace = methodcaller("replace", "1", "X", 1)("111")
try:
    attrgetter("dev.missing")(nodes[0])
    r_missing = "ok"
except AttributeError as e:
    r_missing = type(e).__name__
try:
    methodcaller("nope")("s")
    r_no_method = "ok"
except AttributeError as e:
    r_no_method = type(e).__name__
try:
    itemgetter()
    r_no_keys = "ok"
except TypeError as e:
    r_no_keys = type(e).__name__
try:
    methodcaller()
    r_mc_none = "ok"
except TypeError as e:
    r_mc_none = type(e).__name__
