# probe: __class_getitem__ implicit classmethod, inherited by subclasses, tuple arguments, instances not subscriptable, Generic aliases
# inputs
arg = int
# body
from typing import Generic, TypeVar
class Box:
    def __class_getitem__(cls, item):
        return (cls.__name__, item if not isinstance(item, tuple) else len(item))
class SubBox(Box):
    pass
r_box = Box[arg]
r_sub = SubBox["x"]
r_tuple = Box[int, str, float]
r_kind = type(Box.__dict__["__class_getitem__"]).__name__
try:
    Box()[0]
except TypeError as e:
    r_instance = str(e)
class Plain:
    pass
try:
    Plain[int]
except TypeError as e:
    r_plain = str(e)
T = TypeVar("T")
class G(Generic[T]):
    def __init__(self, v):
        self.v = v
alias = G[arg]
r_alias = (alias.__origin__ is G, alias.__args__ == (arg,), alias(5).v, type(alias(5)).__name__)
r_params = G.__parameters__ == (T,)
try:
    G[int, str]
except TypeError as e:
    r_too_many = type(e).__name__
r_list_alias = (list[int].__origin__ is list, repr(list[int]), list[int]([1, 2]))
r_dict_alias = repr(dict[str, list[int]])
r_isinst = isinstance([], list)
try:
    isinstance([], list[int])
except TypeError as e:
    r_isinst_alias = str(e)
