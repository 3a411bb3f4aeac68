# probe: frozen dataclasses: assignment raises, instances are hashable and equal by value
# inputs
m = 16
# body
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class Key:
    m: int
    n: int = 1
k1 = Key(m)
k2 = Key(m)
r_eq = k1 == k2
r_is = k1 is k2
r_hash_eq = hash(k1) == hash(k2)
r_set_len = len({k1, k2, Key(m, 2)})
r_dict = {k1: "hit"}[k2]
try:
    k1.m = 5
except FrozenInstanceError as e:
    r_frozen = type(e).__name__
r_frozen_is_attr_error = issubclass(FrozenInstanceError, AttributeError)
