# probe: zip over sweep iterators drops one element of an earlier iterator when a later one is exhausted; order of arguments decides; zip strict reports which
# inputs
n = 5
k = 2
# body
it = iter(range(n))
r_pairs = list(zip(it, range(k)))
r_next_after = next(it, None)
it2 = iter(range(n))
r_pairs2 = list(zip(range(k), it2))
r_next_after2 = next(it2, None)
def gen(log, tag, count):
    for i in range(count):
        log.append((tag, i))
        yield i
log = []
r_zip_gens = list(zip(gen(log, "a", 3), gen(log, "b", 1)))
r_log = log
it3 = iter(range(n))
r_map = list(map(lambda a, b: a + b, it3, range(k)))
r_map_next = next(it3, None)
try:
    list(zip(range(1), range(2), strict=True))
    r_strict = "ok"
except ValueError as e:
    r_strict = type(e).__name__
