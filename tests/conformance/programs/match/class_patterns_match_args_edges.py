# probe: class patterns: positional sub-patterns without __match_args__, too many for __match_args__, a keyword naming a missing attribute, builtin self-matching classes, __match_args__ naming a property, subclass matching
# inputs
val = 5
# body
class NoArgs:
    def __init__(self, a):
        self.a = a
class Two:
    __match_args__ = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b
class Prop:
    __match_args__ = ("double",)
    def __init__(self, v):
        self.v = v
    @property
    def double(self):
        return self.v * 2
class Sub(Two):
    pass
def m(o):
    match o:
        case NoArgs(a=1):
            return "a is one"
        case NoArgs(missing=1):
            return "missing"
        case NoArgs():
            return ("noargs", o.a)
        case Sub(x, y):
            return ("sub", x, y)
        case Two(x, b=2):
            return ("two b=2", x)
        case Two(x, y):
            return ("two", x, y)
        case Prop(10):
            return "prop ten"
        case Prop(d):
            return ("prop", d)
        case int(i) if i > 3:
            return ("int>3", i)
        case bool(b):
            return ("bool", b)
        case int(i):
            return ("int", i)
        case str() | bytes():
            return "text"
        case _:
            return "other"
r_noargs1 = m(NoArgs(1))
r_noargs2 = m(NoArgs(val))
r_sub = m(Sub(1, 2))
r_two_b2 = m(Two(val, 2))
r_two = m(Two(val, 3))
r_prop10 = m(Prop(val))
r_prop = m(Prop(1))
r_int_big = m(val)
r_bool = m(True)
r_int = m(2)
r_text = (m("s"), m(b"b"))
r_other = m(1.5)
try:
    match NoArgs(1):
        case NoArgs(x):
            r_pos_without = ("matched", x)
except TypeError as e:
    r_pos_without = ("TypeError", str(e))
try:
    match Two(1, 2):
        case Two(x, y, z):
            r_too_many = "matched"
except TypeError as e:
    r_too_many = ("TypeError", str(e))
try:
    match Two(1, 2):
        case Two(x, a=3):
            r_dup = "matched"
except TypeError as e:
    r_dup = ("TypeError", str(e))
try:
    match 5:
        case int(x, y):
            r_int_two = "matched"
except TypeError as e:
    r_int_two = ("TypeError", str(e))
class BadArgs:
    __match_args__ = ["a"]
    a = 1
try:
    match BadArgs():
        case BadArgs(x):
            r_list_match_args = ("matched", x)
except TypeError as e:
    r_list_match_args = ("TypeError", str(e))
notaclass = len
try:
    match 1:
        case notaclass():
            r_not_class = "matched"
except TypeError as e:
    r_not_class = ("TypeError", str(e))
