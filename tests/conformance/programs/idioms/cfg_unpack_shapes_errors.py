# probe: unpacking shape entries from a config: for m, n, k in shapes with a 2-element or 4-element entry (ValueError), starred unpacking, nested unpacking, a str entry
# inputs
shapes = [[128, 256, 64], [64, 64], [1, 2, 3, 4], "abc"]
# body
ok, errs = [], []
for s in shapes:
    try:
        m, n, k = s
        ok.append(m)
    except ValueError as e:
        errs.append((len(s), type(e).__name__))
r_ok = ok
r_errs = errs
first, *rest = shapes
r_first = first
r_rest_len = len(rest)
*init, last = shapes[0]
r_init = init
(a, b), c = shapes[1], 5
r_abc = (a, b, c)
try:
    x, y = 5
    r_int_unpack = "ok"
except TypeError as e:
    r_int_unpack = type(e).__name__
try:
    (p, q), = [shapes[0]]
    r_nested_bad = "ok"
except ValueError as e:
    r_nested_bad = type(e).__name__
r_after = p if "p" in dir() else "unbound"
