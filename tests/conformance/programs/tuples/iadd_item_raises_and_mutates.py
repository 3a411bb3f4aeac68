# probe: t[0] += [x] on a tuple holding a list extends the list and then raises TypeError; t += (...) rebinds, leaving aliases alone
# inputs
inner = [1]
extra = [2, 3]
# body
t = (inner, "s")
try:
    t[0] += extra
    r_err = "none"
except TypeError as e:
    r_err = type(e).__name__
r_after = (t, inner)
alias = t
t += ("more",)
r_rebound = (alias, t, alias is t)
u = ([],)
try:
    u[0] *= 0
except TypeError as e:
    r_imul = (type(e).__name__, u)
v = ({"a": 1},)
try:
    v[0] |= {"b": 2}
except TypeError as e:
    r_ior = (type(e).__name__, v)
w = ([1],)
try:
    w[0] = w[0] + [5]
except TypeError as e:
    r_plain_assign = (type(e).__name__, w)
d = {"k": (inner,)}
try:
    d["k"][0] += [4]
except TypeError as e:
    r_nested = (type(e).__name__, d, inner)
s = ("ab",)
try:
    s[0] += "c"
except TypeError as e:
    r_str = (type(e).__name__, s)
