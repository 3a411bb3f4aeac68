# probe: instance attributes set in __init__ from inputs and changed by methods called a number of times given by an input; known attributes beside them stay known
# inputs
start = 5
times = 2
label = "run"
# body
class Counter:
    kind = "counter"
    def __init__(self, v, label):
        self.v = v
        self.label = label
        self.fixed = 100
        self.hist = []
    def step(self, d=1):
        self.hist.append(self.v)
        self.v += d
        return self
c = Counter(start, label)
for _ in range(times):
    c.step()
c.step(10).step(-1)
r_v = c.v
r_fixed = c.fixed
r_label = c.label
r_hist = c.hist
r_len = len(c.hist)
r_kind = c.kind
r_vars = sorted(vars(c))
