# probe: __mro_entries__ on a non-class base substitutes bases; __orig_bases__ kept; types.resolve_bases
# inputs
v = 1
# body
import types
class Real:
    tag = "real"
class Proxy:
    def __mro_entries__(self, bases):
        return (Real,)
class Two:
    def __mro_entries__(self, bases):
        return ()
class C(Proxy(), Two()):
    pass
r_bases = [b.__name__ for b in C.__bases__]
r_tag = C.tag
r_orig = [type(b).__name__ for b in C.__orig_bases__]
r_resolve = [b.__name__ for b in types.resolve_bases((Proxy(), int))]
try:
    class D(5):
        pass
except TypeError as e:
    r_bad = type(e).__name__
try:
    type("E", (Proxy(),), {})
except TypeError as e:
    r_type_call = type(e).__name__
