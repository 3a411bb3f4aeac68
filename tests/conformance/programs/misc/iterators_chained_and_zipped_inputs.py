# probe: iterators over inputs chained, zipped, islice'd and tee'd; partially consumed before each consumer; what remains
# inputs
a = [1, 2, 3]
b = "xy"
n = 2
# body
import itertools
it = iter(a)
r_head = list(itertools.islice(it, n))
r_rest = list(it)
c = itertools.chain(a, b)
r_pairs = list(zip(c, c))
t1, t2 = itertools.tee(iter(a))
r_t1 = next(t1)
r_t2 = list(t2)
r_t1_rest = list(t1)
z = zip(a, itertools.count(n))
r_z_first = next(z)
r_z_rest = list(z)
r_acc = list(itertools.accumulate(a, initial=n))
r_cycle = list(itertools.islice(itertools.cycle(b), n * 3))
r_grouped = [(k, len(list(g))) for k, g in itertools.groupby(sorted(a + [n]))]
