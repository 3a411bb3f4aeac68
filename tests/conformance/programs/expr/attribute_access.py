# probe: attribute reads, nested, on classes and instances, AttributeError
# inputs
val = 3
# body
class Inner:
    z = "inner"
class Outer:
    inner = Inner()
    def __init__(self, v):
        self.v = v
o = Outer(val)
r_v = o.v
r_nested = o.inner.z
r_class_attr = Outer.inner.z
o.extra = [1]
r_extra = o.extra
r_method_attr = "abc".upper.__name__
try:
    o.missing
    r_missing = None
except AttributeError as e:
    r_missing = type(e).__name__
