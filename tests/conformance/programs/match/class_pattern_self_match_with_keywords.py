# probe: a self-matching builtin class pattern (int, str, float, tuple, dict) with one positional sub-pattern and keyword sub-patterns: the keywords are still matched against attributes; a tuple of classes is not a class (TypeError)
# inputs
n = 3
# body
def m(v):
    match v:
        case int(x, real=5):
            return ("int real 5", x)
        case int(x, imag=0, numerator=num) if num > 100:
            return ("big", x)
        case int(x, denominator=1):
            return ("int", x)
        case str(s, upper=_, isdigit=_) if s == s.upper():
            return ("upper str", s)
        case str(s, missing=_):
            return ("str missing", s)
        case str(s):
            return ("str", s)
        case float(f, real=0.5):
            return ("float half", f)
        case float(f, real=2.5):
            return ("float", f)
        case tuple((a, b), count=_):
            return ("tuple", a, b)
    return "none"
r_int = m(n)
r_five = m(5)
r_big = m(n * 100)
r_str_upper = m("AB")
r_str_lower = m("ab")
r_float = m(2.5)
r_tuple = m((n, n))
class Types:
    NUMS = (int, float)
try:
    match n:
        case Types.NUMS():
            r_tuple_class = "matched"
        case _:
            r_tuple_class = "no match"
except TypeError as e:
    r_tuple_class = type(e).__name__
