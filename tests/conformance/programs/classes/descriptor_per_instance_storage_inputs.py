# probe: a data descriptor with __set_name__ storing per-instance values under a mangled key, validating inputs; class access returns the descriptor; instances do not share values
# inputs
v1 = 5
v2 = -1
# body
class Positive:
    def __set_name__(self, owner, name):
        self.key = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.key, 0)
    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(value)
        setattr(obj, self.key, value)
class Item:
    qty = Positive()
    price = Positive()
    def __init__(self, qty):
        self.qty = qty
a = Item(v1)
try:
    b = Item(v2)
    r_b = "made"
except ValueError as e:
    r_b = ("refused", e.args)
c = Item(0)
c.price = v1 * 2
r_a = (a.qty, a.price)
r_c = (c.qty, c.price)
r_key = Item.qty.key
r_dict = sorted(vars(c))
r_is_desc = isinstance(Item.__dict__["qty"], Positive)
