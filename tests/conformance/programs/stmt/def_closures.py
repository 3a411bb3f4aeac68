# probe: closures capture variables, not values; each call makes a new cell
# inputs
base = 5
# body
def adder(k):
    def add(x):
        return x + k
    return add
add5 = adder(base)
add1 = adder(1)
r_add = (add5(1), add1(1))
def counter():
    n = 0
    def step():
        nonlocal n
        n += 1
        return n
    return step
c1 = counter()
c2 = counter()
c1()
c1()
r_counters = (c1(), c2())
def late():
    fs = []
    v = 1
    fs.append(lambda: v)
    v = 2
    return fs[0]()
r_late = late()
