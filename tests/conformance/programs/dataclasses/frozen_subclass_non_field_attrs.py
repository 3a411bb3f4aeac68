# probe: a frozen dataclass's __setattr__ refuses its fields always, but other names only on the class itself: a plain subclass may set new attributes
# inputs
v = 2
# body
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class F:
    a: int
class Sub(F):
    pass
s = Sub(v)
try:
    s.extra = 5
    r_extra = s.extra
except FrozenInstanceError as e:
    r_extra = type(e).__name__
try:
    s.a = 9
    r_field = s.a
except FrozenInstanceError as e:
    r_field = type(e).__name__
f = F(v)
try:
    f.extra = 5
    r_base_extra = f.extra
except FrozenInstanceError as e:
    r_base_extra = type(e).__name__
try:
    del s.extra
    r_del = hasattr(s, "extra")
except FrozenInstanceError as e:
    r_del = type(e).__name__
