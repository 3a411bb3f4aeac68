# probe: global declared in a class body and in nested functions; nonlocal over a variable of an enclosing function that a class body shadows
# inputs
start = 5
# body
g = start
class A:
    global g
    g = g + 1
    h = g
r_g_after_class = g
r_A_h = A.h
r_A_has_g = hasattr(A, "g")
def f():
    v = "outer"
    class B:
        v = "class-v"
        def get(self):
            return v
        def set(self, val):
            nonlocal v
            v = val
    b = B()
    b.set("changed")
    return v, B.v, b.get()
r_f = f()
def nest():
    def inner():
        global g
        g *= 2
        return g
    g = "local"
    return inner(), g
r_nest = nest()
r_g_final = g
