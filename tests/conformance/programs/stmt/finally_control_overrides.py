# probe: a continue or break in a finally swallows the in-flight exception or return; a return in finally replaces the pending return value; the return value is computed before finally runs
# inputs
items = [1, 0, 2]
# body
def swallow_with_continue(xs):
    out = []
    for x in xs:
        try:
            out.append(10 // x)
        finally:
            continue
    return out
r_continue = swallow_with_continue(items)
def break_cancels_return():
    for i in range(5):
        try:
            return ("returned", i)
        finally:
            if i < 2:
                break
    return "after loop"
r_break = break_cancels_return()
def return_replaced():
    try:
        return "try"
    finally:
        return "finally"
r_replaced = return_replaced()
def value_before_finally():
    x = [1]
    n = 1
    try:
        return x, n
    finally:
        x.append(2)
        n = 99
r_value = value_before_finally()
def finally_return_swallows():
    try:
        raise KeyError("k")
    finally:
        return "swallowed"
r_swallowed = finally_return_swallows()
