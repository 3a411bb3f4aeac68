# probe: numbers where an iterable, a sequence or a callable is expected: len, iter, max, sum, sorted, unpacking, in, calls, items
# inputs
n = 5
x = 5.0
# body
r = []
for f in (lambda: len(n), lambda: iter(x), lambda: max(n), lambda: sum(n), lambda: sorted(n), lambda: list(x), lambda: n in 10, lambda: n(), lambda: n[0], lambda: hash([x])):
    try:
        f()
        r.append('ok')
    except TypeError as e:
        r.append(type(e).__name__)
try:
    p, q = n
except TypeError as e:
    r_unpack = type(e).__name__
try:
    for _ in x:
        pass
except TypeError as e:
    r_for = type(e).__name__
try:
    n[0] = 1
except TypeError as e:
    r_setitem = type(e).__name__
r_results = r
