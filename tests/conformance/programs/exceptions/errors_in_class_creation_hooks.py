# probe: an exception in __set_name__ is wrapped in RuntimeError (3.11) with the original as __cause__; one in __init_subclass__ or a class decorator propagates as is; the class name stays unbound
# inputs
bad = "x"
# body
class Desc:
    def __set_name__(self, owner, name):
        if name == bad:
            raise ValueError(name)
        self.name = name
try:
    class WithDesc:
        x = Desc()
except Exception as e:
    r_set_name = (type(e).__name__, type(e.__cause__).__name__)
r_bound = "WithDesc" in globals()
class Fine:
    y = Desc()
r_fine = Fine.y.name
class Base:
    def __init_subclass__(cls, **kw):
        if kw.get("fail"):
            raise KeyError(cls.__name__)
try:
    class Child(Base, fail=True):
        pass
except Exception as e:
    r_init_subclass = (type(e).__name__, e.args)
r_child_bound = "Child" in globals()
def deco(cls):
    raise TypeError(cls.__name__)
try:
    @deco
    class Decorated:
        pass
except TypeError as e:
    r_deco = e.args
r_deco_bound = "Decorated" in globals()
