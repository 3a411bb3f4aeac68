# probe: isinstance/issubclass with nested tuples, bool is int, a metaclass __instancecheck__/__subclasscheck__, non-class second argument raises TypeError
# inputs
v = True
# body
class Meta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, str) and obj.startswith("q")
    def __subclasscheck__(cls, sub):
        return sub is int
class Q(metaclass=Meta):
    pass
r_nested = isinstance(v, (str, (float, (int,))))
r_bool_int = (isinstance(v, int), issubclass(bool, int), issubclass(bool, (str, int)))
r_inst = (isinstance("quux", Q), isinstance("abc", Q), isinstance(Q(), Q))
r_sub = (issubclass(int, Q), issubclass(str, Q), issubclass(Q, Q))
r_tuple_meta = isinstance("qq", (int, Q))
try:
    isinstance(v, 3)
except TypeError as e:
    r_err = type(e).__name__
try:
    issubclass(3, int)
except TypeError as e:
    r_err2 = type(e).__name__
r_empty = isinstance(v, ())
