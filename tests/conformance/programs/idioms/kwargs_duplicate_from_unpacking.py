# probe: merging configs into one call's keywords: a key given twice (two ** dicts sharing a key, or ** plus an explicit keyword) is a TypeError for functions taking **kw, classes, dict(), str.format, sorted and max; {**a, **b} and dict(a, **b) merge instead
# inputs
defaults = {"dtype": "bf16", "bs": 1}
overrides = {"bs": 4}
# body
def run(**kw):
    return kw
class Job:
    def __init__(self, **kw):
        self.kw = kw
def outcome(f):
    try:
        return ("ok", f())
    except TypeError as e:
        return ("TypeError", str(e))
r_two_stars = outcome(lambda: run(**defaults, **overrides))
r_star_then_kw = outcome(lambda: run(**defaults, bs=8))
r_kw_then_star = outcome(lambda: run(bs=8, **defaults))
r_dict_two_stars = outcome(lambda: dict(**defaults, **overrides))
r_class = outcome(lambda: Job(**defaults, **overrides).kw)
r_lambda = outcome(lambda: (lambda **kw: kw)(**defaults, dtype="fp8"))
r_format = outcome(lambda: "{bs}".format(**defaults, **overrides))
r_sorted = outcome(lambda: sorted([3, 1, 2], **{"reverse": True}, reverse=False))
r_max = outcome(lambda: max([1, -2], **{"key": None}, key=abs))
r_merge_display = {**defaults, **overrides}
r_merge_dict_call = dict(defaults, **overrides)
r_merge_or = defaults | overrides
r_disjoint = outcome(lambda: run(**defaults, extra=1))
