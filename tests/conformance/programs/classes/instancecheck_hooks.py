# probe: __instancecheck__/__subclasscheck__ on a metaclass, __subclasshook__ on an ABC, register(), isinstance with tuples and errors
# inputs
v = 3
# body
import abc
class DuckMeta(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, "quack")
    def __subclasscheck__(cls, sub):
        return hasattr(sub, "quack")
class Duck(metaclass=DuckMeta):
    pass
class Mallard:
    def quack(self):
        return "q"
r_duck = (isinstance(Mallard(), Duck), isinstance(v, Duck), issubclass(Mallard, Duck), issubclass(int, Duck))
r_exact = isinstance(Duck(), Duck)
class Sized(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return hasattr(C, "__len__") or NotImplemented
        return NotImplemented
r_hook = (isinstance([], Sized), isinstance(v, Sized), issubclass(dict, Sized))
class Base(abc.ABC):
    pass
class Unrelated:
    pass
Base.register(Unrelated)
r_register = (isinstance(Unrelated(), Base), issubclass(Unrelated, Base), Base in Unrelated.__mro__)
r_tuple = (isinstance(v, (str, int)), isinstance(v, (str, (float, int))), isinstance(v, ()))
try:
    isinstance(v, "int")
except TypeError as e:
    r_bad_isinstance = str(e)
try:
    issubclass(v, int)
except TypeError as e:
    r_bad_issubclass = str(e)
r_bool_int = (isinstance(True, int), issubclass(bool, int), isinstance(1, bool))
r_type_type = (isinstance(int, type), isinstance(type, type), isinstance(type, object), isinstance(object, type))
