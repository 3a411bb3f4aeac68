# probe: __init__ storing parameters, __repr__ and __eq__ written by hand
# inputs
x = 1
y = 2
# body
class Pt:
    def __init__(self, x, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Pt({self.x!r}, {self.y!r})"
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
r_repr = repr(Pt(x, y))
r_list_repr = str([Pt(x)])
r_eq = Pt(x, y) == Pt(x, y)
r_set = len({Pt(x, y), Pt(x, y), Pt(y, x)})
