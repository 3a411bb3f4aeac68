# probe: a class body reads its own names first and falls back to globals; a name assigned later in the body is read from the module before; comprehensions, lambdas and genexps in the body skip class names
# inputs
v = "module v"
w = "module w"
# body
class A:
    before = v
    v = "class v"
    after = v
    comp = [v for _ in range(1)]
    lam = staticmethod(lambda: v)
    gen = list(v for _ in range(1))
    first_iter = [c for c in v][:5]
    dcomp = {k: w for k in range(1)}
r_a = (A.before, A.after, A.comp, A.lam(), A.gen, A.first_iter, A.dcomp)
class B:
    w = "class w"
    del w
    got = w
r_b = B.got
class C:
    items = [1, 2, 3]
    try:
        total = [x * len(items) for x in range(2)]
    except NameError as e:
        total = type(e).__name__
    first = [x for x in items]
r_c = (C.total, C.first)
def f():
    z = "f local"
    class D:
        z = "class z"
        seen = [z for _ in range(1)]
        lam = staticmethod(lambda: z)
    return (D.seen, D.lam(), D.z)
r_f = f()
