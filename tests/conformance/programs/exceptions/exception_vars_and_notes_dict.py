# probe: an exception's __dict__ holds only what was set on it: add_note puts __notes__ there; args, __cause__ and __context__ are not in it; attributes set by a custom __init__ are
# inputs
m = "m"
# body
class E(Exception):
    def __init__(self, m):
        super().__init__(m)
        self.detail = m * 2
e = E(m)
r_vars0 = sorted(vars(e))
e.add_note("n")
r_vars1 = sorted(vars(e))
try:
    raise e from ValueError(m)
except E:
    pass
r_vars2 = sorted(vars(e))
r_detail = e.__dict__["detail"]
e.__dict__["extra"] = 1
r_extra = e.extra
