# probe: `object.__new__(cls)` by name, and `super().__init__(*a, **kw)` handing on what it was given: `object` refuses anything given, and takes nothing; a `*args` of a length not known is not decided
# inputs
n = 1
args = [2]
# body
def outcome(f):
    try:
        f()
        return "ok"
    except TypeError:
        return "TypeError"
class Plain:
    pass
class NewByName:
    def __new__(cls, *a):
        return object.__new__(cls)
    def later(self):
        super().__init__(n)
class Forward:
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
r_new_by_name = outcome(lambda: NewByName(n))
r_new_by_name_later = outcome(lambda: NewByName(n).later())
r_object_new = outcome(lambda: object.__new__(Plain, n))
r_forward_none = outcome(lambda: Forward())
r_forward = outcome(lambda: Forward(n))
r_forward_kw = outcome(lambda: Forward(k=n))
r_forward_spread = outcome(lambda: Forward(*args))
r_spread_empty = outcome(lambda: Plain(*args[:0]))
