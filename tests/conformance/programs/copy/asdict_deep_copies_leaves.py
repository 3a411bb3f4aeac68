# probe: dataclasses.asdict/astuple deep-copy the leaf values they do not recurse into (plain objects, sets): a leaf's __deepcopy__ runs, the result holds copies
# inputs
v = 3
# body
import copy
from dataclasses import dataclass, asdict, astuple, field
log = []
class Leaf:
    def __init__(self, n):
        self.n = n
    def __deepcopy__(self, memo):
        log.append(self.n)
        return Leaf(self.n * 10)
class Plain:
    def __init__(self):
        self.items = [v]
@dataclass
class Holder:
    leaf: Leaf
    plain: Plain
    tags: set = field(default_factory=set)
    nums: list = field(default_factory=list)
h = Holder(Leaf(v), Plain(), {v}, [v])
d = asdict(h)
r_leaf = (d["leaf"] is h.leaf, d["leaf"].n)
r_plain = (d["plain"] is h.plain, d["plain"].items is h.plain.items, d["plain"].items)
r_tags = (d["tags"] is h.tags, sorted(d["tags"]))
r_nums = d["nums"] is h.nums
t = astuple(h)
r_tuple_leaf = (t[0] is h.leaf, t[0].n)
r_log = list(log)
