# probe: settings dict that gains an optional key on some configs (set by a top-level statement), splatted into a function that does not take that key, into one with **rest, and into str.format
# inputs
graph = True
iters = 10
# body
settings = {"iters": iters}
settings["use_cuda_graph"] = graph
def bench(iters, warmup=2):
    return iters + warmup
def bench_rest(iters, **rest):
    return (iters, sorted(rest))
try:
    r_strict = bench(**settings)
except TypeError as e:
    r_strict = type(e).__name__
r_rest = bench_rest(**settings)
r_fmt = "{iters}".format(**settings)
try:
    r_fmt_graph = "{use_cuda_graph}".format(**settings)
except KeyError as e:
    r_fmt_graph = type(e).__name__
settings.pop("use_cuda_graph", None)
r_strict_after = bench(**settings)
