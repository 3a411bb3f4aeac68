# probe: zero-argument super() uses the method's first local as it is at the call: rebound to an int, super() raises TypeError
# inputs
v = 5
# body
class A:
    def m(self):
        return "A"
class B(A):
    def m(self):
        self = v
        try:
            return super().m()
        except TypeError:
            return "TypeError"
r_super = B().m()
