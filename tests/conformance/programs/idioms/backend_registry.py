# probe: a backend registry: decorated registration, ordering, filtering by what a config asks
# inputs
wanted = ["fi", "halops"]
# body
BACKENDS = {}
def backend(name, priority=0):
    def deco(fn):
        BACKENDS[name] = (priority, fn)
        return fn
    return deco
@backend("fi", priority=1)
def run_fi(x):
    return x + 1
@backend("halops", priority=9)
def run_halops(x):
    return x * 2
@backend("trt")
def run_trt(x):
    return x
order = sorted(BACKENDS, key=lambda n: -BACKENDS[n][0])
r_order = order
selected = [n for n in order if n in wanted]
r_selected = selected
r_results = {n: BACKENDS[n][1](10) for n in selected}
unknown = [n for n in wanted if n not in BACKENDS]
r_unknown = unknown
