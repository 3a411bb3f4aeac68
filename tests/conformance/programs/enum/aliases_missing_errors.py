# probe: enum aliases in lookup and __members__; _missing_ returning a wrong value; Enum subclassing; name/value lookups that fail
# inputs
value = 1
name = "RED"
# body
from enum import Enum, unique
class Color(Enum):
    RED = 1
    CRIMSON = 1
    BLUE = 2
r_alias = (Color.CRIMSON is Color.RED, Color.CRIMSON.name, Color(value).name, Color["CRIMSON"].name)
r_members = list(Color.__members__)
r_iter = [c.name for c in Color]
r_len = len(Color)
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
except ValueError as e:
    r_unique = str(e)
class Weird(Enum):
    A = 1
    @classmethod
    def _missing_(cls, v):
        return "not a member"
try:
    Weird(5)
except Exception as e:
    r_wrong_missing = (type(e).__name__, str(e))
class Raising(Enum):
    A = 1
    @classmethod
    def _missing_(cls, v):
        raise KeyError("custom")
try:
    Raising(5)
except Exception as e:
    r_raising = type(e).__name__
try:
    class More(Color):
        GREEN = 3
except TypeError as e:
    r_extend = str(e)
class NoMembers(Enum):
    def describe(self):
        return self.name.lower()
class Sub(NoMembers):
    X = 1
r_sub = Sub.X.describe()
try:
    Color(3)
except ValueError as e:
    r_bad_value = str(e)
try:
    Color["red"]
except KeyError as e:
    r_bad_name = str(e)
r_getattr = getattr(Color, name).value
r_value_map = sorted(Color._value2member_map_)
