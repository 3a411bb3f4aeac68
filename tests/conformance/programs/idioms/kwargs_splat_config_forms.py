# probe: a config dict splatted with ** into callables of every kind (function, class __init__, lambda, partial, str.format, dict(), dataclasses.replace) when it has an extra key, lacks one, or repeats an explicit keyword
# inputs
cfg = {"m": 64, "n": 32, "extra": 1}
small = {"m": 64}
# body
import functools, dataclasses
def run(m, n=1):
    return (m, n)
class Runner:
    def __init__(self, m, n=1):
        self.t = (m, n)
@dataclasses.dataclass
class P:
    m: int
    n: int = 1
def attempt(fn):
    try:
        return ("ok", fn())
    except (TypeError, KeyError) as e:
        return ("err", type(e).__name__)
r_fn_extra = attempt(lambda: run(**cfg))
r_fn_small = attempt(lambda: run(**small))
r_fn_dup = attempt(lambda: run(m=1, **small))
r_cls_extra = attempt(lambda: Runner(**cfg).t)
r_cls_small = attempt(lambda: Runner(**small).t)
r_lambda = attempt(lambda: (lambda m, n: (m, n))(**cfg))
r_partial = attempt(lambda: functools.partial(run, **small)(n=3))
r_partial_extra = attempt(lambda: functools.partial(run, **cfg)())
r_format = attempt(lambda: "{m}x{n}".format(**small))
r_format_ok = attempt(lambda: "{m}x{n}".format(**cfg))
r_dict = attempt(lambda: dict(**cfg, m=1))
r_replace = attempt(lambda: dataclasses.replace(P(1), **cfg).m)
r_replace_small = attempt(lambda: dataclasses.replace(P(1), **small).m)
r_kwargs_fn = attempt(lambda: (lambda **kw: sorted(kw))(**cfg))
