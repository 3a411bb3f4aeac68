# probe: a return in finally overrides; finally runs on return, break and continue
# inputs
n = 3
# body
def f():
    try:
        return "try"
    finally:
        return "finally"
r_override = f()
trace = []
def g():
    try:
        return "body"
    finally:
        trace.append("cleanup")
r_g = g()
for i in range(n):
    try:
        if i == 1:
            continue
        if i == 2:
            break
    finally:
        trace.append(i)
r_trace = trace
def h():
    try:
        raise ValueError
    finally:
        return "swallowed"
r_swallow = h()
