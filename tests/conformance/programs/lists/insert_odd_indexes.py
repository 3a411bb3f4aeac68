# probe: list.insert at huge, very negative, bool and __index__-less positions
# inputs
batch = [8, 16, 32]
far = 10**30
# body
a = list(batch)
a.insert(10**9, "end")
a.insert(-10**9, "start")
r_big = a
b = list(batch)
b.insert(True, "t")
b.insert(-1, "m")
b.insert(-100, "s")
r_bool_neg = b
c = []
c.insert(-3, 1)
c.insert(5, 2)
r_empty = c
try:
    list(batch).insert(1.0, 0)
    r_float = "ok"
except TypeError as e:
    r_float = type(e).__name__
try:
    list(batch).insert("0", 0)
    r_str = "ok"
except TypeError as e:
    r_str = type(e).__name__
try:
    list(batch).insert(0)
    r_arity = "ok"
except TypeError as e:
    r_arity = type(e).__name__
try:
    a.insert(far, "end")
    r_far = a
except OverflowError as e:
    r_far = (type(e).__name__, a)
