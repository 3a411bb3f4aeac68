# probe: abs / unary minus / unary plus / ~ on bools, zeros and the int64 edge; types of the results; abs refusals
# inputs
t = True
f = False
# body
r_abs = (abs(t), abs(f), abs(-t), abs(-0.0), abs(-5), abs(-2.5), abs(-(9223372036854775807)))
r_neg = (-t, -f, +t, +f, -(-t), ~t, ~f, -0, -0.0)
r_types = [type(v).__name__ for v in (abs(t), -t, +t, ~t, abs(-0.0))]
r_min_int = -(2 ** 62) * 2
r_abs_min = abs(r_min_int)
r_neg_min = -r_min_int
r_errors = []
for v in ('x', None, [1], (1,), {}):
    try:
        abs(v)
    except TypeError as e:
        r_errors.append(type(e).__name__)
try:
    -'x'
except TypeError as e:
    r_neg_str = type(e).__name__
