# probe: dataclasses.replace with an unknown field (TypeError), with init=False field (ValueError), on a non-dataclass (TypeError), frozen assignment error
# inputs
m = 8
# body
import dataclasses
from dataclasses import dataclass, field, replace
@dataclass(frozen=True)
class P:
    m: int
    n: int = 4
    k: int = field(default=0, init=False)
def attempt(fn):
    try:
        return fn()
    except (TypeError, ValueError) as e:
        return type(e).__name__
    except dataclasses.FrozenInstanceError as e:
        return type(e).__name__
p = P(m)
r_ok = dataclasses.astuple(replace(p, n=m * 2))
r_unknown = attempt(lambda: replace(p, q=1))
r_initfalse = attempt(lambda: replace(p, k=1))
r_nondc = attempt(lambda: replace(object(), m=1))
def set_it():
    p.m = 3
r_frozen = attempt(set_it)
r_frozen_is_attr = issubclass(dataclasses.FrozenInstanceError, AttributeError)
r_eq = replace(p) == p
r_hash_eq = hash(replace(p)) == hash(p)
r_fields = [f.name for f in dataclasses.fields(p)]
