# probe: a non-default field after a kw_only base's default fields is fine: kw_only fields go to the end of __init__
# inputs
v = 9
# body
from dataclasses import dataclass
@dataclass(kw_only=True)
class AllKw:
    p: int
    q: int = 1
@dataclass
class AfterKw(AllKw):
    r: int
r = repr(AfterKw(v, p=1))
