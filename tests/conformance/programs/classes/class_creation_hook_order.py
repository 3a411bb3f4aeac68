# probe: order of class-creation hooks: __set_name__ before __init_subclass__, decorators after both, metaclass __new__/__init__ around them
# inputs
tag = "x"
# body
order = []
class Attr:
    def __set_name__(self, owner, name):
        order.append(("set_name", owner.__name__, name))
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        order.append(("meta new", name, sorted(kw)))
        return super().__new__(mcls, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        order.append(("meta init", name))
        super().__init__(name, bases, ns)
class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        order.append(("init_subclass", cls.__name__, sorted(kw)))
def deco(cls):
    order.append(("decorator", cls.__name__))
    return cls
@deco
class Child(Base, flavor=tag):
    a = Attr()
    order.append(("body", "Child"))
    b = Attr()
r_order = order
r_meta = type(Child).__name__
