# probe: nonlocal counters, two closures sharing one cell, a cell rebound after the closures are made, nonlocal through two levels
# inputs
start = 10
step = 2
# body
def counter(s):
    c = s
    def inc(by=1):
        nonlocal c
        c += by
        return c
    def get():
        return c
    def reset():
        nonlocal c
        c = s
    return inc, get, reset
inc, get, reset = counter(start)
r_first = (inc(), inc(step), get())
reset()
r_after_reset = get()
inc2, get2, _ = counter(0)
inc2()
r_independent = (get(), get2())
def outer():
    x = 0
    def middle():
        def inner():
            nonlocal x
            x += 1
            return x
        inner()
        inner()
        return x
    r = middle()
    return (r, x)
r_two_levels = outer()
def shadow():
    x = "outer"
    def mid():
        x = "mid"
        def inn():
            nonlocal x
            x = "set by inner"
        inn()
        return x
    m = mid()
    return (m, x)
r_shadow = shadow()
def loop_nonlocal(n):
    total = 0
    def add(v):
        nonlocal total
        total += v
    for v in range(n):
        add(v)
    return total
r_loop = loop_nonlocal(start)
