# probe: zero-argument super() in a method taking only *args has no first argument: RuntimeError
# inputs
v = 5
# body
class A:
    def m(self):
        return "A"
class B(A):
    def m(*args):
        try:
            return super().m()
        except RuntimeError:
            return "RuntimeError"
r_super = B().m()
