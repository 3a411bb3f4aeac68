# probe: a call spreading a list or dict a branch may have changed (how many arguments Python passes, what each parameter gets), and abs of what is not a number
# inputs
extra = -4
# body
xs = [0, 4]
xs.append(extra)
def total(*args, scale=1, **kw):
    return sum(args) * scale + len(kw)
def three(a, b=10, c=20):
    return a + b + c
r_total = total(*xs, scale=2)
r_three = three(*xs)
opts = {"scale": 3}
opts["extra"] = 1
r_kw = total(1, 2, **opts)
try:
    r_abs = abs((1, 2))
except TypeError as e:
    r_abs = type(e).__name__
try:
    r_abs_str = abs("s")
except TypeError as e:
    r_abs_str = str(e)
