# probe: nested sweep over shapes and backends where backends are skipped with continue for None runners, unsupported dtypes (adapt raising), and shapes failing an assert; counters per reason
# inputs
shapes = [(128, 64), (100, 64), (256, 128)]
backends = ["halops", "cutlass", "deepgemm", "torch"]
mode = "fp4"
# body
def adapt_deepgemm(m):
    if m not in ("fp8", "bf16"):
        raise NotImplementedError(m)
    return m
def adapt_any(m):
    return m
ADAPT = {"deepgemm": adapt_deepgemm}
RUN = {"halops": lambda m, k: m * k, "cutlass": None, "deepgemm": lambda m, k: 0, "torch": lambda m, k: -m}
skips = {"none": 0, "nie": 0, "assert": 0}
rows = []
for m, k in shapes:
    try:
        assert m % 64 == 0, f"M={m}"
    except AssertionError:
        skips["assert"] += 1
        continue
    for b in backends:
        run = RUN.get(b)
        if run is None:
            skips["none"] += 1
            continue
        try:
            ADAPT.get(b, adapt_any)(mode)
        except NotImplementedError:
            skips["nie"] += 1
            continue
        rows.append(f"{b}_{m}x{k}={run(m, k)}")
r_rows = rows
r_skips = skips
