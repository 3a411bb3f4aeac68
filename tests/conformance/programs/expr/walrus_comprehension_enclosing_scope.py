# probe: := in a comprehension binds in the enclosing function or module, keeps the last value, stays unbound when the comprehension yields nothing, is seen by a closure, and in a generator only as far as consumed
# inputs
xs = [3, 8, 1, 9]
limit = 5
# body
r_list = [y := x * 2 for x in xs]
r_last = y
r_filter = [x for x in xs if (big := x) > limit]
r_big = big
def in_function():
    out = [t := v for v in xs if v > limit]
    return (out, t)
r_func = in_function()
def empty():
    [z := v for v in []]
    try:
        return z
    except NameError as e:
        return type(e).__name__
r_empty = empty()
def gen_partial():
    g = (w := v for v in xs)
    next(g)
    next(g)
    return w
r_gen_partial = gen_partial()
r_any = any((hit := x) > limit for x in xs)
r_hit = hit
r_all = all((miss := x) < limit for x in xs)
r_miss = miss
def nested():
    [[q := a * b for a in range(2)] for b in range(3)]
    return q
r_nested = nested()
def closure_sees():
    f = lambda: m
    [m := v for v in xs]
    return f()
r_closure = closure_sees()
total = 0
r_running = [total := total + x for x in xs]
r_total = total
