# probe: a metaclass's `__new__` reading its bases' `__subclasses__()` before and after `super().__new__`: the class is among them only once `type.__new__` has made it
# inputs
tag = "x"
# body
class Meta(type):
    def __new__(mcs, name, bases, ns):
        before = [c.__name__ for b in bases for c in b.__subclasses__()]
        cls = super().__new__(mcs, name, bases, ns)
        after = [c.__name__ for b in bases for c in b.__subclasses__()]
        log.append((name + tag, before, after))
        return cls
log = []
class Base(metaclass=Meta):
    pass
class A(Base):
    pass
class B(Base):
    pass
r_log = log
