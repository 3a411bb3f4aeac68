# probe: a method cannot see its class's attributes by bare name (NameError, or the global of that name); a default argument can, as it is evaluated in the class body
# inputs
v = 10
# body
label = "global-label"
class C:
    label = "class-label"
    limit = v
    def m(self):
        return label
    def n(self):
        try:
            return limit
        except NameError as e:
            return str(e)
    def d(self, x=limit):
        return x
    lam = lambda self, y=label: y
c = C()
r_m = c.m()
r_n = c.n()
r_d = c.d()
r_lam = c.lam()
C.limit = 99
r_d_after = c.d()
