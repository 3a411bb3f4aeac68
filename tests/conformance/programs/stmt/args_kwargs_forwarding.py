# probe: *args/**kwargs forwarding through wrappers, keyword collisions when forwarding, unpacking order and dict merge in calls
# inputs
a = 1
b = 2
opts = {"c": 3}
# body
def target(x, y, c=0, *rest, **extra):
    return (x, y, c, rest, sorted(extra.items()))
def wrap(*args, **kwargs):
    return target(*args, **kwargs)
r_fwd = wrap(a, b, **opts)
r_fwd_more = wrap(a, b, 4, 5, 6, z=7)
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return str(e)
r_collide = err(lambda: wrap(a, b, 9, **opts))
r_dup_unpack = err(lambda: target(a, b, **opts, **{"c": 5}))
r_merge = wrap(*[a], *(b,), **{"k": 1}, **{"j": 2})
def count_args(*args, **kwargs):
    return len(args), len(kwargs)
r_counts = count_args(*range(a + b), *"ab", **dict(opts, d=4))
def kwonly_after_star(*args, last):
    return args, last
r_kwonly = kwonly_after_star(a, b, last=opts["c"])
r_kwonly_missing = err(lambda: kwonly_after_star(a, b))
