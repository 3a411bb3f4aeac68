# probe: a registry hook __init_subclass__ added to a base after some subclasses exist only registers later subclasses; __set_name__ runs only at class creation
# inputs
tag = "x"
# body
REG = []
class Base:
    pass
class Early(Base):
    pass
def hook(cls, **kw):
    REG.append(cls.__name__)
Base.__init_subclass__ = classmethod(hook)
class Late(Base):
    pass
class Later(Late):
    pass
r_reg = REG
class Named:
    def __set_name__(self, owner, name):
        self.name = owner.__name__ + "." + name
class Holder:
    a = Named()
Holder.b = Named()
r_a = Holder.a.name
r_b = getattr(Holder.b, "name", "unset")
r_tag = tag
