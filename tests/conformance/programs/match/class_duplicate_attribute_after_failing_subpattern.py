# probe: a class pattern naming an attribute twice (positionally through __match_args__, then by keyword) raises TypeError even when the positional sub-pattern would fail: attributes are gathered before any sub-pattern is matched
# inputs
value = 1
# body
class T:
    __match_args__ = ("a",)
    def __init__(self, a):
        self.a = a
try:
    match T(value):
        case T(2, a=1):
            r_dup = "matched"
        case _:
            r_dup = "no match"
except TypeError as e:
    r_dup = type(e).__name__
try:
    match T(value):
        case T(a=2):
            r_plain = "two"
        case T(1):
            r_plain = "one"
except TypeError as e:
    r_plain = type(e).__name__
try:
    match 5:
        case T(2, a=1):
            r_not_instance = "matched"
        case _:
            r_not_instance = "no match"
except TypeError as e:
    r_not_instance = type(e).__name__
