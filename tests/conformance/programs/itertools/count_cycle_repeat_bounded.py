# probe: count with float step and negative step, cycle over a str and a generator (run once), repeat with times, all bounded by islice / zip
# inputs
start = 2
# body
import itertools
r_count = list(itertools.islice(itertools.count(start, -3), 4))
r_count_float = list(itertools.islice(itertools.count(0.5, 0.25), 3))
r_count_default = list(zip(itertools.count(), "ab"))
r_cycle = "".join(itertools.islice(itertools.cycle("xy"), 5))
log = []
def gen():
    for c in "pq":
        log.append(c)
        yield c
r_cycle_gen = list(itertools.islice(itertools.cycle(gen()), 5))
r_cycle_log = list(log)
r_repeat = list(itertools.repeat(start, 3))
r_repeat_zip = list(zip(itertools.repeat("r"), range(start)))
r_repeat_neg = list(itertools.repeat(1, -2))
c = itertools.count(start)
next(c)
r_count_next = next(c)
