# probe: builtins that iterate a dict while their callback grows it raise RuntimeError (dictionary changed size during iteration): min/max key, map, filter, any, sum of map, dict views too
# inputs
cfg = {"lr": 3, "bs": 1}
# body
def grow(d):
    def f(k):
        d[str(len(d)) + "x"] = 0
        return 1
    return f
def attempt(consume):
    d = dict(cfg)
    try:
        consume(d)
        return ("ok", len(d))
    except RuntimeError as e:
        return (type(e).__name__, len(d))
r_min = attempt(lambda d: min(d, key=grow(d)))
r_max_keys = attempt(lambda d: max(d.keys(), key=grow(d)))
r_map = attempt(lambda d: list(map(grow(d), d)))
r_filter = attempt(lambda d: list(filter(grow(d), d.items())))
r_any = attempt(lambda d: any(grow(d)(k) == 0 for k in d))
r_sum = attempt(lambda d: sum(map(grow(d), d.values())))
r_sorted_copy = attempt(lambda d: sorted(d, key=grow(d)))
r_list_copy = attempt(lambda d: [grow(d)(k) for k in list(d)])
r_enumerate = attempt(lambda d: [grow(d)(k) for _, k in enumerate(d)])
r_zip = attempt(lambda d: [grow(d)(k) for k, _ in zip(d, range(5))])
