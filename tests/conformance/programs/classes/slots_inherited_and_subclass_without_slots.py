# probe: subclass without __slots__ gets a __dict__; subclass with empty __slots__ does not; inherited slot usable
# inputs
v = 1
# body
class Base:
    __slots__ = ("x",)
class Free(Base):
    pass
class Tight(Base):
    __slots__ = ()
class More(Base):
    __slots__ = ("y",)
f = Free()
f.x = v
f.z = v * 2
r_free = (f.x, f.z, sorted(f.__dict__))
t = Tight()
t.x = v
try:
    t.z = 3
except AttributeError as e:
    r_tight = type(e).__name__
m = More()
m.x = v
m.y = v + 1
r_more = (m.x, m.y)
try:
    m.q = 0
except AttributeError as e:
    r_more_err = type(e).__name__
r_has_dict = (hasattr(f, "__dict__"), hasattr(t, "__dict__"), hasattr(m, "__dict__"))
r_slots = (More.__slots__, Tight.__slots__)
