# probe: repeat hands out the same object each time (mutations visible through all), repeat with times 0/negative, count with steps and floats, islice of count leaves it advanced
# inputs
n = 3
# body
import itertools
shared = itertools.repeat([], n)
got = list(shared)
got[0].append("x")
r_same = (got[1], got[0] is got[2], len(got))
r_zero = list(itertools.repeat("a", 0))
r_negative = list(itertools.repeat("a", -2))
r_repeat_kw = list(itertools.repeat("b", times=2))
c = itertools.count(5, -2)
r_count = list(itertools.islice(c, n))
r_count_next = next(c)
c2 = itertools.count()
r_zip_count = list(zip(c2, "ab"))
r_c2_next = next(c2)
r_count_start_big = next(itertools.count(2 ** 65))
rows = [list(r) for r in itertools.repeat(range(2), 2)]
r_rows = rows
grid = [[0] * 2] * 2
grid[0][0] = 1
r_grid_alias = grid
try:
    itertools.repeat()
except TypeError as e:
    r_repeat_none = type(e).__name__
try:
    itertools.count("a")
except TypeError as e:
    r_count_str = type(e).__name__
