# probe: bound methods keep their instance; a method stored then the class attribute replaced still calls the old function; function set on instance is not bound
# inputs
v = 4
# body
class C:
    def __init__(self, n):
        self.n = n
    def get(self):
        return self.n
c = C(v)
m = c.get
C.get = lambda self: -1
r_old = m()
r_new = c.get()
r_self = m.__self__ is c
r_func_name = m.__func__.__name__
c.plain = lambda: "no-self"
r_plain = c.plain()
def outside(self):
    return self.n * 2
C.outside = outside
r_out = c.outside()
c.n = 10
r_m_after = m()
r_unbound = C.outside(C(v))
try:
    C.outside()
except TypeError as e:
    r_err = type(e).__name__
