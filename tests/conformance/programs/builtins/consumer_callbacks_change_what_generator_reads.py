# probe: a consumer's callback (min/max key, map, filter, takewhile, accumulate, reduce, sorted key, a genexp condition) changes the list a generator reads between its steps
# inputs
n = 3
# body
import functools
import itertools
seen = []
def gen():
    for _ in range(n):
        yield len(seen)
def note(v):
    seen.append(v)
    return v
seen.clear()
r_min = min(gen(), key=lambda v: -note(v))
seen.clear()
r_max = max(gen(), key=note)
seen.clear()
r_map = list(map(note, gen()))
seen.clear()
r_filter = list(filter(lambda v: note(v) >= 0, gen()))
seen.clear()
r_takewhile = list(itertools.takewhile(lambda v: note(v) < 2, gen()))
seen.clear()
r_accumulate = list(itertools.accumulate(gen(), lambda a, b: note(a + b)))
seen.clear()
r_reduce = functools.reduce(lambda a, b: note(a) + b, gen())
seen.clear()
r_sorted = sorted(gen(), key=note)
seen.clear()
r_genexp = [v for v in gen() if note(v) is not None]
seen.clear()
r_any = any(note(v) > 5 for v in gen())
seen.clear()
r_dict = {v: note(v) for v in gen()}
seen.clear()
r_starmap = list(itertools.starmap(lambda a, b: note(a) + b, zip(gen(), itertools.count())))
