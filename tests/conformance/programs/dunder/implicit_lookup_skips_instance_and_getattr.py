# probe: implicit special-method lookup uses the type: dunders set on the instance or provided by __getattr__ are ignored by len/+/iter/bool/str; explicit obj.__len__() sees them
# inputs
v = 4
# body
class Dyn:
    def __getattr__(self, name):
        if name == "__len__":
            return lambda: v
        raise AttributeError(name)
d = Dyn()
r_explicit = d.__len__()
try:
    len(d)
except TypeError as e:
    r_len = type(e).__name__
class Plain:
    pass
p = Plain()
p.__add__ = lambda o: "inst-add"
p.__bool__ = lambda: False
p.__str__ = lambda: "inst-str"
try:
    p + 1
except TypeError as e:
    r_add = type(e).__name__
r_bool = bool(p)
r_str = str(p).startswith("<")
r_explicit_add = p.__add__(1)
Plain.__add__ = lambda self, o: ("cls-add", o)
r_cls_add = p + v
Plain.__bool__ = lambda self: False
r_cls_bool = bool(p)
try:
    iter(d)
except TypeError as e:
    r_iter = type(e).__name__
