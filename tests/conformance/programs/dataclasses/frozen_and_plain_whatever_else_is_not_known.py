# probe: a frozen dataclass and a plain one do not derive from each other, whatever else about the classes is not known exactly (a base with its own __repr__, a frozen option given by a value)
# inputs
flag = True
# body
from dataclasses import dataclass, field
class Shown:
    def __repr__(self):
        return "Shown()"
@dataclass(frozen=True)
class Frozen(Shown):
    e: list = field(default_factory=list)
try:
    @dataclass
    class Plain(Frozen):
        b: int = 2
    r_plain = "made"
except TypeError as err:
    r_plain = str(err)
@dataclass
class Open(Shown):
    a: int = 1
try:
    @dataclass(frozen=True)
    class Shut(Open):
        b: int = 2
    r_shut = "made"
except TypeError as err:
    r_shut = str(err)
@dataclass(frozen=flag)
class Maybe:
    a: int = 1
try:
    @dataclass
    class Child(Maybe):
        b: int = 2
    r_child = "made"
except TypeError as err:
    r_child = str(err)
@dataclass(frozen=True)
class Same(Frozen):
    c: int = 3
r_same = Same.__name__
