# probe: class bodies inside functions: a comprehension sees the function's variable (not the class's of the same name), nonlocal in a class body rebinds the function's variable, default arguments see class names, methods see the function's variables
# inputs
n = 2
# body
def f():
    y = "function y"
    class C:
        y = "class y"
        vals = [y for _ in range(n)]
        k = 3
        def m(self, k=k):
            return (k, y)
        lam = lambda self, kk=k: kk
    return (C.vals, C().m(), C().lam(), C.y)
r_f = f()
def g():
    x = 1
    class D:
        nonlocal x
        x = 2
    return (x, hasattr(D, "x"))
r_g = g()
def h():
    count = 0
    class E:
        def inc(self):
            nonlocal count
            count += 1
            return count
    e = E()
    e.inc()
    e.inc()
    return count
r_h = h()
def shadow_arg(y):
    class F:
        z = y
        w = [y * 2 for _ in range(1)]
    return (F.z, F.w)
r_shadow_arg = shadow_arg(n)
class G:
    items = [1, 2, 3]
    total = 0
    for it in items:
        total += it
    last = it
r_class_loop = (G.total, G.last, G.it)
class H:
    a = 1
    b = a + 1
    def get(self):
        try:
            return a
        except NameError as e:
            return str(e)
r_method_cant_see_class = H().get()
def locals_in_class():
    class I:
        p = 1
        q = 2
        names = sorted(k for k in locals() if not k.startswith("__"))
    return I.names
r_locals_class = locals_in_class()
