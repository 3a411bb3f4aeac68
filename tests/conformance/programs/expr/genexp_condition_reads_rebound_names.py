# probe: a generator expression's condition and element read names at each pull: a global, a function's local, a class attribute rebound after the first next() change the rest
# inputs
xs = [1, 2, 3, 4, 5]
# body
threshold = 0
ge = (x for x in xs if x > threshold)
r_first = next(ge)
threshold = 3
r_rest = list(ge)
def in_function():
    t = 0
    g = (x * t for x in xs)
    a = next(g)
    t = 10
    b = next(g)
    return (a, b)
r_function = in_function()
class K:
    mult = 1
ge2 = (x * K.mult for x in xs)
r_k0 = next(ge2)
K.mult = 100
r_k1 = next(ge2)
table = {}
ge3 = (table.get(x, "-") for x in xs)
r_t0 = next(ge3)
table[2] = "two"
r_t1 = next(ge3)
ge4 = (y for x in xs for y in range(x) if y == threshold)
threshold = 1
r_nested = list(ge4)
