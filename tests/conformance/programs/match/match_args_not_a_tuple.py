# probe: __match_args__ must be exactly a tuple of strings: a str, a list, a tuple subclass are TypeErrors (only when a positional sub-pattern is used); a non-str element is a TypeError
# inputs
val = 7
# body
class TS(tuple):
    pass
def build(ma):
    class C:
        __match_args__ = ma
        a = val
        b = 2
    return C
def attempt(ma, kw=False):
    C = build(ma)
    try:
        if kw:
            match C():
                case C(a=x):
                    return ("kw", x)
        else:
            match C():
                case C(x):
                    return ("pos", x)
        return "no match"
    except TypeError as e:
        return type(e).__name__
r_tuple = attempt(("a",))
r_str = attempt("ab")
r_list = attempt(["a"])
r_subclass = attempt(TS(("a",)))
r_str_kw = attempt("ab", kw=True)
r_int_elem = attempt((1,))
r_empty = attempt(())
r_none = attempt(None)
