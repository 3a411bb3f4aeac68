# probe: an Enum with members cannot be subclassed (TypeError); an Enum without members can; duplicate member names raise TypeError; unique decorator raises ValueError on aliases
# inputs
v = 1
# body
from enum import Enum, unique
class Base(Enum):
    def describe(self):
        return f"{self.name}={self.value}"
class Child(Base):
    A = v
    B = 2
r_desc = Child.A.describe()
try:
    class GrandChild(Child):
        C = 3
except TypeError as e:
    r_sub_err = type(e).__name__
try:
    class Dup(Enum):
        A = 1
        A = 2
except TypeError as e:
    r_dup_err = type(e).__name__
try:
    @unique
    class U(Enum):
        A = v
        B = 1
except ValueError as e:
    r_unique_err = type(e).__name__
@unique
class Fine(Enum):
    A = v
    B = v + 1
r_fine = [m.value for m in Fine]
r_isinst = (isinstance(Child.A, Base), issubclass(Child, Enum))
