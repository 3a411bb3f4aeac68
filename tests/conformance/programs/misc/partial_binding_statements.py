# probe: statements that bind several names and fail part way: chained assignment with a failing middle target, nested unpacking failing inside, del of several names with a missing one, with of two managers the second failing
# inputs
cfg = {"M": 128}
# body
try:
    first = cfg["M"][0] = last = 5
    r_chain = "ok"
except TypeError as e:
    r_chain = type(e).__name__
r_chain_first = "first" in globals()
r_chain_last = "last" in globals()
class Frozen:
    __slots__ = ("a",)
obj = Frozen()
try:
    head = obj.b = tail = 7
    r_chain2 = "ok"
except AttributeError as e:
    r_chain2 = type(e).__name__
r_head = "head" in globals()
r_tail = "tail" in globals()
try:
    p, (q, s) = 1, 2
    r_unpack = "ok"
except TypeError as e:
    r_unpack = type(e).__name__
r_p = "p" in globals()
x1 = 1
x2 = 2
try:
    del x1, x_missing, x2
    r_del = "ok"
except NameError as e:
    r_del = type(e).__name__
r_x1 = "x1" in globals()
r_x2 = "x2" in globals()
log = []
class CM:
    def __init__(self, tag, fail=False):
        if fail:
            raise ValueError(tag)
        self.tag = tag
    def __enter__(self):
        log.append("enter " + self.tag)
        return self.tag
    def __exit__(self, *a):
        log.append("exit " + self.tag)
try:
    with CM("a") as ca, CM("b", fail=True) as cb:
        log.append("body")
except ValueError as e:
    r_with = type(e).__name__
r_log = log
r_ca = "ca" in globals()
r_cb = "cb" in globals()
