# probe: a per-run config built from a base (dict(cfg, batch_size=bs)) and extended with keys on some runs, then splatted into a scenario function with a fixed signature or with **rest
# inputs
cfg = {"m": 64, "n": 32}
add_graph = True
sizes = [1, 4]
# body
def scenario(m, n, batch_size):
    return m * n * batch_size
def scenario_rest(m, n, batch_size, **rest):
    return (m * batch_size, sorted(rest))
out = []
for bs in sizes:
    run_cfg = dict(cfg, batch_size=bs)
    if add_graph and bs > 1:
        run_cfg["use_cuda_graph"] = True
    try:
        out.append(scenario(**run_cfg))
    except TypeError as e:
        out.append(type(e).__name__)
    out.append(scenario_rest(**run_cfg))
r_out = out
r_keys = sorted(run_cfg)
