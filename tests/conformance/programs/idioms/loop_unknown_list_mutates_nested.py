# probe: a loop over an input list mutating state reached through a dict of objects, a class attribute and a closure
# inputs
items = ["a", "b", "a"]
start = 0
# body
class Stats:
    seen = []
    def __init__(self):
        self.count = start
s = Stats()
holder = {"stats": s, "log": []}
def make_counter():
    n = [0]
    def bump():
        n[0] += 1
        return n[0]
    return bump, n
bump, cell = make_counter()
fixed = {"never": 1}
for it in items:
    holder["stats"].count += 1
    Stats.seen.append(it)
    holder["log"].append(bump())
r_count = s.count
r_seen = Stats.seen
r_log = holder["log"]
r_cell = cell
r_fixed = fixed
r_same = holder["stats"] is s
r_class_len = len(type(s).seen)
