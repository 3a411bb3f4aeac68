# probe: sorted/min/max with only __gt__ (reflected), only __lt__, list.sort key, comparisons refusing; what each builtin asks
# inputs
vals = [3, 1, 2]
# body
asked = []
class OnlyGt:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        asked.append("gt")
        return self.v > o.v
class OnlyLt:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        asked.append("lt")
        return self.v < o.v
r_sorted_gt = [x.v for x in sorted(OnlyGt(v) for v in vals)]
r_asked_sorted_gt = sorted(set(asked))
asked.clear()
r_max_lt = max(OnlyLt(v) for v in vals).v
r_min_lt = min(OnlyLt(v) for v in vals).v
r_asked_lt = sorted(set(asked))
asked.clear()
r_max_gt = max(OnlyGt(v) for v in vals).v
r_asked_max_gt = sorted(set(asked))
class NoCmp:
    pass
try:
    sorted([NoCmp(), NoCmp()])
except TypeError as e:
    r_nocmp = str(e)
r_single = len(sorted([NoCmp()]))
try:
    OnlyLt(1) <= OnlyLt(2)
except TypeError as e:
    r_le = str(e)
r_ge_reflect = OnlyLt(5) > OnlyLt(2)
try:
    max([1, "a"])
except TypeError as e:
    r_mixed = str(e)
r_key = sorted(vals, key=lambda v: -v)
r_reverse = [x.v for x in sorted([OnlyLt(v) for v in vals], reverse=True)]
