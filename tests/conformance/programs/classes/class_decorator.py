# probe: class decorators: registering, adding attributes, replacing the class
# inputs
tag = "gemm"
# body
REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.registered_as = name
        return cls
    return deco
def add_repr(cls):
    cls.__repr__ = lambda self: f"<{cls.__name__}>"
    return cls
@register(tag)
@add_repr
class Gemm:
    pass
@register("attn")
class Attn:
    pass
r_keys = list(REGISTRY)
r_attr = Gemm.registered_as
r_repr = repr(Gemm())
def replace(cls):
    return "replaced"
@replace
class Gone:
    pass
r_gone = Gone
