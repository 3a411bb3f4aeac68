# probe: an if on an input-dependent condition binds the same name to an int, a str, a list or None; later operations whose result or failure depends on the type
# inputs
flag = False
n = 3
# body
if flag:
    v = n
elif n > 2:
    v = "s" * n
else:
    v = [n]
r_type = type(v).__name__
r_len = len(v) if not isinstance(v, int) else -1
try:
    r_add = v + v
except TypeError as e:
    r_add = type(e).__name__
try:
    r_plus_one = v + 1
except TypeError as e:
    r_plus_one = type(e).__name__
w = None if n == 3 else n
r_w = w
try:
    r_w_mul = w * 2
except TypeError as e:
    r_w_mul = type(e).__name__
r_v_mul = v * 2
r_bool = bool(v)
