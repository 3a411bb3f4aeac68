# probe: for-loop targets unpacking generator items: a bad item at step k raises ValueError/TypeError after the body ran k times; starred targets; attribute and subscript targets
# inputs
rows = [(1, 2), (3, 4), (5,), (6, 7)]
# body
def gen():
    yield from rows
done = []
try:
    for a, b in gen():
        done.append(a + b)
except ValueError as e:
    r_err = type(e).__name__
r_done = done
r_ab = (a, b)
class Box:
    pass
box = Box()
d = {}
for box.attr, d["k"] in gen():
    if box.attr == 3:
        break
r_box = (box.attr, d)
out = []
for first, *rest in (r for r in rows):
    out.append((first, rest))
r_star = out
try:
    for x, y in (5 for _ in range(2)):
        pass
except TypeError as e:
    r_not_iterable_item = type(e).__name__
