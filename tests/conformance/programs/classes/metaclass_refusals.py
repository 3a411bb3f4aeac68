# probe: what a metaclass refuses: a `__new__` that raises for a class missing a field (caught), a class made by two unrelated metaclasses (CPython's TypeError), a metaclass called as a function, and `__init_subclass__` run inside `type.__new__`, before the rest of `__new__`
# inputs
need = "name"
# body
log = []
class Checked(type):
    def __new__(mcs, name, bases, ns):
        if bases and need not in ns:
            raise TypeError(name + " has no " + need)
        log.append("new " + name)
        cls = super().__new__(mcs, name, bases, ns)
        log.append("made " + name)
        return cls

class Base(metaclass=Checked):
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        log.append("sub " + cls.__name__)

class Good(Base):
    name = "good"

try:
    class Bad(Base):
        pass
    r_bad = "made"
except TypeError as e:
    r_bad = str(e)

r_log = log
r_subs = [c.__name__ for c in Base.__subclasses__()]

class Other(type):
    pass

class O(metaclass=Other):
    pass

try:
    class Both(Good, O):
        pass
    r_conflict = "made"
except TypeError as e:
    r_conflict = type(e).__name__

try:
    made = Other("Dyn", (), {"v": 1})
    r_dyn = made.v
except Exception as e:
    r_dyn = type(e).__name__
