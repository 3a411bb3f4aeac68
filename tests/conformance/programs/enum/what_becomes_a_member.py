# probe: which class-body names become enum members: functions, descriptors, nested classes, dunders, _sunder_ names; bool of zero-valued members
# inputs
z = 0
# body
from enum import Enum, IntEnum, Flag
class Mixed(Enum):
    A = 1
    func = lambda self: "method"
    @property
    def prop(self):
        return "prop " + self.name
    @staticmethod
    def st():
        return "static"
    class Nested:
        pass
    __dunder__ = 5
    B = (1, 2)
    C = [3]
r_members = list(Mixed.__members__)
r_func = Mixed.A.func()
r_prop = Mixed.B.prop
r_st = Mixed.st()
r_nested = type(Mixed.__dict__["Nested"]).__name__
r_dunder = Mixed.__dunder__
r_c_value = Mixed.C.value
class Zero(IntEnum):
    OFF = 0
    ON = 1
r_bool_int = (bool(Zero.OFF), bool(Zero.ON), Zero(z).name, "on" if Zero.OFF else "off")
class PlainZero(Enum):
    OFF = 0
r_bool_plain = bool(PlainZero.OFF)
class Perm(Flag):
    NONE = 0
    R = 1
    W = 2
r_flag_zero = (Perm(z).name, bool(Perm.NONE), Perm.NONE in Perm.R, list(Perm.__members__), [m.name for m in Perm])
class Same(Enum):
    A = 1
class Other(Enum):
    A = 1
r_cross = (Same.A == Other.A, Same.A.value == Other.A.value, Same.A == 1)
try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e:
    r_dup_name = str(e)
try:
    class Reserved(Enum):
        _sunder_ = 1
except ValueError as e:
    r_sunder = str(e)
try:
    class Ordered(Enum):
        _order_ = "B A"
        A = 1
        B = 2
except TypeError as e:
    r_order = type(e).__name__
