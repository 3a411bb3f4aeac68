# probe: attribute-style config over a dict: __getattr__ raising KeyError leaks through hasattr/getattr-with-default; raising AttributeError makes them work; __getattr__ not called for real attributes
# inputs
data = {"iters": 5, "dtype": "f16"}
# body
class BadCfg:
    def __init__(self, d):
        self._d = d
    def __getattr__(self, name):
        return self._d[name]
class GoodCfg:
    def __init__(self, d):
        self._d = d
    def __getattr__(self, name):
        try:
            return self._d[name]
        except KeyError:
            raise AttributeError(name) from None
def attempt(fn):
    try:
        return fn()
    except (KeyError, AttributeError) as e:
        return type(e).__name__
b, g = BadCfg(data), GoodCfg(data)
r_bad_get = b.iters
r_bad_hasattr = attempt(lambda: hasattr(b, "warmup"))
r_bad_getattr_default = attempt(lambda: getattr(b, "warmup", 0))
r_good_hasattr = hasattr(g, "warmup")
r_good_default = getattr(g, "warmup", 0)
r_good_attr = attempt(lambda: g.warmup)
g.iters = 99
r_real_attr = (g.iters, g._d["iters"])
r_dunder = attempt(lambda: b.__len__)
