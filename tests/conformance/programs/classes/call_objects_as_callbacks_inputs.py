# probe: objects with __call__ used as callbacks in map, sorted keys and a registry; each accumulates state; a callback chosen from the registry by an input name
# inputs
items = [3, 1, 2]
pick = "double"
# body
class Acc:
    def __init__(self, k):
        self.k = k
        self.seen = []
    def __call__(self, v):
        self.seen.append(v)
        return v * self.k
double = Acc(2)
neg = Acc(-1)
registry = {"double": double, "neg": neg}
r_map = list(map(double, items))
r_sorted = sorted(items, key=neg)
r_seen = (list(double.seen), list(neg.seen))
f = registry.get(pick, neg)
r_call = f(10)
r_picked_seen = f.seen
r_callable = callable(double)
r_other_seen = registry["neg"].seen
