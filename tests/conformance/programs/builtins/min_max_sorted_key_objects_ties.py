# probe: min/max/sorted with key over objects whose key values come from inputs and tie; the first of equal keys kept by min/max and stable sort; key called once per item
# inputs
scores = [2, 1, 2, 1]
# body
class R:
    def __init__(self, i, s):
        self.i = i
        self.s = s
calls = []
def key(r):
    calls.append(r.i)
    return r.s
rs = [R(i, s) for i, s in enumerate(scores)]
r_min = min(rs, key=key).i
r_max = max(rs, key=key).i
r_calls = list(calls)
calls.clear()
r_sorted = [r.i for r in sorted(rs, key=key)]
r_sorted_rev = [r.i for r in sorted(rs, key=key, reverse=True)]
r_calls2 = len(calls)
r_max_tuple = max(rs, key=lambda r: (r.s, -r.i)).i
r_min_default = min([], key=key, default="none")
