# probe: deepcopy copies dict keys too: an object key (hashed by identity) is a new object in the copy, so the original no longer finds its entry; a key hashed by value still does
# inputs
v = 1
# body
import copy
class Ident:
    pass
class ByValue:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return isinstance(other, ByValue) and other.n == self.n
    def __hash__(self):
        return hash(self.n)
k1 = Ident()
k2 = ByValue(v)
d = {k1: "ident", k2: "value", (v, "t"): "tuple"}
dc = copy.deepcopy(d)
r_ident = (k1 in dc, dc.get(k1, "missing"))
r_value = (k2 in dc, dc.get(k2))
r_tuple = dc[(v, "t")]
r_keys_new = [k is k1 or k is k2 for k in dc]
sc = copy.copy(d)
r_shallow_keys = (k1 in sc, [k is k1 for k in sc][0])
