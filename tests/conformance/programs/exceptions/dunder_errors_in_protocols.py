# probe: errors raised inside or because of dunders: __bool__ raising in if/not/and, __len__ negative or non-int, __iter__ returning a non-iterator, __str__ and __format__ returning non-str, __hash__ None
# inputs
n = -1
# body
class B:
    def __bool__(self):
        raise KeyError("bool")
class L:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v
class I:
    def __iter__(self):
        return 5
class S:
    def __str__(self):
        return 5
    def __format__(self, spec):
        return 5
class H:
    __hash__ = None
def err(f):
    try:
        return ("ok", f())
    except Exception as e:
        return type(e).__name__
r_bool_if = err(lambda: 1 if B() else 0)
r_bool_not = err(lambda: not B())
r_bool_and = err(lambda: B() and 1)
r_bool_or_short = err(lambda: 1 or B())
r_len_neg = err(lambda: len(L(n)))
r_len_str = err(lambda: len(L("3")))
r_len_bool = err(lambda: bool(L(n)))
r_len_zero = err(lambda: bool(L(0)))
r_iter = err(lambda: list(I()))
r_str = err(lambda: str(S()))
r_fmt = err(lambda: f"{S()}")
r_fmt_spec = err(lambda: format(S(), "x"))
r_hash = err(lambda: {H(): 1})
r_hash_in = err(lambda: H() in [1])
