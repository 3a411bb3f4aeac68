# probe: list, tuple, sum, sorted and a for loop over a generator whose body may raise part way
# inputs
order = ["cutlass", "triton", "torch"]
dtype = "fp8"
# body
def run(backend, dt):
    if backend == "triton" and dt == "fp8":
        raise NotImplementedError(backend)
    return 1
def gen():
    for b in order:
        yield run(b, dtype)
try:
    r_list = len(list(gen()))
except NotImplementedError as e:
    r_list = -1
try:
    r_tuple = len(tuple(run(b, dtype) for b in order))
except NotImplementedError as e:
    r_tuple = -1
try:
    r_sum = sum(gen())
except NotImplementedError as e:
    r_sum = -1
seen = []
try:
    for x in gen():
        seen.append(x)
except NotImplementedError as e:
    pass
r_seen = len(seen)
try:
    r_sorted = sorted(gen())
except NotImplementedError as e:
    r_sorted = None
r_after = "end"
