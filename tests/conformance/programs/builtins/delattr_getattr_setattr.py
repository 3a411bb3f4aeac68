# probe: getattr with and without default, setattr, delattr, hasattr
# inputs
name = "size"
default = -1
# body
class Obj:
    kind = "k"
o = Obj()
setattr(o, name, 10)
r_get = getattr(o, name)
r_class_attr = getattr(o, "kind")
r_default = getattr(o, "missing", default)
r_has = (hasattr(o, name), hasattr(o, "missing"))
delattr(o, name)
r_has_after = hasattr(o, name)
try:
    getattr(o, "missing")
except AttributeError as e:
    r_err = type(e).__name__
try:
    delattr(o, "missing")
except AttributeError as e:
    r_del_err = type(e).__name__
r_method = getattr("abc", "upper")()
setattr(Obj, "added", 5)
r_added = o.added
