# probe: __getattribute__ raising AttributeError falls to __getattr__; other exceptions propagate; __getattr__ not used for dunder implicit lookups
# inputs
name = "missing"
# body
log = []
class C:
    a = 1
    def __getattribute__(self, attr):
        log.append(("ga", attr))
        if attr.startswith("m"):
            raise AttributeError(attr)
        if attr == "bad":
            raise KeyError(attr)
        return object.__getattribute__(self, attr)
    def __getattr__(self, attr):
        log.append(("gattr", attr))
        return "fallback-" + attr
_c = C()
r_a = _c.a
r_missing = getattr(_c, name)
try:
    _c.bad
except KeyError as e:
    r_bad = type(e).__name__
r_nothere = _c.nothere
r_log = list(log)
try:
    len(_c)
except TypeError as e:
    r_len = type(e).__name__
r_hasattr = hasattr(_c, "mine")
r_getattr_default = getattr(_c, "mx", "dflt")
