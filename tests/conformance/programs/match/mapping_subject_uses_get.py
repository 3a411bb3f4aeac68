# probe: a mapping pattern looks keys up with the subject's get() (a dict subclass's override runs, __getitem__ and __missing__ do not); **rest is a plain dict copy
# inputs
key = "a"
# body
log = []
class LoggingDict(dict):
    def get(self, k, default=None):
        log.append(("get", k))
        return super().get(k, default)
    def __getitem__(self, k):
        log.append(("getitem", k))
        return super().__getitem__(k)
class Missing(dict):
    def __missing__(self, k):
        return 0
match LoggingDict({key: 1, "b": 2}):
    case {"a": v, "b": w}:
        r_logged = (v, w)
r_log = list(log)
match Missing({key: 1}):
    case {"zz": v}:
        r_missing = ("zz", v)
    case {"a": v, **rest}:
        r_missing = ("a", v, rest, type(rest).__name__)
src = {key: 1, "b": [2]}
match src:
    case {"a": _, **rest}:
        rest["c"] = 3
        rest["b"].append(9)
r_src = src
r_rest = rest
