# probe: getattr/setattr/delattr/hasattr with non-str names raise TypeError; str subclass names; default only for AttributeError
# inputs
nm = "val"
# body
class C:
    @property
    def boom(self):
        raise KeyError("k")
c = C()
setattr(c, nm, 1)
r_val = getattr(c, nm)
class S(str):
    pass
setattr(c, S("sub"), 2)
r_sub = c.sub
r_keys = sorted(type(k).__name__ for k in vars(c))
for fn in (getattr, hasattr, delattr):
    try:
        fn(c, 5)
    except TypeError as e:
        r_last = type(e).__name__
try:
    setattr(c, 5, 1)
except TypeError as e:
    r_set5 = type(e).__name__
try:
    getattr(c, "boom", "default")
except KeyError as e:
    r_boom = type(e).__name__
try:
    hasattr(c, "boom")
except KeyError as e:
    r_has_boom = type(e).__name__
delattr(c, nm)
r_after = hasattr(c, nm)
r_default = getattr(c, nm, None)
