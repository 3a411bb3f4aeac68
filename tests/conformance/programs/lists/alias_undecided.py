# probe: a name that holds one of two objects after a branch the run can't decide; changing "it" changes that one only (reverse, append, item set, +=, attribute set)
# inputs
pick = False
# body
base = [0, 3, 1]
other = [7, 8]
if pick:
    xs = base
else:
    xs = other
xs.reverse()
xs.append(5)
xs[0] = -1
xs += [9]
r_base = base
r_other = other
r_xs = xs
class Box:
    def __init__(self, v):
        self.v = v
a, b = Box(1), Box(2)
box = a if pick else b
box.v = 10
r_a = a.v
r_b = b.v
table = {"k": 1}
spare = {"k": 2}
t = table if pick else spare
t["k"] += 5
del t["k"]
r_table = table
r_spare = spare
