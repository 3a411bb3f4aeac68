# probe: a generator whose loop goes over items a branch may have changed hands out as many items as CPython's does, or says it can't tell
# inputs
extra = 6
# body
xs = [1]
xs.append(extra)
xs.pop()
xs.pop()
def double(items):
    for x in items:
        yield x * 2
r_list = list(double(xs))
r_len = len(list(double(xs)))
def flat(items):
    for x in items:
        yield from (x, -x)
r_flat = list(flat(xs))
