# probe: setattr with an input name on a __slots__ class: allowed names set, others raise AttributeError; the values of the slots after
# inputs
name = "b"
bad = "zz"
# body
class S:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 0
s = S()
setattr(s, name, 5)
r_b = getattr(s, "b", "unset")
r_a = s.a
try:
    setattr(s, bad, 1)
    r_bad = "ok"
except AttributeError as e:
    r_bad = type(e).__name__
r_has = (hasattr(s, name), hasattr(s, bad))
try:
    delattr(s, name)
    r_del = "deleted"
except AttributeError as e:
    r_del = type(e).__name__
r_after = getattr(s, "b", "unset")
