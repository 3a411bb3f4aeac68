# probe: dtype names normalised with .lower(): a None dtype raises AttributeError caught per item, others collected
# inputs
dtypes = ["FP16", None, "Bf16", 3]
suffix = "_t"
# body
norm = []
bad = []
for d in dtypes:
    try:
        norm.append(d.lower() + suffix)
    except AttributeError as e:
        bad.append((repr(d), type(e).__name__))
r_norm = norm
r_bad = bad
try:
    r_join = ",".join(dtypes)
except TypeError as e:
    r_join = type(e).__name__
r_join_ok = ",".join(str(d) for d in dtypes)
r_fixed = suffix.upper()
