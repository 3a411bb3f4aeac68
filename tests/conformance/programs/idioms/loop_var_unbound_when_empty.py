# probe: the loop variable after a loop over a config list that may be empty, and names bound only inside the loop body
# inputs
dtypes = ["bf16"]
# body
for dt in dtypes:
    last_seen = dt.upper()
try:
    r_dt = dt
except NameError as e:
    r_dt = type(e).__name__
try:
    r_last = last_seen
except NameError as e:
    r_last = type(e).__name__
def f(xs):
    for x in xs:
        pass
    return x
try:
    r_f = f(dtypes)
except UnboundLocalError as e:
    r_f = type(e).__name__
try:
    r_f_empty = f([])
except NameError as e:
    r_f_empty = type(e).__name__
