# probe: classes named from an input string (type(), namedtuple, Enum functional API, make_dataclass, __name__ assignment): the class objects, their instances and names
# inputs
name = "Made"
# body
from collections import namedtuple
from enum import Enum
from dataclasses import make_dataclass
T = type(name, (), {"k": 1})
t = T()
N = namedtuple(name + "NT", "a")
n = N(1)
E = Enum(name + "E", "A B")
e = E.A
D = make_dataclass(name + "DC", ["x"])
d = D(1)
class Later:
    pass
Later.__name__ = name + "L"
later = Later()
r_names = (T.__name__, N.__name__, E.__name__, D.__name__, Later.__name__)
r_reprs = (repr(n), repr(e), repr(d))
r_type_names = (type(t).__name__, type(later).__name__)
