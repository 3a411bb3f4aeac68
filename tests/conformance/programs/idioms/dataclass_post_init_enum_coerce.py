# probe: __post_init__ coercing a str field into an enum member (Enum(value)), deriving a field with init=False, raising ValueError for a bad value; asdict keeps the member
# inputs
mode = "decode"
chunk = 0
# body
import dataclasses, enum
class Mode(enum.Enum):
    PREFILL = "prefill"
    DECODE = "decode"
@dataclasses.dataclass
class AttnCfg:
    mode: object
    chunk: int = 16
    heads: int = dataclasses.field(init=False, default=0)
    def __post_init__(self):
        if isinstance(self.mode, str):
            self.mode = Mode(self.mode)
        if self.chunk <= 0:
            self.chunk = 16 if self.mode is Mode.DECODE else 1
        self.heads = 8 * self.chunk
c = AttnCfg(mode, chunk)
r_mode = c.mode.name
r_chunk = c.chunk
r_heads = c.heads
r_asdict_mode = dataclasses.asdict(c)["mode"].value
try:
    AttnCfg("train")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
try:
    AttnCfg(mode, 1, 2)
    r_init_false = "ok"
except TypeError as e:
    r_init_false = type(e).__name__
c2 = AttnCfg(Mode.PREFILL, 4)
r_c2 = (c2.mode.value, c2.chunk, c2.heads)
r_eq = AttnCfg(mode, chunk) == c
