# probe: isinstance/issubclass with class tuples built from an input list of type names, nested tuples, bool as int, and a TypeError for a non-class
# inputs
names = ["int", "str"]
val = True
# body
import builtins
types_ = tuple(getattr(builtins, n) for n in names)
r_types = [t.__name__ for t in types_]
r_is = isinstance(val, types_)
r_is_str = isinstance(str(val), types_)
r_nested = isinstance(val, (float, (list, types_)))
r_sub = issubclass(bool, types_)
r_sub2 = issubclass(type(val), (float,))
try:
    isinstance(val, names)
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
class MyInt(int):
    pass
r_myint = (isinstance(MyInt(val), types_), type(MyInt(val) + 1).__name__)
r_empty = isinstance(val, ())
