# probe: replacing a method on the class after a bound method was taken: the bound method keeps the old function, new lookups see the new one (also on existing instances); deleting it falls back to the base class; an instance attribute shadows both
# inputs
v = 2
# body
class Base:
    def m(self):
        return "base"
class A(Base):
    def m(self):
        return "A v1"
a = A()
bound = a.m
def v2(self):
    return "A v2"
A.m = v2
r_after_replace = (bound(), a.m(), A().m())
del A.m
r_after_delete = (a.m(), bound())
a.m = lambda: "instance"
r_instance_shadow = (a.m(), A().m())
del a.m
Base.m = lambda self: "base replaced"
r_base_replaced = a.m()
A.m = staticmethod(lambda: "static now")
r_static_swap = (a.m(), A.m())
A.m = classmethod(lambda cls: cls.__name__)
r_classmethod_swap = a.m()
A.m = property(lambda self: "property now")
r_property_swap = a.m
