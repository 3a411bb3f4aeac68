# probe: class decorators: order, returning another object, replacing the class, decorating with a registry and a wrapper class
# inputs
prefix = "p"
# body
order = []
def first(cls):
    order.append(("first", cls.__name__))
    cls.first = True
    return cls
def second(cls):
    order.append(("second", cls.__name__))
    return cls
def with_arg(name):
    def deco(cls):
        cls.name = prefix + name
        return cls
    return deco
@second
@first
@with_arg("x")
class K:
    pass
r_order = order
r_k = (K.first, K.name)
def to_string(cls):
    return cls.__name__ + "!"
@to_string
class Gone:
    pass
r_gone = Gone
def subclass_it(cls):
    class Wrapped(cls):
        wrapped = True
    return Wrapped
@subclass_it
class Inner:
    def hello(self):
        return "hi"
r_wrapped = (Inner.__name__, Inner.wrapped, Inner().hello(), Inner.__mro__[1].__name__)
registry = {}
def register(cls):
    registry[cls.__name__] = cls
    return cls
@register
class One:
    pass
@register
class Two(One):
    pass
r_registry = sorted(registry)
def returns_none(cls):
    registry["none"] = cls.__name__
@returns_none
class Nothing:
    pass
r_nothing = Nothing
