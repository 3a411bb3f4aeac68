# probe: str() on objects with only __repr__, only __str__, neither (class name shown), classes and builtins' own text
# inputs
k = 3
# body
class OnlyRepr:
    def __repr__(self):
        return "R!"
class OnlyStr:
    def __str__(self):
        return "S!"
class Sub(OnlyRepr):
    pass
r_only_repr = (str(OnlyRepr()), repr(OnlyRepr()), f"{OnlyRepr()}", "%s" % OnlyRepr())
r_only_str = (str(OnlyStr()), f"{OnlyStr()}", "%s" % OnlyStr(), "{}".format(OnlyStr()))
r_sub = (str(Sub()), f"{Sub()!s}{Sub()!r}")
r_repr_starts = repr(OnlyStr()).startswith("<")
r_types = (str(int), str(type(k)), repr(str), str(None.__class__))
r_builtins = (str(len).startswith("<built-in function len"), repr(print)[:9])
r_numbers = (str(k), str(-k), str(k / 2), str(k // 2), str(10 ** 20), str(2 ** 63))
