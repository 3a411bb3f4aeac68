# probe: islice pulls exactly the items it needs (start skipped, step gaps skipped, one past stop not pulled), the source left where islice stopped; bad arguments refused
# inputs
n = 10
# body
import itertools
it = iter(range(n))
r_a = list(itertools.islice(it, 2, 6, 2))
r_after_a = next(it)
it = iter(range(n))
r_b = list(itertools.islice(it, 3))
r_after_b = next(it)
it = iter(range(n))
r_c = list(itertools.islice(it, 0))
r_after_c = next(it)
it = iter(range(n))
r_d = list(itertools.islice(it, 8, None))
r_after_d = list(it)
it = iter(range(3))
r_e = list(itertools.islice(it, 1, 100))
r_f = list(itertools.islice(range(n), None, None, 3))
isl = itertools.islice(iter(range(n)), 5, 7)
r_g_first = next(isl)
for bad in [(-1,), (0, -1), (0, 5, 0), ("a",), (1.5,)]:
    try:
        itertools.islice(range(3), *bad)
        r_bad = "accepted"
    except ValueError as e:
        r_bad = type(e).__name__
    except TypeError as e:
        r_bad = type(e).__name__ + "!"
    globals()["r_bad_" + str(len(bad)) + "_" + str(bad[-1]).replace(".", "_").replace("-", "m")] = r_bad
r_none_stop = list(itertools.islice("abc", None))
