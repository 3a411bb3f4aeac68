# probe: Enum class bodies: a duplicate member name TypeError, @unique ValueError on aliases, _ignore_, names starting with underscore are not members, methods/descriptors not members, a nested class
# inputs
v = 2
# body
import enum
try:
    class Dup(enum.Enum):
        A = 1
        A = 2
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
try:
    @enum.unique
    class U(enum.Enum):
        A = 1
        B = 1
    r_unique = "ok"
except ValueError as e:
    r_unique = type(e).__name__
class Ig(enum.Enum):
    _ignore_ = ["tmp"]
    tmp = 5
    A = v
    _private = 3
    def method(self):
        return self.value * 10
    @property
    def double(self):
        return self.value * 2
    lam = lambda self: 0
r_members = list(Ig.__members__)
r_method = Ig.A.method()
r_double = Ig.A.double
r_tmp = hasattr(Ig, "tmp")
r_private = Ig._private if not isinstance(Ig._private, Ig) else "member"
try:
    class Bad(enum.Enum):
        mro = 1
    r_mro_name = "ok"
except ValueError as e:
    r_mro_name = type(e).__name__
class Auto(enum.Enum):
    X = enum.auto()
    Y = v * 10
    Z = enum.auto()
r_auto = [m.value for m in Auto]
