# probe: __slots__ given as a single string; slot name conflicting with class attr raises ValueError; slots from a list
# inputs
nm = "val"
# body
class One:
    __slots__ = "val"
o = One()
o.val = 3
r_one = o.val
r_one_slots = One.__slots__
try:
    class Bad:
        __slots__ = ("a",)
        a = 1
except ValueError as e:
    r_conflict = type(e).__name__
Dyn = type("Dyn", (), {"__slots__": [nm, "other"]})
d = Dyn()
setattr(d, nm, 10)
r_dyn = getattr(d, nm)
try:
    d.other
except AttributeError as e:
    r_dyn_unset = type(e).__name__
try:
    class Dup:
        __slots__ = ("a", "a")
    r_dup = "ok"
except (ValueError, TypeError) as e:
    r_dup = type(e).__name__
