# probe: __init_subclass__ is an implicit classmethod; base's own creation does not call it; grandchildren call the nearest one
# inputs
tag = "t"
# body
calls = []
class Base:
    def __init_subclass__(cls, **kw):
        calls.append(("Base", cls.__name__, sorted(kw)))
        super().__init_subclass__()
class Mid(Base, extra=tag):
    def __init_subclass__(cls, **kw):
        calls.append(("Mid", cls.__name__))
        super().__init_subclass__(**kw)
class Leaf(Mid, k=1):
    pass
r_calls = list(calls)
r_is_cm = type(Base.__dict__["__init_subclass__"]).__name__
class Other:
    pass
r_default = Other.__init_subclass__() is None
