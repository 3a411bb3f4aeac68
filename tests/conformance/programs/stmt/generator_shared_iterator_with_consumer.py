# probe: the consumer of a generator also pulls the iterator the generator reads from, between its pulls
# inputs
items = [1, 2, 3, 4, 5, 6, 7]
# body
it = iter(items)
def evens():
    for x in it:
        yield x
out = []
for v in evens():
    out.append(v)
    skipped = next(it, None)
    out.append(("skip", skipped))
r_out = out
