# probe: generator expressions made in a loop read the loop variable when consumed (late) except in their first iterable (early); lambdas in a dict comprehension share the last key
# inputs
n = 3
# body
gens = []
for i in range(n):
    gens.append((i * k for k in [1, 10]))
r_gen_late = [list(g) for g in gens]
firsts = []
for i in range(n):
    firsts.append((k for k in range(i)))
r_first_early = [list(g) for g in firsts]
table = {name: (lambda: name) for name in ["a", "b", "c"]}
r_dict_lambdas = [f() for f in table.values()]
fixed = {name: (lambda name=name: name) for name in ["a", "b", "c"]}
r_dict_fixed = [f() for f in fixed.values()]
def make():
    fs = []
    for j in range(n):
        def f(x=j):
            return x + j
        fs.append(f)
    return [f() for f in fs]
r_mixed = make()
