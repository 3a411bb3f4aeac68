# probe: a set comprehension of objects whose class says when they are equal (`__eq__`, `__hash__`) keeps one of each equal group, as a display and set() do: how many it holds is CPython's or not known, never the count of the objects made
# inputs
xs = [1, 1, 2]
# body
class P:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, o):
        return self.v == getattr(o, "v", o)
r_comp = len({P(x) for x in xs})
r_display = len({P(xs[0]), P(xs[1])})
r_call = len(set(P(x) for x in xs))
r_plain = len({x for x in xs})
r_in = P(2) in {P(x) for x in xs}
