# probe: settings with a key removed by a top-level cleanup statement (del, then pop) and then splatted into a function that requires it or takes it with a default; the positional+keyword double binding; status recorded apart from the result
# inputs
iters = 10
graph = False
# body
settings = {"iters": iters, "use_cuda_graph": graph, "warmup": 2}
del settings["use_cuda_graph"]
def bench_required(iters, use_cuda_graph, warmup):
    return (iters, use_cuda_graph)
def bench_default(iters, use_cuda_graph=True, warmup=1):
    return (iters, use_cuda_graph, warmup)
try:
    r_required = bench_required(**settings)
    r_required_status = "ok"
except TypeError as e:
    r_required_status = type(e).__name__
r_default = bench_default(**settings)
settings.pop("iters")
try:
    r_double = bench_default(iters, **settings)
    r_double_status = "ok"
except TypeError as e:
    r_double_status = type(e).__name__
r_left = sorted(settings)
