# probe: state kept in closure cells (nonlocal), changed by top-level calls one statement at a time, then read back: each call may be the one left undecided
# inputs
start = 1
step = 10
# body
def make():
    total = start
    hist = []
    def add(v):
        nonlocal total
        total += v
        hist.append(v)
    def set_to(v):
        nonlocal total
        total = v
    def read():
        return (total, list(hist))
    return add, set_to, read
add, set_to, read = make()
add(step)
r_one = read()
add(step * 2)
set_to(-1)
r_two = read()
add(3)
r_three = read()
add2, _, read2 = make()
add2(5)
r_other = (read()[0], read2()[0])
r_cells = len(add.__closure__)
