# probe: __instancecheck__ returning a non-bool is converted to bool; ABC __subclasshook__ returning True/False/NotImplemented; register()
# inputs
v = 3
# body
import abc
class Meta(type):
    def __instancecheck__(cls, inst):
        return "yes" if inst == v else 0
class Odd(metaclass=Meta):
    pass
r_str = isinstance(v, Odd)
r_zero = isinstance(0, Odd)
class Quacks(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Quacks:
            if hasattr(C, "quack"):
                return True
            if hasattr(C, "no"):
                return False
        return NotImplemented
class Duck:
    def quack(self):
        pass
class NotDuck:
    no = 1
class Plain:
    pass
r_duck = (issubclass(Duck, Quacks), isinstance(Duck(), Quacks))
r_not = issubclass(NotDuck, Quacks)
Quacks.register(Plain)
r_plain = isinstance(Plain(), Quacks)
Quacks.register(NotDuck)
r_not_after_register = issubclass(NotDuck, Quacks)
class Sub(Quacks):
    pass
r_sub = issubclass(Sub, Quacks)
