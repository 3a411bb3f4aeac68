# probe: a dataclass config with default_factory fields and __post_init__ validation raising ValueError
# inputs
M = 4096
K = 100
dtypes = None
# body
from dataclasses import dataclass, field, asdict
@dataclass
class GemmConfig:
    M: int
    K: int
    dtypes: list = field(default_factory=lambda: ["bf16"])
    tags: dict = field(default_factory=dict)
    def __post_init__(self):
        if self.K % 64:
            raise ValueError("K must be multiple of 64")
        if self.dtypes is None:
            self.dtypes = ["bf16"]
        self.tiles = self.M // 128
try:
    c = GemmConfig(M, K, dtypes)
    r_made = asdict(c)
    r_tiles = c.tiles
except ValueError as e:
    r_made = type(e).__name__
c2 = GemmConfig(M, 128)
c3 = GemmConfig(M, 128)
c2.dtypes.append("fp8")
r_c2 = c2.dtypes
r_c3 = c3.dtypes
r_eq = c2 == c3
r_asdict = asdict(c3)
