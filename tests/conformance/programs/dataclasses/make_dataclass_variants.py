# probe: make_dataclass with bare names, (name, type), (name, type, field), bases, namespace methods, frozen; errors for duplicates and keywords
# inputs
v = 4
# body
from dataclasses import make_dataclass, field, fields, FrozenInstanceError
P = make_dataclass("P", ["x", ("y", int), ("z", list, field(default_factory=list))], namespace={"total": lambda self: self.x + self.y})
p = P(v, 1)
r_p = (p.x, p.y, p.z, p.total())
r_name = P.__name__
r_fields = [f.name for f in fields(P)]
r_types = [f.type for f in fields(P)][1:]
Q = make_dataclass("Q", [("w", int, field(default=0))], bases=(P,), frozen=False)
r_q = repr(Q(1, 2))
F = make_dataclass("F", [("a", int)], frozen=True)
try:
    F(v).a = 1
    r_frozen = "ok"
except FrozenInstanceError as e:
    r_frozen = type(e).__name__
try:
    make_dataclass("D", ["a", "a"])
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
try:
    make_dataclass("K", ["class"])
    r_kw = "ok"
except TypeError as e:
    r_kw = type(e).__name__
try:
    make_dataclass("N", [1])
    r_nonstr = "ok"
except TypeError as e:
    r_nonstr = type(e).__name__
