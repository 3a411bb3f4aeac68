# probe: __slots__ including __dict__ allows arbitrary attrs; slot attribute is not in __dict__; vars() of slotted object
# inputs
v = 9
# body
class S:
    __slots__ = ("a", "__dict__")
s = S()
s.a = v
s.b = v + 1
r_dict = dict(s.__dict__)
r_a = s.a
r_vars = sorted(vars(s))
class P:
    __slots__ = ("a",)
p = P()
try:
    vars(p)
except TypeError as e:
    r_vars_err = type(e).__name__
try:
    p.__dict__
except AttributeError as e:
    r_dict_err = type(e).__name__
try:
    p.a
except AttributeError as e:
    r_unset = type(e).__name__
p.a = v
del p.a
try:
    del p.a
except AttributeError as e:
    r_del2 = type(e).__name__
r_has = hasattr(p, "a")
r_slots_attr = P.__slots__
r_member_type = type(P.a).__name__
