# probe: a list of objects indexed by an input and mutated through the index; other elements must be unaffected; attribute augmented through an indexed element
# inputs
i = 1
# body
class Cell:
    def __init__(self, v):
        self.v = v
cells = [Cell(0), Cell(10), Cell(20)]
cells[i].v += 5
r_vals = [c.v for c in cells]
cells[-i].v = "last"
r_vals2 = [c.v for c in cells]
alias = cells[i]
alias.v = "alias"
r_alias = cells[1].v
r_first = cells[0].v
d = {k: Cell(k) for k in range(3)}
d[i].v *= 100
r_d = [d[k].v for k in range(3)]
