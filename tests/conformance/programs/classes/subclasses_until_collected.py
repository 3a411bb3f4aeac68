# probe: a class no longer reachable (made in a function, or whose `__init_subclass__` raised) stays among its base's `__subclasses__()` until CPython's garbage collector frees it: not known when
# inputs
n = 0
# body
class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
def make():
    class Tmp(Base):
        pass
make()
r_after_function = [c.__name__ for c in Base.__subclasses__()]
class Other:
    pass
try:
    class Refused(Other, tag=1):
        pass
except TypeError:
    pass
r_after_refused = [c.__name__ for c in Other.__subclasses__()]
class Kept(Other):
    pass
r_n = n
