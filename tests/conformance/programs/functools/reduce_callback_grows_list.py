# probe: reduce over a list its function appends to: reduce iterates the live list, so the appended items are folded in too; removing shortens it
# inputs
xs = [1, 2, 3]
# body
from functools import reduce
grow = list(xs)
def f(a, b):
    if len(grow) < 6:
        grow.append(b * 10)
    return a + b
r_grow = reduce(f, grow)
r_grow_list = list(grow)
shrink = [1, 2, 3, 4, 5]
def g(a, b):
    if shrink:
        shrink.pop()
    return a + b
r_shrink = reduce(g, shrink, 0)
r_shrink_list = list(shrink)
