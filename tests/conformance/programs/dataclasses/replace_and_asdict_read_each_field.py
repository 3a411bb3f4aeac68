# probe: `replace` and `asdict` read each field as `getattr` does: a class attribute a default left, or CPython's AttributeError where an `__init__` of the class's own set none; a field given by `field(default_factory=...)` leaves no class attribute, one by `field(default=...)` its default
# inputs
v = 1
# body
from dataclasses import dataclass, field, replace, asdict
@dataclass
class D:
    c: str = "c"
    d: int = field(default=4)
    e: list = field(default_factory=list)
class OwnInit(D):
    def __init__(self, x=v):
        self.x = x
def outcome(f):
    try:
        f()
        return "ok"
    except AttributeError:
        return "AttributeError"
    except TypeError:
        return "TypeError"
r_replace = outcome(lambda: replace(OwnInit(), c="z"))
r_asdict = outcome(lambda: asdict(OwnInit()))
r_class_attrs = (D.c, D.d, hasattr(D, "e"))
r_plain = (asdict(D(e=[v])), replace(D(), c="x").c)
