# probe: reversed over a list changed after the iterator is made, enumerate and zip over objects' attribute lists from inputs, zip strict with unequal input lengths
# inputs
xs = [1, 2, 3]
ys = ["a", "b"]
# body
class Holder:
    def __init__(self, items):
        self.items = items
h = Holder(list(xs))
rv = reversed(h.items)
h.items.append(4)
r_rev = list(rv)
rv2 = reversed(h.items)
h.items.pop()
h.items.pop()
r_rev2 = list(rv2)
e = enumerate(h.items, start=len(ys))
h.items.insert(0, 0)
r_enum = list(e)
r_zip = list(zip(h.items, ys))
try:
    list(zip(xs, ys, strict=True))
    r_strict = "ok"
except ValueError as err:
    r_strict = type(err).__name__
try:
    reversed(enumerate(xs))
except TypeError as err:
    r_rev_enum = type(err).__name__
