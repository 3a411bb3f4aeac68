# probe: a hook given to a metaclass after its classes were made (`Meta.__getitem__ = f`, `setattr(Meta, "__len__", g)`): their subscription and length are the metaclass's from then on
# inputs
k = "x"
# body
class Meta(type):
    pass
class Table(metaclass=Meta):
    items = {"x": 1, "y": 2}
try:
    Table[k]
    r_before = "subscripted"
except TypeError as e:
    r_before = type(e).__name__
def lookup(cls, key):
    return cls.items[key]
Meta.__getitem__ = lookup
r_after = Table[k]
setattr(Meta, "__len__", lambda cls: len(cls.items))
r_len = len(Table)
