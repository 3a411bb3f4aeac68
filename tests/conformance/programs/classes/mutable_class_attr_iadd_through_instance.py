# probe: self.items += [...] on a class-level list mutates the shared list AND binds an instance attribute; with a tuple it only binds the instance attribute
# inputs
x = 5
# body
class Bag:
    items = []
    tup = ()
    count = 0
    def add(self, v):
        self.items += [v]
        self.tup += (v,)
        self.count += 1
a = Bag()
b = Bag()
a.add(x)
b.add(x + 1)
r_shared = Bag.items
r_same_obj = a.items is Bag.items and b.items is Bag.items
r_in_dict = sorted(a.__dict__)
r_tups = (a.tup, b.tup, Bag.tup)
r_counts = (a.count, b.count, Bag.count)
del a.items
r_after_del = a.items
Bag.items = ["new"]
r_b_items = b.items
r_a_items = a.items
