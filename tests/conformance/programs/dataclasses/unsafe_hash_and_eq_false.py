# probe: __hash__ generation: eq=True unfrozen sets __hash__ None; unsafe_hash=True makes one; eq=False keeps object hash; explicit __hash__ kept
# inputs
v = 2
# body
from dataclasses import dataclass
@dataclass
class Plain:
    a: int
@dataclass(unsafe_hash=True)
class Hashy:
    a: int
@dataclass(eq=False)
class NoEq:
    a: int
@dataclass
class Own:
    a: int
    def __hash__(self):
        return 7
r_plain_hash_none = Plain.__hash__ is None
try:
    hash(Plain(v))
    r_plain = "hashed"
except TypeError as e:
    r_plain = type(e).__name__
r_hashy = hash(Hashy(v)) == hash((v,))
r_hashy_set = len({Hashy(v), Hashy(v)})
r_noeq = (NoEq(v) == NoEq(v), len({NoEq(v), NoEq(v)}))
r_own = hash(Own(v))
try:
    @dataclass(unsafe_hash=True)
    class Clash:
        a: int
        def __hash__(self):
            return 1
    r_clash = "made"
except TypeError as e:
    r_clash = type(e).__name__
