# probe: a case's captures are bound before its guard runs, and stay bound when the guard fails; guards with side effects run once per case tried; a failed match on a later sub-pattern may leave earlier captures bound
# inputs
point = (3, 4)
# body
calls = []
def check(tag, v):
    calls.append(tag)
    return v
match point:
    case (x, y) if check("g1", x > 10):
        r_case = "big"
    case (a, b) if check("g2", a < b):
        r_case = ("ordered", a, b)
    case _:
        r_case = "other"
r_guard_calls = list(calls)
r_x_bound = (x, y)
def guarded(v):
    match v:
        case [first, *_] if first > 100:
            return "big first"
        case _:
            return ("fallback", first)
try:
    r_guard_leak = guarded([5, 6])
except UnboundLocalError:
    r_guard_leak = "unbound"
def partial(v):
    p = q = None
    match v:
        case (p, 0, q):
            return "matched"
        case _:
            return (p, q)
r_partial = partial((1, 2, 3))
calls.clear()
for item in [1, "s", 2.5, None]:
    match item:
        case int() if check("int-guard", True):
            pass
        case str() if check("str-guard", False):
            pass
        case _ if check("wild-guard", item is None):
            pass
r_loop_calls = list(calls)
match point:
    case (0, _) | (_, 0):
        r_axis = True
    case _:
        r_axis = False
