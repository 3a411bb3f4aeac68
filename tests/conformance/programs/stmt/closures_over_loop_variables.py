# probe: closures created in loops, comprehensions and nested functions: late binding, default-argument capture, a cell shared between closures, a closure over a variable assigned after it is made
# inputs
n = 3
# body
fs = []
for i in range(n):
    fs.append(lambda: i)
r_loop_late = [f() for f in fs]
i = "rebound"
r_loop_global_late = [f() for f in fs]
r_default = [f() for f in [lambda i=i: i for i in range(n)]]
def make_pair():
    v = 0
    def get():
        return v
    def inc():
        nonlocal v
        v += 1
    return get, inc
get, inc = make_pair()
inc()
inc()
r_shared_cell = get()
def late_assign():
    def f():
        return w
    w = "assigned after"
    return f()
r_late_assign = late_assign()
def unbound_free():
    def f():
        return q
    try:
        return f()
    except NameError as e:
        return (type(e).__name__, str(e))
    q = 1
r_unbound_free = unbound_free()
def make_adders():
    return [lambda x, k=k: x + k for k in range(n)]
r_adders = [f(10) for f in make_adders()]
def make_mults():
    out = []
    for k in range(n):
        def m(x):
            return x * k
        out.append(m)
    return out
r_mults = [f(10) for f in make_mults()]
def factory(k):
    return lambda: k
r_factory = [factory(k)() for k in range(n)]
gens = [(lambda: j) for j in range(n)]
r_comp_closure = [g() for g in gens]
def defaults_evaluated_once(acc=[]):
    acc.append(len(acc))
    return list(acc)
defaults_evaluated_once()
r_default_shared = defaults_evaluated_once()
r_closure_cells = len(make_pair()[0].__closure__)
r_no_closure = (lambda: 1).__closure__
