# probe: subclasses of self-matching builtins (int, str, tuple, dict) inherit matching the subject itself in one positional sub-pattern, unless they define __match_args__
# inputs
n = 5
# body
class MyInt(int):
    pass
class MyStr(str):
    pass
class Named(int):
    __match_args__ = ("real", "imag")
class MyTuple(tuple):
    pass
def m(v):
    match v:
        case Named(r, i):
            return ("named", r, i)
        case MyInt(x):
            return ("myint", x, type(x).__name__)
        case MyStr(s):
            return ("mystr", s)
        case MyTuple((a, b)):
            return ("mytuple", a, b)
        case int(x):
            return ("int", x)
        case _:
            return "other"
r_myint = m(MyInt(n))
r_mystr = m(MyStr("hi"))
r_named = m(Named(n))
r_tuple = m(MyTuple((1, 2)))
r_plain = m(n)
r_str = m("hi")
try:
    match MyInt(n):
        case MyInt(a, b):
            r_two = "matched"
except TypeError as e:
    r_two = type(e).__name__
try:
    match Named(n):
        case Named(a, b, c):
            r_three = "matched"
except TypeError as e:
    r_three = type(e).__name__
