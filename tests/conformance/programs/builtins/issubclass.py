# probe: issubclass over classes, tuples, object, built-in types, exceptions, ABCs and a metaclass's check
# inputs
pick = 1
# body
import abc
class Base:
    pass
class Mid(Base):
    pass
class Leaf(Mid):
    pass
class Other:
    pass
class Err(ValueError):
    pass
class Api(abc.ABC):
    @abc.abstractmethod
    def run(self):
        ...
class Impl(Api):
    def run(self):
        return 1
class Loose:
    def run(self):
        return 2
class Meta(type):
    def __subclasscheck__(cls, sub):
        return True
class Any_(metaclass=Meta):
    pass
r_chain = (issubclass(Leaf, Base), issubclass(Base, Leaf), issubclass(Leaf, Leaf), issubclass(Other, Base))
r_tuple = (issubclass(Leaf, (Other, Mid)), issubclass(Other, (Mid, Leaf)))
r_object = (issubclass(Leaf, object), issubclass(int, object))
r_builtin = (issubclass(bool, int), issubclass(int, bool), issubclass(str, str), issubclass(list, tuple))
r_class_vs_builtin = issubclass(Leaf, int)
r_exc = (issubclass(Err, ValueError), issubclass(Err, Exception), issubclass(Err, KeyError), issubclass(Base, Exception))
r_abc = (issubclass(Impl, Api), issubclass(Loose, Api))
r_pick = issubclass([Base, Mid, Leaf][pick], Mid)
registry = {c.__name__: c for c in [Base, Mid, Leaf, Other] if issubclass(c, Base) and c is not Base}
r_registry = sorted(registry)
Api.register(Loose)
r_abc_registered = issubclass(Loose, Api)
r_meta = issubclass(Other, Any_)
try:
    issubclass(Leaf(), Base)
except TypeError as e:
    r_not_class = type(e).__name__
