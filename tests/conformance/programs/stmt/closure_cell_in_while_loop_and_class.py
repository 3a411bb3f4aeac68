# probe: closures made in a while loop share one cell; a closure made in a class body skips the class scope; nonlocal write seen by sibling closure
# inputs
n = 3
tag = "t"
# body
fs = []
i = 0
def build():
    out = []
    k = 0
    while k < n:
        out.append(lambda: k * 10)
        k += 1
    return out
r_while = [f() for f in build()]
def outer():
    x = tag
    class K:
        x = "class"
        def m(self):
            return x
        y = [x for _ in range(1)]
        z = x
    return K().m(), K.y, K.z
r_class_skip = outer()
def counters():
    c = 0
    def bump(by=1):
        nonlocal c
        c += by
        return c
    def peek():
        return c
    return bump, peek
b, p = counters()
b()
b(n)
r_peek = p()
b2, p2 = counters()
r_independent = (p2(), p())
