# probe: islice over infinite iterators: count, cycle, repeat
# inputs
n = 5
# body
from itertools import islice, count, cycle, repeat
r_count = list(islice(count(10, 2), n))
r_cycle = list(islice(cycle("ab"), n))
r_repeat = list(repeat("x", 3))
r_islice_range = list(islice(range(100), 2, 10, 3))
r_zip_count = list(zip(count(), "abc"))
r_repeat_map = list(map(pow, range(4), repeat(2)))
