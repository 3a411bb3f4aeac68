# probe: := inside a comprehension binds where the enclosing function says: its global when declared global, the outer function's variable when declared nonlocal, a plain local otherwise; a lambda in the comprehension sees the result
# inputs
xs = [4, 7, 1]
# body
g = "unset"
def with_global():
    global g
    [g := x for x in xs]
    return g
r_with_global = (with_global(), g)
def with_nonlocal():
    n = "unset"
    def inner():
        nonlocal n
        return [n := x * 2 for x in xs if x > 2]
    out = inner()
    return (out, n)
r_with_nonlocal = with_nonlocal()
def plain_local():
    vals = [p := x for x in xs]
    return (vals, p, "p" in globals())
r_plain_local = plain_local()
def seen_by_lambda():
    fs = [lambda: last for _ in range(2) if (last := xs[-1])]
    return [f() for f in fs]
r_seen_by_lambda = seen_by_lambda()
def nested_comprehension():
    [[deep := a + b for b in xs] for a in range(2)]
    return deep
r_nested = nested_comprehension()
def condition_and_value():
    out = [(y := x) * 10 for x in xs if x % 2 == 0 or (y := -x) < 0]
    return (out, y)
r_cond_value = condition_and_value()
