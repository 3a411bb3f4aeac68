# probe: sorted() over objects built from an input list calls their comparison methods
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
r_sorted = [x.v for x in sorted([OnlyGt(v) for v in vals])]
r_asked = len(asked) > 0
