# probe: a class pattern fetches every attribute (positional then keyword) before matching any sub-pattern; a failing first sub-pattern still ran the later property getters
# inputs
first = 5
# body
log = []
class P:
    __match_args__ = ("a", "b")
    def __init__(self, a):
        self._a = a
    @property
    def a(self):
        log.append("get a")
        return self._a
    @property
    def b(self):
        log.append("get b")
        return 2
    @property
    def c(self):
        log.append("get c")
        return 3
match P(first):
    case P(0, 2):
        r_first = "zero"
    case P(5, _, c=4):
        r_first = "c4"
    case P(x, y, c=z):
        r_first = ("all", x, y, z)
r_log = list(log)
log.clear()
match P(first):
    case P(a=0, b=2, c=3):
        r_kw = "zero"
    case _:
        r_kw = "other"
r_kw_log = list(log)
