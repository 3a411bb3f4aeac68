# probe: dict merge operators on configs: | and |= (right wins, left order kept), {**a, **b}, dict(a, **b) with a non-str key, | with a non-dict
# inputs
user = {"iters": 3, "dtype": "fp8"}
# body
DEFAULTS = {"dtype": "bf16", "iters": 10, "warmup": 2}
a = DEFAULTS | user
r_a = list(a.items())
b = user | DEFAULTS
r_b = list(b.items())
c = dict(DEFAULTS)
c |= user
c |= [("late", 1)]
r_c = list(c.items())
r_star = list({**DEFAULTS, **user, "dtype": "x"}.items())
try:
    dict(DEFAULTS, **{1: 2})
    r_nonstr = "ok"
except TypeError as e:
    r_nonstr = type(e).__name__
try:
    DEFAULTS | [("a", 1)]
    r_or_list = "ok"
except TypeError as e:
    r_or_list = type(e).__name__
try:
    c |= 5
    r_ior_int = "ok"
except TypeError as e:
    r_ior_int = type(e).__name__
r_defaults = DEFAULTS
r_eq = (DEFAULTS | user) == {**DEFAULTS, **user}
