# probe: in a class body a comprehension's first iterable sees class names, the rest of it does not; a lambda in the class body does not see class names
# inputs
base = 3
# body
scale = "global-scale"
class C:
    base_vals = list(range(base))
    scale = 10
    firsts = [v for v in base_vals]
    try:
        scaled = [v * scale for v in base_vals]
    except NameError as e:
        scaled = "NameError"
    try:
        pairs = [(a, b) for a in base_vals for b in base_vals]
    except NameError as e:
        pairs = "NameError"
    getter = lambda self: scale
    gen_first = list(x for x in base_vals)
r_firsts = C.firsts
r_scaled = C.scaled
r_pairs = C.pairs
r_lambda = C().getter()
r_gen = C.gen_first
