# probe: a function's attribute set, replaced or deleted where the path is undecided
# inputs
flag = True
n = 2
# body
def f():
    return 0
f.mode = "a"
if flag:
    f.mode = "b"
r_mode = f.mode
def g():
    return 0
for i in range(n):
    g.last = i
try:
    r_last = g.last
except AttributeError:
    r_last = "missing"
def h():
    return 0
h.x = 1
if flag:
    del h.x
r_hx = hasattr(h, "x")
def k():
    return 0
if not flag:
    k.__name__ = "other"
r_k = k.__name__
