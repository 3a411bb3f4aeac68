# probe: batching helpers: iter(lambda: list(islice(it, n)), []) and a generator of tuples, over lists, generators and a length not divisible; the last short chunk; n <= 0
# inputs
n = 3
data = list(range(8))
# body
from itertools import islice
def batches(iterable, size):
    it = iter(iterable)
    return list(iter(lambda: list(islice(it, size)), []))
def batches_gen(iterable, size):
    it = iter(iterable)
    while True:
        chunk = tuple(islice(it, size))
        if not chunk:
            return
        yield chunk
r_list = batches(data, n)
r_gen = list(batches_gen((x * x for x in data), n))
r_exact = batches(data[:6], n)
r_empty = batches([], n)
r_one = batches(data, 1)[:3]
try:
    batches(data, -1)
except ValueError as e:
    r_negative = type(e).__name__
r_zero_gen = list(islice(batches_gen(data, 0), 2))
r_sizes = [len(c) for c in batches_gen(data, 5)]
