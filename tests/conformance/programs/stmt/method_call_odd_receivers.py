# probe: calling methods with odd receivers and keywords: self passed by keyword as well (TypeError), a plain function's method called on another class's object (allowed), a builtin method on the wrong type (TypeError), __call__ set on the instance (ignored), __init__ called again
# inputs
v = 2
# body
class A:
    def __init__(self, x):
        self.x = x
    def m(self, y=0):
        return ("A.m", self.x, y)
class B:
    x = "B's x"
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
a = A(v)
r_self_kw = err(lambda: a.m(self=a))
r_class_self_kw = err(lambda: A(self=1))
r_foreign_self = A.m(B(), 5)
r_builtin_wrong_type = err(lambda: str.upper(v))
r_builtin_right_type = str.upper("ab")
r_list_method = err(lambda: list.append((), 1))
a.__call__ = lambda: "instance call"
r_instance_call = err(lambda: a())
r_explicit_dunder = a.__call__()
A.__init__(a, 99)
r_reinit = a.x
r_init_returns = A.__init__(a, 1)
r_unbound_missing_self = err(lambda: A.m())
r_bound_extra = err(lambda: a.m(1, 2))
