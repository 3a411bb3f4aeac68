# probe: a generator reads a list, a dict, a global and an attribute at each step: the consumer's changes between next() calls are seen by the items made after them
# inputs
xs = [1, 2, 3]
# body
scale = 1
class Cfg:
    step = 0
cfg = Cfg()
def gen(items, table):
    i = 0
    while i < len(items):
        yield items[i] * scale + table.get("add", 0) + cfg.step
        i += 1
items = list(xs)
table = {}
g = gen(items, table)
r_0 = next(g)
items.append(10)
table["add"] = 100
r_1 = next(g)
scale = 2
r_2 = next(g)
cfg.step = 1000
r_3 = next(g)
items.pop()
r_end = next(g, "end")
r_items = items
