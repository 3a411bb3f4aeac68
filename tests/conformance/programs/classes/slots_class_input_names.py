# probe: a __slots__ class filled from an input dict with setattr; names outside the slots refused; unset slots read with getattr default and raising
# inputs
cfg = {"a": 1, "c": 3}
# body
class P:
    __slots__ = ("a", "b")
    def __init__(self, **kw):
        self.refused = []
        for k, v in kw.items():
            try:
                setattr(self, k, v)
            except AttributeError:
                self.refused.append(k)
try:
    p = P(**cfg)
    r_made = "made"
except AttributeError as e:
    r_made = type(e).__name__
class Q:
    __slots__ = ("a", "b", "refused")
    __init__ = P.__init__
q = Q(**cfg)
r_refused = q.refused
r_a = getattr(q, "a", "unset")
r_b = getattr(q, "b", "unset")
try:
    q.b
    r_b_raw = "set"
except AttributeError as e:
    r_b_raw = type(e).__name__
r_has_dict = hasattr(q, "__dict__")
