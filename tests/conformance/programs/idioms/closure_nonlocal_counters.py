# probe: closure counters with nonlocal, shared cell between two closures, cell rebinding after creation, UnboundLocalError without nonlocal
# inputs
start = 5
steps = 3
# body
def make():
    count = start
    def inc():
        nonlocal count
        count += 1
        return count
    def get():
        return count
    return inc, get
inc, get = make()
for _ in range(steps):
    inc()
r_get = get()
inc2, get2 = make()
r_independent = (get2(), inc2(), get())
def broken():
    c = 0
    def f():
        c += 1
        return c
    return f
try:
    broken()()
    r_unbound = "ok"
except UnboundLocalError as e:
    r_unbound = type(e).__name__
r_is_name_err = issubclass(UnboundLocalError, NameError)
r_cells = len(inc.__closure__)
r_const = make()[1]() - start
