# probe: locals() in a closure includes the free variables it reads, not the ones it does not; in a class body it is the namespace so far; a snapshot that does not write back; after del the name is gone
# inputs
v = 3
# body
def outer():
    x = v
    unused = "not read"
    def inner():
        y = x + 1
        return sorted(locals())
    def inner_not_reading():
        z = 0
        return sorted(locals())
    return inner(), inner_not_reading()
r_closure = outer()
class K:
    a = v
    b = a * 2
    seen = sorted(k for k in locals() if not k.startswith("__"))
r_class = K.seen
def snapshot():
    q = 1
    d = locals()
    d["q"] = 100
    d["new"] = 5
    return q
r_snapshot = snapshot()
def after_del():
    p = 1
    r = 2
    del p
    return sorted(locals())
r_after_del = after_del()
def params_and_star(a, *rest, k=v, **kw):
    return sorted(locals().items())
r_params = params_and_star(1, 2, z=9)
