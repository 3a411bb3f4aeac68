# probe: str.join, sorted and f(*gen) take every item before failing on a bad one (the log shows pulls after it); tuple, bytes, sum and math.fsum stop at the bad item
# inputs
xs = ["a", 1, "b", "c"]
# body
import math
log = []
def gen(items):
    for x in items:
        log.append(x)
        yield x
def run(f, items=xs):
    log.clear()
    try:
        res = f(gen(items))
    except (TypeError, ValueError) as e:
        res = type(e).__name__
    return (res, list(log))
r_join = run("".join)
r_sorted = run(sorted)
r_star_call = run(lambda g: (lambda a, b: a)(*g))
r_star_max = run(lambda g: max(*g))
r_zip_star = run(lambda g: list(zip(*g)))
r_sum = run(lambda g: sum(g, ""), [1, "a", 2])
r_bytes = run(bytes, [65, 300, 66])
r_bytearray = run(bytearray, [65, -1, 66])
r_fsum = run(math.fsum, [1.0, "x", 2.0])
r_prod = run(math.prod, [2, None, 3])
r_set = run(set, [1, [], 2])
r_literal = run(lambda g: [*g, *[1]], [1, 2])
