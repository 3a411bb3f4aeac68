# probe: a while loop bounded by an input; the body decides on a closure counter's value (a cell only the closure changes) and records through a function only from the second iteration
# inputs
n = 2
# body
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
seen = []
def record(v):
    seen.append(v)
inc = make_counter()
i = 0
while i < n:
    c = inc()
    if c > 1:
        record(c)
    i += 1
r_seen = list(seen)
r_last = c
r_i = i
