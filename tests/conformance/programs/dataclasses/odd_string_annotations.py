# probe: odd string annotations in a dataclass: empty, dots, non-ASCII leading names, a module prefix with nothing after
# inputs
v = 1
# body
import typing
from dataclasses import dataclass, fields
@dataclass
class D:
    a: "" = v
    b: "  .ClassVar" = 2
    c: "ÄClassVar[int]" = 3
    d: "typing." = 4
    e: "typing . ClassVar[int]" = 5
    f: "é.x" = 6
r_fields = [f.name for f in fields(D)]
try:
    from .. import nothing
    r_rel = "ok"
except ImportError as e:
    r_rel = type(e).__name__
