# probe: a for loop over map, zip of map, and enumerate of filter ends quietly when the mapped function raises StopIteration; the loop's else runs
# inputs
stop_at = 2
# body
def f(x):
    if x == stop_at:
        raise StopIteration(x)
    return x + 100
seen = []
for v in map(f, range(5)):
    seen.append(v)
else:
    seen.append("else")
r_for = seen
r_zip = list(zip("abcde", map(f, range(5))))
r_enum = list(enumerate(filter(f, range(5))))
r_dict = dict(map(lambda x: (x, f(x)), range(5)))
r_tuple = tuple(map(f, range(5)))
r_set = sorted(set(map(f, range(5))))
