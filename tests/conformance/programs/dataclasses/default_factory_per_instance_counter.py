# probe: default_factory is called once per instance that omits the field, not when the argument is given, and in field order
# inputs
start = 10
# body
from dataclasses import dataclass, field
calls = []
def make_a():
    calls.append("a")
    return len(calls) + start
def make_b():
    calls.append("b")
    return [len(calls)]
@dataclass
class C:
    a: int = field(default_factory=make_a)
    b: list = field(default_factory=make_b)
c1 = C()
c2 = C(a=0)
c3 = C(b=[7])
r_calls = list(calls)
r_vals = [(c.a, c.b) for c in (c1, c2, c3)]
c1.b.append(99)
r_not_shared = (c1.b, C().b)
r_calls_after = len(calls)
