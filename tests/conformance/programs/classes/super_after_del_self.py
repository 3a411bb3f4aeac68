# probe: zero-argument super() after del self: the first local is unbound, RuntimeError
# inputs
v = 5
# body
class A:
    def m(self):
        return "A"
class B(A):
    def m(self):
        del self
        try:
            return super().m()
        except RuntimeError:
            return "RuntimeError"
r_super = B().m()
