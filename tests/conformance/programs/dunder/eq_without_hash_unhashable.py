# probe: defining __eq__ without __hash__ makes instances unhashable (TypeError in set, dict key, hash()); __hash__ = None explicitly; a subclass restoring __hash__; eq via __eq__ in list.index and count
# inputs
v = 3
# body
class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x
r_hash_attr = P.__hash__ is None
try:
    {P(v)}
except TypeError as e:
    r_set = type(e).__name__
try:
    d = {P(v): 1}
except TypeError as e:
    r_dict = type(e).__name__
try:
    hash(P(v))
except TypeError as e:
    r_hash = type(e).__name__
class H(P):
    def __hash__(self):
        return hash(self.x)
r_h = len({H(v), H(v), H(v + 1)})
class N:
    __hash__ = None
try:
    hash(N())
except TypeError as e:
    r_none = type(e).__name__
items = [P(1), P(v), P(v)]
r_index = items.index(P(v))
r_count = items.count(P(v))
r_in = P(v) in items
r_eq_other = P(v) == v
