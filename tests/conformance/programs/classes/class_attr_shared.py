# probe: a mutable class attribute is shared by every instance
# inputs
item = "x"
# body
class Bag:
    items = []
    def add(self, v):
        self.items.append(v)
a, b = Bag(), Bag()
a.add(item)
b.add("y")
r_shared = Bag.items
r_same = a.items is b.items
class Own:
    def __init__(self):
        self.items = []
c, d = Own(), Own()
c.items.append(item)
r_own = (c.items, d.items)
