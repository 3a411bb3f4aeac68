# probe: object(), type() of values, type() with three arguments
# inputs
v = 3
# body
o = object()
r_obj_type = type(o).__name__
r_types = [type(x).__name__ for x in (v, 1.0, "s", [], (), {}, set(), None, True, len, range(1))]
r_type_is = type(v) is int
r_type_of_type = type(int).__name__
Dyn = type("Dyn", (object,), {"k": 5, "get": lambda self: self.k * 2})
r_dyn = Dyn().get()
r_dyn_name = Dyn.__name__
class Base:
    pass
Sub = type("Sub", (Base,), {})
r_dyn_sub = issubclass(Sub, Base)
try:
    o.attr = 1
except AttributeError as e:
    r_obj_attr = type(e).__name__
