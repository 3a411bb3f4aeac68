# probe: __iadd__ when present, else __add__ and rebinding
# inputs
n = 2
# body
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
class Plain:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return Plain(self.v + o)
a = Acc()
alias = a
a += n
a += n
r_items = alias.items
r_same = a is alias
p = Plain(1)
p_alias = p
p += n
r_plain = (p.v, p_alias.v, p is p_alias)
