# probe: a StopIteration raised by the function of itertools.takewhile, dropwhile, starmap, accumulate, or a for loop over map ends that iteration quietly; sorted's key and reduce's function let it out
# inputs
stop_at = 3
# body
import itertools
import functools
def pred(x):
    if x == stop_at:
        raise StopIteration
    return x < 10
r_takewhile = list(itertools.takewhile(pred, range(6)))
r_dropwhile = list(itertools.dropwhile(pred, range(6)))
r_starmap = list(itertools.starmap(lambda a, b: pred(a) and a + b, [(1, 1), (stop_at, 0), (5, 5)]))
r_accumulate = list(itertools.accumulate(range(6), lambda acc, x: pred(x) and acc + x))
seen = []
for v in map(pred, range(6)):
    seen.append(v)
r_for = seen
try:
    sorted(range(6), key=pred)
    r_sorted = "sorted"
except StopIteration:
    r_sorted = "StopIteration"
try:
    functools.reduce(lambda a, b: pred(b) and a + b, range(6))
    r_reduce = "reduced"
except StopIteration:
    r_reduce = "StopIteration"
r_zip = list(zip(range(6), map(pred, range(6))))
