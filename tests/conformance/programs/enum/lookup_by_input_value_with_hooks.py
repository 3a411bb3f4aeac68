# probe: member lookup by an input value: a hit, a miss through _missing_ (logged), Flag combination built from an input, IntEnum from an input
# inputs
code = 404
bits = 6
# body
from enum import Enum, IntEnum, Flag
log = []
class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404
    @classmethod
    def _missing_(cls, value):
        log.append(value)
        return cls.OK
class F(Flag):
    A = 1
    B = 2
    C = 4
r_hit = Status(code).name
r_miss = Status(code + 1).name
r_flag = [m.name for m in F(bits)]
r_flag_val = F(bits).value
r_log = list(log)
r_cmp = Status(code) == code
