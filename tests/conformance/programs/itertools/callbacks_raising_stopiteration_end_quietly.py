# probe: a StopIteration raised by the callback of takewhile, dropwhile, filterfalse, starmap, accumulate or groupby's key ends that iterator quietly for list() (items before kept)
# inputs
xs = [1, 2, 3, 4]
# body
import itertools
def stop_at(limit):
    def f(*args):
        if args[0] >= limit:
            raise StopIteration
        return True
    return f
r_takewhile = list(itertools.takewhile(stop_at(3), xs))
r_dropwhile = list(itertools.dropwhile(lambda v: v < 2 or stop_at(2)(v), xs))
r_filterfalse = list(itertools.filterfalse(lambda v: not stop_at(3)(v), xs))
r_starmap = list(itertools.starmap(lambda a, b: stop_at(3)(a) and a * b, [(1, 1), (2, 2), (3, 3)]))
def acc(a, b):
    if a + b > 5:
        raise StopIteration
    return a + b
r_accumulate = list(itertools.accumulate(xs, acc))
def key(v):
    if v == 3:
        raise StopIteration
    return v % 2
r_groupby = [(k, list(g)) for k, g in itertools.groupby(xs, key)]
r_sum_islice = sum(itertools.islice(map(lambda v: stop_at(4)(v) and v, xs), 10))
