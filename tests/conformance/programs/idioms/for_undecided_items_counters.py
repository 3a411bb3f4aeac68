# probe: a for loop over config items whose body continues, breaks and counts under conditions on the items; the else clause and the names bound only inside
# inputs
dtypes = ["bf16", "fp8", "int4", "fp16"]
# body
supported = {"bf16", "fp16", "fp8"}
count = 0
firsts = []
for idx, dt in enumerate(dtypes):
    if dt not in supported:
        bad = dt
        break
    count += 1
    if dt.startswith("fp"):
        continue
    firsts.append(dt)
else:
    bad = None
r_count = count
r_firsts = firsts
r_bad = bad
r_idx = idx
seen = {}
for dt in dtypes:
    seen[dt] = seen.get(dt, 0) + 1
    if len(seen) == 3:
        break
r_seen = seen
