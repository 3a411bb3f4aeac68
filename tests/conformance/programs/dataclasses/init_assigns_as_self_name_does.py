# probe: a dataclass's __init__ assigns its fields as `self.name = value` does: through a frozen base's __setattr__, the class's own __setattr__ or a data descriptor (a frozen dataclass's own __init__ sets them directly)
# inputs
n = 3
# body
from dataclasses import dataclass, FrozenInstanceError
log = []
@dataclass(frozen=True)
class Shut:
    a: int = 1
@dataclass
class Open:
    b: int = 2
    a: int = 1
class Both(Open, Shut):
    pass
try:
    Both(n)
    r_both = "made"
except FrozenInstanceError as err:
    r_both = str(err)
class Mine:
    def __setattr__(self, name, value):
        log.append((name, value))
        object.__setattr__(self, name, value * 10)
@dataclass
class Logged(Mine):
    x: int = 0
    y: int = 0
obj = Logged(n, 4)
r_xy = (obj.x, obj.y)
r_log = list(log)
class Doubling:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return 5
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        setattr(obj, self.name, value * 2)
@dataclass
class WithDesc:
    v: int = Doubling()
r_v = WithDesc(n).v
r_v_default = WithDesc().v
@dataclass(frozen=True)
class FrozenOwn:
    a: int = 1
r_frozen = FrozenOwn(n).a
