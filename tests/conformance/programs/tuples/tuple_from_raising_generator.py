# probe: tuple() of a generator that raises part-way leaves the name unbound but keeps the generator's side effects; sorted with a key that records calls
# inputs
n = 4
# body
log = []
def gen():
    for i in range(n):
        log.append(i)
        if i == 2:
            raise IndexError(i)
        yield i
try:
    t = tuple(gen())
except IndexError as e:
    r_err = type(e).__name__
r_log = list(log)
r_bound = "t" in globals()
keys = []
def key(p):
    keys.append(p[1])
    return p[1]
r_sorted = sorted([(1, "b"), (2, "a"), (3, "c")], key=key)
r_keys = keys
r_max = max([(1, 2), (1, 3)], key=lambda p: (log.append(p) or p[1]))
r_log2 = list(log)
