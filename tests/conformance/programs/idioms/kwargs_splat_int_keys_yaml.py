# probe: a YAML-loaded settings mapping whose keys may be ints (batch sizes as keys) splatted into a scenario function: a plain signature, one with **kw, a class and dict(**...) refuse non-str keys with TypeError, str.format(**...) takes them (KeyError for the missing name); str-keyed copies work
# inputs
per_batch = {1: 0.5, 8: 2.0}
named = {"m": 64}
# body
def scenario(m=1, n=1):
    return (m, n)
def scenario_kw(**kw):
    return sorted(kw)
class Runner:
    def __init__(self, m=1, **kw):
        self.m = m
def attempt(fn):
    try:
        return ("ok", fn())
    except (TypeError, KeyError) as e:
        return ("err", type(e).__name__)
try:
    scenario(**per_batch)
    r_plain = "ok"
except TypeError as e:
    r_plain = type(e).__name__
r_kw = attempt(lambda: scenario_kw(**per_batch))
r_cls = attempt(lambda: Runner(**per_batch).m)
r_dict = attempt(lambda: dict(**per_batch))
r_fmt = attempt(lambda: "{m}".format(**per_batch))
r_mixed = attempt(lambda: scenario(**named, **per_batch))
strkeys = {f"bs{k}": v for k, v in per_batch.items()}
r_str_ok = scenario_kw(**strkeys)
r_named = scenario(**named)
