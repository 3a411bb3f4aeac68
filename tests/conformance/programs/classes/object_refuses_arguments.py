# probe: `object`'s own `__new__` and `__init__` refuse arguments unless the class overrides the other one: `C(1)` of a class with neither, `super().__init__(x)` reaching `object` from an `__init__`, `super().__new__(cls, x)` from a `__new__`
# inputs
n = 1
# body
def outcome(f):
    try:
        f()
        return "ok"
    except TypeError:
        return "TypeError"
class Plain:
    pass
class Sub(Plain):
    pass
class Init:
    def __init__(self, v):
        super().__init__(v)
class PassesNothing:
    def __init__(self, v):
        super().__init__()
        self.v = v
class New:
    def __new__(cls, v):
        return super().__new__(cls, v)
class NewPlain:
    def __new__(cls, v):
        return super().__new__(cls)
class Later:
    def later(self):
        super().__init__(n)
r_plain = outcome(lambda: Plain(n))
r_plain_kw = outcome(lambda: Plain(x=n))
r_plain_none = outcome(lambda: Plain())
r_sub = outcome(lambda: Sub(n))
r_init = outcome(lambda: Init(n))
r_passes_nothing = outcome(lambda: PassesNothing(n))
r_new = outcome(lambda: New(n))
r_new_plain = outcome(lambda: NewPlain(n))
r_later = outcome(lambda: Later().later())
