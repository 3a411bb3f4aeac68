# probe: __contains__ results are converted with truthiness (lists, 0, strings, objects with __bool__/__len__); a __bool__ raising inside propagates from `in`
# inputs
v = 0
# body
class Truth:
    def __init__(self, t):
        self.t = t
    def __bool__(self):
        if self.t is None:
            raise ValueError
        return self.t
class C:
    def __init__(self, result):
        self.result = result
    def __contains__(self, x):
        return self.result
r = [1 in C(res) for res in ([], [v], v, "s", "", Truth(True), Truth(False))]
try:
    1 in C(Truth(None))
except ValueError as e:
    r_err = type(e).__name__
r_not = [1 not in C(res) for res in ([], "x")]
