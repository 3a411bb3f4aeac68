# probe: dataclass config definitions CPython refuses: a mutable default, a non-default after a default; frozen with __post_init__ via object.__setattr__; replace re-runs __post_init__
# inputs
K = 128
# body
from dataclasses import dataclass, field, replace, FrozenInstanceError
try:
    @dataclass
    class Bad:
        dtypes: list = []
    r_mutable = "ok"
except ValueError as e:
    r_mutable = type(e).__name__
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
    r_order = "ok"
except TypeError as e:
    r_order = type(e).__name__
posts = []
@dataclass(frozen=True)
class Shape:
    M: int
    K: int
    tiles: int = field(init=False, default=0)
    def __post_init__(self):
        posts.append(self.K)
        if self.K % 64:
            raise ValueError("K")
        object.__setattr__(self, "tiles", self.M // 64)
s = Shape(256, K)
r_tiles = s.tiles
try:
    s.M = 1
    r_frozen = "ok"
except FrozenInstanceError as e:
    r_frozen = type(e).__name__
r_frozen_is_attr = issubclass(FrozenInstanceError, AttributeError)
s2 = replace(s, M=512)
r_s2 = (s2.M, s2.K, s2.tiles)
try:
    replace(s, K=100)
    r_replace = "ok"
except ValueError as e:
    r_replace = type(e).__name__
try:
    replace(s, tiles=3)
    r_replace_init_false = "ok"
except ValueError as e:
    r_replace_init_false = type(e).__name__
r_posts = posts
r_hash = hash(Shape(1, 64)) == hash(Shape(1, 64))
