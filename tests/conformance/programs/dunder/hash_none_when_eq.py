# probe: defining __eq__ without __hash__ makes instances unhashable
# inputs
v = 1
# body
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
r_hash_attr = E.__hash__ is None
try:
    {E(v)}
    r_set = "ok"
except TypeError as e:
    r_set = type(e).__name__
class Plain:
    pass
r_plain_hashable = len({Plain(), Plain()})
