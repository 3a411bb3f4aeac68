# probe: generator functions: yield, next, exhaustion, return inside
# inputs
n = 4
# body
def count_up(limit):
    i = 0
    while i < limit:
        yield i
        i += 1
    return "done"
r_list = list(count_up(n))
g = count_up(2)
r_n1 = next(g)
r_n2 = next(g)
try:
    next(g)
    r_stop = None
except StopIteration as e:
    r_stop = e.value
r_sum = sum(count_up(n))
def evens():
    for v in range(10):
        if v % 2:
            continue
        yield v
        if v >= 4:
            return
r_evens = list(evens())
