# probe: class body names not visible in methods or comprehensions (except first iterable); class body sees enclosing function locals
# inputs
n = 3
# body
x = "global"
class C:
    x = "class"
    y = [x for _ in range(1)]
    z = [i for i in range(n)]
    def meth(self):
        return x
    w = x
def make(v):
    class Inner:
        val = v
        def get(self):
            return v
    return Inner
r_y = C.y
r_z = C.z
r_meth = C().meth()
r_w = C.w
I = make(n)
r_inner = (I.val, I().get())
class D:
    t = n
    u = [t * 2 for t in range(2)]
r_u = (D.t, D.u)
try:
    class E:
        a = 1
        b = [a for _ in range(2)]
except NameError as e:
    r_name_err = type(e).__name__
