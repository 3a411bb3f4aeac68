# probe: sorted/min/max with a key that raises part way over a generator: how many items were pulled and keyed before the error, default only when empty
# inputs
xs = [3, "x", 1, 2]
# body
log = []
def gen():
    for x in xs:
        log.append(("pull", x))
        yield x
def key(v):
    log.append(("key", v))
    return -v
def run(f):
    log.clear()
    try:
        res = f()
    except TypeError as e:
        res = type(e).__name__
    return (res, list(log))
r_sorted = run(lambda: sorted(gen(), key=key))
r_min = run(lambda: min(gen(), key=key))
r_max_plain = run(lambda: max(gen()))
r_min_default_empty = run(lambda: min((v for v in gen() if v == 0), default="none"))
r_sorted_ok = run(lambda: sorted((v for v in gen() if isinstance(v, int)), key=key))
try:
    min(iter([]))
except ValueError as e:
    r_empty_min = type(e).__name__
r_max_default = max(iter([]), default=None)
