# probe: state changed under an if inside a function whose condition comes from an input: a nonlocal cell, a mutable default, a function attribute, a generator advanced, a registry entry; read after the call
# inputs
flag = True
count = 2
# body
def cell_case(f):
    c = 0
    def inc():
        nonlocal c
        c += 1
    if f:
        inc()
    inc()
    return c
r_cell = cell_case(flag)
def default_case(f, acc=[]):
    if f:
        acc.append("x")
    acc.append("y")
    return list(acc)
r_default = default_case(flag)
r_default_again = default_case(not flag)
def attr_case(f):
    if f:
        attr_case.seen = True
    return getattr(attr_case, "seen", False)
r_attr = attr_case(flag)
def gen():
    yield "first"
    yield "second"
    yield "third"
def gen_case(f):
    g = gen()
    if f:
        next(g)
    return next(g)
r_gen = gen_case(flag)
REG = {}
def reg_case(f):
    if f:
        REG["a"] = lambda: "a"
    else:
        REG["b"] = lambda: "b"
    return sorted(REG)
r_reg = reg_case(flag)
r_reg_call = [REG[k]() for k in sorted(REG)]
def loop_case(n):
    fs = []
    for i in range(n):
        fs.append(lambda i=i: i * 10)
    return [f() for f in fs]
r_loop = loop_case(count)
