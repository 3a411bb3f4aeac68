# probe: isinstance with nested tuples and unions, callable on several kinds, getattr with a default, hasattr over properties that raise AttributeError or something else
# inputs
x = 3
flag = True
# body
class Prop:
    @property
    def missing(self):
        raise AttributeError("nope")
    @property
    def broken(self):
        raise ValueError("bad")
    @property
    def fine(self):
        return 42
    def __call__(self):
        return 1
class NotCallable:
    pass
p = Prop()
r_isinst = (isinstance(x, (str, (float, int))), isinstance(flag, int), isinstance(x, ()), isinstance(x, int | str), isinstance(None, type(None)), isinstance(flag, (bool,)), isinstance(x, (float, (str, ()))))
r_issub = (issubclass(bool, (str, int)), issubclass(int, int | None), issubclass(Prop, object))
r_callable = (callable(p), callable(Prop), callable(NotCallable()), callable(len), callable(str.upper), callable("s".upper), callable(None), callable(lambda: 0), callable(x))
r_getattr = (getattr(p, "fine"), getattr(p, "missing", "dflt"), getattr(p, "absent", None), getattr(x, "real", 0), getattr(x, "imag"))
r_hasattr = (hasattr(p, "fine"), hasattr(p, "missing"), hasattr(p, "absent"), hasattr(Prop, "missing"), hasattr(x, "bit_length"))
try:
    hasattr(p, "broken")
    r_has_broken = "ok"
except ValueError as e:
    r_has_broken = type(e).__name__
try:
    getattr(p, "broken", None)
    r_get_broken = "ok"
except ValueError as e:
    r_get_broken = type(e).__name__
try:
    isinstance(x, [int])
    r_list_types = "ok"
except TypeError as e:
    r_list_types = type(e).__name__
try:
    isinstance(x, (int, "str"))
    r_str_in_tuple = "ok"
except TypeError as e:
    r_str_in_tuple = type(e).__name__
try:
    getattr(p, 5)
    r_getattr_int = "ok"
except TypeError as e:
    r_getattr_int = type(e).__name__
try:
    getattr(p, "missing")
    r_getattr_raise = "ok"
except AttributeError as e:
    r_getattr_raise = str(e)
