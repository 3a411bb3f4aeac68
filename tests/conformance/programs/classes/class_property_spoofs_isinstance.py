# probe: an instance whose __class__ is a property: isinstance consults __class__ after the real type; type() is unaffected
# inputs
v = 1
# body
class Fake:
    @property
    def __class__(self):
        return int
f = Fake()
r_isinst_int = isinstance(f, int)
r_isinst_fake = isinstance(f, Fake)
r_type = type(f).__name__
r_dunder = f.__class__.__name__
r_str = isinstance(f, str)
r_tuple = isinstance(f, (str, int))
class Plain:
    pass
p = Plain()
r_plain = (p.__class__ is Plain, isinstance(p, object))
