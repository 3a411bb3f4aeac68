# probe: str(), repr(), format() and f-strings of members of Enum, (str, Enum), (int, Enum), IntEnum, StrEnum
# inputs
width = 6
# body
from enum import Enum, IntEnum, StrEnum
class Color(Enum):
    RED = 1
class Dtype(str, Enum):
    BF16 = "bf16"
class Code(int, Enum):
    OK = 0
class Level(IntEnum):
    HIGH = 3
class Op(StrEnum):
    DECODE = "decode"
r_str = [str(Color.RED), str(Dtype.BF16), str(Code.OK), str(Level.HIGH), str(Op.DECODE)]
r_repr = [repr(Color.RED), repr(Dtype.BF16), repr(Code.OK), repr(Level.HIGH), repr(Op.DECODE)]
r_fstring = [f"{Color.RED}", f"{Dtype.BF16}", f"{Code.OK}", f"{Level.HIGH}", f"{Op.DECODE}"]
r_spec = [f"{Color.RED:>{width}}", f"{Dtype.BF16:<{width}}|", f"{Level.HIGH:0{width}d}", f"{Op.DECODE:^{width}}"]
r_conv = [f"{Color.RED!r}", f"{Dtype.BF16!s}", f"{Level.HIGH!r}"]
r_percent = "%s and %r" % (Color.RED, Level.HIGH)
r_format = "{} {}".format(Dtype.BF16, Op.DECODE)
r_in_list = str([Color.RED, Level.HIGH])
