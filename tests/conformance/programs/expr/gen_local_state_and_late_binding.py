# probe: generator functions capture their arguments when called (not at first next), default arguments evaluated at def time, closures read at each step; several live at once
# inputs
xs = [1, 2, 3]
# body
def scaled(items, factor):
    for x in items:
        yield x * factor
factor = 10
g = scaled(xs, factor)
factor = 20
r_arg_captured = list(g)
def make():
    gens = []
    for k in range(3):
        def gk(k=k):
            yield k
        gens.append(gk())
    return [next(x) for x in gens]
r_defaults = make()
def make_late():
    gens = []
    for k in range(3):
        def gk():
            yield k
        gens.append(gk())
    return [next(x) for x in gens]
r_late = make_late()
def make_interleaved():
    a = scaled(xs, 1)
    b = scaled(xs, 100)
    return [next(a), next(b), next(a), next(b), list(a), list(b)]
r_interleaved = make_interleaved()
lst = [1, 2]
g2 = scaled(lst, 1)
lst = [5, 6]
r_list_rebound = list(g2)
lst3 = [1, 2]
g3 = scaled(lst3, 1)
lst3 += [3]
r_list_extended = list(g3)
