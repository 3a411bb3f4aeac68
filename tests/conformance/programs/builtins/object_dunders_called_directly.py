# probe: object.__eq__/__ne__ return NotImplemented for unequal; object.__format__ with spec; object.__setattr__ on builtin; object.__init_subclass__
# inputs
v = 1
# body
class C:
    pass
a = C()
b = C()
r_eq_self = object.__eq__(a, a)
r_eq_other = object.__eq__(a, b) is NotImplemented
r_ne_self = object.__ne__(a, a)
r_ne_other = object.__ne__(a, b) is NotImplemented
r_fmt = object.__format__(v, "") == str(v)
try:
    object.__format__(a, "x")
except TypeError as e:
    r_fmt_spec = type(e).__name__
try:
    object.__setattr__(v, "x", 1)
except (AttributeError, TypeError) as e:
    r_set_int = type(e).__name__
object.__setattr__(a, "x", v)
r_x = a.x
r_getattr = object.__getattribute__(a, "x")
try:
    object.__setattr__(C, "y", 1)
except TypeError as e:
    r_set_cls = type(e).__name__
r_lt = object.__lt__(a, b) is NotImplemented
try:
    a < b
except TypeError as e:
    r_lt_err = type(e).__name__
r_str_is_repr = object.__str__(v) == repr(v)
