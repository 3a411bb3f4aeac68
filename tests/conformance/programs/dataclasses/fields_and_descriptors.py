# probe: dataclass field objects (fields() on non-dataclass, MISSING), init=False without default, descriptor-typed field default, make_dataclass
# inputs
v = 6
# body
from dataclasses import dataclass, field, fields, MISSING, make_dataclass
@dataclass
class Lazy:
    a: int
    b: int = field(init=False)
l = Lazy(v)
try:
    l.b
except AttributeError as e:
    r_unset = type(e).__name__
r_repr_err = None
try:
    repr(l)
except AttributeError as e:
    r_repr_err = type(e).__name__
r_fields = [(f.name, f.default is MISSING, f.default_factory is MISSING) for f in fields(Lazy)]
try:
    fields(int)
except TypeError as e:
    r_not_dc = str(e)
class Clamp:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, owner=None):
        if obj is None:
            return 3
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        setattr(obj, self.name, max(0, min(value, 5)))
@dataclass
class Clamped:
    level: int = Clamp()
r_clamped = (Clamped().level, Clamped(v).level, Clamped(-2).level)
P = make_dataclass("P", ["x", ("y", int), ("z", int, field(default=v))], namespace={"total": lambda self: self.x + self.y + self.z})
r_made = (repr(P(1, 2)), P(1, 2).total(), [f.name for f in fields(P)])
@dataclass
class Default:
    items: list = field(default_factory=lambda: [v])
a = Default()
b = Default()
a.items.append(1)
r_factory = (a.items, b.items)
r_field_repr = repr(fields(Default)[0].default_factory is not MISSING)
