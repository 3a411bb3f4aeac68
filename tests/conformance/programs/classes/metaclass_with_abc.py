# probe: a registry metaclass derived from `ABCMeta` (as one beside `abc.ABC` must be): its classes are registered and are ABCs (abstract methods refuse instantiation); a metaclass derived from `type` alone beside `ABC`, or `metaclass=ABCMeta` beside a base made by one, is CPython's metaclass conflict
# inputs
label = "v"
# body
from abc import ABC, ABCMeta, abstractmethod
class RegistryMeta(ABCMeta):
    registry = {}
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        if bases:
            mcs.registry[name.lower() + label] = cls
        return cls
class Scenario(ABC, metaclass=RegistryMeta):
    @abstractmethod
    def run(self):
        ...
class Decode(Scenario):
    def run(self):
        return "decode" + label
class Partial(Scenario):
    pass
r_keys = sorted(RegistryMeta.registry)
r_run = RegistryMeta.registry["decode" + label]().run()
try:
    Partial()
    r_partial = "made"
except TypeError as e:
    r_partial = type(e).__name__
r_isinstance = isinstance(Decode(), Scenario)
class Plain(type):
    pass
try:
    class Mixed(ABC, metaclass=Plain):
        pass
    r_mixed = "made"
except TypeError as e:
    r_mixed = type(e).__name__
class Made(metaclass=Plain):
    pass
try:
    class Other(Made, metaclass=ABCMeta):
        pass
    r_other = "made"
except TypeError as e:
    r_other = type(e).__name__
