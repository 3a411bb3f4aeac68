# probe: a dict looked up with an object whose own __eq__ and __hash__ make it equal to a key (or holding such an object as a key): Python finds the entry; the evaluator does not call __eq__ there
# inputs
n = 1
# body
class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return o == self.v
    def __hash__(self):
        return hash(self.v)
table = {n: "x", 2: "y"}
r_get = table.get(Eq(n), "missing")
r_rev = {Eq(n): "z"}.get(1, "missing")
r_set = table.setdefault(Eq(2), "added")
r_pop = table.pop(Eq(n), "missing")
r_len = len(table)
r_plain = table.get(2)
