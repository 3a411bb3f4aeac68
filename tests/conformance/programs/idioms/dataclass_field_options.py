# probe: dataclass field options in configs: init=False without a default (AttributeError until set), repr=False, kw_only=True (positional call TypeError), eq=False (identity), replace() of an init=False field (ValueError), slots=True (no new attributes)
# inputs
m = 64
# body
import dataclasses
def attempt(fn):
    try:
        return ("ok", fn())
    except (AttributeError, TypeError, ValueError) as e:
        return ("err", type(e).__name__)
@dataclasses.dataclass
class Cfg:
    m: int
    derived: int = dataclasses.field(init=False)
    secret: str = dataclasses.field(default="x", repr=False)
c = Cfg(m)
r_derived_before = attempt(lambda: c.derived)
c.derived = c.m * 2
r_derived_after = c.derived
r_repr = repr(c)
r_replace_init_false = attempt(lambda: dataclasses.replace(c, derived=1))
r_replace_ok = attempt(lambda: dataclasses.replace(c, m=1).derived)
@dataclasses.dataclass(kw_only=True)
class KW:
    m: int
    n: int = 1
r_kw_pos = attempt(lambda: KW(1))
r_kw = attempt(lambda: (KW(m=m).m, KW(m=m, n=2).n))
@dataclasses.dataclass(eq=False)
class NoEq:
    m: int
r_noeq = (NoEq(1) == NoEq(1), NoEq(1) != NoEq(1))
@dataclasses.dataclass(slots=True)
class Slotted:
    m: int
s = Slotted(m)
def add_attr():
    s.extra = 1
r_slots_new = attempt(add_attr)
r_slots_has_dict = hasattr(s, "__dict__")
r_asdict_init_false = dataclasses.asdict(c)
