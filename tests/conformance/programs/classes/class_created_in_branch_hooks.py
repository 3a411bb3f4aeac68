# probe: a class statement inside an if on an input: __init_subclass__ and __set_name__ run only when it is created; the registry and names after
# inputs
make = True
# body
reg = []
names = []
class D:
    def __set_name__(self, owner, name):
        names.append((owner.__name__, name))
class Base:
    def __init_subclass__(cls, **kw):
        reg.append(cls.__name__)
if make:
    class A(Base):
        d = D()
class B(Base):
    e = D()
r_reg = list(reg)
r_names = list(names)
r_has_a = "A" in globals()
r_subs = [c.__name__ for c in Base.__subclasses__()]
