# probe: a config sweep: product over option lists built by generators and dicts, filtered by a predicate generator, stopping after the first k valid configs; the product pulled eagerly
# inputs
sizes = [16, 32, 64]
modes = ["fast", "safe"]
k = 3
# body
import itertools
made = []
def opts(name, values):
    for v in values:
        made.append((name, v))
        yield v
keys = ["size", "mode", "flag"]
grid = itertools.product(opts("size", sizes), opts("mode", modes), opts("flag", [True, False]))
r_made_count = len(made)
def valid(cfgs):
    for size, mode, flag in cfgs:
        if mode == "safe" and not flag:
            continue
        yield dict(zip(keys, (size, mode, flag)))
first_k = list(itertools.islice(valid(grid), k))
r_first_k = first_k
r_left = sum(1 for _ in grid)
r_total = len(list(itertools.product(sizes, modes, [True, False])))
r_names = ["-".join(str(v) for v in cfg.values()) for cfg in first_k]
