# probe: __deepcopy__ and __copy__ hooks that mutate the original or an outer list while copying: effects visible afterwards
# inputs
v = 2
# body
import copy
registry = []
class Tracked:
    def __init__(self, n):
        self.n = n
        self.copies = 0
    def __copy__(self):
        self.copies += 1
        registry.append(("copy", self.n))
        return Tracked(self.n)
    def __deepcopy__(self, memo):
        self.copies += 10
        registry.append(("deep", self.n))
        return Tracked(self.n * 100)
t = Tracked(v)
c1 = copy.copy(t)
c2 = copy.deepcopy({"t": t, "l": [t]})
r_copies = t.copies
r_registry = list(registry)
r_c2 = (c2["t"].n, c2["l"][0] is c2["t"])
r_c1 = (c1.n, c1.copies)
