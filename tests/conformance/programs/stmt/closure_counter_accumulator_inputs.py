# probe: closures over counters and accumulators (nonlocal), called a number of times from an input; two closures sharing a cell; the cells read back through other closures
# inputs
times = 3
step = 5
# body
def make():
    count = 0
    acc = []
    def add(v):
        nonlocal count
        count += 1
        acc.append(v)
        return count
    def get():
        return count, list(acc)
    def reset():
        nonlocal count
        old = count
        count = 0
        return old
    return add, get, reset
add, get, reset = make()
for i in range(times):
    add(i * step)
r_get = get()
r_reset = reset()
r_after = get()
add("x")
r_final = get()
add2, get2, _ = make()
r_other = get2()
