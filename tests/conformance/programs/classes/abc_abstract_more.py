# probe: abc: abstract properties and class methods, ABCMeta as metaclass, what a subclass leaves abstract
# inputs
v = 4
# body
import abc
from abc import ABC, ABCMeta, abstractmethod
class Base(metaclass=ABCMeta):
    @property
    @abstractmethod
    def size(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @abstractmethod
    def run(self): ...
class Half(Base):
    @property
    def size(self):
        return v
class Full(Half):
    @classmethod
    def make(cls):
        return cls()
    def run(self):
        return self.size * 2
def attempt(cls):
    try:
        cls()
        return "made"
    except TypeError as e:
        return type(e).__name__
r_base = attempt(Base)
r_half = attempt(Half)
r_full = Full.make().run()
r_abstract_base = sorted(Base.__abstractmethods__)
r_abstract_half = sorted(Half.__abstractmethods__)
r_abstract_full = sorted(Full.__abstractmethods__)
class Plain:
    @abstractmethod
    def f(self): ...
r_plain = attempt(Plain)
class Marked(abc.ABC):
    pass
r_marked = attempt(Marked)
r_mro = [c.__name__ for c in Full.__mro__]
r_isinstance = (isinstance(Full(), Base), isinstance(Full(), ABC), issubclass(Half, Base))
class Mixed:
    @abstractmethod
    def g(self): ...
class MixedAbc(Mixed, ABC):
    pass
r_mixed = (attempt(MixedAbc), sorted(MixedAbc.__abstractmethods__))
