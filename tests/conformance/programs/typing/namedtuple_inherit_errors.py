# probe: NamedTuple subclassing, field name rules, defaults ordering, functional form with defaults, immutability
# inputs
m = 8
name = "tile"
# body
from typing import NamedTuple
class Base(NamedTuple):
    m: int
    n: int = 4
    def area(self):
        return self.m * self.n
class Sub(Base):
    extra = "x"
    def area(self):
        return super().area() + 1
    @property
    def label(self):
        return f"{name}:{self.m}x{self.n}"
s = Sub(m)
r_sub_area = s.area()
r_label = s.label
r_sub_fields = Sub._fields
r_sub_tuple = tuple(s)
r_sub_extra = s.extra
r_sub_replace_type = type(s._replace(n=1)).__name__
r_isinstance = (isinstance(s, Base), isinstance(s, tuple))
try:
    class Bad(NamedTuple):
        _private: int
except ValueError as e:
    r_underscore = type(e).__name__
try:
    class Bad2(NamedTuple):
        a: int = 0
        b: int
except TypeError as e:
    r_default_order = type(e).__name__
    r_default_order_msg = str(e)
try:
    class Bad3(NamedTuple):
        a: int
        def _make(self):
            pass
except AttributeError as e:
    r_overwrite = type(e).__name__
P = NamedTuple("P", [("x", int), ("y", int)])
r_p = tuple(P(1, y=2))
r_p_name = P.__name__
try:
    s.m = 3
except AttributeError as e:
    r_frozen = type(e).__name__
try:
    s.new_attr = 3
except AttributeError as e:
    r_new_attr = type(e).__name__
r_class_var = Base.__dict__.get("n") is not None
r_field_default_attr = Base._field_defaults
r_getattr = getattr(s, "n")
r_kw_call = tuple(Base(n=1, m=2))
a, b = Base(m)
r_unpack = (a, b)
r_match = None
match s:
    case Base(m=8, n=nn):
        r_match = nn
