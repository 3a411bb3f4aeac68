# probe: comprehensions in functions: the loop variable does not leak or clobber a local of the same name, nested comprehensions see outer loop variables, a free variable assigned after the comprehension, closures made in a comprehension
# inputs
n = 3
# body
def shadow():
    i = "kept"
    vals = [i for i in range(n)]
    return (vals, i)
r_shadow = shadow()
def nested():
    return [[(i, j) for j in range(i)] for i in range(n)]
r_nested = nested()
def nested_flat():
    return [(i, j) for i in range(n) for j in range(i, n) if (i + j) % 2 == 0]
r_flat = nested_flat()
def outer_local():
    scale = 10
    return [x * scale for x in range(n)]
r_outer_local = outer_local()
def assigned_later():
    f = lambda: [later for _ in range(1)]
    try:
        first = f()
    except NameError as e:
        first = type(e).__name__
    later = "now set"
    return (first, f())
r_assigned_later = assigned_later()
def comp_closures():
    fs = [lambda: i for i in range(n)]
    gs = [(lambda i=i: i) for i in range(n)]
    return ([f() for f in fs], [g() for g in gs])
r_comp_closures = comp_closures()
def dict_set_comp():
    k = "k-local"
    d = {k: v for k, v in [("a", 1)]}
    s = {k for k in "xy"}
    return (d, sorted(s), k)
r_dict_set = dict_set_comp()
def genexp_sees_later_rebind():
    m = 1
    g = (x * m for x in range(n))
    m = 2
    return list(g)
r_genexp_late = genexp_sees_later_rebind()
x = "module x"
r_module_level = ([x for x in range(2)], x)
def comp_in_default(v=[i * 2 for i in range(n)]):
    return v
r_default = comp_in_default()
