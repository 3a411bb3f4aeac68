# probe: a metaclass __new__ sees each class body and can register or modify classes
# inputs
prefix = "auto_"
# body
registry = []
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns[prefix + "name"] = name.lower()
        cls = super().__new__(mcs, name, bases, ns)
        registry.append(name)
        return cls
class Base(metaclass=Meta):
    pass
class Child(Base):
    pass
r_registry = registry
r_attr = Child.auto_name
r_type = type(Child).__name__
r_isinstance = isinstance(Child, Meta)
