# probe: sorted/min/max on objects with only __gt__ (reflected for <); key with objects; stable order of equal keys
# inputs
vals = [3, 1, 2, 1]
# body
class G:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag
    def __gt__(self, o):
        return self.v > o.v
objs = [G(v, i) for i, v in enumerate(vals)]
r_sorted = [(o.v, o.tag) for o in sorted(objs)]
r_min = min(objs).tag
r_max = max(objs).tag
r_rev = [o.tag for o in sorted(objs, reverse=True)]
class NoCmp:
    pass
try:
    sorted([NoCmp(), NoCmp()])
except TypeError as e:
    r_nocmp = type(e).__name__
r_single = type(sorted([NoCmp()])[0]).__name__
r_key = [o.tag for o in sorted(objs, key=lambda o: -o.v)]
r_max_default = max([], default="empty")
try:
    min([])
except ValueError as e:
    r_min_empty = type(e).__name__
