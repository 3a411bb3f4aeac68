# probe: which class each failing call raises: calling non-callables, wrong argument counts and unknown keywords for functions and builtins, isinstance with a non-class, getattr and setattr on builtins
# inputs
n = 1
# body
def err(f):
    try:
        return ("ok", f())
    except Exception as e:
        return type(e).__name__
def two(a, b):
    return a + b
def kw_only(*, k):
    return k
class C:
    __slots__ = ("x",)
r_calls_0 = err(lambda: None())
r_calls_1 = err(lambda: n())
r_calls_2 = err(lambda: two(1))
r_calls_3 = err(lambda: two(1, 2, 3))
r_calls_4 = err(lambda: two(1, c=2))
r_calls_5 = err(lambda: two(1, a=2))
r_calls_6 = err(lambda: kw_only(1))
r_calls_7 = err(lambda: kw_only())
r_calls_8 = err(lambda: len())
r_calls_9 = err(lambda: len([], []))
r_calls_10 = err(lambda: int(x=1))
r_calls_11 = err(lambda: sorted([], reverse=None))
r_calls_12 = err(lambda: sorted([], k=1))
r_types_0 = err(lambda: isinstance(n, 1))
r_types_1 = err(lambda: issubclass(n, int))
r_types_2 = err(lambda: issubclass(int, (int, 1)))
r_types_3 = err(lambda: isinstance(n, (str, (int,))))
r_types_4 = err(lambda: abs("x"))
r_types_5 = err(lambda: round("x"))
r_types_6 = err(lambda: chr(-1))
r_types_7 = err(lambda: chr("a"))
r_types_8 = err(lambda: ord("ab"))
r_types_9 = err(lambda: ord(""))
r_types_10 = err(lambda: int("12", 1))
r_types_11 = err(lambda: int(12, 10))
r_types_12 = err(lambda: bytes(-1))
r_types_13 = err(lambda: bytes("x"))
r_types_14 = err(lambda: float("1,5"))
r_types_15 = err(lambda: int("1.5"))
r_attrs_0 = err(lambda: getattr(n, "nope"))
r_attrs_1 = err(lambda: setattr(n, "x", 1))
r_attrs_2 = err(lambda: setattr(C(), "y", 1))
r_attrs_3 = err(lambda: C().x)
r_attrs_4 = err(lambda: delattr(C(), "x"))
r_attrs_5 = err(lambda: getattr(n, 5))
r_attrs_6 = err(lambda: object().__dict__)
