# probe: a default whose class has __hash__ None (a dataclass with eq, a class defining only __eq__) is refused as mutable (3.11); a frozen dataclass default is allowed
# inputs
n = 1
# body
from dataclasses import dataclass, field
@dataclass
class Inner:
    a: int = n
@dataclass(frozen=True)
class FrozenInner:
    a: int = n
class EqOnly:
    def __eq__(self, other):
        return True
try:
    @dataclass
    class Outer:
        inner: Inner = Inner()
    r_inner = "made"
except ValueError as e:
    r_inner = type(e).__name__
try:
    @dataclass
    class Outer2:
        e: EqOnly = EqOnly()
    r_eqonly = "made"
except ValueError as e:
    r_eqonly = type(e).__name__
@dataclass
class Outer3:
    f: FrozenInner = FrozenInner()
r_frozen = Outer3().f.a
@dataclass
class Outer4:
    inner: Inner = field(default_factory=Inner)
r_factory = Outer4().inner.a
