# probe: sweep generators chained: generator of configs, map to rows, filter by predicate, enumerate; laziness shows in the order of a trace list
# inputs
sizes = [1, 2, 3, 4]
threshold = 2
# body
trace = []
def configs():
    for s in sizes:
        trace.append(("gen", s))
        yield s
def to_row(s):
    trace.append(("map", s))
    return {"s": s, "sq": s * s}
rows = map(to_row, configs())
kept = filter(lambda r: r["s"] >= threshold, rows)
r_trace_before = list(trace)
first = next(kept)
r_trace_first = list(trace)
r_rest = [(i, r["sq"]) for i, r in enumerate(kept, 1)]
r_trace_len = len(trace)
r_first = first
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
r_take = list(take(2, configs()))
r_trace_tail = trace[-3:]
