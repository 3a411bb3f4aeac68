# probe: abstract property and abstract classmethod in an ABC, subclass providing a plain class attribute satisfies the property, registered virtual subclass
# inputs
val = 7
# body
from abc import ABC, abstractmethod
class Op(ABC):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
class Add(Op):
    name = "add"
    @classmethod
    def make(cls):
        return cls()
class NoMake(Op):
    name = "nomake"
try:
    NoMake()
    r_nomake = "ok"
except TypeError as e:
    r_nomake = type(e).__name__
r_add = Add.make().name
class Virtual:
    pass
Op.register(Virtual)
r_virtual = (isinstance(Virtual(), Op), issubclass(Virtual, Op), Op in Virtual.__mro__)
r_abs = sorted(Op.__abstractmethods__)
class Computed(Op):
    @property
    def name(self):
        return "c%d" % val
    @classmethod
    def make(cls):
        return cls()
r_computed = Computed.make().name
