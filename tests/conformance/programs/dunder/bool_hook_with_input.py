# probe: __bool__ returning an input-derived value: used by if/while/and/or/not/any/all; a non-bool return raises TypeError only when truth is asked
# inputs
flag = 0
# body
class T:
    def __init__(self, v):
        self.v = v
        self.asked = 0
    def __bool__(self):
        self.asked += 1
        return self.v
t = T(flag == 0)
r_if = "yes" if t else "no"
r_and = (t and "right") if True else None
r_not = not t
r_any = (any([t]), all([t, t]))
r_asked = t.asked
bad = T(flag)
try:
    if bad:
        pass
    r_bad = "no error"
except TypeError as e:
    r_bad = type(e).__name__
r_kept = bad
r_or = (bad or "fallback") is bad if False else "skipped"
