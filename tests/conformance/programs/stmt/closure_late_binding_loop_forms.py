# probe: closures made in for, while, nested loops and comprehensions see the variable's last value; defaults and factories bind early
# inputs
n = 3
words = ["a", "b"]
# body
fs = []
i = 0
while i < n:
    fs.append(lambda: i)
    i += 1
r_while = [f() for f in fs]
pairs = []
for a in range(2):
    for b in words:
        pairs.append(lambda: (a, b))
r_nested = [p() for p in pairs]
r_nested_defaults = [p() for p in [lambda a=a, b=b: (a, b) for a in range(2) for b in words]]
def make():
    out = []
    for k in range(n):
        out.append(lambda: k)
    k = "after"
    return out
r_rebound_after = [f() for f in make()]
def make_del():
    out = []
    for k in range(n):
        out.append(lambda: k)
    del k
    return out
try:
    r_deleted = [f() for f in make_del()]
except NameError as e:
    r_deleted = type(e).__name__
gens = [(x for _ in range(1)) for x in range(n)]
r_gen_early = [next(g) for g in gens]
gens2 = [(lambda: x)() for x in range(n)]
r_called_now = gens2
dicts = {w: (lambda: w) for w in words}
r_dict_late = {k: f() for k, f in dicts.items()}
