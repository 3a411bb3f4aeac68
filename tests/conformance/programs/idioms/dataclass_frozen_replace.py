# probe: a frozen dataclass config: assignment raises FrozenInstanceError (an AttributeError), dataclasses.replace makes a changed copy, hashing and use as dict key / in a set
# inputs
tile = 128
new_tile = 256
# body
import dataclasses
@dataclasses.dataclass(frozen=True)
class Tile:
    m: int
    n: int = 64
t = Tile(tile)
try:
    t.m = 1
    r_assign = "ok"
except dataclasses.FrozenInstanceError as e:
    r_assign = (type(e).__name__, isinstance(e, AttributeError))
t2 = dataclasses.replace(t, m=new_tile)
r_t2 = (t2.m, t2.n)
r_t = (t.m, t.n)
r_eq = t == Tile(tile, 64)
r_set = len({t, Tile(tile), t2})
r_key = {t: "a"}[Tile(tile)]
try:
    dataclasses.replace(t, k=1)
    r_bad_field = "ok"
except TypeError as e:
    r_bad_field = type(e).__name__
try:
    del t.n
    r_del = "ok"
except AttributeError as e:
    r_del = type(e).__name__
r_repr = repr(t2)
