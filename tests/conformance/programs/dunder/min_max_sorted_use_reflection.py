# probe: sorted/min use <, max uses >: a class with only __gt__ sorts through reflection; one with only __lt__ gives max through reflection; which method ran is logged; non-bool results use truthiness
# inputs
xs = [3, 1, 2]
# body
log = []
class OnlyGt:
    def __init__(self, x):
        self.x = x
    def __gt__(self, o):
        log.append("gt")
        return self.x > o.x
class OnlyLt:
    def __init__(self, x):
        self.x = x
    def __lt__(self, o):
        log.append("lt")
        return [1] if self.x < o.x else []
r_sorted = [o.x for o in sorted(OnlyGt(x) for x in xs)]
r_min = min(OnlyGt(x) for x in xs).x
r_gt_kinds = sorted(set(log))
log.clear()
r_max = max(OnlyLt(x) for x in xs).x
r_sorted_lt = [o.x for o in sorted(OnlyLt(x) for x in xs)]
r_lt_kinds = sorted(set(log))
class Neither:
    pass
try:
    sorted([Neither(), Neither()])
except TypeError as e:
    r_err = type(e).__name__
r_single = type(sorted([Neither()])[0]).__name__
