# probe: the same instance held in several containers: mutating through one is seen through all; copies of the list share instances; attribute set in a loop over the container
# inputs
n = 3
# body
import copy
class Node:
    def __init__(self, name):
        self.name = name
        self.hits = 0
a = Node("a")
b = Node("b")
lst = [a, b, a]
dct = {"first": a, "second": b}
for node in lst:
    node.hits += 1
r_hits = (a.hits, b.hits, dct["first"].hits)
shallow = list(lst)
shallow[0].name = "A"
r_name = (a.name, lst[2].name)
deep = copy.deepcopy(lst)
deep[0].hits = 100
r_deep = (deep[0].hits, deep[2].hits, a.hits, deep[0] is deep[2])
def bump(objs, k):
    for o in objs:
        o.hits += k
bump(dct.values(), n)
r_after = (a.hits, b.hits)
grid = [[Node("x")] * 2 for _ in range(2)]
grid[0][0].hits = 7
r_grid = [[c.hits for c in row] for row in grid]
