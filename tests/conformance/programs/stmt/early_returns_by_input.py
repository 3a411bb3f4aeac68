# probe: a function with several early returns decided by inputs, each returning a different type; the results stored in a list and dict and read back
# inputs
a = 0
b = "x"
c = []
# body
trace = []
def pick(v):
    trace.append(v)
    if v == 0:
        return None
    if isinstance(v, str):
        return v.upper()
    if not v:
        return "empty"
    for item in v:
        if item > 1:
            return item
    trace.append("end")
    return -1
results = [pick(a), pick(b), pick(c), pick([1, 2, 3]), pick([0, 1])]
r_results = results
r_trace = trace
by_type = {}
for res in results:
    by_type.setdefault(type(res).__name__, []).append(res)
r_by_type = by_type
r_nones = results.count(None)
