# probe: a list, dict and set filled in a try from backends run in a loop, a generator, a genexp, a list comprehension and +=, one backend raising part way
# inputs
order = ["cutlass", "triton", "torch"]
dtype = "fp8"
# body
def run(backend, dt):
    if backend == "triton" and dt == "fp8":
        raise NotImplementedError(backend)
    return 1
results = []
try:
    for b in order:
        results.append(run(b, dtype))
except NotImplementedError as e:
    pass
r_loop = len(results)
res2 = []
try:
    res2.extend(run(b, dtype) for b in order)
except NotImplementedError as e:
    pass
r_ext = len(res2)
res3 = []
try:
    res3.extend([run(b, dtype) for b in order])
except NotImplementedError as e:
    pass
r_ext_list = len(res3)
res4 = []
def gen():
    for b in order:
        yield run(b, dtype)
try:
    res4.extend(gen())
except NotImplementedError as e:
    pass
r_ext_gen = len(res4)
res5 = []
try:
    res5 += (run(b, dtype) for b in order)
except NotImplementedError as e:
    pass
r_iadd = len(res5)
d = {}
try:
    d.update((b, run(b, dtype)) for b in order)
except NotImplementedError as e:
    pass
r_upd = len(d)
s = set()
try:
    s.update(run(b, dtype) + i for i, b in enumerate(order))
except NotImplementedError as e:
    pass
r_set = len(s)
