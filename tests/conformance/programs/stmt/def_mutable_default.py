# probe: a mutable default is made once and shared between calls
# inputs
v = 1
# body
def add(x, acc=[]):
    acc.append(x)
    return acc
add(v)
add(v + 1)
r_shared = add(v + 2)
r_fresh = add(0, [])
def safe(x, acc=None):
    acc = [] if acc is None else acc
    acc.append(x)
    return acc
safe(1)
r_safe = safe(2)
r_defaults = add.__defaults__[0]
